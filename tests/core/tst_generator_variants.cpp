// The generator under variant rules (issue 33, section 4), through its public interface: for each
// variant and a few sizes, every puzzle is unique (the variant engine counting to two, and on 4×4 to
// 6×6 an independent brute-force count over the houses and the constraints' own rules), its solution
// keeps the rules (checkRules, findConflicts), its clues are the solution's and keep the symmetry
// asked, a minimal puzzle has no removable clue (orbit), the rules are the variants asked (a jigsaw's
// regions connected, of N cells, symmetric under the half turn when asked), the same seed gives the
// same rules and puzzle and other seeds other layouts and other grids; what cannot be generated is
// refused with its reason, and ratings are never made up. Work is bounded by nodes, never by time.

#include <QTest>

#include <algorithm>
#include <set>
#include <string>

#include "puzzle_checks.h"
#include "rules_reference.h"
#include "qudoku/conflicts.h"
#include "qudoku/constraints.h"
#include "qudoku/generator.h"
#include "qudoku/houses.h"
#include "qudoku/logic/engine.h"
#include "qudoku/rules.h"
#include "qudoku/solver.h"
#include "qudoku/variant_set.h"

using namespace qudoku;
using test::clueCells;

Q_DECLARE_METATYPE(qudoku::Symmetry)
Q_DECLARE_METATYPE(qudoku::VariantGenerateError)

namespace {

VariantSet setOf(const QString& names) { return *variantSetFromNames(names.toStdString()); }

GenerateOptions variantOptions(VariantSet set, int size, Symmetry symmetry, bool minimal, std::uint64_t seed) {
    GenerateOptions o;
    o.variants = set;
    o.shape = Rules{size, {}, {}, {}}.gridShape();
    o.symmetry = symmetry;
    o.minimal = minimal;
    o.seed = seed;
    o.rate = false;
    return o;
}

SolveResult countToTwo(const Grid& puzzle, const Rules& rules) {
    SolveOptions options;
    options.limit = 2;
    return solve(puzzle, rules, options);
}

// N regions of N cells, each one orthogonally connected piece (a flood fill of the test's own).
bool regionsAreJigsawPieces(const Rules& rules) {
    const int n = rules.size;
    if (static_cast<int>(rules.regions.size()) != n * n) return false;
    for (int region = 0; region < n; ++region) {
        std::vector<int> cells;
        for (int c = 0; c < n * n; ++c)
            if (rules.regions[static_cast<std::size_t>(c)] == region) cells.push_back(c);
        if (static_cast<int>(cells.size()) != n) return false;
        std::set<int> reached{cells.front()};
        std::vector<int> todo{cells.front()};
        while (!todo.empty()) {
            const int c = todo.back();
            todo.pop_back();
            for (int d : cells) {
                const bool adjacent = (d == c + n || d == c - n) || (d / n == c / n && (d == c + 1 || d == c - 1));
                if (adjacent && reached.insert(d).second) todo.push_back(d);
            }
        }
        if (static_cast<int>(reached.size()) != n) return false;
    }
    return true;
}

// Regions map onto regions under the half turn.
bool layoutKeepsTheHalfTurn(const Rules& rules) {
    const int cells = rules.cellCount();
    std::vector<int> image(static_cast<std::size_t>(rules.size), -1);
    for (int c = 0; c < cells; ++c) {
        int& i = image[static_cast<std::size_t>(rules.regions[static_cast<std::size_t>(c)])];
        const int turned = rules.regions[static_cast<std::size_t>(cells - 1 - c)];
        if (i < 0) i = turned;
        if (i != turned) return false;
    }
    return true;
}

// The grid with its digits renamed in order of first appearance: two grids that differ only by a
// relabelling of digits look the same.
std::vector<int> relabelled(const Grid& grid) {
    std::vector<int> name(static_cast<std::size_t>(grid.size()) + 1, 0), out;
    int next = 0;
    for (int c = 0; c < grid.cellCount(); ++c) {
        int& v = name[static_cast<std::size_t>(grid.at(c))];
        if (v == 0) v = ++next;
        out.push_back(v);
    }
    return out;
}

} // namespace

