#include "options.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include "output.h"

#include <thread>

// The CLI speaks English; the sentences about puzzles come, translatable, from qudoku_text.
namespace qudoku::cli {

namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// "a, b or c".
QString alternatives(const QStringList& names) {
    if (names.size() < 2) return names.join(QString());
    return QStringLiteral("%1 or %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

QStringList algorithmNames() {
    QStringList names;
    for (Algorithm a : kAllAlgorithms) names << fromView(algorithmName(a));
    return names;
}

QStringList techniqueKeys() {
    QStringList keys;
    for (const logic::TechniqueInfo& info : logic::allTechniques()) keys << fromView(info.key);
    return keys;
}

QStringList formatNames() {
    QStringList names;
    for (Format f : {Format::Block, Format::Line, Format::Letters, Format::Grid}) names << fromView(formatName(f));
    return names;
}

// Printed after Qt's generated usage and option list.
QString helpEpilogue() {
    return QStringLiteral(R"(
Formats (detected for each input unless --format is given):
  block    POJ 2676: the number of cases, then 9 rows of 9 digits per case, 0 = empty
             e.g. "1", then "103000509", "002109400", ... (9 rows)
  line     POJ 3074: one puzzle per line, '.' or '0' = empty; a line "end" stops the input
             e.g. ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534."
  letters  POJ 3076: 16 rows of 16 letters A-P, '-' = empty, a blank line between cases
             e.g. "--A----C-----O-I" (first of 16 rows)
  grid     rows with optional spaces, '|' and ruler lines, after an optional title line
             e.g. "Grid 01", then "003020600", ... or "5 3 . | . 7 . | . . ." and "------+-------+------"
  Lines starting with '#' are comments. 4x4 to 25x25 grids are read in every format.

Output:
  One answer per puzzle, in input order, in the puzzle's own format; grid answers repeat the
  puzzle's title line, and letters and grid answers are separated by a blank line.
  A puzzle without an answer prints nothing, except in line format and with --count, where it
  prints an empty line so the output stays aligned with the input (paste puzzles.txt answers.txt).
  Problems go to standard error, one line each: <file>:<line>[:<column>]: <message>.

Techniques (for --max-technique), cheapest first:
  %TECHNIQUES%

Exit codes:
  0  every puzzle was solved (or counted)
  1  some puzzle had no solution, was invalid (bad text or conflicting givens),
     or was not unique under --unique
  2  bad usage, or an input file could not be read (missing, a directory, no permission)
)");
}

ExitCode usageError(const QString& message) {
    printErrorLine(QStringLiteral("qudoku-cli: ") + message);
    printErrorLine(QStringLiteral("Try 'qudoku-cli --help' for more information."));
    return ExitCode::Usage;
}

} // namespace

int defaultJobs() {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : static_cast<int>(cores);
}

ParsedOptions parseOptions(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Solves Sudoku puzzles read from files or standard input and writes the answers to standard output."));
    // Not addHelpOption(): it adds --help-all, about Qt's GUI options, which a console tool has not.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Displays this help: options, formats, output and exit codes."));
    parser.addOption(help);
    const QCommandLineOption version = parser.addVersionOption();
    // The default is the library's, so a faster engine reaches CLI users without a CLI change.
    const QString defaultAlgorithm = fromView(algorithmName(SolveOptions{}.algorithm));
    const QCommandLineOption algorithm(
        {QStringLiteral("a"), QStringLiteral("algorithm")},
        QStringLiteral("Search algorithm: %1 (default: %2).").arg(alternatives(algorithmNames()), defaultAlgorithm),
        QStringLiteral("name"), defaultAlgorithm);
    const QCommandLineOption format(
        {QStringLiteral("f"), QStringLiteral("format")},
        QStringLiteral("Input format: %1 (default: detected for each input).").arg(alternatives(formatNames())),
        QStringLiteral("name"));
    const QCommandLineOption count(
        {QStringLiteral("c"), QStringLiteral("count")},
        QStringLiteral("Print the number of solutions of each puzzle, one line each, instead of a "
                       "solution. Counts stop at --limit and then print as e.g. 1000+."));
    const QCommandLineOption limit({QStringLiteral("l"), QStringLiteral("limit")},
                                   QStringLiteral("The highest count --count reports exactly (default: 1000)."),
                                   QStringLiteral("n"), QStringLiteral("1000"));
    const QCommandLineOption unique(
        {QStringLiteral("u"), QStringLiteral("unique")},
        QStringLiteral("Print a solution only when it is the only one; a puzzle with several "
                       "solutions is reported on standard error and counts as a failure."));
    const QCommandLineOption stats(
        {QStringLiteral("s"), QStringLiteral("stats")},
        QStringLiteral("Print per puzzle (algorithm, status, nodes, guesses, time) and a summary "
                       "on standard error."));
    const QCommandLineOption jobs(
        {QStringLiteral("j"), QStringLiteral("jobs")},
        QStringLiteral("Solve on n threads (default: %1, the number of cores). Answers keep the input "
                       "order and the input is streamed, so any file size runs in constant memory.")
            .arg(defaultJobs()),
        QStringLiteral("n"), QString::number(defaultJobs()));
    const QCommandLineOption rate(
        {QStringLiteral("r"), QStringLiteral("rate")},
        QStringLiteral("Rate each puzzle with the logic engine instead of solving it: one line each with "
                       "its ER (Sudoku Explainer scale), HoDoKu-style score and grade, hardest technique "
                       "and number of steps. Only puzzles with exactly one solution are rated."));
    const QCommandLineOption explain(
        {QStringLiteral("e"), QStringLiteral("explain")},
        QStringLiteral("Print each puzzle's solving path in words, one step a line, then its rating."));
    const QCommandLineOption maxTechnique(
        QStringLiteral("max-technique"),
        QStringLiteral("With --rate or --explain: let the engine use no technique harder than this one "
                       "(e.g. x-wing; --help lists them)."),
        QStringLiteral("name"));
    parser.addOptions({algorithm, format, count, limit, unique, stats, jobs, rate, explain, maxTechnique});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QStringLiteral("Puzzle files, read in turn; '-' or none reads standard input."),
                                 QStringLiteral("[files...]"));

    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet(help)) {
        // helpText() names the program by the path it was started with; the name reads better.
        QString usage = parser.helpText();
        usage.replace(arguments.constFirst(), QCoreApplication::applicationName());
        QString epilogue = helpEpilogue();
        // Wrapped like the rest of the help, at about 90 columns.
        QString list, line;
        for (const QString& key : techniqueKeys()) {
            if (!line.isEmpty() && line.size() + key.size() + 2 > 88) {
                list += line + QStringLiteral(",\n  ");
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(", ")) + key;
        }
        epilogue.replace(QStringLiteral("%TECHNIQUES%"), list + line);
        printText(usage + epilogue);
        return ExitCode::Success;
    }
    if (parser.isSet(version)) {
        printText(QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion() +
                  QLatin1Char('\n'));
        return ExitCode::Success;
    }

