// qudoku-cli --generate: N puzzles, one line each with their rating fields, that read straight back
// into qudoku-cli (which rates them as the line says); the same bytes for a seed whatever -j is; every
// option obeyed (checked on the puzzles themselves with the core library); a pattern that admits no
// unique puzzle reported per puzzle; bad requests refused as usage errors (exit 2) before any work.

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <string>

#include <sys/types.h>

#include "cli_runner.h"
#include "puzzle_checks.h"
#include "qudoku/generator.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

using namespace qudoku;
using test::clueCells;
using test::isUnique;
using test::removableClue;

namespace {

struct GeneratedLine {
    Grid puzzle;
    QByteArray fields; // "er=… score=… grade=… hardest=… steps=… solved graded-by=…"
};

// The output's lines as puzzles and rating fields (none on a line of a puzzle not rated); fails the
// test on a line of another shape.
std::vector<GeneratedLine> parseOutput(const QByteArray& out) {
    std::vector<GeneratedLine> lines;
    const QList<QByteArray> rows = out.split('\n');
    if (rows.isEmpty() || !rows.last().isEmpty()) qFatal("output does not end with a newline");
    for (qsizetype i = 0; i + 1 < rows.size(); ++i) {
        const QByteArray& row = rows[i];
        const qsizetype blank = row.indexOf(' ');
        const ReadResult read = readOne(row.left(blank < 0 ? row.size() : blank).toStdString(), Format::Line);
        if (!read) qFatal("line %lld does not read back: %s", static_cast<long long>(i + 1), row.constData());
        lines.push_back({read->grid, blank < 0 ? QByteArray() : row.mid(blank + 1)});
    }
    return lines;
}

// The value of `key=` in the rating fields ("grade" -> "hard").
QByteArray field(const QByteArray& fields, const QByteArray& key) {
    for (const QByteArray& part : fields.split(' '))
        if (part.startsWith(key + '=')) return part.mid(key.size() + 1);
    return {};
}

QStringList args(std::initializer_list<const char*> list) {
    QStringList out;
    for (const char* a : list) out << QString::fromUtf8(a);
    return out;
}

// A pattern with columns 1 and 2 empty and the rest clues: swapping those two columns of any solution
// gives another, so no puzzle on it has one solution.
QByteArray twoEmptyColumns() {
    QByteArray text;
    for (int row = 0; row < 9; ++row) text += "..xxxxxxx\n";
    return text;
}

// 33 clues, symmetric under a half turn: rows 1-4 and their images, the centre row half filled.
QByteArray halfTurnPattern() {
    return "x.x.x.x.x\n"
           ".x..x..x.\n"
           "x..x.x..x\n"
           ".x.....x.\n"
           "xx..x..xx\n"
           ".x.....x.\n"
           "x..x.x..x\n"
           ".x..x..x.\n"
           "x.x.x.x.x\n";
}

} // namespace

class TestCliGenerate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void outputReadsBackAndRatesTheSame();
    void ratedOnlyWhenAsked();
    void optionsAreObeyed_data();
    void optionsAreObeyed();
    void sameBytesWhateverTheJobs_data();
    void sameBytesWhateverTheJobs();
    void aSeedIsAPuzzleSet();
    void patternFileGivesTheClueCells();
    void patternWithoutAUniquePuzzleIsReportedPerPuzzle();
    void statsOnStandardError();
    void aSignalStopsWithWholeLines_data();
    void aSignalStopsWithWholeLines();
    void badRequestsAreUsageErrors_data();
    void badRequestsAreUsageErrors();

private:
    QTemporaryDir dir_;
};

void TestCliGenerate::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("never.txt")), twoEmptyColumns()));
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("halfturn.txt")), halfTurnPattern()));
    QByteArray broken = halfTurnPattern();
    broken[0] = '.'; // r1c1 empty but r9c9 a clue: no longer a half turn
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("broken.txt")), broken));
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("typo.txt")), "x.x.x.x.x\n.x..x..x.\nx..q.x..x\n"));
}

