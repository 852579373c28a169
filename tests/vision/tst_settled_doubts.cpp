// The doubts the puzzle settles (vision/src/settled_doubts.h): a doubtful digit is cleared only when it
// is the one reading of its cell that makes a proper puzzle; a doubtful empty cell only when the
// glyphs that made it doubtful are not the digit the puzzle's one solution puts there; and only when
// every doubt is so settled.

#include "settled_doubts.h"

#include "qudoku/grid.h"
#include "qudoku/solver.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace qudoku;

namespace {

// A published puzzle with one solution (the tests' made pictures print it), and its solution.
constexpr const char* kPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
constexpr const char* kSolution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

int solutionsOf(const std::string& puzzle)
{
    Grid grid(Shape{3, 3});
    for (int cell = 0; cell < 81; ++cell)
        grid.set(cell, puzzle[static_cast<std::size_t>(cell)] == '.' ? 0 : puzzle[static_cast<std::size_t>(cell)] - '0');
    SolveOptions options;
    options.limit = 2;
    options.keep = 0;
    return static_cast<int>(std::min<std::uint64_t>(solve(grid, options).count, 2));
}

vision::Reading readingOf(const std::string& puzzle, const std::vector<int>& suspect)
{
    vision::Reading r;
    r.found = true;
    for (int cell = 0; cell < 81; ++cell) {
        const char c = puzzle[static_cast<std::size_t>(cell)];
        r.cells[static_cast<std::size_t>(cell)] = {c == '.' ? 0 : c - '0', 1.0f};
    }
    for (int cell : suspect)
        r.cells[static_cast<std::size_t>(cell)].confidence = 0.75f;
    r.suspect = suspect;
    return r;
}

// How many of a given's other readings (its cell empty, or another digit there) make a proper puzzle.
int properOthers(int cell, bool withEmpty)
{
    int proper = 0;
    for (char c : std::string(withEmpty ? ".123456789" : "123456789")) {
        if (c == kPuzzle[cell])
            continue;
        std::string other = kPuzzle;
        other[static_cast<std::size_t>(cell)] = c;
        proper += solutionsOf(other) == 1 ? 1 : 0;
    }
    return proper;
}

// The givens whose cell left empty keeps the puzzle proper (a given to spare, no other digit making
// it proper), and those no other reading makes proper (neither empty nor another digit).
std::vector<int> givens(bool spare)
{
    std::vector<int> out;
    for (int cell = 0; cell < 81; ++cell) {
        if (kPuzzle[cell] == '.')
            continue;
        std::string without = kPuzzle;
        without[static_cast<std::size_t>(cell)] = '.';
        const bool isSpare = solutionsOf(without) == 1;
        if (isSpare == spare && properOthers(cell, false) == 0)
            out.push_back(cell);
    }
    return out;
}

// The givens the puzzle needs but another digit in their place makes proper too.
std::vector<int> rivalled()
{
    std::vector<int> out;
    for (int cell = 0; cell < 81; ++cell)
        if (kPuzzle[cell] != '.' && properOthers(cell, false) > 0)
            out.push_back(cell);
    return out;
}

vision::DoubtEvidence printedDigits(bool printed)
{
    vision::DoubtEvidence out;
    out.printedDigit.fill(printed);
    return out;
}

// What a glyph in an empty cell was read as: `share` of the digit classes for `digit`, the rest
// spread evenly over the others.
vision::GlyphDigitShares glyphLike(int digit, float share)
{
    vision::GlyphDigitShares shares{};
    for (int d = 1; d <= 9; ++d)
        shares[static_cast<std::size_t>(d)] = d == digit ? share : (1.0f - share) / 8;
    return shares;
}

int solutionDigit(int cell)
{
    return kSolution[cell] - '0';
}

// Another digit than the solution's in `cell`.
int otherDigit(int cell)
{
    return solutionDigit(cell) % 9 + 1;
}

// The puzzle's empty cells.
std::vector<int> emptyCells()
{
    std::vector<int> out;
    for (int cell = 0; cell < 81; ++cell)
        if (kPuzzle[cell] == '.')
            out.push_back(cell);
    return out;
}

} // namespace

