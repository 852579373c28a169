// The main window end to end: starting play (and refusing givens that clash), solving, revealing and
// checking through the analysis session (with the library's fast engine), cancelling a long solve,
// completion, the number pad, persisted options. Files: tst_files.cpp; the session: tst_analysis.cpp.

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "hint/puzzlerating.h"
#include "qudoku/generator.h"
#include "qudoku/puzzle_code.h"
#include "qudoku/writer.h"
#include "solve/assistant.h"
#include "testsupport.h"
#include "game/autosave.h"
#include "game/gamehistory.h"
#include "window/codedialog.h"
#include "window/customgamedialog.h"
#include "window/gameactions.h"
#include "window/help.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"
#include "window/statisticsdialog.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

// durr2012_25x25 (../shared/data/nxn): a 25×25 puzzle with one solution. Neither mrv (the app's solver
// before it used the library default) nor dlx finishes its uniqueness check within 30 s; the fast
// engine proves it in about 200 nodes (2 ms in the dev build).
constexpr const char* kDurr25 =
    "--C6--7-I-5O-A1--4-------2-J-D---A--------I5-----1-------M----3-2--EC-G8P---G---2N--DCM---LFJ3----E-"
    "N-O-----P84-GJL--7---3C-9-4-2-------A-OCHG---5------9--6P---8-53------K--IJF-AB---ICJ-------N--7--4-"
    "-------E-M--IGK-6BD-------M-P--1H547--E-83L--B---6-KDF------9--2-P-18--5-L--1----GA-7--4K--9--E-O-H-"
    "P25-----D-----M-----J18----7L--C-2H---I6G--F--D-A-8AICG9---5----J--H-L-F--M-8--F-3-6-L--7-IE5-1-----"
    "---J-1-GB---AMPF------L---31-L--4----2-D-OP--E--6--------F-CE-6HO-------D---5NG4-DO72-9--F3-M------8"
    "--PK2-J----1----L3--C----GC-5-BL-N--F----J9-----PA----9KM74-3-EPI-B-----1-FO-6-M8-PE-AB-9-K1G-7-N--D"
    "EDL1--5---6-M-NA---2--I7B";

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void startsInEnterModeWithEmpty9x9();
    void startPlayingReportsSolutionCount_data();
    void startPlayingReportsSolutionCount();
    void startPlayingRefusesClashingGivens();
    void solveFillsTheBoardThroughTheWorker();
    void solveIsOneUndoStep();
    void solveReportsContradictionAndSolvesFromGivens();
    void solveA25x25PuzzleWithTheFastEngine();
    void generatedPuzzlesCheckHintCheckAndSolve_data();
    void generatedPuzzlesCheckHintCheckAndSolve();
    void cancelStopsALongSolveQuickly();
    void closingMidSolveExitsCleanly();
    void destroyingTheWindowWhileBusyIsClean_data();
    void destroyingTheWindowWhileBusyIsClean();
    void hintFillsTheEasiestCell();
    void checkMarksWrongDigits();
    void completingTheGridReportsSuccess();
    void optionsPersist();
    void typingLettersOn16x16();
    void numberPadPlacesAndMarks();
    void theEraseButtonClearsMarks();
    void solveWhileEnteringGivensPlaysThemFirst();
    void solveSaysTheComputerSolvedIt();
    void aMistypedCodeKeepsItsDialogOpen();
    void theFirstStartOpensOnAReadyPuzzle();
    void aRestartWithAGameWelcomesBack();

private:
    // Nothing running: no job, Cancel disabled, the busy indicator hidden.
    bool isIdle() const;

    MainWindow* window_ = nullptr;
};

bool TestMainWindow::isIdle() const {
    const auto* busyBar = window_->findChild<QProgressBar*>();
    return !window_->session()->isBusy() && !window_->puzzleSupply()->isBusy() && !window_->actions().cancel->isEnabled() && busyBar && busyBar->isHidden();
}

