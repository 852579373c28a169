// The constraint units through constraints.h: each kind's rule on hand-made grids (which cells a
// violation names), its weak links (counted from the rule by hand, with a few named), and its
// propagation on candidates (narrowCandidates) on hand-checked positions.

#include <QtTest>

#include <algorithm>
#include <bit>
#include <random>

#include "qudoku/cage_combinations.h"
#include "qudoku/constraints.h"
#include "qudoku/exclusions.h"
#include "qudoku/rules.h"

using namespace qudoku;

Q_DECLARE_METATYPE(qudoku::Rules)

namespace {

constexpr std::uint32_t kAll9 = 0x1ff;

int rc(int row, int col, int n = 9) { return (row - 1) * n + col - 1; }

std::uint32_t digits(std::initializer_list<int> ds) {
    std::uint32_t m = 0;
    for (int d : ds) m |= 1u << (d - 1);
    return m;
}

Constraint whole(ConstraintKind kind, std::vector<int> values = {}) { return Constraint{kind, {}, std::move(values)}; }
Constraint mark(ConstraintKind kind, int a, int b, std::vector<int> values = {}) {
    return Constraint{kind, {{a, b}}, std::move(values)};
}
Constraint cell(ConstraintKind kind, int c) { return Constraint{kind, {{c}}, {}}; }

// A row's (column's) cells from the left (top) end, or from the right (bottom) one.
std::vector<int> rowFrom(int row, bool left, int n = 9) {
    std::vector<int> out;
    for (int k = 1; k <= n; ++k) out.push_back(rc(row, left ? k : n + 1 - k, n));
    return out;
}
std::vector<int> columnFrom(int column, bool top, int n = 9) {
    std::vector<int> out;
    for (int k = 1; k <= n; ++k) out.push_back(rc(top ? k : n + 1 - k, column, n));
    return out;
}

Rules rulesWith(std::vector<Constraint> constraints, int size = 9) {
    Rules rules = Rules::classic(size);
    rules.constraints = std::move(constraints);
    return rules;
}

// "r1c1=3 r1c2=5" on an empty 9×9 grid.
Grid gridOf(const QString& placements) {
    Grid g;
    for (const QString& p : placements.split(' ', Qt::SkipEmptyParts)) {
        const auto parts = p.mid(1).split('c');
        const int row = parts[0].toInt();
        const auto cv = parts[1].split('=');
        g.set(row - 1, cv[0].toInt() - 1, cv[1].toInt());
    }
    return g;
}

// Violations as "r1c1 r1c2; r5c5".
QString text(const std::vector<std::vector<int>>& violations) {
    QStringList out;
    for (const auto& v : violations) {
        QStringList cells;
        for (int c : v) cells << QString::fromStdString(cellName(c, 9));
        out << cells.join(' ');
    }
    return out.join("; ");
}

} // namespace

class TestConstraints : public QObject {
    Q_OBJECT

private slots:
    void everyKindHasARule();
    void rules_data();
    void rules();
    void weakLinkCounts_data();
    void weakLinkCounts();
    void weakLinksNamed();
    void narrowing_data();
    void narrowing();
    void quadrupleNarrowing();
    void killerCageCombinations();
    void cageCombinationsForThePlayer();
    void arrowAndLittleKillerSums();
    void sumRunsExactPerCell();
    void rowCluesNarrow();
    void lineNarrowing_data();
    void lineNarrowing();
    void impossibleLinesAreContradictions();
    void thermometerBoundsFromArcConsistency();
    void badConstraintsAreNeverReadOutOfBounds();
    void exclusions_data();
    void exclusions();
};

void TestConstraints::everyKindHasARule() {
    // Every kind is in the table: a rule for each, none crashes on an empty grid.
    const std::vector<Constraint> all{whole(ConstraintKind::AntiKnight), whole(ConstraintKind::AntiKing),
                                      whole(ConstraintKind::NonConsecutive), mark(ConstraintKind::Difference, 0, 1),
                                      mark(ConstraintKind::Ratio, 0, 9), mark(ConstraintKind::XV, 1, 2, {10}),
                                      whole(ConstraintKind::NegativeDifference), whole(ConstraintKind::NegativeRatio),
                                      whole(ConstraintKind::NegativeXV), cell(ConstraintKind::Odd, 4),
                                      cell(ConstraintKind::Even, 5), cell(ConstraintKind::Minimum, 6),
                                      cell(ConstraintKind::Maximum, 7), Constraint{ConstraintKind::Thermometer, {{30, 31, 32}}, {}},
                                      Constraint{ConstraintKind::Quadruple, {{60, 61, 69, 70}}, {1, 2}},
                                      Constraint{ConstraintKind::KillerCage, {{40, 41, 50}}, {12}},
                                      Constraint{ConstraintKind::Arrow, {{rc(8, 1)}, {rc(8, 1), rc(9, 1), rc(9, 2)}}, {}},
                                      Constraint{ConstraintKind::LittleKiller, {{rc(1, 2), rc(2, 1)}}, {9, 2}},
                                      Constraint{ConstraintKind::Sandwich, {rowFrom(1, true)}, {20}},
                                      Constraint{ConstraintKind::XSum, {columnFrom(4, false)}, {20}},
                                      Constraint{ConstraintKind::Skyscraper, {rowFrom(9, false)}, {3}},
                                      Constraint{ConstraintKind::Renban, {{72, 73, 74}}, {}},
                                      Constraint{ConstraintKind::Whispers, {{75, 76}}, {}},
                                      Constraint{ConstraintKind::Palindrome, {{77, 78, 79}}, {}},
                                      Constraint{ConstraintKind::BetweenLine, {{63, 64, 65}}, {}},
                                      Constraint{ConstraintKind::RegionSumLine, {{66, 67, 68}}, {}},
                                      Constraint{ConstraintKind::EntropicLine, {{54, 55, 56}}, {}},
                                      Constraint{ConstraintKind::ModularLine, {{57, 58, 59}}, {}},
                                      Constraint{ConstraintKind::ZipperLine, {{45, 46, 47}}, {}}};
    const Rules rules = rulesWith(all);
    QVERIFY(!checkRules(rules));
    QCOMPARE(static_cast<int>(all.size()), static_cast<int>(ConstraintKind::ZipperLine) + 1);
    for (const Constraint& c : rules.constraints) QVERIFY(constraintViolations(rules, c, Grid()).empty());
}

