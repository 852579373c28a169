// The game model: moves are undoable values, conflicts follow every change, marks are cleaned
// from peers, completion is detected, and save files restore a game exactly.

#include <QSignalSpy>
#include <QTest>

#include "game/game.h"
#include "game/savefile.h"
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
    badVersion.replace("\"version\": 1", "\"version\": 99");
    QTest::newRow("future version") << badVersion << QStringLiteral("version 99");
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

QTEST_MAIN(TestGame)
#include "tst_game.moc"
