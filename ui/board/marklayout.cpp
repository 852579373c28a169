#include "board/marklayout.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "render/mark_grid.h"

namespace qudoku::ui {

namespace {

// A glyph's box, per pixel of font size: a little wider than the widest symbol and taller than a
// digit's ink, so that neighbours keep a gap and a candidate's disc shows around its digit.
constexpr qreal kBoxWidth = 1.15; // × advance
constexpr qreal kBoxHeight = 1.4; // × ink height
// A mark with a disc behind it, in a row: its place is this much wider than its box is high, so that
// the ring around the disc keeps clear of the digit's corners.
constexpr qreal kDiscWidth = 1.3;
// Corner marks are at most this much of the cell (SudokuPad's are about a fifth); the rest of the cell
// is the centre marks'.
constexpr qreal kCornerShare = 0.18;

qreal boxWidth(int px, const GlyphShape& g) { return g.advance * px * kBoxWidth; }
qreal boxHeight(int px, const GlyphShape& g) { return g.inkHeight * px * kBoxHeight; }

// Between the cell's edge and the marks: the frames on the border reach half a stroke into the cell
// (a twentieth of it on a high-contrast board) and must not touch a mark's ink. 4% is enough with the
// glyph's own margin in its box (tst_ui_painting, framesLeaveTheMarksInSight, 320 to 900 px boards;
// with none, 13 ink pixels were covered).
qreal padOf(qreal size) { return std::max<qreal>(1.0, size * 0.04); }

// The places of a ring with k a side (k >= 3), in the order they are filled: corners, then each
// edge's places from its middle outwards, one edge after the other (top, bottom, left, right).
std::vector<std::pair<int, int>> ringOrder(int k) {
    std::vector<std::pair<int, int>> places{{0, 0}, {0, k - 1}, {k - 1, 0}, {k - 1, k - 1}};
    std::vector<int> inner;
    for (int p = 1; p <= k - 2; ++p) inner.push_back(p);
    const qreal middle = (k - 1) / 2.0;
    std::stable_sort(inner.begin(), inner.end(),
                     [middle](int a, int b) { return std::abs(a - middle) < std::abs(b - middle); });
    for (int p : inner) {
        places.emplace_back(0, p);     // top
        places.emplace_back(k - 1, p); // bottom
        places.emplace_back(p, 0);     // left
        places.emplace_back(p, k - 1); // right
    }
    return places;
}

// A room too small for one mark at the minimum size: the ellipsis alone says the cell has marks.
MarkLayout ellipsisOnly(const QRectF& room, int px, const GlyphShape& g) {
    MarkLayout layout;
    layout.pixelSize = px;
    const QSizeF size(std::min(room.width(), boxWidth(px, g)), std::min(room.height(), boxHeight(px, g)));
    layout.marks.push_back({0, QRectF(room.center() - QPointF(size.width() / 2, size.height() / 2), size)});
    return layout;
}

int ringCapacity(int k) { return k >= 3 ? 4 * (k - 1) : k == 2 ? 4 : 1; }

std::vector<int> valuesOf(MarkSet marks) {
    std::vector<int> values;
    for (int v = 1; marks != 0 && v <= 32; ++v, marks >>= 1)
        if (marks & 1u) values.push_back(v);
    return values;
}

// The width of each value's place in a row.
qreal placeWidth(int value, int px, const GlyphShape& g, MarkSet discs) {
    return discs & markBit(value) ? std::max(boxWidth(px, g), boxHeight(px, g) * kDiscWidth) : boxWidth(px, g);
}

// `values` in lines, a new line when the next would not fit `room`'s width (and at least one a
// line), each line centred, the block of lines centred vertically; a value that would go past the
// last line that fits makes the last place the ellipsis. Returns how many lines it took (more than
// `maxLines`: did not fit).
MarkLayout rows(const QRectF& room, const std::vector<int>& values, int px, const GlyphShape& g, MarkSet discs,
                int maxLines) {
    MarkLayout layout;
    layout.pixelSize = px;
    const qreal h = boxHeight(px, g);
    std::vector<std::vector<std::pair<int, qreal>>> lines(1);
    qreal used = 0;
    for (int value : values) {
        const qreal w = placeWidth(value, px, g, discs);
        if (!lines.back().empty() && used + w > room.width() + 0.01) {
            lines.emplace_back();
            used = 0;
        }
        lines.back().emplace_back(value, w);
        used += w;
    }
    if (static_cast<int>(lines.size()) > maxLines) {
        lines.resize(static_cast<std::size_t>(std::max(1, maxLines)));
        auto& last = lines.back();
        last.back() = {0, boxWidth(px, g)}; // the ellipsis in the last place
    }
    const qreal top = room.center().y() - static_cast<qreal>(lines.size()) * h / 2;
    for (std::size_t l = 0; l < lines.size(); ++l) {
        qreal width = 0;
        for (const auto& [value, w] : lines[l]) width += w;
        qreal x = room.center().x() - width / 2;
        for (const auto& [value, w] : lines[l]) {
            layout.marks.push_back({value, QRectF(x, top + static_cast<qreal>(l) * h, w, h)});
            x += w;
        }
    }
    return layout;
}

} // namespace

bool MarkLayout::elided() const {
    return std::any_of(marks.begin(), marks.end(), [](const PlacedMark& m) { return m.value == 0; });
}

QRectF MarkLayout::boxOf(int value) const {
    for (const PlacedMark& m : marks)
        if (m.value == value) return m.box;
    return {};
}

MarkLayout layoutCornerMarks(const QRectF& cell, const CornerMarks& corner, const MarkSizing& sizing) {
    MarkLayout layout;
    const int n = corner.size();
    if (n == 0) return layout;
    const GlyphShape& g = sizing.glyph;
    const qreal size = std::min(cell.width(), cell.height());
    const qreal pad = padOf(size), inner = size - 2 * pad;
    int k = 3;
    while (ringCapacity(k) < n) ++k;
    // The largest font whose boxes fit k a side.
    const auto fitting = [&](int sides) {
        return static_cast<int>(
            std::min(inner / sides / (g.inkHeight * kBoxHeight), inner / sides / (g.advance * kBoxWidth)));
    };
    int px = std::min(static_cast<int>(size * kCornerShare), fitting(k));
    if (px < sizing.minPixels) {
        px = sizing.minPixels;
        // As many places a side as fit at the minimum size; not even one: the ellipsis alone.
        while (k > 1 && fitting(k) < px) --k;
        if (fitting(k) < px) return ellipsisOnly(cell.adjusted(pad, pad, -pad, -pad), px, g);
    }
    layout.pixelSize = px;
    const qreal w = boxWidth(px, g), h = boxHeight(px, g);
    const int capacity = ringCapacity(k);
    const bool elide = n > capacity;
    const int shown = elide ? capacity : n;
    const std::vector<std::pair<int, int>> places =
        k >= 3   ? ringOrder(k)
        : k == 2 ? std::vector<std::pair<int, int>>{{0, 0}, {0, 1}, {1, 0}, {1, 1}}
                 : std::vector<std::pair<int, int>>{{0, 0}};
    const qreal left = cell.left() + pad, top = cell.top() + pad;
    const qreal stepX = k > 1 ? (inner - w) / (k - 1) : 0, stepY = k > 1 ? (inner - h) / (k - 1) : 0;
    for (int i = 0; i < shown; ++i) {
        const auto [row, col] = places[static_cast<std::size_t>(i)];
        const int value = elide && i == shown - 1 ? 0 : corner.at(i);
        layout.marks.push_back({value, QRectF(left + col * stepX, top + row * stepY, w, h)});
    }
    return layout;
}

QRectF centreRoom(const QRectF& cell, const MarkLayout& corner) {
    const qreal size = std::min(cell.width(), cell.height());
    const qreal pad = padOf(size);
    if (corner.empty()) return cell.adjusted(pad, pad, -pad, -pad);
    // The band the corner marks take along the top and bottom edges (both, so the room stays centred),
    // and along the sides once one of them is in the middle of a side.
    qreal band = pad, sideBand = pad;
    for (const PlacedMark& m : corner.marks) band = std::max(band, m.box.height() + pad * 1.25);
    const qreal topBand = cell.top() + band, bottomBand = cell.bottom() - band;
    for (const PlacedMark& m : corner.marks)
        if (m.box.top() >= topBand - 0.5 && m.box.bottom() <= bottomBand + 0.5)
            sideBand = std::max(sideBand, m.box.width() + pad * 1.5);
    QRectF room = cell.adjusted(sideBand, band, -sideBand, -band);
    if (room.width() < 1 || room.height() < 1) room = QRectF(cell.center(), QSizeF(1, 1));
    return room;
}

MarkLayout layoutCentreFixed(const QRect& room, MarkSet marks, Shape shape, const MarkSizing& sizing, MarkSet discs) {
    MarkLayout layout;
    if (marks == 0) return layout;
    const auto [rows, cols] = render::markGridFor(shape);
    // The spot of value 1 (BoardGeometry::markRect's integer arithmetic), for the size of them all.
    const int spotW = room.width() / cols, spotH = room.height() / rows;
    const int fill = shape.size() >= 16 ? 95 : 78;
    const int px = std::min(spotH * fill / 100, static_cast<int>(spotW / (sizing.glyph.advance * 1.05)));
    if (px < sizing.minPixels) // spots too small to read: the marks in reading order, at the minimum size
        return layoutCentreRow(QRectF(room), marks, sizing.minPixels, sizing, discs);
    layout.pixelSize = px;
    for (int v : valuesOf(marks)) {
        const int i = v - 1, r = i / cols, c = i % cols;
        if (r >= rows) break;
        const int x0 = room.x() + room.width() * c / cols, x1 = room.x() + room.width() * (c + 1) / cols;
        const int y0 = room.y() + room.height() * r / rows, y1 = room.y() + room.height() * (r + 1) / rows;
        layout.marks.push_back({v, QRectF(x0, y0, x1 - x0, y1 - y0)});
    }
    return layout;
}

MarkLayout layoutCentreRow(const QRectF& room, MarkSet marks, int maxPixels, const MarkSizing& sizing, MarkSet discs) {
    const std::vector<int> values = valuesOf(marks);
    const int n = static_cast<int>(values.size());
    if (n == 0) return {};
    const GlyphShape& g = sizing.glyph;
    const auto widthAt = [&](int px) {
        qreal total = 0;
        for (int v : values) total += placeWidth(v, px, g, discs);
        return total;
    };
    // The largest font for `lines` lines: the widths scale with the font, so from the width at 100 px.
    const qreal width100 = widthAt(100);
    qreal widest = 0;
    for (int v : values) widest = std::max(widest, placeWidth(v, 100, g, discs) / 100);
    const auto largest = [&](int lines) {
        // Lines are filled one place at a time, so each may end up to a place short: room for the
        // widest place more on each line keeps them to `lines` lines.
        const qreal perLine = width100 / 100 / lines + (lines > 1 ? widest : 0);
        return static_cast<int>(std::min({static_cast<qreal>(maxPixels), room.width() / perLine,
                                          room.height() / (lines * g.inkHeight * kBoxHeight)}));
    };
    // One line while its font is at least the minimum; else the number of lines with the largest font
    // (rows() then breaks the lines where the places run out).
    int px = largest(1);
    if (px < sizing.minPixels)
        for (int lines = 2; lines <= n; ++lines) px = std::max(px, largest(lines));
    if (px >= sizing.minPixels) return rows(room, values, px, g, discs, n);
    // Not all of them fit at the minimum size: as many as do, and the ellipsis.
    px = sizing.minPixels;
    const int lineCount = static_cast<int>(room.height() / boxHeight(px, g));
    if (lineCount < 1 || room.width() < boxWidth(px, g)) return ellipsisOnly(room, px, g);
    return rows(room, values, px, g, discs, lineCount);
}

QRectF discOf(const QRectF& box) {
    const qreal h = box.height() - 1, w = std::min(box.width(), box.height() * kDiscWidth) - 1;
    return QRectF(box.center().x() - w / 2, box.center().y() - h / 2, w, h);
}

} // namespace qudoku::ui
