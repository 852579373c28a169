#pragma once
// Internal: one finder function per technique. A finder looks at a candidate state and returns one
// step of its technique (the first in a fixed scan order; for chains the shortest), or nullopt.
// Finders never modify the state and keep no state between calls. Long searches poll ctx.stop and
// return nullopt once it is triggered (the engine then reports Cancelled).
//
// Each technique family lives in its own file under techniques/; the technique table (technique.cpp)
// holds each Technique's row with its finder.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <stop_token>

#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/step.h"

namespace qudoku::logic::detail {

// What the finders share for one state. findNextStep makes one context for its state and passes it
// to each finder in turn, so what one finder works out about the state is there for the next; a
// context is used by one thread and for one state (a different state resets what it knows).
class FindContext {
public:
    explicit FindContext(std::stop_token stopToken = {}, std::size_t memoryLimitBytes = kDefaultSearchMemory,
                         std::size_t chainStepLimitCount = 0)
        : stop(std::move(stopToken)), memoryLimit(memoryLimitBytes), chainStepLimit(chainStepLimitCount) {}

    std::stop_token stop;
    std::size_t memoryLimit; // the most one search may hold (LogicOptions::memoryLimit)
    std::size_t chainStepLimit; // LogicOptions::chainStepLimit (0: the searches' own budgets)

    // What the large searches (forcing chains) report once they are over: whether one stopped at its
    // node or memory limit before its end, and the most memory one held. The engine reads them back
    // to tell "no step" from "a search too large to finish" (NextStep::stuck).
    void noteSearch(bool stoppedShort, std::size_t peakBytes) const {
        stoppedShort_ = stoppedShort_ || stoppedShort;
        peakSearchBytes_ = std::max(peakSearchBytes_, peakBytes);
    }
    bool stoppedShort() const { return stoppedShort_; }
    std::size_t peakSearchBytes() const { return peakSearchBytes_; }

    // The candidates of `value` that reasoning with the rules of `value` alone can remove: those in
    // no template of it (templates.h). Fish of every kind take their eliminations from here. On
    // grids above 9×9 every candidate: there one row of the listing can hold thousands of partial
    // templates (3,456 on an open 16×16, about a million on 25×25; at most 81 on 9×9).
    const CellSet& singleValueTargets(const CandidateGrid& state, int value) const;

    // The masks a constraint piece's step read the last time it removed nothing
    // (constraint_steps.cpp): the same masks remove nothing again, in any state of the same rules, so
    // the piece is skipped. Unlike the facts above this holds across states: the forcing chains'
    // assumptions (rules_forcing_chains.cpp) follow hundreds of steps on copies of the state, each
    // step scanning every piece while a few cells change. Empty until the piece is first looked at.
    std::vector<DigitMask>& pieceMemo(const Geometry& geometry, std::size_t piece) const {
        if (memoGeometry_ != &geometry) {
            memoGeometry_ = &geometry;
            pieceMemo_.assign(geometry.constraintPieces().size(), {});
        }
        return pieceMemo_[piece];
    }

private:
    mutable bool stoppedShort_ = false;
    mutable std::size_t peakSearchBytes_ = 0;
    mutable const CandidateGrid* state_ = nullptr; // the state the facts below are about
    mutable std::uint32_t known_ = 0;               // bit v: singleValueTargets_[v] is filled in
    mutable std::array<CellSet, kMaxSize + 1> singleValueTargets_;
    mutable const Geometry* memoGeometry_ = nullptr;
    mutable std::vector<std::vector<DigitMask>> pieceMemo_;
};

using Finder = std::optional<Step> (*)(const CandidateGrid&, const FindContext&);

// The finder in `technique`'s row of the table.
Finder finderFor(Technique technique);

// A step of `technique` rated at the technique's base rating; finders fill in the rest.
inline Step makeStep(Technique technique) {
    Step step;
    step.technique = technique;
    step.rating = techniqueInfo(technique).rating;
    return step;
}

// Marks one set of cells of a step (an ALS, a part of a Sue de Coq, the base cells of an aligned
// exclusion): a whole-cell mark per cell with the set's role, so the board outlines the set and the
// hint text reads the sets back in order (each run of whole-cell marks is one set), then the cells'
// candidates, those in `linked` as Link.
inline void markSet(Step& step, const CandidateGrid& state, const CellSet& cells, Role role, DigitMask linked) {
    cells.forEach([&](int cell) { step.marks.push_back({{cell, 0}, role}); });
    cells.forEach([&](int cell) {
        for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            step.marks.push_back({{cell, v}, (linked & digitBit(v)) ? Role::Link : role});
        }
    });
}

