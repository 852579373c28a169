// German whispers (issue 34): neighbours along the line differ by at least the line's difference
// (its value, else ceil(N/2) as f-puzzles and SudokuVariantSolverJS take it: 5 on 9×9). Pairwise
// only: one relation per two neighbours; arc consistency removes the digits with no partner far
// enough (5 on 9×9 at once, 4 and 6 next to a cell that cannot be 9 or 1).

#include <cstdlib>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void whispersPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const std::vector<int>& line = c.cells[0];
    const int gap = whispersDifference(rules, c);
    for (std::size_t i = 1; i < line.size(); ++i)
        out.relations.push_back(relation(line[i - 1], line[i], rules.size, [gap](int x, int y) { return std::abs(x - y) >= gap; }));
}

} // namespace

int whispersDifference(const Rules& rules, const Constraint& c) { return c.values.empty() ? (rules.size + 1) / 2 : c.values[0]; }

const Unit kWhispers{ConstraintKind::Whispers, nullptr, whispersPairs, nullptr, nullptr};

} // namespace qudoku::constraints
