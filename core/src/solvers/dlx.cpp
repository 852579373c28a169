// Knuth's Dancing Links (Algorithm X with doubly linked toroidal lists).
//
// Exact-cover matrix: one column per constraint, one row per (cell, value).
//   columns: "cell c is filled" for every cell, then "house h holds value v" for every house and value
//            (rows, columns and boxes today; any house list works, so rule variants need no new code)
//   row (c, v) has a 1 in column "cell c" and in "house h holds v" for each house h containing c.
// Givens are applied by selecting their rows before the search (covering their columns). The search
// always branches on the column with the fewest remaining rows (Knuth's S heuristic); ties go to the
// first such column, or with a seed to a pseudo-randomly chosen one.
//
// All nodes live in flat arrays indexed by int (no pointers, no per-node allocation); node 0 is the
// root, nodes 1..C the column headers, then the row nodes.

#include <vector>

#include "qudoku/houses.h"
#include "search_context.h"

namespace qudoku::detail {

namespace {

class Dlx {
public:
    Dlx(const Grid& grid, SearchContext& ctx) : grid_(grid), ctx_(ctx) {
        if (ctx.seed()) rng_.emplace(*ctx.seed());
        build(Houses(grid.shape()));
    }

    void run() {
        // Select the givens' rows first. The front end rejected conflicting givens, so every column
        // they touch is still uncovered here.
        for (int cell = 0; cell < grid_.cellCount(); ++cell) {
            if (grid_.isEmpty(cell)) continue;
            const int r = rowStart_[cell * n_ + grid_.at(cell) - 1];
            cover(col_[r]);
            for (int j = right_[r]; j != r; j = right_[j]) cover(col_[j]);
        }
        search();
    }

private:
    void build(const Houses& houses) {
        n_ = grid_.size();
        const int cells = grid_.cellCount();
        const int columns = cells + static_cast<int>(houses.all().size()) * n_;
        const int rows = cells * n_;
        const int perRow = 1 + static_cast<int>(houses.housesOf(0).size());
        const int total = 1 + columns + rows * perRow;
        left_.resize(total);
        right_.resize(total);
        up_.resize(total);
        down_.resize(total);
        col_.resize(total);
        rowOf_.resize(total);
        size_.assign(columns + 1, 0);
        rowStart_.resize(rows);

        for (int i = 0; i <= columns; ++i) {
            left_[i] = i == 0 ? columns : i - 1;
            right_[i] = i == columns ? 0 : i + 1;
            up_[i] = down_[i] = col_[i] = i;
        }
        int next = columns + 1;
        for (int cell = 0; cell < cells; ++cell) {
            for (int v = 0; v < n_; ++v) {
                const int row = cell * n_ + v;
                int first = -1;
                auto add = [&](int column) {
                    const int x = next++;
                    col_[x] = column;
                    rowOf_[x] = row;
                    up_[x] = up_[column];
                    down_[x] = column;
                    down_[up_[column]] = x;
                    up_[column] = x;
                    ++size_[column];
                    if (first < 0) {
                        first = left_[x] = right_[x] = x;
                    } else {
                        left_[x] = left_[first];
                        right_[x] = first;
                        right_[left_[first]] = x;
                        left_[first] = x;
                    }
                };
                add(1 + cell);
                for (int h : houses.housesOf(cell)) add(1 + cells + h * n_ + v);
                rowStart_[row] = first;
            }
        }
    }

    void cover(int c) {
        right_[left_[c]] = right_[c];
        left_[right_[c]] = left_[c];
        for (int i = down_[c]; i != c; i = down_[i])
            for (int j = right_[i]; j != i; j = right_[j]) {
                down_[up_[j]] = down_[j];
                up_[down_[j]] = up_[j];
                --size_[col_[j]];
            }
    }

    void uncover(int c) {
        for (int i = up_[c]; i != c; i = up_[i])
            for (int j = left_[i]; j != i; j = left_[j]) {
                ++size_[col_[j]];
                down_[up_[j]] = j;
                up_[down_[j]] = j;
            }
        right_[left_[c]] = c;
        left_[right_[c]] = c;
    }

    int chooseColumn() {
        int best = -1, bestSize = 1 << 30, ties = 0;
        for (int c = right_[0]; c != 0; c = right_[c]) {
            if (size_[c] < bestSize) {
                best = c;
                bestSize = size_[c];
                ties = 1;
                if (bestSize <= 1 && !rng_) break;
            } else if (size_[c] == bestSize && rng_ && rng_->below(static_cast<std::uint32_t>(++ties)) == 0) {
                best = c;
            }
        }
        return best;
    }

    // Returns false when the whole search must stop.
    bool search() {
        if (right_[0] == 0) return ctx_.solution(solutionGrid());
        const int c = chooseColumn();
        if (size_[c] == 0) return true;
        const bool guess = size_[c] >= 2;
        cover(c);
        bool go = true;
        for (int r = down_[c]; r != c && go; r = down_[r]) {
            chosen_.push_back(rowOf_[r]);
            for (int j = right_[r]; j != r; j = right_[j]) cover(col_[j]);
            go = ctx_.node(guess) && search();
            for (int j = left_[r]; j != r; j = left_[j]) uncover(col_[j]);
            chosen_.pop_back();
        }
        uncover(c);
        return go;
    }

    Grid solutionGrid() const {
        Grid g = grid_;
        for (int row : chosen_) g.set(row / n_, row % n_ + 1);
        return g;
    }

    Grid grid_;
    SearchContext& ctx_;
    int n_ = 0;
    std::vector<int> left_, right_, up_, down_, col_, rowOf_, size_, rowStart_;
    std::vector<int> chosen_;
    std::optional<SplitMix64> rng_;
};

} // namespace

void searchDlx(const Grid& grid, SearchContext& ctx) { Dlx(grid, ctx).run(); }

} // namespace qudoku::detail
