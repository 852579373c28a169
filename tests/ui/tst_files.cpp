// The main window's files and clipboard: errors keep the game and say where, saves restore it,
// paste and copy work in every format, drops open files, the exchange formats open and export, and a
// pasted position keeps its pencil marks; New Game: tst_newgame.cpp.

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QRegularExpression>
#include <QUrl>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <sys/stat.h>

#include "board/boardwidget.h"
#include "qudoku/reader.h"
#include "game/game.h"
#include "gamescript.h"
#include "solve/assistant.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"

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

QString formatSample(const char* name) { return QStringLiteral(QUDOKU_TEST_DATA "/formats/") + QLatin1String(name); }

// A pencil-mark text's cells as written, read here without the library: the digit runs in reading
// order, each with the '+' before it when there is one ("47", "+8", "3").
QStringList cellTokens(const QString& text) {
    QStringList tokens;
    const QRegularExpression token(QStringLiteral("\\+?\\d+"));
    for (auto it = token.globalMatch(text); it.hasNext();) tokens << it.next().captured();
    return tokens;
}

// What the game holds in each cell, spelled as such a token: a given's digit, "+digit" for a
// player's digit, the pencil marks of an empty cell.
QStringList gameTokens(const Game& game) {
    QStringList tokens;
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        QString t;
        if (game.value(cell) != 0) {
            t = (game.isGiven(cell) ? QString() : QStringLiteral("+")) + QString::number(game.value(cell));
        } else {
            for (int v = 1; v <= game.size(); ++v)
                if (game.hasPencilMark(cell, v)) t += QString::number(v);
        }
        tokens << t;
    }
    return tokens;
}

// Drags `mime` onto the middle of `window` and drops it there, as a file manager or another
// application would; false when the window refuses the drag.
bool dragAndDrop(QWidget* window, QMimeData& mime) {
    const QPoint pos = window->rect().center();
    QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &enter);
    if (!enter.isAccepted()) return false;
    QDropEvent drop(QPointF(pos), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &drop);
    return true;
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
    void textThatIsNotAPuzzleSaysSo_data();
    void textThatIsNotAPuzzleSaysSo();
    void saveThenOpenRestoresEverything();
    void saveThenOpenKeepsTheUndoHistory();
    void whatIsTypedOnTheBoardSurvivesSaveAndOpen();
    void version1OpensAndANewerVersionIsRefused();
    void aGameOpenInAnotherWindowIsRefused();
    void fileWithSeveralPuzzlesLetsThePlayerPick();
    void pasteEveryFormat_data();
    void pasteEveryFormat();
    void badPasteKeepsGame();
    void copyGivesOneLine();
    void clipboardCopyAndPasteActions();
    void droppingAFileOpensIt();
    void overLimitInputShowsErrorAndKeepsGame_data();
    void overLimitInputShowsErrorAndKeepsGame();
    void tooLongLineKeepsThePuzzlesBeforeIt();
    void opensExchangeFiles_data();
    void opensExchangeFiles();
    void pastingAPencilMarkGridRestoresThePosition_data();
    void pastingAPencilMarkGridRestoresThePosition();
    void copyWithPencilMarksPastesBackTheSamePosition();
    void saveAsExportsThePuzzle_data();
    void saveAsExportsThePuzzle();
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

void TestFiles::textThatIsNotAPuzzleSaysSo_data() {
    QTest::addColumn<QString>("how"); // "open" or "paste"
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("start"); // how the message quotes it
    QTest::newRow("hello world") << "open" << "hello.txt" << QByteArray("hello world\n") << "'hello world'";
    QTest::newRow("a CSV of names") << "open" << "people.csv" << QByteArray("name,age\nAlice,30\nBob,25\n")
                                    << "'name,age'";
    QTest::newRow("a binary") << "open" << "a.out" << QByteArray("\x7f" "ELF\x02\x01\x01\n\x00\x00\xff\xfe\n", 13)
                              << "'\\x7FELF\\x02\\x01\\x01'";
    QTest::newRow("pasted words") << "paste" << QString() << QByteArray("hello, world") << "'hello, world'";
}

