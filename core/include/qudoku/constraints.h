#pragma once
// What the constraints of a Rules value (rules.h) say, in the forms the rest of the engine uses:
// their rule on a grid, their weak links for the chain engine, and their propagation on candidates.
// One unit per ConstraintKind answers these (core/src/constraints/, one file each); this is their
// public face.
//
// Candidates are numbered cell * N + digit - 1; candidate masks have bit d-1 for digit d.

#include <cstdint>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/rules.h"

namespace qudoku {

// Two candidates that cannot both be true (a < b).
struct WeakLink {
    int a;
    int b;

    friend bool operator==(const WeakLink&, const WeakLink&) = default;
    friend auto operator<=>(const WeakLink&, const WeakLink&) = default;
};

// The weak links of one constraint, ascending, without duplicates. A constraint that only restricts
// single cells (odd, even) or is not pairwise (quadruple) has none. `constraint` is one of
// rules.constraints (negative rules read the others' marks). A constraint checkConstraint refuses
// has no links, no violations and narrows nothing (narrowCandidates: false), as has a grid or a
// candidate list of another size: bad input is never read out of bounds.
std::vector<WeakLink> weakLinks(const Rules& rules, const Constraint& constraint);

// The constraint's rule on a filled or partial grid (empty cells are unknown): the cells of each
// violation, ascending per violation (a broken dot: its two cells; a thermometer: the two cells out
// of order; an odd cell: the cell; a quadruple: its four cells).
std::vector<std::vector<int>> constraintViolations(const Rules& rules, const Constraint& constraint, const Grid& grid);

// Applies the constraint's restriction on single cells (odd, even: the digits a cell may hold
// whatever the others hold) to `allowed`, one mask per cell; constraints without one leave it as it is.
void restrictCells(const Rules& rules, const Constraint& constraint, std::vector<std::uint32_t>& allowed);

// Narrows `candidates` (one mask per cell, N × N of them) by what this one constraint implies, to a
// fixpoint: its restriction (odd, even), arc consistency on its pairs (a digit of b stays while some
// candidate of a allows it, and back), and its own propagation (quadruple). Returns false when a
// cell has no candidate left.
bool narrowCandidates(const Rules& rules, const Constraint& constraint, std::vector<std::uint32_t>& candidates);

} // namespace qudoku
