// Every solver over the shared solver table (tests/data/solver_table.txt): exact counts, statuses at
// each limit, the solutions themselves, kept solutions, statistics, and agreement between solvers.

#include <QtTest>

#include <map>
#include <set>
#include <sstream>
#include <utility>

#include "qudoku/conflicts.h"
#include "qudoku/solver.h"
#include "solver_table.h"
#include "test_support.h"

using namespace qudoku;
using namespace qudoku::testsupport;
using testdata::SolverCase;

Q_DECLARE_METATYPE(std::vector<qudoku::Conflict>)

namespace {

// Solutions kept by the main run of every row: enough to hold all of them for the rows whose full set
// of solutions is compared between solvers.
constexpr std::size_t kKeepAll = 300;

const Result<std::vector<SolverCase>, std::string>& loaded() {
    static const auto table = testdata::loadSolverTable(QUDOKU_TEST_DATA "/solver_table.txt");
    return table;
}

const std::vector<SolverCase>& table() {
    static const std::vector<SolverCase> empty;
    return loaded() ? *loaded() : empty;
}

const SolverCase& row(int index) { return table()[static_cast<std::size_t>(index)]; }

QByteArray algoName(Algorithm a) { return bytes(algorithmName(a)); }

bool tooSlow(const SolverCase& c, Algorithm a) { return c.isTooSlowFor(a, testdata::kUnoptimisedBuild); }

// Why the table says not to run `a` on this row in this build; empty when it may run.
QString skipReason(const SolverCase& c, Algorithm a) {
    if (c.isTooSlowFor(a, false))
        return QString("%1 is marked too slow for this row in solver_table.txt (line %2)").arg(algoName(a).constData()).arg(c.line);
    if (tooSlow(c, a))
        return QString("%1 is marked too slow for this row in unoptimised builds (solver_table.txt line %2); optimised "
                       "builds run it")
            .arg(algoName(a).constData())
            .arg(c.line);
    return {};
}

std::uint64_t mainLimit(const SolverCase& c) { return c.invalid ? 1 : c.count + 1; }

// The main run of a row (limit count+1, kKeepAll kept), computed once and shared by the tests that
// look at it, so the slow textbook solver searches each row once.
const SolveResult& mainRun(int index, Algorithm algorithm) {
    static std::map<std::pair<int, Algorithm>, SolveResult> cache;
    const auto key = std::make_pair(index, algorithm);
    auto it = cache.find(key);
    if (it == cache.end()) {
        SolveOptions options;
        options.algorithm = algorithm;
        options.limit = mainLimit(row(index));
        options.keep = kKeepAll;
        it = cache.emplace(key, solve(row(index).puzzle, options)).first;
    }
    return it->second;
}

SolveResult run(const Grid& grid, Algorithm algorithm, std::uint64_t limit, std::size_t keep = 2) {
    return solveWith(grid, algorithm, limit, keep);
}

int emptyCells(const Grid& grid) { return grid.cellCount() - grid.filledCount(); }

// Fails the current test unless every grid is a valid solution of `puzzle` and no two are equal.
void checkSolutions(const Grid& puzzle, const std::vector<Grid>& solutions) {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Grid& s = solutions[i];
        const QByteArray which = "solution " + QByteArray::number(static_cast<qulonglong>(i)) + ": " +
                                 QByteArray::fromStdString(plainLine(s));
        QVERIFY2(s.shape() == puzzle.shape(), which);
        QVERIFY2(s.isComplete(), which);
        QVERIFY2(findConflicts(s).empty(), which);
        QVERIFY2(isValidSolution(s), which);
        QVERIFY2(keepsGivens(puzzle, s), which + " changes a given");
        QVERIFY2(seen.insert(plainLine(s)).second, which + " found twice");
    }
}

} // namespace