void TestConstraints::rules_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("which"); // the constraint under test
    QTest::addColumn<QString>("grid");
    QTest::addColumn<QString>("violations");
    using K = ConstraintKind;
    const auto row = [](const char* name, Rules r, int which, const char* grid, const char* violations) {
        QTest::newRow(name) << r << which << QString(grid) << QString(violations);
    };
    row("anti-knight", rulesWith({whole(K::AntiKnight)}), 0, "r1c1=5 r2c3=5 r3c2=4 r3c3=5", "r1c1 r2c3");
    row("anti-king", rulesWith({whole(K::AntiKing)}), 0, "r1c1=5 r2c2=5 r1c4=5", "r1c1 r2c2");
    row("non-consecutive", rulesWith({whole(K::NonConsecutive)}), 0, "r1c1=4 r1c2=5 r2c1=6 r2c2=9", "r1c1 r1c2");
    row("non-consecutive exempts dots", rulesWith({whole(K::NonConsecutive), mark(K::Difference, rc(1, 1), rc(1, 2))}), 0,
        "r1c1=4 r1c2=5 r2c1=3", "r1c1 r2c1");
    row("white dot broken", rulesWith({mark(K::Difference, rc(1, 1), rc(1, 2))}), 0, "r1c1=3 r1c2=5", "r1c1 r1c2");
    row("white dot 2", rulesWith({mark(K::Difference, rc(1, 1), rc(1, 2), {2})}), 0, "r1c1=3 r1c2=5", "");
    row("white dot half filled", rulesWith({mark(K::Difference, rc(1, 1), rc(1, 2))}), 0, "r1c1=3", "");
    row("black dot", rulesWith({mark(K::Ratio, rc(1, 2), rc(1, 1))}), 0, "r1c1=3 r1c2=6", "");
    row("black dot broken", rulesWith({mark(K::Ratio, rc(1, 1), rc(1, 2))}), 0, "r1c1=3 r1c2=5", "r1c1 r1c2");
    row("black dot 3", rulesWith({mark(K::Ratio, rc(1, 1), rc(2, 1), {3})}), 0, "r1c1=6 r2c1=2", "");
    row("X", rulesWith({mark(K::XV, rc(1, 1), rc(1, 2), {10})}), 0, "r1c1=3 r1c2=7", "");
    row("V broken", rulesWith({mark(K::XV, rc(1, 1), rc(1, 2), {5})}), 0, "r1c1=1 r1c2=3", "r1c1 r1c2");
    row("negative white",
        rulesWith({whole(K::NegativeDifference), mark(K::Difference, rc(2, 1), rc(2, 2)), mark(K::Ratio, rc(3, 1), rc(3, 2))}),
        0, "r1c1=3 r1c2=4 r2c1=5 r2c2=6 r3c1=1 r3c2=2", "r1c1 r1c2");
    row("negative white of the dots' differences",
        rulesWith({whole(K::NegativeDifference), mark(K::Difference, rc(2, 1), rc(2, 2), {3})}), 0,
        "r1c1=3 r1c2=6 r2c1=5 r2c2=2 r5c5=1 r5c6=2", "r1c1 r1c2; r5c5 r5c6");
    row("negative black", rulesWith({whole(K::NegativeRatio)}), 0, "r1c1=2 r1c2=4 r2c1=1 r2c2=3", "r1c1 r1c2; r1c1 r2c1");
    row("negative xv", rulesWith({whole(K::NegativeXV), mark(K::XV, rc(1, 3), rc(1, 4), {10})}), 0,
        "r1c1=4 r1c2=6 r2c1=1 r1c3=2 r1c4=8", "r1c1 r1c2; r1c1 r2c1");
    row("odd", rulesWith({cell(K::Odd, rc(1, 1))}), 0, "r1c1=2", "r1c1");
    row("odd kept", rulesWith({cell(K::Odd, rc(1, 1))}), 0, "r1c1=9", "");
    row("even", rulesWith({cell(K::Even, rc(1, 1))}), 0, "r1c1=3", "r1c1");
    row("minimum", rulesWith({cell(K::Minimum, rc(5, 5))}), 0, "r5c5=5 r4c5=3 r5c6=7", "r4c5 r5c5");
    row("maximum", rulesWith({cell(K::Maximum, rc(5, 5))}), 0, "r5c5=5 r5c4=6 r6c5=1", "r5c4 r5c5");
    // Fortress: two maximum cells side by side are not compared, each is above its other neighbours.
    row("maximum beside a maximum", rulesWith({cell(K::Maximum, rc(5, 5)), cell(K::Maximum, rc(5, 6))}), 0,
        "r5c5=5 r5c6=9 r4c5=6", "r4c5 r5c5");
    row("minimum beside a minimum", rulesWith({cell(K::Minimum, rc(5, 5)), cell(K::Minimum, rc(4, 5))}), 1,
        "r5c5=1 r4c5=3 r4c4=2", "r4c4 r4c5");
    row("thermometer", rulesWith({Constraint{K::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}, {rc(1, 1), rc(2, 2)}}, {}}}), 0,
        "r1c1=2 r1c3=3 r2c2=1", "r1c1 r1c3; r1c1 r2c2");
    row("thermometer in order", rulesWith({Constraint{K::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}}, {}}}), 0,
        "r1c1=2 r1c3=4", "");
    row("quadruple broken", rulesWith({Constraint{K::Quadruple, {{rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)}}, {1, 2}}}), 0,
        "r1c1=3 r1c2=4 r2c1=5", "r1c1 r1c2 r2c1 r2c2");
    row("quadruple still possible", rulesWith({Constraint{K::Quadruple, {{rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)}}, {1, 2}}}), 0,
        "r1c1=3 r1c2=4 r2c1=1", "");
    row("quadruple twice", rulesWith({Constraint{K::Quadruple, {{rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)}}, {7, 7}}}), 0,
        "r1c1=7 r1c2=4 r2c1=5 r2c2=6", "r1c1 r1c2 r2c1 r2c2");
    // A cage across a box border: r3c3 and r4c4 are in no house together.
    const Constraint cage{K::KillerCage, {{rc(3, 3), rc(3, 4), rc(4, 4)}}, {10}};
    row("cage adds up", rulesWith({cage}), 0, "r3c3=1 r3c4=2 r4c4=7", "");
    row("cage's sum broken", rulesWith({cage}), 0, "r3c3=1 r3c4=2 r4c4=6", "r3c3 r3c4 r4c4");
    row("cage over its sum, half filled", rulesWith({cage}), 0, "r3c3=8 r4c4=3", "r3c3 r3c4 r4c4");
    row("cage still possible", rulesWith({cage}), 0, "r3c3=8", "");
    row("cage repeats a digit", rulesWith({cage}), 0, "r3c3=4 r4c4=4", "r3c3 r4c4");
    row("cage without a sum repeats a digit", rulesWith({Constraint{K::KillerCage, {{rc(3, 3), rc(4, 4)}}, {}}}), 0,
        "r3c3=4 r4c4=4", "r3c3 r4c4");
    // Arrows: a circle r5c5 with two arrows of 2 cells; a pill r1c1-r1c2 (a 2-digit number).
    const Constraint arrow{K::Arrow, {{rc(5, 5)}, {rc(5, 5), rc(4, 4), rc(3, 3)}, {rc(5, 5), rc(6, 6), rc(7, 7)}}, {}};
    row("arrow adds up", rulesWith({arrow}), 0, "r5c5=7 r4c4=3 r3c3=4 r6c6=6 r7c7=1", "");
    row("arrow repeats a digit", rulesWith({arrow}), 0, "r5c5=8 r4c4=4 r3c3=4", "");
    row("one arrow's sum broken", rulesWith({arrow}), 0, "r5c5=7 r4c4=3 r3c3=4 r6c6=6 r7c7=2", "r5c5 r6c6 r7c7");
    // (The pair r5c5-r6c6 is broken too: the circle exceeds each cell of a 2-cell arrow.)
    row("arrow over its circle, half filled", rulesWith({arrow}), 0, "r5c5=7 r6c6=7", "r5c5 r6c6; r5c5 r6c6 r7c7");
    row("arrow still possible", rulesWith({arrow}), 0, "r5c5=7 r6c6=6", "");
    const Constraint pill{K::Arrow, {{rc(1, 1), rc(1, 2)}, {rc(1, 2), rc(2, 3), rc(3, 4), rc(4, 5)}}, {}};
    row("pill 15 = 9 + 5 + 1", rulesWith({pill}), 0, "r1c1=1 r1c2=5 r2c3=9 r3c4=5 r4c5=1", "");
    row("pill 15 is not 1 + 5", rulesWith({pill}), 0, "r1c1=1 r1c2=5 r2c3=3 r3c4=2 r4c5=1", "r1c1 r1c2 r2c3 r3c4 r4c5");
    // Little killers: 11 on the diagonal r1c2-r2c1 (from R0C3 pointing down-left).
    const Constraint little{K::LittleKiller, {{rc(1, 2), rc(2, 1)}}, {11, int(LittleKillerDirection::DownLeft)}};
    row("little killer adds up", rulesWith({little}), 0, "r1c2=5 r2c1=6", "");
    row("little killer broken", rulesWith({little}), 0, "r1c2=5 r2c1=5", "r1c2 r2c1");
    row("little killer still possible", rulesWith({little}), 0, "r1c2=9", "");
    const Constraint main{K::LittleKiller, {{rc(1, 1), rc(2, 2), rc(3, 3), rc(4, 4), rc(5, 5), rc(6, 6), rc(7, 7), rc(8, 8), rc(9, 9)}},
                          {10, int(LittleKillerDirection::DownRight)}};
    // Sandwich 10 on row 1 from the left: 1 at r1c2, 9 at r1c6, between them 3 + 2 + 5.
    const Constraint sandwich{K::Sandwich, {rowFrom(1, true)}, {10}};
    row("sandwich adds up", rulesWith({sandwich}), 0, "r1c2=1 r1c3=3 r1c4=2 r1c5=5 r1c6=9", "");
    row("sandwich broken", rulesWith({sandwich}), 0, "r1c2=9 r1c3=3 r1c4=2 r1c5=6 r1c6=1",
        "r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9");
    row("sandwich over its clue, with 2 for the empty cell", rulesWith({sandwich}), 0, "r1c2=1 r1c3=3 r1c4=6 r1c6=9",
        "r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9");
    row("sandwich without its crusts", rulesWith({sandwich}), 0, "r1c2=8 r1c3=8 r1c4=8", "");
    // X-sum 12 on column 1 from the bottom: X = 3 at r9c1, then r8c1 and r7c1.
    const Constraint xsum{K::XSum, {columnFrom(1, false)}, {12}};
    row("X-sum adds up", rulesWith({xsum}), 0, "r9c1=3 r8c1=4 r7c1=5 r6c1=9", "");
    row("X-sum broken", rulesWith({xsum}), 0, "r9c1=3 r8c1=4 r7c1=6", "r7c1 r8c1 r9c1");
    row("X-sum still possible", rulesWith({xsum}), 0, "r9c1=3 r8c1=4", "");
    // Skyscraper 3 on row 2 from the right: 5, 7, 9 seen (4 hidden behind 5).
    const Constraint sky{K::Skyscraper, {rowFrom(2, false)}, {3}};
    row("skyscraper seen", rulesWith({sky}), 0, "r2c9=5 r2c8=4 r2c7=7 r2c6=9 r2c5=1 r2c4=2 r2c3=3 r2c2=6 r2c1=8", "");
    row("skyscraper too many already", rulesWith({sky}), 0, "r2c9=1 r2c8=2 r2c7=3 r2c6=4", "r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9");
    row("skyscraper too few", rulesWith({sky}), 0, "r2c9=9 r2c8=4 r2c7=7 r2c6=5 r2c5=1 r2c4=2 r2c3=3 r2c2=6 r2c1=8",
        "r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9");
    row("little killer of 9 cells: 10 with 1 in each of 7 empty cells", rulesWith({main}), 0, "r1c1=2 r2c2=2", "r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9");
    // The lines (issue 34), across a box border where a house does not decide it: r3c3 → r3c4 → r4c4.
    const auto line = [](K kind, std::vector<int> cells, std::vector<int> values = {}) {
        return rulesWith({Constraint{kind, {std::move(cells)}, std::move(values)}});
    };
    const std::vector<int> bend{rc(3, 3), rc(3, 4), rc(4, 4)};
    row("renban", line(K::Renban, bend), 0, "r3c3=3 r3c4=1 r4c4=2", "");
    row("renban too far apart", line(K::Renban, bend), 0, "r3c3=1 r4c4=4", "r3c3 r4c4");
    row("renban repeats a digit", line(K::Renban, bend), 0, "r3c3=4 r4c4=4", "r3c3 r4c4");
    row("whispers", line(K::Whispers, bend), 0, "r3c3=3 r3c4=8 r4c4=2", "");
    row("whispers too close", line(K::Whispers, bend), 0, "r3c3=3 r3c4=7", "r3c3 r3c4");
    row("Dutch whispers (4)", line(K::Whispers, bend, {4}), 0, "r3c3=3 r3c4=7", "");
    row("palindrome", line(K::Palindrome, bend), 0, "r3c3=4 r3c4=1 r4c4=4", "");
    row("palindrome broken", line(K::Palindrome, bend), 0, "r3c3=4 r4c4=5", "r3c3 r4c4");
    const std::vector<int> row1{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4)};
    row("between line, either end the low one", line(K::BetweenLine, row1), 0, "r1c1=7 r1c2=5 r1c3=4 r1c4=3", "");
    row("between line, a middle digit outside", line(K::BetweenLine, row1), 0, "r1c1=3 r1c2=8 r1c4=7", "r1c1 r1c2 r1c4");
    row("between line, the ends too close", line(K::BetweenLine, row1), 0, "r1c1=3 r1c4=4", "r1c1 r1c4");
    // r1c3 in box 1, r1c4 and r1c5 in box 2: 9 = 4 + 5.
    const std::vector<int> acrossBoxes{rc(1, 3), rc(1, 4), rc(1, 5)};
    row("region-sum line", line(K::RegionSumLine, acrossBoxes), 0, "r1c3=9 r1c4=4 r1c5=5", "");
    row("region-sum line broken", line(K::RegionSumLine, acrossBoxes), 0, "r1c3=8 r1c4=4 r1c5=5", "r1c3 r1c4 r1c5");
    row("region-sum line, half filled already over", line(K::RegionSumLine, acrossBoxes), 0, "r1c3=2 r1c4=3",
        "r1c3 r1c4 r1c5");
    row("region-sum line in one region", line(K::RegionSumLine, {rc(1, 1), rc(1, 2)}), 0, "r1c1=2 r1c2=3", "");
    row("entropic line", line(K::EntropicLine, row1), 0, "r1c1=1 r1c2=5 r1c3=9 r1c4=2", "");
    row("entropic line, two low digits", line(K::EntropicLine, row1), 0, "r1c1=1 r1c2=2", "r1c1 r1c2");
    row("entropic line, the 4th cell not the 1st's class", line(K::EntropicLine, row1), 0, "r1c1=1 r1c4=4", "r1c1 r1c4");
    row("modular line", line(K::ModularLine, row1), 0, "r1c1=1 r1c2=5 r1c3=9 r1c4=4", "");
    row("modular line, two remainders 1", line(K::ModularLine, row1), 0, "r1c2=1 r1c3=7", "r1c2 r1c3");
    row("zipper line", line(K::ZipperLine, bend), 0, "r3c3=2 r3c4=6 r4c4=4", "");
    row("zipper line broken", line(K::ZipperLine, bend), 0, "r3c3=2 r3c4=5 r4c4=4", "r3c3 r3c4 r4c4");
    row("zipper line of 4", line(K::ZipperLine, row1), 0, "r1c1=1 r1c2=3 r1c3=4 r1c4=6", "");
    row("zipper line of 4 broken", line(K::ZipperLine, row1), 0, "r1c1=1 r1c2=3 r1c3=4 r1c4=5", "r1c1 r1c2 r1c3 r1c4");
}

