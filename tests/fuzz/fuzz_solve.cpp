// fuzz_solve: solve() with every algorithm on fuzzed grids and options, and the logic engine
// (findSolvePath, findStep, rate) on the same grids, its steps checked against the solutions.
//
// Input:
//   byte 0   the size: (b % 16) -> 4×4 (0-5), 6×6 (6-8), 9×9 (9-13), 12×12 (14), 16×16 (15). Not
//            25×25: an empty one takes 30 to 90 ms to count to two under the sanitizers, before the
//            first stop check of some engines (tests/core covers 25×25 with the shared tables)
//   byte 1   the solver: bits 0-1 the algorithm (kAllAlgorithms), bits 2-3 the limit - 1, bits 4-5
//            how many solutions to keep, bit 6 seeded (8 seed bytes follow the header)
//   byte 2   the logic engine: bit 0 the Se scale, bit 1 uniqueness techniques off, bit 2 pencil
//            marks follow the cells (up to 9×9), bit 3 the marks may leave out the solution, bit 4 run
//            the engine whether or not the puzzle is unique (up to 9×9), bit 5 findStep too (on the
//            path's last state, when it has at most three candidates a cell)
//   byte 3   the hardest technique allowed, and the one findStep tries: allTechniques()[b % count]
//   byte 4   the solving path stops after (b % 32) + 1 steps
//   [seed]   8 bytes, when byte 1 says so
//   cells    one byte a cell in reading order: '1'-'9' then 'A'-'P' stand for 1..25; anything else,
//            and a value above N, is an empty cell (so a puzzle line is a valid cell list)
//   marks    with byte 2 bit 2: two bytes a cell (little-endian mask, bit k-1 = candidate k)
//
// Asserted: the result of the asked solve keeps solver.h's contract (solve_checks.h) and agrees with
// a second algorithm's count to two (the fast engine, or MRV when the fast engine was asked). When the solutions
// are known (the second solve kept them: one, or two of several), every step of the solving path and
// of findStep is sound against all of them (step_checks.h; uniqueness steps only when the puzzle is
// unique), the path never reaches a contradiction, and a path that solves the puzzle ends on its
// solution. Always: every step changes the state within the options, the states keep their invariant,
// the path's last state is its steps applied in order, and rate() sums the path.
//
// The engine runs on unique puzzles, and on others up to 9×9 when byte 2 asks and the grid is not
// nearly empty (a quarter of its cells filled, or pencil marks): on a nearly empty grid every
// technique searches everything and finds nothing, tens of milliseconds a step under the sanitizers,
// and the fuzzer would spend its time there.
//
// Time bound: solve() has no node limit in its API, so each solve and the logic path get a deadline
// from the process's one watchdog thread (watchdog.h: a thread per input would cost more than the
// small grids' work); the path is also bounded deterministically by its step count, through
// LogicOptions::progress. Short paths keep each execution cheap (a few hundred microseconds): the
// states deep in a path are reached another way, by fuzzing the clues and pencil marks that lead
// there.

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

#include "candidate_checks.h"
#include "fuzz_bytes.h"
#include "fuzz_check.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/technique.h"
#include "qudoku/solver.h"
#include "solve_checks.h"
#include "step_checks.h"
#include "watchdog.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;
using namespace std::chrono_literals;

constexpr auto kSolveBudget = 500us;
constexpr auto kLogicBudget = 500us;
constexpr int kSizes[] = {4, 4, 4, 4, 4, 4, 6, 6, 6, 9, 9, 9, 9, 9, 12, 16};

int valueOfSymbol(std::uint8_t b, int n) {
    int v = 0;
    if (b >= '1' && b <= '9') v = b - '0';
    else if (b >= 'A' && b <= 'P') v = b - 'A' + 10;
    return v <= n ? v : 0;
}

struct Input {
    Grid grid;
    SolveOptions solve;
    logic::LogicOptions logic;
    std::optional<logic::Technique> oneTechnique; // for findStep, when set
    int maxSteps = 1;
    bool withMarks = false;
    bool marksKeepSolution = true;
    bool logicOnAnyGrid = false;
    std::vector<logic::DigitMask> marks; // as read, before the solutions are added
};

