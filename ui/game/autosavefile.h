#pragma once
// The autosave file of one game in progress (AppDataLocation/games/<id>.qudoku; docs/save-format.md,
// "Autosave"): its first line is the game as a save file on one line (saveGameLine) with where it came
// from under "autosave"; each later line is a record of what changed since the line before: moves
// added (and the redo part they replaced), where the game is in its history, the clock, the hint
// count, the checkpoints and where it came from when those changed.
//
// Why a journal and not the whole file each time: with a history of 5,000 moves the first line is
// 0.54 MB for a 9×9 game and 0.61 MB for a 25×25 one, and writing it whole (QSaveFile, synced) took
// 8.8 and 13.4 ms (medians; docs/benchmarks.md, "Saving the undo history"), over the 5 ms an autosave
// after a move may take; a record is about 200 bytes whatever the history holds, and appending and
// syncing it took 0.22 ms for both. The writer (autosave.h) rewrites the file whole, without its
// records, when they outgrow the first line (so reading it costs at most about twice the game) and when
// the game leaves the window.
//
// Reading tolerates what `kill -9` can leave: a last line cut short (no line break, not valid JSON) is
// ignored, as if the write had not begun. Any other line that cannot be read, or a history that does
// not lead to the position it claims, makes the file unreadable (the caller sets it aside). A file of
// one indented JSON document (version 1's autosave, any save file) reads as a game without records.

#include <QByteArray>
#include <QString>

#include <vector>

#include "game/game.h"
#include "qudoku/result.h"

namespace qudoku::ui {

// Where a game came from, kept with it.
struct GameOrigin {
    QString file;       // the save file Save writes to, or empty
    QString title;      // the puzzle file or "Pasted puzzle" it came from, for the window title
    bool saved = false; // no changes since it was saved to `file`
    QString code;       // the puzzle code of a generated puzzle (Copy Puzzle Code), or empty

    friend bool operator==(const GameOrigin&, const GameOrigin&) = default;
};

struct RestoredGame {
    GameSnapshot snapshot;
    GameOrigin origin;
};

// What changed since the file's last line (the record's fields, docs/save-format.md).
struct AutosaveRecord {
    int keep = 0;                       // the moves of the history kept; `moves` replace the rest
    std::vector<const Move*> moves;     // appended after them
    bool writeMoves = false;            // false: the history is as it was (only `index` moved)
    int index = 0;                      // the moves done of the history
    qint64 elapsedMs = 0;
    int hintsUsed = 0;
    bool solvedByComputer = false;
    const std::vector<Checkpoint>* checkpoints = nullptr; // when they changed
    const GameOrigin* origin = nullptr;                   // when it changed
};

// A file larger than this is refused before it is read, and set aside. 16 MiB, as for any file Open
// reads (qudoku/reader.h, kMaxTextBytes): a game of 5,000 moves is under 1 MB (docs/benchmarks.md,
// "Saving the undo history"), the records may double it before the file is rewritten whole, and the
// writer leaves the oldest moves out of a history so long that its first line would pass half of this
// (fitHistory), so an autosave the app wrote is always read.
inline constexpr qint64 kMaxAutosaveBytes = 16 * 1024 * 1024;

// The first line (with its line break).
QByteArray autosaveFirstLine(const GameSnapshot& snapshot, const GameOrigin& origin);
// A record's line (with its line break).
QByteArray autosaveRecordLine(const AutosaveRecord& record, Shape shape);

// The game a file holds, its records applied; or why it cannot be read (a sentence).
Result<RestoredGame, QString> readAutosave(const QString& path);
Result<RestoredGame, QString> parseAutosave(const QByteArray& bytes);

} // namespace qudoku::ui
