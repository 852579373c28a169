#pragma once
// The games a player left unfinished for another one (Game → Recent Games). Replacing the game on the
// board (New Game, Open, Paste, the daily puzzle, a puzzle code, an empty grid) never asks "Save them
// first?": the game that goes is kept here, in the autosave's format, and comes back from the menu
// with its file, title, clock and marks, exactly as the autosave brings back the game of the last
// session. Nothing a player did is lost, so there is nothing to ask.
//
// One file per game, in QStandardPaths::AppDataLocation/history, named by the time it was left
// (yyyyMMdd-hhmmss-zzz.qudoku, so the names sort by age); the newest kMaxGames are kept. Taking a game
// back removes its file: it is the game in progress again, and the autosave has it.

#include <QDateTime>
#include <QList>
#include <QString>

#include "game/autosave.h"
#include "qudoku/result.h"

namespace qudoku::ui {

class GameHistory {
public:
    static constexpr int kMaxGames = 20;

    struct Entry {
        QString path;
        QString title;     // the window title it had ("Puzzle 9H-4KZ7QP2M", a file name, "Untitled")
        QDateTime left;    // when it was left for another game
        Mode mode = Mode::Play;
        int size = 9;
        int filled = 0;    // cells holding a value (givens and digits)
        qint64 elapsedMs = 0;
    };

    explicit GameHistory(QString folder = defaultFolder());
    static QString defaultFolder();
    QString folder() const { return folder_; }

    // Writes the game (false and `error` set when it cannot be written); the oldest beyond kMaxGames go.
    bool keep(const GameSnapshot& snapshot, const Autosave::Origin& origin, QString* error = nullptr);
    // The kept games, the most recently left first. A file that cannot be read is left out.
    QList<Entry> entries() const;
    // The game of `path`, its file removed; or why it cannot be read (the file is then removed too:
    // the menu must not offer it again).
    Result<Autosave::Restored, QString> take(const QString& path);
    void clear();

private:
    QString folder_;
};

} // namespace qudoku::ui
