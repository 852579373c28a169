// qudoku-logic-survey: what the logic engine does on puzzle files. For each file: the share of
// puzzles solved by logic alone, the ER and grade distributions, the time per hint step (one
// findNextStep call: median, 99th percentile, worst), and a soundness check of every step against
// the fast solver's unique solution. With --find it prints positions where a technique is the next
// step instead (how the hand-checked test positions were found). With --time KEY (repeatable) it also
// times that technique's finder alone (findStep) on every state of every solving path: what one
// technique costs when the engine reaches it. The figures in docs/logic.md come from this program.
// Not run by `make test`: timing does not belong in unit tests.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "qudoku/logic/candidate_text.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/notation.h"
#include "qudoku/solver.h"

namespace {

using namespace qudoku;
using namespace qudoku::logic;
using Clock = std::chrono::steady_clock;

struct Options {
    std::vector<std::string> files;
    std::size_t max = 0;        // puzzles per file, 0 = all
    std::size_t skip = 0;       // puzzles to skip at the start of each file
    std::optional<Technique> find;
    bool list = false;          // print the technique table (docs/logic.md) and stop
    std::size_t count = 3;      // positions to print with --find
    std::vector<Technique> timed; // --time: finders timed alone on every state
    LogicOptions logic;
};

struct Puzzle {
    Grid grid;
    double seRating = -1; // the file's own rating when it has one (se_rated files)
    std::size_t line = 0;
};

void usage() {
    std::puts("usage: qudoku-logic-survey [--max N] [--skip N] [--max-technique KEY] [--no-uniqueness]\n"
              "                           [--rating qudoku|se] [--find KEY [--count N]] [--time KEY]... FILE...\n"
              "       qudoku-logic-survey --list   (the technique table as Markdown)\n"
              "FILE: one 9x9 puzzle per line (81 of 1-9 and . or 0); extra tokens on the line are\n"
              "ignored except a rating after the puzzle (Sudoku Explainer rated sets).");
}

std::optional<Options> parseArgs(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        if (arg == "--max" || arg == "--skip" || arg == "--count") {
            const char* v = value();
            if (!v) return std::nullopt;
            const auto n = static_cast<std::size_t>(std::strtoull(v, nullptr, 10));
            (arg == "--max" ? o.max : arg == "--skip" ? o.skip : o.count) = n;
        } else if (arg == "--max-technique" || arg == "--find" || arg == "--time") {
            const char* v = value();
            const Technique* technique = nullptr;
            for (const TechniqueInfo& info : allTechniques())
                if (v && info.key == v) technique = &info.id;
            if (!technique) {
                std::fprintf(stderr, "qudoku-logic-survey: unknown technique '%s'\n", v ? v : "");
                return std::nullopt;
            }
            if (arg == "--time") {
                o.timed.push_back(*technique);
                continue;
            }
            // --find also caps the engine there: no step of a later technique is needed to reach it.
            if (arg == "--find") o.find = *technique;
            o.logic.hardest = *technique;
        } else if (arg == "--rating") {
            // The scale whose techniques and order the engine follows (the se scale's own rows, such
            // as strong-links-2, are found only on it).
            const char* v = value();
            const auto scale = v ? ratingScaleFromKey(v) : std::nullopt;
            if (!scale) return std::nullopt;
            o.logic.scale = *scale;
        } else if (arg == "--list") {
            o.list = true;
        } else if (arg == "--no-uniqueness") {
            o.logic.uniquenessTechniques = false;
        } else if (arg == "--help" || arg == "-h" || (!arg.empty() && arg[0] == '-')) {
            return std::nullopt;
        } else {
            o.files.push_back(arg);
        }
    }
    if (o.files.empty() && !o.list) return std::nullopt;
    return o;
}

std::vector<Puzzle> load(const std::string& path, const Options& o) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "qudoku-logic-survey: cannot open %s\n", path.c_str());
        return {};
    }
    std::vector<Puzzle> puzzles;
    std::string line;
    std::size_t lineNo = 0, seen = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream tokens(line);
        std::string token;
        std::optional<Puzzle> puzzle;
        while (tokens >> token) {
            if (!puzzle && token.size() == 81 &&
                token.find_first_not_of("0123456789.") == std::string::npos) {
                puzzle = Puzzle{Grid(Shape{3, 3}), -1, lineNo};
                for (int cell = 0; cell < 81; ++cell) puzzle->grid.set(cell, token[cell] == '.' ? 0 : token[cell] - '0');
            } else if (puzzle && token.find_first_not_of("0123456789.") == std::string::npos) {
                puzzle->seRating = std::strtod(token.c_str(), nullptr);
            }
        }
        if (!puzzle) continue;
        if (seen++ < o.skip) continue;
        puzzles.push_back(*puzzle);
        if (o.max && puzzles.size() >= o.max) break;
    }
    return puzzles;
}

