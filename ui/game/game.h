#pragma once
// The game model: the cells of one puzzle (givens, player digits, pencil marks), the mode, the
// undo stack of moves, the rule conflicts and the game clock. No widgets, no text parsing, no
// solving: the window feeds it puzzles from core's reader and solutions from the solve worker.

#include <QObject>
#include <QUndoStack>

#include <vector>

#include "game/cellstate.h"
#include "game/gameclock.h"
#include "qudoku/grid.h"
#include "qudoku/houses.h"
#include "qudoku/rules.h"
#include "qudoku/symbols.h"

namespace qudoku::ui {

// Everything needed to restore a game exactly (save files, tests).
struct GameSnapshot {
    Shape shape;
    Alphabet alphabet = Alphabet::Digits;
    Mode mode = Mode::Enter;
    std::vector<CellState> cells;
    qint64 elapsedMs = 0;
};

class Game : public QObject {
    Q_OBJECT

public:
    enum class Direction { Forward, Backward };

    explicit Game(QObject* parent = nullptr);

    // --- state -------------------------------------------------------------------------------
    Shape shape() const { return houses_.shape(); }
    int size() const { return shape().size(); }
    int cellCount() const { return shape().cellCount(); }
    Alphabet alphabet() const { return alphabet_; }
    Mode mode() const { return mode_; }
    const Houses& houses() const { return houses_; }

    const CellState& cell(int cell) const { return cells_[cell]; }
    int value(int cell) const { return cells_[cell].value; }
    bool isGiven(int cell) const { return cells_[cell].given; }
    MarkSet pencilMarks(int cell) const { return cells_[cell].marks; }
    bool hasPencilMark(int cell, int value) const { return (cells_[cell].marks & markBit(value)) != 0; }
    // Values allowed in `cell` by the rules: not held by any peer.
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
    QUndoStack* undoStack() { return &undoStack_; }
    // Changes on every applied move or new puzzle: lets the worker detect stale results.
    quint64 revision() const { return revision_; }
    // Changes only when a different puzzle (or new givens) is loaded.
    quint64 puzzleId() const { return puzzleId_; }

    bool autoCleanMarks() const { return autoCleanMarks_; }
    void setAutoCleanMarks(bool on) { autoCleanMarks_ = on; }

    GameSnapshot snapshot() const;

    // --- new games (not undoable: they clear the undo stack) ---------------------------------
    void newEmpty(Shape shape, Alphabet alphabet);
    void loadPuzzle(const Grid& givens, Alphabet alphabet); // starts in Play mode
    void restore(const GameSnapshot& snapshot);
    // Enter -> Play: the digits typed so far become the locked givens. False when already playing.
    bool startPlaying();

    // --- moves (each one undoable step; false when nothing would change) ----------------------
    bool canEdit(int cell) const { return mode_ == Mode::Enter || !cells_[cell].given; }
    bool placeValue(int cell, int value); // 0 erases
    bool erase(int cell) { return placeValue(cell, 0); }
    bool togglePencilMark(int cell, int value);
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
    void applyChanges(const std::vector<CellChange>& changes, Direction direction);

signals:
    void changed();          // any cell, mark or highlight changed
    void puzzleReplaced();   // a new grid (maybe of another size) or a restored game
    void modeChanged(qudoku::ui::Mode mode);
    void completed(qint64 elapsedMs); // the grid just became complete and correct

private:
    void reset(Shape shape, Alphabet alphabet, Mode mode);
    bool push(Move move);
    void refresh();
    void updateClock();

    Houses houses_{Shape{}};
    Alphabet alphabet_ = Alphabet::Digits;
    Mode mode_ = Mode::Enter;
    std::vector<CellState> cells_;
    std::vector<Conflict> conflicts_;
    std::vector<int> conflictCells_;
    std::vector<int> wrongCells_;
    int hintCell_ = -1;
    bool solved_ = false;
    bool autoCleanMarks_ = true;
    quint64 revision_ = 0;
    quint64 puzzleId_ = 0;
    GameClock clock_;
    QUndoStack undoStack_;
};

} // namespace qudoku::ui
