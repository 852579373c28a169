// Wings: short patterns of bivalue cells around a value z that ends up true at one of two "pincer"
// cells, so every cell that sees both pincers loses z.
//   XY-Wing:  pivot {x,y}, pincers {x,z} and {y,z} each seeing the pivot. If the pivot is x, the
//             {x,z} pincer is z; if it is y, the {y,z} pincer is: either way one pincer is z.
//   XYZ-Wing: pivot {x,y,z} with pincers {x,z}, {y,z}: the pivot itself may be z too, so only
//             cells seeing all three lose z.
//   W-Wing:   two {x,y} cells that do not see each other, joined by a strong link on x (a house
//             where x has just two places, one seeing each cell): one of the two cells is y.

#include <bit>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

int onlyValue(DigitMask mask) { return std::countr_zero(mask) + 1; }

std::vector<int> cellsWithCount(const CandidateGrid& state, int count) {
    std::vector<int> cells;
    state.emptyCells().forEach([&](int cell) {
        if (std::popcount(state.candidates(cell)) == count) cells.push_back(cell);
    });
    return cells;
}

void markCell(Step& step, const CandidateGrid& state, int cell, Role role) {
    for (DigitMask m = state.candidates(cell); m; m &= m - 1)
        step.marks.push_back({{cell, onlyValue(m)}, role});
}

// The wing with pivot `pivot` and pincers `a`, `b` on value z; nullopt when nothing is eliminated.
std::optional<Step> wingStep(const CandidateGrid& state, Technique technique, int pivot, int a, int b, int z,
                             bool pivotSeesTargets) {
    const Geometry& g = state.geometry();
    CellSet targets = g.peers(a) & g.peers(b) & state.cellsWithCandidate(z);
    if (pivotSeesTargets) targets &= g.peers(pivot);
    targets.erase(pivot);
    if (targets.empty()) return std::nullopt;
    Step step = makeStep(technique);
    step.values = state.candidates(pivot) | state.candidates(a) | state.candidates(b);
    markCell(step, state, pivot, Role::Pivot);
    markCell(step, state, a, Role::Pincer);
    markCell(step, state, b, Role::Pincer);
    targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
    return step;
}

std::optional<Step> findXYOrXYZ(const CandidateGrid& state, bool xyz) {
    const Geometry& g = state.geometry();
    const std::vector<int> pincers = cellsWithCount(state, 2);
    for (int pivot : cellsWithCount(state, xyz ? 3 : 2)) {
        const DigitMask pivotMask = state.candidates(pivot);
        for (std::size_t i = 0; i < pincers.size(); ++i) {
            const int a = pincers[i];
            if (!g.sees(pivot, a)) continue;
            const DigitMask am = state.candidates(a);
            // XY: a shares exactly one value with the pivot. XYZ: a is a subset of the pivot.
            if (xyz ? (am & ~pivotMask) != 0 : std::popcount(am & pivotMask) != 1) continue;
            for (std::size_t j = i + 1; j < pincers.size(); ++j) {
                const int b = pincers[j];
                if (!g.sees(pivot, b)) continue;
                const DigitMask bm = state.candidates(b);
                if (xyz) {
                    if ((bm & ~pivotMask) != 0 || am == bm) continue;
                    const DigitMask z = am & bm; // the value all three share
                    if (std::popcount(z) != 1) continue;
                    if (auto step = wingStep(state, Technique::XYZWing, pivot, a, b, onlyValue(z), true)) return step;
                } else {
                    // b holds the pivot's other value and a's non-pivot value z.
                    const DigitMask z = am & ~pivotMask;
                    if (bm != ((pivotMask & ~am) | z)) continue;
                    if (auto step = wingStep(state, Technique::XYWing, pivot, a, b, onlyValue(z), false)) return step;
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findXYWing(const CandidateGrid& state, const FindContext&) { return findXYOrXYZ(state, false); }

std::optional<Step> findXYZWing(const CandidateGrid& state, const FindContext&) { return findXYOrXYZ(state, true); }

std::optional<Step> findWWing(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    const std::vector<int> pairs = cellsWithCount(state, 2);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        for (std::size_t j = i + 1; j < pairs.size(); ++j) {
            const int a = pairs[i], b = pairs[j];
            if (state.candidates(a) != state.candidates(b) || g.sees(a, b)) continue;
            const DigitMask both = state.candidates(a);
            for (int linkValue : {onlyValue(both), onlyValue(both & (both - 1))}) {
                const int other = onlyValue(both & ~digitBit(linkValue));
                // Eliminations first: without targets no link needs finding.
                const CellSet targets = g.peers(a) & g.peers(b) & state.cellsWithCandidate(other);
                if (targets.empty()) continue;
                for (int h = 0; h < g.houseCount(); ++h) {
                    const CellSet link = g.houseCells(h) & state.cellsWithCandidate(linkValue);
                    if (link.count() != 2 || link.contains(a) || link.contains(b)) continue;
                    const int p = link.first();
                    int q = -1;
                    link.forEach([&](int cell) { if (cell != p) q = cell; });
                    // One end sees a and the other sees b. One end holds linkValue, so the cell it
                    // sees (a or b) does not, and holds `other` instead.
                    int pa = -1, qb = -1;
                    if (g.sees(p, a) && g.sees(q, b)) pa = p, qb = q;
                    else if (g.sees(q, a) && g.sees(p, b)) pa = q, qb = p;
                    else continue;
                    Step step = makeStep(Technique::WWing);
                    step.values = both;
                    markCell(step, state, a, Role::Pincer);
                    markCell(step, state, b, Role::Pincer);
                    step.marks.push_back({{pa, linkValue}, Role::Link});
                    step.marks.push_back({{qb, linkValue}, Role::Link});
                    step.houses.push_back({h, Role::Link});
                    // Drawn as the chain it is: (x)a - (x)pa = (x)qb - (x)b, x = linkValue.
                    step.links.push_back({{{a}, linkValue}, {{pa}, linkValue}, LinkKind::Weak});
                    step.links.push_back({{{pa}, linkValue}, {{qb}, linkValue}, LinkKind::Strong});
                    step.links.push_back({{{qb}, linkValue}, {{b}, linkValue}, LinkKind::Weak});
                    targets.forEach([&](int cell) { step.eliminations.push_back({cell, other}); });
                    return step;
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
