// The logic engine on variant rules (issue 33, section 3): techniques over every house of the rules
// (hidden singles on a diagonal, in a jigsaw region and an extra region; pointing between a box and a
// diagonal), each constraint's own step on a hand-checked position, soundness of every step of the
// solving path on SudokuVariantSolverJS's published puzzles (CC BY 4.0, tests/data/fpuzzles/README.md)
// against their published solutions, and the uniqueness techniques kept off there.
#include <QFile>
#include <QTest>

#include <fstream>
#include <sstream>

#include <optional>
#include <string>
#include <vector>

#include "published_variants.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/solver.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/notation.h"
#include "qudoku/variant_text.h"

using namespace qudoku;
using namespace qudoku::logic;

Q_DECLARE_METATYPE(qudoku::Rules)
Q_DECLARE_METATYPE(qudoku::logic::Technique)

namespace {

constexpr int kN = 9;
int at(int row, int column) { return (row - 1) * kN + column - 1; } // 1-based, as players count

Rules withExtra(ExtraHouse extra) {
    Rules rules;
    rules.extraHouses.push_back(std::move(extra));
    return rules;
}

Rules withConstraint(ConstraintKind kind, std::vector<std::vector<int>> cells = {}, std::vector<int> values = {}) {
    Rules rules;
    rules.constraints.push_back({kind, std::move(cells), std::move(values)});
    return rules;
}

// The standard boxes, with r1c3 and r1c4 swapped between regions 1 and 2: a jigsaw.
Rules jigsaw() {
    Rules rules;
    for (int cell = 0; cell < kN * kN; ++cell) rules.regions.push_back(Rules{}.regionOf(cell));
    rules.regions[at(1, 3)] = 1;
    rules.regions[at(1, 4)] = 0;
    return rules;
}

Grid gridWith(std::vector<std::pair<int, int>> placed) {
    Grid grid;
    for (const auto& [cell, value] : placed) grid.set(cell, value);
    return grid;
}

QString notation(const std::vector<CellValue>& items, bool placements) {
    std::vector<CellValue> sorted = items;
    std::sort(sorted.begin(), sorted.end());
    QStringList parts;
    for (const CellValue& item : sorted)
        parts << QString::fromStdString(placements ? placementText(Shape{}, item) : eliminationText(Shape{}, item));
    return parts.join(QLatin1Char(' '));
}

struct Published {
    QString title;
    std::string solution;
    VariantPuzzle puzzle;
};

// The published puzzles whose rules Qudoku plays ("ok" rows of the table).
std::vector<Published> publishedPuzzles() {
    std::vector<Published> out;
    for (const test::PublishedRow& row : test::publishedRows()) {
        if (row.expect != QLatin1String("ok")) continue;
        const std::vector<VariantItem> items = readVariantText("https://f-puzzles.com/?load=" + row.data.toStdString());
        if (items.size() != 1 || !items.front().result) qFatal("an ok row of sudokuvariantsolverjs.tsv does not read");
        out.push_back({row.title, row.solution.toStdString(), *items.front().result});
    }
    return out;
}

} // namespace

class TestLogicVariants : public QObject {
    Q_OBJECT
private slots:
    void classicRulesShareTheClassicState();
    void hiddenSingleInEveryCompleteHouse_data();
    void hiddenSingleInEveryCompleteHouse();
    void aSmallExtraRegionOnlyForbidsRepeats();
    void intersectionsBetweenAnyTwoHouses_data();
    void intersectionsBetweenAnyTwoHouses();
    void constraintSteps_data();
    void constraintSteps();
    void placementsLeaveOnlyTheirHouses();
    void fishOverEveryHouse_data();
    void fishOverEveryHouse();
    void ruleOf45_data();
    void ruleOf45();
    void ruleOf45IsSoundAlongAPublishedKiller();
    void publishedPuzzlesSolveSoundly();
    void proofBySearchEndsEveryPath_data();
    void proofBySearchEndsEveryPath();
    void proofBySearchPlacesOnlyWhatEverySolutionHolds();
    void proofBySearchIsNeverInARating();
    void uniquenessTechniquesStayOff();
};

// Classic rules through the rules constructor are today's state: the shared geometry, the same candidates.
void TestLogicVariants::classicRulesShareTheClassicState() {
    const Grid grid = gridWith({{at(1, 1), 5}, {at(5, 5), 3}});
    const CandidateGrid byRules(grid, Rules::classic());
    const CandidateGrid byShape(grid);
    QCOMPARE(&byRules.geometry(), &byShape.geometry());
    QVERIFY(byRules == byShape);
    QVERIFY(byRules.geometry().isClassic());
}

