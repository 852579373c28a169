// Letters (POJ 3076): N rows of N letters (A-P for 16×16), '-' for an empty cell, a blank line
// between cases.

#include "formats/formats.h"
#include "formats/rows.h"
#include "text/line_source.h"

namespace qudoku::formats {

// Rows of 16 or 25 letters and '-' (or one such row alone). A 16-symbol row that a 4×4 Line puzzle
// could also be is read as Letters: such a row of letters is far more often a contest row.
Fit detectLetters(const Sample& sample) {
    const std::string_view first = sample.first();
    const bool rowLength = first.size() == 16 || first.size() == 25;
    return rowLength && isLettersRow(first) && (sample.nextSameLength() || sample.content.size() == 1) ? Fit::Sure
                                                                                                        : Fit::No;
}

std::unique_ptr<FormatReader> lettersReader() {
    RowsPolicy policy{Format::Letters};
    policy.blankEndsPuzzle = true; // a blank line separates cases
    return rowsReader(policy);
}

std::string writeLetters(const WriteInput& input) { return plainRows(input.grid, input.layout.alphabet, '-'); }

} // namespace qudoku::formats