std::string puzzleLine(const Grid& grid) {
    std::string s;
    for (int cell = 0; cell < grid.cellCount(); ++cell) s += grid.at(cell) ? static_cast<char>('0' + grid.at(cell)) : '.';
    return s;
}

double percentile(std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    const auto index = static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1));
    return sorted[index];
}

// The pattern of a step in a line, for checking a position by hand: its houses by role, its marks
// other than the plain ones by role, and its links (a group node's cells joined by '+').
std::string patternText(const Step& step, Shape shape) {
    static const char* const roles[] = {"defining", "base", "cover", "fin", "pivot", "pincer",
                                        "A",        "B",    "C",     "D",   "link",  "target"};
    std::string text = "pattern:";
    const int n = shape.size();
    for (const HouseMark& h : step.houses) {
        const char kind = h.house < n ? 'r' : h.house < 2 * n ? 'c' : 'b';
        text += std::string(" ") + roles[static_cast<int>(h.role)] + ":" + kind + std::to_string(h.house % n + 1);
    }
    for (const Mark& m : step.marks)
        if (m.role != Role::Defining && m.role != Role::Base)
            text += std::string(" ") + roles[static_cast<int>(m.role)] + ":" + cellName(shape, m.at.cell);
    auto node = [&](const ChainNode& chainNode) {
        std::string cells;
        for (int cell : chainNode.cells) cells += (cells.empty() ? "" : "+") + cellName(shape, cell);
        return cells;
    };
    for (const ChainLink& link : step.links)
        text += " " + node(link.from) + (link.kind == LinkKind::Strong ? "=" : "-") + node(link.to);
    return text;
}

// Prints positions where the technique is the engine's next step, in a form a test can read back
// exactly: a puzzle line when the candidates are just those the rules leave and every value is a
// given (nothing eliminated or solved yet), else a pencilmark grid (solved values as "+7"). A pencilmark grid shows an unplaced single candidate like a placed
// value, so the grid is read back first and the step is taken from the state as read.
int findPositions(const Options& o) {
    std::size_t printed = 0;
    for (const std::string& file : o.files) {
        for (const Puzzle& puzzle : load(file, o)) {
            CandidateGrid state(puzzle.grid);
            for (;;) {
                const NextStep next = findNextStep(state, o.logic);
                if (next.status != LogicStatus::Found) break;
                if (next.step->technique == *o.find) {
                    const bool exactAsLine = CandidateGrid(state.grid()) == state;
                    std::string text = exactAsLine ? puzzleLine(state.grid()) + "\n" : toCandidateText(state);
                    auto readBack = parseCandidateText(text);
                    const CandidateGrid position = exactAsLine || !readBack ? state : *readBack;
                    const NextStep there = findNextStep(position, o.logic);
                    if (there.status == LogicStatus::Found && there.step->technique == *o.find) {
                        std::printf("# %s line %zu: %s\n%s%s  (rating %.1f)\n%s\n\n", file.c_str(), puzzle.line,
                                    puzzleLine(puzzle.grid).c_str(), text.c_str(),
                                    effectText(position.shape(), *there.step).c_str(), there.step->rating,
                                    patternText(*there.step, position.shape()).c_str());
                        if (++printed >= o.count) return 0;
                        break; // one position per puzzle
                    }
                }
                applyStep(state, *next.step);
            }
        }
    }
    return printed ? 0 : 1;
}

