#pragma once
// The game model: the cells of one puzzle (givens, player digits, pencil marks), the mode, the
// undo stack of moves, the rule conflicts, the game clock and pauses. No widgets, no text parsing,
// no solving: the window feeds it puzzles from core's reader and solutions from the analysis session.
//
// The clock runs while the game is in Play mode, has started and is neither solved nor paused. A
// puzzle put into play (loadPuzzle, startPlaying) has not started: the window starts the clock once
// the puzzle check says it can be played (startClock), so a puzzle with no solution never costs the
// player time. A restored game has started. Pauses have reasons (the player's command, a minimised
// window, an open dialog); the game is paused while any reason holds, and only while its clock
// would otherwise run.

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <vector>

#include "game/cellstate.h"
#include "game/gameclock.h"
#include "qudoku/conflicts.h"
#include "qudoku/exclusions.h"
#include "qudoku/grid.h"
#include "qudoku/houses.h"
#include "qudoku/logic/geometry.h"
#include "qudoku/rules.h"
#include "qudoku/symbols.h"
#include "qudoku/variant_puzzle.h"

namespace qudoku::ui {

// A position the player set aside to come back to (Play → Set Checkpoint).
struct Checkpoint {
    qint64 elapsedMs = 0;         // the clock when it was set
    int moves = 0;                // the moves made by then (the undo history's index)
    std::vector<CellState> cells; // the whole board

    friend bool operator==(const Checkpoint&, const Checkpoint&) = default;
};

// A variant puzzle's document as it came (f-puzzles JSON, a link, a jigsaw text): its title, author,
// rules text and drawings, and the source's keys, so that it is saved and copied out losing nothing.
// Shared and immutable; classic puzzles have none.
using PuzzleDocument = std::shared_ptr<const VariantPuzzle>;

// Everything needed to restore a game exactly (save files, tests), its undo history included.
struct GameSnapshot {
    Shape shape;
    Rules rules = Rules::classic(9); // of `shape`'s size; classic unless a variant
    PuzzleDocument document;         // a variant's document, or none
    Alphabet alphabet = Alphabet::Digits;
    Mode mode = Mode::Enter;
    std::vector<CellState> cells;
    qint64 elapsedMs = 0;
    int hintsUsed = 0;             // hints that showed or filled in a step (statistics)
    bool solvedByComputer = false; // Solve was used: completing the grid is not the player's win
    std::vector<Move> history;     // the undo history, oldest first
    int historyIndex = 0;          // moves done of it (the rest can be redone); `cells` is that position
    std::vector<Checkpoint> checkpoints;
};

// Why a game is paused; several can hold at once.
enum class PauseReason : unsigned {
    Player = 1,    // the Pause command
    Minimised = 2, // the window is minimised
    Dialog = 4,    // a dialog is open over the window
    // A menu is open: the clock stops but the board stays in sight (a glance at a menu must not
    // blank the board, and a menu left open must not count as playing time).
    Menu = 8,
};

class Game : public QObject {
    Q_OBJECT

public:
    enum class Direction { Forward, Backward };

    explicit Game(QObject* parent = nullptr);
    ~Game() override;

    // --- state -------------------------------------------------------------------------------
    Shape shape() const { return exclusions_->houses().shape(); }
    int size() const { return shape().size(); }
    int cellCount() const { return shape().cellCount(); }
    Alphabet alphabet() const { return alphabet_; }
    Mode mode() const { return mode_; }
    const Houses& houses() const { return exclusions_->houses(); }
    // The puzzle's rules: classic of the shape's size unless a variant was loaded.
    const Rules& rules() const { return rules_; }
    bool isVariant() const { return !rules_.isClassic(); }
    // What a placed digit rules out under the rules (peers, and the constraints' links).
    const Exclusions& exclusions() const { return *exclusions_; }
    // The houses as the logic engine and its words name them ("region 3", "the diagonal r1c1–r9c9").
    const logic::Geometry& geometry() const { return geometry_ ? *geometry_ : logic::Geometry::of(shape()); }
    // The variant's document (title, author, rules text, drawings), or null.
    const PuzzleDocument& document() const { return document_; }

    const CellState& cell(int cell) const { return cells_[cell]; }
    int value(int cell) const { return cells_[cell].value; }
    bool isGiven(int cell) const { return cells_[cell].given; }
    MarkSet pencilMarks(int cell) const { return cells_[cell].marks; }
    bool hasPencilMark(int cell, int value) const { return (cells_[cell].marks & markBit(value)) != 0; }
    // Values allowed in `cell` by the rules: its restriction (odd, even), and not ruled out by a
    // placed digit (held by a peer, or joined to it by a constraint: a knight's move, a dot...).
    MarkSet candidates(int cell) const;

