#pragma once
// Shared fixtures for the ui tests: isolated settings and a few known grids.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

#include <string>

#include "qudoku/grid.h"
#include "qudoku/reader.h"

namespace qudoku::test {

// Settings go to a test location, never to the user's Qudoku settings.
inline void isolateSettings() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QudokuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("QudokuUiTests"));
    QSettings().clear();
}

// A 9×9 puzzle with a unique solution (the classic Wikipedia example) and that solution.
inline constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char* kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A 25×25 grid (one line, letters A–Y, '-' for empty) with no solution that the fast engine only
// proves by a search of many minutes, so a Cancel always lands mid-search. Built here rather than
// collected: the ten values A–J are given in rows 21 and 22 (columns 6–25) and in columns 1 and 2
// (rows 1–20), all outside the bottom-left box (rows 21–25, columns 1–5). Inside that box A–J are
// then barred from its first two rows and its first two columns, which leaves them its 3×3 corner:
// nine cells for ten values. Singles, hidden singles and locked candidates see nothing wrong (every
// value still has nine places in the box), so the search fills the rest of the grid over and over.
// Measured in the dev build: Algorithm::Fast gave no answer after 180 s (72 million nodes, limit 2)
// and stopped within milliseconds of being cancelled; dlx proves it in about 5 s.
inline std::string longNoSolution25() {
    constexpr int n = 25;
    std::string cells(n * n, '-');
    auto give = [&](int row, int col, int value) { cells[static_cast<std::size_t>(row * n + col)] = char('A' + value); };
    for (int v = 0; v < 10; ++v) {
        give(20, 5 + v, v);  // row 21, boxes 22 and 23
        give(21, 15 + v, v); // row 22, boxes 24 and 25
        give(v, 0, v);       // column 1, boxes 1 and 6
        give(10 + v, 1, v);  // column 2, boxes 11 and 16
    }
    return cells;
}

inline Grid gridFrom(const char* line) {
    auto r = readOne(line);
    return r ? r->grid : Grid{};
}

} // namespace qudoku::test
