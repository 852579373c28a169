// Entropic line (issue 34): any 3 consecutive cells hold one low, one middle and one high digit
// (line_classes.h: the pairs, and the classes of other sizes).

#include "line_classes.h"

namespace qudoku::constraints {

namespace {

void entropicPairs(const Rules& rules, const Constraint& c, Pairs& out) { classPairs(rules, c, out, entropicClass); }

} // namespace

const Unit kEntropicLine{ConstraintKind::EntropicLine, nullptr, entropicPairs, nullptr, nullptr};

} // namespace qudoku::constraints