// Every other place of 5 in one house removed by hand: the hidden single is found in that house, which
// is no row, column or box for the diagonal, the jigsaw region and the extra region.
void TestLogicVariants::hiddenSingleInEveryCompleteHouse_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QList<int>>("house");   // its cells
    QTest::addColumn<int>("cell");           // the one place of 5 left
    QTest::addColumn<int>("houseKind");      // HouseKind of the step's house
    QList<int> diagonal, region, extra;
    for (int i = 1; i <= kN; ++i) diagonal << at(i, i);
    const Rules jig = jigsaw();
    for (int cell = 0; cell < kN * kN; ++cell)
        if (jig.regions[cell] == 0) region << cell;
    extra = {at(1, 1), at(2, 4), at(3, 7), at(4, 2), at(5, 5), at(6, 8), at(7, 3), at(8, 6), at(9, 9)};
    ExtraHouse extraRegion{ExtraHouseKind::ExtraRegion, std::vector<int>(extra.begin(), extra.end())};
    std::sort(extraRegion.cells.begin(), extraRegion.cells.end());
    QTest::newRow("diagonal") << withExtra({ExtraHouseKind::DiagonalDown, {}}) << diagonal << at(5, 5) << int(HouseKind::Diagonal);
    QTest::newRow("jigsaw region") << jig << region << at(1, 4) << int(HouseKind::Region);
    QTest::newRow("extra region") << withExtra(extraRegion) << extra << at(6, 8) << int(HouseKind::ExtraRegion);
}

void TestLogicVariants::hiddenSingleInEveryCompleteHouse() {
    QFETCH(Rules, rules);
    QFETCH(QList<int>, house);
    QFETCH(int, cell);
    QFETCH(int, houseKind);
    QVERIFY(!checkRules(rules));
    CandidateGrid state(Grid(), rules);
    for (int c : house)
        if (c != cell) state.eliminate(c, 5);
    const NextStep next = findNextStep(state);
    QCOMPARE(next.status, LogicStatus::Found);
    QCOMPARE(next.step->technique, Technique::HiddenSingle);
    QCOMPARE(notation(next.step->placements, true), QString::fromStdString(placementText(Shape{}, {cell, 5})));
    QCOMPARE(next.step->houses.size(), std::size_t{1});
    QCOMPARE(int(state.geometry().house(next.step->houses.front().house).kind), houseKind);
}

// An extra region of four cells holds no digit twice but need not hold every digit: 5 left in one of
// its cells is no hidden single. Its cells are still peers (a placed 5 leaves the others).
void TestLogicVariants::aSmallExtraRegionOnlyForbidsRepeats() {
    const std::vector<int> small{at(1, 1), at(1, 5), at(5, 1), at(5, 5)};
    const Rules rules = withExtra({ExtraHouseKind::ExtraRegion, small});
    CandidateGrid state(Grid(), rules);
    for (int c : small)
        if (c != at(5, 5)) state.eliminate(c, 5);
    QVERIFY(!findStep(state, Technique::HiddenSingle));
    QVERIFY(!state.hasContradiction());
    state.place(at(5, 5), 4);
    for (int c : small)
        if (c != at(5, 5)) QVERIFY(!state.hasCandidate(c, 4));
}

// Locked candidates between a box and a diagonal, both ways: 5 of box 1 only on the diagonal
// (pointing: the rest of the diagonal loses it), and 5 of the diagonal only in box 1 (claiming).
void TestLogicVariants::intersectionsBetweenAnyTwoHouses_data() {
    QTest::addColumn<QList<int>>("removed"); // cells that lose 5 first
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("eliminations");
    QList<int> box1Off, diagonalOff;
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            if (r != c) box1Off << at(r, c);
    box1Off << at(3, 3);
    for (int i = 4; i <= kN; ++i) diagonalOff << at(i, i);
    diagonalOff << at(3, 3);
    QTest::newRow("pointing: box to diagonal") << box1Off << Technique::Pointing
                                               << QStringLiteral("r4c4<>5 r5c5<>5 r6c6<>5 r7c7<>5 r8c8<>5 r9c9<>5");
    QTest::newRow("claiming: diagonal to box") << diagonalOff << Technique::Claiming
                                               << QStringLiteral("r1c2<>5 r1c3<>5 r2c1<>5 r2c3<>5 r3c1<>5 r3c2<>5");
}

void TestLogicVariants::intersectionsBetweenAnyTwoHouses() {
    QFETCH(QList<int>, removed);
    QFETCH(Technique, technique);
    QFETCH(QString, eliminations);
    CandidateGrid state(Grid(), withExtra({ExtraHouseKind::DiagonalDown, {}}));
    for (int c : removed) state.eliminate(c, 5);
    const NextStep next = findNextStep(state);
    QCOMPARE(next.status, LogicStatus::Found);
    QCOMPARE(next.step->technique, technique);
    QCOMPARE(notation(next.step->eliminations, false), eliminations);
    QVERIFY(next.step->placements.empty());
}

