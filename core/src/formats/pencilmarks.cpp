// Pencil-mark grids, the way HoDoKu prints them and forum posts paste them: one token per cell in
// reading order, each token the candidates still open there ("19", "136"); a one-digit token is a
// given, and "+7" a value solved on the way (HoDoKu's mark), not a given. Everything that is not a
// digit separates tokens: '|', '+', '-', '.', ':', '*' (HoDoKu's markup), blanks, line ends. 4×4,
// 6×6 and 9×9 grids (16, 36 or 81 tokens).
//
//   .---------------.------------.--------------.
//   | 4    19   2   | 5   136  7 | 36  8   369  |
//   ...
//
// In a stream, a grid starts at the first line with digits and no letters (lines before it with
// letters are captions, skipped) and ends at its 81st token, a blank line or the end of the input.
// The writer aligns columns and draws box rulers; reading it back gives the same puzzle.

#include "formats/pencilmarks.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "formats/candidates.h"
#include "formats/formats.h"
#include "formats/input.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

constexpr int kGridCellCounts[] = {16, 36, 81};
constexpr int kMostCells = 81;

struct Token {
    Mask mask = 0;
    int count = 0;
    bool plus = false; // right after a '+': solved on the way when it is one digit
    int line = 0;
    int column = 0;    // of its first digit
    std::string digits;
};

// The digit runs of one line, appended to `tokens`. A '0' or a digit named twice in a run is an
// error at once, as the reading goes; digits above the grid's size wait until the size is known.
std::optional<ParseError> tokenize(std::string_view line, int lineNo, std::vector<Token>& tokens) {
    for (std::size_t i = 0; i < line.size();) {
        if (!text::isDigit(line[i])) {
            ++i;
            continue;
        }
        Token token;
        token.plus = i > 0 && line[i - 1] == '+';
        token.line = lineNo;
        token.column = static_cast<int>(i) + 1;
        std::size_t j = i;
        while (j < line.size() && text::isDigit(line[j])) ++j;
        token.digits = std::string(line.substr(i, j - i));
        const int cell = static_cast<int>(tokens.size()) + 1;
        for (std::size_t k = 0; k < token.digits.size(); ++k) {
            const int value = token.digits[k] - '0';
            if (value == 0) {
                ParseError e = errorAt(ParseErrorKind::BadCandidates, lineNo, static_cast<int>(i + k) + 1);
                e.got = token.digits.substr(k, 1);
                e.size = 9;
                e.cell = cell;
                return e;
            }
            if (token.mask & bitOf(value)) {
                ParseError e = errorAt(ParseErrorKind::RepeatedDigit, lineNo, token.column);
                e.got = token.digits;
                e.cell = cell;
                return e;
            }
            token.mask |= bitOf(value);
            ++token.count;
        }
        tokens.push_back(std::move(token));
        i = j;
    }
    return std::nullopt;
}

int nearestGridCellCount(std::size_t n) {
    int best = kMostCells;
    for (int c : kGridCellCounts)
        if (std::labs(static_cast<long>(n) - c) < std::labs(static_cast<long>(n) - best)) best = c;
    return best;
}

