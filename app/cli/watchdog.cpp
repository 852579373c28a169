#include "watchdog.h"

namespace qudoku::cli {

Watchdog::Watchdog(Clock::duration timeout)
    : timeout_(timeout), thread_([this](std::stop_token finish) { run(std::move(finish)); }) {}

Watchdog::~Watchdog() {
    thread_.request_stop(); // wakes the wait below through its stop token
    thread_.join();
}

void Watchdog::run(std::stop_token finish) {
    std::unique_lock lock(mutex_);
    while (!finish.stop_requested()) {
        if (armed_.empty()) {
            wake_.wait(lock, finish, [this] { return !armed_.empty(); });
            continue;
        }
        const auto first = armed_.begin();
        if (Clock::now() >= first->first) {
            first->second->request_stop(); // the puzzle's own source: its work returns Cancelled
            armed_.erase(first);
            continue;
        }
        // Until the earliest deadline, or until an earlier one is armed (only ever when none was:
        // every timer has the same timeout, so a new deadline is never before an armed one).
        const Clock::time_point deadline = first->first;
        wake_.wait_until(lock, finish, deadline, [this, deadline] { return armed_.empty() || armed_.begin()->first < deadline; });
    }
}

Watchdog::Timer::Timer(Watchdog& watchdog, std::stop_source& stop)
    : watchdog_(watchdog), stop_(&stop), deadline_(Clock::now() + watchdog.timeout_) {
    bool earliest = false;
    {
        const std::lock_guard lock(watchdog_.mutex_);
        const auto entry = watchdog_.armed_.emplace(deadline_, stop_);
        earliest = entry == watchdog_.armed_.begin();
    }
    if (earliest) watchdog_.wake_.notify_one();
}

Watchdog::Timer::~Timer() {
    const std::lock_guard lock(watchdog_.mutex_);
    // Not there any more when the watchdog has fired it; a source belongs to one timer.
    for (auto [it, end] = watchdog_.armed_.equal_range(deadline_); it != end; ++it) {
        if (it->second == stop_) {
            watchdog_.armed_.erase(it);
            return;
        }
    }
}

} // namespace qudoku::cli
