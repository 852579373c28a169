#include "window/boardlayout.h"

#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <cmath>

#include "board/boardgeometry.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "window/numberpad.h"

namespace qudoku::ui {

BoardLayout::BoardLayout(BoardWidget* board, NumberPad* pad, QWidget* below, QWidget* side, QWidget* parent)
    : QLayout(parent), board_(board), viewport_(new QScrollArea(parent)), pad_(pad), below_(below) {
    setContentsMargins(8, 8, 8, 8);
    viewport_->setObjectName(QStringLiteral("boardViewport"));
    viewport_->setFrameShape(QFrame::NoFrame);
    viewport_->setFocusPolicy(Qt::NoFocus); // the board has the keys, never its viewport
    viewport_->setAlignment(Qt::AlignCenter);
    viewport_->setWidgetResizable(false); // the layout sizes the board
    viewport_->setWidget(board);
    addWidget(viewport_);
    addWidget(side);
}

BoardLayout::~BoardLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void BoardLayout::addItem(QLayoutItem* item) { items_.append(item); }
QLayoutItem* BoardLayout::itemAt(int index) const { return items_.value(index); }
QLayoutItem* BoardLayout::takeAt(int index) { return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr; }
int BoardLayout::count() const { return static_cast<int>(items_.size()); }

// A pad button a little smaller than a cell on 9×9 and smaller boards, a little larger than a cell on
// the big ones (whose cells are small), within [kMinButton, kMaxButton].
int BoardLayout::buttonFor(int boardSide) const {
    const int n = board_->game()->size();
    const double cell = static_cast<double>(boardSide) / n;
    const double factor = n > 9 ? 1.15 : 0.85;
    return std::clamp(static_cast<int>(std::lround(cell * factor)), kMinButton, kMaxButton);
}

int BoardLayout::widthFor(int boardSide) const {
    const int below = below_ && !below_->isHidden() ? below_->minimumSizeHint().width() : 0;
    const int side = std::max(pad_->widthFor(buttonFor(boardSide)), below);
    return boardSide + kGap + side;
}

BoardLayout::Fit BoardLayout::fit(const QRect& rect) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int minimum = board_->minimumSizeHint().width();
    // The largest square that fits the height and leaves the pad its width (monotone: bisect).
    int low = minimum, high = std::max(minimum, area.height());
    while (low < high) {
        const int mid = (low + high + 1) / 2;
        if (widthFor(mid) <= area.width()) low = mid;
        else high = mid - 1;
    }
    // The grid itself: whole cells leave up to a cell's width of the square unused, which would open a
    // gap between the board and the pad (22 px on a 25×25 at 1580×950).
    const int side = board_->boardGeometryIn(QRect(0, 0, low, low)).outerRect().width();
    return {side, buttonFor(side), widthFor(side)};
}

int BoardLayout::spareWidth() const {
    const QRect area = geometry().marginsRemoved(contentsMargins());
    return area.width() - widthFor(std::max(board_->minimumSizeHint().width(), area.height()));
}

QSize BoardLayout::sizeHint() const {
    const QMargins m = contentsMargins();
    const int side = board_->sizeHint().width();
    return {widthFor(side) + m.left() + m.right(), side + m.top() + m.bottom()};
}

void BoardLayout::setZoom(double zoom) {
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (std::abs(zoom - zoom_) < 1e-6) return;
    zoom_ = zoom;
    invalidate();
    if (QWidget* w = parentWidget()) w->updateGeometry();
}

// The board's side at the zoom: fitted to the visible area, then scaled, never below its minimum.
int BoardLayout::zoomedSide(const QRect& rect) const {
    const int fitted = fit(rect).board;
    const int side = static_cast<int>(std::lround(fitted * zoom_));
    const int cells = std::max(1, board_->game()->size());
    const int snapped = board_->boardGeometryIn(QRect(0, 0, side, side)).outerRect().width();
    return std::max({snapped, board_->minimumSizeHint().width(), cells});
}

QSize BoardLayout::unzoomedMinimumSize() const {
    const QMargins m = contentsMargins();
    const int side = board_->minimumSizeHint().width();
    const int height = std::max(side, pad_->heightFor(buttonFor(side)));
    return {widthFor(side) + m.left() + m.right(), height + m.top() + m.bottom()};
}

QSize BoardLayout::minimumSize() const { return unzoomedMinimumSize(); }

// Zoomed out, the board and its viewport are one square, smaller than the fitted one, centred with
// the pad. Zoomed in, the pad keeps its fitted place and size, and the viewport takes the room beside
// it up to the zoomed board's size (the whole height, and the width the pad leaves), centred in what
// it does not fill; the board inside scrolls.
void BoardLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    if (items_.size() < 2) return;
    const QRect area = rect.marginsRemoved(contentsMargins());
    const Fit fitted = fit(rect);
    const int zoomed = std::abs(zoom_ - 1.0) > 1e-6 ? zoomedSide(rect) : fitted.board;
    board_->resize(zoomed, zoomed);
    if (zoomed <= fitted.board) { // the pad scales with the board, beside it
        const int width = widthFor(zoomed);
        const int x = area.x() + std::max(0, area.width() - width) / 2;
        const int y = area.y() + std::max(0, area.height() - zoomed) / 2;
        pad_->setButtonSide(buttonFor(zoomed));
        items_[0]->setGeometry(QRect(x, y, zoomed, zoomed));
        items_[1]->setGeometry(QRect(x + zoomed + kGap, y, width - zoomed - kGap, zoomed));
        return;
    }
    pad_->setButtonSide(fitted.button);
    const int sideWidth = fitted.width - fitted.board - kGap;
    int viewW = zoomed, viewH = zoomed;
    {
        const int bar = viewport_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, viewport_);
        const int roomW = std::max(fitted.board, area.width() - kGap - sideWidth);
        const int roomH = std::max(fitted.board, area.height());
        // A bar across takes height and a bar down takes width: each appears when the other dimension
        // does not fit.
        viewW = std::min(roomW, zoomed + (zoomed > roomH ? bar : 0));
        viewH = std::min(roomH, zoomed + (zoomed > roomW ? bar : 0));
    }
    const int width = viewW + kGap + sideWidth;
    const int x = area.x() + std::max(0, area.width() - width) / 2;
    const int y = area.y() + std::max(0, area.height() - viewH) / 2;
    items_[0]->setGeometry(QRect(x, y, viewW, viewH));
    items_[1]->setGeometry(QRect(x + viewW + kGap, y, sideWidth, viewH));
}

void BoardLayout::ensureVisible(const QRect& rect) {
    if (zoom_ <= 1.0) return;
    viewport_->ensureVisible(rect.center().x(), rect.center().y(), rect.width() / 2 + 4, rect.height() / 2 + 4);
}

} // namespace qudoku::ui
