#include "cellcrop.h"

#include "grey_percentile.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

// How a cell's digit is found (figures for kCellSide = 48):
//
// 1. Levels. Paper is the 75th percentile of the cell's centre (a bold digit covers at most about 40%
//    of it), ink the 1st percentile. Less than kMinContrast between them: nothing is written there
//    (JPEG noise and paper texture in the dataset's photos stay under about 30 levels).
// 2. Ink mask: darker than 60% of the way from ink to paper. The outer kEdge pixels are cleared: that is
//    where the grid lines are, and no digit reaches there (digits fill at most ~80% of a cell).
// 3. Lines and components. Long straight runs near the edges (grid lines a few pixels inside the cell)
//    are removed; then line remains (thin and touching the cleared border) and specks are dropped. The
//    glyph grows from the part nearest the centre: parts sharing its columns and within kMaxGap rows
//    join it (a stroke broken by faint print or blur). It is a digit if it is at least kMinDigitHeight
//    tall (pencil marks and dust are smaller) and its box's centre is within kMaxOffset of the cell's.
// 4. The crop: ink intensity (0 paper .. 1 ink, from the levels of step 1) of the digit's pixels only,
//    fitted in kFitSide × kFitSide keeping the aspect ratio, placed so its centre of mass is the centre
//    of the kCropSide square (MNIST's way).
//
// Rejected: a fixed threshold (fails on low-contrast photos and highlighted cells), Otsu on the cell
// (splits paper texture in two on empty cells, finding "ink" everywhere), flood-filling the lines from
// the border (eats digits that touch a line in slightly mis-warped photos).

namespace qudoku::vision {
namespace {

constexpr int kEdge = kCropEdge;    // px cleared at each edge: the grid lines
constexpr int kMinContrast = 24;    // paper minus ink, grey levels (faint scans' digits: 35)
constexpr int kMinDigitHeight = 13; // px (27% of a cell); pencil marks are about 10
constexpr int kMaxDigitHeight = kCellSide - 2 * kEdge;
constexpr int kMinDigitArea = 18;   // px, a thin "1" 13 px tall is about 26
constexpr double kMaxOffset = 12.0; // px between the digit box's centre and the cell's
constexpr int kThinLine = 4;        // a component this thin touching the border is a line's remains
constexpr int kMinPartArea = 4;     // px: smaller components are specks
constexpr int kMinSeedArea = 9;     // px: the glyph grows from a part at least this large
constexpr int kMaxGap = 4;          // px between the parts of one broken glyph
constexpr int kBrokenGap = 2 * kMaxGap; // px between the parts of a glyph too broken to cut (GlyphFacts)
constexpr int kLineBand = 10;       // px from the edges where a long straight run is a grid line
constexpr int kLineRun = 28;        // px: a run this long in that band is a line, not a stroke


struct Box {
    int x0, y0, x1, y1; // inclusive
    int width() const { return x1 - x0 + 1; }
    int height() const { return y1 - y0 + 1; }
};

// Grid lines a little inside the cell (a warp that is off by a few pixels, a thick box line): long
// straight runs near the edges, removed so a digit that touches them is not joined to them.
void removeLines(cv::Mat& mask) {
    cv::Mat horizontal, vertical;
    cv::morphologyEx(mask, horizontal, cv::MORPH_OPEN,
                     cv::getStructuringElement(cv::MORPH_RECT, cv::Size(kLineRun, 1)));
    cv::morphologyEx(mask, vertical, cv::MORPH_OPEN,
                     cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, kLineRun)));
    for (int y = 0; y < kCellSide; ++y)
        for (int x = 0; x < kCellSide; ++x) {
            const bool nearTopOrBottom = y < kLineBand || y >= kCellSide - kLineBand;
            const bool nearLeftOrRight = x < kLineBand || x >= kCellSide - kLineBand;
            if ((nearTopOrBottom && horizontal.at<std::uint8_t>(y, x)) ||
                (nearLeftOrRight && vertical.at<std::uint8_t>(y, x)))
                mask.at<std::uint8_t>(y, x) = 0;
        }
}

} // namespace

