// The game model: moves are undoable values, conflicts follow every change, marks are cleaned
// from peers, completion is detected, and save files restore a game exactly.

#include <QSignalSpy>
#include <QTest>

#include "game/cellcode.h"
#include "game/game.h"
#include "game/savefile.h"
#include "gamescript.h"
#include "qudoku/solver.h"
#include "testsupport.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

enum class Step { Digit, Erase, PencilMark, FillCandidates, ClearPencilMarks, Hint, Solution };

bool sameState(const GameSnapshot& a, const GameSnapshot& b) {
    return a.shape == b.shape && a.alphabet == b.alphabet && a.mode == b.mode && a.cells == b.cells;
}

} // namespace

Q_DECLARE_METATYPE(Step)
Q_DECLARE_METATYPE(qudoku::ui::Layer)

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }

    void undoRedoEveryStep_data();
    void undoRedoEveryStep();
    void conflictsFollowChangesAndUndo();
    void placingCleansPeerMarks();
    void placingKeepsMarksWhenOptionOff();
    void givensAreLockedWhilePlaying();
    void startPlayingLocksTypedDigits();
    void completingTheGridIsReported();
    void modeChangesAreMoves();
    void theClockWaitsForStartAndStopsWhilePaused();
    void anOpenMenuStopsTheClockWithoutHidingTheBoard();
    void eraseClearsTheMarksOfACellWithoutADigit();
    void theComputersDigitsAreKeptApart();
    void severalCellsAreOneMoveInEveryLayer_data();
    void severalCellsAreOneMoveInEveryLayer();
    void cornerMarksKeepTheirOrder();
    void eraseFollowsSudokuPadsOrder();
    void restartIsOneMove();
    void checkpointsComeBackAsAMove();
    void theFirstBreakingMoveIsFound();
    void theUndoHistorySurvivesASnapshot();
    void saveRoundTripRestoresEverything();
    void corruptSaveIsRejected_data();
    void corruptSaveIsRejected();
    void saveKeepsEveryLayerAndTheUndoHistory();
    void version1FilesOpenAsBefore();
    void cellCodesSpellEveryLayer_data();
    void cellCodesSpellEveryLayer();
    void malformedCellCodesAreRefused_data();
    void malformedCellCodesAreRefused();
    void aHistoryTooLongForItsFileLosesItsOldestMoves();
};

void TestGame::undoRedoEveryStep_data() {
    QTest::addColumn<Step>("step");
    QTest::newRow("digit") << Step::Digit;
    QTest::newRow("erase") << Step::Erase;
    QTest::newRow("pencil mark") << Step::PencilMark;
    QTest::newRow("fill all candidates") << Step::FillCandidates;
    QTest::newRow("clear all pencil marks") << Step::ClearPencilMarks;
    QTest::newRow("hint") << Step::Hint;
    QTest::newRow("solution") << Step::Solution;
}

// Every kind of change is exactly one undo step that restores the state before it, and redo
// restores the state after it.
void TestGame::undoRedoEveryStep() {
    QFETCH(Step, step);
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    // Some history first: a digit in r1c3 and marks in r1c4.
    QVERIFY(game.placeValue(2, 4));
    QVERIFY(game.togglePencilMark(3, 6));
    QVERIFY(game.togglePencilMark(3, 2));
    const GameSnapshot before = game.snapshot();
    const int steps = game.undoStack()->count();

    switch (step) {
    case Step::Digit: QVERIFY(game.placeValue(5, 8)); break;
    case Step::Erase: QVERIFY(game.erase(2)); break;
    case Step::PencilMark: QVERIFY(game.togglePencilMark(3, 2)); break;
    case Step::FillCandidates: QVERIFY(game.fillCandidates()); break;
    case Step::ClearPencilMarks: QVERIFY(game.clearPencilMarks()); break;
    case Step::Hint: QVERIFY(game.applyHint(3, 6)); QCOMPARE(game.hintCell(), 3); break;
    case Step::Solution: QVERIFY(game.applySolution(test::gridFrom(test::kSolution), QStringLiteral("Solve"))); break;
    }
    const GameSnapshot after = game.snapshot();
    QVERIFY(!sameState(before, after));
    QCOMPARE(game.undoStack()->count(), steps + 1);

    game.undoStack()->undo();
    QVERIFY(sameState(game.snapshot(), before));
    game.undoStack()->redo();
    QVERIFY(sameState(game.snapshot(), after));
}

