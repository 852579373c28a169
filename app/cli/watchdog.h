#pragma once
// qudoku-cli --timeout: one thread for a whole run that stops each puzzle's work when its own time is
// up, whatever the mode (solving, counting, rating, explaining, generating) and however many -j
// threads do the work.
//
//   Watchdog watchdog(2s);                  // one per run: starts its thread
//   ...on any thread, for each puzzle:
//   std::stop_source stop;
//   Watchdog::Timer timer(watchdog, stop); // the puzzle's clock starts now
//   solve(grid, {.stop = stop.get_token()}); // Cancelled if 2 s went by first
//                                            // ~Timer: the clock is off
//
// The work itself is stopped through the std::stop_token the core already polls (SolveOptions,
// LogicOptions, GenerateOptions), so a puzzle stops within a few milliseconds of its deadline. One
// thread, not one per puzzle (as GenerateOptions::budget starts): arming a timer is a mutex and a
// map insertion, so a million easy puzzles pay almost nothing for their clocks.
//
// Invariant: the thread calls request_stop() only on the sources of armed timers, under the mutex; a
// Timer disarms under the same mutex before its source can go away.

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <stop_token>
#include <thread>

namespace qudoku::cli {

class Watchdog {
public:
    using Clock = std::chrono::steady_clock;

    explicit Watchdog(Clock::duration timeout);
    ~Watchdog(); // stops and joins the thread (every Timer must be gone by then)
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    // A puzzle's clock: from construction, `stop` is requested once the watchdog's timeout has gone
    // by, unless the Timer is destroyed first. `stop` must outlive the Timer. Thread-safe: timers of
    // one watchdog may be armed and destroyed on any threads at once.
    class Timer {
    public:
        Timer(Watchdog& watchdog, std::stop_source& stop);
        ~Timer();
        Timer(const Timer&) = delete;
        Timer& operator=(const Timer&) = delete;

    private:
        Watchdog& watchdog_;
        std::stop_source* stop_;
        Clock::time_point deadline_; // its key in armed_ (until the watchdog fires it)
    };

private:
    void run(std::stop_token finish);

    const Clock::duration timeout_;
    std::mutex mutex_;
    std::condition_variable_any wake_; // an earlier deadline was armed, or the run is over
    std::multimap<Clock::time_point, std::stop_source*> armed_; // guarded by mutex_
    std::jthread thread_;              // last: started once the members above exist
};

} // namespace qudoku::cli
