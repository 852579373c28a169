#pragma once
// What every logic::CandidateGrid must satisfy (candidate_grid.h's invariant), however it was made:
// from a pencil-mark text (fuzz_pencilmarks) or by the engine's steps (fuzz_solve).

#include "qudoku/logic/candidate_grid.h"

namespace qudoku::fuzz {

// A solved cell has a value 1..N and no candidates, and no peer keeps its value as a candidate; an
// empty cell's candidates are values of the grid; the per-value cell sets, the empty cells and the
// givens agree with the cells.
void checkCandidateGrid(const logic::CandidateGrid& state);

} // namespace qudoku::fuzz
