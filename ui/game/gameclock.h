#pragma once
// The game timer: elapsed playing time that only runs while the player is playing.

#include <QElapsedTimer>

namespace qudoku::ui {

class GameClock {
public:
    void reset(qint64 elapsedMs = 0);
    void setRunning(bool running);
    bool isRunning() const { return running_.isValid(); }
    qint64 elapsedMs() const;

private:
    qint64 accumulated_ = 0;
    QElapsedTimer running_; // valid while running
};

// "4:05" or "1:02:03".
QString formatElapsed(qint64 ms);

} // namespace qudoku::ui
