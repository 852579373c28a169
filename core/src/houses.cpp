#include "qudoku/houses.h"

#include <algorithm>

namespace qudoku {

namespace {

int squareRoot(int n) {
    for (int b = 2; b * b <= n; ++b)
        if (b * b == n) return b;
    return 0;
}

void addExtraHouses(const Rules& rules, const Shape shape, std::vector<House>& out) {
    const int n = rules.size;
    int extraRegions = 0;
    for (const ExtraHouse& extra : rules.extraHouses) {
        switch (extra.kind) {
        case ExtraHouseKind::DiagonalDown:
        case ExtraHouseKind::DiagonalUp: {
            const bool down = extra.kind == ExtraHouseKind::DiagonalDown;
            House h{HouseKind::Diagonal, down ? 0 : 1, {}};
            for (int r = 0; r < n; ++r) h.cells.push_back(shape.cellAt(r, down ? r : n - 1 - r));
            std::sort(h.cells.begin(), h.cells.end());
            out.push_back(std::move(h));
            break;
        }
        case ExtraHouseKind::Window: {
            // (b-1)² windows of b×b cells, the first at r2c2, then every b+1 rows and columns: each
            // window straddles the corner of four boxes, one cell in from them.
            const int b = squareRoot(n);
            int index = 0;
            for (int wr = 0; wr + 1 < b; ++wr)
                for (int wc = 0; wc + 1 < b; ++wc) {
                    House h{HouseKind::Window, index++, {}};
                    const int top = 1 + wr * (b + 1), left = 1 + wc * (b + 1);
                    for (int r = top; r < top + b; ++r)
                        for (int c = left; c < left + b; ++c) h.cells.push_back(shape.cellAt(r, c));
                    out.push_back(std::move(h));
                }
            break;
        }
        case ExtraHouseKind::DisjointGroup:
            for (int k = 0; k < n; ++k) {
                House h{HouseKind::DisjointGroup, k, {}};
                const int dr = k / shape.boxCols, dc = k % shape.boxCols;
                for (int box = 0; box < n; ++box) {
                    const int top = (box / shape.boxRows) * shape.boxRows;
                    const int left = (box % shape.boxRows) * shape.boxCols;
                    h.cells.push_back(shape.cellAt(top + dr, left + dc));
                }
                std::sort(h.cells.begin(), h.cells.end());
                out.push_back(std::move(h));
            }
            break;
        case ExtraHouseKind::ExtraRegion: {
            House h{HouseKind::ExtraRegion, extraRegions++, extra.cells};
            std::sort(h.cells.begin(), h.cells.end());
            h.complete = static_cast<int>(h.cells.size()) == n;
            out.push_back(std::move(h));
            break;
        }
        }
    }
}

} // namespace

Houses::Houses(Shape shape) : Houses(Rules::classic(shape.size())) {}

Houses::Houses(const Rules& rules) : shape_(rules.gridShape()) {
    const Shape shape = shape_;
    const int n = rules.size;
    houses_.reserve(static_cast<std::size_t>(3 * n));
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
    if (rules.hasBoxes()) {
        for (int b = 0; b < n; ++b) {
            House h{HouseKind::Box, b, {}};
            const int top = (b / shape.boxRows) * shape.boxRows;
            const int left = (b % shape.boxRows) * shape.boxCols;
            for (int r = top; r < top + shape.boxRows; ++r)
                for (int c = left; c < left + shape.boxCols; ++c) h.cells.push_back(shape.cellAt(r, c));
            houses_.push_back(std::move(h));
        }
    } else {
        const std::size_t first = houses_.size();
        for (int g = 0; g < n; ++g) houses_.push_back(House{HouseKind::Region, g, {}});
        for (int cell = 0; cell < n * n; ++cell)
            houses_[first + static_cast<std::size_t>(rules.regions[static_cast<std::size_t>(cell)])].cells.push_back(cell);
    }
    addExtraHouses(rules, shape, houses_);

    const int cells = n * n;
    housesOfCell_.assign(static_cast<std::size_t>(cells), {});
    for (int i = 0; i < static_cast<int>(houses_.size()); ++i)
        for (int cell : houses_[static_cast<std::size_t>(i)].cells) housesOfCell_[static_cast<std::size_t>(cell)].push_back(i);

    peers_.assign(static_cast<std::size_t>(cells), {});
    for (int cell = 0; cell < cells; ++cell) {
        std::vector<int>& p = peers_[static_cast<std::size_t>(cell)];
        for (int h : housesOfCell_[static_cast<std::size_t>(cell)])
            for (int other : houses_[static_cast<std::size_t>(h)].cells)
                if (other != cell) p.push_back(other);
        std::sort(p.begin(), p.end());
        p.erase(std::unique(p.begin(), p.end()), p.end());
    }
}

} // namespace qudoku
