// Singles: the steps that place a value.
//   Full house:    a house with one empty cell left takes the one value it is missing.
//   Naked single:  an empty cell with one candidate left takes it.
//   Hidden single: a value with one possible cell left in a house goes there (boxes are searched
//                  before rows and columns, as players look at boxes first; Explainer rates a box
//                  single 1.2 and a line single 1.5); a variant's extra houses after them, at 1.5.
// Every house of the geometry is complete (geometry.h), so "the value's one place" is sound there.

#include <bit>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

Step placement(Technique technique, int cell, int value) {
    Step step = makeStep(technique);
    step.placements.push_back({cell, value});
    step.marks.push_back({{cell, value}, Role::Target});
    step.values = digitBit(value);
    return step;
}

} // namespace

std::optional<Step> findFullHouse(const CandidateGrid& state, const FindContext&) {
    const Geometry& geometry = state.geometry();
    for (int h = 0; h < geometry.houseCount(); ++h) {
        const CellSet empty = geometry.houseCells(h) & state.emptyCells();
        if (!empty.hasExactlyOne()) continue;
        const int cell = empty.first();
        if (std::popcount(state.candidates(cell)) != 1) continue; // a contradiction, not a step
        Step step = placement(Technique::FullHouse, cell, std::countr_zero(state.candidates(cell)) + 1);
        step.houses.push_back({h, Role::Base});
        return step;
    }
    return std::nullopt;
}

std::optional<Step> findNakedSingle(const CandidateGrid& state, const FindContext&) {
    std::optional<Step> found;
    state.emptyCells().forEach([&](int cell) {
        if (!found && std::popcount(state.candidates(cell)) == 1)
            found = placement(Technique::NakedSingle, cell, std::countr_zero(state.candidates(cell)) + 1);
    });
    return found;
}

std::optional<Step> findHiddenSingle(const CandidateGrid& state, const FindContext&) {
    const Geometry& geometry = state.geometry();
    const int n = state.size();
    // Boxes (houses 2N..3N-1) first, then rows and columns, then a variant's extra houses
    // (diagonals, windows, disjoint groups, extra regions: harder to see, rated as a line's).
    for (int pass = 0; pass < 3; ++pass) {
        const int first = pass == 0 ? 2 * n : pass == 1 ? 0 : 3 * n;
        const int last = pass == 0 ? 3 * n : pass == 1 ? 2 * n : geometry.houseCount();
        for (int h = first; h < last; ++h) {
            for (int v = 1; v <= n; ++v) {
                const CellSet places = geometry.houseCells(h) & state.cellsWithCandidate(v);
                if (!places.hasExactlyOne()) continue; // a popcount per word is a library call here
                Step step = placement(Technique::HiddenSingle, places.first(), v);
                step.houses.push_back({h, Role::Base});
                if (pass > 0) step.rating = 1.5;
                return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
