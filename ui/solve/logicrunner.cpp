#include "solve/logicrunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace qudoku::ui {

LogicReply runLogicJob(const LogicRequest& request, std::stop_token stop) {
    LogicReply reply;
    reply.request = request;
    SolveOptions solveOptions;
    solveOptions.limit = 2;
    solveOptions.keep = 1;
    solveOptions.stop = stop;
    const SolveResult result = solve(request.givens, solveOptions);
    reply.uniqueness = result.status;
    if (result.status == SolveStatus::Cancelled) {
        reply.cancelled = true;
        return reply;
    }
    if (!result.hasSolution()) return reply; // no solution: nothing to hint or rate
    if (result.isUnique()) reply.solution = result.solutions.front();

    logic::LogicOptions options;
    options.stop = stop;
    options.uniquenessTechniques = result.isUnique(); // only sound with one solution
    switch (request.kind) {
    case LogicRequest::Kind::Rate:
        reply.rating = logic::ratePuzzle(request.givens, options);
        break;
    case LogicRequest::Kind::Hint:
    case LogicRequest::Kind::Path:
        if (result.isUnique()) reply.mistakes = logic::findMistakes(request.current, request.marks, reply.solution);
        if (!reply.mistakes.empty()) break; // mistakes first: steps from a wrong position prove nothing
        if (request.kind == LogicRequest::Kind::Hint) {
            reply.next = logic::findNextStep(reply.position(), options);
        } else {
            reply.path = logic::findSolvePath(reply.position(), options);
            reply.rating = logic::rate(reply.path);
        }
        break;
    }
    reply.cancelled = stop.stop_requested();
    return reply;
}

namespace {

LogicReply runJob(LogicRequest request, std::stop_token stop, quint64 job) {
    LogicReply reply = runLogicJob(request, std::move(stop));
    reply.job = job;
    return reply;
}

} // namespace

LogicRunner::LogicRunner(QObject* parent) : QObject(parent) { pool_.setMaxThreadCount(2); }

LogicRunner::~LogicRunner() {
    stop_.request_stop();
    for (auto* watcher : watchers_) watcher->waitForFinished();
}

void LogicRunner::start(LogicRequest request) {
    // A running job is told to stop; its own stop state lives on in its token after stop_ is replaced.
    if (running_) stop_.request_stop();
    stop_ = std::stop_source{};
    running_ = true;
    kind_ = request.kind;
    const quint64 job = ++job_;
    auto* watcher = new QFutureWatcher<LogicReply>(this);
    connect(watcher, &QFutureWatcher<LogicReply>::finished, this, [this, watcher] { onFinished(watcher); });
    watchers_.append(watcher);
    watcher->setFuture(QtConcurrent::run(&pool_, runJob, std::move(request), stop_.get_token(), job));
}

void LogicRunner::cancel() {
    if (running_) stop_.request_stop();
}

void LogicRunner::onFinished(QFutureWatcher<LogicReply>* watcher) {
    const LogicReply reply = watcher->result();
    watchers_.removeOne(watcher);
    watcher->deleteLater();
    if (reply.job != job_) return; // a replaced job
    running_ = false;
    emit finished(reply);
}

} // namespace qudoku::ui
