#pragma once
// The board's layers, painted in this order by paintBoard (board/boardpainter.h), each from the
// scene alone (board/layers/boardscene.h):
//
//   ground      the grid lines, each cell's fill (the background or a highlight's tint), the player's
//               colours as slices over it, a jigsaw's region borders (groundlayer.cpp)
//   rules       a variant's rules under the digits: tints, thermometers, odd/even shapes (ruleslayer.cpp)
//   highlights  what goes under the digits and marks: a candidate's colour (a disc behind the mark),
//               the filter's discs and rings around its candidates and the notch of a cell holding its
//               digit, the square behind a mark of the cursor's digit (highlightlayer.cpp)
//   digits      givens bold, the player's, the computer's violet and italic; a clash's underline
//               (digitlayer.cpp)
//   marks       corner marks, then centre marks (marklayer.cpp)
//   rules       a variant's marks on edges and corners: dots, X/V, quadruples (ruleslayer.cpp)
//   frames      a clash's outline, Check's crosses, the hinted cell's ring, the bivalue filter's dashed
//               frames, the selection's outline and the cursor's frame (framelayer.cpp)
//
// A hint's own drawing (board/hintpainter.h) goes over all of them.

#include <QPainter>

#include "board/glyphcache.h"
#include "board/layers/boardscene.h"
#include "qudoku/rules.h"

namespace qudoku::ui {

// The grid lines: thick between boxes (when the geometry has box lines) and around the board.
void paintGrid(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors);
// A jigsaw's region borders, thick lines over the thin ones where two neighbours' regions differ
// (after the cells' fills: a border is wider than the gap between two cells).
void paintRegionBorders(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors, const Rules& rules);
// A variant's rules as render/rules_drawing.h draws them, in the board's inks: under the digits
// (tints, thermometers, odd/even shapes, chevrons) and over them (dots, X/V, quadruples); constraints
// the digits break in the conflict ink when conflicts are highlighted.
void paintRulesUnder(QPainter& painter, const BoardScene& scene);
void paintRulesOver(QPainter& painter, const BoardScene& scene);
// Killer cages' sums, over everything else (frames, a hint's drawing).
void paintCageSums(QPainter& painter, const BoardScene& scene);
void paintGround(QPainter& painter, const BoardScene& scene);
void paintHighlights(QPainter& painter, const BoardScene& scene);
void paintDigits(QPainter& painter, const BoardScene& scene, GlyphCache& glyphs);
void paintMarks(QPainter& painter, const BoardScene& scene, GlyphCache& glyphs);
void paintFrames(QPainter& painter, const BoardScene& scene);

} // namespace qudoku::ui
