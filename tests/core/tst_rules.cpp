// Rules as data (rules.h): what checkRules refuses and how it says so, the names of the constraint
// kinds, and the houses computed from rules (houses.h): jigsaw regions, diagonals, windoku, disjoint
// groups, extra regions; the rule check over houses and constraints (findConflicts(grid, rules)).

#include <QtTest>

#include <algorithm>
#include <set>

#include "qudoku/conflicts.h"
#include "qudoku/houses.h"
#include "qudoku/rules.h"
#include "test_support.h"

using namespace qudoku;

Q_DECLARE_METATYPE(qudoku::Rules)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

// 0-based cell of "r1c2" style coordinates (1-based).
int rc(int row, int col, int n = 9) { return (row - 1) * n + col - 1; }

Constraint pairMark(ConstraintKind kind, int a, int b, std::vector<int> values = {}) {
    return Constraint{kind, {{a, b}}, std::move(values)};
}

// A 5×5 jigsaw (regions as rows of letters, row-major).
Rules jigsaw5() {
    Rules rules;
    rules.size = 5;
    const char* layout = "AAABB"
                         "ACABB"
                         "CCCDB"
                         "EECDD"
                         "EEEDD";
    for (int i = 0; i < 25; ++i) rules.regions.push_back(layout[i] - 'A');
    return rules;
}

std::vector<int> cellsOfKind(const Houses& houses, HouseKind kind, int index) {
    for (const House& h : houses.all())
        if (h.kind == kind && h.index == index) return h.cells;
    return {};
}

int countOfKind(const Houses& houses, HouseKind kind) {
    return static_cast<int>(std::count_if(houses.all().begin(), houses.all().end(), [&](const House& h) { return h.kind == kind; }));
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void classicIsTheDefault();
    void gridShapeAndRegions();
    void acceptsPlayableRules_data();
    void acceptsPlayableRules();
    void refusesBadRules_data();
    void refusesBadRules();
    void kindNamesRoundTrip();
    void housesOfClassicRulesAreTheShapeHouses();
    void jigsawRegionsAreHouses();
    void diagonalsWindowsAndGroups();
    void windowsOfOtherSizes_data();
    void windowsOfOtherSizes();
    void extraRegionIsIncompleteUnlessFull();
    void conflictsOverExtraHouses();
    void conflictsNameBrokenConstraints();
};

void TestRules::classicIsTheDefault() {
    const Rules rules;
    QCOMPARE(rules.size, 9);
    QVERIFY(rules.isClassic());
    QVERIFY(rules == Rules::classic());
    QVERIFY(!checkRules(rules));
    for (int n : {4, 6, 9, 12, 16, 25}) QVERIFY2(!checkRules(Rules::classic(n)), QByteArray::number(n));
}

void TestRules::gridShapeAndRegions() {
    QCOMPARE(Rules::classic(6).gridShape(), (Shape{2, 3}));
    QCOMPARE(jigsaw5().gridShape(), (Shape{1, 5}));
    QCOMPARE(Rules::classic(9).regionOf(rc(5, 5)), 4);
    QCOMPARE(Rules::classic(6).regionOf(rc(2, 4, 6)), 1);
    QCOMPARE(jigsaw5().regionOf(rc(2, 2, 5)), 2);
    QVERIFY(!jigsaw5().isClassic());
    QCOMPARE(cellName(rc(3, 7), 9), std::string("r3c7"));
    QCOMPARE(cellName(255, 16), std::string("r16c16"));
}

