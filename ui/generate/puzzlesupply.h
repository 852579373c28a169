#pragma once
// Where the app's new puzzles come from: the core generator, run on worker threads of the supply's
// own pools (never Qt's global pool, see analysis/latestjob.h).
//
// * request(code) makes the puzzle a code names (a pasted code, the date's puzzle) or, with
//   freshSeed, a new puzzle of that kind (New Game → Hard: a random 40-bit seed). One request at a
//   time: asking again replaces it. It has no time budget (the player waits for it and can cancel
//   it); while it runs, activity() says what it is making and how many candidates it has tried.
// * The stock: to make New Game feel instant, a few puzzles of each grade (no symmetry, not
//   minimal) are made ahead for the size on the board, one at a time, on a pool of its own, with a
//   time budget (a grade the size rarely reaches is not tried again). A fresh-seed request of a
//   stocked kind is answered from the stock at once. Off until setStockSize() says how many (the
//   app turns it on; tests choose).
//   The stock takes nothing from anybody: it starts a puzzle only when its gate says the machine
//   has a core to spare (by default, at least kIdleCoresToStock cores idle over the last
//   kGateRetry, from IdleCpuMeter; asked again every kGateRetry while it says no), never while a
//   request runs, and a request made from scratch abandons the stock's puzzle in progress.
//   Its thread has normal priority. It used to have idle priority (SCHED_IDLE), and under load
//   the window and quitting waited for it (issue 30): a thread of our process shares locks with the
//   threads the player waits for (the QFuture that carries its reply, the thread pool's, the
//   allocator's), Linux gives those locks no priority inheritance, and an idle-priority thread
//   preempted while it holds one keeps it until the CPU has nothing else to do (measured on 2
//   cores: 1 % of a core with 5 busy loops, 0.16 % with 10; up to 6.9 s between two turns with 8).
//   Seen on 2 cores: the GUI thread stuck
//   in LatestJob's reply slot (QFuture::result, the future's mutex) for as long as the stock thread
//   was held right after posting its Finished call-out; deleting the supply (quitting) took up to
//   25 s with 5 busy loops, 64 s with 4 on one core (docs/benchmarks.md, "New Game under load").
//   Raising the thread's priority while it stops is not allowed: an unprivileged thread cannot
//   leave SCHED_IDLE or lower its nice value (RLIMIT_NICE is 0 by default). At normal priority the
//   stock's job stops within 3.6 ms of CPU of being asked (the generator's stop checks: the worst
//   of 158 stops over the grades on 9×9, 16×16 and 25×25), and nothing waits longer than that.
// Every puzzle handed out carries its code, so the player can pass it on. A grade asked for is
// checked by the generator against the target (core); the rating shown is the session's.

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <chrono>
#include <deque>
#include <functional>
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
    Rules rules = Rules::classic(9); // the puzzle's rules: a variant's, a jigsaw's fresh layout
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
    static constexpr double kIdleCoresToStock = 0.75;        // the default gate: this much of a core unused
    static constexpr std::chrono::seconds kGateRetry{1};     // the gate's window, and how often it is asked

    // Whether the stock may start its next puzzle now (asked on the GUI thread before each one).
    using StockGate = std::function<bool()>;
    // The default gate: at least kIdleCoresToStock cores idle over the last kGateRetry; where the
    // system does not say (no /proc/stat), always.
    static StockGate whenMachineIdle();

    explicit PuzzleSupply(QObject* parent = nullptr);
    ~PuzzleSupply() override; // stops every job and waits for it (milliseconds: see the top)

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
    void setStockGate(StockGate gate); // tests open it (always true) to fill the stock on a busy machine
    // Where fresh seeds come from (requests with freshSeed, and the stock): by default freshSeed(),
    // the system's random source. The GUI tests give each window a fixed sequence, so that a run
    // repeats exactly and a request's work is the same on every machine (a 6×6 minimal for Pointing
    // takes 1 candidate or 1,000 by the seed's luck: 0.05 to 2.5 s here, 30 s not enough in a loaded CI).
    using SeedSource = std::function<std::uint64_t()>;
    void setSeedSource(SeedSource source);
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
    StockGate gate_ = whenMachineIdle();
    SeedSource seeds_;
    QTimer gateRetry_; // asks the gate again while it says no
};

// A random 40-bit seed (8 code digits), from the system's random source.
std::uint64_t freshSeed();

} // namespace qudoku::ui
