// The main window's notation and play commands: the input modes and the number pad (the digit tracker,
// the sticky digit), the filters, checkpoints, the way back to the last correct position, restart,
// the timer's visibility and zoom. The board's own input is board/boardinput.h; these connect it to
// the menus, the pad and the status bar.

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QSettings>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

#include "analysis/session.h"
#include "board/boardinput.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "game/gameclock.h"
#include "text/step_text.h"
#include "window/boardlayout.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"

namespace qudoku::ui {

namespace {

const QString kZoomKey = QStringLiteral("board/zoom");
constexpr double kZoomStep = 1.25;

} // namespace

void MainWindow::connectPlay() {
    const GameActions& a = *actions_;
    BoardInput* input = board_->input();
    for (QAction* mode : a.modes())
        connect(mode, &QAction::triggered, this, [this, mode] { board_->setMode(static_cast<Layer>(mode->data().toInt())); });
    connect(input, &BoardInput::modeChanged, this, [this](Layer mode) {
        for (QAction* action : actions_->modes()) action->setChecked(action->data().toInt() == static_cast<int>(mode));
        pad_->setMode(mode);
    });
    connect(input, &BoardInput::stickyDigitChanged, pad_, &NumberPad::setStickyDigit);
    connect(pad_, &NumberPad::valueClicked, board_, &BoardWidget::enterValue);
    connect(a.erase, &QAction::triggered, board_, &BoardWidget::eraseSelected);
    connect(game_, &Game::changed, this, &MainWindow::updatePad);

    // Filters: the digit highlighted (a digit key with nothing selected, Alt+click on the pad) and the
    // bivalue cells; said in the status bar, cleared by Esc.
    connect(a.bivalueFilter, &QAction::toggled, input, &BoardInput::setBivalueFilter);
    connect(a.clearFilters, &QAction::triggered, this, [input] {
        input->setFilterDigit(0);
        input->setBivalueFilter(false);
    });
    connect(input, &BoardInput::filtersChanged, this, [this, input] {
        actions_->bivalueFilter->setChecked(input->bivalueFilter());
        actions_->clearFilters->setEnabled(input->hasFilters());
        updateStatus();
    });
    a.clearFilters->setEnabled(false);

    // Checkpoints, the way back, restart.
    connect(a.setCheckpoint, &QAction::triggered, this, [this] {
        game_->setCheckpoint();
        const Checkpoint& kept = game_->checkpoints().back();
        showMessage(tr("Checkpoint %1 set at %2, after %n move(s): Play → Back to Checkpoint returns to it.", "", kept.moves)
                        .arg(game_->checkpoints().size())
                        .arg(formatElapsed(kept.elapsedMs)));
    });
    connect(checkpointMenu_, &QMenu::aboutToShow, this, &MainWindow::fillCheckpointMenu);
    connect(game_, &Game::checkpointsChanged, this, [this] { checkpointMenu_->setEnabled(!game_->checkpoints().empty()); });
    checkpointMenu_->setEnabled(false);
    connect(a.backToCorrect, &QAction::triggered, this, &MainWindow::backToLastCorrect);
    connect(a.restart, &QAction::triggered, this, [this] {
        if (game_->restart()) showMessage(tr("Restarted: the puzzle as given. Undo brings your game back."));
    });

    // The timer (hidden or not) and zoom.
    connect(a.hideTimer, &QAction::toggled, this, [this](bool on) {
        preferences_.hideTimer = on;
        preferences_.save();
        updateStatus();
    });
    connect(a.zoomIn, &QAction::triggered, this, [this] { setZoom(boardLayout_->zoom() * kZoomStep); });
    connect(a.zoomOut, &QAction::triggered, this, [this] { setZoom(boardLayout_->zoom() / kZoomStep); });
    connect(a.zoomReset, &QAction::triggered, this, [this] { setZoom(1.0); });
    connect(board_, &BoardWidget::selectionChanged, this, [this](int cell) {
        if (boardLayout_->zoom() <= 1.0) return;
        const QRect rect = board_->boardGeometry().cellRect(cell);
        const QPoint centre = board_->mapTo(scroll_->widget(), rect.center());
        scroll_->ensureVisible(centre.x(), centre.y(), rect.width(), rect.height()); // the cursor stays in sight
    });
    setZoom(QSettings().value(kZoomKey, 1.0).toDouble());
}

// The digit tracker: how many of each symbol are still to place.
void MainWindow::updatePad() {
    std::vector<int> missing(static_cast<std::size_t>(game_->size()), game_->size());
    for (int cell = 0; cell < game_->cellCount(); ++cell)
        if (const int v = game_->value(cell); v != 0) --missing[static_cast<std::size_t>(v - 1)];
    for (int& left : missing) left = std::max(0, left);
    pad_->setMissing(missing);
}

void MainWindow::fillCheckpointMenu() {
    checkpointMenu_->clear();
    const auto& kept = game_->checkpoints();
    for (std::size_t i = 0; i < kept.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const QString key = number < 10 ? QStringLiteral("&%1").arg(number) : QString::number(number);
        QAction* action = checkpointMenu_->addAction(
            tr("%1  at %2, after %n move(s)", "", kept[i].moves).arg(key, formatElapsed(kept[i].elapsedMs)));
        connect(action, &QAction::triggered, this, [this, i] {
            if (game_->backToCheckpoint(static_cast<int>(i)))
                showMessage(tr("Back to checkpoint %1. Undo returns to where you were.").arg(i + 1));
        });
    }
}

// Undo to just before the first move that put a wrong digit or took the true digit out of a cell's
// centre marks: the solution is known to the analysis session (one solution only). A hint, for the
// statistics.
void MainWindow::backToLastCorrect() {
    const FactsPtr facts = session_->facts();
    if (!facts || !facts->isUnique()) {
        showMessage(facts && facts->hasSeveral() ? tr("This puzzle has more than one solution: no move can be called wrong.")
                                                 : tr("The solution is not known yet: try again in a moment."));
        return;
    }
    const int first = game_->firstBreakingMove(facts->solution());
    if (first < 0) {
        showMessage(tr("No wrong digit and no lost candidate so far: nothing to undo."));
        return;
    }
    const QString what = game_->undoStack()->text(first);
    game_->undoStack()->setIndex(first);
    game_->countHint();
    showMessage(tr("Back to the last correct position, before “%1”. Redo goes forward again.").arg(what));
}

void MainWindow::setZoom(double zoom) {
    zoom = std::clamp(zoom, BoardLayout::kMinZoom, BoardLayout::kMaxZoom);
    if (std::abs(zoom - 1.0) < 0.02) zoom = 1.0;
    boardLayout_->setZoom(zoom);
    QSettings().setValue(kZoomKey, zoom);
    actions_->zoomIn->setEnabled(zoom < BoardLayout::kMaxZoom);
    actions_->zoomOut->setEnabled(zoom > BoardLayout::kMinZoom);
    actions_->zoomReset->setEnabled(zoom != 1.0);
}

} // namespace qudoku::ui
