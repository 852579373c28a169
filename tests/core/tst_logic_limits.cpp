// The logic engine on grids with very many solutions (issue 30): the check by solutions that answers
// at once when no step can exist (coverCandidates, LogicOptions::coverCheck), and the memory limit of
// the forcing-chain searches (LogicOptions::memoryLimit). Work is bounded by counts (solves, nodes,
// bytes held), never by time; a suite of its own so that its process's peak memory (getrusage) is its
// own searches'.

#include <sys/resource.h>

#include <QTest>

#include <stop_token>

#include "logic_support.h"
#include "qudoku/logic/solution_cover.h"

using namespace qudoku;
using namespace qudoku::logic;

Q_DECLARE_METATYPE(qudoku::Grid)

namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

// Empty but for `givens` values in the first row (1, 2, ...): the grids of issue 30.
Grid openGrid(Shape shape, int givens) {
    Grid grid(shape);
    for (int v = 1; v <= givens; ++v) grid.set(0, v - 1, v);
    return grid;
}

Grid gridFrom(const char* line) {
    auto read = readOne(line);
    return read ? read->grid : Grid{};
}

// The classic puzzle without two givens (r9c8, r9c9): two solutions, and steps that hold in both.
const char* const kTwoSolutions = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8....";
const char* const kPuzzle17 = ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.";
// A solved grid with a deadly rectangle left open: two solutions, and no step holds in both.
const char* const kDeadlyRectangle =
    "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179";

// The process's peak resident memory so far.
std::size_t peakRss() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<std::size_t>(usage.ru_maxrss) * 1024; // KiB on Linux
}

// The uniqueness techniques off, as the app runs the engine on a puzzle with several solutions.
LogicOptions severalSolutionsOptions() {
    LogicOptions options;
    options.uniquenessTechniques = false;
    options.coverCheck = true;
    return options;
}

// Explainer's techniques up to the dynamic forcing chains, whose search grew to 3.4 GB on a 25×25
// with four givens (the kept walks, chaining/search.h). The se scale, because the qudoku scale's AIC
// finder takes 15 s on that grid before the chains are reached.
LogicOptions upToDynamicChains() {
    LogicOptions options;
    options.scale = RatingScale::Se;
    options.uniquenessTechniques = false;
    options.hardest = Technique::DynamicForcingChain;
    return options;
}

// What one walk of a chain search can add between two checks of its memory: each of the 31,250
// potentials of a 25×25 grid once, as a node (28 bytes), its parents (a dynamic single has the
// removals of its cell or house besides its main parent: at most 25 ints) and its two entries in the
// walk's lists (12 bytes): under 5 MiB.
constexpr std::size_t kOneWalk = 5 * kMiB;

} // namespace

class TestLogicLimits : public QObject {
    Q_OBJECT

private slots:
    void noStepCanExist_data();
    void noStepCanExist();
    void stepsStillFoundWithSeveralSolutions();
    void coverFindsACandidateInNoSolution();
    void coverHonoursPencilMarks();
    void coverStopsAtItsNodeLimit();
    void coverIsCancellable();
    void chainSearchFinishesUnderTheDefaultLimit();
    void chainSearchStopsAtItsMemoryLimit();
};

void TestLogicLimits::noStepCanExist_data() {
    QTest::addColumn<Grid>("grid");
    QTest::addColumn<int>("maxSolves");
    // Measured: 36, 37, 159 and 2 solves (dev build); the bounds leave room for other seeds' luck,
    // and are far below one solve per candidate (729, 648, 15,281, 4).
    QTest::newRow("empty 9×9") << openGrid(Shape{3, 3}, 0) << 100;
    QTest::newRow("9×9, three givens") << openGrid(Shape{3, 3}, 3) << 100;
    QTest::newRow("25×25, four givens") << openGrid(Shape{5, 5}, 4) << 400;
    QTest::newRow("a deadly rectangle") << gridFrom(kDeadlyRectangle) << 4;
}

