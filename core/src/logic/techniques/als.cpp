// The ALS family: almost locked sets (ALS, see logic/als.h) joined by restricted common values. Each
// step ends with a value z that some set is sure to hold, so cells that see every z-cell of the sets
// that may hold it lose z.
//   ALS-XZ:       two ALS A and B with a restricted common x cannot both hold x; the one without x
//                 is locked and holds every other value it has. So any other common value z sits in
//                 A or in B.
//   ALS-XY-Wing:  three ALS: A and C share a restricted common x, B and C a restricted common y,
//                 and x != y. C lacks at most one value, so it holds x or y. If x, A cannot hold x
//                 and is locked; if y, B is. So a value z of both A and B that is not one of the
//                 links' values is in A or in B. (HoDoKu's definition: A, B and C share no cell.)
//   ALS-XY-Chain: HoDoKu's ALS chain, A1 - A2 - ... - An (four sets or more), neighbours disjoint
//                 and joined by restricted commons x1, x2, ..., each different from the one before.
//                 If A1 lacks z it holds x1, so A2 lacks x1 and holds x2, A3 lacks x2 ... and An
//                 lacks x(n-1), so An holds z: z is in A1 or in An (z != x1, z != x(n-1)). Sets
//                 that are not neighbours may share cells (the steps hold all the same); no set is
//                 used twice and neither end lies inside the other. Searched breadth-first up to
//                 six sets, so the search stays within a few milliseconds.
//   Death blossom: a stem cell and, for each of its candidates d, a petal: an ALS holding d whose
//                 d-cells all see the stem; the petals share no cell. The stem holds one d, so that
//                 petal lacks d and is locked: a value z of every petal, not a candidate of the
//                 stem, is in one of the petals.
// Among the steps of one technique the one with the fewest cells is shown (for chains, the fewest
// sets first).

#include <algorithm>
#include <bit>
#include <vector>

#include "logic/als.h"
#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

int lowestValue(DigitMask mask) { return std::countr_zero(mask) + 1; }

// Every z of `common` (values of both a and b) whose cells in a and b are all seen by some cell holding z.
void addEliminations(Step& step, const AlsCatalogue& sets, std::size_t a, std::size_t b, DigitMask common) {
    for (DigitMask zs = common; zs; zs &= zs - 1) {
        const int z = lowestValue(zs);
        sets.seeingBoth(a, b, z).forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
    }
}

// The sets' chain as an AIC, from the first set to the last:
//   (z)A1 = (x1)A1 - (x1)A2 = (x2)A2 - ... - (x[n-1])An = (z)An.
// Inside a set the link is strong (lacking one value, the set holds the other), between two sets it
// is the restricted common (weak: at most one set holds it). Rated as ALS-XZ, whose AIC has three
// links, plus Explainer's length penalty on the links.
void addChain(Step& step, const AlsCatalogue& sets, const std::vector<std::size_t>& path, const std::vector<int>& digits,
              int z) {
    auto node = [&](std::size_t set, int v) {
        ChainNode chainNode{{}, v};
        sets.holding(set, v).forEach([&](int cell) { chainNode.cells.push_back(cell); });
        return chainNode;
    };
    int in = z;
    for (std::size_t k = 0; k < path.size(); ++k) {
        const int out = k + 1 < path.size() ? digits[k] : z;
        step.links.push_back({node(path[k], in), node(path[k], out), LinkKind::Strong});
        if (k + 1 < path.size()) step.links.push_back({node(path[k], out), node(path[k + 1], out), LinkKind::Weak});
        in = out;
    }
    step.rating = techniqueInfo(Technique::AlsXz).rating + chainLengthPenalty(static_cast<int>(step.links.size()));
}

// For each set, the sets it has a restricted common with and those values, in catalogue order.
struct RcLink {
    std::size_t other;
    DigitMask values;
};

