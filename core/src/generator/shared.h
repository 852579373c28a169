#pragma once
// Internal: what the classic generator (generator.cpp) and the variant generator
// (variant_generator.cpp) share.

#include <cstdint>
#include <optional>
#include <vector>

#include "qudoku/generator.h"
#include "solvers/search_context.h"

namespace qudoku::detail {

// SplitMix64's output function: a seed spread over 64 bits.
std::uint64_t mix64(std::uint64_t z);
// A random permutation of 0..n-1 (Fisher-Yates on the seeded stream).
std::vector<int> permutation(int n, SplitMix64& rng);
// The distinct orbits of the shape's cells under the symmetry.
std::vector<std::vector<int>> orbitsOf(Shape shape, Symmetry symmetry);
// Whether `clues` is within the range (no range: always).
bool inRange(int clues, const std::optional<ClueRange>& range);

} // namespace qudoku::detail
