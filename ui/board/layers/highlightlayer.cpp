// The highlights under the digits and marks: a candidate's colour, the filter's discs, rings and
// notches, the marks of the cursor's digit.

#include "board/layers/layers.h"
#include "board/palette.h"
#include "game/game.h"

namespace qudoku::ui {

void paintHighlights(QPainter& p, const BoardScene& scene) {
    const BoardColors& colors = *scene.colors;
    const Game& game = *scene.game;
    const int filter = scene.view->filterDigit;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int cell = 0; cell < static_cast<int>(scene.cells.size()); ++cell) {
        const CellScene& s = scene.cells[static_cast<std::size_t>(cell)];
        const CellState& state = game.cell(cell);
        if (s.holdsFilter) {
            // A notch in the top left corner, clear of the digit (a cell with a digit has no marks).
            const QRectF rect(scene.geometry->cellRect(cell));
            const qreal leg = rect.width() * 0.24;
            p.setPen(Qt::NoPen);
            p.setBrush(colors.filterMark);
            p.drawPolygon(
                QPolygonF{rect.topLeft(), rect.topLeft() + QPointF(leg, 0), rect.topLeft() + QPointF(0, leg)});
        }
        for (const PlacedMark& mark : s.centre.marks) {
            if (mark.value == 0) continue;
            const QRectF disc = discOf(mark.box);
            const qreal radius = std::min(disc.width(), disc.height()) / 2;
            const int colour = scene.overlay ? 0 : state.candidateColours[static_cast<std::size_t>(mark.value - 1)];
            if (colour != 0) {
                // The colour's tint (every ink reads on it), rimmed outside in the colour itself.
                const qreal rim = std::max<qreal>(1.0, s.centre.pixelSize / 12.0);
                const QRectF outer = disc.adjusted(-rim, -rim, rim, rim);
                p.setPen(Qt::NoPen);
                p.setBrush(paletteColour(colour));
                p.drawRoundedRect(outer, radius + rim, radius + rim);
                p.setBrush(colors.colour(colour));
                p.drawRoundedRect(disc, radius, radius);
            } else if (mark.value == filter) {
                p.setPen(Qt::NoPen);
                p.setBrush(colors.filterTint);
                p.drawRoundedRect(disc, radius, radius);
            } else if (mark.value == scene.cursorValue) {
                p.fillRect(mark.box.adjusted(1, 1, -1, -1), colors.sameValue);
            }
            if (mark.value == filter) {
                // Around the disc (and its rim), clear of the digit's corners.
                const qreal ring = std::max<qreal>(2.0, s.centre.pixelSize / 6.0);
                const qreal out = (colour != 0 ? std::max<qreal>(1.0, s.centre.pixelSize / 12.0) : 0) + ring / 2;
                p.setPen(QPen(colors.filterMark, ring));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(disc.adjusted(-out, -out, out, out), radius + out, radius + out);
            }
        }
    }
    p.restore();
}

} // namespace qudoku::ui
