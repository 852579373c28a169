// A grid's outline from a contour's straight stretches (outline_sides.h).
#include "outline_sides.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace qudoku::vision {
namespace {

// Lengths are shares of the contour's scale, the square root of its hull's area (the grid's side,
// or more when something sticks out of it).
constexpr double kSimplify = 0.01;  // the contour simplified to within this of it (approxPolyDP)
constexpr double kMinRun = 0.15;    // a straight stretch at least this long
constexpr double kSameOffset = 0.02; // stretches on one line: their middles this near it
constexpr double kSameAngle = 4.0;  // degrees between stretches on one line
constexpr size_t kMostLines = 8;    // the longest lines tried, four at a time (70 ways)
constexpr double kPairAngle = 30.0; // degrees at most between two opposite sides (perspective)
constexpr double kCornerAngle = 45.0; // degrees at least between the two ways
constexpr double kMinArea = 0.25;   // a quadrilateral's area, at least this share of the hull's
constexpr double kMaxArea = 1.1;    // and at most this
constexpr double kOnSide = 0.03;    // a stretch lies on a side when within this of the side's ends

struct Run {
    cv::Point2d a, b;
    double length() const { return cv::norm(b - a); }
};

struct Line {
    cv::Point2d point;     // a point on it: its runs' middles, weighted by length
    cv::Point2d direction; // unit, x >= 0
    double length = 0;     // of its runs
    std::vector<Run> runs;
};

cv::Point2d unitDirection(const Run& r)
{
    cv::Point2d d = (r.b - r.a) / r.length();
    if (d.x < 0 || (d.x == 0 && d.y < 0))
        d = -d;
    return d;
}

double crossOf(cv::Point2d a, cv::Point2d b)
{
    return a.x * b.y - a.y * b.x;
}

// Degrees between two directions, 0-90.
double angleBetween(cv::Point2d a, cv::Point2d b)
{
    return std::acos(std::min(1.0, std::abs(a.dot(b)))) * 180.0 / M_PI;
}

std::optional<cv::Point2d> meet(const Line& p, const Line& q)
{
    const double d = crossOf(p.direction, q.direction);
    if (std::abs(d) < 1e-6)
        return std::nullopt;
    const double t = crossOf(q.point - p.point, q.direction) / d;
    return p.point + t * p.direction;
}

std::vector<Line> straightLines(const std::vector<cv::Point>& contour, double scale)
{
    std::vector<cv::Point> simple;
    cv::approxPolyDP(contour, simple, kSimplify * scale, true);
    std::vector<Line> lines;
    for (size_t i = 0; i < simple.size(); ++i) {
        const Run run{cv::Point2d(simple[i]), cv::Point2d(simple[(i + 1) % simple.size()])};
        if (run.length() < kMinRun * scale)
            continue;
        const cv::Point2d d = unitDirection(run), middle = (run.a + run.b) * 0.5;
        auto on = std::find_if(lines.begin(), lines.end(), [&](const Line& l) {
            return angleBetween(l.direction, d) < kSameAngle && std::abs(crossOf(middle - l.point, l.direction)) < kSameOffset * scale;
        });
        if (on == lines.end()) {
            lines.push_back({middle, d, run.length(), {run}});
            continue;
        }
        const double w = run.length() / (on->length + run.length());
        on->point = on->point * (1 - w) + middle * w;
        cv::Point2d blended = on->direction * (1 - w) + d * w;
        on->direction = blended / cv::norm(blended);
        on->length += run.length();
        on->runs.push_back(run);
    }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.length > b.length; });
    if (lines.size() > kMostLines)
        lines.resize(kMostLines);
    return lines;
}

// How much of the lines' runs lies on the quadrilateral's sides: each run's length when both its
// ends lie between the side's corners (kOnSide of the scale beyond them allowed).
double support(const Quad& q, const std::array<const Line*, 4>& lines, double scale)
{
    double sum = 0;
    for (const Line* line : lines)
        for (const Run& run : line->runs)
            for (int i = 0; i < 4; ++i) {
                const cv::Point2d a(q[static_cast<size_t>(i)]), b(q[static_cast<size_t>((i + 1) % 4)]);
                const double side = cv::norm(b - a);
                const cv::Point2d u = (b - a) / side;
                auto within = [&](cv::Point2d p) {
                    const double t = (p - a).dot(u), off = std::abs(crossOf(p - a, u));
                    return t > -kOnSide * scale && t < side + kOnSide * scale && off < kSameOffset * scale;
                };
                if (within(run.a) && within(run.b)) {
                    sum += run.length();
                    break;
                }
            }
    return sum;
}

} // namespace

std::vector<Quad> quadsFromStraightSides(const std::vector<cv::Point>& contour, size_t most)
{
    std::vector<cv::Point> hull;
    cv::convexHull(contour, hull);
    const double hullArea = cv::contourArea(hull);
    if (hullArea <= 0)
        return {};
    const double scale = std::sqrt(hullArea);
    const std::vector<Line> lines = straightLines(contour, scale);
    std::vector<std::pair<double, Quad>> found;
    const size_t n = lines.size();
    for (size_t i = 0; i < n; ++i)
        for (size_t j = i + 1; j < n; ++j)
            for (size_t k = j + 1; k < n; ++k)
                for (size_t l = k + 1; l < n; ++l) {
                    const std::array<size_t, 4> four{i, j, k, l};
                    // The three ways to make two pairs of opposite sides of the four lines.
                    for (const auto& split : {std::array<int, 4>{0, 1, 2, 3}, std::array<int, 4>{0, 2, 1, 3}, std::array<int, 4>{0, 3, 1, 2}}) {
                        const Line& a = lines[four[static_cast<size_t>(split[0])]];
                        const Line& b = lines[four[static_cast<size_t>(split[1])]];
                        const Line& c = lines[four[static_cast<size_t>(split[2])]];
                        const Line& d = lines[four[static_cast<size_t>(split[3])]];
                        if (angleBetween(a.direction, b.direction) > kPairAngle || angleBetween(c.direction, d.direction) > kPairAngle ||
                            angleBetween(a.direction, c.direction) < kCornerAngle)
                            continue;
                        const auto ac = meet(a, c), cb = meet(c, b), bd = meet(b, d), da = meet(d, a);
                        if (!ac || !cb || !bd || !da)
                            continue;
                        Quad q{cv::Point2f(*ac), cv::Point2f(*cb), cv::Point2f(*bd), cv::Point2f(*da)};
                        if (!convexQuad(q))
                            continue;
                        q = orderClockwise(q);
                        const double area = std::abs(cv::contourArea(std::vector<cv::Point2f>(q.begin(), q.end())));
                        if (area < kMinArea * hullArea || area > kMaxArea * hullArea)
                            continue;
                        found.push_back({support(q, {&a, &b, &c, &d}, scale), q});
                    }
                }
    std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    std::vector<Quad> out;
    for (const auto& scored : found) {
        const Quad& q = scored.second;
        const bool seen = std::any_of(out.begin(), out.end(), [&](const Quad& o) {
            for (size_t c = 0; c < 4; ++c)
                if (cv::norm(o[c] - q[c]) > kSameOffset * scale)
                    return false;
            return true;
        });
        if (!seen)
            out.push_back(q);
        if (out.size() >= most)
            break;
    }
    return out;
}

} // namespace qudoku::vision
