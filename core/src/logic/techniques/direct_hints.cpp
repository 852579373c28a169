// Sudoku Explainer's direct hints, for the se scale: a locked set that is not applied itself but shown
// to leave a hidden single, which is placed (SukakuExplainer 7c8c0bf: Locking and HiddenSet in direct
// mode, DirectLockingHint, DirectHiddenSetHint; facts read there, the code is our own). Explainer
// tries them among its singles, so they decide which easy step comes first, and a puzzle's ER when
// its hardest step is one of them: on the 17-clue puzzles a quarter get another ER without them.
//
//   Direct pointing (1.7): in a box, v lies only where the box meets a line; the line's other cells
//     cannot hold v, and in another box the line crosses, v is left with one place outside the line.
//     Direct claiming (1.9): the same with a line confined to a box, and another line through the box.
//   Direct hidden pair (2.0) and triple (2.5): in a house, d values lie only in the same d cells, so
//     those cells hold nothing else; some other value of the house is then left with one place.
// The step places that value; the locked set's own eliminations are not made (Explainer applies only
// the placement; the set is found again later if it still eliminates something).
//
// Explainer's search order, followed because the first hint is the step:
// - pointing and claiming: the house kinds (box and column, box and row, column and box, row and box),
//   then the value, then the first house, then the second, then the other house of the first kind that
//   the second crosses, each in index order;
// - hidden sets: houses by kind (boxes, columns, rows), each with more than d empty cells, then the
//   value sets in Explainer's combination order; each value with two places or more; the first value
//   (in value order) outside the set left with one place wins, else the next set.
//
// The step's marks: the locked set's candidates Defining, the candidates it rules out where the single
// appears Target, the single's placement; houses: the locked set's (Base), the other one of pointing
// and claiming (Cover), and the house of the single (Link).

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "logic/finders.h"
#include "logic/techniques/combinations.h"

