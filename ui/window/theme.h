#pragma once
// The app's themes: the system's palette, a light one, and a dark palette of our own (the board's
// colours follow the palette: board/boardcolors.h), so dark works on desktops that offer none.

#include <QPalette>

#include "window/preferences.h"

namespace qudoku::ui {

QPalette darkPalette();
QPalette lightPalette();

// The palette to give QApplication::setPalette() for `theme` (System: the platform's).
QPalette paletteFor(Theme theme);

} // namespace qudoku::ui
