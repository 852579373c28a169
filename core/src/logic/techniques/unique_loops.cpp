// Sudoku Explainer's unique rectangles and loops (SukakuExplainer's UniqueLoops producer, commit
// 7c8c0bf), for the se scale, where this one finder stands for Explainer's producer: rectangles and
// loops of six cells or more, types 1 to 4, rated and chosen as Explainer rates and chooses them.
// Facts read from UniqueLoops.java and the UniqueLoop*Hint classes; the code is our own. Sound only
// when the puzzle has one solution (the row is marked so).
//
// The deadly pattern: an even number of empty cells c0, c1, ..., each sharing a house with the next
// (and the last with c0), that all hold the two values x and y, and in which every house holding one
// of them holds exactly two, one at an even and one at an odd position. If every cell held only x or
// y, they could take x and y alternately either way round and the puzzle would have two solutions; so
// some cell of the loop holds another value. Four cells make a rectangle (on two boxes), six or more a
// loop. The cells with more than x and y are the loop's extra cells:
//   Type 1: one extra cell: it holds one of its extras, so it loses x and y.
//   Type 2: every extra cell has the same single extra z (two cells or more): one of them is z, so the
//           cells that see all of them lose z.
//   Type 3: two extra cells c1, c2 (first and second in loop order) with two or more extra values E
//           between them, in one house H. One of c1, c2 holds a value of E; and at most one of them
//           holds x or y, so for x and y the two act as one cell. In H, naked: c1 standing for E (the
//           extras of both) with d - 1 other cells holding d values in all, every set of candidates
//           two or more, and the values common to c1 and c2's extras with the other cells' values
//           also d: those d values leave H's other cells. Hidden: d values, x and y among them and no
//           extra value, whose places in H (c2's left out, c1 standing for both) are d cells: the
//           cells other than c1 among them lose every other value.
//   Type 4: two extra cells c1, c2 in a house where x (else y) has no other place: one of them is x,
//           so neither can be y (the other would complete the pattern).
//
// Explainer's search, followed exactly because its first hint is the step (and its rating the ER):
// - start at every cell with exactly two candidates x < y, in cell order, and walk depth first to a
//   cell holding x and y that shares a house with the current one: houses in the order box, row,
//   column, skipping the kind of house the walk came in by; cells in house order (ascending); a cell
//   already on the walk only to close the loop, when the walk has four cells or more. A cell with more
//   than two candidates may join while fewer than two have, or while all extras seen so far are one
//   value; the walk's extras are the union over its cells.
// - a closed walk is a loop when each house one of its cells lies in holds exactly one cell at an even
//   position and one at an odd position;
// - hints per loop: one extra cell: type 1; more than two: type 2; two: type 2 when their extras are
//   one value, else type 3 (naked and hidden, sets of d = 2 to 7 cells, d outer, then the houses
//   holding both in the order box, row, column; naked sets only when 2d is at most H's empty cells and
//   d at least |E|, hidden sets when 2d is below them; cell sets and value sets in Explainer's bit-
//   permutation order), and then type 4 (the house: the last of box, row, column where x is locked,
//   else where y is). A hint counts only when it eliminates something.
// - rating: 4.5 for a rectangle, 4.6 for a loop of six cells, 4.7 of eight, 5.0 of ten or more; type 3
//   naked adds 0.1 for each value of the set beyond the first, hidden 0.1 for each of its cells beyond
//   c1 and one more (Explainer's "Pair=0.0, Quad=0.2"). Computed as Explainer computes them in
//   doubles, since ties matter.
// - Explainer sorts every hint (stably) by rating, then type, and takes the first: so the step is the
//   first hint of the lowest rating and type, in search order. (Its list drops a hint equal to an
//   earlier one, same kind and same cells; such a hint is never the first anyway.)
//
// The step: the loop's x and y as Defining marks, cell by cell in loop order (for type 4 the locked
// value in c1, c2 is Link); the extra candidates of the extra cells Fin; type 3's other cells (naked)
// or hidden cells Link with their set's values, and its house Link; type 4's house Link.

#include <algorithm>
#include <array>
#include <bit>
#include <bitset>
#include <optional>
#include <vector>

#include "logic/finders.h"
#include "logic/techniques/combinations.h"

