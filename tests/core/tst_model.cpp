// The grid model: shapes, houses and peers, symbols and alphabets, the writer (and its round trip
// through the reader), and the rule check.

#include <QtTest>

#include <set>
#include <string>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/houses.h"
#include "qudoku/reader.h"
#include "qudoku/rules.h"
#include "qudoku/conflicts.h"
#include "qudoku/shape.h"
#include "qudoku/symbols.h"
#include "qudoku/writer.h"
#include "test_support.h"

using namespace qudoku;
using namespace qudoku::testsupport;

Q_DECLARE_METATYPE(std::vector<qudoku::Conflict>)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(qudoku::Grid)

namespace {

constexpr int kSizes[] = {4, 6, 9, 12, 16, 25};

// Compile-time use of the constexpr shape API.
static_assert(Shape::forSize(9)->cellCount() == 81);
static_assert(Shape::forCellCount(144) == Shape{3, 4});
static_assert(Shape{2, 3}.boxOf(Shape{2, 3}.cellAt(2, 3)) == 3);

QByteArray qb(const std::string& s) { return QByteArray(s.data(), static_cast<qsizetype>(s.size())); }

// A grid from a plain line ('.' empty, 1-9 then A, B, ... for 10 and up).
Grid gridOf(std::string_view plain) {
    const auto shape = Shape::forCellCount(static_cast<int>(plain.size()));
    Grid g(*shape);
    for (int i = 0; i < g.cellCount(); ++i) {
        const char c = plain[static_cast<std::size_t>(i)];
        g.set(i, c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10);
    }
    return g;
}

// An empty N x N grid with `value` placed at each (row, col).
Grid withValues(int n, int value, std::initializer_list<std::pair<int, int>> cells) {
    Grid g(*Shape::forSize(n));
    for (auto [r, c] : cells) g.set(r, c, value);
    return g;
}

// A valid complete grid of any shape (the classic pattern: row r shifted by boxCols*(r%boxRows) + r/boxRows).
Grid patternGrid(Shape s) {
    Grid g(s);
    const int n = s.size();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) g.set(r, c, (s.boxCols * (r % s.boxRows) + r / s.boxRows + c) % n + 1);
    return g;
}

constexpr Alphabet kAlphabets[] = {Alphabet::Digits, Alphabet::Letters, Alphabet::DigitsLetters, Alphabet::Hex, Alphabet::Numbers};

int A(Alphabet a) { return static_cast<int>(a); }
int F(Format f) { return static_cast<int>(f); }

} // namespace

class TestModel : public QObject {
    Q_OBJECT

private slots:
    void shapeForSize_data();
    void shapeForSize();
    void shapeRejectsOtherSizes();
    void shapeCellArithmetic();

    void housesOfClassic9x9();
    void housesAndPeersOfEveryShape_data();
    void housesAndPeersOfEveryShape();
    void boxNumbering_data();
    void boxNumbering();

    void gridBasics();
    void gridCopiesAndMoves_data();
    void gridCopiesAndMoves();

    void symbolTable_data();
    void symbolTable();
    void symbolsRoundTrip();
    void valueOfRejects_data();
    void valueOfRejects();
    void emptyMarksAndAlphabets();
    void symbolNamesAndTheAlphabetOfRules();

    void writesEachFormat_data();
    void writesEachFormat();
    void writerRulersLineUpForEverySize();
    void readWriteReadRoundTrip_data();
    void readWriteReadRoundTrip();

    void findConflicts_data();
    void findConflicts();
    void validGridsHaveNoConflicts();
};

void TestModel::shapeForSize_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("boxRows");
    QTest::addColumn<int>("boxCols");
    QTest::newRow("4x4") << 4 << 2 << 2;
    QTest::newRow("6x6") << 6 << 2 << 3;
    QTest::newRow("9x9") << 9 << 3 << 3;
    QTest::newRow("12x12") << 12 << 3 << 4;
    QTest::newRow("16x16") << 16 << 4 << 4;
    QTest::newRow("25x25") << 25 << 5 << 5;
}

// Each supported size has its standard box shape, found both from N and from N*N.
void TestModel::shapeForSize() {
    QFETCH(int, n);
    QFETCH(int, boxRows);
    QFETCH(int, boxCols);
    const auto s = Shape::forSize(n);
    QVERIFY(s);
    QCOMPARE(s->boxRows, boxRows);
    QCOMPARE(s->boxCols, boxCols);
    QCOMPARE(s->size(), n);
    QCOMPARE(s->cellCount(), n * n);
    const auto byCells = Shape::forCellCount(n * n);
    QVERIFY(byCells && *byCells == *s);
}

void TestModel::shapeRejectsOtherSizes() {
    for (int n : {-9, 0, 1, 2, 3, 5, 7, 8, 10, 15, 20, 26, 36, 81})
        QVERIFY2(!Shape::forSize(n), qPrintable(QString::number(n)));
    for (int cells : {0, 4, 9, 15, 17, 25, 49, 80, 82, 100, 255, 624, 626, 1296})
        QVERIFY2(!Shape::forCellCount(cells), qPrintable(QString::number(cells)));
    QCOMPARE(Shape{}.size(), 9); // the default shape is classic 9x9
}

