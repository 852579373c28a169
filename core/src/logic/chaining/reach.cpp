// Tests run before the walks that build nodes: whether a walk can find anything at all, decided by
// which potentials are reachable, with no nodes (a search's walks build a node for every
// implication, which is most of what they cost, and most walks find nothing: on the forum's hardest
// puzzles, two hints among about a thousand walks of a nested search).
#include "logic/chaining/search.h"

#include <algorithm>
#include <array>
#include <bit>

namespace qudoku::logic::detail::chaining {

// Breadth first from `start` (a potential as candidate index * 2 + on) over the links of a static
// grid: on -> off to the cell's other candidates (yLinks) and the value's peers; off -> on to the
// bivalue cell's other candidate (yLinks) and the value's only other place in a house (xLinks).
// The links are listed once per search (buildLinks): a nested search runs a few hundred of these
// searches on one grid, each following every link of the potentials it meets.
// visit(from, potential, first) sees every link followed (also to potentials met before; `first` when
// not), before its target is queued, and stops the search by returning true. Returns whether stopped.
// The order is the walks' order: potentials by their distance from the start, at each distance in the
// order their first link was followed.
template <typename Visit>
bool Search::reach(int start, bool yLinks, bool xLinks, Visit&& visit) {
    if (reachStamp_.size() != static_cast<std::size_t>(ids_)) reachStamp_.assign(static_cast<std::size_t>(ids_), 0);
    if (++reachEpoch_ == 0) { // wrapped: old stamps could match again
        std::fill(reachStamp_.begin(), reachStamp_.end(), 0U);
        reachEpoch_ = 1;
    }
    std::vector<int>& queue = reachQueue_;
    queue.assign(1, start);
    reachStamp_[start] = reachEpoch_;
    auto link = [&](int from, int potential) {
        const bool first = reachStamp_[potential] != reachEpoch_;
        if (visit(from, potential, first)) return true;
        if (first) {
            reachStamp_[potential] = reachEpoch_;
            queue.push_back(potential);
        }
        return false;
    };
    if (!links_.onsListed) listOnLinks();
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int from = queue[head];
        // Y links in [begin, middle), the others in [middle, end): an "on"'s links to the value's
        // peers are followed with or without X links, an "off"'s only with them.
        const int first = yLinks ? links_.begin[from] : links_.middle[from];
        const int last = (xLinks || (from & 1)) ? links_.end[from] : links_.middle[from];
        for (int i = first; i < last; ++i)
            if (link(from, links_.to[i])) return true;
    }
    return false;
}

