// The generator through its public interface: every puzzle has exactly one solution that agrees with
// its clues, the clue positions obey the symmetry, minimal puzzles are minimal, the rating is what was
// asked (checked by rating the puzzle again, from scratch), a seed gives the same puzzle as the golden
// table says, a stop answers within 100 ms, a budget times out, progress is reported, and bad options
// are refused with their reason.

#include <QFile>
#include <QTest>

#include <atomic>
#include <chrono>
#include <sstream>
#include <string>
#include <thread>

#include "puzzle_checks.h"
#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/reader.h"
#include "qudoku/conflicts.h"
#include "qudoku/solver.h"
#include "qudoku/symbols.h"
#include "qudoku/writer.h"

using namespace qudoku;
using test::clueCells;
using test::isUnique;
using test::removableClue;

Q_DECLARE_METATYPE(qudoku::Symmetry)
Q_DECLARE_METATYPE(qudoku::DifficultyTarget)
Q_DECLARE_METATYPE(qudoku::GenerateError)
Q_DECLARE_METATYPE(qudoku::GenerateOptions)

namespace {

// "hard", "x-wing", "er:4.0-5.0", "any".
DifficultyTarget targetFrom(const std::string& text) {
    if (text.rfind("er:", 0) == 0) {
        const auto dash = text.find('-', 3);
        return DifficultyTarget::ofEr(std::stod(text.substr(3, dash - 3)), std::stod(text.substr(dash + 1)));
    }
    if (const auto grade = logic::gradeFromKey(text)) return DifficultyTarget::ofGrade(*grade);
    if (const auto technique = logic::techniqueFromKey(text)) return DifficultyTarget::ofTechnique(*technique);
    return DifficultyTarget::any();
}

bool sameRating(const logic::Rating& a, const logic::Rating& b) {
    return a.solved == b.solved && a.er == b.er && a.score == b.score && a.grade == b.grade && a.hardest == b.hardest &&
           a.steps == b.steps && a.basis == b.basis && a.highestGraded == b.highestGraded;
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT

private slots:
    void everyPuzzleIsUniqueAndSymmetric_data();
    void everyPuzzleIsUniqueAndSymmetric();
    void minimalPuzzlesAreMinimal_data();
    void minimalPuzzlesAreMinimal();
    void theRatingIsWhatWasAsked_data();
    void theRatingIsWhatWasAsked();
    void clueRanges();
    void patterns();
    void aPatternWithNoUniquePuzzleIsNotFound();
    void seedsGiveTheGoldenPuzzles_data();
    void seedsGiveTheGoldenPuzzles();
    void aRunDoesNotDependOnItsOrder();
    void stopAnswersWithin100ms_data();
    void stopAnswersWithin100ms();
    void aBudgetTimesOut();
    void progressIsReported();
    void badOptionsAreRefused_data();
    void badOptionsAreRefused();
    void symmetryOrbits_data();
    void symmetryOrbits();
};

void TestGenerator::everyPuzzleIsUniqueAndSymmetric_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<int>("count");
    for (Symmetry s : kAllSymmetries)
        QTest::addRow("9x9 %s", std::string(symmetryName(s)).c_str()) << 9 << s << 25;
    for (int size : {4, 6, 12, 16})
        for (Symmetry s : {Symmetry::None, Symmetry::Rotate180, Symmetry::Dihedral})
            QTest::addRow("%dx%d %s", size, size, std::string(symmetryName(s)).c_str()) << size << s << (size >= 12 ? 2 : 10);
    QTest::newRow("25x25 none") << 25 << Symmetry::None << 1;
}

// One solution, and it is the one returned; the clues are the solution's; clue cells map onto clue
// cells under the symmetry.
void TestGenerator::everyPuzzleIsUniqueAndSymmetric() {
    QFETCH(int, size);
    QFETCH(Symmetry, symmetry);
    QFETCH(int, count);
    GenerateOptions options;
    options.shape = *Shape::forSize(size);
    options.symmetry = symmetry;
    options.rate = false;
    for (int i = 0; i < count; ++i) {
        options.seed = puzzleSeed(2026, static_cast<std::uint64_t>(i));
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        QCOMPARE(r.puzzle.shape(), options.shape);
        QVERIFY(isUnique(r.puzzle));
        QVERIFY(r.solution.isComplete() && !hasConflicts(r.solution));
        QCOMPARE(solve(r.puzzle).solutions.front(), r.solution);
        for (int c = 0; c < r.puzzle.cellCount(); ++c)
            if (r.puzzle.at(c) != 0) QCOMPARE(r.puzzle.at(c), r.solution.at(c));
        QVERIFY2(isSymmetric(options.shape, symmetry, clueCells(r.puzzle)), toLine(r.puzzle).c_str());
        QVERIFY(r.puzzle.filledCount() >= fewestClues(options.shape));
        QVERIFY(r.stats.uniquenessChecks > 0);
    }
}