// rowOf/colOf/cellAt are inverse, and boxOf numbers boxes row-major (N / boxCols across).
void TestModel::shapeCellArithmetic() {
    for (int n : kSizes) {
        const Shape s = *Shape::forSize(n);
        for (int cell = 0; cell < s.cellCount(); ++cell) {
            const int r = s.rowOf(cell), c = s.colOf(cell);
            QCOMPARE(s.cellAt(r, c), cell);
            QCOMPARE(s.boxOf(cell), boxIndex(s, r, c));
        }
    }
}

// Classic 9x9: 27 houses (rows, columns, boxes in that order), each cell in 3 houses, 20 peers.
void TestModel::housesOfClassic9x9() {
    const Houses h(Shape{3, 3});
    QCOMPARE(h.all().size(), std::size_t{27});
    for (int i = 0; i < 27; ++i) {
        const House& house = h.all()[static_cast<std::size_t>(i)];
        QCOMPARE(static_cast<int>(house.kind), i / 9);
        QCOMPARE(house.index, i % 9);
    }
    QCOMPARE(h.all()[0].cells, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(h.all()[9 + 4].cells, (std::vector<int>{4, 13, 22, 31, 40, 49, 58, 67, 76}));
    QCOMPARE(h.all()[18 + 4].cells, (std::vector<int>{30, 31, 32, 39, 40, 41, 48, 49, 50}));
    QCOMPARE(h.housesOf(40), (std::vector<int>{4, 13, 22}));
    QCOMPARE(h.peersOf(0), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72}));
    for (int cell = 0; cell < 81; ++cell) {
        QCOMPARE(h.housesOf(cell).size(), std::size_t{3});
        QCOMPARE(h.peersOf(cell).size(), std::size_t{20});
    }
}

void TestModel::housesAndPeersOfEveryShape_data() {
    QTest::addColumn<int>("n");
    for (int n : kSizes) QTest::addRow("%dx%d", n, n) << n;
}

// For every shape: 3N houses of N ascending cells; every cell in one row, one column and one box; peers
// are exactly the other cells sharing a house (3N - boxRows - boxCols - 1 of them), ascending.
void TestModel::housesAndPeersOfEveryShape() {
    QFETCH(int, n);
    const Shape s = *Shape::forSize(n);
    const Houses h(s);
    QVERIFY(h.shape() == s);
    QCOMPARE(static_cast<int>(h.all().size()), 3 * n);
    for (const House& house : h.all()) {
        QCOMPARE(static_cast<int>(house.cells.size()), n);
        QVERIFY(std::is_sorted(house.cells.begin(), house.cells.end()));
        for (int cell : house.cells) {
            const int r = s.rowOf(cell), c = s.colOf(cell);
            const int expected = house.kind == HouseKind::Row ? r : house.kind == HouseKind::Column ? c : boxIndex(s, r, c);
            QCOMPARE(house.index, expected);
        }
    }
    for (int cell = 0; cell < s.cellCount(); ++cell) {
        const auto& hs = h.housesOf(cell);
        QCOMPARE(hs.size(), std::size_t{3});
        std::set<HouseKind> kinds;
        for (int i : hs) {
            const House& house = h.all()[static_cast<std::size_t>(i)];
            kinds.insert(house.kind);
            QVERIFY(std::find(house.cells.begin(), house.cells.end(), cell) != house.cells.end());
        }
        QCOMPARE(kinds.size(), std::size_t{3});
        std::vector<int> peers;
        const int r = s.rowOf(cell), c = s.colOf(cell);
        for (int other = 0; other < s.cellCount(); ++other) {
            const int r2 = s.rowOf(other), c2 = s.colOf(other);
            if (other != cell && (r2 == r || c2 == c || boxIndex(s, r, c) == boxIndex(s, r2, c2))) peers.push_back(other);
        }
        QCOMPARE(h.peersOf(cell), peers);
        QCOMPARE(static_cast<int>(peers.size()), 3 * n - s.boxRows - s.boxCols - 1);
    }
}

