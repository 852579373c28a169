#include "read_image.h"
#include "cli_tr.h"

#include <QFile>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "json.h"
#include "qudoku/grid.h"
#include "qudoku/solver.h"
#include "qudoku/vision/reading.h"
#include "render/picture_file.h"
#include "watchdog.h"

namespace qudoku::cli {

namespace {

// What one file gives: its line on standard output, its line on standard error (if any), its code.
struct ImageOutcome {
    std::string line;
    QString error;
    ExitCode code = ExitCode::Success;
};

// The JSON key of why no puzzle came out of a file.
std::string_view problemKey(vision::Problem problem) {
    switch (problem) {
    case vision::Problem::None: return "none";
    case vision::Problem::TooSmall: return "too-small";
    case vision::Problem::TooLarge: return "too-large";
    case vision::Problem::NoGrid: return "no-grid";
    case vision::Problem::NotNineByNine: return "not-9x9";
    case vision::Problem::Cancelled: return "timeout";
    }
    return "no-grid";
}

std::string_view pictureProblemKey(render::PictureProblem problem) {
    switch (problem) {
    case render::PictureProblem::None: return "none";
    case render::PictureProblem::Unreadable: return "unreadable";
    case render::PictureProblem::NotAnImage: return "not-a-picture";
    case render::PictureProblem::TooLarge: return "too-large";
    case render::PictureProblem::Corrupt: return "damaged";
    }
    return "unreadable";
}

// "no grid found", and why when the reader knows more.
QString noGridText(vision::Problem problem) {
    switch (problem) {
    case vision::Problem::TooSmall:
        return Cli::tr("no grid found (the picture is smaller than a readable board, about 120 pixels across)");
    case vision::Problem::NotNineByNine: return Cli::tr("no grid found (the grid is not 9×9; only 9×9 puzzles are read)");
    case vision::Problem::TooLarge: return Cli::tr("no grid found (the picture is too large to read)");
    default: return Cli::tr("no grid found");
    }
}

// "[[12.0,30.5],...]", one decimal like the other numbers of --json.
std::string cornersJson(const vision::Corners& corners) {
    JsonArray array;
    for (const vision::Point& p : corners)
        array.addRaw("[" + oneDecimal(static_cast<double>(p.x)) + "," + oneDecimal(static_cast<double>(p.y)) + "]");
    return array.text();
}

std::string suspectJson(const std::vector<int>& suspect) {
    JsonArray array;
    for (int cell : suspect) array.addRaw(std::to_string(cell));
    return array.text();
}

class ImageReader {
public:
    explicit ImageReader(const CliOptions& options)
        : options_(options),
          watchdog_(options.timeout ? std::make_unique<Watchdog>(options.timeout->limit) : nullptr) {}

    // Thread-safe: reads only options_ and arms timers on the thread-safe watchdog.
    ImageOutcome read(const QString& path) const {
        const std::string name = path.toStdString();
        const render::DecodedPicture picture = render::decodePictureFile(path, vision::kMaxPixels);
        if (!picture) {
            ImageOutcome outcome = notRead(name, pictureProblemKey(picture.problem), ExitCode::Usage);
            const QString reason = render::pictureProblemText(picture, vision::kMaxPixels);
            outcome.error = path + QStringLiteral(": ") + reason;
            if (options_.json) outcome.line = failureJson(name, pictureProblemKey(picture.problem), reason);
            return outcome;
        }
        // The file's clock covers the reading and the count (decoding is bounded by the size limit).
        std::stop_source stop = watchdog_ ? std::stop_source() : std::stop_source(std::nostopstate);
        std::optional<Watchdog::Timer> timer;
        if (watchdog_) timer.emplace(*watchdog_, stop);
        const QImage& image = picture.image;
        const vision::Picture input{image.constBits(), image.width(), image.height(), 3,
                                    static_cast<int>(image.bytesPerLine())};
        const vision::Reading reading = vision::readPuzzle(input, {}, stop.get_token());
        if (reading.problem == vision::Problem::Cancelled || stop.stop_requested()) return timedOut(path);
        if (!reading.found) {
            ImageOutcome outcome = notRead(name, problemKey(reading.problem), ExitCode::PuzzleFailed);
            outcome.error = path + QStringLiteral(": ") + noGridText(reading.problem);
            return outcome;
        }
        const std::string puzzle = reading.puzzle();
        const std::optional<int> solutions = countSolutions(reading, stop.get_token());
        if (!solutions) return timedOut(path);
        ImageOutcome outcome;
        if (!options_.json) {
            outcome.line = puzzle;
            return outcome;
        }
        outcome.line = JsonObject()
                           .add("file", name)
                           .add("found", true)
                           .add("puzzle", puzzle)
                           .addRaw("corners", cornersJson(reading.corners))
                           .addRaw("suspect", suspectJson(reading.suspect))
                           .add("solutions", *solutions)
                           .text();
        return outcome;
    }

private:
    // 0, 1 or 2 (two or more), with the CLI's algorithm; nullopt when the clock ran out. A digit twice
    // in a house has none.
    std::optional<int> countSolutions(const vision::Reading& reading, std::stop_token stop) const {
        Grid grid(Shape{3, 3});
        for (int cell = 0; cell < 81; ++cell) grid.set(cell, reading.cells[static_cast<std::size_t>(cell)].digit);
        SolveOptions solveOptions;
        solveOptions.algorithm = options_.algorithm;
        solveOptions.limit = 2;
        solveOptions.keep = 0;
        solveOptions.stop = std::move(stop);
        const SolveResult result = solve(grid, solveOptions);
        if (result.status == SolveStatus::Cancelled) return std::nullopt;
        return static_cast<int>(std::min<std::uint64_t>(result.count, 2));
    }

