// ALS-XZ. An almost locked set (ALS) is k cells of one house holding k + 1 candidates between them:
// take any one value out and the rest are locked. A single bivalue cell is the smallest ALS.
// Two ALS A and B (no cell in common) with a "restricted common" value x — x in both, and every
// x-cell of A sees every x-cell of B — cannot both hold x; the one without x is then locked and
// holds every other value it has. So for any other common value z, z sits in A or in B, and a cell
// outside both that sees every z-cell of A and B loses z.
//
// Sets of up to four cells per house are used (larger ones are rare in steps a player would find,
// and the search grows fast); among the steps found, the one with the fewest cells is shown.

#include <bit>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

struct Als {
    CellSet cells;
    DigitMask values;
    int size;
    int house; // the house it was found in (the first, when it lies in two)
};

std::vector<Als> almostLockedSets(const CandidateGrid& state, int maxSize) {
    const Geometry& g = state.geometry();
    std::vector<Als> sets;
    for (int h = 0; h < g.houseCount(); ++h) {
        std::vector<int> empty;
        for (int cell : g.house(h).cells)
            if (!state.isSolved(cell)) empty.push_back(cell);
        std::vector<int> chosen;
        auto recurse = [&](auto&& self, std::size_t start, DigitMask values) -> void {
            if (!chosen.empty() && std::popcount(values) == static_cast<int>(chosen.size()) + 1) {
                CellSet cells;
                for (int c : chosen) cells.insert(c);
                bool seen = false;
                for (const Als& als : sets) seen = seen || als.cells == cells;
                if (!seen) sets.push_back({cells, values, static_cast<int>(chosen.size()), h});
            }
            if (static_cast<int>(chosen.size()) == maxSize) return;
            for (std::size_t i = start; i < empty.size(); ++i) {
                const DigitMask next = values | state.candidates(empty[i]);
                // An ALS has one value more than cells; more than maxSize + 1 values can never shrink.
                if (std::popcount(next) > maxSize + 1) continue;
                chosen.push_back(empty[i]);
                self(self, i + 1, next);
                chosen.pop_back();
            }
        };
        recurse(recurse, 0, 0);
    }
    return sets;
}

// The cells of `als` holding `value`.
CellSet cellsWith(const CandidateGrid& state, const Als& als, int value) {
    return als.cells & state.cellsWithCandidate(value);
}

} // namespace

std::optional<Step> findAlsXz(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    const std::vector<Als> sets = almostLockedSets(state, state.size() <= 9 ? 4 : 3);
    std::optional<Step> best;
    int bestSize = 0;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als& a = sets[i];
            const Als& b = sets[j];
            if (best && a.size + b.size >= bestSize) continue;
            if (a.cells.intersects(b.cells)) continue;
            const DigitMask common = a.values & b.values;
            if (std::popcount(common) < 2) continue;
            for (DigitMask xs = common; xs; xs &= xs - 1) {
                const int x = std::countr_zero(xs) + 1;
                const CellSet ax = cellsWith(state, a, x), bx = cellsWith(state, b, x);
                bool restricted = true;
                ax.forEach([&](int cell) { restricted = restricted && bx.isSubsetOf(g.peers(cell)); });
                if (!restricted) continue;
                Step step = makeStep(Technique::AlsXz);
                for (DigitMask zs = common & ~digitBit(x); zs; zs &= zs - 1) {
                    const int z = std::countr_zero(zs) + 1;
                    CellSet targets = state.cellsWithCandidate(z) - a.cells - b.cells;
                    (cellsWith(state, a, z) | cellsWith(state, b, z)).forEach([&](int cell) { targets &= g.peers(cell); });
                    targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
                }
                if (step.eliminations.empty()) continue;
                step.values = common;
                step.houses = {{a.house, Role::Base}, {b.house, Role::Base}};
                for (const auto& [als, alsRole] : {std::pair{&a, Role::ColourA}, std::pair{&b, Role::ColourB}}) {
                    const Role role = alsRole; // clang 14 cannot capture a structured binding
                    als->cells.forEach([&](int cell) {
                        for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
                            const int v = std::countr_zero(m) + 1;
                            step.marks.push_back({{cell, v}, v == x ? Role::Link : role});
                        }
                    });
                }
                bestSize = a.size + b.size;
                best = std::move(step);
                break;
            }
        }
    }
    return best;
}

} // namespace qudoku::logic::detail
