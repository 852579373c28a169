#pragma once
// Logic steps in words. Core's steps are data (technique, placements, eliminations, pattern with
// roles, houses, links); these functions word them in English through
// QCoreApplication::translate("StepText", ...), for the hint panel, the solution path and
// `qudoku-cli --explain`. Cells are named in the players' notation (r4c6), houses as "row 4",
// "column 6", "box 5" (boxes numbered row-major from 1); values as the board spells them (the
// game's alphabet: "r4c6=7" on 9×9, "r12c3=P" on a 16×16 grid in letters).

#include <QString>

#include "qudoku/logic/engine.h"
#include "qudoku/logic/geometry.h"
#include "qudoku/logic/mistakes.h"
#include "qudoku/logic/step.h"
#include "qudoku/logic/technique.h"
#include "qudoku/shape.h"
#include "qudoku/symbols.h"

namespace qudoku::text {

// "Hidden single", "X-Wing", "Unique rectangle type 2", ...
QString techniqueName(logic::Technique technique);
// "easy", "medium", "hard", "very hard", "extreme" (lower case, for use inside sentences). Grade::Unfair
// is "very hard" to players; its key (gradeKey) stays "unfair" in files, puzzle codes and the CLI.
QString gradeName(logic::Grade grade);
// "row 4", "column 6", "box 5" for a house index of logic::Geometry.
QString houseName(Shape shape, int house);
// Any house of a rule set (issue 33): also "region 3" (jigsaw), "the diagonal r1c1–r9c9", "window
// 2", "disjoint group 5", "extra region 1".
QString houseName(const logic::Geometry& geometry, int house);

// Hint rung 1: where to look, without naming the technique or the answer, e.g. "Look at box 5."
QString areaHint(const logic::Step& step, Shape shape);
// Hint rung 2: the technique, still without the answer, e.g. "There is a hidden single in box 5."
QString techniqueHint(const logic::Step& step, Shape shape);
// Hint rung 3 and the solution path: the full deduction in one or two sentences, built from the
// step's data, e.g. "Hidden single: in box 5, only r4c6 can hold 7."
QString explanation(const logic::Step& step, Shape shape, Alphabet alphabet);
// The same three for a state of any rules (CandidateGrid::geometry()): houses named as the rules
// have them. Classic geometry words steps exactly as the Shape overloads do.
QString areaHint(const logic::Step& step, const logic::Geometry& geometry);
QString techniqueHint(const logic::Step& step, const logic::Geometry& geometry);
QString explanation(const logic::Step& step, const logic::Geometry& geometry, Alphabet alphabet);

// The mistakes-first hint: e.g. "r3c4 holds 5, which is not the solution's digit there." or
// "The pencil marks of r2c2 leave out the digit that belongs there."
QString mistakeText(const logic::Mistake& mistake, Shape shape, Alphabet alphabet);

// Why there is no step, when the engine knows more than "no technique applies" (the hint panel and
// the solution path say the same): every candidate left is in some solution (StuckReason::
// NoCertainStep), or a search grew past its limit (StuckReason::SearchTooLarge; `severalSolutions`:
// the puzzle has more than one). Empty for StuckReason::NoTechnique, which each panel words itself.
QString stuckText(logic::StuckReason reason, bool severalSolutions);

} // namespace qudoku::text
