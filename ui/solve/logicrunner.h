#pragma once
// Runs core's logic engine off the GUI thread, like SolveRunner runs the solver (Qt's Mandelbrot
// pattern): the inputs are copied into the job, the reply comes back by value on the GUI thread
// through a QFutureWatcher, a std::stop_source cancels a long chain search, and the destructor
// cancels and waits. One job at a time per runner: starting one cancels the one before, whose reply
// is then dropped (by job number). The caller drops replies for a board that has changed since
// (LogicRequest::revision). Each runner has its own thread pool, so a long rating or a solver
// grinding in the global pool never keeps a hint waiting for a thread.
//
// Every job first counts the givens' solutions with core::solve (the fast engine, limit 2): the
// uniqueness techniques are only sound on a puzzle with one solution, and that solution is what the
// player's digits and pencil marks are checked against.
//   Hint: the player's mistakes; when there are none, the next step from the current position
//         (givens + player digits, candidates narrowed by the player's pencil marks).
//   Path: the mistakes; when there are none, every step from the current position, rated.
//   Rate: the rating of the givens alone (the puzzle's ER, score and grade).

#include <QObject>
#include <QThreadPool>

#include <stop_token>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/mistakes.h"
#include "qudoku/solver.h"
#include "solve/latestjob.h"

namespace qudoku::ui {

struct LogicRequest {
    enum class Kind { Hint, Path, Rate } kind = Kind::Hint;
    Grid givens;
    Grid current;                        // givens + player digits
    std::vector<logic::DigitMask> marks; // the player's pencil marks, one per cell (0: none)
    quint64 revision = 0;                // Game::revision() when the job started
    quint64 puzzleId = 0;                // Game::puzzleId() when the job started
};

struct LogicReply {
    LogicRequest request;
    // The givens' solution count: SolvedUnique, LimitReached (several), NoSolution or InvalidInput.
    SolveStatus uniqueness = SolveStatus::NoSolution;
    Grid solution;                        // when unique
    std::vector<logic::Mistake> mistakes; // Hint, Path: against the unique solution
    logic::NextStep next;                 // Hint: the next step (when there are no mistakes)
    logic::SolvePath path;                // Path: every step (when there are no mistakes)
    logic::Rating rating;                 // Path: of the path; Rate: of the givens
    bool cancelled = false;

    bool hasSolution() const { return uniqueness == SolveStatus::SolvedUnique || isMultiple(); }
    bool isMultiple() const {
        return uniqueness == SolveStatus::LimitReached || uniqueness == SolveStatus::SolvedMultiple;
    }
    // The position the steps start from.
    logic::CandidateGrid position() const { return logic::CandidateGrid(request.current, request.marks); }
};

// The job itself, on the calling thread (the runner calls it on a pool thread; tests may call it).
LogicReply runLogicJob(const LogicRequest& request, std::stop_token stop);

class LogicRunner : public QObject {
    Q_OBJECT

public:
    explicit LogicRunner(QObject* parent = nullptr);
    ~LogicRunner() override;

    void start(LogicRequest request);
    // Asks the running job to stop; its reply (cancelled) still arrives through finished().
    void cancel();
    bool isRunning() const { return job_.isRunning(); }
    LogicRequest::Kind runningKind() const { return kind_; }

signals:
    void finished(const qudoku::ui::LogicReply& reply);

private:
    QThreadPool pool_; // two threads: a replaced job may still be stopping when the next one starts
    LatestJob<LogicReply> job_; // after pool_: stopped and waited for before the pool goes
    LogicRequest::Kind kind_ = LogicRequest::Kind::Hint;
};

} // namespace qudoku::ui