// Each constraint's own step: the first step of the engine on a hand-checked position.
void TestLogicVariants::constraintSteps_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Grid>("givens");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("eliminations");
    const Grid empty;
    // The eight knight cells of r5c5 all lie outside its box, row and column; of r3c3's king cells,
    // r2c4, r4c2 and r4c4 do (its other neighbours share its box, row or column: the placement
    // cleared them). Not r1c1, as the example has it: its knight cells r2c3 and r3c2 share
    // its box.
    QTest::newRow("anti-knight") << withConstraint(ConstraintKind::AntiKnight) << gridWith({{at(5, 5), 5}})
                                 << Technique::AntiKnight
                                 << QStringLiteral("r3c4<>5 r3c6<>5 r4c3<>5 r4c7<>5 r6c3<>5 r6c7<>5 r7c4<>5 r7c6<>5");
    QTest::newRow("anti-king") << withConstraint(ConstraintKind::AntiKing) << gridWith({{at(3, 3), 5}}) << Technique::AntiKing
                               << QStringLiteral("r2c4<>5 r4c2<>5 r4c4<>5");
    QTest::newRow("odd") << withConstraint(ConstraintKind::Odd, {{at(3, 3)}}) << empty << Technique::OddEven
                         << QStringLiteral("r3c3<>2 r3c3<>4 r3c3<>6 r3c3<>8");
    QTest::newRow("even") << withConstraint(ConstraintKind::Even, {{at(3, 3)}}) << empty << Technique::OddEven
                          << QStringLiteral("r3c3<>1 r3c3<>3 r3c3<>5 r3c3<>7 r3c3<>9");
    // 5 - 1 = 4, 5 + 1 = 6; the row took 5.
    QTest::newRow("white dot") << withConstraint(ConstraintKind::Difference, {{at(1, 1), at(1, 2)}}) << gridWith({{at(1, 1), 5}})
                               << Technique::WhiteDot << QStringLiteral("r1c2<>1 r1c2<>2 r1c2<>3 r1c2<>7 r1c2<>8 r1c2<>9");
    // 4 / 2 = 2, 4 × 2 = 8.
    QTest::newRow("black dot") << withConstraint(ConstraintKind::Ratio, {{at(4, 4), at(4, 5)}}) << gridWith({{at(4, 4), 4}})
                               << Technique::BlackDot << QStringLiteral("r4c5<>1 r4c5<>3 r4c5<>5 r4c5<>6 r4c5<>7 r4c5<>9");
    QTest::newRow("X") << withConstraint(ConstraintKind::XV, {{at(1, 1), at(1, 2)}}, {10}) << gridWith({{at(1, 1), 3}})
                       << Technique::XV << QStringLiteral("r1c2<>1 r1c2<>2 r1c2<>4 r1c2<>5 r1c2<>6 r1c2<>8 r1c2<>9");
    // The first pair of r5c5 in the rules' order: r4c5 above it.
    QTest::newRow("non-consecutive") << withConstraint(ConstraintKind::NonConsecutive) << gridWith({{at(5, 5), 5}})
                                     << Technique::NonConsecutive << QStringLiteral("r4c5<>4 r4c5<>6");
    // No X or V between r1c1 and r1c2: 3 + 2 = 5, 3 + 7 = 10.
    QTest::newRow("negative XV") << withConstraint(ConstraintKind::NegativeXV) << gridWith({{at(1, 1), 3}}) << Technique::NoXV
                                 << QStringLiteral("r1c2<>2 r1c2<>7");
    // A minimum cell is below its four neighbours: never 9, and they are never 1.
    QTest::newRow("minimum") << withConstraint(ConstraintKind::Minimum, {{at(5, 5)}}) << empty << Technique::MinimumMaximum
                             << QStringLiteral("r4c5<>1 r5c4<>1 r5c5<>9 r5c6<>1 r6c5<>1");
    // Bulb r2c1 to r2c5: each cell i (0-based) between 1 + i and 5 + i.
    QTest::newRow("thermometer") << withConstraint(ConstraintKind::Thermometer, {{at(2, 1), at(2, 2), at(2, 3), at(2, 4), at(2, 5)}})
                                 << empty << Technique::Thermometer
                                 << QStringLiteral("r2c1<>6 r2c1<>7 r2c1<>8 r2c1<>9 r2c2<>1 r2c2<>7 r2c2<>8 r2c2<>9 r2c3<>1 "
                                                   "r2c3<>2 r2c3<>8 r2c3<>9 r2c4<>1 r2c4<>2 r2c4<>3 r2c4<>9 r2c5<>1 r2c5<>2 "
                                                   "r2c5<>3 r2c5<>4");
    // Four digits for four cells: they hold nothing else.
    QStringList quad;
    for (int cell : {at(1, 1), at(1, 2), at(2, 1), at(2, 2)})
        for (int v = 5; v <= 9; ++v) quad << QString::fromStdString(eliminationText(Shape{}, {cell, v}));
    QTest::newRow("quadruple") << withConstraint(ConstraintKind::Quadruple, {{at(1, 1), at(1, 2), at(2, 1), at(2, 2)}}, {1, 2, 3, 4})
                               << empty << Technique::Quadruple << quad.join(QLatin1Char(' '));
    // Arrow r1c1 (given 4) → r1c2 → r2c3: two different digits (one box) adding up to 4 are 1 and 3
    // (the row and the box took the 4s).
    QTest::newRow("arrow") << withConstraint(ConstraintKind::Arrow, {{at(1, 1)}, {at(1, 1), at(1, 2), at(2, 3)}})
                           << gridWith({{at(1, 1), 4}}) << Technique::Arrow
                           << QStringLiteral("r1c2<>2 r1c2<>5 r1c2<>6 r1c2<>7 r1c2<>8 r1c2<>9 r2c3<>2 r2c3<>5 r2c3<>6 r2c3<>7 "
                                             "r2c3<>8 r2c3<>9");
    // Little killer 11 on r1c2-r2c1: neither is 1 (the other would be 10).
    QTest::newRow("little killer") << withConstraint(ConstraintKind::LittleKiller, {{at(1, 2), at(2, 1)}},
                                                     {11, int(LittleKillerDirection::DownLeft)})
                                   << empty << Technique::LittleKiller << QStringLiteral("r1c2<>1 r2c1<>1");
    std::vector<int> row1;
    for (int c = 1; c <= 9; ++c) row1.push_back(at(1, c));
    const auto removed = [](std::vector<std::pair<int, std::vector<int>>> cells) {
        QStringList out;
        for (const auto& [cell, values] : cells)
            for (int v : values) out << QString::fromStdString(eliminationText(Shape{}, {cell, v}));
        return out.join(QLatin1Char(' '));
    };
    // Sandwich 35 = 2 + … + 8 from the left of row 1: the crusts at both ends.
    std::vector<std::pair<int, std::vector<int>>> sandwich{{at(1, 1), {2, 3, 4, 5, 6, 7, 8}}};
    for (int c = 2; c <= 8; ++c) sandwich.push_back({at(1, c), {1, 9}});
    sandwich.push_back({at(1, 9), {2, 3, 4, 5, 6, 7, 8}});
    QTest::newRow("sandwich") << withConstraint(ConstraintKind::Sandwich, {row1}, {35}) << empty << Technique::Sandwich << removed(sandwich);
    // X-sum 3 from the left of row 1: X = 2 (X = 1 makes 1, X = 3 at least 6), then 1.
    QTest::newRow("x-sum") << withConstraint(ConstraintKind::XSum, {row1}, {3}) << empty << Technique::XSum
                           << removed({{at(1, 1), {1, 3, 4, 5, 6, 7, 8, 9}}, {at(1, 2), {2, 3, 4, 5, 6, 7, 8, 9}}});
    // Skyscraper 1 from the left of row 1: the 9 first, hiding the rest.
    std::vector<std::pair<int, std::vector<int>>> sky{{at(1, 1), {1, 2, 3, 4, 5, 6, 7, 8}}};
    for (int c = 2; c <= 9; ++c) sky.push_back({at(1, c), {9}});
    QTest::newRow("skyscraper") << withConstraint(ConstraintKind::Skyscraper, {row1}, {1}) << empty << Technique::SkyscraperClue
                                << removed(sky);
    // The lines (issue 34), each worked out by hand. A renban of 4 from a 5: 2-5 to 5-8 (the row took 5).
    QTest::newRow("renban") << withConstraint(ConstraintKind::Renban, {{at(1, 1), at(1, 2), at(1, 3), at(1, 4)}})
                            << gridWith({{at(1, 1), 5}}) << Technique::Renban
                            << QStringLiteral("r1c2<>1 r1c2<>9 r1c3<>1 r1c3<>9 r1c4<>1 r1c4<>9");
    // Across boxes, the placed digit leaves the line's other cell first (no house did).
    QTest::newRow("renban, a placed digit") << withConstraint(ConstraintKind::Renban, {{at(3, 3), at(4, 4)}})
                                            << gridWith({{at(3, 3), 5}}) << Technique::Renban << QStringLiteral("r4c4<>5");
    // 5 has no digit 5 away on 9×9.
    QTest::newRow("whispers") << withConstraint(ConstraintKind::Whispers, {{at(1, 1), at(1, 2)}}) << empty << Technique::Whispers
                              << QStringLiteral("r1c1<>5 r1c2<>5");
    QTest::newRow("palindrome") << withConstraint(ConstraintKind::Palindrome, {{at(1, 3), at(2, 4), at(3, 5)}})
                                << gridWith({{at(1, 3), 4}}) << Technique::Palindrome
                                << QStringLiteral("r3c5<>1 r3c5<>2 r3c5<>3 r3c5<>5 r3c5<>6 r3c5<>7 r3c5<>8 r3c5<>9");
    // Between 2 and 7: 3 to 6 (the row took 2 and 7).
    QTest::newRow("between line") << withConstraint(ConstraintKind::BetweenLine, {{at(5, 1), at(5, 2), at(5, 3), at(5, 4)}})
                                  << gridWith({{at(5, 1), 2}, {at(5, 4), 7}}) << Technique::BetweenLine
                                  << QStringLiteral("r5c2<>1 r5c2<>8 r5c2<>9 r5c3<>1 r5c3<>8 r5c3<>9");
    // r3c3 = 3 in box 1; r4c4 + r4c5 in box 5 make 3: 1 and 2.
    QStringList regionSum;
    for (int cell : {at(4, 4), at(4, 5)})
        for (int v = 3; v <= 9; ++v) regionSum << QString::fromStdString(eliminationText(Shape{}, {cell, v}));
    QTest::newRow("region-sum line") << withConstraint(ConstraintKind::RegionSumLine, {{at(3, 3), at(4, 4), at(4, 5)}})
                                     << gridWith({{at(3, 3), 3}}) << Technique::RegionSumLine << regionSum.join(QLatin1Char(' '));
    // A low 1: the next two are not low (the row took 1).
    QTest::newRow("entropic line") << withConstraint(ConstraintKind::EntropicLine, {{at(1, 1), at(1, 2), at(1, 3)}})
                                   << gridWith({{at(1, 1), 1}}) << Technique::EntropicLine
                                   << QStringLiteral("r1c2<>2 r1c2<>3 r1c3<>2 r1c3<>3");
    QTest::newRow("modular line") << withConstraint(ConstraintKind::ModularLine, {{at(1, 1), at(1, 2), at(1, 3)}})
                                  << gridWith({{at(1, 1), 3}}) << Technique::ModularLine
                                  << QStringLiteral("r1c2<>6 r1c2<>9 r1c3<>6 r1c3<>9");
    // The middle is an end plus the other: above both ends.
    QTest::newRow("zipper line") << withConstraint(ConstraintKind::ZipperLine, {{at(1, 1), at(1, 2), at(1, 3)}}) << empty
                                 << Technique::ZipperLine << QStringLiteral("r1c1<>9 r1c2<>1 r1c3<>9");
}

