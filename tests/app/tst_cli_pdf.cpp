// qudoku-cli --pdf: booklets for puzzle authors, read back with pdfinfo and pdftotext (pages, paper,
// headings in order, the digits as text, the solutions after the puzzles); puzzles without one
// solution left out and reported; usage errors; a place that cannot be written.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"
#include "pdf_tools.h"

namespace {

// Two puzzles with one solution each, then one with two solutions, then one with clashing givens.
const QByteArray kFour =
    "..45.21781...9..3....8....46..45.....7.9...128.12.35..4.......935..6.8.7.9.3..62.\n"
    ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\n"
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8....\n"
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

} // namespace

class TestCliPdf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void bookletHasPagesPaperAndHeadings_data();
    void bookletHasPagesPaperAndHeadings();
    void digitsAreTextInReadingOrder();
    void lettersPuzzlesToo();
    void puzzlesWithoutOneSolutionAreLeftOut();
    void nothingToPrintWritesNothing();
    void usageErrors_data();
    void usageErrors();
    void unwritablePlace();

private:
    QTemporaryDir dir_;
};

void TestCliPdf::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY2(qudoku::test::havePdfTools(), "pdftotext and pdfinfo (Debian poppler-utils) are needed; tools/setup.sh installs them");
}

void TestCliPdf::bookletHasPagesPaperAndHeadings_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QString>("paper");
    QTest::newRow("default: 4 a page, A4") << QStringList{} << 1 << "595 x 842";
    QTest::newRow("1 a page, solutions") << QStringList{"--per-page", "1", "--solutions"} << 3 << "595 x 842";
    QTest::newRow("2 a page, letter") << QStringList{"--per-page", "2", "--paper", "letter"} << 1 << "612 x 792";
    QTest::newRow("6 a page, solutions, LETTER") << QStringList{"--per-page=6", "--solutions", "--paper=LETTER"} << 2 << "612 x 792";
}

void TestCliPdf::bookletHasPagesPaperAndHeadings() {
    QFETCH(QStringList, options);
    QFETCH(int, pages);
    QFETCH(QString, paper);
    const QString pdf = dir_.filePath(QStringLiteral("booklet.pdf"));
    QFile::remove(pdf);
    const CliRun run = runCli(QStringList{QStringLiteral("--pdf"), pdf} + options, kFour.left(164));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("%1: 2 puzzles on %2 page%3\n").arg(pdf).arg(pages).arg(pages == 1 ? "" : "s"));
    QCOMPARE(qudoku::test::pdfPages(pdf), pages);
    QCOMPARE(qudoku::test::pdfPageSize(pdf), paper);
    const QString text = qudoku::test::pdfText(pdf);
    // Numbered in order, with the grade in words and ER (the engine's own: both are easy here).
    const QRegularExpression heading(QStringLiteral("(\\d+)\\s+(Easy|Medium|Hard|Unfair|Extreme) · ER (\\d+\\.\\d)"));
    QStringList numbers;
    for (auto m = heading.globalMatch(text); m.hasNext();) numbers << m.next().captured(1);
    QCOMPARE(numbers, (QStringList{"1", "2"}));
    QCOMPARE(text.contains(QStringLiteral("Solutions")), options.contains(QStringLiteral("--solutions")));
}

// pdftotext gives the givens back, row by row: the first row of puzzle 1 reads "4 5 2 1 7 8".
void TestCliPdf::digitsAreTextInReadingOrder() {
    const QString pdf = dir_.filePath(QStringLiteral("one.pdf"));
    const CliRun run = runCli({QStringLiteral("--pdf"), pdf, QStringLiteral("--per-page"), QStringLiteral("1"),
                               QStringLiteral("--solutions")},
                              kFour.left(82));
    QCOMPARE(run.exitCode, 0);
    const QStringList puzzleLines = qudoku::test::pdfText(pdf, 1, 1).split(QLatin1Char('\n'));
    const QString digits = qudoku::test::symbolsIn(puzzleLines.mid(1).join(QLatin1Char('\n'))); // after the heading
    QString givens = QString::fromLatin1(kFour.left(81));
    givens.remove(QLatin1Char('.'));
    QCOMPARE(digits, givens);
    // The solution page holds all 81 digits, and its first row is the solution's.
    const QString solution = qudoku::test::pdfText(pdf, 2, 2);
    QVERIFY(solution.contains(QStringLiteral("Solutions")));
    const CliRun solved = runCli({}, kFour.left(82));
    const QString firstRow = QString::fromLatin1(solved.out.left(9));
    QVERIFY2(QString(solution).remove(QRegularExpression(QStringLiteral("\\s"))).contains(firstRow), qPrintable(solution));
}

