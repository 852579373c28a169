#include "text/rules_text.h"

#include <algorithm>

#include "text/tr_contexts.h"

namespace qudoku::text {

namespace {

bool hasHouse(const Rules& rules, ExtraHouseKind kind) {
    return std::any_of(rules.extraHouses.begin(), rules.extraHouses.end(),
                       [&](const ExtraHouse& h) { return h.kind == kind; });
}

// Whether any dot of `kind` carries a number other than the standard one (1 for white, 2 for black;
// a whispers line's difference, ceil(N/2)).
bool numberedDots(const Rules& rules, ConstraintKind kind, int standard) {
    return std::any_of(rules.constraints.begin(), rules.constraints.end(), [&](const Constraint& c) {
        return c.kind == kind && !c.values.empty() && c.values.front() != standard;
    });
}

// Whether an arrow's circle has more than one cell (a "pill": its digits make one number).
bool pills(const Rules& rules) {
    return std::any_of(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& c) {
        return c.kind == ConstraintKind::Arrow && !c.cells.empty() && c.cells.front().size() > 1;
    });
}

QString constraintSentence(const Rules& rules, ConstraintKind kind) {
    switch (kind) {
    case ConstraintKind::AntiKnight: return RulesText::tr("Cells a chess knight's move apart may not hold the same digit.");
    case ConstraintKind::AntiKing:
        return RulesText::tr("Cells a chess king's move apart (touching diagonally too) may not hold the same digit.");
    case ConstraintKind::NonConsecutive: return RulesText::tr("Orthogonally adjacent cells may not hold consecutive digits.");
    case ConstraintKind::Difference:
        return numberedDots(rules, kind, 1)
                   ? RulesText::tr("Cells joined by a white dot differ by the number in the dot, or by 1 when it has none.")
                   : RulesText::tr("Cells joined by a white dot hold consecutive digits.");
    case ConstraintKind::Ratio:
        return numberedDots(rules, kind, 2)
                   ? RulesText::tr("In cells joined by a black dot, one digit is the number in the dot times the other, or "
                                   "double it when it has none.")
                   : RulesText::tr("In cells joined by a black dot, one digit is double the other.");
    case ConstraintKind::XV: return RulesText::tr("Cells joined by an X sum to 10; cells joined by a V sum to 5.");
    case ConstraintKind::NegativeDifference:
        return RulesText::tr("All white dots are given: adjacent cells without one do not differ by the dots' numbers "
                             "(1 when there are none).");
    case ConstraintKind::NegativeRatio:
        return RulesText::tr("All black dots are given: in adjacent cells without one, neither digit is double the other.");
    case ConstraintKind::NegativeXV:
        return RulesText::tr("All X and V are given: adjacent cells without one sum to neither 10 nor 5.");
    case ConstraintKind::Odd: return RulesText::tr("Digits in grey circles are odd.");
    case ConstraintKind::Even: return RulesText::tr("Digits in grey squares are even.");
    case ConstraintKind::Minimum:
        return RulesText::tr("A shaded cell whose arrows point in holds a digit smaller than each orthogonal neighbour.");
    case ConstraintKind::Maximum:
        return RulesText::tr("A shaded cell whose arrows point out holds a digit larger than each orthogonal neighbour.");
    case ConstraintKind::Thermometer: return RulesText::tr("Digits strictly increase along each thermometer from its bulb.");
    case ConstraintKind::Quadruple:
        return RulesText::tr("The digits in a white circle appear in the four cells around it (a digit shown twice, twice).");
    case ConstraintKind::KillerCage:
        return RulesText::tr("Digits may not repeat in a dashed cage, and they add up to the small number in its corner.");
    case ConstraintKind::Arrow:
        return pills(rules) ? RulesText::tr("The digits along an arrow add up to the number in its circle; a circle of several "
                                            "cells reads as one number, its digits from the first cell on. Digits may repeat on an arrow.")
                            : RulesText::tr("The digits along an arrow add up to the digit in its circle. Digits may repeat on an arrow.");
    case ConstraintKind::LittleKiller:
        return RulesText::tr("A number outside the grid is the sum of the digits along the diagonal its small arrow points "
                             "along. Digits may repeat on a diagonal.");
    case ConstraintKind::Sandwich:
        return RulesText::tr("A number at the end of a row or column is the sum of the digits between the %1 and the %2 in it.")
            .arg(1)
            .arg(rules.size);
    case ConstraintKind::XSum:
        return RulesText::tr("A number at the end of a row or column (an X-sum) is the sum of its first X digits from that end, "
                             "X being the first of them.");
    case ConstraintKind::Skyscraper:
        return RulesText::tr("A number at the end of a row or column says how many digits are seen from there, reading the "
                             "digits as buildings' heights: a taller one hides the lower ones behind it.");
    // The lines (issue 34).
    case ConstraintKind::Renban: return RulesText::tr("Digits on a purple line are different and consecutive, in any order.");
    case ConstraintKind::Whispers: {
        const int standard = (rules.size + 1) / 2;
        if (!numberedDots(rules, kind, standard))
            return RulesText::tr("Neighbouring digits on a green line differ by at least %1.").arg(standard);
        return RulesText::tr("Neighbouring digits on a green line differ by at least the line's number, or %1 when it has none.")
            .arg(standard);
    }
    case ConstraintKind::Palindrome: return RulesText::tr("A grey line reads the same from either end.");
    case ConstraintKind::BetweenLine:
        return RulesText::tr("Digits on a line between two circles lie strictly between the digits in the circles.");
    case ConstraintKind::RegionSumLine:
        return RulesText::tr("Where a blue line passes through several regions, its digits in each region add up to the same total.");
    case ConstraintKind::EntropicLine: {
        // The peer's classes (rules.h): "1-3", "4-6", "7-9" on 9×9.
        const int n = rules.size, floor3 = n / 3, ceil3 = (n + 2) / 3;
        const int lowHigh = 2 * floor3 + ceil3 == n ? floor3 : ceil3;
        const auto range = [](int a, int b) {
            return a == b ? QString::number(a) : RulesText::tr("%1-%2", "a range of digits").arg(a).arg(b);
        };
        return RulesText::tr("Any three consecutive cells on an orange line hold one low (%1), one middle (%2) and one high (%3) digit.")
            .arg(range(1, lowHigh), range(lowHigh + 1, n - lowHigh), range(n - lowHigh + 1, n));
    }
    case ConstraintKind::ModularLine:
        return RulesText::tr("Any three consecutive cells on a teal line hold digits with different remainders when divided by 3.");
    case ConstraintKind::ZipperLine:
        return RulesText::tr("Digits at the same distance from the centre of a lavender line add up to the same total, which is "
                             "the middle digit on a line of odd length.");
    }
    return {};
}

} // namespace

