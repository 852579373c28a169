// Never lose a move: the game in progress is saved by itself after every move (throttled) and on
// quit, restored at the next start (Play or Enter mode, with where it came from), never left behind
// when there is nothing to come back to, set aside when it cannot be read, and `kill -9` in the
// middle of a game loses at most the last move (a child process plays at a human pace and is killed).
// Also Open Recent.

#include <QAction>
#include <QApplication>
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
#include "game/savefile.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/recentfiles.h"

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

private:
    MainWindow* newWindow();

    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestAutosave::init() {
    QFile::remove(Autosave::path());
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
    QByteArray future = saveGameJson(GameSnapshot{Shape{3, 3}, Alphabet::Digits, Mode::Play,
                                                  std::vector<CellState>(81), 0, 0, false});
    future.replace("\"version\": 1", "\"version\": 7");
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
