// The words of the constraints' own steps (core's techniques/constraint_steps.cpp): a cage's
// combinations, the rule of 45's innies and outies, thermometers, arrows, the lines and the sums
// outside the grid. step_text.cpp asks here first for every step.
#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <bit>
#include <vector>

#include "text/step_text.h"
#include "text/step_words.h"
#include "text/tr_contexts.h"

namespace qudoku::text::words {

using logic::Technique;

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

} // namespace qudoku::text::words