void TestConstraints::rules() {
    QFETCH(Rules, rules);
    QFETCH(int, which);
    QFETCH(QString, grid);
    QFETCH(QString, violations);
    QVERIFY(!checkRules(rules));
    QCOMPARE(text(constraintViolations(rules, rules.constraints[static_cast<std::size_t>(which)], gridOf(grid))), violations);
}

void TestConstraints::weakLinkCounts_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("links");
    using K = ConstraintKind;
    // On 4×4: each count is (pairs) × (forbidden digit pairs) worked out from the rule.
    QTest::newRow("white dot: 16 - 6 allowed") << rulesWith({mark(K::Difference, 0, 1)}, 4) << 10;
    QTest::newRow("V: 16 - 4 allowed") << rulesWith({mark(K::XV, 0, 1, {5})}, 4) << 12;
    QTest::newRow("black dot: 16 - 4 (1-2, 2-4 both ways)") << rulesWith({mark(K::Ratio, 0, 4)}, 4) << 12;
    QTest::newRow("anti-knight: 24 pairs × 4 digits") << rulesWith({whole(K::AntiKnight)}, 4) << 96;
    // (The orthogonal neighbours' links are their row's and column's, not the constraint's.)
    QTest::newRow("anti-king: 18 diagonal pairs × 4") << rulesWith({whole(K::AntiKing)}, 4) << 72;
    QTest::newRow("non-consecutive: 24 pairs × 6") << rulesWith({whole(K::NonConsecutive)}, 4) << 144;
    QTest::newRow("non-consecutive, a dotted pair exempt")
        << rulesWith({whole(K::NonConsecutive), mark(K::Ratio, 0, 1)}, 4) << 138;
    QTest::newRow("negative V and X on 4×4: sums 5 (4 pairs) and 10 (none)") << rulesWith({whole(K::NegativeXV)}, 4) << 96;
    QTest::newRow("minimum in the corner: 2 neighbours × 10") << rulesWith({cell(K::Minimum, 0)}, 4) << 20;
    QTest::newRow("minimum beside a minimum: 1 neighbour × 10")
        << rulesWith({cell(K::Minimum, 0), cell(K::Minimum, 1)}, 4) << 10;
    QTest::newRow("thermometer of 3: 10 + 10 + 13")
        << rulesWith({Constraint{K::Thermometer, {{0, 1, 2}}, {}}}, 4) << 33;
    QTest::newRow("odd: none") << rulesWith({cell(K::Odd, 0)}, 4) << 0;
    QTest::newRow("quadruple: none") << rulesWith({Constraint{K::Quadruple, {{0, 1, 4, 5}}, {1, 2}}}, 4) << 0;
    // The sum makes no pairwise links (the combinations are the cage's own narrowing), the repeats do.
    QTest::newRow("killer cage of 3: 3 pairs × 4") << rulesWith({Constraint{K::KillerCage, {{0, 1, 5}}, {7}}}, 4) << 12;
    // Arrow, 1-cell circle: with one arrow cell it is a clone (16 - 4 equal); with two, the circle
    // exceeds each by 1 at least (allowed: 3 pairs for 4 + 2 for 3 + 1 for 2 = 6, so 10 forbidden),
    // 2 × 10. A pill and a little killer are not pairwise.
    QTest::newRow("arrow of 1: a clone") << rulesWith({Constraint{K::Arrow, {{0}, {0, 1}}, {}}}, 4) << 12;
    QTest::newRow("arrow of 2: 2 × 10") << rulesWith({Constraint{K::Arrow, {{0}, {0, 1, 2}}, {}}}, 4) << 20;
    QTest::newRow("pill: none") << rulesWith({Constraint{K::Arrow, {{0, 1}, {1, 2, 3}}, {}}}, 4) << 0;
    QTest::newRow("little killer: none") << rulesWith({Constraint{K::LittleKiller, {{1, 4}}, {5, 2}}}, 4) << 0;
    QTest::newRow("sandwich: none") << rulesWith({Constraint{K::Sandwich, {rowFrom(1, true, 4)}, {5}}}, 4) << 0;
    QTest::newRow("skyscraper: none") << rulesWith({Constraint{K::Skyscraper, {columnFrom(1, true, 4)}, {2}}}, 4) << 0;
    // The lines (issue 34), on 4×4: 0, 1, 2 is r1c1-r1c3.
    const auto line = [](K kind, std::vector<int> cells, std::vector<int> values = {}) {
        return rulesWith({Constraint{kind, {std::move(cells)}, std::move(values)}}, 4);
    };
    QTest::newRow("renban of 3: 3 pairs × (4 equal + 1-4, 4-1)") << line(K::Renban, {0, 1, 2}) << 18;
    QTest::newRow("whispers (2 on 4×4): 4 equal + 6 one apart") << line(K::Whispers, {0, 1}) << 10;
    QTest::newRow("whispers of 3: 2 neighbour pairs × 10") << line(K::Whispers, {0, 1, 2}) << 20;
    QTest::newRow("palindrome of 3: the ends, 12 unequal") << line(K::Palindrome, {0, 1, 2}) << 12;
    // Each end with the middle: an equal digit, or the middle 1 or 4 (10 each); the ends: 10 within 1.
    QTest::newRow("between line of 3: 10 + 10 + 10") << line(K::BetweenLine, {0, 1, 2}) << 30;
    QTest::newRow("region-sum line: none") << line(K::RegionSumLine, {1, 2, 3}) << 0;
    // Classes {1} {2,3} {4}: 1 + 4 + 1 pairs of one class.
    QTest::newRow("entropic of 3: 3 pairs × 6") << line(K::EntropicLine, {0, 1, 2}) << 18;
    // Remainders {3} {1,4} {2}; cells 1 and 4 share a class: 16 - 6 pairs of different classes.
    QTest::newRow("modular of 4: 5 pairs × 6 + 10") << line(K::ModularLine, {0, 1, 2, 3}) << 40;
    QTest::newRow("zipper of 3: each end below the middle, 10 × 2") << line(K::ZipperLine, {0, 1, 2}) << 20;
    QTest::newRow("zipper of 4: none") << line(K::ZipperLine, {0, 1, 2, 3}) << 0;
}

