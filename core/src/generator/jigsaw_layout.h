#pragma once
// Internal: random jigsaw region layouts for the generator (variant_generator.cpp).
//
// A layout is each cell's region 0..N-1: N regions of N cells, each connected (orthogonally). It is
// made by random moves from a layout that is one already: the boxes for sizes that have them, else
// the rows. A move gives a cell of region A on its border with B to B, and a cell of B bordering A to
// A (sizes stay N), and is kept when both regions stay connected; a symmetric layout moves the
// half-turn images too and keeps the move only when the layout is still symmetric. kSwapsPerCell
// kept moves per cell leave no trace of the start to the eye. How often a layout admits no solution
// grid, and what it costs: docs/benchmarks.md ("Generating variants").

#include <cstdint>
#include <vector>

#include "solvers/search_context.h"

namespace qudoku::detail {

inline constexpr int kSwapsPerCell = 8;

// A random layout of size n (4..16). `halfTurn`: symmetric under the half turn (region R's cells
// turned are the cells of one region R'). Reproducible from the stream `rng`.
std::vector<int> randomJigsawLayout(int n, bool halfTurn, SplitMix64& rng);

// Whether every region of `regions` (n regions of n cells each) is one orthogonally connected piece.
bool regionsConnected(int n, const std::vector<int>& regions);

} // namespace qudoku::detail
