// Forcing chains, as Sudoku Explainer finds and rates them (the engine is chaining/implications.*).
// Each finder runs one of Explainer's chaining rules and returns its cheapest hint as a Step:
// - the conclusion as a placement (a candidate proved true) or eliminations (proved false);
// - each branch as links, numbered by ChainLink::branch, from the assumption to the conclusion;
//   "on" nodes are ColourA, "off" nodes ColourB, the assumption's cell the Pivot and the conclusion
//   the Target; a region forcing chain marks its house as Base.
// Explainer's rating comes with the hint (base by kind and level, plus the length penalty).

#include <algorithm>

#include "logic/chaining/implications.h"
#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

using chaining::Hint;
using chaining::Potential;
using chaining::Rule;

ChainNode nodeOf(const Potential& p) { return ChainNode{{p.cell}, p.value}; }

Step stepFrom(Technique technique, const Hint& hint) {
    Step step = makeStep(technique);
    step.rating = hint.rating;
    if (hint.conclusion.on && hint.kind != chaining::Kind::Cycle) {
        step.placements.push_back({hint.conclusion.cell, hint.conclusion.value});
    } else {
        step.eliminations = hint.eliminations;
    }
    step.values = digitBit(hint.conclusion.value);
    auto addMark = [&](const Mark& mark) {
        if (std::find(step.marks.begin(), step.marks.end(), mark) == step.marks.end()) step.marks.push_back(mark);
    };
    addMark({{hint.source.cell, 0}, Role::Pivot});
    for (std::size_t b = 0; b < hint.branches.size(); ++b) {
        const auto& line = hint.branches[b].line;
        for (std::size_t i = 0; i < line.size(); ++i) {
            addMark({{line[i].cell, line[i].value}, line[i].on ? Role::ColourA : Role::ColourB});
            if (i == 0) continue;
            // "on -> off" is a weak link (both cannot be true), "off -> on" a strong one.
            ChainLink link{nodeOf(line[i - 1]), nodeOf(line[i]), line[i].on ? LinkKind::Strong : LinkKind::Weak,
                           static_cast<int>(b)};
            step.links.push_back(std::move(link));
        }
    }
    for (const CellValue& e : step.eliminations) addMark({e, Role::Target});
    for (const CellValue& p : step.placements) addMark({p, Role::Target});
    if (hint.house >= 0) step.houses.push_back({hint.house, Role::Base});
    return step;
}

std::optional<Step> cheapest(Technique technique, const CandidateGrid& state, const Rule& rule, const FindContext& ctx,
                             chaining::WorkBudget& budget, chaining::SearchMemo& memo) {
    budget.memoryLimit = ctx.memoryLimit;
    const std::optional<Hint> hint = chaining::findCheapestHint(state, rule, ctx.stop, budget, memo);
    ctx.noteSearch(budget.stoppedShort, budget.peakHeld);
    if (!hint) return std::nullopt;
    return stepFrom(technique, *hint);
}

std::optional<Step> cheapest(Technique technique, const CandidateGrid& state, const Rule& rule, const FindContext& ctx) {
    chaining::WorkBudget budget;
    chaining::SearchMemo memo;
    return cheapest(technique, state, rule, ctx, budget, memo);
}

} // namespace

std::optional<Step> findForcingChain(const CandidateGrid& state, const FindContext& ctx) {
    return cheapest(Technique::ForcingChain, state, Rule{}, ctx);
}

std::optional<Step> findNishioForcingChain(const CandidateGrid& state, const FindContext& ctx) {
    return cheapest(Technique::NishioForcingChain, state, Rule{false, true, true, 0, 0}, ctx);
}

std::optional<Step> findMultipleForcingChain(const CandidateGrid& state, const FindContext& ctx) {
    return cheapest(Technique::MultipleForcingChain, state, Rule{true, false, false, 0, 0}, ctx);
}

std::optional<Step> findDynamicForcingChain(const CandidateGrid& state, const FindContext& ctx) {
    // Variants: the chains that follow every house and constraint (rules_forcing_chains.cpp).
    if (!state.geometry().isClassic()) return findRulesForcingChain(state, ctx, Technique::DynamicForcingChain);
    return cheapest(Technique::DynamicForcingChain, state, Rule{true, true, false, 0, 0}, ctx);
}

// Chains with other techniques inside run on grids up to 16×16. On the 16×16 POJ 3076 contest puzzle
// they first took 78 s of CPU (416 steps, where dynamic chains alone stop after 73 steps in 1.8 s);
// since the reachability tests and the memo ("Keeping the search fast" in docs/logic.md), 6 s for
// the whole rating. A search that finds nothing costs more: an empty 16×16 grid takes 19 s (an empty
// 9×9 2 s), which a player sees only on a grid with many solutions, as a cancellable job. On 25×25
// the same empty-grid search would be ~40 times larger again: such a grid is reported stuck instead.
constexpr int kLargestNestedSize = 16;

std::optional<Step> findDynamicForcingChainPlus(const CandidateGrid& state, const FindContext& ctx) {
    if (state.size() > kLargestNestedSize) return std::nullopt;
    if (!state.geometry().isClassic()) return findRulesForcingChain(state, ctx, Technique::DynamicForcingChainPlus);
    return cheapest(Technique::DynamicForcingChainPlus, state, Rule{true, true, false, 1, 0}, ctx);
}

// Explainer's nested producers in its order: forcing chains inside dynamic chains (level 2), also
// multiple chains (3), then dynamic chains inside (4) with nothing, "+" rules, or nested chains of
// level 2 or 3 inside those in turn (its "experimental" producers; rated 10.5 and up). Levels 2 and
// 3 each have a budget of their own; the four level-4 producers share one, so a grid with nothing to
// find (many solutions) costs three budgets, not six. The forum's hardest puzzles need level 4 after
// levels 2 and 3 have spent most of their budgets finding nothing.
std::optional<Step> findNestedForcingChain(const CandidateGrid& state, const FindContext& ctx) {
    if (state.size() > kLargestNestedSize) return std::nullopt;
    if (!state.geometry().isClassic()) return findRulesForcingChain(state, ctx, Technique::NestedForcingChain);
    chaining::SearchMemo memo; // the levels meet the same working grids
    for (int level : {2, 3}) {
        chaining::WorkBudget budget;
        if (auto step = cheapest(Technique::NestedForcingChain, state, Rule{true, true, false, level, 0}, ctx, budget, memo))
            return step;
    }
    chaining::WorkBudget levelFour;
    for (int nestingLimit : {0, 1, 2, 3})
        if (auto step = cheapest(Technique::NestedForcingChain, state, Rule{true, true, false, 4, nestingLimit}, ctx,
                                 levelFour, memo))
            return step;
    return std::nullopt;
}

} // namespace qudoku::logic::detail
