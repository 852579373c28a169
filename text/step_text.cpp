#include "text/step_text.h"
#include "text/tr_contexts.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>
#include <vector>
#include <bit>
#include <QStringList>

#include "qudoku/logic/notation.h"
#include "text/step_words.h"

namespace qudoku::text {

using namespace words;

namespace {

using logic::Technique;

// The houses of the step with role Base, or all of its houses when none has that role.
QList<int> mainHouses(const logic::Step& step) {
    QList<int> houses;
    for (const auto& h : step.houses)
        if (h.role == logic::Role::Base) houses << h.house;
    if (houses.isEmpty())
        for (const auto& h : step.houses) houses << h.house;
    return houses;
}

// A house's name under the rules when they are known (a variant's geometry), else the classic one.
QString nameOf(const logic::Geometry* g, Shape shape, int house) { return g ? houseName(*g, house) : houseName(shape, house); }

QString listOfHouses(const QList<int>& houses, const logic::Geometry* g, Shape shape) {
    QStringList names;
    for (int h : houses) names << nameOf(g, shape, h);
    return joinList(names);
}

QString housesWith(const logic::Step& step, const logic::Geometry* g, Shape shape, logic::Role role) {
    if (!g) return housesWithRole(step, shape, role);
    QList<int> houses;
    for (const auto& h : step.houses)
        if (h.role == role) houses << h.house;
    return listOfHouses(houses, g, shape);
}

// What each cell that loses candidates keeps (its Target marks): "r4c5 is 2, 4, 6 or 8"; on a
// thermometer its bounds, "r2c3 is at least 3 and at most 7".
QString keptText(const logic::Step& step, Shape shape, Alphabet alphabet, bool bounds) {
    QStringList clauses;
    for (int c : cellsWithRole(step, logic::Role::Target)) {
        logic::DigitMask kept = 0;
        for (const auto& m : step.marks)
            if (m.role == logic::Role::Target && m.at.cell == c && m.at.value) kept |= logic::digitBit(m.at.value);
        if (!kept) continue;
        const int low = std::countr_zero(kept) + 1, high = 32 - std::countl_zero(kept);
        const bool gaps = std::popcount(kept) != high - low + 1;
        if (bounds && !gaps && low > 1 && high < shape.size())
            clauses << StepText::tr("%1 is at least %2 and at most %3").arg(cell(shape, c), valueName(shape, low, alphabet), valueName(shape, high, alphabet));
        else if (bounds && !gaps && low > 1 && high == shape.size())
            clauses << StepText::tr("%1 is at least %2").arg(cell(shape, c), valueName(shape, low, alphabet));
        else if (bounds && !gaps && low == 1 && high < shape.size())
            clauses << StepText::tr("%1 is at most %2").arg(cell(shape, c), valueName(shape, high, alphabet));
        else
            clauses << StepText::tr("%1 is %2").arg(cell(shape, c), valueChoice(kept, shape, alphabet));
    }
    return joinClauses(clauses);
}

// The words of a constraint step (techniques/constraint_steps.cpp), or empty for other steps.
QString constraintStepText(const logic::Step& step, Shape shape, Alphabet alphabet) {
    using logic::Role;
    const QString what = effect(step, shape, alphabet);
    const std::vector<int> cells = cellsWithRole(step, Role::Defining);
    const auto pair = [&] {
        return cells.size() >= 2 ? StepText::tr("%1–%2").arg(cell(shape, cells[0]), cell(shape, cells[1])) : cellList(shape, cells);
    };
    const QString kept =
        keptText(step, shape, alphabet, step.technique == Technique::Thermometer || step.technique == Technique::BetweenLine);
    // A line from its first cell to its last: "r1c1–r1c4".
    const auto ends = [&] {
        return cells.size() >= 2 ? StepText::tr("%1–%2").arg(cell(shape, cells.front()), cell(shape, cells.back())) : cellList(shape, cells);
    };
    switch (step.technique) {
    case Technique::AntiKnight:
    case Technique::AntiKing: {
        if (step.marks.empty()) return {};
        const logic::CellValue source = step.marks.front().at;
        std::vector<int> targets;
        for (const auto& e : step.eliminations) targets.push_back(e.cell);
        const QString text = step.technique == Technique::AntiKnight ? StepText::tr("Anti-knight: %1=%2 removes %2 from %3.")
                                                                     : StepText::tr("Anti-king: %1=%2 removes %2 from %3.");
        return text.arg(cell(shape, source.cell), valueName(shape, source.value, alphabet), cellList(shape, targets));
    }
    case Technique::OddEven: {
        bool odd = true;
        for (int v = 2; v <= 32; v += 2) odd = odd && !(step.values & logic::digitBit(v));
        return (odd ? StepText::tr("Odd cell %1: its digit is odd, so %2 (%3).") : StepText::tr("Even cell %1: its digit is even, so %2 (%3)."))
            .arg(cellList(shape, cells), kept, what);
    }
    case Technique::WhiteDot:
        return StepText::tr("White dot %1: the two digits differ by %2, so %3 (%4).").arg(pair()).arg(step.constraintNumber).arg(kept, what);
    case Technique::BlackDot:
        if (step.constraintNumber == 2)
            return StepText::tr("Black dot %1: one is double the other, so %2 (%3).").arg(pair(), kept, what);
        return StepText::tr("Black dot %1: one is %2 times the other, so %3 (%4).").arg(pair()).arg(step.constraintNumber).arg(kept, what);
    case Technique::XV:
        if (step.constraintNumber == 10) return StepText::tr("X %1: the two digits sum to 10, so %2 (%3).").arg(pair(), kept, what);
        if (step.constraintNumber == 5) return StepText::tr("V %1: the two digits sum to 5, so %2 (%3).").arg(pair(), kept, what);
        return StepText::tr("XV mark %1: the two digits sum to %2, so %3 (%4).").arg(pair()).arg(step.constraintNumber).arg(kept, what);
    case Technique::NonConsecutive:
        return StepText::tr("Non-consecutive %1: neighbours differ by more than 1, so %2 (%3).").arg(pair(), kept, what);
    case Technique::NoDot:
        return StepText::tr("No dot between %1 (negative rule): their digits are in no relation a dot would show, so %2 (%3).")
            .arg(pair(), kept, what);
    case Technique::NoXV:
        return StepText::tr("No X or V between %1 (negative rule): their digits sum to neither 10 nor 5, so %2 (%3).").arg(pair(), kept, what);
    case Technique::MinimumMaximum: {
        if (cells.empty()) return {};
        const std::vector<int> neighbours(cells.begin() + 1, cells.end());
        const QString text = step.constraintNumber < 0
                                 ? StepText::tr("Minimum %1: smaller than its neighbours %2, so %3 (%4).")
                                 : StepText::tr("Maximum %1: larger than its neighbours %2, so %3 (%4).");
        return text.arg(cell(shape, cells.front()), cellList(shape, neighbours), kept, what);
    }
    case Technique::Thermometer:
        if (cells.empty()) return {};
        return StepText::tr("Thermometer %1→%2: the digits increase from the bulb, so %3 (%4).")
            .arg(cell(shape, cells.front()), cell(shape, cells.back()), kept, what);
    case Technique::Quadruple:
        return StepText::tr("Quadruple %1: %2 must appear among these four cells, so %3 (%4).")
            .arg(cellList(shape, cells), valueList(step.values, shape, alphabet), kept, what);
    case Technique::KillerCage: {
        if (step.marks.empty()) return {};
        if (step.combinations.empty()) { // a placed digit leaves the cage's other cells
            const logic::CellValue source = step.marks.front().at;
            std::vector<int> targets;
            for (const auto& e : step.eliminations) targets.push_back(e.cell);
            return StepText::tr("Killer cage: %1=%2 removes %2 from %3, in the same cage (digits do not repeat in a cage).")
                .arg(cell(shape, source.cell), valueName(shape, source.value, alphabet), cellList(shape, targets));
        }
        // "{8, 9}", "{1, 2, 6}, {1, 3, 5} or {2, 3, 4}": the combinations the candidates allow.
        QStringList sets;
        for (logic::DigitMask set : step.combinations) sets << digitSet(set, shape, alphabet);
        const QString choices = sets.size() < 2 ? sets.join(QString())
                                                : StepText::tr("%1 or %2").arg(joinList(sets.mid(0, sets.size() - 1)), sets.last());
        return StepText::tr("Killer cage %1 in %2: %n different digit(s) adding up to %1, which the candidates allow only as "
                            "%3, so %4 (%5).",
                            "", static_cast<int>(cells.size()))
            .arg(QString::number(step.constraintNumber), cellList(shape, cells), choices, kept, what);
    }
    // issue 34, sums outside the grid and arrows
    case Technique::Arrow: {
        // The circle's cells come first among the Defining ones (constraintNumber of them).
        const std::size_t circle = std::min<std::size_t>(cells.size(), static_cast<std::size_t>(std::max(step.constraintNumber, 1)));
        const std::vector<int> circleCells(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(circle));
        return StepText::tr("Arrow %1: the digits along the arrow add up to the number in its circle, so %2 (%3).")
            .arg(cellList(shape, circleCells), kept, what);
    }
    case Technique::LittleKiller:
        if (cells.empty()) return {};
        return StepText::tr("Little killer %1 on %2→%3: the digits along the diagonal add up to %1, so %4 (%5).")
            .arg(QString::number(step.constraintNumber), cell(shape, cells.front()), cell(shape, cells.back()), kept, what);
    // The clues at a row's or column's end: its cells from the clue on are the Defining ones.
    case Technique::Sandwich:
        if (cells.empty()) return {};
        return StepText::tr("Sandwich %1 on %2→%3: the digits between the %4 and the %5 add up to %1, so %6 (%7).")
            .arg(QString::number(step.constraintNumber), cell(shape, cells.front()), cell(shape, cells.back()),
                 valueName(shape, 1, alphabet), valueName(shape, shape.size(), alphabet), kept, what);
    case Technique::XSum:
        if (cells.empty()) return {};
        return StepText::tr("X-sum %1 on %2→%3: the first X digits add up to %1, X being the first of them, so %4 (%5).")
            .arg(QString::number(step.constraintNumber), cell(shape, cells.front()), cell(shape, cells.back()), kept, what);
    case Technique::SkyscraperClue:
        if (cells.empty()) return {};
        return StepText::tr("Skyscraper %1 on %2→%3: %1 digits are seen from the clue (each taller than those before it), "
                            "so %4 (%5).")
            .arg(QString::number(step.constraintNumber), cell(shape, cells.front()), cell(shape, cells.back()), kept, what);
    // The lines (issue 34).
    case Technique::Renban:
        if (!step.marks.empty() && step.marks.front().at.value) { // a placed digit leaves the line's other cells
            const logic::CellValue source = step.marks.front().at;
            std::vector<int> targets;
            for (const auto& e : step.eliminations) targets.push_back(e.cell);
            return StepText::tr("Renban line: %1=%2 removes %2 from %3, on the same line (digits do not repeat on a renban line).")
                .arg(cell(shape, source.cell), valueName(shape, source.value, alphabet), cellList(shape, targets));
        }
        return StepText::tr("Renban line %1: %n consecutive digit(s) in any order, so %2 (%3).", "", step.constraintNumber)
            .arg(ends(), kept, what);
    case Technique::Whispers:
        return StepText::tr("German whispers line %1: neighbours on it differ by at least %2, so %3 (%4).")
            .arg(ends())
            .arg(step.constraintNumber)
            .arg(kept, what);
    case Technique::Palindrome:
        return StepText::tr("Palindrome line %1: it reads the same from either end, so %2 (%3).").arg(ends(), kept, what);
    case Technique::BetweenLine:
        return StepText::tr("Between line %1: the digits between the circles lie strictly between the circles' digits, so %2 (%3).")
            .arg(ends(), kept, what);
    case Technique::RegionSumLine:
        return StepText::tr("Region-sum line %1: its digits in each region it passes add up to the same total, so %2 (%3).")
            .arg(ends(), kept, what);
    case Technique::EntropicLine:
        return StepText::tr("Entropic line %1: any three consecutive cells hold a low, a middle and a high digit, so %2 (%3).")
            .arg(ends(), kept, what);
    case Technique::ModularLine:
        return StepText::tr("Modular line %1: any three consecutive cells hold different remainders mod 3, so %2 (%3).")
            .arg(ends(), kept, what);
    case Technique::ZipperLine:
        return StepText::tr("Zipper line %1: cells at the same distance from its centre add up to the same total, so %2 (%3).")
            .arg(ends(), kept, what);
    default: break;
    }
    return {};
}

// The words of a variant's forcing chain (techniques/rules_forcing_chains.cpp: a contradiction
// marked as whole-cell or house Target), or empty for every other step.
QString rulesChainText(const logic::Step& step, const logic::Geometry* g, Shape shape, Alphabet alphabet);

QString explain(const logic::Step& step, const logic::Geometry* g, Shape shape, Alphabet alphabet);
QString areaHintIn(const logic::Step& step, const logic::Geometry* g, Shape shape);
QString techniqueHintIn(const logic::Step& step, const logic::Geometry* g, Shape shape);

QString rulesChainText(const logic::Step& step, const logic::Geometry* g, Shape shape, Alphabet alphabet) {
    using logic::Role;
    if (step.technique != Technique::DynamicForcingChain && step.technique != Technique::DynamicForcingChainPlus &&
        step.technique != Technique::NestedForcingChain)
        return {};
    std::vector<int> broken;
    for (const auto& m : step.marks)
        if (m.role == Role::Target && m.at.value == 0) broken.push_back(m.at.cell);
    int brokenHouse = -1;
    for (const auto& h : step.houses)
        if (h.role == Role::Target) brokenHouse = h.house;
    if (broken.empty() && brokenHouse < 0) return {};
    if (step.eliminations.empty()) return {};
    const logic::CellValue assumption = step.eliminations.front();
    QString because;
    if (brokenHouse >= 0)
        because = StepText::tr("%1 would have no place left for %2").arg(nameOf(g, shape, brokenHouse), valueChoice(step.values, shape, alphabet));
    else if (broken.size() == 1)
        because = StepText::tr("%1 would have no candidate left").arg(cell(shape, broken.front()));
    else
        because = StepText::tr("%1 and %2 would break the rules").arg(cell(shape, broken[0]), cell(shape, broken[1]));
    QStringList chain;
    for (const auto& link : step.links)
        chain << QStringLiteral("%1%2%3").arg(nodeCells(shape, link.to.cells),
                                              link.kind == logic::LinkKind::Strong ? QStringLiteral("=") : QStringLiteral("≠"),
                                              valueName(shape, link.to.value, alphabet));
    const QString name = techniqueName(step.technique);
    const QString cellName = cell(shape, assumption.cell), value = valueName(shape, assumption.value, alphabet);
    if (chain.isEmpty())
        return StepText::tr("%1: if %2 were %3, %4. So %2 is not %3 (%5).").arg(name, cellName, value, because, effect(step, shape, alphabet));
    return StepText::tr("%1: if %2 were %3, the steps that follow would be %2=%3 → %4; then %5. So %2 is not %3 (%6).")
        .arg(name, cellName, value, chain.join(QStringLiteral(" → ")), because, effect(step, shape, alphabet));
}

} // namespace

QString techniqueName(Technique technique) {
    switch (technique) {
    case Technique::FullHouse: return StepText::tr("Full house");
    case Technique::HiddenSingle: return StepText::tr("Hidden single");
    case Technique::AntiKnight: return StepText::tr("Anti-knight");
    case Technique::AntiKing: return StepText::tr("Anti-king");
    case Technique::OddEven: return StepText::tr("Odd/even cell");
    case Technique::WhiteDot: return StepText::tr("White dot");
    case Technique::BlackDot: return StepText::tr("Black dot");
    case Technique::XV: return StepText::tr("XV");
    case Technique::NonConsecutive: return StepText::tr("Non-consecutive");
    case Technique::MinimumMaximum: return StepText::tr("Minimum/maximum");
    case Technique::NoDot: return StepText::tr("No dot (negative rule)");
    case Technique::NoXV: return StepText::tr("No X or V (negative rule)");
    case Technique::Thermometer: return StepText::tr("Thermometer");
    case Technique::Quadruple: return StepText::tr("Quadruple");
    case Technique::KillerCage: return StepText::tr("Killer cage");
    case Technique::Arrow: return StepText::tr("Arrow");
    case Technique::LittleKiller: return StepText::tr("Little killer");
    case Technique::Sandwich: return StepText::tr("Sandwich");
    case Technique::XSum: return StepText::tr("X-sum");
    case Technique::SkyscraperClue: return StepText::tr("Skyscraper clue");
    case Technique::Renban: return StepText::tr("Renban line");
    case Technique::Whispers: return StepText::tr("German whispers");
    case Technique::Palindrome: return StepText::tr("Palindrome");
    case Technique::BetweenLine: return StepText::tr("Between line");
    case Technique::RegionSumLine: return StepText::tr("Region-sum line");
    case Technique::EntropicLine: return StepText::tr("Entropic line");
    case Technique::ModularLine: return StepText::tr("Modular line");
    case Technique::ZipperLine: return StepText::tr("Zipper line");
    case Technique::Innies: return StepText::tr("Innies (rule of 45)");
    case Technique::Outies: return StepText::tr("Outies (rule of 45)");
    case Technique::DirectPointing: return StepText::tr("Direct pointing");
    case Technique::DirectHiddenPair: return StepText::tr("Direct hidden pair");
    case Technique::NakedSingle: return StepText::tr("Naked single");
    case Technique::DirectHiddenTriple: return StepText::tr("Direct hidden triple");
    case Technique::Pointing: return StepText::tr("Pointing");
    case Technique::Claiming: return StepText::tr("Claiming");
    case Technique::NakedPair: return StepText::tr("Naked pair");
    case Technique::XWing: return StepText::tr("X-Wing");
    case Technique::HiddenPair: return StepText::tr("Hidden pair");
    case Technique::FinnedXWing: return StepText::tr("Finned X-Wing");
    case Technique::SashimiXWing: return StepText::tr("Sashimi X-Wing");
    case Technique::NakedTriple: return StepText::tr("Naked triple");
    case Technique::Swordfish: return StepText::tr("Swordfish");
    case Technique::HiddenTriple: return StepText::tr("Hidden triple");
    case Technique::StrongLinks2: return StepText::tr("Two strong links");
    case Technique::StrongLinks3: return StepText::tr("Three strong links");
    case Technique::StrongLinks4: return StepText::tr("Four strong links");
    case Technique::FinnedSwordfish: return StepText::tr("Finned Swordfish");
    case Technique::SashimiSwordfish: return StepText::tr("Sashimi Swordfish");
    case Technique::FinnedJellyfish: return StepText::tr("Finned Jellyfish");
    case Technique::SashimiJellyfish: return StepText::tr("Sashimi Jellyfish");
    case Technique::FrankenFish: return StepText::tr("Franken fish");
    case Technique::MutantFish: return StepText::tr("Mutant fish");
    case Technique::XYWing: return StepText::tr("XY-Wing");
    case Technique::XYZWing: return StepText::tr("XYZ-Wing");
    case Technique::WXYZWing: return StepText::tr("WXYZ-Wing");
    case Technique::VWXYZWing: return StepText::tr("VWXYZ-Wing");
    case Technique::UVWXYZWing: return StepText::tr("UVWXYZ-Wing");
    case Technique::TUVWXYZWing: return StepText::tr("TUVWXYZ-Wing");
    case Technique::UniqueLoop: return StepText::tr("Unique rectangle or loop");
    case Technique::UniqueRectangle1: return StepText::tr("Unique rectangle type 1");
    case Technique::UniqueRectangle4: return StepText::tr("Unique rectangle type 4");
    case Technique::UniqueRectangle2: return StepText::tr("Unique rectangle type 2");
    case Technique::UniqueRectangle3: return StepText::tr("Unique rectangle type 3");
    case Technique::UniqueRectangle5: return StepText::tr("Unique rectangle type 5");
    case Technique::UniqueRectangle6: return StepText::tr("Unique rectangle type 6");
    case Technique::HiddenRectangle: return StepText::tr("Hidden rectangle");
    case Technique::AvoidableRectangle1: return StepText::tr("Avoidable rectangle type 1");
    case Technique::AvoidableRectangle2: return StepText::tr("Avoidable rectangle type 2");
    case Technique::NakedQuad: return StepText::tr("Naked quad");
    case Technique::Jellyfish: return StepText::tr("Jellyfish");
    case Technique::HiddenQuad: return StepText::tr("Hidden quad");
    case Technique::BugPlusOne: return StepText::tr("BUG+1");
    case Technique::BugType2: return StepText::tr("BUG type 2");
    case Technique::BugType3: return StepText::tr("BUG type 3");
    case Technique::BugType4: return StepText::tr("BUG type 4");
    case Technique::BugPlusN: return StepText::tr("BUG+n");
    case Technique::Skyscraper: return StepText::tr("Skyscraper");
    case Technique::TwoStringKite: return StepText::tr("2-String Kite");
    case Technique::EmptyRectangle: return StepText::tr("Empty rectangle");
    case Technique::SimpleColouring: return StepText::tr("Simple colouring");
    case Technique::MultiColouring: return StepText::tr("Multi-colouring");
    case Technique::XChain: return StepText::tr("X-Chain");
    case Technique::TurbotFish: return StepText::tr("Turbot fish");
    case Technique::WWing: return StepText::tr("W-Wing");
    case Technique::RemotePair: return StepText::tr("Remote pair");
    case Technique::XYChain: return StepText::tr("XY-Chain");
    case Technique::Aic: return StepText::tr("Alternating inference chain");
    case Technique::AlignedPairExclusion: return StepText::tr("Aligned pair exclusion");
    case Technique::SueDeCoq: return StepText::tr("Sue de Coq");
    case Technique::AlsXz: return StepText::tr("ALS-XZ");
    case Technique::ForcingChain: return StepText::tr("Forcing chain");
    case Technique::NishioForcingChain: return StepText::tr("Nishio forcing chain");
    case Technique::MultipleForcingChain: return StepText::tr("Multiple forcing chains");
    case Technique::DynamicForcingChain: return StepText::tr("Dynamic forcing chains");
    case Technique::DynamicForcingChainPlus: return StepText::tr("Dynamic forcing chains (+)");
    case Technique::NestedForcingChain: return StepText::tr("Nested forcing chains");
    case Technique::AlignedTripleExclusion: return StepText::tr("Aligned triple exclusion");
    case Technique::AlsXyWing: return StepText::tr("ALS-XY-Wing");
    case Technique::AlsXyChain: return StepText::tr("ALS-XY-Chain");
    case Technique::DeathBlossom: return StepText::tr("Death blossom");
    case Technique::ProofBySearch: return StepText::tr("Proof by search");
    }
    return {};
}

QString gradeName(logic::Grade grade) {
    switch (grade) {
    case logic::Grade::Easy: return StepText::tr("easy");
    case logic::Grade::Medium: return StepText::tr("medium");
    case logic::Grade::Hard: return StepText::tr("hard");
    case logic::Grade::Unfair: return StepText::tr("very hard");
    case logic::Grade::Extreme: return StepText::tr("extreme");
    }
    return {};
}

QString houseName(Shape shape, int house) {
    const int n = shape.size();
    if (house < n) return StepText::tr("row %1").arg(house + 1);
    if (house < 2 * n) return StepText::tr("column %1").arg(house - n + 1);
    return StepText::tr("box %1").arg(house - 2 * n + 1);
}

QString houseName(const logic::Geometry& geometry, int house) {
    const House& h = geometry.house(house);
    switch (h.kind) {
    case HouseKind::Row: return StepText::tr("row %1").arg(h.index + 1);
    case HouseKind::Column: return StepText::tr("column %1").arg(h.index + 1);
    case HouseKind::Box: return StepText::tr("box %1").arg(h.index + 1);
    case HouseKind::Region: return StepText::tr("region %1").arg(h.index + 1);
    case HouseKind::Diagonal:
        return h.index == 0 ? StepText::tr("the diagonal %1–%2").arg(cell(geometry.shape(), h.cells.front()), cell(geometry.shape(), h.cells.back()))
                            : StepText::tr("the diagonal %1–%2").arg(cell(geometry.shape(), h.cells.back()), cell(geometry.shape(), h.cells.front()));
    case HouseKind::Window: return StepText::tr("window %1").arg(h.index + 1);
    case HouseKind::DisjointGroup: return StepText::tr("disjoint group %1").arg(h.index + 1);
    case HouseKind::ExtraRegion: return StepText::tr("extra region %1").arg(h.index + 1);
    }
    return {};
}

QString areaHint(const logic::Step& step, Shape shape) { return areaHintIn(step, nullptr, shape); }
QString areaHint(const logic::Step& step, const logic::Geometry& geometry) { return areaHintIn(step, &geometry, geometry.shape()); }
QString techniqueHint(const logic::Step& step, Shape shape) { return techniqueHintIn(step, nullptr, shape); }
QString techniqueHint(const logic::Step& step, const logic::Geometry& geometry) {
    return techniqueHintIn(step, &geometry, geometry.shape());
}
QString explanation(const logic::Step& step, Shape shape, Alphabet alphabet) { return explain(step, nullptr, shape, alphabet); }
QString explanation(const logic::Step& step, const logic::Geometry& geometry, Alphabet alphabet) {
    return explain(step, geometry.isClassic() ? nullptr : &geometry, geometry.shape(), alphabet);
}

namespace {

QString areaHintIn(const logic::Step& step, const logic::Geometry* g, Shape shape) {
    const QList<int> houses = mainHouses(step);
    if (!houses.isEmpty()) return StepText::tr("Look at %1.").arg(listOfHouses(houses, g, shape));
    QStringList cells;
    for (const auto& mark : step.marks)
        if (!cells.contains(QString::fromStdString(logic::cellName(shape, mark.at.cell))))
            cells << QString::fromStdString(logic::cellName(shape, mark.at.cell));
    return StepText::tr("Look at %1.").arg(joinList(cells));
}

QString techniqueHintIn(const logic::Step& step, const logic::Geometry* g, Shape shape) {
    if (step.technique == Technique::ProofBySearch)
        return StepText::tr("No technique Qudoku knows finds a step here; the next hint shows a digit the solver proves.");
    const QList<int> houses = mainHouses(step);
    if (houses.isEmpty()) return StepText::tr("Look for a step of this kind: %1.").arg(techniqueName(step.technique));
    return StepText::tr("There is a step of this kind in %1: %2.").arg(listOfHouses(houses, g, shape), techniqueName(step.technique));
}

QString explain(const logic::Step& step, const logic::Geometry* g, Shape shape, Alphabet alphabet) {
    using logic::Role;
    const QString name = techniqueName(step.technique);
    const QString what = effect(step, shape, alphabet);
    const QString values = valueList(step.values, shape, alphabet);
    const QString base = housesWith(step, g, shape, Role::Base);
    const QString cover = housesWith(step, g, shape, Role::Cover);
    if (QString text = constraintStepText(step, shape, alphabet); !text.isEmpty()) return text;
    if (QString text = rulesChainText(step, g, shape, alphabet); !text.isEmpty()) return text;
    switch (step.technique) {
    case Technique::ProofBySearch:
        if (step.placements.empty()) break;
        return StepText::tr("Proof by search: no technique Qudoku knows finds a step from here. The solver tried every "
                            "way to finish the grid with another digit than %2 in %1, and none works, so %1 holds %2.")
            .arg(cell(shape, step.placements[0].cell), valueName(shape, step.placements[0].value, alphabet));
    case Technique::FullHouse:
        return StepText::tr("Full house: %1 is the last empty cell of %2, so it holds %3.")
            .arg(cell(shape, step.placements[0].cell), base, valueName(shape, step.placements[0].value, alphabet));
    case Technique::HiddenSingle:
        return StepText::tr("Hidden single: in %1, only %2 can hold %3.")
            .arg(base, cell(shape, step.placements[0].cell), valueName(shape, step.placements[0].value, alphabet));
    case Technique::NakedSingle:
        return StepText::tr("Naked single: %1 is the only candidate left in %2.")
            .arg(valueName(shape, step.placements[0].value, alphabet), cell(shape, step.placements[0].cell));
    case Technique::Pointing:
    case Technique::Claiming:
        return StepText::tr("%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3 (%5).")
            .arg(name, base, values, cover, what);
    case Technique::Innies:
    case Technique::Outies: {
        // The houses' total; innies: the cages wholly inside add up to the total less the sum;
        // outies: the cages meeting the houses add up to the total plus the sum. Worded so one house
        // or several, one cell or several, read right ("the digits there", "what is left") without
        // numerus forms, whose English forms would all need %n.
        const int total = shape.size() * (shape.size() + 1) / 2 * static_cast<int>(mainHouses(step).size());
        const QString cells = cellList(shape, cellsWithRole(step, Role::Defining));
        const QString kept = keptText(step, shape, alphabet, false);
        if (step.technique == Technique::Innies)
            return StepText::tr("Innies of %1: the digits there total %2 and the cages wholly inside total %3, so what is left, %4, "
                                "totals %5; so %6 (%7).")
                .arg(base, QString::number(total), QString::number(total - step.constraintNumber), cells,
                     QString::number(step.constraintNumber), kept, what);
        return StepText::tr("Outies of %1: the digits there total %2 and the cages reaching into %1 total %3, so what those cages "
                            "hold outside, %4, totals %5; so %6 (%7).")
            .arg(base, QString::number(total), QString::number(total + step.constraintNumber), cells,
                 QString::number(step.constraintNumber), kept, what);
    }
    case Technique::DirectPointing: {
        // Houses: the locked set's (Base), the house it points into (Cover), the single's (Link).
        const bool claiming = !mainHouses(step).isEmpty() && mainHouses(step).front() < 2 * shape.size();
        return StepText::tr("%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3. That leaves %5 "
                  "as the only place for %3 in %6 (%7).")
            .arg(claiming ? StepText::tr("Direct claiming") : name, base, values, cover, cell(shape, step.placements[0].cell),
                 housesWith(step, g, shape, Role::Link), what);
    }
    case Technique::DirectHiddenPair:
    case Technique::DirectHiddenTriple:
        return StepText::tr("%1: in %2, %3 fit only in %4, so those cells hold nothing else. That leaves %5 as the only "
                  "place for %6 in %2 (%7).")
            .arg(name, base, values, cellList(shape, cellsWithRole(step, Role::Defining)),
                 cell(shape, step.placements[0].cell), valueName(shape, step.placements[0].value, alphabet), what);
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        return StepText::tr("%1: %2 hold only %3 between them, so the other cells of %4 lose them (%5).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values, base, what);
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return StepText::tr("%1: in %2, %3 fit only in %4, so those cells lose their other candidates (%5).")
            .arg(name, base, values, cellList(shape, cellsWithRole(step, Role::Defining)), what);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
        return StepText::tr("%1 on %2: in %3, %2 lies only in %4, so the rest of %4 cannot hold %2 (%5).")
            .arg(name, values, base, cover, what);
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish:
        return StepText::tr("%1 on %2: in %3, %2 lies only in %4 apart from the fin %5; either the fish holds or a fin "
                  "is %2, and both rule out %2 in the cells that see the fin (%6).")
            .arg(name, values, base, cover, cellList(shape, cellsWithRole(step, Role::Fin)), what);
    case Technique::FrankenFish:
    case Technique::MutantFish: {
        // Base houses have role Base, covers Cover; covered base candidates are Defining, fins Fin.
        // An elimination inside a base house is a base candidate in two covers.
        const std::vector<int> fins = cellsWithRole(step, Role::Fin);
        bool cannibal = false;
        for (const auto& e : step.eliminations)
            for (const auto& m : step.marks)
                cannibal = cannibal || (m.at.cell == e.cell && m.role == Role::Defining);
        const QString rest = cannibal ? StepText::tr("the rest of %1 cannot hold %2, nor can a cell of the base that lies in two "
                                           "of them")
                                            .arg(cover, values)
                                      : StepText::tr("the rest of %1 cannot hold %2").arg(cover, values);
        if (fins.empty())
            return StepText::tr("%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 "
                      "lie in %4. Each of %4 takes %2 only once, so the %2s of %3 fill them, one each, and %5 (%6).")
                .arg(name, values, base, cover, rest, what);
        return StepText::tr("%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie "
                  "in %4 except the fin cells %5. Either a fin is %2, or the %2s of %3 fill %4, one each, and %6; "
                  "the cells of that rest that see every fin lose %2 both ways (%7).")
            .arg(name, values, base, cover, cellList(shape, fins), rest, what);
    }
    case Technique::MultiColouring: {
        // First cluster: colours A and B; second: C and D. Wrap: A loses the value (all eliminations
        // are A's). Trap: B sees D; the targets see A and C.
        const std::vector<int> a = cellsWithRole(step, Role::ColourA), b = cellsWithRole(step, Role::ColourB);
        const std::vector<int> c = cellsWithRole(step, Role::ColourC), d = cellsWithRole(step, Role::ColourD);
        bool wrap = !step.eliminations.empty();
        for (const auto& e : step.eliminations) wrap = wrap && std::find(a.begin(), a.end(), e.cell) != a.end();
        const QString colours = StepText::tr("Multi-colouring on %1: in each of two chains of strong links, one of two colours "
                                   "holds %1 throughout: colour A (%2) or B (%3), and colour C (%4) or D (%5).")
                                    .arg(values, cellList(shape, a), cellList(shape, b), cellList(shape, c), cellList(shape, d));
        if (wrap)
            return words::joinSentences(colours,
                   StepText::tr("A cell of A sees a cell of C, and one sees a cell of D: if A held %1, neither C nor D could, so "
                      "A's cells lose %1 (%2).")
                       .arg(values, what));
        return words::joinSentences(colours,
               StepText::tr("A cell of B sees a cell of D, so B and D are not both true: A or C holds %1, and cells that see "
                  "both lose it (%2).")
                   .arg(values, what));
    }
    case Technique::XYWing:
    case Technique::XYZWing: {
        const auto pincers = cellsWithRole(step, Role::Pincer);
        return StepText::tr("%1: whatever the pivot %2 holds, one of the pincers %3 holds %4, so %5.")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Pivot)), cellList(shape, pincers))
            .arg(step.eliminations.empty() ? QString() : valueName(shape, step.eliminations[0].value, alphabet), what);
    }
    case Technique::WXYZWing:
    case Technique::VWXYZWing:
    case Technique::UVWXYZWing:
    case Technique::TUVWXYZWing: {
        // Sets: the pivot set (in the step's house), then the pincer; Link values are the restricted
        // ones, whose cells in the set all see the pincer: one (the other value is eliminated) or both.
        const std::vector<MarkedSet> sets = markedSets(step);
        if (sets.size() < 2 || step.houses.empty()) break;
        const MarkedSet& set = sets[0];
        const MarkedSet& pincer = sets[1];
        const QString opening =
            StepText::tr("%1: in %2, %3 hold %4 between them, one value more than cells, so without any one of those "
               "values they would be locked to the others. The pincer %5 holds %6.")
                .arg(name, nameOf(g, shape, step.houses[0].house), cellList(shape, set.cells), valueList(set.values, shape, alphabet),
                     cellList(shape, pincer.cells), valueChoice(pincer.values, shape, alphabet));
        if (std::popcount(pincer.linked) == 1) {
            const QString x = valueList(pincer.linked, shape, alphabet);
            const QString z = valueList(pincer.values & ~pincer.linked, shape, alphabet);
            return words::joinSentences(opening,
                   StepText::tr("Every cell of the set holding %1 sees the pincer: if the pincer is %1, the set lacks %1 and holds %2; "
                      "otherwise the pincer is %2. So %2 is in the pincer or the set, and cells that see every %2 of "
                      "both lose it (%3).")
                       .arg(x, z, what));
        }
        const QString pair = valueList(pincer.values, shape, alphabet);
        const QString others = valueList(set.values & ~pincer.values, shape, alphabet);
        return words::joinSentences(opening,
               StepText::tr("Every cell of the set holding %1 sees the pincer (doubly linked): whichever of %2 the pincer holds, the set "
                  "lacks it and holds all its other values. So %3 are placed in the set, and cells that see every "
                  "one of a value there lose it; %2 are each in the pincer or the set, and cells that see every one "
                  "of a value in both lose it (%4).")
                   .arg(valueChoice(pincer.values, shape, alphabet), pair, others, what));
    }
    case Technique::UniqueRectangle3: {
        // The rectangle's pair candidates are Defining, the roof's extra candidates Fin, the subset's
        // real cells Link (and the house they share has role Link).
        logic::DigitMask extra = 0, subset = 0;
        for (const auto& m : step.marks) {
            if (m.role == Role::Fin) extra |= logic::digitBit(m.at.value);
            if (m.role == Role::Fin || m.role == Role::Link) subset |= logic::digitBit(m.at.value);
        }
        return StepText::tr("%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds "
                  "%5; with %6 that makes a naked subset on %7 in %8, whose other cells lose them (%9).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values,
                 cellList(shape, cellsWithRole(step, Role::Fin)), valueChoice(extra, shape, alphabet),
                 cellList(shape, cellsWithRole(step, Role::Link)), valueList(subset, shape, alphabet),
                 housesWith(step, g, shape, Role::Link), what);
    }
    case Technique::UniqueLoop: return uniqueLoopText(step, shape, alphabet, what);
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle4:
        return StepText::tr("%1: %2 would otherwise hold only %3 and the puzzle would have two solutions (%4).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining, true)), values, what);
    case Technique::UniqueRectangle5: {
        logic::DigitMask extra = 0;
        for (const auto& m : step.marks)
            if (m.role == Role::Fin) extra |= logic::digitBit(m.at.value);
        return StepText::tr("%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds "
                  "%5, and the cells that see all of them lose it (%6).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values,
                 cellList(shape, cellsWithRole(step, Role::Fin)), valueList(extra, shape, alphabet), what);
    }
    case Technique::UniqueRectangle6: {
        // The two corners that lose x have extra candidates; x lies only in the rectangle in both Link
        // houses (an X-Wing), and the other two corners hold only the pair.
        const int x = step.eliminations.empty() ? 0 : step.eliminations[0].value;
        std::vector<int> extraCorners, pairCorners;
        for (const auto& e : step.eliminations)
            if (std::find(extraCorners.begin(), extraCorners.end(), e.cell) == extraCorners.end()) extraCorners.push_back(e.cell);
        for (int c : cellsWithRole(step, Role::Defining))
            if (std::find(extraCorners.begin(), extraCorners.end(), c) == extraCorners.end()) pairCorners.push_back(c);
        const logic::DigitMask y = step.values & ~logic::digitBit(x);
        return StepText::tr("%1: %2 form a rectangle on %3, and %4 hold only those. In %5, %6 lies only in the rectangle, so "
                  "if %7 held %6 both would, and %4 would both be %8: the values could swap and the puzzle would have "
                  "two solutions (%9).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values, cellList(shape, pairCorners),
                 housesWith(step, g, shape, Role::Link), valueName(shape, x, alphabet),
                 StepText::tr("%1 or %2").arg(cellList(shape, {extraCorners.front()}), cellList(shape, {extraCorners.back()})),
                 valueList(y, shape, alphabet), what);
    }
    case Technique::HiddenRectangle: {
        const int target = step.eliminations.empty() ? 0 : step.eliminations[0].cell;
        const int y = step.eliminations.empty() ? 0 : step.eliminations[0].value;
        const logic::DigitMask x = step.values & ~logic::digitBit(y);
        return StepText::tr("%1: %2 form a rectangle on %3. In %4, %5 lies only in the rectangle: if %6 held %7, its two "
                  "neighbours in the rectangle would hold %5, the corner facing it (which holds only %3) %7, and the "
                  "values could swap: the puzzle would have two solutions (%8).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values,
                 housesWith(step, g, shape, Role::Link), valueList(x, shape, alphabet), cell(shape, target),
                 valueName(shape, y, alphabet), what);
    }
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
        if (QString text = avoidableRectangleText(step, shape, alphabet, name, what); !text.isEmpty()) return text;
        break;
    case Technique::BugPlusOne:
        if (step.placements.empty()) // several extra candidates in the one cell
            return StepText::tr("BUG+1: without its extra candidates %1, %2 would leave every empty cell two candidates and "
                      "every value two places in each house, and such a grid has no solution or several. So %2 "
                      "holds one of them (%3).")
                .arg(valueList(step.values, shape, alphabet), cell(shape, cellsWithRole(step, Role::Fin).front()), what);
        return StepText::tr("BUG+1: every other empty cell has two candidates; without %1 in %2 the puzzle would not have "
                  "exactly one solution (%3).")
            .arg(values, cell(shape, step.placements[0].cell), what);
    case Technique::BugType2:
    case Technique::BugPlusN:
    case Technique::BugType3:
    case Technique::BugType4: {
        // The grave the four BUG types share, then what each concludes from it.
        const QString grave =
            StepText::tr("%1: without their extra candidates (%2), every empty cell would have two candidates and every "
               "value two places in each house, and such a grid has no solution or several.")
                .arg(name, candidatesWithRole(step, shape, alphabet, Role::Fin));
        logic::DigitMask extra = 0, x = 0; // type 3: the extras; type 4: the conjugate value (Link marks)
        for (const auto& m : step.marks) {
            if (m.role == Role::Fin) extra |= logic::digitBit(m.at.value);
            if (m.role == Role::Link) x |= logic::digitBit(m.at.value);
        }
        QString conclusion;
        if (step.technique == Technique::BugType2)
            conclusion = StepText::tr("So one of those cells holds %1, and the cells that see all of them lose it (%2).").arg(values, what);
        else if (step.technique == Technique::BugPlusN)
            conclusion = StepText::tr("So one of those candidates is true, and a candidate that would rule out all of them is "
                            "false (%1).")
                             .arg(what);
        else if (step.technique == Technique::BugType3)
            conclusion = StepText::tr("So one of %1 holds %2; with %3 that makes a naked subset on %4 in %5, whose other cells "
                            "lose them (%6).")
                             .arg(cellList(shape, cellsWithRole(step, Role::Fin)), valueChoice(extra, shape, alphabet),
                                  cellList(shape, cellsWithRole(step, Role::Link)), values,
                                  housesWith(step, g, shape, Role::Link), what);
        else
            conclusion = StepText::tr("So one of the two cells holds its extra. In %1, %2 lies only in these two cells, so one "
                            "of them is %2 and the other holds its extra: each keeps only those (%3).")
                             .arg(housesWith(step, g, shape, Role::Link), valueList(x, shape, alphabet), what);
        return grave + QLatin1Char(' ') + conclusion;
    }
    case Technique::AlsXz: {
        // Set A's cells carry ColourA marks, set B's ColourB; the restricted common value x is marked Link.
        std::vector<int> setA = cellsWithRole(step, Role::ColourA), setB = cellsWithRole(step, Role::ColourB);
        logic::DigitMask valuesA = 0, valuesB = 0, x = 0;
        for (const auto& m : step.marks) {
            if (std::find(setA.begin(), setA.end(), m.at.cell) != setA.end()) valuesA |= logic::digitBit(m.at.value);
            if (std::find(setB.begin(), setB.end(), m.at.cell) != setB.end()) valuesB |= logic::digitBit(m.at.value);
            if (m.role == Role::Link) x |= logic::digitBit(m.at.value);
        }
        logic::DigitMask z = 0;
        for (const auto& e : step.eliminations) z |= logic::digitBit(e.value);
        const QString houseA = step.houses.size() > 0 ? nameOf(g, shape, step.houses[0].house) : QString();
        const QString houseB = step.houses.size() > 1 ? nameOf(g, shape, step.houses[1].house) : QString();
        return StepText::tr("ALS-XZ: in %1, %2 can hold only %3, and in %4, %5 can hold only %6: each set has one value more "
                  "than cells. %7 can be in only one of them (its cells in the two sets all see each other), "
                  "so the other set is locked to its remaining values and either way a set holds %8; cells "
                  "that see every %8 of both lose it (%9).")
            .arg(houseA, cellList(shape, setA), valueList(valuesA, shape, alphabet), houseB, cellList(shape, setB),
                 valueList(valuesB, shape, alphabet), valueList(x, shape, alphabet), valueList(z, shape, alphabet), what);
    }
    case Technique::ForcingChain:
    case Technique::NishioForcingChain:
    case Technique::MultipleForcingChain:
    case Technique::DynamicForcingChain:
    case Technique::DynamicForcingChainPlus:
    case Technique::NestedForcingChain: 
        if (QString text = forcingChainText(step, shape, alphabet, name, what); !text.isEmpty()) return text;
        break;
    case Technique::StrongLinks2:
    case Technique::StrongLinks3:
    case Technique::StrongLinks4:
        if (QString text = strongLinksText(step, shape, alphabet, name, what); !text.isEmpty()) return text;
        break;
    case Technique::AlignedPairExclusion:
    case Technique::AlignedTripleExclusion: {
        // The base cells are the first set; the excluders that rule out a removed candidate, the second.
        const std::vector<MarkedSet> sets = markedSets(step);
        if (sets.empty()) break;
        const QString baseCells = cellList(shape, sets[0].cells);
        if (sets.size() < 2)
            return StepText::tr("%1 on %2: no two of these cells that see each other can hold the same value, and every "
                      "combination of their values that uses a removed candidate would (%3).")
                .arg(name, baseCells, what);
        return StepText::tr("%1 on %2: no two of these cells that see each other can hold the same value, and together they "
                  "cannot take every candidate of %3, each of which sees all of them. Every combination of their "
                  "values that uses a removed candidate breaks one of these rules (%4).")
            .arg(name, baseCells, cellsWithCandidates(step, sets[1], shape, alphabet), what);
    }
    case Technique::SueDeCoq: {
        // Sets: the cells of the intersection, the line part, the box part; houses: the line, the box.
        const std::vector<MarkedSet> sets = markedSets(step);
        if (sets.size() < 3 || step.houses.size() < 2) break;
        const QString line = nameOf(g, shape, step.houses[0].house), box = nameOf(g, shape, step.houses[1].house);
        return StepText::tr("Sue de Coq: where %1 meets %2, %3 hold %4 values for %5 cells. %6 in the rest of %1 and %7 in the "
                  "rest of %2 share none of these values and make up the difference (a value from outside takes a "
                  "cell of its own), so together these cells hold as many values as they have cells and each value "
                  "is placed among them. The values of the %1 part, and those of the intersection that the %2 part "
                  "lacks, leave the rest of %1; the same goes for %2 (%8).")
            .arg(line, box, setText(sets[0], shape, alphabet))
            .arg(std::popcount(sets[0].values))
            .arg(sets[0].cells.size())
            .arg(setText(sets[1], shape, alphabet), setText(sets[2], shape, alphabet), what);
    }
    case Technique::AlsXyWing: {
        // Sets: A, B (the two wings) and C (the pivot); each wing's Link values are its link with C.
        const std::vector<MarkedSet> sets = markedSets(step);
        if (sets.size() < 3 || step.houses.size() < 3) break;
        const QString z = valueList(eliminatedValues(step), shape, alphabet);
        return StepText::tr("ALS-XY-Wing: in %1, %2; in %3, %4; and in %5, %6: each set holds one value more than it has "
                  "cells, so it lacks at most one of them. The third set shares %7 with the first and %8 with the "
                  "second, and in each pair the cells with that value all see each other, so only one of the two "
                  "sets can hold it. The third set holds %7 or %8, so the first or the second set lacks it, is "
                  "locked and holds %9; cells that see every %9 of both lose it (%10).")
            .arg(nameOf(g, shape, step.houses[0].house), setText(sets[0], shape, alphabet),
                 nameOf(g, shape, step.houses[1].house), setText(sets[1], shape, alphabet),
                 nameOf(g, shape, step.houses[2].house), setText(sets[2], shape, alphabet),
                 valueChoice(sets[0].linked, shape, alphabet), valueChoice(sets[1].linked, shape, alphabet), z)
            .arg(what);
    }
    case Technique::AlsXyChain: {
        const std::vector<MarkedSet> sets = markedSets(step);
        QStringList list;
        for (const MarkedSet& set : sets) list << setText(set, shape, alphabet);
        const QString z = valueList(eliminatedValues(step), shape, alphabet);
        return StepText::tr("ALS-XY-Chain: %1 are almost locked sets (one value more than cells, so each lacks at most one), "
                  "linked in a row, each two neighbours by a value only one of them can hold: %2. If the first set "
                  "lacked %3 it would hold the first link's value, so the second set would lack that one and hold "
                  "the next link's value, and so on until the last set holds %3. So %3 is in the first set or the "
                  "last, and cells that see every %3 of both lose it (%4).")
            .arg(words::joinClauses(list), eureka(step, shape, alphabet), z, what);
    }
    case Technique::DeathBlossom: {
        // Sets: the stem cell, then one petal per value of the stem (its Link values).
        const std::vector<MarkedSet> sets = markedSets(step);
        if (sets.size() < 3) break;
        QStringList petals;
        for (std::size_t i = 1; i < sets.size(); ++i)
            petals << StepText::tr("for %1, %2").arg(valueList(sets[i].linked, shape, alphabet), setText(sets[i], shape, alphabet));
        const QString z = valueList(eliminatedValues(step), shape, alphabet);
        return StepText::tr("Death blossom: the stem %1 holds %2. For each of its values there is a petal, an almost locked set "
                  "(one value more than cells) whose cells with that value all see the stem: %3. Whichever value the "
                  "stem takes, its petal lacks it, is locked and holds %4, which every petal has; cells that see "
                  "every %4 of the petals lose it (%5).")
            .arg(cellList(shape, sets[0].cells), valueChoice(sets[0].values, shape, alphabet), words::joinClauses(petals), z,
                 what);
    }
    default: break;
    }
    if (!step.links.empty())
        return StepText::tr("%1 on %2: %3, so %4.").arg(name, values, eureka(step, shape, alphabet), what);
    return StepText::tr("%1: %2.").arg(name, what);
}

} // namespace