void TestCliPdf::lettersPuzzlesToo() {
    const QString pdf = dir_.filePath(QStringLiteral("letters.pdf"));
    const CliRun run = runCli({QStringLiteral("--pdf"), pdf, QStringLiteral("--per-page"), QStringLiteral("1"),
                               QStringLiteral("--max-technique"), QStringLiteral("hidden-single"),
                               QStringLiteral("poj3076_letters.txt")});
    QCOMPARE(run.exitCode, 0);
    const QString text = qudoku::test::pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("A")) && text.contains(QStringLiteral("P")), qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("ER")));
}

// Only puzzles with one solution go in; each other one is reported on standard error with its line,
// and the exit code says some were left out.
void TestCliPdf::puzzlesWithoutOneSolutionAreLeftOut() {
    const QString pdf = dir_.filePath(QStringLiteral("some.pdf"));
    const CliRun run = runCli({QStringLiteral("--pdf"), pdf}, kFour);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.startsWith(pdf.toUtf8() + ": 2 puzzles on 1 page"));
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(QStringLiteral("<stdin>:3: puzzle 3: not unique")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("<stdin>:4: puzzle 4:")), qPrintable(err));
    QCOMPARE(qudoku::test::pdfPages(pdf), 1);
}

void TestCliPdf::nothingToPrintWritesNothing() {
    const QString pdf = dir_.filePath(QStringLiteral("none.pdf"));
    const CliRun run = runCli({QStringLiteral("--pdf"), pdf}, kFour.mid(164));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.contains("no puzzle with one solution to put in " + pdf.toUtf8() + "; nothing written"));
    QVERIFY(!QFile::exists(pdf));
}

void TestCliPdf::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("per-page 3") << QStringList{"--pdf", "x.pdf", "--per-page", "3"} << "--per-page must be 1, 2, 4 or 6, got '3'";
    QTest::newRow("per-page word") << QStringList{"--pdf", "x.pdf", "--per-page", "four"} << "--per-page must be 1, 2, 4 or 6, got 'four'";
    QTest::newRow("paper legal") << QStringList{"--pdf", "x.pdf", "--paper", "legal"} << "--paper must be a4 or letter, got 'legal'";
    QTest::newRow("solutions without pdf") << QStringList{"--solutions"} << "--solutions needs --pdf";
    QTest::newRow("per-page without pdf") << QStringList{"--per-page", "2"} << "--per-page needs --pdf";
    QTest::newRow("pdf with rate") << QStringList{"--rate", "--pdf", "x.pdf"} << "--pdf does not go with --count, --unique, --rate or --explain";
    QTest::newRow("pdf to stdout") << QStringList{"--pdf", "-"} << "--pdf needs a file name";
    QTest::newRow("pdf with json") << QStringList{"--pdf", "x.pdf", "--json"} << "--json needs --rate or --explain";
    QTest::newRow("pdf with generate") << QStringList{"--pdf", "x.pdf", "--generate", "1"} << "--generate does not go with";
}

void TestCliPdf::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments, kFour.left(82), dir_.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("x.pdf"))));
}

void TestCliPdf::unwritablePlace() {
    const QString pdf = dir_.filePath(QStringLiteral("no/such/folder/b.pdf"));
    const CliRun run = runCli({QStringLiteral("--pdf"), pdf}, kFour.left(82));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("qudoku-cli: cannot write " + pdf.toUtf8() + ": "), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

QTEST_MAIN(TestCliPdf)
#include "tst_cli_pdf.moc"
