#pragma once
// Writing grids as text in each format (the inverse of reader.h).

#include <string>

#include "qudoku/format.h"
#include "qudoku/grid.h"
#include "qudoku/symbols.h"

namespace qudoku {

// The grid as `layout` says, ending with a newline. Empty cells are '0' in Block, '.' in Line and
// Grid, '-' in Letters. Block output is only the N rows (no case count): the POJ 2676 answer form.
// Grid output has spaces between symbols and rulers between boxes, or plain rows when compactRows.
std::string writeGrid(const Grid& grid, const TextLayout& layout);

// The grid as one line of N*N symbols, '.' for empty, with no newline (clipboard, logs, tests).
std::string toLine(const Grid& grid, Alphabet alphabet);
std::string toLine(const Grid& grid);

// What separates consecutive answers in `format`: a blank line for Letters and Grid, nothing else.
std::string_view answerSeparator(Format format);

} // namespace qudoku
