#pragma once
// Doubts the puzzle itself settles. A digit the classifier is not sure of (a print's "8" at 0.75) is
// still the only reading of its cell under which the page holds a proper puzzle (exactly one
// solution) when the puzzle as read has one solution, and the cell empty, or holding any other digit,
// has none or several. Had it been misread, the digit printed there would make a proper puzzle too
// (the page's own), so with the other cells read right a misread digit is never settled.
//
// All or nothing: the suspects are cleared only when every one is a digit so settled. A reading with
// a doubtful empty cell (a digit cut or washed out may be missing; the puzzle cannot tell, since the
// missing given's digit always makes it proper), or a doubt the puzzle does not settle, keeps every
// doubt: each test assumes the other cells are right, which a second doubt puts in question.

#include "qudoku/vision/reading.h"

#include <array>
#include <stop_token>

namespace qudoku::vision {

// At most this many doubtful digits are tried (10 solves each, capped at two solutions).
inline constexpr int kMaxSettledDoubts = 3;

// Clears `reading.suspect` when the puzzle settles every suspect cell (see above); the cells'
// confidences are left as the classifier gave them. `printedDigit`: the cells whose glyph has the ink
// and the depth of a digit of this print (reader.cpp), which cannot be read as empty, so the cell
// empty is no other reading of them (a puzzle with a given to spare stays proper without it).
// Stops (leaving the suspects) when `stop` is asked.
void settleByThePuzzle(Reading& reading, const std::array<bool, 81>& printedDigit, std::stop_token stop);

} // namespace qudoku::vision