// Every candidate left is in some solution: the engine says at once that no step can exist, after a
// few solves, where the techniques took 4.5 s (9×9) and 27 s and 3.4 GB (25×25) to find nothing.
void TestLogicLimits::noStepCanExist() {
    QFETCH(Grid, grid);
    QFETCH(int, maxSolves);
    const NextStep next = findNextStep(CandidateGrid(grid), severalSolutionsOptions());
    QCOMPARE(next.status, LogicStatus::Stuck);
    QCOMPARE(next.stuck, StuckReason::NoCertainStep);
    QVERIFY(next.cover);
    QCOMPARE(next.cover->status, CoverStatus::EveryCandidateFits);
    QCOMPARE(next.cover->covered, next.cover->candidates);
    QVERIFY2(next.cover->solves <= maxSolves, qPrintable(QString::number(next.cover->solves)));
    QVERIFY(next.cover->nodes <= kCoverNodeLimit);
    QCOMPARE(next.peakSearchBytes, std::size_t{0}); // no technique ran
    // The path says the same, without a step.
    const SolvePath path = findSolvePath(CandidateGrid(grid), severalSolutionsOptions());
    QCOMPARE(path.end, LogicStatus::Stuck);
    QCOMPARE(path.stuck, StuckReason::NoCertainStep);
    QVERIFY(path.steps.empty());
}

// Near the end of a puzzle with two solutions most candidates are in neither: the check stops at the
// first it meets, and the techniques find the same step as without it, all along the path.
void TestLogicLimits::stepsStillFoundWithSeveralSolutions() {
    const CandidateGrid start(gridFrom(kTwoSolutions));
    LogicOptions without = severalSolutionsOptions();
    without.coverCheck = false;
    const SolvePath checked = findSolvePath(start, severalSolutionsOptions());
    const SolvePath plain = findSolvePath(start, without);
    QVERIFY(checked.steps.size() > 40);
    QCOMPARE(checked.steps.size(), plain.steps.size());
    for (std::size_t i = 0; i < plain.steps.size(); ++i) {
        QCOMPARE(checked.steps[i].technique, plain.steps[i].technique);
        QCOMPARE(checked.steps[i].placements, plain.steps[i].placements);
        QCOMPARE(checked.steps[i].eliminations, plain.steps[i].eliminations);
    }
    // It ends where no step holds in both solutions, and says why.
    QCOMPARE(checked.end, LogicStatus::Stuck);
    QCOMPARE(checked.stuck, StuckReason::NoCertainStep);
    const NextStep first = findNextStep(start, severalSolutionsOptions());
    QCOMPARE(first.status, LogicStatus::Found);
    QCOMPARE(first.cover->status, CoverStatus::StepExists);
    QVERIFY2(first.cover->solves <= 3, qPrintable(QString::number(first.cover->solves)));
}

// The candidate the check names as in no solution is in none: the solver finds no solution with it.
// (A 17-clue puzzle: one solution, no naked single at the start.) A naked single is named as such.
void TestLogicLimits::coverFindsACandidateInNoSolution() {
    const SolutionCover single = coverCandidates(CandidateGrid(gridFrom(kTwoSolutions)));
    QCOMPARE(single.status, CoverStatus::StepExists);
    QCOMPARE(single.nakedSingle, std::optional<CellValue>(CellValue{40, 5})); // r5c5 can only be 5
    QCOMPARE(single.solves, 0);
    const Grid givens = gridFrom(kPuzzle17);
    const SolutionCover cover = coverCandidates(CandidateGrid(givens));
    QCOMPARE(cover.status, CoverStatus::StepExists);
    QVERIFY(cover.fitsNone);
    QVERIFY(!cover.nakedSingle);
    QCOMPARE(cover.solves, 2); // the solution, then the first candidate of another value
    Grid forced = givens;
    forced.set(cover.fitsNone->cell, cover.fitsNone->value);
    QCOMPARE(solve(forced).status, SolveStatus::NoSolution);
    QVERIFY(CandidateGrid(givens).hasCandidate(cover.fitsNone->cell, cover.fitsNone->value));
}

// The check solves the state as it is, pencil marks included: two cells of an empty grid marked 1 and
// 2 only are a naked pair, so a 1 or a 2 elsewhere in their row or box is in no solution. (Solving
// the digits alone would call every candidate covered.)
void TestLogicLimits::coverHonoursPencilMarks() {
    const Shape shape{3, 3};
    std::vector<DigitMask> marks(81, 0);
    marks[0] = marks[1] = digitBit(1) | digitBit(2); // r1c1, r1c2
    const CandidateGrid state(Grid(shape), marks);
    const SolutionCover cover = coverCandidates(state);
    QCOMPARE(cover.status, CoverStatus::StepExists);
    QVERIFY(cover.fitsNone);
    const CellValue out = *cover.fitsNone;
    QVERIFY(out.value == 1 || out.value == 2);
    QVERIFY(out.cell > 1 && (shape.rowOf(out.cell) == 0 || shape.boxOf(out.cell) == 0));
    QCOMPARE(coverCandidates(CandidateGrid(Grid(shape))).status, CoverStatus::EveryCandidateFits);
}