void TestCliGenerate::outputReadsBackAndRatesTheSame() {
    const CliRun generated = runCli(args({"--generate", "6", "--grade", "hard", "--seed", "17"}));
    QCOMPARE(generated.exitCode, 0);
    QCOMPARE(generated.err, QByteArray()); // standard error is not a terminal: no progress
    const std::vector<GeneratedLine> lines = parseOutput(generated.out);
    QCOMPARE(lines.size(), std::size_t(6));
    for (const GeneratedLine& line : lines) QCOMPARE(field(line.fields, "grade"), QByteArray("hard"));

    // The output is valid input as it stands (the line reader ignores what follows a blank), and the
    // fields are the engine's own rating of the puzzle, not a label.
    QByteArray ratings;
    for (const GeneratedLine& line : lines) ratings += line.fields + '\n';
    const CliRun rated = runCli({QStringLiteral("--rate")}, generated.out);
    QCOMPARE(rated.exitCode, 0);
    QCOMPARE(rated.out, ratings);
    const CliRun unique = runCli({QStringLiteral("--unique")}, generated.out);
    QCOMPARE(unique.err, QByteArray());
    QCOMPARE(unique.exitCode, 0);
}

// Without a target, puzzles are not rated unless --rate asks (rating is most of the work); with
// --rate, the same puzzles come with the engine's own rating fields, as --rate prints them.
void TestCliGenerate::ratedOnlyWhenAsked() {
    const CliRun plain = runCli(args({"--generate", "5", "--minimal", "--seed", "31"}));
    QCOMPARE(plain.exitCode, 0);
    const std::vector<GeneratedLine> plainLines = parseOutput(plain.out);
    QCOMPARE(plainLines.size(), std::size_t(5));
    for (const GeneratedLine& line : plainLines) QCOMPARE(line.fields, QByteArray());

    const CliRun rated = runCli(args({"--generate", "5", "--minimal", "--seed", "31", "--rate"}));
    QCOMPARE(rated.exitCode, 0);
    QCOMPARE(rated.err, QByteArray());
    const std::vector<GeneratedLine> ratedLines = parseOutput(rated.out);
    QCOMPARE(ratedLines.size(), std::size_t(5));
    QByteArray fields;
    for (std::size_t i = 0; i < 5; ++i) {
        QVERIFY(ratedLines[i].puzzle == plainLines[i].puzzle); // the same puzzles: rating draws no random number
        QVERIFY(!field(ratedLines[i].fields, "er").isEmpty());
        fields += ratedLines[i].fields + '\n';
    }
    const CliRun again = runCli({QStringLiteral("--rate")}, rated.out);
    QCOMPARE(again.out, fields);
}