namespace qudoku::logic::detail {

namespace {

enum class Kind { Box, Row, Column };

int houseIndex(int n, Kind kind, int i) { return kind == Kind::Row ? i : kind == Kind::Column ? n + i : 2 * n + i; }

// The step: `v`'s places in house `first` locked into `second`, leaving `single` in `third`.
Step lockedStep(const CandidateGrid& state, bool claiming, int v, int first, int second, int third, int single) {
    const Geometry& g = state.geometry();
    Step step = makeStep(Technique::DirectPointing);
    if (claiming) step.rating = 1.9;
    step.values = digitBit(v);
    step.houses = {{first, Role::Base}, {second, Role::Cover}, {third, Role::Link}};
    (g.houseCells(first) & state.cellsWithCandidate(v)).forEach([&](int c) { step.marks.push_back({{c, v}, Role::Defining}); });
    (g.houseCells(third) & g.houseCells(second) & state.cellsWithCandidate(v)).forEach([&](int c) {
        step.marks.push_back({{c, v}, Role::Target});
    });
    step.placements.push_back({single, v});
    step.marks.push_back({{single, v}, Role::Target});
    return step;
}

std::optional<Step> directLocked(const CandidateGrid& state) {
    const Shape shape = state.shape();
    const int n = state.size(), boxRows = shape.boxRows, boxCols = shape.boxCols;
    const int stacks = n / boxCols; // boxes across; box b lies in band b / stacks and stack b % stacks
    // Per value and row, the columns holding it; per value and column, the rows (bit i: column or row i).
    std::vector<std::uint32_t> rowPlaces(static_cast<std::size_t>(n * n)), columnPlaces(rowPlaces.size());
    state.emptyCells().forEach([&](int cell) {
        const int r = shape.rowOf(cell), c = shape.colOf(cell);
        for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
            const int v = std::countr_zero(m);
            rowPlaces[static_cast<std::size_t>(v * n + r)] |= std::uint32_t{1} << c;
            columnPlaces[static_cast<std::size_t>(v * n + c)] |= std::uint32_t{1} << r;
        }
    });
    auto rowsOf = [&](int v, int r) { return rowPlaces[static_cast<std::size_t>((v - 1) * n + r)]; };
    auto columnsOf = [&](int v, int c) { return columnPlaces[static_cast<std::size_t>((v - 1) * n + c)]; };
    auto segment = [](int index, int width) { return ((std::uint32_t{1} << width) - 1) << (index * width); };
    const int rowHouse0 = 0, columnHouse0 = n, boxHouse0 = 2 * n;
    // In Explainer's order: box and column, box and row, column and box, row and box; then values, the
    // first house, its one partner (two places or more share at most one), the third house.
    for (int pair = 0; pair < 4; ++pair)
        for (int v = 1; v <= n; ++v) {
            if (pair < 2) { // pointing: a box into a column (pair 0) or a row (pair 1)
                for (int b = 0; b < n; ++b) {
                    const int band = b / stacks, stack = b % stacks;
                    const std::uint32_t stackColumns = segment(stack, boxCols);
                    int places = 0, placeRows = 0;
                    std::uint32_t columns = 0;
                    for (int r = band * boxRows; r < (band + 1) * boxRows; ++r) {
                        const std::uint32_t here = rowsOf(v, r) & stackColumns;
                        places += std::popcount(here);
                        placeRows |= here ? 1 << (r - band * boxRows) : 0;
                        columns |= here;
                    }
                    if (places < 2) continue;
                    if (pair == 0 && std::popcount(columns) == 1) {
                        const int c = std::countr_zero(columns);
                        for (int band3 = 0; band3 < n / boxRows; ++band3) { // the boxes of the stack
                            if (band3 == band) continue;
                            int count = 0, left = 0, single = -1;
                            for (int r = band3 * boxRows; r < (band3 + 1) * boxRows; ++r) {
                                const std::uint32_t here = rowsOf(v, r) & stackColumns;
                                count += std::popcount(here);
                                if (here & ~columns) {
                                    left += std::popcount(here & ~columns);
                                    single = shape.cellAt(r, std::countr_zero(here & ~columns));
                                }
                            }
                            if (count >= 2 && left == 1)
                                return lockedStep(state, false, v, boxHouse0 + b, columnHouse0 + c, boxHouse0 + band3 * stacks + stack, single);
                        }
                    }
                    if (pair == 1 && std::popcount(static_cast<unsigned>(placeRows)) == 1) {
                        const int r = band * boxRows + std::countr_zero(static_cast<unsigned>(placeRows));
                        for (int stack3 = 0; stack3 < stacks; ++stack3) { // the boxes of the band
                            if (stack3 == stack) continue;
                            int count = 0, left = 0, single = -1;
                            for (int r3 = band * boxRows; r3 < (band + 1) * boxRows; ++r3) {
                                const std::uint32_t here = rowsOf(v, r3) & segment(stack3, boxCols);
                                count += std::popcount(here);
                                if (r3 != r && here) {
                                    left += std::popcount(here);
                                    single = shape.cellAt(r3, std::countr_zero(here));
                                }
                            }
                            if (count >= 2 && left == 1)
                                return lockedStep(state, false, v, boxHouse0 + b, rowHouse0 + r, boxHouse0 + band * stacks + stack3, single);
                        }
                    }
                }
            } else { // claiming: a column (pair 2) or a row (pair 3) into a box
                const bool byColumn = pair == 2;
                const int width = byColumn ? boxRows : boxCols; // a line's segment in one box
                for (int line = 0; line < n; ++line) {
                    const std::uint32_t places = byColumn ? columnsOf(v, line) : rowsOf(v, line);
                    if (std::popcount(places) < 2) continue;
                    const int seg = std::countr_zero(places) / width;
                    if (places & ~segment(seg, width)) continue;
                    const int across = byColumn ? boxCols : boxRows; // the lines through one box
                    const int first3 = line / across * across;
                    const int box = byColumn ? seg * stacks + line / boxCols : line / boxRows * stacks + seg;
                    for (int line3 = first3; line3 < first3 + across; ++line3) {
                        if (line3 == line) continue;
                        const std::uint32_t places3 = byColumn ? columnsOf(v, line3) : rowsOf(v, line3);
                        const std::uint32_t left = places3 & ~segment(seg, width);
                        if (std::popcount(places3) < 2 || std::popcount(left) != 1) continue;
                        const int at = std::countr_zero(left);
                        const int single = byColumn ? shape.cellAt(at, line3) : shape.cellAt(line3, at);
                        const int house0 = byColumn ? columnHouse0 : rowHouse0;
                        return lockedStep(state, true, v, house0 + line, boxHouse0 + box, house0 + line3, single);
                    }
                }
            }
        }
    return std::nullopt;
}

std::optional<Step> directHidden(const CandidateGrid& state, Technique technique, int degree) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    std::vector<std::uint32_t> places(static_cast<std::size_t>(n) + 1); // per value: its places, as house positions
    for (Kind kind : {Kind::Box, Kind::Column, Kind::Row})
        for (int i = 0; i < n; ++i) {
            const int h = houseIndex(n, kind, i);
            const std::vector<int>& cells = g.house(h).cells;
            int empty = 0;
            std::fill(places.begin(), places.end(), 0u);
            for (std::size_t k = 0; k < cells.size(); ++k) {
                if (state.isSolved(cells[k])) continue;
                ++empty;
                for (DigitMask m = state.candidates(cells[k]); m; m &= m - 1)
                    places[static_cast<std::size_t>(std::countr_zero(m) + 1)] |= std::uint32_t{1} << k;
            }
            if (empty <= degree) continue;
            std::optional<Step> found;
            forEachCombination(degree, n, [&](std::uint64_t chosen) {
                std::uint32_t setPlaces = 0;
                DigitMask values = 0;
                for (int v = 1; v <= n; ++v) {
                    if (!(chosen >> (v - 1) & 1)) continue;
                    if (std::popcount(places[static_cast<std::size_t>(v)]) < 2) return false;
                    setPlaces |= places[static_cast<std::size_t>(v)];
                    values |= digitBit(v);
                }
                if (std::popcount(setPlaces) != degree) return false;
                for (int w = 1; w <= n; ++w) {
                    const std::uint32_t wPlaces = places[static_cast<std::size_t>(w)];
                    if ((values & digitBit(w)) || std::popcount(wPlaces) < 2 || std::popcount(wPlaces & ~setPlaces) != 1) continue;
                    Step step = makeStep(technique);
                    step.values = values;
                    step.houses = {{h, Role::Base}};
                    for (std::size_t k = 0; k < cells.size(); ++k) {
                        if (!(setPlaces >> k & 1)) continue;
                        for (DigitMask m = state.candidates(cells[k]); m; m &= m - 1) {
                            const int u = std::countr_zero(m) + 1;
                            step.marks.push_back({{cells[k], u}, (values & digitBit(u)) ? Role::Defining : Role::Target});
                        }
                    }
                    const int single = cells[static_cast<std::size_t>(std::countr_zero(wPlaces & ~setPlaces))];
                    step.placements.push_back({single, w});
                    step.marks.push_back({{single, w}, Role::Target});
                    found = std::move(step);
                    return true;
                }
                return false;
            });
            if (found) return found;
        }
    return std::nullopt;
}

} // namespace

std::optional<Step> findDirectPointing(const CandidateGrid& state, const FindContext&) { return directLocked(state); }

std::optional<Step> findDirectHiddenPair(const CandidateGrid& state, const FindContext&) {
    return directHidden(state, Technique::DirectHiddenPair, 2);
}

std::optional<Step> findDirectHiddenTriple(const CandidateGrid& state, const FindContext&) {
    return directHidden(state, Technique::DirectHiddenTriple, 3);
}

} // namespace qudoku::logic::detail