Input decode(FuzzBytes& in) {
    Input d;
    const Shape shape = *Shape::forSize(kSizes[in.below(16)]);
    const int n = shape.size();
    const std::uint8_t solver = in.byte(), logic = in.byte(), technique = in.byte();
    d.maxSteps = in.byte() % 32 + 1;
    d.solve.algorithm = kAllAlgorithms[solver & 3u];
    d.solve.limit = ((solver >> 2) & 3u) + 1;
    d.solve.keep = (solver >> 4) & 3u;
    if (solver & 0x40u) d.solve.seed = in.number(8);
    d.logic.scale = (logic & 1u) ? logic::RatingScale::Se : logic::RatingScale::Qudoku;
    d.logic.uniquenessTechniques = !(logic & 2u);
    d.withMarks = (logic & 4u) && n <= 9;
    d.marksKeepSolution = !(logic & 8u);
    d.logicOnAnyGrid = (logic & 16u) && n <= 9;
    const auto techniques = logic::allTechniques();
    d.logic.hardest = techniques[technique % techniques.size()].id;
    if (logic & 32u) d.oneTechnique = d.logic.hardest;
    d.grid = Grid(shape);
    for (int cell = 0; cell < shape.cellCount(); ++cell) d.grid.set(cell, valueOfSymbol(in.byte(), n));
    if (d.withMarks) {
        d.marks.resize(static_cast<std::size_t>(shape.cellCount()));
        for (logic::DigitMask& m : d.marks) m = static_cast<logic::DigitMask>(in.number(2)) & logic::allDigits(n);
    }
    return d;
}

SolveResult solveWithin(const Grid& grid, SolveOptions options) {
    const Deadline deadline(kSolveBudget);
    options.stop = deadline.token();
    SolveResult result = solve(grid, options);
    checkSolveResult(grid, options, result);
    return result;
}

// The solving path from `start` within the budget and d.maxSteps, each step checked and applied in
// turn; `solutions`: the puzzle's solutions the state allows (empty: not known, nothing to check
// soundness against). Returns the path's last state.
logic::CandidateGrid checkPath(const logic::CandidateGrid& start, const Input& d, const std::vector<Grid>& solutions) {
    const Deadline deadline(kLogicBudget);
    std::stop_source stop;
    const std::stop_callback forward(deadline.token(), [&stop] { stop.request_stop(); });
    logic::LogicOptions options = d.logic;
    options.stop = stop.get_token();
    options.progress = [&](int steps) {
        if (steps >= d.maxSteps) stop.request_stop();
    };
    const logic::SolvePath path = logic::findSolvePath(start, options);
    FUZZ_REQUIRE(path.end != logic::LogicStatus::Found, "a path ends on a status");
    FUZZ_REQUIRE(path.scale == options.scale, "a path says its scale");
    FUZZ_REQUIRE(static_cast<int>(path.steps.size()) <= d.maxSteps, "a path stops when asked to");

    logic::CandidateGrid state = start;
    for (const logic::Step& step : path.steps) {
        checkStep(state, step, options, solutions);
        const logic::CandidateGrid before = state;
        logic::applyStep(state, step);
        FUZZ_REQUIRE(!(state == before), "a step changes the state");
        if (state.size() <= 9) checkCandidateGrid(state);
    }
    checkCandidateGrid(state);
    FUZZ_REQUIRE(state == path.last, "the path's last state is its steps applied in order");
    if (path.end == logic::LogicStatus::Solved) FUZZ_REQUIRE(state.isComplete(), "a solved path fills the grid");
    if (!solutions.empty()) {
        FUZZ_REQUIRE(path.end != logic::LogicStatus::Contradiction, "sound steps never reach a contradiction");
        if (path.end == logic::LogicStatus::Solved)
            for (const Grid& s : solutions) FUZZ_REQUIRE(state.grid() == s, "a solved path ends on the solution");
    }

    const logic::Rating rating = logic::rate(path);
    FUZZ_REQUIRE(rating.steps == static_cast<int>(path.steps.size()), "a rating counts the steps");
    FUZZ_REQUIRE(rating.solved == (path.end == logic::LogicStatus::Solved), "a rating says whether logic solved it");
    FUZZ_REQUIRE(rating.solved || rating.grade == logic::Grade::Extreme, "an unsolved puzzle is extreme");
    double er = 0.0;
    for (const logic::Step& step : path.steps) er = std::max(er, step.rating);
    FUZZ_REQUIRE(rating.er == er && rating.ep <= rating.er, "ER is the hardest step, EP no harder");
    FUZZ_REQUIRE(rating.hardest.has_value() == !path.steps.empty(), "a rating names its hardest technique");
    // What the grade rests on: the highest grade of a step's technique, or the score of a long solve.
    logic::Grade stepGrade = logic::Grade::Easy;
    for (const logic::Step& step : path.steps) stepGrade = std::max(stepGrade, logic::techniqueInfo(step.technique).grade);
    FUZZ_REQUIRE(rating.highestGraded.has_value() == !path.steps.empty() &&
                     (!rating.highestGraded || logic::techniqueInfo(*rating.highestGraded).grade == stepGrade),
                 "a rating names the technique of the highest grade on its path");
    switch (rating.basis) {
    case logic::GradeBasis::Unsolved: FUZZ_REQUIRE(!rating.solved, "only an unsolved puzzle rests on nothing"); break;
    case logic::GradeBasis::HardestStep:
        FUZZ_REQUIRE(rating.solved && rating.grade == stepGrade, "a grade of the hardest step is that step's");
        break;
    case logic::GradeBasis::LongSolve:
        FUZZ_REQUIRE(rating.solved && stepGrade < rating.grade &&
                         rating.grade == logic::gradeForScore(rating.score, path.last.cellCount()),
                     "a long solve's grade is its score's, above every step's");
        break;
    }
    return path.last;
}

