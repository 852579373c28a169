#pragma once
// The games in progress: one autosave file each (autosave.h), in QStandardPaths::AppDataLocation/games,
// named by the game's id (<id>.qudoku) with its lock beside it (<id>.lock) while a window has it. The
// games no window has are the unfinished games Game → Recent Games offers, most recently played first:
// those left for another game (New Game, Open, Paste, the daily puzzle, a puzzle code, an empty grid:
// replacing the game never asks "Save them first?", nothing a player did is lost), those of windows
// that quit, and those of a Qudoku that was killed (its lock is taken over: its process is gone).
// Taking one for a window locks it (claim): the window's autosave goes on in its file. The newest
// kMaxGames that no window has are kept.
//
// At start-up the window claims the most recent game that no live window has (claimLatest): a second
// Qudoku started while the first runs gets its own game, never the first's.
//
// The layout before (one autosave.qudoku for every window, history/ for the games left) moves in on the
// first start (migrate): each file becomes a game of the folder.

#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

#include "game/autosavefile.h"
#include "game/gamelock.h"
#include "qudoku/result.h"

namespace qudoku::ui {

class GameHistory {
public:
    static constexpr int kMaxGames = 20;

    struct Entry {
        QString path;
        QString title;     // the window title it had ("Puzzle 9H-4KZ7QP2M", a file name, "Untitled")
        QDateTime left;    // when it was last written (played, or left)
        Mode mode = Mode::Play;
        int size = 9;
        int filled = 0;    // cells holding a value (givens and digits)
        qint64 elapsedMs = 0;
        int moves = 0;     // its undo history
    };
    // A game taken for a window: what it holds, its id and its lock (the window's autosave takes both).
    struct Claimed {
        RestoredGame game;
        QString id;
        std::unique_ptr<GameLock> lock;
    };
    // A file that could not be read: why, and where it was set aside.
    struct SetAside {
        QString reason;
        QString keptAs;
    };

    explicit GameHistory(QString folder = defaultFolder());
    ~GameHistory();
    static QString defaultFolder();
    QString folder() const { return folder_; }
    QString pathOf(const QString& id) const; // the autosave of game `id`
    static QString lockOf(const QString& path);

    // The games no live window has, the most recently played first. A file that cannot be read is left
    // out.
    QList<Entry> entries() const;
    // How many games no live window has (their files are not read: unreadable ones count too).
    int count() const;
    // Takes the game of `path` for a window; or why not: another window has it, or it cannot be read
    // (the file is then set aside, so that it is not offered again).
    Result<Claimed, QString> claim(const QString& path);
    // The most recent game that no live window has, taken; the files met on the way that could not be
    // read are set aside and listed in `setAside`. Moves the layout before in first (migrate).
    std::optional<Claimed> claimLatest(QList<SetAside>* setAside = nullptr);
    // The newest kMaxGames games that no window has stay; the older ones go.
    void prune();
    // Every game that no window has goes, those of the layout before included (tests, screenshots).
    void clear();
    // autosave.qudoku and history/*.qudoku (before one file per game) become games of the folder.
    void migrate();

private:
    // The games' files, the most recently written first.
    QStringList files() const;
    // Renames an unreadable file aside; where it went.
    QString setAside(const QString& path) const;

    QString folder_;
};

} // namespace qudoku::ui
