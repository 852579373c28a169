// Quadruple: the digits of `values` appear among the 2×2 cells around a corner (a digit listed
// twice appears twice). Not pairwise, so no pairs and no links: its own narrowing and rule.
//
// Narrowing, on the four cells' masks, for each listed digit v needed k times:
//   - fewer than k cells can hold v: contradiction;
//   - exactly k cells can: each of them is v (a cell that two digits claim so is a contradiction);
//   - and when the digits listed are 4 (counting repeats), the cells hold nothing else.
// More is true (4 - total cells are free, so a digit outside the list fits at most that many cells)
// but the houses through the 2×2 already make a digit fit at most two of them; left out.

#include <algorithm>
#include <bit>

#include "unit.h"

namespace qudoku::constraints {

namespace {

struct Need {
    int digit;
    int times;
};

std::vector<Need> needs(const Constraint& c) {
    std::vector<Need> out;
    for (int v : c.values) {
        auto it = std::find_if(out.begin(), out.end(), [v](const Need& n) { return n.digit == v; });
        if (it == out.end()) out.push_back({v, 1});
        else ++it->times;
    }
    return out;
}

bool narrowQuadruple(const Rules&, const Constraint& c, Mask* masks) {
    const std::vector<Need> want = needs(c);
    Mask listed = 0;
    for (const Need& need : want) listed |= Mask{1} << (need.digit - 1);
    Mask forced[4] = {0, 0, 0, 0};
    for (const Need& need : want) {
        const Mask bit = Mask{1} << (need.digit - 1);
        int can = 0;
        for (int i = 0; i < 4; ++i) can += (masks[i] & bit) != 0;
        if (can < need.times) return false;
        if (can == need.times)
            for (int i = 0; i < 4; ++i)
                if (masks[i] & bit) forced[i] |= bit;
    }
    for (int i = 0; i < 4; ++i) {
        if (std::popcount(forced[i]) > 1) return false;
        if (forced[i]) masks[i] &= forced[i];
        if (c.values.size() == 4) masks[i] &= listed;
        if (masks[i] == 0) return false;
    }
    return true;
}

// Broken when the digits still missing (per digit: needed minus present) outnumber the empty cells,
// which on a filled grid is any listed digit missing.
void quadrupleViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const std::vector<int>& cells = c.cells[0];
    int empty = 0, missing = 0;
    for (int cell : cells) empty += grid.isEmpty(cell);
    for (const Need& need : needs(c)) {
        const int present = static_cast<int>(std::count_if(cells.begin(), cells.end(), [&](int cell) { return grid.at(cell) == need.digit; }));
        missing += std::max(0, need.times - present);
    }
    if (missing > empty) {
        std::vector<int> sorted = cells;
        std::sort(sorted.begin(), sorted.end());
        out.push_back(std::move(sorted));
    }
}

} // namespace

const Unit kQuadruple{ConstraintKind::Quadruple, nullptr, nullptr, narrowQuadruple, quadrupleViolations};

} // namespace qudoku::constraints
