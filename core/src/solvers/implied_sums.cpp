// The rule of 45, as implied sums (implied_sums.h). A complete house holds 1..N once each, so its
// digits add up to N(N+1)/2; k disjoint complete houses (a row, k consecutive rows or columns, the
// whole grid) add up to k times that. Over such a union U, with the cages that have a sum taken
// disjoint (rules may overlap cages; a disjoint choice keeps the arithmetic exact), any set P of
// those cages gives: the cells of P outside U, less the cells of U outside P, add up to P's sums
// less U's total. The choices of P kept:
//   - innies: P the cages wholly inside U (U less them adds up to U's total less their sums);
//   - outies: when every other cell of U is in a cage sticking out of U, P all the cages meeting U
//     (the cells those cages have outside U add up to their sums less the innies' total);
//   - innies less outies: P the cages with more than half their cells inside U, when the smaller
//     side has at most 2 cells and both together at most N ("r3c4 + r4c4 - r6c1 = 7");
//   - one house, a cage sticking out of it by one cell: P that cage and the cages inside (the cell
//     outside less the house's cells outside P), 6 cells at most.
// The last two are what ISS's optimizer derives besides (its innie-outie and hidden-cage sums,
// `_makeInnieOutieSumHandlers`, `_makeHiddenCageHandlers`): turned off one at a time in ISS itself
// they cost it 3.4x and 1.9x its values tried on 7 of its hard killers, and here they took TAREK_ALL 1-10
// from 1990, 2774, 431, 1502, 1173, 561, 705, 729, 13129, 3674 nodes to 390, 194, 111, 176, 682,
// 323, 555, 425, 7953, 1864 (the search of before, release, count to 2).
// The whole grid's innies are the cells outside every cage (ISS's `_fillInSumGap`). A sum whose cells
// share one complete house is a cage of its own (kSearchCage, search_sums.cpp); the others are
// sums whose digits may repeat between houses, narrowed per run of cells sharing a house and a sign
// (kSearchRunSum). Only complete houses give totals: an extra region of fewer cells, a cage without
// a sum, say nothing.
//
// The unions: every complete house alone (rows, columns, boxes or jigsaw regions, diagonals,
// windows of N cells), and k = 2 .. N consecutive rows and columns (bands of boxes among them). The
// Interactive Sudoku Solver derives the same kinds at set-up (js/solver/optimizer.js, `_optimizeSums`);
// this is written from the rule, not from its code.
//   Not kept: ISS's unions of the first k boxes in reading order besides (EXTREME_KILLERS,
//   TAREK_ALL, HS_KILLERS with the search's scores: nodes 0.93x, CPU time 1.05x at the geometric
//   mean); the one-cell-out sums for bands too (nodes 0.99x, time 1.09x). The first k boxes again on
//   MATHEMAGIC_KILLERS (issue 34, round 3, with the search as then): 1, 2, 6, 12 from 121,269,
//   244,265, 276,313, 119,469 to 148,515, 264,306, 260,500, 61,258 nodes: mixed; still not kept.
//   Not kept: runs over killer cages as well as complete houses (a cage's cells differ too, as ISS
//   groups a sum's cells by all their exclusions, so runs get longer and the bounds tighter): ISS's
//   MATHEMAGIC_KILLERS 1-9 and 11 with the exact narrowing of 3 open cells (search_sums.cpp), release,
//   count to 2, nodes without -> with: 202,848 -> 324,319, >513k -> >642k (both unfinished in 12 s
//   of CPU), 304,654 -> 421,331, 536,303 -> 374,016, 152,148 -> 168,647, 388,053 -> 373,608,
//   335,027 -> 402,341, 361,919 -> 400,473, 545,606 -> 390,698, 405,886 -> 461,668: level.
// A sum found twice, mirrored, is kept once. A border between two unions gives an innie-outie
// difference from each side: A - B = s from one, B - A = -s from the other (12 of the 69 implied
// sums of ISS's MATHEMAGIC_KILLERS 1 and 12). Both were narrowed, the second finding again what the
// first had (digits cut per narrowing, MATHEMAGIC 1 and 12: 0.000-0.026 for the second copies,
// 0.10-0.54 for the other sums; the copies were 9 % of all narrowings). The copy now adds to the
// first's weight (implied_sums.h), which the search's cell priorities count as ISS's optimizer
// counts its two handlers: with the copies dropped outright (weight 1) the search took other paths
// (MATHEMAGIC 1 177,740 -> 343,478 nodes, 12 132,460 -> 195,615). Release, count to 2, pinned, the
// other core busy (load average 4-5), 2026-11-30: MATHEMAGIC 1-14 at the geometric mean nodes
// 284,046 -> 291,491 (one unfinished in 15 s of CPU -> none), CPU 8.86 -> 7.82 s (0.88x); on
// MATHEMAGIC 12 (the same 132,460 nodes both ways) 4.30-4.76 -> 3.96-4.19 s, three runs each in turn.

