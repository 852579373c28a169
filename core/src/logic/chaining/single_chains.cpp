// Explainer's "Forcing Chains & Cycles": from one assumption, a chain back to its own negation, or a
// loop back to itself whose links hold both ways.
#include "logic/chaining/search.h"

#include <algorithm>
#include <array>
#include <bit>

namespace qudoku::logic::detail::chaining {

void Search::loops(bool yLinks, bool xLinks) {
    for (int c = 0; c < cells_; ++c) {
        if (atMostOne(grid_[c])) continue;
        for (DigitMask m = grid_[c]; m; m &= m - 1) {
            if (exhausted()) return;
            const Potential source{c, std::countr_zero(m) + 1, true};
            if (mayFindFrom(source, yLinks, xLinks)) unary(source, yLinks, xLinks);
        }
    }
}

// The walks of unary() build a node for every implication, which is most of what they cost, and
// from most sources they find nothing (on the forum's hardest puzzles, two hints among about a
// thousand walks of a nested search). What they can find follows from reachability alone:
// - a forcing chain from "source on" is "source off" reached, and the other way round; the walk's
//   sets keep each potential once, so it reaches exactly what is reachable;
// - a cycle closes when an "on" other than the source has a weak link to an "off" that forces the
//   source (one of its conjugates), that "off" not on the on's own first line. The walk's rule
//   against ancestors never hides an "on": an ancestor "off" was followed before, with the same
//   implications in a grid that does not change. So the "on"s reached are the reachable ones, and
//   a conjugate weakly linked to one of them is a necessary condition (the exact walk decides).
// So a plain breadth-first search over potentials, with no nodes, decides whether to walk.
bool Search::mayFindFrom(const Potential& source, bool yLinks, bool xLinks) {
    if (!xLinks && !atMostOne(grid_[source.cell] & (grid_[source.cell] - 1))) return false; // unary() skips these
    const int sourceIndex = source.cell * n_ + source.value - 1;
    // The conjugates of the source: the "off"s whose implications include "source on".
    std::array<int, 4> conjugates{-1, -1, -1, -1};
    if (yLinks && exactlyTwo(grid_[source.cell]))
        conjugates[0] = source.cell * n_ + std::countr_zero(grid_[source.cell] & ~digitBit(source.value));
    if (xLinks)
        for (int k = 0; k < 3; ++k)
            if (const int other = onlyOtherPlace_[sourceIndex * 3 + k]; other >= 0)
                conjugates[1 + k] = other * n_ + source.value - 1;
    auto isConjugate = [&](int index) { return std::find(conjugates.begin(), conjugates.end(), index) != conjugates.end(); };
    if (reachStamp_.size() != static_cast<std::size_t>(cells_ * n_ * 2)) reachStamp_.assign(static_cast<std::size_t>(cells_ * n_ * 2), 0);
    // Potentials as index * 2 + on; returns true as soon as something can be found.
    auto search = [&](int start, int goal, bool cycles) {
        if (++reachEpoch_ == 0) { // wrapped: old stamps could match again
            std::fill(reachStamp_.begin(), reachStamp_.end(), 0U);
            reachEpoch_ = 1;
        }
        std::vector<int>& queue = reachQueue_;
        queue.assign(1, start);
        reachStamp_[start] = reachEpoch_;
        auto reach = [&](int potential) {
            if (potential == goal) return true;
            if (reachStamp_[potential] != reachEpoch_) {
                reachStamp_[potential] = reachEpoch_;
                queue.push_back(potential);
            }
            return false;
        };
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int index = queue[head] >> 1, cell = index / n_, value = index % n_ + 1;
            if (queue[head] & 1) { // on -> off: the cell's other candidates (Y), the value's peers
                const bool closes = cycles && queue[head] != start;
                if (yLinks)
                    for (DigitMask m = grid_[cell] & ~digitBit(value); m; m &= m - 1) {
                        const int off = cell * n_ + std::countr_zero(m);
                        if ((closes && isConjugate(off)) || reach(off * 2)) return true;
                    }
                for (const Layout::Peer& peer : layout_->peers[cell])
                    if (has(peer.cell, value)) {
                        const int off = peer.cell * n_ + value - 1;
                        if ((closes && isConjugate(off)) || reach(off * 2)) return true;
                    }
            } else { // off -> on: the bivalue cell's other candidate (Y), the value's only other place (X)
                if (yLinks && exactlyTwo(grid_[cell]) &&
                    reach((cell * n_ + std::countr_zero(grid_[cell] & ~digitBit(value))) * 2 + 1))
                    return true;
                if (xLinks)
                    for (int k = 0; k < 3; ++k)
                        if (const int other = onlyOtherPlace_[index * 3 + k]; other >= 0 && reach((other * n_ + value - 1) * 2 + 1))
                            return true;
            }
        }
        return false;
    };
    // From "source on": a cycle, or "source off" (a forcing chain); then from "source off": "source on".
    if (search(sourceIndex * 2 + 1, xLinks ? sourceIndex * 2 : -1, true)) return true;
    return xLinks && search(sourceIndex * 2, sourceIndex * 2 + 1, false);
}

