#pragma once
// Internal: whether k cells (their masks) can take the digits of a set one each, a perfect matching
// between cells and digits (killer cages' combinations, renban windows).

#include <algorithm>
#include <bit>

#include "unit.h"

namespace qudoku::constraints {

// Whether the cells (masks, each restricted to the combination) can take the digits one each; with
// `fixedCell` >= 0 that cell holds `fixedBit`. Kuhn's augmenting paths; k <= 25.
class Matching {
public:
    Matching(const Mask* masks, int k) : masks_(masks), k_(k) {}

    bool perfect(Mask combination, int fixedCell = -1, Mask fixedBit = 0) {
        combination_ = combination;
        fixedCell_ = fixedCell;
        fixedBit_ = fixedBit;
        for (Mask m = combination | fixedBit; m; m &= m - 1) owner_[std::countr_zero(m)] = -1; // only these are read
        for (int i = 0; i < k_; ++i) {
            seen_ = 0;
            if (!augment(i)) return false;
        }
        return true;
    }

    // Adds the last perfect matching's digit of each cell to kept[cell] (each digit of the
    // combination has its cell once perfect() is true).
    void keepAssignment(Mask* kept) const {
        for (Mask m = combination_; m; m &= m - 1) kept[owner_[std::countr_zero(m)]] |= m & (~m + 1);
    }

private:
    // The digits `cell` may take: the fixed one, or its own within the combination but that one.
    Mask allowed(int cell) const { return cell == fixedCell_ ? fixedBit_ : masks_[cell] & combination_ & ~fixedBit_; }

    bool augment(int cell) {
        for (Mask m = allowed(cell) & ~seen_; m; m &= m - 1) {
            const int d = std::countr_zero(m);
            seen_ |= Mask{1} << d;
            if (owner_[d] < 0 || augment(owner_[d])) {
                owner_[d] = cell;
                return true;
            }
        }
        return false;
    }

    const Mask* masks_;
    int k_;
    Mask combination_ = 0, fixedBit_ = 0;
    int fixedCell_ = -1;
    int owner_[kMaxSize];
    Mask seen_ = 0;
};

} // namespace qudoku::constraints
