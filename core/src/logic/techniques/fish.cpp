// Fish on one value v: k "base" lines (rows, or columns) in which every candidate of v lies in just
// k "cover" lines of the other direction. Each base line must take v once, in a cover line, and
// each cover line can take it only once: so the k placements of v in the base lines fill the cover
// lines, and the cover lines' other cells lose v.
//   X-Wing (k = 2), Swordfish (3), Jellyfish (4).
//
// Finned fish: a few base candidates (the fins) lie outside the cover lines, all in one box. Then
// either the fish holds (and the cover lines lose v outside the base) or a fin is v (and the fin's
// box loses v elsewhere); so only the cover cells outside the base that share the fins' box lose v.
//   Finned X-Wing / Swordfish / Jellyfish; "sashimi" when a base line keeps only one candidate inside the cover
//   (without its fins the fish would have collapsed), which players see as a different pattern.
//
// Lines with v placed already take no part: a base line needs v still missing; the search looks at
// lines with 1..k (+fins) candidates of v.

#include <algorithm>
#include <bit>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

using Positions = DigitMask; // bit i: the line's i-th cell (column i of a row, row i of a column)

enum class FishKind { Basic, Finned, Sashimi };

struct FishSpec {
    Technique technique;
    int size;
    FishKind kind;
};

// The cell at position `i` of line `line` (rows 0..N-1, columns N..2N-1).
int cellOf(const Geometry& g, int line, int i) {
    const int n = g.size();
    return line < n ? g.shape().cellAt(line, i) : g.shape().cellAt(i, line - n);
}

// Calls f(chosen indices) for every k-combination of 0..count-1, stopping when f returns true.
template <class F>
bool forEachCombination(int count, int k, F&& f) {
    std::vector<int> chosen;
    auto recurse = [&](auto&& self, int start) -> bool {
        if (static_cast<int>(chosen.size()) == k) return f(chosen);
        for (int i = start; i <= count - (k - static_cast<int>(chosen.size())); ++i) {
            chosen.push_back(i);
            if (self(self, i + 1)) return true;
            chosen.pop_back();
        }
        return false;
    };
    return recurse(recurse, 0);
}

// The covers a finned fish on the base lines `base` can have: k positions of their candidates, in the
// order of their k-combinations (the order in which trying every one of them would meet them). The fins
// lie in one box, so every base candidate outside that box is in the cover, and the rest of the
// cover are positions of base candidates inside it: a few covers per box instead of every
// k-combination of the positions (126 for a Jellyfish on 9 of them).
std::vector<Positions> finnedCovers(const Geometry& g, const std::vector<int>& lines, const std::vector<Positions>& positions,
                                    const std::vector<int>& base, int k) {
    const int n = g.size();
    // Where the base candidates are, box by box.
    std::vector<Positions> inBox(n, 0);
    for (int i : base)
        for (Positions p = positions[i]; p; p &= p - 1) {
            const int at = std::countr_zero(p);
            inBox[g.boxHouse(cellOf(g, lines[i], at)) - 2 * n] |= Positions{1} << at;
        }
    std::vector<Positions> covers;
    for (int box = 0; box < n; ++box) {
        const Positions inside = inBox[box];
        if (!inside) continue;
        Positions outside = 0;
        for (int other = 0; other < n; ++other)
            if (other != box) outside |= inBox[other];
        const Positions more = inside & ~outside;
        const int need = k - std::popcount(outside);
        if (!more || need < 0 || std::popcount(more) < need) continue;
        std::vector<int> choices;
        for (Positions p = more; p; p &= p - 1) choices.push_back(std::countr_zero(p));
        forEachCombination(static_cast<int>(choices.size()), need, [&](const std::vector<int>& chosen) {
            Positions cover = outside;
            for (int i : chosen) cover |= Positions{1} << choices[i];
            covers.push_back(cover);
            return false;
        });
    }
    // The k-combinations in order: compare the positions from the lowest up.
    const auto order = [](Positions a, Positions b) {
        while (a && b && std::countr_zero(a) == std::countr_zero(b)) a &= a - 1, b &= b - 1;
        return a && b && std::countr_zero(a) < std::countr_zero(b);
    };
    std::sort(covers.begin(), covers.end(), order);
    covers.erase(std::unique(covers.begin(), covers.end()), covers.end());
    return covers;
}

