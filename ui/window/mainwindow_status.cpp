// The main window's words: the status bar (the message line, the rating, mode, size, conflicts,
// clock, and the busy indicator with Cancel) and the title.

#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>

#include "analysis/session.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gameclock.h"
#include "generate/puzzlesupply.h"
#include "text/generator_text.h"
#include "window/besideboard.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

namespace qudoku::ui {

QString MainWindow::ratingTip() const {
    return tr("The puzzle's rating: its grade and hardest technique (Sudoku Explainer-style ER of the hardest step, "
              "HoDoKu-style score)");
}

void MainWindow::createStatusBar() {
    busyLabel_ = new QLabel;
    busyBar_ = new QProgressBar;
    busyBar_->setRange(0, 0); // busy indicator
    busyBar_->setMaximumWidth(90);
    busyBar_->setMaximumHeight(14);
    cancelButton_ = new QToolButton;
    cancelButton_->setDefaultAction(actions_->cancel);
    modeLabel_ = new QLabel;
    sizeLabel_ = new QLabel;
    conflictLabel_ = new QLabel;
    clockLabel_ = new QLabel;
    ratingLabel_ = new QLabel;
    ratingLabel_->setToolTip(ratingTip());
    for (QWidget* w : std::initializer_list<QWidget*>{busyLabel_, busyBar_, cancelButton_, ratingLabel_, modeLabel_,
                                                      sizeLabel_, conflictLabel_, clockLabel_})
        statusBar()->addPermanentWidget(w);
    busyLabel_->hide();
    busyBar_->hide();
    cancelButton_->hide();
}

void MainWindow::showMessage(const QString& text) {
    message_ = text;
    statusBar()->showMessage(text);
    emit messageShown(text);
}

void MainWindow::reportError(const QString& text) {
    lastError_ = text;
    showMessage(text);
    emit errorReported(text);
    if (!dialogsEnabled_) return;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Qudoku"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    placeBesideBoard(box, board_, this); // a clash it names stays in sight
}

void MainWindow::updateStatus() {
    const int n = game_->size();
    modeLabel_->setText(game_->mode() == Mode::Play ? tr("Playing") : tr("Entering givens"));
    sizeLabel_->setText(tr("%1×%1").arg(n));
    const int conflicts = static_cast<int>(game_->conflicts().size());
    conflictLabel_->setText(conflicts == 0 ? tr("No conflicts") : tr("%n conflict(s)", "", conflicts));
    clockLabel_->setText(game_->mode() != Mode::Play ? tr("Time –")
                         : game_->isPaused()         ? tr("Time %1, paused").arg(formatElapsed(game_->elapsedMs()))
                                                     : tr("Time %1").arg(formatElapsed(game_->elapsedMs())));
    actions_->nextPuzzle->setEnabled(collectionIndex_ + 1 < puzzleCount());
    actions_->previousPuzzle->setEnabled(collectionIndex_ > 0);
}

// The title, and where the game came from as the autosave keeps it: both follow the file, the source
// and whether the game has changed since it was saved.
void MainWindow::updateTitle() {
    const QString name = !currentFile_.isEmpty() ? QFileInfo(currentFile_).fileName()
                         : !sourceName_.isEmpty() ? sourceName_
                                                  : tr("Untitled");
    setWindowTitle(tr("%1[*] — Qudoku").arg(name));
    setWindowModified(!game_->undoStack()->isClean());
    autosave_->setOrigin({currentFile_, sourceName_, !currentFile_.isEmpty() && game_->undoStack()->isClean()});
}

QString MainWindow::busyText() const {
    // "Rating the puzzle… 4 s, 23 steps": the words, the time so far, and what it has found so far.
    const auto words = [](QString part, qint64 elapsedMs, const QString& found) {
        const int seconds = static_cast<int>(elapsedMs / 1000);
        if (seconds >= 1) part += QLatin1Char(' ') + tr("%n s", "seconds so far", seconds);
        return part + found;
    };
    QStringList parts;
    if (supply_->isBusy())
        parts << words(tr("Making %1…").arg(text::puzzleKind(supply_->requested())), supply_->elapsedMs(),
                       supply_->tried() > 0 ? tr(", %n tried", "candidate puzzles tried so far", supply_->tried()) : QString());
    for (const AnalysisSession::Activity& activity : session_->activities())
        parts << words(activity.what, activity.elapsedMs,
                       activity.progress > 0 ? tr(", %n step(s)", "steps found so far", activity.progress) : QString());
    return parts.join(QStringLiteral(" · "));
}

// The busy indicator shows while the session or the puzzle supply has work in progress, with the
// words of all of it;
// results go to the status message, busy words never do (so they cannot wipe a result).
void MainWindow::updateBusy() {
    const bool busy = session_->isBusy() || supply_->isBusy();
    busyLabel_->setText(busyText());
    busyLabel_->setVisible(busy);
    busyBar_->setVisible(busy);
    cancelButton_->setVisible(busy);
    updateActions();
}

} // namespace qudoku::ui
