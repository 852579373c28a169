#include "batch.h"
#include "cli_tr.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "qudoku/logic/engine.h"
#include "qudoku/writer.h"
#include "json.h"
#include "report.h"
#include "solve_pipeline.h"
#include "text/diagnostics.h"
#include "text/step_text.h"

namespace qudoku::cli {

namespace {

constexpr std::string_view kStdinName = "<stdin>";

std::string techniqueKey(logic::Technique technique) { return std::string(logic::techniqueInfo(technique).key); }

// [{"row":2,"col":3,"value":3},...], 1-based as players count.
std::string cellValuesJson(const std::vector<logic::CellValue>& values, Shape shape) {
    JsonArray array;
    for (const logic::CellValue& v : values)
        array.addRaw(JsonObject()
                         .add("row", shape.rowOf(v.cell) + 1)
                         .add("col", shape.colOf(v.cell) + 1)
                         .add("value", v.value)
                         .text());
    return array.text();
}

} // namespace

Batch::Batch(const CliOptions& options, StdoutBuffer& out)
    : options_(options), out_(out),
      watchdog_(options.timeout ? std::make_unique<Watchdog>(options.timeout->limit) : nullptr) {}

namespace {

// A stream that gives `head` (what was read to look at the input) and then the rest of `rest`: the
// classic reader streams standard input after its first line was peeked at.
class PrefixedBuffer : public std::streambuf {
public:
    PrefixedBuffer(std::string head, std::streambuf* rest) : head_(std::move(head)), rest_(rest) {
        setg(head_.data(), head_.data(), head_.data() + head_.size());
    }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        const std::streamsize n = rest_->sgetn(buffer_, sizeof buffer_);
        if (n <= 0) return traits_type::eof();
        setg(buffer_, buffer_, buffer_ + n);
        return traits_type::to_int_type(*gptr());
    }

private:
    std::string head_;
    std::streambuf* rest_;
    char buffer_[1 << 16];
};

// A line with something on it, not a comment.
bool isContent(const std::string& line) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    return first != std::string::npos && line[first] != '#';
}

} // namespace

void Batch::runInput(const QString& path) {
    if (path == QStringLiteral("-")) {
        runStream(std::cin, kStdinName);
        return;
    }
    const std::string inputName = path.toStdString();
    const std::filesystem::path filePath(QFile::encodeName(path).toStdString());
    // An ifstream opens a directory without complaint and only fails on the first read.
    std::error_code ignored;
    if (std::filesystem::is_directory(filePath, ignored)) {
        reportUnreadable(inputName, Cli::tr("is a directory"));
        return;
    }
    if (runVariantFile(filePath, inputName)) return;
    std::ifstream file(filePath, std::ios::binary);
    if (!file) {
        reportUnreadable(inputName, QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    if (options_.variantInput) { // a pipe given by name, under --format fpuzzles
        runStream(file, inputName);
        return;
    }
    run(file, inputName);
}

void Batch::runStream(std::istream& in, std::string_view inputName) {
    // Up to the first line with something on it, a line at a time: a program that writes a puzzle and
    // waits for its answer is answered (nothing waits for more input than one line).
    // At most 64 KiB are looked at (a longer first line is the classic reader's to refuse).
    constexpr std::size_t kPeek = std::size_t{64} << 10;
    std::string head, line;
    bool variant = options_.variantInput;
    for (char c; !variant && head.size() < kPeek && in.get(c);) {
        head += c;
        if (c != '\n') {
            line += c;
            continue;
        }
        if (isContent(line)) {
            variant = detectVariantText(line).has_value();
            break;
        }
        line.clear();
    }
    if (!variant && !head.empty() && head.back() != '\n' && head.size() < kPeek && isContent(line))
        variant = detectVariantText(line).has_value(); // the input's only line, without a line break
    if (!variant) {
        PrefixedBuffer buffer(std::move(head), in.rdbuf());
        std::istream rest(&buffer);
        run(rest, inputName);
        return;
    }
    // Variant puzzles: the whole text (bounded), then each of its puzzles.
    runVariantRest(in, std::move(head), inputName);
}

void Batch::runVariantRest(std::istream& in, std::string text, std::string_view inputName) {
    // Just past the bound is enough: readVariantText says a longer text is too large.
    std::string chunk(std::size_t{1} << 20, '\0');
    while (in && text.size() <= kMaxTextBytes) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        reportUnreadable(inputName, Cli::tr("read error"));
        return;
    }
    runVariantText(std::move(text), inputName);
}

bool Batch::runVariantFile(const std::filesystem::path& path, std::string_view inputName) {
    // Told from the start of the file (detectVariantText reads its first two content lines); a
    // classic file is then read again from its start by run(), as before. Regular files only: a pipe
    // (a FIFO given as a file) cannot be read twice, and is read as classic puzzles, streamed.
    std::error_code ignored;
    if (!std::filesystem::is_regular_file(path, ignored)) return false;
    std::ifstream file(path, std::ios::binary);
    if (!file) return false;
    std::string head(std::size_t{64} << 10, '\0');
    file.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(file.gcount()));
    if (!options_.variantInput && !detectVariantText(head)) return false;
    runVariantRest(file, std::move(head), inputName);
    return true;
}

