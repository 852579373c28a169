// Odd cell: its digit is odd. A restriction only (no pairs, no links).

#include "unit.h"

namespace qudoku::constraints {

namespace {

void oddOnly(const Rules& rules, const Constraint& c, std::vector<Mask>& allowed) {
    Mask odd = 0;
    for (int d = 1; d <= rules.size; d += 2) odd |= Mask{1} << (d - 1);
    allowed[static_cast<std::size_t>(c.cells[0][0])] &= odd;
}

} // namespace

const Unit kOdd{ConstraintKind::Odd, oddOnly, nullptr, nullptr, nullptr};

} // namespace qudoku::constraints
