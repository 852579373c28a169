// qudoku-cli on variant puzzles (issue 33): files of f-puzzles links, JSON Lines, one pretty-printed
// JSON object and jigsaw text are told apart by their contents, and each puzzle is solved, counted
// or checked under its own rules. The puzzles and their published solutions are SudokuVariantSolverJS's
// (CC BY 4.0, tests/data/fpuzzles/README.md).
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "published_variants.h"
#include "cli_runner.h"
#include "pdf_tools.h"

namespace {

using Published = qudoku::test::PublishedRow;

std::vector<Published> publishedPuzzles() { return qudoku::test::publishedRows(); }

} // namespace

class TestCliVariants : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void linksAreSolvedUnderTheirRules();
    void countsAndOnePrettyJsonObject();
    void jigsawText();
    void ratedAndExplainedUnderTheirRules();
    void variantPuzzlesArePrinted();
    void standardInputIsToldApart_data();
    void standardInputIsToldApart();
    void killerTexts();

private:
    QTemporaryDir dir_;
};

// One link a line: every puzzle Qudoku reads gets its published solution on its own line; a puzzle
// with a rule Qudoku does not solve gets an empty line and its line number with the rule's name.
void TestCliVariants::linksAreSolvedUnderTheirRules() {
    const std::vector<Published> puzzles = publishedPuzzles();
    QByteArray links, expected;
    int refused = 0;
    QByteArray refusedLine;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        links += "https://f-puzzles.com/?load=" + puzzles[i].data + '\n';
        if (puzzles[i].expect == QStringLiteral("ok")) {
            expected += puzzles[i].solution + '\n';
        } else {
            expected += '\n';
            if (refused++ == 0) refusedLine = "links.txt:" + QByteArray::number(static_cast<int>(i) + 1) + ": ";
        }
    }
    QVERIFY(refused > 0);
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("links.txt")), links));
    const CliRun run = runCli({QStringLiteral("links.txt")}, {}, dir_.path());
    QCOMPARE(run.out, expected);
    QCOMPARE(run.exitCode, 1); // some were refused
    QVERIFY2(run.err.startsWith(refusedLine), run.err.constData());
    QVERIFY2(run.err.contains("which Qudoku cannot solve yet"), run.err.constData());
}

// --count --limit 2 counts each puzzle of a JSON Lines file; a single pretty-printed JSON object is one puzzle.
void TestCliVariants::countsAndOnePrettyJsonObject() {
    const std::vector<Published> puzzles = publishedPuzzles();
    // The readable ones, as JSON Lines: qudoku-cli writes nothing here, so decompress through a link
    // read and check the counts alone.
    QByteArray links;
    int readable = 0;
    for (const Published& p : puzzles)
        if (p.expect == QStringLiteral("ok")) {
            links += "fpuzzles" + p.data + '\n';
            ++readable;
        }
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("ids.txt")), links));
    const CliRun counted = runCli({QStringLiteral("--count"), QStringLiteral("--limit"), QStringLiteral("2"), QStringLiteral("ids.txt")}, {}, dir_.path());
    QCOMPARE(counted.exitCode, 0);
    QCOMPARE(counted.out, QByteArray("1\n").repeated(readable));

    // A 4×4 X-sudoku written over several lines, with a second solution without its diagonals' rule.
    const QByteArray pretty = R"({
  "size": 4,
  "diagonal+": true,
  "diagonal-": true,
  "grid": [
    [{"value": 1, "given": true}, {}, {}, {}],
    [{}, {}, {}, {}],
    [{}, {}, {"value": 4, "given": true}, {}],
    [{}, {"value": 3, "given": true}, {}, {}]
  ]
}
)";
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("x.json")), pretty));
    const CliRun x = runCli({QStringLiteral("--count"), QStringLiteral("x.json")}, {}, dir_.path());
    QCOMPARE(x.exitCode, 0);
    QByteArray withoutDiagonals = pretty;
    withoutDiagonals.replace("\"diagonal+\": true", "\"diagonal+\": false").replace("\"diagonal-\": true", "\"diagonal-\": false");
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("plain.json")), withoutDiagonals));
    const CliRun plain = runCli({QStringLiteral("--count"), QStringLiteral("plain.json")}, {}, dir_.path());
    QVERIFY2(x.out.trimmed().toInt() < plain.out.trimmed().toInt(), (x.out + " vs " + plain.out).constData());
    // Bad JSON: its line and column, an empty line, exit 1.
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("cut.json")), pretty.left(40)));
    const CliRun cut = runCli({QStringLiteral("cut.json")}, {}, dir_.path());
    QCOMPARE(cut.exitCode, 1);
    QCOMPARE(cut.out, QByteArray("\n"));
    QVERIFY2(cut.err.startsWith("cut.json:"), cut.err.constData());
}