void TestGenerator::minimalPuzzlesAreMinimal_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<int>("count");
    QTest::newRow("9x9") << 9 << Symmetry::None << 20;
    QTest::newRow("9x9 rotate180") << 9 << Symmetry::Rotate180 << 10;
    QTest::newRow("4x4") << 4 << Symmetry::None << 10;
    QTest::newRow("6x6") << 6 << Symmetry::None << 10;
    QTest::newRow("12x12") << 12 << Symmetry::None << 2;
}

// Minimal: taking out any one clue (with symmetry: any one orbit) gives a second solution.
void TestGenerator::minimalPuzzlesAreMinimal() {
    QFETCH(int, size);
    QFETCH(Symmetry, symmetry);
    QFETCH(int, count);
    GenerateOptions options;
    options.shape = *Shape::forSize(size);
    options.symmetry = symmetry;
    options.minimal = true;
    options.rate = false;
    for (int i = 0; i < count; ++i) {
        options.seed = puzzleSeed(7, static_cast<std::uint64_t>(i));
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        QVERIFY(isUnique(r.puzzle));
        const int removable = removableClue(r.puzzle, symmetry);
        QVERIFY2(removable < 0, qPrintable(QStringLiteral("clue %1 of %2 can go").arg(removable).arg(QString::fromStdString(toLine(r.puzzle)))));
    }
}

void TestGenerator::theRatingIsWhatWasAsked_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("count");
    for (const char* grade : {"easy", "medium", "hard", "unfair", "extreme"}) QTest::addRow("9x9 %s", grade) << 9 << grade << 6;
    for (const char* er : {"er:1.0-1.5", "er:2.6-2.8", "er:3.0-4.0", "er:6.5-7.0"}) QTest::addRow("9x9 %s", er) << 9 << er << 4;
    for (const char* technique : {"pointing", "naked-pair", "x-wing", "xy-wing", "skyscraper", "aic"})
        QTest::addRow("9x9 %s", technique) << 9 << technique << 3;
    QTest::newRow("6x6 easy") << 6 << "easy" << 4;
    QTest::newRow("12x12 easy") << 12 << "easy" << 2;
    QTest::newRow("12x12 medium") << 12 << "medium" << 1;
    QTest::newRow("16x16 easy") << 16 << "easy" << 1;
}

// The result's rating is the logic engine's rating of the puzzle, computed again from scratch here, and
// it is what was asked.
void TestGenerator::theRatingIsWhatWasAsked() {
    QFETCH(int, size);
    QFETCH(QString, target);
    QFETCH(int, count);
    GenerateOptions options;
    options.shape = *Shape::forSize(size);
    options.target = targetFrom(target.toStdString());
    QVERIFY(!checkOptions(options));
    for (int i = 0; i < count; ++i) {
        options.seed = puzzleSeed(11, static_cast<std::uint64_t>(i));
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        QVERIFY(isUnique(r.puzzle));
        const logic::Rating again = logic::ratePuzzle(r.puzzle);
        QVERIFY2(sameRating(again, r.rating), toLine(r.puzzle).c_str());
        QVERIFY2(options.target.accepts(again), toLine(r.puzzle).c_str());
    }
}

void TestGenerator::clueRanges() {
    GenerateOptions options;
    options.clues = ClueRange{32, 36};
    options.rate = false;
    for (int i = 0; i < 20; ++i) {
        options.seed = puzzleSeed(3, static_cast<std::uint64_t>(i));
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        QVERIFY(r.puzzle.filledCount() >= 32 && r.puzzle.filledCount() <= 36);
        QVERIFY(isUnique(r.puzzle));
    }
    // Minimal and a range: a minimal puzzle in the range (random minimal 9×9 puzzles have ~24 clues).
    options.minimal = true;
    options.clues = ClueRange{25, 26};
    options.symmetry = Symmetry::None;
    options.seed = 5;
    const GenerateResult r = generate(options);
    QVERIFY(r.ok());
    QVERIFY(r.puzzle.filledCount() >= 25 && r.puzzle.filledCount() <= 26);
    QVERIFY(r.stats.rejected > 0 || r.puzzle.filledCount() >= 25);
}

