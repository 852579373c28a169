#include "text/step_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <QStringList>

#include "qudoku/logic/notation.h"

namespace qudoku::text {

namespace {

using logic::Technique;

QString tr(const char* text) { return QCoreApplication::translate("StepText", text); }

QString effect(const logic::Step& step, Shape shape, Alphabet alphabet) {
    return QString::fromStdString(logic::effectText(shape, step, alphabet));
}

QString valueName(Shape shape, int value, Alphabet alphabet) {
    return QString::fromStdString(logic::valueName(shape, value, alphabet));
}

// The houses of the step with role Base, or all of its houses when none has that role.
QList<int> mainHouses(const logic::Step& step) {
    QList<int> houses;
    for (const auto& h : step.houses)
        if (h.role == logic::Role::Base) houses << h.house;
    if (houses.isEmpty())
        for (const auto& h : step.houses) houses << h.house;
    return houses;
}

QString listOfHouses(const QList<int>& houses, Shape shape) {
    QStringList names;
    for (int h : houses) names << houseName(shape, h);
    return names.join(tr(", "));
}

} // namespace

QString techniqueName(Technique technique) {
    switch (technique) {
    case Technique::FullHouse: return tr("Full house");
    case Technique::HiddenSingle: return tr("Hidden single");
    case Technique::NakedSingle: return tr("Naked single");
    case Technique::Pointing: return tr("Pointing");
    case Technique::Claiming: return tr("Claiming");
    case Technique::NakedPair: return tr("Naked pair");
    case Technique::XWing: return tr("X-Wing");
    case Technique::HiddenPair: return tr("Hidden pair");
    case Technique::FinnedXWing: return tr("Finned X-Wing");
    case Technique::SashimiXWing: return tr("Sashimi X-Wing");
    case Technique::NakedTriple: return tr("Naked triple");
    case Technique::Swordfish: return tr("Swordfish");
    case Technique::HiddenTriple: return tr("Hidden triple");
    case Technique::FinnedSwordfish: return tr("Finned Swordfish");
    case Technique::SashimiSwordfish: return tr("Sashimi Swordfish");
    case Technique::FinnedJellyfish: return tr("Finned Jellyfish");
    case Technique::SashimiJellyfish: return tr("Sashimi Jellyfish");
    case Technique::FrankenFish: return tr("Franken fish");
    case Technique::MutantFish: return tr("Mutant fish");
    case Technique::XYWing: return tr("XY-Wing");
    case Technique::XYZWing: return tr("XYZ-Wing");
    case Technique::UniqueRectangle1: return tr("Unique rectangle type 1");
    case Technique::UniqueRectangle4: return tr("Unique rectangle type 4");
    case Technique::UniqueRectangle2: return tr("Unique rectangle type 2");
    case Technique::UniqueRectangle3: return tr("Unique rectangle type 3");
    case Technique::NakedQuad: return tr("Naked quad");
    case Technique::Jellyfish: return tr("Jellyfish");
    case Technique::HiddenQuad: return tr("Hidden quad");
    case Technique::BugPlusOne: return tr("BUG+1");
    case Technique::Skyscraper: return tr("Skyscraper");
    case Technique::TwoStringKite: return tr("2-String Kite");
    case Technique::EmptyRectangle: return tr("Empty rectangle");
    case Technique::SimpleColouring: return tr("Simple colouring");
    case Technique::MultiColouring: return tr("Multi-colouring");
    case Technique::XChain: return tr("X-Chain");
    case Technique::TurbotFish: return tr("Turbot fish");
    case Technique::WWing: return tr("W-Wing");
    case Technique::RemotePair: return tr("Remote pair");
    case Technique::XYChain: return tr("XY-Chain");
    case Technique::Aic: return tr("Alternating inference chain");
    case Technique::AlsXz: return tr("ALS-XZ");
    }
    return {};
}

QString gradeName(logic::Grade grade) {
    switch (grade) {
    case logic::Grade::Easy: return tr("easy");
    case logic::Grade::Medium: return tr("medium");
    case logic::Grade::Hard: return tr("hard");
    case logic::Grade::Unfair: return tr("unfair");
    case logic::Grade::Extreme: return tr("extreme");
    }
    return {};
}

QString houseName(Shape shape, int house) {
    const int n = shape.size();
    if (house < n) return tr("row %1").arg(house + 1);
    if (house < 2 * n) return tr("column %1").arg(house - n + 1);
    return tr("box %1").arg(house - 2 * n + 1);
}

QString areaHint(const logic::Step& step, Shape shape) {
    const QList<int> houses = mainHouses(step);
    if (!houses.isEmpty()) return tr("Look at %1.").arg(listOfHouses(houses, shape));
    QStringList cells;
    for (const auto& mark : step.marks)
        if (!cells.contains(QString::fromStdString(logic::cellName(shape, mark.at.cell))))
            cells << QString::fromStdString(logic::cellName(shape, mark.at.cell));
    return tr("Look at %1.").arg(cells.join(tr(", ")));
}

QString techniqueHint(const logic::Step& step, Shape shape) {
    const QList<int> houses = mainHouses(step);
    if (houses.isEmpty()) return tr("Look for a step of this kind: %1.").arg(techniqueName(step.technique));
    return tr("There is a step of this kind in %1: %2.").arg(listOfHouses(houses, shape), techniqueName(step.technique));
}

namespace {

QString cell(Shape shape, int c) { return QString::fromStdString(logic::cellName(shape, c)); }

// The values in order, the last two joined by `lastTwo` ("%1 and %2" or "%1 or %2", translated).
QString joinValues(logic::DigitMask values, Shape shape, Alphabet alphabet, const char* lastTwo) {
    QStringList list;
    for (int v = 1; v <= 32 && values >> (v - 1); ++v)
        if (values & logic::digitBit(v)) list << valueName(shape, v, alphabet);
    if (list.size() < 2) return list.join(QString());
    return QCoreApplication::translate("StepText", lastTwo).arg(list.mid(0, list.size() - 1).join(QStringLiteral(", ")), list.last());
}

// "5", "2 and 8", "2, 8 and 9": all of the values.
QString valueList(logic::DigitMask values, Shape shape, Alphabet alphabet) {
    return joinValues(values, shape, alphabet, QT_TRANSLATE_NOOP("StepText", "%1 and %2"));
}

// "2 or 8", "2, 8 or 9": one of the values.
QString valueChoice(logic::DigitMask values, Shape shape, Alphabet alphabet) {
    return joinValues(values, shape, alphabet, QT_TRANSLATE_NOOP("StepText", "%1 or %2"));
}

QString cellList(Shape shape, const std::vector<int>& cells) {
    QStringList list;
    for (int c : cells) list << cell(shape, c);
    return list.join(QStringLiteral(", "));
}

// The distinct cells of the marks with `role` (any role when `any`), in order.
std::vector<int> cellsWithRole(const logic::Step& step, logic::Role role, bool any = false) {
    std::vector<int> cells;
    for (const auto& m : step.marks)
        if ((any || m.role == role) && std::find(cells.begin(), cells.end(), m.at.cell) == cells.end())
            cells.push_back(m.at.cell);
    return cells;
}

QString housesWithRole(const logic::Step& step, Shape shape, logic::Role role) {
    QStringList names;
    for (const auto& h : step.houses)
        if (h.role == role) names << houseName(shape, h.house);
    if (names.size() < 2) return names.join(QString());
    return QCoreApplication::translate("StepText", "%1 and %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

// A chain node's cells: "r4c7", or a group as Eureka writes it, "r13c7" (rows 1 and 3 of column 7)
// or "r2c456"; on grids larger than 9×9, where digits would run together, "r1c7, r3c7".
QString nodeCells(Shape shape, const std::vector<int>& cells) {
    if (cells.size() < 2 || shape.size() > 9) return cellList(shape, cells);
    bool sameRow = true, sameColumn = true;
    for (int c : cells) {
        sameRow = sameRow && shape.rowOf(c) == shape.rowOf(cells.front());
        sameColumn = sameColumn && shape.colOf(c) == shape.colOf(cells.front());
    }
    if (!sameRow && !sameColumn) return cellList(shape, cells);
    QString rows, columns;
    for (int c : cells) {
        if (!sameRow) rows += QString::number(shape.rowOf(c) + 1);
        if (!sameColumn) columns += QString::number(shape.colOf(c) + 1);
    }
    if (sameRow) rows = QString::number(shape.rowOf(cells.front()) + 1);
    if (sameColumn) columns = QString::number(shape.colOf(cells.front()) + 1);
    return QStringLiteral("r%1c%2").arg(rows, columns);
}

// Eureka notation of a chain: (5)r1c2=(5)r1c7-(5)r4c7=(5)r4c2, with group nodes as (7)r13c7.
QString eureka(const logic::Step& step, Shape shape, Alphabet alphabet) {
    auto node = [&](const logic::ChainNode& n) {
        return QStringLiteral("(%1)%2").arg(valueName(shape, n.value, alphabet), nodeCells(shape, n.cells));
    };
    QString text;
    for (std::size_t i = 0; i < step.links.size(); ++i) {
        if (i == 0) text = node(step.links[i].from);
        else if (!(step.links[i].from == step.links[i - 1].to)) text += QStringLiteral(" ; ") + node(step.links[i].from);
        text += (step.links[i].kind == logic::LinkKind::Strong ? QStringLiteral("=") : QStringLiteral("-")) + node(step.links[i].to);
    }
    return text;
}

} // namespace

QString explanation(const logic::Step& step, Shape shape, Alphabet alphabet) {
    using logic::Role;
    const QString name = techniqueName(step.technique);
    const QString what = effect(step, shape, alphabet);
    const QString values = valueList(step.values, shape, alphabet);
    const QString base = housesWithRole(step, shape, Role::Base);
    const QString cover = housesWithRole(step, shape, Role::Cover);
    switch (step.technique) {
    case Technique::FullHouse:
        return tr("Full house: %1 is the last empty cell of %2, so it holds %3.")
            .arg(cell(shape, step.placements[0].cell), base, valueName(shape, step.placements[0].value, alphabet));
    case Technique::HiddenSingle:
        return tr("Hidden single: in %1, only %2 can hold %3.")
            .arg(base, cell(shape, step.placements[0].cell), valueName(shape, step.placements[0].value, alphabet));
    case Technique::NakedSingle:
        return tr("Naked single: %1 is the only candidate left in %2.")
            .arg(valueName(shape, step.placements[0].value, alphabet), cell(shape, step.placements[0].cell));
    case Technique::Pointing:
    case Technique::Claiming:
        return tr("%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3 (%5).")
            .arg(name, base, values, cover, what);
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        return tr("%1: %2 hold only %3 between them, so the other cells of %4 lose them (%5).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values, base, what);
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return tr("%1: in %2, %3 fit only in %4, so those cells lose their other candidates (%5).")
            .arg(name, base, values, cellList(shape, cellsWithRole(step, Role::Defining)), what);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
        return tr("%1 on %2: in %3, %2 lies only in %4, so the rest of %4 cannot hold %2 (%5).")
            .arg(name, values, base, cover, what);
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish:
        return tr("%1 on %2: in %3, %2 lies only in %4 apart from the fin %5; either the fish holds or a fin "
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
        const QString rest = cannibal ? tr("the rest of %1 cannot hold %2, nor can a cell of the base that lies in two "
                                           "of them")
                                            .arg(cover, values)
                                      : tr("the rest of %1 cannot hold %2").arg(cover, values);
        if (fins.empty())
            return tr("%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 "
                      "lie in %4. Each of %4 takes %2 only once, so the %2s of %3 fill them, one each, and %5 (%6).")
                .arg(name, values, base, cover, rest, what);
        return tr("%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie "
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
        const QString colours = tr("Multi-colouring on %1: in each of two chains of strong links, one of two colours "
                                   "holds %1 throughout: colour A (%2) or B (%3), and colour C (%4) or D (%5).")
                                    .arg(values, cellList(shape, a), cellList(shape, b), cellList(shape, c), cellList(shape, d));
        if (wrap)
            return colours + QLatin1Char(' ') +
                   tr("A cell of A sees a cell of C, and one sees a cell of D: if A held %1, neither C nor D could, so "
                      "A's cells lose %1 (%2).")
                       .arg(values, what);
        return colours + QLatin1Char(' ') +
               tr("A cell of B sees a cell of D, so B and D are not both true: A or C holds %1, and cells that see "
                  "both lose it (%2).")
                   .arg(values, what);
    }
    case Technique::XYWing:
    case Technique::XYZWing: {
        const auto pincers = cellsWithRole(step, Role::Pincer);
        return tr("%1: whatever the pivot %2 holds, one of the pincers %3 holds %4, so %5.")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Pivot)), cellList(shape, pincers))
            .arg(step.eliminations.empty() ? QString() : valueName(shape, step.eliminations[0].value, alphabet), what);
    }
    case Technique::UniqueRectangle3: {
        // The rectangle's pair candidates are Defining, the roof's extra candidates Fin, the subset's
        // real cells Link (and the house they share has role Link).
        logic::DigitMask extra = 0, subset = 0;
        for (const auto& m : step.marks) {
            if (m.role == Role::Fin) extra |= logic::digitBit(m.at.value);
            if (m.role == Role::Fin || m.role == Role::Link) subset |= logic::digitBit(m.at.value);
        }
        return tr("%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds "
                  "%5; with %6 that makes a naked subset on %7 in %8, whose other cells lose them (%9).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining)), values,
                 cellList(shape, cellsWithRole(step, Role::Fin)), valueChoice(extra, shape, alphabet),
                 cellList(shape, cellsWithRole(step, Role::Link)), valueList(subset, shape, alphabet),
                 housesWithRole(step, shape, Role::Link), what);
    }
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle4:
        return tr("%1: %2 would otherwise hold only %3 and the puzzle would have two solutions (%4).")
            .arg(name, cellList(shape, cellsWithRole(step, Role::Defining, true)), values, what);
    case Technique::BugPlusOne:
        return tr("BUG+1: every other empty cell has two candidates; without %1 in %2 the puzzle would not have "
                  "exactly one solution (%3).")
            .arg(values, cell(shape, step.placements[0].cell), what);
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
        const QString houseA = step.houses.size() > 0 ? houseName(shape, step.houses[0].house) : QString();
        const QString houseB = step.houses.size() > 1 ? houseName(shape, step.houses[1].house) : QString();
        return tr("ALS-XZ: in %1, %2 can hold only %3, and in %4, %5 can hold only %6: each set has one value more "
                  "than cells. %7 can be in only one of them (its cells in the two sets all see each other), "
                  "so the other set is locked to its remaining values and either way a set holds %8; cells "
                  "that see every %8 of both lose it (%9).")
            .arg(houseA, cellList(shape, setA), valueList(valuesA, shape, alphabet), houseB, cellList(shape, setB),
                 valueList(valuesB, shape, alphabet), valueList(x, shape, alphabet), valueList(z, shape, alphabet), what);
    }
    default: break;
    }
    if (!step.links.empty())
        return tr("%1 on %2: %3, so %4.").arg(name, values, eureka(step, shape, alphabet), what);
    return tr("%1: %2.").arg(name, what);
}

QString mistakeText(const logic::Mistake& mistake, Shape shape, Alphabet alphabet) {
    const QString cell = QString::fromStdString(logic::cellName(shape, mistake.cell));
    if (mistake.kind == logic::MistakeKind::WrongDigit)
        return tr("%1 holds %2, which is not the solution's digit there.").arg(cell, valueName(shape, mistake.value, alphabet));
    return tr("The pencil marks of %1 leave out the digit that belongs there.").arg(cell);
}

QString ratingText(const logic::Rating& rating) {
    if (!rating.solved)
        return tr("ER %1 so far; needs techniques beyond the engine, or guessing").arg(rating.er, 0, 'f', 1);
    return tr("ER %1, score %2 (%3)").arg(rating.er, 0, 'f', 1).arg(rating.score).arg(gradeName(rating.grade));
}

QString plainRating(const logic::Rating& rating) {
    if (!rating.solved) return tr("Extreme — beyond the techniques Qudoku knows");
    const bool singlesOnly = !rating.hardest || *rating.hardest <= Technique::NakedSingle;
    const QString needs = singlesOnly ? tr("singles only") : tr("needs %1").arg(techniqueName(*rating.hardest));
    switch (rating.grade) {
    case logic::Grade::Easy: return tr("Easy — %1").arg(needs);
    case logic::Grade::Medium: return tr("Medium — %1").arg(needs);
    case logic::Grade::Hard: return tr("Hard — %1").arg(needs);
    case logic::Grade::Unfair: return tr("Unfair — %1").arg(needs);
    case logic::Grade::Extreme: return tr("Extreme — %1").arg(needs);
    }
    return needs;
}

} // namespace qudoku::text
