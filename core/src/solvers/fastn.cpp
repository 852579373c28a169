// The generic propagation engine (Algorithm::Fast for every shape but 9×9, which has fast9.cpp).
//
// State: one candidate bitset per cell (bit v-1 for value v, N <= 25 fits a uint32_t; bit 31 marks a
// placed cell) and, per house, the values already placed in it. Propagation runs to a fixpoint:
//   - naked singles: placing a value clears it from the cell's houses; a cell left with one
//     candidate joins the queue of cells to place (none: contradiction);
//   - hidden singles: per house, bit-sliced counting over its open cells gives values with exactly one
//     place (placed next) or none (contradiction);
//   - locked candidates, both directions, on every line/box intersection ("segment"): a value that a
//     box holds only in one segment leaves the rest of that line (pointing); a value that a line holds
//     only in one segment leaves the rest of that box (claiming).
// Then the search branches on the open cell with fewest candidates (a bivalue cell ends the scan at
// once; with a seed, ties are broken at random and values tried in shuffled order) or, when no cell
// is bivalue, on a value with exactly two places in a house; each choice on a copy of the state. The copies live in one vector, one per depth (a 25×25 state is 2.8 KB, so deep
// searches stay off the thread's stack).
//
// Nodes: ctx.node(true) per value tried in a branched cell (every branched cell has 2+ candidates, so
// nodes == guesses); propagation is not counted.
//
// Locked candidates run on 25×25 only. Measured on the nxn puzzles (qudoku-bench --limit 2): on the
// durr2012 25×25 puzzle, 140 nodes and a few ms with them, no answer within 20 s without them (mrv and
// dlx need minutes); on the POJ 3076 16×16 sample, 1762 nodes / ~13 ms without them but 2604 nodes /
// ~50 ms with them at every node (3608 nodes / ~50 ms with them at the root only), so 16×16 and smaller
// shapes skip them.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include "search_context.h"

namespace qudoku::detail {

namespace {

using Mask = std::uint32_t;
constexpr Mask kPlaced = 0x80000000u;

struct State {
    std::array<Mask, kMaxSize * kMaxSize> cand;
    std::array<Mask, 3 * kMaxSize> used; // rows 0..N-1, columns N..2N-1, boxes 2N..3N-1
    int open;                            // cells not yet placed
};

class FastN {
public:
    FastN(const Grid& grid, SearchContext& ctx, Exclusion exclusion, const Mask* within = nullptr)
        : grid_(grid), ctx_(ctx), exclusion_(exclusion), within_(within), n_(grid.size()), br_(grid.shape().boxRows), bc_(grid.shape().boxCols),
          cells_(grid.cellCount()), full_((Mask{1} << n_) - 1) {
        if (ctx.seed()) rng_.emplace(*ctx.seed());
        const Shape shape = grid.shape();
        housesOf_.resize(static_cast<std::size_t>(cells_));
        houseCells_.resize(static_cast<std::size_t>(3 * n_ * n_));
        std::vector<int> fill(static_cast<std::size_t>(3 * n_), 0);
        for (int c = 0; c < cells_; ++c) {
            const int hs[3] = {shape.rowOf(c), n_ + shape.colOf(c), 2 * n_ + shape.boxOf(c)};
            for (int k = 0; k < 3; ++k) {
                housesOf_[c][k] = hs[k];
                houseCells_[static_cast<std::size_t>(hs[k] * n_ + fill[hs[k]]++)] = c;
            }
        }
        queue_.resize(static_cast<std::size_t>(2 * cells_ + 1));
    }

    void run() {
        stack_.resize(1);
        State& s = stack_[0];
        s.cand.fill(0);
        std::fill_n(s.cand.begin(), cells_, full_);
        s.used.fill(0);
        s.open = cells_;
        qn_ = 0;
        for (int c = 0; c < cells_; ++c)
            if (!grid_.isEmpty(c)) {
                s.cand[c] = Mask{1} << (grid_.at(c) - 1);
                queue_[qn_++] = c;
            }
        if (exclusion_.cell >= 0) { // a candidate kept out from the start (solutionExists)
            Mask& m = s.cand[exclusion_.cell];
            m &= ~(Mask{1} << (exclusion_.value - 1));
            if (m == 0) return;
            if ((m & (m - 1)) == 0) queue_[qn_++] = exclusion_.cell;
        }
        if (within_) // the empty cells' candidates, narrowed from the start (solveWithin)
            for (int c = 0; c < cells_; ++c) {
                if (!grid_.isEmpty(c)) continue;
                Mask& m = s.cand[c];
                m &= within_[c];
                if (m == 0) return;
                if ((m & (m - 1)) == 0) queue_[qn_++] = c;
            }
        search(0);
    }

private:
    const int* house(int h) const { return &houseCells_[static_cast<std::size_t>(h * n_)]; }

