#pragma once
// Finding a 9×9 grid in a grey picture: candidate quadrilaterals from the outlines of the thresholded
// picture (dark lines on light, then light lines on dark, then with gaps closed for boards of separate
// tiles), each checked for the 9×9 line pattern before it is accepted, so a frame, a card or a window
// border around the board is not taken for the grid; an outline that passes but is a box printed
// around the grid is moved onto the grid's own outer lines. An outline whose sides bend (a page
// that sags) is checked, and read, warped along its sides (Bend) when the straight warp fails the
// check, or passes it with the inner lines far off their places. When nothing passes, the grid from
// its cells and last from its outline's straight sides (outline_sides.h): something dark lying
// against it (a fold's crease, a pen, a thumb) joined its outline. The mended outlines are in
// outline_repairs.h. When nothing passes at all, the near misses are handed back.

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <stop_token>
#include <vector>

#include "line_profiles.h"
#include "qudoku/vision/reading.h"

namespace qudoku::vision {

using Quad = std::array<cv::Point2f, 4>; // top left, top right, bottom right, bottom left

// The 9 × 9 check's warp: 9 cells of this many pixels.
constexpr int kCheckCell = 24;

// A page that bends (a newspaper's fold, a page lifting off the table): how far the grid's outline
// strays from the straight sides of its quadrilateral, measured in the unit square the
// quadrilateral's perspective maps to (so the same at any scale). top/bottom: the offset down (v) at
// u = i / (kSamples - 1) along the side; left/right: the offset across (u) at v = i / (kSamples - 1).
// Each is 0 at the corners. The points between are blended from the four sides (a Coons patch on
// the offsets), then taken through the perspective: a grid sagging in the middle is warped flat.
struct Bend {
    static constexpr int kSamples = 37;
    std::array<float, kSamples> top{}, bottom{}, left{}, right{};
};

struct GridSearch {
    std::optional<Quad> grid;          // the grid found, in `grey`'s pixels
    std::optional<Bend> bend;          // when its outline bends (found only when straight sides fail)
    Problem problem = Problem::NoGrid; // when no grid: NoGrid, NotNineByNine or Cancelled
    // Found from its cells or from its outline's straight sides: its outline was joined to something
    // dark that crosses it (a fold's crease, a pen, a thumb), and the reader doubts the cells a dark
    // band crosses.
    bool outlineJoined = false;
    // When no grid: the quadrilaterals that nearly passed the 9 × 9 check (a few more lines missed
    // or middles crossed: grid_search.cpp, kNearSlack), in the order found, for the reader to try
    // (reader.cpp: taken only when what it reads there holds a puzzle).
    std::vector<Quad> nearMisses;
};

GridSearch findGrid(const cv::Mat& grey, std::stop_token stop);

// The four points in clockwise order starting at the one nearest the picture's top left.
Quad orderClockwise(const Quad& points);

// Whether the quadrilateral is convex (either way round), no three corners in a line.
bool convexQuad(const Quad& q);

double quadArea(const Quad& q);

// A contour's outline as a quadrilateral (clockwise), when it is close to one and square enough to be
// a grid seen in perspective.
std::optional<Quad> quadOf(const std::vector<cv::Point>& contour);

// `grey` inside `quad`, warped to a square of `side` pixels (quad's first corner at the top left),
// with `margin` pixels of the picture around it (the square is then side + 2 × margin, quad's first
// corner at (margin, margin); beyond the picture's edge its border pixels are repeated). With a
// bend, the square follows the bent outline (the margin continues its sides' offsets unchanged).
cv::Mat warpQuad(const cv::Mat& grey, const Quad& quad, int side, int margin = 0, const Bend* bend = nullptr);

} // namespace qudoku::vision