void TestConstraints::weakLinkCounts() {
    QFETCH(Rules, rules);
    QFETCH(int, links);
    QVERIFY(!checkRules(rules));
    const std::vector<WeakLink> found = weakLinks(rules, rules.constraints.front());
    QCOMPARE(static_cast<int>(found.size()), links);
    QVERIFY(std::is_sorted(found.begin(), found.end()));
    for (const WeakLink& l : found) QVERIFY(l.a < l.b && l.b < 64);
}

void TestConstraints::weakLinksNamed() {
    const auto has = [](const std::vector<WeakLink>& links, int cellA, int da, int cellB, int db, int n) {
        const int a = cellA * n + da - 1, b = cellB * n + db - 1;
        return std::binary_search(links.begin(), links.end(), WeakLink{std::min(a, b), std::max(a, b)});
    };
    const Rules dot = rulesWith({mark(ConstraintKind::Difference, 0, 1)}, 4);
    const auto dotLinks = weakLinks(dot, dot.constraints[0]);
    QVERIFY(has(dotLinks, 0, 1, 1, 1, 4));  // 1 and 1 differ by 0
    QVERIFY(has(dotLinks, 0, 1, 1, 3, 4));  // 1 and 3 differ by 2
    QVERIFY(!has(dotLinks, 0, 1, 1, 2, 4)); // 1 and 2: allowed
    const Rules knight = rulesWith({whole(ConstraintKind::AntiKnight)});
    const auto knightLinks = weakLinks(knight, knight.constraints[0]);
    // "Anti-knight: r1c1=5 removes 5 from r2c3 and r3c2".
    QVERIFY(has(knightLinks, rc(1, 1), 5, rc(2, 3), 5, 9));
    QVERIFY(has(knightLinks, rc(1, 1), 5, rc(3, 2), 5, 9));
    QVERIFY(!has(knightLinks, rc(1, 1), 5, rc(2, 3), 4, 9));
    QVERIFY(!has(knightLinks, rc(1, 1), 5, rc(2, 2), 5, 9));
    const Rules thermo = rulesWith({Constraint{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}}, {}}});
    const auto thermoLinks = weakLinks(thermo, thermo.constraints[0]);
    QVERIFY(has(thermoLinks, rc(1, 1), 5, rc(1, 3), 6, 9));  // two steps up need at least 7
    QVERIFY(!has(thermoLinks, rc(1, 1), 5, rc(1, 3), 7, 9));
}

void TestConstraints::narrowing_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("cellA");
    QTest::addColumn<uint>("startA");
    QTest::addColumn<int>("cellB");
    QTest::addColumn<uint>("expectA");
    QTest::addColumn<uint>("expectB");
    using K = ConstraintKind;
    const auto row = [](const char* name, Rules r, int a, std::uint32_t startA, int b, std::uint32_t expectA, std::uint32_t expectB) {
        QTest::newRow(name) << r << a << uint(startA) << b << uint(expectA) << uint(expectB);
    };
    // A black dot from every digit: 5, 7 and 9 have no double or half within 1-9.
    row("black dot", rulesWith({mark(K::Ratio, rc(4, 4), rc(4, 5))}), rc(4, 4), kAll9, rc(4, 5), digits({1, 2, 3, 4, 6, 8}),
        digits({1, 2, 3, 4, 6, 8}));
    row("black dot on {3,5,7}", rulesWith({mark(K::Ratio, rc(1, 1), rc(1, 2))}), rc(1, 1), digits({3, 5, 7}), rc(1, 2),
        digits({3}), digits({6}));
    row("white dot on {1,5}", rulesWith({mark(K::Difference, rc(1, 1), rc(1, 2))}), rc(1, 1), digits({1, 5}), rc(1, 2),
        digits({1, 5}), digits({2, 4, 6}));
    row("X on {1,5}", rulesWith({mark(K::XV, rc(1, 1), rc(1, 2), {10})}), rc(1, 1), digits({1, 5}), rc(1, 2), digits({1, 5}),
        digits({5, 9}));
    row("V from everything", rulesWith({mark(K::XV, rc(1, 1), rc(1, 2), {5})}), rc(1, 1), kAll9, rc(1, 2),
        digits({1, 2, 3, 4}), digits({1, 2, 3, 4}));
    row("odd", rulesWith({cell(K::Odd, rc(1, 1))}), rc(1, 1), kAll9, rc(1, 2), digits({1, 3, 5, 7, 9}), kAll9);
    row("even", rulesWith({cell(K::Even, rc(1, 1))}), rc(1, 1), kAll9, rc(1, 2), digits({2, 4, 6, 8}), kAll9);
    row("minimum", rulesWith({cell(K::Minimum, rc(5, 5))}), rc(5, 5), kAll9, rc(4, 5), kAll9 & ~digits({9}), kAll9 & ~digits({1}));
    row("maximum", rulesWith({cell(K::Maximum, rc(5, 5))}), rc(5, 5), kAll9, rc(5, 6), kAll9 & ~digits({1}), kAll9 & ~digits({9}));
    row("anti-knight from a placed 5", rulesWith({whole(K::AntiKnight)}), rc(1, 1), digits({5}), rc(3, 2), digits({5}),
        kAll9 & ~digits({5}));
    row("anti-knight from two candidates", rulesWith({whole(K::AntiKnight)}), rc(1, 1), digits({4, 5}), rc(3, 2),
        digits({4, 5}), kAll9);
    row("non-consecutive on {4,6}", rulesWith({whole(K::NonConsecutive)}), rc(1, 1), digits({4, 6}), rc(2, 1),
        digits({4, 6}), kAll9 & ~digits({5}));
    row("negative xv from 5", rulesWith({whole(K::NegativeXV)}), rc(1, 1), digits({5}), rc(1, 2), digits({5}),
        kAll9 & ~digits({5}));
    row("negative xv from {1,4}", rulesWith({whole(K::NegativeXV)}), rc(1, 1), digits({1, 4}), rc(1, 2), digits({1, 4}),
        kAll9);
    row("negative black from 3", rulesWith({whole(K::NegativeRatio)}), rc(1, 1), digits({3}), rc(1, 2), digits({3}),
        kAll9 & ~digits({6}));
}

void TestConstraints::narrowing() {
    QFETCH(Rules, rules);
    QFETCH(int, cellA);
    QFETCH(uint, startA);
    QFETCH(int, cellB);
    QFETCH(uint, expectA);
    QFETCH(uint, expectB);
    QVERIFY(!checkRules(rules));
    std::vector<std::uint32_t> candidates(81, kAll9);
    candidates[static_cast<std::size_t>(cellA)] = startA;
    QVERIFY(narrowCandidates(rules, rules.constraints[0], candidates));
    QCOMPARE(uint(candidates[static_cast<std::size_t>(cellA)]), expectA);
    QCOMPARE(uint(candidates[static_cast<std::size_t>(cellB)]), expectB);
}