    // Places the single candidate of `cell`; false on contradiction.
    bool place(State& s, int cell) {
        const Mask bit = s.cand[cell];
        if (bit == 0) return false;
        s.cand[cell] = bit | kPlaced;
        --s.open;
        for (int h : housesOf_[cell]) {
            if (s.used[h] & bit) return false;
            s.used[h] |= bit;
            const int* hc = house(h);
            for (int k = 0; k < n_; ++k) {
                const int c = hc[k];
                Mask& m = s.cand[c];
                if (!(m & bit) || (m & kPlaced)) continue;
                m &= ~bit;
                if (m == 0) return false;
                if ((m & (m - 1)) == 0) queue_[qn_++] = c;
            }
        }
        return true;
    }

    bool drain(State& s) {
        while (qn_) {
            const int c = queue_[--qn_];
            if (s.cand[c] & kPlaced) continue;
            if (!place(s, c)) return false;
        }
        return true;
    }

    // Removes `values` from the open cells in [cells, cells+count); queues new singles.
    bool eliminate(State& s, const int* cells, int count, int stride, Mask values) {
        for (int k = 0; k < count; ++k) {
            Mask& m = s.cand[cells[k * stride]];
            if ((m & kPlaced) || !(m & values)) continue;
            m &= ~values;
            if (m == 0) return false;
            if ((m & (m - 1)) == 0) queue_[qn_++] = cells[k * stride];
        }
        return true;
    }

    enum class Step { Contradiction, Progress, Fixpoint };

    Step hiddenSingles(State& s) {
        bool progress = false;
        for (int h = 0; h < 3 * n_; ++h) {
            const Mask missing = full_ & ~s.used[h];
            if (!missing) continue;
            const int* hc = house(h);
            Mask once = 0, twice = 0;
            for (int k = 0; k < n_; ++k) {
                const Mask m = s.cand[hc[k]];
                if (m & kPlaced) continue;
                twice |= once & m;
                once |= m;
            }
            if (missing & ~once) return Step::Contradiction;
            for (Mask single = once & ~twice; single; single &= single - 1) {
                const Mask bit = single & (~single + 1);
                int k = 0;
                while (k < n_ && ((s.cand[hc[k]] & kPlaced) || !(s.cand[hc[k]] & bit))) ++k;
                if (k == n_) return Step::Contradiction; // the cell took another hidden single
                s.cand[hc[k]] = bit;
                queue_[qn_++] = hc[k];
                progress = true;
            }
            if (qn_ && !drain(s)) return Step::Contradiction;
        }
        return progress ? Step::Progress : Step::Fixpoint;
    }

    // Locked candidates on every line/box intersection. Rows first, then columns (the same code
    // with rows and columns swapped: `across` cells per segment along the line, `lines` per box).
    Step lockedCandidates(State& s) {
        const int before = qn_;
        bool changed = false;
        for (int pass = 0; pass < 2; ++pass) {
            const bool rows = pass == 0;
            const int seg = rows ? bc_ : br_;         // cells per segment
            const int perLine = n_ / seg;             // segments per line (boxes a line crosses)
            const int linesPerBox = rows ? br_ : bc_; // lines through one box
            const int step = rows ? 1 : n_;           // cell index step along a line
            const int lineStep = rows ? n_ : 1;       // cell index step from a line to the next
            Mask u[kMaxSize][kMaxSize];               // u[line][segment]: open candidates
            for (int line = 0; line < n_; ++line)
                for (int j = 0; j < perLine; ++j) {
                    Mask m = 0;
                    const int first = line * lineStep + j * seg * step;
                    for (int k = 0; k < seg; ++k) {
                        const Mask c = s.cand[first + k * step];
                        if (!(c & kPlaced)) m |= c;
                    }
                    u[line][j] = m;
                }
            for (int line = 0; line < n_; ++line) {
                const int band = line / linesPerBox;
                for (int j = 0; j < perLine; ++j) {
                    const Mask here = u[line][j];
                    if (!here) continue;
                    Mask otherInLine = 0, otherInBox = 0;
                    for (int jj = 0; jj < perLine; ++jj)
                        if (jj != j) otherInLine |= u[line][jj];
                    for (int l = band * linesPerBox; l < (band + 1) * linesPerBox; ++l)
                        if (l != line) otherInBox |= u[l][j];
                    // Pointing: only this segment of the box has v -> clear v from the rest of the line.
                    const Mask pointing = here & ~otherInBox & otherInLine;
                    if (pointing) {
                        for (int jj = 0; jj < perLine; ++jj) {
                            if (jj == j || !(u[line][jj] & pointing)) continue;
                            int cellsSeg[kMaxSize];
                            for (int k = 0; k < seg; ++k) cellsSeg[k] = line * lineStep + (jj * seg + k) * step;
                            if (!eliminate(s, cellsSeg, seg, 1, pointing)) return Step::Contradiction;
                            u[line][jj] &= ~pointing;
                        }
                        changed = true;
                    }
                    // Claiming: only this segment of the line has v -> clear v from the rest of the box.
                    const Mask claiming = here & ~otherInLine & otherInBox;
                    if (claiming) {
                        for (int l = band * linesPerBox; l < (band + 1) * linesPerBox; ++l) {
                            if (l == line || !(u[l][j] & claiming)) continue;
                            int cellsSeg[kMaxSize];
                            for (int k = 0; k < seg; ++k) cellsSeg[k] = l * lineStep + (j * seg + k) * step;
                            if (!eliminate(s, cellsSeg, seg, 1, claiming)) return Step::Contradiction;
                            u[l][j] &= ~claiming;
                        }
                        changed = true;
                    }
                }
            }
        }
        if (qn_ > before && !drain(s)) return Step::Contradiction;
        return changed ? Step::Progress : Step::Fixpoint;
    }

