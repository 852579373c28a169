#pragma once
// Internal: the rectangles a deadly pattern can be made of, shared by the unique rectangles
// (rectangles.cpp) and the avoidable ones (avoidable_rectangles.cpp). Four cells on two rows and two
// columns that span exactly two boxes: in one box, or across four, the two values could not trade
// places without two of them meeting in a box.

#include <optional>

#include "qudoku/logic/step.h"
#include "qudoku/shape.h"

namespace qudoku::logic::detail {

// The corners in a fixed order: 0 = r1c1, 1 = r1c2, 2 = r2c1, 3 = r2c2 (r1 < r2, c1 < c2). Corner
// i's row neighbour is i ^ 1, its column neighbour i ^ 2, the corner diagonal to it 3 - i.
struct RectangleCells {
    int cells[4];
};

// Every such rectangle of the shape, rows then columns in order, given to `f(rectangle)` until it
// returns a step.
template <class F>
std::optional<Step> forEachTwoBoxRectangle(const Shape& shape, F&& f) {
    const int n = shape.size();
    for (int r1 = 0; r1 < n; ++r1)
        for (int r2 = r1 + 1; r2 < n; ++r2) {
            const bool sameBand = r1 / shape.boxRows == r2 / shape.boxRows;
            for (int c1 = 0; c1 < n; ++c1)
                for (int c2 = c1 + 1; c2 < n; ++c2) {
                    const bool sameStack = c1 / shape.boxCols == c2 / shape.boxCols;
                    if (sameBand == sameStack) continue; // one box or four boxes
                    const RectangleCells rectangle{
                        {shape.cellAt(r1, c1), shape.cellAt(r1, c2), shape.cellAt(r2, c1), shape.cellAt(r2, c2)}};
                    if (auto step = f(rectangle)) return step;
                }
        }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
