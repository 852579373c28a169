// Naked and hidden subsets (pairs, triples, quads) inside one house.
//   Naked:  k cells of a house whose candidates together are just k values: those values are
//           spent there, so the house's other cells lose them.
//   Hidden: k values of a house that together fit in just k cells: those cells hold them, so the
//           cells lose every other candidate.
// Both search combinations of k "members" (cells, or values) whose union (of values, or of cells)
// has exactly k elements; only members with 2..k elements can take part (1 is a single, found
// earlier; 0 would be a contradiction).

#include <bit>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

// Positions are indexes into the house's cell list (N <= 25 fits a DigitMask).
using Bits = DigitMask;

// Finds k members whose masks' union has exactly k bits; calls found(chosen members, union) and stops
// at the first call that returns true.
template <class Found>
bool searchCombinations(const std::vector<Bits>& masks, int k, Found&& found) {
    std::vector<int> chosen;
    auto recurse = [&](auto&& self, int start, Bits unionBits) -> bool {
        if (static_cast<int>(chosen.size()) == k) return found(chosen, unionBits);
        for (int i = start; i < static_cast<int>(masks.size()); ++i) {
            const Bits next = unionBits | masks[i];
            if (std::popcount(next) > k) continue;
            chosen.push_back(i);
            if (self(self, i + 1, next)) return true;
            chosen.pop_back();
        }
        return false;
    };
    return recurse(recurse, 0, 0);
}

std::optional<Step> findNaked(const CandidateGrid& state, Technique technique, int k) {
    const Geometry& geometry = state.geometry();
    for (int h = 0; h < geometry.houseCount(); ++h) {
        const std::vector<int>& cells = geometry.house(h).cells;
        std::vector<int> members;
        std::vector<Bits> masks;
        int emptyCells = 0;
        for (int cell : cells) {
            if (state.isSolved(cell)) continue;
            ++emptyCells;
            const int count = std::popcount(state.candidates(cell));
            if (count >= 2 && count <= k) {
                members.push_back(cell);
                masks.push_back(state.candidates(cell));
            }
        }
        if (emptyCells <= k) continue; // nothing else in the house to eliminate from
        std::optional<Step> result;
        searchCombinations(masks, k, [&](const std::vector<int>& chosen, Bits values) {
            CellSet subset;
            for (int i : chosen) subset.insert(members[i]);
            Step step = makeStep(technique);
            for (int cell : cells) {
                if (state.isSolved(cell) || subset.contains(cell)) continue;
                for (Bits rest = state.candidates(cell) & values; rest; rest &= rest - 1)
                    step.eliminations.push_back({cell, std::countr_zero(rest) + 1});
            }
            if (step.eliminations.empty()) return false;
            step.values = values;
            step.houses.push_back({h, Role::Base});
            subset.forEach([&](int cell) {
                for (Bits own = state.candidates(cell); own; own &= own - 1)
                    step.marks.push_back({{cell, std::countr_zero(own) + 1}, Role::Defining});
            });
            result = std::move(step);
            return true;
        });
        if (result) return result;
    }
    return std::nullopt;
}

std::optional<Step> findHidden(const CandidateGrid& state, Technique technique, int k) {
    const Geometry& geometry = state.geometry();
    const int n = state.size();
    for (int h = 0; h < geometry.houseCount(); ++h) {
        const std::vector<int>& cells = geometry.house(h).cells;
        // For each value missing from the house, the positions (indexes into `cells`) it can take.
        std::vector<int> members;
        std::vector<Bits> masks;
        int missingValues = 0;
        for (int v = 1; v <= n; ++v) {
            Bits positions = 0;
            bool placed = false;
            for (int i = 0; i < n; ++i) {
                if (state.value(cells[i]) == v) placed = true;
                if (state.hasCandidate(cells[i], v)) positions |= Bits{1} << i;
            }
            if (placed) continue;
            ++missingValues;
            const int count = std::popcount(positions);
            if (count >= 2 && count <= k) {
                members.push_back(v);
                masks.push_back(positions);
            }
        }
        if (missingValues <= k) continue;
        std::optional<Step> result;
        searchCombinations(masks, k, [&](const std::vector<int>& chosen, Bits positions) {
            DigitMask values = 0;
            for (int i : chosen) values |= digitBit(members[i]);
            Step step = makeStep(technique);
            for (Bits p = positions; p; p &= p - 1) {
                const int cell = cells[std::countr_zero(p)];
                for (Bits other = state.candidates(cell) & ~values; other; other &= other - 1)
                    step.eliminations.push_back({cell, std::countr_zero(other) + 1});
                for (Bits own = state.candidates(cell) & values; own; own &= own - 1)
                    step.marks.push_back({{cell, std::countr_zero(own) + 1}, Role::Defining});
            }
            if (step.eliminations.empty()) return false;
            step.values = values;
            step.houses.push_back({h, Role::Base});
            result = std::move(step);
            return true;
        });
        if (result) return result;
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findNakedPair(const CandidateGrid& s, const FindContext&) { return findNaked(s, Technique::NakedPair, 2); }
std::optional<Step> findNakedTriple(const CandidateGrid& s, const FindContext&) { return findNaked(s, Technique::NakedTriple, 3); }
std::optional<Step> findNakedQuad(const CandidateGrid& s, const FindContext&) { return findNaked(s, Technique::NakedQuad, 4); }
std::optional<Step> findHiddenPair(const CandidateGrid& s, const FindContext&) { return findHidden(s, Technique::HiddenPair, 2); }
std::optional<Step> findHiddenTriple(const CandidateGrid& s, const FindContext&) { return findHidden(s, Technique::HiddenTriple, 3); }
std::optional<Step> findHiddenQuad(const CandidateGrid& s, const FindContext&) { return findHidden(s, Technique::HiddenQuad, 4); }

} // namespace qudoku::logic::detail
