#include "qudoku/rules.h"

#include <algorithm>

namespace qudoku {

std::vector<Conflict> findConflicts(const Grid& grid) { return findConflicts(grid, Houses(grid.shape())); }

std::vector<Conflict> findConflicts(const Grid& grid, const Houses& houses) {
    std::vector<Conflict> out;
    for (const House& house : houses.all()) {
        const auto& cells = house.cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int v = grid.at(cells[i]);
            if (v == 0) continue;
            for (std::size_t j = i + 1; j < cells.size(); ++j)
                if (grid.at(cells[j]) == v) out.push_back({house.kind, house.index, v, cells[i], cells[j]});
        }
    }
    return out;
}

std::vector<int> conflictingCells(const std::vector<Conflict>& conflicts) {
    std::vector<int> cells;
    for (const Conflict& c : conflicts) {
        cells.push_back(c.first);
        cells.push_back(c.second);
    }
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace qudoku
