// Chains with several branches: every candidate of a cell (cell chains), every place of a value in a
// house (region chains), or both states of one candidate (double chains) lead to one conclusion, or
// one assumption leads to a contradiction (contradiction and Nishio chains).
#include "logic/chaining/search.h"

#include <bit>

namespace qudoku::logic::detail::chaining {

void Search::multipleChains() {
    for (int c = 0; c < cells_; ++c) {
        const int cardinality = std::popcount(grid_[c]);
        if (cardinality > 2 || (cardinality > 1 && rule_.dynamic)) chainsFromCell(c, cardinality);
        if (exhausted()) return;
    }
}

void Search::chainsFromCell(int cell, int cardinality) {
    std::vector<std::pair<int, PotentialSet>> valueToOn, valueToOff;
    std::optional<PotentialSet> cellToOn, cellToOff;
    for (DigitMask m = grid_[cell]; m; m &= m - 1) {
        const int value = std::countr_zero(m) + 1;
        const Potential on{cell, value, true}, off{cell, value, false};
        PotentialSet onToOn = newSet(), onToOff = newSet();
        const bool doDouble = cardinality >= 3 && !rule_.nishio && rule_.dynamic;
        const bool doContradiction = rule_.dynamic || rule_.nishio;
        binary(on, off, onToOn, onToOff, doDouble, doContradiction);
        if (!rule_.nishio) regionChains(cell, value, onToOn, onToOff);
        if (!cellToOn) {
            cellToOn = onToOn;
            cellToOff = onToOff;
        } else {
            cellToOn->retainAll(onToOn, arena_, potentialId, n_);
            cellToOff->retainAll(onToOff, arena_, potentialId, n_);
        }
        valueToOn.emplace_back(value, std::move(onToOn));
        valueToOff.emplace_back(value, std::move(onToOff));
        if (exhausted()) return;
    }
    if (rule_.nishio || !(cardinality == 2 || (rule_.multiple && cardinality > 2))) return;
    for (int target : cellToOn->nodes()) addReductionHint(Kind::Cell, -1, arena_[target].p, valueToOn);
    for (int target : cellToOff->nodes()) addReductionHint(Kind::Cell, -1, arena_[target].p, valueToOff);
}

void Search::binary(const Potential& on, const Potential& off, PotentialSet& onToOn, PotentialSet& onToOff, bool doDouble,
            bool doContradiction) {
    PotentialSet offToOn = newSet(), offToOff = newSet();
    const int onNode = make(on);
    onToOn.add(id(on), onNode);
    if (auto absurd = follow(onToOn, onToOff); absurd && doContradiction)
        addBinaryHint(*absurd, arena_[onNode].p, arena_[onNode].p, true);
    const int offNode = make(off);
    offToOff.add(id(off), offNode);
    if (auto absurd = follow(offToOn, offToOff); absurd && doContradiction)
        addBinaryHint(*absurd, off, off, true);
    if (!doDouble) return;
    for (int fromOn : onToOn.nodes()) {
        const int fromOff = offToOn.get(id(fromOn));
        if (fromOff >= 0) addBinaryHint({fromOn, fromOff}, on, arena_[fromOn].p, false);
    }
    for (int fromOn : onToOff.nodes()) {
        const int fromOff = offToOff.get(id(fromOn));
        if (fromOff >= 0) addBinaryHint({fromOn, fromOff}, off, arena_[fromOff].p, false);
    }
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
    hint.branches.push_back(lineTo(ends.first));
    hint.branches.push_back(lineTo(ends.second));
    hint.complexity = complexityOf({ends.first, ends.second});
    hint.targets = {ends.first, ends.second};
    hint.sortKey = absurd ? 7 : 1;
    hint.rating = rule_.baseRating() + chainLengthPenalty(hint.complexity - 2);
    hint.nestedLevel = rule_.level;
    hints_.push_back(std::move(hint));
}

void Search::regionChains(int cell, int value, PotentialSet& onToOn, PotentialSet& onToOff) {
    for (int k = 0; k < 3; ++k) {
        const int house = regionsOf_[cell][k];
        std::vector<int> places;
        for (int c : houseCells_[house])
            if (has(c, value)) places.push_back(c);
        const int cardinality = static_cast<int>(places.size());
        if (!(cardinality == 2 || (rule_.multiple && cardinality > 2))) continue;
        if (places.front() != cell) continue; // each house once, from its first place
        std::vector<std::pair<int, PotentialSet>> placeToOn, placeToOff;
        PotentialSet regionToOn = newSet(), regionToOff = newSet();
        for (int other : places) {
            if (other == cell) {
                regionToOn = onToOn;
                regionToOff = onToOff;
                placeToOn.emplace_back(other, onToOn);
                placeToOff.emplace_back(other, onToOff);
                continue;
            }
            PotentialSet otherToOn = newSet(), otherToOff = newSet();
            const Potential p{other, value, true};
            otherToOn.add(id(p), make(p));
            follow(otherToOn, otherToOff);
            regionToOn.retainAll(otherToOn, arena_, potentialId, n_);
            regionToOff.retainAll(otherToOff, arena_, potentialId, n_);
            placeToOn.emplace_back(other, std::move(otherToOn));
            placeToOff.emplace_back(other, std::move(otherToOff));
        }
        for (int target : regionToOn.nodes()) addReductionHint(Kind::Region, house, arena_[target].p, placeToOn);
        for (int target : regionToOff.nodes()) addReductionHint(Kind::Region, house, arena_[target].p, placeToOff);
    }
}

void Search::addReductionHint(Kind kind, int house, const Potential& target,
                      const std::vector<std::pair<int, PotentialSet>>& outcomes) {
    Hint hint;
    hint.kind = kind;
    hint.house = house;
    addConclusion(hint, target);
    if (hint.eliminations.empty()) return;
    std::vector<int> ends;
    for (const auto& [key, set] : outcomes) {
        const int node = set.get(id(target));
        ends.push_back(node);
        hint.branches.push_back(lineTo(node));
    }
    hint.source = hint.branches.front().line.front();
    hint.complexity = complexityOf(ends);
    hint.targets = ends;
    hint.sortKey = kind == Kind::Cell ? 5 : 6;
    hint.rating = rule_.baseRating() + chainLengthPenalty(hint.complexity - 2);
    hint.nestedLevel = rule_.level;
    hints_.push_back(std::move(hint));
}

} // namespace qudoku::logic::detail::chaining
