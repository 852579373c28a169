// Grid: rows of symbols, optionally spaced, with '|' between boxes and ruler lines between bands;
// '.', '0' or '_' for an empty cell; an optional title line before a puzzle (Project Euler 96's
// "Grid 01"). Anything else that looks like rows of symbols is read as a Grid.

#include "formats/formats.h"
#include "formats/rows.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

// "1 2 3 | 4 5 6 | 7 8 9" rows with "------+-------+------" rulers between bands of boxes.
std::string pretty(const Grid& grid, Alphabet alphabet) {
    const Shape shape = grid.shape();
    const int n = shape.size();
    // Under "1 2 3 | 4 5 6 | 7 8 9" goes "------+-------+------": the first and last box segments
    // are 2*boxCols wide ("1 2 3 " and " 7 8 9"), inner ones one wider (" 4 5 6 ").
    const int across = n / shape.boxCols;
    std::string ruler;
    for (int b = 0; b < across; ++b) {
        if (b > 0) ruler += '+';
        const bool inner = b > 0 && b < across - 1;
        ruler.append(static_cast<std::size_t>(2 * shape.boxCols + (inner ? 1 : 0) - (across == 1 ? 1 : 0)), '-');
    }
    std::string out;
    for (int r = 0; r < n; ++r) {
        if (r > 0 && r % shape.boxRows == 0) out += ruler + '\n';
        for (int c = 0; c < n; ++c) {
            if (c > 0) out += (c % shape.boxCols == 0) ? " | " : " ";
            out += cellSymbol(grid, shape.cellAt(r, c), alphabet, '.');
        }
        out += '\n';
    }
    return out;
}

} // namespace

// Rows with '|' are a Grid unless a format with a mark of its own claims them; any other text that
// no format recognises is read as a Grid (and its errors say why it is not one).
Fit detectGrid(const Sample& sample) {
    if (sample.content.empty()) return Fit::No;
    const std::string_view token = text::firstToken(sample.first());
    return token.find('|') != std::string_view::npos ? Fit::Likely : Fit::Fallback;
}

std::unique_ptr<FormatReader> gridReader() {
    RowsPolicy policy{Format::Grid};
    policy.rulers = true;
    policy.titles = true;
    policy.decimal = true;
    policy.compactLayout = true;
    return rowsReader(policy);
}

// The title line, when the puzzle has one, then the rows.
std::string writeGrid(const WriteInput& input) {
    const Alphabet alphabet = input.layout.alphabet;
    std::string out = input.title.empty() ? std::string() : std::string(input.title) + '\n';
    return out + (input.layout.compactRows ? plainRows(input.grid, alphabet, '.') : pretty(input.grid, alphabet));
}

} // namespace qudoku::formats
