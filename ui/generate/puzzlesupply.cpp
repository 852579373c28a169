#include "generate/puzzlesupply.h"

#include <QRandomGenerator>

#include <memory>

#include "generate/idlecpumeter.h"

namespace qudoku::ui {

namespace {

// Runs the generator for `code` on the calling (pool) thread; `tried` follows its candidates.
GenerateReply make(const PuzzleCode& code, std::stop_token stop, JobProgress& tried, std::chrono::milliseconds budget) {
    GenerateOptions options = code.options();
    options.stop = stop;
    options.budget = budget;
    // The session rates every puzzle the window loads, on its own pool and cancellably; a rating made
    // here would be thrown away. Asked for with "Any difficulty (fastest)", it was what took longest:
    // a 16×16 killer's took over 5 minutes of CPU (seed 3), its cages 5 s. A grade asked for is still
    // checked against the target, which is not this flag.
    options.rate = false;
    options.progress = [&tried](const GenerateProgress& p) {
        tried.store(static_cast<int>(std::min<std::uint64_t>(p.candidates, INT32_MAX)), std::memory_order_relaxed);
    };
    GenerateReply reply;
    reply.code = code;
    // A code the generator cannot do (a technique the size has no room for, a variant it cannot grade
    // or whose rules have no solution).
    if (checkOptions(options) || checkVariantOptions(options)) {
        reply.status = GenerateStatus::NotFound;
        return reply;
    }
    GenerateResult result = generate(options);
    reply.status = result.status;
    if (result.ok())
        reply.puzzle = {code, std::move(result.puzzle), std::move(result.solution), std::move(result.rules)};
    return reply;
}

bool isStockable(const PuzzleCode& code) {
    return code.target.kind == DifficultyTarget::Kind::Grade && code.symmetry == Symmetry::None && !code.minimal &&
           code.variants.empty();
}

} // namespace

std::uint64_t freshSeed() { return QRandomGenerator::system()->generate64() & ((std::uint64_t{1} << 40) - 1); }

PuzzleSupply::PuzzleSupply(QObject* parent)
    : QObject(parent), requestJob_(this, requestPool_, [this](GenerateReply r, JobEnd e) { onRequest(std::move(r), e); }),
      stockJob_(this, stockPool_, [this](GenerateReply r, JobEnd e) { onStocked(std::move(r), e); }),
      seeds_(freshSeed) {
    requestPool_.setMaxThreadCount(1);
    // Normal priority, not QThread::IdlePriority: see the top of the header.
    stockPool_.setMaxThreadCount(1);
    gateRetry_.setSingleShot(true);
    gateRetry_.setInterval(kGateRetry);
    connect(&gateRetry_, &QTimer::timeout, this, &PuzzleSupply::stockMore);
}

PuzzleSupply::~PuzzleSupply() = default; // the jobs stop and wait before the pools go

void PuzzleSupply::request(const PuzzleCode& code, bool fresh) {
    requested_ = code;
    if (fresh && isStockable(code) && code.shape == stockShape_) {
        auto& shelf = stock_[code.target.grade];
        if (!shelf.empty()) {
            GenerateReply reply{shelf.front().code, GenerateStatus::Generated, std::move(shelf.front())};
            shelf.pop_front();
            const bool wasBusy = isBusy();
            requestJob_.abandon();
            if (wasBusy) emit busyChanged(false);
            requested_ = reply.code;
            // Never synchronously: the caller finishes what it does before the puzzle arrives.
            QTimer::singleShot(0, this, [this, reply = std::move(reply)] {
                emit puzzleReady(reply.puzzle);
                emit stockChanged();
                stockMore();
            });
            return;
        }
    }
    if (fresh) requested_.seed = seeds_();
    // The request has the machine to itself: the stock's puzzle in progress is dropped (it starts
    // again after the request, see onRequest).
    stockJob_.abandon();
    gateRetry_.stop();
    const bool wasBusy = isBusy();
    requestJob_.start([code = requested_](std::stop_token stop, JobProgress& tried) {
        return make(code, stop, tried, std::chrono::milliseconds::zero());
    });
    if (!wasBusy) emit busyChanged(true);
}

void PuzzleSupply::cancel() { requestJob_.cancel(); }

void PuzzleSupply::onRequest(GenerateReply reply, JobEnd end) {
    emit busyChanged(false);
    if (end == JobEnd::Finished && reply.status == GenerateStatus::Generated) emit puzzleReady(reply.puzzle);
    else emit failed(reply.code, end == JobEnd::Finished ? reply.status : GenerateStatus::Cancelled);
    stockMore();
}

void PuzzleSupply::setStockSize(int perGrade) {
    stockSize_ = std::max(0, perGrade);
    if (stockSize_ == 0) {
        stockJob_.abandon();
        gateRetry_.stop();
    }
    stockMore();
}

void PuzzleSupply::setStockGate(StockGate gate) {
    gate_ = std::move(gate);
    stockMore();
}

void PuzzleSupply::setSeedSource(SeedSource source) { seeds_ = source ? std::move(source) : SeedSource(freshSeed); }

PuzzleSupply::StockGate PuzzleSupply::whenMachineIdle() {
    if (!IdleCpuMeter::available()) return [] { return true; }; // nothing tells: short jobs at normal priority
    return [meter = std::make_shared<IdleCpuMeter>()] {
        // The first question (or one after a long pause) only starts the window: no, ask again.
        const std::optional<double> idle = meter->idleSinceLastCall(2 * kGateRetry);
        return idle && *idle >= kIdleCoresToStock;
    };
}

void PuzzleSupply::setStockShape(Shape shape) {
    if (shape == stockShape_) return;
    stockShape_ = shape;
    stock_.clear();
    scarce_.clear();
    stockJob_.abandon();
    emit stockChanged();
    stockMore();
}

int PuzzleSupply::stocked(logic::Grade grade) const {
    const auto shelf = stock_.find(grade);
    return shelf == stock_.end() ? 0 : static_cast<int>(shelf->second.size());
}

// The next puzzle to make ahead: the easiest grade short of its stock (players ask for the easy ones
// most), one at a time, when the gate lets it (else the gate is asked again in kGateRetry).
void PuzzleSupply::stockMore() {
    if (stockSize_ == 0 || stockJob_.isRunning() || requestJob_.isRunning()) return;
    for (logic::Grade grade : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                               logic::Grade::Extreme}) {
        if (scarce_.count(grade) || stocked(grade) >= stockSize_) continue;
        if (!gate_()) {
            gateRetry_.start();
            return;
        }
        gateRetry_.stop();
        PuzzleCode code;
        code.shape = stockShape_;
        code.target = DifficultyTarget::ofGrade(grade);
        code.seed = seeds_();
        stockJob_.start([code](std::stop_token stop, JobProgress& tried) {
            return make(code, stop, tried, std::chrono::duration_cast<std::chrono::milliseconds>(kStockBudget));
        });
        return;
    }
}

void PuzzleSupply::onStocked(GenerateReply reply, JobEnd end) {
    if (!(reply.code.shape == stockShape_)) return; // made for a size no longer on the board
    if (end == JobEnd::Finished && reply.status == GenerateStatus::Generated) {
        stock_[reply.code.target.grade].push_back(std::move(reply.puzzle));
        emit stockChanged();
    } else if (reply.status == GenerateStatus::TimedOut || reply.status == GenerateStatus::NotFound) {
        scarce_.insert(reply.code.target.grade);
    }
    if (end != JobEnd::Cancelled) stockMore();
}

} // namespace qudoku::ui
