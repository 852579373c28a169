#pragma once
// What each rung of the hint ladder draws on the board, from core's step data (no text here):
//   Area (rung 1):        the step's main houses tinted (its Base houses, else all of them), or its
//                         cells when it has no houses (chains).
//   Technique (rung 2):   the area, plus every house of the step framed by role (base, cover, link)
//                         and the pattern's cells framed by role: where the pattern is, not what.
//   Explanation (rung 3): the whole pattern: its candidates on discs coloured by role, the
//                         eliminations struck out in red, the placements in green, the chain links
//                         as arrows, and the candidates of every cell the step looks at (the cells
//                         of its houses and pattern), so it reads without the player's pencil marks.
// A path preview is rung 3 drawn over the position before the step: the digits earlier steps place
// (faint) and the candidates of every empty cell at that point.

#include <vector>

#include "board/hintoverlay.h"
#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/mistakes.h"
#include "qudoku/logic/step.h"

namespace qudoku::ui {

enum class HintRung { Area = 1, Technique = 2, Explanation = 3 };

// `position`: the candidate state the step was found in (CandidateGrid(grid, pencil marks)).
HintOverlay stepOverlay(const logic::Step& step, HintRung rung, const logic::CandidateGrid& position);

// The mistakes-first rung: the cells to fix, framed.
HintOverlay mistakesOverlay(const std::vector<logic::Mistake>& mistakes);

// Step `index` of `steps` (found in a row from `start`) over the position before it. The game's own
// digits are drawn by the board; `start` holds them too, so only the later placements are ghosts.
HintOverlay pathPreviewOverlay(const std::vector<logic::Step>& steps, int index, const logic::CandidateGrid& start);

} // namespace qudoku::ui
