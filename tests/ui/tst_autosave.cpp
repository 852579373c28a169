// Never lose a move: the game in progress is saved by itself after every move (throttled) and on
// quit, restored at the next start (Play or Enter mode, with where it came from), never left behind
// when there is nothing to come back to, set aside when it cannot be read, and `kill -9` in the
// middle of a game loses at most the last move (a child process plays at a human pace and is killed).
// Also Open Recent.

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include "game/autosave.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "game/savefile.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "game/gamehistory.h"
#include "window/recentfiles.h"
#include "window/recentgames.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 10000;
const char* const kChildVariable = "QUDOKU_AUTOSAVE_CHILD";

// The classic puzzle's empty cells in reading order, each with its solution digit: the moves a
// player makes, one after the other.
std::vector<std::pair<int, int>> solvingMoves() {
    const Grid puzzle = test::gridFrom(test::kPuzzle), solution = test::gridFrom(test::kSolution);
    std::vector<std::pair<int, int>> moves;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (puzzle.at(cell) == 0) moves.emplace_back(cell, solution.at(cell));
    return moves;
}

int playerDigits(const GameSnapshot& snapshot) {
    int n = 0;
    for (const CellState& cell : snapshot.cells) n += cell.value != 0 && !cell.given;
    return n;
}

// The child: the real window, a player who makes a move, says so on standard output, and thinks for
// `QUDOKU_AUTOSAVE_CHILD` milliseconds before the next one, until it is killed.
int runChild() {
    test::prepareApp();
    MainWindow window;
    window.setDialogsEnabled(false);
    window.show();
    window.pasteText(QString::fromLatin1(test::kPuzzle));
    const int think = qEnvironmentVariableIntValue(kChildVariable);
    int made = 0;
    for (const auto& [cell, value] : solvingMoves()) {
        window.game()->placeValue(cell, value);
        std::printf("moved %d\n", ++made);
        std::fflush(stdout);
        QTest::qWait(think);
    }
    return 0;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void aMoveIsWrittenAtOnce();
    void movesOfOneMomentAreOneWrite();
    void restoreBringsTheGameBack_data();
    void restoreBringsTheGameBack();
    void nothingToComeBackToLeavesNoAutosave();
    void quittingKeepsTheGameWithoutAsking();
    void anUnreadableAutosaveIsSetAside_data();
    void anUnreadableAutosaveIsSetAside();
    void killNineLosesAtMostTheLastMove_data();
    void killNineLosesAtMostTheLastMove();
    void openRecentListsTheLastTenFiles();
    void openRecentLeavesOutFilesThatFailToOpen_data();
    void openRecentLeavesOutFilesThatFailToOpen();
    void theClockSurvivesQuitAndRestart();
    void theRunningClockIsWrittenWithoutAMove();
    void aReplacedGameIsKeptAndComesBack_data();
    void aReplacedGameIsKeptAndComesBack();
    void untouchedAndSolvedGamesAreNotKept();
    void aHugeAutosaveIsRefusedUnread();

private:
    MainWindow* newWindow();

    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestAutosave::init() {
    QFile::remove(Autosave::path());
    QMenu menu;
    RecentFiles(&menu).clear();
    GameHistory().clear();
    window_ = newWindow();
}

void TestAutosave::cleanup() {
    delete window_;
    window_ = nullptr;
}

MainWindow* TestAutosave::newWindow() { return test::openWindow(); }

void TestAutosave::aMoveIsWrittenAtOnce() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(Autosave::path()), kWait);
    QVERIFY(window_->game()->placeValue(2, 4));
    QTRY_VERIFY_WITH_TIMEOUT(Autosave::load() && *Autosave::load() && (*Autosave::load())->snapshot.cells[2].value == 4,
                             kWait);
}

// Ten moves made in one turn of the event loop are written once, all of them.
void TestAutosave::movesOfOneMomentAreOneWrite() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(Autosave::path()), kWait);
    QTest::qWait(Autosave::kThrottleMs + 50);
    const int before = window_->autosave()->writes();
    const auto moves = solvingMoves();
    for (int i = 0; i < 10; ++i) QVERIFY(window_->game()->placeValue(moves[i].first, moves[i].second));
    QTRY_COMPARE_WITH_TIMEOUT(window_->autosave()->writes(), before + 1, kWait);
    QTest::qWait(Autosave::kThrottleMs + 50);
    QCOMPARE(window_->autosave()->writes(), before + 1);
    QCOMPARE(playerDigits((*Autosave::load())->snapshot), 10);
}

