// qudoku-variant-bench: the variant engine (solve(grid, rules, options), core/src/solvers/variant.cpp)
// counting to 2 on sets of variant puzzles made here, reproducibly from a seed: minimal puzzles
// (every given needed for uniqueness) under X, windoku, anti-knight, anti-king, non-consecutive,
// random 9×9 jigsaw layouts, thermometers, full Kropki with the negative rule, full XV with the
// negative rule, and the Miracle. Per set: the median and 90th percentile of the time per puzzle
// (each puzzle's best of --rounds), mean nodes. Answers are checked outside the timed section.
//
//   qudoku-variant-bench [--per-set N] [--rounds R] [--seed S]
//
// For iterating on the engine. With --fpuzzles FILE (f-puzzles JSON Lines, as the peer harness
// tools/bench/variant-peer/count2.ts writes them), Qudoku's side of the side-by-side run against
// SudokuVariantSolverJS instead: per puzzle, in the file's order, one JSON line {"line", "count",
// "ms", "nodes", "guesses"} (counting to 2, best of --rounds, the rules' setup included), for compare.py:
//
//   qudoku-variant-bench --fpuzzles /tmp/variant-puzzles.jsonl --rounds 5 > /tmp/qudoku.jsonl
//
// --cpu-limit S (with --fpuzzles): a solve stops after S seconds of the process's CPU time (count
// -1 then, nodes those spent): a limit that a loaded machine does not shorten, for comparing
// searches on puzzles that take long (issue 34's hard killers).

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include <fstream>
#include <sstream>

#include "qudoku/conflicts.h"
#include "qudoku/rules.h"
#include "qudoku/solver.h"
#include "qudoku/variant_text.h"

namespace {

using namespace qudoku;
using Clock = std::chrono::steady_clock;

struct Puzzle {
    Grid grid;
    Rules rules;
};

struct Set {
    std::string name;
    std::vector<Puzzle> puzzles;
};

// solve() with a guard: a stop after `ms` milliseconds (generation only; never in the timed runs).
SolveResult guardedSolve(const Grid& grid, const Rules& rules, std::uint64_t limit, std::optional<std::uint64_t> seed, int ms) {
    std::stop_source source;
    SolveOptions options;
    options.limit = limit;
    options.keep = 1;
    options.seed = seed;
    options.stop = source.get_token();
    std::jthread guard([&source, ms](std::stop_token done) {
        const auto end = Clock::now() + std::chrono::milliseconds(ms);
        while (!done.stop_requested() && Clock::now() < end) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        source.request_stop();
    });
    SolveResult r = solve(grid, rules, options);
    guard.request_stop();
    return r;
}

// A minimal puzzle under `rules` from a seeded solution: givens taken out in random order while the
// puzzle stays unique. Empty grid when the rules have no solution found within the guard.
std::optional<Grid> minimalPuzzle(const Rules& rules, std::mt19937_64& rng) {
    const SolveResult full = guardedSolve(Grid(rules.gridShape()), rules, 1, rng(), 2000);
    if (!full.hasSolution()) return std::nullopt;
    Grid puzzle = full.solutions[0];
    std::vector<int> order(static_cast<std::size_t>(puzzle.cellCount()));
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::shuffle(order.begin(), order.end(), rng);
    for (int cell : order) {
        const int v = puzzle.at(cell);
        puzzle.set(cell, 0);
        const SolveResult r = guardedSolve(puzzle, rules, 2, std::nullopt, 2000);
        if (r.status != SolveStatus::SolvedUnique) puzzle.set(cell, v);
    }
    return puzzle;
}

// Regions of a 9×9 jigsaw: the boxes, then random swaps of two cells of neighbouring regions that
// keep both regions connected.
std::vector<int> randomJigsaw(std::mt19937_64& rng) {
    std::vector<int> regions(81);
    for (int c = 0; c < 81; ++c) regions[static_cast<std::size_t>(c)] = Shape{3, 3}.boxOf(c);
    const auto connected = [&](int region) {
        std::vector<int> stack, seen(81, 0);
        for (int c = 0; c < 81 && stack.empty(); ++c)
            if (regions[static_cast<std::size_t>(c)] == region) stack.push_back(c), seen[static_cast<std::size_t>(c)] = 1;
        int reached = 0;
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            ++reached;
            const int r = c / 9, col = c % 9;
            const int next[4][2] = {{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}};
            for (const auto& p : next) {
                if (p[0] < 0 || p[0] > 8 || p[1] < 0 || p[1] > 8) continue;
                const int d = p[0] * 9 + p[1];
                if (!seen[static_cast<std::size_t>(d)] && regions[static_cast<std::size_t>(d)] == region) {
                    seen[static_cast<std::size_t>(d)] = 1;
                    stack.push_back(d);
                }
            }
        }
        return reached == 9;
    };
    for (int step = 0; step < 400; ++step) {
        const int a = static_cast<int>(rng() % 81);
        const int b = static_cast<int>(rng() % 2 ? (a % 9 < 8 ? a + 1 : a - 1) : (a < 72 ? a + 9 : a - 9));
        const int ra = regions[static_cast<std::size_t>(a)], rb = regions[static_cast<std::size_t>(b)];
        if (ra == rb) continue;
        // a joins rb and some cell of rb next to ra joins ra: pick one at random among rb's cells.
        const int c = static_cast<int>(rng() % 81);
        if (regions[static_cast<std::size_t>(c)] != rb || c == b) continue;
        regions[static_cast<std::size_t>(a)] = rb;
        regions[static_cast<std::size_t>(c)] = ra;
        if (!connected(ra) || !connected(rb)) {
            regions[static_cast<std::size_t>(a)] = ra;
            regions[static_cast<std::size_t>(c)] = rb;
        }
    }
    return regions;
}

