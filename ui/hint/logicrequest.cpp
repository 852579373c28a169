#include "hint/logicrequest.h"

#include "game/game.h"

namespace qudoku::ui {

LogicRequest logicRequest(const Game& game, LogicRequest::Kind kind) {
    LogicRequest request;
    request.kind = kind;
    request.givens = game.givens();
    request.current = game.grid();
    request.marks.assign(static_cast<std::size_t>(game.cellCount()), 0);
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) request.marks[static_cast<std::size_t>(cell)] = game.pencilMarks(cell);
    request.revision = game.revision();
    request.puzzleId = game.puzzleId();
    return request;
}

} // namespace qudoku::ui