// An author's pattern: the clues are exactly its cells (here the classic puzzle's 30), with a target.
void TestGenerator::patterns() {
    const Grid classic =
        readOne("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")->grid;
    GenerateOptions options;
    options.pattern = clueCells(classic);
    options.target = DifficultyTarget::ofGrade(logic::Grade::Easy);
    QVERIFY(!checkOptions(options));
    for (int i = 0; i < 3; ++i) {
        options.seed = puzzleSeed(8, static_cast<std::uint64_t>(i));
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        QVERIFY(clueCells(r.puzzle) == options.pattern);
        QVERIFY(isUnique(r.puzzle));
        QCOMPARE(logic::ratePuzzle(r.puzzle).grade, logic::Grade::Easy);
    }
}

// Seventeen clues in the top two rows leave seven rows free: no grid makes that unique, and the
// generator says so after its tries instead of searching for ever.
void TestGenerator::aPatternWithNoUniquePuzzleIsNotFound() {
    GenerateOptions options;
    options.pattern.assign(81, false);
    for (int c = 0; c < 17; ++c) options.pattern[static_cast<std::size_t>(c)] = true;
    options.rate = false;
    QVERIFY(!checkOptions(options));
    const GenerateResult r = generate(options);
    QCOMPARE(r.status, GenerateStatus::NotFound);
    QCOMPARE(r.stats.candidates, std::uint64_t{kPatternTries});
}

void TestGenerator::seedsGiveTheGoldenPuzzles_data() {
    QTest::addColumn<QString>("line");
    QFile file(QStringLiteral(QUDOKU_TEST_DATA "/generator/golden.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    int rows = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        QTest::newRow(qPrintable(line.section(QLatin1Char(' '), 0, 4))) << line;
        ++rows;
    }
    QVERIFY(rows >= 10);
}

// The same options and seed give the same puzzle (tests/data/generator/golden.txt), whatever the machine.
void TestGenerator::seedsGiveTheGoldenPuzzles() {
    QFETCH(QString, line);
    std::istringstream in(line.toStdString());
    int size = 0;
    std::string target, symmetry, minimal, expected;
    unsigned long long seed = 0;
    in >> size >> target >> symmetry >> minimal >> seed >> expected;
    GenerateOptions options;
    options.shape = *Shape::forSize(size);
    options.target = targetFrom(target);
    options.symmetry = *symmetryFromName(symmetry);
    options.minimal = minimal == "minimal";
    options.seed = seed;
    const GenerateResult r = generate(options);
    QVERIFY(r.ok());
    QCOMPARE(QString::fromStdString(toLine(r.puzzle, defaultAlphabet(size))), QString::fromStdString(expected));
    QCOMPARE(QString::fromStdString(toLine(generate(options).puzzle, defaultAlphabet(size))), QString::fromStdString(expected));
}

// Puzzle i of a run depends on i only: made in another order (as by other threads), the same puzzles.
void TestGenerator::aRunDoesNotDependOnItsOrder() {
    GenerateOptions options;
    options.rate = false;
    std::vector<Grid> forward, backward(8);
    for (std::uint64_t i = 0; i < 8; ++i) {
        options.seed = puzzleSeed(99, i);
        forward.push_back(generate(options).puzzle);
    }
    for (std::uint64_t i = 8; i-- > 0;) {
        options.seed = puzzleSeed(99, i);
        backward[i] = generate(options).puzzle;
    }
    QVERIFY(forward == backward);
    QVERIFY(!(forward[0] == forward[1]));
    QVERIFY(puzzleSeed(99, 0) != puzzleSeed(99, 1) && puzzleSeed(99, 0) != puzzleSeed(98, 0));
}

void TestGenerator::stopAnswersWithin100ms_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("minimal");
    QTest::newRow("9x9, a rare technique (jellyfish)") << 9 << "jellyfish" << false;
    QTest::newRow("25x25 minimal: uniqueness checks") << 25 << "any" << true;
    QTest::newRow("25x25 hard: ratings of a big grid") << 25 << "hard" << false;
    QTest::newRow("16x16 extreme: stuck logic searches") << 16 << "extreme" << false;
}

