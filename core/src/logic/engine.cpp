#include "qudoku/logic/engine.h"

#include <algorithm>
#include <array>
#include <cassert>

#include "logic/finders.h"

namespace qudoku::logic {

namespace {

using namespace detail;

// Finders in Technique enum order (checked below against allTechniques()).
constexpr std::array<Finder, 36> kFinders{
    findFullHouse, findHiddenSingle, findNakedSingle, findPointing,
    findClaiming, findNakedPair, findXWing, findHiddenPair,
    findRemotePair, findSkyscraper, findFinnedXWing, findSashimiXWing, findNakedTriple, findSwordfish,
    findHiddenTriple, findFinnedSwordfish, findSashimiSwordfish, findXYWing,
    findXYZWing, findUniqueRectangle1, findUniqueRectangle4, findUniqueRectangle2,
    findUniqueRectangle3, findNakedQuad, findJellyfish, findHiddenQuad,
    findBugPlusOne, findTwoStringKite, findTurbotFish, findEmptyRectangle,
    findSimpleColouring, findXChain, findWWing,
    findXYChain, findAic, findAlsXz,
};
static_assert(kFinders.size() == static_cast<std::size_t>(Technique::AlsXz) + 1, "one finder per technique");

Finder finderFor(Technique technique) { return kFinders[static_cast<std::size_t>(technique)]; }

} // namespace

std::optional<Step> findStep(const CandidateGrid& state, Technique technique, std::stop_token stop) {
    if (state.isComplete()) return std::nullopt;
    return finderFor(technique)(state, FindContext{std::move(stop)});
}

NextStep findNextStep(const CandidateGrid& state, const LogicOptions& options) {
    if (state.isComplete()) return {LogicStatus::Solved, std::nullopt};
    if (state.hasContradiction()) return {LogicStatus::Contradiction, std::nullopt};
    const FindContext context{options.stop};
    for (const TechniqueInfo& info : allTechniques()) {
        if (info.id > options.hardest) break;
        if (info.assumesUniqueness && !options.uniquenessTechniques) continue;
        if (options.stop.stop_requested()) return {LogicStatus::Cancelled, std::nullopt};
        if (auto step = finderFor(info.id)(state, context)) {
            assert(step->technique == info.id && "kFinders is out of step with the Technique enum");
            return {LogicStatus::Found, std::move(step)};
        }
    }
    if (options.stop.stop_requested()) return {LogicStatus::Cancelled, std::nullopt};
    return {LogicStatus::Stuck, std::nullopt};
}

SolvePath findSolvePath(const CandidateGrid& start, const LogicOptions& options) {
    SolvePath path{LogicStatus::Stuck, {}, start};
    for (;;) {
        NextStep next = findNextStep(path.last, options);
        if (next.status != LogicStatus::Found) {
            path.end = next.status;
            return path;
        }
        applyStep(path.last, *next.step);
        path.steps.push_back(std::move(*next.step));
        if (options.progress) options.progress(static_cast<int>(path.steps.size()));
    }
}

Rating rate(const SolvePath& path) {
    Rating rating;
    rating.solved = path.end == LogicStatus::Solved;
    rating.steps = static_cast<int>(path.steps.size());
    Grade hardestGrade = Grade::Easy;
    for (const Step& step : path.steps) {
        const TechniqueInfo& info = techniqueInfo(step.technique);
        rating.score += info.score;
        hardestGrade = std::max(hardestGrade, info.grade);
        if (!rating.hardest || step.rating > rating.er) {
            rating.er = step.rating;
            rating.hardest = step.technique;
        }
    }
    rating.grade =
        rating.solved ? std::max(hardestGrade, gradeForScore(rating.score, path.last.cellCount())) : Grade::Extreme;
    return rating;
}

Rating ratePuzzle(const Grid& givens, const LogicOptions& options) {
    return rate(findSolvePath(CandidateGrid(givens), options));
}

} // namespace qudoku::logic
