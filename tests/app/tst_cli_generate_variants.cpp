// qudoku-cli --generate N --variant …: one f-puzzles JSON object a line, each read back by qudoku-cli's
// own variant reader and unique there (--unique), each read by the core's f-puzzles reader with the
// rules asked (a jigsaw's regions included), its "qudoku" key holding a puzzle code that makes the very
// same puzzle again and the puzzle's seed; the same bytes whatever -j is; bad requests refused as
// usage errors (exit 2) naming what is wrong, a bad variant name with the valid ones.

#include <QTemporaryDir>
#include <QTest>

#include <string>

#include "cli_runner.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/generator.h"
#include "qudoku/puzzle_code.h"
#include "qudoku/solver.h"
#include "qudoku/variant_set.h"

using namespace qudoku;

namespace {

QStringList args(const QString& line) { return line.split(QLatin1Char(' '), Qt::SkipEmptyParts); }

// The text of a JSON string member `"key":"…"` in `line` (codes and seeds have no escapes).
std::string member(const QByteArray& line, const QByteArray& key) {
    const QByteArray start = '"' + key + "\":\"";
    const qsizetype at = line.indexOf(start);
    if (at < 0) return {};
    const qsizetype from = at + start.size();
    return line.mid(from, line.indexOf('"', from) - from).toStdString();
}

} // namespace

class TestCliGenerateVariants : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void linesReadBackUniqueUnderTheirRules_data();
    void linesReadBackUniqueUnderTheirRules();
    void sameBytesWhateverTheJobs();
    void badRequestsAreUsageErrors_data();
    void badRequestsAreUsageErrors();

private:
    QTemporaryDir dir_;
};

void TestCliGenerateVariants::initTestCase() { QVERIFY(dir_.isValid()); }

void TestCliGenerateVariants::linesReadBackUniqueUnderTheirRules_data() {
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("size");
    QTest::newRow("x") << "--generate 3 --variant x --seed 1" << "x" << 9;
    QTest::newRow("diagonal 6 minimal") << "--generate 3 --variant diagonal --size 6 --minimal --seed 2" << "diagonal" << 6;
    QTest::newRow("windoku 4") << "--generate 3 --variant windoku --size 4 --seed 3" << "windoku" << 4;
    QTest::newRow("jigsaw 7 half turn") << "--generate 3 --variant jigsaw --size 7 --symmetry rotate180 --seed 4" << "jigsaw" << 7;
    QTest::newRow("jigsaw x") << "--generate 2 --variant jigsaw,x --seed 5" << "jigsaw,x" << 9;
    QTest::newRow("anti-knight anti-king") << "--generate 2 --variant anti-knight,anti-king --seed 6" << "anti-knight,anti-king" << 9;
    QTest::newRow("non-consecutive 6") << "--generate 2 --variant non-consecutive --size 6 --seed 7" << "non-consecutive" << 6;
    // Graded: the rating fields come under "qudoku", the grade the one asked for.
    QTest::newRow("x easy") << "--generate 2 --variant x --grade easy --seed 8" << "x" << 9;
    QTest::newRow("jigsaw rated") << "--generate 2 --variant jigsaw --rate --seed 9" << "jigsaw" << 9;
}

