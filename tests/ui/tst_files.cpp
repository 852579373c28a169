// The main window's files and clipboard: errors keep the game and say where, saves restore it,
// paste and copy work in every format, drops open files; New Game: tst_newgame.cpp.

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QUrl>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "board/boardwidget.h"
#include "game/game.h"
#include "solve/assistant.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {


QString readAllText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class TestFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void malformedFileShowsErrorAndKeepsGame();
    void corruptSaveShowsErrorAndKeepsGame();
    void saveThenOpenRestoresEverything();
    void fileWithSeveralPuzzlesLetsThePlayerPick();
    void pasteEveryFormat_data();
    void pasteEveryFormat();
    void badPasteKeepsGame();
    void copyGivesOneLine();
    void clipboardCopyAndPasteActions();
    void droppingAFileOpensIt();
    void newEmptyGridOfEverySize_data();
    void newEmptyGridOfEverySize();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestFiles::init() {
    window_ = test::openWindow();
}

void TestFiles::cleanup() {
    delete window_;
    window_ = nullptr;
}

// A file that does not parse is reported with its line and column, and the game is kept.
void TestFiles::malformedFileShowsErrorAndKeepsGame() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    const GameSnapshot before = window_->game()->snapshot();
    const QString path = dir_.filePath(QStringLiteral("bad.txt"));
    QVERIFY(writeText(path, "# a grid with a typo\n53..7....\n6..195...\n.98....6x\n"));
    QSignalSpy spy(window_, &MainWindow::errorReported);
    QVERIFY(!window_->openFile(path));
    QCOMPARE(spy.count(), 1);
    const QString error = spy.at(0).at(0).toString();
    QVERIFY2(error.contains(QStringLiteral("line 4, column 9")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("'x'")), qPrintable(error));
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
    QCOMPARE(window_->game()->undoStack()->count(), 1);
    // A missing file too.
    QVERIFY(!window_->openFile(dir_.filePath(QStringLiteral("missing.txt"))));
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
}

void TestFiles::corruptSaveShowsErrorAndKeepsGame() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    const GameSnapshot before = window_->game()->snapshot();
    const QString path = dir_.filePath(QStringLiteral("corrupt.qudoku"));
    QVERIFY(writeText(path, "{\"format\": \"qudoku-save\", \"version\": 1, \"size\": 9, \"givens\": 7"));
    QSignalSpy spy(window_, &MainWindow::errorReported);
    QVERIFY(!window_->openFile(path));
    QCOMPARE(spy.count(), 1);
    QVERIFY2(spy.at(0).at(0).toString().contains(QStringLiteral("JSON")), qPrintable(spy.at(0).at(0).toString()));
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
}

void TestFiles::saveThenOpenRestoresEverything() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    QVERIFY(game->placeValue(2, 4));
    QVERIFY(game->togglePencilMark(3, 6));
    QVERIFY(game->togglePencilMark(3, 2));
    QTest::qWait(20);
    const GameSnapshot saved = game->snapshot();
    const QString path = dir_.filePath(QStringLiteral("game.qudoku"));
    QVERIFY(window_->saveTo(path));
    QVERIFY(readAllText(path).contains(QStringLiteral("qudoku-save")));

    window_->newEmptyGrid(16);
    QCOMPARE(game->size(), 16);
    QVERIFY(window_->openFile(path));
    const GameSnapshot restored = game->snapshot();
    QCOMPARE(restored.shape, saved.shape);
    QCOMPARE(restored.mode, Mode::Play);
    QVERIFY(restored.cells == saved.cells);
    QVERIFY(restored.elapsedMs >= saved.elapsedMs);
    QCOMPARE(window_->currentFile(), path);
}

