// Never lose a move: the game in progress is saved by itself after every move (throttled) and on
// quit, restored at the next start (Play or Enter mode, with where it came from, its undo history,
// checkpoints and every layer), never left behind when there is nothing to come back to, set aside
// when it cannot be read (or is too large to read), and `kill -9` in the middle of a game loses at most
// the last move (a child process plays at a human pace and is killed). Each game has its own autosave:
// two running Qudokus (the test and a child process) never write each other's game, a game file open
// in one is refused by the other, and the next starts find both games. Also Open Recent.

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <memory>

#include <QStandardPaths>

#include "game/autosave.h"
#include "game/autosavefile.h"
#include "game/game.h"
#include "gamescript.h"
#include "generate/puzzlesupply.h"
#include "game/savefile.h"
#include "qudoku/writer.h"
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
const char* const kChildVariable = "QUDOKU_AUTOSAVE_CHILD"; // the player's thinking time, ms
const char* const kRoleVariable = "QUDOKU_AUTOSAVE_ROLE";   // what else the child does (runChild)

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

QString gamesFolder() { return GameHistory::defaultFolder(); }

QStringList filesIn(const QString& folder, const QString& pattern) {
    return QDir(folder).entryList({pattern}, QDir::Files);
}

// The game an autosave file holds (its records applied), or a default snapshot when it cannot be read.
GameSnapshot gameIn(const QString& path) {
    const auto read = readAutosave(path);
    return read ? read->snapshot : GameSnapshot{};
}

int linesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? static_cast<int>(file.readAll().count('\n')) : -1;
}

// test::prepareApp, and this suite's data in a folder of this build's own: the test locations are
// shared by every build on the machine, and a game that another build's run of this suite leaves there
// (an older one writes autosave.qudoku, which the first start moves in) would be restored here. The
// child processes are the same binary: they find the same folder.
void prepareThisBuild() {
    test::prepareApp();
    const QByteArray build = QCryptographicHash::hash(QCoreApplication::applicationDirPath().toUtf8(), QCryptographicHash::Sha1);
    QCoreApplication::setApplicationName(QCoreApplication::applicationName() + QLatin1Char('-') +
                                         QString::fromLatin1(build.toHex().left(8)));
    QSettings().clear();
}

void say(const QByteArray& line) {
    std::printf("%s\n", line.constData());
    std::fflush(stdout);
}

// Waits (the event loop running) until the window's autosave holds its game.
bool waitUntilWritten(MainWindow& window) {
    QElapsedTimer waited;
    waited.start();
    while (!window.autosave()->isWritten() && waited.elapsed() < 4 * kWait) QTest::qWait(20);
    return window.autosave()->isWritten();
}

// The child: the real window in a process of its own. By default a player who makes a move, says so
// on standard output, and thinks for `QUDOKU_AUTOSAVE_CHILD` milliseconds before the next one, until it
// is killed. With `QUDOKU_AUTOSAVE_ROLE`:
//   layers      plays test::playEveryLayer on the classic puzzle, each step written at once (a record
//               appended to its autosave), says "ready", and waits to be killed;
//   second      starts as the app does when another Qudoku runs (restoreAutosave: "restored 0|1"),
//               then plays a game of its own (a digit in the kPointingNext puzzle), says "ready PATH"
//               with its autosave's path, and waits;
//   hold:PATH   opens the save file PATH, says "ready 0|1" (whether it opened), and waits.
int runChild() {
    prepareThisBuild();
    MainWindow window;
    window.setDialogsEnabled(false);
    window.show();
    const QString role = qEnvironmentVariable(kRoleVariable);
    if (role == QLatin1String("layers")) {
        window.pasteText(QString::fromLatin1(test::kPuzzle));
        if (!waitUntilWritten(window)) return 1;
        test::playEveryLayer(*window.game(), [&window] { window.autosave()->saveNow(); });
        if (!waitUntilWritten(window)) return 1;
        say("ready");
        return QApplication::exec();
    }
    if (role == QLatin1String("second")) {
        say(window.restoreAutosave() ? "restored 1" : "restored 0");
        window.pasteText(QString::fromLatin1(test::kPointingNext));
        window.game()->placeValue(0, 1);
        if (!waitUntilWritten(window)) return 1;
        say("ready " + window.autosave()->path().toUtf8());
        return QApplication::exec();
    }
    if (role.startsWith(QLatin1String("hold:"))) {
        say(window.openFile(role.mid(5)) ? "ready 1" : "ready 0");
        return QApplication::exec();
    }
    window.pasteText(QString::fromLatin1(test::kPuzzle));
    const int think = qEnvironmentVariableIntValue(kChildVariable);
    int made = 0;
    for (const auto& [cell, value] : solvingMoves()) {
        window.game()->placeValue(cell, value);
        say("moved " + QByteArray::number(++made));
        QTest::qWait(think);
    }
    return 0;
}

