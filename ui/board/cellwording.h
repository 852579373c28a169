#pragma once
// What a screen reader says about a cell of the board: its place and everything the player sees in
// it, as one line (the accessible name of the board table's cell, board/boardaccessible.h):
//
//   "Row 3, column 5: 7, given"
//   "Row 3, column 5: 4, computer's digit; colour orange"        (Solve or Reveal put it there)
//   "Row 3, column 5: empty; candidates 1, 4, 9; corner 2, 6; colour orange"
//   "Row 3, column 5: 8; conflict"                               (a peer holds 8 too)
//
// As SudokuPad reads a cell: an empty cell says "empty" and the player's own marks, not the values the
// rules would allow (a sighted player does not see those either). A player's digit is the bare digit;
// givens and the computer's digits say so. While the game is paused the board hides the position, and
// so does this: only "Row 3, column 5".

#include <QString>

namespace qudoku::ui {

class Game;

QString cellAccessibleName(const Game& game, int cell);
// The table's headers: "Row 3", "Column 5" (1-based).
QString rowHeaderName(int row);
QString columnHeaderName(int column);

} // namespace qudoku::ui