std::optional<CellCrop> cropCell(const cv::Mat& cell, GlyphFacts* facts) {
    if (cell.type() != CV_8UC1 || cell.rows != kCellSide || cell.cols != kCellSide) return std::nullopt;

    // A light blur takes the JPEG blocks and the sensor noise out of the levels and the mask.
    cv::Mat smooth;
    cv::GaussianBlur(cell, smooth, cv::Size(3, 3), 0.8);

    const cv::Rect centre(kEdge + 4, kEdge + 4, kCellSide - 2 * (kEdge + 4), kCellSide - 2 * (kEdge + 4));
    const int paper = greyPercentile(smooth(centre), 0.75);
    const int ink = greyPercentile(smooth(centre), 0.01);
    if (paper - ink < kMinContrast) return std::nullopt;
    // Nearer the paper than the ink: faint, blurred strokes stay joined (halfway broke the thin print
    // of some newspapers into bars).
    const int threshold = ink + (paper - ink) * 3 / 5;

    cv::Mat mask(kCellSide, kCellSide, CV_8UC1, cv::Scalar(0));
    for (int y = kEdge; y < kCellSide - kEdge; ++y)
        for (int x = kEdge; x < kCellSide - kEdge; ++x)
            mask.at<std::uint8_t>(y, x) = smooth.at<std::uint8_t>(y, x) < threshold ? 255 : 0;
    removeLines(mask);

    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    std::vector<Box> boxes(static_cast<std::size_t>(count));
    std::vector<bool> candidate(static_cast<std::size_t>(count), false);
    int nearest = -1;
    double nearestDistance = kMaxOffset;
    for (int i = 1; i < count; ++i) {
        const Box b{stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                    stats.at<int>(i, cv::CC_STAT_LEFT) + stats.at<int>(i, cv::CC_STAT_WIDTH) - 1,
                    stats.at<int>(i, cv::CC_STAT_TOP) + stats.at<int>(i, cv::CC_STAT_HEIGHT) - 1};
        boxes[i] = b;
        const bool touches =
            b.x0 <= kEdge || b.y0 <= kEdge || b.x1 >= kCellSide - 1 - kEdge || b.y1 >= kCellSide - 1 - kEdge;
        const bool thin = b.width() <= kThinLine || b.height() <= kThinLine;
        if (touches && thin) continue; // a grid line's remains
        const int area = stats.at<int>(i, cv::CC_STAT_AREA);
        if (area < kMinPartArea) continue; // a speck
        candidate[i] = true;
        const double cx = (b.x0 + b.x1) / 2.0 - (kCellSide - 1) / 2.0;
        const double cy = (b.y0 + b.y1) / 2.0 - (kCellSide - 1) / 2.0;
        const double distance = std::hypot(cx, cy);
        // The seed: a substantial part (not a speck beside a "1").
        if (area >= kMinSeedArea && distance < nearestDistance) {
            nearestDistance = distance;
            nearest = i;
        }
    }
    if (nearest < 0) return std::nullopt;

    // The glyph: the part nearest the centre and the parts sharing its columns (a stroke broken by
    // faint print or blur) within `gap` rows, grown until nothing more joins.
    std::vector<bool> inGlyph;
    auto grow = [&](int gap, Box& glyph, int& glyphArea) {
        glyph = boxes[nearest];
        inGlyph.assign(static_cast<std::size_t>(count), false);
        inGlyph[nearest] = true;
        glyphArea = stats.at<int>(nearest, cv::CC_STAT_AREA);
        for (bool grown = true; grown;) {
            grown = false;
            for (int i = 1; i < count; ++i) {
                if (!candidate[i] || inGlyph[i]) continue;
                const Box& b = boxes[i];
                const bool sharesColumns = b.x0 <= glyph.x1 + 1 && b.x1 >= glyph.x0 - 1;
                const bool close = b.y0 <= glyph.y1 + gap && b.y1 >= glyph.y0 - gap;
                const Box merged{std::min(glyph.x0, b.x0), std::min(glyph.y0, b.y0), std::max(glyph.x1, b.x1),
                                 std::max(glyph.y1, b.y1)};
                if (!sharesColumns || !close || merged.height() > kMaxDigitHeight ||
                    merged.width() > kMaxDigitHeight)
                    continue;
                inGlyph[i] = true;
                glyph = merged;
                glyphArea += stats.at<int>(i, cv::CC_STAT_AREA);
                grown = true;
            }
        }
        return glyph.height() >= kMinDigitHeight && glyphArea >= kMinDigitArea;
    };
    Box glyph{};
    int glyphArea = 0;
    if (!grow(kMaxGap, glyph, glyphArea)) {
        // Too small as it is; with gaps twice as wide, a digit's size near the centre: a digit
        // broken by a shake's smear (or junk in pieces). Not cut (the classifier never saw such
        // crops); the caller is told.
        if (facts && grow(kBrokenGap, glyph, glyphArea)) {
            const double bx = (glyph.x0 + glyph.x1) / 2.0 - (kCellSide - 1) / 2.0;
            const double by = (glyph.y0 + glyph.y1) / 2.0 - (kCellSide - 1) / 2.0;
            *facts = {};
            facts->broken = std::hypot(bx, by) <= kMaxOffset;
        }
        return std::nullopt;
    }
    const double gx = (glyph.x0 + glyph.x1) / 2.0 - (kCellSide - 1) / 2.0;
    const double gy = (glyph.y0 + glyph.y1) / 2.0 - (kCellSide - 1) / 2.0;
    if (std::hypot(gx, gy) > kMaxOffset) return std::nullopt;

    // Ink intensity of the glyph's pixels (and their antialiased rims: the mask grown by one pixel).
    cv::Mat glyphMask(kCellSide, kCellSide, CV_8UC1, cv::Scalar(0));
    for (int y = glyph.y0; y <= glyph.y1; ++y)
        for (int x = glyph.x0; x <= glyph.x1; ++x)
            if (inGlyph[static_cast<std::size_t>(labels.at<int>(y, x))] && labels.at<int>(y, x) != 0)
                glyphMask.at<std::uint8_t>(y, x) = 255;
    if (facts) {
        std::vector<std::uint8_t> levels;
        for (int y = glyph.y0; y <= glyph.y1; ++y)
            for (int x = glyph.x0; x <= glyph.x1; ++x)
                if (glyphMask.at<std::uint8_t>(y, x))
                    levels.push_back(smooth.at<std::uint8_t>(y, x));
        auto mid = levels.begin() + static_cast<std::ptrdiff_t>(levels.size() / 2);
        std::nth_element(levels.begin(), mid, levels.end());
        *facts = {paper - *mid, static_cast<int>(std::count(inGlyph.begin(), inGlyph.end(), true)), false};
    }
    cv::dilate(glyphMask, glyphMask, cv::Mat(), cv::Point(-1, -1), 1);
    const float span = static_cast<float>(paper - ink);
    cv::Mat intensity(kCellSide, kCellSide, CV_32FC1, cv::Scalar(0));
    for (int y = 0; y < kCellSide; ++y)
        for (int x = 0; x < kCellSide; ++x)
            if (glyphMask.at<std::uint8_t>(y, x))
                intensity.at<float>(y, x) =
                    std::clamp((static_cast<float>(paper) - cell.at<std::uint8_t>(y, x)) / span, 0.0f, 1.0f);

    // Fit in kFitSide keeping the aspect ratio.
    const cv::Rect box(glyph.x0, glyph.y0, glyph.width(), glyph.height());
    const double scale = static_cast<double>(kFitSide) / std::max(box.width, box.height);
    const int w = std::clamp(static_cast<int>(std::lround(box.width * scale)), 1, kFitSide);
    const int h = std::clamp(static_cast<int>(std::lround(box.height * scale)), 1, kFitSide);
    cv::Mat fitted;
    cv::resize(intensity(box), fitted, cv::Size(w, h), 0, 0, scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);

    // Centre of mass to the crop's centre (clamped so the glyph stays whole).
    double mass = 0, mx = 0, my = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const double v = fitted.at<float>(y, x);
            mass += v;
            mx += v * x;
            my += v * y;
        }
    if (mass <= 0) return std::nullopt;
    const int left =
        std::clamp(static_cast<int>(std::lround(kCropSide / 2.0 - 0.5 - mx / mass)), 0, kCropSide - w);
    const int top =
        std::clamp(static_cast<int>(std::lround(kCropSide / 2.0 - 0.5 - my / mass)), 0, kCropSide - h);

    CellCrop crop{};
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            crop[static_cast<std::size_t>((top + y) * kCropSide + left + x)] =
                std::clamp(fitted.at<float>(y, x), 0.0f, 1.0f);
    return crop;
}

} // namespace qudoku::vision