void TestLogicVariants::constraintSteps() {
    QFETCH(Rules, rules);
    QFETCH(Grid, givens);
    QFETCH(Technique, technique);
    QFETCH(QString, eliminations);
    QVERIFY(!checkRules(rules));
    const CandidateGrid state(givens, rules);
    const NextStep next = findNextStep(state);
    QCOMPARE(next.status, LogicStatus::Found);
    QCOMPARE(next.step->technique, technique);
    QCOMPARE(notation(next.step->eliminations, false), eliminations);
    QVERIFY(next.step->placements.empty());
    QCOMPARE(next.step->rating, techniqueInfo(technique).rating);
    // What a constraint step removes, it removes for good: the same row finds nothing new after it.
    CandidateGrid after = state;
    applyStep(after, *next.step);
    if (const auto again = findStep(after, technique))
        for (const CellValue& e : again->eliminations)
            QVERIFY(!std::count(next.step->eliminations.begin(), next.step->eliminations.end(), e));
}

// A placement clears its houses, not a knight's move: that one is the anti-knight step's to say.
void TestLogicVariants::placementsLeaveOnlyTheirHouses() {
    const CandidateGrid state(gridWith({{at(5, 5), 5}}), withConstraint(ConstraintKind::AntiKnight));
    QVERIFY(!state.hasCandidate(at(5, 9), 5));
    QVERIFY(!state.hasCandidate(at(4, 4), 5));
    QVERIFY(state.hasCandidate(at(3, 4), 5));
    QVERIFY(state.geometry().sees(at(5, 5), at(3, 4))); // a peer all the same, for every pattern
    QVERIFY(!state.geometry().housePeers(at(5, 5)).contains(at(3, 4)));
}

