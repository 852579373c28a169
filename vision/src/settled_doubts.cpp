#include "settled_doubts.h"

#include "qudoku/grid.h"
#include "qudoku/solver.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace qudoku::vision {
namespace {

// 0, 1 or 2 (two or more); nullopt when stopped. `solution`, when given, gets the one solution.
std::optional<int> solutionsOf(const Grid& grid, std::stop_token stop, Grid* solution = nullptr)
{
    if (stop.stop_requested())
        return std::nullopt;
    SolveOptions options;
    options.limit = 2;
    options.keep = solution ? 1 : 0;
    options.stop = std::move(stop);
    SolveResult result = solve(grid, options);
    if (result.status == SolveStatus::Cancelled)
        return std::nullopt;
    if (solution && result.count == 1)
        *solution = std::move(result.solutions.front());
    return static_cast<int>(std::min<std::uint64_t>(result.count, 2));
}

} // namespace

void settleByThePuzzle(Reading& reading, const std::array<CellEvidence, 81>& evidence, std::stop_token stop)
{
    if (reading.suspect.empty() || static_cast<int>(reading.suspect.size()) > kMaxSettledDoubts)
        return;
    Grid grid(Shape{3, 3});
    for (int cell = 0; cell < 81; ++cell)
        grid.set(cell, reading.cells[static_cast<std::size_t>(cell)].digit);
    for (int cell : reading.suspect) {
        const CellEvidence& seen = evidence[static_cast<std::size_t>(cell)];
        if (reading.cells[static_cast<std::size_t>(cell)].digit == 0 && (seen.printedDigit || seen.unseen))
            return; // a digit of this print, or something not seen: the puzzle cannot tell
    }
    Grid solution(Shape{3, 3});
    if (solutionsOf(grid, stop, &solution) != 1)
        return;
    for (int cell : reading.suspect) {
        const CellEvidence& seen = evidence[static_cast<std::size_t>(cell)];
        const int read = reading.cells[static_cast<std::size_t>(cell)].digit;
        if (read == 0) {
            if (seen.likeliest[static_cast<std::size_t>(solution.at(cell))] >= kNotTheDigit)
                return; // a window saw the digit the puzzle puts there: it may be a given missed
            continue;
        }
        for (int other = seen.printedDigit ? 1 : 0; other <= 9; ++other) {
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
