#pragma once
// One grid as it goes on paper or into an image: black on white, lines as vectors, every symbol drawn
// as text (so a PDF's digits can be searched, copied and read by pdftotext), at any size 4×4 … 25×25.
//
// Givens are bold; other values (a player's digits, a solution's) regular and a little lighter, so a
// printed solution still shows which digits were the puzzle; pencil marks small, in the cell's
// mark grid (render/mark_grid.h: value v at row (v-1)/cols, column (v-1)%cols), only in cells
// without a value. Thick lines run between cells of different regions: the boxes (Shape::boxOf), or a
// variant's regions (jigsaw); the variant's constraints are drawn with render/rules_drawing.h.

#include <QFont>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/rules.h"
#include "qudoku/symbols.h"

class QPainter;

namespace qudoku::render {

struct GridPicture {
    Grid givens;                      // the puzzle's clues (bold)
    Grid entries;                     // other values to show (0 = none); empty grid: none at all
    std::vector<std::uint32_t> marks; // pencil marks per cell, bit v-1 for value v; empty: none
    Alphabet alphabet = Alphabet::Digits;
    // A variant's rules, drawn as render/rules_drawing.h says (regions' borders thick, dots, lines,
    // ...); nullopt, or rules of another size: classic, the givens' boxes.
    std::optional<Rules> rules = std::nullopt;

    // The value shown at `cell` (a given's, else an entry's, else 0) and whether it is a given.
    int valueAt(int cell) const;
};

// A puzzle's solution as it is printed: the givens bold, the rest of the solution regular.
GridPicture solutionPicture(const GridPicture& puzzle, const Grid& solution);

// The typeface of every sheet (DejaVu Sans, in the package list, else the system's sans serif).
QFont sheetFont();

// Draws `picture` as a square grid in `square` (its width; the height is taken equal), in the
// painter's device units. Uses the painter's font family; sizes follow the cell size.
void paintGrid(QPainter& painter, const QRectF& square, const GridPicture& picture);

// A grid with a heading above it (e.g. "12  Hard · ER 4.2"), as a booklet slot or an image shows it.
struct Captioned {
    GridPicture picture;
    QString heading;
};

// Draws `item` inside `area`: the heading on one line at the top (left-aligned with the grid), the
// largest square grid that fits below it, centred across. `headingHeight` is the line's height.
void paintCaptioned(QPainter& painter, const QRectF& area, const Captioned& item, qreal headingHeight);

} // namespace qudoku::render