void TestMainWindow::init() {
    window_ = test::openWindow();
}

void TestMainWindow::cleanup() {
    delete window_;
    window_ = nullptr;
}

void TestMainWindow::startsInEnterModeWithEmpty9x9() {
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QCOMPARE(window_->game()->size(), 9);
    QCOMPARE(window_->game()->grid().filledCount(), 0);
}

void TestMainWindow::startPlayingReportsSolutionCount_data() {
    QTest::addColumn<QString>("givens");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("words");
    QTest::newRow("unique") << QString::fromLatin1(test::kPuzzle) << int(SolveStatus::SolvedUnique) << "exactly one";
    QTest::newRow("several") << QStringLiteral("53..7....") << int(SolveStatus::LimitReached) << "more than one";
}

// Start Playing locks the typed givens and says in words how many solutions they have; the clock
// starts once they are counted.
void TestMainWindow::startPlayingReportsSolutionCount() {
    QFETCH(QString, givens);
    QFETCH(int, status);
    QFETCH(QString, words);
    BoardWidget* board = window_->board();
    board->setFocus();
    for (int cell = 0; cell < givens.size(); ++cell) {
        board->setSelectedCell(cell);
        if (givens.at(cell) != QLatin1Char('.')) QTest::keyClicks(board, givens.mid(cell, 1));
    }
    QCOMPARE(window_->game()->grid().filledCount(), givens.size() - givens.count(QLatin1Char('.')));
    QSignalSpy spy(window_, &MainWindow::puzzleChecked);
    window_->actions().startPlaying->trigger();
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QVERIFY(spy.wait(5000));
    QCOMPARE(int(spy.at(0).at(0).value<SolveStatus>()), status);
    QVERIFY2(window_->currentMessage().contains(words), qPrintable(window_->currentMessage()));
    QVERIFY(window_->game()->isClockRunning());
}

// Givens that break a rule are refused with the clash named: Start Playing leaves the grid in Enter
// mode, the clock never starts, and undo still reaches the typed givens.
void TestMainWindow::startPlayingRefusesClashingGivens() {
    BoardWidget* board = window_->board();
    board->setFocus();
    board->setSelectedCell(0);
    QTest::keyClick(board, Qt::Key_5);
    board->setSelectedCell(7); // r1c8: the same row
    QTest::keyClick(board, Qt::Key_5);
    QSignalSpy refused(window_, &MainWindow::errorReported);
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    window_->actions().startPlaying->trigger();
    QCOMPARE(refused.count(), 1);
    const QString error = refused.at(0).at(0).toString();
    QVERIFY2(error.contains(QStringLiteral("digit 5 twice in row 1 (r1c1, r1c8)")), qPrintable(error));
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QVERIFY(!window_->game()->isClockRunning());
    QTest::qWait(50);
    QCOMPARE(checked.count(), 0);
    window_->actions().undo->trigger(); // the second 5 goes; now the givens can be played
    window_->actions().startPlaying->trigger();
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QVERIFY(checked.wait(5000));
}

void TestMainWindow::solveFillsTheBoardThroughTheWorker() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QSignalSpy spy(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.at(0).at(0).toBool(), true);
    QCOMPARE(window_->game()->grid(), test::gridFrom(test::kSolution));
}

void TestMainWindow::solveIsOneUndoStep() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    QSignalSpy spy(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(spy.wait(5000));
    QVERIFY(window_->game()->grid().isComplete());
    window_->actions().undo->trigger();
    QCOMPARE(window_->game()->grid().filledCount(), test::gridFrom(test::kPuzzle).filledCount() + 1);
    window_->actions().redo->trigger();
    QVERIFY(window_->game()->grid().isComplete());
}