void TestConstraints::quadrupleNarrowing() {
    const std::vector<int> cells{rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)};
    const Rules twice = rulesWith({Constraint{ConstraintKind::Quadruple, {cells}, {1, 1}}});
    std::vector<std::uint32_t> candidates(81, kAll9);
    candidates[0] = digits({2, 3});
    candidates[1] = digits({1, 2});
    candidates[9] = digits({1, 5});
    candidates[10] = digits({4});
    // Two 1s, and only r1c2 and r2c1 can hold 1: both are 1.
    QVERIFY(narrowCandidates(twice, twice.constraints[0], candidates));
    QCOMPARE(candidates[1], digits({1}));
    QCOMPARE(candidates[9], digits({1}));
    QCOMPARE(candidates[0], digits({2, 3}));

    // Four digits listed: the cells hold nothing else.
    const Rules four = rulesWith({Constraint{ConstraintKind::Quadruple, {cells}, {1, 2, 3, 4}}});
    std::vector<std::uint32_t> all(81, kAll9);
    QVERIFY(narrowCandidates(four, four.constraints[0], all));
    for (int c : cells) QCOMPARE(all[static_cast<std::size_t>(c)], digits({1, 2, 3, 4}));
    QCOMPARE(all[2], kAll9);

    // A digit none of the cells can hold: contradiction.
    const Rules seven = rulesWith({Constraint{ConstraintKind::Quadruple, {cells}, {7}}});
    std::vector<std::uint32_t> noSeven(81, kAll9 & ~digits({7}));
    QVERIFY(!narrowCandidates(seven, seven.constraints[0], noSeven));
    // One cell left for 7: it is 7.
    noSeven[10] = kAll9;
    QVERIFY(narrowCandidates(seven, seven.constraints[0], noSeven));
    QCOMPARE(noSeven[10], digits({7}));
}

void TestConstraints::killerCageCombinations() {
    using K = ConstraintKind;
    const auto narrowed = [](const Constraint& cage, std::vector<std::uint32_t> start) {
        const Rules rules = rulesWith({cage});
        std::vector<std::uint32_t> candidates(81, kAll9);
        for (std::size_t i = 0; i < start.size(); ++i) candidates[static_cast<std::size_t>(cage.cells[0][i])] = start[i];
        std::vector<std::uint32_t> out;
        if (!narrowCandidates(rules, rules.constraints[0], candidates)) return out;
        for (int c : cage.cells[0]) out.push_back(candidates[static_cast<std::size_t>(c)]);
        return out;
    };
    using Masks = std::vector<std::uint32_t>;
    // "Cage 17 in 2 cells: {8,9}"; 3 in 2: {1,2}; 24 in 3: {7,8,9}.
    QCOMPARE(narrowed({K::KillerCage, {{0, 1}}, {17}}, {}), (Masks{digits({8, 9}), digits({8, 9})}));
    QCOMPARE(narrowed({K::KillerCage, {{0, 9}}, {3}}, {}), (Masks{digits({1, 2}), digits({1, 2})}));
    QCOMPARE(narrowed({K::KillerCage, {{0, 1, 2}}, {24}}, {}), Masks(3, digits({7, 8, 9})));
    // 10 in 3: {1,2,7} {1,3,6} {1,4,5} {2,3,5}, every digit but 8 and 9 takes part.
    QCOMPARE(narrowed({K::KillerCage, {{0, 1, 2}}, {10}}, {}), Masks(3, digits({1, 2, 3, 4, 5, 6, 7})));
    // With a 7 in the first cell, only {1,2,7}: the others are 1 or 2.
    QCOMPARE(narrowed({K::KillerCage, {{0, 1, 2}}, {10}}, {digits({7})}), (Masks{digits({7}), digits({1, 2}), digits({1, 2})}));
    // 6 in 3 is {1,2,3}; two cells can only be 1 or 2, so the third is 3 (a matching, not just the set).
    QCOMPARE(narrowed({K::KillerCage, {{0, 1, 2}}, {6}}, {digits({1, 2}), digits({1, 2})}),
             (Masks{digits({1, 2}), digits({1, 2}), digits({3})}));
    // A cage across houses: r1c1 and r2c4 both {4,6} in a cage of 10: {4,6} twice is no combination
    // (4+6 needs both, and r3c7 then 0): 10 in 3 cells with two of {4,6}: none.
    QVERIFY(narrowed({K::KillerCage, {{0, 12, 24}}, {10}}, {digits({4, 6}), digits({4, 6})}).empty());
    // No sum: only the repeats (a placed 5 leaves the others).
    QCOMPARE(narrowed({K::KillerCage, {{0, 12}}, {}}, {digits({5})}), (Masks{digits({5}), kAll9 & ~digits({5})}));
    // 16×16: 4 cells adding up to 58 = 16 + 15 + 14 + 13.
    Rules big = Rules::classic(16);
    big.constraints = {{K::KillerCage, {{0, 1, 2, 3}}, {58}}};
    QVERIFY(!checkRules(big));
    std::vector<std::uint32_t> all16(256, 0xffff);
    QVERIFY(narrowCandidates(big, big.constraints[0], all16));
    for (int c : {0, 1, 2, 3}) QCOMPARE(all16[static_cast<std::size_t>(c)], 0xe000u | 0x1000u);
}

// The app's cage helper (cage_combinations.h): every set of the sum in digit order, each marked by
// whether the cells' candidates can hold it one digit each.
void TestConstraints::cageCombinationsForThePlayer() {
    const auto listed = [](int n, int sum, std::vector<std::uint32_t> masks) {
        QStringList out;
        for (const CageCombination& c : cageCombinations(n, sum, masks)) {
            QString set;
            for (int d = 1; d <= n; ++d)
                if (c.digits >> (d - 1) & 1u) set += QString::number(d, 36);
            out << (c.possible ? set : QLatin1Char('-') + set);
        }
        return out.join(QLatin1Char(' '));
    };
    const std::uint32_t any = kAll9;
    // The killer player's table: 17 in 3 cells.
    QCOMPARE(listed(9, 17, {any, any, any}), QString("179 269 278 359 368 458 467"));
    // With a 9 placed in one cell, the sets without 9 are struck out.
    QCOMPARE(listed(9, 17, {digits({9}), any, any}), QString("179 269 -278 359 -368 -458 -467"));
    // A set holds but not as a placement: 6 in 3 with two cells {1,2} and one {1,2}: {1,2,3} cannot go.
    QCOMPARE(listed(9, 6, {digits({1, 2}), digits({1, 2}), digits({1, 2})}), QString("-123"));
    // Digit order, not mask order: {1,5} before {2,4}.
    QCOMPARE(listed(9, 6, {any, any}), QString("15 24"));
    // No set: 2 cells cannot make 18 with different digits; more cells than digits; no cells.
    QCOMPARE(listed(9, 18, {any, any}), QString());
    QCOMPARE(listed(4, 10, std::vector<std::uint32_t>(5, 0xf)), QString());
    QCOMPARE(listed(9, 0, {}), QString());
    // 16×16: 58 in 4 is {13,14,15,16} only; 25×25 (no table: listed) 3 in 2 is {1,2}.
    QCOMPARE(listed(16, 58, std::vector<std::uint32_t>(4, 0xffff)), QString("defg"));
    QCOMPARE(listed(25, 3, {0x1ffffff, 0x1ffffff}), QString("12"));
}

