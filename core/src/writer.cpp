#include "qudoku/writer.h"

namespace qudoku {

namespace {

char cellSymbol(const Grid& grid, int cell, Alphabet alphabet, char empty) {
    if (empty == '0' && alphabet == Alphabet::Hex) empty = '.'; // '0' is a value in hex
    const int v = grid.at(cell);
    return v == 0 ? empty : symbolFor(v, alphabet);
}

std::string rows(const Grid& grid, Alphabet alphabet, char empty) {
    const int n = grid.size();
    std::string out;
    out.reserve(static_cast<std::size_t>(n) * (n + 1));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) out += cellSymbol(grid, grid.shape().cellAt(r, c), alphabet, empty);
        out += '\n';
    }
    return out;
}

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

std::string writeGrid(const Grid& grid, const TextLayout& layout) {
    const Alphabet alphabet = layout.alphabet;
    switch (layout.format) {
    case Format::Block: return rows(grid, alphabet, '0');
    case Format::Line: return toLine(grid, alphabet) + '\n';
    case Format::Letters: return rows(grid, alphabet, '-');
    case Format::Grid: return layout.compactRows ? rows(grid, alphabet, '.') : pretty(grid, alphabet);
    }
    return {};
}

std::string toLine(const Grid& grid, Alphabet alphabet) {
    std::string out;
    out.reserve(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell) out += cellSymbol(grid, cell, alphabet, '.');
    return out;
}

std::string toLine(const Grid& grid) { return toLine(grid, defaultAlphabet(grid.size())); }

std::string_view answerSeparator(Format format) {
    return (format == Format::Letters || format == Format::Grid) ? "\n" : "";
}

} // namespace qudoku
