// Anti-king: cells a chess king's move apart hold different digits. `differ` pairs; the orthogonal
// ones repeat what rows and columns say, so only the diagonal neighbours are new (the solver merges
// duplicates into one peer list anyway).

#include "unit.h"

namespace qudoku::constraints {

namespace {

void kingPairs(const Rules& rules, const Constraint&, Pairs& out) {
    const int n = rules.size;
    for (int r = 0; r + 1 < n; ++r)
        for (int c = 0; c < n; ++c) {
            if (c > 0) out.differ.push_back({r * n + c, (r + 1) * n + c - 1});
            if (c + 1 < n) out.differ.push_back({r * n + c, (r + 1) * n + c + 1});
        }
}

} // namespace

const Unit kAntiKing{ConstraintKind::AntiKing, nullptr, kingPairs, nullptr, nullptr};

} // namespace qudoku::constraints