// Cells sharing a digit in a house are reported as conflicts, and undo clears them.
void TestGame::conflictsFollowChangesAndUndo() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.conflicts().empty());
    QVERIFY(game.placeValue(2, 5)); // r1c3 = 5, r1c1 is a given 5
    QCOMPARE(game.conflictCells(), (std::vector<int>{0, 2}));
    QCOMPARE(game.conflicts().size(), std::size_t{2}); // same row and same box
    game.undoStack()->undo();
    QVERIFY(game.conflictCells().empty());
}

void TestGame::placingCleansPeerMarks() {
    Game game;
    game.newEmpty(Shape{3, 3}, Alphabet::Digits);
    for (int cell : {1, 9, 10, 72, 80}) QVERIFY(game.togglePencilMark(cell, 4));
    QVERIFY(game.placeValue(0, 4)); // peers: row 0, column 0, box 0
    QVERIFY(!game.hasPencilMark(1, 4));
    QVERIFY(!game.hasPencilMark(9, 4));
    QVERIFY(!game.hasPencilMark(10, 4));
    QVERIFY(!game.hasPencilMark(72, 4));
    QVERIFY(game.hasPencilMark(80, 4)); // not a peer
    game.undoStack()->undo();           // one step brings every mark back
    for (int cell : {1, 9, 10, 72, 80}) QVERIFY(game.hasPencilMark(cell, 4));
}

void TestGame::placingKeepsMarksWhenOptionOff() {
    Game game;
    game.setAutoCleanMarks(false);
    game.newEmpty(Shape{3, 3}, Alphabet::Digits);
    QVERIFY(game.togglePencilMark(1, 4));
    QVERIFY(game.placeValue(0, 4));
    QVERIFY(game.hasPencilMark(1, 4));
}

void TestGame::givensAreLockedWhilePlaying() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.isGiven(0));
    QVERIFY(!game.placeValue(0, 1));
    QVERIFY(!game.erase(0));
    QCOMPARE(game.value(0), 5);
}

void TestGame::startPlayingLocksTypedDigits() {
    Game game;
    game.newEmpty(Shape{2, 2}, Alphabet::Digits);
    QCOMPARE(game.mode(), Mode::Enter);
    QVERIFY(game.placeValue(0, 1));
    QVERIFY(game.isGiven(0)); // typed in Enter mode: a given
    QSignalSpy modeSpy(&game, &Game::modeChanged);
    QVERIFY(game.startPlaying());
    QCOMPARE(game.mode(), Mode::Play);
    QCOMPARE(modeSpy.count(), 1);
    QVERIFY(!game.placeValue(0, 2));
    QVERIFY(game.placeValue(1, 2));
    QVERIFY(!game.isGiven(1));
    QCOMPARE(game.givens().filledCount(), 1);
}

// Filling the last cell correctly emits completed() once and stops the clock.
void TestGame::completingTheGridIsReported() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    const Grid solution = test::gridFrom(test::kSolution);
    QSignalSpy spy(&game, &Game::completed);
    const int last = 78; // r9c7 is empty in the puzzle
    QCOMPARE(game.value(last), 0);
    for (int c = 0; c < game.cellCount(); ++c)
        if (c != last && game.value(c) == 0) QVERIFY(game.placeValue(c, solution.at(c)));
    QVERIFY(!game.isSolved());
    QCOMPARE(spy.count(), 0);
    QVERIFY(game.placeValue(last, solution.at(last)));
    QVERIFY(game.isSolved());
    QCOMPARE(spy.count(), 1);
    const qint64 t = game.elapsedMs();
    QTest::qWait(30);
    QCOMPARE(game.elapsedMs(), t); // paused
}

// Start Playing and Edit Givens are moves: undo goes back across them, redo forward; a player digit
// that clashes with a given at Start Playing goes (as part of that move).
void TestGame::modeChangesAreMoves() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.placeValue(3, 2)); // r1c4 = 2: a player digit (wrong, but clashing with nothing)
    QSignalSpy modes(&game, &Game::modeChanged);
    QVERIFY(game.editGivens());
    QCOMPARE(game.mode(), Mode::Enter);
    QVERIFY(!game.editGivens());
    QVERIFY(!game.isGiven(3));
    QVERIFY(game.placeValue(8, 2)); // a given 2 in the same row
    QVERIFY(game.isGiven(8));
    QVERIFY(game.startPlaying());
    QCOMPARE(game.mode(), Mode::Play);
    QCOMPARE(game.value(3), 0);
    QCOMPARE(modes.count(), 2);
    game.undoStack()->undo();
    QCOMPARE(game.mode(), Mode::Enter);
    QCOMPARE(game.value(3), 2);
    game.undoStack()->undo();
    game.undoStack()->undo();
    QCOMPARE(game.mode(), Mode::Play);
    QCOMPARE(game.value(8), 0);
    game.undoStack()->redo();
    QCOMPARE(game.mode(), Mode::Enter);
    QCOMPARE(modes.count(), 5); // edit, start, undo start, undo edit, redo edit
}