// A wrong player digit makes the current grid unsolvable: the player is told, and solving from
// the givens alone replaces the wrong digit.
void TestMainWindow::solveReportsContradictionAndSolvesFromGivens() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 1)); // r1c3 must be 4
    QSignalSpy contradiction(window_->assistant(), &Assistant::contradiction);
    QSignalSpy finished(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(finished.wait(5000));
    QCOMPARE(contradiction.count(), 1);
    QVERIFY(window_->currentMessage().contains(QStringLiteral("contradict")));
    window_->assistant()->solveFromGivens();
    QVERIFY(finished.wait(5000));
    QCOMPARE(window_->game()->grid(), test::gridFrom(test::kSolution));
}

// The app solves with the library's default engine: the 25×25 puzzle that mrv could not check in
// 30 s is checked and solved through the worker (the waits are only generous upper bounds).
void TestMainWindow::solveA25x25PuzzleWithTheFastEngine() {
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    QVERIFY(window_->pasteText(QString::fromLatin1(kDurr25)));
    QVERIFY(checked.wait(30000));
    QCOMPARE(int(checked.at(0).at(0).value<SolveStatus>()), int(SolveStatus::SolvedUnique));
    const Grid givens = window_->game()->givens();
    QSignalSpy finished(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    const Grid& grid = window_->game()->grid();
    QVERIFY(grid.isComplete());
    QVERIFY(window_->game()->conflicts().empty());
    for (int c = 0; c < grid.cellCount(); ++c)
        if (givens.at(c) != 0) QCOMPARE(grid.at(c), givens.at(c));
    QTRY_VERIFY_WITH_TIMEOUT(isIdle(), 30000); // the automatic rating ends too
}

void TestMainWindow::generatedPuzzlesCheckHintCheckAndSolve_data() {
    QTest::addColumn<int>("grade");
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                           logic::Grade::Extreme})
        QTest::newRow(logic::gradeKey(g).data()) << int(g);
}

// Generated 9×9 puzzles of every grade, made through the window's worker from their codes, go through
// the automatic check and rating, Reveal, Check and Solve; each is the puzzle its code names, rated
// (by the session, from scratch) as the grade the code asks for; each reply arrives and leaves the
// window idle (no lingering busy indicator), and the givens' solutions are counted once per puzzle.
void TestMainWindow::generatedPuzzlesCheckHintCheckAndSolve() {
    QFETCH(int, grade);
    Assistant* assistant = window_->assistant();
    QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    QSignalSpy hinted(assistant, &Assistant::revealFinished);
    QSignalSpy checkedDigits(assistant, &Assistant::checkFinished);
    QSignalSpy solved(assistant, &Assistant::solveFinished);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const QByteArray name = "seed " + QByteArray::number(qulonglong(seed));
        PuzzleCode code;
        code.target = DifficultyTarget::ofGrade(static_cast<logic::Grade>(grade));
        code.seed = seed;
        made.clear();
        checked.clear();
        hinted.clear();
        checkedDigits.clear();
        solved.clear();
        const int counted = window_->session()->factsRuns();
        window_->newGameFromCode(code);
        QVERIFY2(made.wait(30000), name);
        QVERIFY2(checked.wait(5000), name);
        QCOMPARE(int(checked.at(0).at(0).value<SolveStatus>()), int(SolveStatus::SolvedUnique));
        QCOMPARE(window_->game()->givens(), generate(code.options()).puzzle);
        QVERIFY2(window_->puzzleCode() == code, name);
        QTRY_VERIFY2_WITH_TIMEOUT(isIdle(), name, 10000);
        QVERIFY2(window_->puzzleRating()->rating().has_value(), name);
        QCOMPARE(int(window_->puzzleRating()->rating()->grade), grade);
        window_->actions().reveal->trigger();
        QVERIFY2(hinted.wait(5000), name);
        QVERIFY2(hinted.at(0).at(0).toInt() >= 0, name);
        QVERIFY2(isIdle(), name);
        window_->actions().check->trigger();
        QVERIFY2(checkedDigits.wait(5000), name);
        QCOMPARE(checkedDigits.at(0).at(0).toInt(), 0); // the hint's digit is right
        QVERIFY2(isIdle(), name);
        window_->actions().solve->trigger();
        QVERIFY2(solved.wait(5000), name);
        QVERIFY2(solved.at(0).at(0).toBool(), name);
        QVERIFY2(window_->game()->grid().isComplete() && window_->game()->conflicts().empty(), name);
        QVERIFY2(isIdle(), name);
        QCOMPARE(window_->session()->factsRuns(), counted + 1);
    }
}