class TestSettledDoubts : public QObject {
    Q_OBJECT
private slots:
    void thePuzzleIsProper();
    void aDoubtfulDigitNoOtherReadingMakesProperIsSettled();
    void aGivenToSpareIsSettledOnlyWhenPrintedLikeADigit();
    void aDigitAnotherDigitRivalsIsNotSettled();
    void aMisreadDigitIsNeverSettled();
    void aDoubtfulEmptyCellWithNoGlyphKeepsEveryDoubt();
    void junkInAnEmptyCellIsSettledWhenNotTheSolutionsDigit_data();
    void junkInAnEmptyCellIsSettledWhenNotTheSolutionsDigit();
    void aMissedGivenReadAsItsDigitIsNeverSettled();
    void anEmptyCellWithADigitsInkIsNotSettled();
    void anEmptyCellIsNotSettledWhenThePuzzleIsNotProper();
    void digitsAndEmptyCellsAreSettledTogether();
    void oneUnsettledDoubtKeepsTheOthers();
    void tooManyDoubtsAreLeftAlone();
    void stoppedWorkLeavesTheDoubts();
};

void TestSettledDoubts::thePuzzleIsProper()
{
    QCOMPARE(solutionsOf(kPuzzle), 1);
    std::string solved = kPuzzle;
    for (int cell = 0; cell < 81; ++cell)
        if (solved[static_cast<std::size_t>(cell)] != '.')
            QCOMPARE(solved[static_cast<std::size_t>(cell)], kSolution[cell]);
    QCOMPARE(solutionsOf(kSolution), 1);
    QVERIFY(!givens(true).empty());
    QVERIFY(!givens(false).empty());
}

void TestSettledDoubts::aDoubtfulDigitNoOtherReadingMakesProperIsSettled()
{
    // A given the puzzle needs, doubtful: every other digit there gives no solution or several, and
    // the cell empty several (each given so, one at a time).
    for (int cell : givens(false)) {
        vision::Reading r = readingOf(kPuzzle, {cell});
        vision::settleByThePuzzle(r, printedDigits(false), {});
        QVERIFY2(r.suspect.empty(), qPrintable(QStringLiteral("cell %1").arg(cell)));
    }
    const int cell = givens(false).front();
    vision::Reading r = readingOf(kPuzzle, {cell});
    vision::settleByThePuzzle(r, printedDigits(false), {});
    QVERIFY(r.suspect.empty());
    QCOMPARE(r.cells[static_cast<std::size_t>(cell)].confidence, 0.75f); // the classifier's, kept
}

void TestSettledDoubts::aGivenToSpareIsSettledOnlyWhenPrintedLikeADigit()
{
    // Without it the puzzle is proper too: only a glyph with a digit's ink and depth (which cannot be
    // read as empty) is settled.
    const int cell = givens(true).front();
    vision::Reading r = readingOf(kPuzzle, {cell});
    vision::settleByThePuzzle(r, printedDigits(false), {});
    QCOMPARE(r.suspect, std::vector<int>{cell});
    vision::settleByThePuzzle(r, printedDigits(true), {});
    QVERIFY(r.suspect.empty());
}

void TestSettledDoubts::aDigitAnotherDigitRivalsIsNotSettled()
{
    // Another digit in its place makes a proper puzzle too: the puzzle cannot tell which was printed.
    const std::vector<int> cells = rivalled();
    QVERIFY(!cells.empty());
    for (int cell : cells) {
        vision::Reading r = readingOf(kPuzzle, {cell});
        vision::settleByThePuzzle(r, printedDigits(true), {});
        QCOMPARE(r.suspect, std::vector<int>{cell});
    }
}

void TestSettledDoubts::aMisreadDigitIsNeverSettled()
{
    // Each given misread as each other digit, doubtful: the printed digit makes the page's proper
    // puzzle, so the misreading is never settled, whatever the puzzle as misread gives.
    for (int cell = 0; cell < 81; ++cell) {
        if (kPuzzle[cell] == '.')
            continue;
        for (char digit = '1'; digit <= '9'; ++digit) {
            if (digit == kPuzzle[cell])
                continue;
            std::string misread = kPuzzle;
            misread[static_cast<std::size_t>(cell)] = digit;
            vision::Reading r = readingOf(misread, {cell});
            vision::settleByThePuzzle(r, printedDigits(true), {});
            QVERIFY2(!r.suspect.empty(), qPrintable(QStringLiteral("cell %1 misread as %2 settled").arg(cell).arg(digit)));
        }
    }
}

