// qudoku-cli on bad input: exact error lines and exit codes, and no crash or hang on junk.

#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "qudoku/format.h"
#include "qudoku/variant_text.h"
#include "qudoku/solver.h"
#include "tst_cli.h"

// Each bad input gets its exact error line, exit code 1, and the other puzzles still get answers.
void TestCli::reportsBadInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("expectedOut");
    QTest::addColumn<QByteArray>("expectedErr");
    const auto row = [](const char* name, const QString& file, const QByteArray& out, const QByteArray& err) {
        QTest::newRow(name) << QStringList{file} << out << err;
    };
    const QByteArray blockAnswer = sample(QStringLiteral("poj2676_block.solution.txt"));
    row("bad symbol, digits", QStringLiteral("bad_symbol.txt"), sample(QStringLiteral("bad_symbol.solution.txt")),
        "bad_symbol.txt:4:17: expected a digit 1-9, '.' or '0', got 'x'\n");
    row("bad symbol, letters A-P", QStringLiteral("bad_symbol_letters.txt"), "",
        "bad_symbol_letters.txt:3:3: expected a letter A-P or '-', got '!'\n");
    row("bad symbol, 16x16 digits and letters", QStringLiteral("bad_symbol_16x16.txt"), "\n",
        "bad_symbol_16x16.txt:1:30: expected a symbol 1-9, A-G, '.' or '0', got '!'\n");
    row("short row", QStringLiteral("short_row.txt"), blockAnswer,
        "short_row.txt:4:9: expected 9 symbols in this row, got 8\n");
    row("long row", QStringLiteral("long_row.txt"), "", "long_row.txt:5:17: expected 16 symbols in this row, got 17\n");
    row("wrong line length", QStringLiteral("line_length.txt"), "\n",
        "line_length.txt:1:81: expected 81 symbols (a 9×9 puzzle), got 80\n");
    row("too few rows", QStringLiteral("too_few_rows.txt"),
        sample(QStringLiteral("pe96_grid.solution.txt"))
            .mid(sample(QStringLiteral("pe96_grid.solution.txt")).indexOf("Grid 02")),
        "too_few_rows.txt:7: expected 9 rows, got 5\n");
    QTest::newRow("bad case count") << QStringList{QStringLiteral("--format"), QStringLiteral("block"),
                                                   QStringLiteral("bad_case_count.txt")}
                                    << QByteArray()
                                    << QByteArray("bad_case_count.txt:1:2: expected the number of cases on the first "
                                                  "line, got 'x'\n");
    row("case count mismatch, fewer cases", QStringLiteral("case_count_fewer.txt"), blockAnswer,
        "case_count_fewer.txt:10: case count: expected 2 (from the first line), got 1\n");
    row("case count mismatch, more cases", QStringLiteral("case_count_more.txt"), blockAnswer,
        "case_count_more.txt:11:1: case count: expected 1 (from the first line), got more\n");
    row("empty file", QStringLiteral("empty.txt"), "", "empty.txt: expected a puzzle, found none\n");
    // Text that is no puzzle in any format: one line for the whole file, what was tried, how it starts.
    const QByteArray notAPuzzle = ": does not look like a Sudoku puzzle (tried a case count and rows, one puzzle a line, "
                                  "rows of letters, a grid of rows, Simple Sudoku, SadMan Sudoku, SudoCue, pencil marks, "
                                  "candidate strings); it starts with ";
    row("not a puzzle: hello world", QStringLiteral("hello_world.txt"), "",
        "hello_world.txt:1" + notAPuzzle + "'hello world'\n");
    row("not a puzzle: a CSV of names", QStringLiteral("names.csv"), "", "names.csv:1" + notAPuzzle + "'name,age,city'\n");
    row("not a puzzle: prose", QStringLiteral("prose.txt"), "",
        "prose.txt:1" + notAPuzzle + "'Sudoku is a logic-based,...'\n");
    // ...while a puzzle with one bad character is still a puzzle, with its exact position.
    row("one bad character in a grid", QStringLiteral("one_bad_character.txt"), "",
        "one_bad_character.txt:6:5: expected a digit 1-9, '.' or '0', got '?'\n");
    row("unknown size", QStringLiteral("unknown_size.txt"), "",
        "unknown_size.txt:1:1: expected a row of 4, 6, 9, 12, 16 or 25 symbols, got 7\n");
    row("value out of range", QStringLiteral("value_out_of_range.txt"), "",
        "value_out_of_range.txt:1:25: expected a number 1-12, got '13'\n");
    row("no solution", QStringLiteral("no_solution.txt"), "\n", "no_solution.txt:1: puzzle 1: no solution\n");
    // The exchange formats: each bad file named with the line and column of what is wrong.
    row("ss, bad symbol", QStringLiteral("bad_ss.ss"), "", "bad_ss.ss:3:3: expected a digit 1-9, '.' or '0', got '?'\n");
    row("sdk, short row", QStringLiteral("bad_sdk.sdk"), "", "bad_sdk.sdk:11:9: expected 9 symbols in this row, got 8\n");
    row("sdm, short line among good ones", QStringLiteral("bad_sdm.sdm"),
        firstLines(sample(QStringLiteral("collection.solution.sdm")), 1) + "\n" +
            sample(QStringLiteral("collection.solution.sdm")).split('\n').at(2) + "\n",
        "bad_sdm.sdm:2:81: expected 81 symbols (a 9×9 puzzle), got 80\n");
    row("pencilmarks, repeated digit", QStringLiteral("bad_pencilmarks.txt"), "",
        "bad_pencilmarks.txt:2:6: expected each candidate once, got '799'\n");
    row("pencilmarks, a cell missing", QStringLiteral("short_pencilmarks.txt"), "",
        "short_pencilmarks.txt:12:31: expected 81 cells (a 9×9 grid of candidates), got 80\n");
    row("candidates729, misplaced candidate", QStringLiteral("bad_candidates.txt"), "\n",
        "bad_candidates.txt:1:4: expected '4' or '.' (candidate 4 of r1c1), got '5'\n");
    row("candidates729, a cell without candidates", QStringLiteral("empty_cell_candidates.txt"), "\n",
        "empty_cell_candidates.txt:1:10: expected at least one candidate for r1c2, got none\n");
    row("candidates729, one character short", QStringLiteral("short_candidates.txt"), "\n",
        "short_candidates.txt:1:729: expected 729 characters (9 for each cell of a 9×9 grid), got 728\n");
    // Line answers stay one per input line, so `paste puzzles answers` lines up.
    row("bad puzzles do not stop the others, lines stay aligned", QStringLiteral("mixed_batch.txt"),
        sample(QStringLiteral("mixed_batch.solution.txt")),
        "mixed_batch.txt:2:17: expected a digit 1-9, '.' or '0', got 'x'\n"
        "mixed_batch.txt:4: puzzle 4: digit 2 twice in row 5 (r5c1, r5c9)\n"
        "mixed_batch.txt:5:81: expected 81 symbols (a 9×9 puzzle), got 80\n"
        "mixed_batch.txt:6: puzzle 6: no solution\n");

    QByteArray lineErrors = "poj2676_block.txt:1:2: expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 "
                            "puzzle), got 1\n";
    for (int line = 2; line <= 10; ++line)
        lineErrors += "poj2676_block.txt:" + QByteArray::number(line) +
                      ":10: expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got 9\n";
    QTest::newRow("--format line forced on a block file")
        << QStringList{QStringLiteral("--format"), QStringLiteral("line"), QStringLiteral("poj2676_block.txt")}
        << QByteArray(10, '\n') << lineErrors;
}

