// Anti-knight: cells a chess knight's move apart hold different digits. Pure `differ` pairs (a
// house of two cells each): placing a digit removes it from the up to 8 knight cells, and that is
// all the propagation there is (arc consistency on "≠" learns nothing before a placement).

#include "unit.h"

namespace qudoku::constraints {

namespace {

void knightPairs(const Rules& rules, const Constraint&, Pairs& out) {
    const int n = rules.size;
    constexpr int kMoves[4][2] = {{1, 2}, {1, -2}, {2, 1}, {2, -1}}; // the other four are these reversed
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            for (const auto& m : kMoves) {
                const int r2 = r + m[0], c2 = c + m[1];
                if (r2 < n && c2 >= 0 && c2 < n) out.differ.push_back({r * n + c, r2 * n + c2});
            }
}

} // namespace

const Unit kAntiKnight{ConstraintKind::AntiKnight, nullptr, knightPairs, nullptr, nullptr};

} // namespace qudoku::constraints