void TestCliGenerate::optionsAreObeyed_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("symmetry");
    QTest::addColumn<QString>("grade");     // empty: any
    QTest::addColumn<QString>("hardest");   // empty: any
    QTest::addColumn<double>("erMin");
    QTest::addColumn<double>("erMax");
    QTest::addColumn<int>("cluesMin");
    QTest::addColumn<int>("cluesMax");
    QTest::addColumn<bool>("minimal");
    const QString none = QStringLiteral("none");
    QTest::newRow("9x9 any") << args({"--generate", "4", "--seed", "1"}) << 9 << none << QString() << QString() << 0.0
                             << 20.0 << 17 << 81 << false;
    QTest::newRow("9x9 easy, rotate180") << args({"--generate", "4", "--seed", "2", "--grade", "easy", "--symmetry", "rotate180"})
                                         << 9 << QStringLiteral("rotate180") << QStringLiteral("easy") << QString() << 0.0
                                         << 20.0 << 17 << 81 << false;
    QTest::newRow("9x9 extreme") << args({"--generate", "2", "--seed", "3", "--grade", "extreme"}) << 9 << none
                                 << QStringLiteral("extreme") << QString() << 0.0 << 20.0 << 17 << 81 << false;
    // "very-hard" is the name players see for the grade --rate prints as "unfair" (both are taken).
    QTest::newRow("9x9 very-hard") << args({"--generate", "2", "--seed", "11", "--grade", "very-hard"}) << 9 << none
                                   << QStringLiteral("unfair") << QString() << 0.0 << 20.0 << 17 << 81 << false;
    QTest::newRow("9x9 unfair") << args({"--generate", "2", "--seed", "11", "--grade", "unfair"}) << 9 << none
                                << QStringLiteral("unfair") << QString() << 0.0 << 20.0 << 17 << 81 << false;
    QTest::newRow("9x9 x-wing practice, dihedral")
        << args({"--generate", "2", "--seed", "4", "--technique", "x-wing", "--symmetry", "dihedral"}) << 9
        << QStringLiteral("dihedral") << QString() << QStringLiteral("x-wing") << 0.0 << 20.0 << 17 << 81 << false;
    QTest::newRow("9x9 ER 3.0-4.0, mirror") << args({"--generate", "3", "--seed", "5", "--er", "3.0-4.0", "--symmetry", "mirror"})
                                            << 9 << QStringLiteral("mirror") << QString() << QString() << 3.0 << 4.0 << 17
                                            << 81 << false;
    QTest::newRow("9x9 minimal, 24-26 clues, rotate90")
        << args({"--generate", "3", "--seed", "6", "--minimal", "--clues", "24-26", "--symmetry", "rotate90"}) << 9
        << QStringLiteral("rotate90") << QString() << QString() << 0.0 << 20.0 << 24 << 26 << true;
    QTest::newRow("9x9 34 clues") << args({"--generate", "3", "--seed", "7", "--clues", "34"}) << 9 << none << QString()
                                  << QString() << 0.0 << 20.0 << 34 << 34 << false;
    QTest::newRow("4x4 anti-diagonal") << args({"--generate", "3", "--seed", "8", "--size", "4", "--symmetry", "anti-diagonal"})
                                       << 4 << QStringLiteral("anti-diagonal") << QString() << QString() << 0.0 << 20.0
                                       << 4 << 16 << false;
    QTest::newRow("6x6 medium") << args({"--generate", "2", "--seed", "9", "--size", "6", "--grade", "medium"}) << 6 << none
                                << QStringLiteral("medium") << QString() << 0.0 << 20.0 << 8 << 36 << false;
    QTest::newRow("16x16 easy") << args({"--generate", "1", "--seed", "10", "--size", "16", "--grade", "easy"}) << 16 << none
                                << QStringLiteral("easy") << QString() << 0.0 << 20.0 << 1 << 256 << false;
}

void TestCliGenerate::optionsAreObeyed() {
    QFETCH(QStringList, arguments);
    QFETCH(int, size);
    QFETCH(QString, symmetry);
    QFETCH(QString, grade);
    QFETCH(QString, hardest);
    QFETCH(double, erMin);
    QFETCH(double, erMax);
    QFETCH(int, cluesMin);
    QFETCH(int, cluesMax);
    QFETCH(bool, minimal);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 0);
    const std::vector<GeneratedLine> lines = parseOutput(run.out);
    QCOMPARE(qsizetype(lines.size()), arguments[1].toLongLong());
    const Symmetry symmetryValue = *symmetryFromName(symmetry.toStdString());
    for (const GeneratedLine& line : lines) {
        const Grid& puzzle = line.puzzle;
        QCOMPARE(puzzle.shape().size(), size);
        QVERIFY(isUnique(puzzle));
        QVERIFY(isSymmetric(puzzle.shape(), symmetryValue, clueCells(puzzle)));
        QVERIFY2(puzzle.filledCount() >= cluesMin && puzzle.filledCount() <= cluesMax, line.fields.constData());
        if (!grade.isEmpty()) QCOMPARE(field(line.fields, "grade"), grade.toUtf8());
        if (!hardest.isEmpty()) QCOMPARE(field(line.fields, "hardest"), hardest.toUtf8());
        // Rated when a target needs the rating (and then the fields are printed), else not.
        const bool targeted = !grade.isEmpty() || !hardest.isEmpty() || erMin > 0 || erMax < 20;
        QCOMPARE(line.fields.isEmpty(), !targeted);
        if (targeted) {
            const double er = field(line.fields, "er").toDouble();
            QVERIFY2(er >= erMin - 1e-9 && er <= erMax + 1e-9, line.fields.constData());
        }
        if (minimal) {
            // Minimal under a symmetry: no orbit of clues can go (one clue alone would break it).
            const int removable = removableClue(puzzle, symmetryValue);
            QVERIFY2(removable < 0, qPrintable(QStringLiteral("clue %1 can go").arg(removable)));
        }
    }
}

