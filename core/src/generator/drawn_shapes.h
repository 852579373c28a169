#pragma once
// Internal: thermometers and arrows drawn on a solution grid (issue 34, section 3; variant_generator.cpp).
//
// A thermometer or arrow puzzle is made like a classic one, with the shapes drawn first:
//   1. a random solution grid under the other rules (variant_generator.cpp);
//   2. shapes read off that grid, so it keeps every one (here): a thermometer is a walk of king's
//      moves along rising digits, an arrow a circle and a walk from it whose digits add up to the
//      circle's;
//   3. givens carved out while the puzzle stays unique (the carver of variant_generator.cpp);
//   4. the shapes the last givens made redundant taken off, one at a time, while the puzzle stays
//      unique (pruneShapes below), so what is left is what the solver needs.
// Every intermediate puzzle is unique, so each check is a refutation, as for killers (killer_cages.h).
//
// The drawing, what a published puzzle looks like (f-puzzles, Cracking the Cryptic's thermo and arrow
// sudokus): no two shapes share a cell, and two diagonal steps never cross (the two diagonals of
// one 2×2 square), so every shape reads on its own; thermometers of 3 cells up to half the size plus
// two (9×9: 3 to 6), arrows of 2 to 4 cells after a one-cell circle. Drawing stops at a share of the
// cells (kThermometerShare, kArrowShare; both kinds: each draws half its share) or when a walk of
// the length asked keeps failing.
//
// Every random choice comes from `rng`.

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/rules.h"
#include "solvers/search_context.h"

namespace qudoku::detail {

struct ShapeKinds {
    bool thermometers = false;
    bool arrows = false;
};

// The shapes on `solution` (size N, no givens needed), as the rules' constraints: one Thermometer
// constraint per thermometer (one branch), one Arrow constraint per arrow (a one-cell circle).
std::vector<Constraint> drawShapes(const Grid& solution, ShapeKinds kinds, SplitMix64& rng);

struct PrunedShapes {
    Rules rules;                 // `rules` with the shapes kept
    std::uint64_t checks = 0;    // exclusion searches
    bool stopped = false;
};

// Takes the shapes of `rules` (the constraints at `firstShape` and after) off, in a random order, while
// `puzzle` stays unique with `solution` its solution: a shape comes off when no solution of the rules
// without it holds another digit in one of its empty cells (a second solution of the puzzle without
// the shape must differ from `solution` there, or it would keep the shape too). Unless 0, a search
// past `nodeLimit` nodes keeps the shape (sound: a shape too many never breaks uniqueness). `keep`, when
// given, is asked after each removal and undoes it when it returns false (a grade's upper bound).
// Precondition: `puzzle` is unique under `rules`.
PrunedShapes pruneShapes(const Grid& puzzle, const Grid& solution, Rules rules, std::size_t firstShape,
                         std::uint64_t nodeLimit, SplitMix64& rng, std::stop_token stop,
                         const std::function<bool(const Rules&)>& keep = {});

} // namespace qudoku::detail
