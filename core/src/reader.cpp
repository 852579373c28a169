#include "qudoku/reader.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "text/cell_text.h"
#include "text/line_source.h"

namespace qudoku {

using text::CellChar;
using text::LineSource;

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
    case ParseErrorKind::AmbiguousFormat: return "ambiguous-format";
    }
    return "";
}

namespace {

constexpr int kCellCounts[] = {16, 36, 81, 144, 256, 625};
constexpr int kMaxCaseCountDigits = 9;

bool isCellCount(std::size_t n) {
    return std::find(std::begin(kCellCounts), std::end(kCellCounts), static_cast<int>(n)) != std::end(kCellCounts);
}

int nearestCellCount(std::size_t n) {
    int best = 81;
    for (int c : kCellCounts)
        if (std::labs(static_cast<long>(n) - c) < std::labs(static_cast<long>(n) - best)) best = c;
    return best;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool isSpace(char c) { return c == ' ' || c == '\t'; }

bool allOf(std::string_view s, bool (*pred)(char)) {
    return !s.empty() && std::all_of(s.begin(), s.end(), pred);
}

// The line without leading/trailing blanks; `offset` receives the index of its first character.
std::string_view trimmed(std::string_view line, std::size_t& offset) {
    offset = text::firstNonSpace(line);
    return text::trimRight(line.substr(offset));
}

std::string_view firstToken(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && !isSpace(s[i])) ++i;
    return s.substr(0, i);
}

bool isLettersRow(std::string_view s) {
    bool anyLetter = false;
    for (char c : s) {
        if (isLetter(c)) anyLetter = true;
        else if (c != '-' && c != '.') return false;
    }
    return anyLetter;
}

// "Grid 01", "Puzzle 7: hard", "Title:": a word of two or more letters, then more text or a colon.
bool isTitle(std::string_view line) {
    std::size_t off = 0;
    const std::string_view t = trimmed(line, off);
    std::string_view word = firstToken(t);
    const bool colon = !word.empty() && word.back() == ':';
    if (colon) word.remove_suffix(1);
    return word.size() >= 2 && allOf(word, isLetter) && (colon || word.size() < t.size());
}

// A Grid-format separator line: only -, +, =, |, *, : and blanks, with at least one of - = +.
// A row of N '-' (all empty cells) is not a ruler once N is known.
bool isRuler(std::string_view line, int knownSize) {
    bool mark = false;
    int dashes = 0;
    for (char c : line) {
        if (c == '-') ++dashes;
        if (c == '-' || c == '=' || c == '+') mark = true;
        else if (!(c == '|' || c == '*' || c == ':' || isSpace(c))) return false;
    }
    if (!mark) return false;
    const bool onlyDashes = line.find_first_of("+=*:") == std::string_view::npos;
    return !(knownSize > 0 && onlyDashes && dashes == knownSize);
}

ParseError errorAt(ParseErrorKind kind, int line, int column) {
    ParseError e{kind};
    e.line = line;
    e.column = column;
    return e;
}

} // namespace

std::optional<Format> detectFormat(const std::vector<std::string_view>& firstLines) {
    if (firstLines.empty()) return std::nullopt;
    std::size_t off = 0;
    const std::string_view first = trimmed(firstLines[0], off);
    const std::string_view token = firstToken(first);
    const bool nextSameLength = firstLines.size() > 1 && trimmed(firstLines[1], off).size() == first.size();
    // A case count is a short number followed by rows of another length; "003020600" followed by
    // "900305001" is the first row of a compact grid.
    if (allOf(first, isDigit) && first.size() <= kMaxCaseCountDigits && !isCellCount(first.size()) && !nextSameLength)
        return Format::Block;
    if ((first.size() == 16 || first.size() == 25) && isLettersRow(first) && (nextSameLength || firstLines.size() == 1))
        return Format::Letters;
    if (token.find('|') != std::string_view::npos) return Format::Grid;
    if (isCellCount(token.size())) {
        // 16 symbols may be a 4×4 Line puzzle or the first row of a compact 16×16 grid: only symbols
        // a 4×4 grid can hold make it a Line puzzle.
        const bool fits4 = std::all_of(token.begin(), token.end(), [](char c) { return text::couldBeSymbol(c, 4); });
        if (token.size() != 16 || fits4 || !nextSameLength) return Format::Line;
        return isLettersRow(first) ? Format::Letters : Format::Grid;
    }
    // No compact row is longer than 25 cells: a longer unspaced token is a (damaged) Line puzzle.
    if (token.size() > static_cast<std::size_t>(kMaxSize)) return Format::Line;
    return Format::Grid;
}

