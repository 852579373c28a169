// The variant engine behind solve(grid, rules, options): the Miracle's 72 solutions; agreement with a
// brute-force reference on random small rules; agreement with fast9 on classic puzzles forced through
// it (regions equal to the boxes); every size 4-16; limit, keep, seed, stop; bad rules and givens
// that break a rule give InvalidInput, never a crash.

#include <QtTest>

#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <stop_token>
#include <string>

#include "qudoku/conflicts.h"
#include "qudoku/constraints.h"
#include "qudoku/houses.h"
#include "qudoku/rules.h"
#include "qudoku/solver.h"
#include "rules_reference.h"
#include "test_support.h"

using namespace qudoku;
using namespace qudoku::testsupport;

namespace {

int rc(int row, int col, int n = 9) { return (row - 1) * n + col - 1; }

Rules miracle() {
    Rules rules;
    rules.constraints = {{ConstraintKind::AntiKing, {}, {}}, {ConstraintKind::AntiKnight, {}, {}}, {ConstraintKind::NonConsecutive, {}, {}}};
    return rules;
}

SolveOptions counting(std::uint64_t limit, std::size_t keep = 2) {
    SolveOptions options;
    options.limit = limit;
    options.keep = keep;
    return options;
}

// Regions for an N × N grid without boxes of its own: rectangles a × b when N = a·b (8: 2×4, 10: 2×5,
// 14: 2×7, 15: 3×5), else stripes (region of r,c = (r + 2c) mod N, N odd: 5, 7, 11, 13), each a
// transversal of rows and columns, so the grid is solvable: digit (r + 3c) mod N + 1 (stripeDigit).
// Blank striped grids are hard searches from 11×11 on (a transversal design: 4 s and more than 10 s
// to count the blank 11×11 and 13×13 to 2); the test gives them most of that solution.
int stripeDigit(int r, int c, int n) { return (r + 3 * c) % n + 1; }

std::vector<int> regionsFor(int n) {
    std::vector<int> regions(static_cast<std::size_t>(n * n));
    int a = 0;
    for (int f = 2; f * f <= n; ++f)
        if (n % f == 0) a = f;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            regions[static_cast<std::size_t>(r * n + c)] = a ? (r / a) * a + c / (n / a) : (r + 2 * c) % n;
    return regions;
}

// Whether `solution` is complete and breaks no rule: the rules' own definition, from the houses and
// the units' rule (constraintViolations), as the reference below uses it.
bool keepsTheRules(const Grid& solution, const Rules& rules) {
    return solution.isComplete() && findConflicts(solution, rules).empty();
}


// Random rules of size n: boxes or the regions above, sometimes a diagonal, and a few random
// constraints of every kind that fits.
Rules randomRules(int n, bool jigsaw, std::mt19937& rng) {
    Rules rules = Rules::classic(n);
    if (jigsaw) rules.regions = regionsFor(n);
    const auto pick = [&](int below) { return static_cast<int>(rng() % static_cast<unsigned>(below)); };
    if (pick(4) == 0) rules.extraHouses.push_back({ExtraHouseKind::DiagonalDown, {}});
    const auto adjacentPair = [&]() -> std::vector<int> {
        const int cell = pick(n * n), r = cell / n, c = cell % n;
        if (pick(2) == 0 && c + 1 < n) return {cell, cell + 1};
        if (r + 1 < n) return {cell, cell + n};
        return {cell - n, cell};
    };
    const int count = 1 + pick(4);
    for (int i = 0; i < count; ++i) {
        switch (pick(21)) {
        case 0: rules.constraints.push_back({ConstraintKind::AntiKnight, {}, {}}); break;
        case 1: rules.constraints.push_back({ConstraintKind::AntiKing, {}, {}}); break;
        case 2: rules.constraints.push_back({ConstraintKind::NonConsecutive, {}, {}}); break;
        case 3: rules.constraints.push_back({ConstraintKind::Difference, {adjacentPair()}, {}}); break;
        case 4: rules.constraints.push_back({ConstraintKind::Ratio, {adjacentPair()}, {}}); break;
        case 5: rules.constraints.push_back({ConstraintKind::XV, {adjacentPair()}, {pick(2) ? 5 : n + 1}}); break;
        case 6: {
            const ConstraintKind negatives[] = {ConstraintKind::NegativeDifference, ConstraintKind::NegativeRatio,
                                                ConstraintKind::NegativeXV};
            rules.constraints.push_back({negatives[pick(3)], {}, {}});
            break;
        }
        case 7: rules.constraints.push_back({pick(2) ? ConstraintKind::Odd : ConstraintKind::Even, {{pick(n * n)}}, {}}); break;
        case 8: rules.constraints.push_back({pick(2) ? ConstraintKind::Minimum : ConstraintKind::Maximum, {{pick(n * n)}}, {}}); break;
        case 9:
        case 10: { // a thermometer of 2-4 cells walking in random king steps
            std::vector<int> branch{pick(n * n)};
            const int length = 2 + pick(3);
            for (int tries = 0; static_cast<int>(branch.size()) < length && tries < 20; ++tries) {
                const int r = branch.back() / n + pick(3) - 1, c = branch.back() % n + pick(3) - 1;
                if (r < 0 || r >= n || c < 0 || c >= n) continue;
                if (std::find(branch.begin(), branch.end(), r * n + c) != branch.end()) continue;
                branch.push_back(r * n + c);
            }
            if (branch.size() >= 2) rules.constraints.push_back({ConstraintKind::Thermometer, {branch}, {}});
            break;
        }
        case 11:
        case 12: { // a killer cage grown cell by cell (orthogonally): 1-4 cells, or on 4×4 all N (a
            // complete house for the engine). N-cell cages on 5×5 and 6×6 made the brute-force
            // reference search for a long while (rules rarely satisfiable, so no givens to cut it
            // short: the suite went from 1.2 to 6 s, 230 s under ASan).
            const int size = n == 4 && pick(2) == 0 ? n : 1 + pick(4);
            std::vector<int> cage{pick(n * n)};
            for (int tries = 0; static_cast<int>(cage.size()) < size && tries < 200; ++tries) {
                const int from = cage[static_cast<std::size_t>(pick(static_cast<int>(cage.size())))];
                const int step = pick(4), r = from / n + (step == 0) - (step == 1), c = from % n + (step == 2) - (step == 3);
                if (r < 0 || r >= n || c < 0 || c >= n) continue;
                if (std::find(cage.begin(), cage.end(), r * n + c) != cage.end()) continue;
                cage.push_back(r * n + c);
            }
            const int k = static_cast<int>(cage.size());
            const int low = k * (k + 1) / 2, high = k * (2 * n - k + 1) / 2;
            std::vector<int> sum;
            if (pick(4) != 0) sum.push_back(low + pick(high - low + 1));
            rules.constraints.push_back({ConstraintKind::KillerCage, {cage}, sum});
            break;
        }
        case 14: { // an arrow: a circle of 1 cell (now and then a pill of 2), 1-2 arrows of 1-3 cells
            // walking in king steps, off the circle
            std::vector<int> circle{pick(n * n)};
            if (pick(4) == 0) {
                const int r = circle[0] / n, c = circle[0] % n;
                circle.push_back(c + 1 < n ? circle[0] + 1 : r + 1 < n ? circle[0] + n : circle[0] - 1);
            }
            Constraint arrow{ConstraintKind::Arrow, {circle}, {}};
            const int arrows = 1 + pick(2);
            for (int a = 0; a < arrows; ++a) {
                std::vector<int> line{circle[static_cast<std::size_t>(pick(static_cast<int>(circle.size())))]};
                const int length = 2 + pick(3);
                for (int tries = 0; static_cast<int>(line.size()) < length && tries < 20; ++tries) {
                    const int r = line.back() / n + pick(3) - 1, c = line.back() % n + pick(3) - 1;
                    if (r < 0 || r >= n || c < 0 || c >= n) continue;
                    const int next = r * n + c;
                    if (std::find(line.begin(), line.end(), next) != line.end() ||
                        std::find(circle.begin(), circle.end(), next) != circle.end())
                        continue;
                    line.push_back(next);
                }
                if (line.size() >= 2) arrow.cells.push_back(std::move(line));
            }
            if (arrow.cells.size() >= 2) rules.constraints.push_back(std::move(arrow));
            break;
        }
        case 15: { // a little killer: a random cell's diagonal in a random direction, from its edge
            const int direction = pick(4), dr = direction >= 2 ? 1 : -1, dc = direction % 2 == 1 ? 1 : -1;
            int r = pick(n), c = pick(n);
            while (r - dr >= 0 && r - dr < n && c - dc >= 0 && c - dc < n) r -= dr, c -= dc;
            std::vector<int> diagonal;
            for (; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) diagonal.push_back(r * n + c);
            const int k = static_cast<int>(diagonal.size());
            // A sum near the middle of k .. k × N (the far ends are rarely satisfiable with the houses).
            const int sum = std::clamp(k * (n + 1) / 2 + pick(2 * k + 1) - k, k, k * n);
            rules.constraints.push_back({ConstraintKind::LittleKiller, {diagonal}, {sum, direction}});
            break;
        }
        case 16:
        case 17: { // a sandwich, X-sum or skyscraper clue on a random row or column end, read off a
            // solution of the rules so far (a random clue is mostly unsatisfiable, and the reference
            // would then search the whole grid: 28 million 6×6 grids)
            SolveOptions one = counting(1, 1);
            one.seed = rng();
            const SolveResult s = solve(Grid(rules.gridShape()), rules, one);
            if (!s.hasSolution()) break;
            const Grid& g = s.solutions[0];
            const int side = pick(4), index = pick(n);
            std::vector<int> line;
            for (int k = 0; k < n; ++k) {
                const int along = side == 1 || side == 3 ? n - 1 - k : k;
                line.push_back(side < 2 ? along * n + index : index * n + along); // sides 0, 1: a column; 2, 3: a row
            }
            const auto digit = [&](int k) { return g.at(line[static_cast<std::size_t>(k)]); };
            const int kind = pick(3);
            int clue = 0;
            if (kind == 0) { // the digits between 1 and N
                int a = -1, b = -1;
                for (int k = 0; k < n; ++k)
                    if (digit(k) == 1 || digit(k) == n) (a < 0 ? a : b) = k;
                for (int k = a + 1; k < b; ++k) clue += digit(k);
            } else if (kind == 1) { // the first X
                for (int k = 0; k < digit(0); ++k) clue += digit(k);
            } else { // seen
                for (int k = 0, top = 0; k < n; ++k)
                    if (digit(k) > top) top = digit(k), ++clue;
            }
            const ConstraintKind kinds[] = {ConstraintKind::Sandwich, ConstraintKind::XSum, ConstraintKind::Skyscraper};
            rules.constraints.push_back({kinds[kind], {line}, {clue}});
            break;
        }
        case 18:
        case 19: { // a line (issue 34) of 2-6 cells walking in random king steps, of a random kind. Not
            // on 6×6: rules that no grid satisfies (two one-cell segments of a region-sum line in
            // one column) leave the brute-force reference no givens to cut its search short, and
            // it fills 6×6 grids row by row for tens of seconds (6x6 #10: 39 s) before it sees them.
            if (n == 6) break;
            const ConstraintKind kinds[] = {ConstraintKind::Renban,        ConstraintKind::Whispers,     ConstraintKind::Palindrome,
                                            ConstraintKind::BetweenLine,   ConstraintKind::RegionSumLine, ConstraintKind::EntropicLine,
                                            ConstraintKind::ModularLine,   ConstraintKind::ZipperLine};
            const ConstraintKind kind = kinds[pick(8)];
            std::vector<int> line{pick(n * n)};
            const int length = 2 + pick(5);
            for (int tries = 0; static_cast<int>(line.size()) < length && tries < 30; ++tries) {
                const int r = line.back() / n + pick(3) - 1, c = line.back() % n + pick(3) - 1;
                if (r < 0 || r >= n || c < 0 || c >= n) continue;
                if (std::find(line.begin(), line.end(), r * n + c) != line.end()) continue;
                line.push_back(r * n + c);
            }
            if (kind == ConstraintKind::Renban && static_cast<int>(line.size()) > n) line.resize(static_cast<std::size_t>(n));
            std::vector<int> values;
            if (kind == ConstraintKind::Whispers && pick(3) == 0) values.push_back(1 + pick(n - 1)); // a difference of its own
            if (line.size() >= 2) rules.constraints.push_back({kind, {line}, values});
            break;
        }
        default: {
            const int top = pick(n - 1) * n + pick(n - 1);
            std::vector<int> values{1 + pick(n)};
            if (pick(2)) values.push_back(1 + pick(n));
            rules.constraints.push_back({ConstraintKind::Quadruple, {{top, top + 1, top + n, top + n + 1}}, values});
            break;
        }
        }
    }
    return rules;
}

// A killer over the whole grid, as published killers are (the cases the rule of 45 reasons about:
// implied_sums.cpp): the cells cut into cages of 1-5 orthogonally connected cells, the sums read off
// a solution of the plain rules (boxes or the regions, sometimes a diagonal), a few cages without a
// sum, sometimes a cage or two over cells already caged, and now and then one sum off by one (no solution, or others). Every cage is wholly inside
// some row, column or box now and then, and cages cross houses, so the derived innies and outies
// of houses, bands and the whole grid are exercised, also over jigsaw regions.
// `solution`: the solution the sums were read off (empty when the plain rules have none).
Rules randomKiller(int n, bool jigsaw, std::mt19937& rng, Grid& solution) {
    Rules rules = Rules::classic(n);
    if (jigsaw) rules.regions = regionsFor(n);
    const auto pick = [&](int below) { return static_cast<int>(rng() % static_cast<unsigned>(below)); };
    if (pick(3) == 0) rules.extraHouses.push_back({ExtraHouseKind::DiagonalDown, {}});
    SolveOptions one = counting(1, 1);
    one.seed = rng();
    const SolveResult s = solve(Grid(rules.gridShape()), rules, one);
    if (!s.hasSolution()) return rules;
    solution = s.solutions[0];
    std::vector<int> cageOf(static_cast<std::size_t>(n * n), -1);
    int cages = 0;
    for (int start = 0; start < n * n; ++start) {
        if (cageOf[static_cast<std::size_t>(start)] >= 0) continue;
        std::vector<int> cage{start};
        cageOf[static_cast<std::size_t>(start)] = cages;
        const int size = 1 + pick(5);
        for (int tries = 0; static_cast<int>(cage.size()) < size && tries < 40; ++tries) {
            const int from = cage[static_cast<std::size_t>(pick(static_cast<int>(cage.size())))];
            const int step = pick(4), r = from / n + (step == 0) - (step == 1), c = from % n + (step == 2) - (step == 3);
            if (r < 0 || r >= n || c < 0 || c >= n || cageOf[static_cast<std::size_t>(r * n + c)] >= 0) continue;
            // Digits differ in a cage: not two cells of the same digit.
            const bool repeats = std::any_of(cage.begin(), cage.end(), [&](int x) { return solution.at(x) == solution.at(r * n + c); });
            if (repeats) continue;
            cage.push_back(r * n + c);
            cageOf[static_cast<std::size_t>(r * n + c)] = cages;
        }
        ++cages;
        std::vector<int> sum;
        if (pick(8) != 0) {
            int total = 0;
            for (int c : cage) total += solution.at(c);
            sum.push_back(total);
        }
        rules.constraints.push_back({ConstraintKind::KillerCage, {cage}, sum});
    }
    // Now and then a cage over cells already caged (rules may overlap cages; the derived sums take
    // the cages disjoint).
    for (int extra = pick(3); extra > 0; --extra) {
        std::vector<int> cage{pick(n * n)};
        const int size = 2 + pick(3);
        for (int tries = 0; static_cast<int>(cage.size()) < size && tries < 40; ++tries) {
            const int from = cage.back();
            const int step = pick(4), r = from / n + (step == 0) - (step == 1), c = from % n + (step == 2) - (step == 3);
            if (r < 0 || r >= n || c < 0 || c >= n || std::find(cage.begin(), cage.end(), r * n + c) != cage.end()) continue;
            if (std::any_of(cage.begin(), cage.end(), [&](int x) { return solution.at(x) == solution.at(r * n + c); })) continue;
            cage.push_back(r * n + c);
        }
        int total = 0;
        for (int c : cage) total += solution.at(c);
        rules.constraints.push_back({ConstraintKind::KillerCage, {cage}, {total}});
    }
    if (pick(4) == 0) {
        Constraint& c = rules.constraints[static_cast<std::size_t>(pick(static_cast<int>(rules.constraints.size())))];
        if (!c.values.empty()) c.values[0] += pick(2) ? 1 : -1;
        const int k = static_cast<int>(c.cells[0].size());
        if (!c.values.empty() && (c.values[0] < k * (k + 1) / 2 || c.values[0] > k * (2 * n - k + 1) / 2)) c.values.clear();
    }
    return rules;
}

// The counts the brute-force reference is compared at: up to this many solutions.
constexpr std::uint64_t kReferenceLimit = 30;

// Counts `grid` under `rules` by the engine and by the brute-force reference (to kReferenceLimit)
// and compares them: no solution where the engine refuses the givens, else the same count. `engine`
// and `reference` receive both for the caller's own checks.
void compareCounts(const Grid& grid, const Rules& rules, SolveResult& engine, std::uint64_t& reference) {
    engine = solve(grid, rules, counting(kReferenceLimit, kReferenceLimit));
    reference = test::RulesReference(rules).count(grid, kReferenceLimit);
    const QByteArray what = QByteArray::fromStdString(plainLine(grid));
    if (engine.status == SolveStatus::InvalidInput) {
        QVERIFY2(reference == 0, what);
        return;
    }
    QVERIFY2(engine.count == reference, what + " engine " + QByteArray::number(qulonglong(engine.count)) + " reference " +
                                            QByteArray::number(qulonglong(reference)));
}

} // namespace

