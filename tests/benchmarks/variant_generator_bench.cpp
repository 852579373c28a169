// qudoku-variant-generator-bench: how long the generator takes to make a variant puzzle (issue 33,
// section 4), per variant and size (docs/benchmarks.md, "Generating variants"). Not a test: it prints.
//
//   qudoku-variant-generator-bench [--count N] [--count16 N] [--minimal] [--rows variants:size[:rotate180];...]
//
// Each row makes N puzzles one after another on one thread (puzzle i from puzzleSeed(1, i); rows above
// 12×12 N16), unrated, and prints the median and 90th percentile of the time per puzzle, the mean clues, and
// for the search of solution grids: the searches per puzzle (above 1: a layout or seed that found no
// grid within kGridNodes nodes) and their share of the time. Every puzzle is checked outside the timed
// section: unique under its rules (count to two) and its solution keeps them (exit 1 otherwise). For a
// jigsaw, "start" is how much of the boxes (rows without boxes) its layout still shows (startShare).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "puzzle_checks.h"
#include "qudoku/conflicts.h"
#include "qudoku/generator.h"
#include "qudoku/solver.h"
#include "qudoku/variant_set.h"

using namespace qudoku;
using Clock = std::chrono::steady_clock;

namespace {

struct Row {
    const char* variants;
    int size;
    Symmetry symmetry = Symmetry::None;
};

constexpr Row kRows[] = {
    {"x", 4},        {"x", 6},        {"x", 9},        {"x", 12},        {"x", 16},
    {"diagonal", 6}, {"diagonal", 9}, {"diagonal", 16}, {"windoku", 4},  {"windoku", 9},
    {"windoku", 16}, {"jigsaw", 4},   {"jigsaw", 5},   {"jigsaw", 6},    {"jigsaw", 7},
    {"jigsaw", 8},   {"jigsaw", 9},   {"jigsaw", 10},  {"jigsaw", 11},   {"jigsaw", 12},
    {"jigsaw", 13},  {"jigsaw", 14},  {"jigsaw", 15},  {"jigsaw", 16},   {"jigsaw", 9, Symmetry::Rotate180},
    {"jigsaw", 12, Symmetry::Rotate180}, {"jigsaw", 16, Symmetry::Rotate180},  {"anti-knight", 6}, {"anti-knight", 9}, {"anti-knight", 12}, {"anti-king", 6},
    {"anti-king", 9}, {"anti-king", 12}, {"non-consecutive", 6}, {"non-consecutive", 9},
    {"non-consecutive", 12}, {"jigsaw,x", 9}, {"x,anti-knight", 9}, {"jigsaw,windoku", 9},
    {"anti-king,anti-knight,non-consecutive", 9},
    {"killer", 4}, {"killer", 6}, {"killer", 9}, {"killer", 12}, {"killer", 16}, {"x,killer", 9}, {"jigsaw,killer", 9},
    // Thermometers and arrows (issue 34, section 3): "clues" are the givens left beside the shapes.
    {"thermometer", 4}, {"thermometer", 6}, {"thermometer", 9}, {"thermometer", 12}, {"thermometer", 16},
    {"arrow", 4}, {"arrow", 6}, {"arrow", 9}, {"arrow", 12}, {"arrow", 16},
    {"thermometer,arrow", 9}, {"x,thermometer", 9}, {"jigsaw,arrow", 9},
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5))];
}

} // namespace

int main(int argc, char** argv) {
    int count = 50, count16 = 10;
    bool minimal = false;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--count") && i + 1 < argc) count = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--count16") && i + 1 < argc) count16 = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--minimal")) minimal = true;
        else if (!std::strcmp(argv[i], "--rows") && i + 1 < argc) only = argv[++i];
        else {
            std::fprintf(stderr, "usage: %s [--count N] [--count16 N] [--minimal] [--rows variants:size[:rotate180];...]\n", argv[0]);
            return 2;
        }
    }
    std::printf("%-40s %5s %4s %10s %10s %7s %9s %8s %6s %6s\n", "variants", "size", "n", "median ms", "p90 ms", "clues",
                "grids/pz", "grid %", "nogrid", "start");
    int bad = 0;
    for (const Row& row : kRows) {
        const bool halfTurn = row.symmetry == Symmetry::Rotate180;
        const std::string label = std::string(row.variants) + (halfTurn ? " rotate180" : "");
        const std::string name = std::string(row.variants) + ":" + std::to_string(row.size) + (halfTurn ? ":rotate180" : "");
        if (!only.empty() && (";" + only + ";").find(";" + name + ";") == std::string::npos) continue;
        GenerateOptions options;
        options.variants = *variantSetFromNames(row.variants);
        options.shape = Rules{row.size, {}, {}, {}}.gridShape();
        options.symmetry = row.symmetry;
        options.minimal = minimal;
        options.rate = false;
        if (checkOptions(options) || checkVariantOptions(options)) {
            std::printf("%-40s %5d refused\n", label.c_str(), row.size);
            continue;
        }
        const int n = row.size > 12 ? count16 : count;
        std::vector<double> ms;
        double clues = 0, grids = 0, gridSeconds = 0, seconds = 0, share = 0;
        int noGrid = 0;
        for (int i = 0; i < n; ++i) {
            options.seed = puzzleSeed(1, static_cast<std::uint64_t>(i));
            const auto start = Clock::now();
            const GenerateResult r = generate(options);
            const double s = std::chrono::duration<double>(Clock::now() - start).count();
            ms.push_back(s * 1000.0);
            seconds += s;
            grids += static_cast<double>(r.stats.gridSearches);
            gridSeconds += std::chrono::duration<double>(r.stats.gridTime).count();
            if (r.status == GenerateStatus::NoGrid) {
                ++noGrid;
                continue;
            }
            clues += options.variants.has(VariantKind::Killer)
                         ? static_cast<double>(std::count_if(r.rules.constraints.begin(), r.rules.constraints.end(),
                                                             [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; }))
                         : r.puzzle.filledCount();
            if (!r.rules.regions.empty()) share += qudoku::test::jigsawBoxShare(r.rules);
            SolveOptions two;
            two.limit = 2;
            if (!r.ok() || !solve(r.puzzle, r.rules, two).isUnique() || !findConflicts(r.solution, r.rules).empty()) ++bad;
        }
        const int made = n - noGrid;
        std::printf("%-40s %5d %4d %10.2f %10.2f %7.1f %9.2f %7.0f%% %6d %6.2f\n", label.c_str(), row.size, n, percentile(ms, 0.5),
                    percentile(ms, 0.9), made ? clues / made : 0.0, grids / n, seconds > 0 ? 100.0 * gridSeconds / seconds : 0.0, noGrid,
                    made ? share / made : 0.0);
        std::fflush(stdout);
    }
    if (bad) std::printf("%d puzzles failed their check\n", bad);
    return bad ? 1 : 0;
}
