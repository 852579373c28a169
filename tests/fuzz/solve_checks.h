#pragma once
// What every solve() result must satisfy (solver.h's contract), and when two results of the same
// grid agree (fuzz_solve, fuzz_generate).

#include "qudoku/grid.h"
#include "qudoku/solver.h"

namespace qudoku::fuzz {

// The status matches the count and the limit; givens that clash are InvalidInput, naming clashes of
// the grid, and only they are; every solution kept is valid, keeps the givens and differs from the others;
// as many are kept as asked, up to the count.
void checkSolveResult(const Grid& grid, const SolveOptions& options, const SolveResult& result);

// What a result proves about the number of solutions: at least `low`, at most `high` (high < 0: no
// upper bound known). A cancelled search proves only what it found.
struct SolutionBounds {
    std::uint64_t low = 0;
    long long high = -1;
};
SolutionBounds boundsOf(const SolveResult& result);

// Two results for the same grid (any algorithms, limits, seeds) do not contradict each other.
bool agree(const SolveResult& a, const SolveResult& b);

} // namespace qudoku::fuzz
