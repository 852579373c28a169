// Explainer's "Forcing Chains & Cycles": from one assumption, a chain back to its own negation, or a
// loop back to itself whose links hold both ways.
#include "logic/chaining/search.h"

#include <algorithm>
#include <bit>

namespace qudoku::logic::detail::chaining {

void Search::loops(bool yLinks, bool xLinks) {
    for (int c = 0; c < cells_; ++c) {
        if (atMostOne(grid_[c])) continue;
        for (DigitMask m = grid_[c]; m; m &= m - 1) {
            if (exhausted()) return;
            const Potential source{c, std::countr_zero(m) + 1, true};
            if (mayFindWithBoth(source) && mayFindFrom(source, yLinks, xLinks, true)) {
                unary(source, yLinks, xLinks);
            } else if constexpr (kVerifyShortcuts) {
                cycles_.clear();
                chains_.clear();
                unary(source, yLinks, xLinks);
                if (!cycles_.empty() || !chains_.empty()) shortcutFailed("a single-chain walk the reachability test skipped found a chain");
            }
        }
    }
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
    hint.targets = {dstOn};
    hint.sortKey = (xLinks && yLinks) ? 4 : yLinks ? 3 : 2;
    keep(std::move(hint), (xLinks && yLinks) ? 7.0 : 6.5);
}

void Search::addForcingChainHint(int target, bool yLinks, bool xLinks) {
    Hint hint;
    hint.kind = Kind::ForcingChain;
    hint.xLinks = xLinks;
    hint.yLinks = yLinks;
    addConclusion(hint, arena_[target].p);
    if (hint.eliminations.empty()) return;
    hint.targets = {target};
    hint.sortKey = (xLinks && yLinks) ? 4 : yLinks ? 3 : 2;
    keep(std::move(hint), (xLinks && yLinks) ? 7.0 : 6.6);
}

} // namespace qudoku::logic::detail::chaining
