#pragma once
// Every command of the window as a QAction with its shortcut, like KSudoku's GameActions: menus,
// the tool bar, the number pad and tests share them (tests call action->trigger()).
//
// Shortcuts: the platform's standard keys for New, Open, Save, Save As, Quit, Undo, Redo, Copy,
// Paste; and, chosen not to clash with those or with typing on the board (letters are symbols on
// 16×16 and 25×25 grids, so no bare-letter shortcuts):
//   Start playing Ctrl+Return   Edit givens Ctrl+E   Hint Ctrl+H   Reveal a cell Ctrl+Shift+H   Solution path Ctrl+P
//   Check Ctrl+K   Solve Ctrl+Shift+Return
//   Fill all candidates Ctrl+Shift+M   Clear all pencil marks Ctrl+Shift+Backspace
//   Next/previous puzzle of a file Ctrl+PgDown / Ctrl+PgUp   Cancel a running solve or hint search Esc

#include <QList>

class QAction;
class QObject;
class QUndoStack;

namespace qudoku::ui {

struct GameActions {
    GameActions(QObject* parent, QUndoStack* undoStack);

    QAction* newGame;         // pops up the difficulty menu
    QList<QAction*> newByDifficulty; // Easy, Medium, Hard (data: Difficulty as int)
    QList<QAction*> newEmpty;        // 4×4 ... 25×25 (data: size)
    QAction* open;
    QAction* save;
    QAction* saveAs;
    QAction* quit;
    QAction* nextPuzzle;
    QAction* previousPuzzle;

    QAction* undo;
    QAction* redo;
    QAction* copy;
    QAction* paste;

    QAction* startPlaying;
    QAction* editGivens;      // back from Play to Enter mode (undoable)
    QAction* pencilMode;      // checkable
    QAction* erase;
    QAction* fillCandidates;
    QAction* clearPencilMarks;
    QAction* autoCleanMarks;  // checkable option, persisted

    QAction* hint;          // the hint ladder: one rung further per press
    QAction* reveal;        // fills in the easiest cell (the old, blunt hint)
    QAction* solutionPath;  // lists every logic step from the current position
    QAction* check;
    QAction* solve;
    QAction* cancel;
};

} // namespace qudoku::ui
