#include "qudoku/writer.h"

#include "formats/rows.h"
#include "formats/table.h"

namespace qudoku {

std::string writeGrid(const Grid& grid, const TextLayout& layout) {
    return formats::row(layout.format).write({grid, layout});
}

std::string writeGrid(const Grid& givens, const Pencilmarks& pencilmarks, const TextLayout& layout) {
    return formats::row(layout.format).write({givens, layout, &pencilmarks});
}

std::string writePuzzle(const Puzzle& puzzle) {
    const formats::WriteInput input{puzzle.grid, puzzle.layout, puzzle.pencilmarks ? &*puzzle.pencilmarks : nullptr,
                                    puzzle.title, &puzzle.notes};
    return formats::row(puzzle.layout.format).write(input);
}

std::string toLine(const Grid& grid, Alphabet alphabet) {
    std::string out;
    out.reserve(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell) out += formats::cellSymbol(grid, cell, alphabet, '.');
    return out;
}

std::string toLine(const Grid& grid) { return toLine(grid, defaultAlphabet(grid.size())); }

std::string_view answerSeparator(Format format) { return formatInfo(format).answerSeparator; }

} // namespace qudoku
