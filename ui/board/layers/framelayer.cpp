// The frames and crosses over everything else: a clash's outline, Check's crosses, the hinted cell's
// ring, the bivalue filter's dashed frames, the selection's outline and the cursor's frame. The frames
// of empty cells (bivalue, selection, cursor) sit on the cell's border, half over the grid line, so
// they stay clear of the marks (inside the cell the cursor's frame covered the outer marks: the "1"
// of a cell Fix this first had selected); the others frame cells that hold a digit.

#include "board/layers/layers.h"
#include "board/strokes.h"
#include "game/game.h"

namespace qudoku::ui {

namespace {

// `cell` grown over its border: half of a `stroke` wide frame inside it, half over the grid line.
QRect onBorder(const QRect& cell, int stroke) {
    const int half = stroke / 2;
    return cell.adjusted(-half, -half, stroke - half, stroke - half);
}

// The cursor's frame says where digit keys go: solid for digits, dotted for centre marks (the pencil
// mode's look), dashed for corner marks, dash-dotted for colours.
Qt::PenStyle modeStyle(Layer mode) {
    switch (mode) {
    case Layer::Digit: return Qt::SolidLine;
    case Layer::Centre: return Qt::DotLine;
    case Layer::Corner: return Qt::DashLine;
    case Layer::Colour: return Qt::DashDotLine;
    }
    return Qt::SolidLine;
}

// One outline around the selected cells (SudokuPad's): a bar along each side of a selected cell
// whose neighbour there is not selected, on the border like the cursor's frame.
void paintSelectionOutline(QPainter& p, const BoardScene& scene) {
    const BoardGeometry& g = *scene.geometry;
    const Shape shape = g.shape();
    const int n = shape.size(), stroke = scene.stroke;
    const auto selected = [&](int row, int col) {
        return row >= 0 && row < n && col >= 0 && col < n &&
               scene.cells[static_cast<std::size_t>(shape.cellAt(row, col))].selected;
    };
    for (int cell = 0; cell < static_cast<int>(scene.cells.size()); ++cell) {
        if (!scene.cells[static_cast<std::size_t>(cell)].selected) continue;
        const int row = shape.rowOf(cell), col = shape.colOf(cell);
        const QRect frame = onBorder(g.cellRect(cell), stroke);
        const QColor& colour = scene.colors->selectionFrame;
        if (!selected(row - 1, col)) p.fillRect(QRect(frame.left(), frame.top(), frame.width(), stroke), colour);
        if (!selected(row + 1, col))
            p.fillRect(QRect(frame.left(), frame.bottom() - stroke + 1, frame.width(), stroke), colour);
        if (!selected(row, col - 1)) p.fillRect(QRect(frame.left(), frame.top(), stroke, frame.height()), colour);
        if (!selected(row, col + 1))
            p.fillRect(QRect(frame.right() - stroke + 1, frame.top(), stroke, frame.height()), colour);
    }
}

} // namespace

void paintFrames(QPainter& p, const BoardScene& scene) {
    const BoardColors& colors = *scene.colors;
    const BoardGeometry& g = *scene.geometry;
    const int line = scene.stroke;
    for (int cell = 0; cell < static_cast<int>(scene.cells.size()); ++cell) {
        const CellScene& s = scene.cells[static_cast<std::size_t>(cell)];
        const QRect rect = g.cellRect(cell);
        if (s.bivalue) paintOutline(p, onBorder(rect, line), colors.filterMark, line, Qt::DashLine);
        if (s.conflict) paintOutline(p, rect, colors.conflictMark, line);
        if (s.wrong) {
            // On a halo of the background: the cross reads on any tint (a wrong digit often clashes too).
            const int m = rect.width() / 6;
            const QLine stroke(rect.topRight() + QPoint(-m, m), rect.bottomLeft() + QPoint(m, -m));
            p.setPen(QPen(colors.background, line + 2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(stroke);
            p.setPen(QPen(colors.wrong, line, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(stroke);
        }
        if (s.hinted) paintOutline(p, rect.adjusted(1, 1, -1, -1), colors.hint, line, Qt::DashLine);
    }
    paintSelectionOutline(p, scene);
    const BoardView& view = *scene.view;
    if (view.focused && view.selected >= 0 && view.selected < static_cast<int>(scene.cells.size())) {
        // Inside a clashing cell's outline, so both stay visible (that cell holds a digit).
        const QRect cell = g.cellRect(view.selected);
        const QRect frame = scene.cells[static_cast<std::size_t>(view.selected)].conflict
                                ? cell.adjusted(line, line, -line, -line)
                                : onBorder(cell, line);
        paintOutline(p, frame, colors.focusFrame, line, modeStyle(view.mode));
    }
}

} // namespace qudoku::ui
