#pragma once
// Whether any logic step can exist from a state, decided by the solver instead of the techniques.
//
// A sound step, the uniqueness techniques aside, removes only candidates that are in no solution of
// the state, or places a value that every solution holds (and so removes its cell's other
// candidates, which are in none). So when every candidate left is in some solution, and no empty
// cell is down to one candidate (a naked single places a value without removing any), no step can
// hold in every solution: there is nothing for any technique to find, known or not. On a grid with
// very many solutions (an empty grid, a few givens) the techniques would look for minutes for what
// cannot be there; this answers in a few dozen to a few hundred solves.
//
// How: solutions that between them hold every candidate ("witnesses"). Solve the state, mark every
// (cell, value) of the solution as covered; then, for each candidate not covered yet, solve the
// state with that candidate placed: a solution covers it and whatever else it holds; none proves the
// candidate is in no solution, so a step exists (whether the techniques find it or not) and the
// check stops there. Each solve is seeded differently, so the solutions differ and each covers many
// new candidates. The solver honours the state's candidates (pencil marks, eliminations made), not
// just its digits.
//
// Bounded by work: at most `nodeLimit` search nodes over all the solves (and each solve covers at
// least its own candidate, so there are at most as many solves as candidates). Cancellable.

#include <cstdint>
#include <optional>
#include <stop_token>

#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/step.h"

namespace qudoku::logic {

enum class CoverStatus {
    EveryCandidateFits, // every candidate left is in some solution, no cell is a naked single: no step can hold
    StepExists,         // a candidate is in no solution (`fitsNone`), or a cell has one left (`nakedSingle`)
    NoSolution,         // the state has no solution at all
    GaveUp,             // the node limit ran out first: nothing is known
    Cancelled,          // the stop token was triggered
};

// The search nodes one check may spend over all its solves. An empty 25×25 grid needs 169 solves and
// 6,400 nodes, one with four givens about the same, an empty 9×9 about 40 solves and 200 nodes
// (qudoku-many-solutions-bench, docs/benchmarks.md); a solve that has to backtrack through a hard
// corner costs thousands. 200,000 nodes is 30 times what the open grids need and a fraction of a
// second of search on 25×25; past it the engine's techniques run as they would without the check.
inline constexpr std::uint64_t kCoverNodeLimit = 200'000;

struct SolutionCover {
    CoverStatus status = CoverStatus::GaveUp;
    int candidates = 0;               // the state's candidates (of its empty cells)
    int covered = 0;                  // of them, shown to be in some solution when the check ended
    int solves = 0;                   // solver calls made
    std::uint64_t nodes = 0;          // their search nodes, in all
    std::optional<CellValue> fitsNone;    // StepExists: a candidate in no solution, when one was met
    std::optional<CellValue> nakedSingle; // StepExists: a cell's one candidate left, when there was one
};

SolutionCover coverCandidates(const CandidateGrid& state, std::stop_token stop = {},
                              std::uint64_t nodeLimit = kCoverNodeLimit);

} // namespace qudoku::logic
