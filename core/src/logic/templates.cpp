// Which cells lie in some template of a value: a dynamic programme over the rows.
//
// A partial template on rows 0..r-1 is known, as far as the rows below care, by the columns and
// boxes it has used: its state is one 64-bit word, bit c for column c and bit N + b for box b
// (N <= 25, so 50 bits), and under variant rules bit 2N + e for the e-th complete extra house
// (a diagonal, a window, a disjoint group: Geometry's houses from 3N on), which a full template must
// have used too (a final state lacking one is not complete). Rules with more extra houses than the
// word holds get no template check (nullopt). The forward pass lists the distinct states after each row (sorted
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
    const int extraHouses = g.houseCount() - 3 * n;
    if (2 * n + extraHouses > 64) return std::nullopt;
    const std::uint64_t extraBits = extraHouses == 0 ? 0 : (~std::uint64_t{0} >> (64 - extraHouses)) << (2 * n);
    std::vector<std::vector<Option>> options(n);
    for (int r = 0; r < n; ++r) {
        const auto option = [&](int cell) {
            // The box is the rules' region (a jigsaw's region), as Geometry numbers it.
            std::uint64_t bits = (std::uint64_t{1} << shape.colOf(cell)) | (std::uint64_t{1} << (n + g.boxHouse(cell) - 2 * n));
            for (int h : g.housesOf(cell))
                if (h >= 3 * n) bits |= std::uint64_t{1} << (h - n);
            return Option{cell, bits};
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
    // A full placement is complete when it used every extra house too (columns and boxes it uses
    // all: N placements, each in another one).
    std::vector<std::uint64_t> completable;
    for (std::uint64_t s : layers[n])
        if ((s & extraBits) == extraBits) completable.push_back(s);
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
        // Templates know houses only: under anti-knight or anti-king a single-value argument may
        // also use a knight's (king's) move, so a cell in some template can still lose the value
        // to a fish whose fin it sees that way. There every candidate stays a target.
        if (state.size() <= 9 && state.geometry().differSets().empty())
            if (const std::optional<CellSet> inTemplate = templateCells(state, value)) targets -= *inTemplate;
        known_ |= std::uint32_t{1} << value;
    }
    return targets;
}

} // namespace qudoku::logic::detail
