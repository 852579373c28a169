#pragma once
// What one count of a puzzle's solutions tells: unique, several, none, or givens that break the
// rules; with the solution (or the first two solutions found). AnalysisSession computes it once per
// puzzle and shares it with everything that needs the solution: the player's mistakes, hints, the
// solution path, the rating, Solve, Reveal and Check.

#include <memory>
#include <stop_token>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/rules.h"
#include "qudoku/conflicts.h"
#include "qudoku/solver.h"

namespace qudoku::ui {

// A cell where two solutions differ, and the value each holds there.
struct CellAlternative {
    int cell = 0;
    int first = 0;
    int second = 0;
    friend bool operator==(const CellAlternative&, const CellAlternative&) = default;
};

struct PuzzleFacts {
    Grid givens;
    Rules rules = Rules::classic(9); // the rules the givens were counted under
    // SolvedUnique; LimitReached (two found: several); NoSolution; InvalidInput (see conflicts);
    // Cancelled when the count was stopped.
    SolveStatus status = SolveStatus::NoSolution;
    std::vector<Grid> solutions;     // one when unique; the first two found when there are several
    std::vector<Conflict> conflicts; // InvalidInput: the givens that clash

    bool isUnique() const { return status == SolveStatus::SolvedUnique; }
    bool hasSeveral() const { return solutions.size() >= 2; }
    bool hasSolution() const { return !solutions.empty() && status != SolveStatus::Cancelled; }
    // The solution (unique), or the first one found (several). Precondition: hasSolution().
    const Grid& solution() const { return solutions.front(); }
    // Several: the cells where the two solutions found differ, in cell order (empty otherwise). An
    // author who mistyped or left out a given sees which cells to pin down.
    std::vector<CellAlternative> differences() const;
};

using FactsPtr = std::shared_ptr<const PuzzleFacts>;

// Counts the solutions of `givens` up to two with the library's fast engine, keeping both. Runs on
// the calling thread; status Cancelled when `stop` is triggered first.
PuzzleFacts findPuzzleFacts(const Grid& givens, std::stop_token stop);
// Under a variant's rules (the variant engine; classic rules take the fast one).
PuzzleFacts findPuzzleFacts(const Grid& givens, const Rules& rules, std::stop_token stop);

} // namespace qudoku::ui
