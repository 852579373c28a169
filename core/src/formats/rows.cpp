#include "formats/rows.h"

#include <algorithm>
#include <cstdlib>

#include "formats/input.h"

namespace qudoku::formats {

using text::CellChar;

bool isLettersRow(std::string_view s) {
    bool anyLetter = false;
    for (char c : s) {
        if (text::isLetter(c)) anyLetter = true;
        else if (c != '-' && c != '.') return false;
    }
    return anyLetter;
}

bool isTitle(std::string_view line) {
    std::size_t off = 0;
    const std::string_view t = text::trimmed(line, off);
    std::string_view word = text::firstToken(t);
    const bool colon = !word.empty() && word.back() == ':';
    if (colon) word.remove_suffix(1);
    return word.size() >= 2 && text::allOf(word, text::isLetter) && (colon || word.size() < t.size());
}

bool isRuler(std::string_view line, int knownSize) {
    bool mark = false;
    int dashes = 0;
    for (char c : line) {
        if (c == '-') ++dashes;
        if (c == '-' || c == '=' || c == '+') mark = true;
        else if (!(c == '|' || c == '*' || c == ':' || text::isSpace(c))) return false;
    }
    if (!mark) return false;
    const bool onlyDashes = line.find_first_of("+=*:") == std::string_view::npos;
    return !(knownSize > 0 && onlyDashes && dashes == knownSize);
}

char cellSymbol(const Grid& grid, int cell, Alphabet alphabet, char empty) {
    if (empty == '0' && alphabet == Alphabet::Hex) empty = '.'; // '0' is a value in hex
    const int v = grid.at(cell);
    return v == 0 ? empty : symbolFor(v, alphabet);
}

std::string plainRows(const Grid& grid, Alphabet alphabet, char empty) {
    const int n = grid.size();
    std::string out;
    out.reserve(static_cast<std::size_t>(n) * (n + 1));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) out += cellSymbol(grid, grid.shape().cellAt(r, c), alphabet, empty);
        out += '\n';
    }
    return out;
}

namespace {

class RowsReader final : public FormatReader {
public:
    explicit RowsReader(const RowsPolicy& policy) : policy_(policy) {}
    std::optional<ReadResult> next(Input& input) override;

private:
    Result<std::vector<CellChar>, ParseError> rowCells(std::string_view line, int lineNo, int size) const;
    void skipRestOfPuzzle(Input& input, int rowsLeft) const;
    ParseError tooFewRows(int line, int n, int rows) const;

