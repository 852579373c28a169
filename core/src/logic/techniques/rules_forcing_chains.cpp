// Forcing chains over a variant's rules (issue 33): the last resort that keeps hints from running
// out on variant puzzles, as Explainer's dynamic and nested chains are for classic ones.
//
// Explainer's engine (chaining/) knows each cell's box, row and column and nothing else: on a
// variant it stays sound (every house it reads is one of the rules') but blind to the diagonals,
// windows and constraints, and puzzles built on a thermometer or dots need those at every turn.
// Teaching its search a fourth house and the constraints' links would change the order of its
// implications, which is part of its ratings' contract (implications.h); so variants get this
// contradiction chain instead, with the engine's own steps as its implications:
//   - assume a candidate (cell = v), place it on a copy of the state, and follow what the cheap steps
//     force: full houses, the constraint steps (constraint_steps.cpp), hidden and naked singles, to a
//     fixpoint. When the copy breaks the rules (a cell without candidates, a digit without a place in
//     a house, two peers alike, a broken constraint), the assumption was false: v leaves the cell.
//   - dynamic (the DynamicForcingChain row): as above;
//   - dynamic plus (DynamicForcingChainPlus): also following pointing, claiming, naked and hidden
//     pairs, as Explainer's "+" does;
//   - nested (NestedForcingChain): as plus, and when those steps stop, the dynamic test itself runs
//     inside on each candidate of the copy, and its eliminations are followed too.
// Of every assumption that fails, the one with the fewest effects on the way is the step (then
// the first, cells with fewest candidates first, then row-major, digits ascending); the nested
// search takes the first that fails. Its branch is those effects in order, placements as strong
// links and eliminations as weak ones, from the assumption (r1c1=5 → r2c3≠5 → r2c4=5 ...), with
// the place where the rules break marked as the target (an empty cell or a clashing pair as
// whole-cell marks, a house missing a digit as a house). Rated as the row (8.5, 9.0, 9.5) plus
// Explainer's length penalty on the effects.
//
// Work is bounded in steps followed, never time: kStepBudget for one search, nested ones included;
// a search that runs out says so (FindContext::noteSearch), and the engine reports it.

#include <algorithm>
#include <bit>
#include <limits>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

// Steps followed by one search (all assumptions, nested ones included). A 9×9 assumption follows
// about 20-60 steps; 81 cells × 9 digits of them is under 50,000, so the dynamic search always
// finishes on 9×9, and the nested one stops here on the few grids that need it.
constexpr std::size_t kStepBudget = 3'000'000;
// The nested search follows the dynamic one inside each of its own steps, and takes the first
// assumption that fails (cells with fewest candidates first) rather than the shortest.
constexpr std::size_t kNestedStepBudget = 1'000'000;

struct Budget {
    std::size_t left = kStepBudget;
    bool stoppedShort = false;
    bool plus = false; // follow locked candidates and pairs too
};

// The cheap steps the chains follow, in the engine's order.
constexpr Technique kFollowed[] = {
    Technique::FullHouse,      Technique::AntiKnight, Technique::AntiKing,       Technique::OddEven,
    Technique::HiddenSingle,   Technique::WhiteDot,   Technique::BlackDot,       Technique::XV,
    Technique::NonConsecutive, Technique::MinimumMaximum, Technique::NoDot,      Technique::NoXV,
    Technique::Thermometer,    Technique::KillerCage, Technique::Arrow,          Technique::LittleKiller,
    // The lines (issue 34).
    Technique::Renban, Technique::Whispers, Technique::Palindrome, Technique::BetweenLine, Technique::RegionSumLine,
    Technique::EntropicLine, Technique::ModularLine, Technique::ZipperLine,
    Technique::Sandwich,       Technique::XSum,       Technique::SkyscraperClue,
    Technique::NakedSingle, Technique::Quadruple,
};

// What "+" adds, as Explainer's dynamic chains plus do: locked candidates and pairs.
constexpr Technique kFollowedPlus[] = {Technique::Pointing, Technique::Claiming, Technique::NakedPair, Technique::HiddenPair};

std::optional<Step> cheapStep(const CandidateGrid& state, const FindContext& ctx, bool plus) {
    for (Technique t : kFollowed) {
        if (!appliesTo(techniqueInfo(t), state.geometry())) continue;
        if (auto step = finderFor(t)(state, ctx)) return step;
    }
    if (plus)
        for (Technique t : kFollowedPlus)
            if (auto step = finderFor(t)(state, ctx)) return step;
    return std::nullopt;
}

// One effect on the way: a placement (on) or an elimination (off).
struct Effect {
    CellValue at;
    bool on = true;
};

bool contradictionAfter(const CandidateGrid& state, CellValue assumption, int depth, const FindContext& ctx, Budget& budget,
                        std::vector<Effect>* effects, CandidateGrid* end);

// The empty cells, fewest candidates first (then row-major): short chains start in bivalue cells.
std::vector<int> cellsByCandidates(const CandidateGrid& state) {
    std::vector<int> cells;
    state.emptyCells().forEach([&](int cell) { cells.push_back(cell); });
    std::stable_sort(cells.begin(), cells.end(),
                     [&](int a, int b) { return std::popcount(state.candidates(a)) < std::popcount(state.candidates(b)); });
    return cells;
}

// The first candidate of `state` whose assumption breaks the rules within depth 0, or nullopt.
std::optional<CellValue> firstFalse(const CandidateGrid& state, const FindContext& ctx, Budget& budget) {
    for (int cell : cellsByCandidates(state))
        for (DigitMask m = state.candidates(cell); m && !budget.stoppedShort; m &= m - 1) {
            const CellValue c{cell, std::countr_zero(m) + 1};
            if (contradictionAfter(state, c, 0, ctx, budget, nullptr, nullptr)) return c;
        }
    return std::nullopt;
}