class TestGeneratorVariants : public QObject {
    Q_OBJECT

private slots:
    void everyPuzzleKeepsItsPromises_data();
    void everyPuzzleKeepsItsPromises();
    void aSeedGivesTheSameRulesAndPuzzle();
    void seedsGiveOtherLayoutsAndGrids();
    void sixteenJigsawsAreMadeAndShowNoBoxes_data();
    void sixteenJigsawsAreMadeAndShowNoBoxes();
    void variantPuzzlesAreGradedAsAsked_data();
    void variantPuzzlesAreGradedAsAsked();
    void clueRangesHold();
    void whatCannotBeGeneratedIsRefused_data();
    void whatCannotBeGeneratedIsRefused();
    void aTooTightJigsawGivesNoGrid();
    void namesAndLetters();
};

void TestGeneratorVariants::everyPuzzleKeepsItsPromises_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("size");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<bool>("minimal");
    QTest::addColumn<int>("seeds");
    const auto row = [](const char* name, const char* variants, int size, Symmetry symmetry, bool minimal, int seeds) {
        QTest::newRow(name) << QString::fromLatin1(variants) << size << symmetry << minimal << seeds;
    };
    row("x 4", "x", 4, Symmetry::None, true, 6);
    row("x 6 rotate90", "x", 6, Symmetry::Rotate90, false, 4);
    row("x 9 dihedral minimal", "x", 9, Symmetry::Dihedral, true, 3);
    row("diagonal 4", "diagonal", 4, Symmetry::None, true, 6);
    row("diagonal 6 anti-diagonal", "diagonal", 6, Symmetry::AntiDiagonal, true, 4);
    row("diagonal 9 rotate180", "diagonal", 9, Symmetry::Rotate180, false, 3);
    row("windoku 4", "windoku", 4, Symmetry::None, true, 6);
    row("windoku 9 mirror minimal", "windoku", 9, Symmetry::Mirror, true, 3);
    row("jigsaw 4", "jigsaw", 4, Symmetry::None, true, 6);
    row("jigsaw 5", "jigsaw", 5, Symmetry::None, true, 6);
    row("jigsaw 5 rotate180", "jigsaw", 5, Symmetry::Rotate180, true, 4);
    row("jigsaw 6", "jigsaw", 6, Symmetry::None, true, 4);
    row("jigsaw 7", "jigsaw", 7, Symmetry::None, false, 3);
    row("jigsaw 8 rotate180", "jigsaw", 8, Symmetry::Rotate180, false, 3);
    row("jigsaw 9 minimal", "jigsaw", 9, Symmetry::None, true, 3);
    // 13×13 and up: a few non-minimal puzzles (a 16×16 takes about a second in the dev build, ten
    // times that under ASan). 16×16 builds its layout around its grid (jigsaw_with_grid.h).
    row("jigsaw 13", "jigsaw", 13, Symmetry::None, false, 1);
    row("jigsaw 16", "jigsaw", 16, Symmetry::None, false, 1);
    row("jigsaw 16 rotate180", "jigsaw", 16, Symmetry::Rotate180, false, 1);
    row("jigsaw non-consecutive 16 rotate180", "jigsaw,non-consecutive", 16, Symmetry::Rotate180, false, 1);
    row("anti-knight 4", "anti-knight", 4, Symmetry::None, true, 6);
    row("anti-knight 6", "anti-knight", 6, Symmetry::Flip, true, 4);
    row("anti-knight 9", "anti-knight", 9, Symmetry::Rotate180, false, 3);
    row("anti-king 6", "anti-king", 6, Symmetry::None, true, 4);
    row("anti-king 9", "anti-king", 9, Symmetry::Rotate180, true, 3);
    row("non-consecutive 6", "non-consecutive", 6, Symmetry::None, true, 4);
    row("non-consecutive 9", "non-consecutive", 9, Symmetry::None, false, 2);
    row("jigsaw x 6", "jigsaw,x", 6, Symmetry::None, true, 4);
    row("jigsaw x 9 rotate180", "jigsaw,x", 9, Symmetry::Rotate180, false, 3);
    row("x anti-knight 9", "x,anti-knight", 9, Symmetry::None, true, 2);
    row("jigsaw windoku 9", "jigsaw,windoku", 9, Symmetry::None, false, 2);
    row("windoku anti-knight 4", "windoku,anti-knight", 4, Symmetry::None, true, 6);
    row("jigsaw anti-king 5", "jigsaw,anti-king", 5, Symmetry::None, true, 4);
    row("the Miracle's rules 9", "anti-king,anti-knight,non-consecutive", 9, Symmetry::None, false, 1);
}

