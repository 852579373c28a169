// qudoku-cli --json, --rating and the capped stuck message: the machine-readable side of --rate and
// --explain. Every line of standard output must parse on its own as one JSON object (JSON Lines),
// one per puzzle, in input order, whatever -j is; bad puzzles get an object with an error, never a
// blank line. The `se` scale is checked for its structure only: its ratings are still being built.

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

using namespace qudoku;

namespace {

// kaggle_regen line 6660: singles only. Its path starts with a full house (r8c6=2) and a hidden
// single in box 1 (r2c3=3); tst_cli_logic checks the same steps in words.
const QByteArray kEasy = ".861..5..2....9.1...4.6.2..57....6.83.9...75.....4.9.29..814..7.3.65..8..61397...";
// puzzles3_magictour_top1465 line 4: the whole engine is stuck after 8 steps (an ALS-XZ the hardest).
// A 25x25 the engine cannot finish: chains with other techniques inside run on grids up to 16x16,
// and dynamic chains alone get stuck after 87 steps (3 s in a release build). Made with
// `qudoku-cli --generate 1 --size 25 --grade extreme --seed 7`, then r15c20 (E) taken out; still
// one solution. (The POJ 3076 16x16 served here until nested chains ran on 16x16: now it is solved.)
const QByteArray kBeyondTheEngine =
    ".D.....JHW...E.FSBAVP.R.O....SMQ.E...RG...L..W..V.K..UJS..N..B.H.......YT.CV.I.M..O.AFUP..G...RH..K."
    ".....TIL.R....OP.YW...AQ.G.O...B...PHV.F..X...K..E.C.R...X.EO.I.J..KT.DVF.S.HX.WD..G...L..Y.R.MQ.J.."
    "..N.F..S.....T...UDQR.YL.S..E..P.Y..DQ....N...CM.HU..VD.....E...TRO.P.CS.......C...W..I..UD.QGNX..EA"
    ".EG.O..QSN.J.A.KB.I..MU.YXMB..I..UVL.S....W.........J.Y.GR.D..FQXL......IWP.O.N..C.QH.AG.WUVT..Y...."
    ".P.LRK..B...T.NQCIJ....SUMB..G....XJY.FE...H.A.N..E..CQRDWPOX....SA...G..J..WY.I.N.........LD....OBV"
    ".X...P...Y.TE.G..F.........U.....I.ACMK.TWV.....HGYN..TGJDA...XOVC..QP.RL...JW.LVR.XC...S..I..DEF.M."
    "H.Q....U..W..D......SO...";
const QByteArray kHard = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
// puzzles3_magictour_top1465 line 1: the whole engine is stuck after 28 steps, an AIC the hardest.
const QByteArray kStuckAtAic = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
// tests/data/cli/no_solution.txt: no conflict among the givens, yet no solution.
const QByteArray kNoSolution = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";
const QByteArray kEmptyGrid(81, '.');                                   // many solutions
const QByteArray kConflict = "11" + QByteArray(79, '.');                // two 1s in row 1 and box 1
const QByteArray kUnreadable = "not a puzzle"; // the line reader stops at the blank: 3 symbols

// Every line of `out` as a JSON object; a line that does not parse as one fails the test.
QList<QJsonObject> objects(const QByteArray& out) {
    QList<QJsonObject> result;
    if (!out.endsWith('\n')) {
        qWarning("output does not end with a newline");
        return {};
    }
    const QByteArrayList lines = out.left(out.size() - 1).split('\n');
    for (const QByteArray& line : lines) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            qWarning("not a JSON object (%s): %s", qPrintable(error.errorString()), line.constData());
            return {};
        }
        result << doc.object();
    }
    return result;
}

QByteArray lines(const QByteArrayList& puzzles) { return puzzles.join('\n') + '\n'; }

// The unique solution of a 9×9 line, for checking coordinates against the truth.
Grid solutionOf(const QByteArray& line) {
    const ReadResult read = readOne(line.toStdString());
    if (!read) return Grid{};
    const SolveResult solved = solve(read->grid);
    return solved.solutions.empty() ? Grid{} : solved.solutions.front();
}