void TestSettledDoubts::aDoubtfulEmptyCellWithNoGlyphKeepsEveryDoubt()
{
    // A missed given (read empty, doubtful for no glyph the reader weighed: a digit broken in pieces,
    // a cell under an object) beside a doubtful digit that the puzzle would settle.
    const int missed = givens(true).front();
    const int digit = givens(false).front();
    std::string read = kPuzzle;
    read[static_cast<std::size_t>(missed)] = '.';
    vision::Reading r = readingOf(read, {std::min(missed, digit), std::max(missed, digit)});
    const std::vector<int> before = r.suspect;
    vision::settleByThePuzzle(r, printedDigits(true), {});
    QCOMPARE(r.suspect, before);
}

void TestSettledDoubts::junkInAnEmptyCellIsSettledWhenNotTheSolutionsDigit_data()
{
    QTest::addColumn<float>("share"); // of the solution's digit
    QTest::addColumn<bool>("settled");
    QTest::newRow("no share") << 0.0f << true;
    QTest::newRow("just under") << vision::kNotTheDigit * 0.9f << true;
    QTest::newRow("at the bound") << vision::kNotTheDigit << false;
    QTest::newRow("a tenth") << 0.1f << false;
    QTest::newRow("read as it") << 0.9f << false;
}

void TestSettledDoubts::junkInAnEmptyCellIsSettledWhenNotTheSolutionsDigit()
{
    // Each empty cell of the page, doubted for a glyph whose share of the solution's digit is `share`
    // (a line's remains read as another digit, mostly).
    QFETCH(float, share);
    QFETCH(bool, settled);
    for (int cell : emptyCells()) {
        vision::Reading r = readingOf(kPuzzle, {cell});
        vision::DoubtEvidence evidence = printedDigits(false);
        vision::GlyphDigitShares shares = glyphLike(otherDigit(cell), 1.0f - share);
        shares[static_cast<std::size_t>(solutionDigit(cell))] = share;
        evidence.emptyGlyph[static_cast<std::size_t>(cell)] = shares;
        vision::settleByThePuzzle(r, evidence, {});
        QVERIFY2(r.suspect.empty() == settled, qPrintable(QStringLiteral("cell %1").arg(cell)));
        QCOMPARE(r.cells[static_cast<std::size_t>(cell)].confidence, 0.75f); // the classifier's, kept
    }
}

void TestSettledDoubts::aMissedGivenReadAsItsDigitIsNeverSettled()
{
    // Every given missed, one at a time, its cell doubted for its glyph, which the classifier gives
    // its own digit a share of at least kNotTheDigit (a cut digit): never settled, whether the puzzle
    // without it has one solution (a given to spare) or several.
    int spare = 0;
    for (int cell = 0; cell < 81; ++cell) {
        if (kPuzzle[cell] == '.')
            continue;
        std::string read = kPuzzle;
        read[static_cast<std::size_t>(cell)] = '.';
        spare += solutionsOf(read) == 1 ? 1 : 0;
        for (float share : {vision::kNotTheDigit, 0.3f, 1.0f}) {
            vision::Reading r = readingOf(read, {cell});
            vision::DoubtEvidence evidence = printedDigits(false);
            evidence.emptyGlyph[static_cast<std::size_t>(cell)] = glyphLike(kPuzzle[cell] - '0', share);
            vision::settleByThePuzzle(r, evidence, {});
            QVERIFY2(!r.suspect.empty(), qPrintable(QStringLiteral("missed given in cell %1 settled").arg(cell)));
        }
    }
    QVERIFY(spare > 0); // some of them leave a proper puzzle: the glyph, not the count, keeps the doubt
}

