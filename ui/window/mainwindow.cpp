#include "window/cagecombinationsview.h"
#include "window/rulespanel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/autosave.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "hint/pathpanel.h"
#include "hint/puzzlerating.h"
#include "hint/solutionpath.h"
#include "solve/assistant.h"
#include "text/step_text.h"
#include "window/gameactions.h"
#include "window/help.h"
#include "window/numberpad.h"
#include "window/autopause.h"
#include "window/puzzlecheck.h"
#include "window/scorekeeper.h"
#include "window/statisticsdialog.h"
#include "window/boardfocus.h"
#include "window/boardlayout.h"
#include "window/elidedlabel.h"
#include "window/recentfiles.h"
#include "window/recentgames.h"

namespace qudoku::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), game_(new Game(this)), session_(new AnalysisSession(game_, this)),
      board_(new BoardWidget(game_)), assistant_(new Assistant(game_, session_, this)),
      ladder_(new HintLadder(game_, session_, this)), path_(new SolutionPath(game_, session_, this)),
      rating_(new PuzzleRating(game_, session_, this)), check_(new PuzzleCheck(game_, session_, this, board_)),
      autosave_(new Autosave(game_, this)), autoPause_(new AutoPause(game_, this)),
      scores_(new ScoreKeeper(game_, session_, this)), supply_(new PuzzleSupply(this)), actions_(std::make_unique<GameActions>(this, game_->undoStack())) {
    pad_ = new NumberPad(actions_->erase, actions_->modes());
    focus_ = new BoardFocus(board_, this);

    // The puzzle picker, shown when a file holds several puzzles.
    puzzlePicker_ = new QWidget;
    auto* pickerLayout = new QHBoxLayout(puzzlePicker_);
    pickerLayout->setContentsMargins(0, 0, 0, 0);
    pickerLayout->addWidget(new QLabel(tr("Puzzle")));
    puzzleSpin_ = new QSpinBox;
    puzzleSpin_->setAccessibleName(tr("Puzzle number"));
    pickerLayout->addWidget(puzzleSpin_);
    puzzleOf_ = new QLabel;
    pickerLayout->addWidget(puzzleOf_);
    pickerLayout->addStretch();
    puzzlePicker_->hide();

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(pad_);
    sideLayout->addSpacing(12);
    sideLayout->addWidget(puzzlePicker_);
    sideLayout->addStretch();

    // The board first, the pad beside it scaled with its cells (BoardLayout).
    auto* central = new QWidget;
    boardLayout_ = new BoardLayout(board_, pad_, puzzlePicker_, side, central);
    setCentralWidget(central); // a board zoomed beyond the window scrolls in its own viewport (BoardLayout)

    // The hint panel is always there (it explains the Hint button before the first press); the
    // solution path opens on demand, below it.
    // A variant's rules in words, above the hint panel (hidden for classic puzzles).
    rulesPanel_ = new RulesPanel(game_, new CageCombinationsView(game_, board_));
    rulesDock_ = new QDockWidget(tr("Rules"), this);
    rulesDock_->setObjectName(QStringLiteral("rules"));
    rulesDock_->setWidget(rulesPanel_);
    rulesDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, rulesDock_);
    rulesDock_->setVisible(game_->isVariant());
    connect(game_, &Game::puzzleReplaced, rulesDock_, [this] {
        const bool show = game_->isVariant();
        if (show == rulesDock_->isVisible()) return;
        rulesDock_->setVisible(show);
        // Room for the rules' sentences: a third of the column, the hint panel below keeps the rest;
        // half for a killer, whose cage helper lists combinations below the rules.
        const bool cages = std::any_of(game_->rules().constraints.begin(), game_->rules().constraints.end(),
                                       [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; });
        if (show && !rulesDock_->isFloating())
            resizeDocks({rulesDock_, hintDock_}, {height() / (cages ? 2 : 3), height()}, Qt::Vertical);
    });
    hintPanel_ = new HintPanel(ladder_);
    hintDock_ = new QDockWidget(tr("Hint"), this);
    hintDock_->setObjectName(QStringLiteral("hints"));
    hintDock_->setWidget(hintPanel_);
    hintDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, hintDock_);
    pathPanel_ = new PathPanel(path_, game_);
    pathDock_ = new QDockWidget(tr("Solution Path"), this);
    pathDock_->setObjectName(QStringLiteral("solutionPath"));
    pathDock_->setWidget(pathPanel_);
    addDockWidget(Qt::RightDockWidgetArea, pathDock_);
    pathDock_->hide();

    createMenus();
    createToolBar();
    createStatusBar();
    connectActions();
    setAcceptDrops(true);

    clockTimer_ = new QTimer(this);
    clockTimer_->start(500);
    connect(clockTimer_, &QTimer::timeout, this, [this] {
        updateStatus();
        if (session_->isBusy() || supply_->isBusy()) updateBusy(); // the time so far, the steps found
    });

    connectMistakeChecking(); // mainwindow_settings.cpp
    fitMinimumSize();
    readSettings();
    game_->newEmpty(Shape{3, 3}, Alphabet::Digits);
    autosave_->setEnabled(true);
    board_->setFocus();
    showMessage(tr("Type a puzzle's givens and choose Start Playing, or pick New Game."));
}

