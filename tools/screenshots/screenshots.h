#pragma once
// The documentation screenshots (docs/screenshots), taken by driving the real MainWindow through
// its public API and QWidget::grab(). Run through tools/screenshots.sh.

#include <QString>

namespace qudoku::app {

// Saves the PNGs into `dir`; returns the process exit code.
int takeScreenshots(const QString& dir);

// A few pictures of the app in `language` (its translation installed by the caller), saved as
// DIR/<language>-*.png: a hint on a game in progress, a chain's explanation, the New Game menu and
// the Settings dialog.
int takeTranslatedScreenshots(const QString& dir, const QString& language);

} // namespace qudoku::app