// Cancel stops a long solve through its stop token within a second, leaving the board as it was. The
// puzzle has several solutions (found at once); the player's digits leave a board that fits none of
// them, which the solver only proves after minutes of search.
void TestMainWindow::cancelStopsALongSolveQuickly() {
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    QVERIFY(window_->pasteText(QString::fromStdString(test::sparseSeveral25())));
    QVERIFY(checked.wait(5000));
    for (const auto& [cell, value] : test::slowBoardDigits25()) QVERIFY(window_->game()->placeValue(cell, value));
    const Grid before = window_->game()->grid();
    QSignalSpy finished(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(window_->assistant()->isBusy());
    QVERIFY(window_->actions().cancel->isEnabled());
    QTest::qWait(200);
    QVERIFY2(finished.isEmpty(), "the solve finished before it could be cancelled");
    QElapsedTimer timer;
    timer.start();
    window_->actions().cancel->trigger();
    QVERIFY(finished.wait(1000));
    qInfo("cancel answered after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(window_->game()->grid(), before);
    QVERIFY(isIdle());
    QVERIFY(window_->currentMessage().contains(QStringLiteral("Cancelled")));
}

void TestMainWindow::closingMidSolveExitsCleanly() {
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    window_->actions().solve->trigger();
    QVERIFY(window_->assistant()->isBusy());
    QElapsedTimer timer;
    timer.start();
    window_->close();
    delete window_; // cancels and waits for the worker
    window_ = nullptr;
    QVERIFY(timer.elapsed() < 1000);
}

void TestMainWindow::destroyingTheWindowWhileBusyIsClean_data() {
    QTest::addColumn<QString>("variant");
    for (const char* variant : {"dialogs off", "dialogs on", "the puzzle check's question", "an error message",
                                "the offer to solve from the givens", "Statistics", "Custom Game", "Puzzle from Code",
                                "Keys and Mouse", "paused", "the solution path floating", "closed first"})
        QTest::newRow(variant) << QString::fromLatin1(variant);
}

// The window goes (the app quits, a test ends) while every kind of work runs: the check, a hint and the
// path waiting for it or searching, a solve, a puzzle being made and the stock being filled at idle
// priority, with each of the window's dialogs that does not block open over it. Its members go before
// its children (the models, the session, the dialogs); a child that signalled into a slot or lambda of
// the half-destroyed window, or a view that read a model already gone, would be a use after free that
// the asan preset reports. (The dialogs that block in exec(), Settings and Print, and the file dialogs
// cannot be open while the window is destroyed: their caller is the window's own frame.)
void TestMainWindow::destroyingTheWindowWhileBusyIsClean() {
    QFETCH(QString, variant);
    const auto is = [&variant](const char* name) { return variant == QLatin1String(name); };
    window_->setDialogsEnabled(!is("dialogs off") && !is("paused"));
    window_->puzzleSupply()->setStockSize(PuzzleSupply::kDefaultStock); // as the app does
    AnalysisSession* session = window_->session();
    if (is("the offer to solve from the givens")) {
        QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
        QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), 20000);
        QVERIFY(window_->game()->placeValue(2, 1)); // r1c3 must be 4
        QSignalSpy contradiction(window_->assistant(), &Assistant::contradiction);
        window_->actions().solve->trigger();
        QVERIFY(contradiction.wait(20000));
        QTRY_VERIFY(window_->findChild<QMessageBox*>() && window_->findChild<QMessageBox*>()->isVisible());
        window_->actions().hint->trigger();
        window_->actions().solutionPath->trigger();
    } else if (is("paused")) {
        QVERIFY(window_->pasteText(QString::fromStdString(test::sparseSeveral25()))); // counted at once
        QTRY_VERIFY_WITH_TIMEOUT(window_->actions().pause->isEnabled(), 20000);
        window_->actions().hint->trigger();
        window_->actions().solutionPath->trigger();
        window_->actions().pause->trigger();
        QVERIFY(window_->game()->isPaused());
        QVERIFY(session->isBusy(Work::Hint) && session->isBusy(Work::Path));
    } else if (is("the puzzle check's question")) {
        QVERIFY(window_->pasteText(QString::fromStdString(test::sparseSeveral25()))); // two solutions, found at once
        QTRY_VERIFY_WITH_TIMEOUT(window_->puzzleCheck()->question() && window_->puzzleCheck()->question()->isVisible(), 20000);
        window_->actions().hint->trigger();      // seconds
        window_->actions().solutionPath->trigger(); // longer
        QVERIFY(session->isBusy(Work::Hint) && session->isBusy(Work::Path));
    } else {
        QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25()))); // a check of minutes
        window_->actions().hint->trigger(); // both wait for it
        window_->actions().solutionPath->trigger();
        QVERIFY(session->isBusy(Work::Check) && session->isBusy(Work::Hint) && session->isBusy(Work::Path));
    }
    PuzzleCode code;
    code.shape = Shape{5, 5};
    code.target = DifficultyTarget::ofGrade(logic::Grade::Hard);
    code.seed = 1234;
    window_->newGameFromCode(code); // a 25×25 puzzle takes a while to make
    QVERIFY(window_->puzzleSupply()->isBusy());

    if (is("an error message")) {
        QVERIFY(!window_->pasteText(QStringLiteral("not a puzzle")));
        QTRY_VERIFY(window_->findChild<QMessageBox*>() && window_->findChild<QMessageBox*>()->isVisible());
    } else if (is("Statistics")) {
        window_->actions().statistics->trigger();
        QTRY_VERIFY(window_->statisticsDialog() && window_->statisticsDialog()->isVisible());
    } else if (is("Custom Game")) {
        window_->actions().newCustom->trigger();
        QTRY_VERIFY(window_->customGameDialog() && window_->customGameDialog()->isVisible());
    } else if (is("Puzzle from Code")) {
        window_->actions().newFromCode->trigger();
        QTRY_VERIFY(window_->findChild<QInputDialog*>() && window_->findChild<QInputDialog*>()->isVisible());
    } else if (is("Keys and Mouse")) {
        showKeysHelp(window_);
        QTRY_VERIFY(window_->findChild<QMessageBox*>() && window_->findChild<QMessageBox*>()->isVisible());
    } else if (is("the solution path floating")) {
        window_->solutionPathDock()->setFloating(true);
        QVERIFY(window_->solutionPathDock()->isVisible());
    } else if (is("closed first")) {
        window_->close();
    }
    QTest::qWait(50); // the jobs are under way, the dialogs shown
    QElapsedTimer timer;
    timer.start();
    delete window_; // stops every job and waits for it
    window_ = nullptr;
    // The session's jobs and the request stop within milliseconds; the stock's worker runs at idle
    // priority (SCHED_IDLE), which a saturated machine hardly runs at all, so it may take seconds to
    // reach its stop check (measured: up to 2.8 s at a load of 6 on two cores). A job that ignored its
    // stop would hang here for minutes.
    qInfo("destroyed in %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
}