class TestVariantSolver : public QObject {
    Q_OBJECT

private slots:
    void miracleHas72Solutions();
    void miracleWithTwoGivensIsUnique();
    void agreesWithBruteForce_data();
    void agreesWithBruteForce();
    void agreesWithBruteForceOnWholeKillers_data();
    void agreesWithBruteForceOnWholeKillers();
    void agreesWithFast9OnClassicPuzzles();
    void killerNeededDigitsLeaveTheirHouse();
    void killerInnieLessOutie();
    void killerLongSumFewOpen();
    void solvesEverySize_data();
    void solvesEverySize();
    void solves25x25WithConstraints();
    void limitAndKeep();
    void probedRootKeepsTheCount();
    void seedsAreReproducible();
    void stopsWhenAsked();
    void badRulesAreInvalidInput();
    void givensBreakingARuleAreInvalidInput();
    void classicRulesTakeTheClassicPath();
};

void TestVariantSolver::miracleHas72Solutions() {
    const Rules rules = miracle();
    const SolveResult r = solve(Grid(), rules, counting(100, 100));
    QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedMultiple));
    QCOMPARE(r.count, std::uint64_t(72));
    std::set<std::string> distinct;
    for (const Grid& s : r.solutions) {
        QVERIFY(keepsTheRules(s, rules));
        distinct.insert(plainLine(s));
    }
    QCOMPARE(distinct.size(), std::size_t(72));
}

