// The main window's menus and tool bar, built from GameActions (the Help menu's entries are its own).

#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QToolButton>

#include "game/game.h"
#include "window/gameactions.h"
#include "window/help.h"
#include "window/mainwindow.h"
#include "game/autosave.h"
#include "game/gamehistory.h"
#include "window/recentfiles.h"
#include "window/recentgames.h"

namespace qudoku::ui {

void MainWindow::createMenus() {
    const GameActions& a = *actions_;
    newMenu_ = new QMenu(tr("New Game"), this);
    newMenuSection_ = newMenu_->addSection(QString());
    newMenu_->addActions(a.newByGrade);
    newMenu_->addSeparator();
    newMenu_->addAction(a.newCustom);
    newMenu_->addAction(a.newVariant);
    newMenu_->addAction(a.newKiller);
    newMenu_->addAction(a.newDaily);
    newMenu_->addAction(a.newFromCode);
    newMenu_->addSeparator();
    // The grades are for the size on the board.
    connect(newMenu_, &QMenu::aboutToShow, this, [this] {
        newMenuSection_->setText(tr("%1×%1 puzzles").arg(game_->size()));
    });
    // Mnemonics are unique within each menu, in every language (tst_ui_menus checks them).
    QMenu* empty = newMenu_->addMenu(tr("Empty Grid of Si&ze"));
    empty->addActions(a.newEmpty);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(a.newGame);
    game->addAction(a.enterPuzzle);
    game->addMenu(empty);
    game->addAction(a.open);
    if (a.openImage) game->addAction(a.openImage);
    recentMenu_ = game->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    recent_ = new RecentFiles(recentMenu_, this);
    QMenu* gamesMenu = game->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Recent &Games"));
    gamesMenu->setObjectName(QStringLiteral("recentGames"));
    gamesMenu->setToolTip(tr("Unfinished games you left for another one: each comes back as you left it"));
    recentGames_ = new RecentGames(gamesMenu, &autosave_->history(), this);
    game->addAction(a.save);
    game->addAction(a.saveAs);
    game->addSeparator();
    game->addAction(a.print);
    QMenu* exportMenu = game->addMenu(QIcon::fromTheme(QStringLiteral("document-export")), tr("Expor&t"));
    exportMenu->addActions({a.exportPdf, a.exportPng, a.exportSvg});
    exportMenu->addSeparator();
    exportMenu->addActions({a.includeMarks, a.includeSolution});
    game->addSeparator();
    game->addAction(a.previousPuzzle);
    game->addAction(a.nextPuzzle);
    game->addSeparator();
    game->addAction(a.statistics);
    game->addSeparator();
    game->addAction(a.quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(a.undo);
    edit->addAction(a.redo);
    edit->addSeparator();
    edit->addAction(a.copy);
    edit->addAction(a.copyPencilmarks);
    edit->addAction(a.copyFpuzzlesLink);
    edit->addAction(a.copySudokuPadLink);
    edit->addAction(a.copyCode);
    edit->addAction(a.paste);
    edit->addSeparator();
    edit->addAction(a.erase);
    QMenu* modes = edit->addMenu(tr("I&nput Mode"));
    modes->addActions(a.modes());
    edit->addAction(a.fillCandidates);
    edit->addAction(a.clearPencilMarks);
    edit->addSeparator();
    edit->addAction(a.autoCleanMarks);
    edit->addSeparator();
    edit->addAction(a.settings);

    QMenu* play = menuBar()->addMenu(tr("&Play"));
    play->addAction(a.startPlaying);
    play->addAction(a.editGivens);
    play->addSeparator();
    play->addAction(a.hint);
    play->addAction(a.reveal);
    play->addAction(a.solutionPath);
    play->addAction(a.check);
    play->addAction(a.solve);
    play->addSeparator();
    play->addAction(a.pause);
    play->addAction(a.cancel);
    play->addAction(a.dismiss);
    play->addSeparator();
    play->addAction(a.setCheckpoint);
    checkpointMenu_ = play->addMenu(tr("&Back to Checkpoint"));
    play->addAction(a.backToCorrect);
    play->addAction(a.restart);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(a.zoomIn);
    view->addAction(a.zoomOut);
    view->addAction(a.zoomReset);
    view->addSeparator();
    view->addAction(a.bivalueFilter);
    view->addAction(a.clearFilters);
    view->addSeparator();
    view->addAction(a.hideTimer);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keys and Mouse"), this, [this] { showKeysHelp(this); });
    help->addAction(tr("&About Qudoku"), this, [this] { showAbout(this); });
}

void MainWindow::createToolBar() {
    const GameActions& a = *actions_;
    QToolBar* bar = addToolBar(tr("Main"));
    toolBar_ = bar;
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setMovable(false);
    a.newGame->setMenu(newMenu_);
    bar->addAction(a.newGame);
    if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(a.newGame)))
        button->setPopupMode(QToolButton::InstantPopup);
    bar->addAction(a.open);
    bar->addAction(a.save);
    bar->addSeparator();
    bar->addAction(a.undo);
    bar->addAction(a.redo);
    bar->addSeparator();
    bar->addAction(a.startPlaying);
    bar->addAction(a.hint);
    bar->addAction(a.check);
    bar->addAction(a.solve);
    bar->addSeparator();
    bar->addAction(a.pause);
}

} // namespace qudoku::ui