    Grid grid() const;   // every value, givens and player digits
    Grid givens() const; // givens only
    bool hasPlayerDigits() const;

    const std::vector<Conflict>& conflicts() const { return conflicts_; }
    const std::vector<int>& conflictCells() const { return conflictCells_; }
    // Cells whose digit differed from the solution at the last Check (cleared when a cell changes).
    const std::vector<int>& wrongCells() const { return wrongCells_; }
    int hintCell() const { return hintCell_; } // the cell the last hint filled, -1 after any other change
    bool isSolved() const { return solved_; }  // complete and free of conflicts

    qint64 elapsedMs() const { return clock_.elapsedMs(); }
    bool isClockRunning() const { return clock_.isRunning(); }
    bool clockStarted() const { return clockStarted_; }
    // The puzzle may be played: the clock runs from now on (while playing and not paused).
    void startClock();

    // Paused while any reason but Menu holds and the clock would otherwise run (Play mode, started,
    // not solved); the board hides the grid then. The clock stops for every reason, Menu included.
    bool isPaused() const;
    bool isPausedBy(PauseReason reason) const { return (pauseReasons_ & static_cast<unsigned>(reason)) != 0; }
    bool canPause() const { return mode_ == Mode::Play && clockStarted_ && !solved_; }
    void setPaused(PauseReason reason, bool on);

    int hintsUsed() const { return hintsUsed_; }
    void countHint();
    bool solvedByComputer() const { return solvedByComputer_; }

    QUndoStack* undoStack() { return &undoStack_; }
    // Changes on every applied move or new puzzle: lets the workers detect stale results.
    quint64 revision() const { return revision_; }

    bool autoCleanMarks() const { return autoCleanMarks_; }
    void setAutoCleanMarks(bool on) { autoCleanMarks_ = on; }

    GameSnapshot snapshot() const;

    // --- new games (not undoable: they clear the undo stack) ---------------------------------
    void newEmpty(Shape shape, Alphabet alphabet);
    void loadPuzzle(const Grid& givens, Alphabet alphabet); // Play mode, clock not started, classic rules
    // A variant puzzle (its rules checked by the reader): Play mode as loadPuzzle; the document's
    // entered digits become player digits and its starting candidates the pencil marks.
    // In Enter mode instead (givens that break the rules, to be fixed), the givens are typed in.
    void loadVariant(const VariantPuzzle& puzzle, Alphabet alphabet, Mode mode = Mode::Play);
    // A position (a pencil-mark grid, a candidate string) put into play as loadPuzzle does: the givens
    // locked, `playerDigits` (values solved on the way, 0 elsewhere) as the player's digits, and
    // `marks` (one per cell, row-major) as the pencil marks of the empty cells.
    void loadPosition(const Grid& givens, const Grid& playerDigits, const std::vector<MarkSet>& marks, Alphabet alphabet);
    // Enter mode with `givens` typed in (a puzzle whose givens break the rules, to be fixed).
    void loadForEditing(const Grid& givens, Alphabet alphabet);
    void restore(const GameSnapshot& snapshot);      // a game in progress: its clock has started

    // --- mode changes (each one undoable move) ------------------------------------------------
    // Enter -> Play: the digits typed so far are the locked givens; player digits kept from an
    // earlier game stay player digits where they still fit (do not clash with a given). The clock
    // waits for startClock(). False when already playing.
    bool startPlaying();
    // Play -> Enter: the givens can be edited again; the player's digits stay where they still fit.
    // The clock stops while the givens are edited. False when already entering.
    bool editGivens();

    // --- moves (each one undoable step; false when nothing would change) ----------------------
    bool canEdit(int cell) const { return mode_ == Mode::Enter || !cells_[cell].given; }
    bool placeValue(int cell, int value); // 0 erases the digit
    // Several digits as one move, each as placeValue would put it (a given in Enter mode): a puzzle
    // read from a picture lands as if typed, and Undo takes it back whole. `digits` holds a value (or
    // 0: left as it is) per cell. Never a QUndoStack macro: every command on the stack is a move (data).
    bool placeValues(const std::vector<int>& digits, const QString& text);
    // Erase: SudokuPad's order in digit mode, clear(): the cell's digit, else its centre marks, else
    // its corner marks, else its colours (one move). False when there is nothing to erase.
    bool erase(int cell) { return clear({cell}); }
    bool togglePencilMark(int cell, int value); // the centre mark

