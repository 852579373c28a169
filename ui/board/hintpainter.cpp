#include "board/hintpainter.h"

#include <QPainterPath>
#include <QtMath>

#include <algorithm>

#include "board/strokes.h"
#include "qudoku/houses.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

QPointF markCentre(const BoardGeometry& g, int cell, int value) { return QRectF(g.markRect(cell, value)).center(); }

QPointF nodeCentre(const BoardGeometry& g, const logic::ChainNode& node) {
    QPointF sum;
    for (int cell : node.cells) sum += markCentre(g, cell, node.value);
    return node.cells.empty() ? sum : sum / static_cast<qreal>(node.cells.size());
}

// Where a link meets a node: its candidate, or for a group node the member nearest `towards`.
QPointF nodeAnchor(const BoardGeometry& g, const logic::ChainNode& node, QPointF towards) {
    if (node.cells.size() < 2) return nodeCentre(g, node);
    QPointF best = markCentre(g, node.cells.front(), node.value);
    for (int cell : node.cells) {
        const QPointF at = markCentre(g, cell, node.value);
        if (QLineF(at, towards).length() < QLineF(best, towards).length()) best = at;
    }
    return best;
}

// The disc a candidate sits on: its mark spot, made round.
QRectF discRect(const BoardGeometry& g, int cell, int value) {
    const QRectF r(g.markRect(cell, value));
    const qreal side = std::min(r.width(), r.height()) - 1;
    return QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side);
}

