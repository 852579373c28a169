#pragma once
// The read → solve → write loop over every input. With -j 1 one puzzle at a time on this thread;
// with more, the solving goes through a SolvePipeline and the answers still come out in input order.

#include <QString>

#include <chrono>
#include <istream>
#include <string_view>

#include "options.h"
#include "output.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

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

private:
    void run(std::istream& in, std::string_view inputName);
    void reportParseError(std::string_view inputName, const ParseError& error, std::optional<Format> format);
    // Writes the answer (or the reason for none) of a solved puzzle.
    void answer(std::string_view inputName, const Puzzle& puzzle, const SolveResult& result);
    // Why the puzzle gets no answer (conflicts, no solution, not unique), or empty when it gets one.
    QString problemWith(const Puzzle& puzzle, const SolveResult& result) const;
    void writeSolution(const Puzzle& puzzle, const Grid& solution);
    void writeCount(const SolveResult& result);
    // --rate and --explain: the logic engine's path from the givens, as a rating line or in words.
    void writeRating(const Puzzle& puzzle);
    // What a puzzle without an answer writes: an empty line where answers are lines, else nothing.
    void writeNoAnswer(Format format);
    void reportUnreadable(std::string_view inputName, const QString& reason);

    SolveOptions solveOptions() const;

    const CliOptions& options_;
    StdoutBuffer& out_;
    const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    int puzzles_ = 0;
    int failedPuzzles_ = 0;
    int answersWritten_ = 0;
    bool inputProblem_ = false; // bad text that is not a puzzle (case count, empty input)
    bool unreadableInput_ = false;
};

} // namespace qudoku::cli