// The clock of a puzzle put into play waits for startClock(); then it runs unless paused (for any
// reason, while any reason holds) and stops for good when the grid is solved. A new puzzle starts
// unpaused by the player; a dialog's pause is the window's to lift.
void TestGame::theClockWaitsForStartAndStopsWhilePaused() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(!game.isClockRunning());
    QVERIFY(!game.canPause());
    game.setPaused(PauseReason::Player, true);
    QVERIFY(!game.isPaused()); // nothing to pause yet
    game.setPaused(PauseReason::Player, false);
    game.startClock();
    QVERIFY(game.isClockRunning());
    QSignalSpy paused(&game, &Game::pausedChanged);
    game.setPaused(PauseReason::Player, true);
    game.setPaused(PauseReason::Dialog, true);
    QVERIFY(game.isPaused() && !game.isClockRunning());
    game.setPaused(PauseReason::Player, false);
    QVERIFY(game.isPaused()); // the dialog still holds it
    game.setPaused(PauseReason::Dialog, false);
    QVERIFY(!game.isPaused() && game.isClockRunning());
    QCOMPARE(paused.count(), 2);
    game.setPaused(PauseReason::Player, true);
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    game.startClock();
    QVERIFY(!game.isPausedBy(PauseReason::Player));
    QVERIFY(game.isClockRunning());
}

// A menu left open stopped nothing (a 7-minute-open menu counted as playing time); it stops the clock,
// but is no pause: the board stays in sight, and the player's Pause still hides it.
void TestGame::anOpenMenuStopsTheClockWithoutHidingTheBoard() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    game.startClock();
    QSignalSpy paused(&game, &Game::pausedChanged);
    game.setPaused(PauseReason::Menu, true);
    QVERIFY(!game.isClockRunning());
    QVERIFY(!game.isPaused());
    const qint64 stopped = game.elapsedMs();
    QTest::qWait(30);
    QCOMPARE(game.elapsedMs(), stopped);
    game.setPaused(PauseReason::Player, true);
    QVERIFY(game.isPaused());
    game.setPaused(PauseReason::Player, false);
    QVERIFY(!game.isPaused() && !game.isClockRunning()); // the menu is still open
    game.setPaused(PauseReason::Menu, false);
    QVERIFY(game.isClockRunning());
    QCOMPARE(paused.count(), 2); // the player's pause only
}

// Erase on a cell that holds only pencil marks removed nothing (it erased a digit that was not there),
// and the hint ladder kept saying the marks left out the digit: it clears the marks, as one move.
void TestGame::eraseClearsTheMarksOfACellWithoutADigit() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.togglePencilMark(2, 1));
    QVERIFY(game.togglePencilMark(2, 2));
    const int steps = game.undoStack()->count();
    QVERIFY(game.erase(2));
    QCOMPARE(game.pencilMarks(2), MarkSet{0});
    QCOMPARE(game.undoStack()->count(), steps + 1);
    QVERIFY(!game.erase(2)); // nothing left to erase
    game.undoStack()->undo();
    QCOMPARE(game.pencilMarks(2), markBit(1) | markBit(2));
    // A digit goes first; its marks (hidden under it) stay, and come back.
    QVERIFY(game.placeValue(2, 4));
    QVERIFY(game.erase(2));
    QCOMPARE(game.value(2), 0);
    QCOMPARE(game.pencilMarks(2), markBit(1) | markBit(2));
    QVERIFY(!game.erase(0)); // a given, in play
}

// Solve's and Reveal's digits are the computer's: marked so (the board draws them apart), kept by
// undo and redo, by the save file, and cleared when the player types over them.
void TestGame::theComputersDigitsAreKeptApart() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.placeValue(2, 4));
    QVERIFY(game.applyHint(3, 6)); // Reveal a cell
    QVERIFY(game.cell(3).byComputer);
    QVERIFY(!game.cell(2).byComputer);
    QVERIFY(game.applySolution(test::gridFrom(test::kSolution), QStringLiteral("Solve")));
    QVERIFY(game.isSolved());
    for (int cell = 0; cell < 81; ++cell)
        QCOMPARE(game.cell(cell).byComputer, !game.isGiven(cell) && cell != 2);
    const auto loaded = loadGameJson(saveGameJson(game.snapshot()));
    QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error()));
    QCOMPARE(loaded->cells, game.snapshot().cells);
    game.undoStack()->undo();
    QVERIFY(!game.cell(5).byComputer && game.value(5) == 0);
    game.undoStack()->redo();
    QVERIFY(game.cell(5).byComputer);
    game.undoStack()->undo();
    QVERIFY(game.erase(3));
    QVERIFY(game.placeValue(3, 6)); // typed again: the player's now
    QVERIFY(!game.cell(3).byComputer);
}