void TestMainWindow::hintFillsTheEasiestCell() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QSignalSpy spy(window_->assistant(), &Assistant::revealFinished);
    window_->actions().reveal->trigger();
    QVERIFY(spy.wait(5000));
    const int cell = spy.at(0).at(0).toInt();
    QVERIFY(cell >= 0);
    Game* game = window_->game();
    QCOMPARE(game->value(cell), test::gridFrom(test::kSolution).at(cell));
    QCOMPARE(game->hintCell(), cell);
    QCOMPARE(window_->board()->selectedCell(), cell);
    // No empty cell had fewer candidates before the hint.
    game->undoStack()->undo();
    QCOMPARE(game->value(cell), 0);
    const int n = std::popcount(game->candidates(cell));
    for (int c = 0; c < game->cellCount(); ++c)
        if (game->value(c) == 0) QVERIFY(std::popcount(game->candidates(c)) >= n);
}

void TestMainWindow::checkMarksWrongDigits() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    QVERIFY(game->placeValue(2, 4)); // right
    QVERIFY(game->placeValue(3, 2)); // wrong (6), but no rule conflict
    QVERIFY(game->conflicts().empty());
    QSignalSpy spy(window_->assistant(), &Assistant::checkFinished);
    window_->actions().check->trigger();
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.at(0).at(0).toInt(), 1);
    QCOMPARE(game->wrongCells(), std::vector<int>{3});
    QVERIFY(game->erase(3)); // fixing the cell clears its mark
    QVERIFY(game->wrongCells().empty());
}

