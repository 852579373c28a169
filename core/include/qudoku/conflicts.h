#pragma once
// Rule check: equal values sharing a house (the conflicts a player sees).

#include <vector>

#include "qudoku/grid.h"
#include "qudoku/houses.h"

namespace qudoku {

// One clash: `value` stands in both `first` and `second` (cell indices, first < second), which share
// the house `kind`/`houseIndex`. A pair of cells sharing both a row and a box is reported once per house.
struct Conflict {
    HouseKind kind;
    int houseIndex;
    int value;
    int first;
    int second;

    friend bool operator==(const Conflict&, const Conflict&) = default;
};

// Every pair of equal non-empty values in a house, ordered by house (rows, columns, boxes) then cells.
std::vector<Conflict> findConflicts(const Grid& grid);
std::vector<Conflict> findConflicts(const Grid& grid, const Houses& houses);

// Whether any house holds a value twice. Allocation-free, for hot paths (solve() calls it on every
// puzzle); findConflicts says which.
bool hasConflicts(const Grid& grid);

// The distinct cells involved in any conflict, ascending.
std::vector<int> conflictingCells(const std::vector<Conflict>& conflicts);

} // namespace qudoku