void TestGame::severalCellsAreOneMoveInEveryLayer_data() {
    QTest::addColumn<Layer>("layer");
    QTest::newRow("digit") << Layer::Digit;
    QTest::newRow("corner") << Layer::Corner;
    QTest::newRow("centre") << Layer::Centre;
    QTest::newRow("colour") << Layer::Colour;
}

// A digit or a mark typed with several cells selected goes into all of them as one move; a mark (or a
// colour) that all of them have already is taken out of all of them, again one move. Givens take no
// digit and no mark in play, but a colour.
void TestGame::severalCellsAreOneMoveInEveryLayer() {
    QFETCH(Layer, layer);
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    const std::vector<int> cells{0, 2, 3, 5, 6}; // r1c1 is a given 5
    const GameSnapshot before = game.snapshot();
    QVERIFY(game.enter(cells, layer, layer == Layer::Digit ? 1 : 4));
    QCOMPARE(game.undoStack()->count(), 1);
    for (int cell : cells) {
        const CellState& s = game.cell(cell);
        switch (layer) {
        case Layer::Digit: QCOMPARE(s.value, cell == 0 ? 5 : 1); break;
        case Layer::Corner: QCOMPARE(s.corner.contains(4), cell != 0); break;
        case Layer::Centre: QCOMPARE(s.marks == markBit(4), cell != 0); break;
        case Layer::Colour: QVERIFY(s.colours & colourBit(4)); break;
        }
    }
    if (layer != Layer::Digit) { // all have it: out of all, one move
        QVERIFY(game.enter(cells, layer, 4));
        QCOMPARE(game.undoStack()->count(), 2);
        QCOMPARE(game.snapshot().cells, before.cells);
        game.undoStack()->undo();
    }
    game.undoStack()->undo();
    QCOMPARE(game.snapshot().cells, before.cells);
}

void TestGame::cornerMarksKeepTheirOrder() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    for (int v : {7, 2, 9}) QVERIFY(game.enter({2}, Layer::Corner, v));
    const CornerMarks& marks = game.cell(2).corner;
    QCOMPARE(marks.size(), 3);
    QCOMPARE(marks.at(0), 7);
    QCOMPARE(marks.at(2), 9);
    QVERIFY(game.enter({2}, Layer::Corner, 7)); // out; the others move up
    QCOMPARE(game.cell(2).corner.at(0), 2);
    CornerMarks fresh;
    fresh.add(2);
    fresh.add(9);
    QCOMPARE(game.cell(2).corner, fresh);
}

// Delete in digit mode: the digits, then the centre marks, then the corner marks, then the colours.
void TestGame::eraseFollowsSudokuPadsOrder() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.enter({2, 3}, Layer::Colour, 1));
    QVERIFY(game.enter({2, 3}, Layer::Corner, 6));
    QVERIFY(game.enter({2, 3}, Layer::Centre, 4));
    QVERIFY(game.placeValue(3, 6));
    QVERIFY(game.clear({2, 3}));
    QCOMPARE(game.value(3), 0);
    QCOMPARE(game.pencilMarks(2), markBit(4));
    QVERIFY(game.clear({2, 3}));
    QCOMPARE(game.pencilMarks(2), MarkSet{0});
    QCOMPARE(game.pencilMarks(3), MarkSet{0});
    QVERIFY(game.cell(2).corner.contains(6));
    QVERIFY(game.clear({2, 3}));
    QVERIFY(game.cell(2).corner.empty());
    QVERIFY(game.cell(2).colours != 0);
    QVERIFY(game.clear({2, 3}));
    QCOMPARE(game.cell(2).colours, ColourSet{0});
    QVERIFY(!game.clear({2, 3}));
    QVERIFY(game.enter({0}, Layer::Colour, 2)); // a given takes a colour, and keeps its digit
    QVERIFY(game.clear({0}));
    QCOMPARE(game.value(0), 5);
    QCOMPARE(game.cell(0).colours, ColourSet{0});
    QVERIFY(game.enter({0}, Layer::Colour, 2));
    QVERIFY(game.clear({0, 2}, Layer::Colour));
    QCOMPARE(game.cell(0).colours, ColourSet{0});
}