// Starts the child (runChild) with `role`, the player thinking `thinkMs` between moves.
bool startChild(QProcess& child, const QString& role, int thinkMs = 600) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(kChildVariable), QString::number(thinkMs));
    environment.insert(QString::fromLatin1(kRoleVariable), role);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {});
    return child.waitForStarted(kWait);
}

// The rest of the child's next line that starts with `prefix` (null when it stops talking).
QByteArray childSays(QProcess& child, const QByteArray& prefix) {
    for (;;) {
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith(prefix)) return line.mid(prefix.size()).trimmed();
        }
        if (!child.waitForReadyRead(4 * kWait)) return {};
    }
}

// SIGKILL: no quit, no flush; its locks stay behind, as after a crash.
bool killChild(QProcess& child) {
    child.kill();
    return child.waitForFinished(kWait) && child.exitStatus() == QProcess::CrashExit;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { prepareThisBuild(); }
    void init();
    void cleanup();

    void aMoveIsWrittenAtOnce();
    void movesOfOneMomentAreOneWrite();
    void movesAreAppendedAndTheFileIsRewrittenWhenTheGameLeaves();
    void restoreBringsTheGameBack_data();
    void restoreBringsTheGameBack();
    void restoreBringsTheHistoryCheckpointsAndLayersBack();
    void nothingToComeBackToLeavesNoAutosave();
    void quittingKeepsTheGameWithoutAsking();
    void anUnreadableAutosaveIsSetAside_data();
    void anUnreadableAutosaveIsSetAside();
    void aRecordCutShortIsIgnored();
    void killNineLosesAtMostTheLastMove_data();
    void killNineLosesAtMostTheLastMove();
    void killNineKeepsTheHistoryCheckpointsAndLayers();
    void twoInstancesNeverOverwriteEachOther();
    void everyUnfinishedGameIsOfferedAtStartUp();
    void aGameFileOpenInAnotherInstanceIsRefused();
    void theAutosaveOfBeforeMovesIn();
    void openRecentListsTheLastTenFiles();
    void openRecentLeavesOutFilesThatFailToOpen_data();
    void openRecentLeavesOutFilesThatFailToOpen();
    void theClockSurvivesQuitAndRestart();
    void theRunningClockIsWrittenWithoutAMove();
    void aReplacedGameIsKeptAndComesBack_data();
    void aReplacedGameIsKeptAndComesBack();
    void untouchedAndSolvedGamesAreNotKept();
    void anOversizedAutosaveIsRefusedUnreadAndSetAside();

private:
    MainWindow* newWindow();

    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

// Every test starts without a game in the folder (no window has one: the last test's was deleted).
void TestAutosave::init() {
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QMenu menu;
    RecentFiles(&menu).clear();
    window_ = newWindow();
}

void TestAutosave::cleanup() {
    delete window_;
    window_ = nullptr;
}

MainWindow* TestAutosave::newWindow() { return test::openWindow(); }

void TestAutosave::aMoveIsWrittenAtOnce() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    const QString path = window_->autosave()->path();
    QVERIFY(path.startsWith(gamesFolder()));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), kWait);
    QVERIFY(window_->game()->placeValue(2, 4));
    QTRY_VERIFY_WITH_TIMEOUT(gameIn(path).cells.size() == 81 && gameIn(path).cells[2].value == 4, kWait);
}

