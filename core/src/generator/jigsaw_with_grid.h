#pragma once
// Internal: a jigsaw's region layout and its solution grid made together, for the sizes where
// searching a grid for a random layout seldom succeeds (16×16; variant_generator.cpp).
//
// Why: a random 16×16 layout (randomJigsawLayout) admits no grid within kGridNodes nodes about 73
// times in 74, and often none within 200,000 (docs/benchmarks.md, "Generating variants"). So the
// grid comes first, under the rules with the start layout (the boxes) as regions, and the layout
// is made around it:
//   1. moves that exchange two cells of the SAME digit between neighbouring regions
//      (moveKeepingDigits): every region keeps every digit once, the grid stays a solution;
//   2. alone, those moves leave the boxes in sight: the grid is a classic grid, every digit's cells
//      one a box, and a region far from its box would hold some digit twice. Measured (16×16, mean
//      over the regions of the largest share of one region in one box; random layouts of
//      randomJigsawLayout: 0.55): 0.92 after 8 kept moves a cell, 0.93 after 64. So the grid moves
//      too: after kMovesPerRound moves, the cells of kRegridDigits random digits are cleared and
//      searched again under the current layout (kRegridNodes nodes; on failure the grid stays), which
//      puts those digits elsewhere and frees the regions to move on. kRounds rounds of that give
//      0.63 (figures and the alternatives tried: docs/benchmarks.md);
//   3. a half-turn symmetric layout starts from a grid whose half turn is a relabelling of its digits
//      (halfTurnGrid), and clears digits in pairs d, N+1-d, so the symmetry holds throughout;
//   4. then, the layout fixed, that grid loses its symmetry: a solution whose half turn relabels
//      its digits hands the player Gurth's symmetrical placement (the centre-symmetric cells of
//      a given hold paired digits), a deduction the rating never sees. Digits are searched again
//      unpaired (kRegridDigits at a time, up to kUnpairTries times) until the half turn no longer
//      relabels the grid; when it still does, nullopt (the caller takes the next seed). The
//      puzzle's symmetry is its layout's and its clues', which stay.
// Every random choice comes from the stream `rng`.

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/variant_set.h"
#include "solvers/search_context.h"

namespace qudoku::detail {

// The sizes made this way (by measurement: 13 to 15 have no boxes to start from, and rows as start
// regions stay in sight: docs/benchmarks.md).
inline constexpr int kWithGridFrom = 16;
inline bool jigsawWithGridSize(int n) { return n >= kWithGridFrom; }

inline constexpr int kRounds = 256;
inline constexpr int kMovesPerRound = 64;
inline constexpr int kRegridDigits = 5; // half turn: the pairs that hold at least as many
inline constexpr std::uint64_t kRegridNodes = 2000;
inline constexpr int kUnpairTries = 16;

// Whether the half turn maps `grid` onto itself with digit d becoming N+1-d everywhere.
bool relabelledByHalfTurn(const Grid& grid);

struct JigsawWithGrid {
    std::vector<int> regions;
    Grid solution;
};

// A layout of the size (N regions of N connected cells; symmetric under the half turn with
// `halfTurn`) and a solution grid of it under the set's other rules. nullopt when no start grid was
// found within kGridNodes nodes (the caller tries again, kGridTries times) or `stop` came.
std::optional<JigsawWithGrid> jigsawWithGrid(VariantSet set, int n, bool halfTurn, SplitMix64& rng, const std::stop_token& stop);

} // namespace qudoku::detail
