// The main window end to end: solving, hints and checks on the worker thread, cancelling a long
// solve, files (errors keep the game, saves restore it), paste and copy in every format.

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

// durr2012_25x25 (../shared/data/nxn): a 25×25 puzzle that keeps the mrv solver busy for many
// seconds, so a cancel always lands mid-search.
constexpr const char* kLong25 =
    "--C6--7-I-5O-A1--4-------2-J-D---A--------I5-----1-------M----3-2--EC-G8P---G---2N--DCM---LFJ3----E-"
    "N-O-----P84-GJL--7---3C-9-4-2-------A-OCHG---5------9--6P---8-53------K--IJF-AB---ICJ-------N--7--4-"
    "-------E-M--IGK-6BD-------M-P--1H547--E-83L--B---6-KDF------9--2-P-18--5-L--1----GA-7--4K--9--E-O-H-"
    "P25-----D-----M-----J18----7L--C-2H---I6G--F--D-A-8AICG9---5----J--H-L-F--M-8--F-3-6-L--7-IE5-1-----"
    "---J-1-GB---AMPF------L---31-L--4----2-D-OP--E--6--------F-CE-6HO-------D---5NG4-DO72-9--F3-M------8"
    "--PK2-J----1----L3--C----GC-5-BL-N--F----J9-----PA----9KM74-3-EPI-B-----1-FO-6-M8-PE-AB-9-K1G-7-N--D"
    "EDL1--5---6-M-NA---2--I7B";

QString readAllText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init();
    void cleanup();

    void startsInEnterModeWithEmpty9x9();
    void startPlayingReportsSolutionCount_data();
    void startPlayingReportsSolutionCount();
    void solveFillsTheBoardThroughTheWorker();
    void solveIsOneUndoStep();
    void solveReportsContradictionAndSolvesFromGivens();
    void cancelStopsALongSolveQuickly();
    void closingMidSolveExitsCleanly();
    void hintFillsTheEasiestCell();
    void checkMarksWrongDigits();
    void completingTheGridReportsSuccess();
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
    void optionsPersist();
    void typingLettersOn16x16();
    void numberPadPlacesAndMarks();
    void newGameFromBundledPuzzles_data();
    void newGameFromBundledPuzzles();
    void newEmptyGridOfEverySize_data();
    void newEmptyGridOfEverySize();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestMainWindow::init() {
    window_ = new MainWindow;
    window_->setDialogsEnabled(false);
    window_->show();
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
    QTest::newRow("several") << QStringLiteral("53..7....") << int(SolveStatus::LimitReached) << "several";
    QTest::newRow("conflicting givens") << QStringLiteral("55") << int(SolveStatus::InvalidInput) << "no solution";
}

// Start Playing locks the typed givens and says in words how many solutions they have.
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
    QSignalSpy spy(window_->assistant(), &Assistant::puzzleChecked);
    window_->actions().startPlaying->trigger();
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QVERIFY(spy.wait(5000));
    QCOMPARE(int(spy.at(0).at(0).value<SolveStatus>()), status);
    QVERIFY2(window_->currentMessage().contains(words), qPrintable(window_->currentMessage()));
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

// Cancel stops a long solve through its stop token within a second, leaving the board as it was.
void TestMainWindow::cancelStopsALongSolveQuickly() {
    QVERIFY(window_->pasteText(QString::fromLatin1(kLong25)));
    QSignalSpy checked(window_->assistant(), &Assistant::puzzleChecked);
    window_->assistant()->cancel(); // the automatic uniqueness check would take as long
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
    QVERIFY(!window_->assistant()->isBusy());
    QVERIFY(window_->currentMessage().contains(QStringLiteral("Cancelled")));
}

void TestMainWindow::closingMidSolveExitsCleanly() {
    QVERIFY(window_->pasteText(QString::fromLatin1(kLong25)));
    window_->actions().solve->trigger();
    QVERIFY(window_->assistant()->isBusy());
    QElapsedTimer timer;
    timer.start();
    window_->close();
    delete window_; // cancels and waits for the worker
    window_ = nullptr;
    QVERIFY(timer.elapsed() < 1000);
}

