#pragma once
// A puzzle's rules in words (issue 33): the Rules panel of the app, `qudoku-cli --explain`'s heading,
// and the names constraint steps and conflicts use. Each rule of the puzzle once, in the order a
// setter writes a ruleset: where the digits go (rows, columns, boxes or regions), the extra houses,
// then the constraints; translated through QCoreApplication::translate("RulesText", ...).

#include <QString>
#include <QStringList>

#include "qudoku/rules.h"

namespace qudoku::text {

// One sentence per rule, e.g. for a jigsaw X-sudoku with anti-knight:
//   "Place the digits 1 to 9 once each in every row, column and outlined region."
//   "Digits may not repeat on either of the two marked diagonals."
//   "Cells a chess knight's move apart may not hold the same digit."
QStringList rulesInWords(const Rules& rules);

// The rule's short name, as a hint or a conflict names it: "Anti-knight", "White dot", "Thermometer".
QString constraintName(ConstraintKind kind);

} // namespace qudoku::text
