#include "generator/jigsaw_layout.h"

#include <algorithm>
#include <array>
#include <optional>

#include "qudoku/shape.h"

namespace qudoku::detail {

namespace {

// The orthogonal neighbours of a cell, -1 off the grid.
std::array<int, 4> neighbours(int n, int c) {
    const int r = c / n, col = c % n;
    return {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1};
}

// Whether the cells of `region` form one piece (a flood fill from one of them reaches all n).
bool connected(int n, const std::vector<int>& regions, int region, std::vector<int>& stack, std::vector<char>& seen) {
    const int cells = n * n;
    int start = -1, size = 0;
    for (int c = 0; c < cells; ++c)
        if (regions[static_cast<std::size_t>(c)] == region) {
            if (start < 0) start = c;
            ++size;
        }
    if (start < 0) return false;
    std::fill(seen.begin(), seen.end(), 0);
    stack.clear();
    stack.push_back(start);
    seen[static_cast<std::size_t>(start)] = 1;
    int reached = 0;
    while (!stack.empty()) {
        const int c = stack.back();
        stack.pop_back();
        ++reached;
        for (int d : neighbours(n, c))
            if (d >= 0 && !seen[static_cast<std::size_t>(d)] && regions[static_cast<std::size_t>(d)] == region) {
                seen[static_cast<std::size_t>(d)] = 1;
                stack.push_back(d);
            }
    }
    return reached == size;
}

// The region permutation σ with regions[turn(c)] = σ(regions[c]) for every cell, or nullopt when the
// layout is not symmetric under the half turn.
std::optional<std::vector<int>> halfTurnMap(int n, const std::vector<int>& regions) {
    std::vector<int> sigma(static_cast<std::size_t>(n), -1);
    const int cells = n * n;
    for (int c = 0; c < cells; ++c) {
        const int from = regions[static_cast<std::size_t>(c)], to = regions[static_cast<std::size_t>(cells - 1 - c)];
        int& s = sigma[static_cast<std::size_t>(from)];
        if (s < 0) s = to;
        else if (s != to) return std::nullopt;
    }
    return sigma;
}

} // namespace

bool regionsConnected(int n, const std::vector<int>& regions) {
    std::vector<int> stack;
    std::vector<char> seen(static_cast<std::size_t>(n * n));
    std::vector<int> count(static_cast<std::size_t>(n), 0);
    if (static_cast<int>(regions.size()) != n * n) return false;
    for (int r : regions) {
        if (r < 0 || r >= n) return false;
        ++count[static_cast<std::size_t>(r)];
    }
    for (int r = 0; r < n; ++r)
        if (count[static_cast<std::size_t>(r)] != n || !connected(n, regions, r, stack, seen)) return false;
    return true;
}

std::vector<int> startLayout(int n) {
    const int cells = n * n;
    std::vector<int> regions(static_cast<std::size_t>(cells));
    const std::optional<Shape> boxes = Shape::forSize(n);
    for (int c = 0; c < cells; ++c) regions[static_cast<std::size_t>(c)] = boxes ? boxes->boxOf(c) : c / n; // both half-turn symmetric
    return regions;
}

std::vector<int> randomJigsawLayout(int n, bool halfTurn, SplitMix64& rng) {
    const int cells = n * n;
    std::vector<int> regions = startLayout(n);
    std::vector<int> stack;
    std::vector<char> seen(static_cast<std::size_t>(cells));
    const int wanted = kSwapsPerCell * cells;
    // Rejected swaps (a region cut in two, a symmetry broken) are most of the tries on small grids;
    // the bound only keeps a pathological stream finite.
    std::vector<int> bordering;
    // Rejected moves (a region cut in two, a symmetry broken) are many of the tries; the bound only
    // keeps a pathological stream finite.
    for (int kept = 0, tries = 0; kept < wanted && tries < 100 * wanted; ++tries) {
        // A cell a of region A next to a cell of region B goes to B, and a cell b of B next to A
        // (after the move) goes to A: sizes stay N. (Exchanging two neighbours instead almost never
        // keeps both regions whole: along a straight border each lands among the other's cells.)
        const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
        const int ra = regions[static_cast<std::size_t>(a)];
        const std::array<int, 4> around = neighbours(n, a);
        const int x = around[rng.below(4)];
        if (x < 0 || regions[static_cast<std::size_t>(x)] == ra) continue;
        const int rb = regions[static_cast<std::size_t>(x)];
        std::vector<int> next = regions;
        next[static_cast<std::size_t>(a)] = rb;
        bordering.clear();
        for (int c = 0; c < cells; ++c) {
            if (next[static_cast<std::size_t>(c)] != rb || c == a) continue;
            for (int d : neighbours(n, c))
                if (d >= 0 && next[static_cast<std::size_t>(d)] == ra) {
                    bordering.push_back(c);
                    break;
                }
        }
        if (bordering.empty()) continue;
        const int b = bordering[rng.below(static_cast<std::uint32_t>(bordering.size()))];
        next[static_cast<std::size_t>(b)] = ra;
        if (halfTurn) {
            // The turned cells take the turned regions: σ from the layout before the move.
            const std::vector<int> sigma = *halfTurnMap(n, regions);
            next[static_cast<std::size_t>(cells - 1 - a)] = sigma[static_cast<std::size_t>(rb)];
            next[static_cast<std::size_t>(cells - 1 - b)] = sigma[static_cast<std::size_t>(ra)];
            if (!halfTurnMap(n, next)) continue;
        }
        // Sizes: the move keeps them, the turned move too unless it overlaps the first; check all.
        std::vector<int> count(static_cast<std::size_t>(n), 0);
        for (int r : next) ++count[static_cast<std::size_t>(r)];
        if (std::any_of(count.begin(), count.end(), [n](int k) { return k != n; })) continue;
        bool ok = true;
        for (int r : {ra, rb, next[static_cast<std::size_t>(cells - 1 - a)], next[static_cast<std::size_t>(cells - 1 - b)]})
            ok = ok && connected(n, next, r, stack, seen);
        if (!ok) continue;
        regions = std::move(next);
        ++kept;
    }
    return regions;
}

LayoutMoves moveKeepingDigits(const Grid& solution, std::vector<int>& regions, int wanted, bool halfTurn, SplitMix64& rng) {
    const int n = solution.size(), cells = n * n;
    // where[r * n + d - 1]: the cell of region r that holds digit d (each region holds each once).
    std::vector<int> where(static_cast<std::size_t>(cells));
    const auto index = [n](int region, int digit) { return static_cast<std::size_t>(region * n + digit - 1); };
    const auto digit = [&solution](int c) { return solution.at(c); };
    for (int c = 0; c < cells; ++c) where[index(regions[static_cast<std::size_t>(c)], digit(c))] = c;
    const std::vector<int> sigma = halfTurn ? *halfTurnMap(n, regions) : std::vector<int>{};
    std::vector<int> stack, next;
    std::vector<char> seen(static_cast<std::size_t>(cells));
    int kept = 0, tries = 0;
    for (; kept < wanted && tries < 100 * wanted; ++tries) {
        // As randomJigsawLayout: a cell a of region A next to region B goes to B, and a cell b of B
        // that borders A goes to A; here b is the one cell of B holding a's digit.
        const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
        const int ra = regions[static_cast<std::size_t>(a)];
        const int x = neighbours(n, a)[rng.below(4)];
        if (x < 0 || regions[static_cast<std::size_t>(x)] == ra) continue;
        const int rb = regions[static_cast<std::size_t>(x)];
        const int b = where[index(rb, digit(a))];
        // b must touch A (other than through a) to join it: most candidates fail here, cheaply.
        bool touches = false;
        for (int d : neighbours(n, b)) touches = touches || (d >= 0 && d != a && regions[static_cast<std::size_t>(d)] == ra);
        if (!touches) continue;
        next = regions;
        next[static_cast<std::size_t>(a)] = rb;
        next[static_cast<std::size_t>(b)] = ra;
        std::vector<int> touched{ra, rb};
        if (halfTurn) {
            // The turned cells hold the turned digit (halfTurnGrid), one region each: the turned move.
            const int ta = cells - 1 - a, tb = cells - 1 - b;
            next[static_cast<std::size_t>(ta)] = sigma[static_cast<std::size_t>(rb)];
            next[static_cast<std::size_t>(tb)] = sigma[static_cast<std::size_t>(ra)];
            touched.push_back(sigma[static_cast<std::size_t>(ra)]);
            touched.push_back(sigma[static_cast<std::size_t>(rb)]);
            if (halfTurnMap(n, next) != sigma) continue;
        }
        // Each region touched: N cells, every digit once, one piece. (Without the half turn the first
        // two hold by construction; with it, a move that overlaps its image can break them.)
        bool ok = true;
        for (int r : touched) {
            std::uint32_t digits = 0;
            int size = 0;
            for (int c = 0; c < cells; ++c)
                if (next[static_cast<std::size_t>(c)] == r) ++size, digits |= std::uint32_t{1} << (digit(c) - 1);
            ok = ok && size == n && digits == (std::uint32_t{1} << n) - 1 && connected(n, next, r, stack, seen);
        }
        if (!ok) continue;
        regions.swap(next);
        for (int c = 0; c < cells; ++c) where[index(regions[static_cast<std::size_t>(c)], digit(c))] = c;
        ++kept;
    }
    return {kept, tries};
}

} // namespace qudoku::detail