#include "implied_sums.h"

#include <algorithm>
#include <bitset>

#include "constraints/unit.h"

namespace qudoku::detail {

namespace {

// Innie-outie differences kept: at most this many cells on the smaller side, and the sides together
// at most N (ISS's optimizer keeps the same).
constexpr std::size_t kMostlyMinus = 2;
// A house less a cage sticking out of it by one cell: at most this many cells in all.
constexpr std::size_t kOutByOneCells = 6;

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
    struct Seen {
        int size;
        Cells plus, minus;
        int index = -1, sum = 0; // the implied sum's place in `out` (-1: a cage) and its sum
    };
    std::vector<Seen> seen;
    Cells known; // the cells of one-cell cages: digits known, no sum over them alone says more
    for (const Constraint& c : rules.constraints)
        if (c.kind == ConstraintKind::KillerCage && !c.values.empty() && c.cells.size() == 1 && !c.cells[0].empty()) {
            Cage cage{{}, c.values[0]};
            for (int cell : c.cells[0]) cage.cells.set(static_cast<std::size_t>(cell));
            if (c.cells[0].size() == 1) known |= cage.cells;
            else seen.push_back({static_cast<int>(c.cells[0].size()), cage.cells, {}, -1, 0});
            cages.push_back(cage);
        }
    if (cages.empty() || known.count() == cages.size()) return {};
    std::vector<Cells> houseBits(houses.all().size());
    for (std::size_t h = 0; h < houses.all().size(); ++h)
        for (int cell : houses.all()[h].cells) houseBits[h].set(static_cast<std::size_t>(cell));

    std::vector<ImpliedSum> out;
    // `plus` less `minus` adds up to `sum` (minus: none for a plain sum).
    const auto add = [&](Cells plus, Cells minus, int sum) {
        if (plus.none()) std::swap(plus, minus), sum = -sum;
        const Cells cells = plus | minus;
        if ((cells & ~known).none()) return; // (none at all, too)
        const int size = static_cast<int>(cells.count());
        const int first = static_cast<int>(cells._Find_first());
        // Cells sharing one complete house: a cage (differing digits, exact).
        bool oneHouse = false;
        if (minus.none())
            for (int h : houses.housesOf(first))
                if (houses.all()[static_cast<std::size_t>(h)].complete && (cells & ~houseBits[static_cast<std::size_t>(h)]).none()) oneHouse = true;
        // A whole house is no news; a sum over several houses is kept up to N cells (as ISS's
        // optimizer keeps its innie-outie sums) and while cells × N < kExactSums (16×16: 7 cells,
        // as before): the larger ones, narrowed by bounds only, cost more than they found (9×9,
        // up to 13 cells against up to 9: ISS's hard killers, 55 of them, nodes 0.86x and CPU time
        // 0.78x at the geometric mean with up to 9; up to 6 or 7 cells 0.94-0.97x and 0.81-0.83x,
        // up to 8 as 9).
        if (oneHouse ? size >= n : size > n || size * n >= constraints::kExactSums) return;
        for (const Seen& s : seen) {
            if (s.size == size && s.plus == plus && s.minus == minus) return;
            // The same sum mirrored (B - A = -s for A - B = s): one more weight (implied_sums.h).
            // (Two that disagree stay: the puzzle has no solution, and the pair says so at once.)
            // Only below 16×16: there the exact narrowing of 4 open cells needs their largest digits
            // to add up to less than 64 (search_sums.cpp), which one copy (negated cells reflected)
            // may meet when the other does not; 16×16 killer generation was slower with one copy
            // (4 killers, median 18.2 and 18.8 s -> 33.4 and 27.9 s; load average 5-8).
            if (n < 16 && s.index >= 0 && s.size == size && s.plus == minus && s.minus == plus && s.sum == -sum) {
                ++out[static_cast<std::size_t>(s.index)].weight;
                return;
            }
        }
        seen.push_back({size, plus, minus, static_cast<int>(out.size()), sum});
        const auto list = [](const Cells& bits) {
            std::vector<int> ids;
            for (std::size_t c = bits._Find_first(); c < bits.size(); c = bits._Find_next(c)) ids.push_back(static_cast<int>(c));
            return ids;
        };
        ImpliedSum s;
        s.sum = sum;
        s.oneHouse = oneHouse;
        if (oneHouse) {
            s.cells = list(plus);
            s.runs.assign(s.cells.size(), 0);
        } else {
            cutIntoRuns(houses, list(plus), s);
            const std::size_t positive = s.cells.size();
            if (minus.any()) {
                ImpliedSum negated;
                cutIntoRuns(houses, list(minus), negated);
                const int base = s.runs.back() + 1;
                s.cells.insert(s.cells.end(), negated.cells.begin(), negated.cells.end());
                for (int r : negated.runs) s.runs.push_back(base + r);
            }
            s.negated = static_cast<int>(s.cells.size() - positive);
        }
        out.push_back(std::move(s));
    };