void TestModel::boxNumbering_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("box");
    QTest::addColumn<std::vector<int>>("cells");
    // 6x6: boxes of 2 rows x 3 columns, 2 across, 3 down.
    QTest::newRow("2x3/box-0") << 6 << 0 << std::vector<int>{0, 1, 2, 6, 7, 8};
    QTest::newRow("2x3/box-1") << 6 << 1 << std::vector<int>{3, 4, 5, 9, 10, 11};
    QTest::newRow("2x3/box-2") << 6 << 2 << std::vector<int>{12, 13, 14, 18, 19, 20};
    QTest::newRow("2x3/box-5") << 6 << 5 << std::vector<int>{27, 28, 29, 33, 34, 35};
    // 12x12: boxes of 3 rows x 4 columns, 3 across, 4 down.
    QTest::newRow("3x4/box-0") << 12 << 0 << std::vector<int>{0, 1, 2, 3, 12, 13, 14, 15, 24, 25, 26, 27};
    QTest::newRow("3x4/box-1") << 12 << 1 << std::vector<int>{4, 5, 6, 7, 16, 17, 18, 19, 28, 29, 30, 31};
    QTest::newRow("3x4/box-3") << 12 << 3 << std::vector<int>{36, 37, 38, 39, 48, 49, 50, 51, 60, 61, 62, 63};
    QTest::newRow("3x4/box-11") << 12 << 11
                                << std::vector<int>{116, 117, 118, 119, 128, 129, 130, 131, 140, 141, 142, 143};
    QTest::newRow("5x5/box-24") << 25 << 24
                                << std::vector<int>{520, 521, 522, 523, 524, 545, 546, 547, 548, 549, 570, 571, 572,
                                                    573, 574, 595, 596, 597, 598, 599, 620, 621, 622, 623, 624};
}

// Boxes are numbered row-major, worked out by hand for the non-square box shapes.
void TestModel::boxNumbering() {
    QFETCH(int, n);
    QFETCH(int, box);
    QFETCH(std::vector<int>, cells);
    const Shape s = *Shape::forSize(n);
    const Houses h(s);
    const House& house = h.all()[static_cast<std::size_t>(2 * n + box)];
    QCOMPARE(static_cast<int>(house.kind), static_cast<int>(HouseKind::Box));
    QCOMPARE(house.index, box);
    QCOMPARE(house.cells, cells);
    for (int cell : cells) QCOMPARE(s.boxOf(cell), box);
}

void TestModel::gridBasics() {
    Grid g(Shape{2, 3});
    QCOMPARE(g.size(), 6);
    QCOMPARE(g.cellCount(), 36);
    QCOMPARE(g.filledCount(), 0);
    QVERIFY(!g.isComplete());
    g.set(2, 4, 6);
    QCOMPARE(g.at(2, 4), 6);
    QCOMPARE(g.at(16), 6);
    QVERIFY(!g.isEmpty(16));
    QCOMPARE(g.filledCount(), 1);
    Grid other(Shape{2, 3});
    QVERIFY(!(g == other));
    other.set(16, 6);
    QVERIFY(g == other);
    QVERIFY(!(Grid(Shape{2, 3}) == Grid(Shape{3, 2}))); // same cell count, different shape
    QCOMPARE(Grid().size(), 9);
    QVERIFY(patternGrid(Shape{5, 5}).isComplete());
}

// Grids keep up to 81 cells inside the object and larger ones on the heap (grid.h): copies, moves and
// assignments between every mix of the two keep every cell and leave the source as the contract says.
void TestModel::gridCopiesAndMoves_data() {
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    for (int from : kSizes)
        for (int to : {4, 9, 16, 25})
            QTest::addRow("%dx%d onto %dx%d", from, from, to, to) << from << to;
}

void TestModel::gridCopiesAndMoves() {
    QFETCH(int, from);
    QFETCH(int, to);
    const Grid source = patternGrid(*Shape::forSize(from));
    const Grid other = patternGrid(*Shape::forSize(to));

    Grid copied(source);
    QVERIFY(copied == source);
    copied.set(0, 0);
    QVERIFY(!(copied == source));         // a deep copy: the source keeps its value
    QCOMPARE(source.at(0), patternGrid(source.shape()).at(0));

    Grid assigned = other;
    assigned = source;
    QVERIFY(assigned == source);
    const Grid& self = assigned;
    assigned = self; // self-assignment keeps the grid
    QVERIFY(assigned == source);

    Grid moving(source);
    Grid moved(std::move(moving));
    QVERIFY(moved == source);
    QCOMPARE(moved.filledCount(), source.cellCount());

    Grid target = other;
    Grid donor(source);
    target = std::move(donor);
    QVERIFY(target == source);
    target.set(source.cellCount() - 1, 0); // the last cell, inline or on the heap, is writable
    QCOMPARE(target.at(source.cellCount() - 1), 0);
    QCOMPARE(target.filledCount(), source.cellCount() - 1);

    std::vector<Grid> many(5, other); // vectors reallocating move their grids
    for (int i = 0; i < 50; ++i) many.push_back(i % 2 ? source : other);
    QVERIFY(many.front() == other);
    QVERIFY(many.back() == source);
    QVERIFY(many[many.size() - 2] == other);
}

