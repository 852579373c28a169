#pragma once
// The puzzle generator: a puzzle with exactly one solution, of a size, a difficulty on the logic
// engine's own scale, a symmetry of its clues, minimal or not, within a clue count or on a pattern of
// clue cells, reproducible from a seed.
//
//   GenerateOptions options;
//   options.target = DifficultyTarget::ofGrade(logic::Grade::Hard);
//   options.symmetry = Symmetry::Rotate180;
//   options.seed = 42;
//   GenerateResult r = generate(options); // r.puzzle, r.solution, r.rating
//
// How (core/src/generator/): a random full grid; clues taken out in a random order of symmetry orbits,
// each removal kept only when the puzzle stays unique (proved with the fast engine: the puzzle without
// clue c is unique exactly when no solution holds another value in c); the result rated by the logic
// engine, kept when the rating is what was asked, else the next candidate. The rating of every puzzle
// returned is the engine's own (logic::ratePuzzle gives the same), never assumed.
//
// Reproducible: the same options and seed give the same puzzle on every machine and build of this
// version (every random choice comes from the seed through SplitMix64; no standard distribution). A
// later change to the search engines may change which puzzle a seed gives (tests/data pins them).
// Reentrant (no state outside the call), stopped by options.stop within milliseconds.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/technique.h"
#include "qudoku/rules.h"
#include "qudoku/shape.h"
#include "qudoku/variant_set.h"

namespace qudoku {

// The symmetry of the clue positions (values are free): the clue cells map onto clue cells.
enum class Symmetry {
    None,
    Rotate180,    // half turn about the centre
    Rotate90,     // quarter turns (and so the half turn)
    Mirror,       // left-right
    Flip,         // up-down
    Diagonal,     // about the main diagonal (top left to bottom right)
    AntiDiagonal, // about the other diagonal
    Dihedral,     // all of them
};

inline constexpr Symmetry kAllSymmetries[] = {Symmetry::None,     Symmetry::Rotate180, Symmetry::Rotate90,
                                              Symmetry::Mirror,   Symmetry::Flip,      Symmetry::Diagonal,
                                              Symmetry::AntiDiagonal, Symmetry::Dihedral};

// "none", "rotate180", "rotate90", "mirror", "flip", "diagonal", "anti-diagonal", "dihedral".
std::string_view symmetryName(Symmetry symmetry);
std::optional<Symmetry> symmetryFromName(std::string_view name);

// The cells `cell` goes with under `symmetry` (itself included), in cell order.
std::vector<int> symmetryOrbit(Shape shape, Symmetry symmetry, int cell);
// Whether a set of clue cells (one flag per cell) is symmetric.
bool isSymmetric(Shape shape, Symmetry symmetry, const std::vector<bool>& cells);

// What a generated puzzle's rating must be, on the logic engine's scale (logic::Rating).
struct DifficultyTarget {
    enum class Kind {
        Any,       // any puzzle with one solution
        Grade,     // rating.grade == grade
        Er,        // rating solved and erMin <= rating.er <= erMax
        Technique, // rating solved and rating.hardest == technique
    };
    Kind kind = Kind::Any;
    logic::Grade grade = logic::Grade::Easy;
    double erMin = 0.0, erMax = 0.0;
    logic::Technique technique = logic::Technique::FullHouse;

    static DifficultyTarget any() { return {}; }
    static DifficultyTarget ofGrade(logic::Grade g) { return {Kind::Grade, g, 0, 0, logic::Technique::FullHouse}; }
    static DifficultyTarget ofEr(double min, double max) { return {Kind::Er, logic::Grade::Easy, min, max, logic::Technique::FullHouse}; }
    static DifficultyTarget ofTechnique(logic::Technique t) { return {Kind::Technique, logic::Grade::Easy, 0, 0, t}; }

