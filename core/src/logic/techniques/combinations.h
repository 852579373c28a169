#pragma once
// Internal: the combinations of a few items out of many in Sudoku Explainer's order, which some
// finders follow to take the same first instance as Explainer (its tools/Permutations class).

#include <cstdint>

namespace qudoku::logic::detail {

// Every mask with `bits` of its lowest `width` bits set (width up to 63), in increasing order (so
// {0,1}, {0,2}, {1,2}, {0,3}, ... by item index), given to f until it returns true. Returns whether
// f did. With bits == 0, f sees the empty mask once.
template <class F>
bool forEachCombination(int bits, int width, F&& f) {
    if (bits < 0 || bits > width) return false;
    std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
    const std::uint64_t end = std::uint64_t{1} << width;
    while (mask < end) {
        if (f(mask)) return true;
        if (mask == 0) return false;
        // The next larger mask with as many bits (Gosper's hack).
        const std::uint64_t smallest = mask & (~mask + 1), ripple = mask + smallest;
        mask = ripple | (((mask ^ ripple) >> 2) / smallest);
    }
    return false;
}

} // namespace qudoku::logic::detail