void MainWindow::start(const QString& file) {
    const bool restored = restoreAutosave();
    if (!file.isEmpty()) {
        openFileAsked(file);
    } else if (!restored) {
        // The first minute: a puzzle ready to play, and the other ways in one key away.
        const auto last = logic::gradeFromKey(QSettings().value(QStringLiteral("game/grade")).toString().toStdString());
        newGame(last.value_or(logic::Grade::Medium));
        requestFirst_ = true;
        showMessage(tr("Welcome to Qudoku! A puzzle is on its way. Also: New Game (Ctrl+N), Daily Puzzle (Ctrl+D), "
                       "Enter a Puzzle (Ctrl+Shift+N)."));
    }
}

MainWindow::~MainWindow() {
    // Qt disconnects a receiver only in ~QObject, but ~QWidget deletes the window's children before
    // that, after this class's members are gone: a child that signals while it is destroyed (the
    // undo stack's cleanChanged from ~Game, a dock's visibilityChanged, a list's currentItemChanged)
    // would call a slot of half a window, and views would read models that are already deleted.
    // So, while the window is whole: it stops listening to its children; the background work stops
    // (the session waits for its jobs); and the views go before the models they read. The models
    // (game, session, ladder, path, ...) then go with the remaining children.
    for (QObject* child : findChildren<QObject*>()) child->disconnect(this);
    game_->undoStack()->disconnect(this);
    delete autoPause_; // its application-wide event filter would see the dialogs go
    delete focus_;     // so would this one
    session_->cancelAll();
    delete takeCentralWidget();
    delete hintDock_;
    delete pathDock_;
    delete rulesDock_;
}

QString MainWindow::ratingText() const { return rating_->text(); }

StatisticsDialog* MainWindow::statisticsDialog() const { return statisticsDialog_; }

void MainWindow::showStatistics() {
    if (!statisticsDialog_) {
        statisticsDialog_ = new StatisticsDialog(this);
        statisticsDialog_->setAttribute(Qt::WA_DeleteOnClose);
    }
    statisticsDialog_->open(); // window-modal; pauses the game while it is open
}

void MainWindow::setDialogsEnabled(bool on) {
    dialogsEnabled_ = on;
    check_->setDialogsEnabled(on);
}

// The board comes first: as large as the window's height allows, with the panels beside it taking
// what is left of the width, between their minimum and preferred widths. Done once the layout has
// settled (after a resize, a panel shown), so the board's own size is known.
void MainWindow::fitPanels() {
    QTimer::singleShot(0, this, [this] {
        if (!hintDock_ || !hintDock_->isVisible() || hintDock_->isFloating() || !centralWidget()) return;
        const int spare = boardLayout_->spareWidth(); // > 0: the board has all the height and width to spare
        const int preferred = hintPanel_->sizeHint().width();
        const int minimum = hintPanel_->minimumWidth();
        const int target = std::clamp(hintDock_->width() + spare, minimum, preferred);
        if (std::abs(target - hintDock_->width()) > 1) resizeDocks({hintDock_}, {target}, Qt::Horizontal);
    });
}

