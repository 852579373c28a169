// A warped grid's lines read from profiles across them: the 9 × 9 check (hasLinePattern), where
// the lines lie (findLinePositions), and a grid's own outer lines inside a box printed around it
// (outerLinesAcross). grid_search.cpp finds the outlines these are asked about.
#include "line_profiles.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace qudoku::vision {

// A line is there when it dips at least kLineDip (line_profiles.h) in 2 of the 3 strips across it:
// three strips, not the whole length, as a bent page's line wanders by a few pixels from one end to
// the other; 2 of 3, as a highlight or a glare may hide it in one.
constexpr int kBands = 3;

// The line pattern is read from profiles across the lines: for a strip of the warped square, the
// median of each column. A line across the strip darkens (or, light on dark, lightens) the median of
// its columns; digits, covering well under half of any column's length, hardly move it (the mean
// would: a column of "1"s dips more than a faint grid line). A line's strength at x is the dip there
// below the columns a few pixels either side.
//
// An edge detector (Sobel, thresholded at a share of the strongest edge) was tried first: faint grey
// lines in photos fell under any threshold that kept digits' edges out (v2_train: 75.6 % of grids
// found with 0.2 of the strongest edge, 96.9 % with 0.1, and crosswords then passed as sudokus).

// The contrast of a warped square stretched to 0–255 (1st to 99th percentile), so a dim photo's
// lines dip as far as a screenshot's.
cv::Mat stretched(const cv::Mat& warped)
{
    int histogram[256] = {};
    for (int y = 0; y < warped.rows; ++y)
        for (int x = 0; x < warped.cols; ++x)
            ++histogram[warped.at<std::uint8_t>(y, x)];
    const int total = warped.rows * warped.cols;
    int lo = 0, hi = 255, seen = 0;
    while (lo < 255 && (seen += histogram[lo]) < total / 100)
        ++lo;
    seen = 0;
    while (hi > 0 && (seen += histogram[hi]) < total / 100)
        --hi;
    cv::Mat out;
    const double range = std::max(hi - lo, 32);
    warped.convertTo(out, CV_8U, 255.0 / range, -255.0 * lo / range);
    return out;
}

// Per strip, the median of each column (vertical lines; transpose for horizontal ones).
std::vector<std::vector<float>> medianProfiles(const cv::Mat& grey, int bands)
{
    std::vector<std::vector<float>> profiles;
    std::vector<std::uint8_t> column;
    for (int b = 0; b < bands; ++b) {
        const int r0 = grey.rows * b / bands, r1 = grey.rows * (b + 1) / bands;
        std::vector<float> p(grey.cols);
        for (int x = 0; x < grey.cols; ++x) {
            column.clear();
            for (int y = r0; y < r1; ++y)
                column.push_back(grey.at<std::uint8_t>(y, x));
            auto mid = column.begin() + static_cast<std::ptrdiff_t>(column.size() / 2);
            std::nth_element(column.begin(), mid, column.end());
            p[x] = *mid;
        }
        profiles.push_back(std::move(p));
    }
    return profiles;
}

// How far each column dips below (dark lines) or rises above (light lines) the columns `reach` away.
std::vector<float> dips(const std::vector<float>& profile, bool darkLines, int reach)
{
    const int n = static_cast<int>(profile.size());
    std::vector<float> d(n, 0.0f);
    for (int x = 0; x < n; ++x) {
        const float left = profile[std::max(0, x - reach)], right = profile[std::min(n - 1, x + reach)];
        const float v = (left + right) / 2 - profile[x];
        d[x] = std::max(0.0f, darkLines ? v : -v);
    }
    return d;
}

float peakNear(const std::vector<float>& profile, float at, float window, int* where)
{
    const int n = static_cast<int>(profile.size());
    const int lo = std::max(0, static_cast<int>(std::floor(at - window)));
    const int hi = std::min(n - 1, static_cast<int>(std::ceil(at + window)));
    float best = 0;
    for (int x = lo; x <= hi; ++x)
        if (profile[x] > best) {
            best = profile[x];
            if (where)
                *where = x;
        }
    return best;
}