void TestModel::symbolTable_data() {
    QTest::addColumn<int>("alphabet");
    QTest::addColumn<int>("value");
    QTest::addColumn<char>("symbol");
    QTest::newRow("digits/1") << A(Alphabet::Digits) << 1 << '1';
    QTest::newRow("digits/9") << A(Alphabet::Digits) << 9 << '9';
    QTest::newRow("letters/1") << A(Alphabet::Letters) << 1 << 'A';
    QTest::newRow("letters/16") << A(Alphabet::Letters) << 16 << 'P';
    QTest::newRow("letters/25") << A(Alphabet::Letters) << 25 << 'Y';
    QTest::newRow("digits-letters/9") << A(Alphabet::DigitsLetters) << 9 << '9';
    QTest::newRow("digits-letters/10") << A(Alphabet::DigitsLetters) << 10 << 'A';
    QTest::newRow("digits-letters/12") << A(Alphabet::DigitsLetters) << 12 << 'C';
    QTest::newRow("digits-letters/16") << A(Alphabet::DigitsLetters) << 16 << 'G';
    QTest::newRow("digits-letters/25") << A(Alphabet::DigitsLetters) << 25 << 'P';
    QTest::newRow("hex/1") << A(Alphabet::Hex) << 1 << '0';
    QTest::newRow("hex/10") << A(Alphabet::Hex) << 10 << '9';
    QTest::newRow("hex/11") << A(Alphabet::Hex) << 11 << 'A';
    QTest::newRow("hex/16") << A(Alphabet::Hex) << 16 << 'F';
    QTest::newRow("numbers/9") << A(Alphabet::Numbers) << 9 << '9';
    QTest::newRow("numbers/10") << A(Alphabet::Numbers) << 10 << 'A';
    QTest::newRow("numbers/16") << A(Alphabet::Numbers) << 16 << 'G';
}

// The documented spelling of values in each alphabet (symbols.h).
void TestModel::symbolTable() {
    QFETCH(int, alphabet);
    QFETCH(int, value);
    QFETCH(char, symbol);
    const auto a = static_cast<Alphabet>(alphabet);
    const int size = a == Alphabet::Digits ? 9 : a == Alphabet::Hex ? 16 : 25;
    QCOMPARE(symbolFor(value, a), symbol);
    QCOMPARE(valueOf(symbol, a, size), std::optional<int>(value));
    const char lowerCase = symbol >= 'A' && symbol <= 'Z' ? static_cast<char>(symbol - 'A' + 'a') : symbol;
    QCOMPARE(valueOf(lowerCase, a, size), std::optional<int>(value));
}

// For every alphabet and every size it fits, each value has its own symbol, which is no empty mark and
// reads back (in either case) as that value; the alphabet fits exactly the documented sizes.
void TestModel::symbolsRoundTrip() {
    for (Alphabet a : kAlphabets) {
        for (int n : kSizes) {
            const bool fits = alphabetFits(a, n);
            const bool documented = a == Alphabet::Digits ? n <= 9 : a == Alphabet::Hex ? n == 16 : true;
            QCOMPARE(fits, documented);
            if (!fits) continue;
            std::set<char> seen;
            for (int v = 1; v <= n; ++v) {
                const char c = symbolFor(v, a);
                QVERIFY2(seen.insert(c).second, qPrintable(QString("value %1 of %2x%2 in alphabet %3").arg(v).arg(n).arg(A(a))));
                QVERIFY(!isEmptyMark(c, a));
                QCOMPARE(valueOf(c, a, n), std::optional<int>(v));
                if (c >= 'A' && c <= 'Z') QCOMPARE(valueOf(static_cast<char>(c - 'A' + 'a'), a, n), std::optional<int>(v));
            }
        }
    }
    QCOMPARE(static_cast<int>(defaultAlphabet(4)), A(Alphabet::Digits));
    QCOMPARE(static_cast<int>(defaultAlphabet(9)), A(Alphabet::Digits));
    QCOMPARE(static_cast<int>(defaultAlphabet(12)), A(Alphabet::DigitsLetters));
    QCOMPARE(static_cast<int>(defaultAlphabet(16)), A(Alphabet::Letters));
    QCOMPARE(static_cast<int>(defaultAlphabet(25)), A(Alphabet::Letters));
    for (int n : kSizes) QVERIFY(alphabetFits(defaultAlphabet(n), n));
}

