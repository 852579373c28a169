#include "generate/idlecpumeter.h"

#include <QFile>

#include <algorithm>
#include <array>
#include <charconv>

#if defined(__linux__)
#include <sched.h>
#endif

namespace qudoku::ui {

namespace {

// The numbers after the line's label, up to `out.size()` of them; how many were read (-1: something
// other than a number).
int readNumbers(std::string_view line, std::array<unsigned long long, 8>& out) {
    int count = 0;
    std::size_t at = line.find(' ');
    while (at != std::string_view::npos && count < static_cast<int>(out.size())) {
        at = line.find_first_not_of(' ', at);
        if (at == std::string_view::npos) break;
        const auto [end, error] =
            std::from_chars(line.data() + at, line.data() + line.size(), out[static_cast<std::size_t>(count)]);
        if (error != std::errc{}) return -1;
        ++count;
        at = static_cast<std::size_t>(end - line.data());
    }
    return count;
}

std::optional<CpuTimes> readProcStat() {
    QFile file(QStringLiteral("/proc/stat"));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray text = file.readAll(); // a proc file: its size is only known by reading it
    return parseCpuTimes(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

} // namespace

std::optional<CpuTimes> parseCpuTimes(std::string_view procStat) {
    CpuTimes times;
    std::size_t from = 0;
    while (from < procStat.size()) {
        const std::size_t end = std::min(procStat.find('\n', from), procStat.size());
        const std::string_view line = procStat.substr(from, end - from);
        from = end + 1;
        if (line.size() < 4 || !line.starts_with("cpu") || line[3] < '0' || line[3] > '9') continue; // "cpu " is the sum
        CpuTimes::Core core;
        const std::string_view label = line.substr(3, line.find(' ') - 3);
        const auto [end2, error] = std::from_chars(label.data(), label.data() + label.size(), core.cpu);
        std::array<unsigned long long, 8> n{};
        if (error != std::errc{} || end2 != label.data() + label.size() || readNumbers(line, n) != static_cast<int>(n.size()))
            return std::nullopt;
        core.idle = n[3] + n[4];
        for (unsigned long long value : n) core.total += value;
        times.cores.push_back(core);
    }
    if (times.cores.empty()) return std::nullopt;
    return times;
}

double idleCores(const CpuTimes& before, const CpuTimes& after, const std::function<bool(int cpu)>& usable) {
    double idle = 0.0;
    for (const CpuTimes::Core& now : after.cores) {
        if (usable && !usable(now.cpu)) continue;
        const auto then = std::find_if(before.cores.begin(), before.cores.end(),
                                       [&now](const CpuTimes::Core& c) { return c.cpu == now.cpu; });
        if (then == before.cores.end() || now.total <= then->total || now.idle < then->idle) continue;
        idle += static_cast<double>(now.idle - then->idle) / static_cast<double>(now.total - then->total);
    }
    return idle;
}

bool IdleCpuMeter::available() { return readProcStat().has_value(); }

std::optional<double> IdleCpuMeter::idleSinceLastCall(std::chrono::milliseconds maxAge) {
    const auto now = std::chrono::steady_clock::now();
    const std::optional<CpuTimes> times = readProcStat();
    std::optional<double> idle;
    if (times && last_ && now - lastAt_ <= maxAge) {
#if defined(__linux__)
        cpu_set_t mine; // the calling (GUI) thread's cores, which the stock's thread inherits
        CPU_ZERO(&mine);
        const bool known = sched_getaffinity(0, sizeof mine, &mine) == 0;
        idle = idleCores(*last_, *times, [&](int cpu) { return !known || (cpu < CPU_SETSIZE && CPU_ISSET(cpu, &mine)); });
#else
        idle = idleCores(*last_, *times);
#endif
    }
    last_ = times;
    lastAt_ = now;
    return idle;
}

} // namespace qudoku::ui