std::vector<std::vector<RcLink>> restrictedLinks(const AlsCatalogue& sets, const FindContext& ctx, bool& stopped) {
    std::vector<std::vector<RcLink>> links(sets.size());
    for (std::size_t i = 0; i < sets.size(); ++i) {
        if (ctx.stop.stop_requested()) {
            stopped = true;
            return {};
        }
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            if (!(sets[i].values & sets[j].values)) continue;
            if (const DigitMask rc = sets.restrictedCommons(i, j)) {
                links[i].push_back({j, rc});
                links[j].push_back({i, rc});
            }
        }
    }
    return links;
}

} // namespace

std::optional<Step> findAlsXz(const CandidateGrid& state, const FindContext& ctx) {
    const AlsCatalogue sets(state);
    std::optional<Step> best;
    int bestSize = 0;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als& a = sets[i];
            const Als& b = sets[j];
            if (best && a.size + b.size >= bestSize) continue;
            const DigitMask common = a.values & b.values;
            if (std::popcount(common) < 2) continue;
            const DigitMask restricted = sets.restrictedCommons(i, j);
            for (DigitMask xs = restricted; xs; xs &= xs - 1) {
                const int x = lowestValue(xs);
                Step step = makeStep(Technique::AlsXz);
                addEliminations(step, sets, i, j, common & ~digitBit(x));
                if (step.eliminations.empty()) continue;
                step.values = common;
                step.houses = {{a.house, Role::Base}, {b.house, Role::Base}};
                for (const auto& [als, alsRole] : {std::pair{&a, Role::ColourA}, std::pair{&b, Role::ColourB}}) {
                    const Role role = alsRole; // clang 14 cannot capture a structured binding
                    als->cells.forEach([&](int cell) {
                        for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
                            const int v = lowestValue(m);
                            step.marks.push_back({{cell, v}, v == x ? Role::Link : role});
                        }
                    });
                }
                bestSize = a.size + b.size;
                best = std::move(step);
                break;
            }
        }
    }
    return best;
}

std::optional<Step> findAlsXyWing(const CandidateGrid& state, const FindContext& ctx) {
    const AlsCatalogue sets(state);
    bool stopped = false;
    const auto links = restrictedLinks(sets, ctx, stopped);
    if (stopped) return std::nullopt;
    std::optional<Step> best;
    int bestSize = 0;
    for (std::size_t c = 0; c < sets.size(); ++c) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const std::vector<RcLink>& wings = links[c];
        for (std::size_t p = 0; p < wings.size(); ++p) {
            for (std::size_t q = p + 1; q < wings.size(); ++q) {
                const std::size_t a = wings[p].other, b = wings[q].other;
                const int size = sets[a].size + sets[b].size + sets[c].size;
                if (best && size >= bestSize) continue;
                const DigitMask x = wings[p].values, y = wings[q].values;
                // C must hold one of the links' values: two single links on one value do not say so.
                if (std::popcount(x | y) < 2) continue;
                const DigitMask common = sets[a].values & sets[b].values & ~(x | y);
                if (!common || sets[a].cells.intersects(sets[b].cells)) continue;
                Step step = makeStep(Technique::AlsXyWing);
                addEliminations(step, sets, a, b, common);
                if (step.eliminations.empty()) continue;
                step.values = x | y;
                for (const CellValue& e : step.eliminations) step.values |= digitBit(e.value);
                step.houses = {{sets[a].house, Role::Base}, {sets[b].house, Role::Base}, {sets[c].house, Role::Link}};
                markSet(step, state, sets[a].cells, Role::ColourA, x);
                markSet(step, state, sets[b].cells, Role::ColourB, y);
                markSet(step, state, sets[c].cells, Role::Pivot, x | y);
                // A lacks z -> A holds x -> C lacks x -> C holds y -> B lacks y -> B holds z, with
                // x and y two different values of the links.
                const int xv = std::popcount(y) == 1 ? lowestValue(x & ~y) : lowestValue(x);
                const int yv = lowestValue(y & ~digitBit(xv));
                addChain(step, sets, {a, c, b}, {xv, yv}, step.eliminations.front().value);
                bestSize = size;
                best = std::move(step);
            }
        }
    }
    return best;
}

// Chains of four to kMaxChainSets sets: longer ones are rare and the search grows with each set.
constexpr std::size_t kMaxChainSets = 6;

