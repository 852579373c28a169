// Unique rectangles: sound only when the puzzle has exactly one solution (the engine skips them
// when LogicOptions::uniquenessTechniques is off).
//
// Four empty cells on two rows, two columns and exactly two boxes. If all four ended up holding only
// x and y, the x's and y's could be swapped and the puzzle would have two solutions (the "deadly
// pattern"). So some cell of the rectangle must hold something else. The corners are numbered
// 0 = r1c1, 1 = r1c2, 2 = r2c1, 3 = r2c2: corner i's row neighbour is i ^ 1, its column neighbour
// i ^ 2, the corner diagonal to it 3 - i.
//   Type 1: three corners are exactly {x,y}: the fourth cannot be x or y.
//   Type 2: two corners ("floor") are {x,y}; the other two ("roof", sharing a row or column) are
//           {x,y,z} with the same single extra z: one roof cell is z, so cells seeing both lose z.
//   Type 4: floor {x,y}; in a house holding both roof cells, x has no place but the roof: one roof
//           cell is x, so neither may be y (the other would then complete the deadly pattern).
//   Type 3: floor {x,y}; the roof's extra candidates E (beyond x and y) act as one virtual cell,
//           since at least one roof cell holds a value of E. If, in a house holding both roof
//           cells, that virtual cell and k-1 real cells hold only k values between them, those k
//           values are a naked subset: the house's other cells lose them. Rated 4.6 plus 0.1 for
//           each real cell beyond the first.
//   Type 5: type 2 where the cells with the extra z do not share a house: two diagonal corners, or
//           three corners. One of them is z, so cells that see all of them lose z. (HoDoKu's type 5;
//           Sudoku Explainer finds it as its type 2.)
//   Type 6: two diagonal corners are exactly {x,y}, and x lies only in the rectangle in both of its
//           rows (or both columns): an X-Wing on x inside the rectangle. Were x in one of the other
//           two corners, the X-Wing would put x in both of them and y in the two {x,y} corners: the
//           deadly pattern. So those two corners lose x. (HoDoKu's type 6.)
//   Hidden rectangle: one corner A is exactly {x,y} (or two diagonal corners are). In the row and
//           the column of the corner D diagonal to A, x lies only in the rectangle. Were D y, both
//           of D's neighbours in the rectangle would be x, A (seeing both) would be y: the deadly
//           pattern. So D cannot be y. (HoDoKu's hidden rectangle.)
//
// BUG (the bivalue universal grave) is in bug.cpp.

#include <algorithm>
#include <bit>
#include <vector>

#include "logic/finders.h"
#include "logic/techniques/rectangle_cells.h"
#include "logic/techniques/virtual_subset.h"

namespace qudoku::logic::detail {

namespace {

using Rectangle = RectangleCells;

// Every rectangle of empty cells spanning exactly two boxes whose four cells share two candidates,
// given to `f(rect, pair)` until it returns a step.
template <class F>
std::optional<Step> forEachRectangle(const CandidateGrid& state, F&& f) {
    const int n = state.size();
    return forEachTwoBoxRectangle(state.shape(), [&](const Rectangle& rect) -> std::optional<Step> {
        DigitMask common = allDigits(n);
        for (int cell : rect.cells) {
            if (state.isSolved(cell)) return std::nullopt;
            common &= state.candidates(cell);
        }
        for (DigitMask p = common; p; p &= p - 1)
            for (DigitMask q = p & (p - 1); q; q &= q - 1) {
                const DigitMask pair = (p & -p) | (q & -q);
                if (auto step = f(rect, pair)) return step;
            }
        return std::nullopt;
    });
}

Step rectangleStep(const CandidateGrid& state, Technique technique, const Rectangle& rect, DigitMask pair) {
    Step step = makeStep(technique);
    step.values = pair;
    for (int cell : rect.cells)
        for (DigitMask m = state.candidates(cell) & pair; m; m &= m - 1)
            step.marks.push_back({{cell, std::countr_zero(m) + 1}, Role::Defining});
    return step;
}

// The "roof": the two corners with more than the pair, when they see each other; else empty.
std::vector<int> roofOf(const CandidateGrid& state, const Rectangle& rect, DigitMask pair) {
    std::vector<int> roof;
    for (int cell : rect.cells)
        if (state.candidates(cell) != pair) roof.push_back(cell);
    if (roof.size() != 2 || !state.geometry().sees(roof[0], roof[1])) return {};
    return roof;
}

// In house `h`, which holds two corners of the rectangle (both with x), x has no other place.
bool onlyInRectangle(const CandidateGrid& state, int h, int x) {
    return (state.geometry().houseCells(h) & state.cellsWithCandidate(x)).count() == 2;
}

} // namespace

std::optional<Step> findUniqueRectangle1(const CandidateGrid& state, const FindContext&) {
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        int extra = -1, bare = 0;
        for (int cell : rect.cells) {
            if (state.candidates(cell) == pair) ++bare;
            else extra = cell;
        }
        if (bare != 3) return std::nullopt;
        Step step = rectangleStep(state, Technique::UniqueRectangle1, rect, pair);
        addEliminations(step, state, extra, pair);
        return step;
    });
}

