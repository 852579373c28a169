// An evening's game: Pause hides the board and stops the clock (by command, and by itself while the
// window is minimised or a dialog is open); solving is celebrated against the player's best time and
// the message stays; the statistics count each game once, by size and grade, and show in a dialog;
// Esc takes a hint off the board.

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "game/gameclock.h"
#include "game/statistics.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "qudoku/logic/engine.h"
#include "testsupport.h"
#include "text/step_text.h"
#include "window/gameactions.h"
#include "window/help.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"
#include "solve/assistant.h"
#include "window/statisticsdialog.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 20000;


// Pixels of `rect` in `image` that differ from `background`.
int inked(const QImage& image, const QRect& rect, QRgb background) {
    int n = 0;
    for (int y = rect.top() + 3; y < rect.bottom() - 2; ++y)
        for (int x = rect.left() + 3; x < rect.right() - 2; ++x) n += image.pixel(x, y) != background;
    return n;
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void pauseHidesTheBoardAndStopsTheClock();
    void minimisingPauses();
    void anOpenDialogPauses();
    void anOpenMenuStopsTheClock();
    void theKeysHelpIsReadBesideTheGame();
    void pausingCancelsASolveOrRevealOnItsWay_data();
    void pausingCancelsASolveOrRevealOnItsWay();
    void solvingIsCelebratedAgainstTheBestTime();
    void gamesLeftOrSolvedByTheComputerCountAsPlayed();
    void statisticsDialogShowsTheRecordAndResets();
    void escTakesTheHintOffTheBoard();

private:
    void play(const char* puzzle);
    void fillTheRest(); // types the solution into every empty cell

    MainWindow* window_ = nullptr;
};

void TestPlay::init() {
    Statistics::reset();
    window_ = test::openWindow();
}

void TestPlay::cleanup() {
    delete window_;
    window_ = nullptr;
}