void TestConstraints::arrowAndLittleKillerSums() {
    using K = ConstraintKind;
    using Masks = std::vector<std::uint32_t>;
    // The cells' candidates after narrowing one constraint (empty on a contradiction), `start` for
    // the first cells of cellsOf order.
    const auto narrowed = [](const Rules& rules, const std::vector<int>& cells, Masks start) {
        std::vector<std::uint32_t> candidates(static_cast<std::size_t>(rules.cellCount()), (1u << rules.size) - 1);
        for (std::size_t i = 0; i < start.size(); ++i) candidates[static_cast<std::size_t>(cells[i])] = start[i];
        Masks out;
        if (!narrowCandidates(rules, rules.constraints[0], candidates)) return out;
        for (int c : cells) out.push_back(candidates[static_cast<std::size_t>(c)]);
        return out;
    };
    // "Arrow r1c1: ... so r1c2 is 1 or 3": a circle of 4 on an arrow of 2 cells in one box, which
    // differ (2 + 2 is out); in no common house (r2c3, r3c4) repeats are allowed: 1, 2 or 3.
    const std::vector<int> arrowCells{rc(1, 1), rc(1, 2), rc(2, 3)};
    const Rules arrow = rulesWith({Constraint{K::Arrow, {{rc(1, 1)}, {rc(1, 1), rc(1, 2), rc(2, 3)}}, {}}});
    QCOMPARE(narrowed(arrow, arrowCells, {digits({4})}), (Masks{digits({4}), digits({1, 3}), digits({1, 3})}));
    const Rules apart = rulesWith({Constraint{K::Arrow, {{rc(1, 1)}, {rc(1, 1), rc(2, 3), rc(3, 4)}}, {}}});
    QCOMPARE(narrowed(apart, {rc(1, 1), rc(2, 3), rc(3, 4)}, {digits({4}), kAll9, digits({1, 2, 3})}),
             (Masks{digits({4}), digits({1, 2, 3}), digits({1, 2, 3})}));
    // From nothing: the circle is 3 to 9 (two different digits), each arrow cell 1 to 8.
    QCOMPARE(narrowed(arrow, arrowCells, {}), (Masks{kAll9 & ~digits({1, 2}), kAll9 & ~digits({9}), kAll9 & ~digits({9})}));
    // Exact, not bounds: arrow cells {2,4} and {2,4} make 4, 6 or 8, never 5 or 7.
    QCOMPARE(narrowed(arrow, arrowCells, {digits({5, 6, 7}), digits({2, 4}), digits({2, 4})}),
             (Masks{digits({6}), digits({2, 4}), digits({2, 4})}));
    // Two arrows from one circle: r4c4 → r3c3 → r2c2 (r3c3 and r2c2 share box 1, so they differ: 1 +
    // 3 at least, 4) and one whose cells are {1,2} (in boxes 5 and 9: 2 to 4): the circle is 4,
    // r4c4 a 1.
    const Rules two = rulesWith({Constraint{K::Arrow, {{rc(5, 5)}, {rc(5, 5), rc(4, 4), rc(3, 3), rc(2, 2)}, {rc(5, 5), rc(6, 6), rc(7, 7)}}, {}}});
    const std::vector<int> twoCells{rc(5, 5), rc(4, 4), rc(3, 3), rc(2, 2), rc(6, 6), rc(7, 7)};
    const Masks both = narrowed(two, twoCells, {kAll9, kAll9, kAll9, kAll9, digits({1, 2}), digits({1, 2})});
    QCOMPARE(both[0], digits({4}));
    QCOMPARE(both[1], digits({1}));
    QCOMPARE(both[2], digits({1, 2}));
    // A pill r1c1-r1c2 on an arrow of 3 cells (3 to 27): 1 and 0 are no digits, so the number is 11
    // to 27: the first cell 1 or 2, and with the first 2 the second at most 7.
    const Rules pill = rulesWith({Constraint{K::Arrow, {{rc(1, 1), rc(1, 2)}, {rc(1, 2), rc(2, 3), rc(3, 4), rc(4, 5)}}, {}}});
    const std::vector<int> pillCells{rc(1, 1), rc(1, 2), rc(2, 3), rc(3, 4), rc(4, 5)};
    QCOMPARE(narrowed(pill, pillCells, {})[0], digits({1, 2}));
    QCOMPARE(narrowed(pill, pillCells, {digits({2})})[1], digits({1, 2, 3, 4, 5, 6, 7}));
    // With the arrow's cells at 1 or 2 (3 to 6): no 2-digit number: a contradiction.
    QVERIFY(narrowed(pill, pillCells, {kAll9, kAll9, digits({1, 2}), digits({1, 2}), digits({1, 2})}).empty());
    // 16×16: the pill 1-12 is 112, which 7 arrow cells make only as 16 each (7 × 16 = 112); the
    // cells share no row, column or box with the next, so 16 may repeat.
    Rules big = Rules::classic(16);
    std::vector<int> line{rc(1, 2, 16)};
    for (const auto& [r, c] : {std::pair{2, 3}, {6, 8}, {10, 13}, {14, 2}, {3, 7}, {7, 12}, {11, 16}}) line.push_back(rc(r, c, 16));
    big.constraints = {{K::Arrow, {{rc(1, 1, 16), rc(1, 2, 16)}, line}, {}}};
    QVERIFY(!checkRules(big));
    std::vector<int> bigCells{rc(1, 1, 16), rc(1, 2, 16)};
    bigCells.insert(bigCells.end(), line.begin() + 1, line.end());
    const Masks big112 = narrowed(big, bigCells, {1u << 0, 1u << 11});
    QVERIFY(!big112.empty());
    for (std::size_t i = 2; i < big112.size(); ++i) QCOMPARE(big112[i], 1u << 15);

    // Little killer 11 on r1c2-r2c1 with r1c2 in {1,2}: r2c1 would be 10 (no digit) or 9, so r1c2 is
    // 2 and r2c1 9.
    const Rules little = rulesWith({Constraint{K::LittleKiller, {{rc(1, 2), rc(2, 1)}}, {11, int(LittleKillerDirection::DownLeft)}}});
    QCOMPARE(narrowed(little, {rc(1, 2), rc(2, 1)}, {digits({1, 2})}), (Masks{digits({2}), digits({9})}));
    // 3 on a 3-cell diagonal across 4×4's boxes: all 1s (repeats allowed); on 9×9 the same diagonal
    // is in one box, whose digits differ: 6 at least.
    const Rules ones = rulesWith({Constraint{K::LittleKiller, {{rc(1, 3, 4), rc(2, 2, 4), rc(3, 1, 4)}}, {3, int(LittleKillerDirection::DownLeft)}}}, 4);
    QCOMPARE(narrowed(ones, {rc(1, 3, 4), rc(2, 2, 4), rc(3, 1, 4)}, {}), Masks(3, digits({1})));
    const Rules box = rulesWith({Constraint{K::LittleKiller, {{rc(1, 3), rc(2, 2), rc(3, 1)}}, {6, int(LittleKillerDirection::DownLeft)}}});
    QCOMPARE(narrowed(box, {rc(1, 3), rc(2, 2), rc(3, 1)}, {}), Masks(3, digits({1, 2, 3})));
    // A 1-cell diagonal: the corner is the sum.
    const Rules corner = rulesWith({Constraint{K::LittleKiller, {{rc(9, 1)}}, {1, int(LittleKillerDirection::UpLeft)}}});
    QCOMPARE(narrowed(corner, {rc(9, 1)}, {}), Masks{digits({1})});
    // 16×16, the main diagonal (16 cells, largest sum 256: by bounds): 17 = 16 ones and one more.
    Rules diagonal = Rules::classic(16);
    std::vector<int> cells16;
    for (int i = 1; i <= 16; ++i) cells16.push_back(rc(i, i, 16));
    diagonal.constraints = {{K::LittleKiller, {cells16}, {17, int(LittleKillerDirection::DownRight)}}};
    QVERIFY(!checkRules(diagonal));
    const Masks low = narrowed(diagonal, cells16, {});
    QVERIFY(!low.empty());
    for (std::uint32_t m : low) QCOMPARE(m, 0x3u); // 1 or 2
}

// Sums whose runs of cells in one box differ (narrowRepeatingSum with runs, runs of 2 and 3 cells
// enumerated once): exact per cell against every assignment, on random candidates along an
// anti-diagonal of 9 cells (runs of 3: r1c9-r3c7, r4c6-r6c4, r7c3-r9c1) and of 8 (runs of 2, 1, 2,
// 1, 2); no other cells of the diagonal share a house.
void TestConstraints::sumRunsExactPerCell() {
    std::mt19937 rng(34);
    for (const int length : {9, 8}) {
        std::vector<int> cells, box;
        for (int i = 0; i < length; ++i) {
            cells.push_back(rc(1 + i, length - i));
            box.push_back((i / 3) * 3 + (length - 1 - i) / 3);
        }
        for (int trial = 0; trial < 60; ++trial) {
            std::vector<std::uint32_t> start(cells.size());
            for (auto& m : start) {
                m = 0;
                while (std::popcount(m) < 3) m |= 1u << (rng() % 9);
            }
            const int sum = length * 3 + static_cast<int>(rng() % 30);
            const Rules rules = rulesWith({Constraint{ConstraintKind::LittleKiller, {cells}, {sum, int(LittleKillerDirection::DownLeft)}}});
            // Every assignment: digits of one box differ.
            std::vector<std::uint32_t> expected(cells.size(), 0);
            std::vector<int> digit(cells.size());
            const auto walk = [&](auto&& self, std::size_t i, int total) -> void {
                if (i == cells.size()) {
                    if (total == sum)
                        for (std::size_t j = 0; j < cells.size(); ++j) expected[j] |= 1u << (digit[j] - 1);
                    return;
                }
                for (int d = 1; d <= 9; ++d) {
                    if (!(start[i] >> (d - 1) & 1u) || total + d > sum) continue;
                    bool clash = false;
                    for (std::size_t j = 0; j < i; ++j) clash = clash || (box[j] == box[i] && digit[j] == d);
                    if (clash) continue;
                    digit[i] = d;
                    self(self, i + 1, total + d);
                }
            };
            walk(walk, 0, 0);
            std::vector<std::uint32_t> candidates(81, kAll9);
            for (std::size_t i = 0; i < cells.size(); ++i) candidates[static_cast<std::size_t>(cells[i])] = start[i];
            const bool ok = narrowCandidates(rules, rules.constraints[0], candidates);
            const bool any = std::any_of(expected.begin(), expected.end(), [](std::uint32_t m) { return m != 0; });
            QCOMPARE(ok, any);
            if (!ok) continue;
            for (std::size_t i = 0; i < cells.size(); ++i) QCOMPARE(candidates[static_cast<std::size_t>(cells[i])], expected[i]);
        }
    }
}

