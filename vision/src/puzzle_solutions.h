#pragma once
// What the puzzle read says about the reading: how many solutions it has (capped at two), the
// reader's one use of the solver. Internal to qudoku_vision.

#include "qudoku/vision/reading.h"

#include <array>
#include <optional>
#include <stop_token>
#include <vector>

namespace qudoku::vision {

// The solutions of the puzzle `cells` hold (their digits, 0 empty): 0, 1 or 2 (two or more);
// nothing when `stop` was asked.
std::optional<int> solutionsOf(const std::array<CellReading, 81>& cells, std::stop_token stop);

// The one solution of the puzzle `cells` hold (each cell's digit, 1-9), or nothing when it has none or
// several, or when `stop` was asked.
std::optional<std::array<int, 81>> onlySolution(const std::array<CellReading, 81>& cells, std::stop_token stop);

// The empty cells the puzzle `cells` hold leaves open: the ones whose digit is not the same in all its
// solutions (none when it has one or none). When a given was missed and the other cells read right,
// the page's solution is one of them and every other differs from it in the missed cell, so the
// missed cell is open. At most 8 solves of one solution each per empty cell; nothing when `stop` was
// asked.
std::optional<std::vector<int>> openCells(const std::array<CellReading, 81>& cells, std::stop_token stop);

} // namespace qudoku::vision
