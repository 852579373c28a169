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
// idempotent (unit.h). The digits every combination left holds are handed to the search
// (narrowSearchCage's `needed`), which takes each from the cells outside the cage seeing all the
// cage's cells that still hold it, as ISS's sum handler does (its "required value exclusions"):
// ISS's hard killers EXTREME_KILLERS, TAREK_ALL, HS_KILLERS, release, count to 2, 2026-11-29:
// nodes 0.67x, time 0.76x at the geometric mean over 54 puzzles (bench's best of 3).
//   Rejected: one perfect matching per combination (refusing those the cells cannot take one each,
//   not the matching per cell and digit of the exact narrowing). Dev build, count to 2, best of 3,
//   load average about 4, ms and nodes without -> with: EXTREME_KILLERS 4 787 / 59405 -> 860 /
//   46818; TAREK_ALL 1 54 / 1990 -> 57 / 1214, 2 64 / 2774 -> 31 / 566, 9 336 / 13129 -> 419 /
//   9899, 10 105 / 3674 -> 117 / 2894; HS_KILLERS 6 0.91 -> 1.18 ms. Fewer nodes, dearer ones:
//   level over these, not kept.
//
// A sum over runs (an implied sum whose cells lie in several houses: implied_sums.cpp), some runs
// perhaps negated (an innie less an outie): a negated cell's digits reflected (d as N + 1 - d), the
// sum raised by N + 1 for each, and narrowed as a sum of positive runs: up to 3 cells exactly (each
// run's assignments enumerated, the sums the other runs make in a 64-bit set), longer ones by
// bounds (kCombinedCells). A longer one with 4 cells or fewer still open is narrowed exactly on
// those (narrowFewOpen: the placed digits taken off the sum and out of their runs' open cells), as
// ISS's sum handler solves a sum of few unfixed cells outright (its sum.md §6; it stops at 3).
// ISS's MATHEMAGIC_KILLERS (16 five-cell cages: their innies and outies are sums of 4 to 9 cells)
// spent most of their nodes where bounds left such a sum loose. Release, count to 2, nodes (">":
// unfinished in 12 s of CPU; "-": not run), bounds only / exact on 3 open / on 4, MATHEMAGIC 1-14:
//   1 457,344 / 202,848 / 177,740; 2 825,771 / >513k / 340,013; 3 - / 304,654 / 333,971; 4 - /
//   536,303 / 217,251; 5 576,318 / 152,148 / 285,597; 6 - / 388,053 / 307,229; 7 953,085 / 335,027
//   / 297,544; 8 1,282,128 / 361,919 / 305,517; 9 - / 545,606 / 311,155; 10 - / >530k / >434k; 11
//   - / 405,886 / 345,210; 12 - / >612k / 132,460; 13 - / >380k / >435k; 14 284,268 / 140,827 /
//   199,065. ISS's other three sets, 3 open against bounds: nodes 0.69x at the geometric mean over
//   54 (EXTREME_KILLERS 2 79,108 -> 15,132, TAREK_ALL 39 41,589 -> 9,020), none over 1.2x; 4 open
//   against 3: 0.95x (EXTREME_KILLERS 2 15,132 -> 26,177). 4 kept; 5 open against 4: 1 >450k, 2
//   186,322, 3 >271k (dearer nodes, no fewer of them), not kept.
//   Not kept either: kSearchRunSum declared idempotent (its output remembered as a fixpoint, the
//   confirming call skipped; sound, a little weaker): MATHEMAGIC 5, 12, 14 CPU s 6.70, 3.81, 6.01 ->
//   8.26, 4.20, 6.74 (nodes 285,597, 132,460, 199,065 -> 276,821, 132,407, 195,353), twice each,
//   2026-11-30, load 3-4: slower.
// What the narrowings find (issue 34, round 3; MATHEMAGIC_KILLERS 12, release, count to 2, 119,469
// nodes, every narrowing run counted): cages 3.2M calls, 15 % cutting a digit; sums narrowed exactly
// (3 cells, or 4 open) 3.9M, 29 % cutting; long sums left to bounds (5 open or more) 7.1M, half of
// all, 0.6 % cutting (5 open 0.9 %, 6-9 open 0.4-0.6 %). The bounds pay for themselves all the same:
// with them only checked (the sum within the least and most totals, nothing cut) 12 and 8 took
// 119,469 -> 148,989 and 105,228 -> 110,096 nodes, and slower; with them not run at all 131,070
// and 115,331 nodes, time level (6.04 -> 6.01 s) and worse (4.87 -> 5.15 s). So they stay, made
// cheaper: a 9×9 run's bounds looked up per pool (kPrefix), a run left alone when its pool is
// within them, a negated cell's digits reflected by a table (kReflected9), a long sum's placed
// digits per run gathered in one pass as masks (narrowFewOpen). Instructions (cachegrind, same
// nodes): EXTREME_KILLERS 1 4.948 -> 4.190 G, TAREK_ALL 38 1.443 -> 1.254 G (narrowRunBounds
// 965 -> 454 M on the first). Not built: a cache of exact narrowings by their masks. With no bound
// on its size it would find a repeat in 38 % of cage calls and 45 % of exact sums' (MATHEMAGIC
// 12); with 16 entries per narrower (direct-mapped by a hash of the masks) in 6.5 % and 8.9 %
// (EXTREME_KILLERS 1: 11 % and 10 %): too few to pay for the hashing.
// Round 4: a run's id and pool kept in locals (narrowRunBounds, narrowFewOpen: an unsigned store
// may alias the int runOf, which was read again per cell): same nodes, EXTREME_KILLERS 1 3.808 ->
// 3.795 G. What is left here per call (cachegrind, EXTREME_KILLERS 1, 3.795 G in all):
// narrowSmallRunSum 548 M, narrowFewOpen 450 M, narrowRunBounds 443 M, narrowSearchCage 342 M,
// narrowRunSum 311 M (finding its first negated cell 53 M, reflecting 101 M). The first negated
// cell now kept with the sum (implied_sums.h): 3.762 -> 3.723 G, narrowRunSum 311 -> 272 M. The
// runs' starts are still found again at every call (narrowRunBounds' gathering, ~100 M).
// Round 6 (same nodes on all 69 of ISS's hard killers and SVS's line, arrow and sums puzzles;
// EXTREME_KILLERS 1 now 10,929 nodes, 2.560 G at the start, variant_propagation.cpp's write-back
// first, 2.505 G): narrowSmallRunSum's allowed sums by one bit reversal of the others' sums,
// 2.505 -> 2.450 G (narrowSmallRunSum 362 -> 285 M); narrowFewOpen's open cells found first,
// their runs and digits looked at only when 4 or fewer, 2.450 -> 2.386 G (297 -> 247 M); a 9×9
// run's bounds per pool and length in one load (kRunBounds), 2.386 -> 2.361 G (310 -> 286 M).
//   Not kept: the runs' ends stored with the sum (implied_sums.h) and read by the bounds instead
//   of runOf: 2.386 -> 2.412 G (narrowRunBounds 310 -> 336 M; the runs are short); the bounds'
//   "nothing to cut" test by the run's largest and smallest digits instead of the mask kept:
//   2.450 -> 2.453 G (countl_zero without lzcnt in the portable build); the reflection's table
//   read directly on 9×9 (the compiler had already hoisted the test of n: the same count); the
//   cage's kept digits zeroed for its open cells only, not all 16 (2.303 -> 2.304 G).
//   Left (2.337 G): narrowRunBounds 286 M, narrowSmallRunSum 285 M, narrowFewOpen 247 M (its scan
//   for a fifth open cell 87 M), narrowSearchCage 235 M, narrowRunSum 189 M (reflecting 80 M).

