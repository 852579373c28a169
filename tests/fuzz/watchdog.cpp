#include "watchdog.h"

namespace qudoku::fuzz {

Watchdog& Watchdog::instance() {
    static Watchdog watchdog;
    return watchdog;
}

Watchdog::Watchdog() : thread_([this](std::stop_token done) { run(done); }) {}

std::stop_token Watchdog::arm(std::chrono::microseconds budget) {
    const Clock::time_point deadline = Clock::now() + budget;
    std::lock_guard lock(mutex_);
    source_ = std::stop_source();
    deadline_ = deadline;
    // The thread wakes by itself at an earlier deadline and then sees this one; only a later wake-up
    // (or none) needs a notification.
    if (deadline < sleepingUntil_) wake_.notify_one();
    return source_.get_token();
}

void Watchdog::disarm() {
    std::lock_guard lock(mutex_);
    deadline_.reset();
}

void Watchdog::run(const std::stop_token& done) {
    std::unique_lock lock(mutex_);
    while (!done.stop_requested()) {
        if (!deadline_) {
            sleepingUntil_ = Clock::time_point::max();
            wake_.wait(lock, done, [this] { return deadline_.has_value(); });
            continue;
        }
        const Clock::time_point deadline = *deadline_;
        sleepingUntil_ = deadline;
        const bool changed = wake_.wait_until(lock, done, deadline, [this, deadline] {
            return !deadline_ || *deadline_ != deadline;
        });
        if (changed || done.stop_requested()) continue; // disarmed or armed again: look again
        source_.request_stop();
        deadline_.reset();
    }
}

} // namespace qudoku::fuzz
