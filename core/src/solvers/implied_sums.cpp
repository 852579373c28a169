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
#include <bitset>

#include "constraints/unit.h"

namespace qudoku::detail {

namespace {

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
    const int n = rules.size;
    const int houseTotal = n * (n + 1) / 2;
    if (n > 16) return {}; // (the search's sums read 16-digit tables: search_sums.h)
    // Cell sets as bitsets (N <= 16: 256 cells): compiling is per solve, and per merge when the
    // generator builds a killer, so this stays a few µs a union (vectors per union cost 0.15 ms a 9×9).
    using Cells = std::bitset<256>;
    struct Cage {
        Cells cells;
        int sum;
    };
    std::vector<Cage> cages;
    // The cages' own cell sets and the sums derived so far, with their sizes (a linear look; a few
    // hundred at most).
    std::vector<std::pair<int, Cells>> seen;
    Cells known; // the cells of one-cell cages: digits known, no sum over them alone says more
    for (const Constraint& c : rules.constraints)
        if (c.kind == ConstraintKind::KillerCage && !c.values.empty() && c.cells.size() == 1 && !c.cells[0].empty()) {
            Cage cage{{}, c.values[0]};
            for (int cell : c.cells[0]) cage.cells.set(static_cast<std::size_t>(cell));
            if (c.cells[0].size() == 1) known |= cage.cells;
            else seen.emplace_back(static_cast<int>(c.cells[0].size()), cage.cells);
            cages.push_back(cage);
        }
    if (cages.empty() || known.count() == cages.size()) return {};
    std::vector<Cells> houseBits(houses.all().size());
    for (std::size_t h = 0; h < houses.all().size(); ++h)
        for (int cell : houses.all()[h].cells) houseBits[h].set(static_cast<std::size_t>(cell));

    std::vector<ImpliedSum> out;
    const auto add = [&](const Cells& cells, int sum) {
        if ((cells & ~known).none()) return; // (none at all, too)
        const int size = static_cast<int>(cells.count());
        const int first = static_cast<int>(cells._Find_first());
        // Cells sharing one complete house: a cage (differing digits, exact).
        bool oneHouse = false;
        for (int h : houses.housesOf(first))
            if (houses.all()[static_cast<std::size_t>(h)].complete && (cells & ~houseBits[static_cast<std::size_t>(h)]).none()) oneHouse = true;
        // A whole house is no news; a repeating sum is narrowed exactly only while small (above).
        if (oneHouse ? size >= n : size * n >= constraints::kExactSums) return;
        for (const auto& [seenSize, seenCells] : seen)
            if (seenSize == size && seenCells == cells) return;
        seen.emplace_back(size, cells);
        std::vector<int> list;
        for (std::size_t c = cells._Find_first(); c < cells.size(); c = cells._Find_next(c)) list.push_back(static_cast<int>(c));
        ImpliedSum s;
        s.sum = sum;
        s.oneHouse = oneHouse;
        if (oneHouse) {
            s.cells = std::move(list);
            s.runs.assign(s.cells.size(), 0);
        } else cutIntoRuns(houses, list, s);
        out.push_back(std::move(s));
    };

    const auto unionOf = [&](const Cells& u, int houseCount) {
        int innieSum = houseCount * houseTotal, overSum = 0;
        Cells taken, inside, outies;
        for (const Cage& cage : cages) {
            if ((cage.cells & u).none() || (cage.cells & taken).any()) continue;
            taken |= cage.cells;
            if ((cage.cells & ~u).none()) {
                innieSum -= cage.sum;
                inside |= cage.cells;
            } else {
                overSum += cage.sum;
                outies |= cage.cells & ~u;
            }
        }
        const Cells innies = u & ~inside;
        if (innies != u) add(innies, innieSum);
        if ((innies & ~taken).none() && outies.any()) add(outies, overSum - innieSum);
    };

    for (std::size_t h = 0; h < houses.all().size(); ++h)
        if (houses.all()[h].complete) unionOf(houseBits[h], 1);
    for (int lines = 2; lines <= n; ++lines)
        for (int first = 0; first + lines <= n; ++first) {
            Cells rows, columns;
            for (int r = first; r < first + lines; ++r)
                for (int c = 0; c < n; ++c) {
                    rows.set(static_cast<std::size_t>(r * n + c));
                    columns.set(static_cast<std::size_t>(c * n + r));
                }
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