// How a player sees values (symbols.h): Numbers as numbers, every other alphabet as its character;
// and which puzzles get Numbers (rules.h): over 9×9 with a constraint that reads digits as numbers.
void TestModel::symbolNamesAndTheAlphabetOfRules() {
    QCOMPARE(symbolName(16, Alphabet::Numbers), std::string("16"));
    QCOMPARE(symbolName(10, Alphabet::Numbers), std::string("10"));
    QCOMPARE(symbolName(7, Alphabet::Numbers), std::string("7"));
    QCOMPARE(symbolName(16, Alphabet::Letters), std::string("P"));
    QCOMPARE(symbolName(16, Alphabet::DigitsLetters), std::string("G"));
    QCOMPARE(symbolName(16, Alphabet::Hex), std::string("F"));
    QCOMPARE(symbolName(9, Alphabet::Digits), std::string("9"));
    QCOMPARE(std::string(symbolRange(Alphabet::Numbers, 16)), std::string("1-9, A-G")); // typed and written so

    Rules killer16 = Rules::classic(16);
    QCOMPARE(defaultAlphabet(killer16), Alphabet::Letters); // classic: the contest letters
    killer16.constraints.push_back(Constraint{ConstraintKind::AntiKnight, {}, {}});
    QCOMPARE(defaultAlphabet(killer16), Alphabet::Letters); // no arithmetic
    killer16.constraints.push_back(Constraint{ConstraintKind::KillerCage, {{0, 1}}, {21}});
    QCOMPARE(defaultAlphabet(killer16), Alphabet::Numbers);
    Rules thermo12 = Rules::classic(12);
    thermo12.constraints.push_back(Constraint{ConstraintKind::Thermometer, {{0, 1, 2}}, {}});
    QCOMPARE(defaultAlphabet(thermo12), Alphabet::Numbers);
    Rules killer9 = Rules::classic(9);
    killer9.constraints.push_back(Constraint{ConstraintKind::KillerCage, {{0, 1}}, {3}});
    QCOMPARE(defaultAlphabet(killer9), Alphabet::Digits);
}

void TestModel::valueOfRejects_data() {
    QTest::addColumn<char>("c");
    QTest::addColumn<int>("alphabet");
    QTest::addColumn<int>("size");
    QTest::newRow("digit-past-4x4") << '5' << A(Alphabet::Digits) << 4;
    QTest::newRow("zero-digits") << '0' << A(Alphabet::Digits) << 9;
    QTest::newRow("letter-in-digits") << 'A' << A(Alphabet::Digits) << 9;
    QTest::newRow("Q-past-16x16-letters") << 'Q' << A(Alphabet::Letters) << 16;
    QTest::newRow("Z-past-25x25-letters") << 'Z' << A(Alphabet::Letters) << 25;
    QTest::newRow("digit-in-letters") << '1' << A(Alphabet::Letters) << 16;
    QTest::newRow("H-past-16x16-1-9A-G") << 'H' << A(Alphabet::DigitsLetters) << 16;
    QTest::newRow("D-past-12x12-1-9A-C") << 'D' << A(Alphabet::DigitsLetters) << 12;
    QTest::newRow("G-past-hex") << 'G' << A(Alphabet::Hex) << 16;
    QTest::newRow("dot") << '.' << A(Alphabet::Letters) << 16;
    QTest::newRow("space") << ' ' << A(Alphabet::Digits) << 9;
    QTest::newRow("nul") << '\0' << A(Alphabet::DigitsLetters) << 25;
    QTest::newRow("high-byte") << static_cast<char>(0xC3) << A(Alphabet::Letters) << 25;
}

void TestModel::valueOfRejects() {
    QFETCH(char, c);
    QFETCH(int, alphabet);
    QFETCH(int, size);
    QCOMPARE(valueOf(c, static_cast<Alphabet>(alphabet), size), std::optional<int>());
}

// '.', '-' and '_' are empty in every alphabet, '0' in all but Hex; symbolRange describes each alphabet.
void TestModel::emptyMarksAndAlphabets() {
    for (Alphabet a : kAlphabets) {
        for (char c : {'.', '-', '_'}) QVERIFY(isEmptyMark(c, a));
        QCOMPARE(isEmptyMark('0', a), a != Alphabet::Hex);
        for (char c : {' ', '1', 'A', 'x', '|', '#', '\0'}) QVERIFY(!isEmptyMark(c, a));
    }
    QCOMPARE(bytes(symbolRange(Alphabet::Digits, 4)), QByteArray("1-4"));
    QCOMPARE(bytes(symbolRange(Alphabet::Digits, 6)), QByteArray("1-6"));
    QCOMPARE(bytes(symbolRange(Alphabet::Digits, 9)), QByteArray("1-9"));
    QCOMPARE(bytes(symbolRange(Alphabet::Letters, 16)), QByteArray("A-P"));
    QCOMPARE(bytes(symbolRange(Alphabet::Letters, 25)), QByteArray("A-Y"));
    QCOMPARE(bytes(symbolRange(Alphabet::DigitsLetters, 12)), QByteArray("1-9, A-C"));
    QCOMPARE(bytes(symbolRange(Alphabet::DigitsLetters, 16)), QByteArray("1-9, A-G"));
    QCOMPARE(bytes(symbolRange(Alphabet::DigitsLetters, 25)), QByteArray("1-9, A-P"));
    QCOMPARE(bytes(symbolRange(Alphabet::Hex, 16)), QByteArray("0-9, A-F"));
}

