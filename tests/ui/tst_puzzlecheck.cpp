// Honest puzzle checks before play, with the window's dialogs on, as a player meets them: givens
// that clash are refused (the clash named, the puzzle left in Enter mode to fix); a puzzle with no
// solution or several asks Edit Givens or Play Anyway before the clock starts, and with several the
// board shows where two solutions differ; Edit Givens goes back to Enter mode keeping the player's
// digits where they still fit, and every step of it undoes.

#include <QAction>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

// The classic puzzle with a 1 at r1c3, where its solution has 4: no clash with any given, no solution.
const char* const kNoSolution =
    "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

constexpr int kWait = 20000;

QPushButton* buttonOf(QMessageBox* box, const QString& text) {
    for (QAbstractButton* button : box->buttons())
        if (button->text().remove(QLatin1Char('&')) == text) return qobject_cast<QPushButton*>(button);
    return nullptr;
}

} // namespace

class TestPuzzleCheck : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void openingClashingGivensRefusesToPlay();
    void severalSolutionsShowWhereTwoDiffer();
    void editGivensFromTheQuestionKeepsTheMarksUntilAGivenChanges();
    void noSolutionAsksBeforePlay();
    void editGivensKeepsTheDigitsThatStillFit();
    void aCountThatEndsWhileEditingIsSaidBackInPlay_data();
    void aCountThatEndsWhileEditingIsSaidBackInPlay();

private:
    // Waits for the question before play; null (and a failure) when none comes.
    QMessageBox* waitForQuestion();

    MainWindow* window_ = nullptr;
};

void TestPuzzleCheck::init() {
    window_ = test::openWindow();
    window_->setDialogsEnabled(true); // the dialogs are what these tests answer
}

void TestPuzzleCheck::cleanup() {
    delete window_;
    window_ = nullptr;
}

QMessageBox* TestPuzzleCheck::waitForQuestion() {
    const auto asked = [this] { return window_->puzzleCheck()->question() && window_->puzzleCheck()->question()->isVisible(); };
    return QTest::qWaitFor(asked, kWait) ? window_->puzzleCheck()->question() : nullptr;
}

// A file whose givens break the rules opens for editing, not for play: a dialog names the clash, the
// clashing cells are marked, the clock does not run and nothing is counted.
void TestPuzzleCheck::openingClashingGivensRefusesToPlay() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clash.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray puzzle(test::kPuzzle);
    puzzle[8] = '5'; // r1c9 = 5, and r1c1 is 5
    file.write(puzzle + "\n");
    file.close();
    QSignalSpy refused(window_, &MainWindow::errorReported);
    window_->openFile(path);
    QCOMPARE(refused.count(), 1);
    QVERIFY2(refused.at(0).at(0).toString().contains(QStringLiteral("digit 5 twice in row 1 (r1c1, r1c9)")),
             qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QCOMPARE(window_->game()->givens(), test::gridFrom(puzzle.constData()));
    QVERIFY(!window_->board()->conflictCells().empty());
    QVERIFY(!window_->game()->isClockRunning());
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = window_->findChild<QMessageBox*>()) && box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("digit 5 twice in row 1")));
    box->accept();
    QTest::qWait(50);
    QCOMPARE(window_->session()->factsState(), AnalysisSession::FactsState::Unknown); // nothing was counted
}

