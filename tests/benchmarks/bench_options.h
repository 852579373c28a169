#pragma once
// Command line of qudoku-bench.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "qudoku/solver.h"

namespace qudoku::bench {

struct BenchOptions {
    std::vector<Algorithm> algorithms;  // default: every algorithm
    std::vector<std::string> datasets;  // one-puzzle-per-line files
    std::uint64_t limit = 2;            // 1 = first solution, 2 = prove uniqueness
    std::size_t keep = 1;               // solutions kept per puzzle in the timed passes (0: count only)
    double budgetSeconds = 10.0;        // per solver × dataset; puzzles left over are not run
    std::size_t maxPuzzles = 0;         // 0 = all
    int warmupPasses = 1;               // untimed passes over (up to) the first 1000 puzzles
    double warmupSeconds = 0;           // then untimed rounds of the whole file for this long
    int passes = 1;                     // timed passes; the best is reported
    double minSeconds = 0;              // a timed pass repeats the file (whole rounds) until this long
    bool pin = false;                   // pin to one core (sched_setaffinity)
    bool shuffle = false;               // shuffle puzzle order (fixed seed)
};

// Parses argv; on error or --help prints to stderr/stdout and returns nullopt with `exitCode` set.
std::optional<BenchOptions> parseBenchOptions(int argc, char** argv, int& exitCode);

} // namespace qudoku::bench
