#include "solve_checks.h"

#include <algorithm>

#include "fuzz_check.h"
#include "grid_checks.h"
#include "qudoku/conflicts.h"

namespace qudoku::fuzz {

namespace {

// Whether `c` is a clash of `grid`, from the rules (findConflicts builds the library's houses, which
// cost more than the solve on small grids): two cells of the house it names hold its value.
bool isClash(const Grid& grid, const Conflict& c) {
    const Shape shape = grid.shape();
    const int n = shape.size();
    if (c.first < 0 || c.first >= c.second || c.second >= grid.cellCount() || c.houseIndex < 0 || c.houseIndex >= n)
        return false;
    if (grid.at(c.first) != c.value || grid.at(c.second) != c.value || c.value == 0) return false;
    const auto inHouse = [&](int cell) {
        switch (c.kind) {
        case HouseKind::Row: return shape.rowOf(cell) == c.houseIndex;
        case HouseKind::Column: return shape.colOf(cell) == c.houseIndex;
        case HouseKind::Box:
            return (shape.rowOf(cell) / shape.boxRows) * (n / shape.boxCols) + shape.colOf(cell) / shape.boxCols ==
                   c.houseIndex;
        case HouseKind::Region: // solve(grid) has classic rules: no other houses
        case HouseKind::Diagonal:
        case HouseKind::Window:
        case HouseKind::DisjointGroup:
        case HouseKind::ExtraRegion: return false;
        }
        return false;
    };
    return inHouse(c.first) && inHouse(c.second);
}

} // namespace

void checkSolveResult(const Grid& grid, const SolveOptions& options, const SolveResult& r) {
    const std::uint64_t limit = std::max<std::uint64_t>(options.limit, 1);
    const bool clashes = hasConflicts(grid);
    FUZZ_REQUIRE(clashes == (r.status == SolveStatus::InvalidInput), "clashing givens, and only they, are invalid input");
    if (clashes) {
        FUZZ_REQUIRE(r.count == 0 && r.solutions.empty(), "invalid input has no solution");
        FUZZ_REQUIRE(!r.conflicts.empty(), "invalid input names its clashes");
        for (const Conflict& c : r.conflicts) FUZZ_REQUIRE(isClash(grid, c), "a clash named is one");
        return;
    }
    FUZZ_REQUIRE(r.conflicts.empty(), "a valid grid has no clashes to report");
    switch (r.status) {
    case SolveStatus::SolvedUnique: FUZZ_REQUIRE(r.count == 1 && limit > 1, "unique: one solution, proved"); break;
    case SolveStatus::SolvedMultiple:
        FUZZ_REQUIRE(r.count >= 2 && r.count < limit, "multiple: an exact count below the limit");
        break;
    case SolveStatus::NoSolution: FUZZ_REQUIRE(r.count == 0, "no solution: none found"); break;
    case SolveStatus::LimitReached: FUZZ_REQUIRE(r.count == limit, "limit reached: exactly the limit found"); break;
    case SolveStatus::Cancelled: FUZZ_REQUIRE(r.count < limit, "cancelled before the limit"); break;
    case SolveStatus::InvalidInput: break;
    }
    FUZZ_REQUIRE(r.solutions.size() == std::min<std::uint64_t>(r.count, options.keep), "as many solutions kept as asked");
    for (std::size_t i = 0; i < r.solutions.size(); ++i) {
        FUZZ_REQUIRE(isValidSolution(r.solutions[i]), "a solution follows the rules");
        FUZZ_REQUIRE(keepsGivens(grid, r.solutions[i]), "a solution keeps the givens");
        for (std::size_t j = 0; j < i; ++j) FUZZ_REQUIRE(!(r.solutions[i] == r.solutions[j]), "solutions are distinct");
    }
}

SolutionBounds boundsOf(const SolveResult& r) {
    switch (r.status) {
    case SolveStatus::SolvedUnique:
    case SolveStatus::SolvedMultiple:
    case SolveStatus::NoSolution:
    case SolveStatus::InvalidInput: return {r.count, static_cast<long long>(r.count)};
    case SolveStatus::LimitReached:
    case SolveStatus::Cancelled: return {r.count, -1};
    }
    return {};
}

bool agree(const SolveResult& a, const SolveResult& b) {
    const SolutionBounds x = boundsOf(a), y = boundsOf(b);
    const auto within = [](std::uint64_t low, const SolutionBounds& other) {
        return other.high < 0 || low <= static_cast<std::uint64_t>(other.high);
    };
    return within(x.low, y) && within(y.low, x);
}

} // namespace qudoku::fuzz
