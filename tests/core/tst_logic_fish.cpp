// PLACEHOLDER: being written (issue #4).
#include <QTest>

class TestLogicFish : public QObject {
    Q_OBJECT
private slots:
    void placeholder() { QSKIP("being written"); }
};

QTEST_APPLESS_MAIN(TestLogicFish)
#include "tst_logic_fish.moc"
