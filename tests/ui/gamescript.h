#pragma once
// A game that uses every layer of a cell and every kind of move, and the comparisons the save tests
// make with it (tst_game, tst_files, tst_autosave): the position, the undo history move by move, the
// checkpoints, and an Undo that walks back through the same positions.

#include <QString>
#include <QUndoStack>

#include <functional>
#include <vector>

#include "game/game.h"
#include "testsupport.h"

namespace qudoku::test {

// On the classic puzzle in play (kPuzzle): a digit; corner marks added 7, 2, 9 (their order is kept);
// centre marks on three cells; colours on a given and on a digit (two on one cell); two candidate
// colours; a checkpoint; a revealed digit (the computer's); Edit Givens and Start Playing (moves that
// change the mode); a digit of the player's; a second checkpoint; then one move undone, so the history
// has a redo part. `between` runs after each step (a child process writes its autosave there).
inline void playEveryLayer(ui::Game& game, const std::function<void()>& between = {}) {
    using ui::Layer;
    const std::vector<std::function<void()>> steps{
        [&] { game.placeValue(2, 4); },                // r1c3
        [&] { game.enter({3, 5}, Layer::Corner, 7); }, // r1c4, r1c6
        [&] { game.enter({3}, Layer::Corner, 2); },
        [&] { game.enter({3}, Layer::Corner, 9); },    // r1c4: 7, 2, 9
        [&] { game.enter({3, 5, 6}, Layer::Centre, 1); },
        [&] { game.togglePencilMark(3, 6); },
        [&] { game.enter({0, 2}, Layer::Colour, 3); }, // a given and a digit
        [&] { game.enter({2}, Layer::Colour, 5); },    // r1c3: colours 3 and 5
        [&] { game.colourCandidate(3, 6, 4); },
        [&] { game.colourCandidate(3, 1, 8); },
        [&] { game.setCheckpoint(); },
        [&] { game.applyHint(7, 1); },                 // r1c8: the computer's
        [&] { game.editGivens(); },
        [&] { game.startPlaying(); },
        [&] { game.placeValue(10, 7); },               // r2c2
        [&] { game.enter({11, 12}, Layer::Centre, 2); },
        [&] { game.setCheckpoint(); },
        [&] { game.enter({11}, Layer::Colour, 9); },
        [&] { game.undoStack()->undo(); },
    };
    for (const auto& step : steps) {
        step();
        if (between) between();
    }
}

inline QString describeState(const ui::CellState& s) {
    return QStringLiteral("value %1%2%3, centre %4, corner %5, colours %6, candidate colours %7")
        .arg(s.value)
        .arg(s.given ? QStringLiteral(" given") : QString())
        .arg(s.byComputer ? QStringLiteral(" computer's") : QString())
        .arg(s.marks)
        .arg(s.corner.size())
        .arg(s.colours)
        .arg(s.hasCandidateColours() ? QStringLiteral("some") : QStringLiteral("none"));
}

// Empty when `a` and `b` are the same game (the clock aside), else what differs first.
inline QString differenceBetween(const ui::GameSnapshot& a, const ui::GameSnapshot& b) {
    if (!(a.shape == b.shape) || a.alphabet != b.alphabet || a.mode != b.mode) return QStringLiteral("shape, alphabet or mode");
    if (a.hintsUsed != b.hintsUsed || a.solvedByComputer != b.solvedByComputer) return QStringLiteral("hints or solved by computer");
    for (std::size_t c = 0; c < a.cells.size() && c < b.cells.size(); ++c)
        if (!(a.cells[c] == b.cells[c]))
            return QStringLiteral("cell %1: %2 / %3").arg(c).arg(describeState(a.cells[c]), describeState(b.cells[c]));
    if (a.cells.size() != b.cells.size()) return QStringLiteral("cell count");
    if (a.history.size() != b.history.size())
        return QStringLiteral("history: %1 / %2 moves").arg(a.history.size()).arg(b.history.size());
    if (a.historyIndex != b.historyIndex) return QStringLiteral("history index %1 / %2").arg(a.historyIndex).arg(b.historyIndex);
    for (std::size_t i = 0; i < a.history.size(); ++i) {
        const ui::Move& x = a.history[i];
        const ui::Move& y = b.history[i];
        bool same = x.text == y.text && x.changes.size() == y.changes.size() && x.mode.has_value() == y.mode.has_value();
        if (same && x.mode) same = x.mode->before == y.mode->before && x.mode->after == y.mode->after;
        for (std::size_t k = 0; same && k < x.changes.size(); ++k)
            same = x.changes[k].cell == y.changes[k].cell && x.changes[k].before == y.changes[k].before &&
                   x.changes[k].after == y.changes[k].after;
        if (!same) return QStringLiteral("move %1 (\"%2\" / \"%3\")").arg(i + 1).arg(x.text, y.text);
    }
    if (a.checkpoints.size() != b.checkpoints.size())
        return QStringLiteral("checkpoints: %1 / %2").arg(a.checkpoints.size()).arg(b.checkpoints.size());
    for (std::size_t i = 0; i < a.checkpoints.size(); ++i) // their clocks aside too
        if (a.checkpoints[i].moves != b.checkpoints[i].moves || a.checkpoints[i].cells != b.checkpoints[i].cells)
            return QStringLiteral("checkpoint %1").arg(i + 1);
    return {};
}

// Every position of `game`'s undo history, from the start to the end (the index left where it was).
inline std::vector<std::vector<ui::CellState>> positionsOf(ui::Game& game) {
    QUndoStack* stack = game.undoStack();
    const int index = stack->index();
    std::vector<std::vector<ui::CellState>> out;
    for (int i = 0; i <= stack->count(); ++i) {
        stack->setIndex(i);
        out.push_back(game.snapshot().cells);
    }
    stack->setIndex(index);
    return out;
}

// Empty when Undo walks `game` back through `positions` to the start, and Redo forward to the end,
// one move at a time; else where it went astray.
inline QString walkDifference(ui::Game& game, const std::vector<std::vector<ui::CellState>>& positions) {
    QUndoStack* stack = game.undoStack();
    if (static_cast<std::size_t>(stack->count()) + 1 != positions.size())
        return QStringLiteral("%1 moves, %2 expected").arg(stack->count()).arg(positions.size() - 1);
    const int index = stack->index();
    for (int i = index; i >= 0; --i) {
        if (game.snapshot().cells != positions[static_cast<std::size_t>(i)]) return QStringLiteral("undone to %1").arg(i);
        if (i > 0) stack->undo();
    }
    for (int i = 0; i <= stack->count(); ++i) {
        if (stack->index() != i || game.snapshot().cells != positions[static_cast<std::size_t>(i)])
            return QStringLiteral("redone to %1").arg(i);
        if (i < stack->count()) stack->redo();
    }
    stack->setIndex(index);
    return {};
}

} // namespace qudoku::test
