// Remote pair: a chain of cells that all hold the same two candidates {x,y}, each seeing the next.
// Neighbours must differ, so the cells alternate x, y, x, ...; two cells an odd number of links
// apart hold one x and one y between them, so any cell seeing both loses x and y. Two cells one link
// apart are a naked pair (found earlier), so a remote pair has at least four cells (three links).

#include <algorithm>
#include <bit>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

std::optional<Step> findRemotePair(const CandidateGrid& state, const FindContext& ctx) {
    const Geometry& g = state.geometry();
    std::vector<int> pairCells;
    state.emptyCells().forEach([&](int c) { if (std::popcount(state.candidates(c)) == 2) pairCells.push_back(c); });
    for (int start : pairCells) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        const DigitMask pair = state.candidates(start);
        CellSet same;
        for (int c : pairCells)
            if (state.candidates(c) == pair) same.insert(c);
        std::vector<int> parent(state.cellCount(), -2), depth(state.cellCount(), 0), queue{start};
        parent[start] = -1;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const int cell = queue[i];
            if (depth[cell] >= 3 && depth[cell] % 2 == 1) {
                CellSet targets = g.peers(start) & g.peers(cell) & state.emptyCells();
                std::vector<int> path;
                for (int at = cell; at >= 0; at = parent[at]) path.push_back(at);
                for (int c : path) targets.erase(c);
                std::vector<CellValue> eliminations;
                targets.forEach([&](int c) {
                    for (DigitMask m = state.candidates(c) & pair; m; m &= m - 1)
                        eliminations.push_back({c, std::countr_zero(m) + 1});
                });
                if (!eliminations.empty()) {
                    std::reverse(path.begin(), path.end());
                    Step step = makeStep(Technique::RemotePair);
                    step.values = pair;
                    const int x = std::countr_zero(pair) + 1;
                    const int y = std::countr_zero(pair & (pair - 1)) + 1;
                    for (std::size_t k = 0; k < path.size(); ++k) {
                        step.marks.push_back({{path[k], x}, k % 2 == 0 ? Role::ColourA : Role::ColourB});
                        step.marks.push_back({{path[k], y}, k % 2 == 0 ? Role::ColourB : Role::ColourA});
                        if (k + 1 < path.size())
                            step.links.push_back({{{path[k]}, x}, {{path[k + 1]}, x}, LinkKind::Weak});
                    }
                    step.eliminations = std::move(eliminations);
                    step.rating += chainLengthPenalty(static_cast<int>(path.size()) - 1);
                    return step;
                }
            }
            (g.peers(cell) & same).forEach([&](int next) {
                if (parent[next] != -2) return;
                parent[next] = cell;
                depth[next] = depth[cell] + 1;
                queue.push_back(next);
            });
        }
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
