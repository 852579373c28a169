#include "qudoku/conflicts.h"

#include <algorithm>
#include <cstdint>

#include "qudoku/constraints.h"

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

std::vector<Conflict> findConflicts(const Grid& grid, const Rules& rules) {
    if (grid.size() != rules.size || checkRules(rules)) return {};
    std::vector<Conflict> out = findConflicts(grid, Houses(rules));
    for (std::size_t i = 0; i < rules.constraints.size(); ++i) {
        const Constraint& c = rules.constraints[i];
        for (std::vector<int>& cells : constraintViolations(rules, c, grid)) {
            Conflict conflict{HouseKind::Row, -1, 0, cells.front(), cells.back()};
            conflict.constraint = static_cast<int>(i);
            conflict.constraintKind = c.kind;
            conflict.cells = std::move(cells);
            out.push_back(std::move(conflict));
        }
    }
    return out;
}

bool hasConflicts(const Grid& grid) {
    // One bitmask of seen values per row, column and box (classic houses; findConflicts walks the
    // general house list). 3 * 25 masks fit on the stack for every supported size.
    const Shape shape = grid.shape();
    std::uint32_t rows[kMaxSize] = {}, cols[kMaxSize] = {}, boxes[kMaxSize] = {};
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const int v = grid.at(cell);
        if (v == 0) continue;
        const std::uint32_t bit = std::uint32_t{1} << (v - 1);
        std::uint32_t& r = rows[shape.rowOf(cell)];
        std::uint32_t& c = cols[shape.colOf(cell)];
        std::uint32_t& b = boxes[shape.boxOf(cell)];
        if ((r | c | b) & bit) return true;
        r |= bit;
        c |= bit;
        b |= bit;
    }
    return false;
}

std::vector<int> conflictingCells(const std::vector<Conflict>& conflicts) {
    std::vector<int> cells;
    for (const Conflict& c : conflicts) {
        cells.push_back(c.first);
        cells.push_back(c.second);
        cells.insert(cells.end(), c.cells.begin(), c.cells.end());
    }
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace qudoku
