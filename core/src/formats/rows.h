#pragma once
// Internal: puzzles written as N rows of N symbols, one row a line, read and written the same way
// for every format that does so (Letters and Grid; the policy says what each allows).

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "formats/table.h"
#include "text/cell_text.h"

namespace qudoku::formats {

struct RowsPolicy {
    Format format;
    bool rulers = false;          // ruler lines ("------+-------+------") between rows are skipped
    bool titles = false;          // a title line ("Grid 01") may come before a puzzle
    bool decimal = false;         // spaced rows of a grid above 9×9 may hold numbers ("10".."25")
    bool blankEndsPuzzle = false; // a blank line ends a puzzle: one cut short is TooFewRows there
    bool compactLayout = false;   // the layout records whether the rows were written without blanks
    bool xIsEmpty = false;        // 'X' and 'x' mark empty cells too (Simple Sudoku's old files)
};

// Reads a stream of puzzles in rows under `policy`.
std::unique_ptr<FormatReader> rowsReader(const RowsPolicy& policy);

// "Grid 01", "Puzzle 7: hard", "Title:": a word of two or more letters, then more text or a colon.
bool isTitle(std::string_view line);
// A separator line: only -, +, =, |, *, : and blanks, with at least one of - = +. A row of N '-'
// (all empty cells) is not a ruler once N is known (knownSize > 0).
bool isRuler(std::string_view line, int knownSize);
// A row of letters with '-' or '.' for empty cells ("--A----C-----O-I").
bool isLettersRow(std::string_view s);

// The symbol of `cell`: its value in `alphabet`, or `empty` ('.' where '0' is a value, in Hex).
char cellSymbol(const Grid& grid, int cell, Alphabet alphabet, char empty);
// N lines of N symbols, each ending with a newline.
std::string plainRows(const Grid& grid, Alphabet alphabet, char empty);

} // namespace qudoku::formats
