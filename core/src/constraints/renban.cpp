// Renban line (issue 34): the line's digits differ and form a run of consecutive digits, in any order.
//
// Pairwise: every two cells differ and are at most L - 1 apart (L the line's cells): `differ` pairs
// (peers for the logic engine, as a cage's) and a relation |a - b| <= L - 1 for every pair, so the
// links say "r1c1 = 2 on a 3-cell line leaves the others 1, 3 or 4" at once. Pairs cannot say that
// the digits fill one window: on a 4-cell line whose first two cells are {1, 2} (a pair) a third
// cell {4, 5} keeps 5 pairwise (5 is within 3 of 2), but the line holds 1 and 2, so its window is
// 1-4 and the third cell is 4.
// The narrowing is exact per cell, as a killer cage's: the line's digits are one window of L
// consecutive digits (s .. s + L - 1, N - L + 1 of them); a window stays when the cells can take
// its digits one each (a perfect matching, matching.h), and a cell keeps a digit when a matching of
// some window puts it there. The peer (SudokuVariantSolverJS) keeps the union of the windows that
// the union of the cells' candidates covers, which does not look at which cell can hold what.

#include <cstdlib>

#include "matching.h"
#include "unit.h"

namespace qudoku::constraints {

namespace {

void renbanPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const std::vector<int>& line = c.cells[0];
    const int spread = static_cast<int>(line.size()) - 1;
    for (std::size_t i = 0; i < line.size(); ++i)
        for (std::size_t j = i + 1; j < line.size(); ++j) {
            out.differ.push_back({line[i], line[j]});
            out.relations.push_back(relation(line[i], line[j], rules.size, [spread](int x, int y) { return x != y && std::abs(x - y) <= spread; }));
        }
}

bool narrowRenban(const Rules& rules, const Constraint& c, Mask* masks) {
    const int k = static_cast<int>(c.cells[0].size());
    Matching matching(masks, k);
    Mask kept[kMaxSize] = {};
    bool any = false;
    for (int start = 1; start + k - 1 <= rules.size; ++start) {
        const Mask window = ((Mask{1} << k) - 1) << (start - 1);
        if (!matching.perfect(window)) continue;
        any = true;
        for (int i = 0; i < k; ++i)
            for (Mask m = masks[i] & window & ~kept[i]; m; m &= m - 1) {
                const Mask bit = m & (~m + 1);
                if (matching.perfect(window, i, bit)) kept[i] |= bit;
            }
    }
    if (!any) return false;
    for (int i = 0; i < k; ++i) masks[i] &= kept[i];
    return true;
}

} // namespace

// No violations of its own: digits that differ pairwise and lie within L - 1 of each other are L
// consecutive digits once the line is full, and on a partial line the pairs see every break.
const Unit kRenban{ConstraintKind::Renban, nullptr, renbanPairs, narrowRenban, nullptr};

} // namespace qudoku::constraints