void TestCliGenerateVariants::linesReadBackUniqueUnderTheirRules() {
    QFETCH(QString, arguments);
    QFETCH(QString, variants);
    QFETCH(int, size);
    const CliRun generated = runCli(args(arguments));
    QCOMPARE(generated.exitCode, 0);
    QCOMPARE(generated.err, QByteArray());
    QList<QByteArray> lines = generated.out.split('\n');
    QVERIFY(lines.size() >= 2 && lines.last().isEmpty());
    lines.removeLast();

    // qudoku-cli's own reader: every puzzle unique under its rules.
    const QString file = dir_.filePath(QStringLiteral("generated.jsonl"));
    QVERIFY(writeFile(file, generated.out));
    const CliRun unique = runCli({QStringLiteral("--unique"), file});
    QCOMPARE(unique.err, QByteArray());
    QCOMPARE(unique.exitCode, 0);
    QCOMPARE(unique.out.count('\n'), lines.size());

    const VariantSet set = *variantSetFromNames(variants.toStdString());
    for (const QByteArray& line : lines) {
        const VariantResult read = readFpuzzlesJson(line.toStdString());
        QVERIFY2(read.ok(), line.constData());
        const Rules& rules = read->rules;
        QCOMPARE(rules.size, size);
        QCOMPARE(rules.regions.empty(), !set.has(VariantKind::Jigsaw));
        QVERIFY(read->givens.filledCount() > 0);
        SolveOptions count;
        count.limit = 2;
        QVERIFY(solve(read->givens, rules, count).isUnique());

        if (arguments.contains(QLatin1String("--grade easy"))) QCOMPARE(member(line, "grade"), std::string("easy"));
        if (arguments.contains(QLatin1String("--rate"))) QVERIFY(line.contains("\"er\":"));
        // The code makes this very puzzle, under these very rules, and names the line's seed.
        const auto code = parsePuzzleCode(member(line, "code"));
        QVERIFY2(code.ok(), line.constData());
        QCOMPARE(code->variants, set);
        QCOMPARE(std::to_string(code->seed), member(line, "seed"));
        const GenerateResult again = generate(code->options());
        QVERIFY(again.ok());
        QVERIFY(again.puzzle == read->givens);
        QCOMPARE(again.rules.regions, rules.regions);
    }
}

void TestCliGenerateVariants::sameBytesWhateverTheJobs() {
    const CliRun one = runCli(args(QStringLiteral("--generate 6 --variant jigsaw --size 8 --seed 9 -j 1")));
    const CliRun three = runCli(args(QStringLiteral("--generate 6 --variant jigsaw --size 8 --seed 9 -j 3")));
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(three.exitCode, 0);
    QCOMPARE(one.out, three.out);
}

void TestCliGenerateVariants::badRequestsAreUsageErrors_data() {
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown name") << "--generate 1 --variant x,knight"
                                  << "unknown variant 'knight' (expected one or more of jigsaw, x, diagonal, windoku, "
                                     "anti-knight, anti-king, non-consecutive, killer, thermometer, arrow, separated by commas)";
    QTest::newRow("a name twice") << "--generate 1 --variant x,x" << "--variant names x twice";
    QTest::newRow("without --generate") << "--variant x" << "--variant needs --generate";
    QTest::newRow("jigsaw 17") << "--generate 1 --variant jigsaw --size 17" << "--size must be 4 to 16 for a jigsaw, got '17'";
    QTest::newRow("x 25") << "--generate 1 --variant x --size 25"
                          << "--variant x needs a size with boxes, 4, 6, 9, 12 or 16 (any of 4 to 16 with jigsaw), not 25";
    QTest::newRow("windoku 6") << "--generate 1 --variant windoku --size 6" << "windoku needs square boxes: 4×4, 9×9 or 16×16, not 6×6";
    QTest::newRow("x and diagonal") << "--generate 1 --variant diagonal,x" << "x has both diagonals already: drop diagonal";
    QTest::newRow("a symmetry") << "--generate 1 --variant jigsaw --symmetry mirror"
                                << "--variant jigsaw does not keep the symmetry mirror (docs/cli.md lists the symmetries "
                                   "each variant keeps)";
    QTest::newRow("no solution") << "--generate 1 --variant anti-king --size 4" << "the rules of --variant anti-king on a 4×4 grid have no solution";
}

void TestCliGenerateVariants::badRequestsAreUsageErrors() {
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(args(arguments));
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(QString::fromUtf8(run.err).startsWith(QStringLiteral("qudoku-cli: ") + message), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliGenerateVariants)
#include "tst_cli_generate_variants.moc"