bool isRating(const QJsonValue& v) {
    // One decimal: the number times ten is whole.
    return v.isDouble() && qAbs(v.toDouble() * 10 - qRound(v.toDouble() * 10)) < 1e-9;
}

} // namespace

class TestCliJson : public QObject {
    Q_OBJECT

private slots:
    void schema_data();
    void schema();
    void explainStepsHaveOneBasedCoordinates();
    void orderWithJobs_data();
    void orderWithJobs();
    void errorObjects_data();
    void errorObjects();
    void plainExplainKeepsASlotForABadPuzzle();
    void cappedStuck_data();
    void cappedStuck();
    void ratingScale_data();
    void ratingScale();
    void badOptions_data();
    void badOptions();
    void stringsAreEscaped();
};

void TestCliJson::schema_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("explain");
    QTest::newRow("--rate --json") << QStringList{QStringLiteral("--rate"), QStringLiteral("--json")} << false;
    QTest::newRow("--explain --json") << QStringList{QStringLiteral("--explain"), QStringLiteral("--json")} << true;
    QTest::newRow("--rate --json --rating qudoku")
        << QStringList{QStringLiteral("--rate"), QStringLiteral("--json"), QStringLiteral("--rating"), QStringLiteral("qudoku")} << false;
}

void TestCliJson::schema() {
    QFETCH(QStringList, arguments);
    QFETCH(bool, explain);
    const CliRun run = runCli(arguments, lines({kEasy, kHard}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const QList<QJsonObject> all = objects(run.out);
    QCOMPARE(all.size(), 2);

    // Every field of a rated puzzle, with its type, in this order.
    const QStringList keys{QStringLiteral("index"), QStringLiteral("input"), QStringLiteral("line"),
                           QStringLiteral("puzzle"), QStringLiteral("status"), QStringLiteral("scale"),
                           QStringLiteral("er"), QStringLiteral("ep"), QStringLiteral("ed"),
                           QStringLiteral("score"), QStringLiteral("grade"), QStringLiteral("hardest"),
                           QStringLiteral("gradedBy"), QStringLiteral("cap"), QStringLiteral("capped"),
                           QStringLiteral("steps")};
    for (const QJsonObject& o : all) {
        QStringList sorted = keys;
        sorted.sort();
        QCOMPARE(o.keys(), sorted); // QJsonObject sorts its keys; no field more, none missing
        QVERIFY(o[QStringLiteral("index")].isDouble());
        QVERIFY(o[QStringLiteral("input")].isString());
        QVERIFY(o[QStringLiteral("line")].isDouble());
        QVERIFY(o[QStringLiteral("puzzle")].isString());
        QVERIFY(o[QStringLiteral("status")].isString());
        QCOMPARE(o[QStringLiteral("scale")].toString(), QStringLiteral("qudoku"));
        QVERIFY(isRating(o[QStringLiteral("er")]));
        QVERIFY(isRating(o[QStringLiteral("ep")]));
        QVERIFY(isRating(o[QStringLiteral("ed")]));
        QVERIFY(o[QStringLiteral("ed")].toDouble() <= o[QStringLiteral("ep")].toDouble());
        QVERIFY(o[QStringLiteral("ep")].toDouble() <= o[QStringLiteral("er")].toDouble());
        QVERIFY(o[QStringLiteral("score")].isDouble());
        QVERIFY(o[QStringLiteral("grade")].isString());
        QVERIFY(o[QStringLiteral("hardest")].isString());
        QVERIFY(o[QStringLiteral("gradedBy")].isString());
        QVERIFY(o[QStringLiteral("cap")].isNull());
        QCOMPARE(o[QStringLiteral("capped")], QJsonValue(false));
        QVERIFY(explain ? o[QStringLiteral("steps")].isArray() : o[QStringLiteral("steps")].isDouble());
    }
    // The values: the same numbers the plain line prints (tst_cli_logic), plus EP and ED.
    const QJsonObject& easy = all[0];
    QCOMPARE(easy[QStringLiteral("index")].toInt(), 1);
    QCOMPARE(easy[QStringLiteral("input")].toString(), QStringLiteral("<stdin>"));
    QCOMPARE(easy[QStringLiteral("line")].toInt(), 1);
    QCOMPARE(easy[QStringLiteral("puzzle")].toString().toLatin1(), kEasy);
    QCOMPARE(easy[QStringLiteral("status")].toString(), QStringLiteral("solved"));
    QCOMPARE(easy[QStringLiteral("er")].toDouble(), 1.2);
    QCOMPARE(easy[QStringLiteral("ep")].toDouble(), 1.0); // the first step places a value...
    QCOMPARE(easy[QStringLiteral("ed")].toDouble(), 1.0); // ... and is a full house (1.0)
    QCOMPARE(easy[QStringLiteral("score")].toInt(), 434);
    QCOMPARE(easy[QStringLiteral("grade")].toString(), QStringLiteral("easy"));
    QCOMPARE(easy[QStringLiteral("hardest")].toString(), QStringLiteral("hidden-single"));
    QCOMPARE(easy[QStringLiteral("gradedBy")].toString(), QStringLiteral("hidden-single"));
    const int easySteps = explain ? int(easy[QStringLiteral("steps")].toArray().size()) : easy[QStringLiteral("steps")].toInt();
    QCOMPARE(easySteps, 46);
    // The ratings are written with one decimal, as the plain line has them.
    QVERIFY2(run.out.contains("\"er\":1.2,\"ep\":1.0,\"ed\":1.0,"), run.out.left(400).constData());

    const QJsonObject& hard = all[1];
    QCOMPARE(hard[QStringLiteral("index")].toInt(), 2);
    QCOMPARE(hard[QStringLiteral("line")].toInt(), 2);
    // Solved since forcing chains came in (before them it was stuck after an ALS-XZ).
    QCOMPARE(hard[QStringLiteral("status")].toString(), QStringLiteral("solved"));
    QCOMPARE(hard[QStringLiteral("grade")].toString(), QStringLiteral("extreme"));
    QVERIFY(hard[QStringLiteral("er")].toDouble() >= 8.5);
    QCOMPARE(hard[QStringLiteral("hardest")].toString(), QStringLiteral("dynamic-forcing-chain"));
    QCOMPARE(hard[QStringLiteral("gradedBy")].toString(), QStringLiteral("dynamic-forcing-chain"));
}

void TestCliJson::explainStepsHaveOneBasedCoordinates() {
    const CliRun run = runCli({QStringLiteral("--explain"), QStringLiteral("--json")}, lines({kEasy, kHard}));
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> all = objects(run.out);
    QCOMPARE(all.size(), 2);
    const QJsonArray steps = all[0][QStringLiteral("steps")].toArray();
    for (const QJsonValue& s : steps) {
        const QJsonObject step = s.toObject();
        QCOMPARE(step.keys(), (QStringList{QStringLiteral("eliminations"), QStringLiteral("er"), QStringLiteral("placements"),
                                           QStringLiteral("technique"), QStringLiteral("text")}));
        QVERIFY(step[QStringLiteral("technique")].isString());
        QVERIFY(isRating(step[QStringLiteral("er")]));
        QVERIFY(step[QStringLiteral("placements")].isArray());
        QVERIFY(step[QStringLiteral("eliminations")].isArray());
        QVERIFY(step[QStringLiteral("text")].isString());
    }
    // The hidden single the words name, r2c3 = 3: row, column and value as players count, from 1.
    const QJsonObject single = steps[1].toObject();
    QCOMPARE(single[QStringLiteral("technique")].toString(), QStringLiteral("hidden-single"));
    QCOMPARE(single[QStringLiteral("er")].toDouble(), 1.2);
    QCOMPARE(single[QStringLiteral("text")].toString(), QStringLiteral("Hidden single: in box 1, only r2c3 can hold 3."));
    QCOMPARE(single[QStringLiteral("placements")].toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("row"), 2}, {QStringLiteral("col"), 3}, {QStringLiteral("value"), 3}}}));
    QCOMPARE(single[QStringLiteral("eliminations")].toArray(), QJsonArray());
    const QJsonObject fullHouse = steps[0].toObject();
    QCOMPARE(fullHouse[QStringLiteral("placements")].toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("row"), 8}, {QStringLiteral("col"), 6}, {QStringLiteral("value"), 2}}}));

    // Against the solution, for every step of both puzzles: a placement is the solution's value in
    // that cell, an elimination never is (an off-by-one would break both on the first step).
    for (int p = 0; p < 2; ++p) {
        const Grid solution = solutionOf(p == 0 ? kEasy : kHard);
        QCOMPARE(solution.shape().size(), 9);
        int eliminations = 0;
        for (const QJsonValue& s : all[p][QStringLiteral("steps")].toArray()) {
            const QJsonObject step = s.toObject();
            for (const QJsonValue& v : step[QStringLiteral("placements")].toArray()) {
                const QJsonObject at = v.toObject();
                QCOMPARE(solution.at(solution.shape().cellAt(at[QStringLiteral("row")].toInt() - 1, at[QStringLiteral("col")].toInt() - 1)),
                         at[QStringLiteral("value")].toInt());
            }
            for (const QJsonValue& v : step[QStringLiteral("eliminations")].toArray()) {
                const QJsonObject at = v.toObject();
                const int row = at[QStringLiteral("row")].toInt(), col = at[QStringLiteral("col")].toInt();
                const int value = at[QStringLiteral("value")].toInt();
                QVERIFY(row >= 1 && row <= 9 && col >= 1 && col <= 9 && value >= 1 && value <= 9);
                QVERIFY(solution.at(solution.shape().cellAt(row - 1, col - 1)) != value);
                ++eliminations;
            }
        }
        if (p == 1) QVERIFY(eliminations > 0); // the hard one's path has eliminations to check
    }
}

