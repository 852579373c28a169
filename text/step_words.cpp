#include "text/step_words.h"
#include "text/tr_contexts.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <utility>

#include "qudoku/logic/notation.h"
#include "text/step_text.h"

namespace qudoku::text::words {


QString effect(const logic::Step& step, Shape shape, Alphabet alphabet) {
    return QString::fromStdString(logic::effectText(shape, step, alphabet));
}

QString valueName(Shape shape, int value, Alphabet alphabet) {
    return QString::fromStdString(logic::valueName(shape, value, alphabet));
}



QString cell(Shape shape, int c) { return QString::fromStdString(logic::cellName(shape, c)); }

// Lists and clauses join with the separators the language uses (", " and "; " in English, "、" and
// "；" in Chinese).
QString joinList(const QStringList& items) { return items.join(StepText::tr(", ")); }
QString joinClauses(const QStringList& clauses) { return clauses.join(StepText::tr("; ")); }
// A template with two places, not a separator: Chinese puts nothing between two sentences, and Qt
// reads an empty translation as a missing one.
QString joinSentences(const QString& first, const QString& second) {
    return StepText::tr("%1 %2", "one sentence after another").arg(first, second);
}

// The values in order, the last two joined by `lastTwo` ("%1 and %2" or "%1 or %2", translated).
QString joinValues(logic::DigitMask values, Shape shape, Alphabet alphabet, const char* lastTwo) {
    QStringList list;
    for (int v = 1; v <= 32 && values >> (v - 1); ++v)
        if (values & logic::digitBit(v)) list << valueName(shape, v, alphabet);
    if (list.size() < 2) return list.join(QString());
    return QCoreApplication::translate("StepText", lastTwo).arg(joinList(list.mid(0, list.size() - 1)), list.last());
}

// "5", "2 and 8", "2, 8 and 9": all of the values.
QString valueList(logic::DigitMask values, Shape shape, Alphabet alphabet) {
    return joinValues(values, shape, alphabet, QT_TRANSLATE_NOOP("StepText", "%1 and %2"));
}

// "2 or 8", "2, 8 or 9": one of the values.
QString valueChoice(logic::DigitMask values, Shape shape, Alphabet alphabet) {
    return joinValues(values, shape, alphabet, QT_TRANSLATE_NOOP("StepText", "%1 or %2"));
}

QString digitSet(logic::DigitMask set, Shape shape, Alphabet alphabet) {
    QStringList digits;
    for (int v = 1; v <= 32 && set >> (v - 1); ++v)
        if (set & logic::digitBit(v)) digits << valueName(shape, v, alphabet);
    return StepText::tr("{%1}", "a set of digits").arg(joinList(digits));
}

QString cellList(Shape shape, const std::vector<int>& cells) {
    QStringList list;
    for (int c : cells) list << cell(shape, c);
    return joinList(list);
}

// The distinct cells of the marks with `role` (any role when `any`), in order.
std::vector<int> cellsWithRole(const logic::Step& step, logic::Role role, bool any) {
    std::vector<int> cells;
    for (const auto& m : step.marks)
        if ((any || m.role == role) && std::find(cells.begin(), cells.end(), m.at.cell) == cells.end())
            cells.push_back(m.at.cell);
    return cells;
}

// The candidates of the marks with `role`, cells with the same values together: "7 in r4c5 and r6c2",
// "6 in r1c4 and r2c6; 5 in r2c4".
QString candidatesWithRole(const logic::Step& step, Shape shape, Alphabet alphabet, logic::Role role) {
    std::vector<std::pair<logic::DigitMask, std::vector<int>>> groups;
    for (int c : cellsWithRole(step, role)) {
        logic::DigitMask values = 0;
        for (const auto& m : step.marks)
            if (m.role == role && m.at.cell == c) values |= logic::digitBit(m.at.value);
        auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == values; });
        if (group == groups.end()) groups.push_back({values, {c}});
        else group->second.push_back(c);
    }
    QStringList parts;
    for (const auto& [values, cells] : groups) {
        QStringList names;
        for (int c : cells) names << cell(shape, c);
        const QString where = names.size() < 2 ? names.join(QString())
                                               : StepText::tr("%1 and %2").arg(joinList(names.mid(0, names.size() - 1)), names.last());
        parts << StepText::tr("%1 in %2").arg(valueChoice(values, shape, alphabet), where);
    }
    return joinClauses(parts);
}

QString housesWithRole(const logic::Step& step, Shape shape, logic::Role role) {
    QStringList names;
    for (const auto& h : step.houses)
        if (h.role == role) names << houseName(shape, h.house);
    if (names.size() < 2) return names.join(QString());
    return QCoreApplication::translate("StepText", "%1 and %2").arg(joinList(names.mid(0, names.size() - 1)), names.last());
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

std::vector<MarkedSet> markedSets(const logic::Step& step) {
    std::vector<MarkedSet> sets;
    bool inCells = false;
    for (const auto& m : step.marks) {
        if (m.at.value == 0) {
            if (!inCells) sets.push_back({{}, m.role, 0, 0});
            inCells = true;
            sets.back().cells.push_back(m.at.cell);
            continue;
        }
        inCells = false;
        if (sets.empty()) continue;
        sets.back().values |= logic::digitBit(m.at.value);
        if (m.role == logic::Role::Link) sets.back().linked |= logic::digitBit(m.at.value);
    }
    return sets;
}

// "r1c2, r1c3 (1, 2 and 5)": a set's cells and the values they hold between them.
QString setText(const MarkedSet& set, Shape shape, Alphabet alphabet) {
    return QCoreApplication::translate("StepText", "%1 (%2)").arg(cellList(shape, set.cells), valueList(set.values, shape, alphabet));
}

// "r2c3 (4 or 7), r5c1 (4 or 9)": each cell with its own candidates.
QString cellsWithCandidates(const logic::Step& step, const MarkedSet& set, Shape shape, Alphabet alphabet) {
    QStringList list;
    for (int c : set.cells) {
        logic::DigitMask own = 0;
        for (const auto& m : step.marks)
            if (m.at.cell == c && m.at.value != 0) own |= logic::digitBit(m.at.value);
        list << QCoreApplication::translate("StepText", "%1 (%2)").arg(cell(shape, c), valueChoice(own, shape, alphabet));
    }
    return joinList(list);
}

logic::DigitMask eliminatedValues(const logic::Step& step) {
    logic::DigitMask values = 0;
    for (const auto& e : step.eliminations) values |= logic::digitBit(e.value);
    return values;
}

} // namespace qudoku::text::words