void TestFiles::fileWithSeveralPuzzlesLetsThePlayerPick() {
    const QString path = dir_.filePath(QStringLiteral("three.txt"));
    QByteArray text = QByteArray(test::kPuzzle) + "\n";
    text += QByteArray(81, '.') + "\n";
    text += QByteArray(test::kSolution) + "\n";
    QVERIFY(writeText(path, text));
    QVERIFY(window_->openFile(path));
    QCOMPARE(window_->puzzleCount(), 3);
    QCOMPARE(window_->puzzleIndex(), 0);
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
    QVERIFY(window_->actions().nextPuzzle->isEnabled());
    window_->actions().nextPuzzle->trigger();
    window_->actions().nextPuzzle->trigger();
    QCOMPARE(window_->puzzleIndex(), 2);
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kSolution));
    QVERIFY(!window_->actions().nextPuzzle->isEnabled());
    window_->actions().previousPuzzle->trigger();
    QCOMPARE(window_->game()->givens().filledCount(), 0);
}

void TestFiles::pasteEveryFormat_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("givens");
    QTest::newRow("line") << QString::fromLatin1(test::kPuzzle) << 9 << 30;
    QTest::newRow("block") << QStringLiteral("1\n530070000\n600195000\n098000060\n800060003\n400803001\n"
                                             "700020006\n060000280\n000419005\n000080079\n")
                           << 9 << 30;
    QTest::newRow("grid") << QStringLiteral("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n"
                                            "------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n"
                                            "7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n"
                                            ". . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n")
                          << 9 << 30;
    QTest::newRow("letters 16x16")
        << QStringLiteral("--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n"
                          "----E----C--G---\n-I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\n"
                          "E--F-M--D--L-K-A\n-C--------O-I-L-\nH-P-C--F-A--B---\n---G-OD---J----H\n"
                          "K---J----H-A-P-L\n--B--P--E--K--A-\n-H--B--K--FI-C--\n--F---C--D--H-N-\n")
        << 16 << 89;
    QTest::newRow("4x4 line") << QStringLiteral("1...............") << 4 << 1;
}

void TestFiles::pasteEveryFormat() {
    QFETCH(QString, text);
    QFETCH(int, size);
    QFETCH(int, givens);
    QVERIFY(window_->pasteText(text));
    QCOMPARE(window_->game()->size(), size);
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QCOMPARE(window_->game()->givens().filledCount(), givens);
}

void TestFiles::badPasteKeepsGame() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    const GameSnapshot before = window_->game()->snapshot();
    QSignalSpy spy(window_, &MainWindow::errorReported);
    QVERIFY(!window_->pasteText(QStringLiteral("hello, world")));
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).toString().startsWith(QStringLiteral("Cannot paste")));
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
}

void TestFiles::copyGivesOneLine() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    QString expected = QString::fromLatin1(test::kPuzzle);
    expected[2] = QLatin1Char('4');
    QCOMPARE(window_->copyText(), expected);
}

void TestFiles::clipboardCopyAndPasteActions() {
    QGuiApplication::clipboard()->setText(QString::fromLatin1(test::kPuzzle));
    window_->actions().paste->trigger();
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
    QVERIFY(window_->game()->placeValue(2, 4));
    window_->actions().copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), window_->copyText());
    QCOMPARE(QGuiApplication::clipboard()->text().size(), 81);
}

void TestFiles::droppingAFileOpensIt() {
    const QString path = dir_.filePath(QStringLiteral("dropped.txt"));
    QVERIFY(writeText(path, QByteArray(test::kPuzzle) + "\n"));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint pos = window_->rect().center();
    QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(pos), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &drop);
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
    QCOMPARE(window_->game()->mode(), Mode::Play);
}

void TestFiles::newEmptyGridOfEverySize_data() {
    QTest::addColumn<int>("size");
    for (int n : {4, 6, 9, 12, 16, 25}) QTest::addRow("%dx%d", n, n) << n;
}

void TestFiles::newEmptyGridOfEverySize() {
    QFETCH(int, size);
    window_->newEmptyGrid(size);
    QCOMPARE(window_->game()->size(), size);
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QVERIFY(window_->grab().width() > 0); // paints without trouble
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
