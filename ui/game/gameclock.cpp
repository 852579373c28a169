#include "game/gameclock.h"

#include <QString>

namespace qudoku::ui {

void GameClock::reset(qint64 elapsedMs) {
    accumulated_ = elapsedMs;
    if (running_.isValid()) running_.restart();
}

void GameClock::setRunning(bool running) {
    if (running == isRunning()) return;
    if (running) {
        running_.start();
    } else {
        accumulated_ += running_.elapsed();
        running_.invalidate();
    }
}

qint64 GameClock::elapsedMs() const {
    return accumulated_ + (running_.isValid() ? running_.elapsed() : 0);
}

QString formatElapsed(qint64 ms) {
    const qint64 s = ms / 1000;
    const qint64 h = s / 3600, m = (s / 60) % 60, sec = s % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(sec, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(sec, 2, 10, QLatin1Char('0'));
}

} // namespace qudoku::ui
