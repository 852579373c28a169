// qudoku-generator-bench: how fast the generator makes puzzles, per size and target, and QQWing side
// by side when it is installed (docs/benchmarks.md, "Generating puzzles"). Not a test: it prints.
//
//   qudoku-generator-bench [--seconds S] [--count N] [--pin] [--qqwing PATH] [--qqwing-count N] [--rows TEXT]
//
// Each row makes puzzles one after another on one thread (puzzle i from puzzleSeed(seed, i)) until N
// puzzles or S seconds, whichever comes first, and prints puzzles/s, the time to one puzzle (median and
// 90th percentile over the puzzles made), candidates made per puzzle and the fraction of candidates
// rejected (rated and not what was asked, or not minimal, ...). Every puzzle is checked outside the
// timed section: one solution, and for grade rows the rating says the grade (rated again from scratch).
// QQWing rows run `qqwing --generate N --difficulty D --one-line` as a child (pinned with us when --pin)
// and divide N by its wall time (which includes starting the process, ~1 ms, negligible at N = 300);
// the first QQWing run is a warm-up and not counted.

#include <sched.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/solver.h"

using namespace qudoku;
using Clock = std::chrono::steady_clock;

namespace {

struct Row {
    std::string name;
    GenerateOptions options;
    bool checkGrade = false;
};

struct RowResult {
    std::size_t puzzles = 0;
    double seconds = 0;
    std::vector<double> times; // ms per puzzle
    std::uint64_t candidates = 0, rejected = 0;
    std::size_t bad = 0;       // failed the check (never expected)
    std::size_t unchecked = 0; // the check ran out of its minute
    std::size_t notMade = 0;   // not found (a pattern row; none today)
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t at = std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5));
    return v[at];
}

// Stops `source` after `seconds`, unless it is destroyed first.
class Deadline {
public:
    Deadline(std::stop_source& source, double seconds)
        : thread_([&source, seconds](std::stop_token done) {
              std::mutex mutex;
              std::condition_variable_any wake;
              std::unique_lock lock(mutex);
              wake.wait_for(lock, done, std::chrono::duration<double>(seconds), [] { return false; });
              if (!done.stop_requested()) source.request_stop();
          }) {}

private:
    std::jthread thread_;
};

enum class Check { Good, Bad, Unknown };

// One solution, proved by the fast solver (Unknown when `stop` comes first: a 25×25 puzzle's own
// proof can take far longer than making it, whose checks each knew the solution).
Check isUnique(const Grid& puzzle, std::stop_token stop) {
    SolveOptions options;
    options.limit = 2;
    options.stop = stop;
    const SolveResult r = solve(puzzle, options);
    if (r.status == SolveStatus::Cancelled) return Check::Unknown;
    return r.isUnique() ? Check::Good : Check::Bad;
}

RowResult run(const Row& row, std::size_t count, double seconds, std::uint64_t seed) {
    RowResult r;
    std::vector<Grid> made;
    const auto start = Clock::now();
    // One watchdog for the row: a puzzle that is still being made when the row's time is up stops
    // (GenerateOptions::budget would start a watchdog thread per puzzle, which costs more than making
    // a 9×9 puzzle: measured pinned, minimal 9×9 puzzles went from 13,800/s with it to 19,000/s without).
    std::stop_source rowStop;
    const Deadline rowDeadline(rowStop, seconds);
    for (std::size_t i = 0; i < count; ++i) {
        GenerateOptions o = row.options;
        o.seed = puzzleSeed(seed, i);
        o.stop = rowStop.get_token();
        const auto t0 = Clock::now();
        GenerateResult g = generate(o);
        const auto t1 = Clock::now();
        r.candidates += g.stats.candidates;
        r.rejected += g.stats.rejected;
        if (g.ok()) {
            r.times.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            made.push_back(g.puzzle);
            ++r.puzzles;
        } else if (g.status == GenerateStatus::Cancelled) {
            break; // the row's time is up mid-puzzle
        } else {
            ++r.notMade;
        }
        if (std::chrono::duration<double>(Clock::now() - start).count() >= seconds) break;
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::stop_source checkStop; // the checks get a minute in all
    const Deadline checkDeadline(checkStop, 60);
    for (const Grid& p : made) {
        Check check = isUnique(p, checkStop.get_token());
        if (check == Check::Good && row.checkGrade && logic::ratePuzzle(p).grade != row.options.target.grade) check = Check::Bad;
        if (check == Check::Bad) ++r.bad;
        if (check == Check::Unknown) ++r.unchecked;
    }
    return r;
}

// Runs qqwing for `count` puzzles of `difficulty`; puzzles/s from the wall time, or -1.
double runQqwing(const std::string& qqwing, const char* difficulty, int count) {
    const std::string command = qqwing + " --generate " + std::to_string(count) + " --difficulty " + difficulty + " --one-line";
    const auto t0 = Clock::now();
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return -1;
    int lines = 0;
    char buffer[512];
    while (std::fgets(buffer, sizeof buffer, pipe))
        if (std::strchr(buffer, '.') || std::strchr(buffer, '0')) ++lines;
    const int status = pclose(pipe);
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    if (status != 0 || lines < count) return -1;
    return count / s;
}

GenerateOptions options(Shape shape, DifficultyTarget target, bool minimal = false, bool rate = true) {
    GenerateOptions o;
    o.shape = shape;
    o.target = target;
    o.minimal = minimal;
    o.rate = rate;
    return o;
}

std::vector<Row> allRows() {
    const Shape nine{3, 3};
    std::vector<Row> rows;
    rows.push_back({"9x9 unique (unrated)", options(nine, DifficultyTarget::any(), false, false), false});
    rows.push_back({"9x9 minimal (unrated)", options(nine, DifficultyTarget::any(), true, false), false});
    rows.push_back({"9x9 unique, rated", options(nine, DifficultyTarget::any()), false});
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair, logic::Grade::Extreme})
        rows.push_back({"9x9 " + std::string(logic::gradeKey(g)), options(nine, DifficultyTarget::ofGrade(g)), true});
    rows.push_back({"9x9 technique xy-chain", options(nine, DifficultyTarget::ofTechnique(logic::Technique::XYChain)), false});
    rows.push_back({"16x16 unique (unrated)", options(Shape{4, 4}, DifficultyTarget::any(), false, false), false});
    rows.push_back({"16x16 easy", options(Shape{4, 4}, DifficultyTarget::ofGrade(logic::Grade::Easy)), true});
    rows.push_back({"25x25 unique (unrated)", options(Shape{5, 5}, DifficultyTarget::any(), false, false), false});
    return rows;
}

