#include "board/boardpainter.h"

#include "board/hintpainter.h"

#include <QFont>
#include <QFontMetrics>

#include <algorithm>

#include "board/glyphcache.h"
#include "board/layers/layers.h"
#include "game/game.h"

namespace qudoku::ui {

void paintBlankBoard(QPainter& p, const BoardGeometry& g, const BoardColors& colors) {
    paintGrid(p, g, colors);
    for (int cell = 0; cell < g.shape().cellCount(); ++cell) p.fillRect(g.cellRect(cell), colors.background);
}

void paintCard(QPainter& p, const BoardGeometry& g, const BoardColors& colors, const QString& title,
               const QString& detail, const QColor& accent) {
    const QRect board = g.boardRect();
    QFont titleFont = p.font();
    titleFont.setPixelSize(std::max(14, board.height() / 11));
    titleFont.setBold(true);
    QFont detailFont = p.font();
    detailFont.setPixelSize(std::max(11, board.height() / 30));
    const int margin = std::max(8, board.width() / 24);
    const int width = board.width() * 84 / 100;
    const QRect detailBox = QFontMetrics(detailFont).boundingRect(QRect(0, 0, width - 2 * margin, 10000),
                                                                  Qt::AlignHCenter | Qt::TextWordWrap, detail);
    const int titleHeight = QFontMetrics(titleFont).height();
    const int height = margin * 2 + titleHeight + (detail.isEmpty() ? 0 : margin / 2 + detailBox.height());
    const QRect card(board.center().x() - width / 2, board.center().y() - height / 2, width, height);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    QColor shade = colors.lines;
    shade.setAlphaF(0.25f);
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawRoundedRect(QRectF(card).translated(3, 4), margin / 2.0, margin / 2.0);
    p.setBrush(colors.background);
    p.setPen(QPen(accent, std::max(2, board.height() / 150)));
    p.drawRoundedRect(QRectF(card).adjusted(0.5, 0.5, -0.5, -0.5), margin / 2.0, margin / 2.0);
    p.setFont(titleFont);
    p.setPen(accent);
    p.drawText(QRect(card.left(), card.top() + margin, width, titleHeight), Qt::AlignCenter, title);
    if (!detail.isEmpty()) {
        p.setFont(detailFont);
        p.setPen(colors.given);
        p.drawText(QRect(card.left() + margin, card.top() + margin + titleHeight + margin / 2, width - 2 * margin,
                         detailBox.height()),
                   Qt::AlignHCenter | Qt::TextWordWrap, detail);
    }
    p.restore();
}

void paintBoard(QPainter& p, const BoardGeometry& g, const BoardColors& colors, const BoardView& view) {
    const Game& game = *view.game;
    GlyphCache& glyphs = GlyphCache::forBoard(p.font(), game.alphabet(), game.size());
    const BoardScene scene = makeScene(view, g, colors, MarkSizing{view.minMarkPixels, glyphs.shape()});
    paintGround(p, scene);
    paintHighlights(p, scene);
    paintRulesUnder(p, scene);
    paintDigits(p, scene, glyphs);
    paintMarks(p, scene, glyphs);
    paintRulesOver(p, scene);
    paintFrames(p, scene);
    if (scene.overlay) paintHintOverlay(p, g, colors, *scene.overlay, game.houses(), game.alphabet());
    // Last: a frame (the cursor's, a hint's cell) drawn over a cage's sum cut its top (the innies
    // preview's r3c7 "29", killer-innies-hint.png); the sum's knocked-out box goes over them instead.
    paintCageSums(p, scene);
}

int centreMarkAt(const BoardGeometry& g, const BoardColors& colors, const BoardView& view, const QFont& font, int cell,
                 QPoint pos) {
    const Game& game = *view.game;
    if (cell < 0 || cell >= game.cellCount()) return 0;
    GlyphCache& glyphs = GlyphCache::forBoard(font, game.alphabet(), game.size());
    const BoardScene scene = makeScene(view, g, colors, MarkSizing{view.minMarkPixels, glyphs.shape()});
    for (const PlacedMark& mark : scene.cells[static_cast<std::size_t>(cell)].centre.marks)
        if (mark.value != 0 && mark.box.contains(QPointF(pos))) return mark.value;
    return g.markAt(cell, pos);
}

} // namespace qudoku::ui