namespace {

// The lines of an even `lines` × `lines` pattern shown by `grey` (vertical ones): the inner lines
// found, and the cell middles free of lines. The better of dark and light lines.
struct Pattern {
    int lines = 0;
    int clearMiddles = 0;
};

Pattern patternAcross(const cv::Mat& grey, int lines)
{
    const auto profiles = medianProfiles(grey, kBands);
    const float pitch = static_cast<float>(grey.cols) / static_cast<float>(lines);
    const int reach = std::max(2, static_cast<int>(pitch / 5));
    Pattern best;
    for (bool dark : {true, false}) {
        std::vector<std::vector<float>> d;
        for (const auto& p : profiles)
            d.push_back(dips(p, dark, reach));
        // Thresholds per strip, relative to its typical line (the median of the line places' peaks):
        // a dim photo's digits may dip as far as a screenshot's faint lines, never as far as their
        // own page's lines.
        std::vector<float> lineAt, middleAt;
        for (const auto& band : d) {
            std::vector<float> peaks;
            for (int k = 1; k < lines; ++k)
                peaks.push_back(peakNear(band, pitch * static_cast<float>(k), pitch / 5));
            std::nth_element(peaks.begin(), peaks.begin() + static_cast<std::ptrdiff_t>(peaks.size() / 2), peaks.end());
            const float typical = peaks[peaks.size() / 2];
            lineAt.push_back(std::max(kLineDip, 0.35f * typical));
            middleAt.push_back(std::max(kLineDip, 0.5f * typical));
        }
        Pattern pattern;
        for (int k = 0; k < lines; ++k) {
            int lineBands = 0, middleBands = 0;
            for (size_t b = 0; b < d.size(); ++b) {
                if (k > 0 && peakNear(d[b], pitch * static_cast<float>(k), pitch / 5) >= lineAt[b])
                    ++lineBands;
                if (peakNear(d[b], pitch * (static_cast<float>(k) + 0.5f), pitch / 6) >= middleAt[b])
                    ++middleBands;
            }
            pattern.lines += k > 0 && lineBands >= 2 ? 1 : 0;
            pattern.clearMiddles += middleBands <= 1 ? 1 : 0;
        }
        if (pattern.lines + pattern.clearMiddles > best.lines + best.clearMiddles)
            best = pattern;
    }
    return best;
}

} // namespace

bool innerLinesDark(const std::vector<float>& dark, const std::vector<float>& light, float cell, int margin)
{
    float darkSum = 0, lightSum = 0;
    for (int k = 1; k < 9; ++k) {
        const float at = static_cast<float>(margin) + cell * static_cast<float>(k);
        darkSum += peakNear(dark, at, cell / 4);
        lightSum += peakNear(light, at, cell / 4);
    }
    return darkSum >= lightSum;
}

std::optional<std::pair<double, double>> innerLattice(const std::vector<float>& d, float cell, int margin,
                                                      std::vector<float>* strengths)
{
    // Fitted twice: the second time near where the first fit puts the lines (a line near the end of
    // a window is found at its edge, which pulls the first fit towards the outline's pitch).
    double pitch = cell, offset = margin;
    for (int pass = 0; pass < 2; ++pass) {
        if (strengths)
            strengths->clear();
        double n = 0, sk = 0, sx = 0, skk = 0, skx = 0;
        for (int k = 1; k < 9; ++k) {
            int where = 0;
            const float strength = peakNear(d, static_cast<float>(offset + pitch * k), static_cast<float>(pitch) / 4, &where);
            if (strength < kLineDip)
                continue;
            if (strengths)
                strengths->push_back(strength);
            n += 1;
            sk += k;
            sx += where;
            skk += k * k;
            skx += k * where;
        }
        if (n < 6)
            return std::nullopt;
        pitch = (n * skx - sk * sx) / (n * skk - sk * sk);
        offset = (sx - pitch * sk) / n;
        if (pitch < 0.7 * cell || pitch > 1.3 * cell)
            return std::nullopt;
    }
    return std::pair{offset, pitch};
}

