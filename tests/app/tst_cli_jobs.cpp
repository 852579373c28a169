// qudoku-cli -j: solving on several threads changes nothing a user can see but the time. Output and
// error lines are byte for byte those of -j 1, in input order, in every mode and format.

#include <QFile>
#include <QTest>

#include "cli_runner.h"

namespace {

// Several thousand lines, so every run spans many pipeline chunks (512 items each): the bundled
// 17-clue sample repeated, with bad lines, conflicting givens and a many-solution puzzle spread in.
QByteArray longMixedInput() {
    QFile file(QStringLiteral(QUDOKU_TEST_DATA "/fast_sample.txt"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QByteArrayList puzzles;
    for (const QByteArray& line : file.readAll().split('\n'))
        if (line.size() == 81) puzzles << line;
    QByteArray input;
    for (int i = 0; input.count('\n') < 3000 && !puzzles.isEmpty(); ++i) {
        input += puzzles[i % puzzles.size()] + '\n';
        if (i % 397 == 5) input += "not a puzzle\n";
        if (i % 613 == 7) input += "11" + QByteArray(79, '.') + '\n'; // two 1s in row 1
        if (i % 701 == 9) input += QByteArray(81, '.') + '\n';         // many solutions
    }
    return input;
}

} // namespace

class TestCliJobs : public QObject {
    Q_OBJECT

private slots:
    void sameOutputOnAnyNumberOfThreads_data();
    void sameOutputOnAnyNumberOfThreads();
    void rejectsBadJobCounts_data();
    void rejectsBadJobCounts();
};

void TestCliJobs::sameOutputOnAnyNumberOfThreads_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    const QByteArray mixed = longMixedInput();
    QVERIFY(mixed.count('\n') >= 3000);
    QTest::newRow("solve, 3000 lines with bad lines mixed in") << QStringList{} << mixed;
    QTest::newRow("unique") << QStringList{QStringLiteral("--unique")} << mixed;
    QTest::newRow("count") << QStringList{QStringLiteral("--count"), QStringLiteral("--limit"), QStringLiteral("5")} << mixed;
    QTest::newRow("stats lines in order") << QStringList{QStringLiteral("--stats")} << mixed.left(mixed.indexOf('\n', 20000) + 1);
    // Rating runs on the workers too, in chunks of 4: 40 lines are ten chunks. Capped below the
    // forcing chains, which cost up to a few hundred milliseconds a puzzle: this is about order. (A
    // capped path still asks the uncapped engine for the next step once, which may run chains.)
    const QByteArray rated = firstLines(mixed, 40);
    const QString cap = QStringLiteral("als-xz");
    QTest::newRow("rate, bad lines mixed in") << QStringList{QStringLiteral("--rate"), QStringLiteral("--max-technique"), cap}
                                              << rated;
    QTest::newRow("rate --json") << QStringList{QStringLiteral("--rate"), QStringLiteral("--json"),
                                                QStringLiteral("--max-technique"), cap}
                                 << rated;
    QTest::newRow("explain --json, capped") << QStringList{QStringLiteral("--explain"), QStringLiteral("--json"),
                                                           QStringLiteral("--max-technique"), QStringLiteral("x-wing")}
                                            << firstLines(mixed, 24); // the cap's probe runs forcing chains
    QTest::newRow("explain, grid format with titles") << QStringList{QStringLiteral("--explain")} << sample(QStringLiteral("pe96_grid.txt"));
    QTest::newRow("block format") << QStringList{} << sample(QStringLiteral("poj2676_block.txt"));
    QTest::newRow("letters format, two cases") << QStringList{} << sample(QStringLiteral("poj3076_two_cases.txt"));
    QTest::newRow("mixed batch sample") << QStringList{} << sample(QStringLiteral("mixed_batch.txt"));
    QTest::newRow("empty input") << QStringList{} << QByteArray();
}

void TestCliJobs::sameOutputOnAnyNumberOfThreads() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    const CliRun one = runCli(arguments + QStringList{QStringLiteral("-j"), QStringLiteral("1")}, input);
    QCOMPARE(one.exitStatus, QProcess::NormalExit);
    for (const char* jobs : {"2", "3", "8"}) {
        const CliRun many = runCli(arguments + QStringList{QStringLiteral("--jobs"), QString::fromLatin1(jobs)}, input);
        QCOMPARE(many.exitStatus, QProcess::NormalExit);
        QCOMPARE(many.exitCode, one.exitCode);
        QCOMPARE(many.out, one.out);
        // Timing fields differ between runs; everything else on standard error must not.
        if (arguments.contains(QStringLiteral("--stats"))) {
            QCOMPARE(many.err.count('\n'), one.err.count('\n'));
            auto withoutTimes = [](const QByteArray& err) {
                QByteArrayList kept;
                for (const QByteArray& line : err.split('\n')) kept << line.left(line.indexOf("time="));
                return kept;
            };
            QCOMPARE(withoutTimes(many.err), withoutTimes(one.err));
        } else {
            QCOMPARE(many.err, one.err);
        }
    }
}

void TestCliJobs::rejectsBadJobCounts_data() {
    QTest::addColumn<QString>("jobs");
    QTest::newRow("zero") << QStringLiteral("0");
    QTest::newRow("negative") << QStringLiteral("-3");
    QTest::newRow("not a number") << QStringLiteral("abc");
    QTest::newRow("absurdly many") << QStringLiteral("5000");
}

void TestCliJobs::rejectsBadJobCounts() {
    QFETCH(QString, jobs);
    const CliRun run = runCli({QStringLiteral("-j"), jobs, QStringLiteral("poj3074_line.txt")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY(run.err.startsWith("qudoku-cli: -j/--jobs needs a whole number from 1 to 1024, got '" + jobs.toUtf8() + "'\n"));
}

QTEST_GUILESS_MAIN(TestCliJobs)
#include "tst_cli_jobs.moc"