void Batch::runVariantText(std::string text, std::string_view inputName) {
    // A text of no variant kind (under --format fpuzzles) is one NotAPuzzle error, said as such.
    for (const VariantItem& item : readVariantText(text, options_.variantKind)) answerVariant(inputName, item);
}

// One variant puzzle: its answer line (the solution in the line format, 1-9 then A-G above 9; the
// count under --count), or an empty line and the reason on standard error.
void Batch::answerVariant(std::string_view inputName, const VariantItem& item) {
    ++puzzles_;
    // Under --rate and --explain the slot is a classic puzzle's (writeNoAnswer: an empty line, the
    // error line in an explanation's block, an error object under --json).
    const auto fail = [&](const QString& where, const QString& message, std::string_view status = "invalid") {
        ++failedPuzzles_;
        printErrorLine(where + message);
        if (!rates(options_.mode)) out_.append("\n");
        else writeNoAnswer(inputName, Format::Line, {status, message, where + message, item.line, nullptr});
    };
    if (!item.result) {
        const VariantError& error = item.result.error();
        return fail(location(inputName, error.line > 0 ? error.line : item.line, error.column), QString::fromStdString(error.message));
    }
    const QString where = location(inputName, item.line);
    const VariantPuzzle& puzzle = *item.result;
    const Alphabet alphabet = puzzle.rules.size > 9 ? Alphabet::DigitsLetters : Alphabet::Digits; // 1-9, then A-G
    std::stop_source stop = watchdog_ ? std::stop_source() : std::stop_source(std::nostopstate);
    std::optional<Watchdog::Timer> timer;
    if (watchdog_) timer.emplace(*watchdog_, stop);
    SolveOptions variantOptions = solveOptions(stop.get_token());
    variantOptions.algorithm = Algorithm::Fast; // the variant engine: --algorithm picks among classic solvers
    const SolveResult result = solve(puzzle.givens, puzzle.rules, variantOptions);
    if (result.status == SolveStatus::Cancelled) return fail(where, Cli::tr("gave up after %1 s").arg(options_.timeout->text), "timeout");
    if (result.status == SolveStatus::InvalidInput) {
        if (result.rulesError) return fail(where, QString::fromStdString(result.rulesError->message));
        QStringList parts;
        for (std::size_t i = 0; i < result.conflicts.size() && i < 3; ++i)
            parts << text::describe(result.conflicts[i], puzzle.rules.gridShape(), alphabet);
        return fail(where, parts.join(QStringLiteral("; ")));
    }
    if (options_.mode == Mode::Count) return writeCount(result);
    if (!result.hasSolution()) return fail(where, text::statusText(SolveStatus::NoSolution), "no-solution");
    if ((options_.mode == Mode::Unique || rates(options_.mode)) && result.isMultiple())
        return fail(where, Cli::tr("not unique (2 or more solutions)"), "not-unique");
    if (!rates(options_.mode)) {
        out_.append(toLine(result.solutions.front(), alphabet) + '\n');
        return;
    }
    // --rate and --explain: the logic engine under the puzzle's rules, written as for a classic
    // puzzle (the same line and JSON schema); the puzzle field is its givens in the line format.
    const logic::CandidateGrid start(puzzle.givens, puzzle.rules);
    const std::optional<LogicOutcome> outcome = logicOutcome(start, stop.get_token());
    if (!outcome) return fail(where, Cli::tr("gave up after %1 s").arg(options_.timeout->text), "timeout");
    Puzzle shown;
    shown.grid = puzzle.givens;
    shown.layout.alphabet = alphabet;
    shown.line = item.line;
    shown.title = puzzle.title;
    // --pdf: drawn with its rules (regions, diagonals, dots, thermometers, ...) and rated as above.
    if (options_.mode == Mode::Booklet) booklet_.push_back({shown, result.solutions.front(), outcome->rating, puzzle.rules});
    else writeRating(inputName, shown, *outcome, &start.geometry());
}

