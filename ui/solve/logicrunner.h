#pragma once
// Runs the logic engine off the GUI thread, like SolveRunner runs the solver: the inputs are copied
// into the job, the reply comes back by value on the GUI thread, a std::stop_source cancels a long
// chain search, and the destructor cancels and waits. One job at a time; a new one replaces it.
//
// A Hint job proves the puzzle unique (the engine's uniqueness techniques need it), finds the
// player's mistakes against the solution, then the next step and the whole path from the current
// position (givens + player digits, narrowed by the player's pencil marks). A Rate job rates the
// givens alone.

#include <QFutureWatcher>
#include <QList>
#include <QObject>

#include <stop_token>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/mistakes.h"
#include "qudoku/solver.h"

namespace qudoku::ui {

struct LogicRequest {
    enum class Kind { Hint, Rate } kind = Kind::Hint;
    Grid givens;
    Grid current;
    std::vector<logic::DigitMask> marks; // one per cell, 0 = none
    quint64 revision = 0;
    quint64 puzzleId = 0;
};

struct LogicReply {
    LogicRequest request;
    SolveStatus uniqueness = SolveStatus::NoSolution; // of the givens
    Grid solution;                                    // when unique
    std::vector<logic::Mistake> mistakes;
    logic::NextStep next;                             // Hint: the next step from the current position
    logic::SolvePath path;                            // Hint: every step from there
    logic::Rating rating;                             // Hint: of the path; Rate: of the givens
    bool cancelled = false;
    quint64 job = 0;
};

class LogicRunner : public QObject {
    Q_OBJECT

public:
    explicit LogicRunner(QObject* parent = nullptr);
    ~LogicRunner() override;

    void start(LogicRequest request);
    void cancel();
    bool isRunning() const { return running_; }

signals:
    void finished(const qudoku::ui::LogicReply& reply);

private:
    void onFinished(QFutureWatcher<LogicReply>* watcher);

    QList<QFutureWatcher<LogicReply>*> watchers_;
    std::stop_source stop_;
    quint64 job_ = 0;
    bool running_ = false;
};

} // namespace qudoku::ui
