#pragma once
// A Sudoku grid: a shape and one value per cell, 0 for empty, 1..N otherwise, stored row-major.

#include <cstdint>
#include <cstring>

#include "qudoku/shape.h"

namespace qudoku {

// One byte per cell: inside the object for up to 81 cells (9×9 and smaller, nearly every grid the
// app and the solvers make), on the heap above (16×16, 25×25). Solving a 9×9 puzzle then allocates
// nothing for its solution grid: on kaggle's easy puzzles malloc was 5 % of a solve()'s
// instructions (and the free more, later); inline, qudoku-bench's kaggle rate went up 6 %, 17-clue
// 2.6 %, serg 1.8 % (2026-11-25, A/B best of 3).
class CellValues {
public:
    static constexpr int kInline = 81;

    explicit CellValues(int count) : count_(count) {
        if (count_ > kInline) heap_ = new std::uint8_t[static_cast<std::size_t>(count_)]();
        else std::memset(inline_, 0, sizeof inline_);
    }
    CellValues(const CellValues& other) : count_(other.count_) {
        if (count_ > kInline) {
            heap_ = new std::uint8_t[static_cast<std::size_t>(count_)];
            std::memcpy(heap_, other.heap_, static_cast<std::size_t>(count_));
        } else {
            std::memcpy(inline_, other.inline_, sizeof inline_);
        }
    }
    CellValues(CellValues&& other) noexcept : count_(other.count_) { take(other); }
    CellValues& operator=(const CellValues& other) {
        if (this != &other) *this = CellValues(other);
        return *this;
    }
    CellValues& operator=(CellValues&& other) noexcept {
        if (this != &other) {
            release();
            count_ = other.count_;
            take(other);
        }
        return *this;
    }
    ~CellValues() { release(); }

    int size() const { return count_; }
    std::uint8_t* data() { return count_ > kInline ? heap_ : inline_; }
    const std::uint8_t* data() const { return count_ > kInline ? heap_ : inline_; }
    std::uint8_t& operator[](int cell) { return data()[cell]; }
    std::uint8_t operator[](int cell) const { return data()[cell]; }

    friend bool operator==(const CellValues& a, const CellValues& b) {
        return a.count_ == b.count_ && std::memcmp(a.data(), b.data(), static_cast<std::size_t>(a.count_)) == 0;
    }

private:
    void release() {
        if (count_ > kInline) delete[] heap_;
    }
    // The cells of `other` (count_ already set to other's): its heap block, or a copy of the inline
    // bytes. A moved-from grid has no cells, as a moved-from std::vector had none.
    void take(CellValues& other) noexcept {
        if (count_ > kInline) {
            heap_ = other.heap_;
            other.count_ = 0;
            std::memset(other.inline_, 0, sizeof other.inline_);
        } else {
            std::memcpy(inline_, other.inline_, sizeof inline_);
        }
    }

    int count_;
    union {
        std::uint8_t inline_[kInline]; // count_ <= kInline
        std::uint8_t* heap_;           // count_ > kInline
    };
};

class Grid {
public:
    Grid() : Grid(Shape{}) {}
    explicit Grid(Shape shape) : shape_(shape), values_(shape.cellCount()) {}

    Shape shape() const { return shape_; }
    int size() const { return shape_.size(); }
    int cellCount() const { return shape_.cellCount(); }

    int at(int cell) const { return values_[cell]; }
    int at(int row, int col) const { return values_[shape_.cellAt(row, col)]; }
    // Precondition: 0 <= value <= size().
    void set(int cell, int value) { values_[cell] = static_cast<std::uint8_t>(value); }
    void set(int row, int col, int value) { set(shape_.cellAt(row, col), value); }
    bool isEmpty(int cell) const { return values_[cell] == 0; }
    // All values, row-major, one byte per cell (cellCount() bytes), for engines that read in bulk.
    const std::uint8_t* data() const { return values_.data(); }
    // The same, writable, for engines that write in bulk. Precondition: every byte stays 0..size().
    std::uint8_t* data() { return values_.data(); }

    int filledCount() const;
    bool isComplete() const { return filledCount() == cellCount(); }

    friend bool operator==(const Grid&, const Grid&) = default;

private:
    Shape shape_;
    CellValues values_;
};

} // namespace qudoku