// Past its node limit the check gives up (nothing is known, the techniques then run as before); it
// spends at most the limit and one node more per solve (a solve stops on the node past its share).
void TestLogicLimits::coverStopsAtItsNodeLimit() {
    const SolutionCover cover = coverCandidates(CandidateGrid(openGrid(Shape{5, 5}, 4)), {}, 2'000);
    QCOMPARE(cover.status, CoverStatus::GaveUp);
    QVERIFY2(cover.nodes <= 2'000 + std::uint64_t(cover.solves), qPrintable(QString::number(cover.nodes)));
    QVERIFY(cover.covered < cover.candidates);
}

void TestLogicLimits::coverIsCancellable() {
    std::stop_source stop;
    stop.request_stop();
    const SolutionCover cover = coverCandidates(CandidateGrid(openGrid(Shape{5, 5}, 4)), stop.get_token());
    QCOMPARE(cover.status, CoverStatus::Cancelled);
    QCOMPARE(cover.nodes, std::uint64_t{0});
    LogicOptions options = severalSolutionsOptions();
    options.stop = stop.get_token();
    QCOMPARE(findNextStep(CandidateGrid(openGrid(Shape{5, 5}, 4)), options).status, LogicStatus::Cancelled);
}

// The dynamic forcing chains on a 25×25 with four givens: they held 3.4 GB before their kept walks
// became lists (the process's peak here, measured). Now the search runs to its end, finds nothing,
// and holds about 56 MiB (measured), under the default limit; the process grows by no more than
// twice that limit (the vectors' spare capacity is not counted in what a search holds).
void TestLogicLimits::chainSearchFinishesUnderTheDefaultLimit() {
    [[maybe_unused]] const std::size_t before = peakRss(); // unused under the sanitizers
    const NextStep next = findNextStep(CandidateGrid(openGrid(Shape{5, 5}, 4)), upToDynamicChains());
    QCOMPARE(next.status, LogicStatus::Stuck);
    QCOMPARE(next.stuck, StuckReason::NoTechnique);
    QVERIFY(next.peakSearchBytes > 0);
    QVERIFY2(next.peakSearchBytes <= kDefaultSearchMemory, qPrintable(QString::number(next.peakSearchBytes)));
#ifndef QUDOKU_SANITIZED // the sanitizers' shadow memory and quarantine are no measure of ours
    const std::size_t grown = peakRss() - before;
    QVERIFY2(grown <= 2 * kDefaultSearchMemory, qPrintable(QString::number(grown / kMiB) + QStringLiteral(" MiB")));
#endif
}

// With a limit it reaches, the search stops there, holding no more than the limit and one walk, and
// the engine says so: stuck because a search grew too large, not because no technique applies.
void TestLogicLimits::chainSearchStopsAtItsMemoryLimit() {
    LogicOptions options = upToDynamicChains();
    options.memoryLimit = 16 * kMiB;
    [[maybe_unused]] const std::size_t before = peakRss(); // unused under the sanitizers
    const NextStep next = findNextStep(CandidateGrid(openGrid(Shape{5, 5}, 4)), options);
    QCOMPARE(next.status, LogicStatus::Stuck);
    QCOMPARE(next.stuck, StuckReason::SearchTooLarge);
    QVERIFY2(next.peakSearchBytes > options.memoryLimit, qPrintable(QString::number(next.peakSearchBytes)));
    QVERIFY2(next.peakSearchBytes <= options.memoryLimit + kOneWalk, qPrintable(QString::number(next.peakSearchBytes)));
#ifndef QUDOKU_SANITIZED
    const std::size_t grown = peakRss() - before;
    QVERIFY2(grown <= 2 * (options.memoryLimit + kOneWalk), qPrintable(QString::number(grown / kMiB) + QStringLiteral(" MiB")));
#endif
    // The path ends there too, and says why.
    const SolvePath path = findSolvePath(CandidateGrid(openGrid(Shape{5, 5}, 4)), options);
    QCOMPARE(path.end, LogicStatus::Stuck);
    QCOMPARE(path.stuck, StuckReason::SearchTooLarge);
}

QTEST_GUILESS_MAIN(TestLogicLimits)
#include "tst_logic_limits.moc"