void TestAutosave::restoreBringsTheGameBack_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("playing, pasted") << "play";
    QTest::newRow("entering givens") << "enter";
    QTest::newRow("a saved game, unchanged") << "saved";
    QTest::newRow("a saved game, changed since") << "changed";
}

// A new window (a new start of the app) restores the game exactly: cells, marks, mode, clock, hints,
// where it came from and whether it has changes to save.
void TestAutosave::restoreBringsTheGameBack() {
    QFETCH(QString, kind);
    Game* game = window_->game();
    const QString file = dir_.filePath(QStringLiteral("%1.qudoku").arg(kind));
    if (kind == QLatin1String("enter")) {
        window_->newEmptyGrid(9);
        QVERIFY(game->placeValue(0, 5));
        QVERIFY(game->placeValue(10, 7));
    } else {
        QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
        QTRY_VERIFY_WITH_TIMEOUT(game->isClockRunning(), kWait);
        QVERIFY(game->placeValue(2, 4));
        QVERIFY(game->togglePencilMark(3, 6));
        game->countHint();
        QTest::qWait(30);
        if (kind != QLatin1String("play")) QVERIFY(window_->saveTo(file));
        if (kind == QLatin1String("changed")) QVERIFY(game->togglePencilMark(3, 2));
    }
    const GameSnapshot before = game->snapshot();
    const QString title = window_->windowTitle();
    const bool modified = window_->isWindowModified();
    window_->close();
    delete window_;
    window_ = newWindow();
    window_->restoreAutosave();
    const GameSnapshot after = window_->game()->snapshot();
    QCOMPARE(after.cells, before.cells);
    QCOMPARE(after.mode, before.mode);
    QCOMPARE(after.hintsUsed, before.hintsUsed);
    QVERIFY(after.elapsedMs >= before.elapsedMs - 1);
    QCOMPARE(window_->windowTitle(), title);
    QCOMPARE(window_->isWindowModified(), modified);
    QVERIFY2(window_->currentMessage().startsWith(QStringLiteral("Welcome back")), qPrintable(window_->currentMessage()));
    if (kind == QLatin1String("saved") || kind == QLatin1String("changed")) QCOMPARE(window_->currentFile(), file);
    if (before.mode == Mode::Play) QTRY_VERIFY_WITH_TIMEOUT(window_->game()->isClockRunning(), kWait); // it goes on
}

// A solved game or a blank grid is not a game to come back to: no autosave.
void TestAutosave::nothingToComeBackToLeavesNoAutosave() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(Autosave::path()), kWait);
    for (const auto& [cell, value] : solvingMoves()) QVERIFY(window_->game()->placeValue(cell, value));
    QVERIFY(window_->game()->isSolved());
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(Autosave::path()), kWait);
    window_->newEmptyGrid(9);
    QVERIFY(window_->game()->placeValue(0, 1));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(Autosave::path()), kWait);
    QVERIFY(window_->game()->erase(0));
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(Autosave::path()), kWait);
}

// Quitting with unsaved changes asks nothing (the game is kept), and the next start has it.
void TestAutosave::quittingKeepsTheGameWithoutAsking() {
    window_->setDialogsEnabled(true);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    QVERIFY(window_->isWindowModified());
    QVERIFY(window_->close()); // a question would have been modal and refused the close here
    delete window_;
    window_ = newWindow();
    window_->restoreAutosave();
    QCOMPARE(window_->game()->value(2), 4);
}

void TestAutosave::anUnreadableAutosaveIsSetAside_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("why");
    QTest::newRow("binary junk") << QByteArray("\x00\xff\x13garbage", 10) << "not valid JSON";
    QTest::newRow("cut off mid-write") << QByteArray("{\"format\": \"qudoku-save\", \"version\": 1, \"size\": 9, \"giv")
                                       << "not valid JSON";
    QTest::newRow("not a save") << QByteArray("{\"hello\": 1}") << "not a Qudoku save file";
    GameSnapshot game;
    game.mode = Mode::Play;
    game.cells.assign(81, CellState{});
    QByteArray future = saveGameJson(game);
    future.replace("\"version\": 2", "\"version\": 7");
    QTest::newRow("from a newer Qudoku") << future << "version 7";
}

