// Uniqueness patterns in words: the avoidable rectangles and Explainer's unique rectangles and loops,
// whose explanations read the pattern's shape back from the step's marks.
#include "text/step_words.h"
#include "text/tr_contexts.h"

#include <QStringList>

#include <algorithm>
#include <bit>
#include <vector>

#include "qudoku/logic/notation.h"
#include "text/step_text.h"

namespace qudoku::text::words {

// An avoidable rectangle (core's techniques/avoidable_rectangles.cpp): its four corners are the
// whole-cell marks, in the order r1c1, r1c2, r2c1, r2c2 (the corner diagonal to corner i is 3 - i);
// the empty corners carry a candidate mark with the value that would complete the deadly pattern
// (Defining) and, type 2, their extra value (Fin). A solved corner holds the deadly value of the
// empty corner diagonal to it, or the pattern's other value, which is how the words know the solved
// corners' values.
QString avoidableRectangleText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& name,
                               const QString& what) {
    using logic::Role;
    std::vector<int> corners;
    for (const auto& m : step.marks)
        if (m.at.value == 0) corners.push_back(m.at.cell);
    if (corners.size() != 4) return {};
    int deadly[4] = {0, 0, 0, 0}, extra = 0;
    for (const auto& m : step.marks)
        for (int i = 0; i < 4; ++i)
            if (m.at.value != 0 && m.at.cell == corners[i]) (m.role == Role::Fin ? extra : deadly[i]) = m.at.value;
    // Corner i's value in the deadly pattern: that of the corner diagonal to it, and the pattern's other
    // value on the other diagonal (type 1, whose one empty corner marks only its own diagonal).
    int marked = 0;
    for (int v : deadly) marked = v ? v : marked;
    const logic::DigitMask other = step.values & ~logic::digitBit(marked);
    auto patternValue = [&](int i) {
        if (deadly[i] || deadly[3 - i]) return deadly[i] ? deadly[i] : deadly[3 - i];
        return other ? std::countr_zero(other) + 1 : 0;
    };
    std::vector<int> solved, empty;
    for (int i = 0; i < 4; ++i) (deadly[i] ? empty : solved).push_back(i);
    QStringList solvedCells;
    for (int i : solved)
        solvedCells << StepText::tr("%1 (%2)").arg(cell(shape, corners[i]), valueName(shape, patternValue(i), alphabet));
    const QString values = valueList(step.values, shape, alphabet);
    const QString swap = StepText::tr("the four cells would hold %1 crosswise, and the two values could swap places without "
                            "touching a given: the puzzle would have two solutions")
                             .arg(values);
    if (step.technique == logic::Technique::AvoidableRectangle1 && empty.size() == 1) {
        const int e = empty.front();
        return StepText::tr("%1: %2, %3 and %4 were solved on the way, none of them a given. If %5 held %6, %7 (%8).")
            .arg(name, solvedCells[0], solvedCells[1], solvedCells[2], cell(shape, corners[e]),
                 valueName(shape, deadly[e], alphabet), swap, what);
    }
    if (step.technique == logic::Technique::AvoidableRectangle2 && empty.size() == 2 && extra != 0) {
        const int e1 = empty[0], e2 = empty[1];
        const QString z = valueName(shape, extra, alphabet);
        return StepText::tr("%1: %2 and %3 were solved on the way, neither of them a given; %4 can only be %5 or %6, %7 only %8 "
                  "or %6. Were neither %6, %9. So one of them is %6, and the cells that see both lose it (%10).")
            .arg(name, solvedCells[0], solvedCells[1], cell(shape, corners[e1]), valueName(shape, deadly[e1], alphabet), z,
                 cell(shape, corners[e2]), valueName(shape, deadly[e2], alphabet), swap)
            .arg(what);
    }
    return {};
}

