// Minimum cell: smaller than each orthogonal neighbour that is not a minimum cell itself (as
// f-puzzles and SudokuSolver read it: a fortress's grey cells side by side are not compared; the
// public "Fortress Sudoku" has no solution otherwise). One "<" relation per such neighbour; arc
// consistency on them gives the bound at once (a minimum cell is never N: no neighbour could be
// larger) and follows the neighbours' maxima after.

#include "unit.h"

namespace qudoku::constraints {

namespace {

void minimumPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const int cell = c.cells[0][0];
    for (int nb : orthogonalNeighbours(cell, rules.size))
        if (!cellMarked(rules, nb, ConstraintKind::Minimum))
            out.relations.push_back(relation(cell, nb, rules.size, [](int x, int y) { return x < y; }));
}

} // namespace

const Unit kMinimum{ConstraintKind::Minimum, nullptr, minimumPairs, nullptr, nullptr};

} // namespace qudoku::constraints
