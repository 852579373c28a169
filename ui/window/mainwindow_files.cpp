// MainWindow: files, clipboard and drag and drop. Puzzle text is read by core (readPuzzles, which
// wraps PuzzleReader) and written by core (toLine); games are saved as JSON (game/savefile.h).

#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMimeData>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>

#include "game/autosave.h"
#include "game/game.h"
#include "game/puzzlefile.h"
#include "game/savefile.h"
#include "qudoku/writer.h"
#include "solve/assistant.h"
#include "window/autopause.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"
#include "window/recentfiles.h"

namespace qudoku::ui {

namespace {

QString nativeName(const QString& path) { return QDir::toNativeSeparators(QFileInfo(path).fileName()); }

QString lastDirectory() {
    return QSettings().value(QStringLiteral("files/lastDirectory")).toString();
}

void rememberDirectory(const QString& path) {
    QSettings().setValue(QStringLiteral("files/lastDirectory"), QFileInfo(path).absolutePath());
}

} // namespace

void MainWindow::restoreAutosave() {
    auto restored = Autosave::load();
    if (!restored) {
        reportError(tr("Your unfinished game could not be restored: %1. The file was set aside as %2.")
                        .arg(restored.error().reason, restored.error().keptAs));
        return;
    }
    if (!*restored) return;
    const Autosave::Restored& game = **restored;
    setCollection({});
    game_->restore(game.snapshot);
    currentFile_ = game.origin.file;
    sourceName_ = game.origin.title;
    if (!game.origin.saved) game_->undoStack()->resetClean(); // changed since it was saved (or never saved)
    updateTitle();
    showMessage(game_->mode() == Mode::Play ? tr("Welcome back: your unfinished game is restored.")
                                            : tr("Welcome back: the givens you were typing are restored."));
}

bool MainWindow::openFileAsked(const QString& path) { return maybeDiscard() && openFile(path); }

bool MainWindow::openFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (!file.exists()) recent_->remove(path);
        reportError(tr("Cannot open %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    rememberDirectory(path);
    recent_->add(path);
    if (looksLikeSaveFile(bytes)) {
        auto snapshot = loadGameJson(bytes);
        if (!snapshot) {
            reportError(tr("Cannot open %1: %2.").arg(nativeName(path), snapshot.error()));
            return false;
        }
        setCollection({});
        sourceName_.clear();
        game_->restore(*snapshot);
        currentFile_ = path;
        updateTitle();
        showMessage(tr("Opened %1.").arg(nativeName(path)));
        return true;
    }
    auto collection = readPuzzles(bytes);
    if (!collection) {
        reportError(tr("Cannot open %1: %2.").arg(nativeName(path), collection.error()));
        return false;
    }
    // A puzzle file is never overwritten with a save file: Save asks for a new name.
    currentFile_.clear();
    const int skipped = collection->skipped;
    const QString firstError = collection->firstError;
    sourceName_ = nativeName(path);
    setCollection(std::move(collection->puzzles));
    showPuzzle(0);
    updateTitle();
    if (skipped > 0)
        showMessage(tr("%n puzzle(s) in %1 could not be read; the first: %2.", "", skipped)
                        .arg(nativeName(path), firstError));
    return true;
}

bool MainWindow::saveTo(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        reportError(tr("Cannot save %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    file.write(saveGameJson(game_->snapshot()));
    if (!file.commit()) {
        reportError(tr("Cannot save %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    currentFile_ = path;
    rememberDirectory(path);
    recent_->add(path);
    game_->undoStack()->setClean();
    updateTitle();
    showMessage(tr("Saved %1.").arg(nativeName(path)));
    return true;
}

bool MainWindow::pasteText(const QString& text) {
    // A friend's puzzle code names a puzzle too: it is made, then played.
    if (parsePuzzleCode(text.toStdString())) return newGameFromCodeText(text);
    const ReadResult result = readOne(text.toStdString());
    if (!result) {
        reportError(tr("Cannot paste: %1.").arg(describeParseError(result.error())));
        return false;
    }
    setCollection({});
    currentFile_.clear();
    sourceName_ = tr("Pasted puzzle");
    playPuzzle(*result);
    updateTitle();
    return true;
}

QString MainWindow::copyText() const {
    Alphabet alphabet = game_->alphabet();
    return QString::fromStdString(toLine(game_->grid(), alphabet));
}

bool MainWindow::showPuzzle(int index) {
    if (index < 0 || index >= puzzleCount()) return false;
    collectionIndex_ = index;
    {
        const QSignalBlocker blocker(puzzleSpin_);
        puzzleSpin_->setValue(index + 1);
    }
    playPuzzle(collection_[static_cast<std::size_t>(index)]);
    return true;
}

void MainWindow::playPuzzle(const Puzzle& puzzle) {
    const int n = puzzle.grid.size();
    const Alphabet alphabet = alphabetFits(puzzle.layout.alphabet, n) ? puzzle.layout.alphabet : defaultAlphabet(n);
    if (const auto why = PuzzleCheck::clash(puzzle.grid, alphabet)) {
        // Refused: nothing starts, and the puzzle is open for editing so the clash can be fixed.
        game_->loadForEditing(puzzle.grid, alphabet);
        reportError(tr("This puzzle cannot be played: %1. Fix the givens, then choose Start Playing.").arg(*why));
        return;
    }
    game_->loadPuzzle(puzzle.grid, alphabet);
    if (puzzleCount() > 1)
        showMessage(tr("Puzzle %1 of %2.").arg(collectionIndex_ + 1).arg(puzzleCount()));
    check_->begin();
}

void MainWindow::setCollection(std::vector<Puzzle> puzzles) {
    collection_ = std::move(puzzles);
    collectionIndex_ = collection_.empty() ? -1 : 0;
    const QSignalBlocker blocker(puzzleSpin_);
    puzzleSpin_->setRange(1, std::max(1, puzzleCount()));
    puzzleOf_->setText(tr("of %1").arg(puzzleCount()));
    puzzlePicker_->setVisible(puzzleCount() > 1);
    updateStatus();
}

void MainWindow::open() {
    const AutoPause::Hold paused(autoPause_); // also for a platform's own file dialog
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Puzzle or Game"), lastDirectory(),
        tr("Puzzles and games (*.qudoku *.txt *.sdk *.sudoku *.ss);;Saved games (*.qudoku);;All files (*)"));
    if (!path.isEmpty() && maybeDiscard()) openFile(path);
}

void MainWindow::save() {
    if (currentFile_.isEmpty())
        saveAs();
    else
        saveTo(currentFile_);
}

void MainWindow::saveAs() {
    const AutoPause::Hold paused(autoPause_);
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), lastDirectory(),
                                                tr("Saved games (*.qudoku)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".qudoku");
    saveTo(path);
}

void MainWindow::copy() {
    QGuiApplication::clipboard()->setText(copyText());
    showMessage(tr("Copied the grid as one line."));
}

void MainWindow::paste() {
    if (maybeDiscard()) pasteText(QGuiApplication::clipboard()->text());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QMimeData* mime = event->mimeData();
    const bool file = mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile();
    if (file || mime->hasText()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QMimeData* mime = event->mimeData();
    if (!maybeDiscard()) return;
    if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile())
        openFile(mime->urls().first().toLocalFile());
    else if (mime->hasText())
        pasteText(mime->text());
    event->acceptProposedAction();
}

} // namespace qudoku::ui
