#include "puzzle_solutions.h"

#include "qudoku/grid.h"
#include "qudoku/solver.h"

#include <algorithm>
#include <cstdint>

namespace qudoku::vision {

namespace {

Grid gridOf(const std::array<CellReading, 81>& cells)
{
    Grid grid(Shape{3, 3});
    for (int cell = 0; cell < 81; ++cell)
        grid.set(cell, cells[static_cast<std::size_t>(cell)].digit);
    return grid;
}

} // namespace

std::optional<int> solutionsOf(const std::array<CellReading, 81>& cells, std::stop_token stop)
{
    if (stop.stop_requested())
        return std::nullopt;
    const Grid grid = gridOf(cells);
    SolveOptions options;
    options.limit = 2;
    options.keep = 0;
    options.stop = std::move(stop);
    const SolveResult result = solve(grid, options);
    if (result.status == SolveStatus::Cancelled)
        return std::nullopt;
    return static_cast<int>(std::min<std::uint64_t>(result.count, 2));
}

std::optional<std::array<int, 81>> onlySolution(const std::array<CellReading, 81>& cells, std::stop_token stop)
{
    if (stop.stop_requested())
        return std::nullopt;
    SolveOptions options;
    options.limit = 2;
    options.keep = 1;
    options.stop = std::move(stop);
    const SolveResult result = solve(gridOf(cells), options);
    if (result.status == SolveStatus::Cancelled || result.count != 1)
        return std::nullopt;
    std::array<int, 81> solution{};
    for (int cell = 0; cell < 81; ++cell)
        solution[static_cast<std::size_t>(cell)] = result.solutions[0].at(cell);
    return solution;
}

std::optional<std::vector<int>> openCells(const std::array<CellReading, 81>& cells, std::stop_token stop)
{
    if (stop.stop_requested())
        return std::nullopt;
    Grid grid = gridOf(cells);
    SolveOptions options;
    options.limit = 2;
    options.keep = 2;
    options.stop = stop;
    SolveResult result = solve(grid, options);
    if (result.status == SolveStatus::Cancelled)
        return std::nullopt;
    std::vector<int> open;
    if (result.count < 2)
        return open;
    const Grid first = result.solutions[0];
    std::array<bool, 81> isOpen{};
    auto differing = [&](const Grid& other) {
        for (int cell = 0; cell < 81; ++cell)
            if (other.at(cell) != first.at(cell))
                isOpen[static_cast<std::size_t>(cell)] = true;
    };
    differing(result.solutions[1]);
    // Each other empty cell: open when a solution with another digit there exists (and every cell
    // that solution differs in is open too).
    options.limit = 1;
    options.keep = 1;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.at(cell) != 0 || isOpen[static_cast<std::size_t>(cell)])
            continue;
        if (stop.stop_requested())
            return std::nullopt;
        for (int digit = 1; digit <= 9 && !isOpen[static_cast<std::size_t>(cell)]; ++digit) {
            if (digit == first.at(cell))
                continue;
            grid.set(cell, digit);
            solveInto(grid, options, result);
            grid.set(cell, 0);
            if (result.status == SolveStatus::Cancelled)
                return std::nullopt;
            if (result.count > 0)
                differing(result.solutions[0]);
        }
    }
    for (int cell = 0; cell < 81; ++cell)
        if (isOpen[static_cast<std::size_t>(cell)])
            open.push_back(cell);
    return open;
}

} // namespace qudoku::vision
