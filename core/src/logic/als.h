#pragma once
// Internal: the almost locked sets (ALS) of a candidate state, shared by the ALS techniques
// (techniques/als.cpp). An ALS is k cells of one house holding k + 1 candidates between them: take
// any one value out and the rest are locked, so an ALS holds every one of its values but at most
// one. A single bivalue cell is the smallest ALS.
//
// Two disjoint ALS have a restricted common value x when both hold x as a candidate and every x-cell
// of one sees every x-cell of the other: at most one of the two sets holds x. The ALS techniques are
// chains of such links.
//
// Sets of up to four cells are listed (three on grids larger than 9×9): larger ones are rare in
// steps a player would find, and the number of sets, and of pairs of them, grows fast with the size.

#include <bit>
#include <cstddef>
#include <vector>

#include "qudoku/logic/candidate_grid.h"

namespace qudoku::logic::detail {

struct Als {
    CellSet cells;
    DigitMask values = 0;
    int size = 0;
    int house = 0; // the house it was found in (a row or column before a box)
};

class AlsCatalogue {
public:
    // Every ALS of the state, each once: house by house (rows, columns, boxes), the cells of a house
    // in ascending order.
    explicit AlsCatalogue(const CandidateGrid& state);

    std::size_t size() const { return sets_.size(); }
    const Als& operator[](std::size_t i) const { return sets_[i]; }

    // The cells of set i holding v (one of the set's values).
    const CellSet& holding(std::size_t i, int v) const { return holding_[slot(i, v)]; }
    // The cells that see every cell of set i holding v. None of them holds v inside the set.
    const CellSet& seeingAll(std::size_t i, int v) const { return seeingAll_[slot(i, v)]; }
    // The restricted common values of sets i and j; 0 when the sets share a cell.
    DigitMask restrictedCommons(std::size_t i, std::size_t j) const;
    // The cells holding v that see every v-cell of both sets i and j (v a value of both): if v is
    // sure to be in one of the two sets, these cells lose it.
    CellSet seeingBoth(std::size_t i, std::size_t j, int v) const;

private:
    std::size_t slot(std::size_t i, int v) const {
        return firstSlot_[i] + static_cast<std::size_t>(std::popcount(sets_[i].values & (digitBit(v) - 1)));
    }

    const CandidateGrid* state_;
    std::vector<Als> sets_;
    std::vector<std::size_t> firstSlot_; // per set: where its values' entries start in the two below
    std::vector<CellSet> holding_, seeingAll_;
};

} // namespace qudoku::logic::detail