void TestMainWindow::completingTheGridReportsSuccess() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    const Grid solution = test::gridFrom(test::kSolution);
    QSignalSpy spy(game, &Game::completed);
    BoardWidget* board = window_->board();
    board->setFocus();
    for (int c = 0; c < game->cellCount(); ++c) {
        if (game->value(c) != 0) continue;
        board->setSelectedCell(c);
        QTest::keyClick(board, static_cast<Qt::Key>(Qt::Key_0 + solution.at(c)));
    }
    QCOMPARE(spy.count(), 1);
    QVERIFY2(window_->currentMessage().startsWith(QStringLiteral("Solved in ")), qPrintable(window_->currentMessage()));
    QVERIFY(window_->board()->bannerTitle().startsWith(QStringLiteral("Solved in ")));
    QVERIFY(!window_->game()->isClockRunning());
}

// Window geometry and options survive a restart (in the test settings location).
void TestMainWindow::optionsPersist() {
    window_->actions().autoCleanMarks->setChecked(false);
    QVERIFY(!window_->game()->autoCleanMarks());
    window_->resize(777, 666);
    window_->close();
    delete window_;
    window_ = new MainWindow;
    window_->setDialogsEnabled(false);
    QVERIFY(!window_->actions().autoCleanMarks->isChecked());
    QVERIFY(!window_->game()->autoCleanMarks());
    QCOMPARE(window_->size(), QSize(777, 666));
    window_->actions().autoCleanMarks->setChecked(true);
    window_->close();
}

void TestMainWindow::typingLettersOn16x16() {
    QVERIFY(window_->pasteText(QStringLiteral("--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n"
                                              "----E----C--G---\n-I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\n"
                                              "E--F-M--D--L-K-A\n-C--------O-I-L-\nH-P-C--F-A--B---\n---G-OD---J----H\n"
                                              "K---J----H-A-P-L\n--B--P--E--K--A-\n-H--B--K--FI-C--\n--F---C--D--H-N-\n")));
    QCOMPARE(window_->game()->alphabet(), Alphabet::Letters);
    BoardWidget* board = window_->board();
    board->setFocus();
    board->setSelectedCell(0);
    QTest::keyClick(board, Qt::Key_K);
    QCOMPARE(window_->game()->value(0), 11);
    QTest::keyClick(board, Qt::Key_P); // P is a symbol here, not the pencil key
    QCOMPARE(window_->game()->value(0), 16);
    QVERIFY(!board->pencilMode());
    QTest::keyClick(board, Qt::Key_Delete);
    QTest::keyClick(board, Qt::Key_B, Qt::ShiftModifier); // a corner mark (Shift), as on 9×9
    QVERIFY(window_->game()->cell(0).corner.contains(2));
    QVERIFY(window_->copyText().startsWith(QStringLiteral("..A....C"))); // toLine: "." for empty
}

