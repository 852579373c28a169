#include "bench_options.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace qudoku::bench {

namespace {

constexpr const char* kUsage = R"(usage: qudoku-bench [options] FILE...

Solves every puzzle of each FILE (one puzzle per line, '#' comments) with each solver and prints, per
solver and file: puzzles/s, microseconds per puzzle, % solved without guessing, guesses per puzzle.
Every solution is validated outside the timed section; a wrong answer aborts with exit code 3.

options:
  --solvers LIST   comma-separated algorithms (dfs,mrv,dlx,...); default: all
  --limit N        solution limit: 1 = first solution, 2 = prove uniqueness (default 2)
  --keep N         solutions each timed solve keeps (as grids, as a user's solve does; default 1);
                   0 counts only, as tdoku's run_benchmark does at limit 2. Either way the answers
                   are validated from one more, untimed pass
  --budget S       seconds per solver and file; the rest of the file is skipped (default 10)
  --max N          at most N puzzles per file (default: all)
  --warmup N       untimed passes over the first 1000 puzzles before timing (default 1)
  --warmup-seconds S
                   then untimed rounds of the whole file for S seconds, as tdoku's run_benchmark -w
                   does (default 0): the processor reaches its working clock and the predictors
                   learn the file before the timing starts
  --passes N       timed passes; the best is reported (default 1)
  --min-seconds S  a timed pass solves the file again (whole rounds) until S seconds have passed, as
                   tdoku's run_benchmark -t does: a fast solver on a small file is then timed over a
                   window as long as its peers' (default 0: one round)
  --shuffle        shuffle puzzle order (fixed seed, same order for every solver)
  --pin            pin the process to one CPU core
)";

bool parseNumber(const char* text, double& out) {
    char* end = nullptr;
    out = std::strtod(text, &end);
    return end && *end == '\0' && out >= 0;
}

} // namespace

std::optional<BenchOptions> parseBenchOptions(int argc, char** argv, int& exitCode) {
    BenchOptions o;
    exitCode = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        auto value = [&](double& out) {
            if (i + 1 >= argc || !parseNumber(argv[i + 1], out)) {
                std::fprintf(stderr, "qudoku-bench: %s needs a non-negative number\n", argv[i]);
                return false;
            }
            ++i;
            return true;
        };
        double number = 0;
        if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            return std::nullopt;
        } else if (arg == "--solvers" && i + 1 < argc) {
            std::string_view list = argv[++i];
            while (!list.empty()) {
                const auto comma = list.find(',');
                const std::string_view name = list.substr(0, comma);
                const auto algorithm = algorithmFromName(name);
                if (!algorithm) {
                    std::fprintf(stderr, "qudoku-bench: unknown solver '%.*s'\n", static_cast<int>(name.size()), name.data());
                    exitCode = 2;
                    return std::nullopt;
                }
                o.algorithms.push_back(*algorithm);
                list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
            }
        } else if (arg == "--limit") {
            if (!value(number) || number < 1) { exitCode = 2; return std::nullopt; }
            o.limit = static_cast<std::uint64_t>(number);
        } else if (arg == "--keep") {
            if (!value(number)) { exitCode = 2; return std::nullopt; }
            o.keep = static_cast<std::size_t>(number);
        } else if (arg == "--budget") {
            if (!value(number)) { exitCode = 2; return std::nullopt; }
            o.budgetSeconds = number;
        } else if (arg == "--max") {
            if (!value(number)) { exitCode = 2; return std::nullopt; }
            o.maxPuzzles = static_cast<std::size_t>(number);
        } else if (arg == "--warmup") {
            if (!value(number)) { exitCode = 2; return std::nullopt; }
            o.warmupPasses = static_cast<int>(number);
        } else if (arg == "--warmup-seconds") {
            if (!value(number) || number < 0) { exitCode = 2; return std::nullopt; }
            o.warmupSeconds = number;
        } else if (arg == "--passes") {
            if (!value(number) || number < 1) { exitCode = 2; return std::nullopt; }
            o.passes = static_cast<int>(number);
        } else if (arg == "--min-seconds") {
            if (!value(number) || number < 0) { exitCode = 2; return std::nullopt; }
            o.minSeconds = number;
        } else if (arg == "--shuffle") {
            o.shuffle = true;
        } else if (arg == "--pin") {
            o.pin = true;
        } else if (!arg.empty() && arg[0] == '-') {
            std::fprintf(stderr, "qudoku-bench: unknown option %s\n%s", argv[i], kUsage);
            exitCode = 2;
            return std::nullopt;
        } else {
            o.datasets.emplace_back(arg);
        }
    }
    if (o.datasets.empty()) {
        std::fputs(kUsage, stderr);
        exitCode = 2;
        return std::nullopt;
    }
    if (o.algorithms.empty()) o.algorithms.assign(std::begin(kAllAlgorithms), std::end(kAllAlgorithms));
    return o;
}

} // namespace qudoku::bench
