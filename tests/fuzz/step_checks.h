#pragma once
// What every step of the logic engine must satisfy (fuzz_solve): it changes the state it was found in,
// within the options it was found with, and, when the puzzle's solutions are known, it is sound.

#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/step.h"

namespace qudoku::fuzz {

// `step`, found in `state` (before it is applied): a technique the options allow (the cap, the
// uniqueness switch, the scale's list); placements in empty cells of one of their candidates;
// eliminations of candidates that are there; at least one of either. Against every grid of
// `solutions` (the puzzle's solutions that the state still allows; empty when unknown), it places the
// solution's values and eliminates none of them.
void checkStep(const logic::CandidateGrid& state, const logic::Step& step, const logic::LogicOptions& options,
               const std::vector<Grid>& solutions);

// The same for a step of one technique asked for by name (logic::findStep): only its soundness and
// effect, as the options do not apply.
void checkStepSoundness(const logic::CandidateGrid& state, const logic::Step& step, const std::vector<Grid>& solutions);

} // namespace qudoku::fuzz
