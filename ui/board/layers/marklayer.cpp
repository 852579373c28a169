// The marks: corner marks around the edge, centre marks in their places (board/marklayout.h).

#include "board/layers/layers.h"

namespace qudoku::ui {

namespace {

void paintLayout(QPainter& p, const MarkLayout& layout, const QColor& ink, const QColor& cursorInk, int cursorValue,
                 GlyphCache& glyphs) {
    const GlyphStyle style{layout.pixelSize, false, false};
    for (const PlacedMark& mark : layout.marks) {
        const QColor colour = mark.value != 0 && mark.value == cursorValue ? cursorInk : ink;
        if (mark.value == 0) {
            glyphs.drawEllipsis(p, layout.pixelSize, mark.box.center(), colour);
            continue;
        }
        if (p.pen().color() != colour) p.setPen(colour);
        glyphs.draw(p, mark.value, style, mark.box.center());
    }
}

} // namespace

void paintMarks(QPainter& p, const BoardScene& scene, GlyphCache& glyphs) {
    const BoardColors& colors = *scene.colors;
    for (const CellScene& s : scene.cells) {
        paintLayout(p, s.corner, colors.corner, colors.corner, 0, glyphs);
        paintLayout(p, s.centre, colors.pencil, colors.given, scene.cursorValue, glyphs);
    }
}

} // namespace qudoku::ui
