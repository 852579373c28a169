// fuzz_generate: the puzzle generator's options through checkOptions and, when accepted, generate(),
// and every puzzle it makes against what the options asked for.
//
// Input:
//   byte 0   the shape: bit 7 set, a raw box shape (boxRows = bits 0-2, boxCols = bits 3-5, most of
//            them unsupported, 5×5 among them); else (b % 16) -> 4×4 (0-5), 6×6 (6-9), 9×9 (10-13),
//            12×12 (14), 16×16 (15). Grids above 12×12 go through checkOptions only: one of their
//            candidates takes tens of milliseconds under the sanitizers, far past the budget, and
//            tests/core/tst_generator covers them (golden seeds, stop and budget)
//   byte 1   bits 0-1 the target kind (any, grade, ER, technique), bits 2-4 the symmetry
//            (kAllSymmetries), bit 5 minimal, bit 6 a clue range, bit 7 a pattern
//   byte 2   the grade (b % 5) or the technique (b, possibly past the table)
//   byte 3-4 the ER range's ends, in tenths
//   byte 5-6 the clue range's ends: (signed byte) × cells / 100
//   byte 7   bit 0 rate the puzzle, bit 1 make the pattern symmetric (its cells' orbits), bit 2 a 1 ms
//            budget (GenerateOptions::budget), bits 3-4 stop after (b + 1) candidates, bit 6 the
//            thorough checks for 9×9 too, bit 7 generate again with the same seed (up to 9×9)
//   byte 8-15 the seed
//   byte 16  which orbit of clues the minimality check takes out (9×9 without the thorough checks)
//   pattern  one bit a cell, in reading order, when byte 1 asks for one
//
// Asserted: checkOptions refuses exactly the unsupported shapes as such. A generated puzzle is on the
// asked shape, its solution valid and agreeing with its clues, and it has exactly one solution (the
// fast engine, counting to two); its clues are symmetric, within the clue range, exactly the pattern;
// it is minimal when asked (or when nothing else bounds the carving, up to 9×9: no orbit of clues can
// go); its rating meets the target, and (up to 6×6, and for 9×9 with the thorough checks) is what
// logic::ratePuzzle says; the same seed gives the same puzzle again. A run that stops says why.
//
// Time bound: deterministic first, through GenerateOptions::progress (it asks for a stop after a few
// candidates), with the watchdog's deadline (watchdog.h) as the net for one long candidate (a large
// grid, a pattern's search).

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

#include "fuzz_bytes.h"
#include "fuzz_check.h"
#include "grid_checks.h"
#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/technique.h"
#include "qudoku/conflicts.h"
#include "qudoku/solver.h"
#include "watchdog.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;
using namespace std::chrono_literals;

// A 4×4 puzzle takes about 0.15 ms in the fuzz build, a 9×9 one 0.6 ms unrated and 45 ms rated (the
// hard ones' chains): the deadline lets the small sizes and unrated 9×9 finish and cuts the rest. On
// the corpus of a first run, 0.8 ms let 25 % of the runs generate a puzzle, 1.5 ms 30 % at a third
// more time per execution. The checks of a puzzle share one deadline (a check it stops proves nothing
// and is passed over).
constexpr auto kGenerateBudget = 800us;
constexpr auto kCheckBudget = 5ms;
constexpr int kLargestGenerated = 12;

Shape decodeShape(std::uint8_t b) {
    if (b & 0x80u) return Shape{b & 7, (b >> 3) & 7};
    const int k = b % 16;
    const int n = k <= 5 ? 4 : k <= 9 ? 6 : k <= 13 ? 9 : k == 14 ? 12 : 16;
    return *Shape::forSize(n);
}

struct Input {
    GenerateOptions options;
    int maxCandidates = 1;
    bool thorough = false;
    bool again = false;
    int orbitToCheck = 0; // which orbit of clues the minimality check tries, when not all
};

