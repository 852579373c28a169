// Black Kropki dot: one digit is values[0] (2 when values is empty) times the other. One relation.

#include "unit.h"

namespace qudoku::constraints {

namespace {

void ratioPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const int k = c.values.empty() ? 2 : c.values[0];
    out.relations.push_back(
        relation(c.cells[0][0], c.cells[0][1], rules.size, [k](int x, int y) { return x == k * y || y == k * x; }));
}

} // namespace

const Unit kRatio{ConstraintKind::Ratio, nullptr, ratioPairs, nullptr, nullptr};

} // namespace qudoku::constraints
