#pragma once
// QUndoCommand carrying one Move (see cellstate.h): redo applies the `after` states, undo the
// `before` states. Commands never merge, so every move stays one step.

#include <QUndoCommand>

#include "game/cellstate.h"

namespace qudoku::ui {

class Game;

class MoveCommand : public QUndoCommand {
public:
    MoveCommand(Game* game, Move move);

    void redo() override;
    void undo() override;

    const Move& move() const { return move_; }

private:
    Game* game_;
    Move move_;
};

} // namespace qudoku::ui
