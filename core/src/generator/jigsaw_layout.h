#pragma once
// Internal: random jigsaw region layouts for the generator (variant_generator.cpp).
//
// A layout is each cell's region 0..N-1: N regions of N cells, each connected (orthogonally). It is
// made by random moves from a layout that is one already: the boxes for sizes that have them, else
// the rows. A move gives a cell of region A on its border with B to B, and a cell of B bordering A to
// A (sizes stay N), and is kept when both regions stay connected; a symmetric layout moves the
// half-turn images too and keeps the move only when the layout is still symmetric. kSwapsPerCell
// kept moves per cell leave no trace of the start to the eye. How often a layout admits no solution
// grid, and what it costs: docs/benchmarks.md ("Generating variants"). 16×16 layouts are made around
// their grid instead, by the same moves restricted to cells of the same digit (moveKeepingDigits;
// jigsaw_with_grid.h says why and how).

#include <cstdint>
#include <vector>

#include "qudoku/grid.h"
#include "solvers/search_context.h"

namespace qudoku::detail {

inline constexpr int kSwapsPerCell = 8;

// A random layout of size n (4..16). `halfTurn`: symmetric under the half turn (region R's cells
// turned are the cells of one region R'). Reproducible from the stream `rng`.
std::vector<int> randomJigsawLayout(int n, bool halfTurn, SplitMix64& rng);

// The layout the moves start from: the standard boxes of the size, or the rows for sizes that have
// none (5, 7, 8, 10, 11, 13, 14, 15). Half-turn symmetric.
std::vector<int> startLayout(int n);

struct LayoutMoves {
    int kept = 0;
    int tries = 0;
};

// Up to `wanted` moves of randomJigsawLayout on `regions`, each moving two cells of the same digit
// of `solution`, so every region keeps every digit once and `solution` still solves the layout (the
// rows, the columns and the other rules do not depend on the regions). Precondition: `solution`
// solves `regions`; with `halfTurn`, `regions` is symmetric under the half turn and
// solution[N²-1-c] = N+1-solution[c] (halfTurnGrid): the turned move then keeps the digits too, and
// the layout stays symmetric. Returns the moves kept and tried (at most 100 tries a wanted move).
LayoutMoves moveKeepingDigits(const Grid& solution, std::vector<int>& regions, int wanted, bool halfTurn, SplitMix64& rng);

// Whether every region of `regions` (n regions of n cells each) is one orthogonally connected piece.
bool regionsConnected(int n, const std::vector<int>& regions);

} // namespace qudoku::detail