void TestRules::acceptsPlayableRules_data() {
    QTest::addColumn<Rules>("rules");
    QTest::newRow("jigsaw 5x5") << jigsaw5();
    Rules x;
    x.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    QTest::newRow("x") << x;
    Rules windoku;
    windoku.extraHouses = {{ExtraHouseKind::Window, {}}, {ExtraHouseKind::DisjointGroup, {}}};
    QTest::newRow("windoku + disjoint") << windoku;
    Rules everything;
    everything.constraints = {
        {ConstraintKind::AntiKnight, {}, {}},
        {ConstraintKind::AntiKing, {}, {}},
        {ConstraintKind::NonConsecutive, {}, {}},
        pairMark(ConstraintKind::Difference, rc(1, 1), rc(1, 2)),
        pairMark(ConstraintKind::Difference, rc(1, 1), rc(2, 1), {3}),
        pairMark(ConstraintKind::Ratio, rc(5, 5), rc(5, 6), {3}),
        pairMark(ConstraintKind::XV, rc(9, 9), rc(8, 9), {10}),
        {ConstraintKind::NegativeDifference, {}, {}},
        {ConstraintKind::NegativeRatio, {}, {2}},
        {ConstraintKind::NegativeXV, {}, {}},
        {ConstraintKind::Odd, {{rc(3, 3)}}, {}},
        {ConstraintKind::Even, {{rc(3, 4)}}, {}},
        {ConstraintKind::Minimum, {{rc(9, 1)}}, {}},
        {ConstraintKind::Maximum, {{rc(9, 2)}}, {}},
        {ConstraintKind::Thermometer, {{rc(4, 4), rc(4, 5), rc(5, 6)}, {rc(4, 4), rc(3, 3), rc(2, 3)}}, {}},
        {ConstraintKind::Quadruple, {{rc(7, 7), rc(7, 8), rc(8, 7), rc(8, 8)}}, {1, 1, 9}},
        {ConstraintKind::KillerCage, {{rc(9, 8), rc(9, 9)}}, {17}},
        {ConstraintKind::KillerCage, {{rc(1, 9), rc(2, 9), rc(3, 9)}}, {}},
        {ConstraintKind::Arrow, {{rc(6, 1), rc(7, 1)}, {rc(7, 1), rc(8, 2), rc(9, 3)}, {rc(6, 1), rc(5, 2)}}, {}},
        {ConstraintKind::LittleKiller, {{rc(9, 1)}}, {7, int(LittleKillerDirection::UpLeft)}},
        {ConstraintKind::LittleKiller, {{rc(1, 3), rc(2, 2), rc(3, 1)}}, {15, int(LittleKillerDirection::DownLeft)}},
        {ConstraintKind::Sandwich, {{rc(1, 5), rc(2, 5), rc(3, 5), rc(4, 5), rc(5, 5), rc(6, 5), rc(7, 5), rc(8, 5), rc(9, 5)}}, {0}},
        {ConstraintKind::XSum, {{rc(6, 9), rc(6, 8), rc(6, 7), rc(6, 6), rc(6, 5), rc(6, 4), rc(6, 3), rc(6, 2), rc(6, 1)}}, {45}},
        {ConstraintKind::Skyscraper, {{rc(9, 2), rc(8, 2), rc(7, 2), rc(6, 2), rc(5, 2), rc(4, 2), rc(3, 2), rc(2, 2), rc(1, 2)}}, {9}},
        // The lines (issue 34): steps to any of the 8 neighbours.
        {ConstraintKind::Renban, {{rc(6, 1), rc(6, 2), rc(7, 3)}}, {}},
        {ConstraintKind::Whispers, {{rc(6, 4), rc(6, 5)}}, {}},
        {ConstraintKind::Whispers, {{rc(7, 4), rc(7, 5), rc(7, 6)}}, {4}},
        {ConstraintKind::Palindrome, {{rc(8, 1), rc(8, 2), rc(8, 3)}}, {}},
        {ConstraintKind::BetweenLine, {{rc(2, 5), rc(2, 6), rc(2, 7), rc(2, 8)}}, {}},
        {ConstraintKind::RegionSumLine, {{rc(3, 5), rc(3, 6), rc(3, 7)}}, {}},
        {ConstraintKind::EntropicLine, {{rc(4, 1), rc(5, 1), rc(5, 2)}}, {}},
        {ConstraintKind::ModularLine, {{rc(4, 8), rc(5, 8), rc(6, 8), rc(6, 9)}}, {}},
        {ConstraintKind::ZipperLine, {{rc(1, 4), rc(1, 5), rc(1, 6)}}, {}},
    };
    QTest::newRow("every constraint") << everything;
    Rules extra = Rules::classic(4);
    extra.extraHouses = {{ExtraHouseKind::ExtraRegion, {0, 5, 10}}, {ExtraHouseKind::Window, {}}};
    QTest::newRow("4x4 extra region + window") << extra;
}

void TestRules::acceptsPlayableRules() {
    QFETCH(Rules, rules);
    const auto e = checkRules(rules);
    QVERIFY2(!e, e ? e->message.c_str() : "");
}

