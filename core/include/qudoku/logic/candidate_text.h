#pragma once
// Candidate states as text, the way HoDoKu and the Sudoku forums print them ("pencilmark grids"),
// through the pencilmarks format of the reader and writer (docs/formats.md), as a CandidateGrid:
// one token per cell, row-major, each token the digits still possible there; a one-digit token is a
// placed value. Anything that is not a digit ('|', '+', '-', ':', spaces, newlines) separates tokens.
// Only for grids whose values are single digits (4×4, 6×6, 9×9).
//
// A one-digit token right after a '+' ("+7") is a value solved on the way, not a given (HoDoKu's mark
// for such cells in its puzzle lines): the state gets it by place(), so CandidateGrid::isGiven() is
// false there. Every other one-digit token is a given. A '+' before a longer token means nothing.
//
//   .---------------.------------.--------------.
//   | 4    19   2   | 5   136  7 | 36  8   369  |
//   ...

#include <string>
#include <string_view>

#include "qudoku/logic/candidate_grid.h"
#include "qudoku/result.h"

namespace qudoku::logic {

enum class CandidateTextErrorKind {
    WrongCellCount,  // not 16, 36 or 81 tokens
    ValueOutOfRange, // a digit 0 or above the grid size
    RepeatedDigit,   // a token repeats a digit ("113")
};

struct CandidateTextError {
    CandidateTextErrorKind kind = CandidateTextErrorKind::WrongCellCount;
    int cells = 0; // tokens read (WrongCellCount) or the 1-based cell of the bad token
};

// Reads a pencilmark grid. The candidates are those written, minus any a placed peer value rules out.
Result<CandidateGrid, CandidateTextError> parseCandidateText(std::string_view text);

// Writes `state` as a pencilmark grid with aligned columns and box rulers, solved cells that are not
// givens as "+7"; parseCandidateText reads it back to an equal state, except that an empty cell with
// one candidate left comes back placed, as a given (the format cannot tell them apart), and one with
// none (a contradiction) is written with the candidates the rules leave it, or every value when they
// leave none (the format has no token for "none"). Precondition: size() <= 9.
std::string toCandidateText(const CandidateGrid& state);

} // namespace qudoku::logic
