#pragma once
// Which cells of a reading the player should check: those the classifier is not sure of, and every
// digit that appears twice in a row, a column or a box (one of the two is misread, and the reader
// cannot tell which; the puzzle would have no solution).

#include <array>
#include <vector>

#include "qudoku/vision/reading.h"

namespace qudoku::vision {

std::vector<int> suspectCells(const std::array<CellReading, 81>& cells, float suspectBelow);

} // namespace qudoku::vision