std::optional<Step> findUniqueRectangle2(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        const std::vector<int> roof = roofOf(state, rect, pair);
        if (roof.empty()) return std::nullopt;
        const DigitMask extra = state.candidates(roof[0]) & ~pair;
        if (std::popcount(extra) != 1 || (state.candidates(roof[1]) & ~pair) != extra) return std::nullopt;
        const int z = std::countr_zero(extra) + 1;
        CellSet targets = g.peers(roof[0]) & g.peers(roof[1]) & state.cellsWithCandidate(z);
        if (targets.empty()) return std::nullopt;
        Step step = rectangleStep(state, Technique::UniqueRectangle2, rect, pair);
        step.marks.push_back({{roof[0], z}, Role::Fin});
        step.marks.push_back({{roof[1], z}, Role::Fin});
        targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
        return step;
    });
}

std::optional<Step> findUniqueRectangle3(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        const std::vector<int> roof = roofOf(state, rect, pair);
        if (roof.empty()) return std::nullopt;
        const DigitMask extra = (state.candidates(roof[0]) | state.candidates(roof[1])) & ~pair;
        if (std::popcount(extra) < 2) return std::nullopt; // one extra value is type 2
        for (int h = 0; h < g.houseCount(); ++h) {
            if (!g.houseCells(h).contains(roof[0]) || !g.houseCells(h).contains(roof[1])) continue;
            std::vector<int> others;
            for (int cell : g.house(h).cells)
                if (!state.isSolved(cell) && cell != roof[0] && cell != roof[1]) others.push_back(cell);
            // 1..3 real cells that, with the roof as one virtual cell, hold (count + 1) values.
            const auto subset = findVirtualSubset(state, others, extra, 3);
            if (!subset) continue;
            Step step = rectangleStep(state, Technique::UniqueRectangle3, rect, pair);
            step.eliminations = subset->eliminations;
            for (int cell : subset->cells)
                for (DigitMask m = state.candidates(cell); m; m &= m - 1)
                    step.marks.push_back({{cell, std::countr_zero(m) + 1}, Role::Link});
            for (int r : roof)
                for (DigitMask m = state.candidates(r) & extra; m; m &= m - 1)
                    step.marks.push_back({{r, std::countr_zero(m) + 1}, Role::Fin});
            step.houses.push_back({h, Role::Link});
            step.rating += 0.1 * static_cast<double>(subset->cells.size() - 1);
            return step;
        }
        return std::nullopt;
    });
}

std::optional<Step> findUniqueRectangle4(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        const std::vector<int> roof = roofOf(state, rect, pair);
        if (roof.empty()) return std::nullopt;
        for (int h = 0; h < g.houseCount(); ++h) {
            if (!g.houseCells(h).contains(roof[0]) || !g.houseCells(h).contains(roof[1])) continue;
            for (DigitMask m = pair; m; m &= m - 1) {
                const int x = std::countr_zero(m) + 1;
                const DigitMask y = pair & ~digitBit(x);
                const CellSet xs = g.houseCells(h) & state.cellsWithCandidate(x);
                if (xs.count() != 2) continue; // x only in the two roof cells of this house
                Step step = rectangleStep(state, Technique::UniqueRectangle4, rect, pair);
                addEliminations(step, state, roof[0], y);
                addEliminations(step, state, roof[1], y);
                if (step.eliminations.empty()) continue;
                step.houses.push_back({h, Role::Link});
                return step;
            }
        }
        return std::nullopt;
    });
}

