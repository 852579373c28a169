#pragma once
// The documentation screenshots (docs/screenshots), taken by driving the real MainWindow through
// its public API and QWidget::grab(). Run through tools/screenshots.sh.

#include <QString>

namespace qudoku::app {

// Saves the PNGs into `dir`; returns the process exit code.
int takeScreenshots(const QString& dir);

} // namespace qudoku::app