// Franken fish take any complete house as base or cover: the diagonals of X rules, a jigsaw's
// regions. Each position keeps 5 only where the fish needs it; the step is asked for alone (on the
// engine's order X-chains, rated lower, would prove the same first).
void TestLogicVariants::fishOverEveryHouse_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QList<int>>("keep");    // the cells of `houses` that keep 5
    QTest::addColumn<QList<int>>("houses");  // the houses that lose 5 elsewhere (Geometry's indices)
    QTest::addColumn<QString>("base");       // the step's base houses, by index
    QTest::addColumn<QString>("eliminations");
    Rules x;
    x.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    // Both diagonals hold 5 only in the corners: rows 1 and 9 (or columns 1 and 9) take those 5s.
    QTest::newRow("X: the diagonals as base") << x << QList<int>{at(1, 1), at(9, 9), at(1, 9), at(9, 1)} << QList<int>{27, 28}
                                              << QStringLiteral("27 28")
                                              << QStringLiteral("r2c1<>5 r2c9<>5 r3c1<>5 r3c9<>5 r4c1<>5 r4c9<>5 r5c1<>5 r5c9<>5 "
                                                                "r6c1<>5 r6c9<>5 r7c1<>5 r7c9<>5 r8c1<>5 r8c9<>5");
    // Region 0 of the jigsaw (box 1 with r1c3 given for r1c4) holds 5 only in r1c4 and r3c2, row 7
    // only in r7c2 and r7c4: columns 2 and 4 take them.
    QTest::newRow("jigsaw: a region as base") << jigsaw() << QList<int>{at(1, 4), at(3, 2), at(7, 2), at(7, 4)} << QList<int>{18, 6}
                                              << QStringLiteral("6 18")
                                              << QStringLiteral("r2c4<>5 r3c4<>5 r4c2<>5 r4c4<>5 r5c2<>5 r5c4<>5 r6c2<>5 r6c4<>5 "
                                                                "r8c2<>5 r8c4<>5 r9c2<>5 r9c4<>5");
}

void TestLogicVariants::fishOverEveryHouse() {
    QFETCH(Rules, rules);
    QFETCH(QList<int>, keep);
    QFETCH(QList<int>, houses);
    QFETCH(QString, base);
    QFETCH(QString, eliminations);
    CandidateGrid state(Grid(), rules);
    for (int h : houses)
        state.geometry().houseCells(h).forEach([&](int cell) {
            if (!keep.contains(cell)) state.eliminate(cell, 5);
        });
    const std::optional<Step> step = findStep(state, Technique::FrankenFish);
    QVERIFY(step);
    QList<int> bases;
    for (const auto& [house, role] : step->houses)
        if (role == Role::Base) bases << house;
    std::sort(bases.begin(), bases.end());
    QStringList names;
    for (int house : bases) names << QString::number(house);
    QCOMPARE(names.join(QLatin1Char(' ')), base);
    QCOMPARE(notation(step->eliminations, false), eliminations);
    // Classic rules know neither house: no Franken fish there.
    CandidateGrid classic(Grid(), Rules::classic());
    for (int h : houses)
        if (h < 27) classic.geometry().houseCells(h).forEach([&](int cell) {
            if (!keep.contains(cell)) classic.eliminate(cell, 5);
        });
    if (const std::optional<Step> other = findStep(classic, Technique::FrankenFish))
        QVERIFY(notation(other->eliminations, false) != eliminations);
}

