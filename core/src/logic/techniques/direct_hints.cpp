// Sudoku Explainer's direct hints, for the se scale: a locked set that is not applied itself but shown
// to leave a hidden single, which is placed (SukakuExplainer 7c8c0bf: Locking and HiddenSet in direct
// mode, DirectLockingHint, DirectHiddenSetHint; facts read there, the code is our own). Explainer
// tries them among its singles, so they decide which easy step comes first, and a puzzle's ER when
// its hardest step is one of them: on the 17-clue puzzles a quarter get another ER without them.
//
//   Direct pointing (1.7): in a box, v lies only where the box meets a line; the line's other cells
//     cannot hold v, and in another box the line crosses, v is left with one place outside the line.
//     Direct claiming (1.9): the same with a line confined to a box, and another line through the box.
//   Direct hidden pair (2.0) and triple (2.5): in a house, d values lie only in the same d cells, so
//     those cells hold nothing else; some other value of the house is then left with one place.
// The step places that value; the locked set's own eliminations are not made (Explainer applies only
// the placement; the set is found again later if it still eliminates something).
//
// Explainer's search order, followed because the first hint is the step:
// - pointing and claiming: the house kinds (box and column, box and row, column and box, row and box),
//   then the value, then the first house, then the second, then the other house of the first kind that
//   the second crosses, each in index order;
// - hidden sets: houses by kind (boxes, columns, rows), each with more than d empty cells, then the
//   value sets in Explainer's combination order; each value with two places or more; the first value
//   (in value order) outside the set left with one place wins, else the next set.
//
// The step's marks: the locked set's candidates Defining, the candidates it rules out where the single
// appears Target, the single's placement; houses: the locked set's (Base), the other one of pointing
// and claiming (Cover), and the house of the single (Link).

#include <bit>

#include "logic/finders.h"
#include "logic/techniques/combinations.h"

namespace qudoku::logic::detail {

namespace {

enum class Kind { Box, Row, Column };

int houseIndex(int n, Kind kind, int i) { return kind == Kind::Row ? i : kind == Kind::Column ? n + i : 2 * n + i; }

std::optional<Step> directLocked(const CandidateGrid& state) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    constexpr Kind kPairs[][2] = {{Kind::Box, Kind::Column}, {Kind::Box, Kind::Row}, {Kind::Column, Kind::Box}, {Kind::Row, Kind::Box}};
    for (const auto& [kind1, kind2] : kPairs)
        for (int v = 1; v <= n; ++v) {
            const CellSet& withV = state.cellsWithCandidate(v);
            for (int i1 = 0; i1 < n; ++i1) {
                const int first = houseIndex(n, kind1, i1);
                const CellSet locked = g.houseCells(first) & withV;
                if (locked.count() < 2) continue;
                for (int i2 = 0; i2 < n; ++i2) {
                    const int second = houseIndex(n, kind2, i2);
                    if (!g.houseCells(first).intersects(g.houseCells(second)) || !locked.isSubsetOf(g.houseCells(second)))
                        continue;
                    for (int i3 = 0; i3 < n; ++i3) {
                        const int third = houseIndex(n, kind1, i3);
                        if (i3 == i1 || !g.houseCells(third).intersects(g.houseCells(second))) continue;
                        const CellSet places = g.houseCells(third) & withV;
                        if (places.count() < 2) continue;
                        const CellSet left = places - g.houseCells(second);
                        if (left.count() != 1) continue;
                        Step step = makeStep(Technique::DirectPointing);
                        if (kind1 != Kind::Box) step.rating = 1.9; // direct claiming
                        step.values = digitBit(v);
                        step.houses = {{first, Role::Base}, {second, Role::Cover}, {third, Role::Link}};
                        locked.forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::Defining}); });
                        (places - left).forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::Target}); });
                        step.placements.push_back({left.first(), v});
                        step.marks.push_back({{left.first(), v}, Role::Target});
                        return step;
                    }
                }
            }
        }
    return std::nullopt;
}

std::optional<Step> directHidden(const CandidateGrid& state, Technique technique, int degree) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    for (Kind kind : {Kind::Box, Kind::Column, Kind::Row})
        for (int i = 0; i < n; ++i) {
            const int h = houseIndex(n, kind, i);
            const CellSet& house = g.houseCells(h);
            if ((house & state.emptyCells()).count() <= degree) continue;
            std::optional<Step> found;
            forEachCombination(degree, n, [&](std::uint64_t chosen) {
                CellSet cells;
                DigitMask values = 0;
                for (int v = 1; v <= n; ++v) {
                    if (!(chosen >> (v - 1) & 1)) continue;
                    const CellSet places = house & state.cellsWithCandidate(v);
                    if (places.count() < 2) return false;
                    cells |= places;
                    values |= digitBit(v);
                }
                if (cells.count() != degree) return false;
                for (int w = 1; w <= n; ++w) {
                    if (values & digitBit(w)) continue;
                    const CellSet places = house & state.cellsWithCandidate(w);
                    if (places.count() < 2) continue;
                    const CellSet left = places - cells;
                    if (left.count() != 1) continue;
                    Step step = makeStep(technique);
                    step.values = values;
                    step.houses = {{h, Role::Base}};
                    cells.forEach([&](int cell) {
                        for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
                            const int u = std::countr_zero(m) + 1;
                            step.marks.push_back({{cell, u}, (values & digitBit(u)) ? Role::Defining : Role::Target});
                        }
                    });
                    step.placements.push_back({left.first(), w});
                    step.marks.push_back({{left.first(), w}, Role::Target});
                    found = std::move(step);
                    return true;
                }
                return false;
            });
            if (found) return found;
        }
    return std::nullopt;
}

} // namespace

std::optional<Step> findDirectPointing(const CandidateGrid& state, const FindContext&) { return directLocked(state); }

std::optional<Step> findDirectHiddenPair(const CandidateGrid& state, const FindContext&) {
    return directHidden(state, Technique::DirectHiddenPair, 2);
}

std::optional<Step> findDirectHiddenTriple(const CandidateGrid& state, const FindContext&) {
    return directHidden(state, Technique::DirectHiddenTriple, 3);
}

} // namespace qudoku::logic::detail
