// Sums of cells whose digits may repeat (arrows, little killers): which digits each cell keeps when
// the cells must add up to one of a set of targets. See unit.h (narrowRepeatingSum).
//
// Exact per cell when the cells' largest sum is below kExactSums (128): the sums the cells can make
// are a 128-bit set, built cell by cell (prefix and suffix sets, one shift-or per digit), and a
// digit d stays in cell i when the other cells can make some target minus d (the prefix before i
// and the suffix after it combined: one shift-or per sum the prefix can make). That covers a line
// of up to 14 cells on 9×9 and 7 on 16×16, every arrow and little killer of SudokuVariantSolverJS's
// puzzles. Longer lines fall back to bounds (the other cells make anything between the sum of their
// smallest and of their largest digits), which is sound but keeps a digit a gap in the sums would
// rule out (cells of {2,4} and {2,4} never make 7). Houses are not looked at here: their repeats
// are forbidden by the houses themselves, and the search puts the two together.
//
// Measured (issue 34, release, count to 2, best of 3, user time of the three runs): Deflation, It
// being a weekend... and Rapid Fire Crossbow, SudokuVariantSolverJS's slow arrow puzzles, spent two
// thirds of their time here and in forEachCageCombination (a matching per run and per sum, twice)
// and in 128-step loops over sums; a run of 2 or 3 cells enumerated once (its ways: sum and digits)
// and sums walked by their set bits: 14 / 433 / 158 ms against 23 / 1,238 / 453 (user 0.94 s
// against 2.65 s), the same nodes (exact either way). Then SumSet without initialisers (the prefix
// and suffix arrays were zeroed whole on every call) and one pass for an arrow alone (arrow.cpp):
// Rapid Fire Crossbow 397 -> 279 M instructions, It being a weekend... 164 -> 130 M (cachegrind,
// the whole count), the same nodes.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "unit.h"

namespace qudoku::constraints {

namespace {

// A set of whole numbers 0 .. kExactSums - 1.
struct SumSet {
    // No initialisers (arrays of them stay unwritten until used: zeroing the prefix and suffix
    // arrays was an eighth of the arrow puzzles' narrowing); SumSet{} is the empty set.
    std::uint64_t low, high;