namespace qudoku::logic::detail {

namespace {

// Explainer's region types, in its order.
enum RegionType { kBox = 0, kRow = 1, kColumn = 2 };

int houseOf(const Geometry& g, int cell, int type) {
    return type == kBox ? g.boxHouse(cell) : type == kRow ? g.rowHouse(cell) : g.columnHouse(cell);
}

int lowestValue(DigitMask mask) { return std::countr_zero(mask) + 1; }

// Explainer's base rating of a loop of `size` cells (UniqueLoopHint.getDifficulty, original rating).
double loopRating(std::size_t size) {
    double rating = 4.5;
    if (size >= 10) rating += 0.3;
    if (size >= 8) rating += 0.2;
    else if (size >= 6) rating += 0.1;
    return rating;
}

class Search {
public:
    Search(const CandidateGrid& state, const FindContext& ctx) : state_(state), g_(state.geometry()), ctx_(ctx) {}

    std::optional<Step> run() {
        const int cells = state_.cellCount();
        for (int start = 0; start < cells && !done(); ++start) {
            const DigitMask candidates = state_.candidates(start);
            if (state_.isSolved(start) || std::popcount(candidates) != 2) continue;
            pair_ = candidates;
            x_ = lowestValue(candidates);
            y_ = lowestValue(candidates & (candidates - 1));
            pool_ = state_.cellsWithCandidate(x_) & state_.cellsWithCandidate(y_);
            walk(start, 2, 0, -1);
        }
        if (ctx_.stop.stop_requested() || !best_) return std::nullopt;
        return std::move(best_->step);
    }

private:
    struct Hint {
        double rating = 0;
        int type = 0;
        Step step;
    };

    // The lowest hint there can be: nothing later replaces it.
    bool done() const { return ctx_.stop.stop_requested() || (best_ && best_->rating == 4.5 && best_->type == 1); }

    void walk(int cell, int allowedExtraCells, DigitMask extras, int cameBy) {
        // A house may hold one cell of the walk at an even place and one at an odd place, no more, or
        // the walk can never close into a loop: such a walk is cut short here (Explainer walks on and
        // finds nothing; the loops found, and their order, are the same).
        const int parity = static_cast<int>(path_.size() % 2);
        for (int type = kBox; type <= kColumn; ++type)
            if (housePlaces_[static_cast<std::size_t>(houseOf(g_, cell, type))][parity]) return;
        for (int type = kBox; type <= kColumn; ++type) housePlaces_[static_cast<std::size_t>(houseOf(g_, cell, type))][parity] = true;
        path_.push_back(cell);
        onPath_.insert(cell);
        for (int type = kBox; type <= kColumn && !done(); ++type) {
            if (type == cameBy) continue;
            const CellSet next = g_.houseCells(houseOf(g_, cell, type)) & pool_;
            next.forEach([&](int other) {
                if (done()) return;
                if (other == path_.front()) {
                    if (path_.size() >= 4) closed();
                    return;
                }
                if (onPath_.contains(other)) return;
                const DigitMask candidates = state_.candidates(other);
                const DigitMask newExtras = extras | (candidates & ~pair_);
                const bool extraCell = std::popcount(candidates) > 2;
                if (!extraCell || std::popcount(newExtras) == 1 || allowedExtraCells > 0)
                    walk(other, allowedExtraCells - (extraCell ? 1 : 0), newExtras, type);
            });
        }
        path_.pop_back();
        onPath_.erase(cell);
        for (int type = kBox; type <= kColumn; ++type) housePlaces_[static_cast<std::size_t>(houseOf(g_, cell, type))][parity] = false;
    }

    // Every house a cell of the loop lies in holds one cell at an even and one at an odd position.
    bool isLoop() const {
        std::bitset<3 * kMaxSize> even, odd;
        for (std::size_t i = 0; i < path_.size(); ++i)
            for (int type = kBox; type <= kColumn; ++type) {
                auto& seen = i % 2 ? odd : even;
                const int h = houseOf(g_, path_[i], type);
                if (seen.test(static_cast<std::size_t>(h))) return false;
                seen.set(static_cast<std::size_t>(h));
            }
        return even == odd;
    }

    void closed() {
        if (!isLoop()) return;
        loop_ = path_;
        extraCells_.clear();
        for (int cell : loop_)
            if (std::popcount(state_.candidates(cell)) > 2) extraCells_.push_back(cell);
        base_ = loopRating(loop_.size());
        if (extraCells_.size() == 1) {
            Step step = loopStep(-1);
            addEliminations(step, state_, extraCells_[0], pair_);
            consider(1, std::move(step));
        } else if (extraCells_.size() > 2) {
            type2();
        } else if (extraCells_.size() == 2) {
            const DigitMask extra = (state_.candidates(extraCells_[0]) | state_.candidates(extraCells_[1])) & ~pair_;
            if (std::popcount(extra) == 1) type2();
            else type3(extra);
            type4();
        }
    }

