// The rule of 45, as implied sums (implied_sums.h). A complete house holds 1..N once each, so its
// digits add up to N(N+1)/2; k disjoint complete houses (a row, k consecutive rows or columns, the
// whole grid) add up to k times that. Over such a union U, with the cages that have a sum taken
// disjoint (rules may overlap cages; a disjoint choice keeps the arithmetic exact):
//   - innies: U less the cages wholly inside it adds up to U's total less their sums;
//   - outies: when every other cell of U is in a cage sticking out of U, the cells those cages
//     have outside U add up to their sums less the innies' total.
// The whole grid's innies are the cells outside every cage (ISS's `_fillInSumGap`). A sum whose cells
// share one complete house is a cage of its own (exact narrowing: killer_cage.cpp); the others are
// sums whose digits may repeat between houses, narrowed per run of cells sharing a house
// (digit_sums.cpp), exact while cells × N < kExactSums (14 cells on 9×9) and not derived beyond.
// Only complete houses give totals: an extra region of fewer cells, a cage without a sum, say nothing.
//
// The unions: every complete house alone (rows, columns, boxes or jigsaw regions, diagonals,
// windows of N cells), and k = 2 .. N consecutive rows and columns (bands of boxes among them). The
// Interactive Sudoku Solver derives the same kinds at set-up (js/solver/optimizer.js, `_optimizeSums`);
// this is written from the rule, not from its code.

#include "implied_sums.h"

#include <algorithm>
#include <set>

#include "constraints/unit.h"

namespace qudoku::detail {

namespace {

struct Cage {
    std::vector<int> cells;
    int sum;
};

// The cells of `cells` (ascending) cut into runs that each share a complete house: greedily, the
// house holding most of the cells left first. Returns the cells in run order and the run numbers.
void cutIntoRuns(const Houses& houses, const std::vector<int>& cells, ImpliedSum& out) {
    std::vector<int> left = cells;
    int run = 0;
    while (!left.empty()) {
        const int first = left.front();
        const House* best = nullptr;
        std::size_t bestCount = 0;
        for (int h : houses.housesOf(first)) {
            const House& house = houses.all()[static_cast<std::size_t>(h)];
            if (!house.complete) continue;
            std::size_t count = 0;
            for (int c : left) count += std::binary_search(house.cells.begin(), house.cells.end(), c) ? 1u : 0u;
            if (count > bestCount) best = &house, bestCount = count;
        }
        std::vector<int> rest;
        for (int c : left) {
            const bool in = c == first || (best && std::binary_search(best->cells.begin(), best->cells.end(), c));
            if (in) {
                out.cells.push_back(c);
                out.runs.push_back(run);
            } else rest.push_back(c);
        }
        left = std::move(rest);
        ++run;
    }
}

} // namespace

std::vector<ImpliedSum> impliedSums(const Rules& rules, const Houses& houses) {
    const int n = rules.size, cellCount = n * n;
    const int houseTotal = n * (n + 1) / 2;
    std::vector<Cage> cages;
    for (const Constraint& c : rules.constraints)
        if (c.kind == ConstraintKind::KillerCage && !c.values.empty() && c.cells.size() == 1 && !c.cells[0].empty())
            cages.push_back({c.cells[0], c.values[0]});
    if (cages.empty() || n > 16) return {}; // (the search's sums read 16-digit tables: search_sums.h)
    std::set<std::vector<int>> seen; // the cages' own cell sets and the sums derived so far
    for (const Cage& c : cages) {
        std::vector<int> sorted = c.cells;
        std::sort(sorted.begin(), sorted.end());
        seen.insert(std::move(sorted));
    }

    std::vector<ImpliedSum> out;
    const auto add = [&](std::vector<int> cells, int sum) {
        if (cells.empty()) return;
        std::sort(cells.begin(), cells.end());
        // Cells sharing one complete house: a cage (differing digits, exact).
        const House* common = nullptr;
        for (int h : houses.housesOf(cells.front())) {
            const House& house = houses.all()[static_cast<std::size_t>(h)];
            if (house.complete && std::all_of(cells.begin(), cells.end(), [&](int c) { return std::binary_search(house.cells.begin(), house.cells.end(), c); })) {
                common = &house;
                break;
            }
        }
        // A whole house is no news; a repeating sum is narrowed exactly only while small (above).
        if (common ? static_cast<int>(cells.size()) >= n : static_cast<int>(cells.size()) * n >= constraints::kExactSums) return;
        if (!seen.insert(cells).second) return;
        ImpliedSum s;
        s.sum = sum;
        s.oneHouse = common != nullptr;
        if (s.oneHouse) {
            s.cells = std::move(cells);
            s.runs.assign(s.cells.size(), 0);
        } else cutIntoRuns(houses, cells, s);
        out.push_back(std::move(s));
    };

    std::vector<char> inU(static_cast<std::size_t>(cellCount)), taken(static_cast<std::size_t>(cellCount));
    const auto unionOf = [&](const std::vector<int>& cellsOfU, int houseCount) {
        std::fill(inU.begin(), inU.end(), 0);
        std::fill(taken.begin(), taken.end(), 0);
        for (int c : cellsOfU) inU[static_cast<std::size_t>(c)] = 1;
        int innieSum = houseCount * houseTotal, overSum = 0;
        std::vector<char> inCage(static_cast<std::size_t>(cellCount));
        std::vector<int> outies;
        for (const Cage& cage : cages) {
            bool disjoint = true, anyIn = false, allIn = true;
            for (int c : cage.cells) {
                disjoint = disjoint && !taken[static_cast<std::size_t>(c)];
                anyIn = anyIn || inU[static_cast<std::size_t>(c)];
                allIn = allIn && inU[static_cast<std::size_t>(c)];
            }
            if (!disjoint || !anyIn) continue;
            for (int c : cage.cells) taken[static_cast<std::size_t>(c)] = 1;
            if (allIn) {
                innieSum -= cage.sum;
                for (int c : cage.cells) inCage[static_cast<std::size_t>(c)] = 1;
            } else {
                overSum += cage.sum;
                for (int c : cage.cells)
                    if (!inU[static_cast<std::size_t>(c)]) outies.push_back(c);
            }
        }
        std::vector<int> innies;
        bool allCovered = true;
        for (int c : cellsOfU)
            if (!inCage[static_cast<std::size_t>(c)]) {
                innies.push_back(c);
                allCovered = allCovered && taken[static_cast<std::size_t>(c)];
            }
        if (innies.size() < cellsOfU.size()) add(innies, innieSum);
        if (allCovered && !outies.empty()) add(outies, overSum - innieSum);
    };

    for (const House& h : houses.all())
        if (h.complete) unionOf(h.cells, 1);
    for (int lines = 2; lines <= n; ++lines)
        for (int first = 0; first + lines <= n; ++first) {
            std::vector<int> rows, columns;
            for (int r = first; r < first + lines; ++r)
                for (int c = 0; c < n; ++c) {
                    rows.push_back(r * n + c);
                    columns.push_back(c * n + r);
                }
            std::sort(columns.begin(), columns.end());
            unionOf(rows, lines);
            if (lines < n) unionOf(columns, lines); // (all N columns are all N rows)
        }
    return out;
}

Constraint asConstraint(const ImpliedSum& sum) {
    Constraint c{ConstraintKind::KillerCage, {sum.cells}, {sum.sum}};
    if (!sum.oneHouse) c.values.insert(c.values.end(), sum.runs.begin(), sum.runs.end());
    return c;
}

} // namespace qudoku::detail
