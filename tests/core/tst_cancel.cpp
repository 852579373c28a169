// Cancellation, reentrancy and seeded search: the promises solver.h makes to callers that solve on
// worker threads (the GUI) or want varied solutions (a generator).

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <set>
#include <stop_token>
#include <thread>
#include <vector>

#include "qudoku/solver.h"
#include "solver_table.h"
#include "test_support.h"

using namespace qudoku;
using namespace qudoku::testsupport;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {

// How long a cancelled solve may take to return after the request: generous, for loaded CI machines
// and sanitizer builds; the solvers poll far more often than that.
constexpr auto kCancelBound = 2s;

const Result<std::vector<testdata::SolverCase>, std::string>& loaded() {
    static const auto table = testdata::loadSolverTable(QUDOKU_TEST_DATA "/solver_table.txt");
    return table;
}

const std::vector<testdata::SolverCase>& table() {
    static const std::vector<testdata::SolverCase> empty;
    return loaded() ? *loaded() : empty;
}

const testdata::SolverCase* find(const char* name) {
    for (const auto& c : table())
        if (c.name == name) return &c;
    return nullptr;
}

Grid emptyGrid(int n) { return Grid(*Shape::forSize(n)); }

QByteArray algoName(Algorithm a) { return bytes(algorithmName(a)); }

void addAlgorithms(bool withDfs) {
    QTest::addColumn<int>("algorithm");
    for (Algorithm a : kAllAlgorithms)
        if (withDfs || a != Algorithm::Dfs) QTest::addRow("%s", algoName(a).constData()) << static_cast<int>(a);
}

// Everything a deterministic solve produces (elapsed time aside).
struct Outcome {
    SolveStatus status;
    std::uint64_t count;
    std::vector<std::string> solutions;
    std::uint64_t nodes;
    std::uint64_t guesses;
    std::size_t conflicts;

    friend bool operator==(const Outcome&, const Outcome&) = default;
};

Outcome outcome(const SolveResult& r) {
    Outcome o{r.status, r.count, {}, r.stats.nodes, r.stats.guesses, r.conflicts.size()};
    for (const Grid& g : r.solutions) o.solutions.push_back(plainLine(g));
    return o;
}

// The puzzles solved concurrently: every size and status. The textbook dfs takes the cheap ones only
// (a few milliseconds each in the dev preset), so the suite stays fast under sanitizers too.
struct ConcurrentRow {
    const char* name;
    bool dfs;
};
const ConcurrentRow kConcurrentRows[] = {
    {"inkala-2012", false},          {"poj2676-sample", true},        {"norvig-hardest-01", false},
    {"tdoku-multiple-125", true},    {"sudopedia-unsolvable-box", true}, {"several-4x4", true},
    {"unique-6x6", true},            {"unique-12x12", false},         {"several-12x12", true},
    {"no-solution-12x12", false},    {"alspv-16x16-easy", true},      {"several-16x16", false},
    {"alspv-16x16-medium", false},   {"unique-25x25", false},         {"several-25x25", false},
    {"no-solution-25x25", false},    {"duplicate-25x25", true},       {"sudopedia-duplicate-box", true},
};

struct Job {
    Grid grid;
    SolveOptions options;
};

std::vector<Job> concurrentJobs(Algorithm algorithm, std::vector<QString>& labels) {
    std::vector<Job> jobs;
    for (const ConcurrentRow& row : kConcurrentRows) {
        if (algorithm == Algorithm::Dfs && !row.dfs) continue;
        const auto* c = find(row.name);
        if (!c) continue;
        for (std::optional<std::uint64_t> seed : {std::optional<std::uint64_t>{}, std::optional<std::uint64_t>{7}}) {
            if (seed && algorithm == Algorithm::Dfs) continue; // dfs has no ties for a seed to break
            Job job{c->puzzle, {}};
            job.options.algorithm = algorithm;
            job.options.limit = c->invalid ? 1 : c->count + 1;
            job.options.keep = 20;
            job.options.seed = seed;
            jobs.push_back(job);
            labels.push_back(QString(row.name) + (seed ? " (seeded)" : ""));
        }
    }
    return jobs;
}

} // namespace

class TestCancel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void stopDuringSearchReturnsPromptly_data() { addAlgorithms(true); }
    void stopDuringSearchReturnsPromptly();
    void stopBeforeTheCallReturnsAtOnce_data() { addAlgorithms(true); }
    void stopBeforeTheCallReturnsAtOnce();
    void untriggeredStopTokenChangesNothing_data() { addAlgorithms(true); }
    void untriggeredStopTokenChangesNothing();

    void concurrentSolvesMatchSingleThreaded_data() { addAlgorithms(true); }
    void concurrentSolvesMatchSingleThreaded();

    void sameSeedSameFirstSolution_data();
    void sameSeedSameFirstSolution();
    void differentSeedsReachDifferentSolutions_data();
    void differentSeedsReachDifferentSolutions();
    void seedNeverChangesCounts_data();
    void seedNeverChangesCounts();
};

