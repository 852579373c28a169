// qudoku-cli's limits: --timeout gives up on one puzzle and goes on with the others, in every mode and
// on any number of threads, promptly; input too large to read whole (an endless line, a 2 GB file, a
// pattern that is not one) is refused with the file, the limit and the size named, never read whole.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <thread>

#include "cli_runner.h"
#include "qudoku/reader.h"

namespace {

// How long a run may take beyond its --timeout: start-up, the easy puzzles, and a machine shared with
// other builds. Generous on purpose: this is about "promptly", not a benchmark. The sanitizers make
// everything several times slower.
#ifdef QUDOKU_SANITIZED
constexpr qint64 kSlackMs = 30'000;
#else
constexpr qint64 kSlackMs = 5'000;
#endif

// The timeout of the runs that rate or explain slow_logic.txt. Its easy puzzles take the logic engine
// about 10 ms each here and the 16×16 about 7.5 s of CPU (2026-12-02, dev build); 0.2 s left a loaded
// CI machine (a dfs count 90 times its usual 1.3 s) giving up on the first easy puzzle, so 1 s: a
// hundred times the easy ones' work, still a seventh of the 16×16's.
constexpr const char* kLogicTimeout = "1";

const QByteArray kTryHelp = "Try 'qudoku-cli --help' for more information.\n";

QByteArray line(const QByteArray& text, int index) { return text.split('\n').at(index) + '\n'; }

// The POJ 3076 16×16 sample as one line: the fast engine proves it unique in milliseconds, and the
// logic engine then needs seconds of forcing chains to rate it.
QByteArray poj3076Line() {
    QByteArray rows = sample(QStringLiteral("poj3076_letters.txt"));
    rows.replace('\n', "");
    return rows.left(256) + '\n';
}

// A 25×25 pattern with columns 1 and 2 empty: no puzzle on it has one solution (swap the columns), and
// each of the 20,000 tries on a 25×25 takes a while.
QByteArray neverPattern25() {
    QByteArray text;
    for (int row = 0; row < 25; ++row) text += ".." + QByteArray(23, 'x') + '\n';
    return text;
}

QByteArray gaveUp(const QString& where, int puzzle, const char* seconds) {
    return where.toUtf8() + ": puzzle " + QByteArray::number(puzzle) + ": gave up after " + seconds + " s\n";
}

QByteArray tooLong(const char* file, int lineNumber) {
    return QByteArray(file) + ':' + QByteArray::number(lineNumber) +
           ": expected a line of at most 1048576 bytes (1 MiB), got a longer one; the rest is not read\n";
}

} // namespace

class TestCliLimits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void timeoutLeavesTheSlotAndGoesOn_data();
    void timeoutLeavesTheSlotAndGoesOn();
    void timeoutInJson_data();
    void timeoutInJson();
    void timeoutStopsPromptly_data();
    void timeoutStopsPromptly();
    void generousTimeoutChangesNothing_data();
    void generousTimeoutChangesNothing();
    void badTimeoutIsAUsageError_data();
    void badTimeoutIsAUsageError();
    void tooLongLineEndsTheInput_data();
    void tooLongLineEndsTheInput();
    void oversizedInputsAreRefused_data();
    void oversizedInputsAreRefused();
    void pipeIsReadAsAStream();

private:
    QString path(const char* name) const { return dir_.filePath(QString::fromLatin1(name)); }

    QTemporaryDir dir_;
    QByteArray easy1_, easy2_;     // two line puzzles any engine solves at once
    QByteArray solution1_, solution2_;
};

