#include "qudoku/cage_combinations.h"

#include <algorithm>

#include "unit.h"

namespace qudoku {

std::vector<CageCombination> cageCombinations(int n, int sum, const std::vector<std::uint32_t>& masks) {
    std::vector<CageCombination> out;
    const int k = static_cast<int>(masks.size());
    if (n < 1 || n > kMaxSize || k < 1 || k > n) return out;
    // Every set of the sum: the cells as if they could hold any digit; then those the candidates allow.
    const std::vector<constraints::Mask> any(masks.size(), (constraints::Mask{1} << n) - 1);
    std::vector<constraints::Mask> all, possible;
    constraints::forEachCageCombination(n, sum, any.data(), k, nullptr, &all);
    constraints::forEachCageCombination(n, sum, masks.data(), k, nullptr, &possible);
    for (const constraints::Mask set : all)
        out.push_back({set, std::find(possible.begin(), possible.end(), set) != possible.end()});
    return out;
}

} // namespace qudoku