// Text that is no puzzle in any format is reported as such, with the formats tried and how it starts,
// not as the first character some format could not take; the game is kept.
void TestFiles::textThatIsNotAPuzzleSaysSo() {
    QFETCH(QString, how);
    QFETCH(QString, fileName);
    QFETCH(QByteArray, text);
    QFETCH(QString, start);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    const GameSnapshot before = window_->game()->snapshot();
    QSignalSpy spy(window_, &MainWindow::errorReported);
    if (how == QLatin1String("open")) {
        const QString path = dir_.filePath(fileName);
        QVERIFY(writeText(path, text));
        QVERIFY(!window_->openFile(path));
    } else {
        QVERIFY(!window_->pasteText(QString::fromUtf8(text)));
    }
    QCOMPARE(spy.count(), 1);
    const QString error = spy.at(0).at(0).toString();
    QVERIFY2(error.contains(QStringLiteral("does not look like a Sudoku puzzle (tried a case count and rows, ")),
             qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("it starts with ") + start), qPrintable(error));
    if (!fileName.isEmpty()) QVERIFY2(error.contains(fileName), qPrintable(error));
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

// Saved and opened in another session (a new window), the game has its whole undo history: Undo walks
// back through the moves of the session that saved it, every layer on the way (corner marks in their
// order, colours, candidate colours, the computer's digit, the mode), Redo forward again, and the
// checkpoints are there. The title says nothing has changed since the file was saved. The history was
// not saved before: the game opened without a move to undo.
void TestFiles::saveThenOpenKeepsTheUndoHistory() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    test::playEveryLayer(*game);
    const GameSnapshot saved = game->snapshot();
    const auto positions = test::positionsOf(*game);
    const QString path = dir_.filePath(QStringLiteral("history.qudoku"));
    QVERIFY(window_->saveTo(path));
    delete window_;
    window_ = test::openWindow();
    QVERIFY(window_->openFile(path));
    game = window_->game();
    const QString difference = test::differenceBetween(game->snapshot(), saved);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(game->checkpoints().size(), std::size_t{2});
    QVERIFY(!window_->isWindowModified());
    QVERIFY(window_->actions().redo->isEnabled());
    window_->actions().undo->trigger(); // the last move the saving session made
    QCOMPARE(game->undoStack()->index(), saved.historyIndex - 1);
    QCOMPARE(game->snapshot().cells, positions[static_cast<std::size_t>(saved.historyIndex - 1)]);
    QVERIFY(window_->isWindowModified());
    window_->actions().redo->trigger();
    const QString walk = test::walkDifference(*game, positions);
    QVERIFY2(walk.isEmpty(), qPrintable(walk));
}

// A save file open in one window is refused by another (Open, and Save over it): two windows saving one
// game would overwrite each other's moves. The window that leaves the file (another game, closing)
// lets go of it. Another Qudoku is refused the same way: tst_autosave's twoInstances tests.
void TestFiles::aGameOpenInAnotherWindowIsRefused() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    const QString path = dir_.filePath(QStringLiteral("shared.qudoku"));
    QVERIFY(window_->saveTo(path));
    MainWindow* other = test::openWindow();
    QVERIFY(other->pasteText(QString::fromLatin1(test::kPointingNext)));
    const GameSnapshot before = other->game()->snapshot();
    QSignalSpy errors(other, &MainWindow::errorReported);
    QVERIFY(!other->openFile(path));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("Cannot open shared.qudoku: it is open in another Qudoku window."));
    QVERIFY(!other->saveTo(path));
    QVERIFY2(errors.at(1).at(0).toString().contains(QStringLiteral("open in another Qudoku window")),
             qPrintable(errors.at(1).at(0).toString()));
    QCOMPARE(other->game()->snapshot().cells, before.cells);
    QVERIFY(window_->openFile(path)); // the window that has it may open it again
    window_->newEmptyGrid(9);         // and leaves it
    QVERIFY(other->openFile(path));
    QCOMPARE(other->game()->value(2), 4);
    QVERIFY(!window_->openFile(path));
    delete other; // closing lets go too
    QVERIFY(window_->openFile(path));
}

