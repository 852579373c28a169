#include "render/rules_drawing.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace qudoku::render {

namespace {

// Sizes as shares of a cell's side, close to f-puzzles' and SudokuPad's (measured on their default
// boards at 64 px a cell: bulb 46 px, tube 20 px, dot 16 px, odd circle 46 px).
constexpr qreal kBulb = 0.72;
constexpr qreal kTube = 0.30;
constexpr qreal kOdd = 0.72;
constexpr qreal kEven = 0.66;
constexpr qreal kDot = 0.26;
constexpr qreal kQuadruple = 0.56;
// Killer cages: the dashed outline this far inside the cells (SudokuPad: about 1/12 of a cell), the
// sum's text this tall in the top-left corner of the cage's first cell in reading order.
constexpr qreal kCageInset = 0.08;
constexpr qreal kCageSum = 0.24;

// The lines (issue 34): a stroke this wide through the cells' centres, this opaque (so a digit, the
// grid and another line under it show through); a between line's thin stroke and end circles.
constexpr qreal kLine = 0.26;
constexpr qreal kLineAlpha = 0.75;
constexpr qreal kBetweenLine = 0.06;
constexpr qreal kBetweenCircle = 0.78;

qreal cellSide(const RulesDrawing& d) { return d.cellRect(0).width(); }

// The square of a place one cell or more outside the grid (row or column -1 or N): the nearest
// grid cell's square moved out by its side per step.
QRectF outsideRect(const RulesDrawing& d, int row, int col) {
    const int n = d.rules->size;
    const int r = std::clamp(row, 0, n - 1), c = std::clamp(col, 0, n - 1);
    const QRectF near = d.cellRect(r * n + c);
    return near.translated((col - c) * near.width(), (row - r) * near.height());
}

// Arrows' grey: between the shapes' shade and the lines' ink (a thin line in the shade alone is
// too faint on paper).
QColor arrowInk(const RulesDrawing& d, const QColor& shade) {
    const auto mixed = [](int a, int b) { return (a * 13 + b * 7) / 20; };
    return QColor(mixed(shade.red(), d.ink.line.red()), mixed(shade.green(), d.ink.line.green()), mixed(shade.blue(), d.ink.line.blue()));
}

bool broken(const RulesDrawing& d, std::size_t index) { return index < d.broken.size() && d.broken[index]; }

QFont pixelFont(const QFont& base, qreal pixels, bool bold) {
    QFont f(base);
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

// The middle of the edge two orthogonally adjacent cells share.
QPointF edgeMiddle(const RulesDrawing& d, int a, int b) {
    return (d.cellRect(a).center() + d.cellRect(b).center()) / 2.0;
}

// The grid's corner point the 2×2 cells of a quadruple share: the middle of their four centres.
QPointF sharedCorner(const RulesDrawing& d, const std::vector<int>& cells) {
    QPointF sum(0, 0);
    for (int c : cells) sum += d.cellRect(c).center();
    return sum / static_cast<qreal>(std::max<std::size_t>(1, cells.size()));
}

void paintTints(QPainter& p, const RulesDrawing& d) {
    for (const ExtraHouse& house : d.rules->extraHouses) {
        if (house.kind != ExtraHouseKind::Window && house.kind != ExtraHouseKind::ExtraRegion) continue;
        for (int c : house.cells) p.fillRect(d.cellRect(c), d.ink.tint);
    }
    // Minimum and maximum cells shaded as f-puzzles does, so their chevrons read as the cell's.
    for (const Constraint& c : d.rules->constraints)
        if (c.kind == ConstraintKind::Minimum || c.kind == ConstraintKind::Maximum)
            for (const auto& group : c.cells)
                for (int cell : group) p.fillRect(d.cellRect(cell), d.ink.tint);
}

void paintDiagonals(QPainter& p, const RulesDrawing& d) {
    const int n = d.rules->size;
    const qreal cell = cellSide(d);
    const QRectF first = d.cellRect(0), last = d.cellRect(n * n - 1);
    const QRectF topRight = d.cellRect(n - 1), bottomLeft = d.cellRect(n * (n - 1));
    p.setPen(QPen(d.ink.line, std::max<qreal>(1.0, cell * 0.03), Qt::SolidLine, Qt::FlatCap));
    for (const ExtraHouse& house : d.rules->extraHouses) {
        if (house.kind == ExtraHouseKind::DiagonalDown) p.drawLine(first.topLeft(), last.bottomRight());
        if (house.kind == ExtraHouseKind::DiagonalUp) p.drawLine(bottomLeft.bottomLeft(), topRight.topRight());
    }
}

void paintThermometer(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().empty()) return;
    const qreal cell = cellSide(d);
    p.setPen(QPen(ink, cell * kTube, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    for (const std::vector<int>& branch : c.cells) {
        QPainterPath tube;
        for (std::size_t i = 0; i < branch.size(); ++i) {
            const QPointF at = d.cellRect(branch[i]).center();
            if (i == 0) tube.moveTo(at);
            else tube.lineTo(at);
        }
        p.drawPath(tube);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    const qreal r = cell * kBulb / 2;
    p.drawEllipse(d.cellRect(c.cells.front().front()).center(), r, r);
}

// A chevron of `size` whose tip is at `tip`, opening away from `towards` (a unit vector the tip
// points along).
void paintChevron(QPainter& p, QPointF tip, QPointF towards, qreal size) {
    const QPointF back = tip - towards * size;
    const QPointF side(-towards.y() * size, towards.x() * size);
    QPainterPath path;
    path.moveTo(back + side);
    path.lineTo(tip);
    path.lineTo(back - side);
    p.drawPath(path);
}

// Minimum / maximum: on each side with a neighbour, a chevron pointing at the smaller digit, as an
// inequality sign does: inwards for a minimum cell, outwards for a maximum one.
void paintExtremum(QPainter& p, const RulesDrawing& d, int cellIndex, bool minimum, const QColor& ink) {
    const int n = d.rules->size;
    const int row = cellIndex / n, col = cellIndex % n;
    const QRectF r = d.cellRect(cellIndex);
    const qreal cell = r.width();
    p.setPen(QPen(ink, std::max<qreal>(1.0, cell * 0.04), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    const struct {
        int dr, dc;
    } sides[4] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& s : sides) {
        if (row + s.dr < 0 || row + s.dr >= n || col + s.dc < 0 || col + s.dc >= n) continue;
        const QPointF out(s.dc, s.dr);                 // from the centre towards this side
        const QPointF nearEdge = r.center() + out * (cell * 0.36);
        const qreal size = cell * 0.09;
        if (minimum) paintChevron(p, nearEdge - out * (size * 0.5), -out, size);
        else paintChevron(p, nearEdge + out * (size * 0.5), out, size);
    }
}

void paintDot(QPainter& p, const RulesDrawing& d, const Constraint& c, bool black, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().size() != 2) return;
    const qreal cell = cellSide(d);
    const QPointF at = edgeMiddle(d, c.cells.front()[0], c.cells.front()[1]);
    const qreal r = cell * kDot / 2;
    p.setPen(QPen(ink, std::max<qreal>(1.0, cell * 0.03)));
    p.setBrush(black ? ink : d.ink.background);
    p.drawEllipse(at, r, r);
    const int standard = black ? 2 : 1;
    if (!c.values.empty() && c.values.front() != standard) {
        p.setFont(pixelFont(p.font(), cell * 0.18, true));
        p.setPen(black ? d.ink.background : d.ink.text);
        p.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(c.values.front()));
    }
}

void paintXv(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().size() != 2) return;
    const qreal cell = cellSide(d);
    const QPointF at = edgeMiddle(d, c.cells.front()[0], c.cells.front()[1]);
    const int sum = c.values.empty() ? 10 : c.values.front();
    const QString text = sum == 10 ? QStringLiteral("X") : sum == 5 ? QStringLiteral("V") : QString::number(sum);
    const QFont font = pixelFont(p.font(), cell * 0.3, true);
    p.setFont(font);
    const qreal w = cell * 0.3, h = cell * 0.32;
    const QRectF box(at.x() - w / 2, at.y() - h / 2, w, h);
    p.fillRect(box.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1), d.ink.background);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, text);
}