void TestConstraints::rowCluesNarrow() {
    using K = ConstraintKind;
    using Masks = std::vector<std::uint32_t>;
    const auto narrowed = [](const Constraint& c, Masks start) {
        const Rules rules = rulesWith({c});
        std::vector<std::uint32_t> candidates(81, kAll9);
        for (std::size_t i = 0; i < start.size(); ++i) candidates[static_cast<std::size_t>(c.cells[0][i])] = start[i];
        Masks out;
        if (!narrowCandidates(rules, rules.constraints[0], candidates)) return out;
        for (int cell : c.cells[0]) out.push_back(candidates[static_cast<std::size_t>(cell)]);
        return out;
    };
    const std::uint32_t middle = digits({2, 3, 4, 5, 6, 7, 8}), crusts = digits({1, 9});
    // Sandwich 35 = 2 + ... + 8: the crusts at the two ends.
    QCOMPARE(narrowed({K::Sandwich, {rowFrom(1, true)}, {35}}, {}),
             (Masks{crusts, middle, middle, middle, middle, middle, middle, middle, crusts}));
    // Sandwich 0: 1 and 9 side by side; with r1c1 a 5, r1c2 and r1c9 can still be crusts... r1c2 to
    // r1c9 hold them somewhere: nothing to remove but the 5's crust-ness (it is no crust).
    QCOMPARE(narrowed({K::Sandwich, {rowFrom(1, true)}, {0}}, {digits({5})})[0], digits({5}));
    // Sandwich 2 with the 1 in r1c1: r1c2 is 2 (2 alone makes 2) and r1c3 is 9.
    const Masks two = narrowed({K::Sandwich, {rowFrom(1, true)}, {2}}, {digits({1})});
    QCOMPARE(two[1], digits({2}));
    QCOMPARE(two[2], digits({9}));
    // No crust anywhere: a contradiction.
    QVERIFY(narrowed({K::Sandwich, {rowFrom(1, true)}, {10}}, Masks(9, middle)).empty());
    // X-sum 3 from the left: X = 2, then 1 (X = 1 makes 1; X = 3 needs 3 + 0).
    const Masks three = narrowed({K::XSum, {rowFrom(1, true)}, {3}}, {});
    QCOMPARE(three[0], digits({2}));
    QCOMPARE(three[1], digits({1}));
    QCOMPARE(three[2], kAll9);
    // X-sum 45: the whole row, so X is 9.
    QCOMPARE(narrowed({K::XSum, {rowFrom(1, true)}, {45}}, {})[0], digits({9}));
    // Skyscraper 1: the 9 first, the rest hidden behind it (never 9).
    const Masks one = narrowed({K::Skyscraper, {columnFrom(5, true)}, {1}}, {});
    QCOMPARE(one[0], digits({9}));
    for (std::size_t k = 1; k < 9; ++k) QCOMPARE(one[k], kAll9 & ~digits({9}));
    // Skyscraper 9: 1 to 9 in order.
    const Masks nine = narrowed({K::Skyscraper, {columnFrom(5, false)}, {9}}, {});
    for (std::size_t k = 0; k < 9; ++k) QCOMPARE(nine[k], digits({int(k) + 1}));
    // Skyscraper 5: the first cell at most 9 - 5 + 1 = 5 (four taller ones must follow it).
    QCOMPARE(narrowed({K::Skyscraper, {rowFrom(3, false)}, {5}}, {})[0], digits({1, 2, 3, 4, 5}));
}

void TestConstraints::lineNarrowing_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("start"); // "r1c1=12" : r1c1 starts with candidates 1 and 2; the rest all
    QTest::addColumn<QString>("expect"); // the line's cells after, the same way
    using K = ConstraintKind;
    const auto line = [](K kind, std::vector<int> cells, std::vector<int> values = {}) {
        return rulesWith({Constraint{kind, {std::move(cells)}, std::move(values)}});
    };
    const std::vector<int> row3{rc(1, 1), rc(1, 2), rc(1, 3)};
    const std::vector<int> row4{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4)};
    // Pairwise, 5 is within 3 of 2; but the line holds 1 and 2, so its window is 1-4 (a matching).
    QTest::newRow("renban window") << line(K::Renban, row4) << "r1c1=12 r1c2=12 r1c3=45" << "r1c1=12 r1c2=12 r1c3=4 r1c4=3";
    QTest::newRow("renban from a 5") << line(K::Renban, row4) << "r1c1=5" << "r1c1=5 r1c2=234678 r1c3=234678 r1c4=234678";
    QTest::newRow("renban of 9 is 1-9") << line(K::Renban, {0, 1, 2, 3, 4, 5, 6, 7, 8}) << "r1c1=5" << "r1c1=5 r1c2=12346789";
    QTest::newRow("whispers lose 5") << line(K::Whispers, row3) << "" << "r1c1=12346789 r1c2=12346789 r1c3=12346789";
    QTest::newRow("whispers from {4,6}") << line(K::Whispers, row3) << "r1c2=46" << "r1c1=19 r1c2=46 r1c3=19";
    QTest::newRow("Dutch whispers from 4") << line(K::Whispers, row3, {4}) << "r1c2=4" << "r1c1=89 r1c2=4 r1c3=89";
    QTest::newRow("palindrome") << line(K::Palindrome, row3) << "r1c1=23" << "r1c1=23 r1c2=123456789 r1c3=23";
    QTest::newRow("between line, open") << line(K::BetweenLine, row4) << "" << "r1c1=123456789 r1c2=2345678 r1c3=2345678 r1c4=123456789";
    QTest::newRow("between line, 3 and {4,8}") << line(K::BetweenLine, row4) << "r1c1=3 r1c4=48" << "r1c1=3 r1c2=4567 r1c3=4567 r1c4=8";
    QTest::newRow("between line, either way") << line(K::BetweenLine, row3) << "r1c1=5 r1c2=37" << "r1c1=5 r1c2=37 r1c3=1289";
    // r1c3 alone in box 1 against r1c4 + r1c5 in box 2.
    QTest::newRow("region-sum line") << line(K::RegionSumLine, {rc(1, 3), rc(1, 4), rc(1, 5)}) << "r1c4=1 r1c5=2"
                                     << "r1c3=3 r1c4=1 r1c5=2";
    // Two different digits of box 2 make at least 3 (the cells taken apart would make 2).
    QTest::newRow("region-sum line, one cell at least 3") << line(K::RegionSumLine, {rc(1, 3), rc(1, 4), rc(1, 5)}) << ""
                                                        << "r1c3=3456789 r1c4=12345678 r1c5=12345678";
    QTest::newRow("region-sum line, a segment's digits differ") << line(K::RegionSumLine, {rc(1, 3), rc(1, 4), rc(1, 5)})
                                                               << "r1c3=4 r1c4=123" << "r1c3=4 r1c4=13 r1c5=13";
    QTest::newRow("entropic from a 1") << line(K::EntropicLine, row4) << "r1c1=1" << "r1c1=1 r1c2=456789 r1c3=456789 r1c4=123";
    QTest::newRow("modular from a 3") << line(K::ModularLine, row4) << "r1c1=3" << "r1c1=3 r1c2=124578 r1c3=124578 r1c4=369";
    QTest::newRow("zipper, the middle above its ends") << line(K::ZipperLine, row3) << ""
                                                      << "r1c1=12345678 r1c2=23456789 r1c3=12345678";
    QTest::newRow("zipper, middle 5 and an end 1") << line(K::ZipperLine, row3) << "r1c1=1 r1c2=5" << "r1c1=1 r1c2=5 r1c3=4";
    QTest::newRow("zipper of 4") << line(K::ZipperLine, row4) << "r1c1=1 r1c4=2" << "r1c1=1 r1c2=12 r1c3=12 r1c4=2";
    // 16×16 whispers: at least 8 apart, so 8 and 9 have partners (16, 1) but nothing else in between.
    Rules big = Rules::classic(16);
    big.constraints = {{K::Whispers, {{0, 1}}, {}}};
    QTest::newRow("whispers 16×16 from 8") << big << "r1c1=8" << "r1c1=8 r1c2=g";
}