Rules withConstraints(std::vector<ConstraintKind> kinds) {
    Rules rules;
    for (ConstraintKind k : kinds) rules.constraints.push_back({k, {}, {}});
    return rules;
}

// Every white and black dot (or X and V) the solution has, and the negative rule.
Rules marksOf(const Grid& solution, bool kropki) {
    Rules rules;
    for (int c = 0; c < 81; ++c)
        for (int d : {1, 9}) {
            if ((d == 1 && c % 9 == 8) || c + d >= 81) continue;
            const int x = solution.at(c), y = solution.at(c + d);
            if (kropki) {
                if (std::abs(x - y) == 1) rules.constraints.push_back({ConstraintKind::Difference, {{c, c + d}}, {}});
                else if (x == 2 * y || y == 2 * x) rules.constraints.push_back({ConstraintKind::Ratio, {{c, c + d}}, {}});
            } else if (x + y == 10 || x + y == 5) {
                rules.constraints.push_back({ConstraintKind::XV, {{c, c + d}}, {x + y}});
            }
        }
    rules.constraints.push_back({kropki ? ConstraintKind::NegativeDifference : ConstraintKind::NegativeXV, {}, {}});
    if (kropki) rules.constraints.push_back({ConstraintKind::NegativeRatio, {}, {}});
    return rules;
}

// Thermometers along increasing runs of a solution: from random cells, step to a random
// neighbour (8 directions) holding a larger digit, 3 to 6 cells, up to 8 thermometers.
Rules thermometersOf(const Grid& solution, std::mt19937_64& rng) {
    Rules rules;
    std::vector<int> used(81, 0);
    for (int tries = 0; tries < 200 && rules.constraints.size() < 8; ++tries) {
        std::vector<int> path{static_cast<int>(rng() % 81)};
        if (used[static_cast<std::size_t>(path[0])]) continue;
        const std::size_t length = 3 + rng() % 4;
        while (path.size() < length) {
            std::vector<int> next;
            const int r = path.back() / 9, c = path.back() % 9;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    const int r2 = r + dr, c2 = c + dc;
                    if ((dr || dc) && r2 >= 0 && r2 < 9 && c2 >= 0 && c2 < 9 && !used[static_cast<std::size_t>(r2 * 9 + c2)] &&
                        solution.at(r2 * 9 + c2) > solution.at(path.back()) &&
                        std::find(path.begin(), path.end(), r2 * 9 + c2) == path.end())
                        next.push_back(r2 * 9 + c2);
                }
            if (next.empty()) break;
            path.push_back(next[rng() % next.size()]);
        }
        if (path.size() < 3) continue;
        for (int c : path) used[static_cast<std::size_t>(c)] = 1;
        rules.constraints.push_back({ConstraintKind::Thermometer, {path}, {}});
    }
    return rules;
}