int candidateCount(const logic::CandidateGrid& state) {
    int count = 0;
    for (int cell = 0; cell < state.cellCount(); ++cell) count += std::popcount(state.candidates(cell));
    return count;
}

void checkOneTechnique(const logic::CandidateGrid& start, logic::Technique technique, const std::vector<Grid>& solutions) {
    const Deadline deadline(kLogicBudget);
    if (const std::optional<logic::Step> step = logic::findStep(start, technique, deadline.token())) {
        FUZZ_REQUIRE(step->technique == technique, "findStep finds a step of the technique asked for");
        checkStepSoundness(start, *step, solutions);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzBytes in(data, size);
    Input d = decode(in);

    const SolveResult asked = solveWithin(d.grid, d.solve);
    // The reference: another engine counting to two, keeping both solutions. The fast engine, the
    // cheapest, unless it was the one asked; then MRV (DLX builds its whole matrix first, which under
    // the sanitizers costs more than most solves).
    SolveOptions reference;
    reference.algorithm = d.solve.algorithm == Algorithm::Fast ? Algorithm::Mrv : Algorithm::Fast;
    reference.limit = 2;
    reference.keep = 2;
    const SolveResult truth = solveWithin(d.grid, reference);
    FUZZ_REQUIRE(agree(asked, truth), "two algorithms agree on the number of solutions");
    const bool unique = truth.status == SolveStatus::SolvedUnique;
    if (unique && asked.status == SolveStatus::SolvedUnique)
        FUZZ_REQUIRE(asked.solutions.empty() || asked.solutions[0] == truth.solutions[0],
                     "two algorithms find the same solution");

    // The solutions known, as far as the steps can be held to them: uniqueness steps are sound only
    // for a unique puzzle, and the marks must leave every known solution in.
    std::vector<Grid> solutions = truth.solutions;
    if (!unique && d.logic.uniquenessTechniques) solutions.clear();
    if (d.withMarks) {
        if (d.marksKeepSolution) {
            for (const Grid& s : solutions)
                for (int cell = 0; cell < s.cellCount(); ++cell)
                    if (logic::DigitMask& m = d.marks[static_cast<std::size_t>(cell)]; m != 0) m |= logic::digitBit(s.at(cell));
        } else {
            solutions.clear();
        }
    }
    const bool nearlyEmpty = d.grid.filledCount() * 4 < d.grid.cellCount() && !d.withMarks;
    if (!unique && !(d.logicOnAnyGrid && !nearlyEmpty)) return 0;
    const logic::CandidateGrid start = d.withMarks ? logic::CandidateGrid(d.grid, d.marks) : logic::CandidateGrid(d.grid);
    checkCandidateGrid(start);
    const logic::CandidateGrid last = checkPath(start, d, solutions);
    // One technique by name where the path stopped, when it has at most three candidates a cell left:
    // several finders look at their stop token only every few milliseconds on a grid full of
    // candidates, where a call took ten times the rest of an execution; states with fewer are where
    // the techniques apply, and the path and the pencil marks take the fuzzer there.
    if (d.oneTechnique && !last.isComplete() && candidateCount(last) <= 3 * last.cellCount()) {
        const bool sound = unique || !logic::techniqueInfo(*d.oneTechnique).assumesUniqueness;
        checkOneTechnique(last, *d.oneTechnique, sound ? solutions : std::vector<Grid>{});
    }
    return 0;
}