void TestGeneratorVariants::everyPuzzleKeepsItsPromises() {
    QFETCH(QString, variants);
    QFETCH(int, size);
    QFETCH(Symmetry, symmetry);
    QFETCH(bool, minimal);
    QFETCH(int, seeds);
    const VariantSet set = setOf(variants);
    for (int s = 0; s < seeds; ++s) {
        const GenerateOptions options = variantOptions(set, size, symmetry, minimal, puzzleSeed(0x5EED, static_cast<std::uint64_t>(s)));
        QVERIFY(!checkOptions(options));
        QVERIFY(!checkVariantOptions(options));
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        const Rules& rules = r.rules;
        const std::string context = variants.toStdString() + " seed " + std::to_string(options.seed);

        // The rules are the variants asked, and can be played.
        QVERIFY2(!checkRules(rules), context.c_str());
        QVERIFY(rules == variantRules(set, size, rules.regions));
        if (set.has(VariantKind::Jigsaw)) {
            QVERIFY2(regionsAreJigsawPieces(rules), context.c_str());
            if (symmetry == Symmetry::Rotate180) QVERIFY(layoutKeepsTheHalfTurn(rules));
        } else {
            QVERIFY(rules.regions.empty());
        }

        // The solution keeps them, and the clues are its own.
        QCOMPARE(r.solution.size(), size);
        QVERIFY(r.solution.isComplete());
        QVERIFY2(findConflicts(r.solution, rules).empty(), context.c_str());
        for (int c = 0; c < r.puzzle.cellCount(); ++c)
            if (r.puzzle.at(c) != 0) QCOMPARE(r.puzzle.at(c), r.solution.at(c));

        // Unique: the variant engine, and the brute force where it is quick.
        const SolveResult counted = countToTwo(r.puzzle, rules);
        QVERIFY2(counted.isUnique(), context.c_str());
        QVERIFY(counted.solutions.front() == r.solution);
        if (size <= 6) QCOMPARE(test::RulesReference(rules).count(r.puzzle, 2), std::uint64_t{1});

        // The symmetry, and minimality (no orbit of clues can go).
        QVERIFY(isSymmetric(r.puzzle.shape(), symmetry, clueCells(r.puzzle)));
        if (minimal)
            for (int c = 0; c < r.puzzle.cellCount(); ++c) {
                if (r.puzzle.at(c) == 0) continue;
                Grid fewer = r.puzzle;
                for (int image : symmetryOrbit(r.puzzle.shape(), symmetry, c)) fewer.set(image, 0);
                QVERIFY2(!countToTwo(fewer, rules).isUnique(), (context + " clue " + std::to_string(c)).c_str());
            }
    }
}