// Whether assuming `assumption` in `state` breaks the rules, following the cheap steps (and at
// depth 1 the dynamic test inside). Fills `placements` with the placements made on the way and
// `end` with the broken state, when given.
bool contradictionAfter(const CandidateGrid& state, CellValue assumption, int depth, const FindContext& ctx, Budget& budget,
                        std::vector<Effect>* effects, CandidateGrid* end) {
    CandidateGrid work = state;
    work.place(assumption.cell, assumption.value);
    for (;;) {
        if (work.hasContradiction()) {
            if (end) *end = std::move(work);
            return true;
        }
        if (work.isComplete() || ctx.stop.stop_requested()) return false;
        if (budget.left == 0) {
            budget.stoppedShort = true;
            return false;
        }
        --budget.left;
        std::optional<Step> step = cheapStep(work, ctx, budget.plus);
        if (!step && depth > 0) {
            if (const std::optional<CellValue> wrong = firstFalse(work, ctx, budget)) {
                work.eliminate(wrong->cell, wrong->value);
                if (effects) effects->push_back({*wrong, false});
                continue;
            }
        }
        if (!step) return false;
        if (effects) {
            for (const CellValue& p : step->placements) effects->push_back({p, true});
            for (const CellValue& e : step->eliminations) effects->push_back({e, false});
        }
        applyStep(work, *step);
    }
}

// Where `broken` breaks the rules, as marks and houses of the step (see the header comment).
void markContradiction(Step& step, const CandidateGrid& broken) {
    const Geometry& g = broken.geometry();
    const int n = broken.size();
    bool found = false;
    broken.emptyCells().forEach([&](int cell) {
        if (!found && broken.candidates(cell) == 0) {
            step.marks.push_back({{cell, 0}, Role::Target});
            found = true;
        }
    });
    if (found) return;
    for (int h = 0; h < g.houseCount() && !found; ++h) {
        DigitMask present = 0;
        g.houseCells(h).forEach([&](int cell) {
            present |= broken.candidates(cell) | (broken.value(cell) ? digitBit(broken.value(cell)) : 0);
        });
        if (present != allDigits(n)) {
            step.houses.push_back({h, Role::Target});
            step.values = allDigits(n) & ~present; // the digits without a place (the words name them)
            found = true;
        }
    }
    if (found) return;
    for (int cell = 0; cell < broken.cellCount() && !found; ++cell) { // two digits that clash
        const int v = broken.value(cell);
        if (!v) continue;
        g.peers(cell).forEach([&](int peer) {
            if (!found && broken.value(peer) == v) {
                step.marks.push_back({{cell, 0}, Role::Target});
                step.marks.push_back({{peer, 0}, Role::Target});
                found = true;
            }
        });
    }
    if (found) return;
    for (const ConstraintPiece& piece : g.constraintPieces()) { // a constraint broken by placed digits
        for (const ConstraintPiece::Relation& r : piece.relations) {
            const int a = broken.value(r.a), b = broken.value(r.b);
            if (a && b && !(r.allowed[a - 1] & digitBit(b))) {
                step.marks.push_back({{r.a, 0}, Role::Target});
                step.marks.push_back({{r.b, 0}, Role::Target});
                return;
            }
        }
        for (const auto& [cell, allowed] : piece.allowed)
            if (broken.value(cell) && !(allowed & digitBit(broken.value(cell)))) {
                step.marks.push_back({{cell, 0}, Role::Target});
                return;
            }
    }
}

} // namespace

std::optional<Step> findRulesForcingChain(const CandidateGrid& state, const FindContext& ctx, Technique technique) {
    const bool nested = technique == Technique::NestedForcingChain;
    Budget budget;
    budget.plus = technique != Technique::DynamicForcingChain;
    if (nested) budget.left = kNestedStepBudget;
    if (ctx.chainStepLimit != 0) budget.left = std::min(budget.left, ctx.chainStepLimit);
    std::optional<CellValue> best;
    std::vector<Effect> bestEffects;
    CandidateGrid bestEnd;
    for (int cell : cellsByCandidates(state)) {
        for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
            if (budget.stoppedShort || ctx.stop.stop_requested() || (nested && best)) break;
            const CellValue assumption{cell, std::countr_zero(m) + 1};
            std::vector<Effect> effects;
            CandidateGrid end;
            if (!contradictionAfter(state, assumption, nested ? 1 : 0, ctx, budget, &effects, &end)) continue;
            if (best && effects.size() >= bestEffects.size()) continue;
            best = assumption;
            bestEffects = std::move(effects);
            bestEnd = std::move(end);
        }
    }
    ctx.noteSearch(budget.stoppedShort, 0);
    if (!best || ctx.stop.stop_requested()) return std::nullopt;
    Step step = makeStep(technique);
    step.eliminations.push_back(*best);
    step.values = digitBit(best->value);
    step.marks.push_back({{best->cell, 0}, Role::Pivot});
    ChainNode from{{best->cell}, best->value};
    for (const Effect& e : bestEffects) {
        ChainNode to{{e.at.cell}, e.at.value};
        step.links.push_back({from, to, e.on ? LinkKind::Strong : LinkKind::Weak, 0});
        step.marks.push_back({e.at, e.on ? Role::ColourA : Role::ColourB});
        from = std::move(to);
    }
    step.marks.push_back({*best, Role::Target});
    markContradiction(step, bestEnd);
    step.rating += chainLengthPenalty(static_cast<int>(bestEffects.size()) + 1);
    return step;
}

} // namespace qudoku::logic::detail