// Ten moves made in one turn of the event loop are written once, all of them.
void TestAutosave::movesOfOneMomentAreOneWrite() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(window_->autosave()->path()), kWait);
    QTest::qWait(Autosave::kThrottleMs + 50);
    const int before = window_->autosave()->writes();
    const auto moves = solvingMoves();
    for (int i = 0; i < 10; ++i) QVERIFY(window_->game()->placeValue(moves[i].first, moves[i].second));
    QTRY_COMPARE_WITH_TIMEOUT(window_->autosave()->writes(), before + 1, kWait);
    QTest::qWait(Autosave::kThrottleMs + 50);
    QCOMPARE(window_->autosave()->writes(), before + 1);
    QCOMPARE(playerDigits(gameIn(window_->autosave()->path())), 10);
}

// After its first write a game's file grows by a record a write (the moves since, where the game is in
// its history), whatever the history holds; undos, and a move that replaces the undone ones, are
// records too. When the game leaves the window the file is written whole again, one line. Read at any
// moment it is the game.
void TestAutosave::movesAreAppendedAndTheFileIsRewrittenWhenTheGameLeaves() {
    Autosave* autosave = window_->autosave();
    Game* game = window_->game();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(autosave->isWritten(), kWait);
    const QString path = autosave->path();
    QCOMPARE(autosave->wholeWrites(), 1);
    QCOMPARE(linesOf(path), 1);
    const auto moves = solvingMoves();
    for (int i = 0; i < 4; ++i) {
        QVERIFY(game->placeValue(moves[i].first, moves[i].second));
        QVERIFY(game->enter({moves[10 + i].first}, Layer::Corner, 1 + i));
        autosave->saveNow();
        QCOMPARE(linesOf(path), 2 + i);
    }
    game->undoStack()->undo();
    game->undoStack()->undo();
    autosave->saveNow();
    game->setCheckpoint();
    QVERIFY(game->enter({moves[20].first}, Layer::Colour, 4)); // replaces the two undone
    autosave->saveNow();
    QCOMPARE(autosave->wholeWrites(), 1);
    QCOMPARE(linesOf(path), 7);
    QString difference = test::differenceBetween(gameIn(path), game->snapshot());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(gameIn(path).history.size(), std::size_t{7});

    const GameSnapshot left = game->snapshot();
    window_->newEmptyGrid(9); // another game: this one stays, whole
    QCOMPARE(linesOf(path), 1);
    difference = test::differenceBetween(gameIn(path), left);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(autosave->path() != path);
}

void TestAutosave::restoreBringsTheGameBack_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("playing, pasted") << "play";
    QTest::newRow("entering givens") << "enter";
    QTest::newRow("a saved game, unchanged") << "saved";
    QTest::newRow("a saved game, changed since") << "changed";
}

// A new window (a new start of the app) restores the game exactly: cells, marks, mode, clock, hints,
// its undo history, where it came from and whether it has changes to save.
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
    const QString difference = test::differenceBetween(after, before);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(after.elapsedMs >= before.elapsedMs - 1);
    QCOMPARE(window_->windowTitle(), title);
    QCOMPARE(window_->isWindowModified(), modified);
    QVERIFY2(window_->currentMessage().startsWith(QStringLiteral("Welcome back")), qPrintable(window_->currentMessage()));
    if (kind == QLatin1String("saved") || kind == QLatin1String("changed")) QCOMPARE(window_->currentFile(), file);
    if (before.mode == Mode::Play) QTRY_VERIFY_WITH_TIMEOUT(window_->game()->isClockRunning(), kWait); // it goes on
}

// After a restart Undo walks back through the moves of the session before, every layer on the way,
// Redo forward again, and the checkpoints are there (the history was not kept: a restored game had no
// move to undo).
void TestAutosave::restoreBringsTheHistoryCheckpointsAndLayersBack() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    test::playEveryLayer(*game);
    const GameSnapshot before = game->snapshot();
    const auto positions = test::positionsOf(*game);
    window_->close();
    delete window_;
    window_ = newWindow();
    QVERIFY(window_->restoreAutosave());
    game = window_->game();
    const QString difference = test::differenceBetween(game->snapshot(), before);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(game->checkpoints().size(), std::size_t{2});
    QVERIFY(window_->actions().undo->isEnabled());
    QVERIFY(window_->actions().redo->isEnabled());
    const QString walk = test::walkDifference(*game, positions);
    QVERIFY2(walk.isEmpty(), qPrintable(walk));
    QVERIFY(game->backToCheckpoint(0)); // and taken back to, as in the session that set it
    QCOMPARE(game->snapshot().cells, positions[10]);
}

