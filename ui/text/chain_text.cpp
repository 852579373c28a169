// Chains in words: Eureka notation for the chain techniques, and the branches of a forcing chain.
#include "text/step_words.h"

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
            return tr("%1 (a loop): %2. Every link of the loop holds both ways, so cells that see both ends of "
                      "one of its weak links cannot hold that value (%3).")
                .arg(name, branches.first(), what);
        return tr("%1: %2. The assumption leads to its own opposite, so it is false (%3).")
            .arg(name, branches.first(), what);
    }
    QStringList cases;
    for (const QString& branch : branches) cases << tr("if %1").arg(branch);
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
        return tr("%1: %2. One assumption leads to a contradiction, so it is false (%3).")
            .arg(name, cases.join(QStringLiteral("; ")), what);
    return tr("%1: %2. Every case leads to the same conclusion, so it holds (%3).")
        .arg(name, cases.join(QStringLiteral("; ")), what);
}

} // namespace qudoku::text::words
