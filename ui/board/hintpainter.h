#pragma once
// Paints a HintOverlay over the board (after the cells; paintBoard tints the area under the digits):
// the pattern's candidates on discs coloured by role, eliminated candidates red and struck through,
// placements as green digits, chain links as arrows (strong solid, weak dashed), mistakes outlined.

#include <QPainter>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"
#include "hint/hintoverlay.h"
#include "qudoku/symbols.h"

namespace qudoku::ui {

void paintHintOverlay(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors,
                      const HintOverlay& overlay, Alphabet alphabet);

} // namespace qudoku::ui