    ImageOutcome notRead(const std::string& name, std::string_view key, ExitCode code) const {
        ImageOutcome outcome;
        outcome.code = code;
        if (options_.json) outcome.line = failureJson(name, key, {});
        return outcome;
    }

    std::string failureJson(const std::string& name, std::string_view key, const QString& error) const {
        JsonObject object;
        object.add("file", name).add("found", false).add("problem", key);
        if (!error.isEmpty()) object.add("error", error.toStdString());
        return object.text();
    }

    ImageOutcome timedOut(const QString& path) const {
        ImageOutcome outcome = notRead(path.toStdString(), "timeout", ExitCode::PuzzleFailed);
        outcome.error = path + QStringLiteral(": ") + Cli::tr("gave up after %1 s").arg(options_.timeout->text);
        return outcome;
    }

    const CliOptions& options_;
    const std::unique_ptr<Watchdog> watchdog_;
};

} // namespace

ExitCode readImages(const CliOptions& options, StdoutBuffer& out) {
    const ImageReader reader(options);
    const QStringList& files = options.inputs;
    ExitCode code = ExitCode::Success;
    auto deliver = [&](const ImageOutcome& outcome) {
        out.append(outcome.line);
        out.append("\n");
        if (!outcome.error.isEmpty()) {
            out.flush(); // the lines before it first, so a terminal shows them in order
            printErrorLine(outcome.error);
        }
        code = std::max(code, outcome.code);
    };
    const int jobs = std::min<int>(options.jobs, static_cast<int>(files.size()));
    if (jobs <= 1) {
        for (const QString& file : files) deliver(reader.read(file));
        return code;
    }
    // n workers take the files in turn; this thread writes each outcome as soon as the ones before it
    // are written. An outcome is a line or two, so those waiting cost nothing worth bounding.
    std::vector<std::optional<ImageOutcome>> outcomes(static_cast<std::size_t>(files.size()));
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<int> next{0};
    {
        std::vector<std::jthread> workers;
        for (int w = 0; w < jobs; ++w)
            workers.emplace_back([&] {
                for (int i = next++; i < files.size(); i = next++) {
                    ImageOutcome outcome = reader.read(files[i]);
                    const std::lock_guard lock(mutex);
                    outcomes[static_cast<std::size_t>(i)] = std::move(outcome);
                    ready.notify_all();
                }
            });
        for (std::size_t i = 0; i < outcomes.size(); ++i) {
            std::unique_lock lock(mutex);
            ready.wait(lock, [&] { return outcomes[i].has_value(); });
            const ImageOutcome outcome = std::move(*outcomes[i]);
            outcomes[i].reset();
            lock.unlock();
            deliver(outcome);
        }
    }
    return code;
}

} // namespace qudoku::cli
