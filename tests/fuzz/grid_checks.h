#pragma once
// Checks on grids written from the rules of Sudoku, not with the library (fuzz_solve, fuzz_generate):
// a fuzz target does not grade the solver with the solver's own code.

#include <cstdint>
#include <vector>

#include "qudoku/grid.h"

namespace qudoku::fuzz {

// Every cell holds a value and every row, column and box holds each value 1..N once.
inline bool isValidSolution(const Grid& grid) {
    const Shape shape = grid.shape();
    const int n = shape.size();
    const int across = n / shape.boxCols; // boxes side by side
    std::vector<std::uint32_t> rows(n), cols(n), boxes(n);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int v = grid.at(r, c);
            if (v < 1 || v > n) return false;
            const std::uint32_t bit = std::uint32_t{1} << (v - 1);
            const int box = (r / shape.boxRows) * across + c / shape.boxCols;
            if ((rows[r] | cols[c] | boxes[box]) & bit) return false;
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[box] |= bit;
        }
    }
    return true;
}

// Every filled cell of `puzzle` holds the same value in `grid`.
inline bool keepsGivens(const Grid& puzzle, const Grid& grid) {
    if (!(puzzle.shape() == grid.shape())) return false;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (!puzzle.isEmpty(cell) && puzzle.at(cell) != grid.at(cell)) return false;
    return true;
}

} // namespace qudoku::fuzz