void TestRules::refusesBadRules_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    QTest::addColumn<std::vector<int>>("cells");
    using K = RulesError::Kind;
    const auto add = [](const char* name, Rules r, K kind, const char* message, std::vector<int> cells) {
        QTest::newRow(name) << r << static_cast<int>(kind) << QString(message) << cells;
    };

    add("7x7 without regions", Rules::classic(7), K::BadSize, "Size: a 7×7 grid has no boxes (4, 6, 9, 12, 16 or 25); give its regions", {});
    Rules big = Rules::classic(25);
    big.regions.assign(625, 0);
    add("25x25 jigsaw", big, K::BadSize, "Size: a grid with regions is 4×4 to 16×16, not 25×25", {});
    Rules shortRegions = jigsaw5();
    shortRegions.regions.pop_back();
    add("regions missing", shortRegions, K::BadRegions, "Regions: 24 region numbers for the 25 cells of a 5×5 grid", {});
    Rules outOfRange = jigsaw5();
    outOfRange.regions[7] = 5;
    add("region out of range", outOfRange, K::BadRegions, "Regions: r2c3 is in region 5, not one of 0 to 4", {7});
    Rules uneven = jigsaw5();
    uneven.regions[0] = 1; // region A loses r1c1, B gains it
    add("uneven regions", uneven, K::BadRegions, "Regions: region 1 has 4 cells, not 5", {1, 2, 5, 7});

    Rules crooked;
    crooked.extraHouses = {{ExtraHouseKind::DiagonalDown, {0, 10}}};
    add("diagonal with cells", crooked, K::BadExtraHouse,
        "Extra houses: a diagonal, windoku or disjoint-groups entry lists no cells (its cells follow from the grid)", {0, 10});
    Rules twice;
    twice.extraHouses = {{ExtraHouseKind::DiagonalUp, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    add("diagonal twice", twice, K::BadExtraHouse, "Extra houses: the same diagonal, windoku or disjoint groups given twice", {});
    Rules window6 = Rules::classic(6);
    window6.extraHouses = {{ExtraHouseKind::Window, {}}};
    add("windoku 6x6", window6, K::BadExtraHouse,
        "Windoku: a 6×6 grid has no square boxes, so it has no windows (windoku needs 4×4, 9×9, 16×16 or 25×25)", {});
    Rules groups = jigsaw5();
    groups.extraHouses = {{ExtraHouseKind::DisjointGroup, {}}};
    add("disjoint groups on a jigsaw", groups, K::BadExtraHouse, "Disjoint groups need boxes: a jigsaw region has no \"same place\"", {});
    Rules bigRegion = Rules::classic(4);
    bigRegion.extraHouses = {{ExtraHouseKind::ExtraRegion, {0, 1, 2, 3, 4}}};
    add("extra region too big", bigRegion, K::BadExtraHouse, "Extra region: 5 cells, more than the 4 digits", {0, 1, 2, 3, 4});
    Rules repeated = Rules::classic(4);
    repeated.extraHouses = {{ExtraHouseKind::ExtraRegion, {5, 0, 5}}};
    add("extra region cell twice", repeated, K::BadExtraHouse, "Extra region: r2c2 twice", {5});
    Rules outside = Rules::classic(4);
    outside.extraHouses = {{ExtraHouseKind::ExtraRegion, {3, 16}}};
    add("extra region outside", outside, K::BadCell, "Extra region: cell 16 is outside the 4×4 grid", {});

    const auto withConstraint = [](Constraint c) {
        Rules r;
        r.constraints = {std::move(c)};
        return r;
    };
    add("dot not adjacent", withConstraint(pairMark(ConstraintKind::Ratio, rc(1, 1), rc(1, 3))), K::BadConstraint,
        "Black dot: r1c1 and r1c3 are not orthogonally adjacent", {0, 2});
    add("dot diagonal", withConstraint(pairMark(ConstraintKind::Difference, rc(1, 1), rc(2, 2))), K::BadConstraint,
        "White dot: r1c1 and r2c2 are not orthogonally adjacent", {0, 10});
    add("dot of three cells", withConstraint(Constraint{ConstraintKind::Difference, {{0, 1, 2}}, {}}), K::BadConstraint,
        "White dot: needs the two cells it stands between", {0, 1, 2});
    add("difference 9", withConstraint(pairMark(ConstraintKind::Difference, 0, 1, {9})), K::BadConstraint,
        "White dot: the value 9 is not one of 1 to 8", {0, 1});
    add("xv without sum", withConstraint(pairMark(ConstraintKind::XV, 0, 9)), K::BadConstraint,
        "XV mark: needs its sum (10 for X, 5 for V)", {0, 9});
    add("dot outside", withConstraint(pairMark(ConstraintKind::Difference, 80, 81)), K::BadCell,
        "White dot: cell 81 is outside the 9×9 grid", {});
    add("anti-knight with cells", withConstraint(Constraint{ConstraintKind::AntiKnight, {{0}}, {}}), K::BadConstraint,
        "Anti-knight: applies to the whole grid and lists no cells", {0});
    add("odd of two cells", withConstraint(Constraint{ConstraintKind::Odd, {{0, 1}}, {}}), K::BadConstraint,
        "Odd cell: needs exactly one cell", {0, 1});
    add("thermometer of one cell", withConstraint(Constraint{ConstraintKind::Thermometer, {{4}}, {}}), K::BadConstraint,
        "Thermometer: a branch needs the bulb and at least one more cell", {4});
    add("thermometer gap", withConstraint(Constraint{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 4)}}, {}}),
        K::BadConstraint, "Thermometer: r1c2 and r1c4 are not adjacent (a thermometer steps to one of the 8 neighbours)", {1, 3});
    add("thermometer two bulbs",
        withConstraint(Constraint{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2)}, {rc(2, 1), rc(2, 2)}}, {}}),
        K::BadConstraint, "Thermometer: every branch starts at the bulb r1c1; one starts at r2c1", {0, 9});
    add("thermometer loop", withConstraint(Constraint{ConstraintKind::Thermometer, {{0, 1, 10, 0}}, {}}), K::BadConstraint,
        "Thermometer: the branch r1c1→r1c2→r2c2→r1c1 passes r1c1 twice", {0});
    add("quadruple not a square", withConstraint(Constraint{ConstraintKind::Quadruple, {{0, 1, 2, 3}}, {1}}), K::BadConstraint,
        "Quadruple: r1c1, r1c2, r1c3, r1c4 are not the 2×2 cells around one corner", {0, 1, 2, 3});
    add("quadruple across the edge", withConstraint(Constraint{ConstraintKind::Quadruple, {{8, 9, 17, 18}}, {1}}),
        K::BadConstraint, "Quadruple: r1c9, r2c1, r2c9, r3c1 are not the 2×2 cells around one corner", {8, 9, 17, 18});
    add("quadruple five digits", withConstraint(Constraint{ConstraintKind::Quadruple, {{0, 1, 9, 10}}, {1, 2, 3, 4, 5}}),
        K::BadConstraint, "Quadruple: 5 values, at most 4", {0, 1, 9, 10});
    add("quadruple digit thrice", withConstraint(Constraint{ConstraintKind::Quadruple, {{0, 1, 9, 10}}, {7, 7, 7}}),
        K::BadConstraint, "Quadruple: the digit 7 more than twice (2×2 cells hold a digit at most twice)", {0, 1, 9, 10});
    add("quadruple no digits", withConstraint(Constraint{ConstraintKind::Quadruple, {{0, 1, 9, 10}}, {}}),
        K::BadConstraint, "Quadruple: needs 1 to 4 digits", {0, 1, 9, 10});
    add("cage sum too large", withConstraint(Constraint{ConstraintKind::KillerCage, {{0, 1}}, {18}}), K::BadConstraint,
        "Killer cage: the sum 18 cannot be made of 2 different digits (3 to 17)", {0, 1});
    add("cage sum too small", withConstraint(Constraint{ConstraintKind::KillerCage, {{0, 1, 2}}, {5}}), K::BadConstraint,
        "Killer cage: the sum 5 cannot be made of 3 different digits (6 to 24)", {0, 1, 2});
    add("cage cell twice", withConstraint(Constraint{ConstraintKind::KillerCage, {{0, 1, 0}}, {6}}), K::BadConstraint,
        "Killer cage: r1c1 twice", {0});
    add("cage of ten cells", withConstraint(Constraint{ConstraintKind::KillerCage, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}, {}}),
        K::BadConstraint, "Killer cage: 10 cells, more than the 9 digits", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
    add("cage two sums", withConstraint(Constraint{ConstraintKind::KillerCage, {{0, 1}}, {5, 6}}), K::BadConstraint,
        "Killer cage: 2 sums, at most one", {0, 1});
    add("arrow without arrows", withConstraint(Constraint{ConstraintKind::Arrow, {{0}}, {}}), K::BadConstraint,
        "Arrow: needs its circle and at least one arrow", {0});
    add("arrow of a 4-cell pill", withConstraint(Constraint{ConstraintKind::Arrow, {{0, 1, 2, 3}, {3, 4}}, {}}), K::BadConstraint,
        "Arrow: a circle of 4 cells (1 to 3)", {0, 1, 2, 3, 3, 4});
    add("arrow off its circle", withConstraint(Constraint{ConstraintKind::Arrow, {{0}, {10, 11}}, {}}), K::BadConstraint,
        "Arrow: an arrow starts at r2c2, not in its circle", {10});
    add("arrow alone", withConstraint(Constraint{ConstraintKind::Arrow, {{0}, {0}}, {}}), K::BadConstraint,
        "Arrow: an arrow needs the circle cell it leaves from and at least one more cell", {0});
    add("arrow into its pill", withConstraint(Constraint{ConstraintKind::Arrow, {{0, 1}, {0, 10, 1}}, {}}), K::BadConstraint,
        "Arrow: the arrow r1c1→r2c2→r1c2 runs through its own circle at r1c2", {1});
    add("arrow twice through a cell", withConstraint(Constraint{ConstraintKind::Arrow, {{0}, {0, 10, 20, 10}}, {}}), K::BadConstraint,
        "Arrow: the arrow r1c1→r2c2→r3c3→r2c2 passes r2c2 twice", {10});
    add("arrow with a value", withConstraint(Constraint{ConstraintKind::Arrow, {{0}, {0, 1}}, {5}}), K::BadConstraint,
        "Arrow: takes no values", {0, 0, 1});
    add("little killer without a direction", withConstraint(Constraint{ConstraintKind::LittleKiller, {{0}}, {5}}), K::BadConstraint,
        "Little killer: needs its sum and its direction", {0});
    add("little killer off the edge", withConstraint(Constraint{ConstraintKind::LittleKiller, {{10, 20}}, {5, 3}}), K::BadConstraint,
        "Little killer: r2c2 is not on the edge its clue points in from", {10});
    add("little killer crooked", withConstraint(Constraint{ConstraintKind::LittleKiller, {{1, 9}}, {5, 3}}), K::BadConstraint,
        "Little killer: r1c2, r2c1 is not a diagonal from r1c2", {1, 9});
    add("little killer short", withConstraint(Constraint{ConstraintKind::LittleKiller, {{0, 10}}, {5, 3}}), K::BadConstraint,
        "Little killer: r1c1, r2c2 stops before the edge (a little killer adds up its whole diagonal)", {0, 10});
    // r9c1 alone is the diagonal from below r9c2 pointing up-left, not from left of r9c1 pointing up-right.
    add("little killer's 1-cell diagonal the other way", withConstraint(Constraint{ConstraintKind::LittleKiller, {{72}}, {5, 1}}),
        K::BadConstraint, "Little killer: r9c1 stops before the edge (a little killer adds up its whole diagonal)", {72});
    add("little killer sum too large", withConstraint(Constraint{ConstraintKind::LittleKiller, {{1, 9}}, {19, 2}}), K::BadConstraint,
        "Little killer: the sum 19 cannot be made of 2 digits (2 to 18)", {1, 9});
    add("little killer direction 4", withConstraint(Constraint{ConstraintKind::LittleKiller, {{1, 9}}, {9, 4}}), K::BadConstraint,
        "Little killer: the direction 4 is not one of 0 to 3", {1, 9});
    const std::vector<int> row1{0, 1, 2, 3, 4, 5, 6, 7, 8};
    add("sandwich of a part of a row", withConstraint(Constraint{ConstraintKind::Sandwich, {{0, 1, 2}}, {5}}), K::BadConstraint,
        "Sandwich: needs the 9 cells of its row or column (one group)", {0, 1, 2});
    std::vector<int> middle = row1;
    middle[0] = 9; // r2c1: not a row
    add("X-sum off its row", withConstraint(Constraint{ConstraintKind::XSum, {middle}, {5}}), K::BadConstraint,
        "X-sum: r2c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9 are not a row or column from its end", middle);
    std::vector<int> column5;
    for (int r = 0; r < 9; ++r) column5.push_back(r * 9 + 4);
    std::rotate(column5.begin(), column5.begin() + 1, column5.end()); // from r2c5 down, then r1c5
    add("skyscraper from inside", withConstraint(Constraint{ConstraintKind::Skyscraper, {column5}, {3}}), K::BadConstraint,
        "Skyscraper: r2c5, r3c5, r4c5, r5c5, r6c5, r7c5, r8c5, r9c5, r1c5 are not a row or column from its end", column5);
    add("sandwich 36", withConstraint(Constraint{ConstraintKind::Sandwich, {row1}, {36}}), K::BadConstraint,
        "Sandwich: the clue 36 is not one of 0 to 35", row1);
    add("X-sum 0", withConstraint(Constraint{ConstraintKind::XSum, {row1}, {0}}), K::BadConstraint, "X-sum: the clue 0 is not one of 1 to 45", row1);
    add("skyscraper 10", withConstraint(Constraint{ConstraintKind::Skyscraper, {row1}, {10}}), K::BadConstraint,
        "Skyscraper: the clue 10 is not one of 1 to 9", row1);
    add("skyscraper without its clue", withConstraint(Constraint{ConstraintKind::Skyscraper, {row1}, {}}), K::BadConstraint,
        "Skyscraper: needs its clue (one value)", row1);
    // The lines (issue 34).
    add("line of one cell", withConstraint(Constraint{ConstraintKind::Renban, {{0}}, {}}), K::BadConstraint,
        "Renban line: needs its line: one group of 2 or more cells", {0});
    add("line in two groups", withConstraint(Constraint{ConstraintKind::Palindrome, {{0, 1}, {2, 3}}, {}}), K::BadConstraint,
        "Palindrome line: needs its line: one group of 2 or more cells", {0, 1, 2, 3});
    add("line jumping", withConstraint(Constraint{ConstraintKind::Whispers, {{0, 1, 3}}, {}}), K::BadConstraint,
        "German whispers line: r1c2 and r1c4 are not adjacent (a line steps to one of the 8 neighbours)", {1, 3});
    add("line through a cell twice", withConstraint(Constraint{ConstraintKind::EntropicLine, {{0, 1, 10, 0}}, {}}),
        K::BadConstraint, "Entropic line: the line passes r1c1 twice", {0});
    add("renban longer than the digits",
        withConstraint(Constraint{ConstraintKind::Renban, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}}, {}}), K::BadConstraint,
        "Renban line: 10 cells, more than the 9 digits (its digits differ)", {0, 1, 2, 3, 4, 5, 6, 7, 8, 17});
    add("whispers difference of 9", withConstraint(Constraint{ConstraintKind::Whispers, {{0, 1}}, {9}}), K::BadConstraint,
        "German whispers line: the value 9 is not one of 1 to 8", {0, 1});
    add("zipper with a value", withConstraint(Constraint{ConstraintKind::ZipperLine, {{0, 1, 2}}, {5}}), K::BadConstraint,
        "Zipper line: takes no values", {0, 1, 2});
    add("line outside the grid", withConstraint(Constraint{ConstraintKind::ModularLine, {{80, 81}}, {}}), K::BadCell,
        "Modular line: cell 81 is outside the 9×9 grid", {});
}

