#include "generate.h"
#include "cli_tr.h"

#include <QString>

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "json.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/generator.h"
#include "qudoku/puzzle_code.h"
#include "qudoku/symbols.h"
#include "qudoku/variant_puzzle.h"
#include "qudoku/writer.h"
#include "report.h"
#include "watchdog.h"

namespace qudoku::cli {

namespace {

using Clock = std::chrono::steady_clock;

// Each worker keeps at most this many finished puzzles waiting for the writer.
constexpr std::uint64_t kAheadPerWorker = 4;

// Set by SIGINT/SIGTERM (a lock-free atomic is safe in a handler); the writer polls it, stops the
// workers and flushes what is done, so Ctrl+C on a long run keeps every puzzle already made.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

void onInterrupt(int) { interrupted = true; }

// The handlers for the run's lifetime, the old ones back after it.
class InterruptGuard {
public:
    InterruptGuard() {
        struct sigaction action {};
        action.sa_handler = onInterrupt;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &oldInt_);
        sigaction(SIGTERM, &action, &oldTerm_);
    }
    ~InterruptGuard() {
        sigaction(SIGINT, &oldInt_, nullptr);
        sigaction(SIGTERM, &oldTerm_, nullptr);
    }
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction oldInt_ {};
    struct sigaction oldTerm_ {};
};

struct Run {
    const CliOptions& options;

    // One puzzle, stopped by an interrupt (Cancelled) or, under --timeout, by its own clock (TimedOut).
    GenerateResult generateOne(GenerateOptions& generate) {
        if (!watchdog) {
            generate.stop = stop.get_token();
            return qudoku::generate(generate);
        }
        std::stop_source puzzleStop;
        const std::stop_callback interrupt(stop.get_token(), [&puzzleStop] { puzzleStop.request_stop(); });
        GenerateResult result;
        {
            const Watchdog::Timer timer(*watchdog, puzzleStop);
            generate.stop = puzzleStop.get_token();
            result = qudoku::generate(generate);
        }
        if (result.status == GenerateStatus::Cancelled && !stop.stop_requested()) result.status = GenerateStatus::TimedOut;
        return result;
    }

    std::mutex mutex;
    std::condition_variable changed;
    std::map<std::uint64_t, GenerateResult> finished; // index -> result, not yet written
    std::map<std::uint64_t, logic::Rating> closest;   // index -> nearest miss so far, while it is searched
    std::uint64_t written = 0;                        // puzzles written so far (the next index to write)
    std::atomic<std::uint64_t> next{0};               // the next index a worker takes
    std::atomic<std::uint64_t> tried{0};              // candidates tried, all workers together
    std::uint64_t window = 0;
    std::stop_source stop; // an interrupt: the workers' searches end within milliseconds
    Watchdog* watchdog = nullptr; // under --timeout: each puzzle's clock

    void work() {
        std::uint64_t seenThisPuzzle = 0;
        std::uint64_t index = 0;
        GenerateOptions generate = options.generate;
        generate.progress = [this, &seenThisPuzzle, &index](const GenerateProgress& p) {
            tried += p.candidates - seenThisPuzzle;
            seenThisPuzzle = p.candidates;
            if (p.closest) {
                const std::lock_guard lock(mutex);
                closest.insert_or_assign(index, *p.closest);
            }
        };
        for (;;) {
            index = next++;
            if (index >= options.generateCount) return;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return index < written + window || stop.stop_requested(); }); // back-pressure
            }
            if (stop.stop_requested()) return;
            seenThisPuzzle = 0;
            generate.seed = puzzleSeed(options.generate.seed, index);
            GenerateResult result = generateOne(generate);
            if (result.status == GenerateStatus::Cancelled) return; // interrupted
            tried += result.stats.candidates - seenThisPuzzle;
            {
                const std::lock_guard lock(mutex);
                finished.emplace(index, std::move(result));
                closest.erase(index);
            }
            changed.notify_all();
        }
    }
};

