#include "solve/solverunner.h"

namespace qudoku::ui {

namespace {

// The job itself: runs on a pool thread and touches nothing but its arguments. Every job uses the
// library's default algorithm (Algorithm::Fast: the bitboard engine for 9×9, the propagation engine
// for the other sizes).
SolveReply runJob(const SolveRequest& request, std::stop_token stop) {
    SolveOptions options;
    options.stop = stop;
    SolveReply reply{request, {}, false};
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

SolveRunner::SolveRunner(QObject* parent)
    : QObject(parent), job_(this, [this](const SolveReply& reply) { emit finished(reply); }) {}

SolveRunner::~SolveRunner() = default;

void SolveRunner::start(SolveRequest request) {
    // A running job is told to stop (within a few thousand search nodes); its reply is dropped.
    kind_ = request.kind;
    job_.start([request = std::move(request)](std::stop_token stop) { return runJob(request, std::move(stop)); });
    emit started(kind_);
}

void SolveRunner::cancel() { job_.cancel(); }

} // namespace qudoku::ui
