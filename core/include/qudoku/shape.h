#pragma once
// Shape of a Sudoku grid: the box is boxRows × boxCols cells and the grid is N × N with
// N = boxRows * boxCols. Supported: 2×2 (4×4), 2×3 (6×6), 3×3 (9×9), 3×4 (12×12), 4×4 (16×16),
// 5×5 (25×25). Values in a cell are 0 (empty) or 1..N.

#include <optional>

namespace qudoku {

inline constexpr int kMaxSize = 25;

struct Shape {
    int boxRows = 3;
    int boxCols = 3;

    constexpr int size() const { return boxRows * boxCols; }   // N: symbols, rows, columns
    constexpr int cellCount() const { return size() * size(); }
    constexpr int rowOf(int cell) const { return cell / size(); }
    constexpr int colOf(int cell) const { return cell % size(); }
    constexpr int boxOf(int cell) const {
        // Boxes are numbered row-major: there are boxCols boxes across (N / boxCols = boxRows).
        return (rowOf(cell) / boxRows) * boxRows + colOf(cell) / boxCols;
    }
    constexpr int cellAt(int row, int col) const { return row * size() + col; }

    friend constexpr bool operator==(Shape, Shape) = default;

    // The standard shape for an N × N grid, or nullopt when N is not one of 4, 6, 9, 12, 16, 25.
    static constexpr std::optional<Shape> forSize(int n) {
        switch (n) {
        case 4: return Shape{2, 2};
        case 6: return Shape{2, 3};
        case 9: return Shape{3, 3};
        case 12: return Shape{3, 4};
        case 16: return Shape{4, 4};
        case 25: return Shape{5, 5};
        default: return std::nullopt;
        }
    }
    // The standard shape whose grid has `cells` cells (16, 36, 81, 144, 256, 625).
    static constexpr std::optional<Shape> forCellCount(int cells) {
        for (int n : {4, 6, 9, 12, 16, 25})
            if (n * n == cells) return forSize(n);
        return std::nullopt;
    }
};

} // namespace qudoku