void Batch::run(std::istream& in, std::string_view inputName) {
    // A file's extension (.ss, .sdk, .sdm) tells its format where the text alone cannot.
    PuzzleReader reader(in, options_.format, formatFromFileName(inputName));
    if (options_.jobs > 1) {
        const bool rating = rates(options_.mode);
        SolvePipeline pipeline(
            options_.jobs, rating ? SolvePipeline::kRating : SolvePipeline::kSolving,
            [this](SolvePipeline::Item& item) { work(item); },
            [&](SolvePipeline::Item& item) { deliver(inputName, item); });
        while (auto result = reader.next()) pipeline.push({std::move(*result), reader.format()});
        pipeline.finish();
    } else {
        while (auto result = reader.next()) {
            SolvePipeline::Item item{std::move(*result), reader.format()};
            work(item);
            deliver(inputName, item);
        }
    }
    if (in.bad()) reportUnreadable(inputName, Cli::tr("read error"));
}

void Batch::work(SolvePipeline::Item& item) const {
    if (!item.read) return;
    const Puzzle& puzzle = item.read.value();
    // The puzzle's clock covers all of its work (the solve, then the rating), from when a worker
    // takes it: a puzzle waiting in a -j chunk is not charged for the ones before it.
    std::stop_source stop = watchdog_ ? std::stop_source() : std::stop_source(std::nostopstate);
    std::optional<Watchdog::Timer> timer;
    if (watchdog_) timer.emplace(*watchdog_, stop);
    const auto started = options_.stats ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
    item.result = solve(puzzle.grid, solveOptions(stop.get_token()));
    if (options_.stats) item.solveTime = std::chrono::steady_clock::now() - started;
    // Only the watchdog stops a batch's work, so Cancelled means the time was up.
    if (item.result.status == SolveStatus::Cancelled) {
        item.timedOut = true;
        return;
    }
    // Rating assumes one solution (the uniqueness techniques rely on it); problemWith() words the rest.
    if (rates(options_.mode) && item.result.status != SolveStatus::InvalidInput && item.result.hasSolution() && !item.result.isMultiple()) {
        item.logic = logicOutcome(puzzle.grid, stop.get_token());
        item.timedOut = !item.logic;
    }
}

std::optional<LogicOutcome> Batch::logicOutcome(const Grid& givens, std::stop_token stop) const {
    return logicOutcome(logic::CandidateGrid(givens), std::move(stop));
}