std::vector<Set> makeSets(int perSet, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Set> sets;
    const auto add = [&](const std::string& name, auto rulesFor) {
        Set set{name, {}};
        for (int i = 0; i < perSet * 3 && static_cast<int>(set.puzzles.size()) < perSet; ++i) {
            const Rules rules = rulesFor();
            if (checkRules(rules)) continue;
            if (auto p = minimalPuzzle(rules, rng)) set.puzzles.push_back({*p, rules});
        }
        sets.push_back(std::move(set));
    };
    add("x", [] {
        Rules r;
        r.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
        return r;
    });
    add("windoku", [] {
        Rules r;
        r.extraHouses = {{ExtraHouseKind::Window, {}}};
        return r;
    });
    add("anti-knight", [] { return withConstraints({ConstraintKind::AntiKnight}); });
    add("anti-king", [] { return withConstraints({ConstraintKind::AntiKing}); });
    add("non-consecutive", [] { return withConstraints({ConstraintKind::NonConsecutive}); });
    add("jigsaw", [&] {
        Rules r;
        r.regions = randomJigsaw(rng);
        return r;
    });
    add("jigsaw+x", [&] {
        Rules r;
        r.regions = randomJigsaw(rng);
        r.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
        return r;
    });
    const auto fromSolution = [&](auto make) {
        return [&rng, make] {
            const SolveResult s = guardedSolve(Grid(), Rules{}, 1, rng(), 2000);
            return make(s.solutions.at(0));
        };
    };
    add("thermometers", fromSolution([&](const Grid& s) { return thermometersOf(s, rng); }));
    add("kropki+negative", fromSolution([](const Grid& s) { return marksOf(s, true); }));
    add("xv+negative", fromSolution([](const Grid& s) { return marksOf(s, false); }));
    Set miracle{"miracle (2 givens)", {}};
    Grid g;
    g.set(4 * 9 + 2, 1);
    g.set(5 * 9 + 6, 2);
    miracle.puzzles.push_back({g, withConstraints({ConstraintKind::AntiKing, ConstraintKind::AntiKnight, ConstraintKind::NonConsecutive})});
    sets.push_back(std::move(miracle));
    return sets;
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5));
    return v[i];
}

} // namespace

// Counting to 2, the best of `rounds` solves in microseconds (the rules' compilation included);
// `result` holds the last solve's answer, checked outside the timed section.
double processCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

double bestCountToTwo(const Grid& grid, const Rules& rules, int rounds, SolveResult& result, double cpuLimit = 0) {
    SolveOptions options;
    options.limit = 2;
    options.keep = 1;
    double best = 1e300;
    for (int r = 0; r < rounds; ++r) {
        std::stop_source stop;
        options.stop = stop.get_token();
        std::jthread watch;
        if (cpuLimit > 0)
            watch = std::jthread([&stop, until = processCpuSeconds() + cpuLimit](std::stop_token done) {
                while (!done.stop_requested() && processCpuSeconds() < until) std::this_thread::sleep_for(std::chrono::milliseconds(20));
                stop.request_stop();
            });
        const auto t0 = Clock::now();
        solveInto(grid, rules, options, result);
        best = std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    return best;
}

// Qudoku's side of the side-by-side: each puzzle of an f-puzzles JSON Lines file counted to 2.
int timeFile(const char* path, int rounds, double cpuLimit) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path);
        return 2;
    }
    std::stringstream text;
    text << in.rdbuf();
    int failed = 0;
    for (const VariantItem& item : readVariantText(text.str(), VariantTextKind::FpuzzlesJsonLines)) {
        if (!item.result) {
            std::fprintf(stderr, "%s:%d: %s\n", path, item.line, item.result.error().message.c_str());
            ++failed;
            continue;
        }
        SolveResult result;
        const double best = bestCountToTwo(item.result->givens, item.result->rules, rounds, result, cpuLimit) / 1000.0;
        std::printf("{\"line\": %d, \"count\": %lld, \"ms\": %.6f, \"nodes\": %llu, \"guesses\": %llu}\n", item.line,
                    result.status == SolveStatus::Cancelled ? -1LL : static_cast<long long>(result.count), best, static_cast<unsigned long long>(result.stats.nodes),
                    static_cast<unsigned long long>(result.stats.guesses));
    }
    return failed == 0 ? 0 : 1;
}

