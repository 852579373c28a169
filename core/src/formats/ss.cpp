// Simple Sudoku (.ss, Angus Johnson's Simple Sudoku; the layout as SudoCue's file-format page gives
// it): nine rows of nine symbols in three groups of three, "1..|...|7..", with a line of dashes
// "-----------" between bands; '.' for an empty cell. Older files have plain rows of nine with 'X'
// for an empty cell ("X6X1X4X5X"), and copies from the program frame the grid ("*-----------*",
// "|8..|4..|...|", "|---+---+---|"). All of these are read; the first form is written, and for
// other sizes the same: boxCols symbols a group, a ruler as wide as a row.

#include "formats/formats.h"
#include "formats/rows.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

bool isSsCell(char c, int size) { return c == 'X' || c == 'x' || text::couldBeSymbol(c, size); }

// "1..|...|7.." (or framed, "|1..|...|7..|"): groups of boxCols symbols between bars, no blanks.
bool isGroupedRow(std::string_view row) {
    if (row.size() > 2 && row.front() == '|' && row.back() == '|') row = row.substr(1, row.size() - 2);
    const std::size_t group = row.find('|');
    if (group == std::string_view::npos || group == 0 || (row.size() + 1) % (group + 1) != 0) return false;
    const int groups = static_cast<int>((row.size() + 1) / (group + 1));
    for (int g = 1; g < groups; ++g)
        if (row[static_cast<std::size_t>(g) * (group + 1) - 1] != '|') return false;
    const int n = static_cast<int>(group) * groups;
    const auto shape = Shape::forSize(n);
    if (!shape || shape->boxCols != static_cast<int>(group)) return false;
    for (std::size_t i = 0; i < row.size(); ++i)
        if ((i + 1) % (group + 1) != 0 && !isSsCell(row[i], n)) return false; // a bar anywhere else fails here
    return true;
}

// "X6X1X4X5X": nine symbols, at least one of them the old empty mark.
bool isOldRow(std::string_view row) {
    if (row.size() != 9 || row.find_first_of("Xx") == std::string_view::npos) return false;
    for (char c : row)
        if (!isSsCell(c, 9)) return false;
    return true;
}

} // namespace

// The first row (past any frame line) in one of Simple Sudoku's spellings: no other format groups
// symbols with bars but no blanks, or marks empty cells with X.
Fit detectSs(const Sample& sample) {
    for (std::string_view line : sample.content) {
        std::size_t off = 0;
        const std::string_view row = text::trimmed(line, off);
        if (isRuler(row, 0)) continue;
        return isGroupedRow(row) || isOldRow(row) ? Fit::Sure : Fit::No;
    }
    return Fit::No;
}

std::unique_ptr<FormatReader> ssReader() {
    RowsPolicy policy{Format::Ss};
    policy.rulers = true;
    policy.xIsEmpty = true;
    return rowsReader(policy);
}

std::string writeSs(const WriteInput& input) {
    const Grid& grid = input.grid;
    const Shape shape = grid.shape();
    const int n = shape.size();
    const std::string ruler(static_cast<std::size_t>(n + n / shape.boxCols - 1), '-');
    std::string out;
    for (int r = 0; r < n; ++r) {
        if (r > 0 && r % shape.boxRows == 0) out += ruler + '\n';
        for (int c = 0; c < n; ++c) {
            if (c > 0 && c % shape.boxCols == 0) out += '|';
            out += cellSymbol(grid, shape.cellAt(r, c), input.layout.alphabet, '.');
        }
        out += '\n';
    }
    return out;
}

} // namespace qudoku::formats