std::optional<LogicOutcome> Batch::logicOutcome(const logic::CandidateGrid& start, std::stop_token stop) const {
    logic::LogicOptions logicOptions;
    logicOptions.scale = options_.scale;
    logicOptions.hardest = options_.maxTechnique;
    logicOptions.stop = std::move(stop);
    logic::SolvePath path = logic::findSolvePath(start, logicOptions);
    if (path.end == logic::LogicStatus::Cancelled) return std::nullopt;
    LogicOutcome outcome;
    outcome.rating = logic::rate(path);
    // Stuck under a cap: was it the cap? One more search without it says which technique would go on
    // (the step the uncapped engine takes next from here), or that the whole engine is stuck too.
    if (path.end == logic::LogicStatus::Stuck && options_.maxTechnique && *options_.maxTechnique != logic::hardestTechnique()) {
        logicOptions.hardest.reset();
        const logic::NextStep next = logic::findNextStep(path.last, logicOptions);
        if (next.status == logic::LogicStatus::Cancelled) return std::nullopt;
        if (next.status == logic::LogicStatus::Found) outcome.beyondCap = next.step->technique;
    }
    if (options_.mode == Mode::Explain) outcome.steps = std::move(path.steps);
    return outcome;
}

void Batch::deliver(std::string_view inputName, SolvePipeline::Item& item) {
    if (item.read) answer(inputName, item);
    else reportParseError(inputName, item.read.error(), item.format);
}

void Batch::reportParseError(std::string_view inputName, const ParseError& error, std::optional<Format> format) {
    const QString errorLine = parseErrorLine(inputName, error);
    printErrorLine(errorLine);
    // A line too long to read ends the input: the rest of it is never read, as for an unreadable file.
    if (error.kind == ParseErrorKind::LineTooLong) {
        unreadableInput_ = true;
        return;
    }
    // Errors about the input as a whole (empty, the case count) belong to no puzzle: no answer slot.
    if (error.puzzle == 0) {
        inputProblem_ = true;
        return;
    }
    ++puzzles_;
    ++failedPuzzles_;
    writeNoAnswer(inputName, format.value_or(Format::Line), {"invalid", text::describe(error), errorLine, error.line, nullptr});
}

void Batch::answer(std::string_view inputName, const SolvePipeline::Item& item) {
    const Puzzle& puzzle = item.read.value();
    const SolveResult& result = item.result;
    const std::optional<LogicOutcome>& logic = item.logic;
    ++puzzles_;
    if (options_.stats) printErrorLine(puzzleLine(inputName, puzzle, statsText(options_.algorithm, result, item.solveTime)));

    std::optional<Failure> problem;
    if (item.timedOut) {
        const QString message = Cli::tr("gave up after %1 s").arg(options_.timeout->text);
        problem = Failure{"timeout", message, puzzleLine(inputName, puzzle, message), puzzle.line, &puzzle};
    } else {
        problem = problemWith(inputName, puzzle, result);
    }
    if (problem) {
        printErrorLine(problem->errorLine);
        ++failedPuzzles_;
    }
    if (options_.mode == Mode::Count && result.status != SolveStatus::InvalidInput && !item.timedOut) writeCount(result);
    else if (problem) writeNoAnswer(inputName, puzzle.layout.format, *problem);
    else if (options_.mode == Mode::Booklet) booklet_.push_back({puzzle, result.solutions.front(), logic->rating, std::nullopt});
    else if (options_.mode == Mode::Rate || options_.mode == Mode::Explain) writeRating(inputName, puzzle, *logic);
    else writeSolution(puzzle, result.solutions.front());
}

std::optional<Batch::Failure> Batch::problemWith(std::string_view inputName, const Puzzle& puzzle,
                                                 const SolveResult& result) const {
    auto failure = [&](std::string_view status, const QString& message) {
        return Failure{status, message, puzzleLine(inputName, puzzle, message), puzzle.line, &puzzle};
    };
    if (result.status == SolveStatus::InvalidInput) return failure("invalid", conflictsText(puzzle, result.conflicts));
    if (!result.hasSolution()) return failure("no-solution", text::statusText(SolveStatus::NoSolution));
    // Rating assumes one solution (the uniqueness techniques rely on it), as --unique does.
    if ((options_.mode == Mode::Unique || rates(options_.mode)) && result.isMultiple())
        return failure("not-unique", Cli::tr("not unique (2 or more solutions)"));
    return std::nullopt;
}

