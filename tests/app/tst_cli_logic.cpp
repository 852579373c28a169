// qudoku-cli --rate, --explain and --max-technique: the logic engine for puzzle authors. Only a
// puzzle with exactly one solution is rated; its line is key=value fields, the same in every language.

#include <QRegularExpression>
#include <QTest>

#include "cli_runner.h"

namespace {

// kaggle_regen line 6660 (../shared/data/kaggle_regen): a newspaper puzzle that needs only singles.
const QByteArray kEasy = ".861..5..2....9.1...4.6.2..57....6.83.9...75.....4.9.29..814..7.3.65..8..61397...\n";
// puzzles3_magictour_top1465 line 4: needs more than singles and locked candidates.
const QByteArray kHard = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........\n";

} // namespace

class TestCliLogic : public QObject {
    Q_OBJECT

private slots:
    void rates_data();
    void rates();
    void explainsStepByStep();
    void explainsInThePuzzlesSymbols();
    void badTechniqueOptions_data();
    void badTechniqueOptions();
};

void TestCliLogic::rates_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expectedOut");
    QTest::addColumn<QByteArray>("expectedErr");
    QTest::addColumn<int>("exitCode");
    // 46 steps, all singles (full houses score 4, hidden singles 14), the hardest a box single (1.2).
    QTest::newRow("singles only: easy, solved")
        << QStringList{QStringLiteral("--rate")} << kEasy
        << QByteArray("er=1.2 score=434 grade=easy hardest=hidden-single steps=46 solved graded-by=hidden-single\n") << QByteArray() << 0;
    // Capped at naked singles the engine still solves it (it needs no more)...
    QTest::newRow("cap above what it needs changes nothing")
        << QStringList{QStringLiteral("--rate"), QStringLiteral("--max-technique"), QStringLiteral("naked-single")} << kEasy
        << QByteArray("er=1.2 score=434 grade=easy hardest=hidden-single steps=46 solved graded-by=hidden-single\n") << QByteArray() << 0;
    // ... and capped at full houses only it is stuck after the one full house it has at the start:
    // the line says the cap stopped it, and what the next step needs (a hidden single).
    QTest::newRow("cap below what it needs: stuck, extreme, capped")
        << QStringList{QStringLiteral("--rate"), QStringLiteral("--max-technique"), QStringLiteral("full-house")} << kEasy
        << QByteArray("er=1.0 score=4 grade=extreme hardest=full-house steps=1 stuck capped=full-house next=hidden-single\n")
        << QByteArray() << 0;
    // What the grade rests on (issue 30): the hardest step's technique, which need not be the ER's (a
    // Skyscraper, 3.4, is hard; a hidden pair, 3.4 and found first, medium), or the length of the solve
    // (norvig-hardest-01: 67 steps, 1006 points, pointing the hardest).
    QTest::newRow("graded by a technique other than the ER's")
        << QStringList{QStringLiteral("--rate")}
        << QByteArray("......3....697..8....486.....38.4..65.9..1..8.4...5..........1..9......47.85....3\n")
        << QByteArray("er=3.4 score=964 grade=hard hardest=hidden-pair steps=62 solved graded-by=skyscraper\n") << QByteArray()
        << 0;
    QTest::newRow("graded by the length of the solve")
        << QStringList{QStringLiteral("--rate")}
        << QByteArray("85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.\n")
        << QByteArray("er=2.6 score=1006 grade=hard hardest=pointing steps=67 solved graded-by=length\n") << QByteArray() << 0;
    QTest::newRow("no unique solution: an error line and an empty line")
        << QStringList{QStringLiteral("--rate")} << kEasy + QByteArray(81, '.') + "\n" + kEasy
        << QByteArray("er=1.2 score=434 grade=easy hardest=hidden-single steps=46 solved graded-by=hidden-single\n\n"
                      "er=1.2 score=434 grade=easy hardest=hidden-single steps=46 solved graded-by=hidden-single\n")
        << QByteArray("<stdin>:2: puzzle 2: not unique (2 or more solutions)\n") << 1;
}

