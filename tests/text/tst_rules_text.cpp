// A variant's rules in words (text/rules_text.h): each rule once, in a setter's order, the wording that
// fits the puzzle (numbered dots), and a sentence and a name for every kind of constraint.
#include <QTest>

#include <set>

#include "qudoku/rules.h"
#include "text/rules_text.h"

using namespace qudoku;

namespace {

Rules jigsawX() {
    Rules rules;
    rules.regions.resize(81);
    for (int c = 0; c < 81; ++c) rules.regions[static_cast<std::size_t>(c)] = ((c / 9) / 3) * 3 + (c % 9) / 3;
    std::swap(rules.regions[2], rules.regions[3]);
    rules.extraHouses.push_back({ExtraHouseKind::DiagonalDown, {}});
    rules.extraHouses.push_back({ExtraHouseKind::DiagonalUp, {}});
    rules.constraints.push_back({ConstraintKind::Thermometer, {{0, 1, 2}}, {}});
    rules.constraints.push_back({ConstraintKind::AntiKnight, {}, {}});
    rules.constraints.push_back({ConstraintKind::Thermometer, {{9, 10}}, {}});
    return rules;
}

constexpr ConstraintKind kAllKinds[] = {
    ConstraintKind::AntiKnight,  ConstraintKind::AntiKing,      ConstraintKind::NonConsecutive,     ConstraintKind::Difference,
    ConstraintKind::Ratio,       ConstraintKind::XV,            ConstraintKind::NegativeDifference, ConstraintKind::NegativeRatio,
    ConstraintKind::NegativeXV,  ConstraintKind::Odd,           ConstraintKind::Even,               ConstraintKind::Minimum,
    ConstraintKind::Maximum,     ConstraintKind::Thermometer,   ConstraintKind::Quadruple,          ConstraintKind::KillerCage,
    ConstraintKind::Arrow,       ConstraintKind::LittleKiller,
};

} // namespace

class TestRulesText : public QObject {
    Q_OBJECT
private slots:
    void classicIsOneSentence();
    void eachRuleOnceInASettersOrder();
    void numberedDotsAreSaid();
    void pillsAreSaid();
    void everyKindHasASentenceAndAName();
};

void TestRulesText::classicIsOneSentence() {
    Rules classic;
    QCOMPARE(text::rulesInWords(classic),
             QStringList{QStringLiteral("Place the digits 1 to 9 once each in every row, column and box.")});
    classic.size = 6;
    QCOMPARE(text::rulesInWords(classic).size(), 1);
    QVERIFY(text::rulesInWords(classic).front().contains(QStringLiteral("1 to 6")));
}

void TestRulesText::eachRuleOnceInASettersOrder() {
    const QStringList words = text::rulesInWords(jigsawX());
    QCOMPARE(words, (QStringList{
                        QStringLiteral("Place the digits 1 to 9 once each in every row, column and outlined region."),
                        QStringLiteral("Digits may not repeat on either of the two marked diagonals."),
                        QStringLiteral("Cells a chess knight's move apart may not hold the same digit."),
                        QStringLiteral("Digits strictly increase along each thermometer from its bulb."),
                    }));
    Rules one = jigsawX();
    one.extraHouses.pop_back();
    QVERIFY(text::rulesInWords(one).contains(QStringLiteral("Digits may not repeat on the marked diagonal.")));
}

void TestRulesText::numberedDotsAreSaid() {
    Rules rules;
    rules.constraints.push_back({ConstraintKind::Difference, {{0, 1}}, {}});
    QVERIFY(text::rulesInWords(rules).contains(QStringLiteral("Cells joined by a white dot hold consecutive digits.")));
    rules.constraints.push_back({ConstraintKind::Difference, {{1, 2}}, {3}});
    QVERIFY(text::rulesInWords(rules).contains(
        QStringLiteral("Cells joined by a white dot differ by the number in the dot, or by 1 when it has none.")));
}

// Arrows say how a circle of several cells reads only when the puzzle has one.
void TestRulesText::pillsAreSaid() {
    Rules rules;
    rules.constraints.push_back({ConstraintKind::Arrow, {{0}, {0, 1}}, {}});
    QVERIFY(text::rulesInWords(rules).contains(
        QStringLiteral("The digits along an arrow add up to the digit in its circle. Digits may repeat on an arrow.")));
    rules.constraints.push_back({ConstraintKind::Arrow, {{20, 21}, {21, 22, 23}}, {}});
    QVERIFY(text::rulesInWords(rules).back().contains(QStringLiteral("a circle of several cells reads as one number")));
}

void TestRulesText::everyKindHasASentenceAndAName() {
    std::set<QString> sentences, names;
    for (ConstraintKind kind : kAllKinds) {
        Rules rules;
        rules.constraints.push_back({kind, {}, {}});
        const QStringList words = text::rulesInWords(rules);
        QCOMPARE(words.size(), 2);
        QVERIFY(!words.back().isEmpty());
        sentences.insert(words.back());
        QVERIFY(!text::constraintName(kind).isEmpty());
        names.insert(text::constraintName(kind));
    }
    QCOMPARE(sentences.size(), std::size(kAllKinds));
    QCOMPARE(names.size(), std::size(kAllKinds));
}

QTEST_GUILESS_MAIN(TestRulesText)
#include "tst_rules_text.moc"
