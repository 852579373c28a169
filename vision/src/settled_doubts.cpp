#include "settled_doubts.h"

#include "qudoku/grid.h"
#include "qudoku/solver.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace qudoku::vision {
namespace {

// 0, 1 or 2 (two or more); nullopt when stopped.
std::optional<int> solutionsOf(const Grid& grid, std::stop_token stop)
{
    if (stop.stop_requested())
        return std::nullopt;
    SolveOptions options;
    options.limit = 2;
    options.keep = 0;
    options.stop = std::move(stop);
    const SolveResult result = solve(grid, options);
    if (result.status == SolveStatus::Cancelled)
        return std::nullopt;
    return static_cast<int>(std::min<std::uint64_t>(result.count, 2));
}

} // namespace

void settleByThePuzzle(Reading& reading, const std::array<bool, 81>& printedDigit, std::stop_token stop)
{
    if (reading.suspect.empty() || static_cast<int>(reading.suspect.size()) > kMaxSettledDoubts)
        return;
    Grid grid(Shape{3, 3});
    for (int cell = 0; cell < 81; ++cell)
        grid.set(cell, reading.cells[static_cast<std::size_t>(cell)].digit);
    for (int cell : reading.suspect)
        if (reading.cells[static_cast<std::size_t>(cell)].digit == 0)
            return;
    if (solutionsOf(grid, stop) != 1)
        return;
    for (int cell : reading.suspect) {
        const int read = reading.cells[static_cast<std::size_t>(cell)].digit;
        for (int other = printedDigit[static_cast<std::size_t>(cell)] ? 1 : 0; other <= 9; ++other) {
            if (other == read)
                continue;
            grid.set(cell, other);
            const std::optional<int> solutions = solutionsOf(grid, stop);
            grid.set(cell, read);
            if (solutions != 0 && solutions != 2)
                return; // another reading makes a proper puzzle too (or the work was stopped)
        }
    }
    reading.suspect.clear();
}

} // namespace qudoku::vision
