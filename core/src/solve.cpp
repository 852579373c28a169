#include "qudoku/solver.h"

#include <string>

#include "solvers/search_context.h"

namespace qudoku {

std::string_view algorithmName(Algorithm algorithm) {
    switch (algorithm) {
    case Algorithm::Fast: return "fast";
    case Algorithm::Dfs: return "dfs";
    case Algorithm::Mrv: return "mrv";
    case Algorithm::Dlx: return "dlx";
    }
    return "";
}

std::optional<Algorithm> algorithmFromName(std::string_view name) {
    for (Algorithm a : kAllAlgorithms)
        if (algorithmName(a) == name) return a;
    return std::nullopt;
}

std::string_view statusName(SolveStatus status) {
    switch (status) {
    case SolveStatus::SolvedUnique: return "solved-unique";
    case SolveStatus::SolvedMultiple: return "solved-multiple";
    case SolveStatus::NoSolution: return "no-solution";
    case SolveStatus::InvalidInput: return "invalid-input";
    case SolveStatus::Cancelled: return "cancelled";
    case SolveStatus::LimitReached: return "limit-reached";
    }
    return "";
}

SolveResult solve(const Grid& grid, const SolveOptions& options) {
    SolveResult result;
    solveInto(grid, options, result);
    return result;
}

namespace {

// Everything reset but the solution list's storage: clear() keeps its capacity, so a Grid kept
// here again is built in place (a 9×9 grid's cells are inline: no allocation at all).
void reset(SolveResult& result) {
    result.status = SolveStatus::NoSolution;
    result.count = 0;
    result.solutions.clear();
    result.conflicts.clear();
    result.rulesError.reset();
    result.stats = {};
}

// The status of a finished search that found no conflict to report.
SolveStatus searchStatus(const detail::SearchContext& ctx, const SolveResult& result) {
    if (ctx.cancelled()) return SolveStatus::Cancelled;
    if (ctx.limitReached()) return SolveStatus::LimitReached;
    if (result.count == 0) return SolveStatus::NoSolution;
    if (result.count == 1) return SolveStatus::SolvedUnique;
    return SolveStatus::SolvedMultiple;
}

} // namespace

SolveResult solve(const Grid& grid, const Rules& rules, const SolveOptions& options) {
    SolveResult result;
    solveInto(grid, rules, options, result);
    return result;
}

void solveInto(const Grid& grid, const Rules& rules, const SolveOptions& options, SolveResult& result) {
    if (rules.isClassic() && grid.size() == rules.size && Shape::forSize(rules.size) == grid.shape()) {
        solveInto(grid, options, result);
        return;
    }
    reset(result);
    if (grid.size() != rules.size) {
        result.rulesError = RulesError{RulesError::Kind::BadSize,
                                       "Size: the grid is " + std::to_string(grid.size()) + "×" + std::to_string(grid.size()) +
                                           ", the rules are for " + std::to_string(rules.size) + "×" + std::to_string(rules.size),
                                       {}};
    } else {
        result.rulesError = checkRules(rules);
    }
    if (result.rulesError) {
        result.status = SolveStatus::InvalidInput;
        return;
    }
    // As for fast9: the engine is sound on givens that break a rule (they empty a cell at the root),
    // so the conflicts are looked for only when it finds no solution.
    detail::SearchContext ctx(options, result);
    detail::searchVariant(grid, rules, ctx);
    if (result.count == 0 && !ctx.cancelled()) {
        result.conflicts = findConflicts(grid, rules);
        if (!result.conflicts.empty()) {
            result.status = SolveStatus::InvalidInput;
            return;
        }
    }
    result.status = searchStatus(ctx, result);
}

void solveInto(const Grid& grid, const SolveOptions& options, SolveResult& result) {
    reset(result);
    // Conflicting givens have no solution, so a search that is sound on them finds none and the
    // conflict check can wait until then. The fast 9×9 engine is: a given keeps only its own digit,
    // and two equal givens in a house empty each other at the root. Checking first would cost ~8 %
    // of a 17-clue solve (the check walks 81 cells with divisions). The other engines assume
    // rule-abiding givens, so they are checked first.
    const bool fast9 = options.algorithm == Algorithm::Fast && grid.shape() == Shape{3, 3};
    if (!fast9 && hasConflicts(grid)) {
        result.conflicts = findConflicts(grid);
        result.status = SolveStatus::InvalidInput;
    } else {
        detail::SearchContext ctx(options, result);
        switch (options.algorithm) {
        case Algorithm::Fast:
            if (fast9) detail::searchFast9(grid, ctx);
            else detail::searchFastN(grid, ctx);
            break;
        case Algorithm::Dfs: detail::searchDfs(grid, ctx); break;
        case Algorithm::Mrv: detail::searchMrv(grid, ctx); break;
        case Algorithm::Dlx: detail::searchDlx(grid, ctx); break;
        }
        if (result.count == 0 && fast9 && hasConflicts(grid)) {
            result.conflicts = findConflicts(grid);
            result.status = SolveStatus::InvalidInput;
        } else {
            result.status = searchStatus(ctx, result);
        }
    }
}

namespace detail {

Existence solutionExists(const Grid& grid, int cell, int value, std::uint64_t nodeLimit, std::stop_token stop) {
    if (stop.stop_requested()) return Existence::Unknown; // (see the declaration: short searches in a loop)
    SolveOptions options;
    options.limit = 1;
    options.keep = 0;
    options.stop = std::move(stop);
    SolveResult result;
    SearchContext ctx(options, result, nodeLimit);
    const Exclusion exclusion{cell, value};
    if (grid.shape() == Shape{3, 3}) searchFast9(grid, ctx, exclusion, Fast9Rule::Classic);
    else searchFastN(grid, ctx, exclusion);
    if (result.count > 0) return Existence::Yes;
    return ctx.cancelled() ? Existence::Unknown : Existence::No;
}

namespace {

// The first solution found (in `seed`'s order when there is one), kept.
SolveOptions firstOnly(std::optional<std::uint64_t> seed, std::stop_token stop) {
    SolveOptions options;
    options.limit = 1;
    options.keep = 1;
    options.seed = seed;
    options.stop = std::move(stop);
    return options;
}

} // namespace

std::optional<Grid> firstSolution(const Grid& grid, std::optional<std::uint64_t> seed, std::uint64_t nodeLimit,
                                  std::stop_token stop) {
    if (stop.stop_requested()) return std::nullopt;
    const SolveOptions options = firstOnly(seed, std::move(stop));
    SolveResult result;
    SearchContext ctx(options, result, nodeLimit);
    if (grid.shape() == Shape{3, 3}) searchFast9(grid, ctx, {}, Fast9Rule::ClassicOrder); // the generator's grids come from here
    else searchFastN(grid, ctx);
    if (result.solutions.empty()) return std::nullopt;
    return std::move(result.solutions.front());
}

WithinResult solveWithin(const Grid& grid, const std::uint32_t* within, std::optional<std::uint64_t> seed,
                         std::uint64_t nodeLimit, std::stop_token stop) {
    WithinResult out;
    if (stop.stop_requested()) return out;
    const SolveOptions options = firstOnly(seed, std::move(stop));
    SolveResult result;
    SearchContext ctx(options, result, nodeLimit);
    searchFastNWithin(grid, within, ctx);
    out.nodes = result.stats.nodes;
    if (!result.solutions.empty()) {
        out.existence = Existence::Yes;
        out.solution = std::move(result.solutions.front());
    } else if (!ctx.cancelled()) {
        out.existence = Existence::No;
    }
    return out;
}

} // namespace detail

} // namespace qudoku
