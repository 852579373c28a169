#pragma once
// A grid's outline from the straight stretches of a contour, when something lying against the grid
// joined its outline (a thumb over a corner, a pen across the page): the contour is then no
// quadrilateral, but long straight stretches of it are still the grid's four sides. Lines through
// them, taken four at a time (two roughly one way, two the other), meet in the corners of
// quadrilaterals that may be the grid; the 9 × 9 check (grid_search.cpp) decides. A corner so found
// follows the sides under perspective, where the parallelogram's fourth corner (outline_repairs.h's
// withOneCornerMended) does not.

#include <opencv2/core.hpp>

#include <vector>

#include "grid_search.h"

namespace qudoku::vision {

// Up to `most` quadrilaterals, the best first: the ones whose sides lie along the most of the
// contour's straight stretches. `contour`: a closed contour as cv::findContours gives it.
std::vector<Quad> quadsFromStraightSides(const std::vector<cv::Point>& contour, size_t most);

} // namespace qudoku::vision
