#pragma once
// A set of cells of one grid, as a fixed bitset wide enough for the largest grid (25×25 = 625 cells).
// Techniques use it for "cells that see all of these" questions: intersect the peer sets of the cells.
// Bit i of word i / 64 is cell i; unused high bits are always zero, so count() and == are exact.

#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>

#include "qudoku/shape.h"

namespace qudoku::logic {

class CellSet {
public:
    static constexpr int kCapacity = kMaxSize * kMaxSize;

    CellSet() = default;
    CellSet(std::initializer_list<int> cells) {
        for (int cell : cells) insert(cell);
    }

    void insert(int cell) { words_[cell >> 6] |= bit(cell); }
    void erase(int cell) { words_[cell >> 6] &= ~bit(cell); }
    bool contains(int cell) const { return (words_[cell >> 6] & bit(cell)) != 0; }

    bool empty() const {
        for (auto w : words_)
            if (w) return false;
        return true;
    }
    int count() const {
        int n = 0;
        for (auto w : words_) n += std::popcount(w);
        return n;
    }
    // count() >= 2 without counting: a hot test in the finders, where counting would cost a
    // popcount per word (a library call in the portable build).
    bool hasTwoOrMore() const {
        bool one = false;
        for (auto w : words_) {
            if (!w) continue;
            if (one || (w & (w - 1))) return true;
            one = true;
        }
        return false;
    }
    // count() == 1 without counting (the singles' test, as hasTwoOrMore).
    bool hasExactlyOne() const { return !empty() && !hasTwoOrMore(); }
    // The smallest cell, or -1 when empty.
    int first() const {
        for (int i = 0; i < kWords; ++i)
            if (words_[i]) return i * 64 + std::countr_zero(words_[i]);
        return -1;
    }
    bool intersects(const CellSet& other) const { return !(*this & other).empty(); }
    bool isSubsetOf(const CellSet& other) const { return (*this & other) == *this; }

    // Calls f(cell) for each cell in ascending order.
    template <class F>
    void forEach(F&& f) const {
        for (int i = 0; i < kWords; ++i)
            for (std::uint64_t w = words_[i]; w; w &= w - 1) f(i * 64 + std::countr_zero(w));
    }

    CellSet& operator&=(const CellSet& o) {
        for (int i = 0; i < kWords; ++i) words_[i] &= o.words_[i];
        return *this;
    }
    CellSet& operator|=(const CellSet& o) {
        for (int i = 0; i < kWords; ++i) words_[i] |= o.words_[i];
        return *this;
    }
    // Set difference: the cells of this set that are not in `o`.
    CellSet& operator-=(const CellSet& o) {
        for (int i = 0; i < kWords; ++i) words_[i] &= ~o.words_[i];
        return *this;
    }
    friend CellSet operator&(CellSet a, const CellSet& b) { return a &= b; }
    friend CellSet operator|(CellSet a, const CellSet& b) { return a |= b; }
    friend CellSet operator-(CellSet a, const CellSet& b) { return a -= b; }
    friend bool operator==(const CellSet&, const CellSet&) = default;

private:
    static constexpr int kWords = (kCapacity + 63) / 64;
    static constexpr std::uint64_t bit(int cell) { return std::uint64_t{1} << (cell & 63); }

    std::array<std::uint64_t, kWords> words_{};
};

} // namespace qudoku::logic
