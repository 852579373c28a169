#pragma once
// Internal: what every search engine shares — counting nodes and guesses, recording solutions up to
// the limit, and polling the stop token. One per solve() call, so engines stay reentrant.

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>

#include "qudoku/solver.h"

namespace qudoku::detail {

class SearchContext {
public:
    // `nodeLimit` (0: none): the search stops, as if cancelled, after that many nodes (internal: the
    // generator bounds the uniqueness checks it can do without; see solutionExists).
    SearchContext(const SolveOptions& options, SolveResult& result, std::uint64_t nodeLimit = 0)
        : options_(options), result_(result), limit_(options.limit ? options.limit : 1), nodeLimit_(nodeLimit) {}

    // Counts a search node (a value placed). `guess`: the cell or column had two or more options.
    // Returns false when the search must stop now (cancelled, or out of nodes).
    bool node(bool guess) {
        ++result_.stats.nodes;
        if (guess) ++result_.stats.guesses;
        // Polling an atomic every node is cheap but not free; every 1024 nodes keeps the worst-case
        // reaction to a stop request far below a millisecond on every engine.
        if ((result_.stats.nodes & 1023) == 0 && options_.stop.stop_requested()) cancelled_ = true;
        if (nodeLimit_ != 0 && result_.stats.nodes > nodeLimit_) cancelled_ = true;
        return !cancelled_;
    }

    // Records a complete grid. Returns false when the search must stop (limit reached).
    bool solution(const Grid& grid) {
        return solutionMadeBy([&] { return grid; });
    }
    // The same, for an engine that keeps its state in another form: `makeGrid()` builds the solution
    // grid, and is called only when the solution is kept (counting alone needs no grid).
    template <class MakeGrid>
    bool solutionMadeBy(MakeGrid&& makeGrid) {
        ++result_.count;
        if (result_.solutions.size() < options_.keep) result_.solutions.push_back(makeGrid());
        if (result_.count >= limit_) limitReached_ = true;
        return !limitReached_;
    }

    bool stopped() const { return cancelled_ || limitReached_; }
    bool cancelled() const { return cancelled_; }
    bool limitReached() const { return limitReached_; }
    const std::optional<std::uint64_t>& seed() const { return options_.seed; }

private:
    const SolveOptions& options_;
    SolveResult& result_;
    std::uint64_t limit_;
    std::uint64_t nodeLimit_;
    bool cancelled_ = false;
    bool limitReached_ = false;
};

// A small reproducible pseudo-random source (SplitMix64) for seeded tie-breaking; owned by the
// search, never global.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n) (n > 0); the tiny modulo bias is irrelevant for tie-breaking.
    std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(next() % n); }

private:
    std::uint64_t state_;
};

// A candidate kept out of the search from the start: `value` may not go in `cell` (cell -1: none).
struct Exclusion {
    int cell = -1;
    int value = 0;
};

void searchDfs(const Grid& grid, SearchContext& ctx);
void searchMrv(const Grid& grid, SearchContext& ctx);
void searchDlx(const Grid& grid, SearchContext& ctx);
// How the 9×9 engine guesses (fast9.cpp, "Guessing").
enum class Fast9Rule {
    ByDifficulty, // chosen at the first stuck point by the number of bivalue cells (solve())
    ClassicOrder, // as the engine did before configuration guesses (a bivalue cell, no triads, column
                  // claiming), so that the first solution found is the one it found then: the generator's
                  // grids, hence its seeds, depend on it (firstSolution); always so when seeded
    Classic,      // a bivalue cell, no triads, no column claiming: short searches on nearly full grids
                  // (solutionExists, the generator's uniqueness checks: est -11% on its unrated rows)
};
// 9×9 (3×3 boxes) only. Runs the best compiled copy of the engine for this processor
// (fast9_dispatch.cpp): searchFast9Avx2 (fast9_avx2.cpp, x86-64 builds) or searchFast9Baseline.
void searchFast9(const Grid& grid, SearchContext& ctx, Exclusion exclusion = {}, Fast9Rule rule = Fast9Rule::ByDifficulty);
void searchFast9Baseline(const Grid& grid, SearchContext& ctx, Exclusion exclusion, Fast9Rule rule);
void searchFast9Avx2(const Grid& grid, SearchContext& ctx, Exclusion exclusion, Fast9Rule rule);
void searchFastN(const Grid& grid, SearchContext& ctx, Exclusion exclusion = {}); // any supported shape
// The same with the empty cells' candidates narrowed from the start: cell c may hold only the values
// of within[c] (bit v - 1 for value v; one mask per cell, those of filled cells unread).
void searchFastNWithin(const Grid& grid, const std::uint32_t* within, SearchContext& ctx);
// Any rules that checkRules accepts, the grid of their size (variant.cpp): the variant engine.
void searchVariant(const Grid& grid, const Rules& rules, SearchContext& ctx);