// A solved game or a blank grid is not a game to come back to: no autosave.
void TestAutosave::nothingToComeBackToLeavesNoAutosave() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    const QString solved = window_->autosave()->path();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(solved), kWait);
    for (const auto& [cell, value] : solvingMoves()) QVERIFY(window_->game()->placeValue(cell, value));
    QVERIFY(window_->game()->isSolved());
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(solved), kWait);
    window_->newEmptyGrid(9);
    const QString typed = window_->autosave()->path();
    QVERIFY(window_->game()->placeValue(0, 1));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(typed), kWait);
    QVERIFY(window_->game()->erase(0));
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(typed), kWait);
    QVERIFY(filesIn(gamesFolder(), QStringLiteral("*.qudoku")).isEmpty());
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
    QTest::newRow("cut off mid-write") << QByteArray("{\"format\": \"qudoku-save\", \"version\": 2, \"size\": 9, \"giv")
                                       << "not valid JSON";
    QTest::newRow("not a save") << QByteArray("{\"hello\": 1}") << "not a Qudoku save file";
    GameSnapshot game;
    game.mode = Mode::Play;
    game.cells.assign(81, CellState{});
    QByteArray future = saveGameJson(game);
    future.replace("\"version\": 2", "\"version\": 7");
    QTest::newRow("from a newer Qudoku") << future << "version 7";
    QByteArray brokenRecord = saveGameLine(game) + "\n{\"index\": 0}\n{\"index\": 3}\n";
    QTest::newRow("a record beyond the history") << brokenRecord << "line 3: \"index\" must be a whole number from 0 to 0";
    QTest::newRow("a line that is not a record") << saveGameLine(game) + "\nhello\n{\"index\": 0}\n"
                                                 << "line 2 is not a record";
}

// An autosave that cannot be read is renamed aside (kept, not deleted) with a message saying where;
// the window starts afresh and the next start is not bothered again.
void TestAutosave::anUnreadableAutosaveIsSetAside() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, why);
    delete window_;
    window_ = nullptr;
    QDir().mkpath(gamesFolder());
    const QString path = GameHistory().pathOf(QStringLiteral("unreadable"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    window_ = newWindow();
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->restoreAutosave());
    QCOMPARE(errors.count(), 1);
    const QString error = errors.at(0).at(0).toString();
    QVERIFY2(error.contains(QStringLiteral("could not be restored")) && error.contains(why), qPrintable(error));
    const QStringList aside = filesIn(gamesFolder(), QStringLiteral("unreadable.qudoku.unreadable-*"));
    QCOMPARE(aside.size(), 1);
    QVERIFY2(error.contains(aside.front()), qPrintable(error));
    QFile kept(gamesFolder() + QLatin1Char('/') + aside.front());
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes); // nothing thrown away
    QVERIFY(!QFile::exists(path));
    QCOMPARE(window_->game()->mode(), Mode::Enter); // a fresh start, fully usable
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QSignalSpy again(window_, &MainWindow::errorReported);
    MainWindow second;
    second.setDialogsEnabled(false);
    second.restoreAutosave();
    QCOMPARE(again.count(), 0);
}