void TestRules::refusesBadRules() {
    QFETCH(Rules, rules);
    QFETCH(int, kind);
    QFETCH(QString, message);
    QFETCH(std::vector<int>, cells);
    const auto e = checkRules(rules);
    QVERIFY(e.has_value());
    QCOMPARE(QString::fromStdString(e->message), message);
    QCOMPARE(static_cast<int>(e->kind), kind);
    QCOMPARE(e->cells, cells);
}

void TestRules::kindNamesRoundTrip() {
    std::set<std::string_view> names;
    for (int k = 0; k <= static_cast<int>(ConstraintKind::ZipperLine); ++k) {
        const auto kind = static_cast<ConstraintKind>(k);
        const std::string_view name = constraintKindName(kind);
        QVERIFY(!name.empty());
        QVERIFY2(names.insert(name).second, name.data());
        QCOMPARE(constraintKindFromName(name), std::optional<ConstraintKind>(kind));
    }
    QCOMPARE(constraintKindName(ConstraintKind::AntiKnight), std::string_view("antiknight"));
    QCOMPARE(constraintKindName(ConstraintKind::Thermometer), std::string_view("thermometer"));
    QCOMPARE(constraintKindFromName("negative-xv"), std::optional<ConstraintKind>(ConstraintKind::NegativeXV));
    QCOMPARE(constraintKindFromName("killercage"), std::optional<ConstraintKind>(ConstraintKind::KillerCage));
    QCOMPARE(constraintKindFromName("littlekillersum"), std::optional<ConstraintKind>(ConstraintKind::LittleKiller));
    QCOMPARE(constraintKindFromName("sandwichsum"), std::optional<ConstraintKind>(ConstraintKind::Sandwich));
    QCOMPARE(constraintKindFromName("skyscraper"), std::optional<ConstraintKind>(ConstraintKind::Skyscraper));
    QCOMPARE(constraintKindFromName("lockout"), std::optional<ConstraintKind>());
    QCOMPARE(constraintKindFromName("renban"), std::optional<ConstraintKind>(ConstraintKind::Renban));
    QCOMPARE(constraintKindName(ConstraintKind::ZipperLine), std::string_view("zipperline"));
    QCOMPARE(constraintKindFromName(""), std::optional<ConstraintKind>());
    QCOMPARE(negativeOf(ConstraintKind::Ratio), std::optional<ConstraintKind>(ConstraintKind::NegativeRatio));
    QCOMPARE(negativeOf(ConstraintKind::Odd), std::optional<ConstraintKind>());
    // The writer's side: the f-puzzles "negative" entry is the name after "negative-".
    QCOMPARE(constraintKindName(*negativeOf(ConstraintKind::Difference)), std::string_view("negative-difference"));
}

