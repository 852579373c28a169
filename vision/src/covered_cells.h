#pragma once
// Cells something lies over, so their digit may be hidden: cropCell then finds no glyph, or a part
// of one, and the reading would be a sure empty cell or a sure wrong digit. The reader doubts them.
// Both look at the warped grid before its paper's light is divided out (reader.cpp, `aligned`):
// grey, the grid's lines at margin + k × kCellSide, `margin` px of the picture around it. A board
// with dark paper (a dark theme) has none: these are marks on light paper.

#include <opencv2/core.hpp>

#include <vector>

namespace qudoku::vision {

// A fold's crease across a grid whose outline it joined (found from its cells or from its outline's
// straight sides, grid_search.h's outlineJoined): the cells a dark band crosses, in at least three
// cells of one row or column of the grid. Cells are numbered in `aligned`'s order (before any
// quarter turn), as are cellsCoveredOrWashedOut's.
std::vector<int> cellsCrossedByBands(const cv::Mat& aligned, int margin);

// Something opaque on the page (a pen, a thumb holding it): the cells it covers, where it hides the
// grid's lines (a shadow does not); and a glare washing out the page: the cells whose sides' lines
// mostly show far less than the rest of the same lines. Both from one look at the grid's lines; a
// cell may be listed twice.
std::vector<int> cellsCoveredOrWashedOut(const cv::Mat& aligned, int margin);

} // namespace qudoku::vision