// A value in bold, centred in its disc.
void drawDiscSymbol(QPainter& p, const QRectF& disc, const QColor& color, int value, Alphabet alphabet) {
    QFont font = p.font();
    font.setPixelSize(std::max(5, static_cast<int>(disc.height() * 0.72)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(color);
    p.drawText(disc, Qt::AlignCenter, text::symbolText(value, alphabet));
}

void drawCandidate(QPainter& p, const BoardGeometry& g, int cell, int value, const QColor& disc,
                   const HintColors& colors, Alphabet alphabet) {
    const QRectF r = discRect(g, cell, value);
    p.setPen(QPen(colors.halo, 1));
    p.setBrush(disc);
    p.drawEllipse(r);
    drawDiscSymbol(p, r, colors.discText, value, alphabet);
}

// A removed candidate: its digit in bold red on a pale red disc with a red rim, struck through by a
// red line from corner to corner of the disc; the digit stays readable.
void drawElimination(QPainter& p, const BoardGeometry& g, int cell, int value, const HintColors& colors,
                     Alphabet alphabet) {
    const QRectF r = discRect(g, cell, value);
    const qreal width = std::max(1.5, r.width() / 12);
    p.setPen(QPen(colors.eliminated, width));
    p.setBrush(mix(colors.halo, colors.eliminated, 0.18));
    p.drawEllipse(r.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    drawDiscSymbol(p, r, colors.eliminated, value, alphabet);
    const qreal in = r.width() * 0.15;
    p.setPen(QPen(colors.eliminated, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(r.bottomLeft() + QPointF(in, -in), r.topRight() + QPointF(-in, in));
}


// The rectangle a house covers (rows, columns and boxes are all rectangles of cells).
QRectF houseRect(const BoardGeometry& g, const House& house) {
    QRect r = g.cellRect(house.cells.front());
    for (int cell : house.cells) r |= g.cellRect(cell);
    return QRectF(r);
}

// An arrow from `from` to `to` that starts and ends at the rim of the candidate discs. With `bow`,
// it curves (by a fraction of its length) towards the middle of the board, so it does not run over
// another node of the chain and stays on the board.
void drawArrow(QPainter& p, QPointF from, QPointF to, const QColor& color, const QColor& halo, bool strong, qreal width,
               qreal inset, bool bow, QPointF centre) {
    const QLineF line(from, to);
    const qreal length = line.length();
    if (length < 2 * inset + 1) return;
    const QPointF unit = (to - from) / length;
    QPointF normal(-unit.y(), unit.x());
    const QPointF middle = (from + to) / 2;
    if (QPointF::dotProduct(centre - middle, normal) < 0) normal = -normal;
    // Enough to clear a disc beside the straight line, never more than a cell's width.
    const QPointF control = middle + normal * (bow ? std::clamp(length * 0.2, inset * 2.2, inset * 5) : 0.0);
    // Start and end on the rims, heading towards the control point.
    const QLineF startLeg(from, control), endLeg(to, control);
    const QPointF start = from + (control - from) / startLeg.length() * inset;
    const QPointF end = to + (control - to) / endLeg.length() * inset;
    const QPointF endUnit = (end - control) / QLineF(control, end).length();
    const qreal head = width * 3.6;
    const QPointF shaftEnd = end - endUnit * head * 0.8;
    QPainterPath path(start);
    path.quadTo(control, shaftEnd);
    p.setBrush(Qt::NoBrush);
    QColor soft = halo;
    soft.setAlphaF(0.75f);
    p.setPen(QPen(soft, width * 2.2, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(path);
    QPen pen(color, width, strong ? Qt::SolidLine : Qt::CustomDashLine, Qt::FlatCap);
    if (!strong) pen.setDashPattern({3.0, 2.0});
    p.setPen(pen);
    p.drawPath(path);
    const QPointF endNormal(-endUnit.y(), endUnit.x());
    QPolygonF tip;
    tip << end << end - endUnit * head + endNormal * head * 0.5 << end - endUnit * head - endNormal * head * 0.5;
    p.setPen(QPen(halo, 1));
    p.setBrush(color);
    p.drawPolygon(tip);
}

qreal distanceToSegment(QPointF point, QPointF a, QPointF b) {
    const QPointF ab = b - a;
    const qreal length2 = QPointF::dotProduct(ab, ab);
    const qreal t = length2 > 0 ? std::clamp(QPointF::dotProduct(point - a, ab) / length2, 0.0, 1.0) : 0.0;
    return QLineF(point, a + ab * t).length();
}

} // namespace

void paintHintOverlay(QPainter& p, const BoardGeometry& g, const BoardColors& boardColors, const HintOverlay& overlay,
                      const Houses& houses, Alphabet alphabet) {
    const HintColors& colors = boardColors.hints;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const qreal line = std::max(2, g.cellSize() / 14);

    // Digits placed by earlier steps of a previewed path: faint, like pencil.
    for (const logic::CellValue& ghost : overlay.ghosts) {
        const QRect rect = g.cellRect(ghost.cell);
        QFont font = p.font();
        font.setPixelSize(std::max(6, rect.height() * 55 / 100));
        font.setBold(false);
        p.setFont(font);
        p.setPen(mix(boardColors.background, boardColors.player, 0.5));
        p.drawText(rect, Qt::AlignCenter, text::symbolText(ghost.value, alphabet));
    }

    // House frames, on the grid lines around the house, so they leave its candidates alone.
    const auto& all = houses.all();
    const qreal houseLine = std::max(2.5, g.cellSize() / 24.0);
    for (const logic::HouseMark& house : overlay.houses)
        if (house.house >= 0 && house.house < static_cast<int>(all.size()))
            paintOutline(p, houseRect(g, all[house.house]).adjusted(-houseLine + 1, -houseLine + 1, houseLine - 1, houseLine - 1),
                      colors.houseFrame(house.role), houseLine);

    // Whole cells of the pattern (rung 2), and candidates (rung 3).
    for (const logic::Mark& mark : overlay.marks)
        if (mark.at.value == 0)
            paintOutline(p, QRectF(g.cellRect(mark.at.cell)).adjusted(line, line, -line, -line), colors.role(mark.role),
                      line);
    for (const logic::Mark& mark : overlay.marks)
        if (mark.at.value != 0 &&
            std::none_of(overlay.placements.begin(), overlay.placements.end(),
                         [&](const logic::CellValue& placed) { return placed.cell == mark.at.cell; }))
            drawCandidate(p, g, mark.at.cell, mark.at.value, colors.role(mark.role), colors, alphabet);
    for (const logic::CellValue& e : overlay.eliminations) drawElimination(p, g, e.cell, e.value, colors, alphabet);

    for (const logic::CellValue& placed : overlay.placements) {
        const QRect rect = g.cellRect(placed.cell);
        paintOutline(p, QRectF(rect).adjusted(line / 2, line / 2, -line / 2, -line / 2), colors.placed, line);
        QFont font = p.font();
        font.setPixelSize(std::max(6, rect.height() * 62 / 100));
        font.setBold(true);
        p.setFont(font);
        p.setPen(colors.placed);
        p.drawText(rect, Qt::AlignCenter, text::symbolText(placed.value, alphabet));
    }

    const qreal arrowWidth = std::max(1.5, g.cellSize() / 26.0);
    const qreal inset = discRect(g, 0, 1).width() / 2 + 0.5;
    // Links are straight, unless that would run over another node of the chain (links along one
    // line): then they bow.
    std::vector<QPointF> nodes;
    for (const logic::ChainLink& link : overlay.links) {
        nodes.push_back(nodeCentre(g, link.from));
        nodes.push_back(nodeCentre(g, link.to));
    }
    // A group node (one value in several cells of a box-line intersection) is ringed as one: a
    // capsule around its candidates when they are side by side, else a ring around each.
    for (const logic::ChainLink& link : overlay.links)
        for (const logic::ChainNode* node : {&link.from, &link.to}) {
            if (node->cells.size() < 2) continue;
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(colors.strongLink, arrowWidth));
            const int span = std::max(g.cellSize(), 1);
            const QPointF first = markCentre(g, node->cells.front(), node->value);
            const QPointF last = markCentre(g, node->cells.back(), node->value);
            const bool sideBySide = QLineF(first, last).length() < span * (static_cast<qreal>(node->cells.size()) - 0.5);
            const qreal ring = inset + arrowWidth;
            if (sideBySide) {
                QRectF r = discRect(g, node->cells.front(), node->value);
                for (int cell : node->cells) r |= discRect(g, cell, node->value);
                r.adjust(-arrowWidth, -arrowWidth, arrowWidth, arrowWidth);
                p.drawRoundedRect(r, ring, ring);
            } else {
                for (int cell : node->cells) p.drawEllipse(markCentre(g, cell, node->value), ring, ring);
            }
        }
    for (const logic::ChainLink& link : overlay.links) {
        const bool strong = link.kind == logic::LinkKind::Strong;
        const QPointF from = nodeAnchor(g, link.from, nodeCentre(g, link.to));
        const QPointF to = nodeAnchor(g, link.to, from);
        const bool crowded = std::any_of(nodes.begin(), nodes.end(), [&](QPointF node) {
            return QLineF(node, from).length() > inset && QLineF(node, to).length() > inset &&
                   distanceToSegment(node, from, to) < inset * 1.2;
        });
        drawArrow(p, from, to, strong ? colors.strongLink : colors.weakLink, colors.halo, strong, arrowWidth, inset,
                  crowded, QRectF(g.boardRect()).center());
    }

    // A cell to fix: framed on its border, half the frame over the grid line, so the frame stays clear
    // of the pencil marks it is about (1.5 lines wide and inside the cell, it covered the outer marks).
    for (int cell : overlay.mistakeCells)
        paintOutline(p, QRectF(g.cellRect(cell)).adjusted(-line / 2, -line / 2, line / 2, line / 2), boardColors.conflictMark,
                     line);

    // Where two solutions differ: the cell framed, the first solution's value top left, the second's
    // bottom right, a slash between them ("3 or 8"). A cell that holds a digit keeps only the frame.
    for (const CellAlternative& alternative : overlay.alternatives) {
        const QRectF rect(g.cellRect(alternative.cell));
        paintOutline(p, rect.adjusted(line / 2, line / 2, -line / 2, -line / 2), colors.fin, line);
        if (alternative.first == 0) continue;
        const qreal half = rect.width() / 2;
        QFont font = p.font();
        font.setPixelSize(std::max(6, static_cast<int>(rect.height() * 0.40)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(colors.fin);
        const qreal in = line * 1.5;
        p.drawText(QRectF(rect.left() + in, rect.top() + in, half, half), Qt::AlignCenter,
                   text::symbolText(alternative.first, alphabet));
        p.drawText(QRectF(rect.center().x() - in, rect.center().y() - in, half, half), Qt::AlignCenter,
                   text::symbolText(alternative.second, alphabet));
        p.setPen(QPen(mix(colors.fin, colors.halo, 0.4), std::max(1.0, line / 2), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(rect.left() + rect.width() * 0.3, rect.bottom() - rect.height() * 0.3),
                   QPointF(rect.right() - rect.width() * 0.3, rect.top() + rect.height() * 0.3));
    }
    p.restore();
}

} // namespace qudoku::ui
