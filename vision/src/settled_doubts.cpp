#include "settled_doubts.h"

#include "puzzle_solutions.h"

#include <cstddef>
#include <optional>

namespace qudoku::vision {

void settleByThePuzzle(Reading& reading, const std::array<bool, 81>& printedDigit, std::stop_token stop)
{
    if (reading.suspect.empty() || static_cast<int>(reading.suspect.size()) > kMaxSettledDoubts)
        return;
    std::array<CellReading, 81> cells = reading.cells;
    for (int cell : reading.suspect)
        if (reading.cells[static_cast<std::size_t>(cell)].digit == 0)
            return;
    if (solutionsOf(cells, stop) != 1)
        return;
    for (int cell : reading.suspect) {
        const int read = reading.cells[static_cast<std::size_t>(cell)].digit;
        for (int other = printedDigit[static_cast<std::size_t>(cell)] ? 1 : 0; other <= 9; ++other) {
            if (other == read)
                continue;
            cells[static_cast<std::size_t>(cell)].digit = other;
            const std::optional<int> solutions = solutionsOf(cells, stop);
            cells[static_cast<std::size_t>(cell)].digit = read;
            if (solutions != 0 && solutions != 2)
                return; // another reading makes a proper puzzle too (or the work was stopped)
        }
    }
    reading.suspect.clear();
}

} // namespace qudoku::vision