// What a player types on the board (a digit; Shift: corner marks 7 then 2; Ctrl: centre marks; Ctrl+Shift:
// a colour; colour mode, a sticky colour from the pad and Alt+click: a candidate's colour; Ctrl+B: a
// checkpoint), saved and opened in a new window: every layer is there, corner marks in their order, the
// checkpoint is offered in Play → Back to Checkpoint, and Undo walks back through the moves typed in the
// session before, one at a time, to the puzzle as pasted.
void TestFiles::whatIsTypedOnTheBoardSurvivesSaveAndOpen() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    BoardWidget* board = window_->board();
    Game* game = window_->game();
    board->setSelectedCell(2);
    QTest::keyClick(board, Qt::Key_4);
    board->setSelectedCell(3);
    QTest::keyClick(board, Qt::Key_7, Qt::ShiftModifier);
    QTest::keyClick(board, Qt::Key_2, Qt::ShiftModifier);
    QTest::keyClick(board, Qt::Key_6, Qt::ControlModifier);
    QTest::keyClick(board, Qt::Key_1, Qt::ControlModifier);
    QTest::keyClick(board, Qt::Key_B, Qt::ControlModifier); // Set Checkpoint, after 5 moves
    QTest::keyClick(board, Qt::Key_3, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(board, Qt::Key_V); // colour mode
    // Esc reaches the board once the window has nothing to cancel (the analysis of the pasted puzzle).
    QTRY_VERIFY_WITH_TIMEOUT(!window_->actions().cancel->isEnabled() && !window_->actions().dismiss->isEnabled(), 20000);
    QTest::keyClick(board, Qt::Key_Escape);
    QVERIFY(board->selectedCells().empty());
    QToolButton* six = nullptr;
    for (QToolButton* b : window_->findChild<NumberPad*>()->findChildren<QToolButton*>())
        if (b->text() == QLatin1String("6") && b->isVisible()) six = b;
    QVERIFY(six);
    QTest::mouseClick(six, Qt::LeftButton); // the sticky colour
    QTest::mouseClick(board, Qt::LeftButton, Qt::AltModifier, board->boardGeometry().markRect(3, 1).center());
    const CellState typed = game->cell(3);
    QCOMPARE(game->value(2), 4);
    QCOMPARE(typed.corner.size(), 2);
    QCOMPARE(typed.corner.at(0), 7);
    QCOMPARE(typed.corner.at(1), 2);
    QCOMPARE(typed.marks, MarkSet(markBit(1) | markBit(6)));
    QCOMPARE(typed.colours, ColourSet(colourBit(3)));
    QCOMPARE(int(typed.candidateColours[0]), 6);
    QCOMPARE(game->undoStack()->count(), 7);
    const auto positions = test::positionsOf(*game);
    const QString path = dir_.filePath(QStringLiteral("typed.qudoku"));
    QVERIFY(window_->saveTo(path));
    delete window_;

    window_ = test::openWindow();
    QVERIFY(window_->openFile(path));
    game = window_->game();
    QVERIFY(game->cell(3) == typed);
    QCOMPARE(game->value(2), 4);
    QMenu* back = nullptr;
    for (QMenu* menu : window_->findChildren<QMenu*>())
        if (QString(menu->title()).remove(QLatin1Char('&')) == QLatin1String("Back to Checkpoint")) back = menu;
    QVERIFY(back && back->isEnabled());
    emit back->aboutToShow();
    QCOMPARE(back->actions().size(), 1);
    QVERIFY2(back->actions().front()->text().contains(QStringLiteral("after 5 moves")), qPrintable(back->actions().front()->text()));
    for (int i = 7; i > 0; --i) {
        QCOMPARE(game->snapshot().cells, positions[static_cast<std::size_t>(i)]);
        QVERIFY(window_->actions().undo->isEnabled());
        window_->actions().undo->trigger();
    }
    QCOMPARE(game->snapshot().cells, positions[0]);
    QVERIFY(!window_->actions().undo->isEnabled());
    QCOMPARE(game->value(2), 0); // the puzzle as it was pasted in the session before
    back->actions().front()->trigger(); // and the checkpoint taken back to, as one move
    QCOMPARE(game->snapshot().cells, positions[5]);
}

