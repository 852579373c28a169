// Block (POJ 2676): the number of cases on the first line, then N rows of N digits per case, '0'
// for an empty cell. Answers are the N rows only (the contest's answer form).

#include <algorithm>
#include <cstdlib>

#include "formats/formats.h"
#include "formats/input.h"
#include "formats/rows.h"

namespace qudoku::formats {

namespace {

constexpr int kMaxCaseCountDigits = 9;

class BlockReader final : public FormatReader {
public:
    std::optional<ReadResult> next(Input& input) override;

private:
    void skipRestOfPuzzle(Input& input, int rowsLeft) const;

    bool done_ = false;
    int declaredCases_ = -1; // once read
    int casesRead_ = 0;
};

// Consumes up to `rowsLeft` more rows of a bad case, stopping early at a blank line.
void BlockReader::skipRestOfPuzzle(Input& input, int rowsLeft) const {
    std::string_view line;
    int lineNo = 0;
    while (rowsLeft > 0 && input.peek(line, lineNo)) {
        if (text::isBlank(line)) return;
        if (!text::isComment(line)) --rowsLeft;
        input.pop();
    }
}

std::optional<ReadResult> BlockReader::next(Input& input) {
    if (done_) return std::nullopt;
    std::string_view line;
    int lineNo = 0;
    if (declaredCases_ < 0) {
        if (!input.skipToContent(line, lineNo)) return std::nullopt;
        std::size_t off = 0;
        const std::string_view t = text::trimmed(line, off);
        const auto bad = std::find_if(t.begin(), t.end(), [](char c) { return !text::isDigit(c); });
        if (bad != t.end() || t.size() > kMaxCaseCountDigits) {
            const std::size_t at = bad != t.end() ? static_cast<std::size_t>(bad - t.begin()) : kMaxCaseCountDigits;
            ParseError e = errorAt(ParseErrorKind::BadCaseCount, lineNo, static_cast<int>(off + at) + 1);
            e.got = text::printable(t.substr(at, 1));
            done_ = true;
            return ReadResult(fail(e));
        }
        declaredCases_ = std::atoi(std::string(t).c_str());
        input.markContent();
        input.pop();
    }
    if (casesRead_ == declaredCases_) {
        if (!input.skipToContent(line, lineNo)) return std::nullopt;
        ParseError e = errorAt(ParseErrorKind::CaseCountMismatch, lineNo, 1);
        e.expected = declaredCases_;
        e.actual = declaredCases_ + 1;
        done_ = true;
        return ReadResult(fail(e));
    }
    if (!input.skipToContent(line, lineNo)) {
        ParseError e = errorAt(ParseErrorKind::CaseCountMismatch, input.lastLineNumber(), 0);
        e.expected = declaredCases_;
        e.actual = casesRead_;
        done_ = true;
        return ReadResult(fail(e));
    }
    ++casesRead_;
    const int startLine = lineNo;
    std::size_t off = 0;
    const auto firstShape = Shape::forSize(static_cast<int>(text::trimmed(line, off).size()));
    const Shape shape = firstShape.value_or(Shape{3, 3});
    const int n = shape.size();
    std::vector<text::CellChar> cells;
    cells.reserve(static_cast<std::size_t>(shape.cellCount()));
    for (int r = 0; r < n; ++r) {
        if (!input.peek(line, lineNo) || text::isBlank(line)) {
            ParseError e = errorAt(ParseErrorKind::TooFewRows, input.peek(line, lineNo) ? lineNo : input.lastLineNumber(), 0);
            e.expected = n;
            e.actual = r;
            e.size = n;
            return input.failPuzzle(e);
        }
        const std::string_view row = text::trimmed(line, off);
        std::vector<text::CellChar> rowChars;
        for (std::size_t c = 0; c < row.size(); ++c) rowChars.push_back({row[c], lineNo, static_cast<int>(off + c) + 1});
        if (auto bad = text::firstImpossibleSymbol(rowChars, n)) {
            input.pop();
            skipRestOfPuzzle(input, n - r - 1);
            return input.failPuzzle(*bad);
        }
        if (static_cast<int>(row.size()) != n) {
            const bool shortRow = static_cast<int>(row.size()) < n;
            ParseError e = errorAt(shortRow ? ParseErrorKind::RowTooShort : ParseErrorKind::RowTooLong, lineNo,
                                   static_cast<int>(off) + 1 + std::min(static_cast<int>(row.size()), n));
            e.expected = n;
            e.actual = static_cast<int>(row.size());
            e.size = n;
            input.pop();
            skipRestOfPuzzle(input, n - r - 1);
            return input.failPuzzle(e);
        }
        cells.insert(cells.end(), rowChars.begin(), rowChars.end());
        input.pop();
    }
    const Alphabet alphabet = text::chooseAlphabet(cells, n);
    return input.puzzle(text::toGrid(cells, shape, alphabet), {Format::Block, alphabet, true}, startLine);
}

} // namespace

// A case count is a short number followed by rows of another length; "003020600" followed by
// "900305001" is the first row of a compact grid.
Fit detectBlock(const Sample& sample) {
    const std::string_view first = sample.first();
    const bool caseCount = text::allOf(first, text::isDigit) && first.size() <= kMaxCaseCountDigits;
    return caseCount && !isCellCount(first.size()) && !sample.nextSameLength() ? Fit::Likely : Fit::No;
}

std::unique_ptr<FormatReader> blockReader() { return std::make_unique<BlockReader>(); }

std::string writeBlock(const WriteInput& input) { return plainRows(input.grid, input.layout.alphabet, '0'); }

} // namespace qudoku::formats
