// Zipper line (issue 34): the cells at the same distance from the line's centre add up to the same
// total; on a line of odd length that total is the middle cell's digit.
//
// Pairwise where it is sound: on an odd line the middle cell is larger than every other cell of the
// line (it is that cell plus its partner, and the partner is at least 1). The rest is the groups'
// reachable sums (equal_sums.cpp): the pairs (i, L-1-i) and, on an odd line, the middle cell alone.

#include "unit.h"

namespace qudoku::constraints {

namespace {

// The groups as indices into the line: the pairs from the ends in, then the middle cell.
std::vector<std::vector<int>> zipperGroups(int length) {
    std::vector<std::vector<int>> out;
    for (int i = 0, j = length - 1; i < j; ++i, --j) out.push_back({i, j});
    if (length % 2 == 1) out.push_back({length / 2});
    return out;
}

void zipperPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    const std::vector<int>& line = c.cells[0];
    if (line.size() % 2 == 0) return;
    const int middle = line[line.size() / 2];
    for (int cell : line)
        if (cell != middle) out.relations.push_back(relation(cell, middle, rules.size, [](int x, int y) { return y > x; }));
}

bool narrowZipper(const Rules& rules, const Constraint& c, Mask* masks) {
    return narrowEqualSums(rules.size, zipperGroups(static_cast<int>(c.cells[0].size())), false, masks);
}

void zipperViolations(const Rules& rules, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const std::vector<int>& line = c.cells[0];
    std::vector<std::vector<int>> groups = zipperGroups(static_cast<int>(line.size()));
    for (auto& g : groups)
        for (int& i : g) i = line[static_cast<std::size_t>(i)];
    equalSumViolations(groups, rules.size, grid, line, out);
}

} // namespace

const Unit kZipperLine{ConstraintKind::ZipperLine, nullptr, zipperPairs, narrowZipper, zipperViolations};

} // namespace qudoku::constraints
