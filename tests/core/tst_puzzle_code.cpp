// Puzzle codes: every code the app can make reads back as itself; the readable forms players type
// (lower case, I/L/O for 1/0, blanks) read as the code meant; every malformed code is refused with
// the column of the first wrong character; a code generates the puzzle its options generate; the
// date's puzzle is the same for a date and rises in grade through the week.

#include <QTest>

#include <string>

#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/puzzle_code.h"

using namespace qudoku;
using Kind = PuzzleCodeError::Kind;

Q_DECLARE_METATYPE(qudoku::PuzzleCode)
Q_DECLARE_METATYPE(qudoku::PuzzleCodeError::Kind)

namespace {

PuzzleCode make(int size, DifficultyTarget target, Symmetry symmetry, bool minimal, std::uint64_t seed) {
    PuzzleCode code;
    code.shape = *Shape::forSize(size);
    code.target = target;
    code.symmetry = symmetry;
    code.minimal = minimal;
    code.seed = seed;
    return code;
}

DifficultyTarget grade(logic::Grade g) { return DifficultyTarget::ofGrade(g); }

PuzzleCode variant(int size, VariantSet variants, Symmetry symmetry, bool minimal, std::uint64_t seed) {
    PuzzleCode code;
    code.shape = Rules{size, {}, {}, {}}.gridShape();
    code.target = DifficultyTarget::any();
    code.symmetry = symmetry;
    code.minimal = minimal;
    code.variants = variants;
    code.seed = seed;
    return code;
}

} // namespace

class TestPuzzleCode : public QObject {
    Q_OBJECT

private slots:
    void formats_data();
    void formats();
    void everyCombinationReadsBack();
    void readsWhatPlayersType_data();
    void readsWhatPlayersType();
    void refusesMalformedCodes_data();
    void refusesMalformedCodes();
    void aCodeGivesItsPuzzle();
    void aVariantCodeGivesItsRulesAndPuzzle();
    void theDailyPuzzle();
};

void TestPuzzleCode::formats_data() {
    QTest::addColumn<PuzzleCode>("code");
    QTest::addColumn<QString>("text");
    QTest::newRow("9x9 hard") << make(9, grade(logic::Grade::Hard), Symmetry::None, false, 0x4B3F1C2A5Dull)
                              << QStringLiteral("9H-9CZHRAJX");
    QTest::newRow("seed 0") << make(9, grade(logic::Grade::Easy), Symmetry::None, false, 0) << QStringLiteral("9E-0");
    QTest::newRow("minimal medium") << make(9, grade(logic::Grade::Medium), Symmetry::None, true, 31)
                                    << QStringLiteral("9MM-Z");
    QTest::newRow("half turn") << make(16, grade(logic::Grade::Unfair), Symmetry::Rotate180, false, 32)
                               << QStringLiteral("16UR-10");
    QTest::newRow("dihedral minimal") << make(25, grade(logic::Grade::Extreme), Symmetry::Dihedral, true, 1)
                                      << QStringLiteral("25XSM-1");
    QTest::newRow("technique") << make(9, DifficultyTarget::ofTechnique(logic::Technique::XWing), Symmetry::Mirror, false, 7)
                               << QStringLiteral("9[x-wing]L-7");
    QTest::newRow("any") << make(4, DifficultyTarget::any(), Symmetry::Flip, false, 20261124) << QStringLiteral("4AF-KAA84");
    QTest::newRow("x") << variant(9, {VariantKind::X}, Symmetry::None, false, 7) << QStringLiteral("9A-X-7");
    QTest::newRow("jigsaw x, half turn") << variant(9, {VariantKind::X, VariantKind::Jigsaw}, Symmetry::Rotate180, false, 32)
                                         << QStringLiteral("9AR-JX-10");
    QTest::newRow("7x7 jigsaw") << variant(7, {VariantKind::Jigsaw}, Symmetry::None, true, 1) << QStringLiteral("7AM-J-1");
    QTest::newRow("every variant") << variant(16, {VariantKind::NonConsecutive, VariantKind::AntiKing, VariantKind::AntiKnight,
                                                   VariantKind::Windoku, VariantKind::Diagonal, VariantKind::X, VariantKind::Jigsaw},
                                              Symmetry::None, false, 31)
                                   << QStringLiteral("16A-JXDWNKC-Z");
    QTest::newRow("largest seed") << make(6, grade(logic::Grade::Easy), Symmetry::AntiDiagonal, false, UINT64_MAX)
                                  << QStringLiteral("6EB-FZZZZZZZZZZZZ");
}