void TestCliLogic::rates() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expectedOut);
    QFETCH(QByteArray, expectedErr);
    QFETCH(int, exitCode);
    const CliRun run = runCli(arguments, input);
    QCOMPARE(run.out, expectedOut);
    QCOMPARE(run.err, expectedErr);
    QCOMPARE(run.exitCode, exitCode);
}

void TestCliLogic::explainsStepByStep() {
    // One numbered line per step, then the rating line; puzzles separated by a blank line.
    const CliRun run = runCli({QStringLiteral("--explain")}, kEasy + kHard);
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.split('\n');
    QVERIFY(lines.size() > 50);
    QCOMPARE(lines[0], QByteArray("1. Full house: r8c6 is the last empty cell of box 8, so it holds 2."));
    QCOMPARE(lines[1], QByteArray("2. Hidden single: in box 1, only r2c3 can hold 3."));
    QCOMPARE(lines[46], QByteArray("er=1.2 score=434 grade=easy hardest=hidden-single steps=46 solved graded-by=hidden-single"));
    QCOMPARE(lines[47], QByteArray());
    QVERIFY(lines[48].startsWith("1. "));
    int numbered = 0;
    for (int i = 48; i < lines.size() && lines[i].startsWith(QByteArray::number(numbered + 1) + ". "); ++i) ++numbered;
    QVERIFY(numbered > 0);
    QVERIFY(lines[48 + numbered].startsWith("er=") || lines[48 + numbered].startsWith("No further step found"));
}

void TestCliLogic::explainsInThePuzzlesSymbols() {
    // A 16×16 contest puzzle in letters (A-P): the steps spell values as the puzzle does, never as
    // numbers 10-16 the player would have to translate. Capped at dynamic chains (74 steps, then
    // stuck): the nested chains that finish it take 6 s in a release build, minutes under the
    // sanitizers, and word their steps with the same code.
    const CliRun run = runCli({QStringLiteral("--explain"), QStringLiteral("--max-technique"), QStringLiteral("dynamic-forcing-chain")},
                              sample(QStringLiteral("poj3076_letters.txt")));
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.split('\n');
    QCOMPARE(lines[0], QByteArray("1. Hidden single: in box 2, only r1c6 can hold J."));
    const QRegularExpression number(QStringLiteral("(=|<>|\\(|hold |holds )[0-9]"));
    int eliminations = 0;
    for (const QByteArray& line : lines) {
        if (line.startsWith("er=")) continue; // the rating line's numbers are ratings
        QVERIFY2(!number.match(QString::fromUtf8(line)).hasMatch(), line.constData());
        if (line.contains("<>")) ++eliminations;
    }
    QVERIFY(eliminations > 0); // not only singles: pointing, fish and chains were worded too
    QVERIFY(lines.last().isEmpty());
    QVERIFY(lines[lines.size() - 2].startsWith("er="));
}

void TestCliLogic::badTechniqueOptions_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("errorStart");
    QTest::newRow("unknown technique")
        << QStringList{QStringLiteral("--rate"), QStringLiteral("--max-technique"), QStringLiteral("X-Wing")}
        << QByteArray("qudoku-cli: unknown technique 'X-Wing' (expected one of: full-house, anti-knight, anti-king, odd-even, hidden-single, ");
    QTest::newRow("cap without --rate or --explain")
        << QStringList{QStringLiteral("--max-technique"), QStringLiteral("x-wing")}
        << QByteArray("qudoku-cli: --max-technique needs --rate, --explain or --pdf\n");
    QTest::newRow("two modes") << QStringList{QStringLiteral("--rate"), QStringLiteral("--count")}
                               << QByteArray("qudoku-cli: --count, --unique, --rate and --explain exclude each other\n");
}

void TestCliLogic::badTechniqueOptions() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, errorStart);
    const CliRun run = runCli(arguments, kEasy);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.startsWith(errorStart), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliLogic)
#include "tst_cli_logic.moc"
