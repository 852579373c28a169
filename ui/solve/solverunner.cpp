#include "solve/solverunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace qudoku::ui {

namespace {

// The job itself: runs on a pool thread and touches nothing but its arguments. Every job uses the
// library's default algorithm (Algorithm::Fast: the bitboard engine for 9×9, the propagation engine
// for the other sizes).
SolveReply runJob(SolveRequest request, std::stop_token stop, quint64 job) {
    SolveOptions options;
    options.stop = stop;
    SolveReply reply{request, {}, false, job};
    switch (request.kind) {
    case JobKind::Uniqueness:
        options.limit = 2;
        options.keep = 1;
        reply.result = solve(request.givens, options);
        break;
    case JobKind::Solve:
        reply.result = solve(request.current, options);
        break;
    case JobKind::SolveFromGivens:
        reply.result = solve(request.givens, options);
        reply.fromGivens = true;
        break;
    case JobKind::Hint:
    case JobKind::Check:
        reply.result = solve(request.current, options);
        if (!reply.result.hasSolution() && reply.result.status != SolveStatus::Cancelled &&
            !(request.current == request.givens)) {
            reply.result = solve(request.givens, options);
            reply.fromGivens = true;
        }
        break;
    }
    return reply;
}

} // namespace

SolveRunner::SolveRunner(QObject* parent) : QObject(parent) {}

SolveRunner::~SolveRunner() {
    stop_.request_stop();
    for (auto* watcher : watchers_) watcher->waitForFinished();
}

void SolveRunner::start(SolveRequest request) {
    // A running job is told to stop (within a few thousand search nodes); its reply is dropped
    // by its job number. Its own stop state lives on in its token after stop_ is replaced.
    if (running_) stop_.request_stop();
    stop_ = std::stop_source{};
    running_ = true;
    kind_ = request.kind;
    const quint64 job = ++job_;
    auto* watcher = new QFutureWatcher<SolveReply>(this);
    connect(watcher, &QFutureWatcher<SolveReply>::finished, this, [this, watcher] { onFinished(watcher); });
    watchers_.append(watcher);
    watcher->setFuture(QtConcurrent::run(runJob, std::move(request), stop_.get_token(), job));
    emit started(kind_);
}

void SolveRunner::cancel() {
    if (running_) stop_.request_stop();
}

void SolveRunner::onFinished(QFutureWatcher<SolveReply>* watcher) {
    const SolveReply reply = watcher->result();
    watchers_.removeOne(watcher);
    watcher->deleteLater();
    if (reply.job != job_) return; // a replaced job
    running_ = false;
    emit finished(reply);
}

} // namespace qudoku::ui
