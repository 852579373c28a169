#pragma once
// Who has a game. A window holds a lock on the autosave of the game on its board (games/<id>.lock) and
// on the save file that game came from (locks/<hash of the file's path>.lock, in the app's data folder:
// a lock beside the file would need its folder to be writable), so that two windows, or two running
// Qudokus, never write the same game: another instance skips a game that is held, and Open refuses a
// file that is.
//
// A QLockFile with its stale-lock time at 0: a lock is only ever taken over when the process that
// holds it is gone (QLockFile checks its process id, and its program's name in case the id was reused),
// never for its age (QLockFile's default took over any lock older than 30 s, a game played in another
// window included). So `kill -9` leaves a lock that the next claim takes over, and a live window's lock
// is never stolen. A lock held by another machine (a shared home folder) is never taken over.

#include <QString>

#include <memory>

class QLockFile;

namespace qudoku::ui {

class GameLock {
public:
    explicit GameLock(QString lockPath);
    ~GameLock(); // released
    GameLock(const GameLock&) = delete;
    GameLock& operator=(const GameLock&) = delete;

    // Takes the lock: free, or left by a process that is gone. False when a live process holds it
    // (this one included: another window).
    bool tryLock();
    bool isLocked() const;
    QString path() const { return path_; }

    // Whether a live process holds the lock at `lockPath` (this one included), without taking it.
    static bool isHeld(const QString& lockPath);
    // The lock of a save file: in AppDataLocation/locks, named by a hash of the file's absolute path.
    static QString forFile(const QString& gameFile);

private:
    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace qudoku::ui