struct PuzzleReader::Impl {
    explicit Impl(std::istream& in, std::optional<Format> f) : src(in), format(f) {}

    LineSource src;
    std::optional<Format> format;
    bool finished = false;
    bool producedAny = false;
    int puzzleNumber = 0;
    int declaredCases = -1; // Block format, once read
    int casesRead = 0;

    std::optional<ReadResult> next();

private:
    // Skips blank and comment lines; false at end of input.
    bool skipToContent(std::string_view& line, int& lineNo);
    void detect();
    std::optional<ReadResult> nextLine();
    std::optional<ReadResult> nextBlock();
    std::optional<ReadResult> nextRows();
    Result<std::vector<CellChar>, ParseError> rowCells(std::string_view line, int lineNo, int size) const;
    void skipRestOfPuzzle(int rowsLeft);

    ReadResult failPuzzle(ParseError e) {
        e.puzzle = ++puzzleNumber;
        return fail(std::move(e));
    }
    ReadResult makePuzzle(Result<Grid, ParseError> grid, TextLayout layout, int line, std::string title = {}) {
        if (!grid) return failPuzzle(grid.error());
        Puzzle p{std::move(*grid), layout, ++puzzleNumber, line, std::move(title)};
        return p;
    }
};

bool PuzzleReader::Impl::skipToContent(std::string_view& line, int& lineNo) {
    while (src.peek(line, lineNo)) {
        if (!text::isBlank(line) && !text::isComment(line)) return true;
        src.pop();
    }
    return false;
}

void PuzzleReader::Impl::detect() {
    std::vector<std::string_view> lines;
    std::string_view line;
    int lineNo = 0;
    for (std::size_t ahead = 0; lines.size() < 2 && src.peek(line, lineNo, ahead); ++ahead)
        if (!text::isBlank(line) && !text::isComment(line)) lines.push_back(line);
    format = detectFormat(lines).value_or(Format::Line);
}

std::optional<ReadResult> PuzzleReader::Impl::next() {
    if (finished) return std::nullopt;
    if (!format) detect();
    std::optional<ReadResult> r;
    switch (*format) {
    case Format::Line: r = nextLine(); break;
    case Format::Block: r = nextBlock(); break;
    case Format::Letters:
    case Format::Grid: r = nextRows(); break;
    }
    if (r) {
        producedAny = true;
        return r;
    }
    finished = true;
    if (!producedAny) {
        producedAny = true;
        ParseError e{ParseErrorKind::EmptyInput};
        e.line = src.lastLineNumber();
        return ReadResult(fail(e));
    }
    return std::nullopt;
}

// Line format: the first blank-separated token of each line is a puzzle; what follows it on the line
// (a rating, a comment) is ignored.
std::optional<ReadResult> PuzzleReader::Impl::nextLine() {
    std::string_view line;
    int lineNo = 0;
    if (!skipToContent(line, lineNo)) return std::nullopt;
    std::size_t off = 0;
    const std::string_view token = firstToken(trimmed(line, off));
    if (token == "end") {
        src.pop();
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
            src.pop();
            return failPuzzle(*e);
        }
        const int want = nearestCellCount(token.size());
        const int col = static_cast<int>(off) + 1 + std::min(static_cast<int>(token.size()), want);
        ParseError e = errorAt(ParseErrorKind::LineLength, lineNo, col);
        e.expected = want;
        e.actual = static_cast<int>(token.size());
        src.pop();
        return failPuzzle(e);
    }
    std::vector<CellChar> cells;
    cells.reserve(token.size());
    for (std::size_t i = 0; i < token.size(); ++i)
        cells.push_back({token[i], lineNo, static_cast<int>(off + i) + 1});
    src.pop();
    const Alphabet alphabet = text::chooseAlphabet(cells, shape->size());
    return makePuzzle(text::toGrid(cells, *shape, alphabet), {Format::Line, alphabet, false}, lineNo);
}