void TestGame::restartIsOneMove() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    const GameSnapshot start = game.snapshot();
    QVERIFY(game.placeValue(2, 4));
    QVERIFY(game.enter({3, 5}, Layer::Centre, 2));
    QVERIFY(game.enter({0, 3}, Layer::Colour, 3));
    QVERIFY(game.colourCandidate(3, 2, 5));
    const GameSnapshot played = game.snapshot();
    QVERIFY(game.restart());
    QCOMPARE(game.snapshot().cells, start.cells);
    game.undoStack()->undo();
    QCOMPARE(game.snapshot().cells, played.cells);
}

// Checkpoints keep the position, the clock and the move count; going back to one is a move (undo
// returns to where the player was).
void TestGame::checkpointsComeBackAsAMove() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.placeValue(2, 4));
    QSignalSpy changed(&game, &Game::checkpointsChanged);
    game.setCheckpoint();
    QCOMPARE(changed.count(), 1);
    const std::vector<CellState> kept = game.snapshot().cells;
    QCOMPARE(game.checkpoints().size(), std::size_t{1});
    QCOMPARE(game.checkpoints().front().moves, 1);
    QVERIFY(game.placeValue(3, 6));
    QVERIFY(game.enter({5, 6}, Layer::Corner, 1));
    const std::vector<CellState> later = game.snapshot().cells;
    QVERIFY(game.backToCheckpoint(0));
    QCOMPARE(game.snapshot().cells, kept);
    game.undoStack()->undo();
    QCOMPARE(game.snapshot().cells, later);
    QVERIFY(!game.backToCheckpoint(1));
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits); // a new game has none
    QVERIFY(game.checkpoints().empty());
}

// "Back to the last correct position" needs the first move that went wrong: a digit not the
// solution's, or the solution's digit taken out of the centre marks.
void TestGame::theFirstBreakingMoveIsFound() {
    Game game;
    const Grid solution = test::gridFrom(test::kSolution);
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.placeValue(2, 4)); // right
    QVERIFY(game.enter({3}, Layer::Centre, 6)); // r1c4 is 6: a true candidate
    QCOMPARE(game.firstBreakingMove(solution), -1);
    QVERIFY(game.enter({3}, Layer::Centre, 2));
    QVERIFY(game.enter({3}, Layer::Centre, 6)); // took the 6 out: move 3
    QVERIFY(game.placeValue(5, 9));             // wrong too, later
    QCOMPARE(game.firstBreakingMove(solution), 3);
    game.undoStack()->setIndex(3);
    QCOMPARE(game.pencilMarks(3), markBit(6) | markBit(2));
}

// A snapshot carries the undo history and the checkpoints: a game restored from it undoes and
// redoes as before.
void TestGame::theUndoHistorySurvivesASnapshot() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.placeValue(2, 4));
    QVERIFY(game.enter({3, 5}, Layer::Corner, 1));
    game.setCheckpoint();
    QVERIFY(game.placeValue(6, 9));
    game.undoStack()->undo(); // one move to redo
    const GameSnapshot saved = game.snapshot();
    QCOMPARE(saved.history.size(), std::size_t{3});
    QCOMPARE(saved.historyIndex, 2);
    Game restored;
    restored.restore(saved);
    QCOMPARE(restored.snapshot().cells, saved.cells);
    QCOMPARE(restored.checkpoints(), saved.checkpoints);
    QVERIFY(restored.undoStack()->canRedo());
    restored.undoStack()->redo();
    QCOMPARE(restored.value(6), 9);
    restored.undoStack()->setIndex(0);
    QCOMPARE(restored.value(2), 0);
    QVERIFY(restored.cell(3).corner.empty());
}

void TestGame::saveRoundTripRestoresEverything() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game.placeValue(2, 4));
    QVERIFY(game.togglePencilMark(3, 6));
    QVERIFY(game.togglePencilMark(78, 9));
    GameSnapshot snapshot = game.snapshot();
    snapshot.elapsedMs = 123456;
    snapshot.hintsUsed = 3;
    snapshot.solvedByComputer = true;
    const auto loaded = loadGameJson(saveGameJson(snapshot));
    QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error()));
    QVERIFY(sameState(*loaded, snapshot));
    QCOMPARE(loaded->elapsedMs, 123456);
    QCOMPARE(loaded->hintsUsed, 3);
    QCOMPARE(loaded->solvedByComputer, true);

    Game restored;
    restored.restore(*loaded);
    QVERIFY(sameState(restored.snapshot(), snapshot));
    QVERIFY(restored.isGiven(0));
    QVERIFY(!restored.isGiven(2));
    QVERIFY(restored.hasPencilMark(3, 6));
    QVERIFY(restored.elapsedMs() >= 123456);
}