// A jigsaw text: the givens line, then the regions line; solved under its regions (not the boxes).
void TestCliVariants::jigsawText() {
    const QByteArray givens = "1.....2...3....4", regions = "AAABABBBCCCDCDDD";
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("jigsaw.txt")), givens + '\n' + regions + '\n'));
    const CliRun run = runCli({QStringLiteral("jigsaw.txt")}, {}, dir_.path());
    QCOMPARE(run.exitCode, 0);
    const QByteArray line = run.out.trimmed();
    QCOMPARE(line.size(), 16);
    for (int i = 0; i < 16; ++i)
        if (givens[i] != '.') QCOMPARE(line[i], givens[i]);
    // Every row, column and region holds 1-4 once.
    for (int k = 0; k < 4; ++k) {
        QByteArray row, column, region;
        for (int i = 0; i < 16; ++i) {
            if (i / 4 == k) row += line[i];
            if (i % 4 == k) column += line[i];
            if (regions[i] == 'A' + k) region += line[i];
        }
        for (QByteArray* house : {&row, &column, &region}) {
            std::sort(house->begin(), house->end());
            QCOMPARE(*house, QByteArray("1234"));
        }
    }
}

// --rate, --explain and --explain --json on a variant puzzle write what they write for a classic
// one (the rating line; the numbered steps, then the rating line; one JSON object), its steps
// worded under its rules (issue 33, section 3): here the anti-king puzzle's own steps.
void TestCliVariants::ratedAndExplainedUnderTheirRules() {
    const std::vector<Published> puzzles = publishedPuzzles();
    const auto antiKing = std::find_if(puzzles.begin(), puzzles.end(), [](const Published& p) { return p.title.contains(QStringLiteral("Antiking")); });
    QVERIFY(antiKing != puzzles.end());
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("king.txt")), "fpuzzles" + antiKing->data + '\n'));

    const CliRun rate = runCli({QStringLiteral("--rate"), QStringLiteral("king.txt")}, {}, dir_.path());
    QCOMPARE(rate.exitCode, 0);
    QVERIFY2(rate.out.startsWith("er=") && rate.out.contains(" solved") && rate.out.count('\n') == 1, rate.out.constData());

    const CliRun explain = runCli({QStringLiteral("--explain"), QStringLiteral("king.txt")}, {}, dir_.path());
    QCOMPARE(explain.exitCode, 0);
    QVERIFY2(explain.out.startsWith(antiKing->title.toUtf8() + "\n1. "), explain.out.constData()); // the title, then the steps
    QVERIFY2(explain.out.contains(". Anti-king: r"), explain.out.constData());
    QVERIFY2(explain.out.trimmed().split('\n').last().startsWith("er="), explain.out.constData());

    const CliRun json = runCli({QStringLiteral("--explain"), QStringLiteral("--json"), QStringLiteral("king.txt")}, {}, dir_.path());
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.out.startsWith("{\"index\":1,") && json.out.count('\n') == 1, json.out.constData());
    QVERIFY2(json.out.contains("\"status\":\"solved\"") && json.out.contains("\"technique\":\"anti-king\""), json.out.constData());
}

// --pdf lays variant puzzles out with their rules drawn (an XV puzzle's X and V are text in the
// PDF, so pdftotext reads them back), beside classic ones, and their solutions after them.
void TestCliVariants::variantPuzzlesArePrinted() {
    if (!qudoku::test::havePdfTools()) QSKIP("pdftotext/pdfinfo (poppler-utils) not installed");
    const std::vector<Published> puzzles = publishedPuzzles();
    const auto xv = std::find_if(puzzles.begin(), puzzles.end(), [](const Published& p) { return p.title.contains(QLatin1String("XV")); });
    QVERIFY(xv != puzzles.end());
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("xv.txt")), "fpuzzles" + xv->data + '\n'));
    const QByteArray classic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("classic.txt")), classic + '\n'));
    const CliRun run = runCli({QStringLiteral("--pdf"), QStringLiteral("out.pdf"), QStringLiteral("--solutions"),
                               QStringLiteral("xv.txt"), QStringLiteral("classic.txt")},
                              {}, dir_.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("out.pdf: 2 puzzles on 2 pages"), run.out.constData());
    const QString pdf = dir_.filePath(QStringLiteral("out.pdf"));
    QCOMPARE(qudoku::test::pdfPages(pdf), 2);
    const QString page = qudoku::test::pdfText(pdf, 1, 1);
    QVERIFY2(page.contains(QLatin1Char('X')) && page.contains(QLatin1Char('V')), qPrintable(page));
    // The solutions page: both solutions' digits, the XV puzzle's first (the X and V dropped).
    QString solutions = qudoku::test::symbolsIn(qudoku::test::pdfText(pdf, 2, 2), {QStringLiteral("Solutions")});
    solutions.remove(QLatin1Char('X')).remove(QLatin1Char('V'));
    QVERIFY2(solutions.contains(QString::fromLatin1(xv->solution.left(9))), qPrintable(solutions));
}

