#include "board/boardwidget.h"

#include <QApplication>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

#include "board/boardaccessible.h"
#include "board/boardcolors.h"
#include "board/hintpainter.h"
#include "render/rules_drawing.h"
#include "board/boardpainter.h"
#include "board/boardinput.h"
#include "board/keyinput.h"
#include "game/game.h"

namespace qudoku::ui {

BoardWidget::BoardWidget(Game* game, QWidget* parent) : QWidget(parent), game_(game), input_(new BoardInput(game, this)) {
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
    connect(input_, &BoardInput::changed, this, qOverload<>(&QWidget::update));
    connect(input_, &BoardInput::cursorChanged, this, &BoardWidget::selectionChanged);
    connect(input_, &BoardInput::modeChanged, this, [this](Layer mode) {
        emit modeChanged(mode);
        emit pencilModeChanged(mode == Layer::Centre);
    });
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

int BoardWidget::selectedCell() const { return input_->cursor(); }

void BoardWidget::setSelectedCell(int cell) { input_->select(cell); }

std::vector<int> BoardWidget::selectedCells() const { return input_->selection().cells(); }

Layer BoardWidget::mode() const { return input_->mode(); }

void BoardWidget::setMode(Layer mode) { input_->setMode(mode); }

void BoardWidget::setCentreStyle(CentreStyle style) {
    if (style == centreStyle_) return;
    centreStyle_ = style;
    update();
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

std::vector<int> BoardWidget::peerCells() const { return game_->houses().peersOf(selectedCell()); }

std::vector<int> BoardWidget::sameValueCells() const {
    std::vector<int> cells;
    const int v = game_->value(selectedCell());
    if (v != 0)
        for (int c = 0; c < game_->cellCount(); ++c)
            if (game_->value(c) == v) cells.push_back(c);
    return cells;
}

BoardGeometry BoardWidget::boardGeometry() const { return boardGeometryIn(contentsRect()); }

BoardGeometry BoardWidget::boardGeometryIn(const QRect& contents) const {
    BoardGeometry g(game_->shape(), contents, game_->rules().hasBoxes(), render::outsideMargin(game_->rules()));
    g.setCageSumCells(render::cageSumCells(game_->rules()));
    return g;
}

void BoardWidget::enterValue(int value) {
    if (!game_->isPaused()) input_->padDigit(value, QGuiApplication::keyboardModifiers() & Qt::AltModifier);
}

void BoardWidget::eraseSelected() { input_->erase(); }

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
    const int across = n + 2 * render::outsideMargin(game_->rules()); // room for clues outside the grid
    return QSize(across * cell + lines, across * cell + lines);
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
    const BoardView board = view();
    paintBoard(painter, geometry, colors, board); // the hint overlay too (board.overlay)
    if (!bannerTitle_.isEmpty()) paintCard(painter, geometry, colors, bannerTitle_, bannerDetail_, colors.hints.placed);
}

void BoardWidget::setHintOverlay(HintOverlay overlay) {
    if (overlay == overlay_) return;
    overlay_ = std::move(overlay);
    update();
    emit hintOverlayChanged();
}

void BoardWidget::clearHintOverlay() { setHintOverlay({}); }

BoardView BoardWidget::view() const {
    BoardView view;
    view.game = game_;
    view.selected = input_->cursor();
    view.selection = input_->selection().cells();
    view.focused = hasFocus();
    view.mode = input_->mode();
    view.stickyDigit = input_->stickyDigit();
    view.filterDigit = input_->filterDigit();
    view.filterBivalue = input_->bivalueFilter();
    view.centreStyle = centreStyle_;
    view.overlay = &overlay_;
    view.highlighting = highlighting_;
    return view;
}

bool BoardWidget::event(QEvent* event) {
    // Tab would move the focus on (QWidget::event does it before keyPressEvent): on the board it cycles
    // the modes, as in SudokuPad; Ctrl+Tab still leaves.
    if (event->type() == QEvent::KeyPress && !game_->isPaused()) {
        auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && !(key->modifiers() & Qt::ControlModifier)) {
            input_->cycleMode(key->key() == Qt::Key_Backtab || (key->modifiers() & Qt::ShiftModifier) ? -1 : 1);
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    if (game_->isPaused()) { // the position is hidden: no moves, no wandering selection
        QWidget::keyPressEvent(event);
        return;
    }
    // Esc reaches the board only when the window has nothing to cancel or dismiss (its actions are off).
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier && input_->escape()) {
        event->accept();
        return;
    }
    // A held key's repeats are not the second key of a number (a held 1 stays 1, not 11).
    const auto typed = event->isAutoRepeat() ? std::nullopt : typedDigit(*event);
    if (!input_->key(interpretKey(*event, game_->size(), game_->alphabet()), typed)) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (game_->isPaused()) {
        if (event->button() == Qt::LeftButton) emit resumeRequested();
        event->accept();
        return;
    }
    const BoardGeometry g = boardGeometry();
    const QPoint pos = event->position().toPoint();
    const int cell = g.cellAt(pos);
    if (cell < 0 || (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    // The mark the player sees under the pointer (in a centred row, or beside corner marks, it is not
    // in its fixed spot).
    const int mark = centreMarkAt(g, BoardColors::fromPalette(palette()), view(), font(), cell, pos);
    input_->press(cell, mark, event->button(), event->modifiers());
    event->accept();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    if ((event->buttons() & Qt::LeftButton) && !game_->isPaused()) input_->drag(boardGeometry().cellAt(event->position().toPoint()));
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    input_->release();
    QWidget::mouseReleaseEvent(event);
}

void BoardWidget::mouseDoubleClickEvent(QMouseEvent* event) {
    const int cell = boardGeometry().cellAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && !game_->isPaused() && cell >= 0) {
        input_->doubleClick(cell);
        event->accept();
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
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
    bannerTitle_.clear();
    bannerDetail_.clear();
    if (!overlay_.isEmpty()) {
        overlay_ = {}; // it was about another grid (maybe of another size)
        emit hintOverlayChanged();
    }
    updateGeometry();
    update();
}

} // namespace qudoku::ui