void usage() {
    std::puts("usage: qudoku-generator-bench [--seconds S] [--count N] [--seed X] [--pin] [--qqwing PATH|none]\n"
              "                              [--rows SUBSTRING]...\n"
              "  --seconds S   time per row (default 10)\n"
              "  --count N     at most N puzzles per row (default 1000000)\n"
              "  --rows TEXT   only the rows whose name contains TEXT (repeatable)\n"
              "  --qqwing PATH the qqwing program to compare with (default: qqwing on PATH, if any)\n"
              "  --qqwing-count N  puzzles per QQWing difficulty (default 300)\n"
              "  --pin         run on one core (the one we start on); qqwing inherits it");
}

} // namespace

int main(int argc, char** argv) {
    double seconds = 10;
    std::size_t count = 1000000;
    std::uint64_t seed = 1;
    bool pin = false;
    std::string qqwing = "qqwing";
    int qqwingCount = 300;
    std::vector<std::string> only;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--seconds" && hasValue) seconds = std::atof(argv[++i]);
        else if (a == "--count" && hasValue) count = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--seed" && hasValue) seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--qqwing" && hasValue) qqwing = argv[++i];
        else if (a == "--qqwing-count" && hasValue) qqwingCount = std::atoi(argv[++i]);
        else if (a == "--rows" && hasValue) only.emplace_back(argv[++i]);
        else if (a == "--pin") pin = true;
        else if (a == "--help" || a == "-h") { usage(); return 0; }
        else { usage(); return 2; }
    }
    if (seconds <= 0 || count == 0) { usage(); return 2; }
    if (pin) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(sched_getcpu(), &set);
        if (sched_setaffinity(0, sizeof set, &set) != 0) std::perror("qudoku-generator-bench: sched_setaffinity");
    }
    std::printf("# qudoku-generator-bench | %.0f s or %zu puzzles per row | seed %llu | pinned: %s\n", seconds, count,
                static_cast<unsigned long long>(seed), pin ? "yes" : "no");
    std::printf("%-26s %8s %11s %11s %11s %12s %9s %5s\n", "target", "puzzles", "puzzles/s", "median ms", "p90 ms",
                "cand/puzzle", "rejected", "bad");
    for (const Row& row : allRows()) {
        if (!only.empty() && std::none_of(only.begin(), only.end(), [&](const std::string& s) { return row.name.find(s) != std::string::npos; }))
            continue;
        const RowResult r = run(row, count, seconds, seed);
        const double perSecond = r.seconds > 0 ? static_cast<double>(r.puzzles) / r.seconds : 0;
        std::printf("%-26s %8zu %11.1f %11.3f %11.3f %12.1f %8.1f%% %5zu%s\n", row.name.c_str(), r.puzzles, perSecond,
                    percentile(r.times, 0.5), percentile(r.times, 0.9),
                    r.puzzles ? static_cast<double>(r.candidates) / static_cast<double>(r.puzzles) : 0.0,
                    r.candidates ? 100.0 * static_cast<double>(r.rejected) / static_cast<double>(r.candidates) : 0.0, r.bad,
                    r.notMade ? (" (" + std::to_string(r.notMade) + " not found)").c_str() : "");
        if (r.unchecked) std::printf("  (uniqueness of %zu puzzles not re-proved within the checks' minute)\n", r.unchecked);
        std::fflush(stdout);
    }
    if (qqwing != "none" && std::system((qqwing + " --help > /dev/null 2>&1").c_str()) == 0) {
        runQqwing(qqwing, "simple", 50); // warm-up
        const int n = std::max(1, qqwingCount);
        for (const char* d : {"any", "simple", "easy", "intermediate", "expert"}) {
            const double rate = runQqwing(qqwing, d, n);
            std::printf("%-26s %8d %11.1f\n", ("qqwing " + std::string(d)).c_str(), n, rate);
            std::fflush(stdout);
        }
    } else if (qqwing != "none") {
        std::printf("# qqwing not found (Debian: apt-get install qqwing); no comparison\n");
    }
    return 0;
}
