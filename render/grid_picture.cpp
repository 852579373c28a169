#include "render/grid_picture.h"

#include "render/mark_grid.h"
#include "render/rules_drawing.h"

#include <QFont>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace qudoku::render {

namespace {

// Ink: givens black; other values and marks dark grey (still crisp on a laser printer, clearly not
// the clues). Measured against white at about 10:1, well above WCAG's 4.5:1 for text.
const QColor kGivenInk(0, 0, 0);
const QColor kEntryInk(70, 70, 70);
const QColor kMarkInk(60, 60, 60);
const QColor kLineInk(0, 0, 0);

QFont sizedFont(const QFont& base, qreal pixels, bool bold) {
    QFont font(base);
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

QString symbolText(int value, Alphabet alphabet) { return QString::fromStdString(symbolName(value, alphabet)); }

} // namespace

QFont sheetFont() {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    return font;
}

int GridPicture::valueAt(int cell) const {
    if (givens.at(cell) != 0) return givens.at(cell);
    return entries.cellCount() == givens.cellCount() ? entries.at(cell) : 0;
}

GridPicture solutionPicture(const GridPicture& puzzle, const Grid& solution) {
    return {puzzle.givens, solution, {}, puzzle.alphabet, puzzle.rules};
}

void paintGrid(QPainter& p, const QRectF& square, const GridPicture& picture) {
    const Shape shape = picture.givens.shape();
    const int n = shape.size();
    const Rules* rules = picture.rules && picture.rules->size == n ? &*picture.rules : nullptr;
    // Clues outside the grid (little killers) take a margin of one cell inside the square; without
    // them the grid fills it, as it always did.
    const int margin = rules ? outsideMargin(*rules) : 0;
    const qreal cell = square.width() / (n + 2 * margin);
    const qreal side = cell * n;
    const QPointF origin = square.topLeft() + QPointF(margin * cell, margin * cell);
    const auto cellRect = [&](int c) {
        return QRectF(origin.x() + shape.colOf(c) * cell, origin.y() + shape.rowOf(c) * cell, cell, cell);
    };

    p.save();
    p.fillRect(QRectF(square.topLeft(), QSizeF(square.width(), square.width())), Qt::white);
    RulesDrawing drawing{rules, cellRect, paperRulesInk(), {}};
    if (rules) paintRulesUnder(p, drawing);
    const auto region = [&](int c) { return rules ? rules->regionOf(c) : shape.boxOf(c); };

    // Symbols first, lines over them (a thick line is never covered by a glyph's edge).
    const QFont base = p.font();
    const QFont given = sizedFont(base, cell * 0.62, true);
    const QFont entry = sizedFont(base, cell * 0.62, false);
    const auto [markRows, markCols] = markGridFor(shape);
    const QFont mark = sizedFont(base, cell / std::max(markCols, markRows) * 0.78, false);
    const bool hasMarks = picture.marks.size() == static_cast<std::size_t>(shape.cellCount());
    for (int c = 0; c < shape.cellCount(); ++c) {
        const QRectF r = cellRect(c);
        if (const int v = picture.valueAt(c); v != 0) {
            const bool isGiven = picture.givens.at(c) != 0;
            p.setFont(isGiven ? given : entry);
            p.setPen(isGiven ? kGivenInk : kEntryInk);
            p.drawText(r, Qt::AlignCenter, symbolText(v, picture.alphabet));
        } else if (hasMarks && picture.marks[c] != 0) {
            p.setFont(mark);
            p.setPen(kMarkInk);
            const qreal w = cell / markCols, h = cell / markRows;
            for (int m = 1; m <= n; ++m) {
                if (!(picture.marks[c] & (std::uint32_t{1} << (m - 1)))) continue;
                const QRectF at(r.x() + ((m - 1) % markCols) * w, r.y() + ((m - 1) / markCols) * h, w, h);
                p.drawText(at, Qt::AlignCenter, symbolText(m, picture.alphabet));
            }
        }
    }

    // Lines: each cell's right and bottom edge, thick where it parts two boxes; then the frame.
    const qreal thin = std::max<qreal>(cell * 0.025, side / 2000.0);
    const qreal thick = std::max<qreal>(cell * 0.075, thin * 2.5);
    QPen thinPen(kLineInk, thin, Qt::SolidLine, Qt::FlatCap);
    QPen thickPen(kLineInk, thick, Qt::SolidLine, Qt::SquareCap);
    for (int c = 0; c < shape.cellCount(); ++c) {
        const QRectF r = cellRect(c);
        const int row = shape.rowOf(c), col = shape.colOf(c);
        if (col + 1 < n) {
            p.setPen(region(c) != region(shape.cellAt(row, col + 1)) ? thickPen : thinPen);
            p.drawLine(r.topRight(), r.bottomRight());
        }
        if (row + 1 < n) {
            p.setPen(region(c) != region(shape.cellAt(row + 1, col)) ? thickPen : thinPen);
            p.drawLine(r.bottomLeft(), r.bottomRight());
        }
    }
    p.setPen(QPen(kLineInk, thick, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(origin, QSizeF(side, side)));
    if (rules) {
        paintRulesOver(p, drawing);
        paintCageSums(p, drawing);
    }
    p.restore();
}

void paintCaptioned(QPainter& p, const QRectF& area, const Captioned& item, qreal headingHeight) {
    const qreal side = std::max<qreal>(0, std::min(area.width(), area.height() - headingHeight));
    const qreal left = area.x() + (area.width() - side) / 2;
    if (!item.heading.isEmpty()) {
        p.save();
        p.setFont(sizedFont(p.font(), headingHeight * 0.62, false));
        p.setPen(kGivenInk);
        p.drawText(QRectF(left, area.y(), area.right() - left, headingHeight * 0.85),
                   Qt::AlignLeft | Qt::AlignBottom | Qt::TextSingleLine, item.heading);
        p.restore();
    }
    paintGrid(p, QRectF(left, area.y() + headingHeight, side, side), item.picture);
}

} // namespace qudoku::render
