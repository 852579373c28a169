// Chains in words: Eureka notation for the chain techniques, the branches of a forcing chain, and
// Explainer's chains of strong links.
#include "text/step_words.h"
#include "text/tr_contexts.h"

#include <QStringList>

#include <algorithm>

namespace qudoku::text::words {

namespace {

// One branch of a forcing chain as the implications it follows: "r1c2=5 → r1c7≠5 → r4c7=5".
// A link into a node says its state: a strong link ends in a true candidate, a weak one in a false one.
QList<QString> forcingBranches(const logic::Step& step, Shape shape, Alphabet alphabet) {
    auto nodeText = [&](const logic::ChainNode& n, bool on) {
        return QStringLiteral("%1%2%3").arg(nodeCells(shape, n.cells), on ? QStringLiteral("=") : QStringLiteral("≠"),
                                            valueName(shape, n.value, alphabet));
    };
    QList<QString> branches;
    int current = -1;
    for (const logic::ChainLink& link : step.links) {
        const bool toOn = link.kind == logic::LinkKind::Strong;
        if (link.branch != current) {
            current = link.branch;
            // The first node of a branch is on when it is followed by a weak link, off before a strong one.
            branches << nodeText(link.from, !toOn);
        }
        branches.last() += QStringLiteral(" → ") + nodeText(link.to, toOn);
    }
    return branches;
}

} // namespace

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

QString forcingChainText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& name,
                         const QString& what) {
    using logic::Technique;
    const QList<QString> branches = forcingBranches(step, shape, alphabet);
    if (branches.isEmpty()) return {};
    if (branches.size() == 1) {
        if (step.technique == Technique::ForcingChain && step.placements.empty() && !step.links.empty() &&
            step.links.front().from == step.links.back().to)
            return StepText::tr("%1 (a loop): %2. Every link of the loop holds both ways, so cells that see both ends of "
                      "one of its weak links cannot hold that value (%3).")
                .arg(name, branches.first(), what);
        return StepText::tr("%1: %2. The assumption leads to its own opposite, so it is false (%3).")
            .arg(name, branches.first(), what);
    }
    QStringList cases;
    for (const QString& branch : branches) cases << StepText::tr("if %1").arg(branch);
    // A contradiction: two branches from one assumption ending in one candidate, true in one and
    // false in the other.
    const logic::ChainLink* firstOfSecond = nullptr;
    for (const logic::ChainLink& link : step.links)
        if (link.branch == 1) {
            firstOfSecond = &link;
            break;
        }
    const logic::ChainLink& lastOfFirst = *std::find_if(step.links.rbegin(), step.links.rend(),
                                                         [](const logic::ChainLink& l) { return l.branch == 0; });
    const bool contradiction = branches.size() == 2 && firstOfSecond &&
                               step.links.front().from == firstOfSecond->from &&
                               step.links.front().kind == firstOfSecond->kind && lastOfFirst.to == step.links.back().to &&
                               lastOfFirst.kind != step.links.back().kind;
    if (contradiction)
        return StepText::tr("%1: %2. One assumption leads to a contradiction, so it is false (%3).")
            .arg(name, joinClauses(cases), what);
    return StepText::tr("%1: %2. Every case leads to the same conclusion, so it holds (%3).")
        .arg(name, joinClauses(cases), what);
}

namespace {

// The pattern of a strong-links step as Explainer names it, by the kinds of its links' houses (Base):
// parallel lines make Skyscrapers, rows and columns a String Kite (up to three links), a box a Turbot
// fish (two links; longer ones have no name of their own); a group node makes it grouped; a last weak
// link back to the start an X-loop. Empty when there is nothing to add to the technique's name.
QString strongLinksPattern(const logic::Step& step, Shape shape) {
    int links = 0;
    bool box = false, row = false, column = false;
    const int n = shape.size();
    for (const logic::HouseMark& h : step.houses) {
        if (h.role != logic::Role::Base) continue;
        ++links;
        box = box || h.house >= 2 * n;
        row = row || h.house < n;
        column = column || (h.house >= n && h.house < 2 * n);
    }
    bool grouped = false;
    for (const logic::ChainLink& link : step.links)
        grouped = grouped || link.from.cells.size() > 1 || link.to.cells.size() > 1;
    if (step.links.back().kind == logic::LinkKind::Weak) return grouped ? StepText::tr("a grouped X-loop") : StepText::tr("an X-loop");
    if (!box && !(row && column)) {
        if (links == 2) return grouped ? StepText::tr("a grouped Skyscraper") : StepText::tr("a Skyscraper");
        return grouped ? StepText::tr("grouped %1 Skyscrapers").arg(links) : StepText::tr("%1 Skyscrapers").arg(links);
    }
    if (!box && links == 2) return grouped ? StepText::tr("a grouped 2-String Kite") : StepText::tr("a 2-String Kite");
    if (!box && links == 3) return grouped ? StepText::tr("a grouped 3-String Kite") : StepText::tr("a 3-String Kite");
    if (links == 2) return grouped ? StepText::tr("a grouped Turbot fish") : StepText::tr("a Turbot fish");
    return grouped ? StepText::tr("grouped") : QString();
}

} // namespace

QString strongLinksText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& techniqueName,
                        const QString& what) {
    if (step.links.empty()) return {};
    const QString pattern = strongLinksPattern(step, shape);
    const QString name = pattern.isEmpty() ? techniqueName : StepText::tr("%1 (%2)").arg(techniqueName, pattern);
    const QString value = valueList(step.values, shape, alphabet);
    const QString houses = housesWithRole(step, shape, logic::Role::Base);
    const QString chain = eureka(step, shape, alphabet);
    // A box whose places lie on two arms of two or more cells each, and on the cell where they cross:
    // the arms are the ends, and that cell is ruled out whenever an arm is.
    const std::vector<int> crossing = cellsWithRole(step, logic::Role::Defining);
    const QString heart = crossing.empty()
        ? QString()
        : StepText::tr("%1 holds %2 as well, where the two arms of its box cross; the cells the chain joins to "
                                "either arm, and the cells that lose %2, see it too, so it is ruled out with the arm and "
                                "the link holds.")
                                 .arg(cellList(shape, crossing), value);
    const auto withHeart = [&heart](const QString& text) { return heart.isEmpty() ? text : joinSentences(text, heart); };
    if (step.links.back().kind == logic::LinkKind::Weak)
        return withHeart(StepText::tr("%1 on %2: %3, back to where it started. Each = is a strong link (its house, of %4 in turn, "
                  "has %2 only at its two ends), each - a weak link (two ends that share a house: at most one "
                  "holds %2). Around such a loop every weak link is strong as well: one of its ends holds %2, so "
                  "cells that see both ends of a weak link lose %2 (%5).")
                   .arg(name, value, chain, houses, what));
    return withHeart(StepText::tr("%1 on %2: %3. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), "
              "each - a weak link (two ends that share a house: at most one holds %2). If the first end does not "
              "hold %2, the links make the last one hold it: one of the two does, so cells that see both lose %2 "
              "(%5).")
               .arg(name, value, chain, houses, what));
}

} // namespace qudoku::text::words
