#pragma once
// CPU load for the suites and benchmarks that check what the player waits for on a busy machine
// (issue 30: New Game waited minutes for the idle-priority puzzle stock with the load at 5 on 2
// cores): busy loops of our own, one core to put them on, and the scheduling policy of every thread
// of the process. Linux only (sched_setaffinity, /proc/self/task).

#include <sched.h>

#include <atomic>
#include <fstream>
#include <filesystem>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace qudoku::test {

// `count` threads spinning at normal priority (SCHED_OTHER, nice 0) until destroyed. They inherit
// the creating thread's CPU affinity, so inside a PinnedToOneCore they all share that core.
class BusyLoops {
public:
    explicit BusyLoops(int count) {
        for (int i = 0; i < count; ++i)
            threads_.emplace_back([this] {
                while (!stop_.load(std::memory_order_relaxed)) {
                }
            });
    }
    ~BusyLoops() { stop_.store(true); }
    BusyLoops(const BusyLoops&) = delete;
    BusyLoops& operator=(const BusyLoops&) = delete;

private:
    std::atomic<bool> stop_{false};
    std::vector<std::jthread> threads_; // declared after stop_: joined before it goes
};

// The calling thread (and every thread it starts meanwhile) on the first CPU it may use, until
// destroyed; then its affinity as before. Threads started earlier keep theirs.
class PinnedToOneCore {
public:
    PinnedToOneCore() {
        sched_getaffinity(0, sizeof before_, &before_);
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &before_)) {
                cpu_set_t one;
                CPU_ZERO(&one);
                CPU_SET(cpu, &one);
                pinned_ = sched_setaffinity(0, sizeof one, &one) == 0;
                break;
            }
    }
    ~PinnedToOneCore() { sched_setaffinity(0, sizeof before_, &before_); }
    PinnedToOneCore(const PinnedToOneCore&) = delete;
    PinnedToOneCore& operator=(const PinnedToOneCore&) = delete;
    bool pinned() const { return pinned_; }

private:
    cpu_set_t before_{};
    bool pinned_ = false;
};

// One thread of this process as /proc/self/task tells it.
struct ThreadInfo {
    int tid = 0;
    std::string name;
    int policy = -1; // SCHED_OTHER, SCHED_IDLE, ... (proc(5) stat field 41)
};

inline std::vector<ThreadInfo> processThreads() {
    std::vector<ThreadInfo> threads;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/task", error)) {
        std::ifstream file(entry.path() / "stat");
        std::string stat((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        const std::size_t open = stat.find('('), close = stat.rfind(')');
        if (open == std::string::npos || close == std::string::npos) continue; // the thread has gone
        ThreadInfo info;
        info.tid = std::stoi(stat.substr(0, open));
        info.name = stat.substr(open + 1, close - open - 1);
        std::istringstream fields(stat.substr(close + 2)); // field 3 on
        std::string field;
        for (int number = 3; number <= 41 && fields >> field; ++number)
            if (number == 41) info.policy = std::stoi(field);
        threads.push_back(info);
    }
    return threads;
}

// The threads of this process that run at idle priority (SCHED_IDLE), as "name (tid)".
inline std::vector<std::string> threadsAtIdlePriority() {
    std::vector<std::string> idle;
    for (const ThreadInfo& t : processThreads())
        if (t.policy == SCHED_IDLE) idle.push_back(t.name + " (" + std::to_string(t.tid) + ")");
    return idle;
}

} // namespace qudoku::test