void TestVariantSolver::miracleWithTwoGivensIsUnique() {
    // Mitchell Lee's Miracle: a 1 in r5c3 and a 2 in r6c7.
    Grid grid;
    grid.set(rc(5, 3), 1);
    grid.set(rc(6, 7), 2);
    const SolveResult r = solve(grid, miracle(), counting(2));
    QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedUnique));
    QVERIFY(keepsTheRules(r.solutions.at(0), miracle()));
    QVERIFY(keepsGivens(grid, r.solutions.at(0)));
}

void TestVariantSolver::agreesWithBruteForce_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("jigsaw");
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 40; ++seed) {
        QTest::addRow("4x4 #%d", seed) << 4 << false << seed;
        QTest::addRow("5x5 jigsaw #%d", seed) << 5 << true << seed;
        QTest::addRow("6x6 #%d", seed) << 6 << false << seed;
    }
}

void TestVariantSolver::agreesWithBruteForce() {
    QFETCH(int, size);
    QFETCH(bool, jigsaw);
    QFETCH(int, seed);
    std::mt19937 rng(static_cast<unsigned>(seed * 7919 + size));
    // On 6×6, rules no grid satisfies are drawn again (up to 20 times): with no givens to cut it
    // short, the reference then fills every 6×6 grid row by row before it sees the contradiction
    // (an arrow r6c6 → r5c5 beside r6c6 → r5c5 → r6c4 → r6c5 took it 215 s, the suite's other 142
    // rows 5 s together). Unsatisfiable rules stay in the 4×4 and 5×5 rows, where the reference
    // settles them in milliseconds, and a random given below breaks a 6×6 solution now and then.
    Rules rules;
    SolveOptions one = counting(1, 1);
    one.seed = static_cast<std::uint64_t>(seed);
    SolveResult first;
    for (int draw = 0; draw < 20; ++draw) {
        rules = randomRules(size, jigsaw, rng);
        const auto e = checkRules(rules);
        QVERIFY2(!e, e ? e->message.c_str() : "");
        first = solve(Grid(rules.gridShape()), rules, one);
        if (size != 6 || first.hasSolution()) break;
    }
    // Givens: a share of the cells of one solution when there is one (so that the counts are small
    // and not all zero), plus sometimes one random given (which may break it).
    Grid grid(rules.gridShape());
    if (first.hasSolution())
        for (int c = 0; c < grid.cellCount(); ++c)
            if (rng() % 100 < (size == 6 ? 35u : size == 5 ? 20u : 15u)) grid.set(c, first.solutions[0].at(c));
    if (rng() % 5 == 0) grid.set(static_cast<int>(rng() % static_cast<unsigned>(grid.cellCount())), 1 + static_cast<int>(rng() % static_cast<unsigned>(size)));

    SolveResult r;
    std::uint64_t expected = 0;
    compareCounts(grid, rules, r, expected);
    if (QTest::currentTestFailed()) return;
    if (r.status == SolveStatus::InvalidInput) {
        QVERIFY2(!r.conflicts.empty(), QByteArray::fromStdString(plainLine(grid)));
        return;
    }
    QCOMPARE(r.status == SolveStatus::LimitReached, expected == kReferenceLimit);
    for (const Grid& s : r.solutions) {
        QVERIFY(keepsTheRules(s, rules));
        QVERIFY(keepsGivens(grid, s));
    }
}