    bool propagate(State& s) {
        if (!drain(s)) return false;
        for (;;) {
            if (s.open == 0) return true;
            Step st = hiddenSingles(s);
            if (st == Step::Contradiction) return false;
            if (st == Step::Progress) continue;
            if (!locked_) return true;
            st = lockedCandidates(s);
            if (st == Step::Contradiction) return false;
            if (st == Step::Fixpoint) return true;
        }
    }

    // Returns false when the whole search must stop.
    bool search(std::size_t depth) {
        {
            State& s = stack_[depth];
            if (!propagate(s)) return true;
            if (s.open == 0) {
                for (int c = 0; c < cells_; ++c) grid_.set(c, std::countr_zero(s.cand[c] & ~kPlaced) + 1);
                return ctx_.solution(grid_);
            }
        }
        // Branch on the open cell with fewest candidates.
        int best = -1, bestCount = 99, ties = 0;
        {
            const State& s = stack_[depth];
            for (int c = 0; c < cells_; ++c) {
                const Mask m = s.cand[c];
                if (m & kPlaced) continue;
                const int k = std::popcount(m);
                if (k < bestCount) {
                    best = c;
                    bestCount = k;
                    ties = 1;
                    if (k == 2 && !rng_) break;
                } else if (k == bestCount && rng_ && rng_->below(static_cast<std::uint32_t>(++ties)) == 0) {
                    best = c;
                }
            }
        }
        // No bivalue cell: a value with exactly two places in some house is as good a binary choice
        // (dlx's column heuristic finds these too; without it the POJ 3076 16×16 sample needed 2604
        // nodes instead of 128).
        int places[kMaxSize];
        int count = 0;
        Mask placeBits[kMaxSize];
        if (bestCount > 2 && !rng_) {
            const State& s = stack_[depth];
            for (int h = 0; h < 3 * n_ && count == 0; ++h) {
                const int* hc = house(h);
                Mask once = 0, twice = 0, thrice = 0;
                for (int k = 0; k < n_; ++k) {
                    const Mask m = s.cand[hc[k]];
                    if (m & kPlaced) continue;
                    thrice |= twice & m;
                    twice |= once & m;
                    once |= m;
                }
                const Mask two = twice & ~thrice;
                if (!two) continue;
                const Mask bit = two & (~two + 1);
                for (int k = 0; k < n_; ++k)
                    if (!(s.cand[hc[k]] & kPlaced) && (s.cand[hc[k]] & bit)) {
                        places[count] = hc[k];
                        placeBits[count++] = bit;
                    }
            }
        }
        if (count == 0) {
            int values[kMaxSize];
            for (Mask m = stack_[depth].cand[best]; m; m &= m - 1) values[count++] = std::countr_zero(m);
            if (rng_)
                for (int i = count - 1; i > 0; --i) std::swap(values[i], values[rng_->below(static_cast<std::uint32_t>(i + 1))]);
            for (int i = 0; i < count; ++i) {
                places[i] = best;
                placeBits[i] = Mask{1} << values[i];
            }
        }
        if (stack_.size() <= depth + 1) stack_.resize(depth + 2);
        for (int i = 0; i < count; ++i) {
            stack_[depth + 1] = stack_[depth];
            stack_[depth + 1].cand[places[i]] = placeBits[i];
            qn_ = 0;
            queue_[qn_++] = places[i];
            if (!ctx_.node(true) || !search(depth + 1)) return false;
        }
        return true;
    }

    Grid grid_;
    SearchContext& ctx_;
    Exclusion exclusion_;
    const Mask* within_; // one mask per cell, or null
    int n_, br_, bc_, cells_;
    Mask full_;
    std::vector<std::array<int, 3>> housesOf_;
    std::vector<int> houseCells_; // house h's cells at [h*N, h*N+N)
    std::vector<int> queue_;      // cells whose single candidate waits to be placed
    int qn_ = 0;
    bool locked_ = n_ >= 20; // locked candidates pay off on 25×25 only (see the top of the file)
    std::vector<State> stack_;
    std::optional<SplitMix64> rng_;
};

} // namespace

void searchFastN(const Grid& grid, SearchContext& ctx, Exclusion exclusion) { FastN(grid, ctx, exclusion).run(); }

void searchFastNWithin(const Grid& grid, const std::uint32_t* within, SearchContext& ctx) {
    FastN(grid, ctx, {}, within).run();
}

} // namespace qudoku::detail