std::optional<Step> findAlsXyChain(const CandidateGrid& state, const FindContext& ctx) {
    const AlsCatalogue sets(state);
    bool stopped = false;
    const auto graph = restrictedLinks(sets, ctx, stopped);
    if (stopped) return std::nullopt;
    const int n = state.size();
    const std::size_t count = sets.size();
    // The values of each set that some cell outside it could lose: an end of a chain needs one.
    std::vector<DigitMask> reachable(count, 0);
    for (std::size_t i = 0; i < count; ++i)
        for (DigitMask m = sets[i].values; m; m &= m - 1) {
            const int v = lowestValue(m);
            if ((sets.seeingAll(i, v) & state.cellsWithCandidate(v)).empty()) continue;
            reachable[i] |= digitBit(v);
        }

    // Breadth-first from each first set and first link value x1, so the shortest chain is found.
    // A state is a set and the value it was reached by (the value it lacks if the first set lacks
    // z): id = set * (n + 1) + value. The next link leaves by another value.
    const std::size_t stateCount = count * static_cast<std::size_t>(n + 1);
    std::vector<std::size_t> seenIn(stateCount, 0), parent(stateCount), depth(stateCount);
    constexpr std::size_t kFromStart = static_cast<std::size_t>(-1);
    std::size_t search = 0;
    std::vector<std::size_t> queue;
    std::optional<Step> best;
    std::size_t bestSets = kMaxChainSets + 1;
    for (std::size_t start = 0; start < count; ++start) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        if (!reachable[start]) continue;
        DigitMask firstValues = 0;
        for (const RcLink& link : graph[start]) firstValues |= link.values;
        for (DigitMask xs = firstValues; xs; xs &= xs - 1) {
            const int x1 = lowestValue(xs);
            const DigitMask endValues = reachable[start] & ~digitBit(x1);
            if (!endValues) continue;
            ++search;
            queue.clear();
            auto visit = [&](std::size_t set, int value, std::size_t from, std::size_t linkCount) {
                const std::size_t id = set * static_cast<std::size_t>(n + 1) + static_cast<std::size_t>(value);
                if (set == start || seenIn[id] == search) return;
                seenIn[id] = search;
                parent[id] = from;
                depth[id] = linkCount;
                queue.push_back(id);
            };
            for (const RcLink& link : graph[start])
                if (link.values & digitBit(x1)) visit(link.other, x1, kFromStart, 1);
            for (std::size_t q = 0; q < queue.size(); ++q) {
                const std::size_t id = queue[q];
                const std::size_t set = id / static_cast<std::size_t>(n + 1), links = depth[id];
                const int in = static_cast<int>(id % static_cast<std::size_t>(n + 1));
                if (links + 1 >= bestSets) break; // this chain has links + 1 sets: no shorter than the best
                const DigitMask zs = endValues & sets[set].values & ~digitBit(in);
                if (links >= 3 && zs) {
                    std::vector<std::size_t> path;
                    std::vector<int> digits;
                    for (std::size_t at = id; at != kFromStart; at = parent[at]) {
                        path.push_back(at / static_cast<std::size_t>(n + 1));
                        digits.push_back(static_cast<int>(at % static_cast<std::size_t>(n + 1)));
                    }
                    path.push_back(start);
                    std::reverse(path.begin(), path.end());
                    std::reverse(digits.begin(), digits.end());
                    std::vector<std::size_t> sorted = path;
                    std::sort(sorted.begin(), sorted.end());
                    // No set twice, and neither end inside the other: that would be a loop (HoDoKu
                    // leaves both out).
                    const CellSet& first = sets[start].cells;
                    const CellSet& last = sets[set].cells;
                    if (std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end() && !first.isSubsetOf(last) &&
                        !last.isSubsetOf(first)) {
                        Step step = makeStep(Technique::AlsXyChain);
                        addEliminations(step, sets, start, set, zs);
                        if (!step.eliminations.empty()) {
                            for (std::size_t k = 0; k < path.size(); ++k) {
                                const DigitMask linked = (k > 0 ? digitBit(digits[k - 1]) : 0) |
                                                         (k < digits.size() ? digitBit(digits[k]) : 0);
                                markSet(step, state, sets[path[k]].cells, k % 2 == 0 ? Role::ColourA : Role::ColourB, linked);
                                const bool end = k == 0 || k + 1 == path.size();
                                step.houses.push_back({sets[path[k]].house, end ? Role::Base : Role::Link});
                                step.values |= linked;
                            }
                            for (const CellValue& e : step.eliminations) step.values |= digitBit(e.value);
                            addChain(step, sets, path, digits, step.eliminations.front().value);
                            bestSets = path.size();
                            best = std::move(step);
                            break;
                        }
                    }
                }
                if (links + 2 >= bestSets) continue; // one more set would be as long as the best
                for (const RcLink& link : graph[set])
                    for (DigitMask m = link.values & ~digitBit(in); m; m &= m - 1) visit(link.other, lowestValue(m), id, links + 1);
            }
        }
    }
    return best;
}

