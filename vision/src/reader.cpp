// readPuzzle: the stages, each followed by a look at the stop token.
//   1. the picture as grey (refused before any allocation when over kMaxPixels or under a board's size);
//   2. the grid: the caller's corners, or the search (grid_search.h) with its 9×9 line-pattern check;
//   3. the warp to 9 × kCellSide px, the cells following the lines actually found (a bent page), each
//      cell made dark ink on light paper on its own (dark themes, a dark-selected cell in a light
//      board) with its contrast stretched (uneven light);
//   4. the upright turn: the four quarter turns read, the one the classifier is surest of kept;
//   5. the cells read, confidences, suspects (suspects.h).
#include "qudoku/vision/reading.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "cellcrop.h"
#include "digitclassifier.h"
#include "grid_search.h"
#include "suspects.h"

namespace qudoku::vision {
namespace {

constexpr int kGridSide = 9 * kCellSide;
constexpr int kMinSide = 120;

Reading failed(Problem p)
{
    Reading r;
    r.problem = p;
    return r;
}

cv::Mat toGrey(const Picture& picture)
{
    // A header over the caller's bytes (not copied, not written: cvtColor reads it).
    const cv::Mat view(picture.height, picture.width, CV_8UC(picture.channels),
                       const_cast<std::uint8_t*>(picture.data), static_cast<size_t>(picture.stride));
    cv::Mat grey;
    switch (picture.channels) {
    case 1: grey = view.clone(); break;
    case 3: cv::cvtColor(view, grey, cv::COLOR_BGR2GRAY); break;
    default: cv::cvtColor(view, grey, cv::COLOR_BGRA2GRAY); break;
    }
    return grey;
}

// Moves the lines found to i × kCellSide (piecewise linear across and down), so each cell's square
// has its lines at its edges even when the page bends or the corners were a little off.
cv::Mat alignToLines(const cv::Mat& warped)
{
    const LinePositions lines = findLinePositions(warped, kCellSide);
    cv::Mat mapX(1, kGridSide, CV_32F), mapY(kGridSide, 1, CV_32F);
    for (int i = 0; i < kGridSide; ++i) {
        const int k = std::min(8, i / kCellSide);
        const float t = static_cast<float>(i - k * kCellSide) / kCellSide;
        mapX.at<float>(0, i) = lines.x[k] + t * (lines.x[k + 1] - lines.x[k]);
        mapY.at<float>(i, 0) = lines.y[k] + t * (lines.y[k + 1] - lines.y[k]);
    }
    cv::Mat fullX, fullY, out;
    cv::repeat(mapX, kGridSide, 1, fullX);
    cv::repeat(mapY, 1, kGridSide, fullY);
    cv::remap(warped, out, fullX, fullY, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

// Whether a cell's ink is lighter than its paper (a dark theme, a dark-selected cell): the pixels far
// from the cell's median lie above it rather than below. Relative, not a fixed level: a dim photo's
// paper may be darker than a dark theme's digits.
bool lightInk(const cv::Mat& cell)
{
    const int m = kCellSide / 8;
    const cv::Mat inside = cell(cv::Rect(m, m, kCellSide - 2 * m, kCellSide - 2 * m));
    int histogram[256] = {};
    for (int y = 0; y < inside.rows; ++y)
        for (int x = 0; x < inside.cols; ++x)
            ++histogram[inside.at<std::uint8_t>(y, x)];
    const int total = inside.rows * inside.cols;
    auto percentile = [&](int share) {
        int seen = 0;
        for (int v = 0; v < 256; ++v)
            if ((seen += histogram[v]) * 100 >= share * total)
                return v;
        return 255;
    };
    const int lo = percentile(3), median = percentile(50), hi = percentile(97);
    // Clearly: an empty cell's noise is as far either way, and stays as it is.
    return hi - median > 2 * (median - lo) + 16;
}

// The grid as dark ink on light paper, evened out: each cell with light ink inverted, then divided by
// the paper's own brightness (a closing wider than any stroke removes the ink and the lines and leaves
// the light falling on the page, shadows included), so the paper is 255 everywhere.
cv::Mat normaliseGrid(const cv::Mat& warped)
{
    cv::Mat dark = warped.clone();
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            const cv::Rect at(c * kCellSide, r * kCellSide, kCellSide, kCellSide);
            if (lightInk(warped(at)))
                dark(at) = 255 - warped(at);
        }
    cv::Mat paper;
    cv::morphologyEx(dark, paper, cv::MORPH_CLOSE,
                     cv::getStructuringElement(cv::MORPH_RECT, cv::Size(kCellSide / 3, kCellSide / 3)));
    cv::blur(paper, paper, cv::Size(5, 5));
    cv::Mat even;
    cv::divide(dark, paper, even, 255.0, CV_8U);
    // Dividing by a dim paper (a vignetted corner at 60) multiplies its noise as well: speckles that
    // the crop took for ink. A 3×3 median removes them and keeps strokes (3 px and more at 48 px cells).
    cv::medianBlur(even, even, 3);

    // One stretch for the whole grid, taking the page's ink (its darkest 1 %, the digits' strokes) to
    // 0: per cell, it made faint marks (the text showing through from the other side of a newspaper
    // page) as dark as digits.
    int histogram[256] = {};
    for (int y = 0; y < even.rows; ++y)
        for (int x = 0; x < even.cols; ++x)
            ++histogram[even.at<std::uint8_t>(y, x)];
    int ink = 0;
    for (int seen = 0; ink < 255 && (seen += histogram[ink]) * 100 < even.rows * even.cols; ++ink) {
    }
    const double range = std::max(255.0 - ink, 64.0);
    cv::Mat out;
    even.convertTo(out, CV_8U, 255.0 / range, 255.0 - 255.0 * 255.0 / range);
    return out;
}

struct GridReading {
    std::array<CellReading, 81> cells{};
    double score = 0; // the sum of log(probability of the best digit) over the cells with ink
};

GridReading readCells(const cv::Mat& grid)
{
    GridReading g;
    for (int i = 0; i < 81; ++i) {
        const cv::Mat cell = grid(cv::Rect(i % 9 * kCellSide, i / 9 * kCellSide, kCellSide, kCellSide));
        const auto crop = cropCell(cell);
        if (!crop) {
            g.cells[i] = {0, 1.0f};
            continue;
        }
        const DigitProbabilities p = classifyDigit(*crop);
        const auto best = std::max_element(p.begin(), p.end());
        g.cells[i] = {static_cast<int>(best - p.begin()), *best};
        const float bestDigit = *std::max_element(p.begin() + 1, p.end());
        g.score += std::log(std::max(bestDigit, 1e-4f));
    }
    return g;
}

// The caller's corners make a grid to read: finite, a convex quadrilateral (either way round), every
// side at least 9 px (a pixel per cell), none far outside the picture (a dragged corner may leave
// it a little).
bool usableCorners(const Quad& q)
{
    for (const auto& p : q)
        if (!std::isfinite(p.x) || !std::isfinite(p.y) || std::abs(p.x) > 1e6f || std::abs(p.y) > 1e6f)
            return false;
    int sign = 0;
    for (int i = 0; i < 4; ++i) {
        const cv::Point2f a = q[i], b = q[(i + 1) % 4], c = q[(i + 2) % 4];
        if (cv::norm(b - a) < 9.0)
            return false;
        const float z = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
        const int s = z > 0 ? 1 : (z < 0 ? -1 : 0);
        if (s == 0 || (sign != 0 && s != sign))
            return false;
        sign = s;
    }
    return true;
}

Corners toCorners(const Quad& q, int quarterTurns)
{
    // Turning the picture clockwise by one quarter brings its bottom-left corner to the top left.
    Corners c;
    for (int i = 0; i < 4; ++i)
        c[i] = {q[(i + 4 - quarterTurns) % 4].x, q[(i + 4 - quarterTurns) % 4].y};
    return c;
}

} // namespace

std::string Reading::puzzle() const
{
    std::string s(81, '.');
    for (int i = 0; i < 81; ++i)
        if (cells[i].digit >= 1 && cells[i].digit <= 9)
            s[i] = static_cast<char>('0' + cells[i].digit);
    return s;
}

const char* problemName(Problem problem)
{
    switch (problem) {
    case Problem::None: return "none";
    case Problem::TooSmall: return "the picture is too small to hold a readable board";
    case Problem::TooLarge: return "the picture is too large";
    case Problem::NoGrid: return "no grid found";
    case Problem::NotNineByNine: return "the grid found is not 9×9";
    case Problem::Cancelled: return "cancelled";
    }
    return "unknown problem";
}

Reading readPuzzle(const Picture& picture, const ReadOptions& options, std::stop_token stop)
{
    if (picture.width < 0 || picture.height < 0 || (picture.channels != 1 && picture.channels != 3 && picture.channels != 4))
        throw std::invalid_argument("readPuzzle: a picture needs a width, a height and 1, 3 or 4 channels");
    if (static_cast<std::int64_t>(picture.width) * picture.height > kMaxPixels)
        return failed(Problem::TooLarge);
    if (picture.width < kMinSide || picture.height < kMinSide)
        return failed(Problem::TooSmall);
    if (picture.data == nullptr || picture.stride < picture.width * picture.channels)
        throw std::invalid_argument("readPuzzle: a picture's data is missing or its stride is shorter than a row");
    if (stop.stop_requested())
        return failed(Problem::Cancelled);

    const cv::Mat grey = toGrey(picture);
    if (stop.stop_requested())
        return failed(Problem::Cancelled);

    Quad quad;
    bool searchTurns = true;
    if (options.corners) {
        for (int i = 0; i < 4; ++i)
            quad[i] = {(*options.corners)[i].x, (*options.corners)[i].y};
        searchTurns = false; // the caller's corners are in the puzzle's reading order already
        if (!usableCorners(quad))
            return failed(Problem::NoGrid);
    } else {
        const GridSearch search = findGrid(grey, stop);
        if (!search.grid)
            return failed(search.problem);
        quad = *search.grid;
    }
    if (stop.stop_requested())
        return failed(Problem::Cancelled);

    const cv::Mat grid = normaliseGrid(alignToLines(warpQuad(grey, quad, kGridSide)));
    if (stop.stop_requested())
        return failed(Problem::Cancelled);

    Reading r;
    r.found = true;
    GridReading best = readCells(grid);
    int bestTurns = 0;
    if (searchTurns) {
        cv::Mat turned = grid;
        for (int t = 1; t < 4; ++t) {
            if (stop.stop_requested())
                return failed(Problem::Cancelled);
            cv::rotate(turned, turned, cv::ROTATE_90_CLOCKWISE);
            GridReading g = readCells(turned);
            if (g.score > best.score) {
                best = g;
                bestTurns = t;
            }
        }
        r.quarterTurns = bestTurns;
        r.corners = toCorners(quad, bestTurns);
    } else {
        r.corners = *options.corners;
        // Which of the picture's corners the puzzle's top left is: the one nearest the picture's top left.
        const auto& c = *options.corners;
        r.quarterTurns = static_cast<int>(std::min_element(c.begin(), c.end(), [](Point a, Point b) {
                                              return a.x + a.y < b.x + b.y;
                                          }) - c.begin());
    }
    r.cells = best.cells;
    r.suspect = suspectCells(r.cells, options.suspectBelow);
    return r;
}

} // namespace qudoku::vision
