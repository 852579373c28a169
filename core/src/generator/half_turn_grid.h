#pragma once
// Internal: a random solution grid that the half turn maps onto itself up to a relabelling of its
// digits: grid[N²-1-c] = N+1-grid[c] for every cell c. The jigsaw generator builds a half-turn
// symmetric layout around such a grid (jigsaw_layout.h, jigsawLayoutAround): a cell moves between
// two regions only with a cell of the same digit, and the turned cells then hold the same digit as
// each other too (the turned one of d), so the turned move keeps every region's digits as well.
//
// d ↦ N+1-d keeps what the variant rules ask of digits: all different in a house (it is a
// relabelling) and non-consecutive (|(N+1-a) - (N+1-b)| = |a-b|). The rules' houses and pairs must
// map onto themselves under the half turn (rows, columns, boxes or rows as regions, both diagonals,
// windoku windows, anti-knight, anti-king, non-consecutive do). On odd sizes the centre cell is its
// own image and holds (N+1)/2.
//
// The search: depth-first, a cell and its image placed together, forward checking (a placement takes
// its digit from its peers and narrows its relations' cells), the cell with the fewest candidates
// first (random ties), digits in random order: all from the stream `rng`.

#include <cstdint>
#include <optional>
#include <stop_token>

#include "qudoku/grid.h"
#include "qudoku/rules.h"
#include "solvers/search_context.h"

namespace qudoku::detail {

// One such grid of `rules` that keeps the givens of `givens` (a grid of the rules' shape; all blank:
// a grid from scratch), within `nodeLimit` placements (0: no limit); nullopt when the nodes ran out,
// `stop` came, there is none, or the rules have a constraint this search cannot follow (one that
// narrows beyond pairs: none of the variant sets has one). Preconditions: checkRules(rules) finds
// nothing; the rules map onto themselves under the half turn (see above); the givens are blank or
// filled together with their images, and keep the relabelling.
std::optional<Grid> halfTurnGrid(const Rules& rules, const Grid& givens, SplitMix64& rng, std::uint64_t nodeLimit,
                                 const std::stop_token& stop);

} // namespace qudoku::detail
