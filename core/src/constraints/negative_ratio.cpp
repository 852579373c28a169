// Negative black dots: every orthogonal pair without a Difference or Ratio dot is in none of the
// negated ratios (values; empty: 2 and those of the puzzle's black dots). One relation per unmarked
// pair.

#include <algorithm>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void negativeRatioPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    std::vector<int> negated = c.values;
    if (negated.empty()) {
        negated = markValues(rules, ConstraintKind::Ratio, 2);
        negated.push_back(2);
    }
    unmarkedPairs(rules, {ConstraintKind::Difference, ConstraintKind::Ratio}, out, [&](int x, int y) {
        return std::none_of(negated.begin(), negated.end(), [&](int k) { return x == k * y || y == k * x; });
    });
}

} // namespace

const Unit kNegativeRatio{ConstraintKind::NegativeRatio, nullptr, negativeRatioPairs, nullptr, nullptr};

} // namespace qudoku::constraints
