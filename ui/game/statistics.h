#pragma once
// The player's record, by grid size and grade, kept with QSettings (group "statistics") so it
// survives restarts and is shared by every window. A game counts once it has ended: solved by the
// player, solved by the computer, or left for another puzzle (ScoreKeeper decides when). Times are
// the game clock's, which never counts paused time.

#include <QString>
#include <QtGlobal>

#include <optional>
#include <vector>

#include "qudoku/logic/technique.h"

namespace qudoku::ui {

// The grade key of a game: logic::gradeKey ("easy" ... "extreme"), or "unrated" when the puzzle has
// no rating (several solutions, the rating was stopped, still running).
QString statisticsGrade(std::optional<logic::Grade> grade);

struct StatisticsRow {
    int size = 9;
    QString grade;    // see statisticsGrade
    int played = 0;   // games ended
    int solved = 0;   // of those, solved by the player
    qint64 bestMs = 0; // the fastest solve (0: none yet)
    qint64 totalMs = 0; // all solves together
    int hints = 0;    // hints used in all games

    qint64 averageMs() const { return solved > 0 ? totalMs / solved : 0; }
};

class Statistics {
public:
    // Every size and grade with a game, by size, then grade from easy to extreme, unrated last.
    static std::vector<StatisticsRow> rows();
    static StatisticsRow row(int size, const QString& grade);
    // Counts an ended game; returns its row as it was before (to tell a new personal best).
    static StatisticsRow record(int size, const QString& grade, bool solved, qint64 elapsedMs, int hints);
    static void reset();
};

} // namespace qudoku::ui
