#pragma once
// Where a dialog about the board goes: beside the board, not over it (where Qt centres a window-modal
// box), so the cells it talks about stay in sight. Inside the window at its right edge when that
// clears the board, else just right of the board when the screen has room; otherwise Qt's place.
// Call once the dialog is shown (its frame size is known then).

class QWidget;

namespace qudoku::ui {

class BoardWidget;

void placeBesideBoard(QWidget* dialog, const BoardWidget* board, const QWidget* window);

} // namespace qudoku::ui
