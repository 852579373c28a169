// The textbook solver: visit empty cells in row-major order, try values 1..N in each, and check the
// row, the column and the box by scanning them. No candidate sets, no ordering heuristics: it is the
// baseline the other engines are measured against and the reference they are tested against.
// (It counts how many values are legal before trying them only to report guesses; the search order
// and the checks are the textbook ones.)

#include "qudoku/houses.h"
#include "search_context.h"

namespace qudoku::detail {

namespace {

class Dfs {
public:
    Dfs(const Grid& grid, SearchContext& ctx) : grid_(grid), houses_(grid.shape()), ctx_(ctx) {}

    void run() { search(0); }

private:
    bool legal(int cell, int value) const {
        for (int h : houses_.housesOf(cell))
            for (int other : houses_.all()[h].cells)
                if (grid_.at(other) == value) return false;
        return true;
    }

    // Returns false when the whole search must stop.
    bool search(int from) {
        int cell = from;
        while (cell < grid_.cellCount() && !grid_.isEmpty(cell)) ++cell;
        if (cell == grid_.cellCount()) return ctx_.solution(grid_);

        int options = 0;
        for (int v = 1; v <= grid_.size(); ++v) options += legal(cell, v) ? 1 : 0;
        for (int v = 1; v <= grid_.size() && options > 0; ++v) {
            if (!legal(cell, v)) continue;
            grid_.set(cell, v);
            const bool go = ctx_.node(options >= 2) && search(cell + 1);
            grid_.set(cell, 0);
            if (!go) return false;
        }
        return true;
    }

    Grid grid_;
    Houses houses_;
    SearchContext& ctx_;
};

} // namespace

void searchDfs(const Grid& grid, SearchContext& ctx) { Dfs(grid, ctx).run(); }

} // namespace qudoku::detail
