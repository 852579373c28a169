#pragma once
// Writing grids as text in each format (the inverse of reader.h).

#include <string>

#include "qudoku/format.h"
#include "qudoku/grid.h"
#include "qudoku/puzzle.h"
#include "qudoku/symbols.h"

namespace qudoku {

// The grid as `layout` says, ending with a newline. Empty cells are '0' in Block and Sdm, '.' in
// Line, Grid, Ss and Sdk, '-' in Letters. Block output is only the N rows (no case count): the POJ
// 2676 answer form. Grid output has spaces between symbols and rulers between boxes, or plain rows
// when compactRows. Ss output is "1..|...|7.." rows with "-----------" between bands.
std::string writeGrid(const Grid& grid, const TextLayout& layout);

// A position in `layout`: the candidate formats (Pencilmarks, Candidates729) write the givens, the
// values solved on the way ("+7" in a pencil-mark grid) and each empty cell's marks (or, where it has
// none, every candidate the rules leave it; every value when they leave none, as neither format can
// write a cell without candidates); the other formats have no room for them and write the givens alone. writeGrid(grid, layout) writes a candidate format as if no cell had marks.
// Precondition for the candidate formats: grid size <= formatInfo(format).maxSize (9).
std::string writeGrid(const Grid& givens, const Pencilmarks& pencilmarks, const TextLayout& layout);

// The whole puzzle in its layout: what writeGrid writes, after the title line (Grid) or the notes
// (Sdk) when the puzzle has them. For every format, readOne(writePuzzle(p), p.layout.format) gives
// p back (its grid, layout, title, notes and pencil marks; Block after a case-count line), except
// that a 729-character string has no mark for a value solved on the way: it comes back as a given.
std::string writePuzzle(const Puzzle& puzzle);

// The grid as one line of N*N symbols, '.' for empty, with no newline (clipboard, logs, tests).
std::string toLine(const Grid& grid, Alphabet alphabet);
std::string toLine(const Grid& grid);

// What separates consecutive answers in `format`: a blank line for Letters and Grid, nothing else.
std::string_view answerSeparator(Format format);

} // namespace qudoku