void TestVariantSolver::agreesWithBruteForceOnWholeKillers_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("jigsaw");
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 30; ++seed) {
        QTest::addRow("4x4 killer #%d", seed) << 4 << false << seed;
        QTest::addRow("5x5 jigsaw killer #%d", seed) << 5 << true << seed;
        QTest::addRow("6x6 killer #%d", seed) << 6 << false << seed;
        QTest::addRow("6x6 jigsaw killer #%d", seed) << 6 << true << seed;
    }
}

// Killers over the whole grid (randomKiller) with a few givens of a solution, counted by the engine
// (with the sums the cages imply: implied_sums.cpp) and by the brute-force reference.
void TestVariantSolver::agreesWithBruteForceOnWholeKillers() {
    QFETCH(int, size);
    QFETCH(bool, jigsaw);
    QFETCH(int, seed);
    std::mt19937 rng(static_cast<unsigned>(seed * 104729 + size * 2 + jigsaw));
    Grid solution;
    const Rules rules = randomKiller(size, jigsaw, rng, solution);
    const auto e = checkRules(rules);
    QVERIFY2(!e, e ? e->message.c_str() : "");
    Grid grid(rules.gridShape());
    if (solution.size() == size)
        for (int c = 0; c < grid.cellCount(); ++c)
            if (rng() % 100 < 10u) grid.set(c, solution.at(c));
    SolveResult r;
    std::uint64_t expected = 0;
    compareCounts(grid, rules, r, expected);
    if (QTest::currentTestFailed() || r.status == SolveStatus::InvalidInput) return;
    for (const Grid& s : r.solutions) QVERIFY(keepsTheRules(s, rules));
}

