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
// Cost: the sets of k digits of 1..N with one sum come from a table (sumSets: a (k, sum) bucket of
// 16×16 holds at most a few hundred); the cells' candidates refuse most before any matching (a digit
// outside every cell, a cell with none of the set); each matching found keeps its own assignment, so
// only the digits no matching has placed yet are tried one by one. A cage of 2 to 5 cells, the
// common size, has at most a dozen sets.

#include <algorithm>
#include <array>
#include <bit>
#include <mutex>
#include <numeric>
#include <vector>

#include "qudoku/constraints.h"
#include "matching.h"
#include "unit.h"

namespace qudoku::constraints {

namespace {

// The sets of `count` different digits of 1..n (n <= 16) adding up to `sum`, in the order of their
// digits ({1,5} before {2,4}: the order steps list them in). Constant tables, one per n, of its 2^n
// sets, each built on first use for its n (thread-safe; 0.5 MiB for all n). Listing them by recursion
// on every call was half of a 9×9 killer's solving time (perf, qudoku-variant-generator-bench
// killer:9): the solver narrows every cage on every round of propagation. One table of 16 digits
// for every n was no faster: a 9×9 bucket then held mostly sets with digits above 9. Building all 16
// tables at the first call took about 20 ms of CPU, most of a one-off 9×9 killer's solve (the
// 16-digit table alone holds 65535 sets); the 9-digit table takes microseconds.
const std::vector<Mask>& sumSets(int n, int count, int sum) {
    constexpr int kDigits = 16, kSums = kDigits * (kDigits + 1) / 2 + 1;
    using Table = std::vector<std::vector<Mask>>;
    static const std::vector<Mask> none;
    if (n < 1 || n > kDigits || count < 0 || count > n || sum < 0 || sum >= kSums) return none;
    static std::array<Table, kDigits + 1> tables;
    static std::array<std::once_flag, kDigits + 1> built;
    const auto digits = static_cast<std::size_t>(n);
    std::call_once(built[digits], [&] {
        Table& t = tables[digits];
        t.resize((digits + 1) * kSums);
        for (Mask set = 1; set < (Mask{1} << n); ++set) {
            int total = 0;
            for (Mask m = set; m; m &= m - 1) total += std::countr_zero(m) + 1;
            t[static_cast<std::size_t>(std::popcount(set) * kSums + total)].push_back(set);
        }
        // Digit order: a before b when the lowest digit in one set only is a's.
        for (std::vector<Mask>& sets : t)
            std::sort(sets.begin(), sets.end(), [](Mask a, Mask b) { return ((a ^ b) & (~(a ^ b) + 1) & a) != 0; });
    });
    return tables[digits][static_cast<std::size_t>(count * kSums + sum)];
}

} // namespace

const std::vector<Mask>& cageSumSets(int n, int count, int sum) { return sumSets(n, count, sum); }

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

// The sets of the cage: the table's for N <= 16, else listed (25×25).
std::vector<Mask> listedSets(int n, Mask pool, int count, int sum) {
    std::vector<Mask> out;
    forEachSum(pool, count, sum, 1, n, [&](Mask set) { out.push_back(set); });
    return out;
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
    pool &= (Mask{1} << n) - 1;
    Matching matching(masks, k);
    bool any = false;
    const std::vector<Mask> listed = n > 16 ? listedSets(n, pool, k, sum) : std::vector<Mask>{};
    for (const Mask set : n > 16 ? listed : sumSets(n, k, sum)) {
        if (set & ~pool) continue;
        // Cheap refusals before the matching: a cell with no digit of the set, a digit no cell takes.
        Mask covered = 0;
        bool everyCell = true;
        for (int i = 0; i < k && everyCell; ++i) {
            everyCell = (masks[i] & set) != 0;
            covered |= masks[i] & set;
        }
        if (!everyCell || covered != set || !matching.perfect(set)) continue;
        any = true;
        if (combinations) combinations->push_back(set);
        if (!kept) {
            if (!combinations) return true; // asked only whether some combination is left
            continue;
        }
        // The matching found holds one digit per cell: those are kept with no search of their own.
        matching.keepAssignment(kept);
        for (int i = 0; i < k; ++i)
            for (Mask m = masks[i] & set & ~kept[i]; m; m &= m - 1) {
                const Mask bit = m & (~m + 1);
                if (matching.perfect(set, i, bit)) matching.keepAssignment(kept);
            }
        // Once every candidate of every cell is kept (and the caller wants no list), no later set
        // can keep more: the rest are not looked at.
        if (combinations) continue;
        bool everyKept = true;
        for (int i = 0; i < k && everyKept; ++i) everyKept = (masks[i] & pool & ~kept[i]) == 0;
        if (everyKept) return true;
    }
    return any;
}

const Unit kKillerCage{ConstraintKind::KillerCage, nullptr, cagePairs, narrowCage, cageViolations, true};

} // namespace qudoku::constraints
