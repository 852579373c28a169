// The lines' steps in words (issue 34), in English (the suite loads no translation, so a plural reads
// as its source, "digit(s)"), on hand-made positions whose steps the engine finds: a line and a given
// or two, the step the line's own row finds first.

#include <QTest>

#include "qudoku/logic/engine.h"
#include "text/step_text.h"

using namespace qudoku;
using namespace qudoku::logic;

Q_DECLARE_METATYPE(qudoku::Rules)
Q_DECLARE_METATYPE(qudoku::Grid)
Q_DECLARE_METATYPE(qudoku::logic::Technique)

namespace {

int at(int row, int column) { return (row - 1) * 9 + column - 1; }

Rules lineRules(ConstraintKind kind, std::vector<int> cells) {
    Rules rules;
    rules.constraints = {Constraint{kind, {std::move(cells)}, {}}};
    return rules;
}

Grid given(std::initializer_list<std::pair<int, int>> placed) {
    Grid grid;
    for (const auto& [cell, value] : placed) grid.set(cell, value);
    return grid;
}

} // namespace

class TestLineText : public QObject {
    Q_OBJECT
private slots:
    void sentences_data();
    void sentences();
};

void TestLineText::sentences_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Grid>("grid");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("sentence");
    using K = ConstraintKind;
    QTest::newRow("renban") << lineRules(K::Renban, {at(1, 1), at(1, 2), at(1, 3), at(1, 4)}) << given({{at(1, 1), 5}})
                            << Technique::Renban << QStringLiteral("Renban line r1c1–r1c4: 4 consecutive digit(s) in any order, so r1c2 is 2, 3, 4, 6, 7 or 8; r1c3 is 2, 3, 4, 6, 7 or 8; r1c4 is 2, 3, 4, 6, 7 or 8 (r1c2<>1, r1c2<>9, r1c3<>1, r1c3<>9, r1c4<>1, r1c4<>9).");
    QTest::newRow("renban, a placed digit")
        << lineRules(K::Renban, {at(3, 3), at(4, 4)}) << given({{at(3, 3), 5}}) << Technique::Renban
        << QStringLiteral("Renban line: r3c3=5 removes 5 from r4c4, on the same line (digits do not repeat on a renban line).");
    QTest::newRow("whispers") << lineRules(K::Whispers, {at(1, 1), at(1, 2)}) << Grid() << Technique::Whispers
                              << QStringLiteral("German whispers line r1c1–r1c2: neighbours on it differ by at least 5, so r1c1 is 1, 2, 3, 4, 6, 7, 8 or 9; r1c2 is 1, 2, 3, 4, 6, 7, 8 or 9 (r1c1<>5, r1c2<>5).");
    QTest::newRow("palindrome") << lineRules(K::Palindrome, {at(1, 3), at(2, 4), at(3, 5)}) << given({{at(1, 3), 4}})
                                << Technique::Palindrome << QStringLiteral("Palindrome line r1c3–r3c5: it reads the same from either end, so r3c5 is 4 (r3c5<>1, r3c5<>2, r3c5<>3, r3c5<>5, r3c5<>6, r3c5<>7, r3c5<>8, r3c5<>9).");
    QTest::newRow("between") << lineRules(K::BetweenLine, {at(5, 1), at(5, 2), at(5, 3), at(5, 4)})
                             << given({{at(5, 1), 2}, {at(5, 4), 7}}) << Technique::BetweenLine << QStringLiteral("Between line r5c1–r5c4: the digits between the circles lie strictly between the circles' digits, so r5c2 is at least 3 and at most 6; r5c3 is at least 3 and at most 6 (r5c2<>1, r5c2<>8, r5c2<>9, r5c3<>1, r5c3<>8, r5c3<>9).");
    QTest::newRow("region-sum") << lineRules(K::RegionSumLine, {at(3, 3), at(4, 4), at(4, 5)}) << given({{at(3, 3), 3}})
                                << Technique::RegionSumLine << QStringLiteral("Region-sum line r3c3–r4c5: its digits in each region it passes add up to the same total, so r4c4 is 1 or 2; r4c5 is 1 or 2 (r4c4<>3, r4c4<>4, r4c4<>5, r4c4<>6, r4c4<>7, r4c4<>8, r4c4<>9, r4c5<>3, r4c5<>4, r4c5<>5, r4c5<>6, r4c5<>7, r4c5<>8, r4c5<>9).");
    QTest::newRow("entropic") << lineRules(K::EntropicLine, {at(1, 1), at(1, 2), at(1, 3)}) << given({{at(1, 1), 1}})
                              << Technique::EntropicLine << QStringLiteral("Entropic line r1c1–r1c3: any three consecutive cells hold a low, a middle and a high digit, so r1c2 is 4, 5, 6, 7, 8 or 9; r1c3 is 4, 5, 6, 7, 8 or 9 (r1c2<>2, r1c2<>3, r1c3<>2, r1c3<>3).");
    QTest::newRow("modular") << lineRules(K::ModularLine, {at(1, 1), at(1, 2), at(1, 3)}) << given({{at(1, 1), 3}})
                             << Technique::ModularLine << QStringLiteral("Modular line r1c1–r1c3: any three consecutive cells hold different remainders mod 3, so r1c2 is 1, 2, 4, 5, 7 or 8; r1c3 is 1, 2, 4, 5, 7 or 8 (r1c2<>6, r1c2<>9, r1c3<>6, r1c3<>9).");
    QTest::newRow("zipper") << lineRules(K::ZipperLine, {at(1, 1), at(1, 2), at(1, 3)}) << Grid() << Technique::ZipperLine
                            << QStringLiteral("Zipper line r1c1–r1c3: cells at the same distance from its centre add up to the same total, so r1c1 is 1, 2, 3, 4, 5, 6, 7 or 8; r1c2 is 2, 3, 4, 5, 6, 7, 8 or 9; r1c3 is 1, 2, 3, 4, 5, 6, 7 or 8 (r1c1<>9, r1c2<>1, r1c3<>9).");
}

void TestLineText::sentences() {
    QFETCH(Rules, rules);
    QFETCH(Grid, grid);
    QFETCH(Technique, technique);
    QFETCH(QString, sentence);
    QVERIFY(!checkRules(rules));
    const CandidateGrid state(grid, rules);
    const std::optional<Step> step = findStep(state, technique);
    QVERIFY(step);
    QCOMPARE(text::explanation(*step, state.geometry(), Alphabet::Digits), sentence);
}

QTEST_APPLESS_MAIN(TestLineText)
#include "tst_line_text.moc"
