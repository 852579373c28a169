// MainWindow: print and export. The pictures are drawn by render/ (black on white, symbols as
// text); this file only says what goes on them (the board as the player has it, the solution the
// analysis session already knows) and asks where to put them.

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSettings>
#include <QToolBar>

#include "analysis/session.h"
#include "game/game.h"
#include "render/booklet.h"
#include "render/picture_export.h"
#include "window/gameactions.h"
#include "window/lastfolder.h"
#include "window/mainwindow.h"

namespace qudoku::ui {

namespace {

const QString kIncludeMarks = QStringLiteral("print/includeMarks");
const QString kIncludeSolution = QStringLiteral("print/includeSolution");

} // namespace

void MainWindow::connectPrinting() {
    const GameActions& a = *actions_;
    a.includeMarks->setChecked(QSettings().value(kIncludeMarks, false).toBool());
    a.includeSolution->setChecked(QSettings().value(kIncludeSolution, false).toBool());
    connect(a.includeMarks, &QAction::toggled, this, [](bool on) { QSettings().setValue(kIncludeMarks, on); });
    connect(a.includeSolution, &QAction::toggled, this, [](bool on) { QSettings().setValue(kIncludeSolution, on); });
    connect(a.print, &QAction::triggered, this, &MainWindow::print);
    connect(a.exportPdf, &QAction::triggered, this, [this] { exportAs(QStringLiteral("pdf")); });
    connect(a.exportPng, &QAction::triggered, this, [this] { exportAs(QStringLiteral("png")); });
    connect(a.exportSvg, &QAction::triggered, this, [this] { exportAs(QStringLiteral("svg")); });
}

std::vector<render::Captioned> MainWindow::printItems() {
    const Game& game = *game_;
    const Shape shape = game.shape();
    // In Enter mode every digit on the board is one of the puzzle's givens, to be printed bold.
    const bool entering = game.mode() == Mode::Enter;
    render::GridPicture board{Grid(shape), Grid(shape), {}, game.alphabet()};
    if (game.isVariant()) board.rules = game.rules(); // drawn on paper as on the board
    for (int c = 0; c < game.cellCount(); ++c) {
        if (game.value(c) == 0) continue;
        (entering || game.isGiven(c) ? board.givens : board.entries).set(c, game.value(c));
    }
    if (actions_->includeMarks->isChecked()) {
        board.marks.resize(static_cast<std::size_t>(game.cellCount()));
        for (int c = 0; c < game.cellCount(); ++c) board.marks[static_cast<std::size_t>(c)] = game.pencilMarks(c);
    }
    const QString rating = ratingText();
    const QString heading = sourceName_.isEmpty() ? rating
                            : rating.isEmpty()    ? sourceName_
                                                  : tr("%1 · %2").arg(sourceName_, rating);
    std::vector<render::Captioned> items{{board, heading}};
    if (!actions_->includeSolution->isChecked()) return items;

    // The solution comes from the session's count of the givens, never solved here; a puzzle with
    // none, or several, prints without one and says why.
    const FactsPtr facts = session_->facts();
    if (!facts || !facts->isUnique() || facts->givens != board.givens) {
        const bool counted = facts && facts->givens == board.givens;
        const QString why = !counted             ? tr("its solutions are still being counted")
                            : facts->hasSeveral() ? tr("the puzzle has more than one")
                                                  : tr("the puzzle has none");
        showMessage(tr("Printed without the solution: %1.").arg(why));
        return items;
    }
    items.push_back({render::solutionPicture(board, facts->solution()), tr("Solution")});
    return items;
}

void MainWindow::exportAs(const QString& suffix) {
    if (!dialogsEnabled_) return;
    QString filter;
    if (suffix == QLatin1String("pdf")) filter = tr("PDF documents (*.pdf)");
    else if (suffix == QLatin1String("png")) filter = tr("PNG images (*.png)");
    else filter = tr("SVG images (*.svg)");
    QString name = QFileInfo(currentFile_).completeBaseName();
    if (name.isEmpty()) name = tr("sudoku");
    const QString suggested = QDir(lastFolder()).filePath(name + QLatin1Char('.') + suffix);
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), suggested, filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    rememberFolderOf(path);
    exportTo(path);
}

bool MainWindow::exportTo(const QString& path) {
    const auto format = render::pictureFormatFor(path);
    if (!format) {
        reportError(tr("Cannot export to %1: the name must end in .pdf, .png or .svg.").arg(QFileInfo(path).fileName()));
        return false;
    }
    const auto written = render::writePicture(path, *format, printItems());
    if (!written) {
        reportError(tr("Could not export to %1: %2.").arg(QDir::toNativeSeparators(written.error().path), written.error().reason));
        return false;
    }
    showMessage(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool MainWindow::printOn(QPrinter& printer) {
    if (render::paintBooklet(printer, render::onePerPage(printItems()), render::BookletOptions{}) == 0) {
        reportError(tr("Could not print: the printer did not start."));
        return false;
    }
    return true;
}

// The preview shows the pages as they will print; its tool bar carries the two Include toggles, so
// the player sees what they change before anything is printed.
void MainWindow::print() {
    if (!dialogsEnabled_) return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(sourceName_.isEmpty() ? tr("Sudoku") : sourceName_);
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Print Preview"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* p) { printOn(*p); });
    auto* previewWidget = preview.findChild<QPrintPreviewWidget*>();
    if (auto* bar = preview.findChild<QToolBar*>(); bar && previewWidget) {
        bar->addSeparator();
        bar->addAction(actions_->includeMarks);
        bar->addAction(actions_->includeSolution);
        const auto refresh = [previewWidget] { previewWidget->updatePreview(); };
        connect(actions_->includeMarks, &QAction::toggled, &preview, refresh);
        connect(actions_->includeSolution, &QAction::toggled, &preview, refresh);
    }
    preview.exec();
}

} // namespace qudoku::ui
