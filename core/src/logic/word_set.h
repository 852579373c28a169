#pragma once
// Internal: a set of cells (or of other small indices) in a fixed number of 64-bit words. CellSet
// has room for a 25×25 grid in ten words; a search that does millions of set operations on a 9×9
// grid uses WordSet<2> instead, where each operation costs a fifth as much, and picks the word count
// from the grid's cell count (see wordsFor and the finders that dispatch on it).

#include <array>
#include <bit>
#include <cstdint>

#include "qudoku/logic/cell_set.h"

namespace qudoku::logic::detail {

template <int Words>
struct WordSet {
    std::array<std::uint64_t, Words> w{};

    static WordSet of(const CellSet& cells) {
        WordSet s;
        cells.forEach([&](int cell) { s.insert(cell); });
        return s;
    }

    void insert(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
    void erase(int i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
    bool contains(int i) const { return (w[i >> 6] >> (i & 63)) & 1; }
    bool any() const {
        for (auto x : w)
            if (x) return true;
        return false;
    }
    int count() const {
        int c = 0;
        for (auto x : w) c += std::popcount(x);
        return c;
    }
    // count() >= 2, without counting (see CellSet::hasTwoOrMore).
    bool hasTwoOrMore() const {
        bool one = false;
        for (auto x : w) {
            if (!x) continue;
            if (one || (x & (x - 1))) return true;
            one = true;
        }
        return false;
    }
    int lowest() const {
        for (int i = 0; i < Words; ++i)
            if (w[i]) return i * 64 + std::countr_zero(w[i]);
        return -1;
    }
    bool intersects(const WordSet& o) const {
        for (int i = 0; i < Words; ++i)
            if (w[i] & o.w[i]) return true;
        return false;
    }
    template <class F>
    void forEach(F&& f) const {
        for (int i = 0; i < Words; ++i)
            for (std::uint64_t x = w[i]; x; x &= x - 1) f(i * 64 + std::countr_zero(x));
    }
    friend WordSet operator&(WordSet a, const WordSet& b) {
        for (int i = 0; i < Words; ++i) a.w[i] &= b.w[i];
        return a;
    }
    friend WordSet operator|(WordSet a, const WordSet& b) {
        for (int i = 0; i < Words; ++i) a.w[i] |= b.w[i];
        return a;
    }
    friend WordSet operator-(WordSet a, const WordSet& b) {
        for (int i = 0; i < Words; ++i) a.w[i] &= ~b.w[i];
        return a;
    }
};

// Calls f.template operator()<Words>() with the fewest words that hold `cells` cells: 2 for grids up
// to 9×9, 4 for 12×12 and 16×16, CellSet's ten for 25×25.
template <class F>
decltype(auto) withWordsFor(int cells, F&& f) {
    constexpr int kAll = (CellSet::kCapacity + 63) / 64;
    if (cells <= 128) return f.template operator()<2>();
    if (cells <= 256) return f.template operator()<4>();
    return f.template operator()<kAll>();
}

} // namespace qudoku::logic::detail