// The grid's own outer lines, when the outline found is something around the grid (a box printed a
// little outside it, as newspapers set the puzzle: its outline is the largest, and its warp shows
// the 9 × 9 pattern well enough to pass, a few pixels off each line) or inside it. The inner lines,
// found near where the outline puts them, give the grid's pitch and place by a least-squares fit;
// the outer lines are looked for where the fit puts lines 0 and 9. `grey`: the outline warped to
// 9 × cell px with `margin` px around it, stretched. Returns, across (transpose for down), the outer lines'
// positions in `warped`, or nothing when the outline's own edges are where the lines are (within
// 0.15 of a cell) or the lines are not clear enough to move them.
std::optional<std::pair<float, float>> outerLinesAcross(const cv::Mat& grey, float cell, int margin)
{
    const auto profile = medianProfiles(grey, 1).front();
    const int reach = std::max(2, static_cast<int>(cell / 5));
    const auto dark = dips(profile, true, reach), light = dips(profile, false, reach);
    const bool darkLines = innerLinesDark(dark, light, cell, margin);
    const auto& d = darkLines ? dark : light;
    std::vector<float> strengths;
    const auto lattice = innerLattice(d, cell, margin, &strengths);
    if (!lattice)
        return std::nullopt;
    const auto [offset, pitch] = *lattice;
    std::nth_element(strengths.begin(), strengths.begin() + static_cast<std::ptrdiff_t>(strengths.size() / 2), strengths.end());
    const float typical = strengths[strengths.size() / 2];
    const float expected[2] = {static_cast<float>(offset), static_cast<float>(offset + 9 * pitch)};
    const float edges[2] = {static_cast<float>(margin), static_cast<float>(margin) + 9 * cell};
    float found[2];
    bool moved = false;
    for (int side = 0; side < 2; ++side) {
        int where = 0;
        const float strength = peakNear(d, expected[side], static_cast<float>(pitch) / 6, &where);
        if (strength < std::max(kLineDip, 0.5f * typical))
            return std::nullopt;
        // A line: darker (lighter) than both sides, not the step from a board of tiles to its page.
        const int n = static_cast<int>(profile.size());
        const float left = profile[std::max(0, where - reach)], right = profile[std::min(n - 1, where + reach)];
        const float centre = profile[where];
        const float twoSided = darkLines ? std::min(left, right) - centre : centre - std::max(left, right);
        if (twoSided < std::max(kLineDip, 0.5f * strength))
            return std::nullopt;
        found[side] = static_cast<float>(where);
        moved = moved || std::abs(found[side] - edges[side]) > 0.15f * cell;
    }
    if (!moved)
        return std::nullopt;
    return std::pair{found[0], found[1]};
}

bool hasLinePattern(const cv::Mat& warpedGrey, int lines, int slack)
{
    const cv::Mat grey = stretched(warpedGrey);
    cv::Mat transposed;
    cv::transpose(grey, transposed);
    // All inner lines each way, or all but one (hidden by a highlight or a glare), and as many cell
    // middles clear of lines (a crossword, a frame around the grid, another size of grid: lines fall
    // where cells should be).
    for (const cv::Mat& g : {grey, transposed}) {
        const Pattern p = patternAcross(g, lines);
        if (p.lines < lines - 2 - slack || p.clearMiddles < lines - 1 - slack)
            return false;
    }
    return true;
}

// The leans of the lines across `g` (a stretched warp of 9 × cellSide px with `margin` px around it),
// found near `pos`, dark lines or light (`darkLines`): see LinePositions.
//
// Tried and dropped (v2_train and qudoku-vision-mixes --seed 2, against this): a lean lying off the
// fit left out and the rest fitted again (mixes: 8 readings silently wrong, not 6; v2_train one more
// right reading doubted); and each line put where its strips put it, since a leaning line smears the
// whole grid's profile (a blurred board with a corner 0.35 of a cell off then read whole; but mixes:
// 74 wrong readings flagged, not 79, with 117 right ones doubted, not 112, and v2_train image195's
// cut 7 read as a sure empty cell, doubted before); the outer lines alone put where their strips put
// them (the blurred row that is an expected failure still read its cut "9" as a sure empty cell).
// A corner d cells off leans the outer line through it by d over the grid's 9 cells, d / 2 at each end
// from the middle: kMinLean 0.1 is a corner about 0.2 of a cell (2 % of the side) off, what the
// search's corners are within on most photos (v2_train: 91 % of grids). With no least lean, every
// grid's lines lean a little by noise and v2_train's right readings doubted went from 12 to 16. The
// fits' largest end move on v2_train's 160 grids (320 fits, across and down): median 0.023 of a cell,
// 95th percentile 0.071, 7 over 0.1 (image1070's 0.102 then doubts an empty cell a line's remains
// fall into: the one right reading the leans newly flag).
constexpr float kMinLean = 0.1f; // of a cell, at the grid's ends: less, and the lines stay upright