void TestCliLimits::initTestCase() {
    QVERIFY(dir_.isValid());
    // The POJ 3074 sample's first puzzle and Project Euler 96's Grid 01 as a line: easy for every
    // engine, the textbook dfs included.
    easy1_ = line(sample(QStringLiteral("poj3074_line.txt")), 0);
    const QList<QByteArray> grid01 = sample(QStringLiteral("pe96_grid.txt")).split('\n').mid(1, 9);
    easy2_ = grid01.join() + '\n';
    QCOMPARE(easy2_.size(), 82);
    // slow.txt: the 25×25 mrv, dlx and dfs take minutes over, between two easy ones.
    QVERIFY(writeFile(path("slow.txt"), easy1_ + sample(QStringLiteral("durr2012_25x25.txt")) + easy2_));
    QVERIFY(writeFile(path("slow2.txt"), easy1_ + sample(QStringLiteral("durr2012_25x25.txt")).repeated(2) + easy2_));
    QVERIFY(writeFile(path("easy.txt"), easy1_ + easy2_));
    // slow_logic.txt: a 16×16 the logic engine takes seconds to rate, between the same two.
    QVERIFY(writeFile(path("slow_logic.txt"), easy1_ + poj3076Line() + easy2_));
    QVERIFY(writeFile(path("easy1.txt"), easy1_));
    QVERIFY(writeFile(path("easy2.txt"), easy2_));
    QVERIFY(writeFile(path("never25.txt"), neverPattern25()));
    // Their answers without --timeout, which the runs with one must reproduce.
    const CliRun solved = runCli({QStringLiteral("easy.txt")}, {}, dir_.path());
    QCOMPARE(solved.exitCode, 0);
    solution1_ = line(solved.out, 0);
    solution2_ = line(solved.out, 1);
}

void TestCliLimits::timeoutLeavesTheSlotAndGoesOn_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("expectedOut");
    QTest::addColumn<QByteArray>("expectedErr");
    const auto answers = [this](QStringList arguments) {
        arguments << QStringLiteral("easy.txt");
        return runCli(arguments, {}, dir_.path()).out;
    };
    const auto explained = [this](const char* file) { return runCli({QStringLiteral("--explain"), QString::fromLatin1(file)}, {}, dir_.path()).out; };
    const QString timeout = QStringLiteral("--timeout");
    for (const char* jobs : {"1", "2"}) {
        const QStringList j{QStringLiteral("-j"), QString::fromLatin1(jobs)};
        const auto row = [&](const char* name, const QStringList& arguments, const QByteArray& out, const QByteArray& err) {
            QTest::addRow("%s, -j %s", name, jobs) << j + arguments << out << err;
        };
        // The slow puzzle's line is empty and the one after it answered.
        const QByteArray solved = solution1_ + '\n' + solution2_;
        const QByteArray slow = gaveUp(QStringLiteral("slow.txt:2"), 2, "0.2");
        row("solve, dlx", {"-a", "dlx", timeout, "0.2", "slow.txt"}, solved, slow);
        row("solve, mrv", {"-a", "mrv", timeout, "0.2", "slow.txt"}, solved, slow);
        row("unique, dfs", {"--unique", "-a", "dfs", timeout, "0.2", "slow.txt"}, solved, slow);
        row("two slow puzzles in a row, each on its own clock", {"-a", "mrv", timeout, "0.2", "slow2.txt"},
            solution1_ + "\n\n" + solution2_, gaveUp(QStringLiteral("slow2.txt:2"), 2, "0.2") + gaveUp(QStringLiteral("slow2.txt:3"), 3, "0.2"));
        row("count, dlx", {"--count", "-a", "dlx", timeout, "0.2", "slow.txt"}, "1\n\n1\n", slow);
        // The timeout as given, whatever its spelling.
        row("count, timeout written 0.20", {"--count", "-a", "dlx", timeout, "0.20", "slow.txt"}, "1\n\n1\n",
            gaveUp(QStringLiteral("slow.txt:2"), 2, "0.20"));
        // Rating: the fast engine proves the 16×16 unique at once; the logic engine runs out of time.
        // A longer timeout here (kLogicTimeout, why there).
        const QByteArray slowLogic = gaveUp(QStringLiteral("slow_logic.txt:2"), 2, kLogicTimeout);
        const QByteArray ratings = answers({QStringLiteral("--rate")});
        row("rate", {"--rate", timeout, kLogicTimeout, "slow_logic.txt"}, line(ratings, 0) + '\n' + line(ratings, 1), slowLogic);
        // --explain's blocks keep the error line in the slow puzzle's slot.
        row("explain", {"--explain", timeout, kLogicTimeout, "slow_logic.txt"},
            explained("easy1.txt") + '\n' + slowLogic + '\n' + explained("easy2.txt"), slowLogic);
        // Each puzzle made under --generate has its own clock: both give up, the run goes on to the second.
        row("generate, a pattern with no unique puzzle", {"--generate", "2", "--seed", "1", "--pattern", "never25.txt", timeout, "0.2"},
            "\n\n", gaveUp(QStringLiteral("qudoku-cli"), 1, "0.2") + gaveUp(QStringLiteral("qudoku-cli"), 2, "0.2"));
    }
}

