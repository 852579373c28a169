#pragma once
// One interface for every solver: count the solutions of a grid up to a limit.
//
//   limit 1 = solve (find one solution), limit 2 = prove uniqueness, limit N = count up to N.
//
// Every algorithm is reentrant: it keeps all its state in the call, so several solves may run on
// different threads at once. A solve checks options.stop regularly (at least every few thousand
// search nodes) and returns promptly with SolveStatus::Cancelled when a stop is requested.

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/conflicts.h"
#include "qudoku/rules.h"

namespace qudoku {

enum class Algorithm {
    Fast, // bitboard engine for 9×9, propagation engine for other sizes; the default
    Dfs, // textbook row-major backtracking, values 1..N in order; the reference and the baseline
    Mrv, // fewest candidates first, bitmask candidate sets
    Dlx, // Knuth's Dancing Links on the exact-cover matrix
};

inline constexpr Algorithm kAllAlgorithms[] = {Algorithm::Fast, Algorithm::Dfs, Algorithm::Mrv, Algorithm::Dlx};

// "fast", "dfs", "mrv", "dlx".
std::string_view algorithmName(Algorithm algorithm);
std::optional<Algorithm> algorithmFromName(std::string_view name);

struct SolveOptions {
    Algorithm algorithm = Algorithm::Fast;
    // Stop after this many solutions (at least 1).
    std::uint64_t limit = 1;
    // How many of the solutions found are kept in SolveResult::solutions (counting goes on regardless).
    std::size_t keep = 2;
    std::stop_token stop;
    // With a seed, search order ties are broken pseudo-randomly (reproducibly for the same seed), so
    // the first solution found varies with the seed. Without one, every algorithm is deterministic.
    std::optional<std::uint64_t> seed;
};

enum class SolveStatus {
    SolvedUnique,   // search exhausted: exactly one solution
    SolvedMultiple, // search exhausted: `count` (>= 2) solutions, an exact count
    NoSolution,     // search exhausted: none
    InvalidInput,   // the givens break a rule (see SolveResult::conflicts); no solution is reported
    Cancelled,      // the stop token was triggered; `count` solutions had been found so far
    LimitReached,   // stopped after `limit` solutions: at least that many exist (limit 1: solved,
                    // uniqueness not checked; limit >= 2: proved not unique)
};

std::string_view statusName(SolveStatus status); // "solved-unique", "no-solution", ...

// (No time here: two clock reads cost ~50 ns, 9% of an easy 9×9 solve; a caller that wants the
// time, like qudoku-cli --stats, reads the clock around solve().)
struct SolveStats {
    std::uint64_t nodes = 0;   // values placed during search (each tried assignment is one node)
    std::uint64_t guesses = 0; // of those, assignments made in a cell that still had 2+ options
};

struct SolveResult {
    SolveStatus status = SolveStatus::NoSolution;
    std::uint64_t count = 0;        // solutions found (exact unless LimitReached or Cancelled)
    std::vector<Grid> solutions;    // the first min(count, options.keep) solutions, in search order
    std::vector<Conflict> conflicts; // filled when status == InvalidInput (givens breaking a rule)
    // Set when status == InvalidInput because the rules cannot be played (checkRules) or the grid is
    // not of their size (Kind::BadSize); conflicts is then empty.
    std::optional<RulesError> rulesError;
    SolveStats stats;

    bool hasSolution() const { return count > 0; }
    bool isUnique() const { return status == SolveStatus::SolvedUnique; }
    // True when at least two solutions were found.
    bool isMultiple() const { return count >= 2; }
};

SolveResult solve(const Grid& grid, const SolveOptions& options = {});
// The same, into `result`, which is overwritten (every field, as solve() would return it) but keeps
// the storage of its solution list. For loops over many puzzles (batch solving, benchmarks): solve()
// allocates that list afresh whenever it keeps a solution, one malloc and free per call (about 1 % of
// a serg puzzle's time and 2 % of a kaggle one's, qudoku-bench, 2026-11-28); reusing one result
// allocates nothing after the first call.
void solveInto(const Grid& grid, const SolveOptions& options, SolveResult& result);

// The same under `rules` (rules.h). Classic rules of the grid's size take the path above, unchanged
// (options.algorithm chooses the engine as there). Any other rules go to the variant engine
// (core/src/solvers/variant.cpp: houses from the rules, constraint propagation, fewest-candidates
// branching), whatever options.algorithm says; it honours limit, keep, stop and seed, and counts
// stats as the fast engines do. The grid may be of any shape of the rules' size (Rules::gridShape
// is the usual one); solutions have the grid's shape. InvalidInput: rules checkRules refuses or a
// grid of another size (rulesError), or givens that break a house or a constraint (conflicts, from
// findConflicts(grid, rules)).
SolveResult solve(const Grid& grid, const Rules& rules, const SolveOptions& options = {});
void solveInto(const Grid& grid, const Rules& rules, const SolveOptions& options, SolveResult& result);

// Which compiled copy of the 9×9 fast engine this process runs: "avx2" (AVX2, BMI1, BMI2, POPCNT,
// FMA) on x86-64 processors that have them, else "baseline" (the build's own target). Chosen once
// per process; QUDOKU_FAST9_ISA=baseline in the environment keeps the baseline. The copies give
// the same answers and the same search; only their speed differs (docs/benchmarks.md).
std::string_view fastEngineTarget();

} // namespace qudoku
