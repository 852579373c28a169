#include "solve/logicrunner.h"

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

LogicRunner::LogicRunner(QObject* parent)
    : QObject(parent), job_(this, [this](const LogicReply& reply) { emit finished(reply); }, &pool_) {
    pool_.setMaxThreadCount(2);
}

LogicRunner::~LogicRunner() = default;

void LogicRunner::start(LogicRequest request) {
    kind_ = request.kind;
    job_.start([request = std::move(request)](std::stop_token stop) { return runLogicJob(request, std::move(stop)); });
}

void LogicRunner::cancel() { job_.cancel(); }

} // namespace qudoku::ui