// What `kill -9` can leave in the middle of a write, a record without its end, is read as if the write
// had not begun; a record cut short anywhere else is damage.
void TestAutosave::aRecordCutShortIsIgnored() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    QTRY_VERIFY_WITH_TIMEOUT(window_->autosave()->isWritten(), kWait);
    QVERIFY(game->placeValue(2, 4));
    window_->autosave()->saveNow();
    const GameSnapshot written = game->snapshot();
    QVERIFY(game->placeValue(3, 6));
    window_->autosave()->saveNow();
    QFile file(window_->autosave()->path());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    QCOMPARE(bytes.count('\n'), 3);
    bytes.chop(bytes.size() - bytes.lastIndexOf('\n', bytes.size() - 2) - 1 - 20); // the last record, 20 bytes of it
    const auto read = parseAutosave(bytes);
    QVERIFY2(read, read ? "" : qPrintable(read.error()));
    const QString difference = test::differenceBetween(read->snapshot, written);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    const auto damaged = parseAutosave(bytes + "\n" + bytes.mid(bytes.indexOf('\n') + 1));
    QVERIFY(!damaged);
    QVERIFY2(damaged.error().startsWith(QStringLiteral("line 3 is not a record")), qPrintable(damaged.error()));
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
// the game restored from what it left (its lock taken over: its process is gone) holds every move but
// at most the last one.
void TestAutosave::killNineLosesAtMostTheLastMove() {
    QFETCH(int, moves);
    QFETCH(int, delayMs);
    delete window_;
    window_ = nullptr;
    QProcess child;
    QVERIFY(startChild(child, {}, 600));
    int said = 0;
    while (said < moves) {
        const QByteArray move = childSays(child, "moved ");
        QVERIFY2(!move.isNull(), "the child stopped playing");
        said = move.toInt();
    }
    if (delayMs > 0) QTest::qSleep(delayMs);
    QVERIFY(killChild(child));

    window_ = newWindow();
    window_->restoreAutosave();
    const int kept = playerDigits(window_->game()->snapshot());
    qInfo("killed after move %d (+%d ms): %d kept", said, delayMs, kept);
    QVERIFY2(kept >= said - 1 && kept <= said, qPrintable(QStringLiteral("%1 of %2 moves kept").arg(kept).arg(said)));
    const Grid solution = test::gridFrom(test::kSolution);
    for (int cell = 0; cell < 81; ++cell) // and what is there is what was played
        if (window_->game()->value(cell) != 0) QCOMPARE(window_->game()->value(cell), solution.at(cell));
    QCOMPARE(window_->game()->undoStack()->count(), kept); // each move undoable
}

// The child plays every layer, each step written as it is made (a record appended to the autosave),
// and is killed: the next start has the whole game, its undo history (Undo walks back through the
// child's moves, Redo forward), its checkpoints and every layer of every cell.
void TestAutosave::killNineKeepsTheHistoryCheckpointsAndLayers() {
    delete window_;
    window_ = nullptr;
    QProcess child;
    QVERIFY(startChild(child, QStringLiteral("layers")));
    QVERIFY2(!childSays(child, "ready").isNull(), "the child stopped");
    QVERIFY(killChild(child));
    const QStringList files = filesIn(gamesFolder(), QStringLiteral("*.qudoku"));
    QCOMPARE(files.size(), 1);
    QVERIFY(linesOf(gamesFolder() + QLatin1Char('/') + files.front()) > 10); // the records, as the child left them

    Game expected; // the same game, played here
    expected.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    test::playEveryLayer(expected);
    window_ = newWindow();
    QVERIFY(window_->restoreAutosave());
    Game* game = window_->game();
    const QString difference = test::differenceBetween(game->snapshot(), expected.snapshot());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(game->cell(3).corner.at(0), 7);
    QCOMPARE(game->cell(3).corner.at(2), 9);
    QCOMPARE(game->cell(3).candidateColours[0], std::uint8_t{8});
    QVERIFY(game->cell(7).byComputer);
    const QString walk = test::walkDifference(*game, test::positionsOf(expected));
    QVERIFY2(walk.isEmpty(), qPrintable(walk));
}

// They shared one autosave file and the last write won: a lost game. Now a second Qudoku started while
// the first plays does not take the first's game (restoreAutosave finds none for it), plays its own in
// a file of its own, and neither write touches the other's game. The next starts (two windows) find
// both games, one each, the killed Qudoku's included.
void TestAutosave::twoInstancesNeverOverwriteEachOther() {
    Game* game = window_->game();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(game->placeValue(2, 4));
    QTRY_VERIFY_WITH_TIMEOUT(window_->autosave()->isWritten(), kWait);
    const QString mine = window_->autosave()->path();

    QProcess child;
    QVERIFY(startChild(child, QStringLiteral("second")));
    QCOMPARE(childSays(child, "restored"), QByteArray("0"));
    const QString theirs = QString::fromUtf8(childSays(child, "ready"));
    QVERIFY(!theirs.isEmpty());
    QVERIFY(theirs != mine);
    QString difference = test::differenceBetween(gameIn(mine), game->snapshot());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(gameIn(theirs).cells[0].value, 1);
    QCOMPARE(gameIn(theirs).cells[2].value, 3); // kPointingNext's given
    QVERIFY(game->placeValue(3, 6));            // this one plays on
    QTRY_VERIFY_WITH_TIMEOUT(window_->autosave()->isWritten(), kWait);
    QCOMPARE(gameIn(theirs).cells[3].value, 0);
    QCOMPARE(gameIn(theirs).cells[0].value, 1);
    difference = test::differenceBetween(gameIn(mine), game->snapshot());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(killChild(child));
    window_->close();
    delete window_;
    window_ = nullptr;

    std::unique_ptr<MainWindow> first(newWindow()), second(newWindow());
    QVERIFY(first->restoreAutosave());
    QVERIFY(second->restoreAutosave());
    QStringList givens{QString::fromStdString(toLine(first->game()->givens(), Alphabet::Digits)),
                       QString::fromStdString(toLine(second->game()->givens(), Alphabet::Digits))};
    givens.sort();
    QStringList expected{QString::fromStdString(toLine(test::gridFrom(test::kPuzzle), Alphabet::Digits)),
                         QString::fromStdString(toLine(test::gridFrom(test::kPointingNext), Alphabet::Digits))};
    expected.sort();
    QCOMPARE(givens, expected);
}