// "generating: 3 of 10 puzzles, 1204 candidates tried, 0:07, closest: er=6.6 score=… hardest=aic …",
// rewritten in place on a terminal. The closest is the next puzzle's nearest miss (a rare target).
void showProgress(std::uint64_t done, std::uint64_t total, std::uint64_t tried, Clock::duration elapsed,
                  const std::optional<logic::Rating>& closest) {
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(elapsed).count();
    QString line = QStringLiteral("\r\033[K") + Cli::tr("generating: %1 of %2 puzzles, %3 candidates tried, %4:%5")
                       .arg(done)
                       .arg(total)
                       .arg(tried)
                       .arg(seconds / 60)
                       .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    if (closest) line += Cli::tr(", closest: ") + QString::fromStdString(ratingFields(*closest));
    const QByteArray bytes = line.toUtf8();
    [[maybe_unused]] const auto n = ::write(STDERR_FILENO, bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

// A variant puzzle's line: f-puzzles JSON (writeFpuzzlesJson) with a "qudoku" key added last: the
// puzzle code when it makes this very puzzle (no --clues or --pattern: codes do not carry them), the
// puzzle's seed (a string: 64-bit numbers lose digits as JavaScript numbers), and the rating fields
// of --rate's JSON when the puzzle was rated.
std::string variantLine(const CliOptions& options, const GenerateResult& result, std::uint64_t index) {
    VariantPuzzle puzzle = VariantPuzzle::blank(result.rules);
    puzzle.givens = result.puzzle;
    std::string json = writeFpuzzlesJson(puzzle);
    const GenerateOptions& g = options.generate;
    const std::uint64_t seed = puzzleSeed(g.seed, index);
    JsonObject qudoku;
    if (!g.clues && g.pattern.empty() && g.target.kind != DifficultyTarget::Kind::Er)
        qudoku.add("code", formatPuzzleCode(PuzzleCode{g.shape, g.target, g.symmetry, g.minimal, g.variants, seed}));
    qudoku.add("seed", std::to_string(seed));
    if (result.rated) {
        const logic::Rating& rating = result.rating;
        qudoku.add("status", rating.solved ? "solved" : "stuck")
            .addRating("er", rating.er)
            .add("score", rating.score)
            .add("grade", logic::gradeKey(rating.grade));
        if (rating.hardest) qudoku.add("hardest", logic::techniqueInfo(*rating.hardest).key);
        else qudoku.addNull("hardest");
        qudoku.add("steps", rating.steps);
    }
    json.pop_back(); // the closing brace
    return json + ",\"qudoku\":" + qudoku.text() + '}';
}

void clearProgress() {
    constexpr char clear[] = "\r\033[K";
    [[maybe_unused]] const auto n = ::write(STDERR_FILENO, clear, sizeof clear - 1);
}

} // namespace

ExitCode generatePuzzles(const CliOptions& options, StdoutBuffer& out) {
    const auto start = Clock::now();
    const InterruptGuard interruptGuard;
    interrupted = false;
    std::optional<Watchdog> watchdog;
    if (options.timeout) watchdog.emplace(options.timeout->limit);
    Run run{options, {}, {}, {}, {}, 0, {}, {}, 0, {}, watchdog ? &*watchdog : nullptr};
    const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(std::min<std::uint64_t>(options.generateCount, 1024))));
    run.window = kAheadPerWorker * static_cast<std::uint64_t>(jobs);
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    const Alphabet alphabet = defaultAlphabet(options.generate.shape.size());
    std::vector<std::jthread> workers;
    for (int i = 0; i < jobs; ++i) workers.emplace_back([&run] { run.work(); });

    int failed = 0;
    auto lastShown = Clock::now() - std::chrono::seconds(1);
    while (run.written < options.generateCount) {
        GenerateResult result;
        {
            std::unique_lock lock(run.mutex);
            while (!run.finished.contains(run.written) && !interrupted) {
                run.changed.wait_for(lock, std::chrono::milliseconds(100));
                // A slow target: what is done reaches the reader (a pipe, a file being tailed) while the
                // next puzzle is searched, and is on the terminal before the progress line moves.
                out.flush();
                if (terminal && Clock::now() - lastShown >= std::chrono::milliseconds(200)) {
                    lastShown = Clock::now();
                    const auto it = run.closest.find(run.written);
                    showProgress(run.written, options.generateCount, run.tried.load(), Clock::now() - start,
                                 it == run.closest.end() ? std::nullopt : std::optional(it->second));
                }
            }
            if (interrupted) break;
            result = std::move(run.finished.at(run.written));
            run.finished.erase(run.written);
        }
        const std::uint64_t index = run.written;
        {
            const std::lock_guard lock(run.mutex);
            ++run.written;
        }
        run.changed.notify_all();
        if (result.ok() && !options.generate.variants.empty()) {
            out.append(variantLine(options, result, index) + '\n');
        } else if (result.ok()) {
            // The rating fields when the puzzle was rated: --rate, or a target that needs the rating.
            if (options.generate.rate || options.generate.target.kind != DifficultyTarget::Kind::Any)
                out.append(toLine(result.puzzle, alphabet) + ' ' + ratingFields(result.rating) + '\n');
            else
                out.append(toLine(result.puzzle, alphabet) + '\n');
        } else {
            ++failed;
            out.append("\n"); // the output stays one line per puzzle
            if (terminal) clearProgress();
            if (result.status == GenerateStatus::TimedOut)
                printErrorLine(QStringLiteral("qudoku-cli: ") + Cli::tr("puzzle %1: ").arg(index + 1) +
                               Cli::tr("gave up after %1 s").arg(options.timeout->text));
            else if (result.status == GenerateStatus::NoGrid)
                printErrorLine(QStringLiteral("qudoku-cli: ") + Cli::tr("puzzle %1: ").arg(index + 1) +
                               Cli::tr("no solution grid of these rules found in %1 tries (the combination is too tight)")
                                   .arg(kGridTries));
            else
                printErrorLine(Cli::tr("qudoku-cli: puzzle %1: no puzzle with one solution has this pattern (tried "
                                       "%2 solution grids)")
                                   .arg(index + 1)
                                   .arg(kPatternTries));
        }
        if (options.stats) {
            if (terminal) clearProgress();
            printErrorLine(QStringLiteral("puzzle %1: seed=%2 candidates=%3 rejected=%4 checks=%5 clues=%6 time=%7µs")
                               .arg(index + 1)
                               .arg(puzzleSeed(options.generate.seed, index))
                               .arg(result.stats.candidates)
                               .arg(result.stats.rejected)
                               .arg(result.stats.uniquenessChecks)
                               .arg(result.puzzle.filledCount())
                               .arg(std::chrono::duration_cast<std::chrono::microseconds>(result.stats.elapsed).count()));
        }
    }
    if (interrupted) {
        {
            const std::lock_guard lock(run.mutex);
            run.stop.request_stop();
        }
        run.changed.notify_all();
    }
    workers.clear(); // joined: every index is taken, or the run was stopped
    out.flush();
    if (terminal) clearProgress();
    if (interrupted) {
        printErrorLine(Cli::tr("qudoku-cli: interrupted after %1 of %2 puzzles").arg(run.written).arg(options.generateCount));
        return ExitCode::Interrupted;
    }
    if (options.stats) {
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        printErrorLine(QStringLiteral("summary: puzzles=%1 generated=%2 failed=%3 candidates=%4 time=%5ms rate=%6/s")
                           .arg(options.generateCount)
                           .arg(options.generateCount - static_cast<std::uint64_t>(failed))
                           .arg(failed)
                           .arg(run.tried.load())
                           .arg(seconds * 1000.0, 0, 'f', 3)
                           .arg(seconds > 0 ? static_cast<double>(options.generateCount) / seconds : 0.0, 0, 'f', 0));
    }
    return failed > 0 ? ExitCode::PuzzleFailed : ExitCode::Success;
}

} // namespace qudoku::cli
