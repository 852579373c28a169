// The undo history of a saved game walked and checked (declared in savefile.h): stepHistory moves a
// snapshot's position along its moves; historyError proves the moves lead to the position both ways
// (undone back to the start, redone on to the end), so a file whose history does not fit its board is
// refused with the first move that does not, not restored into an undo stack that would corrupt it.

#include <QCoreApplication>

#include <algorithm>

#include "game/savefile.h"

namespace qudoku::ui {

namespace {

struct SaveFile { // the save file's translation context, as in savefile.cpp
    Q_DECLARE_TR_FUNCTIONS(SaveFile)
};

} // namespace

void stepHistory(GameSnapshot& s, int index) {
    index = std::clamp(index, 0, static_cast<int>(s.history.size()));
    const auto apply = [&s](const Move& move, bool forward) {
        for (const CellChange& change : move.changes)
            s.cells[static_cast<std::size_t>(change.cell)] = forward ? change.after : change.before;
        if (move.mode) s.mode = forward ? move.mode->after : move.mode->before;
    };
    while (s.historyIndex > index) apply(s.history[static_cast<std::size_t>(--s.historyIndex)], false);
    while (s.historyIndex < index) apply(s.history[static_cast<std::size_t>(s.historyIndex++)], true);
}

QString historyError(const GameSnapshot& s) {
    const auto mismatch = [&s](std::size_t move, int cell) {
        return SaveFile::tr("move %1 of \"history\" does not lead to the position: row %2, column %3 differs")
            .arg(move + 1).arg(s.shape.rowOf(cell) + 1).arg(s.shape.colOf(cell) + 1);
    };
    const auto modeMismatch = [](std::size_t move) {
        return SaveFile::tr("move %1 of \"history\" does not lead to the position: its \"mode\" differs").arg(move + 1);
    };
    const std::size_t index = static_cast<std::size_t>(std::clamp(s.historyIndex, 0, static_cast<int>(s.history.size())));
    std::vector<CellState> cells = s.cells;
    Mode mode = s.mode;
    for (std::size_t i = index; i-- > 0;) { // undone, back to the start
        const Move& move = s.history[i];
        for (const CellChange& change : move.changes) {
            CellState& cell = cells[static_cast<std::size_t>(change.cell)];
            if (!(cell == change.after)) return mismatch(i, change.cell);
            cell = change.before;
        }
        if (move.mode) {
            if (mode != move.mode->after) return modeMismatch(i);
            mode = move.mode->before;
        }
    }
    cells = s.cells;
    mode = s.mode;
    for (std::size_t i = index; i < s.history.size(); ++i) { // redone, on to the end
        const Move& move = s.history[i];
        for (const CellChange& change : move.changes) {
            CellState& cell = cells[static_cast<std::size_t>(change.cell)];
            if (!(cell == change.before)) return mismatch(i, change.cell);
            cell = change.after;
        }
        if (move.mode) {
            if (mode != move.mode->before) return modeMismatch(i);
            mode = move.mode->after;
        }
    }
    return {};
}

} // namespace qudoku::ui
