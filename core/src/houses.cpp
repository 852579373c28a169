#include "qudoku/houses.h"

#include <algorithm>

namespace qudoku {

Houses::Houses(Shape shape) : shape_(shape) {
    const int n = shape.size();
    houses_.reserve(3 * n);
    for (int r = 0; r < n; ++r) {
        House h{HouseKind::Row, r, {}};
        for (int c = 0; c < n; ++c) h.cells.push_back(shape.cellAt(r, c));
        houses_.push_back(std::move(h));
    }
    for (int c = 0; c < n; ++c) {
        House h{HouseKind::Column, c, {}};
        for (int r = 0; r < n; ++r) h.cells.push_back(shape.cellAt(r, c));
        houses_.push_back(std::move(h));
    }
    for (int b = 0; b < n; ++b) {
        House h{HouseKind::Box, b, {}};
        const int top = (b / shape.boxRows) * shape.boxRows;
        const int left = (b % shape.boxRows) * shape.boxCols;
        for (int r = top; r < top + shape.boxRows; ++r)
            for (int c = left; c < left + shape.boxCols; ++c) h.cells.push_back(shape.cellAt(r, c));
        houses_.push_back(std::move(h));
    }

    housesOfCell_.assign(shape.cellCount(), {});
    for (int i = 0; i < static_cast<int>(houses_.size()); ++i)
        for (int cell : houses_[i].cells) housesOfCell_[cell].push_back(i);

    peers_.assign(shape.cellCount(), {});
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        std::vector<int>& p = peers_[cell];
        for (int h : housesOfCell_[cell])
            for (int other : houses_[h].cells)
                if (other != cell) p.push_back(other);
        std::sort(p.begin(), p.end());
        p.erase(std::unique(p.begin(), p.end()), p.end());
    }
}

} // namespace qudoku
