// Single-digit patterns: short chains on one value v made of two strong links (a house where v has
// exactly two places: one of them is v) joined by a weak link (two cells that see each other: at
// most one is v). For strong links a=b and c=d with b seeing c, a or d is v: if a is not, b is, so
// c is not, so d is. Every cell that sees both a and d loses v.
//   Skyscraper:     both strong links in parallel lines (two rows, or two columns), b and c in
//                   one line across them.
//   2-String Kite:  one strong link in a row, one in a column, b and c in one box.
//   Turbot Fish:    any other such chain (a strong link in a box, or parallel lines joined in a
//                   box): the general three-link X-chain. Each step is named by the most specific
//                   pattern it fits, which is why the finders exclude each other's shapes.
//   Empty Rectangle: a box whose candidates of v all lie in one row R and one column C of it
//                   (a grouped strong link: v is in R or in C), and a strong link in a column X
//                   outside the box from (R, X) to (Y, X): then (Y, C) loses v. If (Y, X) is not v,
//                   (R, X) is, the box's v is in column C, and (Y, C) sees it; if it is, (Y, C)
//                   sees it in row Y. Likewise with rows and columns swapped.

#include <vector>

#include "logic/finders.h"
#include "logic/strong_links.h"

namespace qudoku::logic::detail {

namespace {

enum class Shape3 { Skyscraper, Kite, Turbot };

HouseKind kindOf(const Geometry& g, int house) { return g.house(house).kind; }

// Which pattern the chain a=b - c=d is (strong links in h1 and h2, b sees c).
Shape3 classify(const Geometry& g, int h1, int h2, int b, int c) {
    const HouseKind k1 = kindOf(g, h1), k2 = kindOf(g, h2);
    const Shape shape = g.shape();
    if (k1 == k2 && k1 != HouseKind::Box) {
        const bool acrossLine = k1 == HouseKind::Row ? shape.colOf(b) == shape.colOf(c) : shape.rowOf(b) == shape.rowOf(c);
        if (acrossLine) return Shape3::Skyscraper;
    }
    if (k1 != HouseKind::Box && k2 != HouseKind::Box && k1 != k2 && shape.boxOf(b) == shape.boxOf(c))
        return Shape3::Kite;
    return Shape3::Turbot;
}

std::optional<Step> findThreeLinkChain(const CandidateGrid& state, Technique technique, Shape3 wanted) {
    const Geometry& g = state.geometry();
    for (int v = 1; v <= state.size(); ++v) {
        const std::vector<StrongLink> links = strongLinks(state, v);
        for (std::size_t i = 0; i < links.size(); ++i) {
            for (std::size_t j = i + 1; j < links.size(); ++j) {
                const StrongLink& l1 = links[i];
                const StrongLink& l2 = links[j];
                // Try each end of each link as the joined end (b of l1, c of l2).
                for (int flip1 = 0; flip1 < 2; ++flip1) {
                    for (int flip2 = 0; flip2 < 2; ++flip2) {
                        const int a = flip1 ? l1.b : l1.a, b = flip1 ? l1.a : l1.b;
                        const int c = flip2 ? l2.b : l2.a, d = flip2 ? l2.a : l2.b;
                        if (a == c || a == d || b == c || b == d || !g.sees(b, c) || g.sees(a, d)) continue;
                        // Two links in one house would be the same link seen twice.
                        if (classify(g, l1.house, l2.house, b, c) != wanted) continue;
                        CellSet targets = g.peers(a) & g.peers(d) & state.cellsWithCandidate(v);
                        targets.erase(b);
                        targets.erase(c);
                        if (targets.empty()) continue;
                        Step step = makeStep(technique);
                        step.values = digitBit(v);
                        step.marks = {{{a, v}, Role::ColourA}, {{b, v}, Role::ColourB},
                                      {{c, v}, Role::ColourA}, {{d, v}, Role::ColourB}};
                        step.houses = {{l1.house, Role::Link}, {l2.house, Role::Link}};
                        // Drawn from the end that is not v to the one that then is.
                        step.links = {{{{a}, v}, {{b}, v}, LinkKind::Strong},
                                      {{{b}, v}, {{c}, v}, LinkKind::Weak},
                                      {{{c}, v}, {{d}, v}, LinkKind::Strong}};
                        targets.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
                        return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findSkyscraper(const CandidateGrid& state, const FindContext&) {
    return findThreeLinkChain(state, Technique::Skyscraper, Shape3::Skyscraper);
}

std::optional<Step> findTwoStringKite(const CandidateGrid& state, const FindContext&) {
    return findThreeLinkChain(state, Technique::TwoStringKite, Shape3::Kite);
}

std::optional<Step> findTurbotFish(const CandidateGrid& state, const FindContext&) {
    return findThreeLinkChain(state, Technique::TurbotFish, Shape3::Turbot);
}

std::optional<Step> findEmptyRectangle(const CandidateGrid& state, const FindContext&) {
    const Geometry& g = state.geometry();
    const Shape shape = g.shape();
    const int n = state.size();
    for (int v = 1; v <= n; ++v) {
        for (int box = 2 * n; box < 3 * n; ++box) {
            const CellSet inBox = g.houseCells(box) & state.cellsWithCandidate(v);
            if (inBox.count() < 2) continue;
            const int first = g.house(box).cells.front();
            for (int r = shape.rowOf(first); r < shape.rowOf(first) + shape.boxRows; ++r) {
                for (int c = shape.colOf(first); c < shape.colOf(first) + shape.boxCols; ++c) {
                    const CellSet cross = g.houseCells(r) | g.houseCells(n + c);
                    if (!inBox.isSubsetOf(cross)) continue;
                    // A real rectangle needs candidates off the crossing cell on both arms, or the
                    // pattern is locked candidates (found earlier).
                    const CellSet rowArm = (inBox & g.houseCells(r)) - g.houseCells(n + c);
                    const CellSet colArm = (inBox & g.houseCells(n + c)) - g.houseCells(r);
                    if (rowArm.empty() || colArm.empty()) continue;
                    // Strong link in a column X outside the box with one end on row r: the other
                    // end's row Y meets column c at the target. Then the same with rows.
                    for (int pass = 0; pass < 2; ++pass) {
                        const bool viaColumn = pass == 0;
                        for (int line = 0; line < n; ++line) {
                            const int house = viaColumn ? n + line : line;
                            if (viaColumn ? (line >= shape.colOf(first) && line < shape.colOf(first) + shape.boxCols)
                                          : (line >= shape.rowOf(first) && line < shape.rowOf(first) + shape.boxRows))
                                continue;
                            const CellSet ends = g.houseCells(house) & state.cellsWithCandidate(v);
                            if (ends.count() != 2) continue;
                            int near = -1, far = -1;
                            ends.forEach([&](int cell) {
                                const bool onArm = viaColumn ? shape.rowOf(cell) == r : shape.colOf(cell) == c;
                                if (onArm) near = cell;
                                else far = cell;
                            });
                            if (near < 0 || far < 0) continue;
                            const int target = viaColumn ? shape.cellAt(shape.rowOf(far), c) : shape.cellAt(r, shape.colOf(far));
                            if (!state.hasCandidate(target, v) || g.houseCells(box).contains(target)) continue;
                            Step step = makeStep(Technique::EmptyRectangle);
                            step.values = digitBit(v);
                            inBox.forEach([&](int cell) { step.marks.push_back({{cell, v}, Role::Defining}); });
                            step.marks.push_back({{near, v}, Role::Link});
                            step.marks.push_back({{far, v}, Role::Link});
                            step.houses = {{box, Role::Base}, {house, Role::Link}};
                            std::vector<int> groupCells;
                            (viaColumn ? rowArm : colArm).forEach([&](int cell) { groupCells.push_back(cell); });
                            step.links = {{{{far}, v}, {{near}, v}, LinkKind::Strong},
                                          {{{near}, v}, {groupCells, v}, LinkKind::Weak}};
                            step.eliminations.push_back({target, v});
                            return step;
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
