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
inline constexpr int kCropEdge = 4; // px cleared at each edge of a cell (its grid lines): no glyph reaches there

using CellCrop = std::array<float, kCropSide * kCropSide>; // row by row

// What cropCell saw of the glyph it cut out, for a caller weighing it against the grid's other
// digits: how dark its strokes are (the cell's paper level minus the median grey level of the
// glyph's pixels, after the light blur).
struct GlyphFacts {
    int depth = 0;
    // How many separate pieces of ink the glyph was joined from (1: one stroke; a digit broken by faint
    // print a few; the paper's grain, its contrast stretched, many).
    int parts = 0;
    // No glyph returned, but parts near the centre that would be a digit's size if joined across
    // gaps twice as wide as a glyph's own (a digit broken by a shake's smear, or junk in pieces).
    bool broken = false;
};

// `cell`: CV_8UC1, kCellSide × kCellSide, dark ink on light paper. `facts`, when given, is filled in
// when a glyph is returned, or set to broken when one is not for that reason.
std::optional<CellCrop> cropCell(const cv::Mat& cell, GlyphFacts* facts = nullptr);

} // namespace qudoku::vision
