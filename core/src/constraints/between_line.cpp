// Between line (issue 34): the cells strictly between the two ends (the circles) hold digits strictly
// between the ends' digits; either end may be the larger.
//
// Pairwise, what holds whichever end is the larger: a middle cell differs from each end and is
// neither 1 nor N (relation end-middle), and the ends differ by 2 or more (a digit fits between).
// The rest is not pairwise (which end is the low one is decided for the whole line); the narrowing
// takes each orientation in turn, low end l, high end h, and is exact per cell when the middle
// cells are taken apart (not made to differ: their houses do that):
//   - the widest window is (min l, max h); every middle cell needs a candidate inside it, else the
//     orientation is impossible;
//   - a middle cell keeps its candidates inside that window;
//   - the low end keeps the digits d with every middle cell holding a candidate in (d, max h), the
//     high end those d with every middle cell holding one in (min l, d);
// and each cell keeps what one orientation or the other leaves it. A line of 2 cells says nothing.

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "unit.h"

namespace qudoku::constraints {

namespace {

// The digits strictly between a and b (a < b).
Mask between(int a, int b) {
    if (b - a < 2) return 0;
    return ((Mask{1} << (b - a - 1)) - 1) << a; // digits a+1 .. b-1: bits a .. b-2
}

void betweenPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const std::vector<int>& line = c.cells[0];
    if (line.size() < 3) return;
    const int n = rules.size;
    const int first = line.front(), last = line.back();
    for (std::size_t i = 1; i + 1 < line.size(); ++i)
        for (int end : {first, last})
            out.relations.push_back(relation(end, line[i], n, [n](int x, int y) { return x != y && y > 1 && y < n; }));
    out.relations.push_back(relation(first, last, n, [](int x, int y) { return std::abs(x - y) >= 2; }));
}

bool narrowBetween(const Rules&, const Constraint& c, Mask* masks) {
    const int k = static_cast<int>(c.cells[0].size());
    if (k < 3) return true;
    Mask kept[kMaxSize] = {};
    for (int lowIndex : {0, k - 1}) {
        const int highIndex = k - 1 - lowIndex;
        const Mask low = masks[lowIndex], high = masks[highIndex];
        if (!low || !high) return false;
        const int minLow = std::countr_zero(low) + 1, maxHigh = 32 - std::countl_zero(high);
        const auto middlesMeet = [&](Mask window) {
            for (int i = 1; i + 1 < k; ++i)
                if (!(masks[i] & window)) return false;
            return true;
        };
        if (!middlesMeet(between(minLow, maxHigh))) continue;
        for (int i = 1; i + 1 < k; ++i) kept[i] |= masks[i] & between(minLow, maxHigh);
        for (Mask m = low; m; m &= m - 1) {
            const int d = std::countr_zero(m) + 1;
            if (middlesMeet(between(d, maxHigh))) kept[lowIndex] |= Mask{1} << (d - 1);
        }
        for (Mask m = high; m; m &= m - 1) {
            const int d = std::countr_zero(m) + 1;
            if (middlesMeet(between(minLow, d))) kept[highIndex] |= Mask{1} << (d - 1);
        }
    }
    for (int i = 0; i < k; ++i) {
        masks[i] &= kept[i];
        if (!masks[i]) return false;
    }
    return true;
}

// Broken when both ends are placed and a placed middle digit is not strictly between them (the
// pairs see a middle digit equal to an end, 1 or N, and ends too close).
void betweenViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const std::vector<int>& line = c.cells[0];
    if (line.size() < 3) return;
    const int a = grid.at(line.front()), b = grid.at(line.back());
    if (!a || !b) return;
    const int low = std::min(a, b), high = std::max(a, b);
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
        const int d = grid.at(line[i]);
        if (d && (d <= low || d >= high)) {
            std::vector<int> cells = {line.front(), line[i], line.back()};
            std::sort(cells.begin(), cells.end());
            out.push_back(std::move(cells));
        }
    }
}

} // namespace

const Unit kBetweenLine{ConstraintKind::BetweenLine, nullptr, betweenPairs, narrowBetween, betweenViolations};

} // namespace qudoku::constraints
