// Fewest candidates first. Each house keeps a bitmask of the values it already holds (bit v-1 for
// value v), so a cell's candidates are the complement of the OR of its houses' masks. At every node
// the empty cell with the fewest candidates is chosen (a cell with none ends the branch at once; a
// cell with one is a forced move, so naked singles propagate for free). Ties go to the first cell in
// row-major order, or, with a seed, to a pseudo-randomly chosen one; with a seed the candidate values
// are also tried in a shuffled order, so different seeds reach different first solutions.
//
// Before branching on a cell with two or more candidates, the houses are checked for values with
// exactly one possible place (hidden singles, a forced move) or none (a dead end). Plain cell-only
// MRV was tried first: it solves 9×9 puzzles well but ran for minutes on some 16×16 and every sparse
// 25×25 puzzle in tests/data, where the constraint "this house needs a 7 somewhere" is what prunes.

#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include "qudoku/houses.h"
#include "search_context.h"

namespace qudoku::detail {

namespace {

using Mask = std::uint32_t; // N <= 25 values fit

class Mrv {
public:
    Mrv(const Grid& grid, SearchContext& ctx)
        : grid_(grid), houses_(grid.shape()), ctx_(ctx), full_((Mask{1} << grid.size()) - 1),
          used_(houses_.all().size(), 0) {
        if (ctx.seed()) rng_.emplace(*ctx.seed());
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            if (grid.isEmpty(cell)) empty_.push_back(cell);
            else place(cell, grid.at(cell));
        }
    }

    void run() { search(); }

private:
    Mask candidates(int cell) const {
        Mask m = 0;
        for (int h : houses_.housesOf(cell)) m |= used_[h];
        return full_ & ~m;
    }
    void place(int cell, int value) {
        for (int h : houses_.housesOf(cell)) used_[h] |= Mask{1} << (value - 1);
    }
    void unplace(int cell, int value) {
        for (int h : houses_.housesOf(cell)) used_[h] &= ~(Mask{1} << (value - 1));
    }

    // Picks the empty cell with the fewest candidates; returns its index in empty_[0, count).
    std::size_t choose(std::size_t count, Mask& chosen) {
        std::size_t best = 0;
        int bestCount = 99, ties = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const Mask m = candidates(empty_[i]);
            const int n = std::popcount(m);
            if (n < bestCount) {
                best = i;
                bestCount = n;
                chosen = m;
                ties = 1;
                if (n == 0) break;
            } else if (n == bestCount && rng_ && rng_->below(static_cast<std::uint32_t>(++ties)) == 0) {
                best = i; // reservoir sampling: each tied cell is kept with equal probability
                chosen = m;
            }
        }
        return best;
    }

    enum class Hidden { None, Found, DeadEnd };

    // Looks for a house where some missing value has no possible cell (DeadEnd) or exactly one (Found:
    // `at` and `options` are set to that cell and value). Bit-sliced counting: `once` collects values
    // seen in at least one cell of the house, `twice` those seen in at least two.
    Hidden findHiddenSingle(std::size_t count, std::size_t& at, Mask& options) {
        for (std::size_t i = 0; i < count; ++i) inLive_[empty_[i]] = static_cast<int>(i);
        Hidden found = Hidden::None;
        for (std::size_t h = 0; h < houses_.all().size(); ++h) {
            Mask once = 0, twice = 0;
            for (int cell : houses_.all()[h].cells) {
                if (!grid_.isEmpty(cell)) continue;
                const Mask m = candidates(cell);
                twice |= once & m;
                once |= m;
            }
            const Mask missing = full_ & ~used_[h];
            if (missing & ~once) {
                found = Hidden::DeadEnd;
                break;
            }
            const Mask single = once & ~twice;
            if (single && found == Hidden::None) {
                const Mask bit = single & (~single + 1);
                for (int cell : houses_.all()[h].cells)
                    if (grid_.isEmpty(cell) && (candidates(cell) & bit)) {
                        at = static_cast<std::size_t>(inLive_[cell]);
                        options = bit;
                        found = Hidden::Found;
                        break;
                    }
                // Keep scanning: a later house may still prove this node a dead end.
            }
        }
        return found;
    }

    // empty_[0, count) are the cells still to fill. Returns false when the whole search must stop.
    bool search(std::size_t count = std::size_t(-1)) {
        if (count == std::size_t(-1)) count = empty_.size();
        if (count == 0) return ctx_.solution(grid_);

        Mask options = 0;
        std::size_t at = choose(count, options);
        if (options == 0) return true;
        if (std::popcount(options) >= 2) {
            switch (findHiddenSingle(count, at, options)) {
            case Hidden::DeadEnd: return true;
            case Hidden::Found:
            case Hidden::None: break;
            }
        }
        const int cell = empty_[at];
        // Move the chosen cell out of the live range; restored below so callers see the same order.
        std::swap(empty_[at], empty_[count - 1]);

        int values[kMaxSize];
        int n = 0;
        for (Mask m = options; m; m &= m - 1) values[n++] = std::countr_zero(m) + 1;
        if (rng_)
            for (int i = n - 1; i > 0; --i) std::swap(values[i], values[rng_->below(static_cast<std::uint32_t>(i + 1))]);

        bool go = true;
        for (int i = 0; i < n && go; ++i) {
            grid_.set(cell, values[i]);
            place(cell, values[i]);
            go = ctx_.node(n >= 2) && search(count - 1);
            unplace(cell, values[i]);
        }
        grid_.set(cell, 0);
        std::swap(empty_[at], empty_[count - 1]);
        return go;
    }

    Grid grid_;
    Houses houses_;
    SearchContext& ctx_;
    Mask full_;
    std::vector<Mask> used_;
    std::vector<int> empty_;
    std::vector<int> inLive_ = std::vector<int>(static_cast<std::size_t>(grid_.cellCount()), -1);
    std::optional<SplitMix64> rng_;
};

} // namespace

void searchMrv(const Grid& grid, SearchContext& ctx) { Mrv(grid, ctx).run(); }

} // namespace qudoku::detail
