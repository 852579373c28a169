// Which cells lie in some template of a value: a dynamic programme over the rows.
//
// A partial template on rows 0..r-1 is known, as far as the rows below care, by the columns and
// boxes it has used: its state is one 64-bit word, bit c for column c and bit N + b for box b
// (N <= 25, so 50 bits). The forward pass lists the distinct states after each row (sorted
// vectors; on 9×9 at most 81 per row, on an empty grid). The
// backward pass keeps the states from which the remaining rows can still be completed; a cell of
// row r is in a template exactly when some state before row r can take it and land on such a state.
//
// Rejected: enumerating the templates themselves (up to 46,656 per value on an open 9×9, which
// the state sharing above folds into a few thousand steps).

#include "logic/templates.h"

#include "logic/finders.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace qudoku::logic::detail {

namespace {

struct Option {
    int cell;
    std::uint64_t bits; // its column and box, in the state's layout
};

} // namespace

std::optional<CellSet> templateCells(const CandidateGrid& state, int value, int maxStates) {
    const Geometry& g = state.geometry();
    const Shape shape = g.shape();
    const int n = g.size();

    // Each row's choices: the cell holding the value, or else its cells with the candidate.
    std::vector<std::vector<Option>> options(n);
    for (int r = 0; r < n; ++r) {
        const auto option = [&](int cell) {
            // The box is the rules' region (a jigsaw's region), as Geometry numbers it.
            return Option{cell, (std::uint64_t{1} << shape.colOf(cell)) | (std::uint64_t{1} << (n + g.boxHouse(cell) - 2 * n))};
        };
        g.houseCells(r).forEach([&](int cell) {
            if (state.value(cell) == value) options[r] = {option(cell)};
        });
        if (options[r].empty())
            (g.houseCells(r) & state.cellsWithCandidate(value)).forEach([&](int cell) { options[r].push_back(option(cell)); });
    }

    // Forward: layers[r] holds the states after rows 0..r-1.
    std::vector<std::vector<std::uint64_t>> layers(n + 1);
    layers[0] = {0};
    for (int r = 0; r < n; ++r) {
        std::vector<std::uint64_t>& next = layers[r + 1];
        for (std::uint64_t s : layers[r])
            for (const Option& o : options[r])
                if (!(s & o.bits)) next.push_back(s | o.bits);
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        if (static_cast<int>(next.size()) > maxStates) return std::nullopt;
    }

    // Backward: `completable` holds the states of layer r + 1 from which the rows below can be filled.
    CellSet cells;
    std::vector<std::uint64_t> completable = layers[n]; // every full placement is complete
    for (int r = n - 1; r >= 0; --r) {
        std::vector<std::uint64_t> before;
        for (std::uint64_t s : layers[r]) {
            bool completes = false;
            for (const Option& o : options[r]) {
                if ((s & o.bits) || !std::binary_search(completable.begin(), completable.end(), s | o.bits)) continue;
                cells.insert(o.cell);
                completes = true;
            }
            if (completes) before.push_back(s); // layers[r] is sorted, so `before` is too
        }
        completable = std::move(before);
    }
    return cells;
}

const CellSet& FindContext::singleValueTargets(const CandidateGrid& state, int value) const {
    if (state_ != &state) {
        state_ = &state;
        known_ = 0;
    }
    CellSet& targets = singleValueTargets_[value];
    if (!(known_ & (std::uint32_t{1} << value))) {
        targets = state.cellsWithCandidate(value);
        if (state.size() <= 9)
            if (const std::optional<CellSet> inTemplate = templateCells(state, value)) targets -= *inTemplate;
        known_ |= std::uint32_t{1} << value;
    }
    return targets;
}

} // namespace qudoku::logic::detail