// Explainer's unique rectangles and loops (techniques/unique_loops.cpp): the loop's pair candidates
// are Defining in loop order (type 4: the locked value in the two extra cells is Link), the extra
// cells' other candidates Fin, type 3's subset cells Link with its house. The type is read back from
// that: no house, one cell losing the pair: type 1, else type 2; a house with Link marks only inside
// the loop: type 4; else type 3, hidden when its Link cells lose candidates, naked when others do.
QString uniqueLoopText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& what) {
    using logic::Role;
    const std::vector<int> loop = cellsWithRole(step, Role::Defining);
    const std::vector<int> extra = cellsWithRole(step, Role::Fin);
    const std::vector<int> linked = cellsWithRole(step, Role::Link);
    auto inLoop = [&](int c) { return std::find(loop.begin(), loop.end(), c) != loop.end(); };
    auto isLinked = [&](int c) { return std::find(linked.begin(), linked.end(), c) != linked.end(); };
    logic::DigitMask extraValues = 0, linkedValues = 0;
    for (const auto& m : step.marks) {
        if (m.role == Role::Fin) extraValues |= logic::digitBit(m.at.value);
        if (m.role == Role::Link) linkedValues |= logic::digitBit(m.at.value);
    }
    int type = 2;
    if (step.houses.empty()) {
        bool oneCell = extra.size() == 1;
        for (const auto& e : step.eliminations) oneCell = oneCell && e.cell == extra.front();
        if (oneCell) type = 1;
    } else {
        type = std::all_of(linked.begin(), linked.end(), inLoop) ? 4 : 3;
    }
    const QString name = loop.size() == 4
                             ? StepText::tr("%1 (type %2, a rectangle)").arg(techniqueName(step.technique)).arg(type)
                             : StepText::tr("%1 (type %2, a loop of %3 cells)").arg(techniqueName(step.technique)).arg(type).arg(loop.size());
    const QString pair = valueList(step.values, shape, alphabet);
    const QString pattern =
        loop.size() == 4
            ? StepText::tr("%1: %2 all hold %3, on two rows, two columns and two boxes; if they held nothing else, %3 could "
                 "swap and the puzzle would have two solutions.")
                  .arg(name, cellList(shape, loop), pair)
            : StepText::tr("%1: %2 all hold %3, and each house with one of them holds two, taking turns along the loop; if "
                 "they held nothing else, %3 could swap and the puzzle would have two solutions.")
                  .arg(name, cellList(shape, loop), pair);
    QString conclusion;
    switch (type) {
    case 1:
        conclusion = StepText::tr("So %1, the only one with more, holds one of its other candidates (%2).").arg(cellList(shape, extra), what);
        break;
    case 2:
        conclusion = StepText::tr("So one of %1 holds %2, and the cells that see all of them lose it (%3).")
                         .arg(cellList(shape, extra), valueList(extraValues, shape, alphabet), what);
        break;
    case 4: {
        const QString locked = valueList(linkedValues, shape, alphabet);
        const QString other = valueList(step.values & ~linkedValues, shape, alphabet);
        conclusion = StepText::tr("In %1, %2 lies only in %3, so one of them is %2; were either %4, the other would complete "
                        "the pattern (%5).")
                         .arg(housesWithRole(step, shape, Role::Link), locked, cellList(shape, extra), other, what);
        break;
    }
    default: {
        bool hidden = false;
        for (const auto& e : step.eliminations) hidden = hidden || isLinked(e.cell);
        std::vector<int> subset = linked;
        subset.erase(std::remove_if(subset.begin(), subset.end(), inLoop), subset.end());
        const QString house = housesWithRole(step, shape, Role::Link);
        if (hidden)
            conclusion = StepText::tr("So one of %1 holds %2, and at most one of them holds %3: for %3 the two act as one cell. "
                            "In %4, %5 then fit only in that cell and %6, so those lose their other candidates (%7).")
                             .arg(cellList(shape, extra), valueChoice(extraValues, shape, alphabet), valueChoice(step.values, shape, alphabet),
                                  house, valueList(linkedValues | step.values, shape, alphabet), cellList(shape, subset), what);
        else
            conclusion = StepText::tr("So one of %1 holds %2: with %3 that makes a naked subset on %4 in %5, whose other cells "
                            "lose them (%6).")
                             .arg(cellList(shape, extra), valueChoice(extraValues, shape, alphabet), cellList(shape, subset),
                                  valueList(linkedValues | extraValues, shape, alphabet), house, what);
        break;
    }
    }
    return words::joinSentences(pattern, conclusion);
}

} // namespace qudoku::text::words