    // Several cells at once, one move however many cells it touches. Digit: `value` into every cell
    // that can take it (not a locked given). Corner and Centre: the mark toggles, removed from every
    // empty editable cell when all of them have it, else added where it is missing. Colour: `value` is
    // a colour (1..kColours), toggled the same way on every cell, givens and digits too (colours never
    // hide anything).
    bool enter(const std::vector<int>& cells, Layer layer, int value);
    // The colour of one candidate of `cell` (HoDoKu's colouring): `colour` toggles on it (0 removes).
    bool colourCandidate(int cell, int value, int colour);
    // Clears `layer` in `cells` (Colour: the cell and candidate colours); with no layer, SudokuPad's
    // order in digit mode: the digits if any cell holds one that may be erased, else the centre marks,
    // else the corner marks, else the colours.
    bool clear(const std::vector<int>& cells, std::optional<Layer> layer = std::nullopt);
    // Back to the puzzle as given: the player's digits, marks and colours go, one move.
    bool restart();

    // --- checkpoints and the way back ----------------------------------------------------------
    const std::vector<Checkpoint>& checkpoints() const { return checkpoints_; }
    void setCheckpoint();                     // the position now, with the clock and the move count
    bool backToCheckpoint(int index);         // one undoable move to its position
    // The first move made (its index in the undo history; undone moves do not count) that put a digit
    // other than `solution`'s into a cell or took the solution's digit out of a cell's centre marks, or -1.
    int firstBreakingMove(const Grid& solution) const;
    bool fillCandidates();
    bool clearPencilMarks();
    // Writes `solution` into every editable cell whose value differs (all empty cells when the
    // player's digits agree with it).
    bool applySolution(const Grid& solution, const QString& text);
    bool applyHint(int cell, int value);
    // A logic step as one move: each placement becomes a player digit; each elimination removes the
    // pencil mark, and a cell that had no marks first gets `candidates[cell]` (the engine's
    // candidates there) as its marks, so the board shows what the step took away.
    bool applyLogicStep(const std::vector<std::pair<int, int>>& placements,
                        const std::vector<std::pair<int, int>>& eliminations, const std::vector<MarkSet>& candidates,
                        const QString& text);
    void setWrongCells(std::vector<int> cells);

    // Used by MoveCommand only.
    void applyMove(const Move& move, Direction direction);
    bool isReplayingHistory() const { return replaying_; } // a restore rebuilds the undo stack

signals:
    void changed();          // any cell, mark or highlight changed
    void aboutToReplacePuzzle(); // the game on the board is about to go (its state still readable)
    void puzzleReplaced();   // a new grid (maybe of another size) or a restored game
    void modeChanged(qudoku::ui::Mode mode);
    void completed(qint64 elapsedMs); // the grid just became complete and correct
    void pausedChanged(bool paused);
    void checkpointsChanged();
    void clockChanged(); // started, stopped, paused or resumed

private:
    void reset(const Rules& rules, Alphabet alphabet, Mode mode);
    void loadGivens(const Grid& givens, Alphabet alphabet, Mode mode);
    bool push(Move move);
    // The move that takes every cell from now to `target` (cells that differ).
    Move moveTo(const std::vector<CellState>& target, const QString& text) const;
    void refresh();
    void updateClock();
    // Takes out of `cells`' pencil marks (centre marks, and corner marks when `corners`) every
    // candidate that `value` placed in `cell` rules out (the peers' `value`, the constraints' links).
    void cleanMarks(std::vector<CellState>& cells, int cell, int value, bool corners) const;
    // The player digits that clash with a given, removed (as changes of a move).
    std::vector<CellChange> dropClashingDigits() const;

    Rules rules_ = Rules::classic(9);
    std::shared_ptr<const Exclusions> exclusions_;
    std::shared_ptr<const logic::Geometry> geometry_; // a variant's; classic rules share Geometry::of
    PuzzleDocument document_;
    Alphabet alphabet_ = Alphabet::Digits;
    Mode mode_ = Mode::Enter;
    std::vector<CellState> cells_;
    std::vector<Conflict> conflicts_;
    std::vector<int> conflictCells_;
    std::vector<int> wrongCells_;
    int hintCell_ = -1;
    bool solved_ = false;
    bool autoCleanMarks_ = true;
    bool clockStarted_ = false;
    bool paused_ = false;
    unsigned pauseReasons_ = 0;
    int hintsUsed_ = 0;
    bool solvedByComputer_ = false;
    quint64 revision_ = 0;
    bool replaying_ = false;
    std::vector<Checkpoint> checkpoints_;
    GameClock clock_;
    QUndoStack undoStack_;
};

} // namespace qudoku::ui
