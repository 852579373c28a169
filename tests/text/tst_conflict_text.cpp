// A clash in words (text/diagnostics.h): the house kinds of rules as data (issue 33) and broken
// constraints, in English (the suite loads no translation).

#include <QtTest>

#include "qudoku/conflicts.h"
#include "text/diagnostics.h"

using namespace qudoku;

Q_DECLARE_METATYPE(qudoku::Conflict)

class TestConflictText : public QObject {
    Q_OBJECT

private slots:
    void describesEveryKind_data();
    void describesEveryKind();
};

void TestConflictText::describesEveryKind_data() {
    QTest::addColumn<Conflict>("conflict");
    QTest::addColumn<QString>("text");
    QTest::newRow("row") << Conflict{HouseKind::Row, 0, 5, 0, 8} << "digit 5 twice in row 1 (r1c1, r1c9)";
    QTest::newRow("region") << Conflict{HouseKind::Region, 3, 2, 30, 31} << "digit 2 twice in region 4 (r4c4, r4c5)";
    QTest::newRow("diagonal") << Conflict{HouseKind::Diagonal, 1, 7, 8, 72} << "digit 7 twice in diagonal 2 (r1c9, r9c1)";
    QTest::newRow("window") << Conflict{HouseKind::Window, 0, 1, 10, 30} << "digit 1 twice in window 1 (r2c2, r4c4)";
    QTest::newRow("disjoint group") << Conflict{HouseKind::DisjointGroup, 4, 3, 10, 13}
                                    << "digit 3 twice in disjoint group 5 (r2c2, r2c5)";
    QTest::newRow("extra region") << Conflict{HouseKind::ExtraRegion, 0, 9, 0, 1} << "digit 9 twice in extra region 1 (r1c1, r1c2)";
    Conflict thermo{HouseKind::Row, -1, 0, 0, 2};
    thermo.constraint = 1;
    thermo.constraintKind = ConstraintKind::Thermometer;
    thermo.cells = {0, 2};
    QTest::newRow("thermometer") << thermo << "thermometer broken (r1c1, r1c3)";
    Conflict quad{HouseKind::Row, -1, 0, 0, 10};
    quad.constraint = 0;
    quad.constraintKind = ConstraintKind::Quadruple;
    quad.cells = {0, 1, 9, 10};
    QTest::newRow("quadruple") << quad << "quadruple broken (r1c1, r1c2, r2c1, r2c2)";
}

void TestConflictText::describesEveryKind() {
    QFETCH(Conflict, conflict);
    QFETCH(QString, text);
    QCOMPARE(text::describe(conflict, Shape{3, 3}, Alphabet::Digits), text);
}

QTEST_APPLESS_MAIN(TestConflictText)
#include "tst_conflict_text.moc"