// A puzzle that runs out of time gets the answer a failed puzzle gets (an empty line, nothing in
// block formats, its error line under --explain), "puzzle N: gave up after S s" on standard error,
// and exit code 1; the puzzles after it are answered as without --timeout.
void TestCliLimits::timeoutLeavesTheSlotAndGoesOn() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, expectedOut);
    QFETCH(QByteArray, expectedErr);
    const CliRun run = runCli(arguments, {}, dir_.path());
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.err, expectedErr);
    QCOMPARE(run.out, expectedOut);
    QCOMPARE(run.exitCode, 1);
}

void TestCliLimits::timeoutInJson_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("rate --json") << QStringList{"--rate", "--json", "--timeout", kLogicTimeout, "slow_logic.txt"};
    QTest::newRow("explain --json, -j 2") << QStringList{"--explain", "--json", "-j", "2", "--timeout", kLogicTimeout, "slow_logic.txt"};
}

// Under --json the slow puzzle's object says "status":"timeout" with the message as its "error", like
// any puzzle without an answer; the others are rated.
void TestCliLimits::timeoutInJson() {
    QFETCH(QStringList, arguments);
    const CliRun run = runCli(arguments, {}, dir_.path());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, gaveUp(QStringLiteral("slow_logic.txt:2"), 2, kLogicTimeout));
    const QList<QByteArray> objects = run.out.split('\n');
    QCOMPARE(objects.size(), 4); // three objects and the final newline
    QVERIFY2(objects[0].contains(R"("status":"solved")"), objects[0].constData());
    QCOMPARE(objects[1], R"({"index":2,"input":"slow_logic.txt","line":2,"puzzle":")" + poj3076Line().trimmed().replace('-', '.') +
                             R"(","status":"timeout","error":"gave up after )" + QByteArray(kLogicTimeout) + R"( s"})");
    QVERIFY2(objects[2].startsWith(R"({"index":3,)") && objects[2].contains(R"("status":"solved")"), objects[2].constData());
}

void TestCliLimits::timeoutStopsPromptly_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("input");
    const QString slow25 = QStringLiteral(QUDOKU_TEST_DATA "/cli/durr2012_25x25.txt");
    QTest::newRow("solve a 25x25, mrv") << QStringList{"-a", "mrv"} << slow25;
    QTest::newRow("solve a 25x25, dlx") << QStringList{"-a", "dlx"} << slow25;
    QTest::newRow("count an empty 25x25, dlx") << QStringList{"--count", "--limit", "1000000000", "-a", "dlx", "-"} << QString();
    QTest::newRow("explain a 16x16 (forcing chains)") << QStringList{"--explain"} << QStringLiteral("slow_logic.txt");
    QTest::newRow("generate on a 25x25 pattern") << QStringList{"--generate", "1", "--pattern", "never25.txt"} << QString();
}