void TestMainWindow::numberPadPlacesAndMarks() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    auto buttonFor = [this](const QString& text) -> QToolButton* {
        for (QToolButton* b : window_->findChildren<QToolButton*>())
            if (b->text() == text && b->isVisible()) return b;
        return nullptr;
    };
    window_->board()->setSelectedCell(2);
    QToolButton* four = buttonFor(QStringLiteral("4"));
    QVERIFY(four);
    QTest::mouseClick(four, Qt::LeftButton);
    QCOMPARE(window_->game()->value(2), 4);
    window_->actions().erase->trigger();
    QCOMPARE(window_->game()->value(2), 0);
    window_->actions().centreMode->trigger();
    QVERIFY(window_->board()->pencilMode());
    QTest::mouseClick(four, Qt::LeftButton);
    QVERIFY(window_->game()->hasPencilMark(2, 4));
    QCOMPARE(window_->game()->value(2), 0);
    window_->newEmptyGrid(16); // the pad follows the size and its symbols
    QTRY_VERIFY(buttonFor(QStringLiteral("P"))); // new buttons are shown from the event loop
    QVERIFY(!buttonFor(QStringLiteral("4")));
}

// The pad's Erase button clears a cell that holds only pencil marks (it did nothing there).
void TestMainWindow::theEraseButtonClearsMarks() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->togglePencilMark(2, 4));
    window_->board()->setSelectedCell(2);
    QToolButton* erase = nullptr;
    for (QToolButton* b : window_->findChildren<QToolButton*>())
        if (b->defaultAction() == window_->actions().erase && b->isVisible()) erase = b;
    QVERIFY(erase);
    QTest::mouseClick(erase, Qt::LeftButton);
    QCOMPARE(window_->game()->pencilMarks(2), MarkSet{0});
}

// Solve on the first screen, givens typed, filled 81 "player" digits while the status bar still said
// "Entering givens". Now it starts playing the typed givens first (their checks too), then solves; on
// an empty grid it is off, and Hint and Reveal wait for play.
void TestMainWindow::solveWhileEnteringGivensPlaysThemFirst() {
    Game* game = window_->game();
    QCOMPARE(game->mode(), Mode::Enter);
    QVERIFY(!window_->actions().solve->isEnabled());
    QVERIFY(!window_->actions().hint->isEnabled());
    const Grid givens = test::gridFrom(test::kPuzzle);
    for (int cell = 0; cell < 81; ++cell)
        if (givens.at(cell) != 0) QVERIFY(game->placeValue(cell, givens.at(cell)));
    QVERIFY(window_->actions().solve->isEnabled());
    QVERIFY(!window_->actions().hint->isEnabled() && !window_->actions().reveal->isEnabled());
    QSignalSpy solved(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(solved.wait(20000));
    QCOMPARE(game->mode(), Mode::Play);
    QCOMPARE(game->givens(), givens);
    QVERIFY(game->isSolved());
    QVERIFY(game->solvedByComputer());
    window_->actions().editGivens->trigger(); // the givens can be typed again: Hint is off again
    QVERIFY(!window_->actions().hint->isEnabled());
}

// After Solve the status bar says who solved it (it still said "Playing"), and the computer's digits
// are marked as its own.
void TestMainWindow::solveSaysTheComputerSolvedIt() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    QSignalSpy solved(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(solved.wait(20000));
    const auto says = [this](const QString& text) {
        for (QLabel* label : window_->statusBar()->findChildren<QLabel*>())
            if (label->text() == text && label->isVisible()) return true;
        return false;
    };
    QVERIFY(says(QStringLiteral("Solved by Qudoku")));
    QVERIFY(!window_->game()->cell(2).byComputer);
    QVERIFY(window_->game()->cell(3).byComputer);
    window_->actions().undo->trigger();
    QVERIFY(says(QStringLiteral("Playing")));
}

// A mistyped puzzle code closed the dialog (and the player typed all of it again): the dialog stays,
// says what is wrong where, and selects the wrong character; the fixed code plays.
void TestMainWindow::aMistypedCodeKeepsItsDialogOpen() {
    window_->setDialogsEnabled(true);
    window_->actions().newFromCode->trigger();
    auto* dialog = window_->findChild<PuzzleCodeDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    auto* edit = dialog->findChild<QLineEdit*>();
    QVERIFY(edit);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("9E-MG2K0F3!"));
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->error().startsWith(QStringLiteral("Column 11:")), qPrintable(dialog->error()));
    QVERIFY(dialog->labelText().contains(dialog->error()));
    QCOMPARE(edit->selectedText(), QStringLiteral("!"));
    QCOMPARE(edit->text(), QStringLiteral("9E-MG2K0F3!")); // kept to be fixed
    QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    QTest::keyClick(edit, Qt::Key_G); // replaces the selected character
    QTest::keyClick(edit, Qt::Key_Return);
    QTRY_VERIFY(!window_->findChild<PuzzleCodeDialog*>() || !window_->findChild<PuzzleCodeDialog*>()->isVisible());
    QVERIFY(made.wait(20000));
    QCOMPARE(QString::fromStdString(formatPuzzleCode(*window_->puzzleCode())), QStringLiteral("9E-MG2K0F3G"));
}