QStringList rulesInWords(const Rules& rules) {
    QStringList out;
    out << (rules.regions.empty()
                ? RulesText::tr("Place the digits 1 to %1 once each in every row, column and box.").arg(rules.size)
                : RulesText::tr("Place the digits 1 to %1 once each in every row, column and outlined region.").arg(rules.size));
    const bool down = hasHouse(rules, ExtraHouseKind::DiagonalDown), up = hasHouse(rules, ExtraHouseKind::DiagonalUp);
    if (down && up) out << RulesText::tr("Digits may not repeat on either of the two marked diagonals.");
    else if (down || up) out << RulesText::tr("Digits may not repeat on the marked diagonal.");
    if (hasHouse(rules, ExtraHouseKind::Window))
        out << RulesText::tr("Each shaded window also holds the digits 1 to %1 once each.").arg(rules.size);
    if (hasHouse(rules, ExtraHouseKind::DisjointGroup))
        out << RulesText::tr("Cells in the same place in their boxes hold different digits.");
    if (hasHouse(rules, ExtraHouseKind::ExtraRegion)) out << RulesText::tr("Digits may not repeat in a shaded extra region.");
    // Each kind once, in the order of ConstraintKind (a setter's usual order: global rules first).
    std::vector<ConstraintKind> kinds;
    for (const Constraint& c : rules.constraints)
        if (std::find(kinds.begin(), kinds.end(), c.kind) == kinds.end()) kinds.push_back(c.kind);
    std::sort(kinds.begin(), kinds.end());
    for (ConstraintKind kind : kinds) out << constraintSentence(rules, kind);
    return out;
}

QString constraintName(ConstraintKind kind) {
    switch (kind) {
    case ConstraintKind::AntiKnight: return RulesText::tr("Anti-knight");
    case ConstraintKind::AntiKing: return RulesText::tr("Anti-king");
    case ConstraintKind::NonConsecutive: return RulesText::tr("Non-consecutive");
    case ConstraintKind::Difference: return RulesText::tr("White dot");
    case ConstraintKind::Ratio: return RulesText::tr("Black dot");
    case ConstraintKind::XV: return RulesText::tr("X or V");
    case ConstraintKind::NegativeDifference: return RulesText::tr("No white dot");
    case ConstraintKind::NegativeRatio: return RulesText::tr("No black dot");
    case ConstraintKind::NegativeXV: return RulesText::tr("No X or V");
    case ConstraintKind::Odd: return RulesText::tr("Odd cell");
    case ConstraintKind::Even: return RulesText::tr("Even cell");
    case ConstraintKind::Minimum: return RulesText::tr("Minimum");
    case ConstraintKind::Maximum: return RulesText::tr("Maximum");
    case ConstraintKind::Thermometer: return RulesText::tr("Thermometer");
    case ConstraintKind::Quadruple: return RulesText::tr("Quadruple");
    case ConstraintKind::KillerCage: return RulesText::tr("Killer cage");
    case ConstraintKind::Arrow: return RulesText::tr("Arrow");
    case ConstraintKind::LittleKiller: return RulesText::tr("Little killer");
    case ConstraintKind::Sandwich: return RulesText::tr("Sandwich");
    case ConstraintKind::XSum: return RulesText::tr("X-sum");
    case ConstraintKind::Skyscraper: return RulesText::tr("Skyscraper");
    // The lines (issue 34).
    case ConstraintKind::Renban: return RulesText::tr("Renban line");
    case ConstraintKind::Whispers: return RulesText::tr("German whispers");
    case ConstraintKind::Palindrome: return RulesText::tr("Palindrome");
    case ConstraintKind::BetweenLine: return RulesText::tr("Between line");
    case ConstraintKind::RegionSumLine: return RulesText::tr("Region-sum line");
    case ConstraintKind::EntropicLine: return RulesText::tr("Entropic line");
    case ConstraintKind::ModularLine: return RulesText::tr("Modular line");
    case ConstraintKind::ZipperLine: return RulesText::tr("Zipper line");
    }
    return {};
}

} // namespace qudoku::text
