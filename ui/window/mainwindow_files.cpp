// MainWindow: files, clipboard and drag and drop. Puzzle text is read by core (readPuzzles, which
// wraps PuzzleReader) and written by core (toLine, writePuzzle); games are saved as JSON
// (game/savefile.h), puzzles exported in the formats other programs read (.ss, .sdk, .sdm).

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
#include "game/gamehistory.h"
#include "game/puzzlefile.h"
#include "game/savefile.h"
#include "qudoku/format.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/reader.h"
#include "qudoku/writer.h"
#include "solve/assistant.h"
#include "window/autopause.h"
#include "window/lastfolder.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"
#include "window/recentfiles.h"
#include "analysis/picturereading.h"
#include "render/picture_file.h"

namespace qudoku::ui {

namespace {

QString nativeName(const QString& path) { return QDir::toNativeSeparators(QFileInfo(path).fileName()); }

} // namespace

// The most recent unfinished game that no other window has (GameHistory::claimLatest): its autosave
// goes on in its file. The others stay in Game → Recent Games, and the welcome says how many there are.
bool MainWindow::restoreAutosave() {
    QList<GameHistory::SetAside> unreadable;
    auto claimed = autosave_->history().claimLatest(&unreadable);
    for (const GameHistory::SetAside& aside : unreadable)
        reportError(tr("Your unfinished game could not be restored: %1. The file was set aside as %2.")
                        .arg(aside.reason, aside.keptAs));
    if (!claimed) return false;
    autosave_->continueAs(claimed->id, std::move(claimed->lock));
    resume(claimed->game);
    QString welcome = game_->mode() == Mode::Play ? tr("Welcome back: your unfinished game is restored.")
                                                  : tr("Welcome back: the givens you were typing are restored.");
    if (const int others = autosave_->history().count(); others > 0)
        welcome += QLatin1Char(' ') + tr("%n more unfinished game(s) in Game → Recent Games.", "", others);
    showMessage(welcome);
    return true;
}

bool MainWindow::resumeFromHistory(const QString& path) {
    if (!mayReplaceGame()) return false;
    auto claimed = autosave_->history().claim(path);
    if (!claimed) {
        reportError(tr("That game could not be brought back: %1.").arg(claimed.error()));
        return false;
    }
    autosave_->continueAs(claimed->id, std::move(claimed->lock));
    resume(claimed->game);
    showMessage(tr("Back to %1, as you left it.").arg(gameName()));
    return true;
}

// A game in progress comes back as it was: its cells, undo history, checkpoints, clock, file, title and
// puzzle code. Its file stays its own unless another window has it now (Save asks for a name then).
void MainWindow::resume(const Autosave::Restored& game) {
    setCollection({});
    game_->restore(game.snapshot);
    const bool ownFile = !game.origin.file.isEmpty() && !autosave_->isOpenElsewhere(game.origin.file);
    currentFile_ = ownFile ? game.origin.file : QString();
    sourceName_ = game.origin.title;
    if (const auto code = parsePuzzleCode(game.origin.code.toStdString())) {
        generatedCode_ = *code; // Copy Puzzle Code still gives it, while the givens are the generated ones
        generatedGivens_ = game_->givens();
    }
    if (game.origin.saved && ownFile) game_->undoStack()->setClean();
    else game_->undoStack()->resetClean(); // changed since it was saved (or never saved)
    updateTitle();
}

bool MainWindow::openFileAsked(const QString& path) { return mayReplaceGame() && openFile(path); }

bool MainWindow::openFile(const QString& path) {
    // Open Recent lists files that opened: one that fails now (gone, damaged, not a puzzle) leaves it.
    const auto refuse = [this, &path](const QString& why) {
        recent_->remove(path);
        reportError(tr("Cannot open %1: %2").arg(nativeName(path), why));
        return false;
    };
    // A photo or a screenshot of a puzzle: read, then reviewed (mainwindow_picture.cpp).
    if (canReadPictures() && render::looksLikePictureFile(path)) return openPicture(path);
    const auto read = readTextFile(path); // refuses folders, devices, pipes and files over 16 MiB
    if (!read) return refuse(read.error());
    const QByteArray& bytes = *read;
    rememberFolderOf(path);
    if (looksLikeSaveFile(bytes)) {
        // Two windows saving one game would overwrite each other's moves.
        if (autosave_->isOpenElsewhere(path)) {
            reportError(tr("Cannot open %1: it is open in another Qudoku window.").arg(nativeName(path)));
            return false;
        }
        auto snapshot = loadGameJson(bytes);
        if (!snapshot) return refuse(snapshot.error() + QLatin1Char('.'));
        recent_->add(path);
        setCollection({});
        sourceName_.clear();
        game_->restore(*snapshot);
        game_->undoStack()->setClean(); // as saved: its undo history came with it
        currentFile_ = path;
        updateTitle();
        showMessage(tr("Opened %1.").arg(nativeName(path)));
        return true;
    }
    auto collection = readPuzzles(bytes, QFileInfo(path).fileName());
    if (!collection)
        return refuse(collection.error().endsWith(QLatin1Char('.')) ? collection.error() : collection.error() + QLatin1Char('.'));
    recent_->add(path);
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
    if (const auto format = formatFromFileName(QFileInfo(path).fileName().toStdString())) return exportPuzzle(path, *format);
    if (autosave_->isOpenElsewhere(path)) {
        reportError(tr("Cannot save %1: it is open in another Qudoku window.").arg(nativeName(path)));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        reportError(tr("Cannot save %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    GameSnapshot snapshot = game_->snapshot();
    const int leftOut = fitHistory(snapshot, static_cast<qint64>(kMaxTextBytes)); // what Open reads
    file.write(saveGameJson(snapshot));
    if (!file.commit()) {
        reportError(tr("Cannot save %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    currentFile_ = path;
    rememberFolderOf(path);
    recent_->add(path);
    game_->undoStack()->setClean();
    updateTitle();
    showMessage(leftOut == 0 ? tr("Saved %1.").arg(nativeName(path))
                             : tr("Saved %1 without the oldest %n moves of its undo history (with them the file "
                                  "would be too large to open).", "", leftOut).arg(nativeName(path)));
    return true;
}

// The puzzle, not the game: the file is not the game's file, and the game keeps its unsaved changes.
bool MainWindow::exportPuzzle(const QString& path, Format format) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        reportError(tr("Cannot export %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    file.write(puzzleText(format).toUtf8());
    if (!file.commit()) {
        reportError(tr("Cannot export %1: %2").arg(nativeName(path), file.errorString()));
        return false;
    }
    rememberFolderOf(path);
    showMessage(tr("Exported the puzzle to %1.").arg(nativeName(path)));
    return true;
}

QString MainWindow::puzzleText(Format format) const {
    Puzzle puzzle;
    puzzle.grid = game_->givens();
    puzzle.layout = {format, game_->alphabet(), false};
    if (formatInfo(format).carriesCandidates) {
        Pencilmarks position{Grid(game_->shape()), std::vector<std::uint32_t>(static_cast<std::size_t>(game_->cellCount()))};
        for (int cell = 0; cell < game_->cellCount(); ++cell) {
            if (!game_->isGiven(cell)) position.solved.set(cell, game_->value(cell));
            if (game_->value(cell) == 0) position.marks[static_cast<std::size_t>(cell)] = game_->pencilMarks(cell);
        }
        puzzle.pencilmarks = std::move(position);
    }
    return QString::fromStdString(writePuzzle(puzzle));
}

bool MainWindow::pasteText(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    if (const auto tooLarge = pastedTextTooLarge(utf8.size())) {
        reportError(tr("Cannot paste: %1.").arg(*tooLarge));
        return false;
    }
    // A friend's puzzle code names a puzzle too: it is made, then played.
    const std::string plain = utf8.toStdString();
    if (parsePuzzleCode(plain)) return newGameFromCodeText(text);
    // f-puzzles JSON, an f-puzzles or SudokuPad link, a jigsaw text, a Solo game ID.
    if (detectVariantText(plain)) {
        auto collection = readPuzzles(utf8);
        if (!collection) {
            const QString why = collection.error();
            reportError(tr("Cannot paste: %1").arg(why.endsWith(QLatin1Char('.')) ? why : why + QLatin1Char('.')));
            return false;
        }
        currentFile_.clear();
        sourceName_ = tr("Pasted puzzle");
        setCollection(std::move(collection->puzzles));
        showPuzzle(0);
        updateTitle();
        return true;
    }
    const ReadResult result = readOne(plain);
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
    playAny(collection_[static_cast<std::size_t>(index)]);
    return true;
}

void MainWindow::playAny(const AnyPuzzle& puzzle) {
    if (const auto* variant = std::get_if<VariantPuzzle>(&puzzle)) playVariant(*variant);
    else playPuzzle(std::get<Puzzle>(puzzle));
}

// A variant puzzle: its rules come with it (the board draws them, the checks and hints follow them).
void MainWindow::playVariant(const VariantPuzzle& puzzle) {
    const Alphabet alphabet = defaultAlphabet(puzzle.rules);
    if (const auto why = PuzzleCheck::clash(puzzle.givens, puzzle.rules, alphabet)) {
        game_->loadVariant(puzzle, alphabet, Mode::Enter);
        reportError(tr("This puzzle cannot be played: %1. Fix the givens, then choose Start Playing.").arg(*why));
        return;
    }
    game_->loadVariant(puzzle, alphabet);
    if (puzzleCount() > 1)
        showMessage(tr("Puzzle %1 of %2.").arg(collectionIndex_ + 1).arg(puzzleCount()));
    check_->begin();
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
    if (puzzle.pencilmarks) {
        // A position: its solved values become the player's digits, its candidates the pencil marks.
        game_->loadPosition(puzzle.grid, puzzle.pencilmarks->solved,
                            std::vector<MarkSet>(puzzle.pencilmarks->marks.begin(), puzzle.pencilmarks->marks.end()), alphabet);
    } else {
        game_->loadPuzzle(puzzle.grid, alphabet);
    }
    if (puzzleCount() > 1)
        showMessage(tr("Puzzle %1 of %2.").arg(collectionIndex_ + 1).arg(puzzleCount()));
    check_->begin();
}

void MainWindow::setCollection(std::vector<AnyPuzzle> puzzles) {
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
    QString filters =
        tr("Puzzles and games (*.qudoku *.txt *.sudoku %1);;Saved games (*.qudoku);;All files (*)").arg(puzzleFilePatterns());
    if (canReadPictures()) filters += QStringLiteral(";;") + tr("Pictures (%1)").arg(render::pictureNameFilters());
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Puzzle or Game"), lastFolder(), filters);
    if (!path.isEmpty() && mayReplaceGame()) openFile(path);
}

void MainWindow::save() {
    if (currentFile_.isEmpty())
        saveAs();
    else
        saveTo(currentFile_);
}

// The game as a save file, or its puzzle exported in a format another program reads: one filter per
// format that has an extension, "Simple Sudoku puzzle (*.ss)", and so on.
void MainWindow::saveAs() {
    const AutoPause::Hold paused(autoPause_);
    QStringList filters{tr("Saved games (*.qudoku)")};
    QStringList suffixes{QStringLiteral("qudoku")};
    for (Format f : allFormats()) {
        const FormatInfo& info = formatInfo(f);
        if (info.extension.empty() || game_->size() > info.maxSize) continue;
        suffixes << QString::fromLatin1(info.extension.data(), static_cast<qsizetype>(info.extension.size()));
        filters << tr("%1 puzzle (*.%2)")
                       .arg(QString::fromLatin1(info.program.data(), static_cast<qsizetype>(info.program.size())), suffixes.last());
    }
    QString selected = filters.first();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), lastFolder(), filters.join(QStringLiteral(";;")),
                                                &selected);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffixes.value(std::max<qsizetype>(0, filters.indexOf(selected)));
    saveTo(path);
}

void MainWindow::copy() {
    QGuiApplication::clipboard()->setText(copyText());
    showMessage(tr("Copied the grid as one line."));
}

void MainWindow::copyPencilmarks() {
    QGuiApplication::clipboard()->setText(puzzleText(Format::Pencilmarks));
    showMessage(tr("Copied the position as a pencil-mark grid."));
}

// The puzzle as f-puzzles has it: the variant's own document (its title, rules text, drawings and the
// keys Qudoku does not read come along), else a classic one; the givens as they are now and the
// player's digits as entered digits, so a friend sees the position.
void MainWindow::copyLink(bool sudokuPad) {
    VariantPuzzle puzzle = game_->document() ? *game_->document() : VariantPuzzle::blank(game_->rules());
    puzzle.givens = game_->givens();
    puzzle.entered = Grid(game_->shape());
    for (int cell = 0; cell < game_->cellCount(); ++cell)
        if (!game_->isGiven(cell)) puzzle.entered.set(cell, game_->value(cell));
    const std::string link = sudokuPad ? sudokuPadLink(puzzle) : fpuzzlesLink(puzzle);
    QGuiApplication::clipboard()->setText(QString::fromStdString(link));
    showMessage(sudokuPad ? tr("Copied a SudokuPad link to this puzzle.") : tr("Copied an f-puzzles link to this puzzle."));
}

void MainWindow::paste() {
    // A screenshot on the clipboard (and no text with it): read the puzzle in it. The game is only
    // replaced when the reading is accepted.
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    if (canReadPictures() && mime && mime->hasImage() && mime->text().trimmed().isEmpty()) {
        reviewPicture(qvariant_cast<QImage>(mime->imageData()), tr("the clipboard"));
        return;
    }
    if (mayReplaceGame()) pasteText(QGuiApplication::clipboard()->text());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QMimeData* mime = event->mimeData();
    const bool file = mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile();
    if (file || mime->hasText() || (canReadPictures() && mime->hasImage())) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QMimeData* mime = event->mimeData();
    const bool file = mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile();
    if (canReadPictures() && (file ? render::looksLikePictureFile(mime->urls().first().toLocalFile()) : mime->hasImage())) {
        // Reviewed first; the game is only replaced when the reading is accepted.
        if (file) openPicture(mime->urls().first().toLocalFile());
        else reviewPicture(qvariant_cast<QImage>(mime->imageData()), tr("the dropped picture"));
        event->acceptProposedAction();
        return;
    }
    if (!mayReplaceGame()) return;
    if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile())
        openFile(mime->urls().first().toLocalFile());
    else if (mime->hasText())
        pasteText(mime->text());
    event->acceptProposedAction();
}

} // namespace qudoku::ui
