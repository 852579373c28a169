#pragma once
// Internal to qudoku_text: the phrases step explanations are built from (cells, value lists, the
// houses and candidates of a role, the sets of the ALS family), all in the "StepText" translation
// context. step_text.cpp words each technique with them; chain_text.cpp words chains.

#include <QString>
#include <QStringList>

#include <vector>

#include "qudoku/logic/step.h"
#include "qudoku/shape.h"
#include "qudoku/symbols.h"

namespace qudoku::text::words {

// The step's placements and eliminations in notation: "r4c6=7", "r1c2<>5, r1c3<>5".
QString effect(const logic::Step& step, Shape shape, Alphabet alphabet);
// A value as the board spells it: "7", "P".
QString valueName(Shape shape, int value, Alphabet alphabet);
QString cell(Shape shape, int c);

// Items, clauses and sentences joined as the language joins them: "a, b, c", "a; b", "A. B." in
// English; "a、b、c", "a；b", "A。B。" in Chinese.
QString joinList(const QStringList& items);
QString joinClauses(const QStringList& clauses);
QString joinSentences(const QString& first, const QString& second);

// "5", "2 and 8", "2, 8 and 9": all of the values.
QString valueList(logic::DigitMask values, Shape shape, Alphabet alphabet);
// "2 or 8", "2, 8 or 9": one of the values.
QString valueChoice(logic::DigitMask values, Shape shape, Alphabet alphabet);
QString cellList(Shape shape, const std::vector<int>& cells);
// "{1, 5, 9}": a killer cage's combination (a set of digits).
QString digitSet(logic::DigitMask set, Shape shape, Alphabet alphabet);

// The distinct cells of the marks with `role` (any role when `any`), in order.
std::vector<int> cellsWithRole(const logic::Step& step, logic::Role role, bool any = false);
// The candidates of the marks with `role`, cells with the same values together: "7 in r4c5 and r6c2",
// "6 in r1c4 and r2c6; 5 in r2c4".
QString candidatesWithRole(const logic::Step& step, Shape shape, Alphabet alphabet, logic::Role role);
// "row 4 and column 6": the houses with `role`.
QString housesWithRole(const logic::Step& step, Shape shape, logic::Role role);

// A chain node's cells: "r4c7", or a group as Eureka writes it, "r13c7" (rows 1 and 3 of column 7)
// or "r2c456"; on grids larger than 9×9, where digits would run together, "r1c7, r3c7".
QString nodeCells(Shape shape, const std::vector<int>& cells);

// A set of cells as the ALS family, Sue de Coq and aligned exclusion mark it (logic::detail::markSet):
// a run of whole-cell marks, then the cells' candidates; `linked` are those marked Link.
struct MarkedSet {
    std::vector<int> cells;
    logic::Role role = logic::Role::Defining;
    logic::DigitMask values = 0;
    logic::DigitMask linked = 0;
};
std::vector<MarkedSet> markedSets(const logic::Step& step);
// "r1c2, r1c3 (1, 2 and 5)": a set's cells and the values they hold between them.
QString setText(const MarkedSet& set, Shape shape, Alphabet alphabet);
// "r2c3 (4 or 7), r5c1 (4 or 9)": each cell with its own candidates.
QString cellsWithCandidates(const logic::Step& step, const MarkedSet& set, Shape shape, Alphabet alphabet);
logic::DigitMask eliminatedValues(const logic::Step& step);

// Eureka notation of a chain: (5)r1c2=(5)r1c7-(5)r4c7=(5)r4c2, with group nodes as (7)r13c7.
QString eureka(const logic::Step& step, Shape shape, Alphabet alphabet);
// The explanation of a forcing chain step (the forcing-chain techniques): each branch with what its
// assumption leads to, then why the conclusion follows; empty when the step has no branches.
QString forcingChainText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& name,
                         const QString& what);
// The explanation of a strong-links step (Explainer's strong-linked fishes): the technique's name
// with its pattern as Explainer names it ("Two strong links (a Skyscraper)", a 2-String Kite, a
// Turbot fish, 3 Skyscrapers, their grouped forms, an X-loop), the chain, and why it eliminates.
QString strongLinksText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& techniqueName,
                        const QString& what);

// The explanation of an avoidable rectangle (types 1 and 2); empty when its marks are not a rectangle.
QString avoidableRectangleText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& name,
                               const QString& what);
// The explanation of one of Explainer's unique rectangles or loops, with its type and shape.
QString uniqueLoopText(const logic::Step& step, Shape shape, Alphabet alphabet, const QString& what);

// What each cell that loses candidates keeps (its Target marks): "r4c5 is 2, 4, 6 or 8"; with
// `bounds`, a thermometer's or a between line's, "r2c3 is at least 3 and at most 7".
// (constraint_step_text.cpp)
QString keptText(const logic::Step& step, Shape shape, Alphabet alphabet, bool bounds);
// The words of a constraint step (core's techniques/constraint_steps.cpp), or empty for other steps.
QString constraintStepText(const logic::Step& step, Shape shape, Alphabet alphabet);

} // namespace qudoku::text::words
