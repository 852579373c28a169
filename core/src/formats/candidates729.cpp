// Candidate strings: a position as one line of N×N×N characters (729 for 9×9; 64 and 216 for 4×4
// and 6×6), the way SukakuExplainer reads and writes pencil-mark ("sukaku") puzzles. Cells come in
// reading order, N characters each; the k-th character of a cell is the digit k when k is a
// candidate there, else '.' or '0'. One string a line; what follows it on the line is ignored.
//
//   1........ .2....... ..3456789 ...   (written without the blanks)
//
// Givens and candidates: the format has no mark for a given, so a cell with exactly one candidate
// is read as a given, as the pencil-mark grid reads a one-digit cell. A value solved on the way is
// written as its single candidate too, and so comes back as a given; the candidates of every other
// cell come back as written.

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "formats/candidates.h"
#include "formats/formats.h"
#include "formats/input.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

constexpr int kSizes[] = {4, 6, 9};
constexpr int kLongest = 9 * 9 * 9;

bool isEmptyMark(char c) { return c == '.' || c == '0'; }

std::optional<Shape> shapeForLength(std::size_t length) {
    for (int n : kSizes)
        if (length == static_cast<std::size_t>(n * n * n)) return Shape::forSize(n);
    return std::nullopt;
}

int nearestLength(std::size_t length) {
    int best = kLongest;
    for (int n : kSizes)
        if (std::labs(static_cast<long>(length) - n * n * n) < std::labs(static_cast<long>(length) - best)) best = n * n * n;
    return best;
}

class Candidates729Reader final : public FormatReader {
public:
    std::optional<ReadResult> next(Input& input) override;
};

std::optional<ReadResult> Candidates729Reader::next(Input& input) {
    std::string_view line;
    int lineNo = 0;
    if (!input.skipToContent(line, lineNo)) return std::nullopt;
    std::size_t off = 0;
    const std::string token(text::firstToken(text::trimmed(line, off)));
    input.pop();
    const auto column = [&](std::size_t i) { return static_cast<int>(off + i) + 1; };
    // A character that is neither a digit nor an empty mark is the first thing to report, wherever it is.
    const auto bad = std::find_if(token.begin(), token.end(), [](char c) { return !text::isDigit(c) && !isEmptyMark(c); });
    if (bad != token.end()) {
        const auto at = static_cast<std::size_t>(bad - token.begin());
        ParseError e = errorAt(ParseErrorKind::BadSymbol, lineNo, column(at));
        e.got = text::printable(std::string_view(&*bad, 1));
        e.size = 9;
        e.alphabet = Alphabet::Digits;
        return input.failPuzzle(e);
    }
    const auto shape = shapeForLength(token.size());
    if (!shape) {
        const int want = nearestLength(token.size());
        ParseError e = errorAt(ParseErrorKind::WrongCellCount, lineNo, column(std::min(token.size(), static_cast<std::size_t>(want))));
        e.expected = want;
        e.actual = static_cast<int>(token.size());
        return input.failPuzzle(e);
    }
    const int n = shape->size();
    std::vector<CellCandidates> cells(static_cast<std::size_t>(shape->cellCount()));
    for (int cell = 0; cell < shape->cellCount(); ++cell) {
        const std::size_t first = static_cast<std::size_t>(cell * n);
        Mask mask = 0;
        for (int k = 1; k <= n; ++k) {
            const char c = token[first + static_cast<std::size_t>(k - 1)];
            if (isEmptyMark(c)) continue;
            if (c - '0' != k) {
                ParseError e = errorAt(ParseErrorKind::MisplacedCandidate, lineNo, column(first + static_cast<std::size_t>(k - 1)));
                e.got = std::string(1, c);
                e.expected = k;
                e.size = n;
                e.cell = cell + 1;
                return input.failPuzzle(e);
            }
            mask |= bitOf(k);
        }
        if (mask == 0) {
            ParseError e = errorAt(ParseErrorKind::NoCandidates, lineNo, column(first));
            e.size = n;
            e.cell = cell + 1;
            return input.failPuzzle(e);
        }
        cells[static_cast<std::size_t>(cell)].mask = mask;
    }
    return input.puzzle(positionPuzzle(*shape, cells, {Format::Candidates729, Alphabet::Digits, false}, lineNo));
}

} // namespace

// A first token of 64, 216 or 729 characters (no grid's line is that long, so a bad character in it
// is this format's to report); or of digits and dots a little off 729 (a character lost or doubled),
// so its length is what is reported. Far longer tokens stay Line errors.
Fit detectCandidates729(const Sample& sample) {
    if (sample.content.empty()) return Fit::No;
    const std::string_view token = text::firstToken(sample.first());
    if (shapeForLength(token.size())) return Fit::Sure;
    const bool digits = std::all_of(token.begin(), token.end(), [](char c) { return text::isDigit(c) || c == '.'; });
    const bool nearly729 = token.size() > (625 + kLongest) / 2 && token.size() < kLongest + (kLongest - 625) / 2;
    return digits && nearly729 ? Fit::Sure : Fit::No;
}

std::unique_ptr<FormatReader> candidates729Reader() { return std::make_unique<Candidates729Reader>(); }

std::string writeCandidates729(const WriteInput& input) {
    const int n = input.grid.size();
    std::string out;
    out.reserve(static_cast<std::size_t>(n * n * n + 1));
    for (const CellCandidates& c : cellsToWrite(input))
        for (int k = 1; k <= n; ++k) out += (c.mask & bitOf(k)) ? static_cast<char>('0' + k) : '.';
    return out + '\n';
}

} // namespace qudoku::formats
