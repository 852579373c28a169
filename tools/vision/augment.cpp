#include "augment.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace qudoku::vision::training {

double uniform(Random& random, double low, double high) {
    return std::uniform_real_distribution<double>(low, high)(random);
}

bool chance(Random& random, double probability) { return uniform(random, 0, 1) < probability; }

void addGridLines(cv::Mat& ink, Random& random) {
    const double side = ink.cols;
    for (int edge = 0; edge < 4; ++edge) {
        if (!chance(random, 0.7)) continue;
        const bool thick = chance(random, 0.3);
        const double thickness = thick ? uniform(random, 2.5, 5) : uniform(random, 0.8, 2.5);
        // Where the line's middle is, from the edge inwards (negative: outside, only its rim shows).
        const double offset = uniform(random, -2.0, 4.5);
        const double tilt = uniform(random, -1.5, 1.5);
        const double darkness = uniform(random, 0.35, 1.0);
        // Partial: sometimes only part of the side (a warp that is off at one end).
        const double from = chance(random, 0.3) ? uniform(random, 0, side * 0.6) : -2;
        const double to = chance(random, 0.3) ? uniform(random, side * 0.4, side) : side + 2;
        cv::Point2d a, b;
        switch (edge) {
        case 0: a = {from, offset}; b = {to, offset + tilt}; break;
        case 1: a = {from, side - 1 - offset}; b = {to, side - 1 - offset + tilt}; break;
        case 2: a = {offset, from}; b = {offset + tilt, to}; break;
        default: a = {side - 1 - offset, from}; b = {side - 1 - offset + tilt, to}; break;
        }
        // Drawn at 4× (shift 2 bits) for sub-pixel positions and widths.
        cv::line(ink, cv::Point(cvRound(a.x * 4), cvRound(a.y * 4)), cv::Point(cvRound(b.x * 4), cvRound(b.y * 4)),
                 cv::Scalar(darkness), std::max(1, cvRound(thickness)), cv::LINE_AA, 2);
    }
}

void addSpecks(cv::Mat& ink, Random& random, int count) {
    for (int i = 0; i < count; ++i) {
        const cv::Point centre(cvRound(uniform(random, 2, ink.cols - 2)), cvRound(uniform(random, 2, ink.rows - 2)));
        const cv::Size axes(cvRound(uniform(random, 0.5, 2.5)), cvRound(uniform(random, 0.5, 2.5)));
        cv::ellipse(ink, centre, axes, uniform(random, 0, 180), 0, 360, cv::Scalar(uniform(random, 0.3, 1)),
                    cv::FILLED, cv::LINE_AA);
    }
}

void changeStroke(cv::Mat& ink, Random& random) {
    const double r = uniform(random, 0, 1);
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(2, 2));
    if (r < 0.15) cv::erode(ink, ink, kernel);
    else if (r < 0.30) cv::dilate(ink, ink, kernel);
}

namespace {

// JPEG's loss, roughly: each 8 × 8 block's DCT coefficients rounded to steps growing with frequency.
void jpegBlocks(cv::Mat& grey, double quality) {
    for (int by = 0; by + 8 <= grey.rows; by += 8)
        for (int bx = 0; bx + 8 <= grey.cols; bx += 8) {
            cv::Mat block = grey(cv::Rect(bx, by, 8, 8));
            cv::Mat coefficients;
            cv::dct(block, coefficients);
            for (int v = 0; v < 8; ++v)
                for (int u = 0; u < 8; ++u) {
                    const double step = quality * (1 + u + v);
                    float& c = coefficients.at<float>(v, u);
                    c = static_cast<float>(std::round(c / step) * step);
                }
            cv::idct(coefficients, block);
        }
}

} // namespace

cv::Mat toGreyCell(const cv::Mat& ink, Random& random) {
    const int side = ink.cols;
    // Paper: white pages and screens, grey newsprint, highlighted cells (light blue/yellow/grey in grey).
    double paper = chance(random, 0.3) ? uniform(random, 235, 255) : uniform(random, 150, 245);
    const double contrast = chance(random, 0.2) ? uniform(random, 45, 90) : uniform(random, 90, 230);
    double inkLevel = std::max(0.0, paper - contrast);
    cv::Mat grey(side, side, CV_32FC1);
    // Uneven light: a linear ramp across the cell.
    const double angle = uniform(random, 0, 2 * CV_PI);
    const double ramp = chance(random, 0.4) ? uniform(random, 0, 0.35) : 0;
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
            const double t = ((x - side / 2.0) * std::cos(angle) + (y - side / 2.0) * std::sin(angle)) / side;
            const double light = 1 - ramp * (0.5 + t);
            const double v = paper - ink.at<float>(y, x) * (paper - inkLevel);
            grey.at<float>(y, x) = static_cast<float>(v * light);
        }
    const double sigma = chance(random, 0.6) ? uniform(random, 0.3, 1.3) : 0;
    if (sigma > 0) cv::GaussianBlur(grey, grey, cv::Size(0, 0), sigma);
    if (chance(random, 0.6)) {
        cv::Mat noise(side, side, CV_32FC1);
        cv::randn(noise, 0, uniform(random, 1, 9));
        grey += noise;
    }
    if (chance(random, 0.4)) jpegBlocks(grey, uniform(random, 2, 9));
    cv::Mat out;
    grey.convertTo(out, CV_8UC1);
    return out;
}

cv::Mat jitterCell(const cv::Mat& grey, Random& random) {
    const cv::Point2f centre(static_cast<float>(grey.cols) / 2, static_cast<float>(grey.rows) / 2);
    cv::Mat m = cv::getRotationMatrix2D(centre, uniform(random, -3, 3), uniform(random, 0.93, 1.07));
    m.at<double>(0, 2) += uniform(random, -2, 2);
    m.at<double>(1, 2) += uniform(random, -2, 2);
    cv::Mat out;
    cv::warpAffine(grey, out, m, grey.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

} // namespace qudoku::vision::training
