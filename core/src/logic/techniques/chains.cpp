// Chains: alternating strong and weak links, found breadth-first so the shortest chain is shown.
//   X-Chain:  on one value v, cells as nodes; strong link = the two places of v in a house, weak
//             link = two cells that see each other. A chain that starts and ends with a strong link
//             has v at one of its ends, so cells seeing both ends lose v. Chains of three links are
//             the single-digit patterns (found before), so an X-Chain here has five or more.
//   XY-Chain: bivalue cells as nodes; inside a cell the two values are strongly linked, between
//             cells a shared value is weakly linked. Starting with "A is not z" the chain forces a
//             value in each next cell; when it forces z in the last cell E, A or E is z, and cells
//             seeing both lose z.
// Ratings: the technique's base plus Sudoku Explainer's length penalty on the number of links.
// AIC: mixed chains over any candidates (see findAic).

#include <algorithm>
#include <bit>
#include <limits>
#include <optional>
#include <vector>

#include "logic/finders.h"
#include "logic/strong_links.h"

namespace qudoku::logic::detail {

namespace {

bool distinct(const std::vector<int>& cells) {
    CellSet seen;
    for (int c : cells) {
        if (seen.contains(c)) return false;
        seen.insert(c);
    }
    return true;
}

// Breadth-first search over alternating chains (X-Chain, AIC) from `start`, taken as "off": the first
// link is strong, then weak, strong, ... A state is node * 2 + (1 when reached by a strong link).
// `strongOf(node, visit)` and `weakOf(node, visit)` call visit(next) for each neighbour. Fills
// depth (links from the start; -1: not reached) and parent (-1 at the start) and returns the states
// reached in breadth-first order; states `linkLimit` links from the start are not expanded further.
template <class Strong, class Weak>
std::vector<int> alternatingSearch(int start, std::size_t linkLimit, std::vector<int>& depth, std::vector<int>& parent,
                                   Strong&& strongOf, Weak&& weakOf) {
    std::fill(depth.begin(), depth.end(), -1);
    std::vector<int> queue{2 * start};
    depth[2 * start] = 0;
    parent[2 * start] = -1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int state = queue[i];
        if (static_cast<std::size_t>(depth[state]) + 1 >= linkLimit) break;
        auto push = [&](int next, bool strong) {
            const int s2 = 2 * next + (strong ? 1 : 0);
            if (depth[s2] >= 0 || next == start) return;
            depth[s2] = depth[state] + 1;
            parent[s2] = state;
            queue.push_back(s2);
        };
        if (state % 2 == 0) strongOf(state / 2, [&](int next) { push(next, true); });
        else weakOf(state / 2, [&](int next) { push(next, false); });
    }
    return queue;
}

// The nodes of the chain that ends in `state`, from the start.
std::vector<int> chainTo(int state, const std::vector<int>& parent) {
    std::vector<int> path;
    for (int at = state; at >= 0; at = parent[at]) path.push_back(at / 2);
    std::reverse(path.begin(), path.end());
    return path;
}

// No shorter chain than one already found is worth expanding beyond.
std::size_t linkLimitFor(const std::optional<Step>& best, std::size_t bestLinks) {
    return best ? bestLinks : std::numeric_limits<std::size_t>::max();
}

} // namespace

std::optional<Step> findXChain(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    const int cells = state.cellCount();
    std::optional<Step> best;
    std::size_t bestLinks = 0;
    for (int v = 1; v <= state.size(); ++v) {
        const CellSet& withV = state.cellsWithCandidate(v);
        const auto partners = conjugatePartners(state, v);
        std::vector<int> starts;
        withV.forEach([&](int c) { if (!partners[c].empty()) starts.push_back(c); });
        std::vector<int> parent(2 * cells), depth(2 * cells);
        for (int start : starts) {
            if (ctx.stop.stop_requested()) return std::nullopt;
            const std::vector<int> reached = alternatingSearch(
                start, linkLimitFor(best, bestLinks), depth, parent,
                [&](int cell, auto&& visit) { for (int next : partners[cell]) visit(next); },
                [&](int cell, auto&& visit) { (g.peers(cell) & withV).forEach(visit); });
            for (int node : reached) {
                if (node % 2 == 0 || depth[node] < 5) continue;
                if (best && static_cast<std::size_t>(depth[node]) >= bestLinks) continue;
                const std::vector<int> path = chainTo(node, parent);
                if (!distinct(path)) continue;
                const int end = node / 2;
                CellSet targets = g.peers(start) & g.peers(end) & withV;
                for (int c : path) targets.erase(c);
                if (targets.empty()) continue;
                Step step = makeStep(Technique::XChain);
                step.values = digitBit(v);
                for (std::size_t k = 0; k < path.size(); ++k)
                    step.marks.push_back({{path[k], v}, k % 2 == 0 ? Role::ColourB : Role::ColourA});
                for (std::size_t k = 0; k + 1 < path.size(); ++k)
                    step.links.push_back({{{path[k]}, v}, {{path[k + 1]}, v}, k % 2 == 0 ? LinkKind::Strong : LinkKind::Weak});
                targets.forEach([&](int c) { step.eliminations.push_back({c, v}); });
                step.rating += chainLengthPenalty(static_cast<int>(step.links.size()));
                bestLinks = step.links.size();
                best = std::move(step);
            }
        }
    }
    return best;
}