// An autosave that cannot be read is renamed aside (kept, not deleted) with a message saying where;
// the window starts afresh and the next start is not bothered again.
void TestAutosave::anUnreadableAutosaveIsSetAside() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, why);
    delete window_;
    window_ = nullptr;
    QDir().mkpath(QFileInfo(Autosave::path()).absolutePath());
    for (const QString& old : QDir(QFileInfo(Autosave::path()).absolutePath()).entryList({QStringLiteral("*.unreadable-*")}))
        QFile::remove(QFileInfo(Autosave::path()).absolutePath() + QLatin1Char('/') + old);
    {
        QFile file(Autosave::path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    window_ = newWindow();
    QSignalSpy errors(window_, &MainWindow::errorReported);
    window_->restoreAutosave();
    QCOMPARE(errors.count(), 1);
    const QString error = errors.at(0).at(0).toString();
    QVERIFY2(error.contains(QStringLiteral("could not be restored")) && error.contains(why), qPrintable(error));
    const QStringList aside =
        QDir(QFileInfo(Autosave::path()).absolutePath()).entryList({QStringLiteral("autosave.qudoku.unreadable-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(error.contains(aside.front()), qPrintable(error));
    QFile kept(QFileInfo(Autosave::path()).absolutePath() + QLatin1Char('/') + aside.front());
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes); // nothing thrown away
    QVERIFY(!QFile::exists(Autosave::path()));
    QCOMPARE(window_->game()->mode(), Mode::Enter); // a fresh start, fully usable
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QSignalSpy again(window_, &MainWindow::errorReported);
    MainWindow second;
    second.setDialogsEnabled(false);
    second.restoreAutosave();
    QCOMPARE(again.count(), 0);
}

void TestAutosave::killNineLosesAtMostTheLastMove_data() {
    QTest::addColumn<int>("moves");  // the move after which the child is killed
    QTest::addColumn<int>("delayMs"); // how long after it said so
    QTest::newRow("right after the first move") << 1 << 0;
    QTest::newRow("right after the fourth") << 4 << 0;
    QTest::newRow("while thinking after the sixth") << 6 << 150;
    QTest::newRow("just after the third") << 3 << 5;
}

// The child plays a move every 600 ms (a fast human) in the real window and is killed with SIGKILL;
// the game restored from what it left holds every move but at most the last one.
void TestAutosave::killNineLosesAtMostTheLastMove() {
    QFETCH(int, moves);
    QFETCH(int, delayMs);
    delete window_;
    window_ = nullptr;
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(kChildVariable), QStringLiteral("600"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForStarted(kWait));
    int said = 0;
    while (said < moves) {
        QVERIFY2(child.canReadLine() || child.waitForReadyRead(kWait), "the child stopped playing");
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith("moved ")) said = line.mid(6).toInt();
        }
    }
    if (delayMs > 0) QTest::qSleep(delayMs);
    child.kill(); // SIGKILL: no quit, no flush
    QVERIFY(child.waitForFinished(kWait));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    window_ = newWindow();
    window_->restoreAutosave();
    const int kept = playerDigits(window_->game()->snapshot());
    qInfo("killed after move %d (+%d ms): %d kept", said, delayMs, kept);
    QVERIFY2(kept >= said - 1 && kept <= said, qPrintable(QStringLiteral("%1 of %2 moves kept").arg(kept).arg(said)));
    const Grid solution = test::gridFrom(test::kSolution);
    for (int cell = 0; cell < 81; ++cell) // and what is there is what was played
        if (window_->game()->value(cell) != 0) QCOMPARE(window_->game()->value(cell), solution.at(cell));
}

// The last ten files opened or saved, most recent first; an entry opens its file; a file that has
// gone is reported and taken off; Clear Menu empties it.
void TestAutosave::openRecentListsTheLastTenFiles() {
    QStringList paths;
    for (int i = 0; i < 12; ++i) {
        const QString path = dir_.filePath(QStringLiteral("puzzle%1.txt").arg(i));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray puzzle(test::kPuzzle);
        puzzle[0] = '.';
        if (i > 0) puzzle[80 - i] = '.';
        file.write(puzzle + "\n");
        file.close();
        QVERIFY(window_->openFile(path));
        paths.prepend(QFileInfo(path).absoluteFilePath());
    }
    QCOMPARE(window_->recentFiles()->files(), paths.mid(0, RecentFiles::kMaxFiles));
    QMenu* recent = nullptr;
    for (QMenu* menu : window_->menuBar()->findChildren<QMenu*>())
        if (menu->title() == QStringLiteral("Open &Recent")) recent = menu;
    QVERIFY(recent);
    QList<QAction*> entries;
    for (QAction* action : recent->actions())
        if (action->text().contains(QStringLiteral(".txt"))) entries << action;
    QCOMPARE(entries.size(), RecentFiles::kMaxFiles);
    QCOMPARE(entries.front()->text(), QStringLiteral("&1 puzzle11.txt"));
    entries[3]->trigger(); // the fourth most recent: puzzle8.txt
    QCOMPARE(window_->game()->givens().at(80 - 8), 0);
    QCOMPARE(window_->recentFiles()->files().front(), paths[3]);

    QFile::remove(paths[5]);
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->openFileAsked(paths[5]));
    QCOMPARE(errors.count(), 1);
    QVERIFY(!window_->recentFiles()->files().contains(paths[5]));

    window_->recentFiles()->clear();
    QVERIFY(window_->recentFiles()->files().isEmpty());
}