Input decode(FuzzBytes& in) {
    Input d;
    GenerateOptions& o = d.options;
    o.shape = decodeShape(in.byte());
    const std::uint8_t what = in.byte(), which = in.byte(), erLow = in.byte(), erHigh = in.byte();
    const auto clueLow = static_cast<std::int8_t>(in.byte()), clueHigh = static_cast<std::int8_t>(in.byte());
    const std::uint8_t how = in.byte();
    o.seed = in.number(8);
    d.orbitToCheck = in.byte();
    const int cells = std::max(o.shape.cellCount(), 0);
    switch (what & 3u) {
    case 0: o.target = DifficultyTarget::any(); break;
    case 1: o.target = DifficultyTarget::ofGrade(static_cast<logic::Grade>(which % 5)); break;
    case 2: o.target = DifficultyTarget::ofEr(erLow / 10.0, erHigh / 10.0); break;
    default: o.target = DifficultyTarget::ofTechnique(static_cast<logic::Technique>(which)); break;
    }
    o.symmetry = kAllSymmetries[(what >> 2) & 7u];
    o.minimal = what & 0x20u;
    if (what & 0x40u) o.clues = ClueRange{clueLow * cells / 100, clueHigh * cells / 100};
    if ((what & 0x80u) && cells > 0 && cells <= 625) {
        o.pattern.assign(static_cast<std::size_t>(cells), false);
        std::uint8_t bits = 0;
        for (int cell = 0; cell < cells; ++cell) {
            if (cell % 8 == 0) bits = in.byte();
            o.pattern[static_cast<std::size_t>(cell)] = (bits >> (cell % 8)) & 1u;
        }
        if ((how & 2u) && Shape::forSize(o.shape.size()) == o.shape) { // every cell's orbit, so it is symmetric
            const std::vector<bool> cellsOn = o.pattern;
            for (int cell = 0; cell < cells; ++cell)
                if (cellsOn[static_cast<std::size_t>(cell)])
                    for (int other : symmetryOrbit(o.shape, o.symmetry, cell))
                        o.pattern[static_cast<std::size_t>(other)] = true;
        }
    }
    o.rate = how & 1u;
    if (how & 4u) o.budget = 1ms;
    d.maxCandidates = ((how >> 3) & 3u) + 1;
    d.thorough = how & 0x40u;
    d.again = how & 0x80u;
    return d;
}

// The options' run, stopped after d.maxCandidates candidates or at the deadline.
GenerateResult run(const Input& d, bool& stoppedByUs) {
    const Deadline deadline(kGenerateBudget);
    std::stop_source stop;
    const std::stop_callback forward(deadline.token(), [&stop] { stop.request_stop(); });
    GenerateOptions options = d.options;
    options.stop = stop.get_token();
    options.progress = [&](const GenerateProgress& progress) {
        if (progress.candidates >= static_cast<std::uint64_t>(d.maxCandidates)) stop.request_stop();
    };
    GenerateResult result = generate(options);
    stoppedByUs = stop.stop_requested();
    return result;
}

std::vector<bool> clueCells(const Grid& puzzle) {
    std::vector<bool> cells(static_cast<std::size_t>(puzzle.cellCount()));
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) cells[static_cast<std::size_t>(cell)] = !puzzle.isEmpty(cell);
    return cells;
}

// Counts the solutions of `grid` to two with the fast engine; nullopt when `stop` came first.
std::optional<SolveResult> countToTwo(const Grid& grid, const std::stop_token& stop) {
    SolveOptions options;
    options.limit = 2;
    options.keep = 1;
    options.stop = stop;
    SolveResult r = solve(grid, options);
    if (r.status == SolveStatus::Cancelled) return std::nullopt;
    return r;
}

// Without any orbit of clues that `orbitToCheck` picks (all of them when `all`), the puzzle has
// several solutions.
void checkMinimal(const GenerateOptions& o, const Grid& puzzle, bool all, int orbitToCheck,
                  const std::stop_token& stop) {
    std::vector<std::vector<int>> orbits;
    std::vector<bool> seen(static_cast<std::size_t>(puzzle.cellCount()), false);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.isEmpty(cell) || seen[static_cast<std::size_t>(cell)]) continue;
        std::vector<int> orbit = symmetryOrbit(o.shape, o.symmetry, cell);
        for (int c : orbit) seen[static_cast<std::size_t>(c)] = true;
        orbits.push_back(std::move(orbit));
    }
    for (std::size_t i = 0; i < orbits.size(); ++i) {
        if (!all && i != static_cast<std::size_t>(orbitToCheck) % orbits.size()) continue;
        Grid without = puzzle;
        for (int cell : orbits[i]) without.set(cell, 0);
        if (const auto r = countToTwo(without, stop))
            FUZZ_REQUIRE(r->count >= 2, "a minimal puzzle needs every orbit of clues");
    }
}

