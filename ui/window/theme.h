#pragma once
// The app's themes: the system's palette, a light one, a dark palette of our own (so dark works on
// desktops that offer none) and a high-contrast one (black on white, a deep blue selection). The
// board's colours follow the palette (board/boardcolors.h).

#include <QPalette>

#include "window/preferences.h"

namespace qudoku::ui {

QPalette darkPalette();
QPalette lightPalette();
QPalette highContrastPalette();

// The palette to give QApplication::setPalette() for `theme` (System: the platform's).
QPalette paletteFor(Theme theme);

// A red for a warning written on `palette`'s window: its BrightText when that stands out from the
// window (4.5:1 or more), else a dark red on a light window and a light red on a dark one. The
// platform's palettes do not promise it: Fusion's BrightText is white, and a dialog's "cannot make
// this puzzle" was written white on light grey (1.2:1), unreadable.
QColor warningTextColor(const QPalette& palette);

} // namespace qudoku::ui
