#pragma once
// Internal: rating a candidate puzzle against a DifficultyTarget, cheaply where the answer is "no".
//
// The logic engine tries techniques in enum order and takes the first that applies. So an engine
// capped at technique T (LogicOptions::hardest) takes the very same steps as the full engine for as
// long as some technique up to T applies: if the capped run solves the puzzle, its path (and so its
// rating) is the full engine's; if it gets stuck, the full engine would need a technique after T. The
// cap for a target is the last technique that can still give the asked rating (for grade G: the last
// with grade <= G), so a capped run never tries the costly chains a target cannot use, and a stuck
// capped run is a proof that the puzzle is not what was asked. Steps are taken one at a time, so a
// candidate is also dropped at the first step that rules it out (a technique of a higher grade, a
// step rated above the range, a score past the grade's bound), long before the end of its path.
//
// Measured on 2000 random minimal 9×9 puzzles: rating each in full takes ~2 ms on average (the hard
// ones dominate); see docs/benchmarks.md for the generator's figures per grade.

#include <optional>
#include <stop_token>

#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "qudoku/rules.h"

namespace qudoku::detail {

enum class Graded { Accepted, Rejected, Cancelled };

struct Grading {
    Graded outcome = Graded::Rejected;
    // The engine's rating of the puzzle: when accepted, and when rejected only after a full rating
    // (so it can be reported as the closest so far).
    std::optional<logic::Rating> rating;
};

// Exactly: the rating must be what `target` asks. AtMost: it must not be harder (a grade up to the
// target's, an ER up to its top, steps no harder than its technique's); used to find how many clues a
// puzzle must keep to stay within a target.
enum class Bound { Exactly, AtMost };

Grading grade(const Grid& puzzle, const DifficultyTarget& target, std::stop_token stop, Bound bound = Bound::Exactly);

// The one place the generator asks for a rating under `rules`. Classic rules: grade() above; any
// other rules: the same step by step rating from the rules' candidates (logic::CandidateGrid(puzzle,
// rules): every house and constraint, the constraints' explained steps). Always a value now; the
// optional stays for callers that were written when variants could not be rated.
std::optional<Grading> gradeUnderRules(const Grid& puzzle, const Rules& rules, const DifficultyTarget& target,
                                       std::stop_token stop, Bound bound = Bound::Exactly);

// How far a rating is from the target: 0 when it is accepted, larger the further off.
double distanceTo(const DifficultyTarget& target, const logic::Rating& rating);

// The last technique (enum order) that a puzzle rated as `target` asks can need.
logic::Technique capFor(const DifficultyTarget& target);

} // namespace qudoku::detail