// Block format (POJ 2676): a case count, then N rows of N digits per case.
std::optional<ReadResult> PuzzleReader::Impl::nextBlock() {
    std::string_view line;
    int lineNo = 0;
    if (declaredCases < 0) {
        if (!skipToContent(line, lineNo)) return std::nullopt;
        std::size_t off = 0;
        const std::string_view t = trimmed(line, off);
        const auto bad = std::find_if(t.begin(), t.end(), [](char c) { return !isDigit(c); });
        if (bad != t.end() || t.size() > kMaxCaseCountDigits) {
            const std::size_t at = bad != t.end() ? static_cast<std::size_t>(bad - t.begin()) : kMaxCaseCountDigits;
            ParseError e = errorAt(ParseErrorKind::BadCaseCount, lineNo, static_cast<int>(off + at) + 1);
            e.got = text::printable(t.substr(at, 1));
            finished = true;
            return ReadResult(fail(e));
        }
        declaredCases = std::atoi(std::string(t).c_str());
        producedAny = true;
        src.pop();
    }
    if (casesRead == declaredCases) {
        if (!skipToContent(line, lineNo)) return std::nullopt;
        ParseError e = errorAt(ParseErrorKind::CaseCountMismatch, lineNo, 1);
        e.expected = declaredCases;
        e.actual = declaredCases + 1;
        finished = true;
        return ReadResult(fail(e));
    }
    if (!skipToContent(line, lineNo)) {
        ParseError e = errorAt(ParseErrorKind::CaseCountMismatch, src.lastLineNumber(), 0);
        e.expected = declaredCases;
        e.actual = casesRead;
        finished = true;
        return ReadResult(fail(e));
    }
    ++casesRead;
    const int startLine = lineNo;
    std::size_t off = 0;
    const auto firstShape = Shape::forSize(static_cast<int>(trimmed(line, off).size()));
    const Shape shape = firstShape.value_or(Shape{3, 3});
    const int n = shape.size();
    std::vector<CellChar> cells;
    cells.reserve(static_cast<std::size_t>(shape.cellCount()));
    for (int r = 0; r < n; ++r) {
        if (!src.peek(line, lineNo) || text::isBlank(line)) {
            ParseError e = errorAt(ParseErrorKind::TooFewRows, src.peek(line, lineNo) ? lineNo : src.lastLineNumber(), 0);
            e.expected = n;
            e.actual = r;
            e.size = n;
            return failPuzzle(e);
        }
        const std::string_view row = trimmed(line, off);
        std::vector<CellChar> rowChars;
        for (std::size_t c = 0; c < row.size(); ++c) rowChars.push_back({row[c], lineNo, static_cast<int>(off + c) + 1});
        if (auto bad = text::firstImpossibleSymbol(rowChars, n)) {
            src.pop();
            skipRestOfPuzzle(n - r - 1);
            return failPuzzle(*bad);
        }
        if (static_cast<int>(row.size()) != n) {
            const bool shortRow = static_cast<int>(row.size()) < n;
            ParseError e = errorAt(shortRow ? ParseErrorKind::RowTooShort : ParseErrorKind::RowTooLong, lineNo,
                                   static_cast<int>(off) + 1 + std::min(static_cast<int>(row.size()), n));
            e.expected = n;
            e.actual = static_cast<int>(row.size());
            e.size = n;
            src.pop();
            skipRestOfPuzzle(n - r - 1);
            return failPuzzle(e);
        }
        cells.insert(cells.end(), rowChars.begin(), rowChars.end());
        src.pop();
    }
    const Alphabet alphabet = text::chooseAlphabet(cells, n);
    return makePuzzle(text::toGrid(cells, shape, alphabet), {Format::Block, alphabet, true}, startLine);
}

