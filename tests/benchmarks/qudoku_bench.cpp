// qudoku-bench: puzzles per second per solver per dataset, with every answer validated outside the
// timed section. See --help. The figures in docs/benchmarks.md come from this program.

#include <sched.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_options.h"
#include "qudoku/reader.h"
#include "qudoku/conflicts.h"
#include "qudoku/solver.h"

namespace {

using namespace qudoku;
using bench::BenchOptions;
using Clock = std::chrono::steady_clock;

struct Outcome {
    SolveStatus status = SolveStatus::NoSolution;
    Grid first;
    std::uint64_t guesses = 0;
};

struct RunSummary {
    std::size_t puzzles = 0; // solves timed (every round) within the budget
    double seconds = 0;
    std::size_t noGuess = 0;
    std::uint64_t guesses = 0;
    std::vector<Outcome> outcomes;
};

std::string cpuModel() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
    return "unknown";
}

std::vector<Grid> loadDataset(const std::string& path, std::size_t max, bool& ok) {
    std::ifstream in(path);
    ok = static_cast<bool>(in);
    std::vector<Grid> grids;
    if (!ok) return grids;
    PuzzleReader reader(in, Format::Line);
    std::size_t bad = 0;
    while (auto r = reader.next()) {
        if (*r) grids.push_back(std::move((*r)->grid));
        else ++bad;
        if (max && grids.size() >= max) break;
    }
    if (bad) std::fprintf(stderr, "qudoku-bench: %s: %zu lines were not puzzles and were skipped\n", path.c_str(), bad);
    return grids;
}

RunSummary runOnce(const std::vector<Grid>& grids, Algorithm algorithm, const BenchOptions& o, bool timed) {
    RunSummary s;
    s.outcomes.reserve(grids.size());
    SolveOptions options;
    options.algorithm = algorithm;
    options.limit = o.limit;
    options.keep = timed ? o.keep : 1; // an untimed pass is for the validation: it keeps the solution
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.budgetSeconds));
    // The budget also cuts a single long solve short (dfs on a hard puzzle can take hours): a timer
    // thread requests stop at the deadline, and a cancelled puzzle is not counted.
    std::stop_source budget;
    options.stop = budget.get_token();
    std::mutex mutex;
    std::condition_variable_any wake;
    std::jthread timer([&](std::stop_token done) {
        std::unique_lock lock(mutex);
        if (!wake.wait_until(lock, done, deadline, [] { return false; }) && !done.stop_requested())
            budget.request_stop();
    });
    // Only an untimed pass keeps the outcomes (for the validation): storing 20,000 grids inside the
    // timed section grew the heap during it (page faults, and glibc trimming the heap again after
    // each pass), which slowed timed passes by up to 5% and made them uneven. A timed solve still
    // builds its solution grids (--keep) as a user's does, into the one result below.
    const double minSeconds = timed ? o.minSeconds : 0;
    bool stopped = false;
    // The deadline is read every 64 puzzles, not after each: a clock read costs ~26 ns here (4% of a
    // kaggle puzzle's time), and tdoku's run_benchmark reads it once per pass over the file. (A single
    // long solve is cut by the timer thread above.)
    std::size_t sinceClock = 0;
    // One result for every solve (solveInto), as a batch loop over the library would: the solution
    // list's storage is reused, where solve() allocates it per call (~1 % of a serg puzzle's time).
    SolveResult r;
    for (int round = 0; !stopped && (round == 0 || std::chrono::duration<double>(Clock::now() - start).count() < minSeconds); ++round) {
        for (const Grid& g : grids) {
            solveInto(g, options, r);
            if (r.status == SolveStatus::Cancelled) {
                stopped = true;
                break;
            }
            s.guesses += r.stats.guesses;
            s.noGuess += r.stats.guesses == 0 ? 1 : 0;
            ++s.puzzles;
            if (!timed)
                s.outcomes.push_back({r.status, r.solutions.empty() ? Grid(g.shape()) : r.solutions.front(), r.stats.guesses});
            if (timed && ++sinceClock % 64 == 0 && Clock::now() > deadline) {
                stopped = true;
                break;
            }
        }
    }
    s.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    timer.request_stop();
    return s;
}

// Checks every answer: complete, rule-abiding, agreeing with the givens. Returns the number of bad ones.
std::size_t validate(const std::vector<Grid>& grids, const RunSummary& s) {
    std::size_t bad = 0;
    for (std::size_t i = 0; i < s.outcomes.size(); ++i) {
        const Outcome& o = s.outcomes[i];
        if (o.status == SolveStatus::NoSolution || o.status == SolveStatus::InvalidInput) continue;
        // hasConflicts, not findConflicts: the latter builds the shape's Houses per call, which was
        // 93 % of a serg run's instructions (callgrind, 2,000 puzzles) though outside the timing.
        bool good = o.first.isComplete() && !hasConflicts(o.first);
        for (int c = 0; good && c < grids[i].cellCount(); ++c)
            good = grids[i].isEmpty(c) || grids[i].at(c) == o.first.at(c);
        if (!good) ++bad;
    }
    return bad;
}

