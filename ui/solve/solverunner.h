#pragma once
// Runs core's solve() off the GUI thread and delivers the answer on the GUI thread (LatestJob: inputs
// are copied into the job, the result comes back by value, a stop token cancels it, and the
// destructor cancels and waits so closing the window mid-solve exits cleanly). One job at a time:
// starting a new one cancels the old one.

#include <QObject>

#include "qudoku/grid.h"
#include "qudoku/solver.h"
#include "solve/latestjob.h"

namespace qudoku::ui {

enum class JobKind {
    Uniqueness,      // count the solutions of the givens up to 2
    Solve,           // one solution of the current grid (givens + player digits)
    SolveFromGivens, // one solution of the givens alone
    Hint,            // a solution of the current grid, else of the givens
    Check,           // same as Hint
};

struct SolveRequest {
    JobKind kind = JobKind::Solve;
    Grid current;
    Grid givens;
    quint64 revision = 0; // Game::revision() when the job started
    quint64 puzzleId = 0; // Game::puzzleId() when the job started
};

struct SolveReply {
    SolveRequest request;
    SolveResult result;
    bool fromGivens = false; // Hint/Check: the current grid had no solution, `result` is the givens'
};

class SolveRunner : public QObject {
    Q_OBJECT

public:
    explicit SolveRunner(QObject* parent = nullptr);
    ~SolveRunner() override;

    void start(SolveRequest request);
    // Asks the running job to stop; its reply (status Cancelled) still arrives through finished().
    void cancel();
    bool isRunning() const { return job_.isRunning(); }
    JobKind runningKind() const { return kind_; }

signals:
    void started(qudoku::ui::JobKind kind);
    void finished(const qudoku::ui::SolveReply& reply);

private:
    LatestJob<SolveReply> job_;
    JobKind kind_ = JobKind::Solve;
};

} // namespace qudoku::ui
