#pragma once
// The logic engine: finds the next human-style step from a candidate state, walks the whole solving
// path, and rates a puzzle by it. Reentrant: no state outside the arguments; a std::stop_token stops
// long searches (chains) and the engine then says Cancelled.

#include <cstddef>
#include <functional>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/solution_cover.h"
#include "qudoku/logic/step.h"
#include "qudoku/logic/technique.h"

namespace qudoku::logic {

// The memory one search of the engine may hold at once: a forcing-chain search's nodes, the walks it
// keeps, the searches nested in it and their memo (chaining/search.h), counted by size; the vectors'
// spare capacity can add as much again, so a process holds at most about twice this. Measured
// (qudoku-many-solutions-bench, docs/benchmarks.md): the hardest 9×9 puzzles (forum hardest 11+)
// hold at most 3.5 MiB in any step, the nested search on an empty 16×16 27 MiB, the dynamic chains
// on a 25×25 with four givens 56 MiB (on an empty one 60 MiB), which before the walks were kept as
// lists grew to 3.4 GB (issue 30). 128 MiB is about twice the largest of these.
inline constexpr std::size_t kDefaultSearchMemory = std::size_t{128} << 20;

struct LogicOptions {
    RatingScale scale = RatingScale::Qudoku;
    // Unique rectangles and BUG+1 are only sound when the puzzle has one solution.
    bool uniquenessTechniques = true;
    // The hardest technique the engine may use (enum order); a puzzle author's cap. nullopt: no cap,
    // every technique of the table.
    std::optional<Technique> hardest;
    std::stop_token stop;
    // Called by findSolvePath (and so ratePuzzle) after each step it adds, with the number of steps
    // so far, on the calling thread: a caller on a worker thread can show how far a long path has
    // come. Empty: not called.
    std::function<void(int steps)> progress;
    // Before the techniques, look for solutions that between them hold every candidate
    // (coverCandidates, solution_cover.h): when they do, no step can hold in every solution, and
    // findNextStep says Stuck (StuckReason::NoCertainStep) at once instead of trying every technique
    // for what cannot be there. For puzzles with several solutions, with the uniqueness techniques
    // off (the app's hints and paths then); on a puzzle with one solution it only costs time.
    bool coverCheck = false;
    // The most memory one search may hold (bytes); a search that would hold more stops, and a Stuck
    // answer then says so (StuckReason::SearchTooLarge).
    std::size_t memoryLimit = kDefaultSearchMemory;
    // When no technique finds a step (none applies, or a search stopped at its limit), prove a
    // cell's digit by search (Technique::ProofBySearch). The hint ladder's last resort, so that hints
    // never run out on the largest variants; off for ratings and paths, which measure logic alone.
    bool proofBySearch = false;
    // The most steps one variant forcing-chain search may follow (rules_forcing_chains.cpp), when
    // lower than its own budget (3,000,000; nested 1,000,000); 0: those budgets. With proofBySearch,
    // a hint on a large variant need not wait minutes for a chain search that ends with nothing.
    std::size_t chainStepLimit = 0;
};

enum class LogicStatus {
    Found,         // a step was found
    Solved,        // nothing to do: every cell holds a value
    Stuck,         // no allowed technique applies: the puzzle needs harder ones, or guessing
    Contradiction, // the state has no solution (a cell without candidates, a value without a place)
    Cancelled,     // the stop token was triggered
};

// Why no step was found (status Stuck).
enum class StuckReason {
    NoTechnique,    // every allowed technique ran to its end and none applies
    NoCertainStep,  // proved by solutions (LogicOptions::coverCheck): every candidate left is in some
                    // solution, so no step can hold in all of them, whatever the technique
    SearchTooLarge, // a search stopped at its node or memory limit before its end: a step may exist
};

struct NextStep {
    LogicStatus status = LogicStatus::Stuck;
    std::optional<Step> step; // set when status == Found
    StuckReason stuck = StuckReason::NoTechnique; // when status == Stuck
    std::optional<SolutionCover> cover{}; // the cover check's result, when it ran (LogicOptions::coverCheck)
    std::size_t peakSearchBytes = 0;    // the most memory one of the searches held (forcing chains)
};

// The cheapest step that applies to `state` (techniques tried in enum order).
NextStep findNextStep(const CandidateGrid& state, const LogicOptions& options = {});

// Tries just one technique, whatever the options would allow; nullopt when it does not apply.
std::optional<Step> findStep(const CandidateGrid& state, Technique technique, std::stop_token stop = {});

struct SolvePath {
    LogicStatus end = LogicStatus::Stuck; // Solved, Stuck, Contradiction or Cancelled
    std::vector<Step> steps;
    CandidateGrid last;                   // the state after the last step
    RatingScale scale = RatingScale::Qudoku; // the scale its steps were found and rated on
    StuckReason stuck = StuckReason::NoTechnique; // when end == Stuck
    std::optional<SolutionCover> cover{}; // the last step's cover check, when it ran
    std::size_t peakSearchBytes = 0;      // the most memory one search held, over every step
};

// Applies findNextStep until the grid is solved or no step applies.
SolvePath findSolvePath(const CandidateGrid& start, const LogicOptions& options = {});

// What a puzzle's grade rests on. HoDoKu's rule: the grade is the higher of the grade of the hardest
// technique the path uses and the grade of its total score, so a long path of easier steps can make a
// puzzle harder than any one of them (63 steps up to a hidden pair are hard, though a hidden pair is
// medium). Words about a rating (text/rating_text.h) say which it was, so that they never give a
// technique of a lower grade as the reason for the grade.
enum class GradeBasis {
    HardestStep, // a technique of that grade: Rating::highestGraded (also when the score agrees)
    LongSolve,   // the total score alone: every technique on the path is of a lower grade
    Unsolved,    // logic alone does not solve the puzzle: extreme
};

// Whether a path's total score takes part in its grade under `rules` (LongSolve). Not for killers
// (rules with killer cages): they are graded by their hardest step alone. The score's grades are
// HoDoKu's, measured on classic puzzles of 50-60 empty cells; a killer has every cell to place and a
// step per cage combination besides: a generated 9×9 killer whose hardest step is an innie (ER 2.9,
// medium) scored 3,080 (81 placements, 109 cage steps, 27 innies and outies), extreme by the score
// where no step of it is past medium.
bool scoreGrades(const Rules& rules);

struct Rating {
    bool solved = false;                  // logic alone reached the end
    RatingScale scale = RatingScale::Qudoku;
    // Sudoku Explainer's three numbers: ER the highest step rating (0 when no step was needed), EP the
    // highest up to the first step that places a value, ED the rating of the first step.
    double er = 0.0;
    double ep = 0.0;
    double ed = 0.0;
    int score = 0;                        // the sum of the steps' technique scores
    Grade grade = Grade::Easy;            // Extreme when logic alone does not solve it
    std::optional<Technique> hardest;     // the technique of the highest-rated step (the ER's; the first on a tie)
    int steps = 0;
    GradeBasis basis = GradeBasis::HardestStep;
    // The technique of the highest grade on the path, the highest-rated of them (the first on a tie);
    // nullopt when no step was needed. Not always `hardest`: ER and grade order techniques apart (an
    // X-Wing, 3.2, is hard; a hidden pair, 3.4, medium). With basis HardestStep its grade is `grade`.
    std::optional<Technique> highestGraded;
};

Rating rate(const SolvePath& path);
// Rates a puzzle from its givens: rate(findSolvePath(CandidateGrid(givens), options)).
Rating ratePuzzle(const Grid& givens, const LogicOptions& options = {});
// Rates a puzzle of any rules (issue 33): rate(findSolvePath(CandidateGrid(givens, rules), options)).
// Precondition: checkRules(rules) finds nothing and the grid has the rules' size.
Rating ratePuzzle(const Grid& givens, const Rules& rules, const LogicOptions& options = {});

} // namespace qudoku::logic
