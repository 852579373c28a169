#pragma once
// A cell's ink, made ready for the digit classifier (digitclassifier.h): the contract between the grid
// reader (reader.cpp: finds, warps and splits the grid) and the classifier and its training
// (tools/vision/), which must see digits cut out exactly the same way.
//
// The reader warps the grid to a square of 9 × kCellSide pixels, grey, dark ink on light paper (it
// inverts dark themes), and hands each cell's kCellSide × kCellSide square, grid lines at its edges
// included, to cropCell. cropCell leaves the edges out (the lines), finds the digit (the ink component
// nearest the centre that is large enough, with the parts of the same glyph beside it), and returns it
// MNIST's way: scaled to fit a kFitSide box keeping its aspect ratio, centred by its centre of mass in
// a kCropSide square, 0 (paper) to 1 (ink). No digit: nullopt (the cell is empty).

#include <opencv2/core.hpp>

#include <array>
#include <optional>

namespace qudoku::vision {

inline constexpr int kCellSide = 48; // the warped grid's cells, px
inline constexpr int kCropSide = 28;
inline constexpr int kFitSide = 20;

using CellCrop = std::array<float, kCropSide * kCropSide>; // row by row

// `cell`: CV_8UC1, kCellSide × kCellSide, dark ink on light paper.
std::optional<CellCrop> cropCell(const cv::Mat& cell);

} // namespace qudoku::vision
