// Level 1 and up: what the basic techniques, and from level 2 nested chains, add inside a dynamic
// search.
#include "logic/chaining/search.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <bit>

namespace qudoku::logic::detail::chaining {

// Removals by the basic rules in the working grid that the start grid did not allow, with the
// removed candidates that enabled them as parents. Implemented for locked candidates and the pair
// rules, which are what level 1 ("+") adds; nested chains run a search of their own on the working
// grid and enter with their complexity.
std::vector<int> Search::advancedRemovals(const PotentialSet& offs) {
    std::vector<int> result;
    const int houses = g_.houseCount();
    auto removedHere = [&](int c, int v) { return has(saved_, c, v) && !has(c, v); };
    // Each value's places in a house, as a mask of positions in houseCells_[house] (grids up to 25
    // wide); computed per house as the rules below need it, instead of lists per value.
    std::array<std::uint32_t, 26> places{};
    auto placesIn = [&](int house) {
        places.fill(0);
        const auto& cells = houseCells_[house];
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (DigitMask m = grid_[cells[i]]; m; m &= m - 1) places[std::countr_zero(m) + 1] |= 1U << i;
    };
    // Locked candidates: a value of house A confined to its intersection with house B.
    for (int a = 0; a < houses && result.empty(); ++a) {
        placesIn(a);
        for (int v = 1; v <= n_; ++v) {
            if (atMostOne(places[v])) continue;
            const auto& cells = houseCells_[a];
            // Only the other houses of the first place can hold all of them.
            for (int b : regionsOf_[cells[std::countr_zero(places[v])]]) {
                if (b == a) continue;
                const CellSet& bc = g_.houseCells(b);
                bool inside = true;
                for (std::uint32_t m = places[v]; m && inside; m &= m - 1) inside = bc.contains(cells[std::countr_zero(m)]);
                if (!inside) continue;
                std::vector<int> parents;
                for (int c : cells)
                    if (!bc.contains(c) && removedHere(c, v)) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : houseCells_[b])
                    if (!g_.houseCells(a).contains(c) && has(c, v)) result.push_back(make({c, v, false}, parents));
            }
        }
    }
    if (!result.empty()) return result;
    // Hidden pairs: two values of a house confined to the same two cells.
    for (int h = 0; h < houses && result.empty(); ++h) {
        placesIn(h);
        const auto& hc = houseCells_[h];
        for (int v1 = 1; v1 <= n_; ++v1) {
            if (!exactlyTwo(places[v1])) continue;
            for (int v2 = v1 + 1; v2 <= n_; ++v2) {
                if (places[v2] != places[v1]) continue;
                const int first = hc[std::countr_zero(places[v1])];
                const int second = hc[31 - std::countl_zero(places[v1])];
                std::vector<int> parents;
                for (int c : hc)
                    if (c != first && c != second)
                        for (int v : {v1, v2})
                            if (has(saved_, c, v)) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : {first, second})
                    for (DigitMask m = grid_[c] & ~(digitBit(v1) | digitBit(v2)); m; m &= m - 1)
                        result.push_back(make({c, std::countr_zero(m) + 1, false}, parents));
            }
        }
    }
    if (!result.empty()) return result;
    // Naked pairs: two cells of a house holding the same two candidates.
    for (int h = 0; h < houses && result.empty(); ++h) {
        const auto& hc = houseCells_[h];
        for (std::size_t i = 0; i < hc.size(); ++i) {
            if (!exactlyTwo(grid_[hc[i]])) continue;
            for (std::size_t j = i + 1; j < hc.size(); ++j) {
                if (grid_[hc[j]] != grid_[hc[i]]) continue;
                const DigitMask pair = grid_[hc[i]];
                std::vector<int> parents;
                for (int c : {hc[i], hc[j]})
                    for (int v = 1; v <= n_; ++v)
                        if (has(saved_, c, v) && !(pair & digitBit(v))) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : hc)
                    if (c != hc[i] && c != hc[j])
                        for (DigitMask m = grid_[c] & pair; m; m &= m - 1)
                            result.push_back(make({c, std::countr_zero(m) + 1, false}, parents));
            }
        }
    }
    if (!result.empty()) return result;
    xWingRemovals(offs, result);
    if (!result.empty() || rule_.level < 2) return result;
    nestedChainRemovals(offs, result);
    return result;
}