// The links of the search's grid, each potential's in one run of links_.to: for an "off", the bivalue
// cell's other candidate (Y) then the value's only other place in each house (X, once per house); for
// an "on", the cell's other candidates (Y) then the value's other places among its peers. An "on"'s
// links are many (about 16 on a forum-hardest grid) and only reach() needs them all, so they are
// listed on its first call (listOnLinks); the walks over "on"s (onsLinkTo) need only its live links:
// to the "off"s that link on themselves, those of a bivalue cell or of a value with an only other
// place in a house.
void Search::buildLinks() {
    const std::size_t potentials = static_cast<std::size_t>(ids_);
    links_.begin.assign(potentials, 0);
    links_.middle.assign(potentials, 0);
    links_.end.assign(potentials, 0);
    links_.to.clear();
    links_.onsListed = false;
    // Per value, the cells where its "off" links on, as bits (words per value).
    const int words = layout_->words;
    std::vector<std::uint64_t>& live = links_.liveCells;
    live.assign(static_cast<std::size_t>(n_ * words), 0);
    for (int cell = 0; cell < cells_; ++cell)
        for (DigitMask m = grid_[cell]; m; m &= m - 1) {
            const int value = std::countr_zero(m) + 1, index = cell * n_ + value - 1;
            const int off = index * 2;
            links_.begin[off] = static_cast<int>(links_.to.size());
            if (exactlyTwo(grid_[cell]))
                links_.to.push_back((cell * n_ + std::countr_zero(grid_[cell] & ~digitBit(value))) * 2 + 1);
            links_.middle[off] = static_cast<int>(links_.to.size());
            for (int k = 0; k < 3; ++k)
                if (const int other = onlyOtherPlace_[index * 3 + k]; other >= 0)
                    links_.to.push_back((other * n_ + value - 1) * 2 + 1);
            links_.end[off] = static_cast<int>(links_.to.size());
            if (links_.end[off] > links_.begin[off])
                live[static_cast<std::size_t>((value - 1) * words + cell / 64)] |= std::uint64_t{1} << (cell % 64);
        }
    links_.liveBegin.assign(potentials, 0);
    links_.liveEnd.assign(potentials, 0);
    links_.live.clear();
    for (int cell = 0; cell < cells_; ++cell)
        for (DigitMask m = grid_[cell]; m; m &= m - 1) {
            const int value = std::countr_zero(m) + 1, on = (cell * n_ + value - 1) * 2 + 1;
            links_.liveBegin[on] = static_cast<int>(links_.live.size());
            for (DigitMask o = grid_[cell] & ~digitBit(value); o; o &= o - 1)
                if (const int other = std::countr_zero(o); live[static_cast<std::size_t>(other * words + cell / 64)] >> (cell % 64) & 1)
                    links_.live.push_back((cell * n_ + other) * 2);
            layout_->forEachPeerIn(cell, &live[static_cast<std::size_t>((value - 1) * words)],
                                   [&](int peer) { links_.live.push_back((peer * n_ + value - 1) * 2); });
            links_.liveEnd[on] = static_cast<int>(links_.live.size());
        }
}

