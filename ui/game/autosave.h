#pragma once
// The game in progress, saved by itself so that no move is ever lost: to
// QStandardPaths::AppDataLocation/autosave.qudoku, in the save-file format (docs/save-format.md) with
// where the game came from (its file and title) beside it.
//
// When: after every move, throttled: the first move after a quiet spell is written at once, later ones
// at most every kThrottle (so a burst of undos is one write, and `kill -9` loses at most the moves of
// the last kThrottle: in play, the last move); when a new puzzle replaces the game; and on quit
// (flush()). Each write goes through QSaveFile (a temporary file renamed over the old one after an
// fdatasync), so a crash mid-write leaves the previous autosave whole. One write costs about 0.2 ms
// (2.6 ms at worst in 50, measured on this project's machine), so it runs on the GUI thread, in order.
//
// What: a grid with something on it that is not finished. An empty grid or a solved game leaves no
// autosave (the file is removed): there is nothing to come back to.
//
// Restoring is the window's (MainWindow::restoreAutosave at start-up) through load(): a file that
// cannot be read is set aside (renamed autosave.qudoku.unreadable-YYYYMMDD-hhmmss) and reported,
// never fatal.

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

#include "game/game.h"
#include "qudoku/result.h"

namespace qudoku::ui {

class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr int kThrottleMs = 400;

    // Where the game came from, restored with it.
    struct Origin {
        QString file;      // the save file Save writes to, or empty
        QString title;     // the puzzle file or "Pasted puzzle" it came from, for the window title
        bool saved = false; // no changes since it was saved to `file`
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

    static QString path();

    // Writes only while enabled (the window enables it; tests of other things need not).
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    void setOrigin(const Origin& origin) { origin_ = origin; }

    // Writes now if a change has not been written yet (quit, a new puzzle about to replace the game).
    void flush();
    // The number of writes so far (tests).
    int writes() const { return writes_; }
    // The last write failed.
    bool isFailing() const { return failing_; }

    // The unfinished game saved last, none, or why it could not be read (the file is then set aside).
    static Result<std::optional<Restored>, Unreadable> load();

signals:
    // A write failed (a full disk, a read-only folder): said once until a write succeeds again.
    void failed(const QString& reason);

private:
    void onChanged();
    void write();

    Game* game_;
    QTimer throttle_;
    QElapsedTimer sinceWrite_;
    Origin origin_;
    quint64 written_ = 0; // Game::revision() of the last write
    bool enabled_ = false;
    bool pending_ = false;
    bool failing_ = false;
    int writes_ = 0;
};

} // namespace qudoku::ui
