#pragma once
// Internal: what the candidate formats (pencilmarks.cpp, candidates729.cpp) share. They read a
// position as one candidate set per cell and write one per cell; the sets mean the same in both.

#include <cstdint>
#include <vector>

#include "formats/table.h"

namespace qudoku::formats {

using Mask = std::uint32_t;
constexpr Mask bitOf(int value) { return Mask{1} << (value - 1); }

// One cell of a position as the candidate formats spell it.
struct CellCandidates {
    Mask mask = 0;       // the candidates written (one bit for a placed value)
    bool solved = false; // a single value solved on the way, not a given ("+7")
};

// The puzzle a position stands for: a cell with one candidate is a given (or, when `solved`, a
// value solved on the way), a cell with more has them as its pencil marks. Precondition: one entry
// per cell of `shape`, none empty.
Puzzle positionPuzzle(Shape shape, const std::vector<CellCandidates>& cells, TextLayout layout, int line);

// What to write for each cell of `input`: a given's or solved value's single bit (solved marked),
// an empty cell's pencil marks, or, for an empty cell without marks, every value its peers (core's
// houses) leave it (every value at all when they leave none: nothing else can be written there).
std::vector<CellCandidates> cellsToWrite(const WriteInput& input);

} // namespace qudoku::formats