int main(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; ++i)
        if (!std::strcmp(argv[i], "--fpuzzles")) {
            int rounds = 5;
            double cpuLimit = 0;
            for (int j = 1; j + 1 < argc; ++j) {
                if (!std::strcmp(argv[j], "--rounds")) rounds = std::max(1, std::atoi(argv[j + 1]));
                if (!std::strcmp(argv[j], "--cpu-limit")) cpuLimit = std::atof(argv[j + 1]);
            }
            return timeFile(argv[i + 1], rounds, cpuLimit);
        }
    int perSet = 20, rounds = 5;
    std::uint64_t seed = 33;
    for (int i = 1; i < argc; ++i) {
        const auto value = [&]() -> long long {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", argv[i]);
                std::exit(2);
            }
            return std::atoll(argv[++i]);
        };
        if (!std::strcmp(argv[i], "--per-set")) perSet = static_cast<int>(std::max(1LL, value()));
        else if (!std::strcmp(argv[i], "--rounds")) rounds = static_cast<int>(std::max(1LL, value()));
        else if (!std::strcmp(argv[i], "--seed")) seed = static_cast<std::uint64_t>(value());
        else {
            std::fprintf(stderr, "usage: %s [--per-set N] [--rounds R] [--seed S]\n", argv[0]);
            return 2;
        }
    }
    const auto made = Clock::now();
    const std::vector<Set> sets = makeSets(perSet, seed);
    std::printf("# qudoku-variant-bench: %d puzzles per set (seed %llu, made in %.1f s), count to 2, best of %d rounds per puzzle\n",
                perSet, static_cast<unsigned long long>(seed), std::chrono::duration<double>(Clock::now() - made).count(), rounds);
    std::printf("%-20s %7s %8s %12s %12s %12s %10s %10s\n", "set", "puzzles", "givens", "median us", "p90 us", "max us", "nodes",
                "setup us");
    bool wrong = false;
    std::vector<double> all;
    for (const Set& set : sets) {
        std::vector<double> times;
        double nodes = 0, givens = 0, setup = 0;
        for (const Puzzle& p : set.puzzles) {
            SolveResult result;
            const double best = bestCountToTwo(p.grid, p.rules, rounds, result);
            if (result.status != SolveStatus::SolvedUnique || !findConflicts(result.solutions.at(0), p.rules).empty()) {
                std::fprintf(stderr, "%s: a puzzle is not solved uniquely (%s)\n", set.name.c_str(),
                             std::string(statusName(result.status)).c_str());
                wrong = true;
            }
            // The same rules on the solved grid: the engine's setup (compiling the rules) and one pass.
            const Grid solved = result.solutions.at(0);
            SolveResult again;
            setup += bestCountToTwo(solved, p.rules, rounds, again);
            times.push_back(best);
            all.push_back(best);
            nodes += static_cast<double>(result.stats.nodes);
            givens += p.grid.filledCount();
        }
        const double count = static_cast<double>(std::max<std::size_t>(1, set.puzzles.size()));
        std::printf("%-20s %7zu %8.1f %12.1f %12.1f %12.1f %10.1f %10.1f\n", set.name.c_str(), set.puzzles.size(), givens / count,
                    percentile(times, 0.5), percentile(times, 0.9), percentile(times, 1.0), nodes / count, setup / count);
    }
    std::printf("%-20s %7zu %8s %12.1f %12.1f %12.1f\n", "all", all.size(), "", percentile(all, 0.5), percentile(all, 0.9),
                percentile(all, 1.0));
    return wrong ? 1 : 0;
}