#if defined(__clang__)
constexpr const char* kCompiler = "clang " __clang_version__;
#else
constexpr const char* kCompiler = "g++ " __VERSION__;
#endif

std::string baseName(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

int main(int argc, char** argv) {
    int exitCode = 0;
    const auto parsed = bench::parseBenchOptions(argc, argv, exitCode);
    if (!parsed) return exitCode;
    const BenchOptions& o = *parsed;

    if (o.pin) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(sched_getcpu(), &set);
        if (sched_setaffinity(0, sizeof set, &set) != 0) std::perror("qudoku-bench: sched_setaffinity");
    }
    std::printf("# qudoku-bench | compiler: %s | build: %s | flags: %s%s | cpu: %s | 9x9 engine copy: %s | limit %llu | "
                "pinned: %s\n",
                kCompiler, QUDOKU_BENCH_BUILD_TYPE, QUDOKU_BENCH_FLAGS, QUDOKU_BENCH_NATIVE ? " -O3 -march=native" : "",
                cpuModel().c_str(), std::string(fastEngineTarget()).c_str(), static_cast<unsigned long long>(o.limit),
                o.pin ? "yes" : "no");
    std::printf("%-34s %-5s %9s %12s %12s %10s %10s\n", "dataset", "solver", "puzzles", "puzzles/s", "us/puzzle",
                "no-guess%", "guesses");

    for (const std::string& path : o.datasets) {
        bool ok = false;
        std::vector<Grid> grids = loadDataset(path, o.maxPuzzles, ok);
        if (!ok) {
            std::fprintf(stderr, "qudoku-bench: cannot read %s\n", path.c_str());
            return 2;
        }
        if (o.shuffle) std::shuffle(grids.begin(), grids.end(), std::mt19937_64(42));
        std::vector<SolveStatus> reference;
        for (Algorithm a : o.algorithms) {
            const std::vector<Grid> warm(grids.begin(), grids.begin() + static_cast<long>(std::min<std::size_t>(grids.size(), 1000)));
            for (int w = 0; w < o.warmupPasses; ++w) runOnce(warm, a, o, true);
            if (o.warmupSeconds > 0) { // whole rounds of the file, untimed, for that long
                BenchOptions warming = o;
                warming.minSeconds = o.warmupSeconds;
                runOnce(grids, a, warming, true);
            }
            RunSummary best;
            for (int p = 0; p < o.passes; ++p) {
                RunSummary s = runOnce(grids, a, o, true);
                const auto rate = [](const RunSummary& r) { return static_cast<double>(r.puzzles) / r.seconds; };
                if (p == 0 || rate(s) > rate(best)) best = std::move(s);
            }
            // The answers are validated from one untimed pass (timed passes keep none, see runOnce).
            const RunSummary checked = runOnce(grids, a, o, false);
            if (const std::size_t bad = validate(grids, checked)) {
                std::fprintf(stderr, "qudoku-bench: %s gave %zu wrong answers on %s\n", std::string(algorithmName(a)).c_str(), bad, path.c_str());
                return 3;
            }
            for (std::size_t i = 0; i < std::min(reference.size(), checked.outcomes.size()); ++i)
                if (reference[i] != checked.outcomes[i].status) {
                    std::fprintf(stderr, "qudoku-bench: %s disagrees with %s on puzzle %zu of %s\n",
                                 std::string(algorithmName(a)).c_str(), std::string(algorithmName(o.algorithms[0])).c_str(), i + 1, path.c_str());
                    return 3;
                }
            if (reference.empty())
                for (const Outcome& out : checked.outcomes) reference.push_back(out.status);
            if (best.puzzles == 0) {
                std::printf("%-34s %-5s %9d %12s %12s %10s %10s  (budget reached on the first puzzle)\n",
                            baseName(path).c_str(), std::string(algorithmName(a)).c_str(), 0, "-", "-", "-", "-");
                continue;
            }
            const double n = static_cast<double>(best.puzzles);
            std::printf("%-34s %-5s %9zu %12.0f %12.1f %10.1f %10.1f%s\n", baseName(path).c_str(),
                        std::string(algorithmName(a)).c_str(), best.puzzles, n / best.seconds, 1e6 * best.seconds / n,
                        100.0 * static_cast<double>(best.noGuess) / n, static_cast<double>(best.guesses) / n,
                        best.puzzles < grids.size() ? "  (budget reached)" : "");
            std::fflush(stdout);
        }
    }
    return 0;
}
