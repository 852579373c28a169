#include "game/movecommand.h"

#include "game/game.h"

namespace qudoku::ui {

MoveCommand::MoveCommand(Game* game, Move move) : game_(game), move_(std::move(move)) {
    setText(move_.text);
}

void MoveCommand::redo() { game_->applyMove(move_, Game::Direction::Forward); }

void MoveCommand::undo() { game_->applyMove(move_, Game::Direction::Backward); }

} // namespace qudoku::ui
