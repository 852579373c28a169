#pragma once
// Internal: whether a text looks like a Sudoku puzzle at all, in any format, before a format's reader
// reads it. Detection always names some format (a grid is the fallback for anything), and that
// format's reader then complains about the first character it cannot take: "hello world" read as the
// title of a grid, a table of names as rows of letters. A text that fails this test is reported as
// not a puzzle (ParseErrorKind::NotAPuzzle), with the formats tried, instead.

#include <string_view>

#include "formats/table.h"

namespace qudoku::formats {

// Whether `line` could be a row or a line of a puzzle, damaged or not, in some format: its cells (the
// characters other than blanks, '|' and '+') are
// - at least 4 (a 4×4 row), mostly digits and empty marks ('.', '-', '_'; 'X' in old Simple Sudoku
//   files), and all but one in eight
//   symbols some grid can hold: a row or line of digits, of any length (a wrong length is the
//   reader's to report, as a puzzle's error, with its line and column); or
// - as many as a row or line spelled in letters has (12, 16 or 25; 144, 256 or 625), give or take
//   one in eight, all but one in eight symbols, in one token or tokens of one length (prose has
//   words of many lengths): a row or line of letters.
// The same holds for the line's first token alone (a Line puzzle with a comment after it). Titles
// ("Grid 01") and rulers are not rows.
bool looksLikePuzzleLine(std::string_view line);

// Whether some content line of `sample` looks like a puzzle's row or line (looksLikePuzzleLine).
bool looksLikePuzzle(const Sample& sample);

} // namespace qudoku::formats