void TestGame::corruptSaveIsRejected_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray good = saveGameJson(Game().snapshot());
    QTest::newRow("not json") << QByteArray("{ \"format\": ") << QStringLiteral("not valid JSON");
    QTest::newRow("not a save") << QByteArray("{\"a\": 1}") << QStringLiteral("not a Qudoku save file");
    QByteArray badSize = good;
    badSize.replace("\"size\": 9", "\"size\": 10");
    QTest::newRow("bad size") << badSize << QStringLiteral("not a supported grid size");
    QByteArray badVersion = good;
    badVersion.replace("\"version\": 2", "\"version\": 99");
    QTest::newRow("future version") << badVersion << QStringLiteral("version 99");
    QByteArray nextVersion = good;
    nextVersion.replace("\"version\": 2", "\"version\": 4");
    QTest::newRow("the next version") << nextVersion << QStringLiteral("save file version 4 is not supported");
    QByteArray badMode = good;
    badMode.replace("\"mode\": \"enter\"", "\"mode\": \"dance\"");
    QTest::newRow("bad mode") << badMode << QStringLiteral("\"mode\"");
    QByteArray shortRows = good;
    shortRows.replace("\"givens\": [", "\"givens\": [[1],");
    QTest::newRow("bad givens") << shortRows << QStringLiteral("\"givens\"");
    QByteArray badHints = good;
    badHints.replace("\"hintsUsed\": 0", "\"hintsUsed\": -2");
    QTest::newRow("negative hints") << badHints << QStringLiteral("\"hintsUsed\"");
    QByteArray computerOnGiven = good;
    computerOnGiven.replace("\"hintsUsed\"", "\"computerDigits\": [{\"row\": 1, \"col\": 1}], \"hintsUsed\"");
    QTest::newRow("a computer digit where there is none") << computerOnGiven << QStringLiteral("\"computerDigits\"");
    QByteArray computerOutside = good;
    computerOutside.replace("\"hintsUsed\"", "\"computerDigits\": [{\"row\": 10, \"col\": 1}], \"hintsUsed\"");
    QTest::newRow("a computer digit off the grid") << computerOutside << QStringLiteral("\"computerDigits\"");
    // Version 2's fields, each malformed: the sentence names the field (and the move, the change).
    Game played;
    played.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    test::playEveryLayer(played);
    const QByteArray withHistory = saveGameJson(played.snapshot());
    const auto broken = [&](const char* name, const QByteArray& from, const QByteArray& to, const char* expected) {
        QByteArray json = withHistory;
        QVERIFY2(json.contains(from), name);
        json.replace(from, to);
        QTest::newRow(name) << json << QString::fromUtf8(expected);
    };
    broken("history not a list", "\"history\": [", "\"history\": 5, \"x\": [", "\"history\" must be a list");
    broken("a change that is not one", "\"r1c3:>D4\"", "\"r1c3:>X4\"", "move 1 of \"history\": change 1 (\"r1c3:>X4\")");
    broken("a value beyond the grid", "\"r1c3:>D4\"", "\"r1c3:>Da\"", "\"a\" is not a value from 1 to 9");
    broken("a cell beyond the grid", "\"r1c3:>D4\"", "\"r10c3:>D4\"", "it does not start with the cell");
    broken("a cell twice in a move", "\"r1c3:>D4\"", "\"r1c3:>D4\",\"r1c3:>D4\"", "names row 1, column 3 twice");
    broken("a move that does not lead to the position", "\"r1c3:>D4\"", "\"r1c3:>D5\"",
           "move 1 of \"history\" does not lead to the position: row 1, column 3 differs");
    const QByteArray firstText = "{\"text\":\"" + played.snapshot().history.front().text.toUtf8() + "\",";
    broken("a move without text", firstText, "{", "move 1 of \"history\": \"text\"");
    broken("a move's mode", "\"mode\":\"play>enter\"", "\"mode\":\"play>dance\"", "\"mode\" of a move");
    broken("an index beyond the history", "\"historyIndex\": 15", "\"historyIndex\": 40", "\"historyIndex\" must be a whole number from 0 to 16");
    broken("a checkpoint without cells", "\"moves\":10,\"cells\":[[", "\"moves\":10,\"cellz\":[[", "checkpoint 1 of \"checkpoints\"");
    broken("a checkpoint's cell", "\"moves\":10,\"cells\":[[\"G5P3\"", "\"moves\":10,\"cells\":[[\"G5P0\"",
           "row 1, column 1 of checkpoint 1 is not a cell code: \"0\" is not a colour from 1 to 9");
    broken("a corner mark beyond the grid", "\"marks\": [\n                7,\n                2,", "\"marks\": [\n                17,\n                2,",
           "corner mark 17 at row 1, column 4");
    broken("a colour beyond the palette", "\"colours\": [\n                3\n", "\"colours\": [\n                12\n", "colour 12 at row 1, column 1");
    broken("a candidate colour without its value", "\"value\": 1", "\"value\": 0", "\"candidateColours\" entry at row 1, column 4");
    // Past qint64 (fuzz_savefile: converting it was undefined behaviour); 2^63 itself is too far.
    for (const char* clock : {"3.6e22", "1e300", "9223372036854775808"}) {
        QByteArray hugeClock = good;
        hugeClock.replace("\"elapsedMs\": 0", QByteArray("\"elapsedMs\": ") + clock);
        QTest::newRow((QByteArray("clock ") + clock).constData()) << hugeClock << QStringLiteral("\"elapsedMs\"");
    }
}

