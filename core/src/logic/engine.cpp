#include "qudoku/logic/engine.h"

#include <algorithm>
#include <array>
#include <cassert>

#include "logic/finders.h"

namespace qudoku::logic {

using detail::finderFor;
using detail::FindContext;

std::optional<Step> findStep(const CandidateGrid& state, Technique technique, std::stop_token stop) {
    if (state.isComplete()) return std::nullopt;
    if (!detail::appliesTo(techniqueInfo(technique), state.geometry())) return std::nullopt; // not sound under these rules
    return finderFor(technique)(state, FindContext(std::move(stop)));
}

NextStep findNextStep(const CandidateGrid& state, const LogicOptions& options) {
    NextStep next;
    if (state.isComplete()) {
        next.status = LogicStatus::Solved;
        return next;
    }
    if (state.hasContradiction()) {
        next.status = LogicStatus::Contradiction;
        return next;
    }
    if (options.coverCheck) {
        next.cover = coverCandidates(state, options.stop);
        switch (next.cover->status) {
        case CoverStatus::EveryCandidateFits:
            next.status = LogicStatus::Stuck;
            next.stuck = StuckReason::NoCertainStep;
            return next;
        case CoverStatus::Cancelled: next.status = LogicStatus::Cancelled; return next;
        case CoverStatus::StepExists:
        case CoverStatus::NoSolution:
        case CoverStatus::GaveUp: break; // the techniques say what they find
        }
    }
    const FindContext context(options.stop, options.memoryLimit, options.chainStepLimit);
    auto endWith = [&](LogicStatus status, std::optional<Step> step = std::nullopt) {
        next.status = status;
        next.step = std::move(step);
        next.peakSearchBytes = context.peakSearchBytes();
        if (status == LogicStatus::Stuck && context.stoppedShort()) next.stuck = StuckReason::SearchTooLarge;
        return std::move(next);
    };
    for (const Technique technique : trialOrder(options.scale)) {
        if (options.hardest && technique > *options.hardest) continue;
        const TechniqueInfo& info = techniqueInfo(technique);
        if (info.assumesUniqueness && !options.uniquenessTechniques) continue;
        if (!detail::appliesTo(info, state.geometry())) continue;
        if (options.stop.stop_requested()) return endWith(LogicStatus::Cancelled);
        if (auto step = finderFor(technique)(state, context)) {
            assert(step->technique == technique && "a finder returned a step of another technique");
            return endWith(LogicStatus::Found, std::move(step));
        }
    }
    if (options.stop.stop_requested()) return endWith(LogicStatus::Cancelled);
    if (options.proofBySearch)
        if (auto step = finderFor(Technique::ProofBySearch)(state, context)) return endWith(LogicStatus::Found, std::move(step));
    if (options.stop.stop_requested()) return endWith(LogicStatus::Cancelled);
    return endWith(LogicStatus::Stuck);
}

SolvePath findSolvePath(const CandidateGrid& start, const LogicOptions& options) {
    SolvePath path{LogicStatus::Stuck, {}, start, options.scale};
    for (;;) {
        NextStep next = findNextStep(path.last, options);
        path.peakSearchBytes = std::max(path.peakSearchBytes, next.peakSearchBytes);
        path.cover = next.cover;
        if (next.status != LogicStatus::Found) {
            path.end = next.status;
            path.stuck = next.stuck;
            return path;
        }
        applyStep(path.last, *next.step);
        path.steps.push_back(std::move(*next.step));
        if (options.progress) options.progress(static_cast<int>(path.steps.size()));
    }
}

std::string_view ratingScaleKey(RatingScale scale) {
    switch (scale) {
    case RatingScale::Qudoku: return "qudoku";
    case RatingScale::Se: return "se";
    }
    return "qudoku";
}

std::optional<RatingScale> ratingScaleFromKey(std::string_view key) {
    for (RatingScale scale : {RatingScale::Qudoku, RatingScale::Se})
        if (ratingScaleKey(scale) == key) return scale;
    return std::nullopt;
}

Rating rate(const SolvePath& path) {
    Rating rating;
    rating.scale = path.scale;
    bool placed = false;
    rating.solved = path.end == LogicStatus::Solved;
    rating.steps = static_cast<int>(path.steps.size());
    Grade hardestGrade = Grade::Easy;
    double highestGradedRating = 0.0;
    for (const Step& step : path.steps) {
        const TechniqueInfo& info = techniqueInfo(step.technique);
        rating.score += info.score;
        if (!rating.highestGraded || info.grade > hardestGrade ||
            (info.grade == hardestGrade && step.rating > highestGradedRating)) {
            hardestGrade = info.grade;
            highestGradedRating = step.rating;
            rating.highestGraded = step.technique;
        }
        if (!rating.hardest || step.rating > rating.er) {
            rating.er = step.rating;
            rating.hardest = step.technique;
        }
        if (&step == &path.steps.front()) rating.ed = step.rating;
        if (!placed) {
            rating.ep = rating.er;
            placed = !step.placements.empty();
        }
    }
    const Grade scoreGrade = scoreGrades(path.last.geometry().rules()) ? gradeForScore(rating.score, path.last.cellCount()) : Grade::Easy;
    if (!rating.solved) {
        rating.grade = Grade::Extreme;
        rating.basis = GradeBasis::Unsolved;
    } else {
        rating.grade = std::max(hardestGrade, scoreGrade);
        rating.basis = hardestGrade >= scoreGrade ? GradeBasis::HardestStep : GradeBasis::LongSolve;
    }
    return rating;
}

bool scoreGrades(const Rules& rules) {
    return std::none_of(rules.constraints.begin(), rules.constraints.end(),
                        [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; });
}

Rating ratePuzzle(const Grid& givens, const LogicOptions& options) {
    return rate(findSolvePath(CandidateGrid(givens), options));
}

Rating ratePuzzle(const Grid& givens, const Rules& rules, const LogicOptions& options) {
    return rate(findSolvePath(CandidateGrid(givens, rules), options));
}

} // namespace qudoku::logic