// X-Wings, in Explainer's order: columns as the base lines first, then rows; pairs of base lines in
// the order of their bit masks (0-1, 0-2, 1-2, 0-3, ...); values in order; only for a value placed
// in at most n - 4 cells of the step's grid. Parents: the removals from the base lines outside the
// cover lines.
void Search::xWingRemovals(const PotentialSet& offs, std::vector<int>& result) {
    // The value's places in each line, as positions along it (bit j: column j of a row, row j of a
    // column), for rows (houses 0..n-1) then columns (n..2n-1), computed once per call.
    std::vector<std::uint32_t>& lines = xWingLines_;
    lines.assign(static_cast<std::size_t>(2 * n_ * (n_ + 1)), 0);
    for (int c = 0; c < cells_; ++c) {
        const int row = g_.rowHouse(c), column = g_.columnHouse(c) - n_;
        for (DigitMask m = grid_[c]; m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            lines[static_cast<std::size_t>(row * (n_ + 1) + v)] |= 1U << column;
            lines[static_cast<std::size_t>((n_ + column) * (n_ + 1) + v)] |= 1U << row;
        }
    }
    for (const int baseOffset : {n_, 0}) {     // base columns (houses n..2n-1), then rows (0..n-1)
        const int coverOffset = n_ - baseOffset; // the other kind of line
        for (int second = 1; second < n_; ++second)
            for (int first = 0; first < second; ++first)
                for (int v = 1; v <= n_; ++v) {
                    if (placed_[v - 1] + 4 > n_) continue;
                    const std::uint32_t a = lines[static_cast<std::size_t>((baseOffset + first) * (n_ + 1) + v)];
                    const std::uint32_t b = lines[static_cast<std::size_t>((baseOffset + second) * (n_ + 1) + v)];
                    if (atMostOne(a) || atMostOne(b) || !exactlyTwo(a | b)) continue;
                    const std::uint32_t covers = a | b;
                    auto inBase = [&](int c) {
                        const int line = baseOffset == 0 ? g_.rowHouse(c) : g_.columnHouse(c) - n_;
                        return line == first || line == second;
                    };
                    auto inCover = [&](int c) {
                        const int line = baseOffset == 0 ? g_.columnHouse(c) - n_ : g_.rowHouse(c);
                        return ((covers >> line) & 1U) != 0;
                    };
                    std::vector<int> removable;
                    for (int line = 0; line < n_; ++line)
                        if ((covers >> line) & 1U)
                            for (int c : houseCells_[coverOffset + line])
                                if (!inBase(c) && has(c, v)) removable.push_back(c);
                    if (removable.empty()) continue;
                    std::vector<int> parents;
                    for (int line : {first, second})
                        for (int c : houseCells_[baseOffset + line])
                            if (!inCover(c) && has(saved_, c, v) && !has(c, v)) pushHidden(parents, {c, v, false}, offs);
                    if (parents.empty()) continue;
                    for (int c : removable) result.push_back(make({c, v, false}, parents));
                }
    }
}

// Nested forcing chains, searched on the working grid as a grid of their own: single chains (level
// 2 and 3), multiple chains (level 3), dynamic chains of level nestingLimit (level 4).
void Search::nestedChainRemovals(const PotentialSet& offs, std::vector<int>& result) {
    std::vector<Rule> nestedRules;
    if (rule_.level >= 4) {
        nestedRules.push_back(Rule{true, true, false, rule_.nestingLimit, 0});
    } else {
        nestedRules.push_back(Rule{false, false, false, 0, 0});
        if (rule_.level >= 3) nestedRules.push_back(Rule{true, false, false, 0, 0});
    }
    for (const Rule& nestedRule : nestedRules) {
        for (const NestedFinding& finding : nestedFindings(nestedRule)) {
            std::vector<int> parents;
            for (const Potential& removed : ruleParents(finding, saved_, grid_)) pushHidden(parents, removed, offs);
            if (parents.empty()) continue; // the outer grid had this already: no chain needed
            nested_.push_back(finding.complexity);
            const int index = static_cast<int>(nested_.size()) - 1;
            for (const CellValue& e : finding.eliminations)
                if (has(e.cell, e.value)) result.push_back(make({e.cell, e.value, false}, parents, index));
        }
        if (!result.empty()) break;
    }
}

// The memo's key: the working grid, then a code for the nested rule (single chains, multiple chains,
// or dynamic chains of a level). Only complete searches are remembered: one stopped or out of budget
// found less than it would have.
const std::vector<NestedFinding>& Search::nestedFindings(const Rule& nestedRule) {
    std::vector<DigitMask> key = grid_;
    key.push_back(static_cast<DigitMask>(nestedRule.dynamic ? 2 + nestedRule.level : nestedRule.multiple ? 1 : 0));
    if (auto it = memo_->findings.find(key); it != memo_->findings.end()) {
        if constexpr (kVerifyShortcuts) {
            Search nested(*this, nestedRule);
            std::vector<NestedFinding> again;
            for (const Hint& h : nested.run()) again.push_back(nested.findingOf(h));
            if (!exhausted() && again != it->second) shortcutFailed("a remembered nested search differs from the search made again");
        }
        return it->second;
    }
    Search nested(*this, nestedRule);
    std::vector<NestedFinding> findings;
    for (const Hint& h : nested.run()) findings.push_back(nested.findingOf(h));
    if (exhausted()) {
        scratchFindings_ = std::move(findings);
        return scratchFindings_;
    }
    if (memo_->findings.size() >= kMemoLimit) {
        memo_->findings.clear();
        memo_->bytes = 0;
    }
    // The key and findings, and about what a hash table spends on an entry besides.
    memo_->bytes += key.size() * sizeof(DigitMask) + 64;
    for (const NestedFinding& finding : findings)
        memo_->bytes += sizeof(NestedFinding) + finding.eliminations.size() * sizeof(CellValue) +
                        finding.causes.size() * sizeof(finding.causes[0]);
    return memo_->findings.emplace(std::move(key), std::move(findings)).first->second;
}

} // namespace qudoku::logic::detail::chaining