void TestPlay::play(const char* puzzle) {
    QVERIFY(window_->pasteText(QString::fromLatin1(puzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(window_->game()->isClockRunning(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait); // rated too
}

void TestPlay::fillTheRest() {
    const Grid solution = test::gridFrom(test::kSolution);
    BoardWidget* board = window_->board();
    board->setFocus();
    for (int cell = 0; cell < 81; ++cell) {
        if (window_->game()->value(cell) != 0) continue;
        board->setSelectedCell(cell);
        QTest::keyClick(board, static_cast<Qt::Key>(Qt::Key_0 + solution.at(cell)));
    }
}

void TestPlay::pauseHidesTheBoardAndStopsTheClock() {
    play(test::kPuzzle);
    Game* game = window_->game();
    BoardWidget* board = window_->board();
    const QRgb background = board->palette().color(QPalette::Base).rgb();
    const QRect given = board->boardGeometry().cellRect(0); // r1c1 holds a given 5
    board->setSelectedCell(40);
    QVERIFY(inked(board->grab().toImage(), given, background) > 0);

    QVERIFY(window_->actions().pause->isEnabled());
    window_->actions().pause->trigger();
    QVERIFY(game->isPaused());
    const qint64 stopped = game->elapsedMs();
    QTest::qWait(300);
    QCOMPARE(game->elapsedMs(), stopped);
    QCOMPARE(inked(board->grab().toImage(), given, background), 0); // the position is hidden
    QVERIFY(window_->findChild<NumberPad*>()->isEnabled() == false);
    for (QAction* action : {window_->actions().hint, window_->actions().solve, window_->actions().check,
                            window_->actions().reveal, window_->actions().solutionPath, window_->actions().erase})
        QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
    board->setFocus();
    board->setSelectedCell(2);
    QTest::keyClick(board, Qt::Key_4); // no moves while paused
    QCOMPARE(game->value(2), 0);
    bool said = false;
    for (QLabel* label : window_->statusBar()->findChildren<QLabel*>()) said = said || label->text().contains(QStringLiteral("paused"));
    QVERIFY(said);

    QTest::mouseClick(board, Qt::LeftButton, {}, board->rect().center()); // a click goes on
    QVERIFY(!game->isPaused());
    QVERIFY(!window_->actions().pause->isChecked());
    QTest::qWait(120);
    QVERIFY(game->elapsedMs() > stopped);
    QVERIFY(inked(board->grab().toImage(), given, background) > 0);
}

void TestPlay::minimisingPauses() {
    play(test::kPuzzle);
    window_->showMinimized();
    QTRY_VERIFY(window_->game()->isPausedBy(PauseReason::Minimised));
    QVERIFY(window_->game()->isPaused());
    const qint64 stopped = window_->game()->elapsedMs();
    QTest::qWait(200);
    QCOMPARE(window_->game()->elapsedMs(), stopped);
    window_->showNormal();
    QTRY_VERIFY(!window_->game()->isPaused());
}

void TestPlay::anOpenDialogPauses() {
    play(test::kPuzzle);
    window_->actions().statistics->trigger();
    QVERIFY(window_->statisticsDialog());
    QTRY_VERIFY(window_->game()->isPausedBy(PauseReason::Dialog));
    window_->statisticsDialog()->reject();
    QTRY_VERIFY(!window_->game()->isPaused());
    QVERIFY(window_->game()->isClockRunning());
}

// A menu left open counted as playing time (seven minutes of it once): while a menu of the window is
// open the clock stands still, and the board stays in sight (no "Paused" card for a glance at a menu).
void TestPlay::anOpenMenuStopsTheClock() {
    play(test::kPuzzle);
    QMenu* game = window_->menuBar()->actions().front()->menu();
    game->popup(window_->mapToGlobal(QPoint(10, 10)));
    QTRY_VERIFY(window_->game()->isPausedBy(PauseReason::Menu));
    QVERIFY(!window_->game()->isClockRunning());
    QVERIFY(!window_->game()->isPaused()); // not hidden
    const qint64 stopped = window_->game()->elapsedMs();
    QTest::qWait(300);
    QCOMPARE(window_->game()->elapsedMs(), stopped);
    game->close();
    QTRY_VERIFY(window_->game()->isClockRunning());
}

// Help → Keys and Mouse paused the game and hid the board (the help is read beside the game), and Esc
// did not close it: it is read while playing, takes the keyboard when it opens, and Esc closes it,
// handing the keyboard back to the board.
void TestPlay::theKeysHelpIsReadBesideTheGame() {
    play(test::kPuzzle);
    showKeysHelp(window_);
    QMessageBox* help = nullptr;
    QTRY_VERIFY((help = window_->findChild<QMessageBox*>(QStringLiteral("keysHelp"))) && help->isVisible());
    QTest::qWait(50);
    QVERIFY(!window_->game()->isPaused());
    QVERIFY(window_->game()->isClockRunning());
    QTRY_COMPARE(QApplication::activeWindow(), help);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!window_->findChild<QMessageBox*>(QStringLiteral("keysHelp")));
    QTRY_COMPARE(QApplication::focusWidget(), window_->board());
}

void TestPlay::pausingCancelsASolveOrRevealOnItsWay_data() {
    QTest::addColumn<bool>("reveal");
    QTest::newRow("solve") << false;
    QTest::newRow("reveal") << true;
}

// A Solve or Reveal whose answer has not arrived when the game pauses is cancelled: the hidden
// position does not change, and the player is told. (Found by tst_ui_monkey: the answer filled in the
// paused board.) The answer is computed at once, but delivered only through the event loop, which
// runs after the pause.
void TestPlay::pausingCancelsASolveOrRevealOnItsWay() {
    QFETCH(bool, reveal);
    play(test::kPuzzle);
    Game* game = window_->game();
    const GameSnapshot before = game->snapshot();
    QSignalSpy solved(window_->assistant(), &Assistant::solveFinished);
    QSignalSpy revealed(window_->assistant(), &Assistant::revealFinished);
    (reveal ? window_->actions().reveal : window_->actions().solve)->trigger();
    window_->actions().pause->trigger();
    QVERIFY(game->isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    QCOMPARE(game->snapshot().cells, before.cells);
    if (reveal) {
        QCOMPARE(revealed.count(), 1);
        QCOMPARE(revealed.at(0).at(0).toInt(), -1);
    } else {
        QCOMPARE(solved.count(), 1);
        QCOMPARE(solved.at(0).at(0).toBool(), false);
    }
    QCOMPARE(window_->currentMessage(), QStringLiteral("Cancelled."));
    window_->actions().pause->trigger(); // resumed, the player can ask again
    QVERIFY(!game->isPaused());
    QVERIFY(window_->actions().solve->isEnabled());
}

// The first solve of its kind, then a faster one (a new personal best), then a slower one: the banner
// on the board and the status message say each, against the time to beat, and stay put.
void TestPlay::solvingIsCelebratedAgainstTheBestTime() {
    const logic::Rating rating = logic::ratePuzzle(test::gridFrom(test::kPuzzle));
    const QString kind = QStringLiteral("9×9 %1").arg(text::gradeName(rating.grade));
    const auto solveTakingMs = [this](qint64 ms) {
        play(test::kPuzzle);
        GameSnapshot snapshot = window_->game()->snapshot();
        snapshot.elapsedMs = ms;
        window_->game()->restore(snapshot); // the clock as if the player had thought that long
        fillTheRest();
    };
    solveTakingMs(10 * 60 * 1000);
    QVERIFY(window_->game()->isSolved());
    QVERIFY2(window_->board()->bannerTitle().startsWith(QStringLiteral("Solved in 10:00")),
             qPrintable(window_->board()->bannerTitle()));
    QCOMPARE(window_->board()->bannerDetail(), QStringLiteral("Your first solved %1 puzzle.").arg(kind));
    QVERIFY(window_->currentMessage().startsWith(window_->board()->bannerTitle()));
    QTest::qWait(800); // nothing running in the background wipes it
    QVERIFY(window_->currentMessage().startsWith(QStringLiteral("Solved in 10:00")));

    solveTakingMs(4 * 60 * 1000);
    QVERIFY2(window_->board()->bannerDetail().startsWith(QStringLiteral("A new personal best for %1 puzzles: it was 10:00")
                                                             .arg(kind)),
             qPrintable(window_->board()->bannerDetail()));
    solveTakingMs(7 * 60 * 1000);
    QCOMPARE(window_->board()->bannerDetail(), QStringLiteral("Your best for %1 puzzles is 4:00.").arg(kind));

    const StatisticsRow row = Statistics::row(9, statisticsGrade(rating.grade));
    QCOMPARE(row.played, 3);
    QCOMPARE(row.solved, 3);
    QVERIFY(row.bestMs >= 4 * 60 * 1000 && row.bestMs < 4 * 60 * 1000 + 5000);
    QVERIFY(row.averageMs() >= 7 * 60 * 1000 && row.averageMs() < 7 * 60 * 1000 + 5000);

    window_->actions().undo->trigger(); // a move off the board: the banner goes
    QVERIFY(window_->board()->bannerTitle().isEmpty());
    fillTheRest(); // filled again: not counted or celebrated twice
    QVERIFY(window_->board()->bannerTitle().isEmpty());
    QCOMPARE(Statistics::row(9, statisticsGrade(rating.grade)).played, 3);
}

// A game counts once the player has made a move: left for another puzzle, or solved by the computer,
// it counts as played, not solved; a puzzle only looked at does not count. Hints are added up.
void TestPlay::gamesLeftOrSolvedByTheComputerCountAsPlayed() {
    const QString grade = statisticsGrade(logic::ratePuzzle(test::gridFrom(test::kPuzzle)).grade);
    play(test::kPuzzle);
    QVERIFY(window_->game()->placeValue(2, 4));
    window_->actions().reveal->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    QCOMPARE(window_->game()->hintsUsed(), 1);
    play(test::kPointingNext); // the first game is left for another puzzle
    StatisticsRow row = Statistics::row(9, grade);
    QCOMPARE(row.played, 1);
    QCOMPARE(row.solved, 0);
    QCOMPARE(row.hints, 1);
    play(test::kPuzzle); // the second game (kPointingNext) was only looked at: it does not count
    QVERIFY(window_->game()->placeValue(2, 4));
    QSignalSpy solved(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(solved.wait(kWait));
    QVERIFY(window_->board()->bannerTitle().isEmpty()); // the computer's solve is not the player's win
    row = Statistics::row(9, grade);
    QCOMPARE(row.played, 2);
    QCOMPARE(row.solved, 0);
    std::size_t games = 0;
    for (const StatisticsRow& r : Statistics::rows()) games += static_cast<std::size_t>(r.played);
    QCOMPARE(games, std::size_t{2});
}

void TestPlay::statisticsDialogShowsTheRecordAndResets() {
    Statistics::record(9, QStringLiteral("hard"), true, 754000, 2);
    Statistics::record(9, QStringLiteral("hard"), true, 600000, 0);
    Statistics::record(9, QStringLiteral("easy"), false, 100000, 3);
    Statistics::record(16, QStringLiteral("unrated"), true, 3600000, 0);
    window_->actions().statistics->trigger();
    StatisticsDialog* dialog = window_->statisticsDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QTableWidget* table = dialog->table();
    QCOMPARE(table->rowCount(), 3);
    const QStringList first = {table->item(0, 0)->text(), table->item(0, 1)->text(), table->item(0, 2)->text(),
                               table->item(0, 3)->text(), table->item(0, 4)->text(), table->item(0, 5)->text(),
                               table->item(0, 6)->text()};
    QCOMPARE(first, (QStringList{"9×9", "easy", "1", "0", "–", "–", "3"}));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("hard"));
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("10:00"));
    QCOMPARE(table->item(1, 5)->text(), QStringLiteral("11:17"));
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("16×16"));
    QCOMPARE(table->item(2, 1)->text(), QStringLiteral("not rated"));
    QCOMPARE(table->item(2, 4)->text(), QStringLiteral("1:00:00"));
    dialog->setAskBeforeReset(false);
    QTest::mouseClick(dialog->resetButton(), Qt::LeftButton);
    QVERIFY(Statistics::rows().empty());
    QVERIFY(table->isHidden());
    dialog->reject();
}

void TestPlay::escTakesTheHintOffTheBoard() {
    play(test::kPointingNext);
    window_->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window_->hintLadder()->rung() == HintLadder::Rung::Area, kWait);
    QVERIFY(!window_->board()->hintOverlay().isEmpty());
    QVERIFY(window_->actions().dismiss->isEnabled());
    QVERIFY(!window_->actions().cancel->isEnabled()); // never both: Esc is not ambiguous
    window_->board()->setFocus();
    QTest::keyClick(window_->board(), Qt::Key_Escape);
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::None);
    QVERIFY(window_->board()->hintOverlay().isEmpty());
    QVERIFY(window_->hintLadder()->text().isEmpty());
    QVERIFY(!window_->actions().dismiss->isEnabled());
    window_->actions().hint->trigger(); // and the ladder starts again
    QTRY_VERIFY_WITH_TIMEOUT(window_->hintLadder()->rung() == HintLadder::Rung::Area, kWait);
}

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