void TestRules::housesOfClassicRulesAreTheShapeHouses() {
    for (int n : {4, 6, 9, 12, 16}) {
        const Houses fromShape(*Shape::forSize(n));
        const Houses fromRules(Rules::classic(n));
        QCOMPARE(fromShape.all().size(), std::size_t(3 * n));
        QCOMPARE(fromRules.all().size(), fromShape.all().size());
        for (std::size_t i = 0; i < fromShape.all().size(); ++i) {
            QCOMPARE(fromRules.all()[i].cells, fromShape.all()[i].cells);
            QCOMPARE(fromRules.all()[i].kind, fromShape.all()[i].kind);
            QVERIFY(fromRules.all()[i].complete);
        }
        QCOMPARE(fromRules.shape(), *Shape::forSize(n));
    }
}

void TestRules::jigsawRegionsAreHouses() {
    const Houses houses(jigsaw5());
    QCOMPARE(houses.all().size(), std::size_t(15));
    QCOMPARE(countOfKind(houses, HouseKind::Region), 5);
    QCOMPARE(countOfKind(houses, HouseKind::Box), 0);
    QCOMPARE(cellsOfKind(houses, HouseKind::Region, 0), (std::vector<int>{0, 1, 2, 5, 7}));
    QCOMPARE(cellsOfKind(houses, HouseKind::Region, 2), (std::vector<int>{6, 10, 11, 12, 17}));
    QCOMPARE(cellsOfKind(houses, HouseKind::Region, 4), (std::vector<int>{15, 16, 20, 21, 22}));
    // r2c2 (cell 6): row 1, column 1, region C; its peers are those houses' other cells.
    QCOMPARE(houses.housesOf(6), (std::vector<int>{1, 6, 12}));
    QCOMPARE(houses.peersOf(6), (std::vector<int>{1, 5, 7, 8, 9, 10, 11, 12, 16, 17, 21}));
}