QString mistakeText(const logic::Mistake& mistake, Shape shape, Alphabet alphabet) {
    const QString cell = QString::fromStdString(logic::cellName(shape, mistake.cell));
    if (mistake.kind == logic::MistakeKind::WrongDigit)
        return StepText::tr("%1 holds %2, which is not the solution's digit there.").arg(cell, valueName(shape, mistake.value, alphabet));
    return StepText::tr("The pencil marks of %1 leave out the digit that belongs there.").arg(cell);
}

QString stuckText(logic::StuckReason reason, bool severalSolutions) {
    switch (reason) {
    case logic::StuckReason::NoTechnique: break;
    case logic::StuckReason::NoCertainStep:
        return StepText::tr("This grid has more than one solution, and no logical step can be certain from here: every "
                            "candidate left is in some solution. Add givens, or Solve fills in one of them.");
    case logic::StuckReason::SearchTooLarge:
        return severalSolutions
                   ? StepText::tr("The search for a step was stopped: it grew too large for this grid. This puzzle has "
                                  "more than one solution, so there may be no step that holds in all of them. Add "
                                  "givens, or Solve fills in one of them.")
                   : StepText::tr("The search for a step was stopped: it grew too large for this grid, before any "
                                  "technique Qudoku knows found a step. Solve can still show the answer.");
    }
    return {};
}

} // namespace qudoku::text