void paintQuadruple(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().size() != 4) return;
    const qreal cell = cellSide(d);
    const QPointF at = sharedCorner(d, c.cells.front());
    const qreal r = cell * kQuadruple / 2;
    p.setPen(QPen(ink, std::max<qreal>(1.0, cell * 0.03)));
    p.setBrush(d.ink.background);
    p.drawEllipse(at, r, r);
    // The digits two by two, as f-puzzles sets them.
    p.setFont(pixelFont(p.font(), cell * 0.2, false));
    p.setPen(ink == d.ink.line ? d.ink.text : ink);
    const int count = std::min<int>(4, static_cast<int>(c.values.size()));
    const qreal slot = r * 0.95;
    const int rows = (count + 1) / 2;
    for (int i = 0; i < count; ++i) {
        // Two a row; a row of one (the last of three, or a single digit) centred.
        const int inRow = std::min(2, count - i / 2 * 2);
        const qreal x = at.x() - slot * inRow / 2 + (i % 2) * slot;
        const qreal y = at.y() - slot * rows / 2 + (i / 2) * slot;
        p.drawText(QRectF(x, y, slot, slot), Qt::AlignCenter, QString::number(c.values[static_cast<std::size_t>(i)]));
    }
}

// A killer cage: a dashed line kCageInset inside its outer edges (its sum: paintCageSum). Each outer
// edge of a cell is one segment; at each end it stops short (a convex corner), runs to the cell's edge (the next cell of the cage continues it) or
// past it by the inset (a concave corner, where the line turns into the diagonal neighbour), so the
// segments meet and the outline is one closed dashed path however the cage winds.
void paintKillerCage(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().empty()) return;
    const int n = d.rules->size;
    const std::vector<int>& cells = c.cells.front();
    const auto in = [&](int row, int col) {
        return row >= 0 && row < n && col >= 0 && col < n && std::find(cells.begin(), cells.end(), row * n + col) != cells.end();
    };
    const qreal cell = cellSide(d), m = cell * kCageInset;
    QPen pen(ink, std::max<qreal>(1.0, cell * 0.025), Qt::CustomDashLine, Qt::FlatCap);
    pen.setDashPattern({4.0, 3.0});
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    // The four sides: the outward step (dr, dc) and the step along the side (ar, ac), from its start.
    struct Side {
        int dr, dc, ar, ac;
    };
    constexpr Side kSides[] = {{-1, 0, 0, 1}, {0, 1, 1, 0}, {1, 0, 0, -1}, {0, -1, -1, 0}};
    for (int cellIndex : cells) {
        const int row = cellIndex / n, col = cellIndex % n;
        const QRectF r = d.cellRect(cellIndex);
        const QPointF centre = r.center();
        const qreal half = r.width() / 2;
        for (const Side& s : kSides) {
            if (in(row + s.dr, col + s.dc)) continue; // an inner edge
            // Where an end of the segment goes: `toward` is -1 (the start) or +1 (the end).
            const auto end = [&](int toward) {
                const int nr = row + toward * s.ar, nc = col + toward * s.ac;
                const qreal along = !in(nr, nc) ? half - m : in(nr + s.dr, nc + s.dc) ? half + m : half;
                return centre + QPointF(s.dc * (half - m) + toward * s.ac * along, s.dr * (half - m) + toward * s.ar * along);
            };
            p.drawLine(end(-1), end(+1));
        }
    }
}

