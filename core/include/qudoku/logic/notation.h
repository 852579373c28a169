#pragma once
// The compact notation Sudoku players write steps in (as HoDoKu and the forums do): cells as
// "r4c6", placements as "r4c6=7", eliminations as "r1c2<>5". Notation, not prose: it is the same in
// every language, so core may produce it. Rows and columns count from 1. Values are spelled in the
// grid's alphabet when it can spell them all (a 16×16 grid in Letters: "r12c3=P"); with the default,
// Digits, a grid larger than 9×9 gets numbers ("r12c3=16"), which is also what parseCellValues reads.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/logic/step.h"
#include "qudoku/shape.h"
#include "qudoku/symbols.h"

namespace qudoku::logic {

std::string cellName(Shape shape, int cell);                                               // "r4c6"
// A value as the grid spells it: its symbol when `alphabet` fits the grid, else its number.
std::string valueName(Shape shape, int value, Alphabet alphabet = Alphabet::Digits);     // "7", "P", "16"
std::string placementText(Shape shape, CellValue p, Alphabet alphabet = Alphabet::Digits);   // "r4c6=7"
std::string eliminationText(Shape shape, CellValue e, Alphabet alphabet = Alphabet::Digits); // "r1c2<>5"
// The step's effect: its placements and eliminations, comma separated ("r1c2<>5, r1c3<>5").
std::string effectText(Shape shape, const Step& step, Alphabet alphabet = Alphabet::Digits);

// Reads a list of "rRcC=V" or "rRcC<>V" items separated by commas or spaces (any mix, e.g. the output
// of effectText). Returns nullopt on anything else or a cell or value outside `shape`.
std::optional<std::vector<CellValue>> parseCellValues(Shape shape, std::string_view text);

} // namespace qudoku::logic
