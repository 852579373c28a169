// Even cell: its digit is even. A restriction only (no pairs, no links).

#include "unit.h"

namespace qudoku::constraints {

namespace {

void evenOnly(const Rules& rules, const Constraint& c, std::vector<Mask>& allowed) {
    Mask even = 0;
    for (int d = 2; d <= rules.size; d += 2) even |= Mask{1} << (d - 1);
    allowed[static_cast<std::size_t>(c.cells[0][0])] &= even;
}

} // namespace

const Unit kEven{ConstraintKind::Even, evenOnly, nullptr, nullptr, nullptr};

} // namespace qudoku::constraints
