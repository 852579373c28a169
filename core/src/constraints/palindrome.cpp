// Palindrome line (issue 34): the line reads the same both ways. Pairwise only: cell i and cell
// L - 1 - i hold the same digit (a relation "equal"; between two peers it leaves nothing, which the
// rule check reports as broken).

#include "unit.h"

namespace qudoku::constraints {

namespace {

void palindromePairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const std::vector<int>& line = c.cells[0];
    for (std::size_t i = 0, j = line.size() - 1; i < j; ++i, --j)
        out.relations.push_back(relation(line[i], line[j], rules.size, [](int x, int y) { return x == y; }));
}

} // namespace

const Unit kPalindrome{ConstraintKind::Palindrome, nullptr, palindromePairs, nullptr, nullptr};

} // namespace qudoku::constraints
