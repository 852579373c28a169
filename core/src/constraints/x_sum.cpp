// X-sum (issue 34): the first X cells of a row or column, from the clue's side, add up to the clue,
// X being the digit in the first of them (as SudokuVariantSolverJS reads f-puzzles' "xsum", on every
// size). The row's digits differ (a house), which the narrowing uses.
//
// Not pairwise. Narrowing, on the row's N masks in order from the clue: for each X the first cell
// can hold, the first X cells (the first fixed to X) must be X different digits adding up to the
// clue: the killer cage's combinations and matching (forEachCageCombination), which keep each
// cell's digits that some combination places there. A cell keeps the digits of the X it takes part
// in; the cells beyond X keep theirs. Exact for the clue's cells; what the cells beyond must leave
// to each other is the row's own house's. Cost: N cages' combinations.

#include <algorithm>
#include <bit>
#include <vector>

#include "unit.h"

namespace qudoku::constraints {

namespace {

bool narrowXSum(const Rules& rules, const Constraint& c, Mask* masks) {
    const int n = rules.size;
    const int sum = c.values[0];
    Mask kept[kMaxSize] = {};
    Mask first[kMaxSize], firstKept[kMaxSize];
    bool any = false;
    for (Mask m = masks[0]; m; m &= m - 1) {
        const int x = std::countr_zero(m) + 1;
        first[0] = Mask{1} << (x - 1);
        for (int k = 1; k < x; ++k) first[k] = masks[k];
        std::fill(firstKept, firstKept + x, Mask{0});
        if (!forEachCageCombination(n, sum, first, x, firstKept)) continue;
        any = true;
        for (int k = 0; k < x; ++k) kept[k] |= firstKept[k];
        for (int k = x; k < n; ++k) kept[k] |= masks[k];
    }
    if (!any) return false;
    for (int k = 0; k < n; ++k) masks[k] &= kept[k];
    return true;
}

// Broken when the first cell is placed (X) and its X cells, counting 1 for each empty one, add up to
// more than the clue, or are full and add up to another sum.
void xSumViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const std::vector<int>& cells = c.cells[0];
    const int x = grid.at(cells[0]);
    if (x == 0) return;
    int sum = 0;
    bool full = true;
    for (int k = 0; k < x; ++k) {
        const int v = grid.at(cells[static_cast<std::size_t>(k)]);
        sum += v != 0 ? v : 1;
        full = full && v != 0;
    }
    if (sum > c.values[0] || (full && sum != c.values[0])) {
        std::vector<int> sorted(cells.begin(), cells.begin() + x);
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace

const Unit kXSum{ConstraintKind::XSum, nullptr, nullptr, narrowXSum, xSumViolations};

} // namespace qudoku::constraints
