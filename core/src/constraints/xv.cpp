// XV: the two digits sum to values[0] (10 for an X, 5 for a V). One relation.

#include "unit.h"

namespace qudoku::constraints {

namespace {

void xvPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const int sum = c.values[0];
    out.relations.push_back(relation(c.cells[0][0], c.cells[0][1], rules.size, [sum](int x, int y) { return x + y == sum; }));
}

} // namespace

const Unit kXV{ConstraintKind::XV, nullptr, xvPairs, nullptr, nullptr};

} // namespace qudoku::constraints
