#include "logic/techniques/virtual_subset.h"

#include <algorithm>
#include <bit>

namespace qudoku::logic::detail {

std::optional<VirtualSubset> findVirtualSubset(const CandidateGrid& state, const std::vector<int>& others,
                                               DigitMask seed, int maxCells, const std::stop_token& stop) {
    std::vector<int> chosen;
    std::optional<VirtualSubset> found;
    auto recurse = [&](auto&& self, std::size_t start, DigitMask values) -> bool {
        if (stop.stop_requested()) return true;
        if (!chosen.empty() && std::popcount(values) == static_cast<int>(chosen.size()) + 1) {
            VirtualSubset subset{chosen, values, {}};
            for (int cell : others) {
                if (std::find(chosen.begin(), chosen.end(), cell) != chosen.end()) continue;
                for (DigitMask m = state.candidates(cell) & values; m; m &= m - 1)
                    subset.eliminations.push_back({cell, std::countr_zero(m) + 1});
            }
            if (!subset.eliminations.empty()) {
                found = std::move(subset);
                return true;
            }
        }
        if (static_cast<int>(chosen.size()) == maxCells) return false;
        for (std::size_t i = start; i < others.size(); ++i) {
            const DigitMask next = values | state.candidates(others[i]);
            if (std::popcount(next) > maxCells + 1) continue;
            chosen.push_back(others[i]);
            if (self(self, i + 1, next)) return true;
            chosen.pop_back();
        }
        return false;
    };
    recurse(recurse, 0, seed);
    if (stop.stop_requested()) return std::nullopt;
    return found;
}

} // namespace qudoku::logic::detail
