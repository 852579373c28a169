// Colouring on one value v. The strong links of v (houses where v has exactly two places) join
// cells into clusters; colouring a cluster in two colours alternately, exactly one colour is v
// everywhere in the cluster (each strong link has one true end, and the ends see each other).
//
// Simple colouring, one cluster:
//   Colour wrap: two cells of one colour see each other, so that colour cannot be v: all its cells
//                lose v.
//   Colour trap: a cell outside the cluster that sees cells of both colours loses v.
// Clusters of a single strong link teach nothing a locked candidate would not, so a cluster needs
// at least two links.
//
// Multi-colouring (HoDoKu's Multi Colors 1 and 2), two clusters joined by a weak link: a cell of
// colour A (first cluster) sees a cell of colour C (second cluster), so A and C are not both true.
//   Colour wrap (1): A sees both colours of the second cluster: if A were true, neither of them
//                    could be, so all of A's cells lose v.
//   Colour trap (2): A and C are not both true, so B or D (their opposites) is: a cell outside the
//                    two clusters that sees cells of both B and D loses v.

#include <array>
#include <utility>
#include <vector>

#include "logic/finders.h"
#include "logic/strong_links.h"

namespace qudoku::logic::detail {

namespace {

// A cluster of strong links in its two colours.
struct Cluster {
    CellSet sides[2];
    int cells = 0;
    CellSet all() const { return sides[0] | sides[1]; }
};

// Every cluster of v's strong links, in order of its lowest cell; a cluster's lowest cell has
// colour 0.
std::vector<Cluster> clustersOf(const CandidateGrid& state, int v) {
    const std::vector<std::vector<int>> partners = conjugatePartners(state, v);
    std::vector<int> colour(state.cellCount(), -1);
    std::vector<Cluster> clusters;
    for (int seed = 0; seed < state.cellCount(); ++seed) {
        if (partners[seed].empty() || colour[seed] >= 0) continue;
        Cluster cluster;
        std::vector<int> queue{seed};
        colour[seed] = 0;
        cluster.sides[0].insert(seed);
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int next : partners[queue[i]])
                if (colour[next] < 0) {
                    colour[next] = 1 - colour[queue[i]];
                    cluster.sides[colour[next]].insert(next);
                    queue.push_back(next);
                }
        cluster.cells = static_cast<int>(queue.size());
        clusters.push_back(cluster);
    }
    return clusters;
}

// The strong links of v inside `cells`, as the step's links.
void addStrongLinks(Step& step, const CandidateGrid& state, int v, const CellSet& cells) {
    for (const StrongLink& link : strongLinks(state, v))
        if (cells.contains(link.a)) step.links.push_back({{{link.a}, v}, {{link.b}, v}, LinkKind::Strong});
}

// Every cell that sees a cell of `cells`.
CellSet seenFrom(const Geometry& g, const CellSet& cells) {
    CellSet seen;
    cells.forEach([&](int cell) { seen |= g.peers(cell); });
    return seen;
}

// A cell of `from` and a cell of `to` that see each other (the first such pair).
std::pair<int, int> weakLink(const Geometry& g, const CellSet& from, const CellSet& to) {
    std::pair<int, int> link{-1, -1};
    from.forEach([&](int a) {
        if (link.first >= 0) return;
        const CellSet seen = g.peers(a) & to;
        if (!seen.empty()) link = {a, seen.first()};
    });
    return link;
}

} // namespace