void TestModel::writesEachFormat_data() {
    QTest::addColumn<QByteArray>("plain");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("alphabet");
    QTest::addColumn<bool>("compact");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray g4 = "1.3..4.1.1.34.1.";
    const QByteArray g9 = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    QTest::newRow("block/4x4") << g4 << F(Format::Block) << A(Alphabet::Digits) << true
                               << QByteArray("1030\n0401\n0103\n4010\n");
    QTest::newRow("line/4x4") << g4 << F(Format::Line) << A(Alphabet::Digits) << false << g4 + "\n";
    QTest::newRow("letters/4x4") << g4 << F(Format::Letters) << A(Alphabet::Letters) << false
                                 << QByteArray("A-C-\n-D-A\n-A-C\nD-A-\n");
    QTest::newRow("grid/4x4") << g4 << F(Format::Grid) << A(Alphabet::Digits) << false
                              << QByteArray("1 . | 3 .\n. 4 | . 1\n----+----\n. 1 | . 3\n4 . | 1 .\n");
    QTest::newRow("grid-compact/4x4") << g4 << F(Format::Grid) << A(Alphabet::Digits) << true
                                      << QByteArray("1.3.\n.4.1\n.1.3\n4.1.\n");
    QTest::newRow("grid/6x6") << QByteArray(".1.4....52........63..4..26......5..") << F(Format::Grid)
                              << A(Alphabet::Digits) << false
                              << QByteArray(". 1 . | 4 . .\n. . 5 | 2 . .\n------+------\n. . . | . . .\n6 3 . | . 4 .\n"
                                            "------+------\n. 2 6 | . . .\n. . . | 5 . .\n");
    QTest::newRow("block/9x9") << g9 << F(Format::Block) << A(Alphabet::Digits) << true
                               << QByteArray("103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n"
                                             "000401000\n009205800\n804000107\n");
    QTest::newRow("grid/9x9") << g9 << F(Format::Grid) << A(Alphabet::Digits) << false
                              << QByteArray("1 . 3 | . . . | 5 . 9\n. . 2 | 1 . 9 | 4 . .\n. . . | 7 . 4 | . . .\n"
                                            "------+-------+------\n"
                                            "3 . . | 5 . 2 | . . 6\n. 6 . | . . . | . 5 .\n7 . . | 8 . 3 | . . 4\n"
                                            "------+-------+------\n"
                                            ". . . | 4 . 1 | . . .\n. . 9 | 2 . 5 | 8 . .\n8 . 4 | . . . | 1 . 7\n");
    QTest::newRow("line/9x9") << g9 << F(Format::Line) << A(Alphabet::Digits) << false << g9 + "\n";
    QTest::newRow("line/16x16-hex") << QByteArray("G" + QByteArray(254, '.') + "1") << F(Format::Line)
                                    << A(Alphabet::Hex) << false << QByteArray("F" + QByteArray(254, '.') + "0\n");
    // In hex '0' is the value 1, so Block writes empty cells as '.' there (found by the round trip below).
    QTest::newRow("block/16x16-hex") << QByteArray("G" + QByteArray(254, '.') + "1") << F(Format::Block)
                                     << A(Alphabet::Hex) << true
                                     << QByteArray("F" + QByteArray(15, '.') + "\n" +
                                                   QByteArray(QByteArray(16, '.') + "\n").repeated(14) +
                                                   QByteArray(15, '.') + "0\n");
    QTest::newRow("letters/16x16") << QByteArray("G" + QByteArray(254, '.') + "1") << F(Format::Letters)
                                   << A(Alphabet::Letters) << false
                                   << QByteArray("P" + QByteArray(15, '-') + "\n" +
                                                 QByteArray(QByteArray(16, '-') + "\n").repeated(14) +
                                                 QByteArray(15, '-') + "A\n");
}

// writeGrid spells each format as writer.h documents: empty cells '0' (Block), '.' (Line, Grid), '-'
// (Letters); Grid with spaces, '|' between boxes and rulers between bands, or plain rows.
void TestModel::writesEachFormat() {
    QFETCH(QByteArray, plain);
    QFETCH(int, format);
    QFETCH(int, alphabet);
    QFETCH(bool, compact);
    QFETCH(QByteArray, expected);
    const Grid g = gridOf(plain.toStdString());
    const TextLayout layout{static_cast<Format>(format), static_cast<Alphabet>(alphabet), compact};
    QCOMPARE(qb(writeGrid(g, layout)), expected);
    if (layout.format == Format::Line) QCOMPARE(qb(toLine(g, layout.alphabet) + "\n"), expected);
    QCOMPARE(bytes(answerSeparator(layout.format)),
             QByteArray(layout.format == Format::Letters || layout.format == Format::Grid ? "\n" : ""));
}

