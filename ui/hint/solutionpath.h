#pragma once
// The solution path: every logic step from the current position (givens, player digits, pencil
// marks) to the end, each with its technique and rating, and the rating of the whole path. Found by
// the analysis session on its worker pool; mistakes come first here too (a path from a wrong
// position proves nothing). Any change to the board makes the path stale; compute() finds it again.
// preview(i) is what the board draws for step i: the position before it, with its pattern.

#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

#include "analysis/jobs.h"
#include "board/hintoverlay.h"

namespace qudoku::ui {

class AnalysisSession;
class Game;

class SolutionPath : public QObject {
    Q_OBJECT

public:
    SolutionPath(Game* game, AnalysisSession* session, QObject* parent = nullptr);

    // For the board as it is now (a computation that is running already ends with the board as it is).
    void compute();
    void cancel();
    bool isBusy() const;
    bool isCurrent() const; // computed for the board as it is now
    bool hasPath() const { return reply_.has_value(); }
    // The last search, for the board as it is now, was cancelled (Esc): what recomputes the path by
    // itself (the open panel, after a pause) leaves it alone until the board changes or the player asks.
    bool isCancelled() const;

    const std::vector<logic::Step>& steps() const;
    QString summary() const;                 // the total rating, and how the path ends, in words
    std::optional<logic::Rating> rating() const;
    HintOverlay preview(int index) const;    // empty when there is no such step

signals:
    void changed(); // a new path, none, stale or busy

private:
    void onReply(const PathReply& reply);

    Game* game_;
    AnalysisSession* session_;
    std::optional<PathReply> reply_;
    std::optional<quint64> cancelledAt_; // the board's revision when the last search was cancelled
    QString summary_;
};

} // namespace qudoku::ui