std::optional<Step> findFish(const CandidateGrid& state, const FindContext& ctx, FishSpec spec) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    const int k = spec.size;
    // At most a box width of fins beside the cover candidates of a base line.
    const int maxPerLine = spec.kind == FishKind::Basic ? k : k + std::max(g.shape().boxRows, g.shape().boxCols);
    for (int v = 1; v <= n; ++v) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        // Every candidate of v in some template: no fish on v removes anything (templates.h).
        if (ctx.singleValueTargets(state, v).empty()) continue;
        const CellSet& withV = state.cellsWithCandidate(v);
        for (int rowsAsBase = 1; rowsAsBase >= 0; --rowsAsBase) {
            const int firstLine = rowsAsBase ? 0 : n;
            // The candidate lines and where v can go in each.
            std::vector<int> lines;
            std::vector<Positions> positions;
            for (int line = firstLine; line < firstLine + n; ++line) {
                Positions p = 0;
                for (int i = 0; i < n; ++i)
                    if (withV.contains(cellOf(g, line, i))) p |= Positions{1} << i;
                const int count = std::popcount(p);
                if (count >= 1 && count <= maxPerLine) {
                    lines.push_back(line);
                    positions.push_back(p);
                }
            }
            std::optional<Step> found;
            // The fish on these base lines with this cover, if it has eliminations (then `found`).
            auto tryCover = [&](const std::vector<int>& base, Positions cover) {
                // Fins: base candidates outside the cover, all in one box.
                CellSet fins, baseCells;
                bool sashimi = false;
                for (int i : base) {
                    const int inCover = std::popcount(positions[i] & cover);
                    if (inCover == 0) return false; // the line would not be part of the fish
                    if (inCover == 1) sashimi = true;
                    for (Positions p = positions[i]; p; p &= p - 1) {
                        const int cell = cellOf(g, lines[i], std::countr_zero(p));
                        ((cover >> std::countr_zero(p)) & 1 ? baseCells : fins).insert(cell);
                    }
                }
                if ((spec.kind == FishKind::Basic) != fins.empty()) return false;
                if (spec.kind != FishKind::Basic && sashimi != (spec.kind == FishKind::Sashimi)) return false;
                CellSet coverCells;
                for (Positions p = cover; p; p &= p - 1)
                    coverCells |= g.houseCells((rowsAsBase ? n : 0) + std::countr_zero(p));
                CellSet baseLines;
                for (int i : base) baseLines |= g.houseCells(lines[i]);
                CellSet targets = (coverCells & withV) - baseLines;
                if (!fins.empty()) {
                    const int box = g.boxHouse(fins.first());
                    if (!fins.isSubsetOf(g.houseCells(box))) return false;
                    targets &= g.houseCells(box);
                }
                if (targets.empty()) return false;
                Step step = makeStep(spec.technique);
                step.values = digitBit(v);
                baseCells.forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::Defining}); });
                fins.forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::Fin}); });
                for (int i : base) step.houses.push_back({lines[i], Role::Base});
                for (Positions p = cover; p; p &= p - 1)
                    step.houses.push_back({(rowsAsBase ? n : 0) + std::countr_zero(p), Role::Cover});
                targets.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
                found = std::move(step);
                return true;
            };
            forEachCombination(static_cast<int>(lines.size()), k, [&](const std::vector<int>& base) {
                Positions all = 0;
                for (int i : base) all |= positions[i];
                // Cover: k positions out of `all`; for a basic fish `all` itself must have k.
                if (std::popcount(all) < k) return false;
                if (spec.kind == FishKind::Basic) return std::popcount(all) == k && tryCover(base, all);
                for (Positions cover : finnedCovers(g, lines, positions, base, k))
                    if (tryCover(base, cover)) return true;
                return false;
            });
            if (found) return found;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findXWing(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::XWing, 2, FishKind::Basic});
}
std::optional<Step> findSwordfish(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::Swordfish, 3, FishKind::Basic});
}
std::optional<Step> findJellyfish(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::Jellyfish, 4, FishKind::Basic});
}
std::optional<Step> findFinnedXWing(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::FinnedXWing, 2, FishKind::Finned});
}
std::optional<Step> findSashimiXWing(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::SashimiXWing, 2, FishKind::Sashimi});
}
std::optional<Step> findFinnedSwordfish(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::FinnedSwordfish, 3, FishKind::Finned});
}
std::optional<Step> findSashimiSwordfish(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::SashimiSwordfish, 3, FishKind::Sashimi});
}
std::optional<Step> findFinnedJellyfish(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::FinnedJellyfish, 4, FishKind::Finned});
}
std::optional<Step> findSashimiJellyfish(const CandidateGrid& s, const FindContext& c) {
    return findFish(s, c, {Technique::SashimiJellyfish, 4, FishKind::Sashimi});
}

} // namespace qudoku::logic::detail
