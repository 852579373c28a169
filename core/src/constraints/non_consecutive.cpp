// Non-consecutive: orthogonal neighbours differ by more than 1, except the pairs that carry a
// Difference or Ratio dot (as f-puzzles and SudokuSolver read the rule: a black dot may join 1 and
// 2, and a white dot states the opposite). One relation per pair: |a - b| != 1.

#include <cstdlib>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void nonConsecutivePairs(const Rules& rules, const Constraint&, Pairs& out) {
    unmarkedPairs(rules, {ConstraintKind::Difference, ConstraintKind::Ratio}, out, [](int x, int y) { return std::abs(x - y) != 1; });
}

} // namespace

const Unit kNonConsecutive{ConstraintKind::NonConsecutive, nullptr, nonConsecutivePairs, nullptr, nullptr};

} // namespace qudoku::constraints
