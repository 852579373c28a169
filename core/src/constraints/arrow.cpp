// Arrow (issue 34): the digits along each arrow add up to the number in its circle (rules.h: a
// circle of several cells, a "pill", is the number its digits write one after the other, as
// SudokuVariantSolverJS reads f-puzzles' arrows).
//
// Pairwise, for a 1-cell circle only: the circle holds more than each cell of an arrow of L cells
// by L - 1 at least (the others hold 1 at least), and equals the cell of a 1-cell arrow. These
// relations give the chain engine its weak links; a pill's number is not pairwise.
//
// Narrowing, on the masks of the circle then each arrow (its first cell, a circle cell again, then
// its own cells):
//   - the circle's numbers: every way its cells' candidates write one (at most 16³ = 4,096 on 16×16
//     with a 3-cell pill; 9 for a 1-cell circle);
//   - a number stays when every arrow can add up to it (narrowRepeatingSum: exact per cell for an
//     arrow whose largest sum is below 128, by bounds beyond; the arrow's runs of cells in one row,
//     column or box differ, as a killer cage's: without that, SudokuVariantSolverJS's arrow
//     puzzles took 3.2 to 8.9 s to count, with it see docs/benchmarks.md);
//   - a circle cell keeps the digits of the numbers that stay, each arrow cell the digits that add
//     up to one of them with the others' (exact per cell on those arrows).
// So the circle and its arrows are exact per cell together when no arrow is 14 cells long or more
// on 9×9 (7 on 16×16); houses are left to the search.

#include <algorithm>
#include <bit>
#include <vector>

#include "unit.h"