// A killer cage's sum, knocked out of its dashed line in the corner of its first cell.
void paintCageSum(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().empty() || c.values.empty()) return;
    const std::vector<int>& cells = c.cells.front();
    const qreal cell = cellSide(d), m = cell * kCageInset;
    const int first = *std::min_element(cells.begin(), cells.end());
    const QRectF r = d.cellRect(first);
    const QString sum = QString::number(c.values.front());
    const QFont font = pixelFont(p.font(), cell * kCageSum, false);
    p.setFont(font);
    const QFontMetricsF metrics(font);
    // cageSumBand(cell) below the cell's top edge at most, which the marks keep clear of.
    const QRectF box(r.left() + m * 0.4, r.top() + m * 0.4, metrics.horizontalAdvance(sum) + m * 0.6, cageSumBand(cell) - m * 0.4);
    p.fillRect(box, d.ink.background);
    p.setPen(ink == d.ink.line ? d.ink.text : ink);
    p.drawText(box, Qt::AlignCenter, sum);
}

// An arrow: each line from the edge of the circle through its cells' centres, with a head at its
// last cell; then the circle over the lines' starts (a pill of several cells: a round-capped band
// through their centres), outlined in the arrows' grey and filled with the background.
void paintArrow(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().empty()) return;
    const qreal cell = cellSide(d);
    const qreal width = std::max<qreal>(1.0, cell * 0.04), radius = cell * 0.38;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ink, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (std::size_t k = 1; k < c.cells.size(); ++k) {
        const std::vector<int>& line = c.cells[k];
        if (line.size() < 2) continue;
        QPainterPath path;
        path.moveTo(d.cellRect(line[0]).center());
        for (std::size_t i = 1; i < line.size(); ++i) path.lineTo(d.cellRect(line[i]).center());
        p.drawPath(path);
        // The head: two strokes back from the tip at ±40° to the last step.
        const QPointF tip = d.cellRect(line.back()).center(), from = d.cellRect(line[line.size() - 2]).center();
        const QPointF step = tip - from;
        const qreal length = std::hypot(step.x(), step.y());
        if (length <= 0) continue;
        const QPointF back = -step / length * (cell * 0.28);
        for (const qreal angle : {0.7, -0.7}) {
            const qreal cs = std::cos(angle), sn = std::sin(angle);
            p.drawLine(tip, tip + QPointF(back.x() * cs - back.y() * sn, back.x() * sn + back.y() * cs));
        }
    }
    QPainterPath circle;
    const std::vector<int>& cells = c.cells.front();
    circle.moveTo(d.cellRect(cells[0]).center());
    for (std::size_t i = 1; i < cells.size(); ++i) circle.lineTo(d.cellRect(cells[i]).center());
    if (cells.size() == 1) circle.lineTo(d.cellRect(cells[0]).center() + QPointF(0.01, 0)); // a round cap makes a disc
    p.setPen(QPen(ink, 2 * radius, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(circle);
    p.setPen(QPen(d.ink.background, 2 * radius - 2 * width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(circle);
}

// A little killer: its sum in the place outside the grid the diagonal starts from, and a small
// arrow in that place's corner towards the grid, pointing along the diagonal.
void paintLittleKiller(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().empty() || c.values.size() != 2) return;
    const int n = d.rules->size;
    const int direction = std::clamp(c.values[1], 0, 3);
    const int dr = direction >= 2 ? 1 : -1, dc = direction % 2 == 1 ? 1 : -1;
    const int first = c.cells.front().front();
    const QRectF r = outsideRect(d, first / n - dr, first % n - dc);
    const qreal cell = r.width();
    const QPointF along(dc, dr); // towards the grid, diagonally
    // The number a little back from the centre, away from the arrow.
    const QPointF centre = r.center() - along * (cell * 0.1);
    p.setFont(pixelFont(p.font(), cell * 0.36, false));
    p.setPen(ink == d.ink.line ? d.ink.text : ink);
    p.drawText(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell), Qt::AlignCenter, QString::number(c.values[0]));
    // The arrow: from near the corner's inside towards the corner, with its head.
    const QPointF tip = r.center() + along * (cell * 0.44);
    const QPointF tail = r.center() + along * (cell * 0.26);
    p.setPen(QPen(ink, std::max<qreal>(1.0, cell * 0.035), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawLine(tail, tip);
    const qreal head = cell * 0.09;
    p.drawLine(tip, tip - QPointF(dc * head, 0));
    p.drawLine(tip, tip - QPointF(0, dr * head));
}

// A sandwich, X-sum or skyscraper clue: its number in the place outside the grid at its row's or
// column's end, one step before the first cell.
void paintRowClue(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& ink) {
    if (c.cells.empty() || c.cells.front().size() < 2 || c.values.empty()) return;
    const int n = d.rules->size;
    const std::vector<int>& line = c.cells.front();
    const int step = line[1] - line[0];
    const int dr = step == n ? 1 : step == -n ? -1 : 0, dc = step == 1 ? 1 : step == -1 ? -1 : 0;
    const QRectF r = outsideRect(d, line[0] / n - dr, line[0] % n - dc);
    p.setFont(pixelFont(p.font(), r.width() * 0.42, false));
    p.setPen(ink == d.ink.line ? d.ink.text : ink);
    p.drawText(r, Qt::AlignCenter, QString::number(c.values.front()));
}

bool outsideClue(ConstraintKind kind) {
    return kind == ConstraintKind::LittleKiller || kind == ConstraintKind::Sandwich || kind == ConstraintKind::XSum ||
           kind == ConstraintKind::Skyscraper;
}

// The path through the centres of a line's cells.
QPainterPath linePath(const RulesDrawing& d, const std::vector<int>& cells) {
    QPainterPath path;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const QPointF at = d.cellRect(cells[i]).center();
        if (i == 0) path.moveTo(at);
        else path.lineTo(at);
    }
    return path;
}

// The colour of a line kind (RulesInk), or an invalid colour for other kinds.
QColor lineColour(const RulesInk& ink, ConstraintKind kind) {
    switch (kind) {
    case ConstraintKind::Renban: return ink.renban;
    case ConstraintKind::Whispers: return ink.whispers;
    case ConstraintKind::Palindrome: return ink.palindrome;
    case ConstraintKind::RegionSumLine: return ink.regionSumLine;
    case ConstraintKind::EntropicLine: return ink.entropicLine;
    case ConstraintKind::ModularLine: return ink.modularLine;
    case ConstraintKind::ZipperLine: return ink.zipperLine;
    default: return {};
    }
}

// A thick translucent line through its cells' centres, drawn in one stroke (so its own joints are
// not darker where the segments overlap).
void paintLine(QPainter& p, const RulesDrawing& d, const Constraint& c, QColor colour) {
    if (c.cells.empty() || c.cells.front().empty()) return;
    colour.setAlphaF(static_cast<float>(kLineAlpha));
    p.setPen(QPen(colour, cellSide(d) * kLine, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(linePath(d, c.cells.front()));
}

// A between line: thin and grey, an empty circle (the background inside, a ring) at each end.
void paintBetweenLine(QPainter& p, const RulesDrawing& d, const Constraint& c, const QColor& colour) {
    if (c.cells.empty() || c.cells.front().size() < 2) return;
    const std::vector<int>& cells = c.cells.front();
    const qreal cell = cellSide(d);
    p.setPen(QPen(colour, std::max<qreal>(1.0, cell * kBetweenLine), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(linePath(d, cells));
    p.setPen(QPen(colour, std::max<qreal>(1.0, cell * 0.04)));
    p.setBrush(d.ink.background);
    const qreal r = cell * kBetweenCircle / 2;
    for (int end : {cells.front(), cells.back()}) p.drawEllipse(d.cellRect(end).center(), r, r);
}

} // namespace

int outsideMargin(const Rules& rules) {
    return std::any_of(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& c) { return outsideClue(c.kind); }) ? 1 : 0;
}

std::vector<int> cageSumCells(const Rules& rules) {
    std::vector<int> out;
    for (const Constraint& c : rules.constraints)
        if (c.kind == ConstraintKind::KillerCage && !c.values.empty() && !c.cells.empty() && !c.cells.front().empty())
            out.push_back(*std::min_element(c.cells.front().begin(), c.cells.front().end()));
    return out;
}

qreal cageSumBand(qreal cell) { return cell * (kCageInset * 0.4 + kCageSum * 1.1); }

RulesInk paperRulesInk() { return RulesInk{}; }

void paintRulesUnder(QPainter& p, const RulesDrawing& d) {
    if (d.rules == nullptr || !d.cellRect) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    paintTints(p, d);
    paintDiagonals(p, d);
    for (std::size_t i = 0; i < d.rules->constraints.size(); ++i) {
        const Constraint& c = d.rules->constraints[i];
        const QColor shade = broken(d, i) ? d.ink.conflict : d.ink.shade;
        const QColor line = broken(d, i) ? d.ink.conflict : d.ink.line;
        switch (c.kind) {
        case ConstraintKind::Thermometer: paintThermometer(p, d, c, shade); break;
        case ConstraintKind::Odd:
        case ConstraintKind::Even:
            for (const auto& group : c.cells)
                for (int cell : group) {
                    const QRectF r = d.cellRect(cell);
                    p.setPen(Qt::NoPen);
                    p.setBrush(shade);
                    if (c.kind == ConstraintKind::Odd) p.drawEllipse(r.center(), r.width() * kOdd / 2, r.width() * kOdd / 2);
                    else p.drawRect(QRectF(r.center().x() - r.width() * kEven / 2, r.center().y() - r.width() * kEven / 2,
                                           r.width() * kEven, r.width() * kEven));
                }
            break;
        case ConstraintKind::Minimum:
        case ConstraintKind::Maximum:
            for (const auto& group : c.cells)
                for (int cell : group) paintExtremum(p, d, cell, c.kind == ConstraintKind::Minimum, line);
            break;
        case ConstraintKind::KillerCage: paintKillerCage(p, d, c, line); break;
        case ConstraintKind::Arrow: paintArrow(p, d, c, broken(d, i) ? d.ink.conflict : arrowInk(d, d.ink.shade)); break;
        case ConstraintKind::BetweenLine: paintBetweenLine(p, d, c, broken(d, i) ? d.ink.conflict : d.ink.betweenLine); break;
        case ConstraintKind::Renban:
        case ConstraintKind::Whispers:
        case ConstraintKind::Palindrome:
        case ConstraintKind::RegionSumLine:
        case ConstraintKind::EntropicLine:
        case ConstraintKind::ModularLine:
        case ConstraintKind::ZipperLine: paintLine(p, d, c, broken(d, i) ? d.ink.conflict : lineColour(d.ink, c.kind)); break;
        default: break;
        }
    }
    p.restore();
}

void paintRulesOver(QPainter& p, const RulesDrawing& d) {
    if (d.rules == nullptr || !d.cellRect) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (std::size_t i = 0; i < d.rules->constraints.size(); ++i) {
        const Constraint& c = d.rules->constraints[i];
        const QColor line = broken(d, i) ? d.ink.conflict : d.ink.line;
        switch (c.kind) {
        case ConstraintKind::Difference: paintDot(p, d, c, false, line); break;
        case ConstraintKind::Ratio: paintDot(p, d, c, true, line); break;
        case ConstraintKind::XV: paintXv(p, d, c, line); break;
        case ConstraintKind::Quadruple: paintQuadruple(p, d, c, line); break;
        case ConstraintKind::LittleKiller: paintLittleKiller(p, d, c, line); break;
        case ConstraintKind::Sandwich:
        case ConstraintKind::XSum:
        case ConstraintKind::Skyscraper: paintRowClue(p, d, c, line); break;
        default: break;
        }
    }
    p.restore();
}

void paintCageSums(QPainter& p, const RulesDrawing& d) {
    if (d.rules == nullptr || !d.cellRect) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (std::size_t i = 0; i < d.rules->constraints.size(); ++i) {
        const Constraint& c = d.rules->constraints[i];
        if (c.kind == ConstraintKind::KillerCage) paintCageSum(p, d, c, broken(d, i) ? d.ink.conflict : d.ink.line);
    }
    p.restore();
}

} // namespace qudoku::render