// The rule of 45 on hand-made killer positions, each asked for alone.
void TestLogicVariants::ruleOf45_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("eliminations");
    const auto cage = [](std::vector<int> cells, int sum) { return Constraint{ConstraintKind::KillerCage, {std::move(cells)}, {sum}}; };
    // Row 1's cages inside it add up to 3 + 7 + 11 + 15 = 36: the innie r1c9 (its cage reaches down) is 9.
    Rules innies;
    innies.constraints = {cage({at(1, 1), at(1, 2)}, 3), cage({at(1, 3), at(1, 4)}, 7), cage({at(1, 5), at(1, 6)}, 11),
                          cage({at(1, 7), at(1, 8)}, 15), cage({at(1, 9), at(2, 9)}, 12)};
    QTest::newRow("innie of a row") << innies << Technique::Innies
                                    << QStringLiteral("r1c9<>1 r1c9<>2 r1c9<>3 r1c9<>4 r1c9<>5 r1c9<>6 r1c9<>7 r1c9<>8");
    // Row 1 covered by cages adding up to 6 + 15 + 30 = 51: the outie r2c9 is 51 - 45 = 6.
    Rules outies;
    outies.constraints = {cage({at(1, 1), at(1, 2), at(1, 3)}, 6), cage({at(1, 4), at(1, 5), at(1, 6)}, 15),
                          cage({at(1, 7), at(1, 8), at(1, 9), at(2, 9)}, 30)};
    QTest::newRow("outie of a row") << outies << Technique::Outies
                                    << QStringLiteral("r2c9<>1 r2c9<>2 r2c9<>3 r2c9<>4 r2c9<>5 r2c9<>7 r2c9<>8 r2c9<>9");
    // Box 1 covered but for r3c3 and r3c2 (in a cage with r4c2): 45 - (6 + 15 + 8) = 16 over two
    // cells of one box: 7 + 9 only.
    Rules two;
    two.constraints = {cage({at(1, 1), at(1, 2), at(1, 3)}, 6), cage({at(2, 1), at(2, 2), at(2, 3)}, 15), cage({at(3, 1)}, 8),
                       cage({at(3, 2), at(4, 2)}, 10)};
    QTest::newRow("two innies of a box") << two << Technique::Innies
                                         << QStringLiteral("r3c2<>1 r3c2<>2 r3c2<>3 r3c2<>4 r3c2<>5 r3c2<>6 r3c2<>8 "
                                                           "r3c3<>1 r3c3<>2 r3c3<>3 r3c3<>4 r3c3<>5 r3c3<>6 r3c3<>8");
}

void TestLogicVariants::ruleOf45() {
    QFETCH(Rules, rules);
    QFETCH(Technique, technique);
    QFETCH(QString, eliminations);
    QVERIFY(!checkRules(rules));
    const CandidateGrid state(Grid(), rules);
    const std::optional<Step> step = findStep(state, technique);
    QVERIFY(step);
    QCOMPARE(notation(step->eliminations, false), eliminations);
    QVERIFY(!step->houses.empty());
}

// Along the solving path of the published killer, every innies and outies step there is (asked for
// at every state, not only where the engine takes one) is true of the published solution.
void TestLogicVariants::ruleOf45IsSoundAlongAPublishedKiller() {
    int found = 0;
    for (const Published& p : publishedPuzzles()) {
        const Rules& rules = p.puzzle.rules;
        if (std::none_of(rules.constraints.begin(), rules.constraints.end(),
                         [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; }))
            continue;
        Grid solution(rules.gridShape());
        for (int cell = 0; cell < rules.cellCount(); ++cell) solution.set(cell, p.solution[cell] - '0');
        const SolvePath path = findSolvePath(CandidateGrid(p.puzzle.givens, rules));
        QCOMPARE(path.end, LogicStatus::Solved);
        CandidateGrid state(p.puzzle.givens, rules);
        for (const Step& taken : path.steps) {
            for (Technique t : {Technique::Innies, Technique::Outies})
                if (const std::optional<Step> step = findStep(state, t)) {
                    ++found;
                    for (const CellValue& c : step->eliminations) QVERIFY(solution.at(c.cell) != c.value);
                }
            applyStep(state, taken);
        }
    }
    QVERIFY(found > 0);
}

