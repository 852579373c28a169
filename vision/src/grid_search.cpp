#include "grid_search.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "outline_repairs.h"
#include "outline_sides.h"

namespace qudoku::vision {
namespace {

// The search runs on the picture scaled down to this long side: outlines are found as well and much
// faster (a 12-megapixel photo's threshold and contours take ~10× longer at full size). A 250 px board
// in a 4K screenshot is still ~85 px there, and the line check runs on the full-size picture.
constexpr int kSearchLongSide = 1280;
// Outlines checked per pass, largest first (and 3 × 4 repaired ones: findGrid).
constexpr size_t kMaxCandidates = 16;
// Perspective: an outline's far side at least this share of the near one (each pair of opposite
// sides). 0.5 (any side at least half of any other, before) refused the tests' boards tilted 35°
// (far side 0.45 of the near one) and 40°; with 0.3 they are read whole, v2_train unchanged. The
// boards tilted 40° and blurred, or small, are found but fail the 9 × 9 check (their far rows a
// few pixels tall); 45° (far side under 0.3) is not found.
constexpr float kMinFarSide = 0.3f;
// A bent outline (bendOf) replaces the straight one that passed the check only when its inner lines
// then dip this much more where they belong (lineFit). The tests' pages sagging 4.5 % of the side,
// tilted 15° and blurred, pass the straight check with the cells up to 0.4 cell off: 1.26–1.30 ×
// with the bend; v2_train's photos (lens distortion, paper around the outline) reach up to 1.5 ×
// too, and at 1.2 one more right reading was doubted; at 1.25 and 1.3 none of v2_train's readings
// changes (160 photos, before/after compared line by line).
constexpr float kBendGain = 1.25f;
// Outlines (over all passes, largest first in each) looked at again as bent pages when none passed.
constexpr size_t kMaxBentTries = 12;
// The grid from a joined outline's straight sides (outline_sides.h), when nothing else passed: each
// pass's kMaxSidesTries largest outlines, kSidesQuads quadrilaterals from each.
constexpr size_t kMaxSidesTries = 2;
constexpr size_t kSidesQuads = 3;
// The near misses kept when no grid passes (GridSearch::nearMisses): quadrilaterals that pass the
// 9 × 9 check with kNearSlack more inner lines missed and cell middles crossed each way (5 of 8
// lines, 6 of 9 middles), at most kMaxNearMisses of them (the reader reads each: about as long as a
// reading). Of mixes seed 2's 13 pictures with no grid, 10 had 1-6 near misses (3 none), and the
// three whose reading held a puzzle each held it in the first.
constexpr size_t kMaxNearMisses = 6;
constexpr int kNearSlack = 2;

struct Candidate {
    double area;
    Quad quad;
    int contour; // its contour's index, or kRepaired, or kFromCells
};
constexpr int kRepaired = -1;  // a repaired or extended outline
constexpr int kFromCells = -2; // the hull of the grid's cells (outlineOfCells)

float cross(cv::Point2f a, cv::Point2f b, cv::Point2f c)
{
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

bool nearlySame(const Quad& a, const Quad& b, float tolerance)
{
    for (int i = 0; i < 4; ++i)
        if (cv::norm(a[i] - b[i]) > tolerance)
            return false;
    return true;
}

// A bent outline: the contour `contour` whose corners are `q` (the same pixels), each of its points
// taken into the unit square through q's perspective and given to the side it lies nearest; the
// offsets from the straight side binned along it (Bend::kSamples bins, the median of each; a bin
// with none is filled in between its neighbours; the corners are 0). Nothing when every offset is
// under kStraight (the sides are straight: the bend is not why the check failed) or a side strays
// beyond kMaxBend (not a page's bend: something merged with the outline).
//
// For a page whose grid sags 4.5 % of its side (tests/vision: bend 0.08 of the picture), the lines
// in the straight warp curve by 0.4 of a cell, and the 9 × 9 check (lines within a fifth of a cell of
// their places, in 2 of 3 strips) fails; warped along the bent outline, they lie within 0.05 cell.
constexpr float kStraight = 0.008f;
constexpr float kMaxBend = 0.1f;
constexpr float kMaxSag = 0.06f;

std::optional<Bend> bendOf(const std::vector<cv::Point>& contour, const Quad& q)
{
    constexpr int K = Bend::kSamples;
    const cv::Point2f unit[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    const cv::Point2f from[4] = {q[0], q[1], q[2], q[3]};
    const cv::Matx33d toUnit(cv::getPerspectiveTransform(from, unit));
    std::array<std::array<std::vector<float>, K>, 4> bins; // top, right, bottom, left
    auto add = [&](cv::Point2f p) {
        const double w = toUnit(2, 0) * p.x + toUnit(2, 1) * p.y + toUnit(2, 2);
        const float u = static_cast<float>((toUnit(0, 0) * p.x + toUnit(0, 1) * p.y + toUnit(0, 2)) / w);
        const float v = static_cast<float>((toUnit(1, 0) * p.x + toUnit(1, 1) * p.y + toUnit(1, 2)) / w);
        const float offset[4] = {v, u - 1, v - 1, u};
        int side = 0;
        for (int i = 1; i < 4; ++i)
            if (std::abs(offset[i]) < std::abs(offset[side]))
                side = i;
        const float along = side % 2 == 0 ? u : v;
        if (std::abs(offset[side]) > kMaxBend || along < 0 || along > 1)
            return;
        bins[side][static_cast<size_t>(std::lround(along * (K - 1)))].push_back(offset[side]);
    };
    // CHAIN_APPROX_SIMPLE keeps only a straight run's ends: the points between are put back.
    for (size_t i = 0; i < contour.size(); ++i) {
        const cv::Point2f a(contour[i]), b(contour[(i + 1) % contour.size()]);
        const int steps = std::max(1, static_cast<int>(std::ceil(cv::norm(b - a))));
        for (int t = 0; t < steps; ++t)
            add(a + (b - a) * (static_cast<float>(t) / static_cast<float>(steps)));
    }
    Bend bend;
    std::array<float, K>* sides[4] = {&bend.top, &bend.right, &bend.bottom, &bend.left};
    bool bent = false;
    for (int side = 0; side < 4; ++side) {
        std::array<float, K>& out = *sides[side];
        std::array<bool, K> known{};
        int seen = 0;
        for (int k = 1; k < K - 1; ++k) {
            auto& bin = bins[side][static_cast<size_t>(k)];
            if (bin.empty())
                continue;
            std::nth_element(bin.begin(), bin.begin() + static_cast<std::ptrdiff_t>(bin.size() / 2), bin.end());
            out[k] = bin[bin.size() / 2];
            known[k] = true;
            ++seen;
        }
        // Most of the side must be there (a side the contour does not follow says nothing).
        if (seen < (K - 2) * 3 / 4)
            return std::nullopt;
        out[0] = out[K - 1] = 0;
        known[0] = known[K - 1] = true;
        for (int k = 1; k < K - 1; ++k) {
            if (known[k])
                continue;
            int a = k - 1, b = k + 1;
            while (!known[b])
                ++b;
            out[k] = out[a] + (out[b] - out[a]) * static_cast<float>(k - a) / static_cast<float>(b - a);
            known[k] = true;
        }
        for (float o : out) {
            if (std::abs(o) > kMaxSag)
                return std::nullopt;
            bent = bent || std::abs(o) > kStraight;
        }
    }
    if (!bent)
        return std::nullopt;
    return bend;
}

} // namespace

bool convexQuad(const Quad& q)
{
    int sign = 0;
    for (size_t i = 0; i < 4; ++i) {
        const float z = cross(q[i], q[(i + 1) % 4], q[(i + 2) % 4]);
        const int s = z > 0 ? 1 : (z < 0 ? -1 : 0);
        if (s == 0 || (sign != 0 && s != sign))
            return false;
        sign = s;
    }
    return true;
}

double quadArea(const Quad& q)
{
    return std::abs(cv::contourArea(std::vector<cv::Point2f>(q.begin(), q.end())));
}

// A contour's outline as a quadrilateral, when it is close to one: its hull simplified to four
// corners, or (rounded corners, a bump) the hull's four extreme points along the diagonals, kept when
// they cover most of the hull.
std::optional<Quad> quadOf(const std::vector<cv::Point>& contour)
{
    std::vector<cv::Point> hull;
    cv::convexHull(contour, hull);
    const double hullArea = cv::contourArea(hull);
    if (hullArea <= 0)
        return std::nullopt;
    const double perimeter = cv::arcLength(hull, true);
    std::vector<cv::Point> approx;
    cv::approxPolyDP(hull, approx, 0.02 * perimeter, true);
    Quad q;
    if (approx.size() == 4) {
        for (int i = 0; i < 4; ++i)
            q[i] = cv::Point2f(approx[i]);
    } else {
        auto extreme = [&](auto key) {
            return cv::Point2f(*std::max_element(hull.begin(), hull.end(),
                                                 [&](cv::Point a, cv::Point b) { return key(a) < key(b); }));
        };
        q = {extreme([](cv::Point p) { return -p.x - p.y; }), extreme([](cv::Point p) { return p.x - p.y; }),
             extreme([](cv::Point p) { return p.x + p.y; }), extreme([](cv::Point p) { return p.y - p.x; })};
    }
    q = orderClockwise(q);
    if (!convexQuad(q) || quadArea(q) < 0.85 * hullArea)
        return std::nullopt;
    // Square-ish: across and down (each the mean of two opposite sides) within a factor 2 of each
    // other; perspective shortens the far side, to no less than kMinFarSide of the near one.
    float len[4];
    for (int i = 0; i < 4; ++i)
        len[i] = static_cast<float>(cv::norm(q[i] - q[(i + 1) % 4]));
    const float across = len[0] + len[2], down = len[1] + len[3];
    if (std::min(across, down) < 0.5f * std::max(across, down) || std::min(len[0], len[2]) < kMinFarSide * std::max(len[0], len[2]) ||
        std::min(len[1], len[3]) < kMinFarSide * std::max(len[1], len[3]))
        return std::nullopt;
    return q;
}

Quad orderClockwise(const Quad& points)
{
    cv::Point2f centre(0, 0);
    for (const auto& p : points)
        centre += p * 0.25f;
    Quad q = points;
    // Image coordinates (y down): increasing angle is clockwise on screen.
    std::sort(q.begin(), q.end(), [&](cv::Point2f a, cv::Point2f b) {
        return std::atan2(a.y - centre.y, a.x - centre.x) < std::atan2(b.y - centre.y, b.x - centre.x);
    });
    const auto first = std::min_element(q.begin(), q.end(), [](cv::Point2f a, cv::Point2f b) {
        return a.x + a.y < b.x + b.y;
    });
    std::rotate(q.begin(), first, q.end());
    return q;
}

cv::Mat warpQuad(const cv::Mat& grey, const Quad& quad, int side, int margin, const Bend* bend)
{
    // warpPerspective samples (bilinearly): from a grid several times larger than `side` it would
    // miss thin lines and strokes altogether, or keep them whole, by where the samples fall. So the
    // picture is shrunk first (averaging) to about 1.5 × `side` across the grid.
    float longest = 0;
    for (int i = 0; i < 4; ++i)
        longest = std::max(longest, static_cast<float>(cv::norm(quad[i] - quad[(i + 1) % 4])));
    const float target = 1.5f * static_cast<float>(side);
    Quad q = quad;
    cv::Mat source = grey;
    if (longest > target) {
        const double f = target / longest;
        cv::resize(grey, source, cv::Size(), f, f, cv::INTER_AREA);
        for (auto& p : q)
            p *= static_cast<float>(f);
    }
    const float m = static_cast<float>(margin), s = static_cast<float>(side) + m;
    const cv::Point2f from[4] = {q[0], q[1], q[2], q[3]};
    const int n = side + 2 * margin;
    cv::Mat out;
    if (!bend) {
        const cv::Point2f to[4] = {{m, m}, {s, m}, {s, s}, {m, s}};
        cv::warpPerspective(source, out, cv::getPerspectiveTransform(from, to), cv::Size(n, n), cv::INTER_LINEAR,
                            cv::BORDER_REPLICATE);
        return out;
    }
    // The unit square's point (u, v) moved by the sides' offsets blended (each side's weight falls
    // linearly to the opposite side; the offsets are 0 at the corners, so the corners stay), then
    // through the perspective. Beyond the square (the margin) the nearest side's offsets go on.
    const cv::Point2f unit[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    const cv::Matx33d H(cv::getPerspectiveTransform(unit, from));
    auto at = [](const std::array<float, Bend::kSamples>& a, float t) {
        const float x = std::clamp(t, 0.0f, 1.0f) * (Bend::kSamples - 1);
        const int i = std::min(static_cast<int>(x), Bend::kSamples - 2);
        return a[i] + (x - static_cast<float>(i)) * (a[i + 1] - a[i]);
    };
    cv::Mat mapX(n, n, CV_32F), mapY(n, n, CV_32F);
    for (int y = 0; y < n; ++y) {
        const float v = (static_cast<float>(y) - m) / static_cast<float>(side), vc = std::clamp(v, 0.0f, 1.0f);
        const float left = at(bend->left, v), right = at(bend->right, v);
        for (int x = 0; x < n; ++x) {
            const float u = (static_cast<float>(x) - m) / static_cast<float>(side), uc = std::clamp(u, 0.0f, 1.0f);
            const double bu = u + (1 - uc) * left + uc * right;
            const double bv = v + (1 - vc) * at(bend->top, u) + vc * at(bend->bottom, u);
            const double w = H(2, 0) * bu + H(2, 1) * bv + H(2, 2);
            mapX.at<float>(y, x) = static_cast<float>((H(0, 0) * bu + H(0, 1) * bv + H(0, 2)) / w);
            mapY.at<float>(y, x) = static_cast<float>((H(1, 0) * bu + H(1, 1) * bv + H(1, 2)) / w);
        }
    }
    cv::remap(source, out, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

namespace {

// The line check warps from the level of its pyramid where the candidate is at most 1.5 × the
// check's size (warpQuad would shrink the picture for each candidate otherwise): that level, and the
// candidate `q` (in the pixels of a picture `width` px wide, the pyramid's first level) in its pixels.
std::pair<size_t, Quad> checkLevel(const std::vector<cv::Mat>& levels, const Quad& q, int width)
{
    constexpr float kCheckTarget = 1.5f * 9 * kCheckCell;
    float longest = 0;
    for (size_t i = 0; i < 4; ++i)
        longest = std::max(longest, static_cast<float>(cv::norm(q[i] - q[(i + 1) % 4])));
    size_t level = 0;
    for (float f = 1; level + 1 < levels.size() && longest * f > kCheckTarget; f *= 0.5f)
        ++level;
    Quad atLevel = q;
    for (auto& p : atLevel)
        p *= static_cast<float>(levels[level].cols) / static_cast<float>(width);
    return {level, atLevel};
}

// `picture` and its halvings down to about twice the line check's size.
std::vector<cv::Mat> pyramidOf(const cv::Mat& picture)
{
    std::vector<cv::Mat> levels{picture};
    while (std::min(levels.back().cols, levels.back().rows) > 2 * 9 * kCheckCell) {
        cv::Mat half;
        cv::resize(levels.back(), half, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
        levels.push_back(half);
    }
    return levels;
}

} // namespace

GridSearch findGrid(const cv::Mat& grey, std::stop_token stop)
{
    GridSearch result;
    const int longSide = std::max(grey.cols, grey.rows);
    const double scale = longSide > kSearchLongSide ? static_cast<double>(kSearchLongSide) / longSide : 1.0;
    cv::Mat small;
    if (scale < 1.0)
        cv::resize(grey, small, cv::Size(), scale, scale, cv::INTER_AREA);
    else
        small = grey;
    cv::Mat blurred;
    cv::GaussianBlur(small, blurred, cv::Size(3, 3), 0);
    const int shortSide = std::min(small.cols, small.rows);
    const int block = std::max(11, (shortSide / 30) | 1);
    // The gaps closed between tiles (passes 3 and 4) and in a broken line (pass 6).
    const int gap = std::max(5, shortSide / 60) | 1;
    const double minSide = std::max(40.0, 0.1 * shortSide);

    // Pass 5's outlines are checked on its own picture, the light divided out (a sharp shadow's edge
    // across the grid is a step that the check's line profiles take for lines).
    const std::vector<cv::Mat> plainLevels = pyramidOf(small);
    std::vector<cv::Mat> evenLevels;
    cv::Mat darkLines; // pass 0's threshold, closed again by pass 6

    bool sawOtherGrid = false;
    std::vector<Quad> tried;
    // The outlines that failed the check as straight quadrilaterals, for a second look as a bent page
    // once no outline passed.
    struct BentTry {
        Quad full;
        const std::vector<cv::Mat>* levels; // the pyramid it was checked on
        size_t level;
        Quad atLevel;
        std::vector<cv::Point> contour;
        Quad small;
    };
    std::vector<BentTry> bentTries;
    // Each pass's largest outlines (by their box), for a last look at their straight sides.
    std::vector<std::pair<std::vector<cv::Point>, const std::vector<cv::Mat>*>> largest; // and its pyramid
    // Pass 0: dark lines on light paper; 1: light lines on a dark board; 2: dark lines thickened,
    // joining a blurred photo's broken lines; 3 and 4: boards of tiles with no lines and no outline
    // (the tiles darker, or lighter, than the page around them: Otsu's threshold, the gaps closed);
    // 5: the paper's light divided out first, at a scale wider than any line and narrower than a
    // newspaper's fold, whose dark crease across the page otherwise joins the grid's outline to the
    // picture's edges (tests/vision: a crease to 40 % light through the middle row; no outline of
    // passes 0-4 is the grid's); 6: pass 0's lines with their gaps closed (a closing as wide as pass
    // 3's), for a thin outer line that blur and perspective break into dashes, so that every other
    // outline cuts one of the grid's corners off and no corner mended as a parallelogram's follows the
    // perspective (tests/vision readsPhotoTiltedBack: v2_train image13 with its top narrowed to 0.7
    // and 0.6; pass 2's 3 px thickening leaves the dashes apart). Last of the passes, so a grid that
    // passes 0-5 find is found as before; before the bent and straight-sides looks, whose outlines
    // are the cut ones (v2_train narrowed to 0.6 at the top: image199 and image8 were found by them
    // with a corner 4.5-4.9 % off, now 2.0-2.8 %).
    for (int pass = 0; pass < 7; ++pass) {
        if (stop.stop_requested()) {
            result.problem = Problem::Cancelled;
            return result;
        }
        cv::Mat binary;
        if (pass == 5) {
            // The light: a closing removes the lines and digits (dark, thinner than the kernel) and
            // keeps what is wider, the fold's shadow among it; dividing by it leaves the ink on an
            // even page.
            const int reach = std::max(5, shortSide / 120) | 1;
            cv::Mat light, even;
            cv::morphologyEx(blurred, light, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(reach, reach)));
            cv::divide(blurred, light, even, 255.0);
            evenLevels = pyramidOf(even);
            cv::adaptiveThreshold(even, binary, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, block, 8);
        } else if (pass == 6) {
            // A closing, not a dilation: the dashes join and the outline stays where the line is.
            cv::morphologyEx(darkLines, binary, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(gap, gap)));
        } else if (pass <= 2) {
            cv::adaptiveThreshold(pass == 1 ? cv::Mat(255 - blurred) : blurred, binary, 255,
                                  cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, block, 8);
            if (pass == 0)
                darkLines = binary; // kept for pass 6 (each pass thresholds into a new matrix)
            if (pass == 2)
                cv::dilate(binary, binary, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
        } else {
            // The digits taken out first (a closing takes dark ones, an opening light ones), so that
            // Otsu's threshold parts the tiles from the page rather than the ink from both.
            const int stroke = std::max(5, shortSide / 40) | 1;
            cv::Mat plain;
            cv::morphologyEx(blurred, plain, pass == 3 ? cv::MORPH_CLOSE : cv::MORPH_OPEN,
                             cv::getStructuringElement(cv::MORPH_RECT, cv::Size(stroke, stroke)));
            cv::threshold(plain, binary, 0, 255, (pass == 3 ? cv::THRESH_BINARY_INV : cv::THRESH_BINARY) | cv::THRESH_OTSU);
            cv::morphologyEx(binary, binary, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(gap, gap)));
        }
        const std::vector<cv::Mat>& levels = pass == 5 ? evenLevels : plainLevels;
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(binary, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);

        {
            std::vector<size_t> order(contours.size());
            std::iota(order.begin(), order.end(), size_t{0});
            auto boxArea = [&](size_t i) { return cv::boundingRect(contours[i]).area(); };
            const size_t keep = std::min(order.size(), kMaxSidesTries);
            std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(keep), order.end(),
                              [&](size_t a, size_t b) { return boxArea(a) > boxArea(b); });
            for (size_t k = 0; k < keep; ++k) {
                const cv::Rect box = cv::boundingRect(contours[order[k]]);
                if (box.width >= minSide && box.height >= minSide)
                    largest.push_back({contours[order[k]], &levels});
            }
        }
        std::vector<Candidate> candidates;
        for (size_t i = 0; i < contours.size(); ++i) {
            const cv::Rect box = cv::boundingRect(contours[i]);
            if (box.width < minSide || box.height < minSide)
                continue;
            if (auto q = quadOf(contours[i]))
                candidates.push_back({quadArea(*q), *q, static_cast<int>(i)});
        }
        std::sort(candidates.begin(), candidates.end(),
                  [](const auto& a, const auto& b) { return a.area > b.area; });
        // Then the three largest outlines mended (outline_repairs.h): one corner put where the other
        // three say it is, and the grids they may be a band of. Checked after every outline as found,
        // so a good outline always wins.
        if (candidates.size() > kMaxCandidates)
            candidates.resize(kMaxCandidates);
        const size_t outlines = candidates.size();
        for (size_t c = 0; c < std::min<size_t>(outlines, 3); ++c)
            for (const Quad& q : withOneCornerMended(candidates[c].quad))
                candidates.push_back({quadArea(q), q, kRepaired});
        for (size_t c = 0; c < std::min<size_t>(outlines, 3); ++c)
            for (const Quad& g : gridsAroundBand(candidates[c].quad))
                candidates.push_back({quadArea(g), g, kRepaired});
        // Last, on the evened page only (so no reading that passes 0-4 find changes), the grid from
        // its cells.
        if (pass == 5)
            if (const auto q = outlineOfCells(contours, minSide / 9))
                candidates.push_back({quadArea(*q), *q, kFromCells});
        for (const auto& [area, q, contour] : candidates) {
            Quad full;
            for (int i = 0; i < 4; ++i)
                full[i] = q[i] * static_cast<float>(1.0 / scale);
            const float tolerance = 0.01f * static_cast<float>(std::sqrt(area) / scale);
            if (std::any_of(tried.begin(), tried.end(),
                            [&](const Quad& t) { return nearlySame(t, full, tolerance); }))
                continue;
            tried.push_back(full);
            if (stop.stop_requested()) {
                result.problem = Problem::Cancelled;
                return result;
            }
            // Not a structured binding: clang 14 does not let the lambdas below capture one.
            const auto checked = checkLevel(levels, q, small.cols);
            const size_t level = checked.first;
            const Quad& atLevel = checked.second;
            const cv::Mat warped = warpQuad(levels[level], atLevel, 9 * kCheckCell);
            // All 8 inner lines each way, or 7 (one hidden by a highlight or a glare).
            if (hasLinePattern(warped, 9)) {
                // On the grid's own outer lines when the outline is a box around it (or inside it).
                bool moved = false;
                const float levelToFull = static_cast<float>(small.cols) / static_cast<float>(levels[level].cols) /
                                          static_cast<float>(scale);
                auto moveTo = [&](const std::optional<Quad>& to) {
                    if (!to || !hasLinePattern(warpQuad(levels[level], *to, 9 * kCheckCell), 9))
                        return;
                    moved = true;
                    for (int i = 0; i < 4; ++i)
                        full[i] = (*to)[i] * levelToFull;
                };
                moveTo(onOuterLines(levels[level], atLevel));
                // A mended outline's guessed corner put where the grid's lines meet.
                if (!moved && contour == kRepaired)
                    moveTo(squaredToItsLines(levels[level], atLevel));
                // A page bent less than the check notices still moves the cells off their squares:
                // the bent outline kept when its inner lines then lie nearer their places.
                if (!moved && contour >= 0)
                    if (const auto bend = bendOf(contours[static_cast<size_t>(contour)], q))
                        if (lineFit(levels[level], atLevel, &*bend) > kBendGain * lineFit(levels[level], atLevel) &&
                            hasLinePattern(warpQuad(levels[level], atLevel, 9 * kCheckCell, 0, &*bend), 9))
                            result.bend = bend;
                result.grid = full;
                result.outlineJoined = contour == kFromCells;
                result.problem = Problem::None;
                return result;
            }
            if (result.nearMisses.size() < kMaxNearMisses && hasLinePattern(warped, 9, kNearSlack))
                result.nearMisses.push_back(full);
            if (contour >= 0 && bentTries.size() < kMaxBentTries)
                bentTries.push_back({full, &levels, level, atLevel, contours[static_cast<size_t>(contour)], q});
            if (!sawOtherGrid) {
                for (int n : {4, 6, 8, 12, 16})
                    if (hasLinePattern(warped, n)) {
                        sawOtherGrid = true;
                        break;
                    }
            }
        }
    }
    // No straight outline passed: the outlines again, warped along their sides as a bent page's.
    for (const BentTry& t : bentTries) {
        if (stop.stop_requested()) {
            result.problem = Problem::Cancelled;
            return result;
        }
        const auto bend = bendOf(t.contour, t.small);
        if (!bend || !hasLinePattern(warpQuad((*t.levels)[t.level], t.atLevel, 9 * kCheckCell, 0, &*bend), 9))
            continue;
        result.grid = t.full;
        result.bend = bend;
        result.problem = Problem::None;
        return result;
    }
    // Last, the largest outlines' straight sides (outline_sides.h): something lying against the
    // grid (a thumb over a corner, a pen across) joined its outline, and no corner mended above
    // passes under perspective.
    for (const auto& [contour, levels] : largest)
        for (const Quad& q : quadsFromStraightSides(contour, kSidesQuads)) {
            if (stop.stop_requested()) {
                result.problem = Problem::Cancelled;
                return result;
            }
            const auto [level, atLevel] = checkLevel(*levels, q, small.cols);
            Quad full;
            for (int i = 0; i < 4; ++i)
                full[i] = q[i] * static_cast<float>(1.0 / scale);
            const cv::Mat warped = warpQuad((*levels)[level], atLevel, 9 * kCheckCell);
            if (!hasLinePattern(warped, 9)) {
                if (result.nearMisses.size() < kMaxNearMisses && hasLinePattern(warped, 9, kNearSlack))
                    result.nearMisses.push_back(full);
                continue;
            }
            result.grid = full;
            result.outlineJoined = true;
            result.problem = Problem::None;
            return result;
        }
    result.problem = sawOtherGrid ? Problem::NotNineByNine : Problem::NoGrid;
    return result;
}

} // namespace qudoku::vision
