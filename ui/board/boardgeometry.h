#pragma once
// Where things are on the board: a square (give or take a line for 2×3 and 3×4 boxes) of N × N cells centred in the widget's contents rect,
// with whole-pixel cell sizes so every line falls on a pixel boundary (crisp at any scale factor,
// since Qt scales logical pixels by whole device pixels per line on HiDPI screens).

#include <QPoint>
#include <QRect>

#include <vector>

#include "qudoku/shape.h"

namespace qudoku::ui {

class BoardGeometry {
public:
    // `boxLines`: thick lines between the boxes (classic boxes); without them every line between
    // cells is thin (a jigsaw: its region borders are drawn over the thin lines, paintGrid).
    // `margin`: cells of room kept around the grid for clues outside it (render::outsideMargin:
    // little killers), 0 for every other board, which then looks as it always did.
    BoardGeometry(Shape shape, const QRect& contents, bool boxLines = true, int margin = 0);

    Shape shape() const { return shape_; }
    bool hasBoxLines() const { return boxLines_; }
    // The cells between two thick lines across the rows (down the columns): the boxes' sides, or N.
    int lineRows() const { return lineRows_; }
    int lineCols() const { return lineCols_; }
    int cellSize() const { return cell_; }
    QRect boardRect() const { return board_; } // the outer edge of the grid lines
    // The grid and its margin for outside clues: boardRect() grown by margin cells on each side
    // (boardRect() itself without a margin); what the board's widget is sized to.
    QRect outerRect() const { return board_.adjusted(-margin_ * cell_, -margin_ * cell_, margin_ * cell_, margin_ * cell_); }
    QRect cellRect(int cell) const;
    // Killer cages: the cells whose top-left corner holds a cage's sum (render::cageSumCells). Their
    // marks keep below the sum's band (render::cageSumBand), with a hint's discs on them or not.
    void setCageSumCells(const std::vector<int>& cells);
    // Where a cell's pencil marks go: cellRect(), less the band of a cage's sum at its top.
    QRect markRoom(int cell) const;
    // The spot of pencil mark `value` inside markRoom(cell), in render::markGridFor(shape)'s sub-grid,
    // so value v is always in the same place (for 9×9: 1 2 3 / 4 5 6 / 7 8 9, like a phone keypad).
    QRect markRect(int cell, int value) const;
    // The cell under `pos`, or -1.
    int cellAt(QPoint pos) const;
    // The pencil-mark value whose spot holds `pos` inside `cell`, or 0.
    int markAt(int cell, QPoint pos) const;

    static constexpr int kThickLine = 3;  // box borders and frame
    static constexpr int kThinLine = 1;   // cell lines

private:
    Shape shape_;
    bool boxLines_ = true;
    int lineRows_ = 3, lineCols_ = 3;
    int cell_ = 0;
    int margin_ = 0;
    QRect board_;
    std::vector<char> sumBelow_; // per cell: a cage's sum sits in its top band (empty: no cages)
};

} // namespace qudoku::ui
