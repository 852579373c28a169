#pragma once
// A test-only reference for counting solutions under a set of rules, independent of the variant
// engine: shared by tst_variant_solver (the engine agrees with it) and tst_generator_variants
// (generated puzzles are unique by it too).

#include <cstdint>

#include "qudoku/constraints.h"
#include "qudoku/grid.h"
#include "qudoku/houses.h"
#include "qudoku/rules.h"

namespace qudoku::test {

// The reference: row-major backtracking, digits in order, a placement kept when no house through the
// cell holds its digit twice and no constraint's rule (constraints.h) reports a violation. Counts
// solutions up to `limit`.
class RulesReference {
public:
    explicit RulesReference(const Rules& rules) : rules_(rules), houses_(rules) {}

    std::uint64_t count(Grid grid, std::uint64_t limit) {
        limit_ = limit;
        found_ = 0;
        for (int c = 0; c < grid.cellCount(); ++c)
            if (!grid.isEmpty(c) && !fits(grid, c)) return 0;
        fill(grid, 0);
        return found_;
    }

private:
    bool fits(const Grid& grid, int cell) const {
        for (int h : houses_.housesOf(cell))
            for (int other : houses_.all()[static_cast<std::size_t>(h)].cells)
                if (other != cell && grid.at(other) == grid.at(cell)) return false;
        for (const Constraint& c : rules_.constraints)
            if (!constraintViolations(rules_, c, grid).empty()) return false;
        return true;
    }

    void fill(Grid& grid, int cell) {
        if (found_ >= limit_) return;
        while (cell < grid.cellCount() && !grid.isEmpty(cell)) ++cell;
        if (cell == grid.cellCount()) {
            ++found_;
            return;
        }
        for (int d = 1; d <= grid.size() && found_ < limit_; ++d) {
            grid.set(cell, d);
            if (fits(grid, cell)) fill(grid, cell + 1);
        }
        grid.set(cell, 0);
    }

    const Rules& rules_;
    Houses houses_;
    std::uint64_t limit_ = 0;
    std::uint64_t found_ = 0;
};

} // namespace qudoku::test