// Consumes up to `rowsLeft` more rows of a bad puzzle, stopping early at a blank line or a title, so
// the next puzzle is read from its start.
void PuzzleReader::Impl::skipRestOfPuzzle(int rowsLeft) {
    std::string_view line;
    int lineNo = 0;
    while (rowsLeft > 0 && src.peek(line, lineNo)) {
        if (text::isBlank(line) || (*format == Format::Grid && isTitle(line))) return;
        if (!text::isComment(line) && !(*format == Format::Grid && isRuler(line, 0))) --rowsLeft;
        src.pop();
    }
}

// The cells of one Letters/Grid row. Blanks and '|' separate; in a spaced row of a grid larger than
// 9×9, tokens of two digits ("10".."25") are values. Otherwise every other character is one cell.
Result<std::vector<CellChar>, ParseError> PuzzleReader::Impl::rowCells(std::string_view line, int lineNo,
                                                                       int size) const {
    struct Token {
        std::string_view text;
        int column;
    };
    std::vector<Token> tokens;
    for (std::size_t i = 0; i < line.size();) {
        if (isSpace(line[i]) || line[i] == '|') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < line.size() && !isSpace(line[j]) && line[j] != '|') ++j;
        tokens.push_back({line.substr(i, j - i), static_cast<int>(i) + 1});
        i = j;
    }
    const bool decimal = *format == Format::Grid && tokens.size() > 9 &&
                         std::any_of(tokens.begin(), tokens.end(), [](const Token& t) { return t.text.size() == 2; }) &&
                         std::all_of(tokens.begin(), tokens.end(), [](const Token& t) {
                             return t.text.size() == 1 || (t.text.size() == 2 && allOf(t.text, isDigit));
                         });
    std::vector<CellChar> cells;
    for (const Token& t : tokens) {
        if (!decimal) {
            for (std::size_t k = 0; k < t.text.size(); ++k)
                cells.push_back({t.text[k], lineNo, t.column + static_cast<int>(k)});
            continue;
        }
        if (!allOf(t.text, isDigit)) {
            cells.push_back({t.text[0], lineNo, t.column}); // an empty mark or a bad symbol, judged later
            continue;
        }
        const int v = std::atoi(std::string(t.text).c_str());
        const int n = size > 0 ? size : static_cast<int>(tokens.size());
        if (v > n) {
            ParseError e = errorAt(ParseErrorKind::ValueOutOfRange, lineNo, t.column);
            e.got = std::string(t.text);
            e.size = n;
            return fail(e);
        }
        cells.push_back({'#', lineNo, t.column, v});
    }
    // Before the size is known (first row), judge by the row's own cell count when it is a size.
    const int judgeAs = size > 0 ? size : (Shape::forSize(static_cast<int>(cells.size())) ? static_cast<int>(cells.size()) : kMaxSize);
    if (auto bad = text::firstImpossibleSymbol(cells, judgeAs)) return fail(*bad);
    return cells;
}

