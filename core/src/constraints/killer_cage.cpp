// Killer cage (issue 34): the cage's digits differ, and add up to its sum when it has one.
//
// Pairwise: every two cells of the cage differ (`differ` pairs: peers for the logic engine, weak
// links for the chains, like a house's). The sum is not pairwise; its narrowing works on the cage's
// masks through its combinations: the sets of k different digits adding up to the sum (k the
// cage's cells) that the cells can hold, each cell one digit of the set and every digit of the set
// in one cell (a perfect matching between cells and digits, checked with augmenting paths). A cell
// keeps the digits of the combinations it can take part in with that digit; no combination left is
// a contradiction. This is what a killer solver writes as "cage 17 in 2 cells: {8,9}", with the
// combinations narrowed by the cells' candidates.
//
// Exact per cell: a digit stays only when some combination holds it AND a matching puts it in that
// cell (a 3-cell cage 6 = {1,2,3} whose first cell can only be 1 or 2 still lets the others be 3).
// Cost: the combinations of k digits of 1..N with one sum are at most C(16, 8) = 12,870 on 16×16,
// but the cells' candidates prune them as they are listed (digits outside every cell's mask are
// skipped, and the sum's bounds cut the rest); a cage of 2 to 5 cells, the common size, has at most
// a dozen.

#include <algorithm>
#include <bit>
#include <numeric>
#include <vector>

#include "qudoku/constraints.h"
#include "matching.h"
#include "unit.h"

namespace qudoku::constraints {

namespace {

// Calls f(set) for every set of `count` digits within `pool` adding up to `sum`, digits from `from` up.
template <class F>
void forEachSum(Mask pool, int count, int sum, int from, int n, F&& f, Mask chosen = 0) {
    if (count == 0) {
        if (sum == 0) f(chosen);
        return;
    }
    for (int d = from; d <= n; ++d) {
        // The smallest `count` digits from d on already exceed the sum: so will every later d.
        if (count * d + count * (count - 1) / 2 > sum) return;
        // The largest `count` digits up to N cannot reach it: try a larger d.
        if (count * n - count * (count - 1) / 2 < sum) return;
        if (!(pool >> (d - 1) & 1u)) continue;
        if ((count - 1) * n - (count - 1) * (count - 2) / 2 < sum - d) continue; // the rest cannot reach sum - d
        forEachSum(pool, count - 1, sum - d, d + 1, n, f, chosen | Mask{1} << (d - 1));
    }
}

void cagePairs(const Rules&, const Constraint& c, Pairs& out) {
    const std::vector<int>& cells = c.cells[0];
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) out.differ.push_back({cells[i], cells[j]});
}

bool narrowCage(const Rules& rules, const Constraint& c, Mask* masks) {
    if (c.values.empty()) return true; // no sum: the differ pairs say it all
    const int k = static_cast<int>(c.cells[0].size());
    std::vector<Mask> kept(static_cast<std::size_t>(k), 0);
    if (!forEachCageCombination(rules.size, c.values[0], masks, k, kept.data())) return false;
    for (int i = 0; i < k; ++i) masks[i] &= kept[static_cast<std::size_t>(i)];
    return true;
}

// A cage's sum: broken when its digits so far add up to more than the sum, or it is full and they
// add up to something else.
void cageViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    if (c.values.empty()) return;
    int sum = 0;
    bool full = true;
    for (int cell : c.cells[0]) {
        sum += grid.at(cell);
        full = full && grid.at(cell) != 0;
    }
    if (sum > c.values[0] || (full && sum != c.values[0])) {
        std::vector<int> sorted = c.cells[0];
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace

bool forEachCageCombination(int n, int sum, const Mask* masks, int k, Mask* kept, std::vector<Mask>* combinations) {
    Mask pool = 0;
    for (int i = 0; i < k; ++i) pool |= masks[i];
    Matching matching(masks, k);
    bool any = false;
    forEachSum(pool, k, sum, 1, n, [&](Mask set) {
        if (!matching.perfect(set)) return;
        any = true;
        if (combinations) combinations->push_back(set);
        if (!kept) return;
        for (int i = 0; i < k; ++i)
            for (Mask m = masks[i] & set & ~kept[i]; m; m &= m - 1) {
                const Mask bit = m & (~m + 1);
                if (matching.perfect(set, i, bit)) kept[i] |= bit;
            }
    });
    return any;
}

const Unit kKillerCage{ConstraintKind::KillerCage, nullptr, cagePairs, narrowCage, cageViolations};

} // namespace qudoku::constraints
