// Locked candidates: a box and a line overlap in a few cells; when a value is confined to the
// overlap in one of them, it must be there, so the rest of the other house loses it.
//   Pointing (type 1): in a box, value v lies only on one row (or column): the row's cells outside
//                      the box lose v.
//   Claiming (type 2): in a row (or column), v lies only in one box: the box's other cells lose v.
// Boxes are the rules' regions (a jigsaw's regions); with extra houses, any two houses that share the
// value's places (findLockedAnyHouses).

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

// `base` confines v to its overlap with `cover`; the eliminations are cover's other cells with v.
std::optional<Step> lockedStep(const CandidateGrid& state, Technique technique, int base, int cover, int v) {
    const Geometry& geometry = state.geometry();
    const CellSet inBase = geometry.houseCells(base) & state.cellsWithCandidate(v);
    const CellSet targets = (geometry.houseCells(cover) & state.cellsWithCandidate(v)) - inBase;
    if (targets.empty()) return std::nullopt;
    Step step = makeStep(technique);
    step.values = digitBit(v);
    step.houses = {{base, Role::Base}, {cover, Role::Cover}};
    inBase.forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::Defining}); });
    targets.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
    return step;
}

// Every (box, line) pair where v, in `fromBoxes ? box : line`, lies only in the overlap.
std::optional<Step> findLocked(const CandidateGrid& state, Technique technique, bool fromBoxes) {
    const Geometry& geometry = state.geometry();
    const int n = state.size();
    for (int first = 0; first < n; ++first) {
        for (int v = 1; v <= n; ++v) {
            if (fromBoxes) {
                const int box = 2 * n + first;
                const CellSet inBox = geometry.houseCells(box) & state.cellsWithCandidate(v);
                if (inBox.count() < 2) continue; // a single is not a locked set
                for (int line = 0; line < 2 * n; ++line) {
                    if (!inBox.isSubsetOf(geometry.houseCells(line))) continue;
                    if (auto step = lockedStep(state, technique, box, line, v)) return step;
                }
            } else {
                for (int line : {first, n + first}) { // row `first`, then column `first`
                    const CellSet inLine = geometry.houseCells(line) & state.cellsWithCandidate(v);
                    if (inLine.count() < 2) continue;
                    const int box = geometry.boxHouse(inLine.first());
                    if (!inLine.isSubsetOf(geometry.houseCells(box))) continue;
                    if (auto step = lockedStep(state, technique, line, box, v)) return step;
                }
            }
        }
    }
    return std::nullopt;
}

// Variants: any two complete houses that share cells (a box and a diagonal, a jigsaw region and a
// row, a window and a column). Pointing when the base is a box or region, claiming otherwise; the
// classic pairs come first, in the classic order, then those with an extra house.
std::optional<Step> findLockedAnyHouses(const CandidateGrid& state, Technique technique, bool fromBoxes) {
    if (auto step = findLocked(state, technique, fromBoxes)) return step;
    const Geometry& g = state.geometry();
    const int n = state.size(), houses = g.houseCount();
    for (int base = 0; base < houses; ++base) {
        const bool baseIsBox = base >= 2 * n && base < 3 * n;
        if (baseIsBox != fromBoxes) continue;
        for (int v = 1; v <= n; ++v) {
            const CellSet inBase = g.houseCells(base) & state.cellsWithCandidate(v);
            if (!inBase.hasTwoOrMore()) continue;
            for (int cover = 0; cover < houses; ++cover) {
                if (cover == base || (base < 3 * n && cover < 3 * n)) continue; // the classic pairs: done above
                if (!inBase.isSubsetOf(g.houseCells(cover))) continue;
                if (auto step = lockedStep(state, technique, base, cover, v)) return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findPointing(const CandidateGrid& state, const FindContext&) {
    if (state.geometry().houseCount() > 3 * state.size()) return findLockedAnyHouses(state, Technique::Pointing, true);
    return findLocked(state, Technique::Pointing, true);
}

std::optional<Step> findClaiming(const CandidateGrid& state, const FindContext&) {
    if (state.geometry().houseCount() > 3 * state.size()) return findLockedAnyHouses(state, Technique::Claiming, false);
    return findLocked(state, Technique::Claiming, false);
}

} // namespace qudoku::logic::detail