void TestRules::diagonalsWindowsAndGroups() {
    Rules rules;
    rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}},
                         {ExtraHouseKind::DiagonalUp, {}},
                         {ExtraHouseKind::Window, {}},
                         {ExtraHouseKind::DisjointGroup, {}}};
    const Houses houses(rules);
    QCOMPARE(houses.all().size(), std::size_t(27 + 2 + 4 + 9));
    QCOMPARE(cellsOfKind(houses, HouseKind::Diagonal, 0), (std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80}));
    QCOMPARE(cellsOfKind(houses, HouseKind::Diagonal, 1), (std::vector<int>{8, 16, 24, 32, 40, 48, 56, 64, 72}));
    // The four windows at r2-4/r6-8 × c2-4/c6-8.
    QCOMPARE(cellsOfKind(houses, HouseKind::Window, 0),
             (std::vector<int>{rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 2), rc(3, 3), rc(3, 4), rc(4, 2), rc(4, 3), rc(4, 4)}));
    QCOMPARE(cellsOfKind(houses, HouseKind::Window, 3),
             (std::vector<int>{rc(6, 6), rc(6, 7), rc(6, 8), rc(7, 6), rc(7, 7), rc(7, 8), rc(8, 6), rc(8, 7), rc(8, 8)}));
    QCOMPARE(cellsOfKind(houses, HouseKind::DisjointGroup, 0),
             (std::vector<int>{rc(1, 1), rc(1, 4), rc(1, 7), rc(4, 1), rc(4, 4), rc(4, 7), rc(7, 1), rc(7, 4), rc(7, 7)}));
    QCOMPARE(cellsOfKind(houses, HouseKind::DisjointGroup, 5),
             (std::vector<int>{rc(2, 3), rc(2, 6), rc(2, 9), rc(5, 3), rc(5, 6), rc(5, 9), rc(8, 3), rc(8, 6), rc(8, 9)}));
    // r5c5 sits on both diagonals, in no window, in disjoint group 4: 3 + 2 + 1 houses.
    QCOMPARE(houses.housesOf(rc(5, 5)).size(), std::size_t(6));
    QCOMPARE(houses.housesOf(rc(3, 3)).size(), std::size_t(6)); // row, column, box, diagonal, window, group
    for (const House& h : houses.all()) QVERIFY(h.complete);
}

