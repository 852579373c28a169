#pragma once
// What the board draws over the game for a hint or a solution-path preview, as data: the board
// paints it (board/hintpainter.h), tests read it back (BoardWidget::hintOverlay()). It is filled by
// ui/hint (stepoverlay.h) from core's steps, rung by rung; roles are core's (logic::Role) and the
// painter picks one colour per role. An empty overlay draws nothing.
//
// While an overlay is shown the board leaves out its own peer and same-value highlights, so every
// tint on the board belongs to the hint.
//
// The same overlay also shows, before play, where two solutions of a puzzle with several differ
// (alternatives): each such cell framed, with the value it holds in each solution.

#include <vector>

#include "analysis/puzzlefacts.h"
#include "game/cellstate.h"
#include "qudoku/logic/step.h"

namespace qudoku::ui {

struct HintOverlay {
    // Rung 1 and on: the cells to look at (the step's main houses, or its cells), tinted.
    std::vector<int> areaCells;
    // Rung 2 and on: the step's houses with their roles (fish base and cover, the single's house,
    // the strong links of a kite ...), outlined in the role's colour.
    std::vector<logic::HouseMark> houses;
    // The pattern: whole cells (value 0, rung 2: where, not what) or candidates (rung 3), by role.
    std::vector<logic::Mark> marks;
    std::vector<logic::CellValue> eliminations; // candidates the step removes: red, struck out
    std::vector<logic::CellValue> placements;   // values the step places: green digits
    std::vector<logic::ChainLink> links;        // arrows: strong solid, weak dashed
    std::vector<int> mistakeCells;              // the mistakes-first rung: cells to fix
    // Path preview: values that the steps before the previewed one place, drawn faintly.
    std::vector<logic::CellValue> ghosts;
    // Candidates drawn in place of the player's pencil marks, one set per cell (0: the player's own
    // marks). Rung 3 fills the cells the step touches; a path preview fills every empty cell with the
    // candidates of the position before its step. Empty: the player's marks everywhere.
    std::vector<MarkSet> candidates;
    // A puzzle with several solutions: the cells where two of them differ, with both values.
    std::vector<CellAlternative> alternatives;

    bool isEmpty() const {
        return areaCells.empty() && houses.empty() && marks.empty() && eliminations.empty() && placements.empty() &&
               links.empty() && mistakeCells.empty() && ghosts.empty() && candidates.empty() && alternatives.empty();
    }
    // The candidates shown in `cell` (the overlay's, else the player's `pencilMarks`).
    MarkSet shownCandidates(int cell, MarkSet pencilMarks) const {
        return cell < static_cast<int>(candidates.size()) && candidates[cell] != 0 ? candidates[cell] : pencilMarks;
    }
    friend bool operator==(const HintOverlay&, const HintOverlay&) = default;
};

} // namespace qudoku::ui
