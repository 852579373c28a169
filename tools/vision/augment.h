#pragma once
// Degradations the training data goes through (tools/vision/train_digits), so the classifier sees
// cells as photos and screenshots give them: drawn on an ink map (0 paper .. 1 ink, float, 48 × 48),
// then turned into a grey cell (dark ink on light paper) with paper colour, light, blur, noise and
// JPEG blocks.

#include <opencv2/core.hpp>

#include <random>

namespace qudoku::vision::training {

using Random = std::mt19937;

double uniform(Random& random, double low, double high);
bool chance(Random& random, double probability);

// Partial grid lines at the cell's edges (thin cell lines or thick box lines, slightly tilted, a few
// pixels in or out), drawn into `ink`.
void addGridLines(cv::Mat& ink, Random& random);

// Small dark specks and dust, drawn into `ink`.
void addSpecks(cv::Mat& ink, Random& random, int count);

// Stroke thickness: erode or dilate the ink a little (or leave it).
void changeStroke(cv::Mat& ink, Random& random);

// From the ink map to a grey cell (CV_8UC1): paper (white, grey, or a highlighted background), ink
// (black to low contrast), uneven light, blur, sensor noise, JPEG-like 8 × 8 block quantisation.
cv::Mat toGreyCell(const cv::Mat& ink, Random& random);

// Small geometric jitter of a grey cell (shift, rotation, scale), for the dataset's cells.
cv::Mat jitterCell(const cv::Mat& grey, Random& random);

} // namespace qudoku::vision::training