// Killer propagation on hand-checked positions, seen through the search: no solution, found with no
// branch (nodes 0) only by the propagation named. Cells are row-major, r1c1 = 0.
//
// A cage's needed digits leave the cells outside it that see all their places. Cage r1c3 r1c4 r2c3
// r2c4 = 10 can only be {1,2,3,4}; with r2c3 = 2 and r2c4 = 4 given, r1c3 and r1c4 hold 1 and 3,
// both needed, both in row 1: r1c6 loses 1 and 3. Its other peers hold 2 (r6c6), 4 5 6 7 (box 2)
// and 8 9 (r1c8, r1c9): nothing left. Without that step r1c3, r1c4 and r1c6 sharing {1,3} is found
// only by branching (1 node; the sums the cage implies say nothing here but of 14 cells and more,
// which the search no longer derives).
void TestVariantSolver::killerNeededDigitsLeaveTheirHouse() {
    Rules rules = Rules::classic(9);
    rules.constraints.push_back({ConstraintKind::KillerCage, {{2, 3, 11, 12}}, {10}});
    Grid grid;
    grid.set(11, 2);
    grid.set(12, 4);
    grid.set(13, 5);
    grid.set(21, 7);
    grid.set(22, 6);
    grid.set(7, 8);
    grid.set(8, 9);
    grid.set(50, 2);
    const SolveResult r = solve(grid, rules, counting(2));
    QCOMPARE(r.count, std::uint64_t{0});
    QCOMPARE(r.stats.nodes, std::uint64_t{0});
}