    // The loop's marks: x and y in each cell (`locked` as Link in the extra cells), the extras as Fin.
    Step loopStep(int locked) const {
        Step step = makeStep(Technique::UniqueLoop);
        step.rating = base_;
        step.values = pair_;
        for (int cell : loop_) {
            const bool extraCell = std::find(extraCells_.begin(), extraCells_.end(), cell) != extraCells_.end();
            for (int v : {x_, y_})
                step.marks.push_back({{cell, v}, extraCell && v == locked ? Role::Link : Role::Defining});
        }
        for (int cell : extraCells_)
            for (DigitMask m = state_.candidates(cell) & ~pair_; m; m &= m - 1)
                step.marks.push_back({{cell, lowestValue(m)}, Role::Fin});
        return step;
    }

    // Keeps the hint when it eliminates something and comes before the best so far (lower rating, or
    // the same rating and a lower type; Explainer's sort is stable, so the first of equals stays).
    void consider(int type, Step step) {
        if (step.eliminations.empty()) return;
        const double rating = step.rating;
        if (best_ && (rating > best_->rating || (rating == best_->rating && type >= best_->type))) return;
        std::sort(step.eliminations.begin(), step.eliminations.end());
        best_ = Hint{rating, type, std::move(step)};
    }

    void type2() {
        const int z = lowestValue(state_.candidates(extraCells_[0]) & ~pair_);
        CellSet targets = state_.cellsWithCandidate(z);
        for (int cell : extraCells_) targets &= g_.peers(cell);
        Step step = loopStep(-1);
        targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
        consider(2, std::move(step));
    }

    void type3(DigitMask extra) {
        const int c1 = extraCells_[0], c2 = extraCells_[1];
        const int n = state_.size();
        for (int degree = 2; degree <= 7; ++degree)
            for (int type = kBox; type <= kColumn; ++type) {
                const int h = houseOf(g_, c1, type);
                if (houseOf(g_, c2, type) != h) continue;
                const std::vector<int>& cells = g_.house(h).cells;
                const int empty = (g_.houseCells(h) & state_.emptyCells()).count();
                const int index1 = static_cast<int>(std::find(cells.begin(), cells.end(), c1) - cells.begin());
                const int index2 = static_cast<int>(std::find(cells.begin(), cells.end(), c2) - cells.begin());
                if (degree * 2 <= empty && degree >= std::popcount(extra)) nakedSets(degree, h, index1, index2, extra);
                if (degree * 2 < empty) hiddenSets(degree, h, index1, index2, extra, n);
            }
    }

    // c1 (for the extras of both) and degree - 1 other cells of house h. Only cells with two
    // candidates or more that, with the extras, hold at most `degree` values can be in such a set; the
    // combinations of those come in the same order as Explainer's over all cells of the house (with c1
    // in and c2 out, its order is the same order of the other cells).
    void nakedSets(int degree, int h, int index1, int index2, DigitMask extra) {
        const std::vector<int>& cells = g_.house(h).cells;
        const int c1 = cells[static_cast<std::size_t>(index1)], c2 = cells[static_cast<std::size_t>(index2)];
        if (std::popcount(extra) < 2) return; // Explainer's every set of candidates has two or more
        std::vector<int> eligible;
        for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
            const DigitMask candidates = state_.candidates(cells[static_cast<std::size_t>(i)]);
            if (i != index1 && i != index2 && std::popcount(candidates) >= 2 && std::popcount(candidates | extra) <= degree)
                eligible.push_back(cells[static_cast<std::size_t>(i)]);
        }
        forEachCombination(degree - 1, static_cast<int>(eligible.size()), [&](std::uint64_t mask) {
            DigitMask common = extra & state_.candidates(c1) & state_.candidates(c2);
            DigitMask all = extra;
            std::vector<int> others;
            for (std::size_t i = 0; i < eligible.size(); ++i) {
                if (!(mask >> i & 1)) continue;
                const DigitMask candidates = state_.candidates(eligible[i]);
                common |= candidates;
                all |= candidates;
                others.push_back(eligible[i]);
            }
            if (std::popcount(common) != degree || std::popcount(all) != degree) return false;
            Step step = loopStep(-1);
            for (int cell : cells)
                if (cell != c1 && cell != c2 && std::find(others.begin(), others.end(), cell) == others.end())
                    addEliminations(step, state_, cell, all);
            for (int cell : others)
                for (DigitMask m = state_.candidates(cell); m; m &= m - 1)
                    step.marks.push_back({{cell, lowestValue(m)}, Role::Link});
            step.houses.push_back({h, Role::Link});
            step.rating = base_ + (degree - 1) * 0.1;
            consider(3, std::move(step));
            return done();
        });
    }

