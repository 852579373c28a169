#pragma once
// A Sudoku grid: a shape and one value per cell, 0 for empty, 1..N otherwise, stored row-major.

#include <cstdint>
#include <vector>

#include "qudoku/shape.h"

namespace qudoku {

class Grid {
public:
    Grid() : Grid(Shape{}) {}
    explicit Grid(Shape shape) : shape_(shape), values_(shape.cellCount(), 0) {}

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
    std::vector<std::uint8_t> values_;
};

} // namespace qudoku
