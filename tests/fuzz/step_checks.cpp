#include "step_checks.h"

#include <algorithm>
#include <string>

#include "fuzz_check.h"
#include "qudoku/logic/candidate_text.h"
#include "qudoku/logic/technique.h"
#include "qudoku/writer.h"

namespace qudoku::fuzz {

namespace {

// "x-wing: r1c2=3; r4c5<>6, ...", the state as a pencil-mark grid and the solutions: what a failed
// check shows.
std::string describe(const logic::CandidateGrid& state, const logic::Step& step, const std::vector<Grid>& solutions) {
    const auto at = [&](const logic::CellValue& cv) {
        return "r" + std::to_string(state.shape().rowOf(cv.cell) + 1) + "c" + std::to_string(state.shape().colOf(cv.cell) + 1);
    };
    std::string out(logic::techniqueInfo(step.technique).key);
    out += ":";
    for (const logic::CellValue& p : step.placements) out += " " + at(p) + "=" + std::to_string(p.value);
    out += ";";
    for (const logic::CellValue& e : step.eliminations) out += " " + at(e) + "<>" + std::to_string(e.value);
    out += "\n";
    if (state.size() <= 9) out += logic::toCandidateText(state);
    for (const Grid& s : solutions) out += "solution " + toLine(s) + "\n";
    return out;
}

} // namespace

void checkStepSoundness(const logic::CandidateGrid& state, const logic::Step& step, const std::vector<Grid>& solutions) {
    const auto about = [&] { return describe(state, step, solutions); }; // only when a check fails
    FUZZ_REQUIRE_SHOWING(!step.placements.empty() || !step.eliminations.empty(),
                         "a step places or eliminates something", about());
    const int n = state.size();
    for (const logic::CellValue& p : step.placements) {
        FUZZ_REQUIRE_SHOWING(p.cell >= 0 && p.cell < state.cellCount() && p.value >= 1 && p.value <= n,
                             "a placement is on the grid", about());
        FUZZ_REQUIRE_SHOWING(!state.isSolved(p.cell), "a placement fills an empty cell", about());
        FUZZ_REQUIRE_SHOWING(state.hasCandidate(p.cell, p.value), "a placement places a candidate", about());
        for (const Grid& s : solutions) FUZZ_REQUIRE_SHOWING(s.at(p.cell) == p.value,
                                                             "a placement is the solution's value", about());
    }
    for (const logic::CellValue& e : step.eliminations) {
        FUZZ_REQUIRE_SHOWING(e.cell >= 0 && e.cell < state.cellCount() && e.value >= 1 && e.value <= n,
                             "an elimination is on the grid", about());
        FUZZ_REQUIRE_SHOWING(state.hasCandidate(e.cell, e.value),
                             "an elimination removes a candidate that is there", about());
        for (const Grid& s : solutions) FUZZ_REQUIRE_SHOWING(s.at(e.cell) != e.value,
                                                             "an elimination keeps the solution's value", about());
    }
    std::vector<logic::CellValue> eliminations = step.eliminations;
    std::sort(eliminations.begin(), eliminations.end());
    FUZZ_REQUIRE_SHOWING(std::adjacent_find(eliminations.begin(), eliminations.end()) == eliminations.end(),
                         "a step names each elimination once", about());
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
