#pragma once
// Houses are data: a house is a set of N cells that must hold every value once. Classic Sudoku has
// rows, columns and boxes; a rule variant (diagonals, jigsaw) would add or replace houses here and
// every house-driven solver (mrv, dlx) and the rule check would follow without change.

#include <array>
#include <vector>

#include "qudoku/shape.h"

namespace qudoku {

enum class HouseKind { Row, Column, Box };

struct House {
    HouseKind kind;
    int index;              // 0-based within its kind
    std::vector<int> cells; // N cells, ascending
};

// Immutable geometry of a shape: its houses, which houses hold each cell, and each cell's peers.
class Houses {
public:
    explicit Houses(Shape shape);

    Shape shape() const { return shape_; }
    const std::vector<House>& all() const { return houses_; }
    // Indices into all() of the houses containing `cell` (row, column, box for classic rules).
    const std::vector<int>& housesOf(int cell) const { return housesOfCell_[cell]; }
    // Every other cell sharing a house with `cell`, ascending, without duplicates.
    const std::vector<int>& peersOf(int cell) const { return peers_[cell]; }

private:
    Shape shape_;
    std::vector<House> houses_;
    std::vector<std::vector<int>> housesOfCell_;
    std::vector<std::vector<int>> peers_;
};

} // namespace qudoku