// Every step of every solving path is true of the published solution, and every path ends solved
// (hints never run out): the forcing chains over the rules are the last resort.
void TestLogicVariants::publishedPuzzlesSolveSoundly() {
    const std::vector<Published> puzzles = publishedPuzzles();
    QVERIFY(puzzles.size() >= 15);
    for (const Published& p : puzzles) {
        const Rules& rules = p.puzzle.rules;
        Grid solution(rules.gridShape());
        QCOMPARE(int(p.solution.size()), rules.cellCount());
        for (int cell = 0; cell < rules.cellCount(); ++cell) solution.set(cell, p.solution[cell] - '0');
        LogicOptions options;
#ifdef QUDOKU_SANITIZED
        // Three of these need nested forcing chains (Anti-XV Coverage 22 s here, Anti-Ratio Coverage
        // 12 s, Anti-knight minimal givens 1 7.6 s; the whole test 36 s): beyond the 30 minutes ctest
        // gives the sanitized suite on two shared cores (clang 14, 2026-11-30). There the paths stop
        // at the plain dynamic chains (4.7 s here for all, stuck allowed); every step is still checked.
        options.hardest = Technique::DynamicForcingChain;
#endif
        const SolvePath path = findSolvePath(CandidateGrid(p.puzzle.givens, rules), options);
#ifdef QUDOKU_SANITIZED
        QVERIFY2(path.end == LogicStatus::Solved || path.end == LogicStatus::Stuck, qPrintable(p.title));
#else
        QVERIFY2(path.end == LogicStatus::Solved, qPrintable(p.title));
#endif
        for (std::size_t i = 0; i < path.steps.size(); ++i) {
            const Step& step = path.steps[i];
            QVERIFY2(!techniqueInfo(step.technique).assumesUniqueness, qPrintable(p.title));
            for (const CellValue& c : step.placements)
                QVERIFY2(solution.at(c.cell) == c.value, qPrintable(p.title + QStringLiteral(": step %1 places a wrong digit").arg(i + 1)));
            for (const CellValue& c : step.eliminations)
                QVERIFY2(solution.at(c.cell) != c.value, qPrintable(p.title + QStringLiteral(": step %1 removes the solution's digit").arg(i + 1)));
        }
        if (path.end == LogicStatus::Solved) QCOMPARE(path.last.grid(), solution);
    }
}

// The uniqueness techniques rest on a digit swap the variants' houses and constraints can tell
// apart: they never run on variant rules, asked for alone either (the solving paths above check the
// engine's order). A classic unique rectangle, r1c1/r1c2/r4c1/r4c2 holding only 1 and 2 with r4c2
// holding a 3 besides, is found under classic rules and not under the same grid with a diagonal.
void TestLogicVariants::uniquenessTechniquesStayOff() {
    for (const Published& p : publishedPuzzles()) {
        const CandidateGrid start(p.puzzle.givens, p.puzzle.rules);
        for (const TechniqueInfo& info : allTechniques())
            if (info.assumesUniqueness) QVERIFY(!findStep(start, info.id));
    }
    const auto rectangle = [](const Rules& rules) {
        CandidateGrid state(Grid(), rules);
        for (int cell : {at(1, 1), at(1, 2), at(4, 1), at(4, 2)})
            for (int v = 3; v <= kN; ++v)
                if (!(cell == at(4, 2) && v == 3)) state.eliminate(cell, v);
        return state;
    };
    QVERIFY(findStep(rectangle(Rules::classic()), Technique::UniqueRectangle1));
    QVERIFY(!findStep(rectangle(withExtra({ExtraHouseKind::DiagonalUp, {}})), Technique::UniqueRectangle1));
}


// Proof by search (techniques/proof_by_search.cpp), the hints' last resort: with every technique but
// full houses kept out, it alone takes a path to the end, each of its steps the solution's digit.
// Rows: a classic puzzle with no full house at the start, a published killer (ISS's HS_KILLERS 2),
// and a generated 16×16 killer (its first steps: a whole path there is 256 searches).
void TestLogicVariants::proofBySearchEndsEveryPath_data() {
    QTest::addColumn<QString>("source"); // a line of 81, or an f-puzzles file under tests/data
    QTest::addColumn<int>("steps");      // how many steps to take (0: to the end)
    QTest::newRow("classic") << QStringLiteral("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......") << 0;
    QTest::newRow("killer X") << QStringLiteral("killer/iss_hard_killers.tsv") << 0;
    QTest::newRow("16x16 killer") << QStringLiteral("killer/generated-16x16-seed7.json") << 3;
}