// Adds the candidates of `cell` among `values` to the step's eliminations, in value order.
inline void addEliminations(Step& step, const CandidateGrid& state, int cell, DigitMask values) {
    for (DigitMask m = state.candidates(cell) & values; m; m &= m - 1)
        step.eliminations.push_back({cell, std::countr_zero(m) + 1});
}

// Whether a technique may run on the state's rules (TechniqueInfo::applies; technique.cpp argues each).
inline bool appliesTo(const TechniqueInfo& info, const Geometry& g) {
    switch (info.applies) {
    case Applies::Classic: return g.isClassic();
    case Applies::ClassicHouses: return g.isClassic() || (g.hasBoxes() && g.rules().extraHouses.empty());
    case Applies::Any: return true;
    case Applies::Constraints: return !g.rules().constraints.empty();
    }
    return false;
}

// techniques/constraint_steps.cpp: the first step of one constraint row (AntiKnight .. Quadruple).
std::optional<Step> findConstraintStep(const CandidateGrid&, const FindContext&, Technique technique);
template <Technique T>
std::optional<Step> findConstraint(const CandidateGrid& state, const FindContext& ctx) {
    return findConstraintStep(state, ctx, T);
}

// techniques/singles.cpp
std::optional<Step> findFullHouse(const CandidateGrid&, const FindContext&);
std::optional<Step> findNakedSingle(const CandidateGrid&, const FindContext&);
std::optional<Step> findHiddenSingle(const CandidateGrid&, const FindContext&);
// techniques/direct_hints.cpp
std::optional<Step> findDirectPointing(const CandidateGrid&, const FindContext&);
std::optional<Step> findDirectHiddenPair(const CandidateGrid&, const FindContext&);
std::optional<Step> findDirectHiddenTriple(const CandidateGrid&, const FindContext&);
// techniques/innies_outies.cpp
std::optional<Step> findInnies(const CandidateGrid&, const FindContext&);
std::optional<Step> findOuties(const CandidateGrid&, const FindContext&);
// techniques/locked_candidates.cpp
std::optional<Step> findPointing(const CandidateGrid&, const FindContext&);
std::optional<Step> findClaiming(const CandidateGrid&, const FindContext&);
// techniques/subsets.cpp
std::optional<Step> findNakedPair(const CandidateGrid&, const FindContext&);
std::optional<Step> findNakedTriple(const CandidateGrid&, const FindContext&);
std::optional<Step> findNakedQuad(const CandidateGrid&, const FindContext&);
std::optional<Step> findHiddenPair(const CandidateGrid&, const FindContext&);
std::optional<Step> findHiddenTriple(const CandidateGrid&, const FindContext&);
std::optional<Step> findHiddenQuad(const CandidateGrid&, const FindContext&);
// techniques/fish.cpp
std::optional<Step> findXWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findSwordfish(const CandidateGrid&, const FindContext&);
std::optional<Step> findJellyfish(const CandidateGrid&, const FindContext&);
std::optional<Step> findFinnedXWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findSashimiXWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findFinnedSwordfish(const CandidateGrid&, const FindContext&);
std::optional<Step> findSashimiSwordfish(const CandidateGrid&, const FindContext&);
std::optional<Step> findFinnedJellyfish(const CandidateGrid&, const FindContext&);
std::optional<Step> findSashimiJellyfish(const CandidateGrid&, const FindContext&);
std::optional<Step> findFrankenFish(const CandidateGrid&, const FindContext&);
std::optional<Step> findMutantFish(const CandidateGrid&, const FindContext&);
// techniques/single_digit_patterns.cpp
std::optional<Step> findSkyscraper(const CandidateGrid&, const FindContext&);
std::optional<Step> findTwoStringKite(const CandidateGrid&, const FindContext&);
std::optional<Step> findTurbotFish(const CandidateGrid&, const FindContext&);
std::optional<Step> findEmptyRectangle(const CandidateGrid&, const FindContext&);
// techniques/strong_link_fish.cpp
std::optional<Step> findStrongLinks2(const CandidateGrid&, const FindContext&);
std::optional<Step> findStrongLinks3(const CandidateGrid&, const FindContext&);
std::optional<Step> findStrongLinks4(const CandidateGrid&, const FindContext&);
// techniques/wings.cpp
std::optional<Step> findXYWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findXYZWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findWWing(const CandidateGrid&, const FindContext&);
// techniques/big_wings.cpp
std::optional<Step> findWXYZWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findVWXYZWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findUVWXYZWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findTUVWXYZWing(const CandidateGrid&, const FindContext&);
// techniques/remote_pair.cpp
std::optional<Step> findRemotePair(const CandidateGrid&, const FindContext&);
// techniques/colouring.cpp
std::optional<Step> findSimpleColouring(const CandidateGrid&, const FindContext&);
std::optional<Step> findMultiColouring(const CandidateGrid&, const FindContext&);
// techniques/rectangles.cpp
std::optional<Step> findUniqueRectangle1(const CandidateGrid&, const FindContext&);
std::optional<Step> findUniqueRectangle2(const CandidateGrid&, const FindContext&);
std::optional<Step> findUniqueRectangle3(const CandidateGrid&, const FindContext&);
std::optional<Step> findUniqueRectangle4(const CandidateGrid&, const FindContext&);
std::optional<Step> findUniqueRectangle5(const CandidateGrid&, const FindContext&);
std::optional<Step> findUniqueRectangle6(const CandidateGrid&, const FindContext&);
std::optional<Step> findHiddenRectangle(const CandidateGrid&, const FindContext&);
// techniques/avoidable_rectangles.cpp
std::optional<Step> findAvoidableRectangle1(const CandidateGrid&, const FindContext&);
std::optional<Step> findAvoidableRectangle2(const CandidateGrid&, const FindContext&);
// techniques/unique_loops.cpp
std::optional<Step> findUniqueLoop(const CandidateGrid&, const FindContext&);
// techniques/bug.cpp
std::optional<Step> findBugPlusOne(const CandidateGrid&, const FindContext&);
std::optional<Step> findBugType2(const CandidateGrid&, const FindContext&);
std::optional<Step> findBugType3(const CandidateGrid&, const FindContext&);
std::optional<Step> findBugType4(const CandidateGrid&, const FindContext&);
std::optional<Step> findBugPlusN(const CandidateGrid&, const FindContext&);
// techniques/chains.cpp
std::optional<Step> findXChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findXYChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findAic(const CandidateGrid&, const FindContext&);
// techniques/als.cpp
std::optional<Step> findAlsXz(const CandidateGrid&, const FindContext&);
// techniques/forcing_chains.cpp
std::optional<Step> findForcingChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findNishioForcingChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findMultipleForcingChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findDynamicForcingChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findDynamicForcingChainPlus(const CandidateGrid&, const FindContext&);
std::optional<Step> findNestedForcingChain(const CandidateGrid&, const FindContext&);
// techniques/rules_forcing_chains.cpp: the dynamic and nested rows on variant rules.
std::optional<Step> findRulesForcingChain(const CandidateGrid&, const FindContext&, Technique technique);
std::optional<Step> findProofBySearch(const CandidateGrid&, const FindContext&);
std::optional<Step> findAlsXyWing(const CandidateGrid&, const FindContext&);
std::optional<Step> findAlsXyChain(const CandidateGrid&, const FindContext&);
std::optional<Step> findDeathBlossom(const CandidateGrid&, const FindContext&);
// techniques/sue_de_coq.cpp
std::optional<Step> findSueDeCoq(const CandidateGrid&, const FindContext&);
// techniques/aligned_exclusion.cpp
std::optional<Step> findAlignedPairExclusion(const CandidateGrid&, const FindContext&);
std::optional<Step> findAlignedTripleExclusion(const CandidateGrid&, const FindContext&);

} // namespace qudoku::logic::detail