void TestCancel::initTestCase() {
    QVERIFY2(loaded().ok(), loaded().ok() ? "" : loaded().error().c_str());
}

// A solve that cannot finish (count every solution of an empty 9x9 grid) returns Cancelled soon after a
// stop is requested from another thread.
void TestCancel::stopDuringSearchReturnsPromptly() {
    QFETCH(int, algorithm);
    SolveResult result;
    std::atomic<bool> started{false};
    Clock::time_point returned;
    const Grid empty = emptyGrid(9);
    std::jthread worker([&](std::stop_token stop) {
        SolveOptions options;
        options.algorithm = static_cast<Algorithm>(algorithm);
        options.limit = std::numeric_limits<std::uint64_t>::max();
        options.keep = 3;
        options.stop = stop;
        started = true;
        result = solve(empty, options);
        returned = Clock::now();
    });
    while (!started) std::this_thread::yield();
    std::this_thread::sleep_for(50ms);
    const auto requested = Clock::now();
    worker.request_stop();
    worker.join();

    QCOMPARE(statusText(result.status), statusText(SolveStatus::Cancelled));
    const auto latency = std::chrono::duration_cast<std::chrono::milliseconds>(returned - requested);
    QVERIFY2(latency < kCancelBound, qPrintable(QString("returned %1 ms after the stop request").arg(latency.count())));
    QVERIFY(result.stats.nodes > 0);
    // What was found before the stop is reported and valid.
    QCOMPARE(result.solutions.size(), std::min<std::size_t>(result.count, 3));
    for (const Grid& g : result.solutions) QVERIFY(isValidSolution(g));
}

// A stop requested before the call: the solve gives up within its first polling interval ("every few
// thousand nodes") instead of running its course.
void TestCancel::stopBeforeTheCallReturnsAtOnce() {
    QFETCH(int, algorithm);
    std::stop_source source;
    source.request_stop();
    SolveOptions options;
    options.algorithm = static_cast<Algorithm>(algorithm);
    options.limit = std::numeric_limits<std::uint64_t>::max();
    options.stop = source.get_token();
    const auto start = Clock::now();
    const SolveResult result = solve(emptyGrid(9), options);
    const auto took = Clock::now() - start;
    QCOMPARE(statusText(result.status), statusText(SolveStatus::Cancelled));
    QVERIFY(took < kCancelBound);
    QVERIFY2(result.stats.nodes <= 10000, qPrintable(QString("searched %1 nodes").arg(result.stats.nodes)));
}

// A stop token that is never triggered leaves the result exactly as without one.
void TestCancel::untriggeredStopTokenChangesNothing() {
    QFETCH(int, algorithm);
    const auto* c = find("tdoku-multiple-125");
    QVERIFY(c);
    SolveOptions plain;
    plain.algorithm = static_cast<Algorithm>(algorithm);
    plain.limit = 1000;
    std::stop_source source;
    SolveOptions withToken = plain;
    withToken.stop = source.get_token();
    QVERIFY(outcome(solve(c->puzzle, plain)) == outcome(solve(c->puzzle, withToken)));
    QCOMPARE(solve(c->puzzle, withToken).count, std::uint64_t{125});
}

// Solvers keep all their state in the call: four threads solving the same puzzles at once (each in its
// own order) get exactly what one thread gets, nodes and guesses included, seeded or not.
void TestCancel::concurrentSolvesMatchSingleThreaded() {
    QFETCH(int, algorithm);
    const auto algo = static_cast<Algorithm>(algorithm);
    std::vector<QString> labels;
    const std::vector<Job> jobs = concurrentJobs(algo, labels);
    std::size_t expectedJobs = 0;
    for (const ConcurrentRow& row : kConcurrentRows)
        if (algo != Algorithm::Dfs || row.dfs) expectedJobs += algo == Algorithm::Dfs ? 1 : 2;
    QCOMPARE(jobs.size(), expectedJobs); // every row is in the table
    std::vector<Outcome> expected;
    for (const Job& job : jobs) expected.push_back(outcome(solve(job.grid, job.options)));

    constexpr int kThreads = 4;
    std::vector<std::vector<Outcome>> got(kThreads, std::vector<Outcome>(jobs.size()));
    {
        std::atomic<int> ready{0};
        std::vector<std::jthread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&, t] {
                ++ready;
                while (ready < kThreads) std::this_thread::yield(); // start together
                for (std::size_t k = 0; k < jobs.size(); ++k) {
                    const std::size_t i = (k + static_cast<std::size_t>(t) * 7) % jobs.size();
                    got[static_cast<std::size_t>(t)][i] = outcome(solve(jobs[i].grid, jobs[i].options));
                }
            });
    }
    for (int t = 0; t < kThreads; ++t)
        for (std::size_t i = 0; i < jobs.size(); ++i)
            QVERIFY2(got[static_cast<std::size_t>(t)][i] == expected[i],
                     qPrintable(QString("thread %1, %2").arg(t).arg(labels[i])));
}