void TestGame::corruptSaveIsRejected() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto loaded = loadGameJson(json);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().contains(expected), qPrintable(loaded.error()));
}

// Version 2 keeps the whole game: every layer of every cell (corner marks in their order, colours,
// candidate colours, the computer's digits), the undo history move by move with its mode changes, where
// the game is in it, and the checkpoints; restored, Undo walks back through the same positions and
// Redo forward again. Version 1 kept the position's digits and centre marks only.
void TestGame::saveKeepsEveryLayerAndTheUndoHistory() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    test::playEveryLayer(game);
    game.countHint();
    const GameSnapshot saved = game.snapshot();
    QCOMPARE(saved.checkpoints.size(), std::size_t{2});
    QVERIFY(saved.historyIndex < static_cast<int>(saved.history.size()));
    for (const QByteArray& text : {saveGameJson(saved), saveGameLine(saved)}) {
        const auto loaded = loadGameJson(text);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error()));
        const QString difference = test::differenceBetween(*loaded, saved);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(loaded->elapsedMs, saved.elapsedMs);
        QCOMPARE(loaded->cells[3].corner.at(0), 7); // the order the marks were added in
        QCOMPARE(loaded->cells[3].corner.at(1), 2);
        QCOMPARE(loaded->cells[3].corner.at(2), 9);
        QCOMPARE(loaded->cells[2].colours, ColourSet(colourBit(3) | colourBit(5)));
        QCOMPARE(loaded->cells[3].candidateColours[5], std::uint8_t{4});
        QVERIFY(loaded->cells[7].byComputer);

        Game restored;
        restored.restore(*loaded);
        const QString again = test::differenceBetween(restored.snapshot(), saved);
        QVERIFY2(again.isEmpty(), qPrintable(again));
        const QString walk = test::walkDifference(restored, test::positionsOf(game));
        QVERIFY2(walk.isEmpty(), qPrintable(walk));
        QCOMPARE(restored.undoStack()->undoText(), game.undoStack()->undoText());
        QCOMPARE(restored.undoStack()->redoText(), game.undoStack()->redoText());
    }
    QVERIFY(!saveGameLine(saved).contains('\n')); // the autosave's first line
}

// A file version 1 wrote (no "cornerMarks", "colours", "history"...) opens as it always did.
void TestGame::version1FilesOpenAsBefore() {
    const QByteArray v1 = R"({
    "alphabet": "digits",
    "boxCols": 3,
    "boxRows": 3,
    "computerDigits": [{"col": 2, "row": 2}],
    "digits": [[0,0,4,0,0,0,0,0,0],[0,7,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],
               [0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]],
    "elapsedMs": 754210,
    "format": "qudoku-save",
    "givens": [[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],
               [7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]],
    "hintsUsed": 2,
    "mode": "play",
    "pencilMarks": [{"col": 4, "marks": [2, 6], "row": 1}],
    "size": 9,
    "solvedByComputer": false,
    "version": 1
}
)";
    const auto loaded = loadGameJson(v1);
    QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error()));
    QCOMPARE(loaded->elapsedMs, 754210);
    QCOMPARE(loaded->hintsUsed, 2);
    QCOMPARE(loaded->cells[2].value, 4);
    QVERIFY(!loaded->cells[2].given);
    QVERIFY(loaded->cells[10].byComputer);
    QCOMPARE(loaded->cells[3].marks, markBit(2) | markBit(6));
    QVERIFY(loaded->history.empty());
    QCOMPARE(loaded->historyIndex, 0);
    Game game;
    game.restore(*loaded);
    QCOMPARE(game.value(0), 5);
    QVERIFY(!game.undoStack()->canUndo());
}

