// Killers from the generator (issue 34, section 3), through its public interface: no givens, only
// cages; every cell in one cage of orthogonally connected cells with different digits, whose sum is
// the solution's; unique by the variant engine and by an independent proof (the brute-force
// reference on 4×4 and 6×6; on larger grids the logic engine solving it step by step, every step a
// deduction, which proves the solution the only one); the other rules those asked (killer + X,
// killer + jigsaw); minimal killers have no two neighbouring cages that could merge; graded killers
// rate as asked when rated again from scratch; the same seed gives the same killer and its code names
// it; what cannot be a killer is refused. Work is bounded by nodes, never by time.

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

Q_DECLARE_METATYPE(qudoku::VariantGenerateError)

namespace {

GenerateOptions killerOptions(const char* names, int size, bool minimal, std::uint64_t seed) {
    GenerateOptions o;
    o.variants = *variantSetFromNames(names);
    o.shape = Rules{size, {}, {}, {}}.gridShape();
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

std::vector<std::vector<int>> cagesOf(const Rules& rules) {
    std::vector<std::vector<int>> out;
    for (const Constraint& c : rules.constraints)
        if (c.kind == ConstraintKind::KillerCage) out.push_back(c.cells.front());
    return out;
}

Rules withoutCages(Rules rules) {
    std::erase_if(rules.constraints, [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; });
    return rules;
}

bool adjacent(int a, int b, int n) { return (a / n == b / n && (a - b == 1 || b - a == 1)) || a - b == n || b - a == n; }

// One orthogonally connected piece (a flood fill of the test's own).
bool connected(const std::vector<int>& cells, int n) {
    std::set<int> reached{cells.front()};
    std::vector<int> todo{cells.front()};
    while (!todo.empty()) {
        const int c = todo.back();
        todo.pop_back();
        for (int d : cells)
            if (adjacent(c, d, n) && reached.insert(d).second) todo.push_back(d);
    }
    return reached.size() == cells.size();
}

// Checks what every killer keeps; `context` names it in a failure.
void checkKiller(const GenerateResult& r, const VariantSet& set, int n, const std::string& context) {
    QVERIFY2(r.ok(), context.c_str());
    QVERIFY2(!checkRules(r.rules), context.c_str());
    QCOMPARE(r.puzzle.filledCount(), 0);
    QVERIFY2(findConflicts(r.solution, r.rules).empty(), context.c_str());

    // The other rules are those asked.
    VariantSet others;
    for (VariantKind k : set.kinds())
        if (k != VariantKind::Killer) others.add(k);
    QVERIFY(withoutCages(r.rules) == variantRules(others, n, r.rules.regions));

    // Cages: a partition of the grid into connected pieces of different digits adding up to the sum.
    std::vector<int> covered(static_cast<std::size_t>(n * n), 0);
    for (const Constraint& c : r.rules.constraints) {
        if (c.kind != ConstraintKind::KillerCage) continue;
        const std::vector<int>& cells = c.cells.front();
        QVERIFY2(connected(cells, n), context.c_str());
        QVERIFY(std::is_sorted(cells.begin(), cells.end()));
        QCOMPARE(c.values.size(), std::size_t{1});
        int sum = 0;
        std::set<int> digits;
        for (int cell : cells) {
            ++covered[static_cast<std::size_t>(cell)];
            sum += r.solution.at(cell);
            digits.insert(r.solution.at(cell));
        }
        QCOMPARE(digits.size(), cells.size());
        QCOMPARE(c.values.front(), sum);
    }
    QVERIFY2(std::all_of(covered.begin(), covered.end(), [](int k) { return k == 1; }), context.c_str());

    // Unique: the variant engine, and an independent proof.
    const SolveResult counted = countToTwo(r.puzzle, r.rules);
    QVERIFY2(counted.isUnique(), context.c_str());
    QVERIFY(counted.solutions.front() == r.solution);
    if (n <= 6) QCOMPARE(test::RulesReference(r.rules).count(r.puzzle, 2), std::uint64_t{1});
}

} // namespace

class TestGeneratorKiller : public QObject {
    Q_OBJECT

private slots:
    void killersKeepTheirPromises_data();
    void killersKeepTheirPromises();
    void minimalKillersHaveNoMergeableCages();
    void killersAreGradedAsAsked_data();
    void killersAreGradedAsAsked();
    void killersPractiseTheRuleOf45_data();
    void killersPractiseTheRuleOf45();
    void aSeedAndItsCodeGiveTheSameKiller();
    void whatCannotBeAKillerIsRefused_data();
    void whatCannotBeAKillerIsRefused();
};

void TestGeneratorKiller::killersKeepTheirPromises_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("seeds");
    QTest::newRow("killer 4") << "killer" << 4 << 8;
    QTest::newRow("killer 6") << "killer" << 6 << 4;
    QTest::newRow("killer 9") << "killer" << 9 << 2;
    QTest::newRow("killer 12") << "killer" << 12 << 1;
    QTest::newRow("killer x 9") << "x,killer" << 9 << 1;
    QTest::newRow("jigsaw killer 6") << "jigsaw,killer" << 6 << 3;
    QTest::newRow("jigsaw killer 9") << "jigsaw,killer" << 9 << 1;
}