class TestSolvers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void tableCoversEverySize();
    void tableRowsAreSound_data();
    void tableRowsAreSound();

    void solvesTableRow_data();
    void solvesTableRow();
    void allSolversAgree_data();
    void allSolversAgree();

    void invalidGivensReportTheirConflicts_data();
    void invalidGivensReportTheirConflicts();
    void keepBoundsTheSolutionsReturned_data();
    void keepBoundsTheSolutionsReturned();
    void solveIntoReusesOneResult_data();
    void solveIntoReusesOneResult();
    void limitEqualToCountIsLimitReached_data();
    void limitEqualToCountIsLimitReached();
    void emptyGridsHaveManySolutions_data();
    void emptyGridsHaveManySolutions();

    void loaderRejectsMalformedRows_data();
    void loaderRejectsMalformedRows();
    void loaderReadsRowFields();

private:
    void addRowsTimesAlgorithms();
};

void TestSolvers::initTestCase() {
    QVERIFY2(loaded().ok(), loaded().ok() ? "" : loaded().error().c_str());
}

void TestSolvers::addRowsTimesAlgorithms() {
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("algorithm");
    for (int i = 0; i < static_cast<int>(table().size()); ++i)
        for (Algorithm a : kAllAlgorithms)
            QTest::addRow("%s/%s", row(i).name.c_str(), algoName(a).constData()) << i << static_cast<int>(a);
}

// The table holds, for every supported size, puzzles of each kind the tests need.
void TestSolvers::tableCoversEverySize() {
    struct Kinds {
        int unique = 0, none = 0, multiple = 0, invalid = 0;
    };
    std::map<int, Kinds> bySize;
    for (const SolverCase& c : table()) {
        Kinds& k = bySize[c.puzzle.size()];
        if (c.invalid) ++k.invalid;
        else if (c.count == 0) ++k.none;
        else if (c.count == 1) ++k.unique;
        else ++k.multiple;
    }
    for (int n : {4, 6, 9, 12, 16, 25}) {
        const Kinds k = bySize[n];
        QVERIFY2(k.unique > 0, qPrintable(QString("no unique %1x%1 puzzle").arg(n)));
        QVERIFY2(k.none > 0, qPrintable(QString("no %1x%1 puzzle without solution").arg(n)));
        QVERIFY2(k.multiple > 0, qPrintable(QString("no %1x%1 puzzle with several solutions").arg(n)));
    }
    QVERIFY(bySize[9].invalid >= 3);
    QVERIFY(bySize[16].invalid >= 1);
    QVERIFY(bySize[25].invalid >= 1);
    QCOMPARE(bySize.size(), std::size_t{6});
}

void TestSolvers::tableRowsAreSound_data() {
    QTest::addColumn<int>("index");
    for (int i = 0; i < static_cast<int>(table().size()); ++i) QTest::addRow("%s", row(i).name.c_str()) << i;
}

// Each row's facts hold on their own: invalid rows have clashing givens and valid rows none; a unique
// solution is a valid grid that keeps the givens.
void TestSolvers::tableRowsAreSound() {
    QFETCH(int, index);
    const SolverCase& c = row(index);
    QVERIFY2(!c.source.empty(), "every row sits under a comment naming its source");
    const auto reference = referenceConflicts(c.puzzle);
    QCOMPARE(c.invalid, !reference.empty());
    QCOMPARE(hasConflicts(c.puzzle), c.invalid);
    if (c.solution) {
        QVERIFY(isValidSolution(*c.solution));
        QVERIFY(keepsGivens(c.puzzle, *c.solution));
    }
}

void TestSolvers::solvesTableRow_data() { addRowsTimesAlgorithms(); }

