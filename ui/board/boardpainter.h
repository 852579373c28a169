#pragma once
// Draws the board like a printed puzzle: thin cell lines, thick box lines, bold givens, player
// digits in another colour, pencil marks in fixed spots, and the highlights (peers, same value,
// conflicts with outline + underline, Check's crosses, the hinted cell).

#include <QPainter>

#include <vector>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"

namespace qudoku::ui {

class Game;

struct BoardView {
    const Game* game = nullptr;
    int selected = -1;
    bool focused = false;
    bool pencilMode = false;
    const std::vector<int>* hintArea = nullptr; // cells a hint points at: tinted under the digits
};

void paintBoard(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors, const BoardView& view);

} // namespace qudoku::ui