// Several solutions: before play the player is asked, while the board marks each cell where two
// solutions differ with both of its values; the dialog names them. Play Anyway starts the clock and
// keeps the marks (they vanished, and with them where the puzzle is open), until Esc dismisses them;
// the keyboard is back on the board.
void TestPuzzleCheck::severalSolutionsShowWhereTwoDiffer() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kTwoSolutions)));
    QMessageBox* box = waitForQuestion();
    QVERIFY2(box, "no question before play");
    const FactsPtr facts = window_->session()->facts();
    QVERIFY(facts && facts->hasSeveral());
    const std::vector<CellAlternative> differences = facts->differences();
    QVERIFY(differences.size() >= 2);
    QCOMPARE(window_->board()->hintOverlay().alternatives, differences);
    for (const CellAlternative& d : differences) {
        QVERIFY(d.first != d.second);
        const QString named = QStringLiteral("r%1c%2 (%3 or %4)")
                                  .arg(d.cell / 9 + 1).arg(d.cell % 9 + 1).arg(d.first).arg(d.second);
        QVERIFY2(box->text().contains(named), qPrintable(box->text()));
    }
    QVERIFY(box->text().contains(QStringLiteral("%1 cells").arg(differences.size())));
    QVERIFY(!window_->game()->isClockRunning()); // asked before play
    QVERIFY(!window_->board()->grab().isNull());
    QTest::mouseClick(buttonOf(box, QStringLiteral("Play Anyway")), Qt::LeftButton);
    QTRY_VERIFY(!window_->puzzleCheck()->question());
    QVERIFY(window_->game()->isClockRunning());
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QCOMPARE(window_->board()->hintOverlay().alternatives, differences);
    QTRY_COMPARE(QApplication::focusWidget(), window_->board());
    QVERIFY(window_->actions().dismiss->isEnabled());
    QTest::keyClick(window_->board(), Qt::Key_Escape);
    QVERIFY(window_->board()->hintOverlay().alternatives.empty());
    QVERIFY(!window_->actions().dismiss->isEnabled());
}

// Edit Givens from the question: back to Enter mode with the marks still showing, until a given is
// typed into one of the marked cells; then the puzzle has one solution and plays.
void TestPuzzleCheck::editGivensFromTheQuestionKeepsTheMarksUntilAGivenChanges() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kTwoSolutions)));
    QMessageBox* box = waitForQuestion();
    QVERIFY2(box, "no question before play");
    const std::vector<CellAlternative> differences = window_->session()->facts()->differences();
    QTest::mouseClick(buttonOf(box, QStringLiteral("Edit Givens")), Qt::LeftButton);
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QCOMPARE(window_->board()->hintOverlay().alternatives, differences);
    BoardWidget* board = window_->board();
    board->setFocus();
    board->setSelectedCell(differences.front().cell);
    QTest::keyClick(board, static_cast<Qt::Key>(Qt::Key_0 + test::gridFrom(test::kSolution).at(differences.front().cell)));
    QVERIFY(window_->board()->hintOverlay().alternatives.empty());
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    window_->actions().startPlaying->trigger();
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QVERIFY(checked.wait(kWait));
    QCOMPARE(checked.at(0).at(0).value<SolveStatus>(), SolveStatus::SolvedUnique);
    QVERIFY(!window_->puzzleCheck()->question());
    QVERIFY(window_->game()->isClockRunning());
}

void TestPuzzleCheck::noSolutionAsksBeforePlay() {
    QVERIFY(window_->pasteText(QString::fromLatin1(kNoSolution)));
    QMessageBox* box = waitForQuestion();
    QVERIFY2(box, "no question before play");
    QVERIFY2(box->text().contains(QStringLiteral("no solution")), qPrintable(box->text()));
    QVERIFY(!window_->game()->isClockRunning());
    QTest::mouseClick(buttonOf(box, QStringLiteral("Edit Givens")), Qt::LeftButton);
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    window_->actions().undo->trigger(); // Edit Givens is a move: undo plays again
    QCOMPARE(window_->game()->mode(), Mode::Play);
}

