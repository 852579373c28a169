#include "window/boardlayout.h"

#include <QWidget>

#include <algorithm>
#include <cmath>

#include "board/boardgeometry.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "window/numberpad.h"

namespace qudoku::ui {

BoardLayout::BoardLayout(BoardWidget* board, NumberPad* pad, QWidget* below, QWidget* side, QWidget* parent)
    : QLayout(parent), board_(board), pad_(pad), below_(below) {
    setContentsMargins(8, 8, 8, 8);
    addWidget(board);
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
    const int side = BoardGeometry(board_->game()->shape(), QRect(0, 0, low, low)).boardRect().width();
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

QRect BoardLayout::visibleArea() const {
    const QWidget* w = parentWidget();
    const QWidget* viewport = w ? w->parentWidget() : nullptr;
    if (viewport && viewport->objectName() == QLatin1String("qt_scrollarea_viewport")) return viewport->rect();
    return geometry();
}

// The board's side at the zoom: fitted to the visible area, then scaled, never below its minimum.
int BoardLayout::zoomedSide(const QRect& rect) const {
    const int fitted = fit(rect).board;
    const int side = static_cast<int>(std::lround(fitted * zoom_));
    const int cells = std::max(1, board_->game()->size());
    const int snapped = BoardGeometry(board_->game()->shape(), QRect(0, 0, side, side)).boardRect().width();
    return std::max({snapped, board_->minimumSizeHint().width(), cells});
}

QSize BoardLayout::unzoomedMinimumSize() const {
    const QMargins m = contentsMargins();
    const int side = board_->minimumSizeHint().width();
    const int height = std::max(side, pad_->heightFor(buttonFor(side)));
    return {widthFor(side) + m.left() + m.right(), height + m.top() + m.bottom()};
}

QSize BoardLayout::minimumSize() const {
    if (zoom_ > 1.0) { // the zoomed board makes the scroll area scroll
        const QMargins m = contentsMargins();
        const int side = zoomedSide(visibleArea());
        return QSize(widthFor(side) + m.left() + m.right(), std::max(side, pad_->heightFor(buttonFor(side))) + m.top() + m.bottom())
            .expandedTo(unzoomedMinimumSize());
    }
    return unzoomedMinimumSize();
}

void BoardLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    if (items_.size() < 2) return;
    Fit f = fit(rect);
    if (std::abs(zoom_ - 1.0) > 1e-6) {
        const int side = zoomedSide(zoom_ > 1.0 ? visibleArea() : rect);
        f = {side, buttonFor(side), widthFor(side)};
    }
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int x = area.x() + std::max(0, area.width() - f.width) / 2;
    const int y = area.y() + std::max(0, area.height() - f.board) / 2;
    pad_->setButtonSide(f.button);
    items_[0]->setGeometry(QRect(x, y, f.board, f.board));
    items_[1]->setGeometry(QRect(x + f.board + kGap, y, f.width - f.board - kGap, f.board));
}

} // namespace qudoku::ui
