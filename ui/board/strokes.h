#pragma once
// Small drawing pieces the board painter and the hint painter share.

#include <QColor>
#include <QPainter>
#include <QRectF>

namespace qudoku::ui {

// A rectangle outline drawn just inside `rect` (so its width does not spill over), square-cornered.
void paintOutline(QPainter& p, const QRectF& rect, const QColor& color, qreal width, Qt::PenStyle style = Qt::SolidLine);

} // namespace qudoku::ui