std::array<float, 10> leansOf(const cv::Mat& g, int cellSide, int margin, const std::array<float, 10>& pos,
                              bool darkLines)
{
    constexpr int kStrips = 3;
    const int stripSide = 9 * cellSide / kStrips;
    // Each strip's dips of the lines' kind.
    std::array<std::vector<float>, kStrips> strips;
    for (int s = 0; s < kStrips; ++s)
        strips[s] = dips(medianProfiles(g.rowRange(margin + s * stripSide, margin + (s + 1) * stripSide), 1).front(),
                         darkLines, cellSide / 5);
    std::vector<std::pair<float, float>> leans; // (line, lean)
    for (int k = 0; k <= 9; ++k) {
        if ((k == 0 || k == 9) && margin < cellSide / 5)
            continue;
        std::array<float, kStrips> at{};
        std::array<bool, kStrips> seen{};
        for (int s = 0; s < kStrips; ++s) {
            int where = 0;
            seen[s] = peakNear(strips[s], pos[k], static_cast<float>(cellSide) / 5, &where) >= kLineDip;
            at[s] = static_cast<float>(where);
        }
        // Points a strip apart: the least-squares slope is the ends' difference over their distance
        // (with all three, the middle one does not count). A glare may hide a line in one strip.
        const int first = seen[0] ? 0 : 1, last = seen[2] ? 2 : 1;
        if (!seen[first] || !seen[last] || first == last)
            continue;
        leans.emplace_back(static_cast<float>(k), (at[last] - at[first]) / static_cast<float>((last - first) * stripSide));
    }
    if (leans.size() < 6)
        return {};
    // lean = a + b × k, by least squares.
    float mk = 0, ml = 0;
    for (const auto& [k, l] : leans) {
        mk += k;
        ml += l;
    }
    mk /= static_cast<float>(leans.size());
    ml /= static_cast<float>(leans.size());
    float sxy = 0, sxx = 0;
    for (const auto& [k, l] : leans) {
        sxy += (k - mk) * (l - ml);
        sxx += (k - mk) * (k - mk);
    }
    const float b = sxx > 0 ? sxy / sxx : 0.0f;
    std::array<float, 10> out{};
    float most = 0;
    for (int k = 0; k <= 9; ++k) {
        out[k] = ml + b * (static_cast<float>(k) - mk);
        most = std::max(most, std::abs(out[k]) * 4.5f);
    }
    if (most < kMinLean)
        return {};
    return out;
}

LinePositions findLinePositions(const cv::Mat& warpedGrey, int cellSide, int margin)
{
    const cv::Mat grey = stretched(warpedGrey);
    cv::Mat transposed;
    cv::transpose(grey, transposed);
    LinePositions out;
    // Places `pos` and the leans `lean` of the lines across `g`.
    auto place = [&](const cv::Mat& g, std::array<float, 10>& pos, std::array<float, 10>& lean) {
        const auto profile = medianProfiles(g, 1).front();
        const auto dark = dips(profile, true, cellSide / 5), light = dips(profile, false, cellSide / 5);
        const float window = static_cast<float>(cellSide) / 5.0f;
        std::array<float, 10> strength{};
        std::array<int, 10> at{};
        std::array<bool, 10> darkLine{};
        for (int k = 0; k <= 9; ++k) {
            pos[k] = static_cast<float>(margin + k * cellSide);
            int atDark = 0, atLight = 0;
            const float darkPeak = peakNear(dark, pos[k], window, &atDark);
            const float lightPeak = peakNear(light, pos[k], window, &atLight);
            strength[k] = std::max(darkPeak, lightPeak);
            at[k] = darkPeak >= lightPeak ? atDark : atLight;
            darkLine[k] = darkPeak >= lightPeak;
        }
        const auto darkInner = std::count(darkLine.begin() + 1, darkLine.end() - 1, true);
        std::array<float, 8> inner{};
        std::copy(strength.begin() + 1, strength.end() - 1, inner.begin());
        std::nth_element(inner.begin(), inner.begin() + 4, inner.end());
        for (int k = 0; k <= 9; ++k) {
            const bool outer = k == 0 || k == 9;
            if (outer && margin < cellSide / 5)
                continue;
            // An outer line moves the outer cells: only one as strong as the inner lines and of their
            // kind, dark or light (boards of tiles have none: light gaps inside, a tile's edge outside).
            if (strength[k] >= kLineDip && (!outer || strength[k] >= 0.5f * inner[4]) && (!outer || darkLine[k] == (darkInner >= 4)))
                pos[k] = static_cast<float>(at[k]);
        }
        // The lines' kind, dark or light, as the whole profile says at the inner lines.
        lean = leansOf(g, cellSide, margin, pos, innerLinesDark(dark, light, static_cast<float>(cellSide), margin));
    };
    place(grey, out.x, out.xLean);
    place(transposed, out.y, out.yLean);
    return out;
}

} // namespace qudoku::vision