void TestPuzzleCode::formats() {
    QFETCH(PuzzleCode, code);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatPuzzleCode(code)), text);
    const auto back = parsePuzzleCode(text.toStdString());
    QVERIFY(back.ok());
    QVERIFY(*back == code);
}

void TestPuzzleCode::everyCombinationReadsBack() {
    int checked = 0;
    std::uint64_t seed = 1;
    for (int size : {4, 6, 9, 12, 16, 25})
        for (Symmetry symmetry : kAllSymmetries)
            for (bool minimal : {false, true}) {
                std::vector<DifficultyTarget> targets{DifficultyTarget::any()};
                for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                                       logic::Grade::Extreme})
                    targets.push_back(grade(g));
                for (const logic::TechniqueInfo& t : logic::allTechniques()) targets.push_back(DifficultyTarget::ofTechnique(t.id));
                for (const DifficultyTarget& target : targets) {
                    seed = seed * 6364136223846793005ull + 1442695040888963407ull; // seeds of every length
                    const PuzzleCode code = make(size, target, symmetry, minimal, seed >> (seed % 64));
                    const std::string text = formatPuzzleCode(code);
                    const auto back = parsePuzzleCode(text);
                    QVERIFY2(back.ok() && *back == code, text.c_str());
                    ++checked;
                }
            }
    QVERIFY(checked > 1000);
    // Every set of variants at every size it may have, with every symmetry.
    int variants = 0;
    for (unsigned bits = 1; bits < 1u << 7; ++bits) {
        VariantSet set;
        for (VariantKind kind : kAllVariantKinds)
            if (bits >> static_cast<int>(kind) & 1u) set.add(kind);
        for (int size = 4; size <= 16; ++size) {
            if (!set.has(VariantKind::Jigsaw) && !Shape::forSize(size)) continue;
            for (Symmetry symmetry : kAllSymmetries) {
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                const PuzzleCode code = variant(size, set, symmetry, seed % 2 == 0, seed >> (seed % 64));
                const std::string text = formatPuzzleCode(code);
                const auto back = parsePuzzleCode(text);
                QVERIFY2(back.ok() && *back == code, text.c_str());
                ++variants;
            }
        }
    }
    QVERIFY(variants > 5000);
}

void TestPuzzleCode::readsWhatPlayersType_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("meant");
    QTest::newRow("lower case") << QStringLiteral("9hrm-9cfrw2jx") << QStringLiteral("9HRM-9CFRW2JX");
    QTest::newRow("blanks around") << QStringLiteral("  9H-10\n") << QStringLiteral("9H-10");
    QTest::newRow("O for zero, I and L for one") << QStringLiteral("9H-IOL") << QStringLiteral("9H-101");
    QTest::newRow("technique in capitals") << QStringLiteral("9[X-Wing]-7") << QStringLiteral("9[x-wing]-7");
    QTest::newRow("leading zeros") << QStringLiteral("9E-0007") << QStringLiteral("9E-7");
    QTest::newRow("variants in any order, either case") << QStringLiteral("9ar-kxj-7") << QStringLiteral("9AR-JXK-7");
}

void TestPuzzleCode::readsWhatPlayersType() {
    QFETCH(QString, text);
    QFETCH(QString, meant);
    const auto read = parsePuzzleCode(text.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(QString::fromStdString(formatPuzzleCode(*read)), meant);
}

void TestPuzzleCode::refusesMalformedCodes_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("column");
    QTest::newRow("empty") << QString() << Kind::Empty << 1;
    QTest::newRow("blanks") << QStringLiteral("   ") << Kind::Empty << 4;
    QTest::newRow("no size") << QStringLiteral("H-7") << Kind::BadSize << 1;
    QTest::newRow("size 8") << QStringLiteral("8H-7") << Kind::BadSize << 1;
    QTest::newRow("size 100") << QStringLiteral("100H-7") << Kind::BadSize << 1;
    QTest::newRow("size only") << QStringLiteral("9") << Kind::BadTarget << 2;
    QTest::newRow("grade Z") << QStringLiteral("9Z-7") << Kind::BadTarget << 2;
    QTest::newRow("technique unknown") << QStringLiteral("9[x-swing]-7") << Kind::UnknownTechnique << 3;
    QTest::newRow("technique unclosed") << QStringLiteral("9[x-wing-7") << Kind::UnknownTechnique << 3;
    QTest::newRow("no dash") << QStringLiteral("9H") << Kind::MissingSeed << 3;
    QTest::newRow("nothing after the dash") << QStringLiteral(" 9H-") << Kind::MissingSeed << 5;
    QTest::newRow("two symmetries") << QStringLiteral("9HRQ-7") << Kind::UnexpectedText << 4;
    QTest::newRow("minimal before symmetry") << QStringLiteral("9HMR-7") << Kind::UnexpectedText << 4;
    QTest::newRow("U in the seed") << QStringLiteral("9H-7U") << Kind::BadSeedDigit << 5;
    QTest::newRow("a blank in the seed") << QStringLiteral("9H-7 7") << Kind::BadSeedDigit << 5;
    QTest::newRow("seed above 2^64") << QStringLiteral("9H-G000000000000") << Kind::SeedTooLarge << 16;
    QTest::newRow("14 digits") << QStringLiteral("9H-10000000000000") << Kind::SeedTooLarge << 17;
    QTest::newRow("size 8 without a jigsaw") << QStringLiteral("8A-X-7") << Kind::BadSize << 1;
    QTest::newRow("size 17 with a jigsaw") << QStringLiteral("17A-J-7") << Kind::BadSize << 1;
    QTest::newRow("unknown variant letter") << QStringLiteral("9A-XZ-7") << Kind::UnexpectedText << 5;
    QTest::newRow("a variant twice") << QStringLiteral("9A-XJX-7") << Kind::UnexpectedText << 6;
    QTest::newRow("empty variants") << QStringLiteral("9A--7") << Kind::UnexpectedText << 4;
    QTest::newRow("nothing after the variants") << QStringLiteral("9A-X-") << Kind::MissingSeed << 6;
    QTest::newRow("a third dash") << QStringLiteral("9A-X-7-7") << Kind::BadSeedDigit << 7;
}

