#include "board/boardpainter.h"

#include <QFont>
#include <QPainterPath>

#include <algorithm>

#include "board/strokes.h"
#include "game/game.h"

namespace qudoku::ui {

namespace {

// Per-cell highlight flags, computed once per paint.
struct Highlights {
    std::vector<char> peer, sameValue, conflictHouse, conflictCell, wrong;
};

// `selection`: the peer and same-value highlights of the selected cell (left out under a hint).
Highlights highlights(const Game& game, int selected, bool selection, const Highlighting& shown) {
    const int cells = game.cellCount();
    Highlights h{std::vector<char>(cells, 0), std::vector<char>(cells, 0), std::vector<char>(cells, 0),
                 std::vector<char>(cells, 0), std::vector<char>(cells, 0)};
    if (selection && selected >= 0 && selected < cells) {
        if (shown.peers)
            for (int p : game.houses().peersOf(selected)) h.peer[p] = 1;
        const int v = game.value(selected);
        if (v != 0 && shown.sameValue)
            for (int c = 0; c < cells; ++c) h.sameValue[c] = game.value(c) == v;
    }
    const auto& houses = game.houses().all();
    const std::vector<Conflict> none;
    for (const Conflict& conflict : shown.conflicts ? game.conflicts() : none) {
        for (const House& house : houses)
            if (house.kind == conflict.kind && house.index == conflict.houseIndex)
                for (int c : house.cells) h.conflictHouse[c] = 1;
        h.conflictCell[conflict.first] = h.conflictCell[conflict.second] = 1;
    }
    for (int c : game.wrongCells()) h.wrong[c] = 1;
    return h;
}

QColor cellBackground(const BoardColors& colors, const Highlights& h, int cell, int selected) {
    if (cell == selected) return h.conflictCell[cell] ? mix(colors.selected, colors.conflictCell, 0.5) : colors.selected;
    if (h.conflictCell[cell]) return colors.conflictCell;
    if (h.sameValue[cell]) return colors.sameValue;
    if (h.peer[cell] && h.conflictHouse[cell]) return mix(colors.peer, colors.conflictHouse, 0.5);
    if (h.peer[cell]) return colors.peer;
    if (h.conflictHouse[cell]) return colors.conflictHouse;
    return colors.background;
}

// The hint's tint of each cell (invalid: none): the area, then cover and link houses.
std::vector<QColor> hintTints(const Game& game, const HintOverlay& overlay, const HintColors& colors) {
    std::vector<QColor> tints(game.cellCount());
    const auto& houses = game.houses().all();
    for (const logic::HouseMark& house : overlay.houses) {
        if (house.house < 0 || house.house >= static_cast<int>(houses.size())) continue;
        const QColor tint = house.role == logic::Role::Cover  ? colors.coverTint
                            : house.role == logic::Role::Link ? colors.linkTint
                                                              : QColor();
        if (tint.isValid())
            for (int cell : houses[house.house].cells) tints[cell] = tint;
    }
    for (int cell : overlay.areaCells)
        tints[cell] = tints[cell].isValid() ? mix(tints[cell], colors.areaTint, 0.6) : colors.areaTint;
    return tints;
}

void paintGridLines(QPainter& p, const BoardGeometry& g, const BoardColors& colors) {
    const Shape shape = g.shape();
    const int n = shape.size();
    // The frame and box lines are the board's colour showing between boxes; thin lines between cells
    // are a lighter shade showing between cells of a box.
    p.fillRect(g.boardRect(), colors.lines);
    const QColor thin = mix(colors.lines, colors.background, 0.55);
    for (int br = 0; br < n; br += shape.boxRows)
        for (int bc = 0; bc < n; bc += shape.boxCols) {
            const QRect first = g.cellRect(shape.cellAt(br, bc));
            const QRect last = g.cellRect(shape.cellAt(br + shape.boxRows - 1, bc + shape.boxCols - 1));
            p.fillRect(QRect(first.topLeft(), last.bottomRight()), thin);
        }
}

void paintValue(QPainter& p, const QRect& rect, const CellState& state, const BoardColors& colors, Alphabet alphabet,
                bool conflict) {
    QFont font = p.font();
    font.setPixelSize(std::max(6, rect.height() * 62 / 100));
    font.setWeight(state.given ? QFont::Bold : QFont::Normal);
    const bool byComputer = state.byComputer && !state.given;
    font.setItalic(byComputer);
    p.setFont(font);
    p.setPen(state.given ? colors.given : byComputer ? colors.computer : colors.player);
    p.drawText(rect, Qt::AlignCenter, symbolText(state.value, alphabet));
    if (conflict) {
        // Not colour alone: a bar under the digit (and the cell's outline, drawn by the caller).
        const int w = rect.width() * 45 / 100, thick = std::max(2, rect.height() / 16);
        p.fillRect(QRect(rect.center().x() - w / 2, rect.bottom() - rect.height() * 16 / 100, w, thick),
                   colors.conflictMark);
    }
}

void paintMarks(QPainter& p, const BoardGeometry& g, int cell, MarkSet marks, const BoardColors& colors,
                Alphabet alphabet, int selectedValue) {
    const int n = g.shape().size();
    QFont font = p.font();
    const QRect probe = g.markRect(cell, 1);
    // Big grids have tiny mark spots: fill more of them so letters stay legible.
    const int fill = n >= 16 ? 95 : 78;
    font.setPixelSize(std::max(5, std::min(probe.height(), probe.width()) * fill / 100));
    font.setWeight(QFont::Normal);
    p.setFont(font);
    for (int v = 1; v <= n; ++v) {
        if (!(marks & markBit(v))) continue;
        const QRect r = g.markRect(cell, v);
        if (v == selectedValue) {
            p.fillRect(r.adjusted(1, 1, -1, -1), colors.sameValue);
            p.setPen(colors.given);
        } else {
            p.setPen(colors.pencil);
        }
        p.drawText(r, Qt::AlignCenter, symbolText(v, alphabet));
    }
}


} // namespace

void paintBlankBoard(QPainter& p, const BoardGeometry& g, const BoardColors& colors) {
    paintGridLines(p, g, colors);
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
    const HintOverlay* overlay = view.overlay && !view.overlay->isEmpty() ? view.overlay : nullptr;
    const Highlights h = highlights(game, view.selected, overlay == nullptr, view.highlighting);
    const int selectedValue = view.selected >= 0 && !overlay ? game.value(view.selected) : 0;
    const int line = std::max(2, g.cellSize() / 14);

    paintGridLines(p, g, colors);
    std::vector<QColor> tints;
    std::vector<char> covered(game.cellCount(), 0); // drawn by the overlay: a placement or a preview digit
    if (overlay) {
        tints = hintTints(game, *overlay, colors.hints);
        for (const logic::CellValue& placed : overlay->placements) covered[placed.cell] = 1;
        for (const logic::CellValue& ghost : overlay->ghosts) covered[ghost.cell] = 1;
        for (const CellAlternative& alternative : overlay->alternatives) covered[alternative.cell] = 1;
    }
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        const QRect rect = g.cellRect(cell);
        QColor background = cellBackground(colors, h, cell, view.selected);
        if (overlay && tints[cell].isValid())
            background = cell == view.selected ? mix(tints[cell], colors.selected, 0.5) : tints[cell];
        p.fillRect(rect, background);
        const CellState& state = game.cell(cell);
        if (state.value != 0) {
            paintValue(p, rect, state, colors, game.alphabet(), h.conflictCell[cell]);
        } else if (!covered[cell]) {
            const MarkSet marks = overlay ? overlay->shownCandidates(cell, state.marks) : state.marks;
            if (marks != 0) paintMarks(p, g, cell, marks, colors, game.alphabet(), selectedValue);
        }
        if (h.conflictCell[cell]) paintOutline(p, rect, colors.conflictMark, line);
        if (h.wrong[cell]) {
            p.setPen(QPen(colors.wrong, line, Qt::SolidLine, Qt::RoundCap));
            const int m = rect.width() / 6;
            p.drawLine(rect.topRight() + QPoint(-m, m), rect.bottomLeft() + QPoint(m, -m));
        }
        if (cell == game.hintCell()) paintOutline(p, rect.adjusted(1, 1, -1, -1), colors.hint, line, Qt::DashLine);
    }
    if (view.selected >= 0 && view.focused) {
        // On the cell's border, half of it over the grid line, so it stays clear of the pencil marks
        // (inside the cell it covered the outer marks' digits: the "1" of a cell Fix this first had
        // selected); inside a clashing cell's red outline, so both stay visible (that cell holds a digit).
        const QRect cell = g.cellRect(view.selected);
        const int half = line / 2;
        const QRect frame = h.conflictCell[view.selected] ? cell.adjusted(line, line, -line, -line)
                                                          : cell.adjusted(-half, -half, line - half, line - half);
        paintOutline(p, frame, colors.focusFrame, line, view.mode != Layer::Digit ? Qt::DotLine : Qt::SolidLine);
    }
}

} // namespace qudoku::ui
