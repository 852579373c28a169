// The digits: givens bold, the player's regular, the computer's violet and italic; a clash underlined.

#include <algorithm>

#include "board/layers/layers.h"
#include "game/game.h"

namespace qudoku::ui {

void paintDigits(QPainter& p, const BoardScene& scene, GlyphCache& glyphs) {
    const BoardColors& colors = *scene.colors;
    const Game& game = *scene.game;
    const BoardGeometry& g = *scene.geometry;
    // 0.62 of the cell high; no wider than 0.55 of it, which only two-figure numbers (Numbers, a
    // 16×16 killer's 10 to 16) reach: at 0.62 a "16" touched the cage's dashed line and its sum.
    const qreal widest = std::max<qreal>(glyphs.shape().advance, 0.01); // per pixel of font size
    const int px = std::max(6, std::min(g.cellSize() * 62 / 100, static_cast<int>(g.cellSize() * 0.55 / widest)));
    for (int cell = 0; cell < static_cast<int>(scene.cells.size()); ++cell) {
        const CellState& state = game.cell(cell);
        if (state.value == 0) continue;
        const QRect rect = g.cellRect(cell);
        const bool byComputer = state.byComputer && !state.given;
        p.setPen(state.given ? colors.given : byComputer ? colors.computer : colors.player);
        glyphs.draw(p, state.value, {px, state.given, byComputer}, QRectF(rect).center());
        if (scene.cells[static_cast<std::size_t>(cell)].conflict) {
            // Not colour alone: a bar under the digit (and the cell's outline, drawn with the frames).
            const int w = rect.width() * 45 / 100,
                      thick = std::max(2, rect.height() / 16) + (colors.highContrast ? 1 : 0);
            p.fillRect(QRect(rect.center().x() - w / 2, rect.bottom() - rect.height() * 16 / 100, w, thick),
                       colors.conflictMark);
        }
    }
}

} // namespace qudoku::ui