void TestPuzzleCode::refusesMalformedCodes() {
    QFETCH(QString, text);
    QFETCH(Kind, kind);
    QFETCH(int, column);
    const auto read = parsePuzzleCode(text.toStdString());
    QVERIFY(!read.ok());
    QCOMPARE(read.error().kind, kind);
    QCOMPARE(read.error().column, column);
}

void TestPuzzleCode::aCodeGivesItsPuzzle() {
    // The code is all a friend needs: its options make the same puzzle again, and what was asked.
    const auto code = parsePuzzleCode("9HR-9CFRW2JX");
    QVERIFY(code.ok());
    QVERIFY(!checkOptions(code->options()));
    const GenerateResult first = generate(code->options());
    const GenerateResult again = generate(parsePuzzleCode(formatPuzzleCode(*code))->options());
    QVERIFY(first.ok() && again.ok());
    QVERIFY(first.puzzle == again.puzzle);
    QCOMPARE(logic::ratePuzzle(first.puzzle).grade, logic::Grade::Hard);
    std::vector<bool> clues(81);
    for (int c = 0; c < 81; ++c) clues[static_cast<std::size_t>(c)] = first.puzzle.at(c) != 0;
    QVERIFY(isSymmetric(Shape{3, 3}, Symmetry::Rotate180, clues));
}

void TestPuzzleCode::aVariantCodeGivesItsRulesAndPuzzle() {
    // A jigsaw's layout is not in the code: the seed draws it, so the code gives the same one again.
    const auto code = parsePuzzleCode("8AR-J-4KZ7QP2M");
    QVERIFY(code.ok());
    QVERIFY(!checkOptions(code->options()));
    QVERIFY(!checkVariantOptions(code->options()));
    const GenerateResult first = generate(code->options());
    const GenerateResult again = generate(parsePuzzleCode(formatPuzzleCode(*code))->options());
    QVERIFY(first.ok() && again.ok());
    QCOMPARE(first.rules.size, 8);
    QCOMPARE(first.rules.regions.size(), std::size_t{64});
    QVERIFY(first.rules == again.rules);
    QVERIFY(first.puzzle == again.puzzle);
}

void TestPuzzleCode::theDailyPuzzle() {
    // 2026-11-23 was a Monday.
    const logic::Grade week[] = {logic::Grade::Easy,   logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Medium,
                                 logic::Grade::Hard,   logic::Grade::Hard, logic::Grade::Unfair};
    for (int weekday = 1; weekday <= 7; ++weekday) {
        const PuzzleCode code = dailyPuzzleCode(2026, 11, 22 + weekday, weekday);
        QCOMPARE(code.target, DifficultyTarget::ofGrade(week[weekday - 1]));
        QCOMPARE(code.seed, std::uint64_t(20261122 + weekday));
        QCOMPARE(code.symmetry, Symmetry::Rotate180);
        QCOMPARE(code.shape.size(), 9);
    }
    QCOMPARE(QString::fromStdString(formatPuzzleCode(dailyPuzzleCode(2026, 11, 24, 2))), QStringLiteral("9ER-KAA84"));
}

QTEST_APPLESS_MAIN(TestPuzzleCode)
#include "tst_puzzle_code.moc"
