#pragma once
// A time bound for fuzz targets whose work has no deterministic bound in the API: solve() has no node
// limit, and one logic step or one generated candidate can take long on a large or odd grid. arm()
// hands out the token of a fresh std::stop_source and sets a deadline; once it has passed, the
// watchdog's thread requests the stop, and the work returns Cancelled.
//
// Why one long-lived thread: a thread per input (what GenerateOptions::budget starts, about 20 us to
// create and join) would cost as much as the work on small grids, where the fuzzer spends most of
// its executions. This thread sleeps until the earliest deadline it knows of; arming does not wake it
// unless the new deadline comes first, so an input that finishes in time costs a lock and a
// stop_source, and the thread wakes at most once per budget. What is given up is determinism: whether
// a slow input is stopped, and where, depends on the machine's load. The targets use deterministic
// bounds first where the API has one (GenerateOptions::progress, LogicOptions::progress) and keep
// the deadline as the safety net.

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

namespace qudoku::fuzz {

class Watchdog {
public:
    // The process's watchdog (its thread starts on first use, and is joined at exit).
    static Watchdog& instance();

    // A token stopped `budget` from now, unless the watchdog is disarmed or armed again first. Tokens
    // from an earlier arm() are never stopped after that.
    std::stop_token arm(std::chrono::microseconds budget);
    void disarm();

    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;
    ~Watchdog() = default;

private:
    using Clock = std::chrono::steady_clock;
    Watchdog();
    void run(const std::stop_token& done);

    std::mutex mutex_;
    std::condition_variable_any wake_;
    std::stop_source source_;               // the armed one
    std::optional<Clock::time_point> deadline_;
    Clock::time_point sleepingUntil_ = Clock::time_point::max(); // when the thread wakes by itself
    std::jthread thread_; // last: started once the members it uses exist, stopped and joined first
};

// Arms the watchdog for a scope and disarms it at the end (an input's work, or one phase of it).
class Deadline {
public:
    explicit Deadline(std::chrono::microseconds budget) : token_(Watchdog::instance().arm(budget)) {}
    ~Deadline() { Watchdog::instance().disarm(); }
    Deadline(const Deadline&) = delete;
    Deadline& operator=(const Deadline&) = delete;

    const std::stop_token& token() const { return token_; }

private:
    std::stop_token token_;
};

} // namespace qudoku::fuzz
