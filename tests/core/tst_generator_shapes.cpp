// Thermometer and arrow puzzles from the generator (issue 34, section 3), through its public
// interface: the shapes are drawn on the solution (a thermometer's digits rise from its bulb along
// king's moves; an arrow's digits add up to its one-cell circle's), no two shapes share a cell or
// cross, the givens are the solution's, the other rules those asked; unique by the variant engine and
// by an independent proof (the brute-force reference on 4×4 and 6×6; on graded 9×9 puzzles the logic
// engine solving it step by step); no shape can come off without a second solution (brute force, small grids); graded
// puzzles rate as asked when rated again; the same seed and its code give the same puzzle. Work is
// bounded by nodes, never by time.

#include <QTest>

#include <algorithm>
#include <set>
#include <string>

#include "rules_reference.h"
#include "qudoku/conflicts.h"
#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/puzzle_code.h"
#include "qudoku/rules.h"
#include "qudoku/solver.h"
#include "qudoku/variant_set.h"

using namespace qudoku;

namespace {

GenerateOptions shapeOptions(const std::string& names, int size, std::uint64_t seed) {
    GenerateOptions o;
    o.variants = *variantSetFromNames(names);
    o.shape = Rules{size, {}, {}, {}}.gridShape();
    o.seed = seed;
    o.rate = false;
    return o;
}

bool isShape(const Constraint& c) { return c.kind == ConstraintKind::Thermometer || c.kind == ConstraintKind::Arrow; }

Rules withoutShapes(Rules rules) {
    std::erase_if(rules.constraints, isShape);
    return rules;
}

bool kingStep(int a, int b, int n) {
    const int dr = a / n - b / n, dc = a % n - b % n;
    return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

// The 2×2 square and the diagonal (1 falling, 2 rising) of a diagonal step; {-1, 0} for an orthogonal one.
std::pair<int, int> diagonalOf(int a, int b, int n) {
    const int ra = a / n, ca = a % n, rb = b / n, cb = b % n;
    if (ra == rb || ca == cb) return {-1, 0};
    return {std::min(ra, rb) * n + std::min(ca, cb), (ra < rb) == (ca < cb) ? 1 : 2};
}

// The cells a shape walks through, in order (an arrow: its circle, then the arrow).
const std::vector<int>& walkOf(const Constraint& c) { return c.kind == ConstraintKind::Arrow ? c.cells[1] : c.cells[0]; }

// Checks what every thermometer or arrow puzzle keeps; `context` names it in a failure.
void checkShapes(const GenerateResult& r, const VariantSet& set, int n, const std::string& context) {
    QVERIFY2(r.ok(), context.c_str());
    QVERIFY2(!checkRules(r.rules), context.c_str());
    QVERIFY2(findConflicts(r.solution, r.rules).empty(), context.c_str());
    for (int cell = 0; cell < n * n; ++cell)
        if (r.puzzle.at(cell)) QCOMPARE(r.puzzle.at(cell), r.solution.at(cell));

    // The other rules are those asked, and the shapes only those asked.
    VariantSet others;
    for (VariantKind k : set.kinds())
        if (k != VariantKind::Thermometer && k != VariantKind::Arrow) others.add(k);
    QVERIFY(withoutShapes(r.rules) == variantRules(others, n, r.rules.regions));
    int thermometers = 0, arrows = 0;
    std::vector<int> used(static_cast<std::size_t>(n * n), 0);
    std::set<std::pair<int, int>> diagonals;
    for (const Constraint& c : r.rules.constraints) {
        if (!isShape(c)) continue;
        const std::vector<int>& walk = walkOf(c);
        if (c.kind == ConstraintKind::Thermometer) {
            ++thermometers;
            QCOMPARE(c.cells.size(), std::size_t{1}); // one branch
            QVERIFY2(walk.size() >= 3, context.c_str());
            for (std::size_t i = 1; i < walk.size(); ++i) QVERIFY2(r.solution.at(walk[i]) > r.solution.at(walk[i - 1]), context.c_str());
        } else {
            ++arrows;
            QCOMPARE(c.cells.size(), std::size_t{2}); // a one-cell circle and one arrow
            QCOMPARE(c.cells[0].size(), std::size_t{1});
            QCOMPARE(walk.front(), c.cells[0][0]);
            QVERIFY2(walk.size() >= 3 && walk.size() <= 5, context.c_str()); // 2 to 4 cells after the circle
            int sum = 0;
            for (std::size_t i = 1; i < walk.size(); ++i) sum += r.solution.at(walk[i]);
            QCOMPARE(sum, r.solution.at(walk.front()));
        }
        for (std::size_t i = 0; i < walk.size(); ++i) {
            QVERIFY2(++used[static_cast<std::size_t>(walk[i])] == 1, (context + ": a cell in two shapes").c_str());
            if (i == 0) continue;
            QVERIFY2(kingStep(walk[i - 1], walk[i], n), context.c_str());
            const auto [square, diagonal] = diagonalOf(walk[i - 1], walk[i], n);
            if (square < 0) continue;
            QVERIFY2(!diagonals.count({square, 3 - diagonal}), (context + ": two diagonal steps cross").c_str());
            diagonals.insert({square, diagonal});
        }
    }
    QCOMPARE(thermometers > 0, set.has(VariantKind::Thermometer));
    QCOMPARE(arrows > 0, set.has(VariantKind::Arrow));

    // Unique: the variant engine, and an independent proof.
    SolveOptions count;
    count.limit = 2;
    const SolveResult counted = solve(r.puzzle, r.rules, count);
    QVERIFY2(counted.isUnique(), context.c_str());
    QVERIFY(counted.solutions.front() == r.solution);
    // (On 9×9 the graded rows below are the logic engine's proof: rating an unrated puzzle, carved to
    // the end and extreme, took 30 s of forcing chains for three arrow 9×9s.)
    if (n <= 6) QCOMPARE(test::RulesReference(r.rules).count(r.puzzle, 2), std::uint64_t{1});
}

} // namespace

class TestGeneratorShapes : public QObject {
    Q_OBJECT

private slots:
    void shapePuzzlesKeepTheirPromises_data();
    void shapePuzzlesKeepTheirPromises();
    void noShapeCanComeOff();
    void shapePuzzlesAreGradedAsAsked_data();
    void shapePuzzlesAreGradedAsAsked();
    void aSeedAndItsCodeGiveTheSamePuzzle();
    void theShapesNeedTheirRule();
};

void TestGeneratorShapes::shapePuzzlesKeepTheirPromises_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("seeds");
    QTest::newRow("thermometer 4") << "thermometer" << 4 << 8;
    QTest::newRow("thermometer 6") << "thermometer" << 6 << 6;
    QTest::newRow("thermometer 9") << "thermometer" << 9 << 3;
    QTest::newRow("thermometer 12") << "thermometer" << 12 << 1;
    QTest::newRow("arrow 4") << "arrow" << 4 << 8;
    QTest::newRow("arrow 6") << "arrow" << 6 << 6;
    QTest::newRow("arrow 9") << "arrow" << 9 << 3;
    QTest::newRow("thermometer arrow 6") << "thermometer,arrow" << 6 << 4;
    QTest::newRow("thermometer arrow 9") << "thermometer,arrow" << 9 << 2;
    QTest::newRow("x thermometer 9") << "x,thermometer" << 9 << 1;
    QTest::newRow("jigsaw arrow 6") << "jigsaw,arrow" << 6 << 3;
    QTest::newRow("anti-knight arrow 6") << "anti-knight,arrow" << 6 << 3;
}

