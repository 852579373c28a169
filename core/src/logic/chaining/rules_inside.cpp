// Level 1 and up: what the basic techniques, and from level 2 nested chains, add inside a dynamic
// search.
#include "logic/chaining/search.h"

#include <algorithm>
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
    // Locked candidates: a value of house A confined to its intersection with house B.
    for (int a = 0; a < houses && result.empty(); ++a)
        for (int v = 1; v <= n_; ++v) {
            std::vector<int> places;
            for (int c : houseCells_[a])
                if (has(c, v)) places.push_back(c);
            if (places.size() < 2) continue;
            // Only the other houses of the first place can hold all of them.
            for (int b : regionsOf_[places.front()]) {
                if (b == a) continue;
                const CellSet& bc = g_.houseCells(b);
                if (!std::all_of(places.begin(), places.end(), [&](int c) { return bc.contains(c); })) continue;
                std::vector<int> parents;
                for (int c : houseCells_[a])
                    if (!bc.contains(c) && removedHere(c, v)) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : houseCells_[b])
                    if (!g_.houseCells(a).contains(c) && has(c, v)) result.push_back(make({c, v, false}, parents));
            }
        }
    if (!result.empty()) return result;
    // Hidden pairs: two values of a house confined to the same two cells.
    for (int h = 0; h < houses && result.empty(); ++h)
        for (int v1 = 1; v1 <= n_; ++v1)
            for (int v2 = v1 + 1; v2 <= n_; ++v2) {
                std::vector<int> cells;
                for (int c : houseCells_[h])
                    if (has(c, v1) || has(c, v2)) cells.push_back(c);
                if (cells.size() != 2) continue;
                if (!has(cells[0], v1) || !has(cells[0], v2) || !has(cells[1], v1) || !has(cells[1], v2)) continue;
                std::vector<int> parents;
                for (int c : houseCells_[h])
                    if (c != cells[0] && c != cells[1])
                        for (int v : {v1, v2})
                            if (has(saved_, c, v)) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : cells)
                    for (DigitMask m = grid_[c] & ~(digitBit(v1) | digitBit(v2)); m; m &= m - 1)
                        result.push_back(make({c, std::countr_zero(m) + 1, false}, parents));
            }
    if (!result.empty()) return result;
    // Naked pairs: two cells of a house holding the same two candidates.
    for (int h = 0; h < houses && result.empty(); ++h) {
        const auto& hc = houseCells_[h];
        for (std::size_t i = 0; i < hc.size(); ++i) {
            if (std::popcount(grid_[hc[i]]) != 2) continue;
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
    if (!result.empty() || rule_.level < 2) return result;
    // Nested forcing chains (level 2: single chains; level 3: also multiple chains), searched on the
    // working grid as a grid of its own.
    std::vector<Rule> nestedRules{Rule{false, false, false, 0, 0}};
    if (rule_.level >= 3) nestedRules.push_back(Rule{true, false, false, 0, 0});
    for (const Rule& nestedRule : nestedRules) {
        Search nested(*this, nestedRule);
        std::vector<Hint> found = nested.run();
        for (const Hint& h : found) {
            // Parents: the removals (since this search began) among the nested chain's candidates.
            std::vector<int> parents;
            for (const Branch& b : h.branches)
                for (const Potential& p : b.line)
                    if (removedHere(p.cell, p.value))
                        pushHidden(parents, {p.cell, p.value, false}, offs);
            if (parents.empty()) continue;
            nested_.push_back(h.complexity);
            const int index = static_cast<int>(nested_.size()) - 1;
            for (const CellValue& e : h.eliminations)
                if (has(e.cell, e.value)) result.push_back(make({e.cell, e.value, false}, parents, index));
        }
        if (!result.empty()) break;
    }
    return result;
}

} // namespace qudoku::logic::detail::chaining
