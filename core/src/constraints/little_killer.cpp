// Little killer (issue 34): the digits along a diagonal, from the clue outside the grid to the far
// edge, add up to the clue. Digits may repeat (the diagonal crosses boxes; where it stays in one,
// the box forbids the repeat, not this rule).
//
// Not pairwise (a sum over up to N cells). Narrowing: narrowRepeatingSum with the one target, exact
// per cell when the diagonal's largest sum is below 128 (every diagonal of 9×9: 9 × 9 = 81; on
// 16×16 those of up to 7 cells), the diagonal's consecutive cells in one box taken to differ (runs,
// as killer cages), by bounds on longer ones.

#include <algorithm>
#include <vector>

#include "unit.h"

namespace qudoku::constraints {

namespace {

bool narrowLittleKiller(const Rules& rules, const Constraint& c, Mask* masks) {
    std::vector<int> targets{c.values[0]};
    const int k = static_cast<int>(c.cells[0].size());
    const std::vector<int> runs = houseRuns(rules, c.cells[0].data(), k); // the diagonal's cells in one box differ
    return narrowRepeatingSum(masks, k, rules.size, targets, runs.back() + 1 < k ? runs.data() : nullptr);
}

// Broken when the digits so far, with 1 for each empty cell, exceed the sum, or the diagonal is full
// and they add up to something else.
void littleKillerViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    int least = 0;
    bool full = true;
    for (int cell : c.cells[0]) {
        const int v = grid.at(cell);
        least += v != 0 ? v : 1;
        full = full && v != 0;
    }
    if (least > c.values[0] || (full && least != c.values[0])) {
        std::vector<int> sorted = c.cells[0];
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace

const Unit kLittleKiller{ConstraintKind::LittleKiller, nullptr, nullptr, narrowLittleKiller, littleKillerViolations};

} // namespace qudoku::constraints
