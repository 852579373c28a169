#pragma once
// The compact killer format of the killer forums (enjoysudoku's "understandable snarfable killer
// cages") and the Interactive Sudoku Solver: a 9×9 killer as one line of 81 characters, one a cell
// in reading order. A cell is either the one of its cage that carries the sum, written as a
// character (0-9, then A-Z for 10-35, then a-j for 36-45), or an arrow pointing to the next cell on
// its way to that one: < > ^ v, and for a step corner to corner ` (up-left), ' (up-right),
// , (down-left) and . (down-right). Following the arrows from any cell reaches its cage's sum.
//
//   M<<<R<<<N^O<<<^Q>^N<<^O<^S^^L>>^>^^^^^<T6^>^NR^>^Q<<^^^^^>^U>>^^<^N>^<<N^>>^<>>>^
//
// A sum of 0 is a cage without a sum (its digits only differ); a 0 alone, a cage of one cell, is a
// cell outside every cage (it says nothing), and is read as no cage at all. There are no givens and
// no other rules. Qudoku's own extension: none (the reader takes what the Interactive Sudoku Solver
// takes, with an error where it would take an arrow out of the grid or around a loop).
//
// Writing: each cage's sum goes on its first cell in reading order (as the forums write it), and
// every other cell gets an arrow along the shortest way to it, steps side by side (< > ^ v) before
// corner steps; a cell outside every cage is a 0. The writer refuses (a clear error, nothing
// written) a puzzle that is not 9×9 with the 3×3 boxes, has givens, extra houses or rules other
// than killer cages, cages that overlap, or a cage whose cells do not touch (side by side or corner
// to corner: no arrow crosses a gap), or no cage of two cells or more (a line without an arrow is a
// classic puzzle's line); a sum above 45 has no character (a 9×9 cage's sum is at most 45).

#include <string>
#include <string_view>

#include "qudoku/fpuzzles.h"

namespace qudoku {

// Whether `text` (blanks around it aside) looks like a compact killer: 81 characters of the
// format's alphabet, at least one of them an arrow other than '.' (a classic line of digits and
// dots is not one).
bool isCompactKiller(std::string_view text);

// Reads one line; errors name the line `line` and the column in `text`.
VariantResult readCompactKiller(std::string_view text, int line = 1);

// The 81 characters, without a line end; or why the puzzle has no such spelling.
Result<std::string, VariantError> writeCompactKiller(const VariantPuzzle& puzzle);

} // namespace qudoku
