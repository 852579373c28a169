#pragma once
// The board as the logic worker sees it: givens, givens + player digits, and the player's pencil
// marks of the empty cells (a cell without marks: 0, so the engine keeps every candidate the rules
// allow there). Shared by the hint ladder, the solution path and the puzzle rating.

#include "solve/logicrunner.h"

namespace qudoku::ui {

class Game;

LogicRequest logicRequest(const Game& game, LogicRequest::Kind kind);

} // namespace qudoku::ui