void Search::unary(const Potential& source, bool yLinks, bool xLinks) {
    if (!xLinks && !atMostOne(grid_[source.cell] & (grid_[source.cell] - 1))) return; // Y-cycles start in bivalue cells
    std::vector<int>& cycles = cycles_;
    std::vector<int>& chains = chains_;
    cycles.clear();
    chains.clear();
    PotentialSet& toOn = unaryOn_;
    PotentialSet& toOff = unaryOff_;
    auto reset = [&] {
        emptied(toOn);
        emptied(toOff);
    };
    reset();
    toOn.add(id(source), make(source));
    cyclesFrom(toOn, toOff, yLinks, xLinks, cycles, source);
    if (xLinks) {
        reset();
        toOn.add(id(source), make(source));
        forcingChainsFrom(toOn, toOff, yLinks, chains, source);
        const Potential off{source.cell, source.value, false};
        reset();
        toOff.add(id(off), make(off));
        forcingChainsFrom(toOn, toOff, yLinks, chains, off);
    }
    for (int dstOn : cycles) addCycleHint(dstOn, yLinks, xLinks);
    for (int target : chains) addForcingChainHint(target, yLinks, xLinks);
}

void Search::cyclesFrom(PotentialSet& toOn, PotentialSet& toOff, bool yLinks, bool xLinks, std::vector<int>& cycles,
                const Potential& source) {
    auto [pendingOn, pendingOff] = startWalk(toOn, toOff);
    std::vector<Implied>& out = implied_;
    int length = 0;
    while (!pendingOn.empty() || !pendingOff.empty()) {
        ++length;
        while (!pendingOn.empty()) {
            const int p = pendingOn.pop();
            onToOff(arena_[p].p, yLinks, out);
            for (const Implied& implied : out)
                if (!isAncestorOnFirstLine(p, implied.p)) {
                    const int off = make(implied.p, {p});
                    pendingOff.push(off);
                    toOff.add(id(off), off);
                }
        }
        ++length;
        while (!pendingOff.empty()) {
            const int p = pendingOff.pop();
            offToOn(arena_[p].p, yLinks, xLinks, out);
            for (const Implied& implied : out) {
                const bool cycle = length >= 4 && implied.p == source;
                if (!cycle && toOn.contains(id(implied.p))) continue;
                const int on = makeImplied(implied, p);
                if (cycle) cycles.push_back(on);
                if (toOn.add(id(on), on)) pendingOn.push(on);
            }
        }
    }
}