// The answer is the puzzle with its solution for givens, written whole (a Grid title line, .sdk
// notes); a position's pencil marks have no place in a solved grid.
void Batch::writeSolution(const Puzzle& puzzle, const Grid& solution) {
    if (answersWritten_++ > 0) out_.append(answerSeparator(puzzle.layout.format));
    Puzzle answer = puzzle;
    answer.grid = solution;
    answer.pencilmarks.reset();
    out_.append(writePuzzle(answer));
}

void Batch::writeCount(const SolveResult& result) {
    std::string line = std::to_string(result.count);
    if (result.status == SolveStatus::LimitReached) line += '+';
    line += '\n';
    out_.append(line);
}

void Batch::writeRating(std::string_view inputName, const Puzzle& puzzle, const LogicOutcome& outcome,
                        const logic::Geometry* rules) {
    if (options_.json) {
        writeRatingJson(inputName, puzzle, outcome, rules);
        return;
    }
    const auto words = [&](const logic::Step& step) {
        return rules ? text::explanation(step, *rules, puzzle.layout.alphabet) : text::explanation(step, puzzle.grid.shape(), puzzle.layout.alphabet);
    };
    const logic::Rating& rating = outcome.rating;
    std::string line = ratingFields(rating);
    if (outcome.beyondCap)
        line += " capped=" + techniqueKey(*options_.maxTechnique) + " next=" + techniqueKey(*outcome.beyondCap);
    line += '\n';
    if (options_.mode == Mode::Rate) {
        out_.append(line);
        return;
    }
    if (answersWritten_++ > 0) out_.append("\n");
    if (!puzzle.title.empty()) out_.append(puzzle.title + "\n");
    int number = 0;
    for (const logic::Step& step : outcome.steps)
        out_.append(std::to_string(++number) + ". " + words(step).toStdString() + "\n");
    if (outcome.beyondCap)
        out_.append(Cli::tr("Stopped by the cap (--max-technique %1): no technique up to %2 applies here; "
                                   "the next step needs %3.\n")
                        .arg(QString::fromStdString(techniqueKey(*options_.maxTechnique)),
                             text::techniqueName(*options_.maxTechnique), text::techniqueName(*outcome.beyondCap))
                        .toStdString());
    else if (!rating.solved)
        out_.append(Cli::tr("No further step found with the techniques allowed (up to %1): the rest needs "
                                   "techniques beyond the engine, or guessing.\n")
                        .arg(text::techniqueName(options_.maxTechnique.value_or(logic::hardestTechnique())))
                        .toStdString());
    out_.append(line);
}

