#include "batch.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "qudoku/logic/engine.h"
#include "qudoku/writer.h"
#include "report.h"
#include "solve_pipeline.h"
#include "text/diagnostics.h"
#include "text/step_text.h"

namespace qudoku::cli {

namespace {

constexpr std::string_view kStdinName = "<stdin>";

} // namespace

Batch::Batch(const CliOptions& options, StdoutBuffer& out) : options_(options), out_(out) {}

void Batch::runInput(const QString& path) {
    if (path == QStringLiteral("-")) {
        run(std::cin, kStdinName);
        return;
    }
    const std::string inputName = path.toStdString();
    const std::filesystem::path filePath(QFile::encodeName(path).toStdString());
    // An ifstream opens a directory without complaint and only fails on the first read.
    std::error_code ignored;
    if (std::filesystem::is_directory(filePath, ignored)) {
        reportUnreadable(inputName, QStringLiteral("is a directory"));
        return;
    }
    std::ifstream file(filePath, std::ios::binary);
    if (!file) {
        reportUnreadable(inputName, QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    run(file, inputName);
}

void Batch::run(std::istream& in, std::string_view inputName) {
    PuzzleReader reader(in, options_.format);
    if (options_.jobs > 1) {
        SolvePipeline pipeline(options_.jobs, solveOptions(), [&](SolvePipeline::Item& item) {
            if (item.read) answer(inputName, item.read.value(), item.result);
            else reportParseError(inputName, item.read.error(), item.format);
        });
        while (auto result = reader.next()) pipeline.push({std::move(*result), reader.format()});
        pipeline.finish();
    } else {
        while (auto result = reader.next()) {
            if (*result) answer(inputName, result->value(), solve(result->value().grid, solveOptions()));
            else reportParseError(inputName, result->error(), reader.format());
        }
    }
    if (in.bad()) reportUnreadable(inputName, QStringLiteral("read error"));
}

void Batch::reportParseError(std::string_view inputName, const ParseError& error, std::optional<Format> format) {
    printErrorLine(parseErrorLine(inputName, error));
    // Errors about the input as a whole (empty, the case count) belong to no puzzle: no answer slot.
    if (error.puzzle == 0) {
        inputProblem_ = true;
        return;
    }
    ++puzzles_;
    ++failedPuzzles_;
    writeNoAnswer(format.value_or(Format::Line));
}

void Batch::answer(std::string_view inputName, const Puzzle& puzzle, const SolveResult& result) {
    ++puzzles_;
    if (options_.stats) printErrorLine(puzzleLine(inputName, puzzle, statsText(options_.algorithm, result)));

    const QString problem = problemWith(puzzle, result);
    if (!problem.isEmpty()) {
        printErrorLine(puzzleLine(inputName, puzzle, problem));
        ++failedPuzzles_;
    }
    if (options_.mode == Mode::Count && result.status != SolveStatus::InvalidInput) writeCount(result);
    else if (problem.isEmpty() && (options_.mode == Mode::Rate || options_.mode == Mode::Explain)) writeRating(puzzle);
    else if (problem.isEmpty()) writeSolution(puzzle, result.solutions.front());
    else writeNoAnswer(puzzle.layout.format);
}

QString Batch::problemWith(const Puzzle& puzzle, const SolveResult& result) const {
    if (result.status == SolveStatus::InvalidInput) return conflictsText(puzzle, result.conflicts);
    if (!result.hasSolution()) return text::statusText(SolveStatus::NoSolution);
    // Rating assumes one solution (the uniqueness techniques rely on it), as --unique does.
    if ((options_.mode == Mode::Unique || options_.mode == Mode::Rate || options_.mode == Mode::Explain) &&
        result.isMultiple())
        return QStringLiteral("not unique (2 or more solutions)");
    return {};
}

void Batch::writeSolution(const Puzzle& puzzle, const Grid& solution) {
    if (answersWritten_++ > 0) out_.append(answerSeparator(puzzle.layout.format));
    if (!puzzle.title.empty()) {
        out_.append(puzzle.title);
        out_.append("\n");
    }
    out_.append(writeGrid(solution, puzzle.layout));
}

void Batch::writeCount(const SolveResult& result) {
    std::string line = std::to_string(result.count);
    if (result.status == SolveStatus::LimitReached) line += '+';
    line += '\n';
    out_.append(line);
}

void Batch::writeRating(const Puzzle& puzzle) {
    logic::LogicOptions logicOptions;
    logicOptions.hardest = options_.maxTechnique;
    const logic::SolvePath path = logic::findSolvePath(logic::CandidateGrid(puzzle.grid), logicOptions);
    const logic::Rating rating = logic::rate(path);
    const std::string line = ratingFields(rating) + "\n";
    if (options_.mode == Mode::Rate) {
        out_.append(line);
        return;
    }
    if (answersWritten_++ > 0) out_.append("\n");
    if (!puzzle.title.empty()) out_.append(puzzle.title + "\n");
    int number = 0;
    for (const logic::Step& step : path.steps)
        out_.append(std::to_string(++number) + ". " + text::explanation(step, puzzle.grid.shape(), puzzle.layout.alphabet).toStdString() + "\n");
    if (!rating.solved)
        out_.append(QStringLiteral("No further step found with the techniques allowed (up to %1): the rest needs "
                                   "techniques beyond the engine, or guessing.\n")
                        .arg(text::techniqueName(options_.maxTechnique.value_or(logic::hardestTechnique())))
                        .toStdString());
    out_.append(line);
}

void Batch::writeNoAnswer(Format format) {
    // Line answers and counts are one line per puzzle, so a puzzle without one still gets its empty
    // line and `paste puzzles.txt answers.txt` stays aligned. Multi-line answers have no such slot.
    if (options_.mode == Mode::Count || options_.mode == Mode::Rate || format == Format::Line) out_.append("\n");
}

void Batch::reportUnreadable(std::string_view inputName, const QString& reason) {
    printErrorLine(location(inputName, 0) + QStringLiteral("cannot read: ") + reason);
    unreadableInput_ = true;
}

SolveOptions Batch::solveOptions() const {
    SolveOptions solveOptions;
    solveOptions.algorithm = options_.algorithm;
    solveOptions.keep = 1;
    switch (options_.mode) {
    case Mode::Solve: solveOptions.limit = 1; break;
    case Mode::Unique:
    case Mode::Rate:
    case Mode::Explain: solveOptions.limit = 2; break;
    case Mode::Count: solveOptions.limit = options_.countLimit; break;
    case Mode::Generate: break; // generation never reads puzzles; main.cpp routes it elsewhere
    }
    return solveOptions;
}

ExitCode Batch::exitCode() const {
    if (unreadableInput_) return ExitCode::Usage;
    if (failedPuzzles_ > 0 || inputProblem_) return ExitCode::PuzzleFailed;
    return ExitCode::Success;
}

void Batch::printSummary() const {
    printErrorLine(summaryLine({puzzles_, failedPuzzles_, std::chrono::steady_clock::now() - start_}));
}

} // namespace qudoku::cli
