#include "qudoku/exclusions.h"

#include <algorithm>

#include "qudoku/constraints.h"

namespace qudoku {

Exclusions::Exclusions(const Rules& rules)
    : size_(rules.size), houses_(rules),
      excluded_(static_cast<std::size_t>(rules.size * rules.size * rules.size)),
      allowed_(static_cast<std::size_t>(rules.size * rules.size),
               rules.size >= 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << rules.size) - 1) {
    const int n = size_;
    for (int cell = 0; cell < n * n; ++cell)
        for (int peer : houses_.peersOf(cell))
            for (int d = 1; d <= n; ++d) excluded_[static_cast<std::size_t>(cell * n + d - 1)].push_back(peer * n + d - 1);
    bool linked = false;
    for (const Constraint& c : rules.constraints) {
        restrictCells(rules, c, allowed_);
        for (const WeakLink& link : weakLinks(rules, c)) {
            excluded_[static_cast<std::size_t>(link.a)].push_back(link.b);
            excluded_[static_cast<std::size_t>(link.b)].push_back(link.a);
            linked = true;
        }
    }
    if (linked)
        for (std::vector<int>& list : excluded_) {
            std::sort(list.begin(), list.end());
            list.erase(std::unique(list.begin(), list.end()), list.end());
        }
}

std::uint32_t Exclusions::candidates(const Grid& grid, int cell) const {
    const int n = size_;
    std::uint32_t out = allowed(cell);
    // A candidate d of `cell` is out when some placed digit excludes it; exclusion is symmetric
    // (links go both ways, peers are mutual), so the candidate's own list names every such digit.
    for (int d = 1; d <= n; ++d) {
        if (!(out & (std::uint32_t{1} << (d - 1)))) continue;
        for (int other : of(cell, d)) {
            if (grid.at(other / n) == other % n + 1) {
                out &= ~(std::uint32_t{1} << (d - 1));
                break;
            }
        }
    }
    return out;
}

} // namespace qudoku