void TestGeneratorKiller::killersKeepTheirPromises() {
    QFETCH(QString, variants);
    QFETCH(int, size);
    QFETCH(int, seeds);
    const std::string names = variants.toStdString();
    for (int s = 0; s < seeds; ++s) {
        const GenerateOptions options = killerOptions(names.c_str(), size, false, puzzleSeed(0x5EED, static_cast<std::uint64_t>(s)));
        QVERIFY(!checkOptions(options));
        QVERIFY(!checkVariantOptions(options));
        checkKiller(generate(options), options.variants, size, names + " seed " + std::to_string(options.seed));
        if (QTest::currentTestFailed()) return;
    }
}

// Minimal: merging any two neighbouring cages whose digits differ, within the largest cage the size
// allows, gives a second solution. Checked on every such pair of small killers.
void TestGeneratorKiller::minimalKillersHaveNoMergeableCages() {
    int pairs = 0;
    for (int size : {4, 6}) {
        const int largest = size == 4 ? 3 : 4;
        for (int s = 0; s < 3; ++s) {
            const GenerateOptions options = killerOptions("killer", size, true, puzzleSeed(9, static_cast<std::uint64_t>(s)));
            const GenerateResult r = generate(options);
            checkKiller(r, options.variants, size, "minimal " + std::to_string(size));
            if (QTest::currentTestFailed()) return;
            const std::vector<std::vector<int>> cages = cagesOf(r.rules);
            for (std::size_t a = 0; a < cages.size(); ++a)
                for (std::size_t b = a + 1; b < cages.size(); ++b) {
                    const std::vector<int>& x = cages[a];
                    const std::vector<int>& y = cages[b];
                    const auto touches = [&] {
                        for (int p : x)
                            for (int q : y)
                                if (adjacent(p, q, size)) return true;
                        return false;
                    };
                    const int cells = static_cast<int>(x.size() + y.size());
                    if (cells > largest + (x.size() == 1 || y.size() == 1 ? 1 : 0) || !touches()) continue;
                    std::set<int> digits;
                    for (int c : x) digits.insert(r.solution.at(c));
                    for (int c : y) digits.insert(r.solution.at(c));
                    if (static_cast<int>(digits.size()) != cells) continue;
                    Rules merged = withoutCages(r.rules);
                    std::vector<int> both = x;
                    both.insert(both.end(), y.begin(), y.end());
                    std::sort(both.begin(), both.end());
                    for (std::size_t k = 0; k < cages.size(); ++k) {
                        if (k == a || k == b) continue;
                        int sum = 0;
                        for (int c : cages[k]) sum += r.solution.at(c);
                        merged.constraints.push_back({ConstraintKind::KillerCage, {cages[k]}, {sum}});
                    }
                    int sum = 0;
                    for (int c : both) sum += r.solution.at(c);
                    merged.constraints.push_back({ConstraintKind::KillerCage, {both}, {sum}});
                    ++pairs;
                    QCOMPARE(test::RulesReference(merged).count(r.puzzle, 2), std::uint64_t{2});
                }
        }
    }
    QVERIFY(pairs > 0); // the check above ran
}

// The grade is a measurement: the logic engine rates the killer again from its cages alone and finds
// the same rating, of the grade asked; solved step by step, which also proves it unique.
void TestGeneratorKiller::killersAreGradedAsAsked_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("grade");
    QTest::newRow("9 easy") << 9 << int(logic::Grade::Easy);
    QTest::newRow("9 medium") << 9 << int(logic::Grade::Medium);
    QTest::newRow("9 hard") << 9 << int(logic::Grade::Hard);
    QTest::newRow("6 easy") << 6 << int(logic::Grade::Easy);
}

void TestGeneratorKiller::killersAreGradedAsAsked() {
    QFETCH(int, size);
    QFETCH(int, grade);
    GenerateOptions options = killerOptions("killer", size, false, 3);
    options.target = DifficultyTarget::ofGrade(static_cast<logic::Grade>(grade));
    QVERIFY(!checkOptions(options) && !checkVariantOptions(options));
    const GenerateResult r = generate(options);
    checkKiller(r, options.variants, size, "graded");
    QVERIFY(r.rated);
    QCOMPARE(int(r.rating.grade), grade);
    const logic::Rating again = logic::ratePuzzle(r.puzzle, r.rules);
    QVERIFY(again.solved);
    QCOMPARE(int(again.grade), grade);
    QCOMPARE(again.er, r.rating.er);
    QCOMPARE(again.steps, r.rating.steps);
    // A killer's grade is its hardest step's (logic::scoreGrades): its many placements and cage
    // steps would make nearly every killer extreme by HoDoKu's score.
    QVERIFY(!logic::scoreGrades(r.rules));
    QCOMPARE(again.basis, logic::GradeBasis::HardestStep);
}