void TestGeneratorVariants::aSeedGivesTheSameRulesAndPuzzle() {
    for (const char* names : {"jigsaw", "x,anti-knight", "jigsaw,windoku"}) {
        const GenerateOptions options = variantOptions(setOf(QString::fromLatin1(names)), 9, Symmetry::None, false, 424242);
        const GenerateResult first = generate(options), again = generate(options);
        QVERIFY(first.ok() && again.ok());
        QVERIFY(first.rules == again.rules);
        QVERIFY(first.puzzle == again.puzzle);
        QVERIFY(first.solution == again.solution);
    }
}

void TestGeneratorVariants::seedsGiveOtherLayoutsAndGrids() {
    // Fresh layouts for a jigsaw, and solution grids that are not one grid relabelled.
    std::set<std::vector<int>> layouts, grids;
    constexpr int kSeeds = 8;
    for (int s = 0; s < kSeeds; ++s) {
        const GenerateResult jigsaw = generate(variantOptions({VariantKind::Jigsaw}, 8, Symmetry::None, false, puzzleSeed(7, static_cast<std::uint64_t>(s))));
        QVERIFY(jigsaw.ok());
        layouts.insert(jigsaw.rules.regions);
        const GenerateResult x = generate(variantOptions({VariantKind::X}, 9, Symmetry::None, false, puzzleSeed(7, static_cast<std::uint64_t>(s))));
        QVERIFY(x.ok());
        grids.insert(relabelled(x.solution));
    }
    QCOMPARE(static_cast<int>(layouts.size()), kSeeds);
    QCOMPARE(static_cast<int>(grids.size()), kSeeds);
}

// 16×16 jigsaws (issue 33, section 4): made every time (the seed below found no grid in kGridTries
// random layouts before the layout was built around its grid: NoGrid), the same from the same
// seed, and their layouts do not show the boxes they start from (moves that keep the digits alone,
// without searching digits again, left 0.92 of the boxes: jigsaw_with_grid.h).
void TestGeneratorVariants::sixteenJigsawsAreMadeAndShowNoBoxes_data() {
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("NoGrid before") << Symmetry::None << quint64(puzzleSeed(1, 6));
    QTest::newRow("rotate180") << Symmetry::Rotate180 << quint64(puzzleSeed(1, 1));
}

void TestGeneratorVariants::sixteenJigsawsAreMadeAndShowNoBoxes() {
    QFETCH(Symmetry, symmetry);
    QFETCH(quint64, seed);
    const GenerateOptions options = variantOptions({VariantKind::Jigsaw}, 16, symmetry, false, seed);
    const GenerateResult r = generate(options);
    QCOMPARE(r.status, GenerateStatus::Generated);
    QVERIFY(regionsAreJigsawPieces(r.rules));
    if (symmetry == Symmetry::Rotate180) QVERIFY(layoutKeepsTheHalfTurn(r.rules));
    QVERIFY(findConflicts(r.solution, r.rules).empty());
    QVERIFY(countToTwo(r.puzzle, r.rules).isUnique());
    const double share = test::jigsawBoxShare(r.rules);
    QVERIFY2(share < 0.8, std::to_string(share).c_str());
    // The solution's half turn is no relabelling of its digits (d -> 17 - d): that would give the
    // player Gurth's symmetrical placement, which the grade does not count.
    bool relabelled = true;
    for (int c = 0; c < 256; ++c) relabelled = relabelled && r.solution.at(255 - c) == 17 - r.solution.at(c);
    QVERIFY(!relabelled);
    const GenerateResult again = generate(options);
    QVERIFY(again.rules == r.rules);
    QVERIFY(again.puzzle == r.puzzle);
    QVERIFY(again.solution == r.solution);
}

// The grade a variant puzzle is made for is measured: the logic engine over its rules rates it again
// from its givens alone (logic::ratePuzzle(givens, rules)) and finds the same rating, of that grade.
void TestGeneratorVariants::variantPuzzlesAreGradedAsAsked_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("grade");
    QTest::newRow("x easy") << "x" << 9 << int(logic::Grade::Easy);
    QTest::newRow("jigsaw medium") << "jigsaw" << 9 << int(logic::Grade::Medium);
    QTest::newRow("anti-knight easy") << "anti-knight" << 9 << int(logic::Grade::Easy);
    QTest::newRow("windoku medium") << "windoku" << 9 << int(logic::Grade::Medium);
    QTest::newRow("jigsaw 6 easy") << "jigsaw" << 6 << int(logic::Grade::Easy);
}

