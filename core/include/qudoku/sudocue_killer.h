#pragma once
// SudoCue's killer format, as SudoCue exports a killer and the killer forums and the Interactive
// Sudoku Solver exchange it: one line, "3x3:" + an option field + ":k:" + a number per cell in
// reading order, each followed by ':'.
//
//   3x3::k:6150:6150:6401:...:6672:         (81 numbers)
//   3x3:d:k:3841:7705:...                   ('d': killer X, both diagonals hold every digit)
//
// Each number is the cell's cage sum × 256 + the cage's number (0-255, any numbering: SudoCue's own
// files number cages 0, 1, 2, ... or by their first cell); the cells with one number form one cage,
// and a sum of 0 (a number below 256, or "0000") is a cell outside every cage. 9×9 only; no givens.
// The sum and number are read as the Interactive Sudoku Solver reads them (js/sudoku_parser.js,
// MIT; SudoCue's own description, sudocue.net forum t=519, was not reachable to check it against):
// two cells of one number with different sums are refused here, where it keeps the first.
//
// Writing: the cages numbered 0, 1, ... as their first cells come in reading order; a cell outside every cage is "0000" (as
// in the files of the forums); 'd' when the puzzle's only extra houses are the two diagonals. The
// writer refuses (a clear error, nothing written) a puzzle that is not 9×9 with the 3×3 boxes, has
// givens, other extra houses or rules other than killer cages, cages that overlap, or a cage
// without a sum (a sum of 0 means no cage).

#include <string>
#include <string_view>

#include "qudoku/fpuzzles.h"

namespace qudoku {

// Whether `text` (blanks around it aside) starts as SudoCue's killer format does: "3x3:", an option
// field, then ":k:".
bool isSudoCueKiller(std::string_view text);

// Reads one line; errors name the line `line` and the column in `text`.
VariantResult readSudoCueKiller(std::string_view text, int line = 1);

// The line, without a line end; or why the puzzle has no such spelling.
Result<std::string, VariantError> writeSudoCueKiller(const VariantPuzzle& puzzle);

} // namespace qudoku