void TestGeneratorShapes::shapePuzzlesKeepTheirPromises() {
    QFETCH(QString, variants);
    QFETCH(int, size);
    QFETCH(int, seeds);
    const std::string names = variants.toStdString();
    for (int s = 0; s < seeds; ++s) {
        const GenerateOptions options = shapeOptions(names, size, puzzleSeed(0x7E57, static_cast<std::uint64_t>(s)));
        QVERIFY(!checkOptions(options));
        QVERIFY(!checkVariantOptions(options));
        checkShapes(generate(options), options.variants, size, names + " seed " + std::to_string(options.seed));
        if (QTest::currentTestFailed()) return;
    }
}

// The shapes the givens made redundant came off: taking any shape left away gives a second solution.
// Checked by brute force on small puzzles (their checks never run out of nodes, so none is kept for
// want of a proof).
void TestGeneratorShapes::noShapeCanComeOff() {
    int tried = 0;
    for (const char* names : {"thermometer", "arrow", "thermometer,arrow"})
        for (int size : {4, 6})
            for (int s = 0; s < 2; ++s) {
                const GenerateOptions options = shapeOptions(names, size, puzzleSeed(11, static_cast<std::uint64_t>(s)));
                const GenerateResult r = generate(options);
                checkShapes(r, options.variants, size, names);
                if (QTest::currentTestFailed()) return;
                for (std::size_t i = 0; i < r.rules.constraints.size(); ++i) {
                    if (!isShape(r.rules.constraints[i])) continue;
                    Rules fewer = r.rules;
                    fewer.constraints.erase(fewer.constraints.begin() + static_cast<std::ptrdiff_t>(i));
                    ++tried;
                    QCOMPARE(test::RulesReference(fewer).count(r.puzzle, 2), std::uint64_t{2});
                }
            }
    QVERIFY(tried > 0);
}

