#pragma once
// What a key press means on the board, as a value (so it is testable without a widget).
//
//   arrows                move the selection; Home/End: first/last cell of the row;
//                         Ctrl+Home/Ctrl+End: first/last cell of the grid
//   a symbol of the grid  place it (or toggle its pencil mark in pencil mode)
//   Shift + symbol        toggle its pencil mark
//   Delete, Backspace, and the empty marks '0' '.' '-' '_' (except '0' in the hex alphabet) erase
//   Space, or P when P is not a symbol of the grid (16×16 and 25×25 letters use it): pencil mode
//
// Shift + digit. With Shift held, a US keyboard reports Shift+1 as Qt::Key_Exclam with text "!",
// other layouts report other symbols ('&' for 1 on French AZERTY, where the *unshifted* key gives
// '&' and Shift gives '1'), and QTest or a keypad can report Qt::Key_1 with Shift. So a pencil
// mark is recognised, in order, from: (1) Key_1..Key_9 with Shift held; (2) the shifted US symbols
// ! @ # $ % ^ & * ( by key code (Qt::Key_Exclam, Key_At, ...) when Shift is held; (3) the text "!"
// .. "(" with Shift held. Without Shift, those symbols mean nothing. Letters with Shift held
// (uppercase via Shift, not Caps Lock) toggle marks for letter symbols.

#include <QKeyEvent>

#include "qudoku/shape.h"
#include "qudoku/symbols.h"

namespace qudoku::ui {

struct KeyCommand {
    enum class Kind { None, Move, RowStart, RowEnd, GridStart, GridEnd, Place, ToggleMark, Erase, TogglePencilMode };
    Kind kind = Kind::None;
    int dx = 0, dy = 0; // Move
    int value = 0;      // Place, ToggleMark

    friend bool operator==(const KeyCommand&, const KeyCommand&) = default;
};

KeyCommand interpretKey(int key, Qt::KeyboardModifiers modifiers, const QString& text, int size, Alphabet alphabet);
inline KeyCommand interpretKey(const QKeyEvent& event, int size, Alphabet alphabet) {
    return interpretKey(event.key(), event.modifiers(), event.text(), size, alphabet);
}

} // namespace qudoku::ui