void Search::forcingChainsFrom(PotentialSet& toOn, PotentialSet& toOff, bool yLinks, std::vector<int>& chains,
                       const Potential& source) {
    auto [pendingOn, pendingOff] = startWalk(toOn, toOff);
    std::vector<Implied>& out = implied_;
    auto isChain = [&](const Potential& p) {
        return std::none_of(chains.begin(), chains.end(), [&](int other) { return arena_[other].p == p; });
    };
    while (!pendingOn.empty() || !pendingOff.empty()) {
        while (!pendingOn.empty()) {
            const int p = pendingOn.pop();
            onToOff(arena_[p].p, yLinks, out);
            for (const Implied& implied : out) {
                const Potential& q = implied.p;
                const bool chain = source == Potential{q.cell, q.value, true} && isChain(q);
                if (!chain && toOff.contains(id(q))) continue;
                const int off = make(q, {p});
                if (chain) chains.push_back(off);
                if (toOff.add(id(off), off)) pendingOff.push(off);
            }
        }
        while (!pendingOff.empty()) {
            const int p = pendingOff.pop();
            offToOn(arena_[p].p, yLinks, true, out);
            for (const Implied& implied : out) {
                const Potential& q = implied.p;
                const bool chain = source == Potential{q.cell, q.value, false} && isChain(q);
                if (!chain && toOn.contains(id(q))) continue;
                const int on = makeImplied(implied, p);
                if (chain) chains.push_back(on);
                if (toOn.add(id(on), on)) pendingOn.push(on);
            }
        }
    }
}

void Search::addCycleHint(int dstOn, bool yLinks, bool xLinks) {
    // The cells of the loop, and the candidates an on-node and an off-node of its value both see.
    std::vector<int> loop;
    for (int at = dstOn; firstParent(at) >= 0; at = firstParent(at)) loop.push_back(at);
    auto inLoop = [&](int cell) {
        return std::any_of(loop.begin(), loop.end(), [&](int node) { return arena_[node].p.cell == cell; });
    };
    std::vector<CellValue> forward, backward;
    for (int node : loop) {
        const Potential p = arena_[node].p;
        g_.peers(p.cell).forEach([&](int c) {
            if (inLoop(c) || !has(c, p.value)) return;
            (p.on ? forward : backward).push_back({c, p.value});
        });
    }
    std::vector<CellValue> removable;
    for (const CellValue& cv : forward)
        if (std::find(backward.begin(), backward.end(), cv) != backward.end() &&
            std::find(removable.begin(), removable.end(), cv) == removable.end())
            removable.push_back(cv);
    if (removable.empty()) return;
    Hint hint;
    hint.kind = Kind::Cycle;
    hint.xLinks = xLinks;
    hint.yLinks = yLinks;
    hint.source = arena_[dstOn].p;
    hint.conclusion = hint.source;
    hint.eliminations = std::move(removable);
    std::sort(hint.eliminations.begin(), hint.eliminations.end());
    hint.branches.push_back(lineTo(dstOn));
    hint.complexity = ancestorCount({dstOn});
    hint.targets = {dstOn};
    hint.sortKey = (xLinks && yLinks) ? 4 : yLinks ? 3 : 2;
    hint.rating = ((xLinks && yLinks) ? 7.0 : 6.5) + chainLengthPenalty(hint.complexity - 2);
    hints_.push_back(std::move(hint));
}

void Search::addForcingChainHint(int target, bool yLinks, bool xLinks) {
    Hint hint;
    hint.kind = Kind::ForcingChain;
    hint.xLinks = xLinks;
    hint.yLinks = yLinks;
    addConclusion(hint, arena_[target].p);
    if (hint.eliminations.empty()) return;
    hint.branches.push_back(lineTo(target));
    hint.source = hint.branches.front().line.front();
    hint.complexity = ancestorCount({target});
    hint.targets = {target};
    hint.sortKey = (xLinks && yLinks) ? 4 : yLinks ? 3 : 2;
    hint.rating = ((xLinks && yLinks) ? 7.0 : 6.6) + chainLengthPenalty(hint.complexity - 2);
    hints_.push_back(std::move(hint));
}

} // namespace qudoku::logic::detail::chaining
