// Aligned pair and triple exclusion, as Sudoku Explainer defines and rates them (SukakuExplainer's
// AlignedPairExclusion.java and AlignedExclusion.java: 6.2 and 7.5).
//
// Take two (three) base cells and the excluders: cells with few candidates (exactly two for the
// pair, two or three for the triple) that see every base cell. A combination of values for the base
// cells is impossible when two base cells that see each other get the same value, or when it takes
// every candidate of an excluder, which sees them all and would be left with none. A candidate of a
// base cell that belongs to no possible combination is eliminated.
//
// Explainer's rules are followed exactly, so that its ratings can be matched puzzle by puzzle:
//   - a base cell is an empty cell with two or more candidates that sees at least one cell with the
//     excluders' number of candidates, and no cell down to one candidate (Explainer leaves those to
//     the singles);
//   - the pattern needs at least two excluders;
//   - pairs: any two base cells. Triples: any two base cells and a third base cell taken from the
//     cells the first or the second sees with two or three candidates;
//   - search order: pairs (a, b) of base cells with b ascending and a ascending below b; for a
//     triple, the third cell from the first cell's peers, then the second's, ascending. Explainer
//     applies the first pattern with eliminations, and so does this finder.

#include <array>
#include <bit>
#include <vector>

#include "logic/finders.h"
#include "logic/word_set.h"

namespace qudoku::logic::detail {

namespace {

template <int Words>
struct BaseCells {
    using Set = WordSet<Words>;
    std::vector<int> cells;       // ascending
    Set set;
    std::vector<Set> excludersOf; // per cell of the grid (empty for cells that are not base cells)
};

template <int Words>
BaseCells<Words> baseCells(const CandidateGrid& state, int maxExcluderCandidates) {
    const Geometry& g = state.geometry();
    BaseCells<Words> base;
    base.excludersOf.resize(static_cast<std::size_t>(state.cellCount()));
    state.emptyCells().forEach([&](int cell) {
        if (std::popcount(state.candidates(cell)) < 2) return;
        bool seesSingle = false;
        WordSet<Words> excluders;
        g.peers(cell).forEach([&](int peer) {
            const int count = std::popcount(state.candidates(peer));
            if (count == 1) seesSingle = true;
            else if (count >= 2 && count <= maxExcluderCandidates) excluders.insert(peer);
        });
        if (seesSingle || !excluders.any()) return;
        base.cells.push_back(cell);
        base.set.insert(cell);
        base.excludersOf[static_cast<std::size_t>(cell)] = excluders;
    });
    return base;
}

// The K base cells, their candidates, which pairs see each other, and the excluders' candidates.
template <std::size_t K>
struct Alignment {
    std::array<int, K> cells{};
    std::array<DigitMask, K> candidates{};
    std::array<std::array<bool, K>, K> sees{};
    std::vector<DigitMask> excluders;

