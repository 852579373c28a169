// Killer cages and implied sums as the search narrows them (search_sums.h).
//
// The killer cage's own narrowing (constraints/killer_cage.cpp) is exact per cell: every digit kept is
// placed by a perfect matching of the cage's cells to one of its combinations. The search calls it on
// every change of a cage's masks. With the implied sums narrowed through it too (digit_sums.cpp's
// runs), it was nearly all of the time on ISS's hard killers (perf, TAREK_ALL 9, release:
// forEachCageCombination 52 %, Matching::augment 32 %, narrowRepeatingSum 12 %; about 2 ms a node);
// with the implied sums as below and the cages alone exact, TAREK_ALL's median was 131 ms at 2244
// nodes, against 64 ms at 4705 with the cages as here (release, count to 2, quiet machine). Here, as
// the Interactive Sudoku Solver's sum handler does (its handler_docs/sum.md §7), a
// combination of the open cells counts when it lies within their digits (the placed cells' digits and
// sum taken off) and every open cell holds one of its digits; a cell keeps its digits found in such a
// combination; a digit every combination needs that one open cell alone can take is placed there. No
// matching: a combination whose digits the cells cannot take one each (two cells of {1,2}, combination
// {1,2,6}) is left to the search, whose houses (every two cells of a cage are peers) find it.
// That is repeated to a fixpoint (a placement changes the open cells' target), so the narrowing is
// idempotent (unit.h).
//   Rejected: one perfect matching per combination (refusing those the cells cannot take one each,
//   not the matching per cell and digit of the exact narrowing). Dev build, count to 2, best of 3,
//   load average about 4, ms and nodes without -> with: EXTREME_KILLERS 4 787 / 59405 -> 860 /
//   46818; TAREK_ALL 1 54 / 1990 -> 57 / 1214, 2 64 / 2774 -> 31 / 566, 9 336 / 13129 -> 419 /
//   9899, 10 105 / 3674 -> 117 / 2894; HS_KILLERS 6 0.91 -> 1.18 ms. Fewer nodes, dearer ones:
//   level over these, not kept.
//
// A sum over runs (an implied sum whose cells lie in several houses: implied_sums.cpp): each run's
// combinations as above (any size: a run's sums are those of its combinations that pass), the sums
// the runs make together in 128-bit sets, a run keeping the combinations whose sum the other runs
// can complete to the target.

#include "search_sums.h"

#include <bit>
#include <bitset>

