#pragma once
// Doubts the puzzle itself settles. A digit the classifier is not sure of (a print's "8" at 0.75) is
// still the only reading of its cell under which the page holds a proper puzzle (exactly one
// solution) when the puzzle as read has one solution, and the cell empty, or holding any other digit,
// has none or several. Had it been misread, the digit printed there would make a proper puzzle too
// (the page's own), so with the other cells read right a misread digit is never settled.
//
// A doubtful empty cell is settled when the glyph its windows saw is not the digit the puzzle puts
// there: the puzzle as read has one solution, and no window (the cell's own, or one moved off it,
// reader.cpp honestEmpties) gave that solution's digit as much as kNotTheDigit. Had a given been
// missed there, the solution's digit would be the one printed (with the other cells read right), and a
// window holding it gives it more. Never settled: an empty cell whose glyph has a printed digit's ink
// and depth (a digit past what the classifier knows), or one something lies over (covered_cells.h) or
// whose ink was in pieces too far apart to read: what is there was not seen, so no window can say
// what it is not.
//
// All or nothing: the suspects are cleared only when every one is so settled, and at most
// kMaxSettledDoubts: each test assumes the other cells are right, which a second doubt puts in
// question.

#include "qudoku/vision/reading.h"

#include <array>
#include <stop_token>

namespace qudoku::vision {

// At most this many doubtful digits are tried (10 solves each, capped at two solutions).
inline constexpr int kMaxSettledDoubts = 3;

// Empty cells whose every window gave the solution's digit less than this are settled. Measured
// (flagged when right, and silently wrong, against the empty cells never settled):
// - v2_train (160 photos): right readings flagged 7 -> 4 of 158 at 0.01 and 0.05, 3 at 0.1 to 0.5
//   (the doubted empty cells there give the solution's digit 0.0007-0.09; image1087's faint glyph,
//   0.60, stays doubted); wrong readings flagged 2 of 2 throughout.
// - qudoku-vision-mixes seed 2 (tuned on): right readings doubted 97 -> 86 (0.01), 82 (0.05), 81
//   (0.1), 79 (0.2), 75 (0.5); silently wrong 6 throughout.
// - Seeds 3, 4 and 5 (checks, 0.05 and 0.2 only): doubted 89 -> 78, 76; 96 -> 79, 76; 88 -> 74, 70;
//   silently wrong the same (12, 11, 13). With no threshold at all (every empty doubt settled but for
//   the rules above) seed 5 reads one more silently wrong: a missed "2" whose moved window gives 2 at
//   1.00.
// Why the rules above carry most of it: of the givens the mixes missed (read empty and doubted, seeds
// 2-5), 234 have windows giving their digit under 0.1: 79 have a printed digit's ink and depth, 129
// were not seen (covered, in pieces), and the other 26 came in readings with 2 to 45 wrong cells, so
// never with one solution and 3 doubts at most.
// The Project Euler puzzle the mixes print has 21 of its 32 givens to spare (the puzzle stays proper
// without them), as newspaper puzzles do (v2_train: 1,923 of 4,656), so a missed given is tried.
inline constexpr float kNotTheDigit = 0.1f;

// What the reader saw in a cell.
struct CellEvidence {
    // The glyph has the ink and the depth of a digit of this print.
    bool printedDigit = false;
    // Something lies over the cell (covered_cells.h), or its ink was in pieces too far apart to read:
    // what is there is not known.
    bool unseen = false;
    // The most any of the cell's windows (its own, and the moved ones an empty cell is cut again from)
    // gave each digit; 0 where no window held a glyph.
    std::array<float, 10> likeliest{};
};

// Clears `reading.suspect` when the puzzle settles every suspect cell (see above); the cells'
// confidences are left as the classifier gave them. `printedDigit`: the cells whose glyph has the ink
// and the depth of a digit of this print (reader.cpp), which cannot be read as empty, so the cell
// empty is no other reading of them (a puzzle with a given to spare stays proper without it).
// Stops (leaving the suspects) when `stop` is asked.
void settleByThePuzzle(Reading& reading, const std::array<CellEvidence, 81>& evidence, std::stop_token stop);

} // namespace qudoku::vision
