// Line (POJ 3074): one puzzle per line, N*N symbols, '.' or '0' for an empty cell. The first
// blank-separated token of a line is the puzzle; what follows it (a rating, a comment) is ignored,
// and a line "end" ends the input.

#include <algorithm>
#include <cstdlib>

#include "formats/formats.h"
#include "formats/input.h"
#include "formats/line.h"
#include "qudoku/writer.h"
#include "text/cell_text.h"

namespace qudoku::formats {

namespace {

constexpr int kCellCounts[] = {16, 36, 81, 144, 256, 625};

int nearestCellCount(std::size_t n) {
    int best = 81;
    for (int c : kCellCounts)
        if (std::labs(static_cast<long>(n) - c) < std::labs(static_cast<long>(n) - best)) best = c;
    return best;
}

class LineReader final : public FormatReader {
public:
    explicit LineReader(Format format) : format_(format) {}
    std::optional<ReadResult> next(Input& input) override;

private:
    Format format_;
};

std::optional<ReadResult> LineReader::next(Input& input) {
    std::string_view line;
    int lineNo = 0;
    if (!input.skipToContent(line, lineNo)) return std::nullopt;
    std::size_t off = 0;
    const std::string_view token = text::firstToken(text::trimmed(line, off));
    if (token == "end") {
        input.pop();
        return std::nullopt;
    }
    const auto shape = Shape::forCellCount(static_cast<int>(token.size()));
    if (!shape) {
        // A character no grid can hold is the more useful report (binary junk, a wrong file). The
        // line may be megabytes long, so it is scanned in place rather than copied into cells.
        const auto bad = std::find_if(token.begin(), token.end(), [](char c) { return !text::couldBeSymbol(c, kMaxSize); });
        if (bad != token.end()) {
            const auto at = static_cast<std::size_t>(bad - token.begin());
            auto e = text::firstImpossibleSymbol({{*bad, lineNo, static_cast<int>(off + at) + 1}}, kMaxSize);
            input.pop();
            return input.failPuzzle(*e);
        }
        const int want = nearestCellCount(token.size());
        const int col = static_cast<int>(off) + 1 + std::min(static_cast<int>(token.size()), want);
        ParseError e = errorAt(ParseErrorKind::LineLength, lineNo, col);
        e.expected = want;
        e.actual = static_cast<int>(token.size());
        input.pop();
        return input.failPuzzle(e);
    }
    std::vector<text::CellChar> cells;
    cells.reserve(token.size());
    for (std::size_t i = 0; i < token.size(); ++i) cells.push_back({token[i], lineNo, static_cast<int>(off + i) + 1});
    input.pop();
    const Alphabet alphabet = text::chooseAlphabet(cells, shape->size());
    return input.puzzle(text::toGrid(cells, *shape, alphabet), {format_, alphabet, false}, lineNo);
}

} // namespace

bool isCellCount(std::size_t n) {
    return std::find(std::begin(kCellCounts), std::end(kCellCounts), static_cast<int>(n)) != std::end(kCellCounts);
}

bool fitsLine(const Sample& sample) {
    const std::string_view token = text::firstToken(sample.first());
    if (token.empty() || token.find('|') != std::string_view::npos) return false;
    if (isCellCount(token.size())) {
        // 16 symbols may be a 4×4 Line puzzle or the first row of a compact 16×16 grid: only symbols
        // a 4×4 grid can hold make it a Line puzzle.
        const bool fits4 = std::all_of(token.begin(), token.end(), [](char c) { return text::couldBeSymbol(c, 4); });
        return token.size() != 16 || fits4 || !sample.nextSameLength();
    }
    // No compact row is longer than 25 cells: a longer unspaced token is a (damaged) Line puzzle.
    return token.size() > static_cast<std::size_t>(kMaxSize);
}

std::unique_ptr<FormatReader> lineReader(Format format) { return std::make_unique<LineReader>(format); }

Fit detectLine(const Sample& sample) { return fitsLine(sample) ? Fit::Likely : Fit::No; }

std::unique_ptr<FormatReader> lineReader() { return lineReader(Format::Line); }

std::string writeLine(const WriteInput& input) { return toLine(input.grid, input.layout.alphabet) + '\n'; }

} // namespace qudoku::formats
