// Groups of cells adding up to one common total (region-sum lines' segments, zipper lines' pairs):
// the narrowing and the rule on a partial grid the two units share.
//
// Narrowing by reachable sums: each group's sums are the totals its cells' candidates can make; the
// total is one of the sums every group can make; a cell keeps a digit d when its group can make one
// such total with d in that cell. Two ways of making a group's sums:
//   - digits that differ (a region-sum line's segment lies in one region): the combinations of
//     different digits the cells can take one each, as a killer cage's (forEachCageCombination, a
//     matching), exact per cell. A 3-cell segment then makes 6 to 24, not 3 to 27: measured on the
//     peer's "Executive Function" (four region-sum lines, four between lines), counting to 2 took
//     3.7 s in the dev build with the cells taken apart, see docs/benchmarks.md for after;
//   - digits that may repeat (a zipper's pair, in no house together or in one): a bitset over
//     0 .. N·N built cell by cell, exact per cell with the cells taken apart.

#include <algorithm>
#include <bit>
#include <bitset>

#include "unit.h"

namespace qudoku::constraints {

namespace {

using Sums = std::bitset<kMaxSize * kMaxSize + 1>;

// The totals the cells of `group` (indices into masks) can make, leaving out index `skip`.
Sums sumsOf(const std::vector<int>& group, const Mask* masks, int skip) {
    Sums sums;
    sums.set(0);
    for (int i : group) {
        if (i == skip) continue;
        Sums next;
        for (Mask m = masks[i]; m; m &= m - 1) next |= sums << (std::countr_zero(m) + 1);
        sums = next;
    }
    return sums;
}

} // namespace

bool narrowEqualSums(int n, const std::vector<std::vector<int>>& groups, bool distinct, Mask* masks) {
    if (groups.size() < 2) return true;
    // The masks of one group's cells, in order (forEachCageCombination reads them so).
    std::vector<Mask> local;
    const auto gather = [&](const std::vector<int>& g) {
        local.clear();
        for (int i : g) local.push_back(masks[i]);
    };
    const auto reachable = [&](const std::vector<int>& g) {
        if (!distinct) return sumsOf(g, masks, -1);
        gather(g);
        Sums sums;
        const int k = static_cast<int>(g.size());
        if (k > n) return sums;
        for (int total = k * (k + 1) / 2; total <= k * (2 * n - k + 1) / 2; ++total)
            if (forEachCageCombination(n, total, local.data(), k, nullptr)) sums.set(static_cast<std::size_t>(total));
        return sums;
    };
    Sums totals;
    totals.set();
    for (const auto& g : groups) {
        totals &= reachable(g);
        if (totals.none()) return false;
    }
    for (const auto& g : groups) {
        if (distinct) {
            gather(g);
            const int k = static_cast<int>(g.size());
            std::vector<Mask> kept(g.size(), 0);
            for (std::size_t total = 0; total < totals.size(); ++total)
                if (totals.test(total)) forEachCageCombination(n, static_cast<int>(total), local.data(), k, kept.data());
            for (std::size_t j = 0; j < g.size(); ++j) {
                masks[g[j]] &= kept[j];
                if (!masks[g[j]]) return false;
            }
            continue;
        }
        for (int i : g) {
            const Sums others = sumsOf(g, masks, i);
            Mask keep = 0;
            for (Mask m = masks[i]; m; m &= m - 1) {
                const int d = std::countr_zero(m) + 1;
                if ((others << d & totals).any()) keep |= Mask{1} << (d - 1);
            }
            masks[i] = keep;
            if (!keep) return false;
        }
    }
    return true;
}

void equalSumViolations(const std::vector<std::vector<int>>& groups, int n, const Grid& grid, const std::vector<int>& line,
                        std::vector<std::vector<int>>& out) {
    if (groups.size() < 2) return;
    // Each group's sum so far and empty cells: its total lies in [sum + empty, sum + empty·N].
    int low = 0, high = 1 << 30;
    for (const auto& g : groups) {
        int sum = 0, empty = 0;
        for (int cell : g) {
            sum += grid.at(cell);
            empty += grid.at(cell) == 0;
        }
        low = std::max(low, sum + empty);
        high = std::min(high, sum + empty * n);
    }
    if (low > high) {
        std::vector<int> sorted = line;
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace qudoku::constraints