std::optional<Step> findSimpleColouring(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    for (int v = 1; v <= state.size(); ++v) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const CellSet& withV = state.cellsWithCandidate(v);
        for (const Cluster& cluster : clustersOf(state, v)) {
            if (cluster.cells < 3) continue;
            const CellSet cells = cluster.all();
            std::vector<CellValue> eliminations;
            for (int side = 0; side < 2 && eliminations.empty(); ++side) {
                bool wrap = false;
                cluster.sides[side].forEach([&](int cell) { wrap = wrap || g.peers(cell).intersects(cluster.sides[side]); });
                if (wrap) cluster.sides[side].forEach([&](int cell) { eliminations.push_back({cell, v}); });
            }
            if (eliminations.empty()) {
                (withV - cells).forEach([&](int cell) {
                    if (g.peers(cell).intersects(cluster.sides[0]) && g.peers(cell).intersects(cluster.sides[1]))
                        eliminations.push_back({cell, v});
                });
            }
            if (eliminations.empty()) continue;
            Step step = makeStep(Technique::SimpleColouring);
            step.values = digitBit(v);
            cluster.sides[0].forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::ColourA}); });
            cluster.sides[1].forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::ColourB}); });
            addStrongLinks(step, state, v, cells);
            step.eliminations = std::move(eliminations);
            return step;
        }
    }
    return std::nullopt;
}

// Marks: the first cluster in colours A and B, the second in C and D. Wrap: A is the colour that
// loses v. Trap: B and D are the colours joined by the weak link, the targets see A and C.
std::optional<Step> findMultiColouring(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    for (int v = 1; v <= state.size(); ++v) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const CellSet& withV = state.cellsWithCandidate(v);
        const std::vector<Cluster> clusters = clustersOf(state, v);
        const std::size_t count = clusters.size();
        std::vector<std::array<CellSet, 2>> seen(count);
        for (std::size_t i = 0; i < count; ++i)
            for (int side = 0; side < 2; ++side) seen[i][side] = seenFrom(g, clusters[i].sides[side]);

        auto makeMultiStep = [&](const Cluster& first, int a, const Cluster& second, int c) {
            // first.sides[a] becomes colour A, second.sides[c] colour C.
            Step step = makeStep(Technique::MultiColouring);
            step.values = digitBit(v);
            const std::pair<const CellSet*, Role> colours[] = {{&first.sides[a], Role::ColourA},
                                                               {&first.sides[1 - a], Role::ColourB},
                                                               {&second.sides[c], Role::ColourC},
                                                               {&second.sides[1 - c], Role::ColourD}};
            for (const auto& [cells, role] : colours)
                cells->forEach([&, role = role](int cell) { step.marks.push_back({{cell, v}, role}); });
            addStrongLinks(step, state, v, first.all() | second.all());
            return step;
        };
        auto addWeakLink = [&](Step& step, const CellSet& from, const CellSet& to) {
            const auto [a, b] = weakLink(g, from, to);
            step.links.push_back({{{a}, v}, {{b}, v}, LinkKind::Weak});
        };

        // Wrap: a colour that sees both colours of another cluster.
        for (std::size_t i = 0; i < count; ++i)
            for (std::size_t j = 0; j < count; ++j) {
                if (i == j) continue;
                for (int a = 0; a < 2; ++a) {
                    if (!seen[i][a].intersects(clusters[j].sides[0]) || !seen[i][a].intersects(clusters[j].sides[1])) continue;
                    Step step = makeMultiStep(clusters[i], a, clusters[j], 0);
                    addWeakLink(step, clusters[i].sides[a], clusters[j].sides[0]);
                    addWeakLink(step, clusters[i].sides[a], clusters[j].sides[1]);
                    clusters[i].sides[a].forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
                    return step;
                }
            }

        // Trap: colours b (of cluster i) and d (of cluster j) see each other, so the opposite
        // colours 1 - b and 1 - d are not both false.
        for (std::size_t i = 0; i < count; ++i)
            for (std::size_t j = i + 1; j < count; ++j)
                for (int b = 0; b < 2; ++b)
                    for (int d = 0; d < 2; ++d) {
                        if (!seen[i][b].intersects(clusters[j].sides[d])) continue;
                        const CellSet targets = (withV & seen[i][1 - b] & seen[j][1 - d]) - clusters[i].all() - clusters[j].all();
                        if (targets.empty()) continue;
                        Step step = makeMultiStep(clusters[i], 1 - b, clusters[j], 1 - d);
                        addWeakLink(step, clusters[i].sides[b], clusters[j].sides[d]);
                        targets.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
                        return step;
                    }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
