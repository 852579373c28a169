#include "solve/logicrunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace qudoku::ui {

namespace {

LogicReply runJob(LogicRequest request, std::stop_token stop, quint64 job) {
    LogicReply reply;
    reply.request = request;
    reply.job = job;
    SolveOptions solveOptions;
    solveOptions.limit = 2;
    solveOptions.stop = stop;
    const SolveResult result = solve(request.givens, solveOptions);
    reply.uniqueness = result.status;
    if (result.status == SolveStatus::Cancelled) {
        reply.cancelled = true;
        return reply;
    }
    logic::LogicOptions options;
    options.stop = stop;
    // Uniqueness techniques are only sound on a puzzle with one solution.
    options.uniquenessTechniques = result.status == SolveStatus::SolvedUnique;
    if (result.hasSolution()) reply.solution = result.solutions.front();
    if (request.kind == LogicRequest::Kind::Rate) {
        reply.rating = logic::rate(logic::findSolvePath(logic::CandidateGrid(request.givens), options));
        reply.cancelled = stop.stop_requested();
        return reply;
    }
    if (result.status == SolveStatus::SolvedUnique)
        reply.mistakes = logic::findMistakes(request.current, request.marks, reply.solution);
    const logic::CandidateGrid position(request.current, request.marks);
    reply.next = logic::findNextStep(position, options);
    reply.path = logic::findSolvePath(position, options);
    reply.rating = logic::rate(reply.path);
    reply.cancelled = stop.stop_requested();
    return reply;
}

} // namespace

LogicRunner::LogicRunner(QObject* parent) : QObject(parent) {}

LogicRunner::~LogicRunner() {
    stop_.request_stop();
    for (auto* watcher : watchers_) watcher->waitForFinished();
}

void LogicRunner::start(LogicRequest request) {
    if (running_) stop_.request_stop();
    stop_ = std::stop_source{};
    running_ = true;
    const quint64 job = ++job_;
    auto* watcher = new QFutureWatcher<LogicReply>(this);
    connect(watcher, &QFutureWatcher<LogicReply>::finished, this, [this, watcher] { onFinished(watcher); });
    watchers_.append(watcher);
    watcher->setFuture(QtConcurrent::run(runJob, std::move(request), stop_.get_token(), job));
}

void LogicRunner::cancel() {
    if (running_) stop_.request_stop();
}

void LogicRunner::onFinished(QFutureWatcher<LogicReply>* watcher) {
    const LogicReply reply = watcher->result();
    watchers_.removeOne(watcher);
    watcher->deleteLater();
    if (reply.job != job_) return;
    running_ = false;
    emit finished(reply);
}

} // namespace qudoku::ui
