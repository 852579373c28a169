#pragma once
// Keeps the keyboard on the board, so a player can type a whole puzzle without once clicking it:
//
// * After every dialog of the window closes, the window is made active again and the board takes
//   the focus. Qt hands the focus back to a window only when the platform re-activates it after its
//   modal dialog, which some platforms and window managers do not do: on the offscreen platform,
//   after Discard in the unsaved-changes question, QApplication::focusWidget() was null and every
//   key went nowhere (a new player typed 122 keys of a newspaper puzzle into nothing).
// * After every command that changes the puzzle (a new, opened or pasted puzzle, Start Playing, Edit
//   Givens, a move from the pad or the hint panel, undo and redo: restore()), the board takes the
//   focus, unless the player is typing into another widget (a spin box, a line edit, a list), which
//   keeps it. This never activates the window: a puzzle that arrives while the player is in another
//   program leaves that program alone.
// * Keys the board understands (a symbol of the grid, the arrows, Home and End, Delete, Backspace)
//   typed while the focus is on a widget of the window that has no use for them (a button, a label,
//   a panel) go to the board, which takes the focus. Space and Return stay with a focused button: they
//   press it, and keyboard users reach buttons with Tab on purpose.

#include <QObject>

class QWidget;

namespace qudoku::ui {

class BoardWidget;

class BoardFocus : public QObject {
    Q_OBJECT

public:
    BoardFocus(BoardWidget* board, QWidget* window);
    ~BoardFocus() override;

    // The board takes the focus once the current event is done (see above: never from a widget the
    // player types into, never by activating the window).
    void restore();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void afterDialog();
    bool forward(QWidget* target, QEvent* event);

    BoardWidget* board_;
    QWidget* window_;
    bool queued_ = false;
    bool dialogQueued_ = false;
};

// A widget that the player types into or moves around in with the keys (spin boxes, line edits, text
// editors, combo boxes, lists and tables): keys typed there are its own.
bool takesTyping(const QWidget* widget);

} // namespace qudoku::ui