// The promise is for the builds players run; the sanitizers make every step several times slower.
#ifdef QUDOKU_SANITIZED
constexpr long long kStopAnswerMs = 500;
#else
constexpr long long kStopAnswerMs = 100;
#endif

// A stop is answered within 100 ms at any moment, wherever the search is (here after 150 ms).
void TestGenerator::stopAnswersWithin100ms() {
    QFETCH(int, size);
    QFETCH(QString, target);
    QFETCH(bool, minimal);
    GenerateOptions options;
    options.shape = *Shape::forSize(size);
    options.target = targetFrom(target.toStdString());
    options.minimal = minimal;
    options.rate = false;
    std::stop_source stop;
    options.stop = stop.get_token();
    GenerateResult result;
    std::atomic<bool> done{false};
    std::chrono::steady_clock::time_point finished;
    std::thread worker([&] {
        result = generate(options);
        finished = std::chrono::steady_clock::now();
        done = true;
    });
    QTest::qSleep(150);
    const auto asked = std::chrono::steady_clock::now();
    stop.request_stop();
    worker.join();
    if (result.status != GenerateStatus::Cancelled) QSKIP("the puzzle came before the stop (a faster machine than expected)");
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(finished - asked).count();
    qInfo("answered the stop in %lld ms", static_cast<long long>(ms));
    QVERIFY2(ms < kStopAnswerMs, qPrintable(QString::number(ms)));
}

void TestGenerator::aBudgetTimesOut() {
    GenerateOptions options;
    options.target = DifficultyTarget::ofTechnique(logic::Technique::Jellyfish); // rare: not within 300 ms
    options.budget = std::chrono::milliseconds(300);
    const auto start = std::chrono::steady_clock::now();
    const GenerateResult r = generate(options);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    if (r.ok()) QSKIP("a jellyfish came within the budget");
    QCOMPARE(r.status, GenerateStatus::TimedOut);
    QVERIFY(ms >= 300);
    QVERIFY(r.stats.candidates > 0);
}

// A rare target reports how far it has come: candidates counted up, and the closest rating so far.
void TestGenerator::progressIsReported() {
    GenerateOptions options;
    options.target = DifficultyTarget::ofTechnique(logic::Technique::XYZWing);
    options.seed = 1;
    std::vector<GenerateProgress> heard;
    options.progress = [&heard](const GenerateProgress& p) { heard.push_back(p); };
    const GenerateResult r = generate(options);
    QVERIFY(r.ok());
    QVERIFY(!heard.empty());
    for (std::size_t i = 1; i < heard.size(); ++i) QVERIFY(heard[i].candidates >= heard[i - 1].candidates);
    QCOMPARE(heard.back().candidates, r.stats.candidates);
    QVERIFY(heard.back().closest.has_value());
    QCOMPARE(heard.back().closest->hardest, std::optional(logic::Technique::XYZWing));
}

void TestGenerator::badOptionsAreRefused_data() {
    QTest::addColumn<GenerateOptions>("options");
    QTest::addColumn<GenerateError>("error");
    GenerateOptions o;
    o.shape = Shape{3, 2};
    QTest::newRow("6x6 with 3x2 boxes") << o << GenerateError::UnsupportedShape;
    o = {};
    o.clues = ClueRange{30, 25};
    QTest::newRow("clue range upside down") << o << GenerateError::BadClueRange;
    o.clues = ClueRange{20, 90};
    QTest::newRow("more clues than cells") << o << GenerateError::BadClueRange;
    o.clues = ClueRange{10, 16};
    QTest::newRow("under 17 clues on 9x9") << o << GenerateError::TooFewClues;
    o = {};
    o.pattern.assign(80, true);
    QTest::newRow("pattern of 80 cells") << o << GenerateError::BadPattern;
    o.pattern.assign(81, true);
    o.pattern[0] = false;
    o.symmetry = Symmetry::Rotate180;
    QTest::newRow("pattern that breaks the symmetry") << o << GenerateError::PatternBreaksSymmetry;
    o.symmetry = Symmetry::None;
    o.clues = ClueRange{20, 30};
    QTest::newRow("pattern of 80 clues, range 20-30") << o << GenerateError::PatternOutsideClueRange;
    o = {};
    o.target = DifficultyTarget::ofEr(5.0, 4.0);
    QTest::newRow("ER range upside down") << o << GenerateError::BadErRange;
    o.target = DifficultyTarget::ofEr(2.4, 2.5);
    QTest::newRow("ER 2.4-2.5: between naked single and pointing") << o << GenerateError::UnreachableEr;
    o.target = DifficultyTarget::ofEr(highestEr(o.shape) + 0.1, 14.0);
    QTest::newRow("ER above the longest 9x9 nested forcing chain, to 14") << o << GenerateError::UnreachableEr;
    o.target = DifficultyTarget::ofTechnique(logic::Technique::StrongLinks2);
    QTest::newRow("strong links: Explainer's scale only") << o << GenerateError::UnreachableTechnique;
    o.target = DifficultyTarget::ofTechnique(logic::Technique::NishioForcingChain);
    QTest::newRow("Nishio forcing chain: Explainer's scale only") << o << GenerateError::UnreachableTechnique;
}