#include "search_sums.h"

#include <array>
#include <bit>
#include <cstdint>

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

} // namespace

bool narrowSearchCage(int n, const Constraint& c, Mask* masks, Mask& needed) {
    needed = 0;
    if (c.values.empty()) return true;
    const int k = static_cast<int>(c.cells[0].size());
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
        if (!changed) {
            needed = required;
            return true;
        }
    }
}

namespace {

bool narrowCage(const Rules& rules, const Constraint& c, Mask* masks) {
    Mask required;
    return narrowSearchCage(rules.size, c, masks, required);
}

// Sums over runs of up to this many cells are narrowed exactly (narrowSmallRunSum), longer ones by
// bounds (narrowRunBounds). Measured on ISS's TAREK_ALL 1-10 and EXTREME_KILLERS 4 (release, count
// to 2, ms, nodes; the runs' combinations then as 128-bit sets of sums from cageSumSets): combinations
// for every size (up to 13 cells on 9×9) cost about 200 µs a node, 80 % of the time in this file's
// two functions (EXTREME 4 4.4 s, 50k nodes; TAREK 9 1.4 s, 10k nodes); for up to 5 cells 41885
// nodes, 481 ms and 12276, 225 ms; up to 3: 59405, 416 ms and 13129, 161 ms; bounds only (0): 59405,
// 408 ms and 16457, 181 ms. Up to 3, the others level. Up to 3 cells the digits are now enumerated
// directly, the sums in one 64-bit word (7 % fewer instructions over 16 of ISS's hard killers than
// the 128-bit sets from the combination tables; cachegrind).
constexpr int kCombinedCells = 3;
// A longer sum with this many cells open or fewer is narrowed exactly on those (narrowFewOpen).
constexpr int kFewOpen = 4;

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

// Per pool of digits 1-9: how many it holds and the sums of its smallest 1, 2, ... digits
// (sum[0] = 0), so that a 9×9 run's bounds are lookups rather than smallest()'s and largest()'s
// loops: the s smallest add up to sum[s], the largest of them is sum[s] - sum[s - 1]; the s
// largest to sum[count] - sum[count - s]. Long sums narrowed by bounds are about half of all
// narrowings on MATHEMAGIC_KILLERS (ledger in the header).
struct Prefix {
    std::uint8_t count, sum[10];
};
constexpr std::array<Prefix, 512> kPrefix = [] {
    std::array<Prefix, 512> t{};
    for (unsigned pool = 0; pool < 512; ++pool) {
        int count = 0, total = 0;
        for (int d = 1; d <= 9; ++d)
            if (pool >> (d - 1) & 1u) {
                total += d;
                t[pool].sum[++count] = static_cast<std::uint8_t>(total);
            }
        t[pool].count = static_cast<std::uint8_t>(count);
    }
    return t;
}();

// Per pool of digits 1-9 and run length s: the least total of s cells (0: fewer digits than
// cells), the largest digit of it, the most total and the smallest digit of that, read in one
// load (from kPrefix's sums: 1.9 % of the instructions on EXTREME_KILLERS 1 went to those).
struct RunBounds {
    std::uint8_t low, lowTop, high, highBottom;
};
constexpr std::array<std::array<RunBounds, 10>, 512> kRunBounds = [] {
    std::array<std::array<RunBounds, 10>, 512> t{};
    for (std::size_t pool = 0; pool < 512; ++pool) {
        const Prefix& p = kPrefix[pool];
        for (int s = 1, c = p.count; s <= c; ++s)
            t[pool][static_cast<std::size_t>(s)] = {p.sum[s], static_cast<std::uint8_t>(p.sum[s] - p.sum[s - 1]),
                                                    static_cast<std::uint8_t>(p.sum[c] - p.sum[c - s]),
                                                    static_cast<std::uint8_t>(p.sum[c - s + 1] - p.sum[c - s])};
    }
    return t;
}();

// Bounds over runs (the Interactive Sudoku Solver's sum.md §5, "uniqueness-aware"): a run of s cells
// of differing digits adds up to at least the s smallest digits its cells hold and at most the s
// largest; a cell of it then holds at most the largest of those smallest digits plus the slack left
// above the least total (and symmetrically at least).
bool narrowRunBounds(int sum, const int* runOf, int k, Mask* masks) {
    struct Run {
        int start, size, lowTop, highBottom;
        Mask pool;
    };
    Run runs[kMaxSize * 2];
    int count = 0, low = 0, high = 0;
    for (int i = 0; i < k;) {
        Run& run = runs[count++];
        run.start = i;
        // (The run's id and pool in locals: through run.pool, an unsigned store the int runOf
        // may alias, runOf[run.start] was read again per cell.)
        const int id = runOf[i];
        Mask pool = 0;
        do pool |= masks[i++];
        while (i < k && runOf[i] == id);
        run.pool = pool;
        run.size = i - run.start;
        if (run.pool < kRunBounds.size()) {
            if (run.size > 9) return false;
            const RunBounds b = kRunBounds[run.pool][static_cast<std::size_t>(run.size)];
            if (b.low == 0) return false;
            low += b.low;
            run.lowTop = b.lowTop;
            high += b.high;
            run.highBottom = b.highBottom;
        } else {
            int l = 0, h = 0;
            if (!smallest(run.pool, run.size, l, run.lowTop) || !largest(run.pool, run.size, h, run.highBottom)) return false;
            low += l;
            high += h;
        }
    }
    if (sum < low || sum > high) return false;
    const int up = sum - low, down = high - sum;
    for (int r = 0; r < count; ++r) {
        const Run& run = runs[r];
        const int most = run.lowTop + up, least = run.highBottom - down;
        if (most >= 32 && least <= 1) continue;
        const Mask keep = (most >= 32 ? ~Mask{0} : (Mask{1} << most) - 1) & (least <= 1 ? ~Mask{0} : ~((Mask{1} << (least - 1)) - 1));
        if (!(run.pool & ~keep)) continue; // no digit of the run's outside them (most calls)
        for (int i = 0; i < run.size; ++i)
            if (!(masks[run.start + i] &= keep)) return false;
    }
    return true;
}

// Digit d as N + 1 - d (a negated cell: -d = (N + 1 - d) - (N + 1)); on 9×9 looked up.
constexpr std::array<std::uint16_t, 512> kReflected9 = [] {
    std::array<std::uint16_t, 512> t{};
    for (unsigned m = 0; m < 512; ++m)
        for (int d = 0; d < 9; ++d)
            if (m >> d & 1u) t[m] = static_cast<std::uint16_t>(t[m] | 1u << (8 - d));
    return t;
}();
Mask reflected(Mask m, int n) {
    if (n == 9) return kReflected9[m & 511u];
    m = ((m >> 1) & 0x5555u) | ((m & 0x5555u) << 1);
    m = ((m >> 2) & 0x3333u) | ((m & 0x3333u) << 2);
    m = ((m >> 4) & 0x0f0fu) | ((m & 0x0f0fu) << 4);
    m = ((m >> 8) & 0x00ffu) | ((m & 0x00ffu) << 8);
    return m >> (16 - n);
}

bool narrowPositiveRunSum(int k, int sum, const int* runOf, Mask* masks);

// A sum over runs, some of them negated (implied_sums.h): the negated cells' digits reflected, the
// sum raised by N + 1 for each, and narrowed as a plain sum.
bool narrowRunSum(const Rules& rules, const Constraint& c, Mask* masks) {
    const int n = rules.size, k = static_cast<int>(c.cells[0].size());
    const int* runOf = c.values.data() + 1;
    // The first negated cell (they come last): kept with the sum (implied_sums.h), else found
    // (searching for it at every call was 1.4 % of the instructions on EXTREME_KILLERS 1).
    int first = k;
    if (static_cast<int>(c.values.size()) > k + 1) first = c.values[static_cast<std::size_t>(k) + 1];
    else
        while (first > 0 && runOf[first - 1] < 0) --first;
    if (first == k) return narrowPositiveRunSum(k, c.values[0], runOf, masks);
    for (int i = first; i < k; ++i) masks[i] = reflected(masks[i], n);
    const bool ok = narrowPositiveRunSum(k, c.values[0] + (n + 1) * (k - first), runOf, masks);
    for (int i = first; i < k; ++i) masks[i] = reflected(masks[i], n);
    return ok;
}

// Sums of up to 3 cells, as 64-bit sets (bit s: the sum s; 3 × 16 < 64).
using SmallSums = std::uint64_t;

// Bit j to bit 63 - j.
SmallSums reversed(SmallSums x) {
    x = ((x >> 1) & 0x5555555555555555u) | ((x & 0x5555555555555555u) << 1);
    x = ((x >> 2) & 0x3333333333333333u) | ((x & 0x3333333333333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fu) | ((x & 0x0f0f0f0f0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ff00ff00ffu) | ((x & 0x00ff00ff00ff00ffu) << 8);
    x = ((x >> 16) & 0x0000ffff0000ffffu) | ((x & 0x0000ffff0000ffffu) << 16);
    return (x >> 32) | (x << 32);
}

SmallSums plus(SmallSums a, SmallSums b) {
    SmallSums out = 0;
    for (; a; a &= a - 1) out |= b << std::countr_zero(a);
    return out;
}

// The sums a run of 1-3 cells (differing digits) makes; with `allowed` (not 0), the cells keep the
// digits of the assignments making an allowed sum (false when a cell keeps none).
SmallSums smallRun(Mask* m, int size, SmallSums allowed) {
    SmallSums out = 0;
    Mask keep[3] = {};
    if (size == 1) {
        out = SmallSums{m[0]} << 1;
        if (allowed) keep[0] = m[0] & static_cast<Mask>(allowed >> 1);
    } else
        for (Mask a = m[0]; a; a &= a - 1) {
            const int da = std::countr_zero(a);
            const Mask abit = Mask{1} << da;
            if (size == 2) {
                const Mask b = m[1] & ~abit;
                out |= SmallSums{b} << (da + 2);
                if (allowed) {
                    const Mask kb = b & static_cast<Mask>(allowed >> (da + 2));
                    if (kb) keep[0] |= abit, keep[1] |= kb;
                }
                continue;
            }
            for (Mask b = m[1] & ~abit; b; b &= b - 1) {
                const int db = std::countr_zero(b);
                const Mask bbit = Mask{1} << db;
                const Mask c = m[2] & ~abit & ~bbit;
                out |= SmallSums{c} << (da + db + 3);
                if (allowed) {
                    const Mask kc = c & static_cast<Mask>(allowed >> (da + db + 3));
                    if (kc) keep[0] |= abit, keep[1] |= bbit, keep[2] |= kc;
                }
            }
        }
    if (allowed)
        for (int i = 0; i < size; ++i)
            if (!(m[i] = keep[i])) return 0;
    return out;
}

// A sum over runs of 3 cells at most: exact (every digit kept is in an assignment adding up to the
// sum, differing within runs).
bool narrowSmallRunSum(int k, int sum, const int* runOf, Mask* masks) {
    if (sum < 0 || sum >= 64) return false;
    int start[kFewOpen], size[kFewOpen], count = 0;
    for (int i = 0; i < k; ++i) {
        if (i == 0 || runOf[i] != runOf[i - 1]) start[count] = i, size[count++] = 0;
        ++size[count - 1];
    }
    SmallSums sums[kFewOpen];
    for (int r = 0; r < count; ++r)
        if (!(sums[r] = smallRun(masks + start[r], size[r], 0))) return false;
    for (int r = 0; r < count; ++r) {
        SmallSums others = 1;
        for (int o = 0; o < count; ++o)
            if (o != r) others = plus(others, sums[o]);
        // The run's sums t with sum - t among the others': the others' sums mirrored about
        // sum / 2 (bit j to bit sum - j, those above sum dropped), by a bit reversal rather than
        // a test per sum of the run (that loop was 2.6 % of the instructions, EXTREME_KILLERS 1).
        const SmallSums allowed = sums[r] & (reversed(others) >> (63 - sum));
        if (!allowed) return false;
        if (allowed != sums[r] && !(sums[r] = smallRun(masks + start[r], size[r], allowed))) return false;
    }
    return true;
}

// A long sum with at most kFewOpen cells open (3 at most of a run, their largest digits adding up
// to less than 64): the placed cells' digits taken off the sum and out of the open cells of their
// run, and the open cells narrowed exactly (the header says why). Returns false on a contradiction;
// `done` when it narrowed (else more cells are open: bounds).
bool narrowFewOpen(int k, int sum, const int* runOf, Mask* masks, bool& done) {
    Mask sub[kFewOpen];
    int subRun[kFewOpen], where[kFewOpen + 1], open = 0, runLength = 0, top = 0;
    // The open cells first, and only then (4 at most) their runs and largest digits: most calls
    // have more open and go to the bounds, and the runs' lengths and digits counted for each open
    // cell as it was found (to the fifth) were 2.4 % of the instructions (EXTREME_KILLERS 1).
    for (int i = 0; i < k; ++i) {
        where[open] = i;
        open += !isSingle(masks[i]);
        if (open > kFewOpen) return done = false, true;
    }
    for (int j = 0; j < open; ++j) {
        // A run of 3 open cells at most (smallRun), their sums below 64 (SmallSums).
        runLength = j > 0 && runOf[where[j - 1]] == runOf[where[j]] ? runLength + 1 : 1;
        if (runLength > 3) return done = false, true;
        top += 32 - std::countl_zero(static_cast<unsigned>(masks[where[j]]));
    }
    if (top >= 64) return done = false, true;
    done = true;
    // Per run (contiguous): its placed digits, which repeat nowhere in it, and each open cell's run
    // (one pass, masks: no comparison of every two cells of a run).
    Mask placedIn[kMaxSize * 2];
    int runOfOpen[kFewOpen], runs = 0;
    for (int i = 0, j = 0; i < k; ++i) {
        if (i == 0 || runOf[i] != runOf[i - 1]) placedIn[runs++] = 0;
        const Mask m = masks[i];
        if (!isSingle(m)) {
            runOfOpen[j++] = runs - 1;
            continue;
        }
        if (m == 0 || (placedIn[runs - 1] & m)) return false;
        placedIn[runs - 1] |= m;
        sum -= std::countr_zero(m) + 1;
    }
    if (open == 0) return sum == 0;
    for (int j = 0; j < open; ++j) {
        const Mask m = masks[where[j]] & ~placedIn[runOfOpen[j]];
        if (!m) return false;
        sub[j] = m;
        subRun[j] = runOf[where[j]];
    }
    if (!narrowSmallRunSum(open, sum, subRun, sub)) return false;
    for (int j = 0; j < open; ++j) masks[where[j]] = sub[j];
    return true;
}

bool narrowPositiveRunSum(int k, int sum, const int* runOf, Mask* masks) {
    if (k <= kCombinedCells) return narrowSmallRunSum(k, sum, runOf, masks);
    bool done = false;
    if (!narrowFewOpen(k, sum, runOf, masks, done)) return false;
    return done || narrowRunBounds(sum, runOf, k, masks);
}

} // namespace

// Only `narrow` is read of these (the search's narrowers); the pairs are the cage's and the houses'.
const constraints::Unit kSearchCage{ConstraintKind::KillerCage, nullptr, nullptr, narrowCage, nullptr, true};
const constraints::Unit kSearchRunSum{ConstraintKind::KillerCage, nullptr, nullptr, narrowRunSum, nullptr, false};

} // namespace qudoku::detail
