#pragma once
// Internal: the cages of a killer around its solution grid (issue 34, section 3; variant_generator.cpp).
//
// A killer has no givens: its cages carry the whole puzzle. They are made by merging, the way the
// carver takes clues out:
//   1. every cell starts as its own cage, whose sum is its digit (a given by another name: unique);
//   2. passes over the cages, smallest first (random among equals): a cage tries to merge with a
//      neighbouring cage (orthogonally adjacent cells) whose digits it does not hold, up to
//      `maxCage` cells (a lone cell may go one over, so few 1-cell cages stay). The merge is kept
//      when the puzzle stays unique: no solution of the merged rules holds another digit in one of
//      the merged cells (one exclusion search per cell, as the carver does; any other solution
//      would break one of the two old cages, so it differs from the known one there). Unless
//      `minimal`, a search past `nodeLimit` nodes counts as "not unique" (sound: a merge undone
//      never breaks uniqueness). With a grade, a merge that makes the puzzle harder than asked is
//      undone too (grading.h, AtMost), so easy killers keep small cages;
//   3. the passes end when one merges nothing: no two cages can merge (within the limits).
// Smallest first grows the cages evenly (a pass pairs the lone cells, the next makes threes and
// fours): merging in a plain random order left a few large cages among many 1-cell ones.
//
// Why not a random partition first, split where a second solution differs: on 9×9 a random layout
// of 2-5 cells has thousands of solutions, and each split needs a count that finds a second one;
// merging from the givens keeps every intermediate puzzle unique and every check a refutation,
// which propagation usually finds at once (figures: docs/benchmarks.md, "Generating killers").
//
// Every random choice comes from `rng`.

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

#include "qudoku/generator.h"
#include "qudoku/grid.h"
#include "qudoku/rules.h"
#include "solvers/search_context.h"

namespace qudoku::detail {

// The largest cage the merging makes for a size (a lone cell may join a cage of this many): 9×9 6,
// as published killers go (their largest cages hold 5 to 7 cells); 4×4 3, 6×6 4, 12×12 7, 16×16 8.
int largestCage(int size);

// Per exclusion search unless minimal. Measured (9×9, dev build, 5 puzzles, ms per puzzle / cages):
// 1024 nodes 560-910 / 23-27, half the time in the searches that ran out; 512: 330-560 / 22-28;
// 256: 190-430 / 22-30. A search that runs out keeps two cages apart, so a lower limit leaves a few
// more cages; 256 keeps published killers' 22-30 on 9×9.
inline constexpr std::uint64_t kKillerCheckNodes = 256;

struct KillerCageOptions {
    int maxCage = 6;
    std::uint64_t nodeLimit = kKillerCheckNodes; // per exclusion search; 0: none (minimal)
    // Undo a merge that makes the puzzle harder than this (Kind::Any: never).
    DifficultyTarget target;
};

struct KillerCages {
    std::vector<std::vector<int>> cages; // each cage's cells, ascending, in the order of their first cells;
                                         // every cell in one cage
    std::uint64_t checks = 0;            // exclusion searches
};

// The cages of a unique killer with `solution` under `base` (its other rules: regions, extra houses,
// constraints), their sums the solution's. nullopt when `stop` came first.
std::optional<KillerCages> makeKillerCages(const Grid& solution, const Rules& base, const KillerCageOptions& options,
                                           SplitMix64& rng, std::stop_token stop);

// `base` with one KillerCage constraint per cage, its sum from `solution`.
Rules killerRules(const Rules& base, const std::vector<std::vector<int>>& cages, const Grid& solution);

} // namespace qudoku::detail