// Letters and Grid formats: an optional title, then N rows (N from the first row); blank lines,
// comments and (Grid) rulers between rows are skipped.
std::optional<ReadResult> PuzzleReader::Impl::nextRows() {
    const bool grid = *format == Format::Grid;
    std::string_view line;
    int lineNo = 0;
    std::string title;
    int titleLine = 0;
    for (;;) {
        if (!skipToContent(line, lineNo)) {
            if (title.empty()) return std::nullopt;
            ParseError e = errorAt(ParseErrorKind::TooFewRows, src.lastLineNumber(), 0);
            return failPuzzle(e);
        }
        if (grid && isRuler(line, 0)) {
            src.pop();
            continue;
        }
        if (grid && title.empty() && isTitle(line)) {
            std::size_t off = 0;
            title = std::string(trimmed(line, off));
            titleLine = lineNo;
            src.pop();
            continue;
        }
        break;
    }
    const int startLine = titleLine ? titleLine : lineNo;
    const bool compact = line.find_first_of(" \t|") == std::string_view::npos;
    auto first = rowCells(line, lineNo, 0);
    src.pop(); // `line` is invalid from here
    if (!first) {
        skipRestOfPuzzle(kMaxSize);
        return failPuzzle(first.error());
    }
    const int n = static_cast<int>(first->size());
    const auto shape = Shape::forSize(n);
    if (!shape) {
        ParseError e = errorAt(ParseErrorKind::UnknownSize, lineNo, 1);
        e.actual = n;
        skipRestOfPuzzle(kMaxSize); // up to a blank line or title: the size says nothing of the end
        return failPuzzle(e);
    }
    std::vector<CellChar> cells = std::move(*first);
    for (int r = 1; r < n; ++r) {
        // In the Letters format a blank line separates cases, so it ends a short case here.
        if (!grid && src.peek(line, lineNo) && text::isBlank(line)) {
            ParseError e = errorAt(ParseErrorKind::TooFewRows, lineNo, 0);
            e.expected = n;
            e.actual = r;
            e.size = n;
            return failPuzzle(e);
        }
        bool more = skipToContent(line, lineNo);
        while (more && grid && isRuler(line, n)) {
            src.pop();
            more = skipToContent(line, lineNo);
        }
        if (!more || (grid && isTitle(line) && !isLettersRow(line))) {
            ParseError e = errorAt(ParseErrorKind::TooFewRows, more ? lineNo : src.lastLineNumber(), 0);
            e.expected = n;
            e.actual = r;
            e.size = n;
            return failPuzzle(e);
        }
        auto row = rowCells(line, lineNo, n);
        src.pop();
        if (!row) {
            skipRestOfPuzzle(n - r - 1);
            return failPuzzle(row.error());
        }
        if (static_cast<int>(row->size()) != n) {
            const bool shortRow = static_cast<int>(row->size()) < n;
            const int col = shortRow ? (row->empty() ? 1 : row->back().column + 1) : (*row)[n].column;
            ParseError e = errorAt(shortRow ? ParseErrorKind::RowTooShort : ParseErrorKind::RowTooLong, lineNo, col);
            e.expected = n;
            e.actual = static_cast<int>(row->size());
            e.size = n;
            skipRestOfPuzzle(n - r - 1);
            return failPuzzle(e);
        }
        cells.insert(cells.end(), row->begin(), row->end());
    }
    const Alphabet alphabet = text::chooseAlphabet(cells, n);
    return makePuzzle(text::toGrid(cells, *shape, alphabet), {*format, alphabet, grid && compact}, startLine,
                      std::move(title));
}

PuzzleReader::PuzzleReader(std::istream& in, std::optional<Format> format)
    : impl_(std::make_unique<Impl>(in, format)) {}
PuzzleReader::~PuzzleReader() = default;

std::optional<ReadResult> PuzzleReader::next() { return impl_->next(); }
std::optional<Format> PuzzleReader::format() const { return impl_->format; }

std::vector<ReadResult> readAll(std::string_view text, std::optional<Format> format) {
    std::istringstream in{std::string(text)};
    PuzzleReader reader(in, format);
    std::vector<ReadResult> out;
    while (auto r = reader.next()) out.push_back(std::move(*r));
    return out;
}

ReadResult readOne(std::string_view text, std::optional<Format> format) {
    std::istringstream in{std::string(text)};
    PuzzleReader reader(in, format);
    auto r = reader.next();
    return r ? std::move(*r) : ReadResult(fail(ParseError{ParseErrorKind::EmptyInput}));
}

} // namespace qudoku
