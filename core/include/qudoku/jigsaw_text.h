#pragma once
// A plain text for jigsaw puzzles: two lines. The givens as one line of N×N symbols ('.' or '0' for
// an empty cell, 1-9 then A-G for 10-16, as the Line format spells them), then one line of N×N
// region symbols, any N distinct ones (the region of each cell in reading order: "AAABBBCCC..."
// or "aaabbbccc..." or digits). N is 4 to 16. Lines starting with '#' are comments.
//
//   ..3.1...5...                   (a 4×4 jigsaw would be two lines of 16)
//   AAABBBCCC...
//
// The writer writes the givens and the regions (letters A.., in the order regions first appear);
// rules beyond the regions (diagonals, constraints) have no place in this format.

#include <string>
#include <string_view>

#include "qudoku/fpuzzles.h"

namespace qudoku {

// Reads the first two content lines of `text` (blank and '#' lines before and between them are
// passed over); `firstLine` is the line number of the text's first line. Anything after the two
// lines is not read.
VariantResult readJigsawText(std::string_view text, int firstLine = 1);

// The two lines, each ending with '\n'.
std::string writeJigsawText(const VariantPuzzle& puzzle);

} // namespace qudoku