    RowsPolicy policy_;
};

// Consumes up to `rowsLeft` more rows of a bad puzzle, stopping early at a blank line or a title, so
// the next puzzle is read from its start.
void RowsReader::skipRestOfPuzzle(Input& input, int rowsLeft) const {
    std::string_view line;
    int lineNo = 0;
    while (rowsLeft > 0 && input.peek(line, lineNo)) {
        if (text::isBlank(line) || (policy_.titles && isTitle(line))) return;
        if (!text::isComment(line) && !(policy_.rulers && isRuler(line, 0))) --rowsLeft;
        input.pop();
    }
}

ParseError RowsReader::tooFewRows(int line, int n, int rows) const {
    ParseError e = errorAt(ParseErrorKind::TooFewRows, line, 0);
    e.expected = n;
    e.actual = rows;
    e.size = n;
    return e;
}

// The cells of one row. Blanks and '|' separate; in a spaced row of a grid larger than 9×9, tokens
// of two digits ("10".."25") are values. Otherwise every other character is one cell.
Result<std::vector<CellChar>, ParseError> RowsReader::rowCells(std::string_view line, int lineNo, int size) const {
    using Token = text::RowToken;
    const std::vector<Token> tokens = text::rowTokens(line);
    const bool decimal = policy_.decimal && tokens.size() > 9 &&
                         std::any_of(tokens.begin(), tokens.end(), [](const Token& t) { return t.text.size() == 2; }) &&
                         std::all_of(tokens.begin(), tokens.end(), [](const Token& t) {
                             return t.text.size() == 1 || (t.text.size() == 2 && text::allOf(t.text, text::isDigit));
                         });
    std::vector<CellChar> cells;
    for (const Token& t : tokens) {
        if (!decimal) {
            for (std::size_t k = 0; k < t.text.size(); ++k) {
                const char c = t.text[k];
                cells.push_back({policy_.xIsEmpty && (c == 'X' || c == 'x') ? '.' : c, lineNo, t.column + static_cast<int>(k)});
            }
            continue;
        }
        if (!text::allOf(t.text, text::isDigit)) {
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

// An optional title, then N rows (N from the first row); blank lines, comments and rulers between
// rows are skipped as the policy says.
std::optional<ReadResult> RowsReader::next(Input& input) {
    std::string_view line;
    int lineNo = 0;
    std::string title;
    int titleLine = 0;
    for (;;) {
        if (!input.skipToContent(line, lineNo)) {
            if (title.empty()) return std::nullopt;
            return input.failPuzzle(errorAt(ParseErrorKind::TooFewRows, input.lastLineNumber(), 0));
        }
        if (policy_.rulers && isRuler(line, 0)) {
            input.pop();
            continue;
        }
        if (policy_.titles && title.empty() && isTitle(line)) {
            title = std::string(text::freeText(line));
            titleLine = lineNo;
            input.pop();
            continue;
        }
        break;
    }
    const int startLine = titleLine ? titleLine : lineNo;
    const bool compact = line.find_first_of(" \t|") == std::string_view::npos;
    auto first = rowCells(line, lineNo, 0);
    input.pop(); // `line` is invalid from here
    if (!first) {
        skipRestOfPuzzle(input, kMaxSize);
        return input.failPuzzle(first.error());
    }
    const int n = static_cast<int>(first->size());
    const auto shape = Shape::forSize(n);
    if (!shape) {
        ParseError e = errorAt(ParseErrorKind::UnknownSize, lineNo, 1);
        e.actual = n;
        skipRestOfPuzzle(input, kMaxSize); // up to a blank line or title: the size says nothing of the end
        return input.failPuzzle(e);
    }
    std::vector<CellChar> cells = std::move(*first);
    for (int r = 1; r < n; ++r) {
        if (policy_.blankEndsPuzzle && input.peek(line, lineNo) && text::isBlank(line))
            return input.failPuzzle(tooFewRows(lineNo, n, r));
        bool more = input.skipToContent(line, lineNo);
        while (more && policy_.rulers && isRuler(line, n)) {
            input.pop();
            more = input.skipToContent(line, lineNo);
        }
        if (!more || (policy_.titles && isTitle(line) && !isLettersRow(line)))
            return input.failPuzzle(tooFewRows(more ? lineNo : input.lastLineNumber(), n, r));
        auto row = rowCells(line, lineNo, n);
        input.pop();
        if (!row) {
            skipRestOfPuzzle(input, n - r - 1);
            return input.failPuzzle(row.error());
        }
        if (static_cast<int>(row->size()) != n) {
            const bool shortRow = static_cast<int>(row->size()) < n;
            const int col = shortRow ? (row->empty() ? 1 : row->back().column + 1) : (*row)[n].column;
            ParseError e = errorAt(shortRow ? ParseErrorKind::RowTooShort : ParseErrorKind::RowTooLong, lineNo, col);
            e.expected = n;
            e.actual = static_cast<int>(row->size());
            e.size = n;
            skipRestOfPuzzle(input, n - r - 1);
            return input.failPuzzle(e);
        }
        cells.insert(cells.end(), row->begin(), row->end());
    }
    const Alphabet alphabet = text::chooseAlphabet(cells, n);
    return input.puzzle(text::toGrid(cells, *shape, alphabet), {policy_.format, alphabet, policy_.compactLayout && compact},
                        startLine, std::move(title));
}

} // namespace

std::unique_ptr<FormatReader> rowsReader(const RowsPolicy& policy) { return std::make_unique<RowsReader>(policy); }

} // namespace qudoku::formats