// The grade is a measurement: the logic engine rates the puzzle again and finds the same rating.
void TestGeneratorShapes::shapePuzzlesAreGradedAsAsked_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("grade");
    QTest::newRow("thermometer easy") << "thermometer" << int(logic::Grade::Easy);
    QTest::newRow("thermometer medium") << "thermometer" << int(logic::Grade::Medium);
    QTest::newRow("arrow easy") << "arrow" << int(logic::Grade::Easy);
    QTest::newRow("arrow medium") << "arrow" << int(logic::Grade::Medium);
}

void TestGeneratorShapes::shapePuzzlesAreGradedAsAsked() {
    QFETCH(QString, variants);
    QFETCH(int, grade);
    GenerateOptions options = shapeOptions(variants.toStdString(), 9, 3);
    options.target = DifficultyTarget::ofGrade(static_cast<logic::Grade>(grade));
    QVERIFY(!checkOptions(options) && !checkVariantOptions(options));
    const GenerateResult r = generate(options);
    checkShapes(r, options.variants, 9, "graded");
    QVERIFY(r.rated);
    QCOMPARE(int(r.rating.grade), grade);
    const logic::Rating again = logic::ratePuzzle(r.puzzle, r.rules);
    QVERIFY(again.solved);
    QCOMPARE(int(again.grade), grade);
    QCOMPARE(again.er, r.rating.er);
}

void TestGeneratorShapes::aSeedAndItsCodeGiveTheSamePuzzle() {
    GenerateOptions options = shapeOptions("thermometer,arrow", 6, 424242);
    options.target = DifficultyTarget::ofGrade(logic::Grade::Easy);
    const GenerateResult first = generate(options);
    QVERIFY(first.ok());
    PuzzleCode code;
    code.shape = options.shape;
    code.target = options.target;
    code.variants = options.variants;
    code.seed = options.seed;
    const std::string text = formatPuzzleCode(code);
    QVERIFY2(text.find('T') != std::string::npos && text.find('A') != std::string::npos, text.c_str());
    const auto parsed = parsePuzzleCode(text);
    QVERIFY(parsed);
    QVERIFY(parsed->variants == options.variants);
    GenerateOptions fromCode = parsed->options();
    fromCode.rate = false;
    const GenerateResult again = generate(fromCode);
    QVERIFY(again.ok());
    QVERIFY(again.rules == first.rules);
    QVERIFY(again.puzzle == first.puzzle);
    QVERIFY(again.solution == first.solution);
    QVERIFY(variantKindFromLetter('t') == VariantKind::Thermometer);
    QVERIFY(variantKindFromLetter('a') == VariantKind::Arrow);
    QCOMPARE(variantKindName(VariantKind::Thermometer), std::string_view("thermometer"));
    QCOMPARE(variantKindName(VariantKind::Arrow), std::string_view("arrow"));
}

// A thermometer's or an arrow's own step is a target only with the shapes in the rules.
void TestGeneratorShapes::theShapesNeedTheirRule() {
    for (const auto& [names, technique] : {std::pair{"thermometer", logic::Technique::Thermometer}, std::pair{"arrow", logic::Technique::Arrow}}) {
        GenerateOptions options = shapeOptions(names, 9, 1);
        options.target = DifficultyTarget::ofTechnique(technique);
        QVERIFY(!checkOptions(options));
        options.variants = VariantSet{VariantKind::X};
        QCOMPARE(checkOptions(options), std::optional<GenerateError>(GenerateError::UnreachableTechnique));
    }
}

QTEST_GUILESS_MAIN(TestGeneratorShapes)
#include "tst_generator_shapes.moc"
