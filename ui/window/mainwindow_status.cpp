// The main window's words: the status bar (the message line, the rating, mode, size, conflicts,
// clock, and the busy indicator with Cancel) and the title.

#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>

#include <utility>

#include "analysis/session.h"
#include "board/boardinput.h"
#include "board/boardwidget.h"
#include "board/palette.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gameclock.h"
#include "generate/puzzlesupply.h"
#include "text/generator_text.h"
#include "window/besideboard.h"
#include "window/elidedlabel.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

QString MainWindow::ratingTip() const {
    return tr("The puzzle's rating: its grade and hardest technique (Sudoku Explainer-style ER of the hardest step, "
              "HoDoKu-style score)");
}

// The message line takes what the permanent widgets leave, and they leave it at least this share of
// the status bar: both elide rather than overlap (German messages run a third longer than English).
constexpr int kMessageShare = 45; // percent

void MainWindow::createStatusBar() {
    // The message is a widget of its own, not QStatusBar::showMessage: a menu's status tips hide it
    // while they show and it comes back after (showMessage's text was wiped for good by the empty
    // status tip of the first item a menu opened on).
    messageLabel_ = new ElidedLabel;
    messageLabel_->setObjectName(QStringLiteral("message"));
    statusBar()->addWidget(messageLabel_, 1);
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
    filtersLabel_ = new QLabel;
    filtersLabel_->setObjectName(QStringLiteral("filters"));
    ratingLabel_ = new ElidedLabel;
    ratingLabel_->setToolTip(ratingTip());
    busyLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // the busy words elide too
    for (QWidget* w : std::initializer_list<QWidget*>{busyLabel_, busyBar_, cancelButton_, filtersLabel_, ratingLabel_,
                                                      modeLabel_, sizeLabel_, conflictLabel_, clockLabel_})
        statusBar()->addPermanentWidget(w);
    busyLabel_->hide();
    busyBar_->hide();
    cancelButton_->hide();
}

void MainWindow::fitStatusBar() { messageLabel_->setMinimumWidth(width() * kMessageShare / 100); }

void MainWindow::showMessage(const QString& text) {
    message_ = text;
    // The first words after a game was left for another say where it went (once).
    if (!keptTitle_.isEmpty() && !text.isEmpty())
        message_ += QLatin1Char(' ') + tr("The game before, %1, is kept in Game → Recent Games.").arg(std::exchange(keptTitle_, {}));
    messageLabel_->setText(message_);
    emit messageShown(message_);
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
    modeLabel_->setText(game_->mode() == Mode::Enter ? tr("Entering givens")
                        : !game_->isSolved()         ? tr("Playing")
                        : game_->solvedByComputer()  ? tr("Solved by Qudoku")
                                                     : tr("Solved"));
    sizeLabel_->setText(tr("%1×%1").arg(n));
    // Cells, not (house, digit) pairs: one wrong 8 that meets three 8s is four cells, not "3 conflicts".
    const int clashing = static_cast<int>(game_->conflictCells().size());
    conflictLabel_->setText(tr("%n cell(s) clash", "", clashing));
    conflictLabel_->setVisible(clashing > 0);
    clockLabel_->setText(game_->mode() != Mode::Play ? tr("Time –")
                         : game_->isPaused()         ? tr("Time %1, paused").arg(formatElapsed(game_->elapsedMs()))
                                                     : tr("Time %1").arg(formatElapsed(game_->elapsedMs())));
    clockLabel_->setVisible(!preferences_.hideTimer);
    // The sticky digit (digit first) and the filters in effect: Esc ends each.
    const BoardInput* input = board_->input();
    QStringList filters;
    if (input->filterDigit() != 0)
        filters << tr("highlighting %1").arg(text::symbolText(input->filterDigit(), game_->alphabet()));
    if (input->bivalueFilter()) filters << tr("bivalue cells");
    QStringList parts;
    if (const int sticky = input->stickyDigit(); sticky != 0) {
        const QString symbol(text::symbolText(sticky, game_->alphabet()));
        switch (input->mode()) {
        case Layer::Digit: parts << tr("Digit first: each click on a cell enters %1").arg(symbol); break;
        case Layer::Corner: parts << tr("Digit first: each click on a cell toggles corner mark %1").arg(symbol); break;
        case Layer::Centre: parts << tr("Digit first: each click on a cell toggles centre mark %1").arg(symbol); break;
        case Layer::Colour: parts << tr("Digit first: each click on a cell toggles colour %1").arg(paletteColourName(sticky)); break;
        }
    }
    if (!filters.isEmpty()) parts << tr("Filter: %1").arg(filters.join(tr(", ")));
    filtersLabel_->setText(parts.join(QStringLiteral("   ")));
    filtersLabel_->setVisible(!parts.isEmpty());
    filtersLabel_->setToolTip(tr("Esc ends the sticky digit, then clears the filters"));
    actions_->nextPuzzle->setEnabled(collectionIndex_ + 1 < puzzleCount());
    actions_->previousPuzzle->setEnabled(collectionIndex_ > 0);
}

// The title, and where the game came from as the autosave keeps it: both follow the file, the source
// and whether the game has changed since it was saved.
QString MainWindow::gameName() const {
    return !currentFile_.isEmpty() ? QFileInfo(currentFile_).fileName() : !sourceName_.isEmpty() ? sourceName_ : tr("Untitled");
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1[*] — Qudoku").arg(gameName()));
    setWindowModified(!game_->undoStack()->isClean());
    const auto code = puzzleCode();
    autosave_->setOrigin({currentFile_, gameName() == tr("Untitled") ? QString() : gameName(),
                          !currentFile_.isEmpty() && game_->undoStack()->isClean(),
                          code ? QString::fromStdString(formatPuzzleCode(*code)) : QString()});
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
