#include "game/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

#include "game/gamehistory.h"
#include "game/gamelock.h"
#include "game/movecommand.h"
#include "game/savefile.h"

namespace qudoku::ui {

namespace {

bool isBlankCell(const CellState& cell) {
    return cell.value == 0 && cell.marks == 0 && cell.corner.empty() && cell.colours == 0 && !cell.hasCandidateColours();
}

QString freshId() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

} // namespace

bool Autosave::isBlank(const GameSnapshot& snapshot) {
    return std::all_of(snapshot.cells.begin(), snapshot.cells.end(), isBlankCell);
}

Autosave::Autosave(Game* game, QObject* parent)
    : QObject(parent), game_(game), history_(std::make_unique<GameHistory>()), id_(freshId()) {
    connect(game_, &Game::aboutToReplacePuzzle, this, &Autosave::onAboutToReplace);
    connect(game_, &Game::puzzleReplaced, this, &Autosave::onReplaced);
    throttle_.setSingleShot(true);
    connect(&throttle_, &QTimer::timeout, this, [this] {
        if (pending_) write();
    });
    connect(game_, &Game::changed, this, &Autosave::onChanged);
    connect(game_, &Game::checkpointsChanged, this, [this] {
        written_.checkpoints = false;
        schedule();
    });
    clockPeriod_.setInterval(kClockPeriodMs);
    connect(&clockPeriod_, &QTimer::timeout, this, [this] {
        if (isUnwritten()) write();
    });
    connect(game_, &Game::clockChanged, this, &Autosave::onClockChanged);
    connect(game_->undoStack(), &QUndoStack::indexChanged, this, &Autosave::onIndexChanged);
    onIndexChanged(game_->undoStack()->index());
    sinceWrite_.start();
}

Autosave::~Autosave() = default; // the locks go with it

QString Autosave::path() const { return history_->pathOf(id_); }

bool Autosave::isWorthKeeping() const {
    if (game_->isSolved() || hasNothingToKeep()) return false;
    if (game_->undoStack()->count() > 0) return true;
    for (int cell = 0; cell < game_->cellCount(); ++cell) {
        const CellState& s = game_->cell(cell);
        if ((s.value != 0 && !s.given) || s.marks != 0 || !s.corner.empty() || s.colours != 0 || s.hasCandidateColours())
            return true;
    }
    return false;
}

bool Autosave::hasNothingToKeep() const {
    for (int cell = 0; cell < game_->cellCount(); ++cell)
        if (!isBlankCell(game_->cell(cell))) return false;
    return true;
}

void Autosave::setOrigin(const Origin& origin) {
    if (origin.file != origin_.file || (!origin.file.isEmpty() && !fileLock_)) {
        fileLock_.reset();
        if (!origin.file.isEmpty()) {
            auto lock = std::make_unique<GameLock>(GameLock::forFile(origin.file));
            // Held elsewhere (the window checks before it opens a file, so only in a race): the game
            // keeps its file without holding it.
            if (lock->tryLock()) fileLock_ = std::move(lock);
        }
    }
    const bool changed = !(origin == origin_);
    origin_ = origin;
    if (changed && written_.whole) schedule(); // "saved" and the title, kept even if no move follows
}

bool Autosave::isOpenElsewhere(const QString& file) const {
    const QString lock = GameLock::forFile(file);
    if (fileLock_ && fileLock_->path() == lock) return false; // this window's
    return GameLock::isHeld(lock);
}

void Autosave::continueAs(QString id, std::unique_ptr<GameLock> lock) {
    nextId_ = std::move(id);
    nextLock_ = std::move(lock);
}

// The game on the board is about to be replaced: unfinished, it stays in the folder (Recent Games), else
// its file goes; either way this window lets go of it.
void Autosave::onAboutToReplace() {
    if (enabled_) {
        if (isWorthKeeping()) {
            flush();
            if (QFile::exists(path())) emit kept(origin_.title);
        } else {
            QFile::remove(path());
        }
    }
    release();
}

void Autosave::release() {
    lock_.reset();
    written_ = {};
    history_->prune();
}

// A new game on the board (or one brought back): its own file, written whole at the first write.
void Autosave::onReplaced() {
    if (nextLock_) {
        id_ = std::move(nextId_);
        lock_ = std::move(nextLock_);
    } else {
        id_ = freshId();
        lock_.reset();
    }
    nextId_.clear();
    written_ = {};
    if (enabled_) schedule();
}

void Autosave::setClockPeriod(int ms) { clockPeriod_.setInterval(ms); }

// The clock started or stopped: while it runs its time is written every period; when it stops, the
// time it reached is written now (a pause before a break, a dialog, a menu).
void Autosave::onClockChanged() {
    if (!enabled_) return;
    if (game_->isClockRunning()) {
        clockPeriod_.start();
        return;
    }
    clockPeriod_.stop();
    if (isUnwritten()) write();
}

// The history's commands below `index` that are not the ones seen there: the history was cut (a move
// after an undo replaces the redo part, a new game clears it).
void Autosave::onIndexChanged(int index) {
    const QUndoStack* stack = game_->undoStack();
    const int count = stack->count();
    if (static_cast<int>(seen_.size()) > count) {
        seen_.resize(static_cast<std::size_t>(count));
        kept_ = std::min(kept_, count);
    }
    const int below = index - 1;
    if (below >= 0 && below < static_cast<int>(seen_.size()) && seen_[static_cast<std::size_t>(below)] != stack->command(below)) {
        seen_.resize(static_cast<std::size_t>(below));
        kept_ = std::min(kept_, below);
    }
    while (static_cast<int>(seen_.size()) < count) seen_.push_back(stack->command(static_cast<int>(seen_.size())));
}

// A move, a clock time, a checkpoint or where the game came from that the file does not have yet.
bool Autosave::isUnwritten() const {
    return pending_ || !written_.whole || game_->revision() != written_.revision ||
           game_->elapsedMs() != written_.elapsedMs || !written_.checkpoints || !(origin_ == written_.origin) ||
           game_->hintsUsed() != written_.hintsUsed;
}

bool Autosave::isWritten() const {
    return !pending_ && written_.whole && game_->revision() == written_.revision && written_.checkpoints &&
           origin_ == written_.origin && game_->hintsUsed() == written_.hintsUsed;
}

void Autosave::setEnabled(bool on) {
    enabled_ = on;
    written_ = {}; // whatever happened meanwhile: the next write is whole
    if (!on) {
        throttle_.stop();
        clockPeriod_.stop();
    } else if (game_->isClockRunning()) {
        clockPeriod_.start();
    }
}

// Game::changed also fires for highlights (Check's crosses) that leave the revision alone: those are
// not moves.
void Autosave::onChanged() {
    if (game_->revision() != written_.revision) schedule();
}

// Written on the next turn of the event loop (so everything a command changes, and where the game came
// from, has settled) when nothing was written for kThrottleMs, else when that time is up.
void Autosave::schedule() {
    if (!enabled_) return;
    pending_ = true;
    if (throttle_.isActive()) return;
    throttle_.start(static_cast<int>(std::max<qint64>(0, kThrottleMs - sinceWrite_.elapsed())));
}

// Whole, so the next reader (Recent Games, the next start) reads one line.
void Autosave::flush() {
    if (enabled_ && (isUnwritten() || written_.recordBytes > 0)) write(true);
}

void Autosave::saveNow() {
    if (enabled_ && isUnwritten()) write();
}

void Autosave::write(bool whole) {
    throttle_.stop();
    pending_ = false;
    sinceWrite_.start();
    ++writes_;
    if (hasNothingToKeep() || game_->isSolved()) { // nothing to come back to
        QFile::remove(path());
        written_ = {};
        written_.revision = game_->revision();
        written_.elapsedMs = game_->elapsedMs();
        return;
    }
    if (!lock_) {
        auto lock = std::make_unique<GameLock>(history_->lockOf(path()));
        if (!lock->tryLock()) {
            reportWrite(false, tr("its file is held by another Qudoku window"));
            return;
        }
        lock_ = std::move(lock);
    }
    whole = whole || !written_.whole || written_.recordBytes > std::max(kJournalBytes, written_.firstLineBytes);
    reportWrite(whole ? writeWhole() : appendRecord(), QString());
}

void Autosave::reportWrite(bool ok, const QString& error) {
    if (ok) {
        failing_ = false;
    } else if (!failing_) {
        failing_ = true;
        emit failed(error.isEmpty() ? tr("%1 could not be written").arg(QDir::toNativeSeparators(path())) : error);
    }
}

bool Autosave::writeWhole() {
    GameSnapshot snapshot = game_->snapshot();
    // Half the reader's limit, so that the records appended before the next rewrite cannot cross it.
    const int dropped = fitHistory(snapshot, kMaxAutosaveBytes / 2);
    const QByteArray line = autosaveFirstLine(snapshot, origin_);
    QDir().mkpath(QFileInfo(path()).absolutePath());
    QSaveFile file(path());
    if (!(file.open(QIODevice::WriteOnly) && file.write(line) == line.size() && file.commit())) {
        written_.whole = false;
        return false;
    }
    ++wholeWrites_;
    written_ = {true, line.size(), 0, dropped, static_cast<int>(snapshot.history.size()) + dropped,
                snapshot.historyIndex + dropped, snapshot.elapsedMs, snapshot.hintsUsed, snapshot.solvedByComputer,
                true, origin_, game_->revision()};
    kept_ = written_.count;
    return true;
}

bool Autosave::appendRecord() {
    const QUndoStack* stack = game_->undoStack();
    // The file's history starts `dropped` moves into the stack's (fitHistory): a change before that is
    // written whole.
    const int dropped = written_.dropped;
    if (std::min(kept_, stack->index()) < dropped) return writeWhole();
    AutosaveRecord record;
    record.index = stack->index() - dropped;
    const int keep = std::min(kept_, written_.count);
    record.keep = keep - dropped;
    record.writeMoves = keep < written_.count || stack->count() > written_.count;
    if (record.writeMoves)
        for (int i = keep; i < stack->count(); ++i)
            record.moves.push_back(&static_cast<const MoveCommand*>(stack->command(i))->move());
    record.elapsedMs = game_->elapsedMs();
    record.hintsUsed = game_->hintsUsed();
    record.solvedByComputer = game_->solvedByComputer();
    if (!written_.checkpoints) record.checkpoints = &game_->checkpoints();
    if (!(origin_ == written_.origin)) record.origin = &origin_;
    const QByteArray line = autosaveRecordLine(record, game_->shape());

    QFile file(path());
    bool ok = file.open(QIODevice::WriteOnly | QIODevice::Append) && file.write(line) == line.size() && file.flush();
#if defined(Q_OS_UNIX)
    // As QSaveFile does for the whole file: on the disk before the write counts as done.
    ok = ok && ::fdatasync(file.handle()) == 0;
#endif
    file.close();
    if (!ok) {
        written_.whole = false; // the next write rewrites the file whole
        return false;
    }
    written_.recordBytes += line.size();
    written_.count = stack->count();
    written_.index = record.index;
    written_.elapsedMs = record.elapsedMs;
    written_.hintsUsed = record.hintsUsed;
    written_.solvedByComputer = record.solvedByComputer;
    written_.checkpoints = true;
    written_.origin = origin_;
    written_.revision = game_->revision();
    kept_ = written_.count;
    return true;
}

} // namespace qudoku::ui