// Three windows quit (or their Qudokus were killed) with a game each. The next start restores the most
// recently played one and says that two more are in Game → Recent Games, which lists them; a second
// window started meanwhile (another Qudoku, as the app starts) restores the next, never the first's, and
// the first's list no longer offers it.
void TestAutosave::everyUnfinishedGameIsOfferedAtStartUp() {
    delete window_;
    window_ = nullptr;
    struct Left {
        const char* puzzle;
        int cell;
        int value;
    };
    const Left games[] = {{test::kPuzzle, 2, 4}, {test::kPointingNext, 0, 1}, {test::kPuzzle, 3, 6}};
    for (int i = 0; i < 3; ++i) {
        std::unique_ptr<MainWindow> w(newWindow());
        QVERIFY(w->pasteText(QString::fromLatin1(games[i].puzzle)));
        QVERIFY(w->game()->placeValue(games[i].cell, games[i].value));
        const QString path = w->autosave()->path();
        QVERIFY(w->close());
        w.reset(); // its lock goes
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite)); // played in this order, a minute apart
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(60 * (i - 3)), QFileDevice::FileModificationTime));
    }
    QCOMPARE(filesIn(gamesFolder(), QStringLiteral("*.qudoku")).size(), 3);

    window_ = newWindow();
    QVERIFY(window_->restoreAutosave());
    QCOMPARE(window_->game()->value(3), 6); // the last played
    QCOMPARE(window_->game()->value(2), 0);
    QVERIFY2(window_->currentMessage().contains(QStringLiteral("2 more unfinished game")) &&
                 window_->currentMessage().contains(QStringLiteral("Recent Games")),
             qPrintable(window_->currentMessage()));
    QCOMPARE(window_->recentGames()->texts().size(), 2);

    std::unique_ptr<MainWindow> second(newWindow());
    QVERIFY(second->restoreAutosave());
    QCOMPARE(second->game()->value(0), 1); // the one played before it
    QVERIFY2(second->currentMessage().contains(QStringLiteral("1 more unfinished game")), qPrintable(second->currentMessage()));
    QCOMPARE(window_->recentGames()->texts().size(), 1);
    std::unique_ptr<MainWindow> third(newWindow());
    QVERIFY(third->restoreAutosave());
    QCOMPARE(third->game()->value(2), 4);
    QCOMPARE(window_->recentGames()->texts().size(), 0);
    std::unique_ptr<MainWindow> fourth(newWindow());
    QVERIFY(!fourth->restoreAutosave()); // every game has its window
}

// A game file that another Qudoku has open is refused ("... is open in another Qudoku window"); once
// that Qudoku is killed its lock is taken over (its process is gone) and the file opens.
void TestAutosave::aGameFileOpenInAnotherInstanceIsRefused() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    const QString path = dir_.filePath(QStringLiteral("held.qudoku"));
    QVERIFY(window_->saveTo(path));
    window_->newEmptyGrid(9); // this window lets go of it
    QProcess child;
    QVERIFY(startChild(child, QStringLiteral("hold:") + path));
    QCOMPARE(childSays(child, "ready"), QByteArray("1"));
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->openFile(path));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("Cannot open held.qudoku: it is open in another Qudoku window."));
    QCOMPARE(window_->game()->givens().filledCount(), 0);
    QVERIFY(killChild(child));
    QVERIFY(window_->openFile(path));
    QCOMPARE(window_->game()->value(2), 4);
}

