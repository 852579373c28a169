#pragma once
// The read → solve → write loop over every input. With -j 1 one puzzle at a time on this thread;
// with more, the solving (and under --rate/--explain the rating) goes through a SolvePipeline and the
// answers still come out in input order.

#include <QString>

#include <chrono>
#include <filesystem>
#include <istream>
#include <memory>
#include <stop_token>
#include <string_view>
#include <vector>

#include "options.h"
#include "output.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"
#include "qudoku/variant_text.h"
#include "solve_pipeline.h"
#include "watchdog.h"

namespace qudoku::cli {

class Batch {
public:
    Batch(const CliOptions& options, StdoutBuffer& out);

    // Reads the file at `path` ("-" = standard input) and answers its puzzles. An input that cannot
    // be opened or read is reported and makes the exit code Usage; the next input still runs.
    void runInput(const QString& path);

    // The exit code for everything run so far.
    ExitCode exitCode() const;

    // The --stats summary line, on standard error.
    void printSummary() const;

    // Under --pdf: each puzzle with one solution, in input order, with its solution and rating.
    struct BookletEntry {
        Puzzle puzzle;
        Grid solution;
        logic::Rating rating;
        std::optional<Rules> rules; // a variant's, drawn with the grid (render/rules_drawing.h)
    };
    const std::vector<BookletEntry>& bookletEntries() const { return booklet_; }

private:
    // Why a puzzle (or a bad stretch of text that was meant as one) gets no answer.
    struct Failure {
        std::string_view status; // "invalid", "no-solution", "not-unique", "timeout" (the --json status)
        QString message;         // e.g. "not unique (2 or more solutions)"
        QString errorLine;       // the whole standard error line: "<input>:<line>: puzzle 3: ..."
        int line = 0;            // where the puzzle (or the bad text) starts
        const Puzzle* puzzle = nullptr; // nullptr when the text could not be read
    };

    void run(std::istream& in, std::string_view inputName);
    // A file of variant puzzles (f-puzzles JSON or JSON Lines, links, jigsaw text, Solo IDs:
    // qudoku/variant_text.h), told from its first lines: solved, counted or checked for uniqueness
    // under its rules, one answer line per puzzle; rated or explained under --rate/--explain. False when the file is not one (then it is read
    // as classic puzzles).
    bool runVariantFile(const std::filesystem::path& path, std::string_view inputName);
    // Standard input (or a pipe): variant puzzles when --format fpuzzles says so or its first line with
    // something on it is one (JSON, a link, a Solo ID); else classic puzzles, streamed as before.
    void runStream(std::istream& in, std::string_view inputName);
    // The rest of `in` after `text` (what was read of it already), bounded, then runVariantText.
    void runVariantRest(std::istream& in, std::string text, std::string_view inputName);
    // Every variant puzzle of `text`, answered in order.
    void runVariantText(std::string text, std::string_view inputName);
    void answerVariant(std::string_view inputName, const VariantItem& item);
    // The part of a puzzle's handling that may run on a worker thread: solving it and, under
    // --rate/--explain with one solution, rating it, on the puzzle's own clock under --timeout.
    // Reads only options_ (and arms a timer on the thread-safe watchdog_).
    void work(SolvePipeline::Item& item) const;
    // nullopt when `stop` came first.
    std::optional<LogicOutcome> logicOutcome(const Grid& givens, std::stop_token stop) const;
    std::optional<LogicOutcome> logicOutcome(const logic::CandidateGrid& start, std::stop_token stop) const;
    // The rest, on the reading thread, in input order: counting, error lines, writing.
    void deliver(std::string_view inputName, SolvePipeline::Item& item);
    void reportParseError(std::string_view inputName, const ParseError& error, std::optional<Format> format);
    // Writes the answer (or the reason for none) of a solved puzzle.
    void answer(std::string_view inputName, const SolvePipeline::Item& item);
    // Why the puzzle gets no answer (conflicts, no solution, not unique), or nullopt when it gets one.
    std::optional<Failure> problemWith(std::string_view inputName, const Puzzle& puzzle, const SolveResult& result) const;
    void writeSolution(const Puzzle& puzzle, const Grid& solution);
    void writeCount(const SolveResult& result);
    // --rate and --explain: the logic engine's path from the givens, as a rating line, in words, or
    // as a JSON object.
    // `rules`: a variant puzzle's geometry (its houses named in the steps' words), or nullptr (classic).
    void writeRating(std::string_view inputName, const Puzzle& puzzle, const LogicOutcome& outcome,
                     const logic::Geometry* rules = nullptr);
    void writeRatingJson(std::string_view inputName, const Puzzle& puzzle, const LogicOutcome& outcome,
                         const logic::Geometry* rules = nullptr);
    // What a puzzle without an answer writes: an empty line where answers are lines, the error line
    // in its slot under --explain, an error object under --json, else nothing.
    void writeNoAnswer(std::string_view inputName, Format format, const Failure& failure);
    void reportUnreadable(std::string_view inputName, const QString& reason);

    SolveOptions solveOptions(std::stop_token stop) const;

    const CliOptions& options_;
    StdoutBuffer& out_;
    const std::unique_ptr<Watchdog> watchdog_; // under --timeout: every puzzle's clock
    const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    int puzzles_ = 0;
    int failedPuzzles_ = 0;
    int answersWritten_ = 0;
    bool inputProblem_ = false; // bad text that is not a puzzle (case count, empty input)
    bool unreadableInput_ = false;
    std::vector<BookletEntry> booklet_;
};

} // namespace qudoku::cli
