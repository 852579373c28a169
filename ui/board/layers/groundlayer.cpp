// The ground: grid lines, each cell's fill, the player's colours.

#include <QPainterPath>
#include <QtMath>

#include <bit>
#include <cmath>

#include "board/layers/layers.h"

namespace qudoku::ui {

namespace {

// The point where a ray from the centre of `square` at `angle` (radians, y down: clockwise) leaves it.
QPointF onEdge(const QRectF& square, qreal angle) {
    const qreal c = std::cos(angle), s = std::sin(angle);
    const qreal t = square.width() / 2 / std::max(std::abs(c), std::abs(s));
    return square.center() + QPointF(c * t, s * t);
}

// The slice of `square` between two angles (from <= to, less than a full turn apart): the centre,
// the edge points and the corners between them.
QPolygonF slice(const QRectF& square, qreal from, qreal to) {
    QPolygonF polygon;
    polygon << square.center() << onEdge(square, from);
    // The corners lie at 45° + k·90° (y down: bottom right first).
    const qreal quarter = M_PI / 2;
    qreal corner = M_PI / 4 + std::ceil((from - M_PI / 4) / quarter + 1e-9) * quarter;
    for (; corner < to - 1e-9; corner += quarter) polygon << onEdge(square, corner);
    polygon << onEdge(square, to);
    return polygon;
}

} // namespace

void paintGrid(QPainter& p, const BoardGeometry& g, const BoardColors& colors) {
    const Shape shape = g.shape();
    const int n = shape.size();
    // The frame and box lines are the board's colour showing between boxes; thin lines between cells
    // are a lighter shade (full ink on a high-contrast palette) showing between cells of a box.
    p.fillRect(g.boardRect(), colors.lines);
    if (colors.thinLines == colors.lines) return;
    for (int br = 0; br < n; br += shape.boxRows)
        for (int bc = 0; bc < n; bc += shape.boxCols) {
            const QRect first = g.cellRect(shape.cellAt(br, bc));
            const QRect last = g.cellRect(shape.cellAt(br + shape.boxRows - 1, bc + shape.boxCols - 1));
            p.fillRect(QRect(first.topLeft(), last.bottomRight()), colors.thinLines);
        }
}

// A cell with colours shows them instead of its tint (the tints' cues, its selection's outline say
// what the tint would: a colour mixed with a tint would leave its digits no room for contrast).
// Several colours are slices around the centre, SudokuPad's way: two split along the diagonal from
// the top right corner, four meet at the corners, any number in equal turns.
void paintGround(QPainter& p, const BoardScene& scene) {
    const BoardGeometry& g = *scene.geometry;
    paintGrid(p, g, *scene.colors);
    for (int cell = 0; cell < static_cast<int>(scene.cells.size()); ++cell) {
        const CellScene& s = scene.cells[static_cast<std::size_t>(cell)];
        const QRect rect = g.cellRect(cell);
        const int count = std::popcount(static_cast<unsigned>(s.colours));
        if (count == 0) {
            p.fillRect(rect, s.ground);
            continue;
        }
        if (count == 1) {
            p.fillRect(rect, scene.colors->colour(std::countr_zero(static_cast<unsigned>(s.colours)) + 1));
            continue;
        }
        // The first colour fills the cell, the others are slices over it: antialiased slices side by
        // side would let the grid line show through their seams.
        const int first = std::countr_zero(static_cast<unsigned>(s.colours)) + 1;
        p.fillRect(rect, scene.colors->colour(first));
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        const QRectF square(rect);
        const qreal turn = 2 * M_PI / count;
        qreal from = -M_PI / 4 + turn; // the first slice starts at the top right corner
        for (int colour = first + 1; colour <= kColours; ++colour) {
            if (!(s.colours & colourBit(colour))) continue;
            p.setBrush(scene.colors->colour(colour));
            p.drawPolygon(slice(square, from, from + turn));
            from += turn;
        }
        p.restore();
    }
}

} // namespace qudoku::ui
