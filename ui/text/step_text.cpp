#include "text/step_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "qudoku/logic/notation.h"

namespace qudoku::text {

namespace {

using logic::Technique;

QString tr(const char* text) { return QCoreApplication::translate("StepText", text); }

QString effect(const logic::Step& step, Shape shape) {
    return QString::fromStdString(logic::effectText(shape, step));
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

QString explanation(const logic::Step& step, Shape shape) {
    return tr("%1: %2.").arg(techniqueName(step.technique), effect(step, shape));
}

QString mistakeText(const logic::Mistake& mistake, Shape shape) {
    const QString cell = QString::fromStdString(logic::cellName(shape, mistake.cell));
    if (mistake.kind == logic::MistakeKind::WrongDigit)
        return tr("%1 holds %2, which is not the solution's digit there.").arg(cell).arg(mistake.value);
    return tr("The pencil marks of %1 leave out the digit that belongs there.").arg(cell);
}

QString ratingText(const logic::Rating& rating) {
    if (!rating.solved)
        return tr("ER %1 so far; needs techniques beyond the engine, or guessing").arg(rating.er, 0, 'f', 1);
    return tr("ER %1, score %2 (%3)").arg(rating.er, 0, 'f', 1).arg(rating.score).arg(gradeName(rating.grade));
}

} // namespace qudoku::text