// The spaced Grid output of every size: rows and rulers of equal width, rulers crossing at the bars,
// one ruler between bands, and toLine in the default alphabet.
void TestModel::writerRulersLineUpForEverySize() {
    for (int n : kSizes) {
        const Shape s = *Shape::forSize(n);
        const Grid g = patternGrid(s);
        const std::string text = writeGrid(g, {Format::Grid, Alphabet::DigitsLetters, false});
        std::vector<std::string> lines;
        std::size_t start = 0;
        for (std::size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
            lines.push_back(text.substr(start, nl - start));
        QCOMPARE(start, text.size()); // ends with a newline
        QCOMPARE(static_cast<int>(lines.size()), n + n / s.boxRows - 1);
        const std::string& firstRow = lines.front();
        int rulers = 0;
        for (const std::string& l : lines) {
            QCOMPARE(l.size(), firstRow.size());
            if (l.find('-') == std::string::npos) continue;
            ++rulers;
            for (std::size_t i = 0; i < l.size(); ++i) QCOMPARE(l[i] == '+', firstRow[i] == '|');
        }
        QCOMPARE(rulers, n / s.boxRows - 1);
        QCOMPARE(toLine(g), toLine(g, defaultAlphabet(n)));
        QCOMPARE(static_cast<int>(toLine(g).size()), n * n);
    }
    Grid g(Shape{4, 4});
    g.set(0, 15);
    QCOMPARE(toLine(g).substr(0, 2), std::string("O.")); // 16x16 default: letters
}

void TestModel::readWriteReadRoundTrip_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("format");
    const std::string g9 = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    auto rows = [](const std::string& line, int n, const char* eol = "\n") {
        std::string out;
        for (int r = 0; r < n; ++r) out += line.substr(static_cast<std::size_t>(r * n), static_cast<std::size_t>(n)) + eol;
        return out;
    };
    auto zeros = [](std::string s) {
        for (char& c : s)
            if (c == '.') c = '0';
        return s;
    };
    // 16x16 (alspv easy) in 1-9A-G, hex and letters.
    const std::string g16 =
        ".B9..GD4..E.A6F.4CF.36.B.5.1G7E21.6.F2..B9A...8..D...1..46.F..........F.8153.4B76.1..C8.9..2..3.E.4D6..3.C7A8.2."
        "38..472.6....CG5D..G.8EA34F.C51B...62..1A.B.F3.97..C.4.F5.9E....A..8..B...1C4.DG......7.F2....C3..7..A6.18.DB.9E"
        "865..3..E..9.....G.2...E.A......";
    std::string hex, letters;
    for (char c : g16) {
        const int v = c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10;
        hex += v ? "0123456789ABCDEF"[v - 1] : '.';
        letters += v ? static_cast<char>('A' + v - 1) : '-';
    }
    QTest::newRow("block/9x9") << qb("1\n" + rows(zeros(g9), 9)) << F(Format::Block);
    QTest::newRow("block/4x4") << QByteArray("1\n1030\n0401\n0103\n4010\n") << F(Format::Block);
    QTest::newRow("line/9x9") << qb(g9 + "\n") << F(Format::Line);
    QTest::newRow("line/16x16-1-9A-G") << qb(g16 + "\n") << F(Format::Line);
    QTest::newRow("line/16x16-hex") << qb(hex + "\n") << F(Format::Line);
    QTest::newRow("line/16x16-letters") << qb(letters + "\n") << F(Format::Line);
    QTest::newRow("letters/16x16") << qb(rows(letters, 16)) << F(Format::Letters);
    QTest::newRow("grid/compact-9x9") << qb("Grid 07\n" + rows(zeros(g9), 9)) << F(Format::Grid);
    QTest::newRow("grid/spaced-4x4") << QByteArray("1 . | 3 .\n. 4 | . 1\n----+----\n. 1 | . 3\n4 . | 1 .\n")
                                     << F(Format::Grid);
    QTest::newRow("grid/compact-16x16-hex") << qb(rows(hex, 16)) << F(Format::Grid);
    QTest::newRow("grid/compact-16x16-1-9A-G") << qb(rows(g16, 16)) << F(Format::Grid);
    QTest::newRow("grid/compact-16x16-letters") << qb(rows(letters, 16)) << F(Format::Grid);
    // A Block puzzle in hex: '.' is empty and '0' is the value 1 (both appear, so the reader picks Hex).
    QTest::newRow("block/16x16-hex") << qb("1\n" + rows(hex, 16)) << F(Format::Block);
}

// Whatever the reader accepts, the writer writes back in the same layout, and reading that gives the
// same grid and layout again.
void TestModel::readWriteReadRoundTrip() {
    QFETCH(QByteArray, text);
    QFETCH(int, format);
    const auto f = static_cast<Format>(format);
    const auto first = readOne(text.toStdString(), f);
    QVERIFY2(first.ok(), first.ok() ? "" : kindText(first.error().kind).constData());
    std::string written = writeGrid(first->grid, first->layout);
    if (f == Format::Block) written = "1\n" + written; // Block output is the rows only
    const auto second = readOne(written, f);
    QVERIFY2(second.ok(), second.ok() ? "" : kindText(second.error().kind).constData());
    QCOMPARE(plainLine(second->grid), plainLine(first->grid));
    QVERIFY(second->layout == first->layout);
    QCOMPARE(writeGrid(second->grid, second->layout), writeGrid(first->grid, first->layout));
}