    CliOptions options;
    options.inputs = parser.positionalArguments();
    const QString algorithmValue = parser.value(algorithm);
    const auto chosenAlgorithm = algorithmFromName(algorithmValue.toStdString());
    if (!chosenAlgorithm)
        return usageError(
            QStringLiteral("unknown algorithm '%1' (expected %2)").arg(algorithmValue, alternatives(algorithmNames())));
    options.algorithm = *chosenAlgorithm;
    if (parser.isSet(format)) {
        const QString formatValue = parser.value(format);
        options.format = formatFromName(formatValue.toStdString());
        if (!options.format)
            return usageError(
                QStringLiteral("unknown format '%1' (expected %2)").arg(formatValue, alternatives(formatNames())));
    }
    bool limitOk = false;
    options.countLimit = parser.value(limit).toULongLong(&limitOk);
    if (!limitOk || options.countLimit == 0)
        return usageError(
            QStringLiteral("--limit needs a whole number of at least 1, got '%1'").arg(parser.value(limit)));
    const int modes = int(parser.isSet(count)) + int(parser.isSet(unique)) + int(parser.isSet(rate)) +
                      int(parser.isSet(explain));
    if (modes > 1) return usageError(QStringLiteral("--count, --unique, --rate and --explain exclude each other"));
    if (parser.isSet(count)) options.mode = Mode::Count;
    if (parser.isSet(unique)) options.mode = Mode::Unique;
    if (parser.isSet(rate)) options.mode = Mode::Rate;
    if (parser.isSet(explain)) options.mode = Mode::Explain;
    if (parser.isSet(maxTechnique)) {
        const QString key = parser.value(maxTechnique);
        const auto technique = logic::techniqueFromKey(key.toStdString());
        if (!technique)
            return usageError(QStringLiteral("unknown technique '%1' (expected one of: %2)")
                                  .arg(key, techniqueKeys().join(QStringLiteral(", "))));
        if (options.mode != Mode::Rate && options.mode != Mode::Explain)
            return usageError(QStringLiteral("--max-technique needs --rate or --explain"));
        options.maxTechnique = *technique;
    }
    options.stats = parser.isSet(stats);
    bool jobsOk = false;
    options.jobs = parser.value(jobs).toInt(&jobsOk);
    // More threads than this is a typo, not a machine: refuse it rather than start thousands.
    constexpr int kMaxJobs = 1024;
    if (!jobsOk || options.jobs < 1 || options.jobs > kMaxJobs)
        return usageError(QStringLiteral("-j/--jobs needs a whole number from 1 to %1, got '%2'")
                              .arg(kMaxJobs)
                              .arg(parser.value(jobs)));
    return options;
}

} // namespace qudoku::cli