// The puzzle the tokens stand for, or why they stand for none. The end of the last token is where
// a grid with too few cells is reported.
Result<Puzzle, ParseError> finish(const std::vector<Token>& tokens, int startLine) {
    const auto shape = Shape::forCellCount(static_cast<int>(tokens.size()));
    if (!shape || shape->size() > 9) {
        const bool tooMany = tokens.size() > static_cast<std::size_t>(kMostCells);
        const Token& at = tokens[tooMany ? kMostCells : tokens.size() - 1];
        const int column = tooMany ? at.column : at.column + static_cast<int>(at.digits.size());
        ParseError e = errorAt(ParseErrorKind::WrongCellCount, at.line, column);
        e.expected = nearestGridCellCount(tokens.size());
        e.actual = static_cast<int>(tokens.size());
        return fail(e);
    }
    const int n = shape->size();
    std::vector<CellCandidates> cells;
    cells.reserve(tokens.size());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token& t = tokens[i];
        const auto high = std::find_if(t.digits.begin(), t.digits.end(), [&](char c) { return c - '0' > n; });
        if (high != t.digits.end()) {
            ParseError e = errorAt(ParseErrorKind::BadCandidates, t.line, t.column + static_cast<int>(high - t.digits.begin()));
            e.got = std::string(1, *high);
            e.size = n;
            e.cell = static_cast<int>(i) + 1;
            return fail(e);
        }
        cells.push_back({t.mask, t.plus && t.count == 1});
    }
    return positionPuzzle(*shape, cells, {Format::Pencilmarks, Alphabet::Digits, false}, startLine);
}

bool hasDigit(std::string_view line) { return std::any_of(line.begin(), line.end(), text::isDigit); }
bool hasLetter(std::string_view line) { return std::any_of(line.begin(), line.end(), text::isLetter); }

class PencilmarkReader final : public FormatReader {
public:
    std::optional<ReadResult> next(Input& input) override;
};

// Consumes the rest of a bad grid, up to a blank line.
void skipBlock(Input& input) {
    std::string_view line;
    int lineNo = 0;
    while (input.peek(line, lineNo) && !text::isBlank(line)) input.pop();
}

std::optional<ReadResult> PencilmarkReader::next(Input& input) {
    std::string_view line;
    int lineNo = 0;
    // Up to the grid's first row: blank lines, comments, rulers and captions go.
    for (;;) {
        if (!input.peek(line, lineNo)) return std::nullopt;
        if (!text::isComment(line) && hasDigit(line) && !hasLetter(line)) break;
        input.pop();
    }
    const int startLine = lineNo;
    std::vector<Token> tokens;
    while (tokens.size() < static_cast<std::size_t>(kMostCells) && input.peek(line, lineNo) && !text::isBlank(line)) {
        if (text::isComment(line)) {
            input.pop();
            continue;
        }
        auto bad = tokenize(line, lineNo, tokens);
        input.pop();
        if (bad) {
            skipBlock(input);
            return input.failPuzzle(*bad);
        }
    }
    auto puzzle = finish(tokens, startLine);
    if (!puzzle) {
        if (tokens.size() > static_cast<std::size_t>(kMostCells)) skipBlock(input);
        return input.failPuzzle(puzzle.error());
    }
    return input.puzzle(std::move(*puzzle));
}

// How a line reads as a row of a pencil-mark grid (rulers aside).
enum class RowFit {
    NotARow,  // a chunk that is not digits (a '.', a letter): some other format's row
    Unclear,  // digit chunks, but no grid's count of them, or single digits only
    Marks,    // a grid's row (4, 6 or 9 chunks) or whole grid (16, 36, 81) with a cell of marks or a "+7"
};

// The line's blank- or bar-separated chunks, each the digits of one cell (after a '+' or HoDoKu's
// '*' / '#' markup). A row of 4, 6 or 9 chunks with two digits in one, or a "+7", is a grid's row
// whatever its digits (a bad one is for the reader to report). A whole grid on one line must also
// keep each chunk's digits distinct and within its size, or a row of a 16×16 grid written with
// numbers ("1 2 ... 16") would pass for a 4×4 grid of marks.
RowFit rowFit(std::string_view line) {
    std::vector<std::string_view> chunks;
    for (const text::RowToken& t : text::rowTokens(line)) chunks.push_back(t.text);
    bool marks = false;
    for (std::string_view& chunk : chunks) {
        const bool plus = chunk.front() == '+';
        if (plus || chunk.front() == '*' || chunk.front() == '#') chunk.remove_prefix(1);
        if (!text::allOf(chunk, text::isDigit)) return RowFit::NotARow;
        marks = marks || chunk.size() >= 2 || plus;
    }
    const std::size_t count = chunks.size();
    const bool row = count == 4 || count == 6 || count == 9;
    const bool grid = count == 16 || count == 36 || count == 81;
    if (!marks || !(row || grid)) return RowFit::Unclear;
    if (row) return RowFit::Marks;
    const int n = count == 16 ? 4 : count == 36 ? 6 : 9;
    for (std::string_view chunk : chunks) {
        Mask seen = 0;
        for (char c : chunk) {
            const int v = c - '0';
            if (v == 0 || v > n || (seen & bitOf(v))) return RowFit::Unclear;
            seen |= bitOf(v);
        }
    }
    return RowFit::Marks;
}

} // namespace

