#pragma once
// Where a cell's pencil marks go, on the board, in the pad, on paper and in images: value v at row
// (v-1)/cols, column (v-1)%cols of a rows × cols sub-grid of the cell, so a value always has the
// same spot.
//
// A standard shape's box: 1 2 3 / 4 5 6 / 7 8 9 on 9×9 (a phone keypad), 3 rows of 4 on 12×12, so
// a value sits where it would in a box. A size without boxes (a 5×5, 7×7, 8×8, 10×10, 11×11 or
// 13–15 jigsaw, whose Rules::gridShape() is one row of N) gets the squarest sub-grid holding N,
// never taller than wide: 5: 2 × 3; 7, 8: 3 × 3; 10, 11: 3 × 4; 13–15: 4 × 4. (Its shape's "box",
// one row of N, put 7 marks in a row a seventh of the cell wide: unreadable, and unlike SudokuPad.)

#include "qudoku/shape.h"

namespace qudoku::render {

struct MarkGrid {
    int rows = 3;
    int cols = 3;
};

constexpr MarkGrid markGridFor(Shape shape) {
    const int n = shape.size();
    if (Shape::forSize(n) == shape) return {shape.boxRows, shape.boxCols};
    int cols = 1;
    while (cols * cols < n) ++cols;
    return {(n + cols - 1) / cols, cols};
}

static_assert(markGridFor(Shape{3, 3}).rows == 3 && markGridFor(Shape{3, 3}).cols == 3);
static_assert(markGridFor(Shape{3, 4}).rows == 3 && markGridFor(Shape{3, 4}).cols == 4);
static_assert(markGridFor(Shape{1, 7}).rows == 3 && markGridFor(Shape{1, 7}).cols == 3);
static_assert(markGridFor(Shape{1, 5}).rows == 2 && markGridFor(Shape{1, 5}).cols == 3);
static_assert(markGridFor(Shape{1, 10}).rows == 3 && markGridFor(Shape{1, 10}).cols == 4);
static_assert(markGridFor(Shape{1, 13}).rows == 4 && markGridFor(Shape{1, 13}).cols == 4);

} // namespace qudoku::render
