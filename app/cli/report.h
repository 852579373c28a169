#pragma once
// The lines written to standard error: problems with a position, per-puzzle statistics, a summary.
//
//   puzzles.txt:4:17: expected a digit 1-9, '.' or '0', got 'x'
//   puzzles.txt:12: puzzle 3: digit 5 twice in row 2 (r2c1, r2c7)
//   puzzles.txt:12: puzzle 3: algorithm=mrv status=solved-unique solutions=1 nodes=61 guesses=2 time=14µs

#include <QString>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/logic/engine.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

namespace qudoku::cli {

// "<input>:<line>:<column>: ", leaving out the column when 0 and the line too when 0.
QString location(std::string_view inputName, int line, int column = 0);

// "<input>:<line>:<column>: <what was expected>".
QString parseErrorLine(std::string_view inputName, const ParseError& error);

// "<input>:<line>: puzzle <n>: <message>".
QString puzzleLine(std::string_view inputName, const Puzzle& puzzle, const QString& message);

// The puzzle's conflicts joined with "; ", the first few only, then "and N more".
QString conflictsText(const Puzzle& puzzle, const std::vector<Conflict>& conflicts);

QString statsText(Algorithm algorithm, const SolveResult& result, std::chrono::nanoseconds solveTime);

// What a solved puzzle's grade rests on, as a field value: the key of the technique that makes it
// ("x-wing"; "none" when no step was needed), or "length" when only the total score does (a long
// solve of easier steps: logic::GradeBasis). nullopt when logic alone does not solve the puzzle.
std::optional<std::string> gradedBy(const logic::Rating& rating);

// A rating as key=value fields, the same in every language so scripts can sort and filter on them:
// "er=3.4 score=612 grade=hard hardest=x-wing steps=52 solved graded-by=x-wing" (--rate, --explain,
// --generate). `hardest` is the ER's technique, `graded-by` the grade's (see gradedBy): an X-Wing (3.2,
// hard) makes the grade of a puzzle whose hardest step is a hidden pair (3.4, medium).
std::string ratingFields(const logic::Rating& rating);

struct Summary {
    int puzzles = 0;
    int failed = 0;
    std::chrono::nanoseconds elapsed{0};
};

// "summary: puzzles=3 solved=2 failed=1 time=12.034ms rate=249/s".
QString summaryLine(const Summary& summary);

} // namespace qudoku::cli
