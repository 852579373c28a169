// Skyscraper (issue 34): seen from the clue, along the row or column, the count of digits larger
// than every digit before them (the taller buildings hide the lower ones behind) is the clue.
//
// Not pairwise. Narrowing, on the row's N masks in order from the clue: a walk along the row whose
// state is (the cells so far, the largest digit so far, how many were seen), a digit d from a cell's
// mask either seen (d larger than the largest: the count goes up) or hidden (smaller; never equal,
// the row's digits differ). A state is kept only when the largest digit is at least the number of
// cells so far (distinct digits: k cells hold one of k or more) and the walk can end with N as the
// largest and the clue as the count. A digit stays in a cell when some walk through it does
// (forward and backward reachability, (N + 1)² states per cell: 2,601 on 16×16). This relaxes the
// row to digits that need not differ beyond those two facts: sound, not exact (the clue 1 forces N
// in the first cell; the clue N, 1 .. N in order; the usual bounds, a cell i at most N - clue + 1 +
// i, follow; a digit two cells would need is left to the row's house). Exact on a full row.

#include <algorithm>
#include <bit>
#include <vector>

#include "unit.h"

namespace qudoku::constraints {

namespace {

bool narrowSkyscraper(const Rules& rules, const Constraint& c, Mask* masks) {
    const int n = rules.size;
    const int clue = c.values[0];
    const int side = n + 1;
    const auto at = [side](int top, int seen) { return static_cast<std::size_t>(top * side + seen); };
    // forward[k]: the states (largest, seen) after the first k cells; backward[k]: the states after
    // k cells from which the rest of the row can end at (N, clue).
    std::vector<std::vector<char>> forward(static_cast<std::size_t>(n + 1), std::vector<char>(static_cast<std::size_t>(side * side), 0));
    std::vector<std::vector<char>> backward = forward;
    forward[0][at(0, 0)] = 1;
    for (int k = 0; k < n; ++k)
        for (int top = 0; top <= n; ++top)
            for (int seen = 0; seen <= k; ++seen) {
                if (!forward[static_cast<std::size_t>(k)][at(top, seen)]) continue;
                for (Mask m = masks[k]; m; m &= m - 1) {
                    const int d = std::countr_zero(m) + 1;
                    if (d == top) continue;
                    const int newTop = std::max(top, d), newSeen = seen + (d > top);
                    if (newTop < k + 1 || newSeen > clue) continue;
                    forward[static_cast<std::size_t>(k + 1)][at(newTop, newSeen)] = 1;
                }
            }
    backward[static_cast<std::size_t>(n)][at(n, clue)] = 1;
    Mask kept[kMaxSize] = {};
    for (int k = n - 1; k >= 0; --k)
        for (int top = 0; top <= n; ++top)
            for (int seen = 0; seen <= k; ++seen) {
                if (!forward[static_cast<std::size_t>(k)][at(top, seen)]) continue;
                for (Mask m = masks[k]; m; m &= m - 1) {
                    const int d = std::countr_zero(m) + 1;
                    if (d == top) continue;
                    const int newTop = std::max(top, d), newSeen = seen + (d > top);
                    if (newTop < k + 1 || newSeen > clue) continue;
                    if (!backward[static_cast<std::size_t>(k + 1)][at(newTop, newSeen)]) continue;
                    backward[static_cast<std::size_t>(k)][at(top, seen)] = 1;
                    kept[k] |= m & (~m + 1);
                }
            }
    for (int k = 0; k < n; ++k) {
        masks[k] &= kept[k];
        if (masks[k] == 0) return false;
    }
    return true;
}

// Broken when the row is full and another count is seen, or the cells placed from the clue on,
// up to the first empty one, already show more than the clue.
void skyscraperViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const std::vector<int>& cells = c.cells[0];
    int top = 0, seen = 0;
    bool full = true;
    for (int cell : cells) {
        const int v = grid.at(cell);
        if (v == 0) {
            full = false;
            break;
        }
        if (v > top) top = v, ++seen;
    }
    if (seen > c.values[0] || (full && seen != c.values[0])) {
        std::vector<int> sorted = cells;
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace

const Unit kSkyscraper{ConstraintKind::Skyscraper, nullptr, nullptr, narrowSkyscraper, skyscraperViolations};

} // namespace qudoku::constraints