void Search::listOnLinks() {
    if (links_.begin.empty()) buildLinks();
    const int words = layout_->words;
    std::vector<std::uint64_t>& places = links_.places;
    places.assign(static_cast<std::size_t>(n_ * words), 0);
    for (int cell = 0; cell < cells_; ++cell)
        for (DigitMask m = grid_[cell]; m; m &= m - 1)
            places[static_cast<std::size_t>(std::countr_zero(m) * words + cell / 64)] |= std::uint64_t{1} << (cell % 64);
    for (int cell = 0; cell < cells_; ++cell)
        for (DigitMask m = grid_[cell]; m; m &= m - 1) {
            const int value = std::countr_zero(m) + 1, on = (cell * n_ + value - 1) * 2 + 1;
            links_.begin[on] = static_cast<int>(links_.to.size());
            for (DigitMask o = grid_[cell] & ~digitBit(value); o; o &= o - 1)
                links_.to.push_back((cell * n_ + std::countr_zero(o)) * 2);
            links_.middle[on] = static_cast<int>(links_.to.size());
            // The value's places among the peers, in Layout::peers's order (box, row, column).
            layout_->forEachPeerIn(cell, &places[static_cast<std::size_t>((value - 1) * words)],
                                   [&](int peer) { links_.to.push_back((peer * n_ + value - 1) * 2); });
            links_.end[on] = static_cast<int>(links_.to.size());
        }
    links_.onsListed = true;
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
// The "off" on an "on"'s first line that matters is the first one: a conjugate is a direct
// consequence of the source, and its first copy, made from the source, is followed before any
// other, so it is the first parent of every "on" it implies; deeper copies never are. So the test is
// exact when it tracks for each "on" the source's consequence its first line starts with (its root):
// a cycle closes from an "on" whose root is not the conjugate it links to.
// The links of the X-only and Y-only walks are a subset of those with both, and so are their
// conjugates: nothing found with both means nothing with either alone. But roots differ between the
// link sets, so the test with both, which runs first, once per source (mayFindWithBoth), ignores
// them; the test for each link set, where it passes, tracks them.
bool Search::mayFindWithBoth(const Potential& source) {
    if (mayWithBoth_.size() != static_cast<std::size_t>(cells_ * n_)) mayWithBoth_.assign(static_cast<std::size_t>(cells_ * n_), -1);
    signed char& known = mayWithBoth_[static_cast<std::size_t>(source.cell * n_ + source.value - 1)];
    if (known < 0) {
        known = mayFindWithBothLinks(source) ? 1 : 0;
        if constexpr (kVerifyShortcuts)
            if ((known == 1) != mayFindFrom(source, true, true, false)) shortcutFailed("the walk over \"on\"s disagrees with reach()");
    }
    return known == 1;
}

// mayFindFrom(source, true, true, false) in fewer steps; it runs for every candidate of every grid a
// nested search meets (3 million times on three forum-hardest puzzles) and was a quarter of their
// time. That test stops at a link from an "on" to one of a few "off"s: the source's (a forcing
// chain) or a conjugate's (a cycle; also what the walk from "source off" needs to reach "source on").
// Whether an "on" links to a given "off" is geometry (the same cell, or the same value in cells that
// see each other), so it is asked once per "on" reached instead of following each of its links, and
// only the "off"s that link on ("live") are followed at all: most of an "on"'s links (about 16 on
// those grids) end at an "off" whose cell has three or more candidates and whose value has three or
// more places in every house. Same answer, checked under kVerifyShortcuts.
bool Search::mayFindWithBothLinks(const Potential& source) {
    const int index = source.cell * n_ + source.value - 1;
    // Candidate indices whose "off" ends the walk: the source, then its conjugates.
    std::array<int, 5> targets{index, -1, -1, -1, -1};
    int count = 1;
    if (exactlyTwo(grid_[source.cell]))
        targets[count++] = source.cell * n_ + std::countr_zero(grid_[source.cell] & ~digitBit(source.value));
    for (int k = 0; k < 3; ++k)
        if (const int other = onlyOtherPlace_[index * 3 + k]; other >= 0) targets[count++] = other * n_ + source.value - 1;
    if (onsLinkTo(index * 2 + 1, targets.data(), count)) return true;
    // "source off" links only to its conjugates' "on"s, and reaches "source on" through a link from
    // an "on" to a conjugate's "off".
    return count > 1 && onsLinkTo(index * 2, targets.data() + 1, count - 1);
}

// Breadth first from `start` over the grid's links, following only live "off"s: whether an "on"
// met (not `start` itself) links to the "off" of one of the `count` candidates in `targets`.
bool Search::onsLinkTo(int start, const int* targets, int count) {
    if (reachStamp_.size() != static_cast<std::size_t>(ids_)) reachStamp_.assign(static_cast<std::size_t>(ids_), 0);
    if (++reachEpoch_ == 0) {
        std::fill(reachStamp_.begin(), reachStamp_.end(), 0U);
        reachEpoch_ = 1;
    }
    if (links_.begin.empty()) buildLinks();
    std::vector<int>& queue = reachQueue_;
    queue.clear();
    auto linksToTarget = [&](int on) {
        const int candidate = on >> 1, cell = candidate / n_, value = candidate % n_;
        for (int i = 0; i < count; ++i) {
            const int target = targets[i], targetCell = target / n_;
            if (target != candidate && (targetCell == cell || (target % n_ == value && layout_->sees(cell, targetCell))))
                return true;
        }
        return false;
    };
    auto followOff = [&](int off) { // the "on"s it links to; true when one of them links to a target
        for (int i = links_.begin[off]; i < links_.end[off]; ++i) {
            const int on = links_.to[i];
            if (reachStamp_[on] == reachEpoch_) continue;
            reachStamp_[on] = reachEpoch_;
            if (linksToTarget(on)) return true;
            queue.push_back(on);
        }
        return false;
    };
    reachStamp_[start] = reachEpoch_;
    if (start & 1) queue.push_back(start);
    else if (followOff(start)) return true;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int on = queue[head];
        for (int i = links_.liveBegin[on]; i < links_.liveEnd[on]; ++i) {
            const int off = links_.live[i];
            if (reachStamp_[off] == reachEpoch_) continue;
            reachStamp_[off] = reachEpoch_;
            if (followOff(off)) return true;
        }
    }
    return false;
}

