// PLACEHOLDER — NOT THE SHIPPED CLASSIFIER. Built only while vision/src/digitclassifier.cpp (the trained
// classifier, issue32-digits) is absent (vision/CMakeLists.txt), so the grid reader can be built and its
// geometry tested. cropCell follows cellcrop.h's contract simply; classifyDigit matches the crop
// against digits OpenCV draws in its Hershey fonts (normalised correlation), which reads clean
// printed digits in plain fonts and little else.
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

#include "cellcrop.h"
#include "digitclassifier.h"

namespace qudoku::vision {

std::optional<CellCrop> cropCell(const cv::Mat& cell)
{
    const int m = kCellSide / 8; // the grid lines stay out
    const cv::Mat inside = cell(cv::Rect(m, m, kCellSide - 2 * m, kCellSide - 2 * m));
    cv::Mat ink;
    cv::threshold(inside, ink, 128, 255, cv::THRESH_BINARY_INV);
    cv::Mat labels, stats, centroids;
    const int n = cv::connectedComponentsWithStats(ink, labels, stats, centroids, 8);
    const cv::Point2d centre(inside.cols / 2.0, inside.rows / 2.0);
    int chosen = -1;
    double nearest = 1e9;
    for (int i = 1; i < n; ++i) {
        const int h = stats.at<int>(i, cv::CC_STAT_HEIGHT), area = stats.at<int>(i, cv::CC_STAT_AREA);
        if (h < inside.rows / 4 || area < 15)
            continue;
        const double d = cv::norm(cv::Point2d(centroids.at<double>(i, 0), centroids.at<double>(i, 1)) - centre);
        if (d < nearest && d < inside.cols / 3.0) {
            nearest = d;
            chosen = i;
        }
    }
    if (chosen < 0)
        return std::nullopt;
    cv::Rect box(stats.at<int>(chosen, cv::CC_STAT_LEFT), stats.at<int>(chosen, cv::CC_STAT_TOP),
                 stats.at<int>(chosen, cv::CC_STAT_WIDTH), stats.at<int>(chosen, cv::CC_STAT_HEIGHT));
    // Parts of the same glyph beside it (a broken stroke).
    for (int i = 1; i < n; ++i) {
        const cv::Rect b(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                         stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
        if (i != chosen && stats.at<int>(i, cv::CC_STAT_AREA) >= 4 && (b & box).area() > 0)
            box |= b;
    }
    cv::Mat glyph;
    inside(box).convertTo(glyph, CV_32F, -1.0 / 255, 1.0); // 0 paper .. 1 ink
    const double f = static_cast<double>(kFitSide) / std::max(box.width, box.height);
    cv::Mat fitted;
    cv::resize(glyph, fitted, cv::Size(std::max(1, static_cast<int>(std::lround(box.width * f))),
                                       std::max(1, static_cast<int>(std::lround(box.height * f)))),
               0, 0, cv::INTER_AREA);
    const cv::Moments mo = cv::moments(fitted);
    const double cx = mo.m00 > 0 ? mo.m10 / mo.m00 : fitted.cols / 2.0;
    const double cy = mo.m00 > 0 ? mo.m01 / mo.m00 : fitted.rows / 2.0;
    cv::Mat out = cv::Mat::zeros(kCropSide, kCropSide, CV_32F);
    const int x0 = std::clamp(static_cast<int>(std::lround(kCropSide / 2.0 - cx)), 0, kCropSide - fitted.cols);
    const int y0 = std::clamp(static_cast<int>(std::lround(kCropSide / 2.0 - cy)), 0, kCropSide - fitted.rows);
    fitted.copyTo(out(cv::Rect(x0, y0, fitted.cols, fitted.rows)));
    CellCrop crop;
    for (int y = 0; y < kCropSide; ++y)
        for (int x = 0; x < kCropSide; ++x)
            crop[y * kCropSide + x] = std::clamp(out.at<float>(y, x), 0.0f, 1.0f);
    return crop;
}

namespace {

struct Template {
    int digit;
    CellCrop crop;
};

std::vector<Template> makeTemplates()
{
    std::vector<Template> out;
    for (int font : {cv::FONT_HERSHEY_SIMPLEX, cv::FONT_HERSHEY_DUPLEX, cv::FONT_HERSHEY_COMPLEX,
                     cv::FONT_HERSHEY_TRIPLEX, cv::FONT_HERSHEY_PLAIN})
        for (int thickness : {2, 3, 4})
            for (int d = 1; d <= 9; ++d) {
                cv::Mat cell(kCellSide, kCellSide, CV_8U, cv::Scalar(255));
                const std::string text(1, static_cast<char>('0' + d));
                int base = 0;
                const double scale = cv::getFontScaleFromHeight(font, 28, thickness);
                const cv::Size size = cv::getTextSize(text, font, scale, thickness, &base);
                cv::putText(cell, text, cv::Point((kCellSide - size.width) / 2, (kCellSide + size.height) / 2),
                            font, scale, cv::Scalar(0), thickness, cv::LINE_AA);
                if (auto crop = cropCell(cell))
                    out.push_back({d, *crop});
            }
    return out;
}

double correlation(const CellCrop& a, const CellCrop& b)
{
    double ma = 0, mb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        ma += a[i];
        mb += b[i];
    }
    ma /= static_cast<double>(a.size());
    mb /= static_cast<double>(b.size());
    double ab = 0, aa = 0, bb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        ab += (a[i] - ma) * (b[i] - mb);
        aa += (a[i] - ma) * (a[i] - ma);
        bb += (b[i] - mb) * (b[i] - mb);
    }
    return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : 0.0;
}

} // namespace

DigitProbabilities classifyDigit(const CellCrop& crop)
{
    static const std::vector<Template> templates = makeTemplates();
    std::array<double, 10> score{};
    score.fill(-1.0);
    score[0] = 0.45; // "not a digit" wins over a poor match
    for (const auto& t : templates)
        score[t.digit] = std::max(score[t.digit], correlation(crop, t.crop));
    DigitProbabilities p{};
    double sum = 0;
    for (int d = 0; d < 10; ++d)
        sum += std::exp(60.0 * score[d]);
    for (int d = 0; d < 10; ++d)
        p[d] = static_cast<float>(std::exp(60.0 * score[d]) / sum);
    return p;
}

} // namespace qudoku::vision