void TestGenerator::badOptionsAreRefused() {
    QFETCH(GenerateOptions, options);
    QFETCH(GenerateError, error);
    const auto found = checkOptions(options);
    QVERIFY(found);
    QCOMPARE(*found, error);
    // And what is close to them is fine: a range a chain's length penalty reaches, a good pattern.
    GenerateOptions fine;
    fine.target = DifficultyTarget::ofEr(7.2, 7.2); // an AIC of 5 to 6 links: 7.0 + 0.2
    QVERIFY(!checkOptions(fine));
    fine.target = DifficultyTarget::ofEr(1.5, 1.5); // a hidden single in a line
    QVERIFY(!checkOptions(fine));
    // Ratings above a technique's base: a unique rectangle type 3 with two cells (4.7), a BUG type 3
    // with two (5.9), a VWXYZ-Wing with Explainer's bonus (6.3), a finned Franken Jellyfish (7.9).
    for (double er : {4.7, 5.9, 6.3, 7.9}) {
        fine.target = DifficultyTarget::ofEr(er, er);
        QVERIFY2(!checkOptions(fine), qPrintable(QString::number(er)));
    }
    // The top of the 9×9 scale: a nested forcing chain (9.5, two levels up: 10.5) with a branch for
    // each of 9 values through all 1458 candidate states, +2.1 for its length.
    QCOMPARE(highestEr(fine.shape), 10.5 + logic::chainLengthPenalty(81 * 9 * 2 * 9));
    fine.target = DifficultyTarget::ofEr(highestEr(fine.shape), 20.0);
    QVERIFY(!checkOptions(fine));
}

void TestGenerator::symmetryOrbits_data() {
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<int>("cell");
    QTest::addColumn<QList<int>>("orbit");
    QTest::newRow("none") << Symmetry::None << 10 << QList<int>{10};
    QTest::newRow("rotate180 r2c2") << Symmetry::Rotate180 << 10 << QList<int>{10, 70};
    QTest::newRow("rotate180 centre") << Symmetry::Rotate180 << 40 << QList<int>{40};
    QTest::newRow("rotate90 r1c2") << Symmetry::Rotate90 << 1 << QList<int>{1, 17, 63, 79};
    QTest::newRow("mirror r1c2") << Symmetry::Mirror << 1 << QList<int>{1, 7};
    QTest::newRow("flip r1c2") << Symmetry::Flip << 1 << QList<int>{1, 73};
    QTest::newRow("diagonal r1c2") << Symmetry::Diagonal << 1 << QList<int>{1, 9};
    QTest::newRow("anti-diagonal r1c2") << Symmetry::AntiDiagonal << 1 << QList<int>{1, 71};
    QTest::newRow("dihedral r1c2") << Symmetry::Dihedral << 1 << QList<int>{1, 7, 9, 17, 63, 71, 73, 79};
    QTest::newRow("dihedral r1c1") << Symmetry::Dihedral << 0 << QList<int>{0, 8, 72, 80};
}

void TestGenerator::symmetryOrbits() {
    QFETCH(Symmetry, symmetry);
    QFETCH(int, cell);
    QFETCH(QList<int>, orbit);
    const std::vector<int> got = symmetryOrbit(Shape{3, 3}, symmetry, cell);
    QCOMPARE(QList<int>(got.begin(), got.end()), orbit);
    QCOMPARE(symmetryFromName(symmetryName(symmetry)), std::optional(symmetry));
}

QTEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
