// Avoidable rectangles: unique rectangles made partly of solved cells. Sound only when the puzzle has
// exactly one solution (the engine skips them when LogicOptions::uniquenessTechniques is off).
//
// Four cells on two rows, two columns and exactly two boxes, none of them a given. If they ended up
// holding x, y / y, x (each value on a diagonal), the x's and y's could be swapped: every house
// keeps its values, no given changes, and the puzzle would have a second solution. A given in the
// rectangle would stop the swap, which is why only cells solved on the way count
// (CandidateGrid::isGiven; the app's states count the player's digits as givens, which only hides
// some rectangles). The corners are numbered as in rectangles.cpp: 0 = r1c1, 1 = r1c2, 2 = r2c1,
// 3 = r2c2; corner i's row neighbour is i ^ 1, its column neighbour i ^ 2, its diagonal 3 - i.
//   Type 1: three corners are solved, the two facing each other across the empty one with the same
//           value y, the third (diagonal to the empty corner) with x. The empty corner cannot be x.
//           (HoDoKu also asks the empty corner to have two candidates; the argument does not need it.)
//   Type 2: the two corners of one side are solved, x and y; each empty corner has the value of the
//           solved corner diagonal to it and one other candidate z, the same in both. Were neither
//           z, they would complete the pattern, so one is z: cells that see both lose z. (HoDoKu
//           asks the solved side to lie in one box; the argument holds for either side, as for the
//           unique rectangles' type 2.)
// HoDoKu's types, rated as its unique rectangles 1 and 2 (technique.cpp).
//
// Marks: the four corners as whole cells, in corner order (so a front end can tell which corner
// holds what: the solved corners are those without candidate marks), then each empty corner's
// deadly value (Defining; type 1 also eliminates it) and, type 2, its extra value z (Fin).
// Step::values holds x and y.

#include <bit>
#include <optional>
#include <utility>

#include "logic/finders.h"
#include "logic/techniques/rectangle_cells.h"

namespace qudoku::logic::detail {

namespace {

using Corners = RectangleCells;

// Every rectangle spanning exactly two boxes, with no given among its corners and two or three of
// them solved, given to `f(corners, solvedCount)` until it returns a step.
template <class F>
std::optional<Step> forEachAvoidableRectangle(const CandidateGrid& state, F&& f) {
    return forEachTwoBoxRectangle(state.shape(), [&](const Corners& corners) -> std::optional<Step> {
        int solved = 0;
        for (int cell : corners.cells) {
            if (state.isGiven(cell)) return std::nullopt;
            solved += state.isSolved(cell);
        }
        if (solved < 2 || solved == 4) return std::nullopt;
        return f(corners, solved);
    });
}

Step avoidableStep(Technique technique, const Corners& corners, DigitMask pair) {
    Step step = makeStep(technique);
    step.values = pair;
    for (int cell : corners.cells) step.marks.push_back({{cell, 0}, Role::Defining});
    return step;
}

} // namespace

std::optional<Step> findAvoidableRectangle1(const CandidateGrid& state, const FindContext&) {
    return forEachAvoidableRectangle(state, [&](const Corners& corners, int solved) -> std::optional<Step> {
        if (solved != 3) return std::nullopt;
        int e = 0; // the empty corner
        while (state.isSolved(corners.cells[e])) ++e;
        const int target = corners.cells[e];
        const int x = state.value(corners.cells[3 - e]), y = state.value(corners.cells[e ^ 1]);
        if (x == y || state.value(corners.cells[e ^ 2]) != y || !state.hasCandidate(target, x)) return std::nullopt;
        Step step = avoidableStep(Technique::AvoidableRectangle1, corners, digitBit(x) | digitBit(y));
        step.marks.push_back({{target, x}, Role::Defining});
        step.eliminations.push_back({target, x});
        return step;
    });
}

std::optional<Step> findAvoidableRectangle2(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachAvoidableRectangle(state, [&](const Corners& corners, int solved) -> std::optional<Step> {
        if (solved != 2) return std::nullopt;
        // The solved side: corners {0,1}, {2,3} (a row) or {0,2}, {1,3} (a column).
        for (const auto& [s1, s2] : {std::pair{0, 1}, std::pair{2, 3}, std::pair{0, 2}, std::pair{1, 3}}) {
            const int e1 = 3 - s2, e2 = 3 - s1; // the empty corners, diagonal to s2 and to s1
            const int a = corners.cells[s1], b = corners.cells[s2], c = corners.cells[e1], d = corners.cells[e2];
            if (!state.isSolved(a) || !state.isSolved(b) || state.isSolved(c) || state.isSolved(d)) continue;
            // c would hold b's value and d a's value; each has one extra, the same z.
            const DigitMask deadlyC = digitBit(state.value(b)), deadlyD = digitBit(state.value(a));
            if (deadlyC == deadlyD || !(state.candidates(c) & deadlyC) || !(state.candidates(d) & deadlyD)) continue;
            const DigitMask extra = state.candidates(c) & ~deadlyC;
            if (std::popcount(extra) != 1 || (state.candidates(d) & ~deadlyD) != extra) continue;
            const int z = std::countr_zero(extra) + 1;
            const CellSet targets = g.peers(c) & g.peers(d) & state.cellsWithCandidate(z);
            if (targets.empty()) continue;
            Step step = avoidableStep(Technique::AvoidableRectangle2, corners, deadlyC | deadlyD);
            step.marks.push_back({{c, std::countr_zero(deadlyC) + 1}, Role::Defining});
            step.marks.push_back({{d, std::countr_zero(deadlyD) + 1}, Role::Defining});
            step.marks.push_back({{c, z}, Role::Fin});
            step.marks.push_back({{d, z}, Role::Fin});
            targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
            return step;
        }
        return std::nullopt;
    });
}

} // namespace qudoku::logic::detail
