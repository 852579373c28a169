// Region-sum line (issue 34): cut where it passes from one region to the next (the rules' regions:
// the boxes, or a jigsaw's pieces), its segments add up to the same total. A segment ends where the
// line leaves its region; coming back into a region starts another segment (as the peer,
// SudokuVariantSolverJS, cuts them). A line within one region says nothing.
//
// Not pairwise (a segment of 3 cells against one of 2); the narrowing is the segments' reachable
// sums with their digits different (equal_sums.cpp): a 1-cell segment beside a 3-cell one is at
// least 6.

#include "unit.h"

namespace qudoku::constraints {

namespace {

// A segment lies in one region, so its digits differ.
bool narrowRegionSum(const Rules& rules, const Constraint& c, Mask* masks) {
    return narrowEqualSums(rules.size, regionSegments(rules, c.cells[0]), true, masks);
}

void regionSumViolations(const Rules& rules, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    const std::vector<int>& line = c.cells[0];
    std::vector<std::vector<int>> groups = regionSegments(rules, line);
    for (auto& g : groups)
        for (int& i : g) i = line[static_cast<std::size_t>(i)];
    equalSumViolations(groups, rules.size, grid, line, out);
}

} // namespace

std::vector<std::vector<int>> regionSegments(const Rules& rules, const std::vector<int>& line) {
    std::vector<std::vector<int>> out;
    int region = -1;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const int r = rules.regionOf(line[i]);
        if (out.empty() || r != region) out.emplace_back();
        region = r;
        out.back().push_back(static_cast<int>(i));
    }
    return out;
}

const Unit kRegionSumLine{ConstraintKind::RegionSumLine, nullptr, nullptr, narrowRegionSum, regionSumViolations};

} // namespace qudoku::constraints