// Innies less outies (implied_sums.cpp): cage r1c1 r1c2 r1c3 r2c1 = 14 lies mostly in row 1, so
// r2c1 less row 1's other cells (r1c4 .. r1c9) adds up to 14 - 45: with r1c4 .. r1c8 given 4 5 6 7 8,
// r1c9 = r2c1 + 1. r1c9 is one of 1 2 3 9 (row 1's missing digits), r2c1 not 8 (r2c5 = 8): r1c9 is 2
// or 3, r2c1 1 or 2, and the cage's r1c1 r1c2 r1c3 hold the other three of 1 2 3 9, among them
// r2c1's digit (box 1): no solution. Main's search (no such difference) branched 7 times on it.
void TestVariantSolver::killerInnieLessOutie() {
    Rules rules = Rules::classic(9);
    rules.constraints.push_back({ConstraintKind::KillerCage, {{0, 1, 2, 9}}, {14}});
    Grid grid;
    for (int c = 3; c <= 7; ++c) grid.set(c, c + 1);
    grid.set(13, 8);
    const SolveResult r = solve(grid, rules, counting(2));
    QCOMPARE(r.count, std::uint64_t{0});
    QCOMPARE(r.stats.nodes, std::uint64_t{0});
}

// A long implied sum with 3 cells open is narrowed exactly on those (search_sums.cpp,
// narrowFewOpen), not by bounds only. Cage r3c3 r4c2 r4c3 r4c4 = 15 lies mostly in row 4: r3c3 less
// row 4's other cells (r4c1, r4c5 .. r4c9) adds up to 15 - 45. With r4c1 4, r4c5 9, r4c6 7, r4c9 2
// given, r3c3 = r4c7 + r4c8 - 8. Row 4 lacks 1 3 5 6 8; r4c7 is 3, 5 or 8 (1: r5c8; 6: r8c7), r4c8
// 5, 6 or 8 (1 and 3 in column 8); r3c3 is not 3 (r2c3), 5 or 6 (row 3). The pairs make r3c3 0
// (3 5), 1 (3 6), 3 (3 8, 5 6), 5 (5 8, 8 5) or 6 (8 6): only r3c3 = 1, r4c7 = 3, r4c8 = 6 is left.
// Then r4c2 .. r4c4 hold row 4's last 1 5 8, a 1 beside r3c3's in the cage: no solution. Bounds
// (r4c7 + r4c8 between 8 and 14) left r3c3 1, 2 or 4, and the search branched (main, 2026-11-30).
void TestVariantSolver::killerLongSumFewOpen() {
    Rules rules = Rules::classic(9);
    rules.constraints.push_back({ConstraintKind::KillerCage, {{28, 29, 30, 20}}, {15}});
    const char* givens = ".......2."
                         "..36....."
                         "....5...6"
                         "4...97..2"
                         "....3..1."
                         ".5.1....."
                         "......23."
                         "....7.6.."
                         ".....4...";
    Grid grid;
    for (int c = 0; c < 81; ++c)
        if (givens[c] != '.') grid.set(c, givens[c] - '0');
    const SolveResult r = solve(grid, rules, counting(2));
    QCOMPARE(r.count, std::uint64_t{0});
    QCOMPARE(r.stats.nodes, std::uint64_t{0});
}

void TestVariantSolver::agreesWithFast9OnClassicPuzzles() {
    std::ifstream in(QUDOKU_TEST_DATA "/fast_sample.txt");
    QVERIFY(in);
    Rules boxesAsRegions;
    for (int c = 0; c < 81; ++c) boxesAsRegions.regions.push_back(Shape{3, 3}.boxOf(c));
    QVERIFY(!boxesAsRegions.isClassic());
    int compared = 0;
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() < 81 || line[0] == '#') continue;
        const std::string puzzle = line.substr(0, line.find(':'));
        if (puzzle.size() != 81) continue;
        Grid grid;
        for (int c = 0; c < 81; ++c)
            if (puzzle[static_cast<std::size_t>(c)] >= '1' && puzzle[static_cast<std::size_t>(c)] <= '9') grid.set(c, puzzle[static_cast<std::size_t>(c)] - '0');
        const SolveResult fast = solve(grid, counting(2));
        const SolveResult variant = solve(grid, boxesAsRegions, counting(2));
        QCOMPARE(statusText(variant.status), statusText(fast.status));
        QCOMPARE(variant.count, fast.count);
        if (fast.isUnique()) QCOMPARE(plainLine(variant.solutions.at(0)), plainLine(fast.solutions.at(0)));
        ++compared;
    }
    QVERIFY2(compared >= 100, QByteArray::number(compared));
}

void TestVariantSolver::solvesEverySize_data() {
    QTest::addColumn<int>("size");
    for (int n = 4; n <= 16; ++n) QTest::addRow("%dx%d", n, n) << n;
}

