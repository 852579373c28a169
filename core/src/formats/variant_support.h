#pragma once
// Internal: what the variant readers share (f-puzzles JSON, jigsaw text, Solo game IDs): turning a
// region per cell into a Rules' regions, checked.

#include <optional>
#include <string>
#include <vector>

#include "qudoku/rules.h"

namespace qudoku::formats {

// Why `regions` (a region 0..n-1 per cell) is not n regions of n cells each, or nullopt when it is.
std::optional<std::string> regionsProblem(int n, const std::vector<int>& regions);

// Sets rules.regions to `regions`, or leaves it empty when they are the standard boxes of the size
// (rules.h: a classic grid stays classic). Precondition: regionsProblem(rules.size, regions) is nullopt.
void setRegions(Rules& rules, std::vector<int> regions);

} // namespace qudoku::formats
