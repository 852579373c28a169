#pragma once
// A warped grid's lines, read from profiles across them (line_profiles.cpp says why profiles): the
// 9 × 9 check, where the lines lie, and a grid's outer lines inside a box around it. Internal to
// qudoku_vision.

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace qudoku::vision {

// The least dip (grey levels, after stretching) that is a line.
constexpr float kLineDip = 10.0f;

// Whether a warped square shows an even `lines` × `lines` pattern of lines (dark on light or light on
// dark), across and down: lines at i / lines of its side, none through the cells' middles.
// `slack`: that many more inner lines missed and cell middles crossed each way (a near miss).
bool hasLinePattern(const cv::Mat& warpedGrey, int lines, int slack = 0);

// Where the grid lines are in a warped grid of 9 × cellSide pixels with `margin` pixels around it:
// 10 positions per direction, each at the strongest line near margin + i × cellSide (or there, when
// no line stands out). The outer two are looked for only when there is a margin to see them in (with
// none they are the square's edges). For a page that bends, the cells follow its lines; for corners
// placed a little off, the outer cells follow the outer lines.
// And how the lines lean: a corner placed off (the outline's own corner cut by a glare, a shadow or a
// bend) leaves the lines near it tilted in the warp, which one position per line cannot follow. Each
// line is looked for in three strips along it (two will do: a glare may hide it in one); the leans of
// the lines so found, at least 6, are fitted as one linear function of the line's number (a corner
// off leans the lines near it most and the far ones least), and kept when the fit moves a line's end
// by at least kMinLean of a cell (line_profiles.cpp: about a corner 2 % of the side off).
struct LinePositions {
    std::array<float, 10> x{}; // where each vertical line crosses the grid's middle row
    std::array<float, 10> y{}; // where each horizontal line crosses the grid's middle column
    std::array<float, 10> xLean{}; // px of x per px down
    std::array<float, 10> yLean{}; // px of y per px across
};
LinePositions findLinePositions(const cv::Mat& warpedGrey, int cellSide, int margin = 0);

// The profile tools grid_search.cpp measures outlines with:
// a warped square's contrast stretched to 0–255 (1st to 99th percentile);
cv::Mat stretched(const cv::Mat& warped);
// per strip of `bands` across the square, the median of each column (vertical lines; transpose for
// horizontal ones);
std::vector<std::vector<float>> medianProfiles(const cv::Mat& grey, int bands);
// how far each column dips below (dark lines) or rises above (light lines) the columns `reach` away;
std::vector<float> dips(const std::vector<float>& profile, bool darkLines, int reach);
// the strongest dip within `window` of `at` (and where).
float peakNear(const std::vector<float>& profile, float at, float window, int* where = nullptr);

// Whether a square warped to 9 × `cell` px with `margin` px around it has dark lines rather than light
// ones: the kind whose dips (`dark`, `light`: dips() across it) are stronger at the inner lines' places.
bool innerLinesDark(const std::vector<float>& dark, const std::vector<float>& light, float cell, int margin);

// The grid's inner lines (1-8) in dips `d` across a square warped to 9 × `cell` px with `margin` px
// around it, fitted by least squares as offset + pitch × k (the lines at least kLineDip strong, looked
// for within a quarter of a cell of where the fit puts them): nothing when fewer than 6 are found or
// the pitch is not within 30 % of `cell`. `strengths`: the dips of the lines fitted.
std::optional<std::pair<double, double>> innerLattice(const std::vector<float>& d, float cell, int margin,
                                                      std::vector<float>* strengths = nullptr);

// The grid's own outer lines across `grey` (an outline warped to 9 × `cell` px with `margin` px
// around it, stretched), when the outline is a box a little around the grid or inside it: their
// positions, or nothing when the outline's edges are on them (line_profiles.cpp has the details).
std::optional<std::pair<float, float>> outerLinesAcross(const cv::Mat& grey, float cell, int margin);

} // namespace qudoku::vision
