#pragma once
// Outlines mended: candidates for the grid that are not a contour's own quadrilateral, for when the
// grid's outline is broken or joined to something else (grid_search.cpp tries them after the outlines
// as found, so a good outline always wins), and an outline that passed the 9 × 9 check moved onto
// the grid's own outer lines when it is a box around it. Each is still checked for the 9 × 9 line
// pattern before it is taken.

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

#include "grid_search.h"

namespace qudoku::vision {

// `q` with each corner in turn put where the other three say it is (a parallelogram's fourth corner),
// the convex ones: a shadow or a fold that breaks the lines near one corner cuts that corner off the
// outline (v2_train: a blurred photo with a shadow over its bottom left).
std::vector<Quad> withOneCornerMended(const Quad& q);

// The grids `q` may be a band of 3 or 6 rows (or columns) of, when the rest of the outline merged with
// something drawn against it.
std::vector<Quad> gridsAroundBand(const Quad& q);

// The grid from its cells, when its outline is no quadrilateral of its own: from the contours of one
// thresholded picture whose sides are at least `minCell` pixels.
std::optional<Quad> outlineOfCells(const std::vector<std::vector<cv::Point>>& contours, double minCell);

// How well the inner lines of a grid `q` (in `image`'s pixels) lie where `q` (bent by `bend`) puts
// them: the more, the better.
float lineFit(const cv::Mat& image, const Quad& q, const Bend* bend = nullptr);

// The outline `q` (in `image`'s pixels) moved onto the grid's outer lines, or nothing when it is on
// them already (or moving it puts the inner lines no nearer their places).
std::optional<Quad> onOuterLines(const cv::Mat& image, const Quad& q);

// The outline `q` (in `image`'s pixels) put on the grid's lines: the outer lines as the inner lines'
// lattice extends them, strip by strip, so a corner placed off (mended as a parallelogram's under
// perspective, or cut off by a shadow) goes where the grid's lines meet. Nothing when no corner moves
// more than kMinMove of a cell, or the inner lines lie no nearer their places (lineFit) after.
std::optional<Quad> squaredToItsLines(const cv::Mat& image, const Quad& q);

} // namespace qudoku::vision