    bool accepts(const logic::Rating& rating) const;
    // False for a technique the generator's rating (the qudoku scale) never uses, such as Explainer's
    // strong links: no puzzle ends on it (GenerateError::UnreachableTechnique).
    bool reachable() const;
    friend bool operator==(const DifficultyTarget&, const DifficultyTarget&) = default;
};

struct ClueRange {
    int min = 0;
    int max = 0;
    friend bool operator==(const ClueRange&, const ClueRange&) = default;
};

struct GenerateProgress {
    std::uint64_t candidates = 0; // puzzles made and rated so far
    std::uint64_t rejected = 0;   // of those, not what was asked
    // The fully rated candidate nearest to the target so far (a rare target: what comes close).
    std::optional<logic::Rating> closest;
};

struct GenerateOptions {
    // The grid's shape: the standard box shape of its size, or, for a jigsaw of a size without boxes
    // (5, 7, 8, 10, 11, 13, 14, 15), Rules::gridShape's 1 × N.
    Shape shape{3, 3};
    // The rules: empty, classic Sudoku of the shape; else these variants (variant_set.h), whose rules
    // the generator makes from the set, the size and, for a jigsaw, a region layout drawn from the
    // seed (so the set, the size and the seed give the same rules on every machine; the result holds
    // them). Variants take the variant engine (solve(grid, rules)) for every search; see
    // checkVariantOptions for what they cannot do yet (ratings).
    VariantSet variants;
    DifficultyTarget target;
    Symmetry symmetry = Symmetry::None;
    // No clue can be taken out without a second solution. With a symmetry: no orbit of clues can (one
    // clue alone would break the symmetry), the usual meaning of a minimal symmetric puzzle. A killer:
    // no two neighbouring cages can merge (within the largest cage) without a second solution.
    bool minimal = false;
    // The number of clues, when it matters. Without it, clues are taken out while the puzzle stays
    // unique, which leaves a minimal puzzle (25×25: nearly so unless `minimal`, see generator.cpp).
    std::optional<ClueRange> clues;
    // Empty, or one flag per cell: exactly these cells hold the clues (an author's pattern).
    std::vector<bool> pattern;
    std::uint64_t seed = 0;
    std::stop_token stop;
    // Zero: none. Otherwise the search gives up after this long (status TimedOut). A budget starts a
    // watchdog thread for the call (about 20 µs, a third of a minimal 9×9 puzzle): to bound a run of
    // many small puzzles, stop them through one stop token of your own instead.
    std::chrono::milliseconds budget{0};
    // Called on the calling thread every so often (about every 64 candidates, and for each of the
    // first few), with how far the search has come.
    std::function<void(const GenerateProgress&)> progress;
    // Rate the puzzle even when the target does not need it (Kind::Any): the rating comes with the
    // result. About 2 ms per 9×9 puzzle on average, far more than making it; off, rating is empty.
    bool rate = true;
};

enum class GenerateStatus {
    Generated,
    Cancelled, // options.stop
    TimedOut,  // options.budget ran out
    NotFound,  // a pattern: no unique puzzle with it in kPatternTries solution grids
    NoGrid,    // variants: no solution grid of the rules found in kGridTries searches of kGridNodes
               // nodes (a jigsaw: on as many fresh layouts); the combination is too tight
};

struct GenerateStats {
    std::uint64_t candidates = 0;       // puzzles made (and rated, when the target needs it)
    std::uint64_t rejected = 0;         // not what was asked: rating, clue count, minimality
    std::uint64_t uniquenessChecks = 0; // searches for a second solution
    // Variants: searches for a solution grid (a jigsaw: one per fresh layout), those that found none
    // within kGridNodes included, and the time they and the layouts took (part of elapsed).
    std::uint64_t gridSearches = 0;
    std::chrono::nanoseconds gridTime{0};
    std::chrono::nanoseconds elapsed{0};
};

struct GenerateResult {
    GenerateStatus status = GenerateStatus::Cancelled;
    Grid puzzle;
    Grid solution;
    Rules rules;          // the rules `puzzle` is played under (classic for classic options)
    bool rated = false;   // `rating` holds the engine's rating (never for variants yet)
    logic::Rating rating; // the logic engine's rating of `puzzle` (when rated)
    GenerateStats stats;

    bool ok() const { return status == GenerateStatus::Generated; }
};

// How many random solution grids a pattern is tried on before NotFound.
inline constexpr int kPatternTries = 20000;
// Variants: how many searches for a solution grid (a jigsaw: each on a fresh layout), of how many
// nodes each, before NoGrid. Measured figures: docs/benchmarks.md ("Generating variants").
inline constexpr int kGridTries = 256;
inline constexpr std::uint64_t kGridNodes = 20000;

enum class GenerateError {
    UnsupportedShape,      // not one of 4×4, 6×6, 9×9, 12×12, 16×16, 25×25
    BadClueRange,          // min > max, or outside 0..cells
    TooFewClues,           // the clue range ends below what any unique puzzle of the size needs
    BadPattern,            // a pattern with the wrong number of cells
    PatternBreaksSymmetry, // the pattern is not symmetric under the symmetry asked for
    PatternOutsideClueRange,
    BadErRange,            // min > max
    UnreachableEr,         // no step the engine rates falls in the range
    UnsupportedTechnique,  // the engine does not know it
    UnreachableTechnique,  // a step of Sudoku Explainer's scale only (DifficultyTarget::reachable)
};

// Why the options cannot work, or none (generate() would return as soon as it starts otherwise).
std::optional<GenerateError> checkOptions(const GenerateOptions& options);

// Why options with variants cannot work (checkVariantOptions), beyond checkOptions.
enum class VariantGenerateError {
    BadSize,            // jigsaw: not 4..16; other variants: not 4, 6, 9, 12 or 16; or the shape is
                        // not the one GenerateOptions::shape says for the size
    WindokuSize,        // windoku on a size that is not a square (no b×b windows)
    XWithDiagonal,      // X and the single diagonal (X has it already)
    SymmetryRefused,    // a symmetry the variants do not allow (variant_set.h)
    NoSolution,         // the rules (without a jigsaw) have no solution grid: the solver proved it
    TooHard,            // no solution grid of the rules within kProbeNodes (without a jigsaw)
    KillerClues,        // a killer with a clue count or a pattern: its cages are the puzzle, it has no
                        // givens
};

// The blank grid of a variant set without a jigsaw is searched this far by checkVariantOptions.
inline constexpr std::uint64_t kProbeNodes = 200000;

// Why the variants of the options cannot be generated, or none; nothing for classic options. Without
// a jigsaw it searches the rules' blank grid (deterministic, at most kProbeNodes nodes: a few
// milliseconds for every set of a size that has a solution, docs/benchmarks.md); with a jigsaw that
// depends on the layout, and generate() says NoGrid when no layout works.
std::optional<VariantGenerateError> checkVariantOptions(const GenerateOptions& options);

// One puzzle. Precondition: checkOptions(options) and checkVariantOptions(options) are empty.
GenerateResult generate(const GenerateOptions& options);

// The seed of puzzle `index` of a run of many puzzles with seed `seed`: each puzzle of a run depends on
// its index only, not on how many threads make the run or in which order.
std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index);

// The highest ER a puzzle of the shape can have: the longest chain the grid holds (9×9: 8.5). An ER
// target above it is refused (GenerateError::UnreachableEr).
double highestEr(Shape shape);

// The fewest clues a unique puzzle of the size can have, as far as known: 17 for 9×9 (McGuire et al.,
// 2012), else the size minus one (every value but one must appear).
int fewestClues(Shape shape);

} // namespace qudoku
