#pragma once
// Internal: a naked subset that includes a virtual cell, shared by unique rectangle type 3 and BUG
// type 3. Both reason that some cells (the rectangle's roof, the BUG's extra cells) together act
// as one more cell holding `seed` values; with 1..maxCells real cells of a house that is a naked
// subset when the chosen cells and the seed hold exactly one value more than the real cells, and the
// house's other cells lose those values.

#include <optional>
#include <stop_token>
#include <vector>

#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/step.h"

namespace qudoku::logic::detail {

struct VirtualSubset {
    std::vector<int> cells;              // the real cells chosen, in the order of `others`
    DigitMask values = 0;                // the subset's values, the seed's included
    std::vector<CellValue> eliminations; // those values in `others` outside the subset
};

// The first subset (depth first over `others`, smallest indices first) that eliminates something,
// or nullopt. `others` are the house's empty cells outside the virtual cell. The values the subset
// may hold are capped at maxCells + 1. Stops with nullopt once `stop` is triggered.
std::optional<VirtualSubset> findVirtualSubset(const CandidateGrid& state, const std::vector<int>& others,
                                               DigitMask seed, int maxCells, const std::stop_token& stop = {});

} // namespace qudoku::logic::detail
