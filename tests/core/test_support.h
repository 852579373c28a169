#pragma once
// Small helpers shared by the core suites. The checks here are written from the rules of Sudoku, not
// from the library, so a test that uses them does not grade the library with its own code.

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/reader.h"
#include "qudoku/conflicts.h"
#include "qudoku/solver.h"

namespace qudoku::testsupport {

inline QByteArray bytes(std::string_view s) { return QByteArray(s.data(), static_cast<qsizetype>(s.size())); }
inline QByteArray statusText(SolveStatus status) { return bytes(statusName(status)); }
inline QByteArray kindText(ParseErrorKind kind) { return bytes(parseErrorKindName(kind)); }

// solve() with the options the suites vary; everything else at its default.
inline SolveResult solveWith(const Grid& grid, Algorithm algorithm, std::uint64_t limit, std::size_t keep) {
    SolveOptions options;
    options.algorithm = algorithm;
    options.limit = limit;
    options.keep = keep;
    return solve(grid, options);
}

// A grid as one line, '.' for empty, 1-9 then A, B, ... for values above 9 (independent of the writer).
inline std::string plainLine(const Grid& grid) {
    std::string s;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const int v = grid.at(cell);
        s += v == 0 ? '.' : v <= 9 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
    }
    return s;
}

// Index of the box holding (row, col): boxes numbered row-major, N / boxCols of them across.
inline int boxIndex(Shape shape, int row, int col) {
    const int across = shape.size() / shape.boxCols;
    return (row / shape.boxRows) * across + col / shape.boxCols;
}

// Whether every given of `puzzle` holds the same value in `grid`.
inline bool keepsGivens(const Grid& puzzle, const Grid& grid) {
    if (!(puzzle.shape() == grid.shape())) return false;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (!puzzle.isEmpty(cell) && puzzle.at(cell) != grid.at(cell)) return false;
    return true;
}

// Whether `grid` is complete and every row, column and box holds each value 1..N exactly once.
inline bool isValidSolution(const Grid& grid) {
    const Shape shape = grid.shape();
    const int n = shape.size();
    std::vector<int> seenRow(static_cast<std::size_t>(n * n)), seenCol(seenRow.size()), seenBox(seenRow.size());
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int v = grid.at(r, c);
            if (v < 1 || v > n) return false;
            const auto at = [&](int house) { return static_cast<std::size_t>(house * n + v - 1); };
            if (seenRow[at(r)]++ || seenCol[at(c)]++ || seenBox[at(boxIndex(shape, r, c))]++) return false;
        }
    return true;
}

// Every pair of equal givens sharing a house, computed pair by pair from the definition, in the order
// rules.h documents: rows, then columns, then boxes; by house index; then by cells.
inline std::vector<Conflict> referenceConflicts(const Grid& grid) {
    const Shape shape = grid.shape();
    std::vector<Conflict> out;
    for (int a = 0; a < grid.cellCount(); ++a)
        for (int b = a + 1; b < grid.cellCount(); ++b) {
            const int v = grid.at(a);
            if (v == 0 || grid.at(b) != v) continue;
            const int ra = a / shape.size(), ca = a % shape.size(), rb = b / shape.size(), cb = b % shape.size();
            if (ra == rb) out.push_back({HouseKind::Row, ra, v, a, b});
            if (ca == cb) out.push_back({HouseKind::Column, ca, v, a, b});
            if (boxIndex(shape, ra, ca) == boxIndex(shape, rb, cb))
                out.push_back({HouseKind::Box, boxIndex(shape, ra, ca), v, a, b});
        }
    std::sort(out.begin(), out.end(), [](const Conflict& x, const Conflict& y) {
        return std::tuple(static_cast<int>(x.kind), x.houseIndex, x.first, x.second) <
               std::tuple(static_cast<int>(y.kind), y.houseIndex, y.first, y.second);
    });
    return out;
}

inline QByteArray describe(const std::vector<Conflict>& conflicts) {
    QByteArray s;
    for (const Conflict& c : conflicts) {
        const char* kind = "";
        switch (c.kind) {
        case HouseKind::Row: kind = "row"; break;
        case HouseKind::Column: kind = "column"; break;
        case HouseKind::Box: kind = "box"; break;
        case HouseKind::Region: kind = "region"; break;
        case HouseKind::Diagonal: kind = "diagonal"; break;
        case HouseKind::Window: kind = "window"; break;
        case HouseKind::DisjointGroup: kind = "disjoint group"; break;
        case HouseKind::ExtraRegion: kind = "extra region"; break;
        }
        if (c.isConstraint()) kind = "constraint";
        s += QByteArray(kind) + ' ' + QByteArray::number(c.houseIndex) + " value " + QByteArray::number(c.value) +
             " cells " + QByteArray::number(c.first) + ',' + QByteArray::number(c.second) + "; ";
    }
    return s;
}

} // namespace qudoku::testsupport
