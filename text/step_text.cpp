// A logic step in words: the ladder's hints (where to look, which technique) and the full
// explanation of each technique. The constraints' own steps are worded in constraint_step_text.cpp,
// the chains in chain_text.cpp, the technique and grade names in technique_names.cpp.
#include "text/step_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <bit>
#include <vector>

#include "qudoku/logic/notation.h"
#include "text/step_words.h"
#include "text/tr_contexts.h"

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