void TestAutosave::openRecentLeavesOutFilesThatFailToOpen_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not a puzzle") << QByteArray("hello world\n");
    QTest::newRow("a damaged save") << QByteArray("{\"format\": \"qudoku-save\", \"version\": 1, \"siz");
    QTest::newRow("givens that clash") << QByteArray("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n");
}

// A file that fails to open is not added to Open Recent, and one that opened before and fails now is
// taken off (it was listed before it was read, so a "hello world" stayed on the list). A puzzle that
// opens for editing (its givens clash) did open: it stays.
void TestAutosave::openRecentLeavesOutFilesThatFailToOpen() {
    QFETCH(QByteArray, bytes);
    const QString path = dir_.filePath(QStringLiteral("recent-%1.txt").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(test::kPuzzle) + '\n');
    file.close();
    QVERIFY(window_->openFile(path));
    QVERIFY(window_->recentFiles()->files().contains(QFileInfo(path).absoluteFilePath()));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    const bool opens = window_->openFile(path);
    QCOMPARE(window_->recentFiles()->files().contains(QFileInfo(path).absoluteFilePath()), opens);
    const QString fresh = dir_.filePath(QStringLiteral("fresh-%1").arg(QFileInfo(path).fileName()));
    QVERIFY(QFile::copy(path, fresh));
    QCOMPARE(window_->openFile(fresh), opens);
    QCOMPARE(window_->recentFiles()->files().contains(QFileInfo(fresh).absoluteFilePath()), opens);
}

// Time played since the last move was not saved: 0:41 came back as 0:23 after quit and restart (and a
// best time could be shaved that way). Quitting writes the clock as it is.
void TestAutosave::theClockSurvivesQuitAndRestart() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(window_->game()->isClockRunning(), kWait);
    QVERIFY(window_->game()->placeValue(2, 4));
    QTest::qWait(600); // playing on, no move
    const qint64 shown = window_->game()->elapsedMs();
    QVERIFY(shown >= 600);
    window_->close();
    delete window_;
    window_ = newWindow();
    QVERIFY(window_->restoreAutosave());
    QVERIFY2(window_->game()->elapsedMs() >= shown,
             qPrintable(QStringLiteral("%1 ms came back as %2").arg(shown).arg(window_->game()->elapsedMs())));
}

// While the clock runs it is written every period without a move (so kill -9 loses at most that), and
// when it stops (a pause) at once.
void TestAutosave::theRunningClockIsWrittenWithoutAMove() {
    window_->autosave()->setClockPeriod(150);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(window_->game()->isClockRunning(), kWait);
    QVERIFY(window_->game()->placeValue(2, 4));
    QTRY_VERIFY_WITH_TIMEOUT(Autosave::load() && *Autosave::load() && (*Autosave::load())->snapshot.elapsedMs >= 400, kWait);
    window_->actions().pause->trigger();
    QVERIFY(window_->game()->isPaused());
    const qint64 paused = window_->game()->elapsedMs();
    QCOMPARE((*Autosave::load())->snapshot.elapsedMs, paused);
}

