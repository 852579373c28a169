// Maximum cell: larger than each orthogonal neighbour that is not a maximum cell itself. One ">"
// relation per such neighbour (see minimum.cpp).

#include "unit.h"

namespace qudoku::constraints {

namespace {

void maximumPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const int cell = c.cells[0][0];
    for (int nb : orthogonalNeighbours(cell, rules.size))
        if (!cellMarked(rules, nb, ConstraintKind::Maximum))
            out.relations.push_back(relation(cell, nb, rules.size, [](int x, int y) { return x > y; }));
}

} // namespace

const Unit kMaximum{ConstraintKind::Maximum, nullptr, maximumPairs, nullptr, nullptr};

} // namespace qudoku::constraints