namespace qudoku::constraints {

namespace {

void arrowPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    if (c.cells[0].size() != 1) return;
    const int circle = c.cells[0][0];
    for (std::size_t k = 1; k < c.cells.size(); ++k) {
        const std::vector<int>& arrow = c.cells[k];
        const int others = static_cast<int>(arrow.size()) - 2; // the arrow's cells but this one
        for (std::size_t i = 1; i < arrow.size(); ++i)
            out.relations.push_back(relation(circle, arrow[i], rules.size, [others](int x, int y) {
                return others == 0 ? x == y : x >= y + others;
            }));
    }
}

// The most cells a circle has (checkRules: 1 to 3).
constexpr int kMaxCircle = 3;

// Each way the circle's masks write a number: calls f(number, digits).
template <class F>
void forEachCircleNumber(const Mask* masks, int count, F&& f) {
    int digits[kMaxCircle] = {0, 0, 0};
    count = std::min(count, kMaxCircle);
    const auto walk = [&](auto&& self, int i) -> void {
        if (i >= count) {
            f(circleNumber(digits, count), digits);
            return;
        }
        for (Mask m = masks[i]; m; m &= m - 1) {
            digits[i] = std::countr_zero(m) + 1;
            self(self, i + 1);
        }
    };
    walk(walk, 0);
}

bool narrowArrow(const Rules& rules, const Constraint& c, Mask* masks) {
    const int n = rules.size;
    const int circleCells = static_cast<int>(c.cells[0].size());
    // The circle's numbers, sorted, once each: on the stack up to 64 of them (a 1-cell circle: its
    // digits, in order; a pill with few candidates), else on the heap (up to 16³). A vector each
    // call was 4 % of Rapid Fire Crossbow's instructions (malloc and free), the walk over a 1-cell
    // circle's digits and the sort 6 % (cachegrind).
    int stackNumbers[64];
    std::vector<int> heapNumbers;
    int* numbers = stackNumbers;
    int count = 0;
    if (circleCells == 1) {
        for (Mask m = masks[0]; m; m &= m - 1) numbers[count++] = std::countr_zero(m) + 1; // n <= 16
    } else {
        int ways = 1;
        for (int i = 0; i < circleCells; ++i) ways *= std::popcount(masks[i]);
        if (ways > 64) {
            heapNumbers.resize(static_cast<std::size_t>(ways));
            numbers = heapNumbers.data();
        }
        forEachCircleNumber(masks, circleCells, [&](int number, const int*) { numbers[count++] = number; });
        std::sort(numbers, numbers + count);
        count = static_cast<int>(std::unique(numbers, numbers + count) - numbers);
    }
    // The numbers every arrow can make (each call keeps those its arrow can make), then each arrow
    // narrowed to the numbers left: a second pass, as a later arrow may rule out a number an earlier
    // one was narrowed to (with one arrow, the first pass is exact: narrowRepeatingSum is a
    // fixpoint; half the calls on SudokuVariantSolverJS's arrow puzzles).
    const int passes = c.cells.size() > 2 ? 2 : 1;
    for (int pass = 0; pass < passes; ++pass) {
        int offset = circleCells;
        for (std::size_t k = 1; k < c.cells.size(); ++k) {
            const int length = static_cast<int>(c.cells[k].size());
            // The runs on the stack (an arrow of up to 32 cells: every published one), else on the heap.
            int stackRuns[32];
            std::vector<int> heapRuns;
            int* runs = stackRuns;
            if (length - 1 > 32) {
                heapRuns.resize(static_cast<std::size_t>(length - 1));
                runs = heapRuns.data();
            }
            const bool together = houseRuns(rules, c.cells[k].data() + 1, length - 1, runs) + 2 < length; // a run of 2 cells or more
            if (!narrowRepeatingSum(masks + offset + 1, length - 1, n, numbers, count, together ? runs : nullptr)) return false;
            offset += length;
        }
    }
    Mask kept[kMaxCircle] = {0, 0, 0};
    if (circleCells == 1) {
        for (int i = 0; i < count; ++i) kept[0] |= Mask{1} << (numbers[i] - 1);
    } else {
        forEachCircleNumber(masks, circleCells, [&](int number, const int* digits) {
            if (!std::binary_search(numbers, numbers + count, number)) return;
            for (int i = 0; i < circleCells; ++i) kept[i] |= Mask{1} << (digits[i] - 1);
        });
    }
    for (int i = 0; i < circleCells; ++i) {
        masks[i] &= kept[i];
        if (masks[i] == 0) return false;
    }
    // Each arrow's first cell is a circle cell again: the same mask.
    int offset = circleCells;
    for (std::size_t k = 1; k < c.cells.size(); ++k) {
        const auto at = std::find(c.cells[0].begin(), c.cells[0].end(), c.cells[k][0]);
        masks[offset] &= masks[at - c.cells[0].begin()];
        if (masks[offset] == 0) return false;
        offset += static_cast<int>(c.cells[k].size());
    }
    return true;
}

// Broken on a partial grid: the circle filled and an arrow's digits so far, with 1 for each empty
// cell, more than its number; or an arrow and the circle filled and the sum not the number.
void arrowViolations(const Rules&, const Constraint& c, const Grid& grid, std::vector<std::vector<int>>& out) {
    int digits[kMaxCircle] = {0, 0, 0};
    bool circleFull = true;
    for (std::size_t i = 0; i < c.cells[0].size(); ++i) {
        digits[i] = grid.at(c.cells[0][i]);
        circleFull = circleFull && digits[i] != 0;
    }
    if (!circleFull) return;
    const int number = circleNumber(digits, static_cast<int>(c.cells[0].size()));
    for (std::size_t k = 1; k < c.cells.size(); ++k) {
        const std::vector<int>& arrow = c.cells[k];
        int least = 0;
        bool full = true;
        for (std::size_t i = 1; i < arrow.size(); ++i) {
            const int v = grid.at(arrow[i]);
            least += v != 0 ? v : 1;
            full = full && v != 0;
        }
        if (least > number || (full && least != number)) {
            std::vector<int> cells = c.cells[0];
            cells.insert(cells.end(), arrow.begin() + 1, arrow.end());
            std::sort(cells.begin(), cells.end());
            out.push_back(std::move(cells));
        }
    }
}

} // namespace

int circleNumber(const int* digits, int count) {
    int number = 0;
    for (int i = 0; i < count; ++i) {
        int scale = 10;
        while (scale <= digits[i]) scale *= 10;
        number = number * scale + digits[i];
    }
    return number;
}

const Unit kArrow{ConstraintKind::Arrow, nullptr, arrowPairs, narrowArrow, arrowViolations};

} // namespace qudoku::constraints
