#include "qudoku/reader.h"

#include <sstream>

#include "formats/input.h"
#include "formats/plausible.h"
#include "formats/table.h"

namespace qudoku {

std::string_view parseErrorKindName(ParseErrorKind kind) {
    switch (kind) {
    case ParseErrorKind::EmptyInput: return "empty-input";
    case ParseErrorKind::BadSymbol: return "bad-symbol";
    case ParseErrorKind::RowTooShort: return "row-too-short";
    case ParseErrorKind::RowTooLong: return "row-too-long";
    case ParseErrorKind::LineLength: return "line-length";
    case ParseErrorKind::TooFewRows: return "too-few-rows";
    case ParseErrorKind::BadCaseCount: return "bad-case-count";
    case ParseErrorKind::CaseCountMismatch: return "case-count-mismatch";
    case ParseErrorKind::UnknownSize: return "unknown-size";
    case ParseErrorKind::ValueOutOfRange: return "value-out-of-range";
    case ParseErrorKind::NotAPuzzle: return "not-a-puzzle";
    case ParseErrorKind::WrongCellCount: return "wrong-cell-count";
    case ParseErrorKind::BadCandidates: return "bad-candidates";
    case ParseErrorKind::RepeatedDigit: return "repeated-digit";
    case ParseErrorKind::MisplacedCandidate: return "misplaced-candidate";
    case ParseErrorKind::NoCandidates: return "no-candidates";
    case ParseErrorKind::LineTooLong: return "line-too-long";
    }
    return "";
}

namespace {

// Content lines a detector sees at most: enough for a 9×9 grid's rows and rulers.
constexpr std::size_t kSampleLines = 12;
// How much of a text that is not a puzzle a NotAPuzzle error quotes: enough to recognise it.
constexpr std::size_t kQuotedLength = 24;

formats::Sample sampleOf(const std::vector<std::string_view>& lines) {
    formats::Sample sample;
    for (std::string_view line : lines) {
        if (text::isBlank(line)) continue;
        sample.lines.push_back(line);
        if (!text::isComment(line)) sample.content.push_back(line);
    }
    return sample;
}

} // namespace

std::optional<Format> detectFormat(const std::vector<std::string_view>& firstLines, std::optional<Format> hint) {
    const formats::Sample sample = sampleOf(firstLines);
    if (sample.lines.empty()) return std::nullopt;
    if (hint && formats::row(*hint).detect(sample) != formats::Fit::No) return hint;
    std::optional<Format> best;
    formats::Fit bestFit = formats::Fit::Possible; // Possible alone never decides
    for (const formats::FormatRow& r : formats::rows()) {
        const formats::Fit fit = r.detect(sample);
        if (fit > bestFit) {
            best = r.info.format;
            bestFit = fit;
        }
    }
    return best;
}

struct PuzzleReader::Impl {
    Impl(std::istream& in, std::optional<Format> f, std::optional<Format> h) : input(in), format(f), hint(h) {}

    formats::Input input;
    std::optional<Format> format;
    std::optional<Format> hint;
    std::unique_ptr<formats::FormatReader> reader;
    bool finished = false;
    std::optional<ParseError> notAPuzzle; // set by detect(): the text is not a puzzle in any format

    std::optional<ReadResult> next();

private:
    void detect();
};

// Guesses the format from the first content lines, and whether they look like a puzzle at all: a
// text none of whose sample lines is a puzzle's row or line (formats::looksLikePuzzle) gets one
// NotAPuzzle error instead of the guessed format's first complaint about it (of "hello world", taken
// for a grid's title: "expected the rows of a puzzle after its title"; of a table of names, rows of
// letters: "expected a letter A-Y or '-', got ','").
void PuzzleReader::Impl::detect() {
    std::vector<std::string_view> lines;
    std::size_t contentLines = 0;
    std::string_view line;
    int lineNo = 0;
    int firstContentLine = 0;
    for (std::size_t ahead = 0; contentLines < kSampleLines && input.peek(line, lineNo, ahead); ++ahead) {
        if (text::isBlank(line)) continue;
        lines.push_back(line);
        if (text::isComment(line)) continue;
        if (++contentLines == 1) firstContentLine = lineNo;
    }
    format = detectFormat(lines, hint).value_or(Format::Line);
    const formats::Sample sample = sampleOf(lines);
    if (sample.content.empty() || formats::looksLikePuzzle(sample)) return;
    ParseError e{ParseErrorKind::NotAPuzzle};
    e.line = firstContentLine;
    e.got = text::printable(sample.first(), kQuotedLength);
    e.tried = allFormats();
    notAPuzzle = std::move(e);
}

std::optional<ReadResult> PuzzleReader::Impl::next() {
    if (finished) return std::nullopt;
    if (!format) detect();
    if (notAPuzzle) {
        // Nothing after it: each line of such a text would only be one more error of a format it is not.
        finished = true;
        input.markContent();
        return ReadResult(fail(*notAPuzzle));
    }
    if (!reader) reader = formats::row(*format).reader();
    if (std::optional<ReadResult> r = reader->next(input)) {
        input.markContent();
        return r;
    }
    finished = true;
    if (const int line = input.tooLongLine()) {
        // What came before is answered; what the reader made of a puzzle the line cut short is
        // reported above, as for a file that ended there. No EmptyInput on top: this says why.
        input.markContent();
        ParseError e{ParseErrorKind::LineTooLong};
        e.line = line;
        e.expected = static_cast<int>(kMaxLineBytes);
        return ReadResult(fail(e));
    }
    if (!input.sawContent()) {
        input.markContent();
        ParseError e{ParseErrorKind::EmptyInput};
        e.line = input.lastLineNumber();
        return ReadResult(fail(e));
    }
    return std::nullopt;
}

PuzzleReader::PuzzleReader(std::istream& in, std::optional<Format> format, std::optional<Format> hint)
    : impl_(std::make_unique<Impl>(in, format, hint)) {}
PuzzleReader::~PuzzleReader() = default;

std::optional<ReadResult> PuzzleReader::next() { return impl_->next(); }
std::optional<Format> PuzzleReader::format() const { return impl_->format; }

std::vector<ReadResult> readAll(std::string_view text, std::optional<Format> format, std::optional<Format> hint) {
    std::istringstream in{std::string(text)};
    PuzzleReader reader(in, format, hint);
    std::vector<ReadResult> out;
    while (auto r = reader.next()) out.push_back(std::move(*r));
    return out;
}

ReadResult readOne(std::string_view text, std::optional<Format> format, std::optional<Format> hint) {
    std::istringstream in{std::string(text)};
    PuzzleReader reader(in, format, hint);
    auto r = reader.next();
    return r ? std::move(*r) : ReadResult(fail(ParseError{ParseErrorKind::EmptyInput}));
}

} // namespace qudoku
