#pragma once
// The solution path: every logic step from the current position (givens, player digits, pencil
// marks) to the end, each with its technique and rating, and the rating of the whole path. Found on
// the worker (LogicRunner, kind Path); mistakes come first here too (a path from a wrong position
// proves nothing). Any change to the board makes the path stale; compute() finds it again.
// preview(i) is what the board draws for step i: the position before it, with its pattern.

#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

#include "board/hintoverlay.h"
#include "solve/logicrunner.h"

namespace qudoku::ui {

class Game;

class SolutionPath : public QObject {
    Q_OBJECT

public:
    explicit SolutionPath(Game* game, QObject* parent = nullptr);

    void compute(); // for the board as it is now; replaces a running computation for another board
    void cancel();
    bool isBusy() const { return runner_.isRunning(); }
    bool isCurrent() const; // computed for the board as it is now
    bool hasPath() const { return reply_.has_value(); }

    const std::vector<logic::Step>& steps() const;
    QString summary() const;                 // the total rating, and how the path ends, in words
    std::optional<logic::Rating> rating() const;
    HintOverlay preview(int index) const;    // empty when there is no such step

signals:
    void changed(); // a new path, none, stale or busy
    void busyChanged(bool busy, const QString& what);

private:
    void onReply(const LogicReply& reply);

    Game* game_;
    LogicRunner runner_;
    std::optional<LogicReply> reply_;
    QString summary_;
    std::pair<quint64, quint64> pending_; // puzzle id and revision of the running computation
};

} // namespace qudoku::ui