std::optional<Step> findXYChain(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    const int cells = state.cellCount();
    const int n = state.size();
    std::vector<int> bivalue;
    state.emptyCells().forEach([&](int c) { if (std::popcount(state.candidates(c)) == 2) bivalue.push_back(c); });
    CellSet bivalueSet;
    for (int c : bivalue) bivalueSet.insert(c);
    auto other = [&](int cell, int value) { return std::countr_zero(state.candidates(cell) & ~digitBit(value)) + 1; };
    std::optional<Step> best;
    std::size_t bestCells = 0;
    for (int start : bivalue) {
        for (int z = 1; z <= n; ++z) {
            if (!state.hasCandidate(start, z)) continue;
            if (ctx.stop.stop_requested()) return std::nullopt;
            // State id: cell * (n + 1) + the value forced on in it.
            auto id = [&](int cell, int on) { return cell * (n + 1) + on; };
            std::vector<int> parent(cells * (n + 1), -2);
            std::vector<int> queue{id(start, other(start, z))};
            parent[queue[0]] = -1;
            for (std::size_t i = 0; i < queue.size(); ++i) {
                const int cell = queue[i] / (n + 1), on = queue[i] % (n + 1);
                std::vector<int> path;
                for (int at = queue[i]; at >= 0; at = parent[at]) path.push_back(at / (n + 1));
                if (best && path.size() >= bestCells) break;
                if (on == z && cell != start && path.size() >= 3) {
                    CellSet targets = g.peers(start) & g.peers(cell) & state.cellsWithCandidate(z);
                    for (int c : path) targets.erase(c);
                    if (!targets.empty() && distinct(path)) {
                        std::reverse(path.begin(), path.end());
                        Step step = makeStep(Technique::XYChain);
                        step.values = digitBit(z);
                        int forced = other(start, z); // value on in path[k]
                        for (std::size_t k = 0; k < path.size(); ++k) {
                            const int off = other(path[k], forced);
                            step.marks.push_back({{path[k], off}, Role::ColourB});
                            step.marks.push_back({{path[k], forced}, Role::ColourA});
                            step.links.push_back({{{path[k]}, off}, {{path[k]}, forced}, LinkKind::Strong});
                            if (k + 1 < path.size()) {
                                step.links.push_back({{{path[k]}, forced}, {{path[k + 1]}, forced}, LinkKind::Weak});
                                forced = other(path[k + 1], forced);
                            }
                        }
                        targets.forEach([&](int c) { step.eliminations.push_back({c, z}); });
                        step.rating += chainLengthPenalty(static_cast<int>(step.links.size()));
                        bestCells = path.size();
                        best = std::move(step);
                    }
                    continue; // a chain ends where z is forced
                }
                (g.peers(cell) & bivalueSet).forEach([&](int next) {
                    if (!state.hasCandidate(next, on)) return;
                    const int nextId = id(next, other(next, on));
                    if (parent[nextId] != -2) return;
                    parent[nextId] = queue[i];
                    queue.push_back(nextId);
                });
            }
        }
    }
    return best;
}

