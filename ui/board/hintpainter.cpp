#include "board/hintpainter.h"

#include <QPainterPath>
#include <QtMath>

#include <algorithm>

namespace qudoku::ui {

namespace {

using logic::Role;

// Role colours: distinct hues, chosen to stay apart for the common colour-vision deficiencies
// (blue / orange / green-teal / purple), and a separate red for what is removed.
QColor roleColor(Role role) {
    switch (role) {
    case Role::Defining:
    case Role::Base: return QColor(70, 130, 230);   // blue
    case Role::Cover: return QColor(120, 170, 240);
    case Role::Fin: return QColor(240, 150, 40);    // orange
    case Role::Pivot: return QColor(160, 90, 210);  // purple
    case Role::Pincer: return QColor(40, 170, 160); // teal
    case Role::ColourA: return QColor(60, 170, 80); // green: "true" side of a chain
    case Role::ColourB: return QColor(240, 150, 40); // orange: "false" side
    case Role::Link: return QColor(40, 170, 160);
    case Role::Target: return QColor(60, 170, 80);
    }
    return QColor(70, 130, 230);
}

QPointF markCentre(const BoardGeometry& g, int cell, int value) { return QRectF(g.markRect(cell, value)).center(); }

QPointF nodeCentre(const BoardGeometry& g, const logic::ChainNode& node) {
    QPointF sum;
    for (int cell : node.cells) sum += markCentre(g, cell, node.value);
    return node.cells.empty() ? sum : sum / static_cast<qreal>(node.cells.size());
}

void drawCandidate(QPainter& p, const BoardGeometry& g, int cell, int value, const QColor& disc, Alphabet alphabet,
                   bool struck) {
    const QRectF r = QRectF(g.markRect(cell, value)).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(Qt::NoPen);
    p.setBrush(disc);
    p.drawEllipse(r);
    QFont font = p.font();
    font.setPixelSize(std::max(5, static_cast<int>(std::min(r.width(), r.height()) * 0.72)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(r, Qt::AlignCenter, QString(QChar::fromLatin1(symbolFor(value, alphabet))));
    if (struck) {
        p.setPen(QPen(Qt::white, std::max(1.5, r.width() / 10)));
        p.drawLine(r.topLeft() + QPointF(r.width() * 0.2, r.height() * 0.8), r.topLeft() + QPointF(r.width() * 0.8, r.height() * 0.2));
    }
}

void drawArrow(QPainter& p, QPointF from, QPointF to, const QColor& color, bool strong, qreal width, qreal inset) {
    QLineF line(from, to);
    if (line.length() < 2 * inset + 1) return;
    // Start and end at the rim of the candidate discs, not their centres.
    const QPointF unit = (to - from) / line.length();
    from += unit * inset;
    to -= unit * inset;
    QPen pen(color, width, strong ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawLine(from, to);
    const qreal head = width * 3.5;
    const QPointF normal(-unit.y(), unit.x());
    QPolygonF tip;
    tip << to << to - unit * head + normal * head * 0.5 << to - unit * head - normal * head * 0.5;
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(tip);
}

} // namespace

void paintHintOverlay(QPainter& p, const BoardGeometry& g, const BoardColors& colors, const HintOverlay& overlay,
                      Alphabet alphabet) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const int line = std::max(2, g.cellSize() / 14);

    // The area (overlay.areaCells) is tinted by paintBoard, under the digits.

    for (const logic::CellValue& ghost : overlay.ghosts) {
        const QRect rect = g.cellRect(ghost.cell);
        QFont font = p.font();
        font.setPixelSize(std::max(6, rect.height() * 55 / 100));
        font.setBold(false);
        p.setFont(font);
        p.setPen(mix(colors.background, colors.player, 0.45));
        p.drawText(rect, Qt::AlignCenter, QString(QChar::fromLatin1(symbolFor(ghost.value, alphabet))));
    }
    for (const logic::Mark& mark : overlay.marks)
        if (mark.at.value != 0) drawCandidate(p, g, mark.at.cell, mark.at.value, roleColor(mark.role), alphabet, false);
        else {
            p.setPen(QPen(roleColor(mark.role), line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(g.cellRect(mark.at.cell)).adjusted(line, line, -line, -line));
        }
    for (const logic::CellValue& e : overlay.eliminations)
        drawCandidate(p, g, e.cell, e.value, QColor(215, 40, 40), alphabet, true);
    for (const logic::CellValue& placed : overlay.placements) {
        const QRect rect = g.cellRect(placed.cell);
        p.setPen(QPen(QColor(60, 170, 80), line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect).adjusted(line, line, -line, -line));
        QFont font = p.font();
        font.setPixelSize(std::max(6, rect.height() * 55 / 100));
        font.setBold(true);
        p.setFont(font);
        p.setPen(QColor(60, 170, 80));
        p.drawText(rect, Qt::AlignCenter, QString(QChar::fromLatin1(symbolFor(placed.value, alphabet))));
    }
    const qreal arrowWidth = std::max(1.5, g.cellSize() / 22.0);
    const qreal inset = QRectF(g.markRect(0, 1)).width() / 2;
    for (const logic::ChainLink& link : overlay.links)
        drawArrow(p, nodeCentre(g, link.from), nodeCentre(g, link.to),
                  link.kind == logic::LinkKind::Strong ? QColor(30, 90, 200) : QColor(200, 60, 160),
                  link.kind == logic::LinkKind::Strong, arrowWidth, inset);
    for (int cell : overlay.mistakeCells) {
        p.setPen(QPen(colors.conflictMark, line * 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(g.cellRect(cell)).adjusted(line, line, -line, -line));
    }
    p.restore();
}

} // namespace qudoku::ui
