// qudoku-many-solutions-bench: what a hint and a solution path cost on grids with very many solutions
// (an empty grid, a few givens), as the app runs them there: the uniqueness techniques off. One case
// per process, so the peak resident memory (getrusage's ru_maxrss) is that case's alone. With
// --techniques it times each technique's finder alone (findStep) and prints the peak memory after
// each: the technique that raises it is the one that grows. Not run by `make test`: timing does not
// belong in unit tests (docs/benchmarks.md, "Hints on grids with many solutions").

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "qudoku/logic/engine.h"
#include "qudoku/logic/technique.h"
#include "qudoku/reader.h"

namespace {

using namespace qudoku;
using namespace qudoku::logic;
using Clock = std::chrono::steady_clock;

long peakKib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // KiB on Linux
}

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The grids of issue 30: empty, or a few givens in the first row (values 1, 2, ...).
std::optional<Grid> gridNamed(const std::string& name) {
    auto withGivens = [](Shape shape, int givens) {
        Grid grid(shape);
        for (int v = 1; v <= givens; ++v) grid.set(0, v - 1, v);
        return grid;
    };
    if (name == "empty9") return withGivens(Shape{3, 3}, 0);
    if (name == "three9") return withGivens(Shape{3, 3}, 3);
    if (name == "empty16") return withGivens(Shape{4, 4}, 0);
    if (name == "empty25") return withGivens(Shape{5, 5}, 0);
    if (name == "four25") return withGivens(Shape{5, 5}, 4);
    if (auto read = readOne(name)) return read->grid; // a grid spelled out, one line
    return std::nullopt;
}

void usage() {
    std::puts("usage: qudoku-many-solutions-bench GRID next|path|techniques|cover [--cover] [--memory MIB] [--se] [--hardest KEY] [--uniqueness]\n"
              "GRID: empty9, three9 (3 givens), empty16, empty25, four25 (4 givens), or a grid on one line\n"
              "  next        one findNextStep, the uniqueness techniques off (a hint)\n"
              "  path        findSolvePath, the same (the solution path)\n"
              "  techniques  findStep for each technique of the qudoku scale in turn\n"
              "  cover       coverCandidates alone (the check --cover runs first)\n"
              "  --cover     LogicOptions::coverCheck on, as the app runs hints and paths with several solutions\n"
              "  --memory    LogicOptions::memoryLimit in MiB (default: the engine's)\n"
              "  --se        Sudoku Explainer's scale (its techniques and order)\n"
              "  --hardest   the hardest technique tried (a key: dynamic-forcing-chain, ...)\n"
              "  --uniqueness  the uniqueness techniques on (a puzzle with one solution, as rated)");
}

const char* stuckName(StuckReason reason) {
    switch (reason) {
    case StuckReason::NoTechnique: return "no technique applies";
    case StuckReason::NoCertainStep: return "no certain step (every candidate in some solution)";
    case StuckReason::SearchTooLarge: return "a search stopped at its limit";
    }
    return "?";
}

const char* coverName(CoverStatus status) {
    switch (status) {
    case CoverStatus::EveryCandidateFits: return "every candidate fits";
    case CoverStatus::StepExists: return "a step exists";
    case CoverStatus::NoSolution: return "no solution";
    case CoverStatus::GaveUp: return "gave up";
    case CoverStatus::Cancelled: return "cancelled";
    }
    return "?";
}

std::string coverText(const std::optional<SolutionCover>& cover) {
    if (!cover) return "no cover check";
    char buffer[200];
    std::snprintf(buffer, sizeof buffer, "cover: %s, %d of %d candidates covered, %d solves, %llu nodes",
                  coverName(cover->status), cover->covered, cover->candidates, cover->solves,
                  static_cast<unsigned long long>(cover->nodes));
    return buffer;
}

const char* statusName(LogicStatus status) {
    switch (status) {
    case LogicStatus::Found: return "found";
    case LogicStatus::Solved: return "solved";
    case LogicStatus::Stuck: return "stuck";
    case LogicStatus::Contradiction: return "contradiction";
    case LogicStatus::Cancelled: return "cancelled";
    }
    return "?";
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        usage();
        return 2;
    }
    LogicOptions options;
    options.uniquenessTechniques = false;
    for (int i = 3; i < argc; ++i) {
        if (std::strcmp(argv[i], "--cover") == 0) options.coverCheck = true;
        else if (std::strcmp(argv[i], "--se") == 0) options.scale = RatingScale::Se;
        else if (std::strcmp(argv[i], "--uniqueness") == 0) options.uniquenessTechniques = true;
        else if (std::strcmp(argv[i], "--hardest") == 0 && i + 1 < argc && techniqueFromKey(argv[i + 1]))
            options.hardest = techniqueFromKey(argv[++i]);
        else if (std::strcmp(argv[i], "--memory") == 0 && i + 1 < argc)
            options.memoryLimit = std::size_t(std::strtoull(argv[++i], nullptr, 10)) << 20;
        else {
            usage();
            return 2;
        }
    }
    const std::optional<Grid> grid = gridNamed(argv[1]);
    const std::string mode = argv[2];
    if (!grid) {
        usage();
        return 2;
    }
    const CandidateGrid start(*grid);
    const long before = peakKib();
    const auto t0 = Clock::now();
    if (mode == "next") {
        const NextStep next = findNextStep(start, options);
        std::printf("%s next: %s%s%s in %.2f s, peak RSS %ld MiB (start %ld MiB)\n", argv[1], statusName(next.status),
                    next.step ? " " : "", next.step ? std::string(techniqueInfo(next.step->technique).key).c_str() : "",
                    secondsSince(t0), peakKib() / 1024, before / 1024);
        if (next.status == LogicStatus::Stuck) std::printf("  stuck: %s\n", stuckName(next.stuck));
        std::printf("  %s; largest search held %.1f MiB\n", coverText(next.cover).c_str(),
                    double(next.peakSearchBytes) / (1 << 20));
    } else if (mode == "path") {
        const SolvePath path = findSolvePath(start, options);
        std::printf("%s path: %zu steps, ends %s, in %.2f s, peak RSS %ld MiB (start %ld MiB)\n", argv[1],
                    path.steps.size(), statusName(path.end), secondsSince(t0), peakKib() / 1024, before / 1024);
        if (path.end == LogicStatus::Stuck) std::printf("  stuck: %s\n", stuckName(path.stuck));
        std::printf("  last %s; largest search held %.1f MiB\n", coverText(path.cover).c_str(),
                    double(path.peakSearchBytes) / (1 << 20));
    } else if (mode == "cover") {
        const SolutionCover cover = coverCandidates(start);
        std::printf("%s %s, in %.3f s, peak RSS %ld MiB\n", argv[1], coverText(cover).c_str(), secondsSince(t0),
                    peakKib() / 1024);
    } else if (mode == "techniques") {
        for (const Technique technique : trialOrder(RatingScale::Qudoku)) {
            if (techniqueInfo(technique).assumesUniqueness) continue;
            const auto t = Clock::now();
            const std::optional<Step> step = findStep(start, technique, {});
            std::printf("%-26s %-6s %8.3f s  peak RSS %6ld MiB\n", std::string(techniqueInfo(technique).key).c_str(),
                        step ? "found" : "-", secondsSince(t), peakKib() / 1024);
            std::fflush(stdout);
        }
    } else {
        usage();
        return 2;
    }
    return 0;
}
