#include "window/besideboard.h"

#include <QScreen>
#include <QWidget>

#include <algorithm>

#include "board/boardwidget.h"

namespace qudoku::ui {

void placeBesideBoard(QWidget* dialog, const BoardWidget* board, const QWidget* window) {
    const QRect grid = board->boardGeometry().boardRect();
    const QRect onScreen(board->mapToGlobal(grid.topLeft()), grid.size());
    const QRect frame(window->mapToGlobal(QPoint(0, 0)), window->size());
    const QRect screen = board->screen()->availableGeometry();
    const QSize size = dialog->frameSize();
    const int top = std::clamp(onScreen.top() + onScreen.height() / 3, screen.top(), screen.bottom() - size.height());
    constexpr int gap = 16;
    if (frame.right() - gap - size.width() >= onScreen.right() + gap)
        dialog->move(frame.right() - gap - size.width(), top);
    else if (onScreen.right() + gap + size.width() <= screen.right())
        dialog->move(onScreen.right() + gap, top);
}

} // namespace qudoku::ui
