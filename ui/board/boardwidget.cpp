#include "board/boardwidget.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

#include "board/boardaccessible.h"
#include "board/boardcolors.h"
#include "board/hintpainter.h"
#include "board/boardpainter.h"
#include "board/keyinput.h"
#include "game/game.h"

namespace qudoku::ui {

BoardWidget::BoardWidget(Game* game, QWidget* parent) : QWidget(parent), game_(game) {
    attachBoardAccessibility(this); // screen readers: the board as a table of cells (board/boardaccessible.h)
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Sudoku board"));
    connect(game_, &Game::changed, this, [this] {
        if (!bannerTitle_.isEmpty() && game_->revision() != bannerRevision_) clearBanner();
        update();
    });
    connect(game_, &Game::puzzleReplaced, this, &BoardWidget::onPuzzleReplaced);
    connect(game_, &Game::pausedChanged, this, qOverload<>(&QWidget::update));
}

void BoardWidget::setBanner(const QString& title, const QString& detail) {
    bannerTitle_ = title;
    bannerDetail_ = detail;
    bannerRevision_ = game_->revision();
    update();
}

void BoardWidget::clearBanner() {
    if (bannerTitle_.isEmpty()) return;
    bannerTitle_.clear();
    bannerDetail_.clear();
    update();
}

void BoardWidget::setSelectedCell(int cell) {
    cell = std::clamp(cell, 0, game_->cellCount() - 1);
    if (cell == selected_) return;
    selected_ = cell;
    update();
    emit selectionChanged(selected_);
}

void BoardWidget::setPencilMode(bool on) {
    if (on == pencilMode_) return;
    pencilMode_ = on;
    update();
    emit pencilModeChanged(on);
}

void BoardWidget::setHighlighting(const Highlighting& highlighting) {
    if (highlighting == highlighting_) return;
    highlighting_ = highlighting;
    update();
}

std::vector<int> BoardWidget::conflictCells() const { return game_->conflictCells(); }

std::vector<int> BoardWidget::conflictHouseCells() const {
    std::vector<int> cells;
    for (const Conflict& conflict : game_->conflicts())
        for (const House& house : game_->houses().all())
            if (house.kind == conflict.kind && house.index == conflict.houseIndex)
                cells.insert(cells.end(), house.cells.begin(), house.cells.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

std::vector<int> BoardWidget::peerCells() const { return game_->houses().peersOf(selected_); }

std::vector<int> BoardWidget::sameValueCells() const {
    std::vector<int> cells;
    const int v = game_->value(selected_);
    if (v != 0)
        for (int c = 0; c < game_->cellCount(); ++c)
            if (game_->value(c) == v) cells.push_back(c);
    return cells;
}

BoardGeometry BoardWidget::boardGeometry() const { return BoardGeometry(game_->shape(), contentsRect()); }

void BoardWidget::enterValue(int value) {
    if (game_->isPaused()) return;
    if (pencilMode_)
        game_->togglePencilMark(selected_, value);
    else
        game_->placeValue(selected_, value);
}

void BoardWidget::eraseSelected() {
    if (!game_->isPaused()) game_->erase(selected_);
}

QSize BoardWidget::sizeHint() const {
    const int side = std::max(450, game_->size() * 40);
    return QSize(side, side);
}

// Cells big enough for their pencil marks to be read: on 9×9 and smaller a mark spot is a third of a
// cell, so 32 px cells give 10 px spots (9 px digits); 12×12 and 16×16 spots are a quarter (28 px cells,
// 7 px); 25×25 a fifth (22 px, about 4 px: only a larger window makes those legible).
QSize BoardWidget::minimumSizeHint() const {
    const int n = game_->size();
    const int cell = n <= 9 ? 32 : n <= 16 ? 28 : 22;
    const int lines = (n / game_->shape().boxRows + 1) * BoardGeometry::kThickLine + n * BoardGeometry::kThinLine;
    return QSize(n * cell + lines, n * cell + lines);
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const BoardColors colors = BoardColors::fromPalette(palette());
    const BoardGeometry geometry = boardGeometry();
    if (game_->isPaused()) {
        paintBlankBoard(painter, geometry, colors);
        paintCard(painter, geometry, colors, tr("Paused"), tr("The clock has stopped. Click the board, or press Pause, to go on."),
                  colors.focusFrame);
        return;
    }
    BoardView view;
    view.game = game_;
    view.selected = selected_;
    view.selection = {selected_};
    view.focused = hasFocus();
    view.mode = pencilMode_ ? Layer::Centre : Layer::Digit;
    view.overlay = &overlay_;
    view.highlighting = highlighting_;
    paintBoard(painter, geometry, colors, view);
    if (!overlay_.isEmpty()) paintHintOverlay(painter, geometry, colors, overlay_, game_->houses(), game_->alphabet());
    if (!bannerTitle_.isEmpty()) paintCard(painter, geometry, colors, bannerTitle_, bannerDetail_, colors.hints.placed);
}

void BoardWidget::setHintOverlay(HintOverlay overlay) {
    if (overlay == overlay_) return;
    overlay_ = std::move(overlay);
    update();
    emit hintOverlayChanged();
}

void BoardWidget::clearHintOverlay() { setHintOverlay({}); }

void BoardWidget::moveSelection(int dx, int dy) {
    const Shape shape = game_->shape();
    const int n = shape.size();
    const int row = std::clamp(shape.rowOf(selected_) + dy, 0, n - 1);
    const int col = std::clamp(shape.colOf(selected_) + dx, 0, n - 1);
    setSelectedCell(shape.cellAt(row, col));
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    using Kind = KeyCommand::Kind;
    if (game_->isPaused()) { // the position is hidden: no moves, no wandering selection
        QWidget::keyPressEvent(event);
        return;
    }
    const KeyCommand command = interpretKey(*event, game_->size(), game_->alphabet());
    const Shape shape = game_->shape();
    const int row = shape.rowOf(selected_);
    switch (command.kind) {
    case Kind::None: QWidget::keyPressEvent(event); return;
    case Kind::Move: moveSelection(command.dx, command.dy); break;
    case Kind::RowStart: setSelectedCell(shape.cellAt(row, 0)); break;
    case Kind::RowEnd: setSelectedCell(shape.cellAt(row, shape.size() - 1)); break;
    case Kind::GridStart: setSelectedCell(0); break;
    case Kind::GridEnd: setSelectedCell(game_->cellCount() - 1); break;
    case Kind::Place: enterValue(command.value); break;
    case Kind::ToggleMark: game_->togglePencilMark(selected_, command.value); break;
    case Kind::Erase: eraseSelected(); break;
    case Kind::TogglePencilMode: setPencilMode(!pencilMode_); break;
    }
    event->accept();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (game_->isPaused()) {
        if (event->button() == Qt::LeftButton) emit resumeRequested();
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const BoardGeometry g = boardGeometry();
    const QPoint pos = event->position().toPoint();
    const int cell = g.cellAt(pos);
    if (cell < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    setSelectedCell(cell);
    // In pencil mode a click on a mark's spot of an empty cell toggles that mark.
    if (pencilMode_ && game_->value(cell) == 0) {
        if (const int v = g.markAt(cell, pos); v != 0) game_->togglePencilMark(cell, v);
    }
    event->accept();
}

void BoardWidget::focusInEvent(QFocusEvent* event) {
    update();
    QWidget::focusInEvent(event);
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void BoardWidget::onPuzzleReplaced() {
    if (selected_ >= game_->cellCount()) selected_ = 0;
    bannerTitle_.clear();
    bannerDetail_.clear();
    if (!overlay_.isEmpty()) {
        overlay_ = {}; // it was about another grid (maybe of another size)
        emit hintOverlayChanged();
    }
    updateGeometry();
    update();
    emit selectionChanged(selected_);
}

} // namespace qudoku::ui
