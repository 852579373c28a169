#pragma once
// Every command of the window as a QAction with its shortcut, like KSudoku's GameActions: menus,
// the tool bar, the number pad and tests share them (tests call action->trigger()).
//
// Shortcuts: the platform's standard keys for New, Open, Save, Save As, Quit, Undo, Redo, Copy,
// Paste; and, chosen not to clash with those or with typing on the board (letters are symbols on
// 16×16 and 25×25 grids, so no bare-letter shortcuts):
//   Start playing Ctrl+Return   Edit givens Ctrl+E   Hint Ctrl+H   Reveal a cell Ctrl+Shift+H   Solution path Ctrl+P
//   Check Ctrl+K   Solve Ctrl+Shift+Return   Pause Pause or Ctrl+Shift+P
//   Print: none (Ctrl+P, the platform's Print key, was given to the solution path before printing came)
//   Fill all candidates Ctrl+Shift+M   Clear all pencil marks Ctrl+Shift+Backspace
//   Next/previous puzzle of a file Ctrl+PgDown / Ctrl+PgUp   Enter a puzzle Ctrl+Shift+N   Open Image Ctrl+Shift+O
//   Set checkpoint Ctrl+B   Zoom in/out/actual size Ctrl++ / Ctrl+- / Ctrl+0   (Ctrl+A, select all, is the board's)
//   Esc: cancels whatever is running; when nothing is, dismisses the hint or path preview on the board
//   (two actions, never enabled together, so the key is never ambiguous)
// Redo also answers Ctrl+Y where the platform's standard keys leave it out (Linux desktops use
// Ctrl+Shift+Z). New Game (Ctrl+N) opens the grade menu with the last grade highlighted, so Ctrl+N,
// Return starts another game like the last.

#include <QCoreApplication>
#include <QList>

#include "game/cellstate.h"
#include "qudoku/logic/technique.h"

class QAction;
class QObject;
class QUndoStack;

namespace qudoku::ui {

struct GameActions {
    Q_DECLARE_TR_FUNCTIONS(GameActions) // (ends in private:)
public:
    GameActions(QObject* parent, QUndoStack* undoStack);

    QAction* newGame;         // pops up the grade menu
    QList<QAction*> newByGrade; // Easy ... Extreme, for the size on the board (data: logic::Grade as int)
    QAction* gradeAction(logic::Grade grade) const;
    QAction* newCustom;       // the Custom Game dialog: size, grade or technique, symmetry, minimal
    QAction* newVariant;      // the same dialog for a variant (the last variant chosen)
    QAction* newKiller;       // the same dialog for a killer (the last killer chosen)
    QAction* newDaily;        // today's puzzle, the same for everybody
    QAction* newFromCode;     // asks for a puzzle code
    QAction* copyCode;        // the generated puzzle's code to the clipboard
    QAction* enterPuzzle;     // an empty grid of the size on the board, to type a puzzle in (Ctrl+Shift+N)
    QList<QAction*> newEmpty;        // 4×4 ... 25×25 (data: size)
    QAction* open;
    QAction* openImage = nullptr; // Ctrl+Shift+O: a puzzle from a picture; null without QUDOKU_VISION
    QAction* save;
    QAction* saveAs;
    QAction* quit;
    QAction* print;           // the print preview, then the printer
    QAction* exportPdf;       // the board as a file: PDF, PNG or SVG
    QAction* exportPng;
    QAction* exportSvg;
    QAction* includeMarks;    // checkable, persisted: prints and exports show the pencil marks
    QAction* includeSolution; // checkable, persisted: ... and the solution (beside it, or a page after)
    QAction* nextPuzzle;
    QAction* previousPuzzle;

    QAction* undo;
    QAction* redo;
    QAction* copy;
    QAction* copyPencilmarks; // the position as a pencil-mark grid (up to 9×9)
    QAction* copyFpuzzlesLink;  // the puzzle, its rules and the player's digits as an f-puzzles link (4×4 to 16×16)
    QAction* copySudokuPadLink; // the same as a SudokuPad link
    QAction* paste;

    QAction* startPlaying;
    QAction* editGivens;      // back from Play to Enter mode (undoable)
    // The input modes (checkable, one at a time; data: Layer as int). No shortcut of their own: the
    // board takes Z X C V, Space and Tab (letters are symbols on big grids), and the pad shows them.
    QAction* digitMode;
    QAction* cornerMode;
    QAction* centreMode;      // the pencil marks (Pencil mode, before there were four)
    QAction* colourMode;
    QList<QAction*> modes() const { return {digitMode, cornerMode, centreMode, colourMode}; }
    QAction* erase;
    QAction* fillCandidates;
    QAction* clearPencilMarks;
    QAction* autoCleanMarks;  // checkable option, persisted (also in Settings)
    QAction* settings;        // the Settings dialog

    QAction* statistics;    // the statistics dialog
    QAction* pause;         // checkable: the board is hidden and the clock stops
    QAction* setCheckpoint; // Ctrl+B: keep the position to come back to
    QAction* backToCorrect; // undo to just before the first move that went wrong (counts as a hint)
    QAction* restart;       // the puzzle as given, one undoable move

    // View: zoom (Ctrl++, Ctrl+-, Ctrl+0), the bivalue filter, the timer.
    QAction* zoomIn;
    QAction* zoomOut;
    QAction* zoomReset;
    QAction* bivalueFilter; // checkable
    QAction* clearFilters;
    QAction* hideTimer;     // checkable, persisted (also in Settings)

    QAction* hint;          // the hint ladder: one rung further per press
    QAction* reveal;        // fills in the easiest cell (the old, blunt hint)
    QAction* solutionPath;  // lists every logic step from the current position
    QAction* check;
    QAction* solve;
    QAction* cancel;        // Esc while something runs
    QAction* dismiss;       // Esc while a hint or a path preview is on the board and nothing runs
};

} // namespace qudoku::ui
