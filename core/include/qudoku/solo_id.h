#pragma once
// Simon Tatham's Solo (the Sudoku of his Portable Puzzle Collection): its game IDs, read only.
// A game ID is "<parameters>:<description>", as Solo's Game > Specific... shows it:
//
//   3x3:a2b...          classic 9×9, boxes of 3 rows × 3 columns ("cxr": boxes of c rows, r columns)
//   3x3x:...            X (both diagonals hold every digit)
//   9j:<grid>,<blocks>  jigsaw 9×9; the blocks (regions) follow the givens after a comma
//   9jx:...             jigsaw X
//   3x3k:<grid>,<cages>,<sums>   killer (also 3x3xk, 9jk with the blocks before the cages): up to 9×9
//
// The description (solo.c's spec_to_grid and spec_to_dsf): the givens in reading order, a letter
// a-z being that many empty cells, a number a given, '_' between two numbers; a jigsaw's regions as
// the run lengths of the borders between cells that are not region borders, vertical borders row by
// row, then horizontal ones column by column, 'z' being 26 non-borders not followed by a border.
// A killer's cages are written as a jigsaw's blocks are (validate_desc: each cage 2 to N cells), and
// their sums as a second grid whose numbers go on a cell of each cage (one sum a cage; a cage
// without one has no sum). A random seed ("3x3#12345") is no puzzle.

#include <string_view>

#include "qudoku/fpuzzles.h"

namespace qudoku {

// Whether `text` (trimmed) looks like a Solo game ID: parameters starting with a number, then ':'.
bool isSoloGameId(std::string_view text);

// Reads a game ID; errors name the column in `text` and the line `line`.
VariantResult readSoloGameId(std::string_view text, int line = 1);

} // namespace qudoku