// A save file of version 1 (before issue 31: no corner marks, colours, history or checkpoints) opens in
// the window as it always did, with nothing to undo; a file of a newer version than this Qudoku reads
// is refused with a sentence naming the versions, and the game on the board stays.
void TestFiles::version1OpensAndANewerVersionIsRefused() {
    const QString old = dir_.filePath(QStringLiteral("version1.qudoku"));
    QByteArray givens = "[";
    for (int r = 0; r < 9; ++r) {
        givens += r > 0 ? ",[" : "[";
        for (int c = 0; c < 9; ++c) givens += (c > 0 ? "," : "") + QByteArray(1, test::kPuzzle[r * 9 + c] == '.' ? '0' : test::kPuzzle[r * 9 + c]);
        givens += "]";
    }
    givens += "]";
    QByteArray digits = "[[0,0,4,0,0,0,0,0,0]";
    for (int r = 1; r < 9; ++r) digits += ",[0,0,0,0,0,0,0,0,0]";
    digits += "]";
    const QByteArray version1 = "{\"format\": \"qudoku-save\", \"version\": 1, \"size\": 9, \"boxRows\": 3, \"boxCols\": 3, "
                                "\"alphabet\": \"digits\", \"mode\": \"play\", \"elapsedMs\": 5000, \"givens\": " + givens +
                                ", \"digits\": " + digits + ", \"pencilMarks\": [{\"row\": 1, \"col\": 4, \"marks\": [2, 6]}]}";
    QVERIFY(writeText(old, version1));
    QVERIFY(window_->openFile(old));
    Game* game = window_->game();
    QCOMPARE(game->value(2), 4);
    QCOMPARE(game->cell(3).marks, MarkSet(markBit(2) | markBit(6)));
    QVERIFY(game->elapsedMs() >= 5000); // its clock, going on
    QCOMPARE(game->undoStack()->count(), 0);
    QVERIFY(!window_->isWindowModified());

    QByteArray newer = version1;
    newer.replace("\"version\": 1", "\"version\": 4");
    const QString future = dir_.filePath(QStringLiteral("version3.qudoku"));
    QVERIFY(writeText(future, newer));
    const GameSnapshot before = game->snapshot();
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->openFile(future));
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.at(0).at(0).toString().contains(QStringLiteral("save file version 4 is not supported")),
             qPrintable(errors.at(0).at(0).toString()));
    QCOMPARE(game->snapshot().cells, before.cells);
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
    QTest::newRow("simple sudoku") << QStringLiteral("53.|.7.|...\n6..|195|...\n.98|...|.6.\n-----------\n8..|.6.|..3\n"
                                                     "4..|8.3|..1\n7..|.2.|..6\n-----------\n.6.|...|28.\n...|419|..5\n"
                                                     "...|.8.|.79\n")
                                   << 9 << 30;
    QTest::newRow("sadman with notes") << QStringLiteral("#AA friend\n[Puzzle]\n53..7....\n6..195...\n.98....6.\n8...6...3\n"
                                                         "4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n")
                                       << 9 << 30;
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
    QVERIFY(dragAndDrop(window_, mime));
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
    QCOMPARE(window_->game()->mode(), Mode::Play);
}

void TestFiles::overLimitInputShowsErrorAndKeepsGame_data() {
    QTest::addColumn<QString>("how");       // "open", "drop" or "paste"
    QTest::addColumn<QString>("what");      // what is opened: a file made below, or a path as it is
    QTest::addColumn<QStringList>("words"); // what the error must say
    const QString limit = QStringLiteral("16 MiB");
    QTest::newRow("a file of 17 MB") << "open" << "sparse:17" << QStringList{"huge.txt", "17.0 MiB", limit};
    QTest::newRow("a file of 2 GB") << "open" << "sparse:2048" << QStringList{"huge.txt", "2.0 GiB", limit};
    QTest::newRow("a file of 2 GB, dropped") << "drop" << "sparse:2048" << QStringList{"huge.txt", "2.0 GiB", limit};
    QTest::newRow("a folder") << "open" << "folder" << QStringList{"folder"};
    QTest::newRow("a named pipe (would wait for a writer)") << "open" << "fifo" << QStringList{"pipe", "device or a pipe"};
    if (QFile::exists(QStringLiteral("/dev/zero")))
        QTest::newRow("/dev/zero (would never end)") << "open" << "/dev/zero" << QStringList{"zero", "device or a pipe"};
    QTest::newRow("a pasted text of 17 MB") << "paste" << "text:17" << QStringList{"Cannot paste", "17.0 MiB", limit};
    QTest::newRow("a dropped text of 17 MB") << "drop" << "text:17" << QStringList{"Cannot paste", "17.0 MiB", limit};
}