void TestGeneratorVariants::variantPuzzlesAreGradedAsAsked() {
    QFETCH(QString, variants);
    QFETCH(int, size);
    QFETCH(int, grade);
    GenerateOptions options = variantOptions(setOf(variants), size, Symmetry::None, false, 5);
    options.target = DifficultyTarget::ofGrade(static_cast<logic::Grade>(grade));
    QVERIFY(!checkOptions(options) && !checkVariantOptions(options));
    const GenerateResult r = generate(options);
    QVERIFY(r.ok());
    QVERIFY(r.rated);
    QCOMPARE(int(r.rating.grade), grade);
    const logic::Rating again = logic::ratePuzzle(r.puzzle, r.rules);
    QVERIFY(again.solved);
    QCOMPARE(int(again.grade), grade);
    QCOMPARE(again.er, r.rating.er);
    QCOMPARE(again.steps, r.rating.steps);
    // With --rate and any difficulty, the rating comes along too.
    GenerateOptions any = variantOptions(setOf(variants), size, Symmetry::None, false, 6);
    any.rate = true;
    const GenerateResult rated = generate(any);
    QVERIFY(rated.ok() && rated.rated);
    QCOMPARE(rated.rating.er, logic::ratePuzzle(rated.puzzle, rated.rules).er);
}

void TestGeneratorVariants::clueRangesHold() {
    GenerateOptions options = variantOptions({VariantKind::Jigsaw, VariantKind::X}, 9, Symmetry::None, false, 11);
    options.clues = ClueRange{30, 34};
    QVERIFY(!checkOptions(options) && !checkVariantOptions(options));
    for (int s = 0; s < 3; ++s) {
        options.seed = static_cast<std::uint64_t>(s);
        const GenerateResult r = generate(options);
        QVERIFY(r.ok());
        QVERIFY(r.puzzle.filledCount() >= 30 && r.puzzle.filledCount() <= 34);
        QVERIFY(countToTwo(r.puzzle, r.rules).isUnique());
    }
}

void TestGeneratorVariants::whatCannotBeGeneratedIsRefused_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("size");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<QString>("target");
    QTest::addColumn<VariantGenerateError>("error");
    using E = VariantGenerateError;
    QTest::newRow("x 25") << "x" << 25 << Symmetry::None << "" << E::BadSize;
    QTest::newRow("jigsaw 25") << "jigsaw" << 25 << Symmetry::None << "" << E::BadSize;
    QTest::newRow("windoku 6") << "windoku" << 6 << Symmetry::None << "" << E::WindokuSize;
    QTest::newRow("windoku 12") << "windoku" << 12 << Symmetry::None << "" << E::WindokuSize;
    QTest::newRow("jigsaw windoku 7") << "jigsaw,windoku" << 7 << Symmetry::None << "" << E::WindokuSize;
    QTest::newRow("x and diagonal") << "x,diagonal" << 9 << Symmetry::None << "" << E::XWithDiagonal;
    QTest::newRow("diagonal mirror") << "diagonal" << 9 << Symmetry::Mirror << "" << E::SymmetryRefused;
    QTest::newRow("diagonal rotate90") << "diagonal" << 9 << Symmetry::Rotate90 << "" << E::SymmetryRefused;
    QTest::newRow("jigsaw rotate90") << "jigsaw" << 9 << Symmetry::Rotate90 << "" << E::SymmetryRefused;
    QTest::newRow("jigsaw x diagonal symmetry") << "jigsaw,x" << 9 << Symmetry::Diagonal << "" << E::SymmetryRefused;
    // 4×4: every 2×2 box is king-adjacent inside, and a row's neighbours are consecutive somewhere.
    QTest::newRow("anti-king 4") << "anti-king" << 4 << Symmetry::None << "" << E::NoSolution;
    QTest::newRow("non-consecutive 4") << "non-consecutive" << 4 << Symmetry::None << "" << E::NoSolution;
    QTest::newRow("anti-king anti-knight 6") << "anti-king,anti-knight" << 6 << Symmetry::None << "" << E::NoSolution;
    QTest::newRow("diagonal anti-king 6") << "diagonal,anti-king" << 6 << Symmetry::None << "" << E::NoSolution;
    QTest::newRow("x anti-king 6") << "x,anti-king" << 6 << Symmetry::None << "" << E::NoSolution;
    // No grid within kProbeNodes (whether one exists is not known): too tight to generate.
    QTest::newRow("x anti-king anti-knight 9") << "x,anti-king,anti-knight" << 9 << Symmetry::None << "" << E::TooHard;
}

