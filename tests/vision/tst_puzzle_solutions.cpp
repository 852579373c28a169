// What the puzzle read says about a reading (vision/src/puzzle_solutions.h): its solutions counted,
// and the empty cells a puzzle with several solutions leaves open, among which a missed given is.

#include "puzzle_solutions.h"

#include <QTest>

#include <algorithm>
#include <stop_token>
#include <string>
#include <vector>

using namespace qudoku;

namespace {

// A published puzzle with one solution (the tests' made pictures print it).
constexpr const char* kPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

std::array<vision::CellReading, 81> cellsOf(const std::string& puzzle)
{
    std::array<vision::CellReading, 81> cells{};
    for (int cell = 0; cell < 81; ++cell) {
        const char c = puzzle[static_cast<std::size_t>(cell)];
        cells[static_cast<std::size_t>(cell)] = {c == '.' ? 0 : c - '0', 1.0f};
    }
    return cells;
}

std::vector<int> givensOf(const std::string& puzzle)
{
    std::vector<int> givens;
    for (int cell = 0; cell < 81; ++cell)
        if (puzzle[static_cast<std::size_t>(cell)] != '.')
            givens.push_back(cell);
    return givens;
}

} // namespace

class TestPuzzleSolutions : public QObject {
    Q_OBJECT
private slots:
    void counts_data();
    void counts();
    void aProperPuzzleLeavesNoCellOpen();
    void everyMissedGivenIsOpen();
    void twoMissedGivensAreBothOpen();
    void aPuzzleBreakingTheRulesLeavesNoCellOpen();
    void anEmptyGridLeavesEveryCellOpen();
    void stoppedGivesNothing();
};

void TestPuzzleSolutions::counts_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<int>("solutions");
    QTest::newRow("proper") << QString::fromLatin1(kPuzzle) << 1;
    QTest::newRow("empty grid: two or more") << QString(81, QLatin1Char('.')) << 2;
    std::string twice = kPuzzle;
    twice[0] = '3'; // a 3 already in row 0
    QTest::newRow("a digit twice in a row") << QString::fromStdString(twice) << 0;
}

void TestPuzzleSolutions::counts()
{
    QFETCH(QString, puzzle);
    QFETCH(int, solutions);
    QCOMPARE(vision::solutionsOf(cellsOf(puzzle.toStdString()), {}), std::optional<int>(solutions));
}

void TestPuzzleSolutions::aProperPuzzleLeavesNoCellOpen()
{
    const auto open = vision::openCells(cellsOf(kPuzzle), {});
    QVERIFY(open);
    QVERIFY(open->empty());
}

void TestPuzzleSolutions::everyMissedGivenIsOpen()
{
    // Each given of the puzzle missed in turn: when the rest has several solutions, the missed cell is
    // among the open ones, and every open cell is empty; when it still has one, none is open.
    int several = 0;
    for (int cell : givensOf(kPuzzle)) {
        std::string read = kPuzzle;
        read[static_cast<std::size_t>(cell)] = '.';
        const auto cells = cellsOf(read);
        const auto open = vision::openCells(cells, {});
        QVERIFY(open);
        if (vision::solutionsOf(cells, {}) == 1) {
            QVERIFY2(open->empty(), qPrintable(QStringLiteral("given %1 missed").arg(cell)));
            continue;
        }
        ++several;
        QVERIFY2(std::find(open->begin(), open->end(), cell) != open->end(), qPrintable(QStringLiteral("given %1 missed, not open").arg(cell)));
        for (int o : *open)
            QVERIFY(read[static_cast<std::size_t>(o)] == '.');
    }
    QVERIFY(several > 0); // the puzzle has givens it cannot spare
}

void TestPuzzleSolutions::twoMissedGivensAreBothOpen()
{
    // Two givens missed at once (pairs of the givens the puzzle cannot spare alone): both open.
    std::vector<int> needed;
    for (int cell : givensOf(kPuzzle)) {
        std::string read = kPuzzle;
        read[static_cast<std::size_t>(cell)] = '.';
        if (vision::solutionsOf(cellsOf(read), {}) == 2)
            needed.push_back(cell);
    }
    QVERIFY(needed.size() >= 2);
    for (size_t a = 0; a < needed.size(); ++a)
        for (size_t b = a + 1; b < needed.size(); ++b) {
            std::string read = kPuzzle;
            read[static_cast<std::size_t>(needed[a])] = '.';
            read[static_cast<std::size_t>(needed[b])] = '.';
            const auto open = vision::openCells(cellsOf(read), {});
            QVERIFY(open);
            QVERIFY(std::find(open->begin(), open->end(), needed[a]) != open->end());
            QVERIFY(std::find(open->begin(), open->end(), needed[b]) != open->end());
        }
}

void TestPuzzleSolutions::aPuzzleBreakingTheRulesLeavesNoCellOpen()
{
    std::string read = kPuzzle;
    read[0] = '3';
    const auto open = vision::openCells(cellsOf(read), {});
    QVERIFY(open);
    QVERIFY(open->empty());
}

void TestPuzzleSolutions::anEmptyGridLeavesEveryCellOpen()
{
    const auto open = vision::openCells(cellsOf(std::string(81, '.')), {});
    QVERIFY(open);
    QCOMPARE(open->size(), size_t{81});
}

void TestPuzzleSolutions::stoppedGivesNothing()
{
    std::stop_source source;
    source.request_stop();
    std::string read = kPuzzle;
    read[2] = '.';
    QVERIFY(!vision::openCells(cellsOf(std::string(81, '.')), source.get_token()));
    QVERIFY(!vision::solutionsOf(cellsOf(read), source.get_token()));
}

QTEST_MAIN(TestPuzzleSolutions)
#include "tst_puzzle_solutions.moc"
