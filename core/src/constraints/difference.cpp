// White Kropki dot: the two digits differ by values[0] (1 when values is empty). One relation.

#include <cstdlib>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void differencePairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const int k = c.values.empty() ? 1 : c.values[0];
    out.relations.push_back(
        relation(c.cells[0][0], c.cells[0][1], rules.size, [k](int x, int y) { return std::abs(x - y) == k; }));
}

} // namespace

const Unit kDifference{ConstraintKind::Difference, nullptr, differencePairs, nullptr, nullptr};

} // namespace qudoku::constraints
