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

} // namespace qudoku::ui
