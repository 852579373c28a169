// Proof by search: the hints' last resort, so that they never run out (LogicOptions::proofBySearch).
//
// On most grids the forcing chains (forcing_chains.cpp, rules_forcing_chains.cpp) end every solve.
// On the largest variants they can run out of steps first: a generated 16×16 killer reached a
// position after 94 steps where the dynamic, plus and nested chains all stopped at their budgets,
// after three minutes of CPU, with no step (each assumption follows hundreds of cage steps there).
// A player asking for a hint then got "the search for a step was stopped". HoDoKu ends its solver
// the same way ("Brute Force": the solution's digit in a cell); this step proves its digit instead
// of reading it from a solution the player's grid may not lead to:
//   - find one solution of the grid's digits under the rules (none: no step, the digits are wrong);
//   - for the empty cells, fewest candidates first, ask the solver for a solution with another digit
//     in the cell (the generator's uniqueness check); when there is none, every solution holds that
//     digit there: the step places it. When there is one (a grid with several solutions), the next
//     cell is tried.
// Sound whatever the state's candidates: the placement holds in every solution of the digits, so in
// every solution of the puzzle. It reads the digits only, so it never rests on a pencil mark the
// player took out by mistake.
//
// Not on any rating scale (Scales::None): a rating measures the logic a puzzle needs, and a search
// is not logic a player can follow. Bounded by search nodes (kNodeBudget for the whole step), never
// time; cancellable through the stop token.

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include "logic/finders.h"
#include "qudoku/conflicts.h"
#include "solvers/search_context.h"

namespace qudoku::logic::detail {

namespace {

// Nodes for one step, over its searches. At the 16×16 killer's position above the solver finds a
// solution in 23 nodes (2 ms) and proves a cell in 6 to 226; a whole path there with every chain
// left out took 40 of these steps, 83 ms each on average (dev build). A grid that needs more than
// this is reported as a search too large (FindContext::noteSearch).
constexpr std::uint64_t kNodeBudget = 2'000'000;
// Cells tried before giving up (each a search): a grid with several solutions may leave many
// cells open; those with the fewest candidates come first.
constexpr int kMaxCells = 64;

} // namespace

std::optional<Step> findProofBySearch(const CandidateGrid& state, const FindContext& ctx) {
    const Grid digits = state.grid();
    const Geometry& geometry = state.geometry();
    const bool classic = geometry.isClassic();
    if (classic ? hasConflicts(digits) : !findConflicts(digits, geometry.rules()).empty()) return std::nullopt;
    std::optional<qudoku::detail::VariantEngine> engine;
    if (!classic) engine.emplace(geometry.rules());

    std::uint64_t spent = 0;
    bool outOfNodes = false;
    std::optional<Grid> solution;
    {
        std::uint64_t nodes = 0;
        solution = classic ? qudoku::detail::firstSolution(digits, std::nullopt, kNodeBudget, ctx.stop)
                           : engine->firstSolution(digits, std::nullopt, kNodeBudget, ctx.stop, &nodes);
        spent += classic ? 0 : nodes;
        if (!solution) {
            // No solution, or none found within the nodes: either way no step can be proved here.
            ctx.noteSearch(!ctx.stop.stop_requested(), 0);
            return std::nullopt;
        }
    }

    std::vector<int> cells;
    state.emptyCells().forEach([&](int cell) { cells.push_back(cell); });
    std::stable_sort(cells.begin(), cells.end(),
                     [&](int a, int b) { return std::popcount(state.candidates(a)) < std::popcount(state.candidates(b)); });
    if (cells.size() > static_cast<std::size_t>(kMaxCells)) cells.resize(kMaxCells);
    // The classic engine does not count its nodes for us: each of its searches gets an equal share.
    const std::uint64_t classicShare = kNodeBudget / kMaxCells;
    for (int cell : cells) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        if (!classic && spent >= kNodeBudget) {
            outOfNodes = true;
            break;
        }
        const int value = solution->at(cell);
        std::uint64_t nodes = 0;
        const qudoku::detail::Existence other = classic ? qudoku::detail::solutionExists(digits, cell, value, classicShare, ctx.stop)
                                        : engine->solutionExists(digits, cell, value, kNodeBudget - spent, ctx.stop, &nodes);
        spent += nodes;
        if (other == qudoku::detail::Existence::Unknown) {
            outOfNodes = outOfNodes || !ctx.stop.stop_requested();
            continue;
        }
        if (other == qudoku::detail::Existence::Yes) continue; // another solution has another digit here
        Step step = makeStep(Technique::ProofBySearch);
        step.placements.push_back({cell, value});
        step.values = digitBit(value);
        step.marks.push_back({{cell, 0}, Role::Target});
        step.marks.push_back({{cell, value}, Role::Target});
        return step;
    }
    ctx.noteSearch(outOfNodes, 0);
    return std::nullopt;
}

} // namespace qudoku::logic::detail
