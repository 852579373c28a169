#pragma once
// The combinations of a killer cage (issue 34): the sets of k different digits adding up to its sum,
// and which of them its cells can still hold, one digit each, given each cell's candidates. What a
// killer player looks up in a table ("17 in 3: 179 269 278 359 368 458 467"), narrowed by the
// position. The app's cage helper shows it; the solver and the explained steps narrow cages by the
// same reasoning (core/src/constraints/killer_cage.cpp).

#include <cstdint>
#include <vector>

namespace qudoku {

struct CageCombination {
    std::uint32_t digits = 0; // bit d-1 for digit d
    bool possible = false;    // the cells' candidates can hold it, each cell one of its digits
};

// Every set of masks.size() different digits of 1..n adding up to `sum`, in the order of their
// digits ({1,5} before {2,4}); masks: each cell's candidates (bit d-1 for digit d; a placed cell is
// its digit). Empty when no set of that many digits makes the sum (or 0 cells, or more cells than
// digits). n: 1 to 25.
std::vector<CageCombination> cageCombinations(int n, int sum, const std::vector<std::uint32_t>& masks);

} // namespace qudoku
