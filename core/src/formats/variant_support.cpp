// What the variant readers share (formats/variant_support.h).

#include "formats/variant_support.h"

#include "qudoku/variant_puzzle.h"

namespace qudoku::formats {

std::optional<std::string> regionsProblem(int n, const std::vector<int>& regions) {
    if (static_cast<int>(regions.size()) != n * n)
        return std::to_string(regions.size()) + " cells have a region: " + std::to_string(n * n) + " were expected";
    std::vector<int> counts(static_cast<std::size_t>(n), 0);
    for (const int g : regions) {
        if (g < 0 || g >= n) return "region " + std::to_string(g) + ": regions are numbered 0 to " + std::to_string(n - 1);
        ++counts[static_cast<std::size_t>(g)];
    }
    for (int g = 0; g < n; ++g)
        if (counts[static_cast<std::size_t>(g)] != n)
            return "region " + std::to_string(g) + " has " + std::to_string(counts[static_cast<std::size_t>(g)]) +
                   " cells: each of the " + std::to_string(n) + " regions needs " + std::to_string(n);
    return std::nullopt;
}

void setRegions(Rules& rules, std::vector<int> regions) {
    const int n = rules.size;
    bool boxes = Shape::forSize(n).has_value();
    const Shape shape = rules.gridShape();
    for (int i = 0; boxes && i < n * n; ++i) boxes = regions[static_cast<std::size_t>(i)] == shape.boxOf(i);
    if (boxes) rules.regions.clear();
    else rules.regions = std::move(regions);
}

} // namespace qudoku::formats
