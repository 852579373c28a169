#pragma once
// The compact notation Sudoku players write steps in (as HoDoKu and the forums do): cells as
// "r4c6", placements as "r4c6=7", eliminations as "r1c2<>5". Notation, not prose: it is the same in
// every language, so core may produce it. Rows and columns count from 1; values are numbers
// ("r12c3=16" on a 16×16 grid).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/logic/step.h"
#include "qudoku/shape.h"

namespace qudoku::logic {

std::string cellName(Shape shape, int cell);              // "r4c6"
std::string placementText(Shape shape, CellValue p);      // "r4c6=7"
std::string eliminationText(Shape shape, CellValue e);    // "r1c2<>5"
// The step's effect: its placements and eliminations, comma separated ("r1c2<>5, r1c3<>5").
std::string effectText(Shape shape, const Step& step);

// Reads a list of "rRcC=V" or "rRcC<>V" items separated by commas or spaces (any mix, e.g. the output
// of effectText). Returns nullopt on anything else or a cell or value outside `shape`.
std::optional<std::vector<CellValue>> parseCellValues(Shape shape, std::string_view text);

} // namespace qudoku::logic