// The window is never narrower than its tool bar (whose last commands would hide behind "»") nor
// than its layout needs (the board's least cells, the pad and the hint panel at their narrowest).
void MainWindow::fitMinimumSize() {
    QTimer::singleShot(0, this, [this] {
        if (!layout() || !toolBar_) return;
        layout()->activate();
        const int width = std::max(layout()->minimumSize().width(), toolBar_->sizeHint().width() + 8);
        setMinimumWidth(width);
        if (this->width() < width) resize(width, height());
    });
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    fitPanels();
    fitStatusBar();
}

// A window restored from the settings (or the default size) always fits the screen it opens on:
// at QT_SCALE_FACTOR=2 the saved size of a large screen did not.
void MainWindow::fitToScreen() {
    const QRect available = screen()->availableGeometry();
    QRect frame = frameGeometry();
    if (available.contains(frame)) return;
    const QSize margins = frame.size() - size(); // the window frame, when there is one yet
    const QSize fitted = size().boundedTo(available.size() * 0.95 - margins);
    resize(fitted);
    frame = frameGeometry();
    frame.moveCenter(available.center());
    move(frame.topLeft());
}

void MainWindow::showSolutionPath() {
    if (pathDock_->isHidden()) {
        pathDock_->show();
        // The path gets most of the height; the hint panel keeps what its words need.
        resizeDocks({hintDock_, pathDock_}, {hintPanel_->sizeHint().height(), height()}, Qt::Vertical);
        fitPanels();
    }
    pathDock_->raise();
    if (!path_->isCurrent()) path_->compute();
}

void MainWindow::previewPathStep(int index) {
    ladder_->reset(); // one thing on the board at a time
    previewStep_ = index;
    updateOverlay();
    updateActions();
}

// The board shows the hint ladder's overlay while the ladder is on a rung, else the previewed step
// of the solution path while that path is current and its panel open, else where two solutions
// differ (a puzzle with several), else nothing.
void MainWindow::updateOverlay() {
    if (ladder_->rung() != HintLadder::Rung::None) {
        board_->setHintOverlay(ladder_->overlay());
        return;
    }
    if (previewStep_ >= 0 && (!path_->isCurrent() || pathDock_->isHidden())) {
        previewStep_ = -1;
        pathPanel_->clearSelection();
    }
    if (previewStep_ >= 0) {
        board_->setHintOverlay(path_->preview(previewStep_));
        return;
    }
    HintOverlay differences;
    differences.alternatives = check_->differences();
    board_->setHintOverlay(differences);
}

