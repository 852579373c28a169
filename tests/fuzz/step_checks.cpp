#include "step_checks.h"

#include <algorithm>

#include "fuzz_check.h"
#include "qudoku/logic/technique.h"

namespace qudoku::fuzz {

void checkStepSoundness(const logic::CandidateGrid& state, const logic::Step& step, const std::vector<Grid>& solutions) {
    FUZZ_REQUIRE(!step.placements.empty() || !step.eliminations.empty(), "a step places or eliminates something");
    const int n = state.size();
    for (const logic::CellValue& p : step.placements) {
        FUZZ_REQUIRE(p.cell >= 0 && p.cell < state.cellCount() && p.value >= 1 && p.value <= n, "a placement is on the grid");
        FUZZ_REQUIRE(!state.isSolved(p.cell), "a placement fills an empty cell");
        FUZZ_REQUIRE(state.hasCandidate(p.cell, p.value), "a placement places a candidate");
        for (const Grid& s : solutions) FUZZ_REQUIRE(s.at(p.cell) == p.value, "a placement is the solution's value");
    }
    for (const logic::CellValue& e : step.eliminations) {
        FUZZ_REQUIRE(e.cell >= 0 && e.cell < state.cellCount() && e.value >= 1 && e.value <= n, "an elimination is on the grid");
        FUZZ_REQUIRE(state.hasCandidate(e.cell, e.value), "an elimination removes a candidate that is there");
        for (const Grid& s : solutions) FUZZ_REQUIRE(s.at(e.cell) != e.value, "an elimination keeps the solution's value");
    }
    std::vector<logic::CellValue> eliminations = step.eliminations;
    std::sort(eliminations.begin(), eliminations.end());
    FUZZ_REQUIRE(std::adjacent_find(eliminations.begin(), eliminations.end()) == eliminations.end(),
                 "a step names each elimination once");
}

void checkStep(const logic::CandidateGrid& state, const logic::Step& step, const logic::LogicOptions& options,
               const std::vector<Grid>& solutions) {
    const logic::TechniqueInfo& info = logic::techniqueInfo(step.technique);
    FUZZ_REQUIRE(!options.hardest || step.technique <= *options.hardest, "a step is within the technique cap");
    FUZZ_REQUIRE(options.uniquenessTechniques || !info.assumesUniqueness, "no uniqueness step when they are off");
    const auto order = logic::trialOrder(options.scale);
    FUZZ_REQUIRE(std::find(order.begin(), order.end(), step.technique) != order.end(), "a step is of the scale's techniques");
    checkStepSoundness(state, step, solutions);
}

} // namespace qudoku::fuzz
