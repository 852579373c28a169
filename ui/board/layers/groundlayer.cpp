// The ground: grid lines, each cell's fill, the player's colours.

#include <QPainterPath>
#include <QtMath>

#include <bit>
#include <cmath>

#include "board/layers/layers.h"
#include "game/game.h"

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
    // The frame and box lines in the line colour, the lines between the cells of a box in a lighter
    // shade (full ink on a high-contrast palette). The lines alone, the thin ones first and the frame and box lines over them: filling the board
    // with the line colour and the boxes with the thin one, as before, wrote every pixel twice more
    // than the cells do (9% of a 9×9 repaint).
    const Shape shape = g.shape();
    const int n = shape.size();
    const QRect board = g.boardRect();
    // The band before row (column) i, and after the last one for i == n.
    const auto rowBand = [&](int i) {
        const int top = i == 0 ? board.top() : g.cellRect(shape.cellAt(i - 1, 0)).bottom() + 1;
        const int bottom = i == n ? board.bottom() : g.cellRect(shape.cellAt(i, 0)).top() - 1;
        return QRect(board.left(), top, board.width(), bottom - top + 1);
    };
    const auto columnBand = [&](int i) {
        const int left = i == 0 ? board.left() : g.cellRect(shape.cellAt(0, i - 1)).right() + 1;
        const int right = i == n ? board.right() : g.cellRect(shape.cellAt(0, i)).left() - 1;
        return QRect(left, board.top(), right - left + 1, board.height());
    };
    for (bool thick : {false, true})
        for (int i = 0; i <= n; ++i) {
            if ((i % g.lineRows() == 0) == thick) p.fillRect(rowBand(i), thick ? colors.lines : colors.thinLines);
            if ((i % g.lineCols() == 0) == thick) p.fillRect(columnBand(i), thick ? colors.lines : colors.thinLines);
        }
}

void paintRegionBorders(QPainter& p, const BoardGeometry& g, const BoardColors& colors, const Rules& rules) {
    const Shape shape = g.shape();
    const int n = shape.size();
    if (rules.hasBoxes() || rules.size != n) return;
    // A border is the thin gap between the two cells widened into each of them, as wide as the frame,
    // and as long as the cell plus the gaps at its ends, so borders meeting at a corner join up.
    const int grow = (BoardGeometry::kThickLine - BoardGeometry::kThinLine + 1) / 2;
    for (int c = 0; c < shape.cellCount(); ++c) {
        const QRect r = g.cellRect(c);
        const int row = shape.rowOf(c), col = shape.colOf(c);
        if (col + 1 < n && rules.regionOf(c) != rules.regionOf(c + 1)) {
            const QRect next = g.cellRect(c + 1);
            p.fillRect(QRect(QPoint(r.right() + 1 - grow, r.top() - BoardGeometry::kThinLine - grow),
                             QPoint(next.left() - 1 + grow, r.bottom() + BoardGeometry::kThinLine + grow)),
                       colors.lines);
        }
        if (row + 1 < n && rules.regionOf(c) != rules.regionOf(c + n)) {
            const QRect below = g.cellRect(c + n);
            p.fillRect(QRect(QPoint(r.left() - BoardGeometry::kThinLine - grow, r.bottom() + 1 - grow),
                             QPoint(r.right() + BoardGeometry::kThinLine + grow, below.top() - 1 + grow)),
                       colors.lines);
        }
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
    paintRegionBorders(p, g, *scene.colors, scene.game->rules());
}

} // namespace qudoku::ui
