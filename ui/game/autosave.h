#pragma once
// The game in progress, saved by itself so that no move is ever lost: to
// QStandardPaths::AppDataLocation/autosave.qudoku, in the save-file format (docs/save-format.md) with
// where the game came from (its file and title) beside it.
//
// When: after every move, throttled: the first move after a quiet spell is written at once, later ones
// at most every kThrottle (so a burst of undos is one write, and `kill -9` loses at most the moves of
// the last kThrottle: in play, the last move); when a new puzzle replaces the game; and on quit
// (flush()). The clock is part of the game: while it runs it is written every kClockPeriod even
// without a move, and at once when it stops (a pause, a dialog, a menu); flush() writes it too, so
// quitting and starting again never turns the clock back (and cannot shave time off a best time;
// `kill -9` loses at most kClockPeriod of it). Each write goes through QSaveFile (a temporary file
// renamed over the old one after an fdatasync), so a crash mid-write leaves the previous autosave
// whole. One write costs about 0.2 ms (2.6 ms at worst in 50, measured on this project's machine), so
// it runs on the GUI thread, in order.
//
// What: a grid with something on it that is not finished. An empty grid or a solved game leaves no
// autosave (the file is removed): there is nothing to come back to.
//
// Restoring is the window's (MainWindow::restoreAutosave at start-up) through load(): a file that
// cannot be read is set aside (renamed autosave.qudoku.unreadable-YYYYMMDD-hhmmss) and reported,
// never fatal.
//
// A game that a new one replaces while unfinished goes to the history (game/gamehistory.h), written
// the same way, before it goes: Game → Recent Games brings it back.

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>

#include "game/game.h"
#include "qudoku/result.h"

namespace qudoku::ui {

class GameHistory;

class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr int kThrottleMs = 400;
    static constexpr int kClockPeriodMs = 10000;

    // Where the game came from, restored with it.
    struct Origin {
        QString file;      // the save file Save writes to, or empty
        QString title;     // the puzzle file or "Pasted puzzle" it came from, for the window title
        bool saved = false; // no changes since it was saved to `file`
        QString code;      // the puzzle code of a generated puzzle (Copy Puzzle Code), or empty
    };
    struct Restored {
        GameSnapshot snapshot;
        Origin origin;
    };
    // Why the autosave could not be read, and where it was set aside.
    struct Unreadable {
        QString reason;
        QString keptAs;
    };

    explicit Autosave(Game* game, QObject* parent = nullptr);
    ~Autosave() override;

    static QString path();

    // Writes only while enabled (the window enables it; tests of other things need not).
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    void setOrigin(const Origin& origin) { origin_ = origin; }

    // Writes now if a change, or clock time, has not been written yet (quit, a new puzzle about to
    // replace the game).
    void flush();
    // How often the running clock is written without a move (kClockPeriodMs; tests shorten it).
    void setClockPeriod(int ms);
    // The number of writes so far (tests).
    int writes() const { return writes_; }
    // The last write failed.
    bool isFailing() const { return failing_; }

    // The unfinished game saved last, none, or why it could not be read (the file is then set aside).
    static Result<std::optional<Restored>, Unreadable> load();

    // The file format (a save file plus where the game came from), shared with GameHistory. An
    // autosave is a few kB (25×25: about 30 kB); a file over kMaxBytes is refused before it is read.
    static constexpr qint64 kMaxBytes = 4 * 1024 * 1024;
    static QByteArray toJson(const GameSnapshot& snapshot, const Origin& origin);
    static Result<Restored, QString> fromFile(const QString& path);
    // Nothing to come back to: no value and no pencil mark anywhere.
    static bool isBlank(const GameSnapshot& snapshot);
    // What the history keeps of a game about to be replaced: one the player worked on (a move, a
    // digit or a mark of theirs, givens typed in) and did not finish.
    bool isWorthKeeping() const;
    GameHistory& history() { return *history_; }

signals:
    // A write failed (a full disk, a read-only folder): said once until a write succeeds again.
    void failed(const QString& reason);
    // The game about to be replaced was kept in the history (Game → Recent Games), under `title`.
    void kept(const QString& title);

private:
    void onChanged();
    void onAboutToReplace();
    void onClockChanged();
    bool isUnwritten() const;
    void write();

    Game* game_;
    std::unique_ptr<GameHistory> history_;
    QTimer throttle_;
    QTimer clockPeriod_; // while the clock runs: its time is written without a move
    QElapsedTimer sinceWrite_;
    Origin origin_;
    quint64 written_ = 0; // Game::revision() of the last write
    qint64 writtenElapsedMs_ = 0; // the clock's time in the last write
    bool enabled_ = false;
    bool pending_ = false;
    bool failing_ = false;
    int writes_ = 0;
};

} // namespace qudoku::ui