// Every solver finds exactly the table's solutions: the status and count of a full search, the unique
// solution itself, valid and distinct solutions, and the statuses of limits 1 and 2.
void TestSolvers::solvesTableRow() {
    QFETCH(int, index);
    QFETCH(int, algorithm);
    const SolverCase& c = row(index);
    const auto algo = static_cast<Algorithm>(algorithm);
    if (const QString why = skipReason(c, algo); !why.isEmpty()) QSKIP(qPrintable(why));

    const SolveResult& r = mainRun(index, algo);
    QVERIFY(r.stats.guesses <= r.stats.nodes);

    if (c.invalid) {
        QCOMPARE(statusText(r.status), statusText(SolveStatus::InvalidInput));
        QCOMPARE(r.count, std::uint64_t{0});
        QVERIFY(r.solutions.empty());
        const auto expected = referenceConflicts(c.puzzle);
        QVERIFY2(r.conflicts == expected, "got " + describe(r.conflicts) + " expected " + describe(expected));
        QCOMPARE(r.stats.nodes, std::uint64_t{0});
        return;
    }

    QVERIFY(r.conflicts.empty());
    QCOMPARE(r.count, c.count);
    QCOMPARE(r.solutions.size(), std::min<std::size_t>(c.count, kKeepAll));
    checkSolutions(c.puzzle, r.solutions);
    if (QTest::currentTestFailed()) return;

    if (c.count == 0) {
        QCOMPARE(statusText(r.status), statusText(SolveStatus::NoSolution));
        return; // limit 1 and 2 are this same full search
    }
    if (c.count == 1) {
        QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedUnique)); // limit 2: uniqueness proved
        QCOMPARE(plainLine(r.solutions.front()), plainLine(*c.solution));
    } else {
        QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedMultiple));
        QVERIFY2(r.stats.guesses > 0, "two solutions cannot be found without branching");
    }
    if (c.puzzle.isComplete()) QCOMPARE(r.stats.nodes, std::uint64_t{0});
    // The fast engine counts only guessed values as nodes (propagation is free); the others count
    // every value placed, so each empty cell is at least one node.
    else if (algo != Algorithm::Fast) QVERIFY(r.stats.nodes >= static_cast<std::uint64_t>(emptyCells(c.puzzle)));

    // Limit 1: stops at the first solution without checking uniqueness, and finds the same first
    // solution as the full search (search order does not depend on the limit).
    const SolveResult one = run(c.puzzle, algo, 1);
    QCOMPARE(statusText(one.status), statusText(SolveStatus::LimitReached));
    QCOMPARE(one.count, std::uint64_t{1});
    QCOMPARE(one.solutions.size(), std::size_t{1});
    checkSolutions(c.puzzle, one.solutions);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(plainLine(one.solutions.front()), plainLine(r.solutions.front()));

    // Limit 2 on a puzzle with several solutions: proved not unique, with two different solutions.
    if (c.count >= 2) {
        const SolveResult two = run(c.puzzle, algo, 2);
        QCOMPARE(statusText(two.status), statusText(SolveStatus::LimitReached));
        QCOMPARE(two.count, std::uint64_t{2});
        QCOMPARE(two.solutions.size(), std::size_t{2});
        checkSolutions(c.puzzle, two.solutions);
        QVERIFY(two.isMultiple());
        QVERIFY(!two.isUnique());
    }
}

void TestSolvers::allSolversAgree_data() {
    QTest::addColumn<int>("index");
    for (int i = 0; i < static_cast<int>(table().size()); ++i) QTest::addRow("%s", row(i).name.c_str()) << i;
}

// All solvers give the same status and count on every row, the same unique solution, and, where every
// solution was kept, the same set of solutions.
void TestSolvers::allSolversAgree() {
    QFETCH(int, index);
    const SolverCase& c = row(index);
    std::optional<Algorithm> first;
    std::set<std::string> firstSet;
    for (Algorithm a : kAllAlgorithms) {
        if (tooSlow(c, a)) continue;
        const SolveResult& r = mainRun(index, a);
        std::set<std::string> all;
        for (const Grid& g : r.solutions) all.insert(plainLine(g));
        if (!first) {
            first = a;
            firstSet = all;
            continue;
        }
        const SolveResult& f = mainRun(index, *first);
        const QByteArray pair = algoName(*first) + " vs " + algoName(a);
        QVERIFY2(f.status == r.status, pair + ": " + statusText(f.status) + " vs " + statusText(r.status));
        QVERIFY2(f.count == r.count, pair);
        if (r.count <= kKeepAll) QVERIFY2(firstSet == all, pair + ": different solutions");
    }
    QVERIFY(first.has_value());
}

