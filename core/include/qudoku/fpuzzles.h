#pragma once
// f-puzzles exchange: its JSON (https://f-puzzles.com, the format dclamage's solvers and SudokuPad
// read too) and its links, to and from a VariantPuzzle. docs/formats.md describes what is read.
//
//   read   size (4-16), grid (given values, a cell's "region", "givenPencilMarks"), title, author,
//          ruleset, the constraint keys of rules.h ("diagonal+", "diagonal-", "antiknight",
//          "antiking", "disjointgroups", "extraregion", "nonconsecutive", "difference", "ratio",
//          "xv", "sum", "negative", "odd", "even", "minimum", "maximum", "thermometer",
//          "quadruple") and the drawing keys ("line", "text", "rectangle", "circle", "cage").
//          A key of a rule Qudoku cannot solve yet ("killercage", "arrow", ...) is an Unsupported
//          error naming it, never read as if it were absent. Any other key is kept as it is.
//   write  the document back: every key in its place, unchanged keys byte for byte (DocumentKey).
//          Windoku has no f-puzzles key: its windows are written as "extraregion" entries (and read
//          back as extra regions).
//
// Links: "https://f-puzzles.com/?load=" + lz-string compressToBase64 of the JSON. SudokuPad takes
// the same data after the prefix "fpuzzles" in its puzzle id, so these are read:
//   https://f-puzzles.com/?load=<data>            (also http://, www., with more query parameters)
//   https://sudokupad.app/fpuzzles<data>          (also ?puzzleid=fpuzzles<data>, ?load=fpuzzles<data>)
//   https://app.crackingthecryptic.com/sudoku/fpuzzles<data>   (SudokuPad's older address)
//   fpuzzles<data>                                (a SudokuPad puzzle id alone)
// with the data percent-encoded or not ('+' read as a blank in a query is taken back as '+').

#include <string>
#include <string_view>

#include "qudoku/result.h"
#include "qudoku/variant_error.h"
#include "qudoku/variant_puzzle.h"

namespace qudoku {

// The deepest nesting of arrays and objects a document may have. f-puzzles nests 4 deep (a
// thermometer's cell names: document, key's array, item, "lines", line); 64 leaves room for any
// unknown key and keeps the recursive parts of reading and writing shallow.
inline constexpr int kMaxJsonDepth = 64;

using VariantResult = Result<VariantPuzzle, VariantError>;

// Reads one f-puzzles JSON object. `firstLine` is the line number of the text's first line in the
// file it came from (JSON Lines): error lines count from it.
VariantResult readFpuzzlesJson(std::string_view json, int firstLine = 1);

// The puzzle as f-puzzles JSON on one line (no line break), keys in the document's order (see
// DocumentKey), new keys after them in f-puzzles' own order.
std::string writeFpuzzlesJson(const VariantPuzzle& puzzle);

// Whether `text` (trimmed) looks like a link or SudokuPad id this file reads (the prefix only).
bool isFpuzzlesLink(std::string_view text);

// Reads a link or SudokuPad id (see above). Errors have the line `line` and the column in the text.
VariantResult readFpuzzlesLink(std::string_view link, int line = 1);

// "https://f-puzzles.com/?load=" + the compressed JSON, as f-puzzles itself writes its links (the
// base64 as it is, '+', '/' and '=' included).
std::string fpuzzlesLink(const VariantPuzzle& puzzle);
// "https://sudokupad.app/fpuzzles" + the same data.
std::string sudokuPadLink(const VariantPuzzle& puzzle);

} // namespace qudoku
