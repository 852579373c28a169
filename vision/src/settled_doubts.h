#pragma once
// Doubts the puzzle itself settles.
//
// A digit the classifier is not sure of (a print's "8" at 0.75) is still the only reading of its cell
// under which the page holds a proper puzzle (exactly one solution) when the puzzle as read has one
// solution, and the cell empty, or holding any other digit, has none or several. Had it been misread,
// the digit printed there would make a proper puzzle too (the page's own), so with the other cells
// read right a misread digit is never settled.
//
// An empty cell doubted for a glyph there (the cell's own, which the classifier took for "not a
// digit" unsurely, or one a window moved a few pixels found: reader.cpp) cannot be settled that way:
// had a given been missed there, the puzzle with it is proper too, and so is the puzzle as read
// whenever that given was one to spare (41 % of v2_train's givens: 1,923 of 4,656). But the missed
// given's digit is known: with the other cells read right, it is the one the puzzle's only solution
// puts there. So the doubt is settled when the classifier gave that digit under kNotTheDigit of its
// digit classes (p[d] / (1 - p[not a digit])) on every glyph that raised it: what lies there may be a
// digit, but not the one that belongs there. A grid line's remains read as a "1" in a cell whose
// solution is 8, a speck read as a "6" where a 4 belongs. A cell whose glyph has a digit's ink and
// depth (printedDigit) is not settled so: a digit of this print stands there, and read as the wrong
// one it is a misreading, not junk. Nor is an empty cell doubted with no glyph to weigh (a digit
// broken in pieces, a cell under an object or crossed by a band).
//
// All or nothing: the suspects are cleared only when every one is so settled. A doubt the puzzle
// does not settle keeps every doubt: each test assumes the other cells are right, which a second
// doubt puts in question.

#include "qudoku/vision/reading.h"

#include <array>
#include <optional>
#include <stop_token>

namespace qudoku::vision {

// At most this many doubts are tried (10 solves each for a digit, capped at two solutions).
inline constexpr int kMaxSettledDoubts = 3;

// An empty cell's glyph is not digit d when the classifier gave d less than this share of its digit
// classes (see above). Measured (docs/benchmarks.md, 2026-12-02, a seventh stop):
// - v2_train's right readings doubted for a glyph in an empty cell gave the solution's digit
//   0.000-0.0175 (image1045's moved window 0.000, image1031 0.001, image1049's stain 0.002,
//   image1070's bent line 0.005, image1087's blotch 0.0175): flagged when right 6 -> 2 of 158.
// - The risk, a missed given hidden: every surely read given of v2_train with its cell's window
//   moved X px off so that cropCell finds nothing there, then cut again as honestEmpties does. Of
//   the givens so missed, the moved windows already leave unflagged 0.3 % (X = 12), 2.1 % (14),
//   5.6 % (16), 25 % (18), 66 % (20); this bound settles 0.1 %, 0.3 %, 1.4 %, 3.9 %, 5.0 % more
//   (cut 3s, 6s and 7s mostly, which half seen look like other digits), and those are hidden only
//   when the puzzle stays proper without them (41 %). At 0.05: 0.1 %, 0.3 %, 1.6 %, 4.9 %, 6.4 %.
// - qudoku-vision-mixes seed 2 (tuned on), right readings doubted: 98 (no settling) -> 87 (0.01),
//   85 (0.02), 83 (0.05), 82 (0.1), silently wrong (3) and wrong but flagged (85) the same at each;
//   seed 3 (measured once, 0.02): 89 -> 80, silently wrong 5 and flagged 87 the same.
inline constexpr float kNotTheDigit = 0.02f;

// For each digit 1-9 (index 0 unused), the largest share of the digit classes the classifier gave it
// over the glyphs that made an empty cell doubtful.
using GlyphDigitShares = std::array<float, 10>;

// What the reader knows of the doubtful cells beyond their readings.
struct DoubtEvidence {
    // The cells whose glyph has the ink and the depth of a digit of this print (reader.cpp), which
    // cannot be read as empty: the cell empty is no other reading of them (a puzzle with a given to
    // spare stays proper without it), and an empty reading of one is never settled.
    std::array<bool, 81> printedDigit{};
    // For the empty cells doubted only for glyphs the classifier weighed: those glyphs' shares.
    // Nothing for an empty cell doubted for any other reason.
    std::array<std::optional<GlyphDigitShares>, 81> emptyGlyph{};
};

// Clears `reading.suspect` when the puzzle settles every suspect cell (see above); the cells'
// confidences are left as the classifier gave them. Stops (leaving the suspects) when `stop` is asked.
void settleByThePuzzle(Reading& reading, const DoubtEvidence& evidence, std::stop_token stop);

} // namespace qudoku::vision