enum class Existence { Yes, No, Unknown };

// The variant engine with its rules compiled once, for many short searches under the same rules (the
// generator's uniqueness checks: compiling is 36-70 µs of a 9×9 variant solve, variant.cpp, more than
// most of its checks). Not thread-safe: one per thread. Grids must be of the rules' size and their
// givens must break no rule. `nodes`, when given, gets each search's nodes added.
class VariantEngine {
public:
    explicit VariantEngine(const Rules& rules); // Precondition: checkRules(rules) finds nothing
    ~VariantEngine();
    VariantEngine(const VariantEngine&) = delete;
    VariantEngine& operator=(const VariantEngine&) = delete;

    // As solutionExists below, under the rules.
    Existence solutionExists(const Grid& grid, int cell, int value, std::uint64_t nodeLimit, std::stop_token stop,
                             std::uint64_t* nodes = nullptr);
    // As firstSolution below, under the rules.
    std::optional<Grid> firstSolution(const Grid& grid, std::optional<std::uint64_t> seed, std::uint64_t nodeLimit,
                                      std::stop_token stop, std::uint64_t* nodes = nullptr);

private:
    struct Compiled;
    std::unique_ptr<Compiled> compiled_;
};

// Whether `grid` has a solution that does not hold `value` in the empty cell `cell` (-1: any
// solution), with the fast engine: one solution searched for, none kept. The generator's uniqueness
// check after taking a clue out: the puzzle without the clue c (whose value in the known solution is v)
// is still unique exactly when it has no solution with c != v, which propagation usually refutes at
// once, where counting to two must find the known solution again first. Unknown when `nodeLimit`
// nodes (0: no limit) or the stop token end the search first. The givens must not clash.
// Both helpers below return at once when the stop was requested before the call. A search polls the
// token only every 1024 nodes, and the generator calls these in loops of short searches, most of them
// refuted in fewer nodes (or by propagation alone): without this, a 25x25 carve ran on to its end
// after a stop, 575-735 ms under ASan on a shared core (CI, 2026-11-27); 0-4 ms with it.
Existence solutionExists(const Grid& grid, int cell, int value, std::uint64_t nodeLimit, std::stop_token stop);

// One solution of `grid` with the fast engine, seeded (nullopt: the engine's own order), within
// `nodeLimit` nodes (0: no limit); none when there is none, the nodes ran out or `stop` came first.
std::optional<Grid> firstSolution(const Grid& grid, std::optional<std::uint64_t> seed, std::uint64_t nodeLimit,
                                  std::stop_token stop);

// One solution of `grid` whose empty cells hold only values of their masks in `within` (see
// searchFastNWithin; the propagation engine on every shape, 9×9 included), seeded (nullopt: the
// engine's own order), within `nodeLimit` nodes (0: no limit). The logic engine's candidate states
// (the player's pencil marks, eliminations made) are solved this way (logic/solution_cover.h).
// Existence::Unknown when the nodes ran out or `stop` came first.
struct WithinResult {
    Existence existence = Existence::Unknown;
    std::optional<Grid> solution; // when existence == Yes
    std::uint64_t nodes = 0;      // search nodes spent
};
WithinResult solveWithin(const Grid& grid, const std::uint32_t* within, std::optional<std::uint64_t> seed,
                         std::uint64_t nodeLimit, std::stop_token stop);

} // namespace qudoku::detail
