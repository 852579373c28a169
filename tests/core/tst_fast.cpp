// The fast engine (Algorithm::Fast: fast9 for 9×9, fastn for other sizes) against dlx and known counts.
//
// tests/data/fast_sample.txt: ~200 puzzles of every size (sources in its comments). Each line is a
// puzzle, compared with dlx, or puzzle:count:solution, compared with the recorded full count (and the
// solution for unique puzzles) where dlx would take minutes (25×25).
// With the shared data sets (QUDOKU_SHARED_DATA), the first 10,000 puzzles of the three big 9×9 sets
// are checked too.

#include <QtTest>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <limits>
#include <string>
#include <thread>

#include "qudoku/reader.h"
#include "qudoku/conflicts.h"
#include "qudoku/solver.h"
#include "test_support.h"

using namespace qudoku;

namespace {

SolveResult run(const Grid& grid, Algorithm algorithm, std::uint64_t limit, std::size_t keep = 1) {
    return testsupport::solveWith(grid, algorithm, limit, keep);
}

// Complete, rule-abiding and agreeing with the givens.
bool solves(const Grid& solution, const Grid& puzzle) {
    return testsupport::isValidSolution(solution) && testsupport::keepsGivens(puzzle, solution);
}

Grid parseLine(const std::string& text) {
    const ReadResult r = readOne(text, Format::Line);
    if (!r) return Grid();
    return r->grid;
}

SolveStatus statusForCount(std::uint64_t count, std::uint64_t limit) {
    if (count >= limit) return SolveStatus::LimitReached;
    if (count == 0) return SolveStatus::NoSolution;
    return count == 1 ? SolveStatus::SolvedUnique : SolveStatus::SolvedMultiple;
}

// Checks one puzzle: fast with limit 1, 2 and (multi-solution puzzles) 1000 against dlx or the count.
void checkPuzzle(const Grid& grid, std::optional<std::uint64_t> knownCount, const std::string& knownSolution) {
    const SolveResult fast = run(grid, Algorithm::Fast, 2);
    if (fast.status == SolveStatus::InvalidInput) {
        QCOMPARE(run(grid, Algorithm::Dlx, 2).status, SolveStatus::InvalidInput);
        return;
    }
    std::uint64_t count = 0; // the full count, or at least 2
    std::optional<Grid> reference;
    if (knownCount) {
        count = *knownCount;
        QCOMPARE(fast.status, statusForCount(count, 2));
        if (!knownSolution.empty()) reference = parseLine(knownSolution);
    } else {
        const SolveResult dlx = run(grid, Algorithm::Dlx, 2);
        QCOMPARE(fast.status, dlx.status);
        count = dlx.count;
        if (dlx.status == SolveStatus::SolvedUnique) reference = dlx.solutions.front();
    }
    QCOMPARE(fast.count, std::min<std::uint64_t>(count, 2));
    QCOMPARE(fast.solutions.size(), static_cast<std::size_t>(std::min<std::uint64_t>(count, 1)));
    if (!fast.solutions.empty()) QVERIFY(solves(fast.solutions.front(), grid));
    if (reference && fast.status == SolveStatus::SolvedUnique) QVERIFY(fast.solutions.front() == *reference);
    if (count > 0) QVERIFY(fast.stats.nodes == fast.stats.guesses);

    const SolveResult first = run(grid, Algorithm::Fast, 1);
    QCOMPARE(first.status, count ? SolveStatus::LimitReached : SolveStatus::NoSolution);
    if (count) QVERIFY(solves(first.solutions.front(), grid));

    if (count >= 2) {
        const std::uint64_t limit = 1000;
        const SolveResult all = run(grid, Algorithm::Fast, limit, 3);
        const std::uint64_t expected = knownCount ? std::min(*knownCount, limit) : run(grid, Algorithm::Dlx, limit).count;
        QCOMPARE(all.count, expected);
        QCOMPARE(all.status, statusForCount(expected, limit));
        for (const Grid& g : all.solutions) QVERIFY(solves(g, grid));
        QVERIFY(all.solutions.size() < 2 || all.solutions[0] != all.solutions[1]);
    }
}

} // namespace

