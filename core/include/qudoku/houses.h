#pragma once
// Houses are data: a house is a set of cells that hold no digit twice. Every house of a puzzle is
// computed here, from its Rules (rules.h), and nowhere else: rows, columns, the regions (the boxes,
// or a jigsaw's regions), then the extra houses (diagonals, windoku windows, disjoint groups, extra
// regions). Every house-driven solver (mrv, dlx, the variant engine), the rule check and the logic
// engine read them from here.

#include <vector>

#include "qudoku/rules.h"
#include "qudoku/shape.h"

namespace qudoku {

// The order of Houses::all(): rows, columns, boxes or regions, then the extra houses in the order of
// Rules::extraHouses (a Window or DisjointGroup entry adds all of its houses at its place).
enum class HouseKind {
    Row,
    Column,
    Box,           // a standard box (rules with no regions)
    Region,        // a jigsaw region (Rules::regions)
    Diagonal,      // index 0: r1c1 → rNcN, 1: rNc1 → r1cN
    Window,        // windoku, row-major over the windows
    DisjointGroup, // index k: the k-th cell (row-major) of every box
    ExtraRegion,   // index: its place among the rules' extra regions
};

struct House {
    HouseKind kind;
    int index;              // 0-based within its kind
    std::vector<int> cells; // ascending
    // N cells: every digit once. An extra region of fewer cells only holds no digit twice (no
    // hidden singles there).
    bool complete = true;
};

// Immutable geometry of a set of rules: its houses, which houses hold each cell, and each cell's peers.
class Houses {
public:
    // Classic rules of this shape: Houses(Rules::classic(shape.size())) (rows, columns, boxes).
    explicit Houses(Shape shape);
    // Precondition: checkRules(rules) finds nothing.
    explicit Houses(const Rules& rules);

    // The shape grids of these rules are made with (Rules::gridShape: for a jigsaw its boxes mean nothing).
    Shape shape() const { return shape_; }
    int size() const { return shape_.size(); }
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