    // x, y and degree - 2 values that are neither, nor extras, whose places in house h (c2 left out)
    // are degree cells.
    void hiddenSets(int degree, int h, int index1, int index2, DigitMask extra, int n) {
        const std::vector<int>& cells = g_.house(h).cells;
        auto places = [&](int v) {
            std::uint64_t positions = 0;
            for (std::size_t i = 0; i < cells.size(); ++i)
                if (state_.hasCandidate(cells[i], v)) positions |= std::uint64_t{1} << i;
            return positions & ~(std::uint64_t{1} << index2);
        };
        // The values that may join x and y: neither, no extra, with one to `degree` places (others can
        // be in no such set; the combinations of these come in Explainer's order of all of them).
        std::vector<int> rest;
        for (int v = 1; v <= n; ++v)
            if (v != x_ && v != y_ && !(extra & digitBit(v)) && places(v) != 0 && std::popcount(places(v)) <= degree)
                rest.push_back(v);
        forEachCombination(degree - 2, static_cast<int>(rest.size()), [&](std::uint64_t chosen) {
            DigitMask values = pair_;
            std::uint64_t positions = 0;
            bool everyValuePlaced = true;
            for (std::size_t i = 0; i < rest.size(); ++i)
                if (chosen >> i & 1) values |= digitBit(rest[i]);
            for (DigitMask m = values; m; m &= m - 1) {
                const std::uint64_t p = places(lowestValue(m));
                everyValuePlaced = everyValuePlaced && p != 0;
                positions |= p;
            }
            if (!everyValuePlaced || std::popcount(positions) != degree) return false;
            positions &= ~(std::uint64_t{1} << index1);
            Step step = loopStep(-1);
            int hiddenCells = 0;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (!(positions >> i & 1)) continue;
                ++hiddenCells;
                addEliminations(step, state_, cells[i], ~values);
                for (DigitMask m = state_.candidates(cells[i]) & values; m; m &= m - 1)
                    step.marks.push_back({{cells[i], lowestValue(m)}, Role::Link});
            }
            step.houses.push_back({h, Role::Link});
            double toAdd = hiddenCells;
            toAdd = (toAdd - 1) * 0.1;
            step.rating = base_ + toAdd;
            consider(3, std::move(step));
            return done();
        });
    }

    void type4() {
        const int c1 = extraCells_[0], c2 = extraCells_[1];
        int lockedX = -1, lockedY = -1; // the last house (box, row, column) where x, y has no other place
        for (int type = kBox; type <= kColumn; ++type) {
            const int h = houseOf(g_, c1, type);
            if (houseOf(g_, c2, type) != h) continue;
            const CellSet others = g_.houseCells(h) - CellSet{c1, c2};
            if ((others & state_.cellsWithCandidate(x_)).empty()) lockedX = h;
            if ((others & state_.cellsWithCandidate(y_)).empty()) lockedY = h;
        }
        if (lockedX < 0 && lockedY < 0) return;
        const int locked = lockedX >= 0 ? x_ : y_, removed = lockedX >= 0 ? y_ : x_;
        Step step = loopStep(locked);
        step.eliminations.push_back({c1, removed});
        step.eliminations.push_back({c2, removed});
        step.houses.push_back({lockedX >= 0 ? lockedX : lockedY, Role::Link});
        consider(4, std::move(step));
    }

    const CandidateGrid& state_;
    const Geometry& g_;
    const FindContext& ctx_;
    DigitMask pair_ = 0;
    int x_ = 0, y_ = 0;
    CellSet pool_;            // the cells holding x and y
    std::vector<int> path_;   // the walk so far
    CellSet onPath_;
    // Per house: whether a cell of the walk lies in it at an even ([0]) or odd ([1]) place.
    std::vector<std::array<bool, 2>> housePlaces_ = std::vector<std::array<bool, 2>>(static_cast<std::size_t>(g_.houseCount()));
    std::vector<int> loop_;   // the loop being read
    std::vector<int> extraCells_;
    double base_ = 0;
    std::optional<Hint> best_;
};

} // namespace

std::optional<Step> findUniqueLoop(const CandidateGrid& state, const FindContext& ctx) {
    return Search(state, ctx).run();
}

} // namespace qudoku::logic::detail
