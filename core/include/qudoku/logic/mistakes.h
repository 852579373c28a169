#pragma once
// The first thing a hint must say: what the player got wrong. Compares the player's digits and
// pencil marks with the puzzle's solution.

#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/candidate_grid.h"

namespace qudoku::logic {

enum class MistakeKind {
    WrongDigit,      // the cell holds a digit the solution does not have there
    TrueDigitMissing // the cell's pencil marks leave out the digit the solution has there
};

struct Mistake {
    int cell = 0;
    int value = 0; // the wrong digit, or the left-out digit
    MistakeKind kind = MistakeKind::WrongDigit;
    friend bool operator==(const Mistake&, const Mistake&) = default;
};

// Every mistake in `current` (givens plus player digits) and `pencilMarks` (one mask per cell, zero
// for a cell without marks; may be empty) against `solution`, in cell order. Precondition: same shape.
std::vector<Mistake> findMistakes(const Grid& current, const std::vector<DigitMask>& pencilMarks,
                                  const Grid& solution);

} // namespace qudoku::logic