void TestGame::cellCodesSpellEveryLayer_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("size");
    for (const char* code : {"", "G5", "D4", "S9", "C139", "K729", "P27", "Q1538", "D4C26K73P19Q21", "G5P3", "Sp", "C1ap", "Kpa1"})
        QTest::newRow(*code ? code : "blank") << QString::fromLatin1(code) << (QByteArray(code).contains('a') || QByteArray(code).contains('p') ? 25 : 9);
}

// The cell codes of the history and the checkpoints spell every layer, and read back as written.
void TestGame::cellCodesSpellEveryLayer() {
    QFETCH(QString, code);
    QFETCH(int, size);
    QString why;
    const auto state = parseCellCode(code, size, &why);
    QVERIFY2(state, qPrintable(why));
    QCOMPARE(QString::fromLatin1(cellCode(*state)), code);
    CellChange change{size * size - 1, CellState{}, *state};
    QByteArray text;
    appendChangeCode(text, change, *Shape::forSize(size));
    const auto back = parseChangeCode(QString::fromLatin1(text), *Shape::forSize(size), &why);
    QVERIFY2(back, qPrintable(why));
    QCOMPARE(back->cell, change.cell);
    QVERIFY(back->after == *state);
}

void TestGame::malformedCellCodesAreRefused_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("why");
    QTest::newRow("unknown letter") << "X4" << "\"X\" is not expected";
    QTest::newRow("out of order") << "C1D4" << "\"D\" is not expected";
    QTest::newRow("twice") << "C1C2" << "\"C\" is not expected";
    QTest::newRow("no value") << "D" << "\"D\" has no value";
    QTest::newRow("two digits") << "D45" << "\"D\" takes one value";
    QTest::newRow("beyond the grid") << "Da" << "\"a\" is not a value from 1 to 9";
    QTest::newRow("zero") << "C0" << "\"0\" is not a value from 1 to 9";
    QTest::newRow("a mark twice") << "K77" << "value 7 is repeated";
    QTest::newRow("no colour 0") << "P0" << "\"0\" is not a colour";
    QTest::newRow("a colour twice") << "P33" << "colour 3 is repeated";
    QTest::newRow("a candidate colour without its colour") << "Q1" << "pairs";
}

void TestGame::malformedCellCodesAreRefused() {
    QFETCH(QString, code);
    QFETCH(QString, why);
    QString reason;
    QVERIFY(!parseCellCode(code, 9, &reason));
    QVERIFY2(reason.contains(why), qPrintable(reason));
}

// A history so long that its file would pass what Open reads loses its oldest moves, never one of the
// redo part; what is left still leads to the position.
void TestGame::aHistoryTooLongForItsFileLosesItsOldestMoves() {
    Game game;
    game.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    for (int i = 0; i < 200; ++i) QVERIFY(game.togglePencilMark(2 + (i % 2), 1 + i % 9));
    game.undoStack()->setIndex(190);
    GameSnapshot snapshot = game.snapshot();
    const qint64 whole = saveGameJson(snapshot).size();
    QCOMPARE(fitHistory(snapshot, whole), 0);
    const int dropped = fitHistory(snapshot, whole - 2000);
    QVERIFY(dropped > 0 && dropped < 190);
    QVERIFY(saveGameJson(snapshot).size() <= whole - 2000);
    QCOMPARE(snapshot.history.size(), std::size_t(200 - dropped));
    QCOMPARE(snapshot.historyIndex, 190 - dropped);
    QVERIFY2(historyError(snapshot).isEmpty(), qPrintable(historyError(snapshot)));
    GameSnapshot tiny = game.snapshot();
    QCOMPARE(fitHistory(tiny, 100), 190); // the redo part stays, whatever the limit
    QCOMPARE(tiny.historyIndex, 0);
    QVERIFY(loadGameJson(saveGameJson(tiny)));
}

QTEST_MAIN(TestGame)
#include "tst_game.moc"