// AIC: nodes are candidates: a value in one cell, or in a group of two or more cells of one box-line
// intersection (the group node is "on" when the value is in one of its cells, "off" when in none).
// Strong links: the two values of a bivalue cell; a value whose places in a house are exactly two
// nodes. Weak links: two values of one cell; one value in two disjoint nodes whose cells all see
// each other. A chain from a strong link to a strong link has at least one end on, so:
//   both ends the same value v: cells seeing every cell of both ends lose v;
//   different values a (start) and b (end) in single cells that see each other: the start cell
//   loses b and the end cell loses a; in the same cell: that cell keeps only a and b.
// No two nodes of a chain share a candidate (a group and a single cell of it would make the
// alternation meaningless). X-Chains and XY-Chains are the single-kind special cases and are found
// earlier; among chains of one length, those found from single-cell starts come first.
std::optional<Step> findAic(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    const int cells = state.cellCount();
    const int singles = cells * n;
    auto id = [&](int cell, int value) { return cell * n + (value - 1); };

    // Group nodes: every subset of two or more places of a value inside one box-line intersection.
    struct Group {
        CellSet cells;
        int value;
        int box, line;
    };
    std::vector<Group> groups;
    std::vector<std::vector<int>> groupsOfValue(n + 1);
    // groupsIn[v * houses + h]: the groups of value v inside house h (their box and their line).
    const int houseCount = g.houseCount();
    std::vector<std::vector<int>> groupsIn((n + 1) * houseCount);
    for (int box = 2 * n; box < 3 * n; ++box)
        for (int line = 0; line < 2 * n; ++line) {
            const CellSet meet = g.houseCells(box) & g.houseCells(line);
            if (meet.count() < 2) continue;
            for (int v = 1; v <= n; ++v) {
                const CellSet places = meet & state.cellsWithCandidate(v);
                std::vector<int> list;
                places.forEach([&](int c) { list.push_back(c); });
                if (list.size() < 2 || list.size() > 16) continue;
                for (unsigned subset = 1; subset < (1u << list.size()); ++subset) {
                    if (std::popcount(subset) < 2) continue;
                    CellSet set;
                    for (std::size_t k = 0; k < list.size(); ++k)
                        if (subset & (1u << k)) set.insert(list[k]);
                    groupsOfValue[v].push_back(static_cast<int>(groups.size()));
                    groupsIn[v * houseCount + box].push_back(static_cast<int>(groups.size()));
                    groupsIn[v * houseCount + line].push_back(static_cast<int>(groups.size()));
                    groups.push_back({set, v, box, line});
                }
            }
        }
    const int nodes = singles + static_cast<int>(groups.size());
    auto valueOf = [&](int node) { return node < singles ? node % n + 1 : groups[node - singles].value; };
    auto cellsOf = [&](int node) {
        if (node < singles) {
            CellSet one;
            one.insert(node / n);
            return one;
        }
        return groups[node - singles].cells;
    };
    // The node whose cells are exactly `set` (value v), or -1.
    auto nodeFor = [&](const CellSet& set, int v) {
        const int count = set.count();
        if (count == 1) return id(set.first(), v);
        for (int k : groupsOfValue[v])
            if (groups[k].cells == set) return singles + k;
        return -1;
    };
    // Houses that hold every cell of a node.
    auto housesOf = [&](int node, auto&& visit) {
        if (node < singles) {
            const int cell = node / n;
            for (int h : {g.rowHouse(cell), g.columnHouse(cell), g.boxHouse(cell)}) visit(h);
            // A variant's extra houses (diagonals, windows, ...) make strong links too.
            for (int h : g.housesOf(cell))
                if (h >= 3 * n) visit(h);
        } else {
            visit(groups[node - singles].box);
            visit(groups[node - singles].line);
        }
    };
    auto strongOf = [&](int node, auto&& visit) {
        const int v = valueOf(node);
        if (node < singles) {
            const int cell = node / n;
            if (std::popcount(state.candidates(cell)) == 2)
                visit(id(cell, std::countr_zero(state.candidates(cell) & ~digitBit(v)) + 1));
        }
        const CellSet mine = cellsOf(node);
        housesOf(node, [&](int h) {
            const CellSet rest = (g.houseCells(h) & state.cellsWithCandidate(v)) - mine;
            if (rest.empty()) return;
            if (const int other = nodeFor(rest, v); other >= 0) visit(other);
        });
    };
    auto weakOf = [&](int node, auto&& visit) {
        const int v = valueOf(node);
        if (node < singles) {
            const int cell = node / n;
            for (DigitMask m = state.candidates(cell) & ~digitBit(v); m; m &= m - 1) visit(id(cell, std::countr_zero(m) + 1));
            // A variant's constraints: the candidates of other cells this one excludes (a dot, XV, a
            // thermometer; geometry.h). Empty for classic rules.
            for (int other : g.constraintLinks(node))
                if (state.hasCandidate(other / n, other % n + 1)) visit(other);
        }
        // Cells that see every cell of the node (peers exclude the cell itself, so this is disjoint).
        CellSet seen = state.cellsWithCandidate(v);
        cellsOf(node).forEach([&](int c) { seen &= g.peers(c); });
        seen.forEach([&](int other) { visit(id(other, v)); });
        // A group whose cells all see the node's cells lies in one of the node's houses.
        housesOf(node, [&](int h) {
            for (int k : groupsIn[v * houseCount + h])
                if (groups[k].cells.isSubsetOf(seen)) visit(singles + k);
        });
    };
    auto candidatesOf = [&](int node, auto&& visit) {
        const int v = valueOf(node);
        cellsOf(node).forEach([&](int c) { visit(id(c, v)); });
    };

    // Each node's links, listed the first time a search asks for them: the search from every start
    // asks again, and finding a strong link's group (nodeFor) compares cell sets.
    struct Links {
        bool known = false;
        std::vector<int> next;
    };
    std::vector<Links> strongLinks(static_cast<std::size_t>(nodes)), weakLinks(static_cast<std::size_t>(nodes));
    auto listed = [](std::vector<Links>& lists, int node, auto&& linksOf, auto&& visit) {
        Links& links = lists[static_cast<std::size_t>(node)];
        if (!links.known) {
            linksOf(node, [&](int next) { links.next.push_back(next); });
            links.known = true;
        }
        for (int next : links.next) visit(next);
    };
    auto strongListed = [&](int node, auto&& visit) { listed(strongLinks, node, strongOf, visit); };
    auto weakListed = [&](int node, auto&& visit) { listed(weakLinks, node, weakOf, visit); };

    std::optional<Step> best;
    std::size_t bestLinks = 0;
    std::vector<int> starts;
    state.emptyCells().forEach([&](int cell) {
        for (DigitMask m = state.candidates(cell); m; m &= m - 1) starts.push_back(id(cell, std::countr_zero(m) + 1));
    });
    for (int k = 0; k < static_cast<int>(groups.size()); ++k) starts.push_back(singles + k);
    std::vector<int> parent(2 * nodes), depth(2 * nodes);
    for (int start : starts) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const std::vector<int> reached =
            alternatingSearch(start, linkLimitFor(best, bestLinks), depth, parent, strongListed, weakListed);
        for (int state2 : reached) {
            if (state2 % 2 == 0 || depth[state2] < 3) continue;
            if (best && static_cast<std::size_t>(depth[state2]) >= bestLinks) continue;
            const std::vector<int> path = chainTo(state2, parent);
            // The chain's candidates; none may appear twice.
            std::vector<int> claimed;
            for (int node : path) candidatesOf(node, [&](int c) { claimed.push_back(c); });
            std::sort(claimed.begin(), claimed.end());
            if (std::adjacent_find(claimed.begin(), claimed.end()) != claimed.end()) continue;
            const int first = path.front(), last = path.back();
            const int av = valueOf(first), bv = valueOf(last);
            std::vector<CellValue> eliminations;
            if (av == bv) {
                CellSet targets = state.cellsWithCandidate(av);
                for (int node : {first, last}) cellsOf(node).forEach([&](int c) { targets &= g.peers(c); });
                targets.forEach([&](int c) { eliminations.push_back({c, av}); });
            } else if (first < singles && last < singles) {
                const int a = first / n, b = last / n;
                if (a == b) {
                    for (DigitMask m = state.candidates(a) & ~digitBit(av) & ~digitBit(bv); m; m &= m - 1)
                        eliminations.push_back({a, std::countr_zero(m) + 1});
                } else if (g.sees(a, b)) {
                    if (state.hasCandidate(a, bv)) eliminations.push_back({a, bv});
                    if (state.hasCandidate(b, av)) eliminations.push_back({b, av});
                }
            }
            // Only what the chain's own nodes do not already claim.
            std::erase_if(eliminations, [&](const CellValue& e) {
                return std::binary_search(claimed.begin(), claimed.end(), id(e.cell, e.value));
            });
            if (eliminations.empty()) continue;
            Step step = makeStep(Technique::Aic);
            auto chainNode = [&](int node) {
                ChainNode c{{}, valueOf(node)};
                cellsOf(node).forEach([&](int cell) { c.cells.push_back(cell); });
                return c;
            };
            for (std::size_t k = 0; k < path.size(); ++k) {
                const int v = valueOf(path[k]);
                step.values |= digitBit(v);
                cellsOf(path[k]).forEach([&](int cell) {
                    step.marks.push_back({{cell, v}, k % 2 == 0 ? Role::ColourB : Role::ColourA});
                });
                if (k + 1 < path.size())
                    step.links.push_back({chainNode(path[k]), chainNode(path[k + 1]),
                                          k % 2 == 0 ? LinkKind::Strong : LinkKind::Weak});
            }
            step.eliminations = std::move(eliminations);
            step.rating += chainLengthPenalty(static_cast<int>(step.links.size()));
            bestLinks = step.links.size();
            best = std::move(step);
        }
    }
    return best;
}

} // namespace qudoku::logic::detail