bool Search::mayFindFrom(const Potential& source, bool yLinks, bool xLinks, bool roots) {
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
    auto isConjugate = [&](int potential) {
        return std::find(conjugates.begin(), conjugates.end(), potential >> 1) != conjugates.end();
    };
    // From "source on": a cycle (a conjugate linked from an "on" other than the source), or "source
    // off" (a forcing chain); then from "source off": "source on".
    const int on = sourceIndex * 2 + 1, off = sourceIndex * 2;
    if (roots && reachRoot_.size() != static_cast<std::size_t>(ids_)) reachRoot_.assign(static_cast<std::size_t>(ids_), 0);
    if (reach(on, yLinks, xLinks, [&](int from, int potential, bool first) {
            if (xLinks && potential == off) return true;
            if (from == on) {
                if (roots) reachRoot_[potential] = potential;
                return false;
            }
            if (roots && first) reachRoot_[potential] = reachRoot_[from];
            return !(potential & 1) && isConjugate(potential) && (!roots || reachRoot_[from] != potential);
        }))
        return true;
    return xLinks && reach(off, yLinks, xLinks, [&](int, int potential, bool) { return potential == on; });
}


// Static multiple chains (cell and region forcing chains without the grid following): a hint is a
// potential that every candidate of a cell, or every place of a value in a house, leads to. The walks
// from "on" assumptions stop at a contradiction, so what they reach is a subset of what is reachable:
// no potential reachable from all of them means no hint. Tests the cell's own chains and the region
// chains it is the first place of, as chainsFromCell() would search them.
bool Search::mayFindMultiple(int cell) {
    if (reachLists_.size() != static_cast<std::size_t>(cells_ * n_)) reachLists_.assign(static_cast<std::size_t>(cells_ * n_), {});
    auto reachable = [&](int c, int v) -> const std::vector<int>& {
        std::vector<int>& list = reachLists_[static_cast<std::size_t>(c * n_ + v - 1)];
        if (list.empty()) {
            reach((c * n_ + v - 1) * 2 + 1, true, true, [](int, int, bool) { return false; });
            list = reachQueue_;
        }
        return list;
    };
    // Whether some potential is in every list (counting, per potential, the lists met so far).
    auto shared = [&](const std::vector<const std::vector<int>*>& lists) {
        if (shareCount_.size() != static_cast<std::size_t>(ids_)) shareCount_.assign(static_cast<std::size_t>(ids_), 0);
        for (int p : *lists.front()) shareCount_[p] = 1;
        int round = 1;
        for (std::size_t i = 1; i < lists.size(); ++i, ++round)
            for (int p : *lists[i])
                if (shareCount_[p] == round) shareCount_[p] = round + 1;
        bool any = false;
        for (int p : *lists.front()) {
            any = any || shareCount_[p] == round;
            shareCount_[p] = 0;
        }
        for (std::size_t i = 1; i < lists.size(); ++i)
            for (int p : *lists[i]) shareCount_[p] = 0;
        return any;
    };
    std::vector<const std::vector<int>*> lists;
    for (DigitMask m = grid_[cell]; m; m &= m - 1) lists.push_back(&reachable(cell, std::countr_zero(m) + 1));
    if (shared(lists)) return true;
    for (DigitMask m = grid_[cell]; m; m &= m - 1) {
        const int value = std::countr_zero(m) + 1;
        for (int k = 0; k < 3; ++k) {
            lists.clear();
            for (int c : houseCells_[regionsOf_[cell][k]])
                if (has(c, value)) lists.push_back(&reachable(c, value));
            if (lists.size() >= 2 && lists.front() == &reachable(cell, value) && shared(lists)) return true;
        }
    }
    return false;
}

} // namespace qudoku::logic::detail::chaining
