#pragma once
// Paints a HintOverlay over the board, after paintBoard (which tints the area and the houses under
// the digits and shows the overlay's candidates in place of pencil marks):
//   houses        a frame in the role's colour (base: dark amber, cover: blue, link: teal)
//   cells         rung 2's pattern cells: an inner frame in the role's colour
//   candidates    the pattern's candidates on discs coloured by role
//   eliminations  red discs, struck through with a line that reaches past the disc
//   placements    a green frame and the value in large green digits
//   links         arrows between candidates (group nodes: the middle of their candidates), strong
//                 links solid, weak links dashed and in another colour, on a halo; links between
//                 cells bow slightly so lines along one row stay apart
//   ghosts        faint digits (path preview: placed by earlier steps)
//   mistakes      a thick red frame
//   alternatives  (several solutions) a violet frame, and the cell's values in two solutions split
//                 by a slash

#include <QPainter>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"
#include "board/hintoverlay.h"
#include "qudoku/symbols.h"

namespace qudoku::ui {

void paintHintOverlay(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors,
                      const HintOverlay& overlay, const Houses& houses, Alphabet alphabet);

} // namespace qudoku::ui
