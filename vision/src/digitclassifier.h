#pragma once
// The digit classifier: a small network trained offline (tools/vision/train_digits, documented in
// docs/vision.md: data, seed, accuracy) whose weights are compiled in (digitweights.cpp, generated):
// nothing is read or downloaded at run time.

#include <array>

#include "cellcrop.h"

namespace qudoku::vision {

// Index 0: not a digit (a smudge, a line's remains, a letter); 1–9: the digits. Sums to 1.
using DigitProbabilities = std::array<float, 10>;

DigitProbabilities classifyDigit(const CellCrop& crop);

} // namespace qudoku::vision