// "Practise a technique" for killers: the rule of 45. The path the logic engine finds from the
// cages alone has a step of the technique asked among its hardest (innies and outies tie at 2.9,
// and the engine tries innies first, so an outies puzzle may meet an innies step first: both are
// accepted for it, grading.cpp). Without the killer, the technique is refused.
void TestGeneratorKiller::killersPractiseTheRuleOf45_data() {
    QTest::addColumn<int>("technique");
    QTest::newRow("innies") << int(logic::Technique::Innies);
    QTest::newRow("outies") << int(logic::Technique::Outies);
}

void TestGeneratorKiller::killersPractiseTheRuleOf45() {
    QFETCH(int, technique);
    const auto wanted = static_cast<logic::Technique>(technique);
    GenerateOptions options = killerOptions("killer", 9, false, 5);
    options.target = DifficultyTarget::ofTechnique(wanted);
    QVERIFY(!checkOptions(options) && !checkVariantOptions(options));
    const GenerateResult r = generate(options);
    checkKiller(r, options.variants, 9, "practise");
    QVERIFY(r.rated);
    const logic::SolvePath path = logic::findSolvePath(logic::CandidateGrid(r.puzzle, r.rules));
    const logic::Rating again = logic::rate(path);
    QVERIFY(again.solved);
    QCOMPARE(again.er, logic::techniqueInfo(wanted).rating);
    QVERIFY(std::any_of(path.steps.begin(), path.steps.end(),
                        [&](const logic::Step& step) { return step.technique == wanted && step.rating == again.er; }));

    GenerateOptions classic = options;
    classic.variants = VariantSet{};
    QCOMPARE(checkOptions(classic), std::optional<GenerateError>(GenerateError::UnreachableTechnique));
}

void TestGeneratorKiller::aSeedAndItsCodeGiveTheSameKiller() {
    GenerateOptions options = killerOptions("jigsaw,killer", 6, false, 424242);
    options.target = DifficultyTarget::ofGrade(logic::Grade::Easy);
    const GenerateResult first = generate(options);
    QVERIFY(first.ok());
    PuzzleCode code;
    code.shape = options.shape;
    code.target = options.target;
    code.variants = options.variants;
    code.seed = options.seed;
    const std::string text = formatPuzzleCode(code);
    QVERIFY2(text.find('S') != std::string::npos, text.c_str()); // the killer's letter
    const auto parsed = parsePuzzleCode(text);
    QVERIFY(parsed);
    GenerateOptions fromCode = parsed->options();
    fromCode.rate = false;
    const GenerateResult again = generate(fromCode);
    QVERIFY(again.ok());
    QVERIFY(again.rules == first.rules);
    QVERIFY(again.solution == first.solution);
    QVERIFY(variantKindFromLetter('s') == VariantKind::Killer);
    QCOMPARE(variantKindName(VariantKind::Killer), std::string_view("killer"));
}

void TestGeneratorKiller::whatCannotBeAKillerIsRefused_data() {
    QTest::addColumn<QString>("variants");
    QTest::addColumn<QString>("what");
    QTest::addColumn<VariantGenerateError>("error");
    QTest::newRow("clue count") << "killer" << "clues" << VariantGenerateError::KillerClues;
    QTest::newRow("pattern") << "killer" << "pattern" << VariantGenerateError::KillerClues;
    QTest::newRow("symmetry") << "killer" << "symmetry" << VariantGenerateError::SymmetryRefused;
    QTest::newRow("x symmetry") << "x,killer" << "symmetry" << VariantGenerateError::SymmetryRefused;
}

void TestGeneratorKiller::whatCannotBeAKillerIsRefused() {
    QFETCH(QString, variants);
    QFETCH(QString, what);
    QFETCH(VariantGenerateError, error);
    const std::string names = variants.toStdString();
    GenerateOptions options = killerOptions(names.c_str(), 9, false, 1);
    if (what == QLatin1String("clues")) options.clues = ClueRange{20, 30};
    if (what == QLatin1String("pattern")) options.pattern.assign(81, false), options.pattern[40] = true;
    if (what == QLatin1String("symmetry")) options.symmetry = Symmetry::Rotate180;
    QCOMPARE(checkVariantOptions(options), std::optional<VariantGenerateError>(error));
}

QTEST_APPLESS_MAIN(TestGeneratorKiller)
#include "tst_generator_killer.moc"