    // For each base cell, its values that are in at least one possible combination.
    //
    // Rather than trying each combination against each excluder (up to 9^3 combinations times the
    // excluders, per alignment: this finder's cost on a hard state was mostly that), the
    // excluders become masks. An excluder with candidates {p, q} rules out p beside q: q is in
    // pairKill[p] and p in pairKill[q]. One with {p, q, r} rules out the third of its values
    // beside the other two. So the loops run over the first K - 1 cells and the last cell's
    // possible values come out as one mask. Excluders have two candidates (three for the triple):
    // see baseCells.
    std::array<DigitMask, K> allowedValues() const {
        static_assert(K == 2 || K == 3);
        std::array<DigitMask, 32> pairKill{}; // index: value - 1
        std::array<DigitMask, 64> triples; // the first tripleCount are set
        std::size_t tripleCount = 0;
        for (DigitMask e : excluders) {
            if (std::popcount(e) == 2) {
                const DigitMask p = e & (~e + 1), q = e & ~p;
                pairKill[std::countr_zero(p)] |= q;
                pairKill[std::countr_zero(q)] |= p;
            } else if (tripleCount < triples.size()) {
                triples[tripleCount++] = e;
            } else {
                return candidates; // cannot happen: a cell has at most 3 × 24 peers in 25×25
            }
        }
        // `bit` is one value's bit; "& 31" only tells GCC the index is in range.
        const auto killedBeside = [&](DigitMask bit) { return pairKill[std::countr_zero(bit) & 31]; };
        std::array<DigitMask, K> allowed{};
        for (DigitMask xs = candidates[0]; xs; xs &= xs - 1) {
            const DigitMask x = xs & (~xs + 1);
            if constexpr (K == 2) {
                const DigitMask ys = candidates[1] & ~killedBeside(x) & ~(sees[0][1] ? x : 0);
                if (ys) allowed[0] |= x, allowed[1] |= ys;
            } else {
                for (DigitMask ys = candidates[1]; ys; ys &= ys - 1) {
                    const DigitMask y = ys & (~ys + 1);
                    if (x == y ? sees[0][1] : (killedBeside(x) & y) != 0) continue; // a repeat, or an excluder {x, y}
                    DigitMask zs = candidates[2] & ~killedBeside(x) & ~killedBeside(y);
                    if (sees[0][2]) zs &= ~x;
                    if (sees[1][2]) zs &= ~y;
                    if (x != y)
                        for (std::size_t t = 0; t < tripleCount; ++t)
                            if ((triples[t] & (x | y)) == (x | y)) zs &= ~(triples[t] & ~(x | y));
                    if (zs) allowed[0] |= x, allowed[1] |= y, allowed[2] |= zs;
                }
            }
        }
        return allowed;
    }
};

// The step for base cells whose `allowed` values fall short of their candidates.
template <std::size_t K, class Set>
std::optional<Step> exclusionStep(const CandidateGrid& state, Technique technique, const Alignment<K>& alignment,
                                  const std::array<DigitMask, K>& allowed, const Set& excluderCells) {
    if (allowed == alignment.candidates) return std::nullopt;
    Step step = makeStep(technique);
    CellSet baseSet;
    for (std::size_t i = 0; i < K; ++i) {
        baseSet.insert(alignment.cells[i]);
        for (DigitMask m = alignment.candidates[i] & ~allowed[i]; m; m &= m - 1) {
            step.eliminations.push_back({alignment.cells[i], std::countr_zero(m) + 1});
            step.values |= m & (~m + 1);
        }
    }
    if (step.eliminations.empty()) return std::nullopt;
    // The excluders that rule out a combination with an eliminated candidate (the first one that
    // does, when no repeat does, as Explainer shows it), for the picture.
    std::vector<int> excluderList;
    excluderCells.forEach([&](int c) { excluderList.push_back(c); });
    CellSet shown;
    std::array<DigitMask, K> values{};
    auto walk = [&](auto&& self, std::size_t k, bool eliminated) -> void {
        if (k == K) {
            if (!eliminated) return;
            DigitMask all = 0;
            for (std::size_t i = 0; i < K; ++i) {
                for (std::size_t j = 0; j < i; ++j)
                    if (values[i] == values[j] && alignment.sees[i][j]) return; // a repeat rules it out
                all |= values[i];
            }
            for (std::size_t e = 0; e < excluderList.size(); ++e)
                if ((alignment.excluders[e] & ~all) == 0) {
                    shown.insert(excluderList[e]);
                    break;
                }
            return;
        }
        for (DigitMask m = alignment.candidates[k]; m; m &= m - 1) {
            values[k] = m & (~m + 1);
            self(self, k + 1, eliminated || (values[k] & ~allowed[k]) != 0);
        }
    };
    walk(walk, 0, false);
    markSet(step, state, baseSet, Role::Defining, 0);
    markSet(step, state, shown, Role::Link, 0);
    return step;
}

template <std::size_t K, class Set>
void align(Alignment<K>& a, const CandidateGrid& state, const std::array<int, K>& cells, const Set& excluders) {
    const Geometry& g = state.geometry();
    a.cells = cells;
    for (std::size_t i = 0; i < K; ++i) {
        a.candidates[i] = state.candidates(cells[i]);
        for (std::size_t j = 0; j < K; ++j) a.sees[i][j] = g.sees(cells[i], cells[j]);
    }
    a.excluders.clear();
    excluders.forEach([&](int c) { a.excluders.push_back(state.candidates(c)); });
}

template <int Words>
std::optional<Step> findPairExclusion(const CandidateGrid& state, const FindContext& ctx) {
    const BaseCells<Words> base = baseCells<Words>(state, 2);
    Alignment<2> alignment;
    for (std::size_t b = 1; b < base.cells.size(); ++b) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        for (std::size_t a = 0; a < b; ++a) {
            const std::array<int, 2> cells{base.cells[a], base.cells[b]};
            const WordSet<Words> excluders = base.excludersOf[static_cast<std::size_t>(cells[0])] &
                                             base.excludersOf[static_cast<std::size_t>(cells[1])];
            if (!excluders.hasTwoOrMore()) continue;
            align(alignment, state, cells, excluders);
            if (auto step = exclusionStep(state, Technique::AlignedPairExclusion, alignment, alignment.allowedValues(), excluders))
                return step;
        }
    }
    return std::nullopt;
}

template <int Words>
std::optional<Step> findTripleExclusion(const CandidateGrid& state, const FindContext& ctx) {
    using Set = WordSet<Words>;
    const BaseCells<Words> base = baseCells<Words>(state, 3);
    Alignment<3> alignment;
    std::vector<int> tail;
    for (std::size_t b = 1; b < base.cells.size(); ++b) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        for (std::size_t a = 0; a < b; ++a) {
            const int first = base.cells[a], second = base.cells[b];
            const Set& firstExcluders = base.excludersOf[static_cast<std::size_t>(first)];
            const Set& secondExcluders = base.excludersOf[static_cast<std::size_t>(second)];
            const Set pairExcluders = firstExcluders & secondExcluders;
            if (!pairExcluders.hasTwoOrMore()) continue; // the triple's excluders are among these
            // The third cell: a base cell among the first cell's excluders, then the second's.
            tail.clear();
            (firstExcluders & base.set).forEach([&](int c) {
                if (c != second) tail.push_back(c);
            });
            (secondExcluders & base.set).forEach([&](int c) {
                if (c != first && !firstExcluders.contains(c)) tail.push_back(c);
            });
            for (int third : tail) {
                const Set excluders = pairExcluders & base.excludersOf[static_cast<std::size_t>(third)];
                if (!excluders.hasTwoOrMore()) continue;
                const std::array<int, 3> cells{first, second, third};
                align(alignment, state, cells, excluders);
                if (auto step =
                        exclusionStep(state, Technique::AlignedTripleExclusion, alignment, alignment.allowedValues(), excluders))
                    return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findAlignedPairExclusion(const CandidateGrid& state, const FindContext& ctx) {
    return withWordsFor(state.cellCount(), [&]<int Words>() { return findPairExclusion<Words>(state, ctx); });
}

std::optional<Step> findAlignedTripleExclusion(const CandidateGrid& state, const FindContext& ctx) {
    return withWordsFor(state.cellCount(), [&]<int Words>() { return findTripleExclusion<Words>(state, ctx); });
}

} // namespace qudoku::logic::detail