// A file or text over the limit (kMaxTextBytes), or something that is no file at all, is refused
// before it is read, with a message that names it, and the game goes on as it was.
void TestFiles::overLimitInputShowsErrorAndKeepsGame() {
    QFETCH(QString, how);
    QFETCH(QString, what);
    QFETCH(QStringList, words);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    const GameSnapshot before = window_->game()->snapshot();

    QString path = what;
    QString text;
    if (what.startsWith(QLatin1String("sparse:"))) {
        path = dir_.filePath(QStringLiteral("huge.txt")); // a puzzle first, then nothing but zeros
        QVERIFY(writeText(path, QByteArray(test::kPuzzle) + '\n'));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.resize(what.mid(7).toLongLong() << 20));
    } else if (what == QLatin1String("folder")) {
        path = dir_.filePath(QStringLiteral("folder"));
        QVERIFY(QDir().mkpath(path));
    } else if (what == QLatin1String("fifo")) {
        path = dir_.filePath(QStringLiteral("pipe"));
        QVERIFY(QFile::exists(path) || ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else if (what.startsWith(QLatin1String("text:"))) {
        text = QString::fromLatin1(test::kPuzzle) + QString(static_cast<qsizetype>(what.mid(5).toLongLong() << 20), QLatin1Char('\n'));
    }

    QSignalSpy spy(window_, &MainWindow::errorReported);
    QElapsedTimer clock;
    clock.start();
    if (how == QLatin1String("open")) {
        QVERIFY(!window_->openFile(path));
    } else if (how == QLatin1String("paste")) {
        QVERIFY(!window_->pasteText(text));
    } else {
        QMimeData mime;
        if (text.isEmpty()) mime.setUrls({QUrl::fromLocalFile(path)});
        else mime.setText(text);
        QVERIFY(dragAndDrop(window_, mime));
    }
    QVERIFY2(clock.elapsed() < 10'000, "refusing took as long as reading"); // generous: nothing is read
    QCOMPARE(spy.count(), 1);
    const QString error = spy.at(0).at(0).toString();
    for (const QString& word : words) QVERIFY2(error.contains(word), qPrintable(error));
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
    QCOMPARE(window_->game()->undoStack()->count(), 1);
}

// Within the size limit, a line over kMaxLineBytes (here: 2 MB of zeros after two puzzles) ends the
// reading there: the puzzles before it open, and the message says the rest was not read.
void TestFiles::tooLongLineKeepsThePuzzlesBeforeIt() {
    const QString path = dir_.filePath(QStringLiteral("tail.txt"));
    QVERIFY(writeText(path, QByteArray(test::kPuzzle) + '\n' + QByteArray(test::kPuzzle) + '\n'));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite) && file.resize(2 << 20));
    file.close();
    QVERIFY(window_->openFile(path));
    QCOMPARE(window_->puzzleCount(), 2);
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
    QVERIFY2(window_->currentMessage().contains(QStringLiteral("line 3: expected a line of at most 1048576 bytes")),
             qPrintable(window_->currentMessage()));
}

void TestFiles::opensExchangeFiles_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("puzzles");
    QTest::addColumn<QString>("givens"); // of the first puzzle
    const QString pe96 = QStringLiteral("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    QTest::newRow("SadMan .sdk with a [Puzzle] header") << formatSample("sadman.sdk") << 1 << pe96;
    QTest::newRow("SudoCue .sdk with notes")
        << formatSample("sudocue.sdk") << 1
        << QStringLiteral("2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1");
    QTest::newRow("Simple Sudoku .ss") << formatSample("simple.ss") << 1 << pe96;
    QTest::newRow("Simple Sudoku .ss, old X rows")
        << formatSample("old_style.ss") << 1
        << QStringLiteral(".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.");
    QTest::newRow("SudoCue .sdm collection")
        << formatSample("collection.sdm") << 3
        << QStringLiteral(".164.....2....9...4......62.7.23.1..1.......3..3.87.4.96......5...8....7.....682.");
}

// Open reads the formats other programs write, and plays their (first) puzzle.
void TestFiles::opensExchangeFiles() {
    QFETCH(QString, path);
    QFETCH(int, puzzles);
    QFETCH(QString, givens);
    QVERIFY2(window_->openFile(path), qPrintable(window_->lastError()));
    QCOMPARE(window_->puzzleCount(), puzzles);
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QCOMPARE(window_->game()->givens(), test::gridFrom(qPrintable(givens)));
    QVERIFY(!window_->game()->hasPlayerDigits());
}

