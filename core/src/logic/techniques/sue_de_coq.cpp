// Sue de Coq (two-sector disjoint subsets), as HoDoKu defines it. Where a line meets a box, take two
// or three empty cells C of the intersection holding the values V, at least two more values than
// cells. Add cells L from the rest of the line and cells B from the rest of the box (L and B share no
// cell) such that:
//   - L holds some values of V, and B holds some values of V, but none of the V-values of L;
//   - L and B may hold values outside V ("extras"), one more cell for each;
//   - the V-values L and B account for make up the difference: (|L| - extras of L) + (|B| - extras
//     of B) = |V| - |C|, with each side taking at least one.
// Then the |C| + |L| + |B| cells hold exactly as many values as they have cells, counting an extra
// that both L and B hold twice: a V-value of L can only be once in C and L (all in the line), any
// other V-value only once in C and B (all in the box), an extra once per side. So every value is
// used to the full: the V-values of L and those of V that B lacks are in C or L, and leave the rest
// of the line; the V-values of B and those of V that L lacks are in C or B, and leave the rest of
// the box; an extra of both sides is in L and in B and leaves the rest of both.
//
// Rows are searched before columns, as HoDoKu does; the first pattern with eliminations is shown.

#include <algorithm>
#include <bit>
#include <vector>

#include "logic/als.h"
#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

DigitMask candidatesOf(const CandidateGrid& state, const std::vector<int>& cells) {
    DigitMask mask = 0;
    for (int c : cells) mask |= state.candidates(c);
    return mask;
}

// Calls visit(chosen cells, their candidates) for every non-empty subset of `pool` (depth first, in
// the pool's order) of at most `maxCells` cells whose candidates stay inside `allowed`; visit returns
// true to stop.
template <class Visit>
bool forEachSubset(const CandidateGrid& state, const std::vector<int>& pool, std::size_t maxCells, DigitMask allowed,
                   std::vector<int>& chosen, std::size_t start, DigitMask candidates, Visit&& visit) {
    for (std::size_t i = start; i < pool.size(); ++i) {
        const DigitMask next = candidates | state.candidates(pool[i]);
        if (next & ~allowed) continue; // a superset would break the rule too
        chosen.push_back(pool[i]);
        const bool stop = visit(chosen, next) ||
                          (chosen.size() < maxCells && forEachSubset(state, pool, maxCells, allowed, chosen, i + 1, next, visit));
        chosen.pop_back();
        if (stop) return true;
    }
    return false;
}

CellSet setOf(const std::vector<int>& cells) {
    CellSet set;
    for (int c : cells) set.insert(c);
    return set;
}

} // namespace

std::optional<Step> findSueDeCoq(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    // On 9×9 every subset of a house is tried; on larger grids the line and box parts are capped.
    const std::size_t maxPart = n <= 9 ? static_cast<std::size_t>(n) : 3;
    std::optional<Step> found;
    for (int line = 0; line < 2 * n && !found; ++line) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const CellSet lineCells = g.houseCells(line) & state.emptyCells();
        for (int box = 2 * n; box < 3 * n && !found; ++box) {
            const CellSet boxCells = g.houseCells(box) & state.emptyCells();
            std::vector<int> meet;
            (lineCells & boxCells).forEach([&](int c) { meet.push_back(c); });
            if (meet.size() < 2) continue;
            // The part of the intersection: two or three of its cells.
            auto tryCore = [&](const std::vector<int>& core) {
                const DigitMask v = candidatesOf(state, core);
                const int nPlus = std::popcount(v) - static_cast<int>(core.size());
                if (nPlus < 2) return false;
                const CellSet coreSet = setOf(core);
                std::vector<int> linePool, chosenLine;
                (lineCells - coreSet).forEach([&](int c) { linePool.push_back(c); });
                return forEachSubset(state, linePool, maxPart, allDigits(n), chosenLine, 0, 0, [&](const std::vector<int>& l, DigitMask lm) {
                    const int lineValues = std::popcount(lm & v), lineExtras = std::popcount(lm & ~v);
                    const int lineShare = static_cast<int>(l.size()) - lineExtras; // V-values L accounts for
                    if (lineValues == 0 || lineShare <= 0 || lineShare >= nPlus) return false;
                    const CellSet lineSet = setOf(l);
                    std::vector<int> boxPool, chosenBox;
                    (boxCells - coreSet - lineSet).forEach([&](int c) { boxPool.push_back(c); });
                    // B may not hold a V-value of L; extras (L's or its own) are allowed.
                    const DigitMask boxAllowed = allDigits(n) & ~(lm & v);
                    return forEachSubset(state, boxPool, maxPart, boxAllowed, chosenBox, 0, 0, [&](const std::vector<int>& b, DigitMask bm) {
                        const int boxExtras = std::popcount(bm & ~v);
                        if (!(bm & v) || static_cast<int>(b.size()) - boxExtras != nPlus - lineShare) return false;
                        const CellSet boxSet = setOf(b);
                        const DigitMask shared = bm & lm; // extras of both sides
                        Step step = makeStep(Technique::SueDeCoq);
                        auto eliminate = [&](const CellSet& cells, DigitMask values) {
                            cells.forEach([&](int c) {
                                for (DigitMask m = state.candidates(c) & values; m; m &= m - 1)
                                    step.eliminations.push_back({c, std::countr_zero(m) + 1});
                            });
                        };
                        eliminate(boxCells - boxSet - coreSet, ((v | bm) & ~lm) | shared);
                        eliminate(lineCells - lineSet - coreSet, ((v | lm) & ~bm) | shared);
                        if (step.eliminations.empty()) return false;
                        // A cell of the intersection outside the core is in the rest of the line and
                        // the rest of the box: a value both sides take out was listed twice there
                        // (found by fuzz_solve). Each elimination once.
                        std::sort(step.eliminations.begin(), step.eliminations.end());
                        step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()),
                                                step.eliminations.end());
                        step.values = v | lm | bm;
                        step.houses = {{line, Role::Base}, {box, Role::Base}};
                        markSet(step, state, coreSet, Role::Defining, 0);
                        markSet(step, state, lineSet, Role::ColourA, 0);
                        markSet(step, state, boxSet, Role::ColourB, 0);
                        found = std::move(step);
                        return true;
                    });
                });
            };
            for (std::size_t i = 0; i + 1 < meet.size() && !found; ++i)
                for (std::size_t j = i + 1; j < meet.size() && !found; ++j) {
                    if (tryCore({meet[i], meet[j]})) break;
                    for (std::size_t k = j + 1; k < meet.size() && !found; ++k)
                        if (tryCore({meet[i], meet[j], meet[k]})) break;
                }
        }
    }
    return found;
}

} // namespace qudoku::logic::detail