void TestCliJson::orderWithJobs_data() {
    QTest::addColumn<QString>("mode");
    QTest::newRow("--rate") << QStringLiteral("--rate");
    QTest::newRow("--explain") << QStringLiteral("--explain");
}

void TestCliJson::orderWithJobs() {
    // Puzzles of very different cost (a singles-only one rates in microseconds, the stuck ones take
    // milliseconds) and bad lines, so with small chunks on two workers later ones finish first.
    QFETCH(QString, mode);
    QByteArrayList puzzles;
    for (int i = 0; i < 12; ++i) {
        puzzles << (i % 3 == 0 ? kHard : i % 3 == 1 ? kEasy : kStuckAtAic);
        if (i % 5 == 2) puzzles << kUnreadable;
        if (i % 7 == 3) puzzles << kEmptyGrid;
    }
    const QByteArray input = lines(puzzles);
    const QStringList arguments{mode, QStringLiteral("--json")};
    const CliRun one = runCli(arguments + QStringList{QStringLiteral("-j"), QStringLiteral("1")}, input);
    const CliRun two = runCli(arguments + QStringList{QStringLiteral("-j"), QStringLiteral("2")}, input);
    QCOMPARE(one.exitCode, 1); // the bad lines
    QCOMPARE(two.exitCode, one.exitCode);
    QCOMPARE(two.out, one.out);
    QCOMPARE(two.err, one.err);
    const QList<QJsonObject> all = objects(two.out);
    QCOMPARE(all.size(), puzzles.size());
    for (int i = 0; i < all.size(); ++i) {
        QCOMPARE(all[i][QStringLiteral("index")].toInt(), i + 1);
        QCOMPARE(all[i][QStringLiteral("line")].toInt(), i + 1);
        if (puzzles[i] != kUnreadable) QCOMPARE(all[i][QStringLiteral("puzzle")].toString().toLatin1(), puzzles[i]);
    }
}