void TestSolvers::invalidGivensReportTheirConflicts_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<std::vector<Conflict>>("expected");
    // Worked out by hand from the grids (cells are row * N + column, all 0-based).
    // Sudopedia: "the middle box (b5) has the value 5 twice": r4c6 and r5c4.
    QTest::newRow("box") << "sudopedia-duplicate-box" << std::vector<Conflict>{{HouseKind::Box, 4, 5, 32, 39}};
    // "the middle column (c5) has the value 1 twice": r2c5 and r4c5.
    QTest::newRow("column") << "sudopedia-duplicate-column"
                            << std::vector<Conflict>{{HouseKind::Column, 4, 1, 13, 31}};
    // "the middle row (r5) has the value 2 twice": r5c1 and r5c9.
    QTest::newRow("row") << "sudopedia-duplicate-row" << std::vector<Conflict>{{HouseKind::Row, 4, 2, 36, 44}};
    // An L (value 21) added at row 0, column 2, beside the L at column 19; nothing else clashes.
    QTest::newRow("25x25") << "duplicate-25x25" << std::vector<Conflict>{{HouseKind::Row, 0, 21, 2, 19}};
}

// solve() rejects conflicting givens without searching and names exactly the clashing pairs.
void TestSolvers::invalidGivensReportTheirConflicts() {
    QFETCH(QString, name);
    QFETCH(std::vector<Conflict>, expected);
    const auto it = std::find_if(table().begin(), table().end(),
                                 [&](const SolverCase& c) { return c.name == name.toStdString(); });
    QVERIFY2(it != table().end(), qPrintable(name + " is not in the table"));
    for (Algorithm a : kAllAlgorithms) {
        const SolveResult r = run(it->puzzle, a, 2);
        QCOMPARE(statusText(r.status), statusText(SolveStatus::InvalidInput));
        QVERIFY2(r.conflicts == expected, algoName(a) + ": got " + describe(r.conflicts));
        QCOMPARE(r.stats.nodes, std::uint64_t{0});
        QVERIFY(!r.hasSolution());
    }
}

void TestSolvers::keepBoundsTheSolutionsReturned_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("keep");
    for (const char* name : {"several-4x4", "tdoku-multiple-125", "several-25x25"})
        for (Algorithm a : kAllAlgorithms)
            for (int keep : {0, 1, 5, 1000})
                QTest::addRow("%s/%s/keep-%d", name, algoName(a).constData(), keep) << QString(name) << static_cast<int>(a) << keep;
}

// `keep` bounds how many solutions are returned, never how many are counted, and the kept solutions are
// the first ones in search order.
void TestSolvers::keepBoundsTheSolutionsReturned() {
    QFETCH(QString, name);
    QFETCH(int, algorithm);
    QFETCH(int, keep);
    const auto it = std::find_if(table().begin(), table().end(),
                                 [&](const SolverCase& c) { return c.name == name.toStdString(); });
    QVERIFY(it != table().end());
    const auto index = static_cast<int>(it - table().begin());
    const auto algo = static_cast<Algorithm>(algorithm);
    if (const QString why = skipReason(*it, algo); !why.isEmpty()) QSKIP(qPrintable(why));
    const SolveResult r = run(it->puzzle, algo, it->count + 1, static_cast<std::size_t>(keep));
    QCOMPARE(r.count, it->count);
    QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedMultiple));
    QCOMPARE(r.solutions.size(), std::min<std::size_t>(it->count, static_cast<std::size_t>(keep)));
    checkSolutions(it->puzzle, r.solutions);
    const SolveResult& all = mainRun(index, algo);
    for (std::size_t i = 0; i < r.solutions.size(); ++i) QVERIFY(r.solutions[i] == all.solutions[i]);
}

void TestSolvers::solveIntoReusesOneResult_data() {
    QTest::addColumn<int>("algorithm");
    for (Algorithm a : kAllAlgorithms) QTest::addRow("%s", algoName(a).constData()) << static_cast<int>(a);
}