void checkPuzzle(const Input& d, const GenerateResult& r) {
    const GenerateOptions& o = d.options;
    const int n = o.shape.size();
    const Deadline deadline(kCheckBudget);
    FUZZ_REQUIRE(r.puzzle.shape() == o.shape && r.solution.shape() == o.shape, "the puzzle is on the asked shape");
    FUZZ_REQUIRE(isValidSolution(r.solution), "the solution follows the rules");
    FUZZ_REQUIRE(keepsGivens(r.puzzle, r.solution), "the clues are the solution's");
    if (const auto count = countToTwo(r.puzzle, deadline.token())) {
        FUZZ_REQUIRE(count->status == SolveStatus::SolvedUnique, "a generated puzzle has exactly one solution");
        FUZZ_REQUIRE(count->solutions.front() == r.solution, "its solution is the one reported");
    }
    const std::vector<bool> clues = clueCells(r.puzzle);
    FUZZ_REQUIRE(isSymmetric(o.shape, o.symmetry, clues), "the clues have the asked symmetry");
    const int clueCount = r.puzzle.filledCount();
    if (o.clues) FUZZ_REQUIRE(clueCount >= o.clues->min && clueCount <= o.clues->max, "the clues are within the range");
    if (!o.pattern.empty()) FUZZ_REQUIRE(clues == o.pattern, "the clues are the pattern's cells");
    const bool carvedToTheEnd = !o.clues && o.pattern.empty();
    if (n <= 9 && (o.minimal || carvedToTheEnd))
        checkMinimal(o, r.puzzle, n <= 6 || d.thorough, d.orbitToCheck, deadline.token());

    const bool rated = o.rate || o.target.kind != DifficultyTarget::Kind::Any;
    if (rated) FUZZ_REQUIRE(o.target.accepts(r.rating), "the rating meets the target");
    else FUZZ_REQUIRE(r.rating.steps == 0 && !r.rating.solved, "an unrated puzzle comes without a rating");
    if (rated && (n <= 6 || d.thorough)) {
        logic::LogicOptions options;
        options.stop = deadline.token();
        const logic::SolvePath path = logic::findSolvePath(logic::CandidateGrid(r.puzzle), options);
        if (path.end != logic::LogicStatus::Cancelled) {
            const logic::Rating own = logic::rate(path);
            FUZZ_REQUIRE(own.solved == r.rating.solved && own.er == r.rating.er && own.ep == r.rating.ep &&
                             own.ed == r.rating.ed && own.score == r.rating.score && own.grade == r.rating.grade &&
                             own.hardest == r.rating.hardest && own.steps == r.rating.steps,
                         "the rating is the logic engine's own");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzBytes in(data, size);
    const Input d = decode(in);
    const GenerateOptions& o = d.options;

    const std::optional<GenerateError> error = checkOptions(o);
    const bool supportedShape = Shape::forSize(o.shape.size()) == o.shape;
    FUZZ_REQUIRE(supportedShape == (error != GenerateError::UnsupportedShape),
                 "only unsupported shapes are refused as such");
    if (error || o.shape.size() > kLargestGenerated) return 0;

    bool stoppedByUs = false;
    const GenerateResult r = run(d, stoppedByUs);
    FUZZ_REQUIRE(r.stats.rejected <= r.stats.candidates, "no more rejected than made");
    switch (r.status) {
    case GenerateStatus::Generated: FUZZ_REQUIRE(r.stats.candidates >= 1, "a puzzle was made"); break;
    case GenerateStatus::Cancelled: FUZZ_REQUIRE(stoppedByUs, "cancelled only when asked"); break;
    case GenerateStatus::TimedOut: FUZZ_REQUIRE(o.budget.count() > 0, "timed out only with a budget"); break;
    case GenerateStatus::NotFound: FUZZ_REQUIRE(!o.pattern.empty(), "not found only for a pattern"); break;
    case GenerateStatus::NoGrid: FUZZ_REQUIRE(!o.variants.empty(), "no grid only under variant rules"); break;
    }
    if (!r.ok()) return 0;
    checkPuzzle(d, r);

    if (d.again && o.shape.size() <= 9) {
        bool againStopped = false;
        const GenerateResult again = run(d, againStopped);
        if (again.ok() && o.budget.count() == 0)
            FUZZ_REQUIRE(again.puzzle == r.puzzle && again.solution == r.solution,
                         "the same seed gives the same puzzle");
    }
    return 0;
}
