#include "board/boardgeometry.h"

#include <algorithm>
#include <cmath>

#include "render/mark_grid.h"
#include "render/rules_drawing.h"

namespace qudoku::ui {

namespace {

// Layout along one axis whose boxes are `box` cells long: a thick outer line, then every cell
// followed by a thin line, or a thick one at a box boundary (the last is the outer line).
// Returns where cell i's inside starts; axisStart(n, ...) is the whole length.
int axisStart(int i, int box, int cell) {
    const int thickBefore = i / box;
    return (1 + thickBefore) * BoardGeometry::kThickLine + (i - thickBefore) * BoardGeometry::kThinLine + i * cell;
}

} // namespace

BoardGeometry::BoardGeometry(Shape shape, const QRect& contents, bool boxLines, int margin)
    : shape_(shape), boxLines_(boxLines), lineRows_(boxLines ? shape.boxRows : shape.size()), lineCols_(boxLines ? shape.boxCols : shape.size()),
      margin_(std::max(0, margin)) {
    const int n = shape.size();
    const int linesX = axisStart(n, lineCols_, 0), linesY = axisStart(n, lineRows_, 0);
    // The margin is whole cells on each side (no lines there), so the grid stays centred.
    const int across = n + 2 * margin_;
    cell_ = std::max(4, std::min((contents.width() - linesX) / across, (contents.height() - linesY) / across));
    const int w = axisStart(n, lineCols_, cell_), h = axisStart(n, lineRows_, cell_);
    board_ = QRect(contents.x() + (contents.width() - w) / 2, contents.y() + (contents.height() - h) / 2, w, h);
}

QRect BoardGeometry::cellRect(int cell) const {
    const int r = shape_.rowOf(cell), c = shape_.colOf(cell);
    return QRect(board_.x() + axisStart(c, lineCols_, cell_), board_.y() + axisStart(r, lineRows_, cell_),
                 cell_, cell_);
}

void BoardGeometry::setCageSumCells(const std::vector<int>& cells) {
    sumBelow_.assign(static_cast<std::size_t>(shape_.cellCount()), 0);
    for (int c : cells)
        if (c >= 0 && c < shape_.cellCount()) sumBelow_[static_cast<std::size_t>(c)] = 1;
}

QRect BoardGeometry::markRoom(int cell) const {
    const QRect rect = cellRect(cell);
    if (cell < 0 || static_cast<std::size_t>(cell) >= sumBelow_.size() || !sumBelow_[static_cast<std::size_t>(cell)])
        return rect;
    return rect.adjusted(0, static_cast<int>(std::ceil(render::cageSumBand(cell_))), 0, 0);
}

QRect BoardGeometry::markRect(int cell, int value) const {
    const QRect rect = markRoom(cell);
    const auto [rows, cols] = render::markGridFor(shape_);
    const int i = value - 1;
    const int r = i / cols, c = i % cols;
    const int x0 = rect.x() + rect.width() * c / cols, x1 = rect.x() + rect.width() * (c + 1) / cols;
    const int y0 = rect.y() + rect.height() * r / rows, y1 = rect.y() + rect.height() * (r + 1) / rows;
    return QRect(x0, y0, x1 - x0, y1 - y0);
}

int BoardGeometry::cellAt(QPoint pos) const {
    if (!board_.contains(pos)) return -1;
    const int n = shape_.size();
    int row = -1, col = -1;
    // Lines belong to the nearest cell: search the first cell whose end (plus half a line) is past pos.
    for (int i = 0; i < n && col < 0; ++i)
        if (pos.x() < board_.x() + axisStart(i, lineCols_, cell_) + cell_ + kThinLine) col = i;
    for (int i = 0; i < n && row < 0; ++i)
        if (pos.y() < board_.y() + axisStart(i, lineRows_, cell_) + cell_ + kThinLine) row = i;
    if (row < 0) row = n - 1;
    if (col < 0) col = n - 1;
    return shape_.cellAt(row, col);
}

int BoardGeometry::markAt(int cell, QPoint pos) const {
    for (int v = 1; v <= shape_.size(); ++v)
        if (markRect(cell, v).contains(pos)) return v;
    return 0;
}

} // namespace qudoku::ui
