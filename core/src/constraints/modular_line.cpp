// Modular line (issue 34): any 3 consecutive cells hold digits of different remainders mod 3
// (line_classes.h: the pairs).

#include "line_classes.h"

namespace qudoku::constraints {

namespace {

void modularPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    classPairs(rules, c, out, [](int d, int) { return d % 3; });
}

} // namespace

const Unit kModularLine{ConstraintKind::ModularLine, nullptr, modularPairs, nullptr, nullptr};

} // namespace qudoku::constraints