void TestConstraints::lineNarrowing() {
    QFETCH(Rules, rules);
    QFETCH(QString, start);
    QFETCH(QString, expect);
    QVERIFY(!checkRules(rules));
    const int n = rules.size;
    const auto maskOf = [](const QString& ds) {
        std::uint32_t m = 0;
        for (QChar ch : ds) m |= 1u << ((ch.isDigit() ? ch.digitValue() : ch.toLatin1() - 'a' + 10) - 1);
        return m;
    };
    std::vector<std::uint32_t> candidates(static_cast<std::size_t>(n * n), (1u << n) - 1);
    const auto cellOf = [n](const QString& name) {
        const auto parts = name.mid(1).split('c');
        return rc(parts[0].toInt(), parts[1].toInt(), n);
    };
    for (const QString& p : start.split(' ', Qt::SkipEmptyParts)) {
        const auto kv = p.split('=');
        candidates[static_cast<std::size_t>(cellOf(kv[0]))] = maskOf(kv[1]);
    }
    QVERIFY(narrowCandidates(rules, rules.constraints[0], candidates));
    QStringList got;
    for (const QString& p : expect.split(' ', Qt::SkipEmptyParts)) {
        const QString name = p.split('=')[0];
        QString ds;
        const std::uint32_t m = candidates[static_cast<std::size_t>(cellOf(name))];
        for (int d = 1; d <= n; ++d)
            if (m >> (d - 1) & 1u) ds += d < 10 ? QChar('0' + d) : QChar('a' + d - 10);
        got << name + "=" + ds;
    }
    QCOMPARE(got.join(' '), expect);
}

void TestConstraints::impossibleLinesAreContradictions() {
    using K = ConstraintKind;
    // A renban of 3 whose cells can only be 1, 5 and 9; whispers between two cells of {4,5,6}; a
    // between line whose ends are 4 and 5; a zipper whose middle is 1.
    const std::vector<std::pair<Constraint, std::vector<std::uint32_t>>> cases{
        {{K::Renban, {{0, 1, 2}}, {}}, {digits({1}), digits({5}), digits({9})}},
        {{K::Whispers, {{0, 1}}, {}}, {digits({4, 5, 6}), digits({4, 5, 6})}},
        {{K::BetweenLine, {{0, 1, 2}}, {}}, {digits({4}), kAll9, digits({5})}},
        {{K::ZipperLine, {{0, 1, 2}}, {}}, {kAll9, digits({1}), kAll9}},
        {{K::RegionSumLine, {{rc(1, 3), rc(1, 4)}}, {}}, {digits({1, 2}), digits({3, 4})}},
    };
    for (const auto& [c, start] : cases) {
        const Rules rules = rulesWith({c});
        QVERIFY(!checkRules(rules));
        std::vector<std::uint32_t> candidates(81, kAll9);
        for (std::size_t i = 0; i < start.size(); ++i) candidates[static_cast<std::size_t>(c.cells[0][i])] = start[i];
        QVERIFY2(!narrowCandidates(rules, c, candidates), constraintKindName(c.kind).data());
    }
}

void TestConstraints::thermometerBoundsFromArcConsistency() {
    // "Thermometer r2c1→r2c5: r2c3 is at least 3 and at most 7".
    const Rules rules = rulesWith({Constraint{ConstraintKind::Thermometer, {{rc(2, 1), rc(2, 2), rc(2, 3), rc(2, 4), rc(2, 5)}}, {}}});
    std::vector<std::uint32_t> candidates(81, kAll9);
    QVERIFY(narrowCandidates(rules, rules.constraints[0], candidates));
    QCOMPARE(candidates[rc(2, 1)], digits({1, 2, 3, 4, 5}));
    QCOMPARE(candidates[rc(2, 3)], digits({3, 4, 5, 6, 7}));
    QCOMPARE(candidates[rc(2, 5)], digits({5, 6, 7, 8, 9}));
    // From a bulb of {4}: the cell after next is at least 6, the tip at least 8.
    candidates.assign(81, kAll9);
    candidates[rc(2, 1)] = digits({4});
    QVERIFY(narrowCandidates(rules, rules.constraints[0], candidates));
    QCOMPARE(candidates[rc(2, 3)], digits({6, 7}));
    QCOMPARE(candidates[rc(2, 5)], digits({8, 9}));
    // Five cells cannot increase within 1-4.
    const Rules tooLong = rulesWith({Constraint{ConstraintKind::Thermometer, {{0, 1, 2, 3, 7}}, {}}}, 4);
    std::vector<std::uint32_t> four(16, 0xf);
    QVERIFY(!narrowCandidates(tooLong, tooLong.constraints[0], four));
}

void TestConstraints::badConstraintsAreNeverReadOutOfBounds() {
    // Cells outside the grid, a dot of one cell, a quadruple that is no square: nothing read, nothing
    // found, no narrowing (under ASan a read out of bounds would fail this test).
    const std::vector<Constraint> bad{mark(ConstraintKind::Difference, 0, 81), Constraint{ConstraintKind::Ratio, {{5}}, {}},
                                      Constraint{ConstraintKind::Quadruple, {{0, 1, 2, 3}}, {1}},
                                      Constraint{ConstraintKind::Thermometer, {{-3, 4}}, {}}, cell(ConstraintKind::Odd, 1000),
                                      Constraint{ConstraintKind::Renban, {{80, 81}}, {}}, Constraint{ConstraintKind::BetweenLine, {{0}}, {}},
                                      Constraint{ConstraintKind::RegionSumLine, {{0, 2}}, {}},
                                      Constraint{ConstraintKind::ZipperLine, {{0, 1}, {2, 3}}, {}}};
    for (const Constraint& c : bad) {
        const Rules rules = rulesWith({c});
        QVERIFY(checkRules(rules).has_value());
        QVERIFY(checkConstraint(rules, c).has_value());
        QVERIFY(weakLinks(rules, c).empty());
        QVERIFY(constraintViolations(rules, c, Grid()).empty());
        std::vector<std::uint32_t> candidates(81, kAll9);
        QVERIFY(!narrowCandidates(rules, c, candidates));
    }
    // A good constraint with a grid or candidates of another size: nothing either.
    const Rules good = rulesWith({mark(ConstraintKind::Difference, 0, 1)});
    QVERIFY(constraintViolations(good, good.constraints[0], Grid(Shape{2, 2})).empty());
    std::vector<std::uint32_t> few(16, 0xf);
    QVERIFY(!narrowCandidates(good, good.constraints[0], few));
    Rules huge = good;
    huge.size = 1000;
    QVERIFY(weakLinks(huge, huge.constraints[0]).empty());
}

// What a placed digit rules out (exclusions.h): the candidates left in one cell, on hand-checked positions.
void TestConstraints::exclusions_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("placed");
    QTest::addColumn<int>("cell");
    QTest::addColumn<std::uint32_t>("candidates");
    const auto diagonals = [] {
        Rules r = Rules::classic(9);
        r.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
        return r;
    }();
    QTest::newRow("classic: peers only") << Rules::classic(9) << "r1c1=1 r5c2=2 r2c2=3 r9c9=4" << rc(1, 2)
                                         << (kAll9 & ~digits({1, 2, 3}));
    QTest::newRow("X: the diagonal too") << diagonals << "r1c1=1 r9c9=4 r5c5=5 r9c1=6" << rc(3, 3) << (kAll9 & ~digits({1, 4, 5}));
    QTest::newRow("anti-knight") << rulesWith({whole(ConstraintKind::AntiKnight)}) << "r1c1=5 r3c3=6" << rc(2, 3)
                                 << (kAll9 & ~digits({5, 6}));
    QTest::newRow("white dot beside a 5") << rulesWith({mark(ConstraintKind::Difference, rc(1, 1), rc(1, 2))}) << "r1c1=5"
                                          << rc(1, 2) << digits({4, 6});
    QTest::newRow("black dot beside a 3") << rulesWith({mark(ConstraintKind::Ratio, rc(1, 1), rc(2, 1))}) << "r1c1=3" << rc(2, 1)
                                          << digits({6});
    QTest::newRow("non-consecutive") << rulesWith({whole(ConstraintKind::NonConsecutive)}) << "r5c5=5" << rc(5, 6)
                                     << (kAll9 & ~digits({4, 5, 6}));
    QTest::newRow("odd cell, nothing placed") << rulesWith({cell(ConstraintKind::Odd, rc(4, 4))}) << "" << rc(4, 4)
                                              << digits({1, 3, 5, 7, 9});
    QTest::newRow("thermometer after a 7") << rulesWith({Constraint{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}}, {}}})
                                           << "r1c2=7" << rc(1, 3) << digits({8, 9});
}

void TestConstraints::exclusions() {
    QFETCH(Rules, rules);
    QFETCH(QString, placed);
    QFETCH(int, cell);
    QFETCH(std::uint32_t, candidates);
    QVERIFY(!checkRules(rules));
    const Exclusions exclusions(rules);
    QCOMPARE(exclusions.candidates(gridOf(placed), cell), candidates);
    // Symmetric: whatever a digit rules out rules it out in return.
    for (int c = 0; c < exclusions.cellCount(); c += 7)
        for (int d = 1; d <= 9; ++d)
            for (int other : exclusions.of(c, d)) {
                const auto& back = exclusions.of(other / 9, other % 9 + 1);
                QVERIFY(std::binary_search(back.begin(), back.end(), c * 9 + d - 1));
            }
}

QTEST_APPLESS_MAIN(TestConstraints)
#include "tst_constraints.moc"