class TestFast : public QObject {
    Q_OBJECT

private slots:
    void isTheDefault() {
        QCOMPARE(SolveOptions{}.algorithm, Algorithm::Fast);
        QCOMPARE(kAllAlgorithms[0], Algorithm::Fast);
        QCOMPARE(algorithmName(Algorithm::Fast), std::string_view("fast"));
        QCOMPARE(algorithmFromName("fast"), std::optional<Algorithm>(Algorithm::Fast));
    }

    // The 9×9 engine is compiled twice (core/src/solvers/fast9.cpp's header): this suite runs once on
    // the copy the processor gets (tst_fast) and once on the baseline (tst_fast_baseline, with
    // QUDOKU_FAST9_ISA=baseline), so both copies meet every check below.
    void engineCopy() {
        const std::string_view copy = fastEngineTarget();
        qInfo("9x9 engine copy in this run: %.*s", static_cast<int>(copy.size()), copy.data());
        QVERIFY(copy == "baseline" || copy == "avx2");
        QCOMPARE(fastEngineTarget(), copy); // decided once per process
        if (qgetenv("QUDOKU_FAST9_ISA") == "baseline") {
            QCOMPARE(copy, std::string_view("baseline"));
        } else {
#if defined(__x86_64__) && defined(__GNUC__)
            const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                              __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt") &&
                              __builtin_cpu_supports("fma");
            QCOMPARE(copy, std::string_view(avx2 ? "avx2" : "baseline"));
#else
            QCOMPARE(copy, std::string_view("baseline"));
#endif
        }
    }

    void sample_data() {
        QTest::addColumn<QString>("line");
        std::ifstream in(QUDOKU_TEST_DATA "/fast_sample.txt");
        QVERIFY2(in, "cannot read tests/data/fast_sample.txt");
        std::string line;
        int number = 0, puzzles = 0;
        while (std::getline(in, line)) {
            ++number;
            if (line.empty() || line[0] == '#') continue;
            ++puzzles;
            const QByteArray tag = QByteArray("line ") + QByteArray::number(number);
            QTest::newRow(tag.constData()) << QString::fromStdString(line);
        }
        QVERIFY(puzzles >= 190);
    }

    void sample() {
        QFETCH(QString, line);
        const std::string text = line.toStdString();
        const auto colon = text.find(':');
        const Grid grid = parseLine(text.substr(0, colon));
        QVERIFY(grid.cellCount() > 0);
        std::optional<std::uint64_t> count;
        std::string solution;
        if (colon != std::string::npos) {
            const auto second = text.find(':', colon + 1);
            count = std::stoull(text.substr(colon + 1, second - colon - 1));
            if (second != std::string::npos) solution = text.substr(second + 1);
        }
        checkPuzzle(grid, count, solution);
    }

    // Other shapes: empty 4×4 has 288 solutions; partial 6×6 and 12×12 grids against dlx.
    void otherShapes() {
        QCOMPARE(run(Grid(Shape{2, 2}), Algorithm::Fast, 1000).count, std::uint64_t{288});
        QCOMPARE(run(Grid(Shape{2, 2}), Algorithm::Fast, 1000).status, SolveStatus::SolvedMultiple);
        for (const Shape shape : {Shape{2, 3}, Shape{3, 4}, Shape{4, 4}}) {
            const SolveResult full = run(Grid(shape), Algorithm::Fast, 1);
            QCOMPARE(full.status, SolveStatus::LimitReached);
            QVERIFY(solves(full.solutions.front(), Grid(shape)));
            // Keep every k-th cell as a given: several densities, unique and multiple.
            for (int k : {2, 3, 4}) {
                Grid partial(shape);
                for (int c = 0; c < partial.cellCount(); c += k) partial.set(c, full.solutions.front().at(c));
                const SolveResult fast = run(partial, Algorithm::Fast, 50);
                const SolveResult dlx = run(partial, Algorithm::Dlx, 50);
                QCOMPARE(fast.status, dlx.status);
                QCOMPARE(fast.count, dlx.count);
                QVERIFY(solves(fast.solutions.front(), partial));
            }
        }
    }

