#pragma once
// The command line: what to read, how to solve and what to print.

#include <QStringList>

#include <chrono>
#include <cstdint>
#include <optional>
#include <variant>

#include "qudoku/format.h"
#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/technique.h"
#include "qudoku/solver.h"
#include "qudoku/variant_text.h"

namespace qudoku::cli {

// Documented in --help and docs/cli.md; scripts rely on them.
enum class ExitCode {
    Success = 0,      // every puzzle solved (or counted)
    PuzzleFailed = 1, // some puzzle had no solution, was invalid, or was not unique under --unique
    Usage = 2,        // bad usage, or an input that could not be read
    Interrupted = 130, // --generate stopped by SIGINT or SIGTERM (128 + SIGINT, as shells report it)
};

enum class Mode {
    Solve,  // print one solution per puzzle
    Count,  // print the number of solutions per puzzle, up to a limit
    Unique, // print the solution only when it is the only one
    Rate,   // print the logic engine's rating (ER, score, grade) of each puzzle with one solution
    Explain,// print the logic engine's solving path in words, one step a line
    Generate,// make new puzzles (--generate N); reads no input
    Booklet, // --pdf FILE: lay the puzzles with one solution out as a PDF booklet, rated
    ReadImage, // --read-image FILE...: the puzzle in each picture (built with QUDOKU_VISION only)
};

// --pdf FILE and its layout (--per-page, --solutions, --paper).
struct BookletRequest {
    QString path;
    int perPage = 4;        // 1, 2, 4 or 6
    bool solutions = false; // solutions on the last pages, 6 to a page
    bool letter = false;    // US Letter instead of A4
};

// --timeout SECONDS: how long each puzzle may take (solving, counting, rating, explaining, or making
// one under --generate). The text is kept as given for the message ("gave up after 0.5 s").
struct Timeout {
    std::chrono::nanoseconds limit{0};
    QString text;
};

struct CliOptions {
    QStringList inputs;           // file names in order; "-" is standard input
    std::optional<Format> format; // nullopt: detected for each input
    // --format fpuzzles: every input is read as variant puzzles (f-puzzles JSON or JSON Lines, links,
    // jigsaw texts, Solo game IDs, told apart within), standard input and pipes too.
    bool variantInput = false;
    // --format with a variant text's name (sudocue-killer, compact-killer, solo, jigsaw, links,
    // fpuzzles-json, fpuzzles-jsonl): every input is read as variant puzzles of that kind only.
    std::optional<VariantTextKind> variantKind;
    Algorithm algorithm = SolveOptions{}.algorithm;
    Mode mode = Mode::Solve;
    std::uint64_t countLimit = 1000;
    bool stats = false;
    int jobs = 1;                 // solver threads (-j); 1 solves on the main thread
    std::optional<logic::Technique> maxTechnique; // --max-technique, for --rate/--explain
    logic::RatingScale scale = logic::RatingScale::Qudoku; // --rating, for --rate/--explain
    bool json = false;            // --json: one JSON object a puzzle (JSON Lines), for --rate/--explain/--read-image
    std::optional<Timeout> timeout; // --timeout: none by default
    // --generate N and its options (--size, --grade/--er/--technique, --symmetry, --minimal, --clues,
    // --pattern, --seed); the seed is drawn at random when not given.
    std::uint64_t generateCount = 0;
    GenerateOptions generate;
    BookletRequest booklet;       // under Mode::Booklet
};

// Whether `mode` rates each puzzle with the logic engine (--rate, --explain, --pdf).
constexpr bool rates(Mode mode) { return mode == Mode::Rate || mode == Mode::Explain || mode == Mode::Booklet; }

// The default for -j: every core the machine reports, at least 1.
int defaultJobs();

// The options to run with, or the exit code to stop with once --help, --version or a usage error
// has been printed.
using ParsedOptions = std::variant<CliOptions, ExitCode>;

ParsedOptions parseOptions(const QStringList& arguments);

} // namespace qudoku::cli