// Standard input: variant puzzles are told from the first line with something on it (JSON, a link, a
// Solo ID), or read as such under --format fpuzzles; classic puzzles still stream as before.
void TestCliVariants::standardInputIsToldApart_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<int>("exitCode");
    const std::vector<Published> puzzles = publishedPuzzles();
    QByteArray links, solutions;
    for (const Published& p : puzzles)
        if (p.expect == QStringLiteral("ok") && links.count('\n') < 3) {
            links += "https://f-puzzles.com/?load=" + p.data + '\n';
            solutions += p.solution + '\n';
        }
    const QByteArray x4 = R"({"size":4,"diagonal+":true,"diagonal-":true,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{"value":4,"given":true},{}],[{},{"value":3,"given":true},{},{}]]})";
    QTest::newRow("links after a comment") << QStringList{} << ("# three links\n\n" + links) << solutions << 0;
    // Empty `out`: what the same text gives as a file (told from its contents there already).
    QTest::newRow("JSON Lines, counted") << QStringList{QStringLiteral("--count")} << (x4 + '\n' + x4 + '\n') << QByteArray() << 0;
    QTest::newRow("--format fpuzzles") << QStringList{QStringLiteral("--format"), QStringLiteral("fpuzzles"), QStringLiteral("--count")}
                                       << x4 << QByteArray() << 0;
    QTest::newRow("--format fpuzzles, not one") << QStringList{QStringLiteral("--format"), QStringLiteral("fpuzzles")}
                                                << QByteArray("hello\n") << QByteArray("\n") << 1;
    QTest::newRow("classic still streams") << QStringList{QStringLiteral("--count")}
                                           << QByteArray("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8....\n")
                                           << QByteArray() << 0;
}

void TestCliVariants::standardInputIsToldApart() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, out);
    QFETCH(int, exitCode);
    const CliRun run = runCli(arguments, input, dir_.path());
    if (out.isEmpty()) {
        QVERIFY(writeFile(dir_.filePath(QStringLiteral("same.txt")), input));
        const CliRun file = runCli(arguments + QStringList{QStringLiteral("same.txt")}, {}, dir_.path());
        QCOMPARE(file.exitCode, 0);
        QVERIFY(!file.out.isEmpty() && file.out.count('\n') == input.count('\n') + (input.endsWith('\n') ? 0 : 1));
        out = file.out;
    }
    QCOMPARE(run.out, out);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode != 0) QVERIFY2(run.err.startsWith("<stdin>"), run.err.constData());
}

// Issue 34: the killer texts (SudoCue's "3x3::k:" lines, the forums' compact lines of arrows and
// sums) are told apart in a file and on standard input, each line solved; --format names one of them
// (or another variant text) to read every line as it; a line of the other kind is then an error with
// its line and column. The killers are the Interactive Sudoku Solver's (MIT, tests/data/killer).
void TestCliVariants::killerTexts() {
    QFile tsv(kDataDir + QStringLiteral("/../killer/iss_hard_killers.tsv"));
    QVERIFY(tsv.open(QIODevice::ReadOnly));
    QByteArray sudoCue, sudoCueSolution, compact, compactSolution;
    for (const QByteArray& line : tsv.readAll().split('\n')) {
        const QList<QByteArray> f = line.split('\t');
        if (f.size() != 4 || line.startsWith('#')) continue;
        // The quickest of each kind (HS_KILLERS 2, TAREK_ALL 20: tests/data/killer/README.md).
        if (f[1] == "HS_KILLERS 2") sudoCue = f[3], sudoCueSolution = f[2];
        if (f[1] == "TAREK_ALL 20") compact = f[3], compactSolution = f[2];
    }
    QVERIFY(!sudoCue.isEmpty() && !compact.isEmpty());
    QVERIFY(writeFile(dir_.filePath(QStringLiteral("killers.txt")), "# two killers\n" + sudoCue + "\n" + sudoCue + "\n"));
    const CliRun file = runCli({QStringLiteral("--unique"), QStringLiteral("killers.txt")}, {}, dir_.path());
    QCOMPARE(file.exitCode, 0);
    QCOMPARE(file.out, sudoCueSolution + '\n' + sudoCueSolution + '\n');
    const CliRun piped = runCli({}, compact + '\n', dir_.path());
    QCOMPARE(piped.exitCode, 0);
    QCOMPARE(piped.out, compactSolution + '\n');
    // Forced: the compact line is read, the SudoCue line is not one (an empty answer, its place on stderr).
    const CliRun forced = runCli({QStringLiteral("--format"), QStringLiteral("compact-killer")}, compact + '\n' + sudoCue + '\n', dir_.path());
    QCOMPARE(forced.exitCode, 1);
    QCOMPARE(forced.out, compactSolution + "\n\n");
    QVERIFY2(forced.err.startsWith("<stdin>:2:1: a compact killer has 81 characters"), forced.err.constData());
    const CliRun unknown = runCli({QStringLiteral("--format"), QStringLiteral("killer")}, compact + '\n', dir_.path());
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("sudocue-killer") && unknown.err.contains("compact-killer"), unknown.err.constData());
}

QTEST_GUILESS_MAIN(TestCliVariants)
#include "tst_cli_variants.moc"
