#include "board/strokes.h"

#include <QPen>

namespace qudoku::ui {

void paintOutline(QPainter& p, const QRectF& rect, const QColor& color, qreal width, Qt::PenStyle style) {
    QPen pen(color, width, style);
    pen.setJoinStyle(Qt::MiterJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const qreal inset = width / 2;
    p.drawRect(rect.adjusted(inset, inset, -inset, -inset));
}

} // namespace qudoku::ui
