#pragma once
// Core data as readable sentences. Core holds no text; these functions word its enums and values in
// English through QCoreApplication::translate("Diagnostics", ...), so the GUI can translate them.
//
// Positions are the caller's: describe() gives only the "what was expected" part, and the CLI or
// the GUI puts "file:line:column: " or a highlighted cell in front of it.

#include <QString>

#include <vector>

#include "qudoku/generator.h"
#include "qudoku/reader.h"
#include "qudoku/conflicts.h"
#include "qudoku/shape.h"
#include "qudoku/solver.h"
#include "qudoku/symbols.h"

namespace qudoku::text {

// "r2c7": the 1-based row and column of `cell` in a grid of `shape`.
QString cellName(Shape shape, int cell);
// A value as the grid shows it: "7", "16" or "G", as `alphabet` spells it (core's symbolName).
QString symbolText(int value, Alphabet alphabet);
// Several cells for an undo entry: "r2c7", "r2c7, r3c1 and r4c4" (up to three named), or "9 cells".
QString cellsName(Shape shape, const std::vector<int>& cells);

// What the reader wanted and what it found, e.g. "expected a digit 1-9, '.' or '0', got 'x'" or
// "expected 81 symbols (a 9×9 puzzle), got 80". One sentence per ParseErrorKind; a text that is not a
// puzzle at all: "does not look like a Sudoku puzzle (tried a case count and rows, one puzzle a line,
// ...); it starts with 'hello world'".
QString describe(const ParseError& error);

// One clash of givens, e.g. "digit 5 twice in row 2 (r2c1, r2c7)". Rows, columns and boxes are
// numbered from 1; the value is spelled in `alphabet` ("symbol G twice in box 3 (...)" for any
// alphabet other than plain digits).
QString describe(const Conflict& conflict, Shape shape, Alphabet alphabet);

// A short phrase for a solve outcome, e.g. "unique solution", "no solution".
QString statusText(SolveStatus status);

// Why generator options cannot work, e.g. "a 9×9 puzzle needs at least 17 clues, the range ends at 16".
QString describe(GenerateError error, const GenerateOptions& options);

} // namespace qudoku::text
