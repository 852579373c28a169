#pragma once
// Internal: the sums a killer's cages imply beyond themselves (the rule of 45), derived once when the
// variant engine compiles its rules (variant_model.cpp) and narrowed like the cages, so the search
// sees what a solver writing "innies" and "outies" sees. implied_sums.cpp says which and why.

#include <vector>

#include "qudoku/houses.h"
#include "qudoku/rules.h"

namespace qudoku::detail {

// One implied sum: `cells` add up to `sum`, the last `negated` of them counted with a minus sign
// (an innie-outie difference: "r3c4 - r4c5 = 2"). `oneHouse`: they all lie in one complete house and
// none is negated (their digits differ: a killer cage without the cage). Else `runs` numbers the
// cells in order (as constraints::houseRuns does): the cells of a run share a complete house and a
// sign, cells of different runs may repeat a digit.
struct ImpliedSum {
    std::vector<int> cells;
    std::vector<int> runs;
    int sum = 0;
    int negated = 0;
    bool oneHouse = false;
    // How many ways the rule found it: an innie-outie difference comes from both sides of a border,
    // once as A - B = s and once mirrored (B - A = -s), the same sum. Kept once (narrowing both
    // copies did the same work twice) and weighed this many times in the search's cell priorities,
    // as ISS's optimizer, which keeps both, counts them.
    int weight = 1;
};

// The sums implied by the rules' killer cages that have a sum, over the rules' complete houses
// (houses: Houses(rules)). None when no cage has a sum, or N > 16. Every one holds in every solution.
std::vector<ImpliedSum> impliedSums(const Rules& rules, const Houses& houses);

// An implied sum as a constraint the search narrows (search_sums.h): cells[0] the cells, values the
// sum, then (not oneHouse) each cell's run, -(run + 1) for a negated cell's, and the index of the
// first negated cell (the cells' count when none is).
Constraint asConstraint(const ImpliedSum& sum);

} // namespace qudoku::detail
