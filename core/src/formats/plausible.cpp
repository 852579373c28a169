#include "formats/plausible.h"

#include <algorithm>
#include <vector>

#include "formats/rows.h"
#include "qudoku/shape.h"
#include "text/cell_text.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

constexpr std::size_t kShortestRow = 4;   // a 4×4 grid's
constexpr std::size_t kShortestLine = 14; // a 4×4 Line puzzle (16 symbols), two short

// The cell counts of a row or line a grid in letters has: 12×12 and larger grids spell values with
// letters, a 16×16 or 25×25 one with nothing but letters (POJ 3076).
constexpr std::size_t kLetterCounts[] = {12, 16, 25, 144, 256, 625};

bool isSeparator(char c) { return text::isSpace(c) || c == '|' || c == '+'; }

struct Cells {
    std::size_t count = 0;         // characters that are not separators
    std::size_t digitsOrEmpty = 0; // digits and empty marks (X too: Simple Sudoku's old files)
    std::size_t symbols = 0;       // characters some grid can hold (a digit, letter or empty mark)
};

Cells cellsOf(std::string_view s) {
    Cells cells;
    for (char c : s) {
        if (isSeparator(c)) continue;
        ++cells.count;
        if (text::isDigit(c) || c == '.' || c == '-' || c == '_' || c == 'X' || c == 'x') ++cells.digitsOrEmpty;
        if (text::couldBeSymbol(c, kMaxSize)) ++cells.symbols;
    }
    return cells;
}

// All but one character in eight could be a cell (a damaged row has a stray character or two).
bool nearlyAllSymbols(const Cells& c) { return 8 * c.symbols >= 7 * c.count; }

bool digitRow(const Cells& c) {
    return c.count >= kShortestRow && 2 * c.digitsOrEmpty >= c.count && nearlyAllSymbols(c);
}

bool letterRow(const Cells& c) {
    const bool rowLength = std::any_of(std::begin(kLetterCounts), std::end(kLetterCounts), [&](std::size_t n) {
        const std::size_t off = c.count > n ? c.count - n : n - c.count;
        return 8 * off <= n;
    });
    return rowLength && nearlyAllSymbols(c);
}

bool tokensOfOneLength(std::string_view line) {
    const std::vector<text::RowToken> tokens = text::rowTokens(line);
    return std::all_of(tokens.begin(), tokens.end(),
                       [&](const text::RowToken& t) { return t.text.size() == tokens.front().text.size(); });
}

} // namespace

bool looksLikePuzzleLine(std::string_view line) {
    std::size_t off = 0;
    const std::string_view t = text::trimmed(line, off);
    if (t.empty() || isRuler(t, 0) || isTitle(t)) return false;
    const Cells whole = cellsOf(t);
    if (digitRow(whole) || (letterRow(whole) && tokensOfOneLength(t))) return true;
    const Cells first = cellsOf(text::firstToken(t));
    return first.count >= kShortestLine && (digitRow(first) || letterRow(first));
}

bool looksLikePuzzle(const Sample& sample) {
    return std::any_of(sample.content.begin(), sample.content.end(), looksLikePuzzleLine);
}

} // namespace qudoku::formats
