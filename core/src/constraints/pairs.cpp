// Helpers the constraint units share: grid adjacency and the marks of other constraints.

#include <algorithm>

#include "unit.h"

namespace qudoku::constraints {

std::vector<std::array<int, 2>> orthogonalPairs(int n) {
    std::vector<std::array<int, 2>> out;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int cell = r * n + c;
            if (c + 1 < n) out.push_back({cell, cell + 1});
            if (r + 1 < n) out.push_back({cell, cell + n});
        }
    return out;
}

std::vector<int> orthogonalNeighbours(int cell, int n) {
    const int r = cell / n, c = cell % n;
    std::vector<int> out;
    if (r > 0) out.push_back(cell - n);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < n) out.push_back(cell + 1);
    if (r + 1 < n) out.push_back(cell + n);
    return out;
}

std::vector<char> markedPairs(const Rules& rules, std::initializer_list<ConstraintKind> kinds) {
    const int n = rules.size;
    // orthogonalPairs' order: per cell row-major, its right neighbour then the one below (when they
    // exist); an index per (cell, direction) first, then compacted to that order.
    std::vector<char> byEdge(static_cast<std::size_t>(2 * n * n), 0);
    for (const Constraint& c : rules.constraints) {
        if (std::find(kinds.begin(), kinds.end(), c.kind) == kinds.end()) continue;
        if (c.cells.size() != 1 || c.cells[0].size() != 2) continue;
        const int a = std::min(c.cells[0][0], c.cells[0][1]), b = std::max(c.cells[0][0], c.cells[0][1]);
        if (a < 0 || b >= n * n) continue;
        if (b == a + 1 && a % n != n - 1) byEdge[static_cast<std::size_t>(2 * a)] = 1;
        else if (b == a + n) byEdge[static_cast<std::size_t>(2 * a + 1)] = 1;
    }
    std::vector<char> out;
    for (int cell = 0; cell < n * n; ++cell) {
        if (cell % n + 1 < n) out.push_back(byEdge[static_cast<std::size_t>(2 * cell)]);
        if (cell / n + 1 < n) out.push_back(byEdge[static_cast<std::size_t>(2 * cell + 1)]);
    }
    return out;
}

bool cellMarked(const Rules& rules, int cell, ConstraintKind kind) {
    return std::any_of(rules.constraints.begin(), rules.constraints.end(), [&](const Constraint& c) {
        return c.kind == kind && c.cells.size() == 1 && c.cells[0].size() == 1 && c.cells[0][0] == cell;
    });
}

std::vector<int> markValues(const Rules& rules, ConstraintKind kind, int fallback) {
    std::vector<int> out;
    for (const Constraint& c : rules.constraints)
        if (c.kind == kind) out.push_back(c.values.empty() ? fallback : c.values[0]);
    return out;
}

std::vector<int> cellsOf(const Constraint& c) {
    std::vector<int> out;
    for (const auto& g : c.cells) out.insert(out.end(), g.begin(), g.end());
    return out;
}

} // namespace qudoku::constraints