// solveInto with one SolveResult for the whole table, forwards and then backwards (so that every kind
// of row follows every other: conflicts after solutions, none after many, 25x25 after 4x4), and keep
// going round 0, 1, 2, gives each row exactly what a fresh solve() gives: nothing of the previous
// puzzle is left in it.
void TestSolvers::solveIntoReusesOneResult() {
    QFETCH(int, algorithm);
    const auto algo = static_cast<Algorithm>(algorithm);
    const int rows = static_cast<int>(table().size());
    std::vector<int> order;
    for (int i = 0; i < rows; ++i) order.push_back(i);
    for (int i = rows - 1; i >= 0; --i) order.push_back(i);
    std::map<std::pair<int, std::size_t>, SolveResult> fresh; // (row, keep) -> solve()'s answer
    SolveResult reused;
    int compared = 0;
    for (int index : order) {
        const SolverCase& c = row(index);
        // This test is about the reuse, not the search: rows the table marks slow for this solver in
        // unoptimised builds are left to solvesTableRow in every build (dfs: 49 s here otherwise).
        if (c.isTooSlowFor(algo, true)) continue;
        SolveOptions options;
        options.algorithm = algo;
        options.limit = 2;
        options.keep = static_cast<std::size_t>(compared % 3);
        const auto key = std::make_pair(index, options.keep);
        if (!fresh.count(key)) fresh.emplace(key, solve(c.puzzle, options));
        const SolveResult& expected = fresh.at(key);
        solveInto(c.puzzle, options, reused);
        const QByteArray where = QByteArray::fromStdString(c.name) + " keep " + QByteArray::number(compared % 3);
        QVERIFY2(reused.status == expected.status, where + ": " + statusText(reused.status) + " vs " + statusText(expected.status));
        QVERIFY2(reused.count == expected.count, where);
        QVERIFY2(reused.solutions == expected.solutions, where + ": different solutions kept");
        QVERIFY2(reused.conflicts == expected.conflicts, where + ": " + describe(reused.conflicts) + " vs " + describe(expected.conflicts));
        QVERIFY2(reused.stats.nodes == expected.stats.nodes && reused.stats.guesses == expected.stats.guesses, where);
        ++compared;
    }
    qInfo("%d solves compared", compared);
    QVERIFY(compared >= 40); // (dfs runs the fewest rows)
}

void TestSolvers::limitEqualToCountIsLimitReached_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("algorithm");
    for (const char* name : {"several-4x4", "three-deadly-rectangles-9x9", "several-25x25"})
        for (Algorithm a : kAllAlgorithms)
            QTest::addRow("%s/%s", name, algoName(a).constData()) << QString(name) << static_cast<int>(a);
}

// A search that stops on its limit cannot know whether more solutions exist: limit == count is
// LimitReached, not SolvedMultiple, and the solutions are the same first ones as a full search's.
void TestSolvers::limitEqualToCountIsLimitReached() {
    QFETCH(QString, name);
    QFETCH(int, algorithm);
    const auto it = std::find_if(table().begin(), table().end(),
                                 [&](const SolverCase& c) { return c.name == name.toStdString(); });
    QVERIFY(it != table().end());
    const auto algo = static_cast<Algorithm>(algorithm);
    if (const QString why = skipReason(*it, algo); !why.isEmpty()) QSKIP(qPrintable(why));
    const SolveResult r = run(it->puzzle, algo, it->count, kKeepAll);
    QCOMPARE(statusText(r.status), statusText(SolveStatus::LimitReached));
    QCOMPARE(r.count, it->count);
    const SolveResult& all = mainRun(static_cast<int>(it - table().begin()), algo);
    QCOMPARE(r.solutions.size(), all.solutions.size());
    for (std::size_t i = 0; i < r.solutions.size(); ++i) QVERIFY(r.solutions[i] == all.solutions[i]);
}

void TestSolvers::emptyGridsHaveManySolutions_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("algorithm");
    for (int n : {4, 6, 9, 12, 16, 25})
        for (Algorithm a : kAllAlgorithms) QTest::addRow("%dx%d/%s", n, n, algoName(a).constData()) << n << static_cast<int>(a);
}

// An empty grid of every size has a solution, and a second one: limit 2 stops with two valid grids.
void TestSolvers::emptyGridsHaveManySolutions() {
    QFETCH(int, size);
    QFETCH(int, algorithm);
    const auto algo = static_cast<Algorithm>(algorithm);
    if (size == 25 && algo == Algorithm::Dfs)
        QSKIP("textbook dfs (row-major, values in order) does not complete an empty 25x25 grid in minutes");
    const Grid empty(*Shape::forSize(size));
    const SolveResult r = run(empty, algo, 2);
    QCOMPARE(statusText(r.status), statusText(SolveStatus::LimitReached));
    QCOMPARE(r.count, std::uint64_t{2});
    QCOMPARE(r.solutions.size(), std::size_t{2});
    checkSolutions(empty, r.solutions);
    QVERIFY(r.stats.nodes > 0);
}