void Batch::writeRatingJson(std::string_view inputName, const Puzzle& puzzle, const LogicOutcome& outcome,
                            const logic::Geometry* rules) {
    const logic::Rating& rating = outcome.rating;
    JsonObject object;
    object.add("index", puzzles_)
        .add("input", inputName)
        .add("line", puzzle.line)
        .add("puzzle", toLine(puzzle.grid, puzzle.layout.alphabet))
        .add("status", rating.solved ? "solved" : "stuck")
        .add("scale", logic::ratingScaleKey(rating.scale))
        .addRating("er", rating.er)
        .addRating("ep", rating.ep)
        .addRating("ed", rating.ed)
        .add("score", rating.score)
        .add("grade", logic::gradeKey(rating.grade));
    if (rating.hardest) object.add("hardest", techniqueKey(*rating.hardest));
    else object.addNull("hardest");
    if (const auto by = gradedBy(rating)) object.add("gradedBy", *by);
    else object.addNull("gradedBy");
    if (options_.maxTechnique) object.add("cap", techniqueKey(*options_.maxTechnique));
    else object.addNull("cap");
    object.add("capped", outcome.beyondCap.has_value());
    if (outcome.beyondCap) object.add("next", techniqueKey(*outcome.beyondCap));
    if (options_.mode == Mode::Rate) {
        object.add("steps", rating.steps);
    } else {
        const Shape shape = puzzle.grid.shape();
        JsonArray steps;
        for (const logic::Step& step : outcome.steps)
            steps.addRaw(JsonObject()
                             .add("technique", techniqueKey(step.technique))
                             .addRating("er", step.rating)
                             .addRaw("placements", cellValuesJson(step.placements, shape))
                             .addRaw("eliminations", cellValuesJson(step.eliminations, shape))
                             .add("text", (rules ? text::explanation(step, *rules, puzzle.layout.alphabet)
                                                 : text::explanation(step, shape, puzzle.layout.alphabet))
                                                .toStdString())
                             .text());
        object.addRaw("steps", steps.text());
    }
    out_.append(object.text() + '\n');
}

void Batch::writeNoAnswer(std::string_view inputName, Format format, const Failure& failure) {
    if (options_.mode == Mode::Booklet) return; // reported on standard error; the booklet leaves it out
    if (options_.json) {
        JsonObject object;
        object.add("index", puzzles_).add("input", inputName).add("line", failure.line);
        if (failure.puzzle) object.add("puzzle", toLine(failure.puzzle->grid, failure.puzzle->layout.alphabet));
        else object.addNull("puzzle");
        out_.append(object.add("status", failure.status).add("error", failure.message.toStdString()).text() + '\n');
        return;
    }
    if (options_.mode == Mode::Explain) {
        // Explanations are blocks separated by blank lines: a bare empty line would run two slots
        // together, so the puzzle's slot holds its error line.
        if (answersWritten_++ > 0) out_.append("\n");
        if (failure.puzzle && !failure.puzzle->title.empty()) out_.append(failure.puzzle->title + "\n");
        out_.append(failure.errorLine.toStdString() + "\n");
        return;
    }
    // Line answers, counts and ratings are one line per puzzle, so a puzzle without one still gets
    // its empty line and `paste puzzles.txt answers.txt` stays aligned. Multi-line answers have no
    // such slot.
    if (options_.mode == Mode::Count || options_.mode == Mode::Rate || formatInfo(format).onePuzzlePerLine) out_.append("\n");
}

void Batch::reportUnreadable(std::string_view inputName, const QString& reason) {
    printErrorLine(location(inputName, 0) + Cli::tr("cannot read: ") + reason);
    unreadableInput_ = true;
}

SolveOptions Batch::solveOptions(std::stop_token stop) const {
    SolveOptions solveOptions;
    solveOptions.algorithm = options_.algorithm;
    solveOptions.keep = 1;
    solveOptions.stop = std::move(stop);
    switch (options_.mode) {
    case Mode::Solve: solveOptions.limit = 1; break;
    case Mode::Unique:
    case Mode::Rate:
    case Mode::Explain:
    case Mode::Booklet: solveOptions.limit = 2; break;
    case Mode::Count: solveOptions.limit = options_.countLimit; break;
    case Mode::Generate:  // generation never reads puzzles; main.cpp routes it elsewhere
    case Mode::ReadImage: break; // nor does --read-image (read_image.cpp)
    }
    return solveOptions;
}

ExitCode Batch::exitCode() const {
    if (unreadableInput_) return ExitCode::Usage;
    if (failedPuzzles_ > 0 || inputProblem_) return ExitCode::PuzzleFailed;
    return ExitCode::Success;
}

void Batch::printSummary() const {
    printErrorLine(summaryLine({puzzles_, failedPuzzles_, std::chrono::steady_clock::now() - start_}));
}

} // namespace qudoku::cli