void TestSettledDoubts::anEmptyCellWithADigitsInkIsNotSettled()
{
    // A glyph with the ink and the depth of this print's digits is a digit: read as another one than
    // the solution's, it is a misreading, not junk.
    const int cell = emptyCells().front();
    vision::Reading r = readingOf(kPuzzle, {cell});
    vision::DoubtEvidence evidence = printedDigits(true);
    evidence.emptyGlyph[static_cast<std::size_t>(cell)] = glyphLike(otherDigit(cell), 1.0f);
    vision::settleByThePuzzle(r, evidence, {});
    QCOMPARE(r.suspect, std::vector<int>{cell});
}

void TestSettledDoubts::anEmptyCellIsNotSettledWhenThePuzzleIsNotProper()
{
    // A needed given missed elsewhere, undoubted: several solutions, so no digit belongs in the
    // doubtful cell for sure.
    const int missed = givens(false).front();
    std::string read = kPuzzle;
    read[static_cast<std::size_t>(missed)] = '.';
    QCOMPARE(solutionsOf(read), 2);
    const int cell = emptyCells().front();
    vision::Reading r = readingOf(read, {cell});
    vision::DoubtEvidence evidence = printedDigits(false);
    evidence.emptyGlyph[static_cast<std::size_t>(cell)] = glyphLike(otherDigit(cell), 1.0f);
    evidence.emptyGlyph[static_cast<std::size_t>(cell)]->at(static_cast<std::size_t>(solutionDigit(cell))) = 0;
    vision::settleByThePuzzle(r, evidence, {});
    QCOMPARE(r.suspect, std::vector<int>{cell});
}

void TestSettledDoubts::digitsAndEmptyCellsAreSettledTogether()
{
    // A doubtful digit the puzzle settles and a doubtful empty cell whose glyph is not its digit: both
    // cleared. With the empty cell's glyph its digit after all: both kept.
    const int digit = givens(false).front();
    const int empty = emptyCells().back();
    for (float share : {0.0f, 0.5f}) {
        vision::Reading r = readingOf(kPuzzle, {std::min(digit, empty), std::max(digit, empty)});
        vision::DoubtEvidence evidence = printedDigits(false);
        evidence.emptyGlyph[static_cast<std::size_t>(empty)] = glyphLike(solutionDigit(empty), share);
        vision::settleByThePuzzle(r, evidence, {});
        QCOMPARE(r.suspect.size(), share == 0.0f ? std::size_t{0} : std::size_t{2});
    }
}

void TestSettledDoubts::oneUnsettledDoubtKeepsTheOthers()
{
    const int settled = givens(false).front();
    const int spare = givens(true).front();
    vision::Reading r = readingOf(kPuzzle, {std::min(settled, spare), std::max(settled, spare)});
    const std::vector<int> before = r.suspect;
    vision::settleByThePuzzle(r, printedDigits(false), {});
    QCOMPARE(r.suspect, before);
}

void TestSettledDoubts::tooManyDoubtsAreLeftAlone()
{
    const std::vector<int> needed = givens(false);
    QVERIFY(static_cast<int>(needed.size()) > vision::kMaxSettledDoubts);
    const std::vector<int> many(needed.begin(), needed.begin() + vision::kMaxSettledDoubts + 1);
    vision::Reading r = readingOf(kPuzzle, many);
    vision::settleByThePuzzle(r, printedDigits(true), {});
    QCOMPARE(r.suspect, many);
    // As many as the limit: settled.
    r = readingOf(kPuzzle, std::vector<int>(needed.begin(), needed.begin() + vision::kMaxSettledDoubts));
    vision::settleByThePuzzle(r, printedDigits(true), {});
    QVERIFY(r.suspect.empty());
}

void TestSettledDoubts::stoppedWorkLeavesTheDoubts()
{
    std::stop_source stop;
    stop.request_stop();
    vision::Reading r = readingOf(kPuzzle, {givens(false).front()});
    vision::settleByThePuzzle(r, printedDigits(true), stop.get_token());
    QCOMPARE(r.suspect.size(), std::size_t{1});
}

QTEST_APPLESS_MAIN(TestSettledDoubts)
#include "tst_settled_doubts.moc"
