// Simple colouring on one value v. The strong links of v (houses where v has exactly two places)
// join cells into clusters; colouring a cluster in two colours alternately, exactly one colour is
// v everywhere in the cluster (each strong link has one true end).
//   Colour wrap: two cells of one colour see each other, so that colour cannot be v: all its cells
//                lose v.
//   Colour trap: a cell outside the cluster that sees cells of both colours loses v.
// Clusters of a single strong link teach nothing a locked candidate would not, so a cluster needs
// at least two links.

#include <vector>

#include "logic/finders.h"
#include "logic/strong_links.h"

namespace qudoku::logic::detail {

std::optional<Step> findSimpleColouring(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    const int cells = state.cellCount();
    for (int v = 1; v <= state.size(); ++v) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const CellSet& withV = state.cellsWithCandidate(v);
        const std::vector<std::vector<int>> partners = conjugatePartners(state, v);
        std::vector<std::pair<int, int>> links;
        for (const StrongLink& link : strongLinks(state, v)) links.emplace_back(link.a, link.b);
        std::vector<int> colour(cells, -1);
        for (int seed = 0; seed < cells; ++seed) {
            if (partners[seed].empty() || colour[seed] >= 0) continue;
            CellSet sides[2];
            std::vector<int> queue{seed};
            colour[seed] = 0;
            sides[0].insert(seed);
            for (std::size_t i = 0; i < queue.size(); ++i)
                for (int next : partners[queue[i]])
                    if (colour[next] < 0) {
                        colour[next] = 1 - colour[queue[i]];
                        sides[colour[next]].insert(next);
                        queue.push_back(next);
                    }
            if (queue.size() < 3) continue;
            const CellSet cluster = sides[0] | sides[1];
            std::vector<CellValue> eliminations;
            for (int side = 0; side < 2 && eliminations.empty(); ++side) {
                bool wrap = false;
                sides[side].forEach([&](int cell) { wrap = wrap || (g.peers(cell) & sides[side]).count() > 0; });
                if (wrap) sides[side].forEach([&](int cell) { eliminations.push_back({cell, v}); });
            }
            if (eliminations.empty()) {
                (withV - cluster).forEach([&](int cell) {
                    if (g.peers(cell).intersects(sides[0]) && g.peers(cell).intersects(sides[1]))
                        eliminations.push_back({cell, v});
                });
            }
            if (eliminations.empty()) continue;
            Step step = makeStep(Technique::SimpleColouring);
            step.values = digitBit(v);
            sides[0].forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::ColourA}); });
            sides[1].forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::ColourB}); });
            for (const auto& [a, b] : links)
                if (cluster.contains(a)) step.links.push_back({{{a}, v}, {{b}, v}, LinkKind::Strong});
            step.eliminations = std::move(eliminations);
            return step;
        }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