std::optional<Step> findUniqueRectangle5(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        std::vector<int> extraCells;
        DigitMask extra = 0;
        for (int cell : rect.cells) {
            if (state.candidates(cell) == pair) continue;
            extraCells.push_back(cell);
            extra |= state.candidates(cell) & ~pair;
        }
        // Every cell beyond the pair holds the same single extra z. One such cell is type 1, two that
        // see each other type 2; no cell sees all four corners.
        if (std::popcount(extra) != 1 || extraCells.size() < 2 || extraCells.size() > 3) return std::nullopt;
        if (extraCells.size() == 2 && g.sees(extraCells[0], extraCells[1])) return std::nullopt;
        const int z = std::countr_zero(extra) + 1;
        CellSet targets = state.cellsWithCandidate(z);
        for (int cell : extraCells) targets &= g.peers(cell);
        if (targets.empty()) return std::nullopt;
        Step step = rectangleStep(state, Technique::UniqueRectangle5, rect, pair);
        for (int cell : extraCells) step.marks.push_back({{cell, z}, Role::Fin});
        targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
        return step;
    });
}

std::optional<Step> findUniqueRectangle6(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        for (int a : {0, 1}) { // the {x,y} diagonal: corners a and 3 - a; the other diagonal has extras
            const int b = a ^ 1, c = 3 - b, d = 3 - a;
            if (state.candidates(rect.cells[a]) != pair || state.candidates(rect.cells[d]) != pair) continue;
            if (state.candidates(rect.cells[b]) == pair || state.candidates(rect.cells[c]) == pair) continue;
            for (DigitMask m = pair; m; m &= m - 1) {
                const int x = std::countr_zero(m) + 1;
                // The X-Wing on x: both rows (corners 0-1 and 2-3) or both columns (0-2 and 1-3).
                const int rows[] = {g.rowHouse(rect.cells[0]), g.rowHouse(rect.cells[2])};
                const int columns[] = {g.columnHouse(rect.cells[0]), g.columnHouse(rect.cells[1])};
                for (const int* lines : {rows, columns}) {
                    if (!onlyInRectangle(state, lines[0], x) || !onlyInRectangle(state, lines[1], x)) continue;
                    Step step = rectangleStep(state, Technique::UniqueRectangle6, rect, pair);
                    addEliminations(step, state, rect.cells[b], digitBit(x));
                    addEliminations(step, state, rect.cells[c], digitBit(x));
                    step.houses.push_back({lines[0], Role::Link});
                    step.houses.push_back({lines[1], Role::Link});
                    return step;
                }
            }
        }
        return std::nullopt;
    });
}

std::optional<Step> findHiddenRectangle(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    return forEachRectangle(state, [&](const Rectangle& rect, DigitMask pair) -> std::optional<Step> {
        int bivalue = 0;
        for (int cell : rect.cells) bivalue += state.candidates(cell) == pair;
        for (int a = 0; a < 4; ++a) {
            const int d = 3 - a; // the target corner, diagonal to the {x,y} corner a
            if (state.candidates(rect.cells[a]) != pair) continue;
            // One {x,y} corner, or two on a diagonal; two side by side are the floor of types 2-4.
            if (bivalue > 2 || (bivalue == 2 && state.candidates(rect.cells[d]) != pair)) return std::nullopt;
            const int row = g.rowHouse(rect.cells[d]), column = g.columnHouse(rect.cells[d]);
            for (DigitMask m = pair; m; m &= m - 1) {
                const int x = std::countr_zero(m) + 1;
                if (!onlyInRectangle(state, row, x) || !onlyInRectangle(state, column, x)) continue;
                Step step = rectangleStep(state, Technique::HiddenRectangle, rect, pair);
                addEliminations(step, state, rect.cells[d], pair & ~digitBit(x));
                step.houses.push_back({row, Role::Link});
                step.houses.push_back({column, Role::Link});
                return step;
            }
        }
        return std::nullopt;
    });
}

} // namespace qudoku::logic::detail
