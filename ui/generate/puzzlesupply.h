#pragma once
// Where the app's new puzzles come from: the core generator, run on worker threads of the supply's
// own pools (never Qt's global pool, see analysis/latestjob.h).
//
// * request(code) makes the puzzle a code names (a pasted code, the date's puzzle) or, with
//   freshSeed, a new puzzle of that kind (New Game → Hard: a random 40-bit seed). One request at a
//   time: asking again replaces it. It has no time budget (the player waits for it and can cancel
//   it); while it runs, activity() says what it is making and how many candidates it has tried.
// * The stock: to make New Game feel instant, a few puzzles of each grade (no symmetry, not
//   minimal) are made ahead for the size on the board, one at a time, on a pool whose thread has
//   idle priority (it runs only when the machine has nothing else to do) and with a time budget (a
//   grade the size rarely reaches is not tried again). A fresh-seed request of a stocked kind is
//   answered from the stock at once. Off until setStockSize() says how many (the app turns it on;
//   tests choose).
// Every puzzle handed out carries its code, so the player can pass it on; its rating is the
// generator's (the engine's own, checked against the target in core).

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <chrono>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "analysis/latestjob.h"
#include "qudoku/generator.h"
#include "qudoku/puzzle_code.h"

namespace qudoku::ui {

struct GeneratedPuzzle {
    PuzzleCode code;
    Grid puzzle;
    Grid solution;
    logic::Rating rating;
};

// What a generator job hands back: the puzzle when there is one, else why not.
struct GenerateReply {
    PuzzleCode code;
    GenerateStatus status = GenerateStatus::Cancelled;
    GeneratedPuzzle puzzle; // when status is Generated
};

class PuzzleSupply : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultStock = 2;                  // per grade, for the size on the board
    static constexpr std::chrono::seconds kStockBudget{60};  // per stocked puzzle

    explicit PuzzleSupply(QObject* parent = nullptr);
    ~PuzzleSupply() override; // stops every job and waits for it

    // Makes the puzzle of `code`, or with `freshSeed` one like it with a new seed (from the stock
    // when it holds one). The reply comes through puzzleReady or failed, never synchronously.
    void request(const PuzzleCode& code, bool freshSeed);
    void cancel(); // failed(Cancelled) follows
    bool isBusy() const { return requestJob_.isRunning(); }
    // While busy: the request's code, its time so far and the candidates tried so far (-1: none yet).
    PuzzleCode requested() const { return requested_; }
    qint64 elapsedMs() const { return requestJob_.elapsedMs(); }
    int tried() const { return requestJob_.progress(); }

    void setStockSize(int perGrade); // 0 (the default): nothing is made ahead
    int stockSize() const { return stockSize_; }
    void setStockShape(Shape shape); // the size the stock is for; others' stock is dropped
    int stocked(logic::Grade grade) const;
    bool isStocking() const { return stockJob_.isRunning(); }
    // The pools the jobs run on (tests check that neither is Qt's global pool).
    const QThreadPool& requestPool() const { return requestPool_; }
    const QThreadPool& stockPool() const { return stockPool_; }

signals:
    void puzzleReady(const qudoku::ui::GeneratedPuzzle& puzzle);
    void failed(const qudoku::PuzzleCode& code, qudoku::GenerateStatus status);
    void busyChanged(bool busy);
    void stockChanged(); // a puzzle was stocked or taken

private:
    void onRequest(GenerateReply reply, JobEnd end);
    void onStocked(GenerateReply reply, JobEnd end);
    void stockMore();

    QThreadPool requestPool_; // before the jobs: they need it until they are gone
    QThreadPool stockPool_;
    LatestJob<GenerateReply> requestJob_;
    LatestJob<GenerateReply> stockJob_;
    PuzzleCode requested_;

    int stockSize_ = 0;
    Shape stockShape_{3, 3};
    std::map<logic::Grade, std::deque<GeneratedPuzzle>> stock_;
    std::set<logic::Grade> scarce_; // gave up on within the budget: not tried again for this size
};

// A random 40-bit seed (8 code digits), from the system's random source.
std::uint64_t freshSeed();

} // namespace qudoku::ui
