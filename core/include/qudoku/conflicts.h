#pragma once
// Rule check: equal values sharing a house, and broken constraints (the conflicts a player sees).

#include <vector>

#include "qudoku/grid.h"
#include "qudoku/houses.h"
#include "qudoku/rules.h"

namespace qudoku {

// One clash. A house clash: `value` stands in both `first` and `second` (cell indices, first <
// second), which share the house `kind`/`houseIndex`; a pair of cells sharing both a row and a box is
// reported once per house. A broken constraint (constraint >= 0): rules.constraints[constraint], of
// kind `constraintKind`, is broken by the values of `cells` (ascending: a dot's two cells, the two
// cells of a thermometer out of order, an odd cell, a quadruple's four; constraints.h); first and
// second are the first and last of them, value is 0, kind and houseIndex mean nothing (Row, -1).
struct Conflict {
    HouseKind kind;
    int houseIndex;
    int value;
    int first;
    int second;
    int constraint = -1;
    ConstraintKind constraintKind = ConstraintKind::AntiKnight;
    std::vector<int> cells = {}; // a broken constraint's cells; empty for a house clash

    bool isConstraint() const { return constraint >= 0; }

    friend bool operator==(const Conflict&, const Conflict&) = default;
};

// Every pair of equal non-empty values in a house, ordered by house (rows, columns, boxes) then cells.
std::vector<Conflict> findConflicts(const Grid& grid);
std::vector<Conflict> findConflicts(const Grid& grid, const Houses& houses);
// Every clash under `rules`: in every house (Houses(rules): rows, columns, regions, extra houses, in
// that order), then every broken constraint in the order of rules.constraints. The grid's size must
// be the rules' size and checkRules(rules) must find nothing (else: none reported).
std::vector<Conflict> findConflicts(const Grid& grid, const Rules& rules);

// Whether any house holds a value twice. Allocation-free, for hot paths (solve() calls it on every
// puzzle); findConflicts says which.
bool hasConflicts(const Grid& grid);

// The distinct cells involved in any conflict (a broken constraint's `cells` too), ascending.
std::vector<int> conflictingCells(const std::vector<Conflict>& conflicts);

} // namespace qudoku
