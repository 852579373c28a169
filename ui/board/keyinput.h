#pragma once
// What a key press means on the board, as a value (so it is testable without a widget). SudokuPad's
// keys, which its players already type:
//
//   arrows                move the cursor (the selection follows it); with Shift or Ctrl the cells
//                         passed over are added to the selection. Home/End: first/last cell of the row;
//                         Ctrl+Home/Ctrl+End: first/last cell of the grid
//   a symbol of the grid  into the current layer (the input mode: digit, corner, centre or colour;
//                         in colour mode 1..9 are the palette's colours)
//   Shift + symbol        its corner mark; Ctrl + digit: its centre mark; Ctrl+Shift + digit: colour
//                         (letters with Ctrl are the window's shortcuts: on letter grids the modes do it)
//   Delete, Backspace, and the empty marks '0' '.' '-' '_' (except '0' in the hex alphabet) erase:
//                         the current layer, or in digit mode SudokuPad's order (Game::clear)
//   Z X C V               digit, corner, centre, colour mode, where the letter is not a symbol of the
//                         grid (25×25 grids spell values with C, V, X)
//   Space, Tab            the next mode (Shift+Tab: the one before); Ctrl+Tab leaves the board
//   Ctrl+A                select every cell
//   two digit keys        on grids that show numbers (10×10 and up, Alphabet::Numbers: killers and
//                         sums), "1" then a second digit within a second is that number: 1 6 is 16,
//                         1 0 is 10 (BoardInput; A to G stay, as in text files)
//
// Shift + digit. With Shift held, a US keyboard reports Shift+1 as Qt::Key_Exclam with text "!",
// other layouts report other symbols ('&' for 1 on French AZERTY, where the *unshifted* key gives
// '&' and Shift gives '1'), and QTest or a keypad can report Qt::Key_1 with Shift. So a shifted digit
// is recognised, in order, from: (1) Key_1..Key_9 with Shift held; (2) the shifted US symbols
// ! @ # $ % ^ & * ( by key code (Qt::Key_Exclam, Key_At, ...) when Shift is held; (3) the text "!"
// .. "(" with Shift held. Without Shift, those symbols mean nothing. Letters with Shift held
// (uppercase via Shift, not Caps Lock) are corner marks for letter symbols.

#include <QKeyEvent>

#include <optional>

#include "game/cellstate.h"
#include "qudoku/shape.h"
#include "qudoku/symbols.h"

namespace qudoku::ui {

struct KeyCommand {
    enum class Kind { None, Move, RowStart, RowEnd, GridStart, GridEnd, Enter, Erase, NextMode, PreviousMode, SetMode, SelectAll };
    Kind kind = Kind::None;
    int dx = 0, dy = 0;         // Move
    bool extend = false;        // Move with Shift or Ctrl: the selection grows
    int value = 0;              // Enter: the symbol's value (a colour in colour mode or with Ctrl+Shift)
    std::optional<Layer> layer; // Enter: the layer a modifier chose (none: the current mode); SetMode

    friend bool operator==(const KeyCommand&, const KeyCommand&) = default;
};

KeyCommand interpretKey(int key, Qt::KeyboardModifiers modifiers, const QString& text, int size, Alphabet alphabet);

// A digit key as typed, for numbers typed in two keys (BoardInput): the digit 0..9 and the layer its
// modifiers name (none: the current mode; Shift: a corner mark; Ctrl: a centre mark), Shift's
// symbols read as interpretKey reads them (Shift+0 is ')' on a US keyboard). Nothing for any other key.
struct TypedDigit {
    int digit = 0;
    std::optional<Layer> layer;
    friend bool operator==(const TypedDigit&, const TypedDigit&) = default;
};
std::optional<TypedDigit> typedDigit(int key, Qt::KeyboardModifiers modifiers, const QString& text);
inline std::optional<TypedDigit> typedDigit(const QKeyEvent& event) {
    return typedDigit(event.key(), event.modifiers(), event.text());
}
inline KeyCommand interpretKey(const QKeyEvent& event, int size, Alphabet alphabet) {
    return interpretKey(event.key(), event.modifiers(), event.text(), size, alphabet);
}

} // namespace qudoku::ui