void TestCli::reportsBadInput() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, expectedOut);
    QFETCH(QByteArray, expectedErr);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.err, expectedErr);
    QCOMPARE(run.out, expectedOut);
    QCOMPARE(run.exitCode, 1);
}

void TestCli::usageAndUnreadableInputExitWithTwo_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("expectedOut");
    QTest::addColumn<QByteArray>("expectedErr");
    const QByteArray tryHelp = "Try 'qudoku-cli --help' for more information.\n";
    QStringList algorithms;
    for (const qudoku::Algorithm a : qudoku::kAllAlgorithms)
        algorithms << QString::fromLatin1(qudoku::algorithmName(a));
    const QString algorithmList = algorithms.mid(0, algorithms.size() - 1).join(QStringLiteral(", ")) +
                                  QStringLiteral(" or ") + algorithms.last();

    QTest::newRow("missing file") << QStringList{QStringLiteral("missing.txt")} << QByteArray()
                                  << QByteArray("missing.txt: cannot read: No such file or directory\n");
    QTest::newRow("missing file between readable ones")
        << QStringList{QStringLiteral("poj2676_block.txt"), QStringLiteral("missing.txt"),
                       QStringLiteral("poj3074_line.txt")}
        << sample(QStringLiteral("poj2676_block.solution.txt")) + sample(QStringLiteral("poj3074_line.solution.txt"))
        << QByteArray("missing.txt: cannot read: No such file or directory\n");
    QTest::newRow("directory") << QStringList{QStringLiteral(".")} << QByteArray()
                               << QByteArray(".: cannot read: is a directory\n");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")} << QByteArray()
                                    << "qudoku-cli: Unknown option 'bogus'.\n" + tryHelp;
    QTest::newRow("unknown algorithm") << QStringList{QStringLiteral("--algorithm"), QStringLiteral("quantum"),
                                                      QStringLiteral("poj3074_line.txt")}
                                       << QByteArray()
                                       << "qudoku-cli: unknown algorithm 'quantum' (expected " +
                                              algorithmList.toLatin1() + ")\n" + tryHelp;
    QStringList formats;
    for (const qudoku::Format f : qudoku::allFormats()) formats << QString::fromLatin1(qudoku::formatName(f));
    QCOMPARE(formats.mid(0, 4), (QStringList{"block", "line", "letters", "grid"}));
    // Then the variant texts: fpuzzles (any of them) and each kind (issue 34: the killer texts).
    formats << QStringLiteral("fpuzzles");
    for (const qudoku::VariantTextKind k : qudoku::allVariantTextKinds()) formats << QString::fromLatin1(qudoku::variantTextKindName(k));
    QVERIFY(formats.contains(QStringLiteral("compact-killer")) && formats.contains(QStringLiteral("sudocue-killer")));
    const QString formatList = formats.mid(0, formats.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" or ") +
                               formats.last();
    QTest::newRow("unknown format") << QStringList{QStringLiteral("--format"), QStringLiteral("csv")} << QByteArray()
                                    << "qudoku-cli: unknown format 'csv' (expected " + formatList.toLatin1() + ")\n" +
                                           tryHelp;
    QTest::newRow("--limit 0") << QStringList{QStringLiteral("--count"), QStringLiteral("--limit"), QStringLiteral("0")}
                               << QByteArray()
                               << "qudoku-cli: --limit needs a whole number of at least 1, got '0'\n" + tryHelp;
    QTest::newRow("--count with --unique") << QStringList{QStringLiteral("-c"), QStringLiteral("-u")} << QByteArray()
                                           << "qudoku-cli: --count, --unique, --rate and --explain exclude each other\n" + tryHelp;
}

