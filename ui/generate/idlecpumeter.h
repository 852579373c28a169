#pragma once
// How much CPU nobody wanted lately, on the cores this process may run on: the gate of the puzzle
// stock, which makes its puzzles only when a core would otherwise sit idle (see puzzlesupply.h for
// why that is not left to an idle-priority thread). On Linux the kernel counts each core's time per
// state in the "cpuN" lines of /proc/stat; elsewhere the meter cannot tell.

#include <chrono>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace qudoku::ui {

// Each core's time from /proc/stat, in the kernel's ticks: idle (idle and iowait) and in all (user,
// nice, system, idle, iowait, irq, softirq, steal; guest time is in user already).
struct CpuTimes {
    struct Core {
        int cpu = 0; // N of its "cpuN" line
        unsigned long long idle = 0;
        unsigned long long total = 0;
    };
    std::vector<Core> cores;
};

// The times in a /proc/stat text; nullopt when it has no "cpuN" line with eight numbers or a
// malformed one.
std::optional<CpuTimes> parseCpuTimes(std::string_view procStat);

// The cores that were idle on average from `before` to `after` (2.0: two cores did nothing the whole
// time), counting the cores `usable` says yes to (all by default); a core that went offline or
// counted no time adds nothing.
double idleCores(const CpuTimes& before, const CpuTimes& after, const std::function<bool(int cpu)>& usable = {});

class IdleCpuMeter {
public:
    // Whether this system tells (a readable /proc/stat).
    static bool available();

    // The cores this process may run on that were idle on average since the previous call, when
    // that was at most `maxAge` ago (an older reading says nothing about now); otherwise, and on
    // the first call, nullopt. Every call starts the next window.
    std::optional<double> idleSinceLastCall(std::chrono::milliseconds maxAge);

private:
    std::optional<CpuTimes> last_;
    std::chrono::steady_clock::time_point lastAt_;
};

} // namespace qudoku::ui
