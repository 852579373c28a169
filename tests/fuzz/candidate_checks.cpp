#include "candidate_checks.h"

#include "fuzz_check.h"

namespace qudoku::fuzz {

void checkCandidateGrid(const logic::CandidateGrid& state) {
    const int n = state.size();
    int empty = 0;
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        const logic::DigitMask candidates = state.candidates(cell);
        FUZZ_REQUIRE((candidates & ~logic::allDigits(n)) == 0, "candidates are values of the grid");
        for (int v = 1; v <= n; ++v)
            FUZZ_REQUIRE(state.cellsWithCandidate(v).contains(cell) == state.hasCandidate(cell, v),
                         "the cells of a value agree with the cells' candidates");
        if (!state.isSolved(cell)) {
            ++empty;
            FUZZ_REQUIRE(state.emptyCells().contains(cell), "an empty cell is among the empty cells");
            FUZZ_REQUIRE(!state.isGiven(cell), "an empty cell is no given");
            continue;
        }
        const int value = state.value(cell);
        FUZZ_REQUIRE(value >= 1 && value <= n, "a solved cell holds a value of the grid");
        FUZZ_REQUIRE(candidates == 0, "a solved cell has no candidates");
        FUZZ_REQUIRE(!state.emptyCells().contains(cell), "a solved cell is not among the empty cells");
        FUZZ_REQUIRE(!state.geometry().peers(cell).intersects(state.cellsWithCandidate(value)),
                     "a placed value is no candidate of its peers");
    }
    FUZZ_REQUIRE(state.emptyCount() == empty, "the empty cells are counted right");
    FUZZ_REQUIRE(state.grid().filledCount() == state.cellCount() - empty, "the grid holds the placed values");
}

} // namespace qudoku::fuzz
