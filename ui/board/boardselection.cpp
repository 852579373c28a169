#include "board/boardselection.h"

#include <algorithm>

namespace qudoku::ui {

int BoardSelection::clamp(int cell) const { return std::clamp(cell, 0, shape_.cellCount() - 1); }

bool BoardSelection::contains(int cell) const { return std::binary_search(cells_.begin(), cells_.end(), cell); }

void BoardSelection::select(int cell) {
    cursor_ = clamp(cell);
    cells_ = {cursor_};
}

void BoardSelection::toggle(int cell) {
    cell = clamp(cell);
    cursor_ = cell;
    const auto at = std::lower_bound(cells_.begin(), cells_.end(), cell);
    if (at != cells_.end() && *at == cell) cells_.erase(at);
    else cells_.insert(at, cell);
}

void BoardSelection::add(int cell) {
    cell = clamp(cell);
    cursor_ = cell;
    const auto at = std::lower_bound(cells_.begin(), cells_.end(), cell);
    if (at == cells_.end() || *at != cell) cells_.insert(at, cell);
}

void BoardSelection::selectRectangle(int to) {
    to = clamp(to);
    const int r0 = std::min(shape_.rowOf(cursor_), shape_.rowOf(to)), r1 = std::max(shape_.rowOf(cursor_), shape_.rowOf(to));
    const int c0 = std::min(shape_.colOf(cursor_), shape_.colOf(to)), c1 = std::max(shape_.colOf(cursor_), shape_.colOf(to));
    cells_.clear();
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) cells_.push_back(shape_.cellAt(r, c));
    std::sort(cells_.begin(), cells_.end());
    cursor_ = to;
}

void BoardSelection::selectAll() {
    cells_.resize(static_cast<std::size_t>(shape_.cellCount()));
    for (int c = 0; c < shape_.cellCount(); ++c) cells_[static_cast<std::size_t>(c)] = c;
}

void BoardSelection::selectCells(std::vector<int> cells, int cursor) {
    std::erase_if(cells, [this](int c) { return c < 0 || c >= shape_.cellCount(); });
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    cells_ = std::move(cells);
    cursor_ = clamp(cursor);
}

void BoardSelection::clear() { cells_.clear(); }

void BoardSelection::reset(Shape shape) {
    const int cursor = cursor_ < shape.cellCount() ? cursor_ : 0;
    shape_ = shape;
    select(cursor);
}

} // namespace qudoku::ui