void TestAutosave::aReplacedGameIsKeptAndComesBack_data() {
    QTest::addColumn<QString>("command");
    for (const char* command : {"New Game", "Open", "Paste", "Daily Puzzle", "Puzzle from Code", "Enter a Puzzle"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

// "Save them first?" came after any move before a new game, open or paste, while quitting asked nothing.
// Now nothing asks (with dialogs on: a question would block here): the game that goes is kept, and Game
// → Recent Games brings it back as it was, clock, marks, title and code, sending the new one there in
// its turn.
void TestAutosave::aReplacedGameIsKeptAndComesBack() {
    QFETCH(QString, command);
    const auto is = [&command](const char* name) { return command == QLatin1String(name); };
    window_->setDialogsEnabled(true);
    Game* game = window_->game();
    QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    PuzzleCode code;
    code.shape = Shape{3, 3};
    code.target = DifficultyTarget::ofGrade(logic::Grade::Easy);
    code.seed = 77;
    window_->newGameFromCode(code);
    QVERIFY(made.wait(kWait));
    QTRY_VERIFY_WITH_TIMEOUT(game->isClockRunning(), kWait);
    int empty = 0;
    while (game->value(empty) != 0) ++empty;
    QVERIFY(game->togglePencilMark(empty, 1));
    QVERIFY(game->togglePencilMark(empty, 2));
    QTest::qWait(50);
    const GameSnapshot before = game->snapshot();
    const QString title = window_->windowTitle();
    QVERIFY(window_->isWindowModified());

    if (is("New Game")) {
        window_->actions().gradeAction(logic::Grade::Medium)->trigger();
        QVERIFY(made.wait(kWait));
    } else if (is("Open")) {
        const QString path = dir_.filePath(QStringLiteral("kept.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(test::kPuzzle) + '\n');
        file.close();
        QVERIFY(window_->openFileAsked(path));
    } else if (is("Paste")) {
        QApplication::clipboard()->setText(QString::fromLatin1(test::kPuzzle));
        window_->actions().paste->trigger();
    } else if (is("Daily Puzzle")) {
        window_->actions().newDaily->trigger();
        QVERIFY(made.wait(kWait));
    } else if (is("Puzzle from Code")) {
        code.seed = 78;
        QVERIFY(window_->newGameFromCodeText(QString::fromStdString(formatPuzzleCode(code))));
        QVERIFY(made.wait(kWait));
    } else {
        window_->actions().enterPuzzle->trigger();
    }
    QVERIFY(!(game->snapshot().cells == before.cells)); // replaced, without a question
    QTRY_VERIFY2_WITH_TIMEOUT(window_->currentMessage().contains(QStringLiteral("Recent Games")),
                              qPrintable(window_->currentMessage()), kWait);
    const QStringList listed = window_->recentGames()->texts();
    QCOMPARE(listed.size(), 1);
    QVERIFY2(listed.front().startsWith(title.section(QStringLiteral("[*]"), 0, 0)), qPrintable(listed.front()));
    const QList<GameHistory::Entry> entries = window_->autosave()->history().entries();
    QCOMPARE(entries.size(), 1);
    int cell = 0; // a move in the new game: it is worth keeping in its turn
    while (game->value(cell) != 0) ++cell;
    QVERIFY(game->placeValue(cell, 1));
    QVERIFY(window_->resumeFromHistory(entries.front().path));
    QCOMPARE(game->snapshot().cells, before.cells);
    QVERIFY(game->elapsedMs() >= before.elapsedMs);
    QCOMPARE(window_->windowTitle(), title);
    QCOMPARE(window_->puzzleCode().has_value(), true); // Copy Puzzle Code still gives it
    QCOMPARE(window_->puzzleCode()->seed, std::uint64_t{77});
    // The game it replaced went to the list in its turn.
    QCOMPARE(window_->recentGames()->texts().size(), 1);
    QVERIFY(!QFile::exists(entries.front().path));
}

// Nothing to come back to is not kept: a puzzle only looked at, a solved one.
void TestAutosave::untouchedAndSolvedGamesAreNotKept() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPointingNext)));
    QVERIFY(window_->autosave()->history().entries().isEmpty());
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    for (const auto& [cell, value] : solvingMoves()) QVERIFY(window_->game()->placeValue(cell, value));
    QVERIFY(window_->game()->isSolved());
    window_->actions().enterPuzzle->trigger();
    QVERIFY(window_->autosave()->history().entries().isEmpty());
    for (int i = 0; i < GameHistory::kMaxGames + 3; ++i) { // and the list keeps the newest
        QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
        QVERIFY(window_->game()->placeValue(2, 1 + i % 9));
    }
    window_->actions().enterPuzzle->trigger();
    QCOMPARE(window_->autosave()->history().entries().size(), GameHistory::kMaxGames);
}

// A file far larger than any autosave is refused before it is read (it was read whole), and set aside.
void TestAutosave::aHugeAutosaveIsRefusedUnread() {
    delete window_;
    window_ = nullptr;
    {
        QFile file(Autosave::path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(Autosave::kMaxBytes + 1));
    }
    window_ = newWindow();
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->restoreAutosave());
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.at(0).at(0).toString().contains(QStringLiteral("more than an autosave can be")),
             qPrintable(errors.at(0).at(0).toString()));
    QVERIFY(!QFile::exists(Autosave::path()));
}

// QTEST_MAIN, and the child's way in.
int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    if (qEnvironmentVariableIsSet(kChildVariable)) return runChild();
    TestAutosave test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
