// Negative XV: every orthogonal pair without an XV mark sums to none of the negated sums (values;
// empty: 5, 10 and those of the puzzle's XV marks). One relation per unmarked pair.

#include <algorithm>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void negativeXvPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    std::vector<int> negated = c.values;
    if (negated.empty()) {
        negated = markValues(rules, ConstraintKind::XV, 10);
        negated.push_back(5);
        negated.push_back(10);
    }
    unmarkedPairs(rules, {ConstraintKind::XV}, out, [&](int x, int y) {
        return std::find(negated.begin(), negated.end(), x + y) == negated.end();
    });
}

} // namespace

const Unit kNegativeXV{ConstraintKind::NegativeXV, nullptr, negativeXvPairs, nullptr, nullptr};

} // namespace qudoku::constraints
