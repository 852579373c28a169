#include "qudoku/logic/solution_cover.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "solvers/search_context.h"

namespace qudoku::logic {

namespace {

// One solve's node limit, per cell of the grid, and how many seeds a witness is tried with before the
// check gives up (see witness below).
constexpr std::uint64_t kSolveNodesPerCell = 4;
constexpr int kSolveAttempts = 5;

} // namespace

SolutionCover coverCandidates(const CandidateGrid& state, std::stop_token stop, std::uint64_t nodeLimit) {
    SolutionCover cover;
    const int cells = state.cellCount();
    const Grid digits = state.grid();
    std::vector<DigitMask> within(static_cast<std::size_t>(cells), 0);
    std::vector<DigitMask> covered(static_cast<std::size_t>(cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        if (state.isSolved(cell)) continue;
        within[cell] = state.candidates(cell);
        cover.candidates += std::popcount(within[cell]);
    }
    for (int cell = 0; cell < cells; ++cell) {
        if (state.isSolved(cell) || std::popcount(within[cell]) > 1) continue;
        if (within[cell] == 0) { // a cell without candidates
            cover.status = CoverStatus::NoSolution;
            return cover;
        }
        cover.status = CoverStatus::StepExists; // a naked single: no need to solve
        cover.nakedSingle = CellValue{cell, std::countr_zero(within[cell]) + 1};
        return cover;
    }
    // A witness for `masks` (the state, or one candidate forced): its solution covers what it holds.
    // False when the check is over (cover.status set). Seeded searches have a heavy tail: on an empty
    // 25×25 the median solve takes 470 nodes and one in a hundred or so thousands to 150,000; a solve
    // that passes kSolveNodesPerCell × cells nodes is dropped and tried again with the next seed.
    const std::uint64_t solveNodes = kSolveNodesPerCell * static_cast<std::uint64_t>(cells);
    std::uint64_t seed = 0;
    auto witness = [&](const std::vector<DigitMask>& masks, std::optional<CellValue> forced) {
        detail::WithinResult found;
        for (int attempt = 0; attempt < kSolveAttempts && found.existence == detail::Existence::Unknown; ++attempt) {
            if (cover.nodes >= nodeLimit || stop.stop_requested()) break;
            found = detail::solveWithin(digits, masks.data(), seed++, std::min(solveNodes, nodeLimit - cover.nodes), stop);
            ++cover.solves;
            cover.nodes += found.nodes;
        }
        switch (found.existence) {
        case detail::Existence::Yes: break;
        case detail::Existence::No:
            cover.status = forced ? CoverStatus::StepExists : CoverStatus::NoSolution;
            cover.fitsNone = forced;
            return false;
        case detail::Existence::Unknown:
            cover.status = stop.stop_requested() ? CoverStatus::Cancelled : CoverStatus::GaveUp;
            return false;
        }
        for (int cell = 0; cell < cells; ++cell) {
            if (state.isSolved(cell)) continue;
            const DigitMask bit = digitBit(found.solution->at(cell));
            if (!(covered[cell] & bit)) {
                covered[cell] |= bit;
                ++cover.covered;
            }
        }
        return true;
    };
    if (!witness(within, std::nullopt)) return cover;
    std::vector<DigitMask> forcedMasks = within;
    for (int cell = 0; cell < cells; ++cell) {
        if (state.isSolved(cell)) continue;
        // covered[cell] grows while this cell's candidates are tried: read it afresh each time.
        for (DigitMask left = within[cell] & ~covered[cell]; left; left = within[cell] & ~covered[cell]) {
            const int value = std::countr_zero(left) + 1;
            forcedMasks[cell] = digitBit(value);
            const bool going = witness(forcedMasks, CellValue{cell, value});
            forcedMasks[cell] = within[cell];
            if (!going) return cover;
        }
    }
    cover.status = CoverStatus::EveryCandidateFits;
    return cover;
}

} // namespace qudoku::logic