int survey(const Options& o) {
    for (const std::string& file : o.files) {
        const std::vector<Puzzle> puzzles = load(file, o);
        std::size_t solved = 0, notUnique = 0, unsound = 0, steps = 0, seCompared = 0, seEqual = 0;
        std::map<double, std::size_t> erCounts;
        std::map<Grade, std::size_t> grades;
        std::map<Technique, std::size_t> uses;
        std::vector<double> stepMicros;
        double worst = 0;
        std::string worstWhat;
        struct FinderTimes {
            std::vector<double> micros;
            double worst = 0;
            std::string worstWhere;
            std::size_t found = 0;
        };
        std::map<Technique, FinderTimes> finderTimes;
        const auto start = Clock::now();
        for (const Puzzle& puzzle : puzzles) {
            SolveOptions solveOptions;
            solveOptions.limit = 2;
            const SolveResult truth = solve(puzzle.grid, solveOptions);
            LogicOptions logic = o.logic;
            if (truth.status != SolveStatus::SolvedUnique) {
                ++notUnique; // uniqueness techniques would be unsound: rate without them
                logic.uniquenessTechniques = false;
            }
            SolvePath path{LogicStatus::Stuck, {}, CandidateGrid(puzzle.grid)};
            for (;;) {
                for (Technique technique : o.timed) {
                    // The machine is shared: a slow call is timed twice more and the fastest of the
                    // three counts, so the worst case is the finder's and not another process's.
                    bool found = false;
                    double micros = 0;
                    for (int run = 0; run < 3 && (run == 0 || micros > 500); ++run) {
                        const auto f0 = Clock::now();
                        found = findStep(path.last, technique).has_value();
                        const double t = std::chrono::duration<double, std::micro>(Clock::now() - f0).count();
                        micros = run == 0 ? t : std::min(micros, t);
                    }
                    FinderTimes& times = finderTimes[technique];
                    times.micros.push_back(micros);
                    times.found += found;
                    if (micros > times.worst) {
                        times.worst = micros;
                        times.worstWhere = "line " + std::to_string(puzzle.line) + ", step " + std::to_string(path.steps.size() + 1);
                    }
                }
                const auto t0 = Clock::now();
                NextStep next = findNextStep(path.last, logic);
                const double micros = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
                stepMicros.push_back(micros);
                if (micros > worst) {
                    worst = micros;
                    worstWhat = "line " + std::to_string(puzzle.line) + ", step " + std::to_string(path.steps.size() + 1) +
                                (next.step ? " (" + std::string(techniqueInfo(next.step->technique).key) + ")" : " (no step found)");
                }
                if (next.status != LogicStatus::Found) {
                    path.end = next.status;
                    break;
                }
                if (truth.status == SolveStatus::SolvedUnique) {
                    const Grid& solution = truth.solutions.front();
                    bool sound = true;
                    for (const CellValue& p : next.step->placements) sound &= solution.at(p.cell) == p.value;
                    for (const CellValue& e : next.step->eliminations) sound &= solution.at(e.cell) != e.value;
                    if (!sound) {
                        ++unsound;
                        std::printf("UNSOUND %s line %zu: %s: %s\n%s", file.c_str(), puzzle.line,
                                    std::string(techniqueInfo(next.step->technique).key).c_str(),
                                    effectText(path.last.shape(), *next.step).c_str(), toCandidateText(path.last).c_str());
                    }
                }
                ++uses[next.step->technique];
                applyStep(path.last, *next.step);
                path.steps.push_back(std::move(*next.step));
            }
            steps += path.steps.size();
            const Rating rating = rate(path);
            if (rating.solved) {
                ++solved;
                erCounts[rating.er]++;
                if (puzzle.seRating >= 0) {
                    ++seCompared;
                    seEqual += std::abs(rating.er - puzzle.seRating) < 0.05;
                }
            }
            grades[rating.grade]++;
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        std::sort(stepMicros.begin(), stepMicros.end());
        const double n = static_cast<double>(puzzles.size());
        std::printf("== %s: %zu puzzles (%zu not unique: rated without uniqueness techniques)\n", file.c_str(),
                    puzzles.size(), notUnique);
        std::printf("solved by logic alone: %zu (%.1f%%); steps: %zu; unsound steps: %zu; wall time %.1f s\n",
                    solved, n > 0 ? 100.0 * static_cast<double>(solved) / n : 0.0, steps, unsound, seconds);
        std::printf("time per step (findNextStep): median %.1f us, p99 %.1f us, worst %.1f us at %s\n",
                    percentile(stepMicros, 0.5), percentile(stepMicros, 0.99), worst, worstWhat.c_str());
        for (auto& [technique, times] : finderTimes) {
            std::sort(times.micros.begin(), times.micros.end());
            std::printf("time of %s alone (findStep on %zu states, found on %zu): median %.1f us, p99 %.1f us, worst %.1f us at %s\n",
                        std::string(techniqueInfo(technique).key).c_str(), times.micros.size(), times.found,
                        percentile(times.micros, 0.5), percentile(times.micros, 0.99), times.worst, times.worstWhere.c_str());
        }
        std::printf("ER of the puzzles solved (hardest step):\n");
        for (const auto& [er, count] : erCounts) std::printf("  %.1f  %zu\n", er, count);
        std::printf("grades:");
        for (const auto& [grade, count] : grades) std::printf(" %s %zu", std::string(gradeKey(grade)).c_str(), count);
        std::printf("\ntechnique uses:");
        for (const auto& [technique, count] : uses) std::printf(" %s %zu", std::string(techniqueInfo(technique).key).c_str(), count);
        std::printf("\n");
        if (seCompared)
            std::printf("against the file's Sudoku Explainer ratings: %zu of %zu solved puzzles rated the same (+-0.05)\n",
                        seEqual, seCompared);
        std::printf("\n");
    }
    return 0;
}

} // namespace

// The technique table, in trying order, as the Markdown table of docs/logic.md.
int listTechniques() {
    std::puts("| # | technique (key) | ER | score | grade | assumes uniqueness |\n|---|---|---|---|---|---|");
    int index = 1;
    for (const TechniqueInfo& info : allTechniques())
        std::printf("| %d | `%s` | %.1f | %d | %s | %s |\n", index++, std::string(info.key).c_str(), info.rating, info.score,
                    std::string(gradeKey(info.grade)).c_str(), info.assumesUniqueness ? "yes" : "");
    return 0;
}

int main(int argc, char** argv) {
    const auto options = parseArgs(argc, argv);
    if (!options) {
        usage();
        return 2;
    }
    if (options->list) return listTechniques();
    return options->find ? findPositions(*options) : survey(*options);
}
