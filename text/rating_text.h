#pragma once
// Ratings in words: the grade, ER/EP/ED and the score, for the status bar, the solution path and the
// statistics, through QCoreApplication::translate("StepText", ...).

#include <QString>

#include "qudoku/logic/engine.h"

namespace qudoku::text {

// A whole rating on one line, the grade in words first: "Hard: ER 3.4, EP 2.0, ED 1.2, score 612"
// or, when logic alone does not solve the puzzle, "ER 3.4 so far, EP 2.0, ED 1.2; needs techniques
// beyond the engine, or guessing".
QString ratingText(const logic::Rating& rating);

// ratingText() and what its numbers mean, one per line, for a tooltip: ER the hardest step, EP the
// hardest before the first digit is placed, ED the first step, the score.
QString ratingDetail(const logic::Rating& rating);

// A rating in plain words for players: the grade and what it rests on (logic::GradeBasis). A grade
// its hardest technique makes names that technique: "Hard — needs X-Wing", "Easy — singles only". A
// grade the length of the solve makes says so, with the hardest technique on the way: "Hard — a long
// solve: 63 steps, none harder than Hidden pair" (never "needs" a technique of a lower grade). When
// logic alone does not solve it: "Extreme — beyond the techniques Qudoku knows". Grade::Unfair is
// "Very hard". ratingText() is the detail behind it.
QString plainRating(const logic::Rating& rating);

} // namespace qudoku::text
