// Sandwich (issue 34): in a row or column, the digits between 1 and N (9 on 9×9: the "crusts", as
// SudokuVariantSolverJS takes 1 and the grid's size on every size) add up to the clue. The row's
// digits differ (it is a house), which the narrowing uses.
//
// Not pairwise. Narrowing, on the row's N masks in order from the clue: for each place of the two
// crusts (i < j, 1 at one and N at the other) that the masks allow and where every other cell can
// hold a digit between them, the cells between must be j - i - 1 different digits of 2 .. N-1 adding
// up to the clue: the killer cage's combinations and matching (forEachCageCombination), which keep
// each of those cells' digits that some combination places there. A cell keeps the digits of the
// placements it takes part in: a crust its crust digit, a cell between its combination digits, a
// cell outside any digit of 2 .. N-1. Exact for the sandwich and its crusts; what the digits
// outside the crusts must leave to each other (the row's other cells take the rest) is not
// followed here: the row's own house does that. Cost: N(N-1) crust placements (72 on 9×9), each a
// cage's combinations (a dozen at most for the usual sums).

#include <algorithm>
#include <utility>
#include <vector>

#include "unit.h"

namespace qudoku::constraints {

namespace {

bool narrowSandwich(const Rules& rules, const Constraint& c, Mask* masks) {
    const int n = rules.size;
    const int sum = c.values[0];
    const Mask low = 1, high = Mask{1} << (n - 1), middle = ((Mask{1} << n) - 1) & ~(low | high);
    Mask kept[kMaxSize] = {};
    Mask inner[kMaxSize], innerKept[kMaxSize];
    bool any = false;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (const auto& [first, second] : {std::pair{low, high}, std::pair{high, low}}) {
                if (!(masks[i] & first) || !(masks[j] & second)) continue;
                bool others = true;
                for (int k = 0; k < n && others; ++k)
                    if (k != i && k != j && !(masks[k] & middle)) others = false;
                if (!others) continue;
                const int between = j - i - 1;
                if (between == 0) {
                    if (sum != 0) continue;
                } else {
                    for (int k = 0; k < between; ++k) inner[k] = masks[i + 1 + k] & middle, innerKept[k] = 0;
                    if (!forEachCageCombination(n, sum, inner, between, innerKept)) continue;
                    for (int k = 0; k < between; ++k) kept[i + 1 + k] |= innerKept[k];
                }
                any = true;
                kept[i] |= first;
                kept[j] |= second;
                for (int k = 0; k < n; ++k)
                    if (k < i || k > j) kept[k] |= masks[k] & middle;
            }
    if (!any) return false;
    for (int k = 0; k < n; ++k) masks[k] &= kept[k];
    return true;
}

// Broken when 1 and N are both placed and the cells between them, counting 2 (the least they can
// hold) for each empty one, add up to more than the clue, or are full and add up to another sum.
void sandwichViolations(const Rules& rules, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const int n = rules.size;
    const std::vector<int>& cells = c.cells[0];
    int a = -1, b = -1;
    for (int k = 0; k < n; ++k) {
        const int v = grid.at(cells[static_cast<std::size_t>(k)]);
        if (v == 1 || v == n) (a < 0 ? a : b) = k;
    }
    if (a < 0 || b < 0) return;
    int sum = 0;
    bool full = true;
    for (int k = a + 1; k < b; ++k) {
        const int v = grid.at(cells[static_cast<std::size_t>(k)]);
        sum += v != 0 ? v : 2;
        full = full && v != 0;
    }
    if (sum > c.values[0] || (full && sum != c.values[0])) {
        std::vector<int> sorted = cells;
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace

const Unit kSandwich{ConstraintKind::Sandwich, nullptr, nullptr, narrowSandwich, sandwichViolations};

} // namespace qudoku::constraints
