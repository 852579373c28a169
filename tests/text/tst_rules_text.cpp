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
    ConstraintKind::Arrow,       ConstraintKind::LittleKiller,  ConstraintKind::Sandwich,           ConstraintKind::XSum,
    ConstraintKind::Skyscraper,
    // The lines (issue 34).
    ConstraintKind::Renban,      ConstraintKind::Whispers,      ConstraintKind::Palindrome,         ConstraintKind::BetweenLine,
    ConstraintKind::RegionSumLine, ConstraintKind::EntropicLine, ConstraintKind::ModularLine,       ConstraintKind::ZipperLine,
};
static_assert(std::size(kAllKinds) == static_cast<std::size_t>(ConstraintKind::ZipperLine) + 1, "every kind");

} // namespace

class TestRulesText : public QObject {
    Q_OBJECT
private slots:
    void classicIsOneSentence();
    void eachRuleOnceInASettersOrder();
    void numberedDotsAreSaid();
    void pillsAreSaid();
    void everyKindHasASentenceAndAName();
    void lineSentencesFollowTheSize();
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

// The lines' sentences that depend on the rules: whispers' difference (the size's, or the lines'
// own), entropic classes of the size.
void TestRulesText::lineSentencesFollowTheSize() {
    const auto sentence = [](int size, ConstraintKind kind, std::vector<int> values) {
        Rules rules = Rules::classic(size);
        rules.constraints.push_back({kind, {{0, 1}}, std::move(values)});
        return text::rulesInWords(rules).back();
    };
    QCOMPARE(sentence(9, ConstraintKind::Whispers, {}), QStringLiteral("Neighbouring digits on a green line differ by at least 5."));
    QCOMPARE(sentence(16, ConstraintKind::Whispers, {8}), QStringLiteral("Neighbouring digits on a green line differ by at least 8."));
    QCOMPARE(sentence(9, ConstraintKind::Whispers, {4}),
             QStringLiteral("Neighbouring digits on a green line differ by at least the line's number, or 5 when it has none."));
    QCOMPARE(sentence(9, ConstraintKind::EntropicLine, {}),
             QStringLiteral("Any three consecutive cells on an orange line hold one low (1-3), one middle (4-6) and one high (7-9) digit."));
    QCOMPARE(sentence(4, ConstraintKind::EntropicLine, {}),
             QStringLiteral("Any three consecutive cells on an orange line hold one low (1), one middle (2-3) and one high (4) digit."));
    QCOMPARE(sentence(16, ConstraintKind::EntropicLine, {}),
             QStringLiteral("Any three consecutive cells on an orange line hold one low (1-5), one middle (6-11) and one high (12-16) digit."));
}

QTEST_GUILESS_MAIN(TestRulesText)
#include "tst_rules_text.moc"