void TestMainWindow::hintFillsTheEasiestCell() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QSignalSpy spy(window_->assistant(), &Assistant::hintFinished);
    window_->actions().hint->trigger();
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
    QVERIFY(window_->currentMessage().contains(QStringLiteral("complete and correct")));
    QVERIFY(window_->currentMessage().contains(QStringLiteral("time")));
}

// A file that does not parse is reported with its line and column, and the game is kept.
void TestMainWindow::malformedFileShowsErrorAndKeepsGame() {
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

void TestMainWindow::corruptSaveShowsErrorAndKeepsGame() {
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

void TestMainWindow::saveThenOpenRestoresEverything() {
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

void TestMainWindow::fileWithSeveralPuzzlesLetsThePlayerPick() {
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

void TestMainWindow::pasteEveryFormat_data() {
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

void TestMainWindow::pasteEveryFormat() {
    QFETCH(QString, text);
    QFETCH(int, size);
    QFETCH(int, givens);
    QVERIFY(window_->pasteText(text));
    QCOMPARE(window_->game()->size(), size);
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QCOMPARE(window_->game()->givens().filledCount(), givens);
}

void TestMainWindow::badPasteKeepsGame() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    const GameSnapshot before = window_->game()->snapshot();
    QSignalSpy spy(window_, &MainWindow::errorReported);
    QVERIFY(!window_->pasteText(QStringLiteral("hello, world")));
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).toString().startsWith(QStringLiteral("Cannot paste")));
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
}

void TestMainWindow::copyGivesOneLine() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    QString expected = QString::fromLatin1(test::kPuzzle);
    expected[2] = QLatin1Char('4');
    QCOMPARE(window_->copyText(), expected);
}

void TestMainWindow::clipboardCopyAndPasteActions() {
    QGuiApplication::clipboard()->setText(QString::fromLatin1(test::kPuzzle));
    window_->actions().paste->trigger();
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
    QVERIFY(window_->game()->placeValue(2, 4));
    window_->actions().copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), window_->copyText());
    QCOMPARE(QGuiApplication::clipboard()->text().size(), 81);
}

void TestMainWindow::droppingAFileOpensIt() {
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
    QTest::keyClick(board, Qt::Key_B, Qt::ShiftModifier);
    QVERIFY(window_->game()->hasPencilMark(0, 2));
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
    window_->actions().pencilMode->trigger();
    QVERIFY(window_->board()->pencilMode());
    QTest::mouseClick(four, Qt::LeftButton);
    QVERIFY(window_->game()->hasPencilMark(2, 4));
    QCOMPARE(window_->game()->value(2), 0);
    window_->newEmptyGrid(16); // the pad follows the size and its symbols
    QTRY_VERIFY(buttonFor(QStringLiteral("P"))); // new buttons are shown from the event loop
    QVERIFY(!buttonFor(QStringLiteral("4")));
}

void TestMainWindow::newGameFromBundledPuzzles_data() {
    QTest::addColumn<int>("difficulty");
    QTest::newRow("easy") << int(Difficulty::Easy);
    QTest::newRow("medium") << int(Difficulty::Medium);
    QTest::newRow("hard") << int(Difficulty::Hard);
}

void TestMainWindow::newGameFromBundledPuzzles() {
    QFETCH(int, difficulty);
    QCOMPARE(bundledPuzzles(static_cast<Difficulty>(difficulty)).size(), std::size_t{50});
    QSignalSpy spy(window_->assistant(), &Assistant::puzzleChecked);
    window_->newGame(static_cast<Difficulty>(difficulty));
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QCOMPARE(window_->game()->size(), 9);
    QVERIFY(window_->game()->givens().filledCount() >= 17);
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.at(0).at(0).value<SolveStatus>(), SolveStatus::SolvedUnique);
}

void TestMainWindow::newEmptyGridOfEverySize_data() {
    QTest::addColumn<int>("size");
    for (int n : {4, 6, 9, 12, 16, 25}) QTest::addRow("%dx%d", n, n) << n;
}

void TestMainWindow::newEmptyGridOfEverySize() {
    QFETCH(int, size);
    window_->newEmptyGrid(size);
    QCOMPARE(window_->game()->size(), size);
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QVERIFY(window_->grab().width() > 0); // paints without trouble
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