// Rows of candidate sets: sure once a row shows a cell with two or more candidates or a "+7";
// rows of single digits alone are a Grid's, rows with other symbols some other format's. Lines with
// letters are passed over as the reader passes over them (a caption: "Position after step 3:").
Fit detectPencilmarks(const Sample& sample) {
    for (std::string_view line : sample.content) {
        if (!hasDigit(line) || hasLetter(line)) continue; // a ruler, a caption
        switch (rowFit(line)) {
        case RowFit::NotARow: return Fit::No;
        case RowFit::Unclear: continue;
        case RowFit::Marks: return Fit::Sure;
        }
    }
    return Fit::No;
}

std::unique_ptr<FormatReader> pencilmarkReader() { return std::make_unique<PencilmarkReader>(); }

// Columns as wide as their widest cell, so the grid reads as a table; "+7" for a value solved on
// the way. Precondition: size <= 9.
std::string writePencilmarks(const WriteInput& input) {
    const Shape shape = input.grid.shape();
    const int n = shape.size();
    const std::vector<CellCandidates> cells = cellsToWrite(input);
    auto cellText = [&](int cell) {
        const CellCandidates& c = cells[static_cast<std::size_t>(cell)];
        std::string s;
        if (std::popcount(c.mask) == 1 && c.solved) s += '+';
        for (int v = 1; v <= n; ++v)
            if (c.mask & bitOf(v)) s += static_cast<char>('0' + v);
        return s;
    };
    std::vector<std::size_t> width(static_cast<std::size_t>(n), 1);
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        width[static_cast<std::size_t>(shape.colOf(cell))] =
            std::max(width[static_cast<std::size_t>(shape.colOf(cell))], cellText(cell).size());

    std::string ruler;
    for (int c = 0; c < n; ++c) {
        if (c % shape.boxCols == 0) ruler += c == 0 ? "+" : "-+"; // under " |" of the rows
        ruler += std::string(width[static_cast<std::size_t>(c)] + 1, '-');
    }
    ruler += "-+\n";

    std::string out;
    for (int r = 0; r < n; ++r) {
        if (r % shape.boxRows == 0) out += ruler;
        for (int c = 0; c < n; ++c) {
            if (c % shape.boxCols == 0) out += c == 0 ? "|" : " |";
            std::string text = cellText(shape.cellAt(r, c));
            text.resize(width[static_cast<std::size_t>(c)], ' ');
            out += ' ';
            out += text;
        }
        out += " |\n";
    }
    out += ruler;
    return out;
}

ReadResult readPencilmarkText(std::string_view text) {
    std::vector<Token> tokens;
    int lineNo = 0;
    while (!text.empty()) {
        const std::size_t nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (auto bad = tokenize(line, ++lineNo, tokens)) return fail(*bad);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    }
    if (tokens.empty()) {
        ParseError e = errorAt(ParseErrorKind::WrongCellCount, lineNo, 0);
        e.expected = kMostCells;
        return fail(e);
    }
    auto puzzle = finish(tokens, 1);
    if (!puzzle) return fail(puzzle.error());
    puzzle->number = 1;
    return std::move(*puzzle);
}

} // namespace qudoku::formats
