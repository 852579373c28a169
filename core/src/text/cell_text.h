#pragma once
// Internal: a puzzle's cells as characters with their positions, and the conversion to a Grid once
// the whole puzzle is known (the alphabet of a 16×16 grid can only be decided from all its symbols).

#include <optional>
#include <string>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/reader.h"

namespace qudoku::text {

struct CellChar {
    char c;         // the character, or '#' for a decimal token (see value)
    int line;
    int column;
    int value = -1; // for decimal tokens ("12" in a spaced 16×16 grid): the value, 0 = empty
};

// Picks the alphabet the characters are written in, for an N × N grid: letters alone are Letters,
// digits with letters are DigitsLetters (or Hex, see the definition).
Alphabet chooseAlphabet(const std::vector<CellChar>& cells, int size);

// Whether `c` can stand in a grid of size N in some alphabet (a symbol or an empty mark). Characters
// that fail this are reported at once, before the row and size checks, so the first error a reader
// reports is the first bad character in reading order.
bool couldBeSymbol(char c, int size);

// The first character of `cells` that fails couldBeSymbol, as a BadSymbol error; nullopt if none.
std::optional<ParseError> firstImpossibleSymbol(const std::vector<CellChar>& cells, int size);

// Converts N*N characters to a grid; the first character that is neither a symbol of `alphabet` nor
// an empty mark is a BadSymbol error at its position.
Result<Grid, ParseError> toGrid(const std::vector<CellChar>& cells, Shape shape, Alphabet alphabet);

} // namespace qudoku::text