namespace qudoku::detail {

namespace {

using constraints::Mask;
using constraints::cageSumSets;

bool isSingle(Mask m) { return (m & (m - 1)) == 0; }

// Whether every cell (masks) holds a digit of `set`.
bool touchesEvery(const Mask* masks, int k, Mask set) {
    for (int i = 0; i < k; ++i)
        if (!(masks[i] & set)) return false;
    return true;
}

bool narrowCage(const Rules& rules, const Constraint& c, Mask* masks) {
    if (c.values.empty()) return true;
    const int n = rules.size, k = static_cast<int>(c.cells[0].size());
    if (k > n) return false; // more cells than digits to differ by
    Mask open[kMaxSize];
    int where[kMaxSize];
    for (;;) {
        Mask fixed = 0, pool = 0;
        int fixedSum = 0, u = 0;
        for (int i = 0; i < k; ++i) {
            const Mask m = masks[i];
            if (m == 0) return false;
            if (isSingle(m)) {
                if (fixed & m) return false;
                fixed |= m;
                fixedSum += std::countr_zero(m) + 1;
            }
        }
        for (int i = 0; i < k; ++i)
            if (!isSingle(masks[i])) {
                const Mask m = masks[i] & ~fixed;
                if (m == 0) return false;
                open[u] = m;
                where[u++] = i;
                pool |= m;
            }
        const int target = c.values[0] - fixedSum;
        if (u == 0) return target == 0;
        Mask keep[kMaxSize] = {}, possible = 0, required = pool;
        for (const Mask set : cageSumSets(n, u, target)) {
            if ((set & ~pool) || !touchesEvery(open, u, set)) continue;
            possible |= set;
            required &= set;
            for (int j = 0; j < u; ++j) keep[j] |= open[j] & set;
        }
        if (!possible) return false;
        bool changed = false;
        for (int j = 0; j < u; ++j) {
            open[j] &= keep[j];
            changed = changed || open[j] != masks[where[j]];
        }
        // A digit every combination holds, in one open cell only: placed there.
        for (Mask r = required; r; r &= r - 1) {
            const Mask bit = r & (~r + 1);
            int holder = -1, holders = 0;
            for (int j = 0; j < u; ++j)
                if (open[j] & bit) holder = j, ++holders;
            if (holders == 0) return false;
            if (holders == 1 && open[holder] != bit) open[holder] = bit, changed = true;
        }
        for (int j = 0; j < u; ++j) masks[where[j]] = open[j];
        if (!changed) return true;
    }
}

// Sums over runs of up to this many cells are narrowed by their runs' combinations, longer ones by
// bounds (narrowRunBounds). Measured on ISS's TAREK_ALL 1-10 and EXTREME_KILLERS 4 (release, count
// to 2, ms, nodes): combinations for every size (up to 13 cells on 9×9) cost about 200 µs a node,
// 80 % of the time in this file's two functions (EXTREME 4 4.4 s, 50k nodes; TAREK 9 1.4 s, 10k nodes); for up to 5
// cells 41885 nodes, 481 ms and 12276, 225 ms; up to 3: 59405, 416 ms and 13129, 161 ms; bounds
// only (0): 59405, 408 ms and 16457, 181 ms. Up to 3, the others level.
constexpr int kCombinedCells = 3;

using Sums = std::bitset<constraints::kExactSums>;

// The sums of a and b, one of each.
Sums combined(const Sums& a, const Sums& b) {
    Sums out;
    for (std::size_t s = a._Find_first(); s < a.size(); s = a._Find_next(s)) out |= b << s;
    return out;
}

// The sum of the `count` smallest digits of `pool` (0 when it has fewer: then false), and the
// largest of them in `last`.
bool smallest(Mask pool, int count, int& total, int& last) {
    total = 0;
    for (int i = 0; i < count; ++i, pool &= pool - 1) {
        if (!pool) return false;
        last = std::countr_zero(pool) + 1;
        total += last;
    }
    return true;
}
bool largest(Mask pool, int count, int& total, int& last) {
    total = 0;
    for (int i = 0; i < count; ++i) {
        if (!pool) return false;
        last = 32 - std::countl_zero(pool);
        total += last;
        pool &= ~(Mask{1} << (last - 1));
    }
    return true;
}

// Bounds over runs (the Interactive Sudoku Solver's sum.md §5, "uniqueness-aware"): a run of s cells
// of differing digits adds up to at least the s smallest digits its cells hold and at most the s
// largest; a cell of it then holds at most the largest of those smallest digits plus the slack left
// above the least total (and symmetrically at least).
bool narrowRunBounds(int sum, const int* runOf, int k, Mask* masks) {
    struct Run {
        int start, size, low, lowTop, high, highBottom;
    };
    Run runs[kMaxSize * 2];
    int count = 0, low = 0, high = 0;
    for (int i = 0; i < k; ++i) {
        if (i == 0 || runOf[i] != runOf[i - 1]) runs[count++] = {i, 0, 0, 0, 0, 0};
        ++runs[count - 1].size;
    }
    for (int r = 0; r < count; ++r) {
        Run& run = runs[r];
        Mask pool = 0;
        for (int i = 0; i < run.size; ++i) pool |= masks[run.start + i];
        if (!smallest(pool, run.size, run.low, run.lowTop) || !largest(pool, run.size, run.high, run.highBottom)) return false;
        low += run.low;
        high += run.high;
    }
    if (sum < low || sum > high) return false;
    const int up = sum - low, down = high - sum;
    for (int r = 0; r < count; ++r) {
        const Run& run = runs[r];
        const int most = run.lowTop + up, least = run.highBottom - down;
        if (most >= 32 && least <= 1) continue;
        const Mask keep = (most >= 32 ? ~Mask{0} : (Mask{1} << most) - 1) & (least <= 1 ? ~Mask{0} : ~((Mask{1} << (least - 1)) - 1));
        for (int i = 0; i < run.size; ++i)
            if (!(masks[run.start + i] &= keep)) return false;
    }
    return true;
}

bool narrowRunSum(const Rules& rules, const Constraint& c, Mask* masks) {
    const int n = rules.size, k = static_cast<int>(c.cells[0].size()), sum = c.values[0];
    const int* runOf = c.values.data() + 1;
    if (k > kCombinedCells) return narrowRunBounds(sum, runOf, k, masks);
    if (sum < 0 || sum >= constraints::kExactSums) return false;
    struct Run {
        int start, size;
        Mask pool;
        Sums sums;
    };
    Run runs[kMaxSize * 2];
    int count = 0;
    for (int i = 0; i < k; ++i) {
        if (masks[i] == 0) return false;
        if (i == 0 || runOf[i] != runOf[i - 1]) runs[count++] = {i, 0, 0, {}};
        ++runs[count - 1].size;
        runs[count - 1].pool |= masks[i];
    }
    const auto passes = [&](const Run& run, Mask set) { return !(set & ~run.pool) && touchesEvery(masks + run.start, run.size, set); };
    for (int r = 0; r < count; ++r) {
        Run& run = runs[r];
        const int low = run.size * (run.size + 1) / 2, high = run.size * (2 * n - run.size + 1) / 2;
        for (int t = low; t <= high; ++t)
            for (const Mask set : cageSumSets(n, run.size, t))
                if (passes(run, set)) {
                    run.sums.set(static_cast<std::size_t>(t));
                    break;
                }
        if (run.sums.none()) return false;
    }
    Sums prefix[kMaxSize * 2 + 1], suffix[kMaxSize * 2 + 1];
    prefix[0].set(0);
    suffix[count].set(0);
    for (int r = 0; r < count; ++r) prefix[r + 1] = combined(prefix[r], runs[r].sums);
    for (int r = count - 1; r >= 0; --r) suffix[r] = combined(suffix[r + 1], runs[r].sums);
    if (!prefix[count][static_cast<std::size_t>(sum)]) return false;
    for (int r = 0; r < count; ++r) {
        const Run& run = runs[r];
        const Sums others = combined(prefix[r], suffix[r + 1]);
        Mask keep[kMaxSize] = {};
        for (std::size_t st = run.sums._Find_first(); st <= static_cast<std::size_t>(sum); st = run.sums._Find_next(st)) {
            const int t = static_cast<int>(st);
            if (!others[static_cast<std::size_t>(sum - t)]) continue;
            for (const Mask set : cageSumSets(n, run.size, t))
                if (passes(run, set))
                    for (int i = 0; i < run.size; ++i) keep[i] |= masks[run.start + i] & set;
        }
        for (int i = 0; i < run.size; ++i) {
            masks[run.start + i] &= keep[i];
            if (masks[run.start + i] == 0) return false;
        }
    }
    return true;
}

} // namespace

// Only `narrow` is read of these (the search's narrowers); the pairs are the cage's and the houses'.
const constraints::Unit kSearchCage{ConstraintKind::KillerCage, nullptr, nullptr, narrowCage, nullptr, true};
const constraints::Unit kSearchRunSum{ConstraintKind::KillerCage, nullptr, nullptr, narrowRunSum, nullptr, false};

} // namespace qudoku::detail