    static SumSet of(int s) {
        SumSet out{};
        out.add(s);
        return out;
    }
    void add(int s) {
        if (s < 0 || s >= kExactSums) return;
        (s < 64 ? low : high) |= std::uint64_t{1} << (s & 63);
    }
    bool has(int s) const { return s >= 0 && s < kExactSums && ((s < 64 ? low : high) >> (s & 63) & 1u); }
    bool empty() const { return low == 0 && high == 0; }
    // Every member plus d (0 <= d < kExactSums); members reaching kExactSums drop out.
    SumSet plus(int d) const {
        if (d == 0) return *this;
        if (d >= 64) return SumSet{0, low << (d - 64)};
        return SumSet{low << d, (high << d) | (low >> (64 - d))};
    }
    SumSet operator|(const SumSet& o) const { return {low | o.low, high | o.high}; }
    SumSet operator&(const SumSet& o) const { return {low & o.low, high & o.high}; }
    // Calls f(s) for each member, smallest first.
    template <class F>
    void forEach(F&& f) const {
        for (std::uint64_t m = low; m; m &= m - 1) f(std::countr_zero(m));
        for (std::uint64_t m = high; m; m &= m - 1) f(64 + std::countr_zero(m));
    }
};

// Every sum of a member of a and a member of b (one shift-or per member of a).
SumSet sumOf(const SumSet& a, const SumSet& b) {
    SumSet out{};
    a.forEach([&](int s) { out = out | b.plus(s); });
    return out;
}

// The ways a run of 2 or 3 cells of one house (their digits differ) takes digits, enumerated once
// per narrowing rather than matched per sum (forEachCageCombination, kept for longer runs and for
// more ways than 9·8·7). Each way: its sum and the digit of each cell.
struct SmallRun {
    static constexpr int kMost = 9 * 8 * 7;
    int count = 0;
    std::uint8_t sum[kMost];
    std::uint8_t digit[kMost][3];
};

// False when the ways do not fit (then the caller matches per sum).
bool smallRunWays(const Mask* masks, int size, SmallRun& out) {
    out.count = 0;
    if (size == 2) {
        for (Mask a = masks[0]; a; a &= a - 1)
            for (Mask b = masks[1] & ~(a & (~a + 1)); b; b &= b - 1) {
                if (out.count == SmallRun::kMost) return false;
                const int da = std::countr_zero(a) + 1, db = std::countr_zero(b) + 1;
                out.sum[out.count] = static_cast<std::uint8_t>(da + db);
                out.digit[out.count][0] = static_cast<std::uint8_t>(da);
                out.digit[out.count++][1] = static_cast<std::uint8_t>(db);
            }
        return true;
    }
    for (Mask a = masks[0]; a; a &= a - 1) {
        const Mask ba = a & (~a + 1);
        for (Mask b = masks[1] & ~ba; b; b &= b - 1) {
            const Mask bb = b & (~b + 1);
            for (Mask c = masks[2] & ~ba & ~bb; c; c &= c - 1) {
                if (out.count == SmallRun::kMost) return false;
                const int da = std::countr_zero(a) + 1, db = std::countr_zero(b) + 1, dc = std::countr_zero(c) + 1;
                out.sum[out.count] = static_cast<std::uint8_t>(da + db + dc);
                out.digit[out.count][0] = static_cast<std::uint8_t>(da);
                out.digit[out.count][1] = static_cast<std::uint8_t>(db);
                out.digit[out.count++][2] = static_cast<std::uint8_t>(dc);
            }
        }
    }
    return true;
}

// The sums of `set` and the digits of `mask`, one each.
SumSet withDigits(const SumSet& set, Mask mask) {
    SumSet out{};
    for (Mask m = mask; m; m &= m - 1) out = out | set.plus(std::countr_zero(m) + 1);
    return out;
}

int lowest(Mask m) { return std::countr_zero(m) + 1; }
int highest(Mask m) { return 32 - std::countl_zero(m); }

} // namespace

int houseRuns(const Rules& rules, const int* cells, int k, int* out) {
    const int n = rules.size;
    const auto together = [&](int a, int b) {
        return a / n == b / n || a % n == b % n || rules.regionOf(a) == rules.regionOf(b);
    };
    if (k <= 0) return -1;
    out[0] = 0;
    int start = 0;
    for (int i = 1; i < k; ++i) {
        bool joins = true;
        for (int j = start; j < i && joins; ++j) joins = together(cells[j], cells[i]);
        if (!joins) start = i;
        out[i] = joins ? out[i - 1] : out[i - 1] + 1;
    }
    return out[k - 1];
}

std::vector<int> houseRuns(const Rules& rules, const int* cells, int k) {
    std::vector<int> runs(static_cast<std::size_t>(std::max(k, 0)), 0);
    houseRuns(rules, cells, k, runs.data());
    return runs;
}

bool narrowRepeatingSum(Mask* masks, int k, int n, std::vector<int>& targets, const int* runs) {
    int count = static_cast<int>(targets.size());
    const bool ok = narrowRepeatingSum(masks, k, n, targets.data(), count, runs);
    targets.resize(static_cast<std::size_t>(count));
    return ok;
}

bool narrowRepeatingSum(Mask* masks, int k, int n, int* targets, int& targetCount, const int* runs) {
    // Keeps the targets `keep` accepts, in order, at the front; targetCount follows.
    const auto keepTargets = [&](auto&& keep) {
        targetCount = static_cast<int>(std::remove_if(targets, targets + targetCount, [&](int t) { return !keep(t); }) - targets);
    };
    if (k <= 0) return false;
    for (int i = 0; i < k; ++i)
        if (masks[i] == 0) return false;
    if (runs && k * n < kExactSums) {
        // Runs of cells that differ (a house's): each run's sums are those of its killer-cage
        // combinations (digits differ, a matching places them), the runs' sums add up as single
        // cells' do below; a run keeps the digits of its combinations whose sum, with the other
        // runs', makes a target.
        struct Run {
            int start, size;
            SumSet sums;
            int ways; // index into small[], or -1: matched per sum
        };
        constexpr int kMost = kExactSums / kMinRulesSize + 1; // k < 128 / n cells, n >= 4
        Run list[kMost];
        int count = 0;
        for (int i = 0; i < k; ++i)
            if (i == 0 || runs[i] != runs[i - 1]) list[count++] = {i, 1, SumSet{}, -1};
            else ++list[count - 1].size;
        // Runs of 2 and 3 cells by their ways (the first four such runs; SudokuVariantSolverJS's
        // arrow puzzles spent two thirds of their time matching per sum: see the ledger above).
        SmallRun small[4];
        int smallUsed = 0;
        for (int r = 0; r < count; ++r) {
            Run& run = list[r];
            if (run.size == 1) {
                run.sums = withDigits(SumSet::of(0), masks[run.start]);
                continue;
            }
            if (run.size <= 3 && smallUsed < 4 && smallRunWays(masks + run.start, run.size, small[smallUsed])) {
                run.ways = smallUsed++;
                const SmallRun& w = small[run.ways];
                for (int j = 0; j < w.count; ++j) run.sums.add(w.sum[j]);
                if (run.sums.empty()) return false;
                continue;
            }
            for (int s = run.size * (run.size + 1) / 2; s <= run.size * (2 * n - run.size + 1) / 2 && s < kExactSums; ++s)
                if (forEachCageCombination(n, s, masks + run.start, run.size, nullptr)) run.sums.add(s);
            if (run.sums.empty()) return false;
        }
        SumSet prefix[kMost + 1], suffix[kMost + 1];
        prefix[0] = SumSet::of(0);
        suffix[static_cast<std::size_t>(count)] = SumSet::of(0);
        for (int r = 0; r < count; ++r) prefix[r + 1] = sumOf(prefix[r], list[r].sums);
        for (int r = count - 1; r >= 0; --r) suffix[r] = sumOf(suffix[r + 1], list[r].sums);
        keepTargets([&](int t) { return prefix[count].has(t); });
        SumSet goal{};
        for (int i = 0; i < targetCount; ++i) goal.add(targets[i]);
        if (goal.empty()) return false;
        for (int r = 0; r < count; ++r) {
            const Run& run = list[r];
            const SumSet others = sumOf(prefix[r], suffix[r + 1]);
            Mask keep[kMaxSize] = {};
            SumSet good{}; // the run's sums that make a target with the others'
            run.sums.forEach([&](int s) {
                if (!(others.plus(s) & goal).empty()) good.add(s);
            });
            if (run.ways >= 0) {
                const SmallRun& w = small[run.ways];
                for (int j = 0; j < w.count; ++j)
                    if (good.has(w.sum[j]))
                        for (int i = 0; i < run.size; ++i) keep[i] |= Mask{1} << (w.digit[j][i] - 1);
            } else {
                good.forEach([&](int s) {
                    if (run.size == 1) keep[0] |= Mask{1} << (s - 1);
                    else forEachCageCombination(n, s, masks + run.start, run.size, keep);
                });
            }
            for (int i = 0; i < run.size; ++i) {
                masks[run.start + i] &= keep[i];
                if (masks[run.start + i] == 0) return false;
            }
        }
        return true;
    }
    if (k * n < kExactSums) {
        // prefix[i]: the sums of cells 0 .. i-1; suffix[i]: of cells i .. k-1.
        SumSet prefix[kExactSums / kMinRulesSize + 1], suffix[kExactSums / kMinRulesSize + 1];
        prefix[0] = SumSet::of(0);
        for (int i = 0; i < k; ++i) prefix[i + 1] = withDigits(prefix[i], masks[i]);
        suffix[k] = SumSet::of(0);
        for (int i = k - 1; i >= 0; --i) suffix[i] = withDigits(suffix[i + 1], masks[i]);
        SumSet goal{};
        keepTargets([&](int t) { return prefix[k].has(t); });
        for (int i = 0; i < targetCount; ++i) goal.add(targets[i]);
        if (goal.empty()) return false;
        for (int i = 0; i < k; ++i) {
            const SumSet others = sumOf(prefix[i], suffix[i + 1]); // the sums of every cell but i
            Mask keep = 0;
            for (Mask m = masks[i]; m; m &= m - 1)
                if (!(others.plus(std::countr_zero(m) + 1) & goal).empty()) keep |= m & (~m + 1);
            masks[i] = keep;
            if (keep == 0) return false;
        }
        return true;
    }
    int low = 0, high = 0;
    for (int i = 0; i < k; ++i) low += lowest(masks[i]), high += highest(masks[i]);
    keepTargets([&](int t) { return t >= low && t <= high; });
    if (targetCount == 0) return false;
    std::sort(targets, targets + targetCount);
    for (int i = 0; i < k; ++i) {
        const int othersLow = low - lowest(masks[i]), othersHigh = high - highest(masks[i]);
        Mask keep = 0;
        for (Mask m = masks[i]; m; m &= m - 1) {
            const int d = std::countr_zero(m) + 1;
            // Some target within [othersLow + d, othersHigh + d].
            const int* it = std::lower_bound(targets, targets + targetCount, othersLow + d);
            if (it != targets + targetCount && *it <= othersHigh + d) keep |= m & (~m + 1);
        }
        if (keep == 0) return false;
        if (keep != masks[i]) {
            // The bounds move with the cell (the next cells see its new smallest and largest digit).
            low += lowest(keep) - lowest(masks[i]);
            high += highest(keep) - highest(masks[i]);
            masks[i] = keep;
        }
    }
    return true;
}

} // namespace qudoku::constraints