void TestRules::windowsOfOtherSizes_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("windows");
    QTest::addColumn<std::vector<int>>("firstWindow");
    QTest::newRow("4x4") << 4 << 1 << std::vector<int>{5, 6, 9, 10};
    QTest::newRow("16x16") << 16 << 9
                           << std::vector<int>{17, 18, 19, 20, 33, 34, 35, 36, 49, 50, 51, 52, 65, 66, 67, 68};
}

void TestRules::windowsOfOtherSizes() {
    QFETCH(int, size);
    QFETCH(int, windows);
    QFETCH(std::vector<int>, firstWindow);
    Rules rules = Rules::classic(size);
    rules.extraHouses = {{ExtraHouseKind::Window, {}}};
    QVERIFY(!checkRules(rules));
    const Houses houses(rules);
    QCOMPARE(countOfKind(houses, HouseKind::Window), windows);
    QCOMPARE(cellsOfKind(houses, HouseKind::Window, 0), firstWindow);
    if (size == 16) // the last window: r12-15 × c12-15
        QCOMPARE(cellsOfKind(houses, HouseKind::Window, 8).back(), 14 * 16 + 14);
}

void TestRules::extraRegionIsIncompleteUnlessFull() {
    Rules rules = Rules::classic(4);
    rules.extraHouses = {{ExtraHouseKind::ExtraRegion, {15, 0, 5}}, {ExtraHouseKind::ExtraRegion, {0, 5, 10, 15}}};
    const Houses houses(rules);
    QCOMPARE(houses.all().size(), std::size_t(14));
    QCOMPARE(houses.all()[12].kind, HouseKind::ExtraRegion);
    QCOMPARE(houses.all()[12].index, 0);
    QCOMPARE(houses.all()[12].cells, (std::vector<int>{0, 5, 15}));
    QVERIFY(!houses.all()[12].complete);
    QCOMPARE(houses.all()[13].index, 1);
    QVERIFY(houses.all()[13].complete);
    QVERIFY(std::binary_search(houses.peersOf(15).begin(), houses.peersOf(15).end(), 0));
}