void TestModel::findConflicts_data() {
    QTest::addColumn<Grid>("grid");
    QTest::addColumn<std::vector<Conflict>>("expected");
    QTest::addColumn<std::vector<int>>("cells");
    using HK = HouseKind;
    QTest::newRow("empty") << Grid(Shape{3, 3}) << std::vector<Conflict>{} << std::vector<int>{};
    QTest::newRow("row") << withValues(9, 5, {{0, 0}, {0, 8}}) << std::vector<Conflict>{{HK::Row, 0, 5, 0, 8}}
                         << std::vector<int>{0, 8};
    QTest::newRow("column") << withValues(9, 5, {{0, 3}, {8, 3}}) << std::vector<Conflict>{{HK::Column, 3, 5, 3, 75}}
                            << std::vector<int>{3, 75};
    QTest::newRow("box") << withValues(9, 5, {{3, 3}, {5, 5}}) << std::vector<Conflict>{{HK::Box, 4, 5, 30, 50}}
                         << std::vector<int>{30, 50};
    // A pair sharing a row and a box is reported once per house: rows come before boxes.
    QTest::newRow("row-and-box") << withValues(9, 7, {{4, 4}, {4, 3}})
                                 << std::vector<Conflict>{{HK::Row, 4, 7, 39, 40}, {HK::Box, 4, 7, 39, 40}}
                                 << std::vector<int>{39, 40};
    QTest::newRow("column-and-box") << withValues(9, 2, {{8, 8}, {6, 8}})
                                    << std::vector<Conflict>{{HK::Column, 8, 2, 62, 80}, {HK::Box, 8, 2, 62, 80}}
                                    << std::vector<int>{62, 80};
    QTest::newRow("three-in-a-row") << withValues(9, 9, {{2, 0}, {2, 4}, {2, 8}})
                                    << std::vector<Conflict>{{HK::Row, 2, 9, 18, 22}, {HK::Row, 2, 9, 18, 26},
                                                             {HK::Row, 2, 9, 22, 26}}
                                    << std::vector<int>{18, 22, 26};
    Grid twoValues = withValues(9, 1, {{0, 0}, {0, 1}});
    twoValues.set(8, 0, 3);
    twoValues.set(8, 8, 3);
    QTest::newRow("two-values-ordered-by-house")
        << twoValues << std::vector<Conflict>{{HK::Row, 0, 1, 0, 1}, {HK::Row, 8, 3, 72, 80}, {HK::Box, 0, 1, 0, 1}}
        << std::vector<int>{0, 1, 72, 80};
    QTest::newRow("6x6-box") << withValues(6, 2, {{2, 0}, {3, 2}}) << std::vector<Conflict>{{HK::Box, 2, 2, 12, 20}}
                             << std::vector<int>{12, 20};
    QTest::newRow("12x12-box") << withValues(12, 11, {{3, 4}, {5, 7}})
                               << std::vector<Conflict>{{HK::Box, 4, 11, 40, 67}} << std::vector<int>{40, 67};
    QTest::newRow("16x16-column") << withValues(16, 16, {{0, 15}, {15, 15}})
                                  << std::vector<Conflict>{{HK::Column, 15, 16, 15, 255}} << std::vector<int>{15, 255};
    QTest::newRow("25x25-last-box") << withValues(25, 25, {{20, 20}, {24, 24}})
                                    << std::vector<Conflict>{{HK::Box, 24, 25, 520, 624}} << std::vector<int>{520, 624};
}

// findConflicts names each clashing pair with its house kind and index, in the documented order;
// hasConflicts and conflictingCells agree with it.
void TestModel::findConflicts() {
    QFETCH(Grid, grid);
    QFETCH(std::vector<Conflict>, expected);
    QFETCH(std::vector<int>, cells);
    const auto got = qudoku::findConflicts(grid);
    QVERIFY2(got == expected, "got " + describe(got) + " expected " + describe(expected));
    QVERIFY(qudoku::findConflicts(grid, Houses(grid.shape())) == expected);
    QVERIFY(referenceConflicts(grid) == expected);
    QCOMPARE(hasConflicts(grid), !expected.empty());
    QCOMPARE(conflictingCells(got), cells);
}

void TestModel::validGridsHaveNoConflicts() {
    for (int n : kSizes) {
        Grid g = patternGrid(*Shape::forSize(n));
        QVERIFY(qudoku::findConflicts(g).empty());
        QVERIFY(!hasConflicts(g));
        // Swapping two values in a row breaks two columns (and maybe boxes) but keeps the row valid.
        const int a = g.at(0, 0), b = g.at(0, n - 1);
        g.set(0, 0, b);
        g.set(0, n - 1, a);
        const auto conflicts = qudoku::findConflicts(g);
        QVERIFY(hasConflicts(g));
        QVERIFY(conflicts == referenceConflicts(g));
        for (const Conflict& c : conflicts) QVERIFY(c.kind != HouseKind::Row);
    }
}

QTEST_APPLESS_MAIN(TestModel)
#include "tst_model.moc"
