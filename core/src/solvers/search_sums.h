#pragma once
// Internal: killer cages and implied sums narrowed for the variant engine's search (variant_model.cpp
// puts these in place of the killer cage's own narrowing for N <= 16). search_sums.cpp says how, and
// why not the cage's exact narrowing.

#include "constraints/unit.h"

namespace qudoku::detail {

// A killer cage (cells[0] the cage, values[0] its sum; none: nothing to narrow).
extern const constraints::Unit kSearchCage;
// kSearchCage's narrowing, with `needed` the digits every combination left holds (none when the
// cage has no sum): the search takes each from the cells outside the cage that see all the cage's
// cells still holding it.
bool narrowSearchCage(int n, const Constraint& c, constraints::Mask* masks, constraints::Mask& needed);
// A sum whose cells differ within runs (cells[0] the cells, values[0] the sum, values[1 ..] each
// cell's run, runs contiguous, then perhaps the first negated cell's index: implied_sums.h). Cells × N < constraints::kExactSums.
extern const constraints::Unit kSearchRunSum;

} // namespace qudoku::detail
