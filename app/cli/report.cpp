#include "report.h"
#include "cli_tr.h"

#include <QStringList>

#include <cstdio>

#include "json.h"
#include "text/diagnostics.h"

namespace qudoku::cli {

namespace {

// Enough to see what is wrong without flooding the terminal for a grid full of clashes.
constexpr std::size_t kConflictsShown = 3;

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

qint64 microseconds(std::chrono::nanoseconds t) {
    return std::chrono::duration_cast<std::chrono::microseconds>(t).count();
}

} // namespace

QString location(std::string_view inputName, int line, int column) {
    QString where = fromView(inputName);
    if (line > 0) where += QLatin1Char(':') + QString::number(line);
    if (line > 0 && column > 0) where += QLatin1Char(':') + QString::number(column);
    return where + QStringLiteral(": ");
}

QString parseErrorLine(std::string_view inputName, const ParseError& error) {
    return location(inputName, error.line, error.column) + text::describe(error);
}

QString puzzleLine(std::string_view inputName, const Puzzle& puzzle, const QString& message) {
    return location(inputName, puzzle.line) + Cli::tr("puzzle %1: ").arg(puzzle.number) + message;
}

QString conflictsText(const Puzzle& puzzle, const std::vector<Conflict>& conflicts) {
    QStringList parts;
    for (std::size_t i = 0; i < conflicts.size() && i < kConflictsShown; ++i)
        parts << text::describe(conflicts[i], puzzle.grid.shape(), puzzle.layout.alphabet);
    if (conflicts.size() > kConflictsShown)
        parts << Cli::tr("and %1 more").arg(conflicts.size() - kConflictsShown);
    return parts.join(QStringLiteral("; "));
}

QString statsText(Algorithm algorithm, const SolveResult& result, std::chrono::nanoseconds solveTime) {
    return QStringLiteral("algorithm=%1 status=%2 solutions=%3 nodes=%4 guesses=%5 time=%6µs")
        .arg(fromView(algorithmName(algorithm)), fromView(statusName(result.status)))
        .arg(result.count)
        .arg(result.stats.nodes)
        .arg(result.stats.guesses)
        .arg(microseconds(solveTime));
}

std::optional<std::string> gradedBy(const logic::Rating& rating) {
    switch (rating.basis) {
    case logic::GradeBasis::Unsolved: return std::nullopt;
    case logic::GradeBasis::LongSolve: return "length";
    case logic::GradeBasis::HardestStep:
        return rating.highestGraded ? std::string(logic::techniqueInfo(*rating.highestGraded).key) : std::string("none");
    }
    return std::nullopt;
}

std::string ratingFields(const logic::Rating& rating) {
    const std::optional<std::string> by = gradedBy(rating);
    return "er=" + oneDecimal(rating.er) + " score=" + std::to_string(rating.score) +
           " grade=" + std::string(logic::gradeKey(rating.grade)) + " hardest=" +
           (rating.hardest ? std::string(logic::techniqueInfo(*rating.hardest).key) : std::string("none")) +
           " steps=" + std::to_string(rating.steps) + (rating.solved ? " solved" : " stuck") +
           (by ? " graded-by=" + *by : std::string());
}

QString summaryLine(const Summary& summary) {
    const double seconds = std::chrono::duration<double>(summary.elapsed).count();
    const double milliseconds = std::chrono::duration<double, std::milli>(summary.elapsed).count();
    const double rate = seconds > 0 ? summary.puzzles / seconds : 0.0;
    return QStringLiteral("summary: puzzles=%1 solved=%2 failed=%3 time=%4ms rate=%5/s")
        .arg(summary.puzzles)
        .arg(summary.puzzles - summary.failed)
        .arg(summary.failed)
        .arg(milliseconds, 0, 'f', 3)
        .arg(rate, 0, 'f', 0);
}

} // namespace qudoku::cli