std::optional<Step> findDeathBlossom(const CandidateGrid& state, const FindContext& ctx) {
    const AlsCatalogue sets(state);
    const int n = state.size();
    // petals[cell * n + d - 1]: the sets that can be the petal of `cell` for d.
    std::vector<std::vector<std::size_t>> petals(static_cast<std::size_t>(state.cellCount() * n));
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (DigitMask m = sets[i].values; m; m &= m - 1) {
            const int d = lowestValue(m);
            (sets.seeingAll(i, d) & state.cellsWithCandidate(d)).forEach([&](int stem) {
                petals[static_cast<std::size_t>(stem * n + d - 1)].push_back(i);
            });
        }

    std::optional<Step> best;
    int bestSize = 0;
    std::vector<std::size_t> chosen;
    std::vector<int> stemValues;
    for (int stem = 0; stem < state.cellCount(); ++stem) {
        if (state.isSolved(stem)) continue;
        if (ctx.stop.stop_requested()) return std::nullopt;
        const DigitMask stemMask = state.candidates(stem);
        stemValues.clear();
        bool everyValueHasPetals = true;
        for (DigitMask m = stemMask; m; m &= m - 1) {
            stemValues.push_back(lowestValue(m));
            everyValueHasPetals = everyValueHasPetals && !petals[static_cast<std::size_t>(stem * n + stemValues.back() - 1)].empty();
        }
        if (!everyValueHasPetals || stemValues.size() < 2) continue;
        for (int z = 1; z <= n; ++z) {
            if (stemMask & digitBit(z)) continue;
            // Chooses one petal per stem value, each holding z and sharing no cell with the others,
            // while some cell still sees every z of the petals chosen so far.
            auto choose = [&](auto&& self, std::size_t k, const CellSet& used, const CellSet& targets, int size) -> void {
                if (best && size >= bestSize) return;
                if (k == stemValues.size()) {
                    Step step = makeStep(Technique::DeathBlossom);
                    step.values = stemMask | digitBit(z);
                    targets.forEach([&](int cell) { step.eliminations.push_back({cell, z}); });
                    markSet(step, state, CellSet{stem}, Role::Pivot, 0);
                    for (std::size_t p = 0; p < chosen.size(); ++p) {
                        markSet(step, state, sets[chosen[p]].cells, p % 2 == 0 ? Role::ColourA : Role::ColourB,
                                digitBit(stemValues[p]));
                        step.houses.push_back({sets[chosen[p]].house, Role::Base});
                    }
                    bestSize = size;
                    best = std::move(step);
                    return;
                }
                for (std::size_t i : petals[static_cast<std::size_t>(stem * n + stemValues[k] - 1)]) {
                    if (!(sets[i].values & digitBit(z)) || sets[i].cells.intersects(used)) continue;
                    const CellSet narrowed = targets & sets.seeingAll(i, z);
                    if (narrowed.empty()) continue;
                    chosen.push_back(i);
                    self(self, k + 1, used | sets[i].cells, narrowed, size + sets[i].size);
                    chosen.pop_back();
                }
            };
            CellSet targets = state.cellsWithCandidate(z);
            targets.erase(stem);
            choose(choose, 0, CellSet{stem}, targets, 1);
        }
    }
    return best;
}

} // namespace qudoku::logic::detail