// A puzzle that would run for minutes stops within its timeout and a few seconds, every engine.
void TestCliLimits::timeoutStopsPromptly() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, input);
    constexpr qint64 kTimeoutMs = 500;
    arguments << QStringLiteral("--timeout") << QStringLiteral("0.5");
    if (!input.isEmpty()) arguments << input;
    QElapsedTimer clock;
    clock.start();
    const CliRun run = runCli(arguments, QByteArray(625, '.') + '\n', dir_.path());
    const qint64 took = clock.elapsed();
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("gave up after 0.5 s"), run.err.constData());
    QVERIFY2(took < kTimeoutMs + kSlackMs, qPrintable(QStringLiteral("took %1 ms").arg(took)));
}

void TestCliLimits::generousTimeoutChangesNothing_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("solve") << QStringList{"easy.txt"};
    QTest::newRow("rate --json, -j 2") << QStringList{"--rate", "--json", "-j", "2", "easy.txt"};
    QTest::newRow("generate") << QStringList{"--generate", "3", "--seed", "5", "--grade", "medium"};
}

// With time to spare, --timeout changes no byte of the output.
void TestCliLimits::generousTimeoutChangesNothing() {
    QFETCH(QStringList, arguments);
    const CliRun plain = runCli(arguments, {}, dir_.path());
    const CliRun timed = runCli(QStringList{"--timeout", "600"} + arguments, {}, dir_.path());
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(timed.exitCode, 0);
    QCOMPARE(timed.out, plain.out);
    QCOMPARE(timed.err, plain.err);
}

void TestCliLimits::badTimeoutIsAUsageError_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("value");
    const QStringList solve{QStringLiteral("slow.txt")};
    QTest::newRow("zero") << solve << QStringLiteral("0");
    QTest::newRow("negative") << solve << QStringLiteral("-1");
    QTest::newRow("not a number") << solve << QStringLiteral("soon");
    QTest::newRow("empty") << solve << QString();
    QTest::newRow("NaN") << solve << QStringLiteral("nan");
    QTest::newRow("infinity") << solve << QStringLiteral("inf");
    QTest::newRow("more than a million seconds") << solve << QStringLiteral("1e7");
    QTest::newRow("a decimal comma") << solve << QStringLiteral("0,5");
    QTest::newRow("with --generate") << QStringList{QStringLiteral("--generate"), QStringLiteral("1")} << QStringLiteral("-0.5");
}

// A timeout that is not a positive number of seconds stops the run before any work (nothing on
// standard output), with exit code 2 and the value named.
void TestCliLimits::badTimeoutIsAUsageError() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, value);
    const CliRun run = runCli(arguments << QStringLiteral("--timeout") << value, {}, dir_.path());
    QCOMPARE(run.err, "qudoku-cli: --timeout needs a number of seconds above 0 and at most 1000000, such as 0.5 or 30, got '" +
                          value.toUtf8() + "'\n" + kTryHelp);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.exitCode, 2);
}

void TestCliLimits::tooLongLineEndsTheInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expectedOut");
    QTest::addColumn<QByteArray>("expectedErr");
    QTest::addColumn<int>("exitCode");
    const QByteArray overLimit(static_cast<qsizetype>(qudoku::kMaxLineBytes) + 1, '1');
    QTest::newRow("between two puzzles: the first answered, nothing read after")
        << QStringList{} << easy1_ + overLimit + '\n' + easy2_ << solution1_ << tooLong("big.txt", 2) << 2;
    QTest::newRow("-j 2") << QStringList{"-j", "2"} << easy1_ + overLimit + '\n' + easy2_ << solution1_ << tooLong("big.txt", 2) << 2;
    QTest::newRow("ten megabytes without a line end") << QStringList{} << QByteArray(10 << 20, '7') << QByteArray()
                                                            << tooLong("big.txt", 1) << 2;
    QTest::newRow("--rate --json: no object for it") << QStringList{"--rate", "--json"} << overLimit << QByteArray()
                                                     << tooLong("big.txt", 1) << 2;
    // Up to the limit a line is a line: wrongly long for a puzzle, and the next one is read.
    QTest::newRow("a line of exactly 1 MiB is read")
        << QStringList{} << QByteArray(static_cast<qsizetype>(qudoku::kMaxLineBytes), '1') + '\n' + easy2_ << '\n' + solution2_
        << QByteArray("big.txt:1:626: expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got 1048576\n") << 1;
}

