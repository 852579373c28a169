#pragma once
// The state the logic techniques reason over: the placed values plus, for every empty cell, the set
// of values still possible there (its candidates, a bit mask). It starts from a grid (givens plus the
// player's digits) with every value its peers do not already hold, optionally narrowed by the
// player's own pencil marks, and changes only by placing values and eliminating candidates.
//
// Invariant: a placed value is never a candidate of a cell that shares a house with it (place()
// removes it), and a solved cell has no candidates. Eliminations never add candidates back.
//
// Rules (issue 33): a state of any rules is made from them (CandidateGrid(grid, rules)); it owns its
// geometry (shared by its copies), classic rules share the static one of their shape. What the
// constructor and place() apply is the houses alone: a placed digit leaves the cells of its houses,
// as players expect of candidates. Everything a constraint adds (a knight's move, an odd cell, a
// dot, a thermometer) is left to the engine's constraint steps, which say why (the decision issue 33
// asked for: a player must be able to follow every elimination, and "r1c1=5 removes 5 from r2c3 and
// r3c2 (anti-knight)" is a step to see, not a silent change). So until those steps have run, a cell
// may still hold a digit a constraint rules out: candidates are a superset of the truth, which every
// technique's reasoning allows (each removes only what no solution can hold).
//
// Givens: the cells already filled in the grid a state is constructed from are its givens; cells
// filled by place() later (by the engine's steps) are solved, not given, and so are their copies'.
// Only the avoidable rectangles ask (a deadly pattern can only be made of cells that are not givens).
// A caller that builds a state from givens plus other digits decides what those digits are: built
// into the grid they count as givens (which can only hide an avoidable rectangle, never make a wrong
// one); placed afterwards they count as solved. The app places the player's digits (its hints
// name wrong digits first), so a rectangle among them is found.

#include <cstdint>
#include <memory>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/cell_set.h"
#include "qudoku/logic/geometry.h"
#include "qudoku/rules.h"

namespace qudoku::logic {

// Bit (v - 1) is set when value v is a candidate; N <= 25 fits in 32 bits.
using DigitMask = std::uint32_t;
constexpr DigitMask digitBit(int value) { return DigitMask{1} << (value - 1); }
constexpr DigitMask allDigits(int size) { return size >= 32 ? ~DigitMask{0} : (DigitMask{1} << size) - 1; }

class CandidateGrid {
public:
    // Candidates from the rules alone: every value no peer holds. Grids with conflicting digits are
    // accepted (the conflicting cells simply keep their values); hasContradiction() then reports it.
    explicit CandidateGrid(const Grid& grid);
    // An empty 9×9 grid (every candidate everywhere), so results holding a state are default-constructible.
    CandidateGrid() : CandidateGrid(Grid()) {}
    // As above, then narrowed by the player's pencil marks, one mask per cell (row-major): a non-zero
    // mask keeps only the marked values; a zero mask means "no marks here" and keeps all candidates.
    CandidateGrid(const Grid& grid, const std::vector<DigitMask>& pencilMarks);
    // A state under `rules` (classic rules: the same as the constructors above). Precondition:
    // checkRules(rules) finds nothing and grid.size() == rules.size. Pencil marks as above.
    CandidateGrid(const Grid& grid, const Rules& rules);
    CandidateGrid(const Grid& grid, const Rules& rules, const std::vector<DigitMask>& pencilMarks);

    const Geometry& geometry() const { return *geometry_; }
    Shape shape() const { return geometry_->shape(); }
    int size() const { return geometry_->size(); }
    int cellCount() const { return geometry_->cellCount(); }

    int value(int cell) const { return values_[cell]; }
    bool isSolved(int cell) const { return values_[cell] != 0; }
    // Filled in the grid this state was constructed from (see the header comment), not by place().
    bool isGiven(int cell) const { return givens_.contains(cell); }
    const CellSet& givens() const { return givens_; }
    DigitMask candidates(int cell) const { return candidates_[cell]; }
    bool hasCandidate(int cell, int value) const { return (candidates_[cell] & digitBit(value)) != 0; }
    // Every empty cell where `value` is still a candidate.
    const CellSet& cellsWithCandidate(int value) const { return cellsByValue_[value - 1]; }
    // The empty cells of the grid.
    const CellSet& emptyCells() const { return empty_; }
    int emptyCount() const { return empty_.count(); }
    bool isComplete() const { return empty_.empty(); }

    // Places `value` (1..N) in the empty `cell` and removes it from the candidates of every peer. The
    // cell is solved, not given.
    void place(int cell, int value);
    // Removes one candidate; returns false when it was not there.
    bool eliminate(int cell, int value);

    // An empty cell without candidates, or a house where a missing value has no cell left: no
    // solution can extend this state. Also true when two peers hold the same value, or two placed
    // digits break a constraint's relation (a dot, a thermometer) or restriction (odd, even).
    bool hasContradiction() const;

    // The placed values as a grid (0 for empty cells).
    Grid grid() const;

    friend bool operator==(const CandidateGrid& a, const CandidateGrid& b) {
        return (a.geometry_ == b.geometry_ || a.geometry_->rules() == b.geometry_->rules()) && a.values_ == b.values_ && a.candidates_ == b.candidates_ &&
               a.givens_ == b.givens_;
    }

private:
    void start(const Grid& grid);
    void narrowTo(const std::vector<DigitMask>& pencilMarks);

    const Geometry* geometry_;
    std::shared_ptr<const Geometry> owned_; // a rules geometry (null for classic rules)
    std::vector<std::uint8_t> values_;
    std::vector<DigitMask> candidates_;
    std::vector<CellSet> cellsByValue_; // index value - 1
    CellSet empty_;
    CellSet givens_;
};

} // namespace qudoku::logic