void TestGeneratorVariants::whatCannotBeGeneratedIsRefused() {
    QFETCH(QString, variants);
    QFETCH(int, size);
    QFETCH(Symmetry, symmetry);
    QFETCH(QString, target);
    QFETCH(VariantGenerateError, error);
    GenerateOptions options = variantOptions(setOf(variants), size, symmetry, false, 1);
    if (target == QLatin1String("er")) options.target = DifficultyTarget::ofEr(2.0, 3.0);
    else if (const auto grade = logic::gradeFromKey(target.toStdString())) options.target = DifficultyTarget::ofGrade(*grade);
    else if (const auto technique = logic::techniqueFromKey(target.toStdString())) options.target = DifficultyTarget::ofTechnique(*technique);
    QVERIFY(!checkOptions(options));
    QCOMPARE(checkVariantOptions(options), std::optional<VariantGenerateError>(error));
}

void TestGeneratorVariants::aTooTightJigsawGivesNoGrid() {
    // Anti-king on a 4×4 jigsaw: no 4×4 grid keeps anti-king whatever its regions (each row must put
    // every digit two columns away from where the row above has it, which makes row 3 repeat row 1).
    // The generator gives up after kGridTries layouts of at most kGridNodes nodes each, and says so.
    const GenerateOptions options = variantOptions({VariantKind::Jigsaw, VariantKind::AntiKing}, 4, Symmetry::None, false, 5);
    QVERIFY(!checkOptions(options));
    QVERIFY(!checkVariantOptions(options)); // the layout decides
    const GenerateResult r = generate(options);
    QCOMPARE(r.status, GenerateStatus::NoGrid);
    QCOMPARE(r.stats.candidates, std::uint64_t{0});
}

void TestGeneratorVariants::namesAndLetters() {
    for (VariantKind kind : kAllVariantKinds) {
        QCOMPARE(variantKindFromName(variantKindName(kind)), std::optional(kind));
        QCOMPARE(variantKindFromLetter(variantKindLetter(kind)), std::optional(kind));
        QCOMPARE(variantKindFromLetter(static_cast<char>(variantKindLetter(kind) - 'A' + 'a')), std::optional(kind));
    }
    QCOMPARE(variantSetFromNames(" x , anti-knight"), std::optional(VariantSet{VariantKind::X, VariantKind::AntiKnight}));
    QCOMPARE(variantSetName(VariantSet{VariantKind::NonConsecutive, VariantKind::Jigsaw}), std::string("jigsaw,non-consecutive"));
    std::string bad;
    QVERIFY(!variantSetFromNames("x,king", &bad));
    QCOMPARE(bad, std::string("king"));
    QVERIFY(!variantSetFromNames("x,x", &bad));
    QCOMPARE(bad, std::string("x"));
    QVERIFY(!variantSetFromNames("", &bad));
}

QTEST_APPLESS_MAIN(TestGeneratorVariants)
#include "tst_generator_variants.moc"