void TestLogicVariants::proofBySearchEndsEveryPath() {
    QFETCH(QString, source);
    QFETCH(int, steps);
    Grid givens;
    Rules rules;
    if (source.endsWith(QLatin1String(".tsv"))) {
        std::ifstream in(QUDOKU_TEST_DATA "/" + source.toStdString());
        std::string line, set, title, solution, text;
        while (std::getline(in, line) && (line.empty() || line[0] == '#')) {}
        std::istringstream fields(line);
        std::getline(fields, set, '\t');
        std::getline(fields, title, '\t');
        std::getline(fields, solution, '\t');
        std::getline(fields, text, '\t');
        const std::vector<VariantItem> items = readVariantText(text);
        QVERIFY(items.size() == 1 && items.front().result);
        givens = items.front().result->givens;
        rules = items.front().result->rules;
    } else if (source.endsWith(QLatin1String(".json"))) {
        std::ifstream in(QUDOKU_TEST_DATA "/" + source.toStdString());
        std::stringstream text;
        text << in.rdbuf();
        const VariantResult read = readFpuzzlesJson(text.str());
        QVERIFY(read.ok());
        givens = read->givens;
        rules = read->rules;
    } else {
        for (int cell = 0; cell < 81; ++cell) givens.set(cell, source[cell] == QLatin1Char('.') ? 0 : source[cell].digitValue());
    }
    SolveOptions two;
    two.limit = 2;
    two.keep = 1;
    const SolveResult solved = rules.isClassic() ? solve(givens, two) : solve(givens, rules, two);
    QCOMPARE(solved.count, std::uint64_t{1});
    const Grid& solution = solved.solutions.front();

    LogicOptions options;
    options.hardest = Technique::FullHouse;
    CandidateGrid state = rules.isClassic() ? CandidateGrid(givens) : CandidateGrid(givens, rules);
    QCOMPARE(findNextStep(state, options).status, LogicStatus::Stuck); // nothing but full houses: stuck
    options.proofBySearch = true;
    int proofs = 0;
    for (int taken = 0; steps == 0 || taken < steps; ++taken) {
        const NextStep next = findNextStep(state, options);
        if (next.status == LogicStatus::Solved) break;
        QCOMPARE(next.status, LogicStatus::Found);
        for (const CellValue& c : next.step->placements) QCOMPARE(c.value, solution.at(c.cell));
        for (const CellValue& c : next.step->eliminations) QVERIFY(c.value != solution.at(c.cell));
        if (next.step->technique == Technique::ProofBySearch) {
            ++proofs;
            QCOMPARE(next.step->placements.size(), std::size_t{1});
        }
        applyStep(state, *next.step);
    }
    QVERIFY(proofs > 0);
    if (steps == 0) QCOMPARE(state.grid(), solution);
}

// On a grid with two solutions (a unique rectangle's four cells and others left open), the steps place
// only digits both solutions hold, and stop with the rectangle's cells open: no digit of theirs is
// proved.
void TestLogicVariants::proofBySearchPlacesOnlyWhatEverySolutionHolds() {
    const std::string solved = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    Grid grid;
    for (int cell = 0; cell < 81; ++cell) grid.set(cell, solved[static_cast<std::size_t>(cell)] - '0');
    // Rows 1 and 2 (one band), columns in two different stacks whose digits swap: r1cA = r2cB, r1cB = r2cA.
    std::vector<int> rectangle;
    for (int a = 0; a < 9 && rectangle.empty(); ++a)
        for (int b = a + 1; b < 9 && rectangle.empty(); ++b)
            if (a / 3 != b / 3 && grid.at(a) == grid.at(9 + b) && grid.at(b) == grid.at(9 + a)) rectangle = {a, b, 9 + a, 9 + b};
    QVERIFY(!rectangle.empty());
    Grid puzzle = grid;
    for (int cell : rectangle) puzzle.set(cell, 0);
    for (int cell : {40, 41, 50, 60, 70, 80, 30, 22}) puzzle.set(cell, 0); // cells only one digit fits
    SolveOptions count;
    count.limit = 10;
    QCOMPARE(solve(puzzle, count).count, std::uint64_t{2});

    LogicOptions options;
    options.hardest = Technique::FullHouse;
    options.uniquenessTechniques = false;
    options.proofBySearch = true;
    const SolvePath path = findSolvePath(CandidateGrid(puzzle), options);
    QCOMPARE(path.end, LogicStatus::Stuck);
    for (const Step& step : path.steps)
        for (const CellValue& c : step.placements) QCOMPARE(c.value, grid.at(c.cell));
    for (int cell : rectangle) QCOMPARE(path.last.value(cell), 0);
    for (int cell = 0; cell < 81; ++cell)
        if (std::find(rectangle.begin(), rectangle.end(), cell) == rectangle.end()) QCOMPARE(path.last.value(cell), grid.at(cell));
}

// A rating measures logic: proof by search is on no scale, never in a path unless asked for, and the
// engine's default cap is still the nested forcing chain.
void TestLogicVariants::proofBySearchIsNeverInARating() {
    const TechniqueInfo& info = techniqueInfo(Technique::ProofBySearch);
    QCOMPARE(info.scales, Scales::None);
    QCOMPARE(hardestTechnique(), Technique::NestedForcingChain);
    for (RatingScale scale : {RatingScale::Qudoku, RatingScale::Se}) {
        const auto order = trialOrder(scale);
        QVERIFY(std::find(order.begin(), order.end(), Technique::ProofBySearch) == order.end());
    }
    Grid givens;
    const std::string hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    for (int cell = 0; cell < 81; ++cell) givens.set(cell, hard[static_cast<std::size_t>(cell)] == '.' ? 0 : hard[static_cast<std::size_t>(cell)] - '0');
    LogicOptions capped;
    capped.hardest = Technique::HiddenSingle;
    const SolvePath path = findSolvePath(CandidateGrid(givens), capped);
    QCOMPARE(path.end, LogicStatus::Stuck);
    for (const Step& step : path.steps) QVERIFY(step.technique != Technique::ProofBySearch);
}

QTEST_APPLESS_MAIN(TestLogicVariants)
#include "tst_logic_variants.moc"