    void seeded() {
        SolveOptions options;
        options.limit = 1;
        options.seed = 1;
        const SolveResult a = solve(Grid(), options);
        options.seed = 2;
        const SolveResult b = solve(Grid(), options);
        options.seed = 1;
        const SolveResult again = solve(Grid(), options);
        QVERIFY(solves(a.solutions.front(), Grid()));
        QVERIFY(solves(b.solutions.front(), Grid()));
        QVERIFY(a.solutions.front() != b.solutions.front());
        QVERIFY(a.solutions.front() == again.solutions.front());
        options.seed = 3;
        const SolveResult big = solve(Grid(Shape{5, 5}), options);
        QCOMPARE(big.status, SolveStatus::LimitReached);
        QVERIFY(solves(big.solutions.front(), Grid(Shape{5, 5})));
    }

    void cancellation_data() {
        QTest::addColumn<int>("boxSize");
        QTest::newRow("empty 9x9") << 3;
        QTest::newRow("empty 25x25") << 5;
    }

    void cancellation() {
        QFETCH(int, boxSize);
        std::stop_source source;
        SolveOptions options;
        options.limit = std::numeric_limits<std::uint64_t>::max();
        options.keep = 1;
        options.stop = source.get_token();
        std::jthread stopper([&source] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            source.request_stop();
        });
        const auto start = std::chrono::steady_clock::now();
        const SolveResult r = solve(Grid(Shape{boxSize, boxSize}), options);
        const auto took = std::chrono::steady_clock::now() - start;
        QCOMPARE(r.status, SolveStatus::Cancelled);
        QVERIFY(r.count > 0);
        QVERIFY2(took < std::chrono::seconds(2), "the stop request was not honoured promptly");

        // Stopped before it starts: returns within the first polling interval.
        std::stop_source early;
        early.request_stop();
        options.stop = early.get_token();
        QCOMPARE(solve(Grid(Shape{boxSize, boxSize}), options).status, SolveStatus::Cancelled);
    }

    void sharedData_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("compareWithDlx"); // how many of the first puzzles are compared with dlx
        QTest::newRow("17 clue") << "puzzles2_17_clue" << 10000;
        QTest::newRow("magictour top1465") << "puzzles3_magictour_top1465" << 10000;
        QTest::newRow("forum hardest 11+") << "puzzles5_forum_hardest_1905_11+" << 1000;
    }

    // The first 10,000 puzzles of each set: the solution is valid, and status/count with limit 2 agree
    // with dlx (on the first 1,000 only for the hardest set, where dlx needs ~1 ms a puzzle; all of
    // those puzzles are unique, which a valid solution plus SolvedUnique then proves for the rest).
    void sharedData() {
        QFETCH(QString, file);
        QFETCH(int, compareWithDlx);
        const std::string path = std::string(QUDOKU_SHARED_DATA) + "/" + file.toStdString();
        std::ifstream in(path);
        if (!in) QSKIP(qPrintable("shared puzzle sets not found (" + QString::fromStdString(path) + "); skipped"));
        PuzzleReader reader(in, Format::Line);
        int n = 0;
        while (n < 10000) {
            auto r = reader.next();
            if (!r) break;
            QVERIFY(r->ok());
            const Grid& grid = (*r)->grid;
            const SolveResult fast = run(grid, Algorithm::Fast, 2);
            if (n < compareWithDlx) {
                const SolveResult dlx = run(grid, Algorithm::Dlx, 2);
                QCOMPARE(fast.status, dlx.status);
                QCOMPARE(fast.count, dlx.count);
            } else {
                QCOMPARE(fast.status, SolveStatus::SolvedUnique);
            }
            if (fast.count) QVERIFY2(solves(fast.solutions.front(), grid), qPrintable(QString("puzzle %1").arg(n + 1)));
            ++n;
        }
        QVERIFY(n > 1000);
    }
};

QTEST_APPLESS_MAIN(TestFast)
#include "tst_fast.moc"