void TestRules::conflictsOverExtraHouses() {
    Rules rules;
    rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::Window, {}}};
    Grid grid;
    grid.set(rc(1, 1), 5);
    grid.set(rc(9, 9), 5); // the diagonal
    grid.set(rc(2, 4), 7);
    grid.set(rc(4, 2), 7); // window 0
    const std::vector<Conflict> expected{{HouseKind::Diagonal, 0, 5, rc(1, 1), rc(9, 9)},
                                         {HouseKind::Window, 0, 7, rc(2, 4), rc(4, 2)}};
    QCOMPARE(findConflicts(grid, rules), expected);
    QVERIFY(findConflicts(grid).empty()); // classic rules see nothing
    QCOMPARE(conflictingCells(findConflicts(grid, rules)), (std::vector<int>{rc(1, 1), rc(2, 4), rc(4, 2), rc(9, 9)}));
}

void TestRules::conflictsNameBrokenConstraints() {
    Rules rules;
    rules.constraints = {pairMark(ConstraintKind::Difference, rc(1, 1), rc(1, 2)),
                         {ConstraintKind::Thermometer, {{rc(4, 1), rc(4, 2), rc(4, 3)}}, {}},
                         {ConstraintKind::Odd, {{rc(5, 5)}}, {}}};
    Grid grid;
    grid.set(rc(1, 1), 3);
    grid.set(rc(1, 2), 5); // not consecutive: the white dot is broken
    grid.set(rc(4, 1), 4);
    grid.set(rc(4, 3), 5); // 4 . 5: no room for the cell between
    grid.set(rc(5, 5), 2);
    const std::vector<Conflict> found = findConflicts(grid, rules);
    QCOMPARE(found.size(), std::size_t(3));
    QVERIFY(found[0].isConstraint());
    QCOMPARE(found[0].constraint, 0);
    QCOMPARE(found[0].constraintKind, ConstraintKind::Difference);
    QCOMPARE(found[0].cells, (std::vector<int>{rc(1, 1), rc(1, 2)}));
    QCOMPARE(found[1].constraint, 1);
    QCOMPARE(found[1].cells, (std::vector<int>{rc(4, 1), rc(4, 3)}));
    QCOMPARE(found[1].first, rc(4, 1));
    QCOMPARE(found[1].second, rc(4, 3));
    QCOMPARE(found[2].constraintKind, ConstraintKind::Odd);
    QCOMPARE(found[2].cells, (std::vector<int>{rc(5, 5)}));
    QCOMPARE(conflictingCells(found), (std::vector<int>{rc(1, 1), rc(1, 2), rc(4, 1), rc(4, 3), rc(5, 5)}));
    grid.set(rc(4, 3), 6);
    grid.set(rc(1, 2), 2);
    grid.set(rc(5, 5), 9);
    QVERIFY(findConflicts(grid, rules).empty());
    // A grid of another size, or rules that cannot be played: nothing to report (solve says why).
    QVERIFY(findConflicts(Grid(Shape{2, 2}), rules).empty());
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
