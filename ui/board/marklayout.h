#pragma once
// Where a cell's small digits go: its corner marks around the edge, its centre marks in fixed places
// or in a centred row. Geometry only (boxes and a font size), so the painter draws what this says,
// the hint painter can find a candidate, and tests can read the places back.
//
// Corner marks (Snyder notation, SudokuPad's placement): in the order the player added them, the four
// corners first (top left, top right, bottom left, bottom right), then the middles of the edges (top,
// bottom, left, right); past 8 marks the edges hold more places (3 a side for up to 12 marks, 4 for up
// to 16, ...: k places a side give 4(k - 1)), taken from the middle of each edge outwards, so the first
// four never move. The marks hug the edges, where a digit never is (a cell with a digit shows no marks).
//
// Centre marks, fixed (HoDoKu, a phone keypad's order): value v in its spot of the cell's mark grid
// (render/mark_grid.h: the box, or the squarest grid for a jigsaw size without boxes) over the cell, so it is always in the same place. A cell that also has corner marks draws that grid
// in the room the corner marks leave (inside their band).
// Centre marks, in a row (SudokuPad): sorted, in one centred line; the font shrinks when there are
// many, and when one line would make it smaller than the minimum it goes on as many lines as give the
// largest font. The row keeps clear of the corner marks' band (the top and bottom edges always, the
// sides once a corner mark sits in the middle of a side).
//
// The minimum size: no mark is drawn smaller than `minPixels` (8 by default). Where a cell is too
// small to hold all its marks at that size (a small window, a 25×25 board zoomed out), the marks that
// fit are drawn at the minimum size in their order (centre marks in reading order, since their fixed
// spots are too small then), and the last place that fits shows an ellipsis (value 0 in `marks`): the
// cell has more, zoom in to see them. Readable marks, some hidden, was preferred over every mark shown
// at 4 px, which no one can read (a 25×25 cell of 22 px gave 4 px spots).

#include <QRect>
#include <QRectF>

#include <vector>

#include "game/cellstate.h"
#include "qudoku/shape.h"

namespace qudoku::ui {

// The symbols' proportions per pixel of font size, measured once from the board's font: the widest
// symbol's advance, and the ink height of a digit (the cap height).
struct GlyphShape {
    qreal advance = 0.64;
    qreal inkHeight = 0.73;
};

struct MarkSizing {
    int minPixels = 8; // no mark smaller
    GlyphShape glyph;
};

struct PlacedMark {
    int value = 0; // 1..N, or 0: the ellipsis that says some marks are not shown
    QRectF box;    // the glyph is centred in it; a candidate's disc fills it
};

struct MarkLayout {
    int pixelSize = 0; // the marks' font size
    std::vector<PlacedMark> marks;

    bool empty() const { return marks.empty(); }
    bool elided() const; // some marks are not shown (an ellipsis is)
    // The place of `value`, or an empty rect when it is not shown.
    QRectF boxOf(int value) const;
};

// Corner marks in `cell`, in the player's order.
MarkLayout layoutCornerMarks(const QRectF& cell, const CornerMarks& corner, const MarkSizing& sizing);

// The room centre marks have in `cell` beside these corner marks (all of the cell when there are none).
QRectF centreRoom(const QRectF& cell, const MarkLayout& corner);

// Centre marks in fixed spots: `room` divided as render::markGridFor(shape) (v in row (v-1)/cols, column
// (v-1)%cols), each glyph 78% of its spot (95% from 16×16, whose spots are small). `room` is a cell
// rect without corner marks, so the spots are BoardGeometry::markRect's to the pixel.
MarkLayout layoutCentreFixed(const QRect& room, MarkSet marks, Shape shape, const MarkSizing& sizing,
                             MarkSet discs = 0);

// Centre marks sorted in a centred row (or rows) in `room`, no larger than `maxPixels`. The marks in
// `discs` (a candidate's colour, the filter's ring) get a wider place, so the disc behind them clears
// their ink and their neighbours.
MarkLayout layoutCentreRow(const QRectF& room, MarkSet marks, int maxPixels, const MarkSizing& sizing,
                           MarkSet discs = 0);

// The disc behind a placed mark: a circle in a square box, else a capsule (at most a little wider
// than high), centred in its box.
QRectF discOf(const QRectF& box);

} // namespace qudoku::ui