void MainWindow::connectActions() {
    const GameActions& a = *actions_;
    connectNewGame();
    connect(a.enterPuzzle, &QAction::triggered, this, [this] {
        if (mayReplaceGame()) newEmptyGrid(game_->size());
    });
    for (QAction* e : a.newEmpty)
        connect(e, &QAction::triggered, this, [this, e] {
            if (mayReplaceGame()) newEmptyGrid(e->data().toInt());
        });
    connect(a.open, &QAction::triggered, this, &MainWindow::open);
    if (a.openImage) connect(a.openImage, &QAction::triggered, this, &MainWindow::openImage);
    connect(recent_, &RecentFiles::openRequested, this, &MainWindow::openFileAsked);
    connect(recentGames_, &RecentGames::openRequested, this, &MainWindow::resumeFromHistory);
    connect(autosave_, &Autosave::kept, this, [this](const QString& title) { keptTitle_ = title.isEmpty() ? tr("Untitled") : title; });
    connect(autosave_, &Autosave::failed, this, [this](const QString& reason) {
        reportError(tr("Your game could not be saved automatically (%1): save it yourself before you quit.").arg(reason));
    });
    connect(a.save, &QAction::triggered, this, &MainWindow::save);
    connect(a.saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connectPrinting(); // mainwindow_print.cpp
    connect(a.nextPuzzle, &QAction::triggered, this, [this] {
        if (mayReplaceGame()) showPuzzle(collectionIndex_ + 1);
    });
    connect(a.previousPuzzle, &QAction::triggered, this, [this] {
        if (mayReplaceGame()) showPuzzle(collectionIndex_ - 1);
    });
    connect(puzzleSpin_, &QSpinBox::valueChanged, this, [this](int n) {
        if (n - 1 == collectionIndex_) return;
        if (mayReplaceGame()) {
            showPuzzle(n - 1);
        } else {
            const QSignalBlocker blocker(puzzleSpin_);
            puzzleSpin_->setValue(collectionIndex_ + 1);
        }
    });
    connect(a.copy, &QAction::triggered, this, &MainWindow::copy);
    connect(a.copyPencilmarks, &QAction::triggered, this, &MainWindow::copyPencilmarks);
    connect(a.copyFpuzzlesLink, &QAction::triggered, this, [this] { copyLink(false); });
    connect(a.copySudokuPadLink, &QAction::triggered, this, [this] { copyLink(true); });
    connect(a.paste, &QAction::triggered, this, &MainWindow::paste);

    connect(a.startPlaying, &QAction::triggered, this, &MainWindow::startPlaying);
    connectPlay(); // mainwindow_play.cpp: modes, the pad, checkpoints, filters, zoom
    connect(a.fillCandidates, &QAction::triggered, game_, &Game::fillCandidates);
    connect(a.clearPencilMarks, &QAction::triggered, game_, &Game::clearPencilMarks);
    connect(a.autoCleanMarks, &QAction::toggled, this, [this](bool on) {
        preferences_.autoCleanMarks = on;
        game_->setAutoCleanMarks(on);
    });
    connect(a.settings, &QAction::triggered, this, &MainWindow::showSettings);

    connect(a.hint, &QAction::triggered, ladder_, &HintLadder::hint);
    connect(a.reveal, &QAction::triggered, assistant_, &Assistant::reveal);
    connect(a.solutionPath, &QAction::triggered, this, &MainWindow::showSolutionPath);
    connect(hintPanel_, &HintPanel::pathRequested, this, &MainWindow::showSolutionPath);
    connect(ladder_, &HintLadder::changed, this, [this] {
        // A hint (or a search for one) replaces a path preview.
        if (ladder_->isBusy() || ladder_->rung() != HintLadder::Rung::None || !ladder_->text().isEmpty()) {
            previewStep_ = -1;
            pathPanel_->clearSelection();
        }
        if (ladder_->rung() == HintLadder::Rung::Mistakes && !ladder_->overlay().mistakeCells.empty())
            board_->setSelectedCell(ladder_->overlay().mistakeCells.front());
        updateOverlay();
        updateActions();
    });
    connect(ladder_, &HintLadder::applied, this, [this](const logic::Step& step) {
        showMessage(tr("Applied: %1.").arg(text::techniqueName(step.technique)));
    });
    connect(pathPanel_, &PathPanel::previewRequested, this, &MainWindow::previewPathStep);
    connect(path_, &SolutionPath::changed, this, &MainWindow::updateOverlay);
    connect(pathDock_, &QDockWidget::visibilityChanged, this, [this] { updateOverlay(); });
    connect(rating_, &PuzzleRating::changed, this, [this](const QString& text) {
        ratingLabel_->setText(text);
        ratingLabel_->setToolTip(rating_->detail().isEmpty() ? ratingTip() : rating_->detail());
    });
    connect(a.check, &QAction::triggered, assistant_, &Assistant::check);
    connect(a.solve, &QAction::triggered, this, [this] {
        // While givens are typed, Solve first makes them the puzzle (with Start Playing's checks).
        if (game_->mode() == Mode::Enter) {
            startPlaying();
            if (game_->mode() != Mode::Play) return;
        }
        assistant_->solve();
    });
    connect(a.cancel, &QAction::triggered, session_, &AnalysisSession::cancelAll);
    connect(a.cancel, &QAction::triggered, supply_, &PuzzleSupply::cancel);
    connect(a.dismiss, &QAction::triggered, this, [this] {
        // One thing at a time: a hint or a preview first, then the marks of two solutions.
        if (!ladder_->isShowing() && previewStep_ < 0) check_->dismissDifferences();
        ladder_->reset();
        previewStep_ = -1;
        pathPanel_->clearSelection();
        updateOverlay();
        updateActions();
    });
    connect(session_, &AnalysisSession::activitiesChanged, this, &MainWindow::updateBusy);
    connect(check_, &PuzzleCheck::message, this, &MainWindow::showMessage);
    connect(check_, &PuzzleCheck::checked, this, &MainWindow::puzzleChecked);
    connect(check_, &PuzzleCheck::differencesChanged, this, [this] {
        updateOverlay();
        updateActions();
    });
    connect(a.editGivens, &QAction::triggered, check_, &PuzzleCheck::editGivens);
    connect(assistant_, &Assistant::message, this, &MainWindow::showMessage);
    connect(assistant_, &Assistant::contradiction, this, &MainWindow::offerSolveFromGivens);
    connect(assistant_, &Assistant::revealFinished, this, [this](int cell) {
        if (cell >= 0) board_->setSelectedCell(cell);
    });

    connect(game_, &Game::changed, this, &MainWindow::updateStatus);
    connect(game_, &Game::changed, this, &MainWindow::updateActions);
    connect(game_, &Game::changed, this, [this] {
        if (previewStep_ >= 0 && !path_->isCurrent()) updateOverlay(); // the preview was about another board
    });
    connect(game_, &Game::modeChanged, this, [this] { updateStatus(); updateActions(); });
    connect(game_, &Game::puzzleReplaced, this, [this] {
        showMessage({}); // what was said was about the puzzle before; the command that replaced it speaks next
        const QSignalBlocker blocker(actions_->pause); // a new game starts unpaused (Game says so too)
        actions_->pause->setChecked(false);
        pad_->setShape(game_->shape(), game_->alphabet());
        fitMinimumSize(); // a 25×25 board needs more room than a 9×9
        supply_->setStockShape(game_->shape()); // New Game's grades are for this size now
        generatedCode_.reset(); // the generated puzzle, if it is one, says so after this
        updateStatus();
        updateActions();
    });
    connect(game_, &Game::completed, this, &MainWindow::onCompleted);
    connect(a.pause, &QAction::toggled, this, [this](bool on) { game_->setPaused(PauseReason::Player, on); });
    connect(a.statistics, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(scores_, &ScoreKeeper::solved, this, [this](const QString& title, const QString& detail) {
        board_->setBanner(title, detail);
        showMessage(title + QStringLiteral(" — ") + detail);
    });
    connect(board_, &BoardWidget::resumeRequested, a.pause, [a = a.pause] { a->setChecked(false); });
    connect(game_, &Game::pausedChanged, this, [this](bool paused) {
        pad_->setEnabled(!paused);
        hintPanel_->setEnabled(!paused);
        pathPanel_->setEnabled(!paused);
        updateStatus();
        updateActions();
    });
    connect(game_, &Game::clockChanged, this, &MainWindow::updateActions);
    connect(game_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // Every command that changes the puzzle leaves the keyboard on the board (BoardFocus).
    connect(game_, &Game::puzzleReplaced, focus_, &BoardFocus::restore);
    connect(game_, &Game::modeChanged, focus_, &BoardFocus::restore);
    connect(game_->undoStack(), &QUndoStack::indexChanged, focus_, &BoardFocus::restore);
}

bool MainWindow::mayReplaceGame() {
    if (!dialogsEnabled_ || !autosave_->isFailing() || !autosave_->isWorthKeeping()) return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Game"),
                    tr("Qudoku cannot keep games by itself right now (writing its files fails), so the current game "
                       "would be lost. Save it first?"),
                    QMessageBox::NoButton, this);
    QPushButton* saveButton = box.addButton(tr("&Save…"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("&Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(saveButton);
    box.exec();
    if (box.clickedButton() == discard) return true;
    if (box.clickedButton() != saveButton) return false;
    save();
    return game_->undoStack()->isClean();
}

// Quitting keeps the game: the autosave holds it and the next start restores it, so there is nothing
// to ask (unless writing the autosave fails, then the usual question).
void MainWindow::closeEvent(QCloseEvent* event) {
    autosave_->flush();
    if (autosave_->isFailing() && !mayReplaceGame()) {
        event->ignore();
        return;
    }
    session_->cancelAll(); // the session's destructor waits for the (now stopping) jobs
    writeSettings();
    event->accept();
}

void MainWindow::newEmptyGrid(int size) {
    const auto shape = Shape::forSize(size);
    if (!shape) return;
    setCollection({});
    currentFile_.clear();
    sourceName_.clear();
    game_->newEmpty(*shape, defaultAlphabet(size));
    board_->setSelectedCell(0);
    showMessage(tr("Type the givens, then choose Start Playing."));
    updateTitle();
}

void MainWindow::startPlaying() {
    if (game_->mode() == Mode::Play) return;
    if (game_->givens().filledCount() == 0) {
        showMessage(tr("Enter some givens first."));
        return;
    }
    if (const auto why = PuzzleCheck::clash(game_->givens(), game_->alphabet())) {
        reportError(tr("Cannot start playing: %1. Fix the givens first.").arg(*why));
        return;
    }
    if (game_->startPlaying()) check_->begin();
}

void MainWindow::offerSolveFromGivens() {
    if (!dialogsEnabled_) return;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Solve"),
                                tr("Your digits contradict every solution of this puzzle. "
                                   "Solve from the givens alone, replacing your digits?"),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Yes) assistant_->solveFromGivens();
    });
    box->open();
}

void MainWindow::updateActions() {
    const bool busy = assistant_->isBusy();
    const bool paused = game_->isPaused(); // the position is hidden: nothing may change it or show it
    const GameActions& a = *actions_;
    a.startPlaying->setEnabled(!paused && game_->mode() == Mode::Enter);
    a.editGivens->setEnabled(!paused && game_->mode() == Mode::Play);
    // Hints and Reveal are about a puzzle in play: not while its givens are typed (the first screen's
    // empty grid had Hint search for tens of seconds, and Solve filled 81 "player" digits into it).
    const bool playing = game_->mode() == Mode::Play;
    a.hint->setEnabled(!paused && playing && !ladder_->isBusy());
    const bool open = !paused && !game_->isSolved(); // something left to find
    a.reveal->setEnabled(open && playing && !busy);
    a.check->setEnabled(open && !busy && game_->mode() == Mode::Play);
    a.solve->setEnabled(open && !busy && game_->givens().filledCount() > 0);
    a.solutionPath->setEnabled(!paused);
    for (QAction* action : {a.erase, a.fillCandidates, a.clearPencilMarks, a.copy, a.digitMode, a.cornerMode, a.centreMode,
                            a.colourMode, a.setCheckpoint, a.restart})
        action->setEnabled(!paused);
    a.backToCorrect->setEnabled(!paused && game_->mode() == Mode::Play && game_->undoStack()->canUndo());
    a.undo->setEnabled(!paused && game_->undoStack()->canUndo());
    a.redo->setEnabled(!paused && game_->undoStack()->canRedo());
    a.pause->setEnabled(game_->canPause());
    const bool working = session_->isBusy() || supply_->isBusy();
    actions_->cancel->setEnabled(working);
    // Esc: Cancel while anything runs, else Dismiss while something is shown; never both.
    actions_->dismiss->setEnabled(!working && (ladder_->isShowing() || previewStep_ >= 0 || !check_->differences().empty()));
    actions_->copyCode->setEnabled(puzzleCode().has_value());
    actions_->copyPencilmarks->setEnabled(!paused && game_->size() <= formatInfo(Format::Pencilmarks).maxSize);
    // f-puzzles has grids of 4×4 to 16×16.
    actions_->copyFpuzzlesLink->setEnabled(!paused && game_->size() >= 4 && game_->size() <= 16);
    actions_->copySudokuPadLink->setEnabled(!paused && game_->size() >= 4 && game_->size() <= 16);
}

// The player's own solve is celebrated by the score keeper (banner and message); a grid the computer
// filled is only said to be complete.
void MainWindow::onCompleted(qint64) {
    updateActions();
}

} // namespace qudoku::ui