void TestVariantSolver::solvesEverySize() {
    QFETCH(int, size);
    Rules rules = Rules::classic(size);
    rules.regions = regionsFor(size);
    QVERIFY(!checkRules(rules));
    const bool striped = rules.regions[1] == 2 % size && size % 2 == 1 && size != 9 && size != 15;
    Grid grid(rules.gridShape());
    if (striped && size > 7)
        for (int c = 0; c < grid.cellCount(); ++c)
            if (c % 3 != 0) grid.set(c, stripeDigit(c / size, c % size, size));
    const SolveResult r = solve(grid, rules, counting(2));
    QVERIFY(r.hasSolution());
    for (const Grid& s : r.solutions) QVERIFY(keepsTheRules(s, rules));
    QCOMPARE(r.solutions.at(0).shape(), rules.gridShape());
    if (!striped || size <= 7) QCOMPARE(statusText(r.status), statusText(SolveStatus::LimitReached));
    // And with both diagonals on top (striped: digit (r + 3c) keeps both when N is prime and > 5).
    if (size >= 7 && (!striped || size == 7)) {
        rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
        const SolveResult x = solve(Grid(rules.gridShape()), rules, counting(1, 1));
        QVERIFY(x.hasSolution());
        QVERIFY(keepsTheRules(x.solutions.at(0), rules));
    }
}

void TestVariantSolver::solves25x25WithConstraints() {
    // 25×25 (masks of 32 bits): the solver table's unique 25×25 puzzle, plus an odd cell and a white
    // dot its solution keeps: the same single solution.
    std::ifstream in(QUDOKU_TEST_DATA "/solver_table.txt");
    std::string line;
    while (std::getline(in, line) && line.rfind("unique-25x25|", 0) != 0) {}
    QVERIFY(!line.empty());
    const auto value = [](char c) { return c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'P' ? c - 'A' + 10 : 0; };
    const std::size_t a = line.find('|'), b = line.find('|', a + 1), c = line.find('|', b + 1);
    const std::string puzzle = line.substr(a + 1, b - a - 1), solution = line.substr(c + 1, 625);
    QCOMPARE(puzzle.size(), std::size_t(625));
    Grid grid(Shape{5, 5}), expected(Shape{5, 5});
    for (int i = 0; i < 625; ++i) {
        grid.set(i, value(puzzle[static_cast<std::size_t>(i)]));
        expected.set(i, value(solution[static_cast<std::size_t>(i)]));
    }
    Rules rules = Rules::classic(25);
    for (int i = 0; i < 625 && rules.constraints.empty(); ++i)
        if (grid.isEmpty(i) && expected.at(i) % 2 == 1) rules.constraints.push_back({ConstraintKind::Odd, {{i}}, {}});
    for (int i = 0; i + 1 < 625 && rules.constraints.size() < 2; ++i)
        if (i % 25 != 24 && std::abs(expected.at(i) - expected.at(i + 1)) == 1)
            rules.constraints.push_back({ConstraintKind::Difference, {{i, i + 1}}, {}});
    QCOMPARE(rules.constraints.size(), std::size_t(2));
    const SolveResult r = solve(grid, rules, counting(2));
    QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedUnique));
    QCOMPARE(plainLine(r.solutions.at(0)), plainLine(expected));
}

void TestVariantSolver::limitAndKeep() {
    Rules x;
    x.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    const SolveResult r = solve(Grid(), x, counting(5, 2));
    QCOMPARE(statusText(r.status), statusText(SolveStatus::LimitReached));
    QCOMPARE(r.count, std::uint64_t(5));
    QCOMPARE(r.solutions.size(), std::size_t(2));
    for (const Grid& s : r.solutions) QVERIFY(keepsTheRules(s, x));
    QVERIFY(r.solutions[0] != r.solutions[1]);
    QVERIFY(r.stats.nodes >= r.stats.guesses);
    // solveInto: the same answer into a reused result.
    SolveResult reused;
    reused.conflicts.push_back({HouseKind::Row, 0, 1, 0, 1});
    solveInto(Grid(), x, counting(5, 2), reused);
    QCOMPARE(reused.count, r.count);
    QVERIFY(reused.conflicts.empty());
    QCOMPARE(plainLine(reused.solutions.at(1)), plainLine(r.solutions.at(1)));
}

// A search that runs past its budget (four times the candidates left at the root) probes the root
// and narrows every node after to what the probes left (variant.cpp): the count and the solution
// stay those of fast9. This hard classic puzzle, through the variant engine (its boxes as regions),
// runs past its budget (measured: 1,265 nodes, 1,014 of them guesses, the rest probes).
void TestVariantSolver::probedRootKeepsTheCount() {
    const std::string puzzle = "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.";
    Grid grid;
    for (int c = 0; c < 81; ++c)
        if (puzzle[static_cast<std::size_t>(c)] != '.') grid.set(c, puzzle[static_cast<std::size_t>(c)] - '0');
    Rules boxesAsRegions;
    for (int c = 0; c < 81; ++c) boxesAsRegions.regions.push_back(Shape{3, 3}.boxOf(c));
    const SolveResult r = solve(grid, boxesAsRegions, counting(2));
    QCOMPARE(statusText(r.status), statusText(SolveStatus::SolvedUnique));
    QVERIFY(r.stats.nodes > r.stats.guesses); // probes (nodes that are no guess)
    QCOMPARE(plainLine(r.solutions.at(0)), plainLine(solve(grid, counting(2)).solutions.at(0)));
}

