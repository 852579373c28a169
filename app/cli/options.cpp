#include "options.h"
#include "cli_tr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include "options_generate.h"
#include "output.h"
#include "report.h"
#include "qudoku/reader.h"
#include "text/diagnostics.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

// The CLI speaks English; the sentences about puzzles come, translatable, from qudoku_text.
namespace qudoku::cli {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QStringList techniqueKeys() {
    QStringList keys;
    for (const logic::TechniqueInfo& info : logic::allTechniques()) keys << fromView(info.key);
    return keys;
}

ExitCode usageError(const QString& message) {
    printErrorLine(QStringLiteral("qudoku-cli: ") + message);
    printErrorLine(Cli::tr("Try 'qudoku-cli --help' for more information."));
    return ExitCode::Usage;
}

namespace {

// "a, b or c".
QString alternatives(const QStringList& names) {
    if (names.size() < 2) return names.join(QString());
    return Cli::tr("%1 or %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

QStringList algorithmNames() {
    QStringList names;
    for (Algorithm a : kAllAlgorithms) names << fromView(algorithmName(a));
    return names;
}

QStringList scaleNames() {
    QStringList names;
    for (logic::RatingScale s : {logic::RatingScale::Qudoku, logic::RatingScale::Se}) names << fromView(logic::ratingScaleKey(s));
    return names;
}

QStringList formatNames() {
    QStringList names;
    for (Format f : allFormats()) names << fromView(formatName(f));
    return names;
}

// The variant texts --format names: fpuzzles (any of them, told apart within), then each kind.
QStringList variantFormatNames() {
    QStringList names{QStringLiteral("fpuzzles")};
    for (VariantTextKind k : allVariantTextKinds()) names << fromView(variantTextKindName(k));
    return names;
}

// Printed after Qt's generated usage and option list. %TECHNIQUES%, %HIGHEST_ER% and %MAX_LINE% are
// filled in after translation.
QString helpEpilogue() {
    return Cli::tr(R"(
Formats (detected for each input unless --format is given):
  block    POJ 2676: the number of cases, then 9 rows of 9 digits per case, 0 = empty
             e.g. "1", then "103000509", "002109400", ... (9 rows)
  line     POJ 3074: one puzzle per line, '.' or '0' = empty; a line "end" stops the input
             e.g. ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534."
  letters  POJ 3076: 16 rows of 16 letters A-P, '-' = empty, a blank line between cases
             e.g. "--A----C-----O-I" (first of 16 rows)
  grid     rows with optional spaces, '|' and ruler lines, after an optional title line
             e.g. "Grid 01", then "003020600", ... or "5 3 . | . 7 . | . . ." and "------+-------+------"
  ss       Simple Sudoku (.ss): rows in groups of three, '.' (old files: 'X') = empty, dashes
           between bands; e.g. "1..|...|7..", ..., "-----------"
  sdk      SadMan Sudoku (.sdk): notes such as "#ARuud" (A author, D description, C comment, ...)
           and "[Puzzle]" may come first, then 9 rows of 9, '.' = empty; e.g. "2..1.5..3"
  sdm      SudoCue collection (.sdm): one puzzle per line, '0' = empty; by its text a line file,
           so it is taken for a file named .sdm or with --format sdm
  pencilmarks
           a HoDoKu or forum pencil-mark grid: each cell's candidates, a one-digit cell a given,
           "+7" a value solved on the way; e.g. "| 47 79 +8 | 39 +2 +1 | 345 345 +6 |"
  candidates729
           729 characters on a line, 9 a cell: the k-th is k when k is a candidate, else '.' or
           '0'; e.g. "...4..7.." for a cell with candidates 4 and 7
  Lines starting with '#' are comments (an .sdk note is "#" and a capital letter). 4x4 to 25x25
  grids are read in every format but pencilmarks and candidates729 (4x4, 6x6 and 9x9). Of a
  position with candidates, the givens are solved; the answer is the solved grid in its format.

Output:
  One answer per puzzle, in input order, in the puzzle's own format; grid answers repeat the
  puzzle's title line, and letters and grid answers are separated by a blank line.
  A puzzle without an answer prints nothing, except in line format and with --count or --rate, where
  it prints an empty line so the output stays aligned with the input (paste puzzles.txt answers.txt);
  --explain prints its error line as its block, --json an object with "status" and "error".
  Problems go to standard error, one line each: <file>:<line>[:<column>]: <message>.

Generating:
  qudoku-cli --generate 10 --grade hard --symmetry rotate180 --seed 42 > hard.txt
  Each line is a puzzle with one solution and, when it was rated (a --grade, --er or --technique
  target, or --rate), a blank and its rating, e.g.
    ...7.4....3.....96..1....(81 symbols) er=4.2 score=1142 grade=hard hardest=xy-wing steps=67 solved
    graded-by=xy-wing (the grade's technique, or "length" when only the score of a long solve makes it)
  The lines read straight back: qudoku-cli --rate hard.txt prints the same ratings. The rating
  is the logic engine's own (checked, never assumed). A rare target takes longer; on a terminal,
  standard error shows the candidates tried and the closest so far. An ER target must be within
  reach of some technique (9x9: 1.0 to %HIGHEST_ER%). With a symmetry, --minimal means that no
  symmetric group of clues can be taken out. A pattern that admits no unique puzzle gives an
  empty line and a message for each puzzle asked. Without a target, --rate rates each puzzle
  (most of the work: --generate 1000 --minimal is about 20 times faster without it).

Booklets:
  qudoku-cli --pdf booklet.pdf --per-page 4 --solutions --paper letter puzzles.txt
  Every puzzle with one solution goes in, in input order, under its number and rating; the
  solutions follow on the last pages. The digits are text in the PDF (searchable, copyable).

Techniques (for --max-technique and --technique), cheapest first:
  %TECHNIQUES%

Exit codes:
  0  every puzzle was solved (or counted, or generated)
  1  some puzzle had no solution, was invalid (bad text or conflicting givens),
     was not unique under --unique, could not be generated on --pattern, or ran
     out of time under --timeout
  2  bad usage, or an input file could not be read (missing, a directory, no permission,
     a line longer than %MAX_LINE% MiB: reading stops there)
  130  --generate stopped by Ctrl+C or SIGTERM (the lines written are whole puzzles)
)");
}

struct BookletFlags {
    const QCommandLineOption& pdf;
    const QCommandLineOption& perPage;
    const QCommandLineOption& solutions;
    const QCommandLineOption& paper;
};

// --pdf and its layout options into options.booklet (and Mode::Booklet); an exit code on a usage error.
std::optional<ExitCode> parseBooklet(const QCommandLineParser& parser, const BookletFlags& f, CliOptions& options) {
    if (!parser.isSet(f.pdf)) {
        for (const QCommandLineOption* o : {&f.perPage, &f.solutions, &f.paper})
            if (parser.isSet(*o)) return usageError(Cli::tr("--%1 needs --pdf").arg(o->names().constLast()));
        return std::nullopt;
    }
    if (options.mode != Mode::Solve)
        return usageError(Cli::tr("--pdf does not go with --count, --unique, --rate or --explain"));
    options.mode = Mode::Booklet;
    options.booklet.path = parser.value(f.pdf);
    if (options.booklet.path.isEmpty() || options.booklet.path == QLatin1String("-"))
        return usageError(Cli::tr("--pdf needs a file name (a PDF is not written to standard output)"));
    bool ok = false;
    options.booklet.perPage = parser.value(f.perPage).toInt(&ok);
    if (!ok || !(options.booklet.perPage == 1 || options.booklet.perPage == 2 || options.booklet.perPage == 4 ||
                 options.booklet.perPage == 6))
        return usageError(Cli::tr("--per-page must be 1, 2, 4 or 6, got '%1'").arg(parser.value(f.perPage)));
    options.booklet.solutions = parser.isSet(f.solutions);
    const QString paperName = parser.value(f.paper).toLower();
    if (paperName != QLatin1String("a4") && paperName != QLatin1String("letter"))
        return usageError(Cli::tr("--paper must be a4 or letter, got '%1'").arg(parser.value(f.paper)));
    options.booklet.letter = paperName == QLatin1String("letter");
    return std::nullopt;
}

// The longest --timeout: 11.6 days. Longer is a typo, not a plan; the bound also keeps the deadline
// arithmetic (nanoseconds of a steady clock) far from overflowing.
constexpr int kMaxTimeoutSeconds = 1'000'000;

// "0.5" -> 500 ms; nullopt for anything but a finite number of seconds in (0, kMaxTimeoutSeconds].
std::optional<Timeout> parseTimeout(const QString& text) {
    bool ok = false;
    const double seconds = text.toDouble(&ok); // the C locale's '.', whatever LC_NUMERIC says
    if (!ok || !std::isfinite(seconds) || seconds <= 0 || seconds > kMaxTimeoutSeconds) return std::nullopt;
    const auto limit = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(seconds));
    return Timeout{std::max(limit, std::chrono::nanoseconds{1}), text};
}

} // namespace

int defaultJobs() {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : static_cast<int>(cores);
}

ParsedOptions parseOptions(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Solves Sudoku puzzles read from files or standard input and writes the answers to standard output."));
    // Not addHelpOption(): it adds --help-all, about Qt's GUI options, which a console tool has not.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Displays this help: options, formats, output and exit codes."));
    parser.addOption(help);
    const QCommandLineOption version = parser.addVersionOption();
    // The default is the library's, so a faster engine reaches CLI users without a CLI change.
    const QString defaultAlgorithm = fromView(algorithmName(SolveOptions{}.algorithm));
    const QCommandLineOption algorithm(
        {QStringLiteral("a"), QStringLiteral("algorithm")},
        Cli::tr("Search algorithm: %1 (default: %2).").arg(alternatives(algorithmNames()), defaultAlgorithm),
        QStringLiteral("name"), defaultAlgorithm);
    const QCommandLineOption format(
        {QStringLiteral("f"), QStringLiteral("format")},
        Cli::tr("Input format: %1; or for variant puzzles %2 (fpuzzles: any of them, told apart within; "
                "default: detected for each input).")
            .arg(alternatives(formatNames()), alternatives(variantFormatNames())),
        QStringLiteral("name"));
    const QCommandLineOption count(
        {QStringLiteral("c"), QStringLiteral("count")},
        Cli::tr("Print the number of solutions of each puzzle, one line each, instead of a "
                       "solution. Counts stop at --limit and then print as e.g. 1000+."));
    const QCommandLineOption limit({QStringLiteral("l"), QStringLiteral("limit")},
                                   Cli::tr("The highest count --count reports exactly (default: 1000)."),
                                   QStringLiteral("n"), QStringLiteral("1000"));
    const QCommandLineOption unique(
        {QStringLiteral("u"), QStringLiteral("unique")},
        Cli::tr("Print a solution only when it is the only one; a puzzle with several "
                       "solutions is reported on standard error and counts as a failure."));
    const QCommandLineOption stats(
        {QStringLiteral("s"), QStringLiteral("stats")},
        Cli::tr("Print per puzzle (algorithm, status, nodes, guesses, time) and a summary "
                       "on standard error."));
    const QCommandLineOption jobs(
        {QStringLiteral("j"), QStringLiteral("jobs")},
        Cli::tr("Solve (or rate) on n threads (default: %1, the number of cores). Answers keep the input "
                       "order and the input is streamed, so any file size runs in constant memory.")
            .arg(defaultJobs()),
        QStringLiteral("n"), QString::number(defaultJobs()));
    const QCommandLineOption rate(
        {QStringLiteral("r"), QStringLiteral("rate")},
        Cli::tr("Rate each puzzle with the logic engine instead of solving it: one line each with "
                       "its ER (Sudoku Explainer scale), HoDoKu-style score and grade, hardest technique, "
                       "number of steps and what the grade rests on (\"graded-by=\" a technique or the length of "
                       "the solve; \"capped=\" when --max-technique stopped it). Only puzzles with exactly one "
                       "solution are rated."));
    const QCommandLineOption explain(
        {QStringLiteral("e"), QStringLiteral("explain")},
        Cli::tr("Print each puzzle's solving path in words, one step a line, then its rating."));
    const QCommandLineOption maxTechnique(
        QStringLiteral("max-technique"),
        Cli::tr("With --rate or --explain: let the engine use no technique harder than this one "
                       "(e.g. x-wing; --help lists them)."),
        QStringLiteral("name"));
    const QCommandLineOption rating(
        QStringLiteral("rating"),
        Cli::tr("With --rate or --explain: the rating scale, %1 (default: qudoku, every technique the "
                       "engine knows; se: Sudoku Explainer's techniques and ratings).")
            .arg(alternatives(scaleNames())),
        QStringLiteral("scale"));
    const QCommandLineOption json(
        QStringLiteral("json"),
        Cli::tr("With --rate or --explain: print one JSON object per puzzle and line (JSON Lines), in "
                       "input order, bad puzzles included (docs/cli.md has the fields)."));
    const QCommandLineOption timeout(
        QStringLiteral("timeout"),
        Cli::tr("Give up on a puzzle after this many seconds (a decimal such as 0.5 or 30), in every mode: "
                "its answer is left empty, standard error says so, and the others go on."),
        QStringLiteral("seconds"));
    const QCommandLineOption generate(
        QStringLiteral("generate"),
        Cli::tr("Make n new puzzles instead of reading any: one per line in the line format, each "
                       "followed by its rating fields as --rate prints them. Puzzle i depends on the seed "
                       "and i only, so the output is the same for a seed whatever -j is."),
        QStringLiteral("n"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  Cli::tr("With --generate: the grid size, 4, 6, 9, 12, 16 or 25 (default: 9)."),
                                  QStringLiteral("n"));
    const QCommandLineOption grade(QStringLiteral("grade"),
                                   Cli::tr("With --generate: the grade, easy, medium, hard, very-hard or extreme "
                                           "(--rate prints very-hard as unfair, which is taken too)."),
                                   QStringLiteral("grade"));
    const QCommandLineOption er(QStringLiteral("er"),
                                Cli::tr("With --generate: the ER range, e.g. 3.0-4.5 (or one value)."),
                                QStringLiteral("min-max"));
    const QCommandLineOption technique(
        QStringLiteral("technique"),
        Cli::tr("With --generate: the hardest technique the puzzle needs, e.g. x-wing (--help lists them)."),
        QStringLiteral("name"));
    const QCommandLineOption symmetry(
        QStringLiteral("symmetry"),
        Cli::tr("With --generate: the symmetry of the clue positions: none, rotate180, rotate90, mirror, "
                       "flip, diagonal, anti-diagonal or dihedral (default: none)."),
        QStringLiteral("name"));
    const QCommandLineOption minimal(QStringLiteral("minimal"),
                                     Cli::tr("With --generate: no clue can be taken out without a second solution (with "
                                                    "--symmetry: no symmetric group of clues)."));
    const QCommandLineOption clues(QStringLiteral("clues"),
                                   Cli::tr("With --generate: the number of clues, e.g. 26-30 (or one number)."),
                                   QStringLiteral("min-max"));
    const QCommandLineOption pattern(
        QStringLiteral("pattern"),
        Cli::tr("With --generate: a file with a grid whose filled cells (any symbol, or x) are where the "
                       "clues go; its size is the puzzles' size."),
        QStringLiteral("file"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  Cli::tr("With --generate: the seed, a whole number (default: a random one, "
                                                 "shown with --stats)."),
                                  QStringLiteral("x"));
    const QCommandLineOption variant(
        QStringLiteral("variant"),
        Cli::tr("With --generate: variant rules, one or more of x, diagonal, windoku, jigsaw, anti-knight, "
                "anti-king, non-consecutive, killer, thermometer and arrow, separated by commas (e.g. jigsaw,x); "
                "the puzzles are written as f-puzzles JSON, one object a line."),
        QStringLiteral("names"));
    const QCommandLineOption pdf(QStringLiteral("pdf"),
                                 Cli::tr("Lay the puzzles out as a PDF booklet in <file>, each under its number and "
                                         "rating (on the --rating scale); puzzles without one solution are left out "
                                         "and reported."),
                                 QStringLiteral("file"));
    const QCommandLineOption perPage(QStringLiteral("per-page"),
                                     Cli::tr("With --pdf: puzzles a page, 1, 2, 4 or 6 (default: 4)."), QStringLiteral("n"),
                                     QStringLiteral("4"));
    const QCommandLineOption solutions(QStringLiteral("solutions"),
                                       Cli::tr("With --pdf: the solutions on the last pages, 6 to a page."));
    const QCommandLineOption paper(QStringLiteral("paper"), Cli::tr("With --pdf: a4 or letter (default: a4)."),
                                   QStringLiteral("size"), QStringLiteral("a4"));
    parser.addOptions({algorithm, format, count, limit, unique, stats, jobs, rate, explain, maxTechnique, rating, json, timeout, generate,
                       size, grade, er, technique, symmetry, minimal, clues, pattern, seed, variant, pdf, perPage, solutions, paper});
#ifdef QUDOKU_HAVE_VISION
    // Only in a build with the picture reader (QUDOKU_VISION): without it, --help does not offer it.
    const QCommandLineOption readImage(
        QStringLiteral("read-image"),
        Cli::tr("Read the puzzle in each picture file (a photo, a scan or a screenshot; PNG, JPEG, BMP, GIF...): "
                "one line per file in order, the puzzle in the line format, or an empty line when no grid is "
                "found. With --json: the grid's corners, the doubtful cells and the number of solutions "
                "(0, 1, or 2 for several) too."));
    parser.addOption(readImage);
#endif
    parser.addPositionalArgument(QStringLiteral("files"),
                                 Cli::tr("Puzzle files, read in turn; '-' or none reads standard input."),
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
        epilogue.replace(QStringLiteral("%HIGHEST_ER%"), QString::number(highestEr(Shape{3, 3}), 'f', 1));
        epilogue.replace(QStringLiteral("%MAX_LINE%"), QString::number(kMaxLineBytes >> 20));
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
            Cli::tr("unknown algorithm '%1' (expected %2)").arg(algorithmValue, alternatives(algorithmNames())));
    options.algorithm = *chosenAlgorithm;
    if (parser.isSet(format) && parser.value(format) == QLatin1String("fpuzzles")) {
        options.variantInput = true;
    } else if (const auto kind = variantTextKindFromName(parser.value(format).toStdString()); parser.isSet(format) && kind) {
        options.variantInput = true;
        options.variantKind = kind;
    } else if (parser.isSet(format)) {
        const QString formatValue = parser.value(format);
        options.format = formatFromName(formatValue.toStdString());
        if (!options.format)
            return usageError(Cli::tr("unknown format '%1' (expected %2)")
                                  .arg(formatValue, alternatives(formatNames() + variantFormatNames())));
    }
    bool limitOk = false;
    options.countLimit = parser.value(limit).toULongLong(&limitOk);
    if (!limitOk || options.countLimit == 0)
        return usageError(
            Cli::tr("--limit needs a whole number of at least 1, got '%1'").arg(parser.value(limit)));
    const int modes = int(parser.isSet(count)) + int(parser.isSet(unique)) + int(parser.isSet(rate)) +
                      int(parser.isSet(explain));
    if (modes > 1) return usageError(Cli::tr("--count, --unique, --rate and --explain exclude each other"));
    if (parser.isSet(count)) options.mode = Mode::Count;
    if (parser.isSet(unique)) options.mode = Mode::Unique;
    if (parser.isSet(rate)) options.mode = Mode::Rate;
    if (parser.isSet(explain)) options.mode = Mode::Explain;
    if (const auto stop = parseBooklet(parser, {pdf, perPage, solutions, paper}, options)) return *stop;
    if (parser.isSet(maxTechnique)) {
        const QString key = parser.value(maxTechnique);
        const auto chosen = logic::techniqueFromKey(key.toStdString());
        if (!chosen)
            return usageError(Cli::tr("unknown technique '%1' (expected one of: %2)")
                                  .arg(key, techniqueKeys().join(QStringLiteral(", "))));
        if (!rates(options.mode)) return usageError(Cli::tr("--max-technique needs --rate, --explain or --pdf"));
        options.maxTechnique = *chosen;
    }
    if (parser.isSet(rating)) {
        const QString key = parser.value(rating);
        const auto chosen = logic::ratingScaleFromKey(key.toStdString());
        if (!chosen)
            return usageError(Cli::tr("unknown rating scale '%1' (expected %2)").arg(key, alternatives(scaleNames())));
        if (!rates(options.mode)) return usageError(Cli::tr("--rating needs --rate, --explain or --pdf"));
        options.scale = *chosen;
    }
#ifdef QUDOKU_HAVE_VISION
    if (parser.isSet(readImage)) {
        for (const QCommandLineOption* other : {&format, &count, &limit, &unique, &stats, &rate, &explain, &maxTechnique, &rating, &generate, &pdf})
            if (parser.isSet(*other))
                return usageError(Cli::tr("--%1 does not go with --read-image").arg(other->names().constLast()));
        if (options.inputs.isEmpty() || options.inputs.contains(QStringLiteral("-")))
            return usageError(Cli::tr("--read-image needs picture files (standard input is not read)"));
        options.mode = Mode::ReadImage;
    }
#endif
    if (parser.isSet(json)) {
        if (options.mode != Mode::Rate && options.mode != Mode::Explain && options.mode != Mode::ReadImage)
            return usageError(Cli::tr("--json needs --rate or --explain"));
        options.json = true;
    }
    options.stats = parser.isSet(stats);
    if (const auto stop = parseGenerate(parser, {generate, size, grade, er, technique, symmetry, minimal, clues, pattern, seed, variant},
                                        options)) {
        return *stop;
    }
    if (options.mode == Mode::Generate) {
        if (!options.inputs.isEmpty()) return usageError(Cli::tr("--generate reads no input; got '%1'").arg(options.inputs.first()));
        for (const QCommandLineOption* other : {&format, &count, &limit, &unique, &explain, &maxTechnique, &rating, &json, &algorithm})
            if (parser.isSet(*other))
                return usageError(Cli::tr("--%1 does not go with --generate").arg(other->names().constLast()));
    }
    if (parser.isSet(timeout)) {
        options.timeout = parseTimeout(parser.value(timeout));
        if (!options.timeout)
            return usageError(Cli::tr("--timeout needs a number of seconds above 0 and at most %1, such as 0.5 or 30, got '%2'")
                                  .arg(kMaxTimeoutSeconds)
                                  .arg(parser.value(timeout)));
    }
    bool jobsOk = false;
    options.jobs = parser.value(jobs).toInt(&jobsOk);
    // More threads than this is a typo, not a machine: refuse it rather than start thousands.
    constexpr int kMaxJobs = 1024;
    if (!jobsOk || options.jobs < 1 || options.jobs > kMaxJobs)
        return usageError(Cli::tr("-j/--jobs needs a whole number from 1 to %1, got '%2'")
                              .arg(kMaxJobs)
                              .arg(parser.value(jobs)));
    return options;
}

} // namespace qudoku::cli