void TestCli::usageAndUnreadableInputExitWithTwo() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, expectedOut);
    QFETCH(QByteArray, expectedErr);
    const CliRun run = runCli(arguments, sample(QStringLiteral("poj2676_block.txt")));
    QCOMPARE(run.err, expectedErr);
    QCOMPARE(run.out, expectedOut);
    QCOMPARE(run.exitCode, 2);
}

void TestCli::unreadableFileExitsWithTwo() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("locked.txt"));
    QVERIFY(writeFile(path, sample(QStringLiteral("poj3074_line.txt"))));
    QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions{}));
    if (QFile probe(path); probe.open(QIODevice::ReadOnly)) QSKIP("running as root: permissions do not stop reading");
    const CliRun run = runCli({QStringLiteral("locked.txt")}, {}, dir.path());
    QCOMPARE(run.err, QByteArray("locked.txt: cannot read: Permission denied\n"));
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.exitCode, 2);
}

void TestCli::survivesBinaryJunk_data() {
    QTest::addColumn<QByteArray>("validStart");
    QTest::addColumn<QByteArray>("answerOfValidStart");
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 6; ++seed)
        QTest::addRow("random bytes, seed %u", seed) << QByteArray() << QByteArray() << seed;
    const QByteArray puzzles = sample(QStringLiteral("poj3074_line.txt"));
    QTest::newRow("random bytes after a line puzzle")
        << firstLines(puzzles, 1) << firstLines(sample(QStringLiteral("poj3074_line.solution.txt")), 1) << 7u;
}

void TestCli::survivesBinaryJunk() {
    QFETCH(QByteArray, validStart);
    QFETCH(QByteArray, answerOfValidStart);
    QFETCH(quint32, seed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray junk(5000, Qt::Uninitialized);
    QRandomGenerator random(seed);
    for (char& byte : junk) byte = static_cast<char>(random.bounded(256));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("junk.bin")), validStart + junk));

    const CliRun run = runCli({QStringLiteral("junk.bin")}, {}, dir.path());
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.startsWith(answerOfValidStart));
    const QByteArray rest = run.out.mid(answerOfValidStart.size());
    QCOMPARE(rest.count('\n'), rest.size()); // no answers made of junk: at most aligned empty lines
    QVERIFY(!run.err.isEmpty());
    // One error per line, each with its position and no raw control bytes.
    static const QRegularExpression errorLine(QStringLiteral(R"(^junk\.bin:\d+(:\d+)?: [\x20-\x7e×]+$)"));
    for (const QByteArray& line : run.err.chopped(1).split('\n'))
        QVERIFY2(errorLine.match(QString::fromUtf8(line)).hasMatch(), line.constData());
}