void TestCliGenerate::sameBytesWhateverTheJobs_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("20 hard 9x9") << args({"--generate", "20", "--grade", "hard", "--seed", "99"});
    QTest::newRow("40 any 9x9, minimal, rotate180")
        << args({"--generate", "40", "--minimal", "--symmetry", "rotate180", "--seed", "0x5eed"});
    QTest::newRow("3 medium 12x12") << args({"--generate", "3", "--size", "12", "--grade", "medium", "--seed", "12"});
}

void TestCliGenerate::sameBytesWhateverTheJobs() {
    QFETCH(QStringList, arguments);
    const CliRun one = runCli(arguments + args({"-j", "1"}));
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(qsizetype(parseOutput(one.out).size()), arguments[1].toLongLong());
    for (const char* jobs : {"2", "5"}) {
        const CliRun many = runCli(arguments + args({"-j", jobs}));
        QCOMPARE(many.exitCode, 0);
        QCOMPARE(many.out, one.out);
    }
}

void TestCliGenerate::aSeedIsAPuzzleSet() {
    // Puzzle i depends on the seed and i only: the first 3 of 8 are the 3 of a run of 3, and another
    // seed (or none, a random one) gives other puzzles.
    const CliRun eight = runCli(args({"--generate", "8", "--seed", "2026"}));
    const CliRun three = runCli(args({"--generate", "3", "--seed", "2026"}));
    QCOMPARE(three.out, firstLines(eight.out, 3));
    const CliRun other = runCli(args({"--generate", "3", "--seed", "2027"}));
    QVERIFY(other.out != three.out);
    const CliRun random1 = runCli(args({"--generate", "2"}));
    const CliRun random2 = runCli(args({"--generate", "2"}));
    QCOMPARE(random1.exitCode, 0);
    QVERIFY(random1.out != random2.out);
}

void TestCliGenerate::patternFileGivesTheClueCells() {
    const CliRun run = runCli({QStringLiteral("--generate"), QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("4"),
                               QStringLiteral("--symmetry"), QStringLiteral("rotate180"), QStringLiteral("--pattern"),
                               dir_.filePath(QStringLiteral("halfturn.txt"))});
    QCOMPARE(run.exitCode, 0);
    const ReadResult pattern = readOne(QString::fromUtf8(halfTurnPattern()).replace(QLatin1Char('x'), QLatin1Char('1')).toStdString());
    QVERIFY(pattern.ok());
    const std::vector<GeneratedLine> lines = parseOutput(run.out);
    QCOMPARE(lines.size(), std::size_t(3));
    for (const GeneratedLine& line : lines) {
        QVERIFY(clueCells(line.puzzle) == clueCells(pattern->grid));
        QVERIFY(isUnique(line.puzzle));
    }
}

void TestCliGenerate::patternWithoutAUniquePuzzleIsReportedPerPuzzle() {
    // Each puzzle keeps its line (empty), says why on standard error, and the run fails (exit 1).
    const CliRun run = runCli({QStringLiteral("--generate"), QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("1"),
                               QStringLiteral("--pattern"), dir_.filePath(QStringLiteral("never.txt"))});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("\n\n"));
    QCOMPARE(run.err, QByteArray("qudoku-cli: puzzle 1: no puzzle with one solution has this pattern (tried 20000 solution grids)\n"
                                 "qudoku-cli: puzzle 2: no puzzle with one solution has this pattern (tried 20000 solution grids)\n"));
}

