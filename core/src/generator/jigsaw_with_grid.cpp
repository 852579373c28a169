#include "generator/jigsaw_with_grid.h"

#include <bit>

#include "generator/half_turn_grid.h"
#include "generator/jigsaw_layout.h"
#include "qudoku/generator.h"

namespace qudoku::detail {

std::optional<JigsawWithGrid> jigsawWithGrid(VariantSet set, int n, bool halfTurn, SplitMix64& rng, const std::stop_token& stop) {
    std::vector<int> regions = startLayout(n);
    const Rules start = variantRules(set, n, regions);
    const Grid blank(start.gridShape());
    std::optional<Grid> grid = halfTurn ? halfTurnGrid(start, blank, rng, kGridNodes, stop)
                                        : VariantEngine(start).firstSolution(blank, rng.next(), kGridNodes, stop);
    if (!grid) return std::nullopt;
    for (int round = 0; round < kRounds; ++round) {
        if (stop.stop_requested()) return std::nullopt;
        moveKeepingDigits(*grid, regions, kMovesPerRound, halfTurn, rng);
        if (round == kRounds - 1) break;
        // Some digits searched again under the layout as it is now (see the header).
        std::uint32_t digits = 0;
        while (std::popcount(digits) < kRegridDigits) {
            const int d = static_cast<int>(rng.below(static_cast<std::uint32_t>(n))) + 1;
            digits |= std::uint32_t{1} << (d - 1);
            if (halfTurn) digits |= std::uint32_t{1} << (n - d);
        }
        Grid partial = *grid;
        for (int c = 0; c < partial.cellCount(); ++c)
            if (digits >> (partial.at(c) - 1) & 1u) partial.set(c, 0);
        const Rules rules = variantRules(set, n, regions);
        std::optional<Grid> again = halfTurn ? halfTurnGrid(rules, partial, rng, kRegridNodes, stop)
                                             : VariantEngine(rules).firstSolution(partial, rng.next(), kRegridNodes, stop);
        if (again) grid = std::move(again);
    }
    if (stop.stop_requested()) return std::nullopt;
    if (halfTurn) { // step 4 of the header: the layout stays, the grid loses its symmetry
        const Rules rules = variantRules(set, n, regions);
        VariantEngine engine(rules);
        for (int attempt = 0; attempt < kUnpairTries && relabelledByHalfTurn(*grid); ++attempt) {
            std::uint32_t digits = 0;
            while (std::popcount(digits) < kRegridDigits)
                digits |= std::uint32_t{1} << rng.below(static_cast<std::uint32_t>(n));
            Grid partial = *grid;
            for (int c = 0; c < partial.cellCount(); ++c)
                if (digits >> (partial.at(c) - 1) & 1u) partial.set(c, 0);
            if (std::optional<Grid> again = engine.firstSolution(partial, rng.next(), kRegridNodes, stop)) grid = std::move(again);
            if (stop.stop_requested()) return std::nullopt;
        }
        if (relabelledByHalfTurn(*grid)) return std::nullopt;
    }
    return JigsawWithGrid{std::move(regions), std::move(*grid)};
}

bool relabelledByHalfTurn(const Grid& grid) {
    const int cells = grid.cellCount(), n = grid.size();
    for (int c = 0; c < cells; ++c)
        if (grid.at(cells - 1 - c) != n + 1 - grid.at(c)) return false;
    return true;
}

} // namespace qudoku::detail
