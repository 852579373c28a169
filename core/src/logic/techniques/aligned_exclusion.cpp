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

namespace qudoku::logic::detail {

namespace {

struct BaseCells {
    std::vector<int> cells;           // ascending
    CellSet set;
    std::vector<CellSet> excludersOf; // per cell of the grid (empty for cells that are not base cells)
};

BaseCells baseCells(const CandidateGrid& state, int maxExcluderCandidates) {
    const Geometry& g = state.geometry();
    BaseCells base;
    base.excludersOf.resize(static_cast<std::size_t>(state.cellCount()));
    state.emptyCells().forEach([&](int cell) {
        if (std::popcount(state.candidates(cell)) < 2) return;
        bool seesSingle = false;
        CellSet excluders;
        g.peers(cell).forEach([&](int peer) {
            const int count = std::popcount(state.candidates(peer));
            if (count == 1) seesSingle = true;
            else if (count >= 2 && count <= maxExcluderCandidates) excluders.insert(peer);
        });
        if (seesSingle || excluders.empty()) return;
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

    // A combination of values (one bit each) is possible: no repeat between cells that see each
    // other, no excluder left without a candidate.
    bool possible(const std::array<DigitMask, K>& values) const {
        DigitMask all = 0;
        for (std::size_t i = 0; i < K; ++i) {
            for (std::size_t j = 0; j < i; ++j)
                if (values[i] == values[j] && sees[i][j]) return false;
            all |= values[i];
        }
        for (DigitMask e : excluders)
            if ((e & ~all) == 0) return false;
        return true;
    }

    // For each base cell, its values that are in at least one possible combination.
    std::array<DigitMask, K> allowedValues() const {
        std::array<DigitMask, K> allowed{}, values{};
        // Depth-first over the combinations; stops once every candidate is known to be allowed.
        auto walk = [&](auto&& self, std::size_t k) -> bool {
            if (k == K) {
                if (!possible(values)) return false;
                bool everything = true;
                for (std::size_t i = 0; i < K; ++i) {
                    allowed[i] |= values[i];
                    everything = everything && allowed[i] == candidates[i];
                }
                return everything;
            }
            for (DigitMask m = candidates[k]; m; m &= m - 1) {
                values[k] = m & (~m + 1);
                if (self(self, k + 1)) return true;
            }
            return false;
        };
        walk(walk, 0);
        return allowed;
    }
};

// The step for base cells whose `allowed` values fall short of their candidates.
template <std::size_t K>
std::optional<Step> exclusionStep(const CandidateGrid& state, Technique technique, const Alignment<K>& alignment,
                                  const std::array<DigitMask, K>& allowed, const CellSet& excluderCells) {
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

template <std::size_t K>
Alignment<K> align(const CandidateGrid& state, const std::array<int, K>& cells, const CellSet& excluders) {
    const Geometry& g = state.geometry();
    Alignment<K> a;
    a.cells = cells;
    for (std::size_t i = 0; i < K; ++i) {
        a.candidates[i] = state.candidates(cells[i]);
        for (std::size_t j = 0; j < K; ++j) a.sees[i][j] = g.sees(cells[i], cells[j]);
    }
    excluders.forEach([&](int c) { a.excluders.push_back(state.candidates(c)); });
    return a;
}

} // namespace

std::optional<Step> findAlignedPairExclusion(const CandidateGrid& state, const FindContext& ctx) {
    const BaseCells base = baseCells(state, 2);
    for (std::size_t b = 1; b < base.cells.size(); ++b) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        for (std::size_t a = 0; a < b; ++a) {
            const std::array<int, 2> cells{base.cells[a], base.cells[b]};
            const CellSet excluders = base.excludersOf[static_cast<std::size_t>(cells[0])] &
                                      base.excludersOf[static_cast<std::size_t>(cells[1])];
            if (excluders.count() < 2) continue;
            const Alignment<2> alignment = align(state, cells, excluders);
            if (auto step = exclusionStep(state, Technique::AlignedPairExclusion, alignment, alignment.allowedValues(), excluders))
                return step;
        }
    }
    return std::nullopt;
}

std::optional<Step> findAlignedTripleExclusion(const CandidateGrid& state, const FindContext& ctx) {
    const BaseCells base = baseCells(state, 3);
    std::vector<int> tail;
    for (std::size_t b = 1; b < base.cells.size(); ++b) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        for (std::size_t a = 0; a < b; ++a) {
            const int first = base.cells[a], second = base.cells[b];
            const CellSet& firstExcluders = base.excludersOf[static_cast<std::size_t>(first)];
            const CellSet& secondExcluders = base.excludersOf[static_cast<std::size_t>(second)];
            // The third cell: a base cell among the first cell's excluders, then the second's.
            tail.clear();
            (firstExcluders & base.set).forEach([&](int c) {
                if (c != second) tail.push_back(c);
            });
            (secondExcluders & base.set).forEach([&](int c) {
                if (c != first && !firstExcluders.contains(c)) tail.push_back(c);
            });
            const CellSet pairExcluders = firstExcluders & secondExcluders;
            if (pairExcluders.count() < 2) continue; // the triple's excluders are among these
            for (int third : tail) {
                const CellSet excluders = pairExcluders & base.excludersOf[static_cast<std::size_t>(third)];
                if (excluders.count() < 2) continue;
                const std::array<int, 3> cells{first, second, third};
                const Alignment<3> alignment = align(state, cells, excluders);
                if (auto step =
                        exclusionStep(state, Technique::AlignedTripleExclusion, alignment, alignment.allowedValues(), excluders))
                    return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
