#pragma once
// Shared fixtures for the ui tests: isolated settings and a few known grids.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

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

inline Grid gridFrom(const char* line) {
    auto r = readOne(line);
    return r ? r->grid : Grid{};
}

} // namespace qudoku::test
