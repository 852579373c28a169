// Which compiled copy of the 9×9 engine runs (fast9.cpp, "One engine, compiled per instruction set"):
// the AVX2 copy where this build has it (x86-64) and the processor supports it, else the baseline.
// Decided once per process; QUDOKU_FAST9_ISA=baseline in the environment keeps the baseline (tests
// run the suite both ways, and benchmarks compare the copies in one binary).

#include <cstdlib>
#include <cstring>

#include "qudoku/solver.h"
#include "search_context.h"

namespace qudoku {

namespace {

enum class Fast9Copy { Baseline, Avx2 };

Fast9Copy chooseCopy() {
#if defined(QUDOKU_FAST9_HAVE_AVX2)
    if (const char* forced = std::getenv("QUDOKU_FAST9_ISA"); forced && std::strcmp(forced, "baseline") == 0)
        return Fast9Copy::Baseline;
    __builtin_cpu_init(); // (safe to call again; needed if this runs before the runtime's constructors)
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
        __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("fma"))
        return Fast9Copy::Avx2;
#endif
    return Fast9Copy::Baseline;
}

// Immutable once initialised (thread-safe, on first use): not mutable state shared between solves.
Fast9Copy chosenCopy() {
    static const Fast9Copy copy = chooseCopy();
    return copy;
}

} // namespace

std::string_view fastEngineTarget() {
    return chosenCopy() == Fast9Copy::Avx2 ? "avx2" : "baseline";
}

namespace detail {

void searchFast9(const Grid& grid, SearchContext& ctx, Exclusion exclusion, Fast9Rule rule) {
#if defined(QUDOKU_FAST9_HAVE_AVX2)
    if (chosenCopy() == Fast9Copy::Avx2) return searchFast9Avx2(grid, ctx, exclusion, rule);
#endif
    searchFast9Baseline(grid, ctx, exclusion, rule);
}

} // namespace detail

} // namespace qudoku
