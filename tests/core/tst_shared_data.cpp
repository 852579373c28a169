// Cross-check of the solvers on the public puzzle sets in ../shared/data (beside the checkout). The
// sets are not part of the repository: without them every test here is skipped, saying so.

#include <QtTest>

#include <fstream>
#include <string>

#include "qudoku/reader.h"
#include "qudoku/solver.h"
#include "test_support.h"

using namespace qudoku;
using namespace qudoku::testsupport;

namespace {

QString sharedDir() { return QStringLiteral(QUDOKU_SHARED_DATA); }

} // namespace

class TestSharedData : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void solversAgreeOnPublicSets_data();
    void solversAgreeOnPublicSets();
};

void TestSharedData::initTestCase() {
    if (!QFileInfo(sharedDir()).isDir())
        QSKIP(qPrintable("the shared puzzle sets are not there (" + sharedDir() +
                         "): nothing to cross-check on this clone"));
}

void TestSharedData::solversAgreeOnPublicSets_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    // Every puzzle of these sets has exactly one solution.
    QTest::newRow("17-clue") << "puzzles2_17_clue" << 1000;
    QTest::newRow("magictour-top1465") << "puzzles3_magictour_top1465" << 300;
    QTest::newRow("forum-hardest-1905-11+") << "puzzles5_forum_hardest_1905_11+" << 300;
}

// On the first puzzles of each set, mrv, dlx and fast all prove the puzzle unique (limit 2) and return
// the same, valid solution.
void TestSharedData::solversAgreeOnPublicSets() {
    QFETCH(QString, file);
    QFETCH(int, count);
    const QString path = sharedDir() + "/" + file;
    if (!QFileInfo::exists(path)) QSKIP(qPrintable(path + " is missing from the shared puzzle sets"));
    std::ifstream in(path.toStdString(), std::ios::binary);
    QVERIFY(in);
    PuzzleReader reader(in, Format::Line);
    int read = 0;
    while (read < count) {
        auto r = reader.next();
        QVERIFY2(r, qPrintable(QString("%1 holds only %2 puzzles").arg(file).arg(read)));
        if (!r->ok())
            QFAIL(qPrintable(QString("%1: %2 at line %3").arg(file, QString::fromLatin1(kindText(r->error().kind))).arg(r->error().line)));
        ++read;
        const Puzzle& p = **r;
        const QByteArray where = file.toUtf8() + ":" + QByteArray::number(p.line);

        SolveOptions options;
        options.limit = 2;
        options.algorithm = Algorithm::Dlx;
        const SolveResult dlx = solve(p.grid, options);
        QVERIFY2(dlx.status == SolveStatus::SolvedUnique, where + " dlx: " + statusText(dlx.status));
        QVERIFY2(isValidSolution(dlx.solutions.front()) && keepsGivens(p.grid, dlx.solutions.front()), where);
        for (Algorithm a : {Algorithm::Mrv, Algorithm::Fast}) {
            options.algorithm = a;
            const SolveResult other = solve(p.grid, options);
            const QByteArray who = where + " " + bytes(algorithmName(a));
            QVERIFY2(other.status == dlx.status, who + ": " + statusText(other.status));
            QVERIFY2(other.solutions.front() == dlx.solutions.front(), who + ": another solution than dlx");
        }
    }
    QCOMPARE(read, count);
}

QTEST_APPLESS_MAIN(TestSharedData)
#include "tst_shared_data.moc"
