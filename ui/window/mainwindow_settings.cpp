// MainWindow: settings. The window's geometry and the player's Preferences (window/preferences.h):
// read at start, put into effect (applyPreferences), edited in the Settings dialog, written on quit;
// and immediate mistake checking, the one preference that runs work of its own.

#include <QAction>
#include <QApplication>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QTimer>
#include <QUndoStack>

#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintladder.h"
#include "solve/assistant.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/settingsdialog.h"
#include "window/theme.h"

namespace qudoku::ui {

void MainWindow::connectMistakeChecking() {
    moveCheckTimer_ = new QTimer(this);
    moveCheckTimer_->setSingleShot(true);
    moveCheckTimer_->setInterval(300);
    connect(moveCheckTimer_, &QTimer::timeout, this, &MainWindow::checkAfterMove);
    connect(game_->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (preferences_.mistakes == MistakeChecking::Immediate) moveCheckTimer_->start();
    });
    // Esc stops the check that was about to start too: else, armed by the last move, it started a
    // new search (and a count of the solutions without a time budget) right after the player had
    // stopped everything (found by tst_ui_monkey).
    connect(actions_->cancel, &QAction::triggered, moveCheckTimer_, &QTimer::stop);
}

void MainWindow::readSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // The first time: most of the screen, so the board is large (a 16×16's pencil marks are 10 px
        // at 1280×860, 8 px at 960×720), but not a whole large screen; fitToScreen then keeps it on it.
        const QSize screenSize = screen()->availableGeometry().size();
        resize(QSize(960, 720).expandedTo(screenSize * 0.8).boundedTo(QSize(1280, 860)));
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    fitToScreen();
    applyPreferences(Preferences::load());
}

void MainWindow::applyPreferences(const Preferences& preferences) {
    preferences_ = preferences;
    board_->setHighlighting(preferences.highlighting);
    board_->setCentreStyle(preferences.centreStyle);
    {
        const QSignalBlocker blocker(actions_->hideTimer);
        actions_->hideTimer->setChecked(preferences.hideTimer);
    }
    actions_->autoCleanMarks->setChecked(preferences.autoCleanMarks);
    game_->setAutoCleanMarks(preferences.autoCleanMarks);
    ladder_->setStartRung(preferences.hintStart);
    actions_->check->setVisible(preferences.mistakes != MistakeChecking::Off);
    if (preferences.mistakes == MistakeChecking::Off) game_->setWrongCells({});
    QApplication::setPalette(paletteFor(preferences.theme));
    // The language is read at start-up (setUpApplication); the dialog says so.
    updateActions();
}

void MainWindow::showSettings() {
    if (!dialogsEnabled_) return;
    SettingsDialog dialog(preferences_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    applyPreferences(dialog.preferences());
    preferences_.save();
}

// Immediate mistake checking: after each move of the player's (the undo stack's index moves; the
// crosses a check draws are no move, so they do not start another check), once the moves pause.
void MainWindow::checkAfterMove() {
    if (preferences_.mistakes != MistakeChecking::Immediate || game_->mode() != Mode::Play || game_->isPaused()) return;
    // No digit of the player's, nothing to check: a new puzzle clears the undo stack, which moves its
    // index too, and the check's request would lift the budget of the automatic count of the
    // solutions (a 25×25 puzzle's can take minutes). (Found by tst_ui_monkey.)
    if (!game_->hasPlayerDigits()) return;
    assistant_->checkQuietly();
}

void MainWindow::writeSettings() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    preferences_.save();
}

} // namespace qudoku::ui
