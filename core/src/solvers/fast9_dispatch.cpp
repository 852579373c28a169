// Which compiled copy of the 9×9 engine runs (fast9.cpp, "One engine, compiled per instruction set"):
// the AVX2 copy where this build has it (x86-64) and the processor supports it (and runs pext fast,
// see pextIsSlow), else the baseline.
// Decided once per process; QUDOKU_FAST9_ISA=baseline in the environment keeps the baseline (tests
// run the suite both ways, and benchmarks compare the copies in one binary).

#include <cstdlib>
#include <cstring>

#if defined(QUDOKU_FAST9_HAVE_AVX2)
#include <cpuid.h>
#endif

#include "qudoku/solver.h"
#include "search_context.h"

namespace qudoku {

namespace {

enum class Fast9Copy { Baseline, Avx2 };

#if defined(QUDOKU_FAST9_HAVE_AVX2)
// AMD's processors before Zen 3 (family 17h: Zen, Zen+, Zen 2; and Hygon's family 18h, built on Zen)
// have BMI2 but run pext and pdep as microcode, tens of cycles each where Intel and Zen 3 on take 3.
// The AVX2 copy does a pext in every band update, so there it would lose to the baseline's three
// table lookups: those processors keep the baseline copy. (Not measured here, no such machine:
// the latencies are the published instruction tables', e.g. uops.info.)
bool pextIsSlow() {
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx)) return false;
    char vendor[13] = {};
    std::memcpy(vendor, &ebx, 4);
    std::memcpy(vendor + 4, &edx, 4);
    std::memcpy(vendor + 8, &ecx, 4);
    if (std::strcmp(vendor, "AuthenticAMD") != 0 && std::strcmp(vendor, "HygonGenuine") != 0) return false;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
    const unsigned base = (eax >> 8) & 0xF, extended = (eax >> 20) & 0xFF;
    const unsigned family = base == 0xF ? base + extended : base;
    return family < 0x19;
}
#endif

Fast9Copy chooseCopy() {
#if defined(QUDOKU_FAST9_HAVE_AVX2)
    if (const char* forced = std::getenv("QUDOKU_FAST9_ISA"); forced && std::strcmp(forced, "baseline") == 0)
        return Fast9Copy::Baseline;
    __builtin_cpu_init(); // (safe to call again; needed if this runs before the runtime's constructors)
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
        __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("fma") && !pextIsSlow())
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