// Edit Givens keeps the player's digits (as digits, not givens); a given typed then that clashes with
// one of them takes its place at Start Playing; each step undoes, back to the game as it was.
void TestPuzzleCheck::editGivensKeepsTheDigitsThatStillFit() {
    window_->setDialogsEnabled(false);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(window_->game()->isClockRunning(), kWait);
    Game* game = window_->game();
    QVERIFY(game->placeValue(2, 4)); // r1c3 = 4, right
    QVERIFY(game->placeValue(3, 2)); // r1c4 = 2, wrong (6) but clashes with nothing
    const GameSnapshot playing = game->snapshot();
    window_->actions().editGivens->trigger();
    QCOMPARE(game->mode(), Mode::Enter);
    QVERIFY(!game->isClockRunning());
    QCOMPARE(game->value(2), 4);
    QVERIFY(!game->isGiven(2));
    QCOMPARE(game->value(3), 2);
    BoardWidget* board = window_->board();
    board->setFocus();
    board->setSelectedCell(8); // r1c9: its solution digit, 2, as a new given
    QTest::keyClick(board, Qt::Key_2);
    QVERIFY(game->isGiven(8));
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    window_->actions().startPlaying->trigger();
    QCOMPARE(game->mode(), Mode::Play);
    QCOMPARE(game->value(2), 4); // still fits
    QCOMPARE(game->value(3), 0); // clashed with the new given in its row: gone
    QVERIFY(checked.wait(kWait));
    QCOMPARE(checked.at(0).at(0).value<SolveStatus>(), SolveStatus::SolvedUnique);

    window_->actions().undo->trigger(); // Start Playing
    QCOMPARE(game->mode(), Mode::Enter);
    QCOMPARE(game->value(3), 2);
    window_->actions().undo->trigger(); // the new given
    QCOMPARE(game->value(8), 0);
    window_->actions().undo->trigger(); // Edit Givens
    QCOMPARE(game->mode(), Mode::Play);
    QCOMPARE(game->snapshot().cells, playing.cells);
}

void TestPuzzleCheck::aCountThatEndsWhileEditingIsSaidBackInPlay_data() {
    QTest::addColumn<bool>("typed");
    QTest::newRow("pasted, Edit Givens, undo") << false;
    QTest::newRow("typed, Start Playing, undo, redo") << true;
}

// The player leaves Play mode (Edit Givens, or undo of Start Playing) before the count of the
// solutions is in, and the count ends while the givens are being edited; back in Play mode by undo or
// redo, with the same givens, the verdict is said and the clock starts. (Found by tst_ui_monkey: the
// verdict waited for a count that never came again, and the clock never started.)
void TestPuzzleCheck::aCountThatEndsWhileEditingIsSaidBackInPlay() {
    QFETCH(bool, typed);
    window_->setDialogsEnabled(false);
    Game* game = window_->game();
    if (typed) {
        const Grid givens = test::gridFrom(test::kPuzzle);
        for (int cell = 0; cell < givens.cellCount(); ++cell)
            if (givens.at(cell) != 0) QVERIFY(game->placeValue(cell, givens.at(cell)));
        window_->actions().startPlaying->trigger();
        QCOMPARE(game->mode(), Mode::Play);
        window_->actions().undo->trigger(); // at once: the count runs on
    } else {
        QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
        window_->actions().editGivens->trigger(); // at once: the count runs on
    }
    QCOMPARE(game->mode(), Mode::Enter);
    QTRY_COMPARE_WITH_TIMEOUT(window_->session()->factsState(), AnalysisSession::FactsState::Known, kWait);
    QVERIFY(!game->isClockRunning());
    QSignalSpy checked(window_, &MainWindow::puzzleChecked);
    (typed ? window_->actions().redo : window_->actions().undo)->trigger(); // back to Play mode
    QCOMPARE(game->mode(), Mode::Play);
    QCOMPARE(checked.count(), 1);
    QCOMPARE(checked.at(0).at(0).value<SolveStatus>(), SolveStatus::SolvedUnique);
    QVERIFY(game->isClockRunning());
    QVERIFY2(window_->currentMessage().contains(QStringLiteral("exactly one solution")), qPrintable(window_->currentMessage()));
}

QTEST_MAIN(TestPuzzleCheck)
#include "tst_puzzlecheck.moc"
