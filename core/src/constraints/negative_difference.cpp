// Negative white dots: every orthogonal pair without a Difference or Ratio dot differs by none of
// the negated differences (values; empty: 1 and those of the puzzle's white dots). One relation per
// unmarked pair.

#include <algorithm>
#include <cstdlib>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void negativeDifferencePairs(const Rules& rules, const Constraint& c, Pairs& out) {
    std::vector<int> negated = c.values;
    if (negated.empty()) {
        negated = markValues(rules, ConstraintKind::Difference, 1);
        negated.push_back(1);
    }
    unmarkedPairs(rules, {ConstraintKind::Difference, ConstraintKind::Ratio}, out, [&](int x, int y) {
        return std::find(negated.begin(), negated.end(), std::abs(x - y)) == negated.end();
    });
}

} // namespace

const Unit kNegativeDifference{ConstraintKind::NegativeDifference, nullptr, negativeDifferencePairs, nullptr, nullptr};

} // namespace qudoku::constraints
