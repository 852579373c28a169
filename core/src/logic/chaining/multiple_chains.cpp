// Chains with several branches: every candidate of a cell (cell chains), every place of a value in a
// house (region chains), or both states of one candidate (double chains) lead to one conclusion, or
// one assumption leads to a contradiction (contradiction and Nishio chains).
#include "logic/chaining/search.h"

#include <algorithm>
#include <bit>

namespace qudoku::logic::detail::chaining {

void Search::multipleChains() {
    for (int c = 0; c < cells_; ++c) {
        const int cardinality = std::popcount(grid_[c]);
        if (!(cardinality > 2 || (cardinality > 1 && rule_.dynamic))) continue;
        // Static multiple chains find only what all branches reach (see mayFindMultiple).
        if (!rule_.dynamic && !rule_.nishio && !mayFindMultiple(c)) {
            if constexpr (kVerifyShortcuts) {
                const std::size_t offers = offers_;
                chainsFromCell(c, cardinality);
                if (offers_ != offers) shortcutFailed("cell or region chains the reachability test skipped found a hint");
            }
            continue;
        }
        chainsFromCell(c, cardinality);
        if (exhausted()) return;
    }
}

void Search::chainsFromCell(int cell, int cardinality) {
    std::vector<OnWalk> walks; // from each candidate of the cell, in order
    for (DigitMask m = grid_[cell]; m; m &= m - 1) {
        const int value = std::countr_zero(m) + 1;
        const Potential on{cell, value, true}, off{cell, value, false};
        walks.push_back(takeWalk(on));
        const bool doDouble = cardinality >= 3 && !rule_.nishio && rule_.dynamic;
        const bool doContradiction = rule_.dynamic || rule_.nishio;
        binary(on, off, walks.back(), doDouble, doContradiction);
        if (!rule_.nishio) regionChains(cell, value, walks.back());
        if (exhausted()) return;
    }
    if (rule_.nishio || !(cardinality == 2 || (rule_.multiple && cardinality > 2))) return;
    std::vector<const WalkSet*> toOn, toOff;
    for (const OnWalk& walk : walks) {
        toOn.push_back(&walk.on);
        toOff.push_back(&walk.off);
    }
    addReductionHints(Kind::Cell, -1, toOn);
    addReductionHints(Kind::Cell, -1, toOff);
}

void Search::binary(const Potential& on, const Potential& off, const OnWalk& onWalk, bool doDouble, bool doContradiction) {
    if (onWalk.absurd && doContradiction) addBinaryHint(*onWalk.absurd, on, on, true);
    if (!doDouble && !doContradiction) return; // the walk from "off" would serve nothing
    PotentialSet& offToOn = emptied(offWalkOn_);
    PotentialSet& offToOff = emptied(offWalkOff_);
    const int offNode = make(off);
    offToOff.add(id(off), offNode);
    if (auto absurd = follow(offToOn, offToOff); absurd && doContradiction)
        addBinaryHint(*absurd, off, off, true);
    if (!doDouble) return;
    for (int fromOn : onWalk.on.nodes()) {
        const int fromOff = offToOn.get(id(fromOn));
        if (fromOff >= 0) addBinaryHint({fromOn, fromOff}, on, arena_[fromOn].p, false);
    }
    for (int fromOn : onWalk.off.nodes()) {
        const int fromOff = offToOff.get(id(fromOn));
        if (fromOff >= 0) addBinaryHint({fromOn, fromOff}, off, arena_[fromOff].p, false);
    }
}

Search::OnWalk Search::walk(const Potential& on) {
    PotentialSet& toOn = emptied(walkOn_);
    PotentialSet& toOff = emptied(walkOff_);
    toOn.add(id(on), make(on));
    std::optional<std::pair<int, int>> absurd = follow(toOn, toOff);
    return OnWalk{WalkSet(toOn, arena_, n_), WalkSet(toOff, arena_, n_), absurd};
}

const Search::OnWalk& Search::walkFrom(const Potential& on) {
    const int key = on.cell * n_ + on.value - 1;
    if (auto it = onWalks_.find(key); it != onWalks_.end()) return it->second;
    const OnWalk& kept = onWalks_.emplace(key, walk(on)).first->second;
    keptBytes_ += kept.bytes();
    return kept;
}

Search::OnWalk Search::takeWalk(const Potential& on) {
    auto node = onWalks_.extract(on.cell * n_ + on.value - 1);
    if (node.empty()) return walk(on);
    keptBytes_ -= node.mapped().bytes();
    if constexpr (kVerifyShortcuts) {
        const OnWalk again = walk(on);
        auto potentials = [&](const WalkSet& set) {
            std::vector<int> ids;
            for (int n : set.nodes()) ids.push_back(id(n));
            return ids;
        };
        const OnWalk& kept = node.mapped();
        // Unless the node budget ran out (the walk made again, which the check itself pays for, may
        // then stop short, as every walk after it does).
        if (!exhausted() && (potentials(again.on) != potentials(kept.on) || potentials(again.off) != potentials(kept.off) ||
            again.absurd.has_value() != kept.absurd.has_value()))
            shortcutFailed("a kept walk differs from the same walk made again");
    }
    return std::move(node.mapped());
}

void Search::addBinaryHint(std::pair<int, int> ends, const Potential& source, const Potential& target, bool absurd) {
    Hint hint;
    hint.kind = absurd ? Kind::Contradiction : Kind::Double;
    hint.source = source;
    // A contradiction from "on" removes the source; from "off" it places it. A double
    // implication concludes its target.
    Potential conclusion = target;
    if (absurd) conclusion.on = !source.on;
    addConclusion(hint, conclusion);
    if (hint.eliminations.empty()) return;
    hint.targets = {ends.first, ends.second};
    hint.sortKey = absurd ? 7 : 1;
    hint.nestedLevel = rule_.level;
    keep(std::move(hint), rule_.baseRating());
}

void Search::regionChains(int cell, int value, const OnWalk& own) {
    for (int k = 0; k < 3; ++k) {
        const int house = regionsOf_[cell][k];
        std::vector<int> places;
        for (int c : houseCells_[house])
            if (has(c, value)) places.push_back(c);
        const int cardinality = static_cast<int>(places.size());
        if (!(cardinality == 2 || (rule_.multiple && cardinality > 2))) continue;
        if (places.front() != cell) continue; // each house once, from its first place
        std::vector<const WalkSet*> placeToOn{&own.on}, placeToOff{&own.off};
        for (std::size_t i = 1; i < places.size(); ++i) {
            if (stop_.stop_requested() || overMemory()) return; // each walk kept counts against the memory limit
            const OnWalk& other = walkFrom({places[i], value, true});
            placeToOn.push_back(&other.on);
            placeToOff.push_back(&other.off);
        }
        addReductionHints(Kind::Region, house, placeToOn);
        addReductionHints(Kind::Region, house, placeToOff);
    }
}

void Search::addReductionHints(Kind kind, int house, const std::vector<const WalkSet*>& outcomes) {
    // The potentials every outcome reaches, in the order the first outcome reached them.
    for (int first : outcomes.front()->nodes()) {
        const Potential target = arena_[first].p;
        const int targetId = id(target);
        if (std::all_of(outcomes.begin() + 1, outcomes.end(), [&](const WalkSet* set) { return set->contains(targetId); }))
            addReductionHint(kind, house, target, outcomes);
    }
}

void Search::addReductionHint(Kind kind, int house, const Potential& target, const std::vector<const WalkSet*>& outcomes) {
    Hint hint;
    hint.kind = kind;
    hint.house = house;
    addConclusion(hint, target);
    if (hint.eliminations.empty()) return;
    for (const WalkSet* set : outcomes) hint.targets.push_back(set->get(id(target)));
    hint.sortKey = kind == Kind::Cell ? 5 : 6;
    hint.nestedLevel = rule_.level;
    keep(std::move(hint), rule_.baseRating());
}

} // namespace qudoku::logic::detail::chaining