    const auto unionOf = [&](const Cells& u, int houseCount) {
        const int total = houseCount * houseTotal;
        int innieSum = total, overSum = 0, mostlySum = 0;
        Cells taken, inside, outies, mostly;
        const Cage* crossing[256];
        int crossingCount = 0;
        for (const Cage& cage : cages) {
            if ((cage.cells & u).none() || (cage.cells & taken).any()) continue;
            taken |= cage.cells;
            const std::size_t in = (cage.cells & u).count(), size = cage.cells.count();
            if (in == size) {
                innieSum -= cage.sum;
                inside |= cage.cells;
            } else {
                overSum += cage.sum;
                outies |= cage.cells & ~u;
                crossing[crossingCount++] = &cage;
            }
            if (2 * in > size) {
                mostlySum += cage.sum;
                mostly |= cage.cells;
            }
        }
        const Cells innies = u & ~inside;
        if (innies != u) add(innies, {}, innieSum);
        if ((innies & ~taken).none() && outies.any()) add(outies, {}, overSum - innieSum);
        // The cages lying mostly inside: their cells outside U less U's cells outside them add up to
        // their sums less U's total (both sides of U's border, as ISS's optimizer pairs them).
        {
            const Cells in = u & ~mostly, beyond = mostly & ~u;
            const std::size_t a = in.count(), b = beyond.count();
            if (a && b && std::min(a, b) <= kMostlyMinus && a + b <= static_cast<std::size_t>(n)) add(beyond, in, mostlySum - total);
        }
        // One house: a cage sticking out by one cell. That cell less the house's cells outside the
        // cages inside and outside that cage adds up to the cage's sum less the innies' sum.
        if (houseCount == 1)
            for (int k = 0; k < crossingCount; ++k) {
                const Cells beyond = crossing[k]->cells & ~u;
                if (beyond.count() != 1) continue;
                const Cells in = innies & ~crossing[k]->cells;
                if (in.count() + 1 <= kOutByOneCells) add(beyond, in, crossing[k]->sum - innieSum);
            }
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
    if (!sum.oneHouse)
        for (std::size_t i = 0; i < sum.cells.size(); ++i) {
            const bool negated = i + static_cast<std::size_t>(sum.negated) >= sum.cells.size();
            c.values.push_back(negated ? -(sum.runs[i] + 1) : sum.runs[i]);
        }
    if (!sum.oneHouse) c.values.push_back(static_cast<int>(sum.cells.size()) - sum.negated); // the first negated cell
    return c;
}

} // namespace qudoku::detail
