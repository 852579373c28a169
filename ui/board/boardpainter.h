#pragma once
// Draws the board like a printed puzzle: thin cell lines, thick box lines, bold givens, player
// digits in another colour, pencil marks in fixed spots, and the highlights (peers, same value,
// conflicts with outline + underline, Check's crosses, the hinted cell).

#include <QPainter>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"

namespace qudoku::ui {

class Game;

struct BoardView {
    const Game* game = nullptr;
    int selected = -1;
    bool focused = false;
    bool pencilMode = false;
};

void paintBoard(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors, const BoardView& view);

} // namespace qudoku::ui