void TestCliGenerate::statsOnStandardError() {
    const CliRun run = runCli(args({"--generate", "2", "--grade", "medium", "--seed", "3", "--stats"}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(parseOutput(run.out).size(), std::size_t(2));
    const QList<QByteArray> lines = run.err.split('\n');
    QCOMPARE(lines.size(), 4); // two puzzles, the summary, the final newline
    const QRegularExpression perPuzzle(
        QStringLiteral("^puzzle [12]: seed=\\d+ candidates=(\\d+) rejected=(\\d+) checks=\\d+ clues=\\d+ time=\\d+µs$"));
    for (int i = 0; i < 2; ++i) {
        const auto match = perPuzzle.match(QString::fromUtf8(lines[i]));
        QVERIFY2(match.hasMatch(), lines[i].constData());
        QCOMPARE(match.captured(2).toInt(), match.captured(1).toInt() - 1); // all but the one kept were rejected
    }
    QVERIFY2(lines[2].startsWith("summary: puzzles=2 generated=2 failed=0 candidates="), lines[2].constData());
}

void TestCliGenerate::aSignalStopsWithWholeLines_data() {
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT (Ctrl+C)") << SIGINT;
    QTest::newRow("SIGTERM") << SIGTERM;
}

void TestCliGenerate::aSignalStopsWithWholeLines() {
    // A long run stopped by a signal keeps what it finished: every line written is a whole puzzle in
    // order, standard error says how many, and the exit code is the shell's 128 + SIGINT.
    QFETCH(int, signal);
    QProcess process;
    process.start(QStringLiteral(QUDOKU_CLI), args({"--generate", "1000000", "--seed", "9", "-j", "2"}));
    QVERIFY(process.waitForStarted());
    QByteArray out;
    while (out.count('\n') < 20 && process.state() == QProcess::Running) {
        process.waitForReadyRead(10'000);
        out += process.readAllStandardOutput();
    }
    QVERIFY2(out.count('\n') >= 20, "the generator wrote nothing");
    QCOMPARE(::kill(static_cast<pid_t>(process.processId()), signal), 0);
    QVERIFY(process.waitForFinished(10'000));
    out += process.readAllStandardOutput();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    const std::vector<GeneratedLine> lines = parseOutput(out);
    QVERIFY(lines.size() >= 20 && lines.size() < 1000000);
    QCOMPARE(process.readAllStandardError(),
             QByteArray("qudoku-cli: interrupted after " + QByteArray::number(qulonglong(lines.size())) + " of 1000000 puzzles\n"));

    // The lines are the seed's first puzzles, the same a short run writes.
    const CliRun prefix = runCli(args({"--generate", "20", "--seed", "9"}));
    QCOMPARE(prefix.exitCode, 0);
    QCOMPARE(firstLines(out, 20), prefix.out);
}

void TestCliGenerate::badRequestsAreUsageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("0 puzzles") << args({"--generate", "0"})
                               << QByteArray("--generate needs a number of puzzles of at least 1, got '0'");
    QTest::newRow("not a number") << args({"--generate", "many"})
                                  << QByteArray("--generate needs a number of puzzles of at least 1, got 'many'");
    QTest::newRow("ER no step reaches") << args({"--generate", "1", "--er", "2.4-2.5"})
                                        << QByteArray("no step the logic engine rates falls between ER 2.4 and 2.5");
    QTest::newRow("ER above the scale") << args({"--generate", "1", "--er", "13-14"})
                                        << QByteArray("no step the logic engine rates falls between ER 13.0 and 14.0");
    QTest::newRow("ER upside down") << args({"--generate", "1", "--er", "5-4"}) << QByteArray("the ER range must run from a low to a high rating\n");
    QTest::newRow("two targets") << args({"--generate", "1", "--grade", "hard", "--technique", "x-wing"})
                                 << QByteArray("--grade, --er and --technique exclude each other");
    QTest::newRow("unknown grade") << args({"--generate", "1", "--grade", "fiendish"})
                                   << QByteArray("unknown grade 'fiendish' (expected easy, medium, hard, very-hard or extreme)");
    QTest::newRow("unknown technique") << args({"--generate", "1", "--technique", "X-Wing"})
                                       << QByteArray("unknown technique 'X-Wing' (expected one of: full-house, ");
    QTest::newRow("technique of Explainer's scale only") << args({"--generate", "1", "--technique", "strong-links-2"})
                                                         << QByteArray("strong-links-2 is a step of Sudoku Explainer's rating scale only");
    QTest::newRow("the hints' proof by search") << args({"--generate", "1", "--technique", "proof-by-search"})
                                                << QByteArray("proof-by-search is on no rating scale, so no rated puzzle ends on it (it is "
                                                              "the hints' last resort: a digit proved by the solver)");
    QTest::newRow("unknown symmetry") << args({"--generate", "1", "--symmetry", "spiral"}) << QByteArray("unknown symmetry 'spiral'");
    QTest::newRow("size 7") << args({"--generate", "1", "--size", "7"})
                            << QByteArray("--size must be 4, 6, 9, 12, 16 or 25, got '7'");
    QTest::newRow("16 clues on 9x9") << args({"--generate", "1", "--clues", "10-16"})
                                     << QByteArray("a 9×9 puzzle with one solution needs at least 17 clues");
    QTest::newRow("clues not a range") << args({"--generate", "1", "--clues", "twenty"}) << QByteArray("--clues needs a number or a range");
    QTest::newRow("bad seed") << args({"--generate", "1", "--seed", "abc"}) << QByteArray("--seed needs a whole number, got 'abc'");
    QTest::newRow("option without --generate") << args({"--grade", "hard"}) << QByteArray("--grade needs --generate");
    QTest::newRow("--generate with --count") << args({"--generate", "1", "--count"})
                                             << QByteArray("--generate does not go with --count, --unique, --explain or --pdf");
    QTest::newRow("--generate with an input file") << args({"--generate", "1", "puzzles.txt"})
                                                   << QByteArray("--generate reads no input; got 'puzzles.txt'");
    QTest::newRow("--generate with --algorithm") << args({"--generate", "1", "-a", "dlx"})
                                                 << QByteArray("--algorithm does not go with --generate");
    const QString halfTurn = dir_.filePath(QStringLiteral("halfturn.txt"));
    QTest::newRow("pattern broken by the symmetry")
        << QStringList{QStringLiteral("--generate"), QStringLiteral("1"), QStringLiteral("--symmetry"), QStringLiteral("rotate180"),
                       QStringLiteral("--pattern"), dir_.filePath(QStringLiteral("broken.txt"))}
        << QByteArray("the pattern's clue cells are not symmetric under rotate180: r9c9 is a clue, r1c1 is not\n");
    QTest::newRow("pattern of another size")
        << QStringList{QStringLiteral("--generate"), QStringLiteral("1"), QStringLiteral("--size"), QStringLiteral("16"),
                       QStringLiteral("--pattern"), halfTurn}
        << QByteArray("the pattern is 9×9, --size says 16");
    QTest::newRow("pattern outside the clue range")
        << QStringList{QStringLiteral("--generate"), QStringLiteral("1"), QStringLiteral("--clues"), QStringLiteral("20-25"),
                       QStringLiteral("--pattern"), halfTurn}
        << QByteArray("the pattern has 33 clues, outside the clue range 20-25\n");
    QTest::newRow("pattern with a typo")
        << QStringList{QStringLiteral("--generate"), QStringLiteral("1"), QStringLiteral("--pattern"), dir_.filePath(QStringLiteral("typo.txt"))}
        << dir_.filePath(QStringLiteral("typo.txt")).toUtf8() + ":3:4: expected a digit 1-9, '.' or '0', got 'q' (a pattern marks its clue cells with x or any symbol)\n";
    QTest::newRow("pattern missing")
        << QStringList{QStringLiteral("--generate"), QStringLiteral("1"), QStringLiteral("--pattern"), dir_.filePath(QStringLiteral("none.txt"))}
        << QByteArray("cannot read the pattern ") + dir_.filePath(QStringLiteral("none.txt")).toUtf8();
}

void TestCliGenerate::badRequestsAreUsageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, error);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.startsWith("qudoku-cli: " + error), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
