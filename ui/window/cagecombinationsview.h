#pragma once
// The cage helper (issue 34): beside a killer, the combinations of the cage under the selection —
// every set of different digits adding up to its sum, those its cells can still hold (given their
// candidates) in plain text and the others struck out — as a killer player looks them up in a table.
// A cell's candidates: its digit when it has one, else the player's centre marks when it has any,
// else the digits the rules still allow there (Game::candidates). Shown in the Rules panel when the
// puzzle has cages with sums; follows the selection and every change of the grid.
//
// The combinations come from core (cage_combinations.h); this widget only words and shows them.

#include <QWidget>

class QLabel;

namespace qudoku::ui {

class BoardWidget;
class Game;

class CageCombinationsView : public QWidget {
    Q_OBJECT

public:
    CageCombinationsView(const Game* game, const BoardWidget* board, QWidget* parent = nullptr);

    QString text() const; // what it says, as plain text (tests, accessibility)

private:
    void refresh();

    const Game* game_;
    const BoardWidget* board_;
    QLabel* label_;
};

} // namespace qudoku::ui