void TestCliJson::errorObjects_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("error");
    QTest::addColumn<bool>("hasPuzzle");
    for (const QString& mode : {QStringLiteral("--rate"), QStringLiteral("--explain")}) {
        const QByteArray m = mode.toLatin1();
        QTest::newRow(m + ", conflicting givens")
            << mode << kConflict << QStringLiteral("invalid")
            << QStringLiteral("digit 1 twice in row 1 (r1c1, r1c2); digit 1 twice in box 1 (r1c1, r1c2)") << true;
        QTest::newRow(m + ", no solution") << mode << kNoSolution << QStringLiteral("no-solution") << QStringLiteral("no solution") << true;
        QTest::newRow(m + ", not unique") << mode << kEmptyGrid << QStringLiteral("not-unique")
                                          << QStringLiteral("not unique (2 or more solutions)") << true;
        QTest::newRow(m + ", unreadable line")
            << mode << kUnreadable << QStringLiteral("invalid")
            << QStringLiteral("expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got 3") << false;
    }
}

void TestCliJson::errorObjects() {
    // The bad puzzle between two good ones: its object keeps its place and its index.
    QFETCH(QString, mode);
    QFETCH(QByteArray, bad);
    QFETCH(QString, status);
    QFETCH(QString, error);
    QFETCH(bool, hasPuzzle);
    const CliRun run = runCli({mode, QStringLiteral("--json")}, lines({kEasy, bad, kEasy}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(!run.out.contains("\n\n"));
    const QList<QJsonObject> all = objects(run.out);
    QCOMPARE(all.size(), 3);
    QCOMPARE(all[0][QStringLiteral("status")].toString(), QStringLiteral("solved"));
    QCOMPARE(all[2][QStringLiteral("status")].toString(), QStringLiteral("solved"));
    QCOMPARE(all[2][QStringLiteral("index")].toInt(), 3);
    const QJsonObject& o = all[1];
    QStringList keys{QStringLiteral("index"), QStringLiteral("input"), QStringLiteral("line"), QStringLiteral("puzzle"),
                     QStringLiteral("status"), QStringLiteral("error")};
    keys.sort();
    QCOMPARE(o.keys(), keys);
    QCOMPARE(o[QStringLiteral("index")].toInt(), 2);
    QCOMPARE(o[QStringLiteral("line")].toInt(), 2);
    QCOMPARE(o[QStringLiteral("status")].toString(), status);
    QCOMPARE(o[QStringLiteral("error")].toString(), error);
    if (hasPuzzle) QCOMPARE(o[QStringLiteral("puzzle")].toString().toLatin1(), bad);
    else QVERIFY(o[QStringLiteral("puzzle")].isNull());
    // Standard error still has the usual line, with the location.
    QVERIFY2(run.err.startsWith("<stdin>:2"), run.err.constData());
}

void TestCliJson::plainExplainKeepsASlotForABadPuzzle() {
    // Blocks separated by blank lines, one per puzzle: a bad puzzle's block is its error line, so
    // splitting the output at blank lines gives one block per input puzzle.
    const QByteArrayList puzzles{kEasy, kEmptyGrid, kUnreadable, kConflict, kEasy};
    const CliRun run = runCli({QStringLiteral("--explain")}, lines(puzzles));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.endsWith("solved graded-by=hidden-single\n"));
    QByteArrayList blocks;
    QByteArray current;
    for (const QByteArray& line : run.out.chopped(1).split('\n')) {
        if (line.isEmpty()) {
            blocks << current;
            current.clear();
        } else {
            current += line + '\n';
        }
    }
    blocks << current;
    QCOMPARE(blocks.size(), puzzles.size());
    QVERIFY(blocks[0].startsWith("1. Full house"));
    QCOMPARE(blocks[1], QByteArray("<stdin>:2: puzzle 2: not unique (2 or more solutions)\n"));
    QCOMPARE(blocks[2], QByteArray("<stdin>:3:4: expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got 3\n"));
    QCOMPARE(blocks[3], QByteArray("<stdin>:4: puzzle 4: digit 1 twice in row 1 (r1c1, r1c2); digit 1 twice in box 1 (r1c1, r1c2)\n"));
    QCOMPARE(blocks[4], blocks[0]);
    // The same three lines on standard error, as before.
    QCOMPARE(run.err, blocks[1] + blocks[2] + blocks[3]);
}

void TestCliJson::cappedStuck_data() {
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QString>("cap");
    QTest::addColumn<bool>("capped");
    QTest::addColumn<QString>("next");
    QTest::addColumn<QByteArray>("plainRate");
    QTest::addColumn<QByteArray>("stuckLine");
    // Capped at full houses, the easy one stops after its one full house; a hidden single is next.
    QTest::newRow("cap stops a singles puzzle")
        << kEasy << QStringLiteral("full-house") << true << QStringLiteral("hidden-single")
        << QByteArray("er=1.0 score=4 grade=extreme hardest=full-house steps=1 stuck capped=full-house next=hidden-single\n")
        << QByteArray("Stopped by the cap (--max-technique full-house): no technique up to Full house applies here; "
                      "the next step needs Hidden single.");
    QTest::newRow("cap stops a hard puzzle before the hidden pair it needs")
        << kHard << QStringLiteral("x-wing") << true << QStringLiteral("hidden-pair")
        << QByteArray("er=2.6 score=214 grade=extreme hardest=pointing steps=5 stuck capped=x-wing next=hidden-pair\n")
        << QByteArray("Stopped by the cap (--max-technique x-wing): no technique up to X-Wing applies here; "
                      "the next step needs Hidden pair.");
    // A 25x25 the engine cannot finish (see kBeyondTheEngine): under any cap it is stuck where the
    // whole engine is stuck too, which is not the cap's doing.
    QTest::newRow("stuck beyond the engine under a cap: not capped")
        << kBeyondTheEngine << QStringLiteral("nested-forcing-chain") << false << QString()
        << QByteArray("er=9.7 score=16236 grade=extreme hardest=dynamic-forcing-chain steps=87 stuck\n")
        << QByteArray("No further step found with the techniques allowed (up to Nested forcing chains): the rest "
                      "needs techniques beyond the engine, or guessing.");
}

void TestCliJson::cappedStuck() {
    QFETCH(QByteArray, puzzle);
#ifdef QUDOKU_SANITIZED
    // The engine runs dynamic chains for 87 steps on this 25x25 before it gives up: minutes under the
    // sanitizers. The rows above run the same code paths; tst_logic walks the chains there.
    if (puzzle == kBeyondTheEngine) QSKIP("the 25x25 beyond the engine takes minutes under the sanitizers");
#endif
    QFETCH(QString, cap);
    QFETCH(bool, capped);
    QFETCH(QString, next);
    QFETCH(QByteArray, plainRate);
    QFETCH(QByteArray, stuckLine);
    const QByteArray input = puzzle + '\n';
    const QStringList capArgs{QStringLiteral("--max-technique"), cap};

    const CliRun rate = runCli(QStringList{QStringLiteral("--rate")} + capArgs, input);
    QCOMPARE(rate.exitCode, 0);
    QCOMPARE(rate.out, plainRate);

    // Plain --explain: the line before the rating line says why the path ends.
    const CliRun explain = runCli(QStringList{QStringLiteral("--explain")} + capArgs, input);
    const QByteArrayList explainLines = explain.out.split('\n');
    QVERIFY(explainLines.size() >= 3);
    QCOMPARE(explainLines[explainLines.size() - 3], stuckLine);
    QCOMPARE(explainLines[explainLines.size() - 2] + '\n', plainRate);

    for (const QString& mode : {QStringLiteral("--rate"), QStringLiteral("--explain")}) {
        const CliRun run = runCli(QStringList{mode, QStringLiteral("--json")} + capArgs, input);
        const QList<QJsonObject> all = objects(run.out);
        QCOMPARE(all.size(), 1);
        const QJsonObject& o = all[0];
        QCOMPARE(o[QStringLiteral("status")].toString(), QStringLiteral("stuck"));
        QCOMPARE(o[QStringLiteral("cap")].toString(), cap);
        QCOMPARE(o[QStringLiteral("capped")], QJsonValue(capped));
        QCOMPARE(o.contains(QStringLiteral("next")), capped);
        if (capped) QCOMPARE(o[QStringLiteral("next")].toString(), next);
    }
}

void TestCliJson::ratingScale_data() {
    QTest::addColumn<QString>("scale");
    QTest::newRow("qudoku") << QStringLiteral("qudoku");
    QTest::newRow("se") << QStringLiteral("se");
}

void TestCliJson::ratingScale() {
    // Either scale rates, says which it used, and keeps the schema; the values of `se` are its own.
    QFETCH(QString, scale);
    for (const QString& mode : {QStringLiteral("--rate"), QStringLiteral("--explain")}) {
        const CliRun run = runCli({mode, QStringLiteral("--json"), QStringLiteral("--rating"), scale}, lines({kEasy, kHard}));
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> all = objects(run.out);
        QCOMPARE(all.size(), 2);
        for (const QJsonObject& o : all) {
            QCOMPARE(o[QStringLiteral("scale")].toString(), scale);
            QVERIFY(isRating(o[QStringLiteral("er")]));
            QVERIFY(o[QStringLiteral("hardest")].isString());
        }
        QCOMPARE(all[0][QStringLiteral("status")].toString(), QStringLiteral("solved")); // singles are in every scale
        // The plain output takes the option too.
        const CliRun plain = runCli({mode, QStringLiteral("--rating"), scale}, kEasy + '\n');
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(plain.out.contains("er="), plain.out.constData());
    }
}

void TestCliJson::badOptions_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("unknown scale") << QStringList{QStringLiteral("--rate"), QStringLiteral("--rating"), QStringLiteral("hodoku")}
                                   << QByteArray("qudoku-cli: unknown rating scale 'hodoku' (expected qudoku or se)\n");
    QTest::newRow("scale keys are lower case") << QStringList{QStringLiteral("--explain"), QStringLiteral("--rating"), QStringLiteral("SE")}
                                               << QByteArray("qudoku-cli: unknown rating scale 'SE' (expected qudoku or se)\n");
    QTest::newRow("--rating without --rate") << QStringList{QStringLiteral("--rating"), QStringLiteral("se")}
                                             << QByteArray("qudoku-cli: --rating needs --rate, --explain or --pdf\n");
    QTest::newRow("--json without --rate") << QStringList{QStringLiteral("--json"), QStringLiteral("--count")}
                                           << QByteArray("qudoku-cli: --json needs --rate or --explain\n");
    QTest::newRow("--json with --generate") << QStringList{QStringLiteral("--json"), QStringLiteral("--generate"), QStringLiteral("1")}
                                            << QByteArray("qudoku-cli: --json needs --rate or --explain\n");
}

void TestCliJson::badOptions() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, error);
    const CliRun run = runCli(arguments, kEasy + '\n');
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, error + "Try 'qudoku-cli --help' for more information.\n");
}

void TestCliJson::stringsAreEscaped() {
    // The input's name goes into every object: a name with a quote, a backslash and a tab must
    // still give valid JSON that reads back as the same name.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString name = QStringLiteral("a \"quoted\"\\name\twith tab.txt");
    QVERIFY(writeFile(dir.filePath(name), lines({kEasy, kUnreadable})));
    const CliRun run = runCli({QStringLiteral("--explain"), QStringLiteral("--json"), name}, {}, dir.path());
    QCOMPARE(run.exitCode, 1);
    const QList<QJsonObject> all = objects(run.out);
    QCOMPARE(all.size(), 2);
    for (const QJsonObject& o : all) QCOMPARE(o[QStringLiteral("input")].toString(), name);
    QVERIFY(run.out.contains(R"(a \"quoted\"\\name\twith tab.txt)"));
}

QTEST_GUILESS_MAIN(TestCliJson)
#include "tst_cli_json.moc"