// A line longer than kMaxLineBytes is not read whole: the puzzles before it are answered, the input
// ends there with its line named, and the exit code is that of an unreadable file (2).
void TestCliLimits::tooLongLineEndsTheInput() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expectedOut);
    QFETCH(QByteArray, expectedErr);
    QFETCH(int, exitCode);
    QVERIFY(writeFile(path("big.txt"), text));
    const CliRun run = runCli(arguments << QStringLiteral("big.txt"), {}, dir_.path());
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.err, expectedErr);
    QCOMPARE(run.out, expectedOut);
    QCOMPARE(run.exitCode, exitCode);
}

void TestCliLimits::oversizedInputsAreRefused_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("expectedErr");
    QTest::addColumn<int>("exitCode");
    const QByteArray pattern = "qudoku-cli: cannot read the pattern ";
    QTest::newRow("a 2 GB file of zeros, streamed") << QStringList{"sparse.bin"} << tooLong("sparse.bin", 1) << 2;
    QTest::newRow("a 2 GB file as the second input") << QStringList{"easy1.txt", "sparse.bin", "easy2.txt"}
                                                     << tooLong("sparse.bin", 1) << 2;
    QTest::newRow("a 2 GB --pattern, read whole: refused by its size")
        << QStringList{"--generate", "1", "--pattern", "sparse.bin"}
        << pattern + "sparse.bin: it has 2147483648 bytes, more than the 16777216 bytes (16 MiB) a pattern may have\n" + kTryHelp << 2;
    QTest::newRow("a directory as --pattern") << QStringList{"--generate", "1", "--pattern", "."}
                                              << pattern + ".: is a directory\n" + kTryHelp << 2;
    if (QFile::exists(QStringLiteral("/dev/zero"))) {
        QTest::newRow("/dev/zero") << QStringList{"/dev/zero"} << tooLong("/dev/zero", 1) << 2;
        QTest::newRow("/dev/zero as --pattern: read up to the limit")
            << QStringList{"--generate", "1", "--pattern", "/dev/zero"}
            << pattern + "/dev/zero: it has more than the 16777216 bytes (16 MiB) a pattern may have\n" + kTryHelp << 2;
    }
}

// Input that has no business being that large is refused at once, with the limit, and never read
// whole (a sparse 2 GB file: no test writes gigabytes).
void TestCliLimits::oversizedInputsAreRefused() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, expectedErr);
    QFETCH(int, exitCode);
    QFile sparse(path("sparse.bin"));
    QVERIFY(sparse.open(QIODevice::WriteOnly) && sparse.resize(qint64{2} << 30));
    sparse.close();
    QElapsedTimer clock;
    clock.start();
    const CliRun run = runCli(arguments, {}, dir_.path());
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.err, expectedErr);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(clock.elapsed() < kSlackMs, qPrintable(QStringLiteral("took %1 ms").arg(clock.elapsed())));
    if (arguments.constFirst() == QLatin1String("easy1.txt")) QCOMPARE(run.out, solution1_ + solution2_); // the next input is read
}

// A named pipe is read as it comes, like standard input (process substitution, <(zcat puzzles.gz)),
// under the same line limit.
void TestCliLimits::pipeIsReadAsAStream() {
    const QString fifo = path("pipe");
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    std::jthread writer([&] { writeFile(fifo, easy1_ + easy2_); });
    const CliRun run = runCli({QStringLiteral("pipe")}, {}, dir_.path());
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.out, solution1_ + solution2_);
    QCOMPARE(run.exitCode, 0);
}

QTEST_GUILESS_MAIN(TestCliLimits)
#include "tst_cli_limits.moc"