void TestVariantSolver::seedsAreReproducible() {
    const Rules rules = [] {
        Rules r;
        r.extraHouses = {{ExtraHouseKind::Window, {}}};
        r.constraints = {{ConstraintKind::AntiKnight, {}, {}}};
        return r;
    }();
    std::set<std::string> firsts;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        SolveOptions options = counting(1, 1);
        options.seed = seed;
        const SolveResult a = solve(Grid(), rules, options), b = solve(Grid(), rules, options);
        QVERIFY(keepsTheRules(a.solutions.at(0), rules));
        QCOMPARE(plainLine(a.solutions.at(0)), plainLine(b.solutions.at(0)));
        firsts.insert(plainLine(a.solutions.at(0)));
    }
    QVERIFY(firsts.size() > 1);
}

void TestVariantSolver::stopsWhenAsked() {
    Rules rules;
    rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}};
    std::stop_source source;
    source.request_stop();
    SolveOptions options = counting(1'000'000'000, 0);
    options.stop = source.get_token();
    const SolveResult r = solve(Grid(), rules, options);
    QCOMPARE(statusText(r.status), statusText(SolveStatus::Cancelled));
    QVERIFY(r.stats.nodes <= 1024); // the token is polled every 1024 nodes
    QVERIFY(r.count > 0);
}

void TestVariantSolver::badRulesAreInvalidInput() {
    const auto invalid = [](const Grid& grid, const Rules& rules, RulesError::Kind kind) {
        const SolveResult r = solve(grid, rules, counting(2));
        QCOMPARE(statusText(r.status), statusText(SolveStatus::InvalidInput));
        QVERIFY(r.rulesError.has_value());
        QCOMPARE(static_cast<int>(r.rulesError->kind), static_cast<int>(kind));
        QVERIFY(!r.rulesError->message.empty());
        QCOMPARE(r.count, std::uint64_t(0));
    };
    invalid(Grid(), Rules::classic(7), RulesError::Kind::BadSize);
    invalid(Grid(Shape{2, 2}), miracle(), RulesError::Kind::BadSize); // a 4×4 grid, 9×9 rules
    Rules bad;
    bad.regions.assign(81, 0);
    invalid(Grid(), bad, RulesError::Kind::BadRegions);
    Rules dot;
    dot.constraints = {{ConstraintKind::Difference, {{0, 80}}, {}}};
    invalid(Grid(), dot, RulesError::Kind::BadConstraint);
    Rules outside;
    outside.constraints = {{ConstraintKind::Odd, {{-1}}, {}}};
    invalid(Grid(), outside, RulesError::Kind::BadCell);
}

void TestVariantSolver::givensBreakingARuleAreInvalidInput() {
    Rules rules;
    rules.constraints = {{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}}, {}}};
    Grid grid;
    grid.set(rc(1, 1), 5);
    grid.set(rc(1, 3), 6); // no room for r1c2
    const SolveResult r = solve(grid, rules, counting(2));
    QCOMPARE(statusText(r.status), statusText(SolveStatus::InvalidInput));
    QVERIFY(!r.rulesError);
    QCOMPARE(r.conflicts.size(), std::size_t(1));
    QCOMPARE(r.conflicts[0].cells, (std::vector<int>{rc(1, 1), rc(1, 3)}));

    Rules x;
    x.extraHouses = {{ExtraHouseKind::DiagonalUp, {}}};
    Grid clash;
    clash.set(rc(1, 9), 4);
    clash.set(rc(9, 1), 4);
    const SolveResult d = solve(clash, x, counting(2));
    QCOMPARE(statusText(d.status), statusText(SolveStatus::InvalidInput));
    QCOMPARE(d.conflicts, (std::vector<Conflict>{{HouseKind::Diagonal, 1, 4, rc(1, 9), rc(9, 1)}}));

    // Givens that break no rule but leave no solution: NoSolution, no conflicts.
    Grid stuck;
    stuck.set(rc(1, 1), 8); // the bulb of a 3-cell thermometer cannot be 8
    const SolveResult s = solve(stuck, rules, counting(2));
    QCOMPARE(statusText(s.status), statusText(SolveStatus::NoSolution));
    QVERIFY(s.conflicts.empty());
}

void TestVariantSolver::classicRulesTakeTheClassicPath() {
    // The same answers as solve(grid): the classic path, with its conflicts for clashing givens.
    Grid grid;
    grid.set(0, 1);
    grid.set(1, 1);
    const SolveResult viaRules = solve(grid, Rules::classic(), counting(2));
    const SolveResult plain = solve(grid, counting(2));
    QCOMPARE(statusText(viaRules.status), statusText(SolveStatus::InvalidInput));
    QCOMPARE(viaRules.conflicts, plain.conflicts);
    const SolveResult sixes = solve(Grid(Shape{2, 3}), Rules::classic(6), counting(3));
    QCOMPARE(statusText(sixes.status), statusText(SolveStatus::LimitReached));
}

QTEST_APPLESS_MAIN(TestVariantSolver)
#include "tst_variant_solver.moc"