// The first start (no game to restore) opens on a ready puzzle of the last grade played (medium the
// first time), in play, and the welcome names New Game, Daily Puzzle and Enter a Puzzle with their keys;
// it opened on an empty grid in Enter mode before.
void TestMainWindow::theFirstStartOpensOnAReadyPuzzle() {
    QSettings().remove(QStringLiteral("game/grade"));
    delete window_;
    GameHistory().clear(); // no unfinished game to restore
    window_ = test::openWindow();
    QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    window_->start();
    QVERIFY(made.wait(20000));
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QVERIFY(window_->puzzleCode().has_value());
    QCOMPARE(window_->puzzleCode()->target, DifficultyTarget::ofGrade(logic::Grade::Medium));
    const QString welcome = window_->currentMessage();
    for (const char* words : {"Welcome", "Ctrl+N", "Ctrl+D", "Ctrl+Shift+N"})
        QVERIFY2(welcome.contains(QLatin1String(words)), qPrintable(welcome));
    QVERIFY(!welcome.contains(QStringLiteral("Welcome back")));
    QTRY_COMPARE(QApplication::focusWidget(), window_->board());
    // The next first start takes the last grade played.
    QSettings().setValue(QStringLiteral("game/grade"), QStringLiteral("hard"));
    delete window_;
    GameHistory().clear();
    window_ = test::openWindow();
    QSignalSpy again(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    window_->start();
    QVERIFY(again.wait(20000));
    QCOMPARE(window_->puzzleCode()->target, DifficultyTarget::ofGrade(logic::Grade::Hard));
    // Typing a puzzle of one's own before the first puzzle arrives keeps it.
    delete window_;
    GameHistory().clear();
    window_ = test::openWindow();
    QSignalSpy third(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    window_->start();
    QVERIFY(window_->game()->placeValue(0, 5)); // before the puzzle arrives: the given of a newspaper's
    QVERIFY(third.wait(20000));
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QCOMPARE(window_->game()->value(0), 5);
}

// "Welcome back" is kept for a start that restores a game.
void TestMainWindow::aRestartWithAGameWelcomesBack() {
    window_->autosave()->setEnabled(true);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    window_->close();
    delete window_;
    window_ = test::openWindow();
    QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    window_->start();
    QCOMPARE(window_->game()->value(2), 4);
    QVERIFY(window_->currentMessage().startsWith(QStringLiteral("Welcome back")));
    QTest::qWait(200);
    QCOMPARE(made.count(), 0); // no puzzle over it
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
