#pragma once
// What a hint shows on the board, as data: the board paints it, tests read it. Filled rung by rung
// by the HintLadder: the area to look at (rung 1 and on), then the whole pattern of the step
// (rung 3): its candidates coloured by role, its eliminations and placements, its chain links.

#include <vector>

#include "qudoku/logic/step.h"

namespace qudoku::ui {

struct HintOverlay {
    std::vector<int> areaCells;                 // cells to look at (the step's houses, or its cells)
    std::vector<logic::Mark> marks;             // the pattern's candidates (value 0: whole cell)
    std::vector<logic::CellValue> eliminations; // candidates the step removes
    std::vector<logic::CellValue> placements;   // values the step places
    std::vector<logic::ChainLink> links;        // drawn as arrows: strong solid, weak dashed
    std::vector<int> mistakeCells;              // the mistakes-first rung: cells to fix
    std::vector<logic::CellValue> ghosts;       // path preview: values earlier steps place, drawn faintly

    bool isEmpty() const {
        return areaCells.empty() && marks.empty() && eliminations.empty() && placements.empty() && links.empty() &&
               mistakeCells.empty() && ghosts.empty();
    }
    friend bool operator==(const HintOverlay&, const HintOverlay&) = default;
};

} // namespace qudoku::ui
