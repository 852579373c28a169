#pragma once
// Internal: what the two 9×9 killer texts share (SudoCue's, qudoku/sudocue_killer.h, and the compact
// one of the killer forums, qudoku/compact_killer.h): an error at a place in a line, and the check
// that a puzzle is one these texts can spell before either writes it.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/fpuzzles.h"

namespace qudoku::formats {

// Both killer texts are 9×9 only (the formats have no size field; SudoCue and the Interactive
// Sudoku Solver read them as 9×9).
inline constexpr int kKillerTextSize = 9;

// An error at byte `offset` (0-based) of line `line`.
VariantError textError(VariantErrorKind kind, int line, std::size_t offset, std::string message);

// `text` without the blanks (spaces, tabs, CR, LF) around it, and where it starts in `text`.
std::string_view trimmedText(std::string_view text, std::size_t& start);

// A puzzle a killer text can spell: 9×9 with the standard boxes, no givens, killer cages that do
// not overlap and no other rule (the two diagonals too when `diagonals` is allowed).
struct KillerLayout {
    std::vector<const Constraint*> cages; // in the puzzle's order
    std::vector<int> cageOf;              // per cell: its index in `cages`, or -1
    bool diagonals = false;               // both diagonals are houses
};

// The layout of `puzzle`, or why `format` (its name for the message, "the compact killer format")
// cannot write it (BadConstraint, with the cell or rule in words).
Result<KillerLayout, VariantError> killerLayout(const VariantPuzzle& puzzle, std::string_view format, bool allowDiagonals);

// `c` as a message shows it: itself, or \xNN when it is not printable.
std::string printableChar(char c);

// r1c1 for a 0-based cell of the 9×9 grid.
std::string killerCellName(int cell);

} // namespace qudoku::formats