void TestSolvers::loaderRejectsMalformedRows_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString good = "1.3.4.1..1.3.4.1";
    QTest::newRow("three fields") << "a|" + good + "|0" << "t.txt:1: expected name|puzzle|count|solution";
    QTest::newRow("duplicate name") << "a|" + good + "|0|\na|" + good + "|0|" << "t.txt:2: duplicate name 'a'";
    QTest::newRow("bad size") << "a|1234|0|" << "t.txt:1: a: a puzzle of 4 cells is no supported size";
    QTest::newRow("bad symbol") << "a|1.3.4.1..1.3.4.5|0|" << "t.txt:1: a: puzzle character 16 ('5')";
    QTest::newRow("bad count") << "a|" + good + "|many|" << "t.txt:1: a: count must be a whole number";
    QTest::newRow("unique without solution") << "a|" + good + "|1|" << "t.txt:1: a: count 1 needs its solution";
    QTest::newRow("solution with count 2") << "a|" + good + "|2|" + good << "t.txt:1: a: a solution is given only";
    QTest::newRow("incomplete solution") << "a|" + good + "|1|" + good << "t.txt:1: a: the solution has empty cells";
    QTest::newRow("unknown solver") << "a|" + good + "|0||fastest" << "t.txt:1: a: unknown solver 'fastest'";
    QTest::newRow("unknown build") << "a|" + good + "|0||dfs@release" << "t.txt:1: a: unknown build 'release'";
    QTest::newRow("no rows") << "# only a comment\n" << "t.txt: no rows";
}

// The loader refuses a malformed table with the file, the line and what is wrong, so a typo in the
// data cannot silently drop or change a case.
void TestSolvers::loaderRejectsMalformedRows() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    std::istringstream in(text.toStdString());
    const auto r = testdata::parseSolverTable(in, "t.txt");
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error()).startsWith(error), r.error().c_str());
}

void TestSolvers::loaderReadsRowFields() {
    std::istringstream in("# Source A\n# more of A\n\nx|..1....3.....F.9.A..1.2.G.376.8...4..6.9.5....G..7.5C.8....D.A......5....3..7....9..B.71.2...5.A4.7G..A.6....1...5...3.2..4G..F.5..6.D..4..C.B.1.3........F.9.C.8.G.3..6.1..2......7.F4...A....8B...A....8.1.G.C..2..G..5..B..1..8..2..B..69.3....6...3..4..8.E.|3||dfs,mrv@debug\r\n"
                          "# Source B\ny|1..1............|invalid|\n");
    const auto r = testdata::parseSolverTable(in);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(r->size(), std::size_t{2});
    const SolverCase& x = (*r)[0];
    QCOMPARE(x.line, 4);
    QCOMPARE(x.source, std::string("Source A more of A"));
    QCOMPARE(x.puzzle.size(), 16);
    QCOMPARE(static_cast<int>(x.alphabet), static_cast<int>(Alphabet::DigitsLetters));
    QCOMPARE(x.puzzle.at(0, 2), 1);
    QCOMPARE(x.puzzle.at(0, 13), 15); // 'F' after 1-9A-E
    QCOMPARE(x.count, std::uint64_t{3});
    QVERIFY(!x.solution);
    QVERIFY(x.isTooSlowFor(Algorithm::Dfs, false));
    QVERIFY(!x.isTooSlowFor(Algorithm::Mrv, false)); // only in unoptimised builds
    QVERIFY(x.isTooSlowFor(Algorithm::Mrv, true));
    QVERIFY(!x.isTooSlowFor(Algorithm::Dlx, true));
    const SolverCase& y = (*r)[1];
    QCOMPARE(y.source, std::string("Source B"));
    QCOMPARE(static_cast<int>(y.alphabet), static_cast<int>(Alphabet::Digits)); // 4x4: digits only
    QVERIFY(y.invalid);
}

QTEST_APPLESS_MAIN(TestSolvers)
#include "tst_solvers.moc"
