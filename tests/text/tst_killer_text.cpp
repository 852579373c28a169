// Killer steps in words (issue 34): a cage's combinations, innies and outies, in English (the suite
// loads no translation, so a plural reads as its source, "digit(s)"; the app and the CLI load the
// English plural forms: "2 different digits"), on hand-made positions whose steps the engine finds.

#include <QTest>

#include "qudoku/logic/engine.h"
#include "text/step_text.h"

using namespace qudoku;
using namespace qudoku::logic;

Q_DECLARE_METATYPE(qudoku::Rules)
Q_DECLARE_METATYPE(qudoku::logic::Technique)

namespace {

int at(int row, int column) { return (row - 1) * 9 + column - 1; }
Constraint cage(std::vector<int> cells, int sum) { return Constraint{ConstraintKind::KillerCage, {std::move(cells)}, {sum}}; }

} // namespace

class TestKillerText : public QObject {
    Q_OBJECT
private slots:
    void sentences_data();
    void sentences();
};

void TestKillerText::sentences_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("sentence");
    Rules two;
    two.constraints = {cage({at(1, 1), at(1, 2)}, 17)};
    QTest::newRow("cage") << two << Technique::KillerCage
                          << QStringLiteral("Killer cage 17 in r1c1, r1c2: 2 different digit(s) adding up to 17, which the candidates "
                                            "allow only as {8, 9}, so r1c1 is 8 or 9; r1c2 is 8 or 9 (r1c1<>1, r1c1<>2, r1c1<>3, "
                                            "r1c1<>4, r1c1<>5, r1c1<>6, r1c1<>7, r1c2<>1, r1c2<>2, r1c2<>3, r1c2<>4, r1c2<>5, "
                                            "r1c2<>6, r1c2<>7).");
    Rules innies;
    innies.constraints = {cage({at(1, 1), at(1, 2)}, 3), cage({at(1, 3), at(1, 4)}, 7), cage({at(1, 5), at(1, 6)}, 11),
                          cage({at(1, 7), at(1, 8)}, 15), cage({at(1, 9), at(2, 9)}, 12)};
    QTest::newRow("innies") << innies << Technique::Innies
                            << QStringLiteral("Innies of row 1: the digits there total 45 and the cages wholly inside total 36, "
                                              "so what is left, r1c9, totals 9; so r1c9 is 9 (r1c9<>1, r1c9<>2, r1c9<>3, "
                                              "r1c9<>4, r1c9<>5, r1c9<>6, r1c9<>7, r1c9<>8).");
    Rules outies;
    outies.constraints = {cage({at(1, 1), at(1, 2), at(1, 3)}, 6), cage({at(1, 4), at(1, 5), at(1, 6)}, 15),
                          cage({at(1, 7), at(1, 8), at(1, 9), at(2, 9)}, 30)};
    QTest::newRow("outies") << outies << Technique::Outies
                            << QStringLiteral("Outies of row 1: the digits there total 45 and the cages reaching into row 1 total 51, so "
                                              "what those cages hold outside, r2c9, totals 6; so r2c9 is 6 (r2c9<>1, "
                                              "r2c9<>2, r2c9<>3, r2c9<>4, r2c9<>5, r2c9<>7, r2c9<>8, r2c9<>9).");
    // Arrow r1c1 → r1c2 → r1c3: two different digits (one row) make the circle 3 or more, each at most 8.
    Rules arrow;
    arrow.constraints = {Constraint{ConstraintKind::Arrow, {{at(1, 1)}, {at(1, 1), at(1, 2), at(1, 3)}}, {}}};
    QTest::newRow("arrow") << arrow << Technique::Arrow
                           << QStringLiteral("Arrow r1c1: the digits along the arrow add up to the number in its circle, so r1c1 is "
                                             "3, 4, 5, 6, 7, 8 or 9; r1c2 is 1, 2, 3, 4, 5, 6, 7 or 8; r1c3 is 1, 2, 3, 4, 5, 6, 7 "
                                             "or 8 (r1c1<>1, r1c1<>2, r1c2<>9, r1c3<>9).");
    Rules pill;
    pill.constraints = {Constraint{ConstraintKind::Arrow, {{at(1, 1), at(1, 2)}, {at(1, 2), at(2, 3), at(3, 4), at(4, 5)}}, {}}};
    QTest::newRow("pill") << pill << Technique::Arrow
                          << QStringLiteral("Arrow r1c1, r1c2: the digits along the arrow add up to the number in its circle, so "
                                            "r1c1 is 1 or 2 (r1c1<>3, r1c1<>4, r1c1<>5, r1c1<>6, r1c1<>7, r1c1<>8, r1c1<>9).");
    // Little killer 11 on r1c2-r2c1 (the clue above r1c3, pointing down-left).
    Rules little;
    little.constraints = {Constraint{ConstraintKind::LittleKiller, {{at(1, 2), at(2, 1)}}, {11, int(LittleKillerDirection::DownLeft)}}};
    QTest::newRow("little killer") << little << Technique::LittleKiller
                                   << QStringLiteral("Little killer 11 on r1c2→r2c1: the digits along the diagonal add up to 11, so "
                                                     "r1c2 is 2, 3, 4, 5, 6, 7, 8 or 9; r2c1 is 2, 3, 4, 5, 6, 7, 8 or 9 (r1c2<>1, r2c1<>1).");
    // The clues at a row's end: row 1 from the left (r1c1 → r1c9).
    std::vector<int> row1;
    for (int c = 1; c <= 9; ++c) row1.push_back(at(1, c));
    Rules sandwich;
    sandwich.constraints = {Constraint{ConstraintKind::Sandwich, {row1}, {35}}};
    QTest::newRow("sandwich") << sandwich << Technique::Sandwich
                              << QStringLiteral("Sandwich 35 on r1c1→r1c9: the digits between the 1 and the 9 add up to 35, so r1c1 "
                                                "is 1 or 9; r1c2 is 2, 3, 4, 5, 6, 7 or 8; r1c3 is 2, 3, 4, 5, 6, 7 or 8; r1c4 is 2, "
                                                "3, 4, 5, 6, 7 or 8; r1c5 is 2, 3, 4, 5, 6, 7 or 8; r1c6 is 2, 3, 4, 5, 6, 7 or 8; r1c7 "
                                                "is 2, 3, 4, 5, 6, 7 or 8; r1c8 is 2, 3, 4, 5, 6, 7 or 8; r1c9 is 1 or 9 (r1c1<>2, "
                                                "r1c1<>3, r1c1<>4, r1c1<>5, r1c1<>6, r1c1<>7, r1c1<>8, r1c2<>1, r1c2<>9, r1c3<>1, "
                                                "r1c3<>9, r1c4<>1, r1c4<>9, r1c5<>1, r1c5<>9, r1c6<>1, r1c6<>9, r1c7<>1, r1c7<>9, "
                                                "r1c8<>1, r1c8<>9, r1c9<>2, r1c9<>3, r1c9<>4, r1c9<>5, r1c9<>6, r1c9<>7, r1c9<>8).");
    Rules xsum;
    xsum.constraints = {Constraint{ConstraintKind::XSum, {row1}, {3}}};
    QTest::newRow("x-sum") << xsum << Technique::XSum
                           << QStringLiteral("X-sum 3 on r1c1→r1c9: the first X digits add up to 3, X being the first of them, so "
                                             "r1c1 is 2; r1c2 is 1 (r1c1<>1, r1c1<>3, r1c1<>4, r1c1<>5, r1c1<>6, r1c1<>7, r1c1<>8, "
                                             "r1c1<>9, r1c2<>2, r1c2<>3, r1c2<>4, r1c2<>5, r1c2<>6, r1c2<>7, r1c2<>8, r1c2<>9).");
    Rules sky;
    std::vector<int> column1;
    for (int r = 9; r >= 1; --r) column1.push_back(at(r, 1)); // from below
    sky.constraints = {Constraint{ConstraintKind::Skyscraper, {column1}, {9}}};
    // From the clue up: r9c1 is 1, ..., r1c1 is 9, each cell named as the column is read from below.
    QStringList kept, removed;
    for (int r = 9; r >= 1; --r) {
        const int digit = 10 - r;
        kept << QStringLiteral("r%1c1 is %2").arg(r).arg(digit);
        for (int v = 1; v <= 9; ++v)
            if (v != digit) removed << QStringLiteral("r%1c1<>%2").arg(r).arg(v);
    }
    QTest::newRow("skyscraper") << sky << Technique::SkyscraperClue
                                << QStringLiteral("Skyscraper 9 on r9c1→r1c1: 9 digits are seen from the clue (each taller than "
                                                  "those before it), so %1 (%2).")
                                       .arg(kept.join(QStringLiteral("; ")), removed.join(QStringLiteral(", ")));
}

void TestKillerText::sentences() {
    QFETCH(Rules, rules);
    QFETCH(Technique, technique);
    QFETCH(QString, sentence);
    const CandidateGrid state(Grid(), rules);
    const std::optional<Step> step = findStep(state, technique);
    QVERIFY(step);
    QCOMPARE(text::explanation(*step, state.geometry(), Alphabet::Digits), sentence);
}

QTEST_APPLESS_MAIN(TestKillerText)
#include "tst_killer_text.moc"
