#pragma once
// The game in progress, saved by itself so that no move is ever lost: each game has its own file,
// AppDataLocation/games/<id>.qudoku (autosavefile.h: the game on its first line, then a record a
// line of what changed since), locked while a window has the game (gamelock.h), so two windows or two
// running Qudokus never write the same file. The games of the folder that no window has are the
// unfinished games Game → Recent Games offers (gamehistory.h).
//
// When: after every move, throttled: the first move after a quiet spell is written at once, later ones
// at most every kThrottle (so a burst of undos is one write, and `kill -9` loses at most the moves of
// the last kThrottle: in play, the last move); when a checkpoint is set; when the game leaves the
// window (a new puzzle replaces it, the window quits: flush()). The clock is part of the game: while it
// runs it is written every kClockPeriod even without a move, and at once when it stops (a pause, a
// dialog, a menu), so quitting and starting again never turns the clock back (`kill -9` loses at most
// kClockPeriod of it).
//
// How: a write appends one record (the moves since the last write, where the game is in its undo
// history, the clock) and syncs it: a few hundred bytes whatever the history holds. The file is
// rewritten whole (through QSaveFile: a temporary file renamed over it after an fdatasync, so a crash
// mid-write leaves the previous file whole) for a new game, when the records have outgrown the first
// line, and when the game leaves the window (so the games of Recent Games read fast). Figures in
// docs/benchmarks.md, "Saving the undo history"; the writes run on the GUI thread, in order.
//
// Which moves are new: QUndoStack says nothing when a move replaces the redo part of the history, so
// the writer remembers the commands it has seen, position by position, and on every change of the
// stack's index compares the one below the index: a command there that it has not seen means the
// history was cut there (a new command is allocated before the stack deletes the ones it replaces, so
// it can never have the address of one of them).
//
// What: a grid with something on it that is not finished. An empty grid or a solved game leaves no
// autosave (the file is removed): there is nothing to come back to.
//
// Restoring is the window's (MainWindow::restoreAutosave at start-up, resumeFromHistory) through
// GameHistory: a file that cannot be read is set aside (renamed <id>.qudoku.unreadable-YYYYMMDD-hhmmss)
// and reported, never fatal.

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

#include "game/autosavefile.h"
#include "game/game.h"
#include "qudoku/result.h"

class QUndoCommand;

namespace qudoku::ui {

class GameHistory;
class GameLock;

class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr int kThrottleMs = 400;
    static constexpr int kClockPeriodMs = 10000;
    // The records are appended until they are larger than the first line and this: then the file is
    // rewritten whole.
    static constexpr qint64 kJournalBytes = 64 * 1024;

    using Origin = GameOrigin;
    using Restored = RestoredGame;
    // Why an autosave could not be read, and where it was set aside.
    struct Unreadable {
        QString reason;
        QString keptAs;
    };

    explicit Autosave(Game* game, QObject* parent = nullptr);
    ~Autosave() override;

    // The game on the board: its id and its file (written once there is something to keep).
    QString id() const { return id_; }
    QString path() const;

    // Writes only while enabled (the window enables it; tests of other things need not).
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    // Where the game came from; the window holds the lock of its file (`origin.file`) from now on, and
    // lets go of the one before.
    void setOrigin(const Origin& origin);
    // `file` is the game file of another window, of this Qudoku or another one.
    bool isOpenElsewhere(const QString& file) const;

    // The next game on the board is the one GameHistory claimed for this window (its id and lock): its
    // file goes on (Game → Recent Games, the game of the last session).
    void continueAs(QString id, std::unique_ptr<GameLock> lock);

    // Writes now if a change, or clock time, has not been written yet, and leaves the file whole, without
    // records (quit, a new puzzle about to replace the game).
    void flush();
    // Writes what the file does not have yet now, as the throttle would a moment later (benchmarks).
    void saveNow();
    // How often the running clock is written without a move (kClockPeriodMs; tests shorten it).
    void setClockPeriod(int ms);
    // The number of writes so far, and how many of them rewrote the file whole (tests).
    int writes() const { return writes_; }
    int wholeWrites() const { return wholeWrites_; }
    // The last write failed.
    bool isFailing() const { return failing_; }
    // The file holds the game: no move, checkpoint, hint count or origin waits to be written (the time of
    // a running clock aside: it always has more).
    bool isWritten() const;

    // Nothing to come back to: no value, no mark, no colour anywhere.
    static bool isBlank(const GameSnapshot& snapshot);
    // What is kept of a game about to be replaced: one the player worked on (a move, a digit or a mark
    // of theirs, givens typed in) and did not finish.
    bool isWorthKeeping() const;
    GameHistory& history() { return *history_; }

signals:
    // A write failed (a full disk, a read-only folder): said once until a write succeeds again.
    void failed(const QString& reason);
    // The game about to be replaced was kept (Game → Recent Games), under `title`.
    void kept(const QString& title);

private:
    void onChanged();
    void onAboutToReplace();
    void onReplaced();
    void onClockChanged();
    void onIndexChanged(int index);
    void schedule();
    bool isUnwritten() const;
    bool hasNothingToKeep() const;
    void write(bool whole = false);
    bool writeWhole();
    bool appendRecord();
    void reportWrite(bool ok, const QString& error);
    void release(); // the game leaves the window: its lock goes

    Game* game_;
    std::unique_ptr<GameHistory> history_;
    QTimer throttle_;
    QTimer clockPeriod_; // while the clock runs: its time is written without a move
    QElapsedTimer sinceWrite_;
    Origin origin_;
    QString id_;
    std::unique_ptr<GameLock> lock_;     // the game's file
    std::unique_ptr<GameLock> fileLock_; // the save file it came from
    QString nextId_;                     // continueAs
    std::unique_ptr<GameLock> nextLock_;
    bool enabled_ = false;
    bool pending_ = false;
    bool failing_ = false;
    int writes_ = 0;
    int wholeWrites_ = 0;

    // What the file holds.
    struct Written {
        bool whole = false;         // its first line is this game
        qint64 firstLineBytes = 0;
        qint64 recordBytes = 0;     // the records after it
        int dropped = 0;            // the oldest moves left out of it (fitHistory: a history far too long)
        int count = 0;              // moves of the history (the undo stack's, those left out included)
        int index = 0;
        qint64 elapsedMs = 0;
        int hintsUsed = 0;
        bool solvedByComputer = false;
        bool checkpoints = true;    // the checkpoints are the game's (checkpointsChanged clears it)
        Origin origin;
        quint64 revision = 0;       // Game::revision()
    } written_;
    // The undo stack's commands as the writer last saw them (their addresses, by position), and how many
    // of them are as they were when the file was written.
    std::vector<const QUndoCommand*> seen_;
    int kept_ = 0;
};

} // namespace qudoku::ui
