#include "generator/grading.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "qudoku/logic/candidate_grid.h"

namespace qudoku {

namespace {

constexpr double kEpsilon = 1e-9; // ratings are sums of tenths

using logic::Technique;

// Techniques whose steps are rated above their base (chains: Sudoku Explainer's length penalty).
bool hasLengthPenalty(Technique t) { return logic::techniqueInfo(t).lengthPenalty; }

// The highest rating a step of technique `t` can have.
double maxRating(Technique t) {
    if (hasLengthPenalty(t)) return std::numeric_limits<double>::infinity();
    if (t == Technique::HiddenSingle) return 1.5; // in a row or column
    // Franken and Mutant fish: +0.1 per base house beyond two (up to a Jellyfish) and +0.1 for fins.
    if (t == Technique::FrankenFish || t == Technique::MutantFish) return logic::techniqueInfo(t).rating + 0.3;
    return logic::techniqueInfo(t).rating;
}

} // namespace

bool DifficultyTarget::accepts(const logic::Rating& rating) const {
    switch (kind) {
    case Kind::Any: return true;
    case Kind::Grade: return rating.grade == grade;
    case Kind::Er: return rating.solved && rating.er >= erMin - kEpsilon && rating.er <= erMax + kEpsilon;
    case Kind::Technique: return rating.solved && rating.hardest == technique;
    }
    return false;
}

bool DifficultyTarget::reachable() const {
    return kind != Kind::Technique || logic::inScale(logic::techniqueInfo(technique).scales, logic::Scales::Qudoku);
}

namespace detail {

Technique capFor(const DifficultyTarget& target) {
    const auto all = logic::allTechniques();
    Technique cap = Technique::FullHouse;
    for (const logic::TechniqueInfo& info : all) {
        bool allowed = true;
        switch (target.kind) {
        case DifficultyTarget::Kind::Any: break;
        case DifficultyTarget::Kind::Grade: allowed = info.grade <= target.grade; break;
        case DifficultyTarget::Kind::Er: allowed = info.rating <= target.erMax + kEpsilon; break;
        case DifficultyTarget::Kind::Technique: allowed = info.rating <= maxRating(target.technique) + kEpsilon; break;
        }
        if (allowed) cap = info.id;
    }
    return cap;
}

namespace {

// The rating of the puzzle whose start is `start` (its givens' candidates under its rules), stopped at
// the first step that rules the target out.
Grading gradeFrom(logic::CandidateGrid start, const DifficultyTarget& target, std::stop_token stop, Bound bound) {
    logic::LogicOptions options; // uniqueness techniques on: a generated puzzle has one solution
    options.hardest = capFor(target);
    options.stop = stop;
    const bool capped = options.hardest != logic::hardestTechnique();
    const int cells = start.cellCount();
    const bool byScore = logic::scoreGrades(start.geometry().rules());
    logic::SolvePath path{logic::LogicStatus::Stuck, {}, std::move(start)};
    int score = 0;
    double targetTop = -1.0; // the highest rating of a step of the target's technique
    for (;;) {
        logic::NextStep next = logic::findNextStep(path.last, options);
        if (next.status == logic::LogicStatus::Cancelled) return {Graded::Cancelled, std::nullopt};
        if (next.status != logic::LogicStatus::Found) {
            path.end = next.status;
            break;
        }
        const logic::Step& step = *next.step;
        const logic::TechniqueInfo& info = logic::techniqueInfo(step.technique);
        score += info.score;
        // The first step that rules the puzzle out ends the rating.
        switch (target.kind) {
        case DifficultyTarget::Kind::Any: break;
        case DifficultyTarget::Kind::Grade:
            if (info.grade > target.grade || (byScore && logic::gradeForScore(score, cells) > target.grade)) return {};
            break;
        case DifficultyTarget::Kind::Er:
            if (step.rating > target.erMax + kEpsilon) return {};
            break;
        case DifficultyTarget::Kind::Technique:
            if (step.rating > maxRating(target.technique) + kEpsilon) return {};
            break;
        }
        if (target.kind == DifficultyTarget::Kind::Technique && step.technique == target.technique)
            targetTop = std::max(targetTop, step.rating);
        logic::applyStep(path.last, step);
        path.steps.push_back(std::move(*next.step));
    }
    // Stuck under a cap: the full engine would need a technique past it, which the target cannot use.
    if (path.end == logic::LogicStatus::Stuck && capped) return {};
    const logic::Rating rating = logic::rate(path);
    bool ok = target.accepts(rating);
    // A rule's own steps that tie on rating count alike: the engine tries innies before outies
    // (both 2.9), so an outies step is never the first of a killer's hardest rating and a puzzle
    // practising outies was never found (120 s, none). Such a puzzle is accepted when a step of the
    // target technique is among its hardest, even if another of the rule's steps came first.
    if (!ok && target.kind == DifficultyTarget::Kind::Technique && rating.solved && rating.hardest &&
        logic::techniqueInfo(target.technique).applies == logic::Applies::Constraints &&
        logic::techniqueInfo(*rating.hardest).applies == logic::Applies::Constraints && targetTop >= rating.er - kEpsilon)
        ok = true;
    if (bound == Bound::AtMost) {
        // Nothing above was too hard (checked step by step): what is left is the end of the path.
        switch (target.kind) {
        case DifficultyTarget::Kind::Any:
        case DifficultyTarget::Kind::Technique:
        case DifficultyTarget::Kind::Er: ok = rating.solved; break;
        case DifficultyTarget::Kind::Grade: ok = rating.grade <= target.grade; break;
        }
    }
    return {ok ? Graded::Accepted : Graded::Rejected, rating};
}

} // namespace

Grading grade(const Grid& puzzle, const DifficultyTarget& target, std::stop_token stop, Bound bound) {
    return gradeFrom(logic::CandidateGrid(puzzle), target, std::move(stop), bound);
}

std::optional<Grading> gradeUnderRules(const Grid& puzzle, const Rules& rules, const DifficultyTarget& target,
                                       std::stop_token stop, Bound bound) {
    if (rules.isClassic()) return grade(puzzle, target, std::move(stop), bound);
    // The logic engine over the rules' houses and constraints (logic::ratePuzzle(givens, rules) rates
    // the same way, step by step; here the first step past the target ends it).
    return gradeFrom(logic::CandidateGrid(puzzle, rules), target, std::move(stop), bound);
}

double distanceTo(const DifficultyTarget& target, const logic::Rating& rating) {
    switch (target.kind) {
    case DifficultyTarget::Kind::Any: return 0.0;
    case DifficultyTarget::Kind::Grade: return std::abs(static_cast<int>(rating.grade) - static_cast<int>(target.grade));
    case DifficultyTarget::Kind::Er:
        if (!rating.solved) return 100.0;
        return std::max({0.0, target.erMin - rating.er, rating.er - target.erMax});
    case DifficultyTarget::Kind::Technique:
        if (target.accepts(rating)) return 0.0;
        return 1.0 + std::abs(rating.er - logic::techniqueInfo(target.technique).rating);
    }
    return 0.0;
}

} // namespace detail

} // namespace qudoku