void TestCancel::sameSeedSameFirstSolution_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("size");
    QTest::addColumn<quint64>("seed");
    for (Algorithm a : kAllAlgorithms) {
        if (a == Algorithm::Dfs) continue;
        for (int n : {4, 9, 16, 25})
            for (quint64 seed : {quint64{0}, quint64{0xDEADBEEFCAFEF00Dull}})
                QTest::addRow("%s/%dx%d/seed-%llu", algoName(a).constData(), n, n, static_cast<unsigned long long>(seed))
                    << static_cast<int>(a) << n << seed;
    }
}

// A seed makes the search reproducible: the same seed gives the same first solution, every time.
void TestCancel::sameSeedSameFirstSolution() {
    QFETCH(int, algorithm);
    QFETCH(int, size);
    QFETCH(quint64, seed);
    SolveOptions options;
    options.algorithm = static_cast<Algorithm>(algorithm);
    options.seed = seed;
    const Grid empty = emptyGrid(size);
    const SolveResult a = solve(empty, options);
    const SolveResult b = solve(empty, options);
    QCOMPARE(statusText(a.status), statusText(SolveStatus::LimitReached));
    QCOMPARE(a.solutions.size(), std::size_t{1});
    QVERIFY(isValidSolution(a.solutions.front()));
    QVERIFY(outcome(a) == outcome(b));
}

void TestCancel::differentSeedsReachDifferentSolutions_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("size");
    for (Algorithm a : kAllAlgorithms) {
        if (a == Algorithm::Dfs) continue; // values in order, no ties: nothing for a seed to choose
        for (int n : {9, 16, 25}) QTest::addRow("%s/%dx%d", algoName(a).constData(), n, n) << static_cast<int>(a) << n;
    }
}

// Different seeds over an empty grid lead to different first solutions, each valid; without a seed the
// first solution is always the same.
void TestCancel::differentSeedsReachDifferentSolutions() {
    QFETCH(int, algorithm);
    QFETCH(int, size);
    const Grid empty = emptyGrid(size);
    std::set<std::string> firsts;
    const std::uint64_t seeds = size == 25 ? 4 : 8;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        SolveOptions options;
        options.algorithm = static_cast<Algorithm>(algorithm);
        options.seed = seed;
        const SolveResult r = solve(empty, options);
        QCOMPARE(r.solutions.size(), std::size_t{1});
        QVERIFY(isValidSolution(r.solutions.front()));
        firsts.insert(plainLine(r.solutions.front()));
    }
    QVERIFY2(firsts.size() >= 2, "every seed gave the same first solution");

    SolveOptions unseeded;
    unseeded.algorithm = static_cast<Algorithm>(algorithm);
    QCOMPARE(plainLine(solve(empty, unseeded).solutions.front()), plainLine(solve(empty, unseeded).solutions.front()));
}

void TestCancel::seedNeverChangesCounts_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<QString>("name");
    for (Algorithm a : kAllAlgorithms)
        for (const char* name : {"empty-4x4", "several-4x4", "several-6x6", "tdoku-multiple-125", "sudopedia-unsolvable-box",
                                 "three-deadly-rectangles-9x9", "inkala-2012", "several-12x12", "several-16x16",
                                 "several-25x25", "no-solution-25x25"}) {
            // The seed means nothing to dfs (values in order, no ties); it is checked on the small rows only.
            if (a == Algorithm::Dfs && (QByteArray(name).contains("16x16") || QByteArray(name).contains("25x25")))
                continue;
            QTest::addRow("%s/%s", algoName(a).constData(), name) << static_cast<int>(a) << QString(name);
        }
}

// A seed changes the order of the search, never its outcome: the same count and status, and the same
// set of solutions, as without a seed.
void TestCancel::seedNeverChangesCounts() {
    QFETCH(int, algorithm);
    QFETCH(QString, name);
    const auto* c = find(name.toUtf8().constData());
    QVERIFY2(c, qPrintable(name + " is not in the table"));
    SolveOptions options;
    options.algorithm = static_cast<Algorithm>(algorithm);
    options.limit = c->count + 1;
    options.keep = 1000;
    const SolveResult unseeded = solve(c->puzzle, options);
    QCOMPARE(unseeded.count, c->count);
    std::set<std::string> all;
    for (const Grid& g : unseeded.solutions) all.insert(plainLine(g));
    for (std::uint64_t seed : {std::uint64_t{1}, std::uint64_t{42}, std::uint64_t{0x8000000000000005ull}}) {
        options.seed = seed;
        const SolveResult r = solve(c->puzzle, options);
        QCOMPARE(r.count, c->count);
        QCOMPARE(statusText(r.status), statusText(unseeded.status));
        std::set<std::string> seeded;
        for (const Grid& g : r.solutions) seeded.insert(plainLine(g));
        QVERIFY(seeded == all);
    }
}

QTEST_APPLESS_MAIN(TestCancel)
#include "tst_cancel.moc"