// The layout before (one autosave.qudoku for all windows, history/ for the games left) moves into the
// folder on the first start: the game of the last session comes back, the others are in Recent Games.
void TestAutosave::theAutosaveOfBeforeMovesIn() {
    delete window_;
    window_ = nullptr;
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const auto version1 = [](const char* puzzle, int cell, int value, const char* title) {
        Game game;
        game.loadPuzzle(test::gridFrom(puzzle), Alphabet::Digits);
        game.placeValue(cell, value);
        QByteArray json = saveGameJson(game.snapshot(), QJsonObject{{QStringLiteral("autosave"),
                                                                     QJsonObject{{QStringLiteral("title"), QLatin1String(title)}}}});
        json.replace("\"version\": 2", "\"version\": 1"); // what version 1 reads of it is version 1's
        return json;
    };
    QDir().mkpath(appData + QStringLiteral("/history"));
    const QString left = appData + QStringLiteral("/history/20260101-120000-000.qudoku");
    for (const auto& [path, bytes] : {std::pair{appData + QStringLiteral("/autosave.qudoku"), version1(test::kPuzzle, 2, 4, "Last session")},
                                      std::pair{left, version1(test::kPointingNext, 0, 1, "Left for another")}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    {
        QFile file(left);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addDays(-1), QFileDevice::FileModificationTime));
    }
    window_ = newWindow();
    QVERIFY(window_->restoreAutosave());
    QCOMPARE(window_->game()->value(2), 4);
    QVERIFY(window_->windowTitle().startsWith(QStringLiteral("Last session")));
    QVERIFY2(window_->currentMessage().contains(QStringLiteral("1 more unfinished game")), qPrintable(window_->currentMessage()));
    const QStringList listed = window_->recentGames()->texts();
    QCOMPARE(listed.size(), 1);
    QVERIFY2(listed.front().startsWith(QStringLiteral("Left for another")), qPrintable(listed.front()));
    QVERIFY(!QFile::exists(appData + QStringLiteral("/autosave.qudoku")));
    QVERIFY(!QFileInfo::exists(appData + QStringLiteral("/history")));
    QCOMPARE(filesIn(gamesFolder(), QStringLiteral("*.qudoku")).size(), 2);
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
    const QString path = window_->autosave()->path();
    QTRY_VERIFY_WITH_TIMEOUT(gameIn(path).elapsedMs >= 400, kWait);
    window_->actions().pause->trigger();
    QVERIFY(window_->game()->isPaused());
    const qint64 paused = window_->game()->elapsedMs();
    QCOMPARE(gameIn(path).elapsedMs, paused);
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
    // The game it replaced went to the list in its turn; the one brought back goes on in its own file.
    QCOMPARE(window_->recentGames()->texts().size(), 1);
    QCOMPARE(window_->autosave()->path(), entries.front().path);
    QVERIFY(window_->autosave()->history().entries().front().path != entries.front().path);
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

// A file far larger than any autosave is refused before it is read (it was read whole), set aside like
// any unreadable one, and not offered in Recent Games; the start goes on to the next game.
void TestAutosave::anOversizedAutosaveIsRefusedUnreadAndSetAside() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    window_->close();
    delete window_;
    window_ = nullptr;
    const QString path = GameHistory().pathOf(QStringLiteral("oversized"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(kMaxAutosaveBytes + 1));
    }
    window_ = newWindow();
    QVERIFY(window_->recentGames()->texts().size() == 1); // the game left above, not this one
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(window_->restoreAutosave()); // the game left above, after this one (the most recent)
    QCOMPARE(window_->game()->value(2), 4);
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.at(0).at(0).toString().contains(QStringLiteral("more than an autosave can be")),
             qPrintable(errors.at(0).at(0).toString()));
    QVERIFY(!QFile::exists(path));
    const QStringList aside = filesIn(gamesFolder(), QStringLiteral("oversized.qudoku.unreadable-*"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(gamesFolder() + QLatin1Char('/') + aside.front()).size(), kMaxAutosaveBytes + 1);
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
