#pragma once
// The cells a player has selected, and the cursor: a value with the operations the mouse and the keys
// perform (SudokuPad's): a click selects one cell; a drag adds the cells passed over; Ctrl+click adds
// or removes one; Shift+click selects the rectangle from the cursor; Ctrl+A selects all; a double
// click selects every cell holding the same digit; Shift/Ctrl+arrows add the cells the cursor passes.
// The selection may be empty (Esc): the cursor stays where it was, and the next arrow selects it again.
// Cells are kept sorted, without repeats.

#include <vector>

#include "qudoku/shape.h"

namespace qudoku::ui {

class BoardSelection {
public:
    explicit BoardSelection(Shape shape = Shape{}) : shape_(shape) { select(0); }

    Shape shape() const { return shape_; }
    int cursor() const { return cursor_; }
    const std::vector<int>& cells() const { return cells_; }
    bool isEmpty() const { return cells_.empty(); }
    bool contains(int cell) const;
    int size() const { return static_cast<int>(cells_.size()); }

    void select(int cell);                  // just this cell, and the cursor on it
    void toggle(int cell);                  // Ctrl+click: in or out; the cursor on it
    void add(int cell);                     // a drag passing over it, or Shift+arrow moving onto it
    void selectRectangle(int to);           // from the cursor to `to` (Shift+click)
    void selectAll();
    void selectCells(std::vector<int> cells, int cursor); // e.g. every cell holding a digit
    void clear();                           // nothing selected; the cursor stays
    // The grid changed size (a new puzzle): the cursor kept where it still fits, selected alone.
    void reset(Shape shape);

    friend bool operator==(const BoardSelection&, const BoardSelection&) = default;

private:
    int clamp(int cell) const;

    Shape shape_;
    int cursor_ = 0;
    std::vector<int> cells_;
};

} // namespace qudoku::ui