void TestFiles::pastingAPencilMarkGridRestoresThePosition_data() {
    QTest::addColumn<QString>("sample");
    QTest::addColumn<bool>("plusIsGiven"); // the format has no mark for a solved value
    QTest::newRow("forum grid with +digits") << formatSample("forum_position.txt") << false;
    QTest::newRow("HoDoKu print with * and # markup") << formatSample("hodoku_markup.txt") << false;
    QTest::newRow("729-character string") << formatSample("forum_position.729.txt") << true;
}

// A pasted position keeps everything it says: givens as givens, "+" values as the player's digits,
// and each empty cell's candidates as its pencil marks (Game::pencilMarks, cell by cell).
void TestFiles::pastingAPencilMarkGridRestoresThePosition() {
    QFETCH(QString, sample);
    QFETCH(bool, plusIsGiven);
    QString text = readAllText(sample);
    QVERIFY(!text.isEmpty());
    QVERIFY2(window_->pasteText(text), qPrintable(window_->lastError()));
    const Game& game = *window_->game();
    QCOMPARE(game.size(), 9);
    QCOMPARE(game.mode(), Mode::Play);
    QStringList expected;
    if (!text.contains(QLatin1Char('|'))) { // a candidate string: the tokens of forum_position.txt
        expected = cellTokens(readAllText(formatSample("forum_position.txt")));
        if (plusIsGiven) expected.replaceInStrings(QStringLiteral("+"), QString());
    } else {
        expected = cellTokens(text);
    }
    QCOMPARE(expected.size(), 81);
    QCOMPARE(gameTokens(game), expected);
}

// Copy with Pencil Marks writes the position so that pasting it back restores it cell for cell,
// a mark the player took away and a digit the player placed included. (A cell left with a single
// mark would come back as a given: the text has no way to tell them apart, see docs/formats.md.)
void TestFiles::copyWithPencilMarksPastesBackTheSamePosition() {
    QVERIFY(window_->pasteText(readAllText(formatSample("forum_position.txt"))));
    Game* game = window_->game();
    game->setAutoCleanMarks(false); // no peer left with one mark by the digit below
    QVERIFY(game->hasPencilMark(6, 3));
    QVERIFY(game->togglePencilMark(6, 3));   // r1c7: 345 -> 45
    QVERIFY(game->placeValue(2 * 9 + 6, 7)); // r3c7 (79): the player's 7
    const QStringList before = gameTokens(*game); // what the board shows (a digit hides its cell's marks)
    QVERIFY(before.contains(QStringLiteral("45")));
    QVERIFY(window_->actions().copyPencilmarks->isEnabled());
    window_->actions().copyPencilmarks->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QCOMPARE(copied, window_->puzzleText(Format::Pencilmarks));
    QVERIFY(copied.contains(QStringLiteral("+7")));
    window_->newEmptyGrid(4);
    QVERIFY(window_->pasteText(copied));
    QCOMPARE(gameTokens(*game), before);
    // Larger grids have no pencil-mark text.
    window_->newEmptyGrid(16);
    QVERIFY(!window_->actions().copyPencilmarks->isEnabled());
}

void TestFiles::saveAsExportsThePuzzle_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("format");
    QTest::newRow("Simple Sudoku") << QStringLiteral("puzzle.ss") << QStringLiteral("ss");
    QTest::newRow("SadMan Sudoku") << QStringLiteral("puzzle.sdk") << QStringLiteral("sdk");
    QTest::newRow("SudoCue collection") << QStringLiteral("puzzle.SDM") << QStringLiteral("sdm");
}

// Saving under a puzzle format's extension exports the puzzle (its givens) in that format; the game
// is not saved there, so it keeps its own file and its unsaved changes.
void TestFiles::saveAsExportsThePuzzle() {
    QFETCH(QString, name);
    QFETCH(QString, format);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    const QString path = dir_.filePath(name);
    QVERIFY(window_->saveTo(path));
    QVERIFY(window_->currentFile() != path);
    QVERIFY(!window_->game()->undoStack()->isClean());
    const QByteArray written = readAllText(path).toUtf8();
    const ReadResult back = readOne(written.toStdString(), std::nullopt, formatFromFileName(name.toStdString()));
    QVERIFY(back.ok());
    QCOMPARE(QString::fromLatin1(formatName(back->layout.format)), format);
    QCOMPARE(back->grid, test::gridFrom(test::kPuzzle)); // the givens, not the player's 4
    QVERIFY(window_->openFile(path));
    QCOMPARE(window_->game()->givens(), test::gridFrom(test::kPuzzle));
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
