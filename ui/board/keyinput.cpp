#include "board/keyinput.h"

namespace qudoku::ui {

namespace {

using Kind = KeyCommand::Kind;

// The US layout's Shift+1..Shift+9 symbols, by key code and by text.
constexpr int kShiftedDigitKeys[9] = {Qt::Key_Exclam, Qt::Key_At, Qt::Key_NumberSign, Qt::Key_Dollar, Qt::Key_Percent,
                                      Qt::Key_AsciiCircum, Qt::Key_Ampersand, Qt::Key_Asterisk, Qt::Key_ParenLeft};
constexpr char kShiftedDigitText[] = "!@#$%^&*(";

// 1..9 when `key` or `text` is a shifted US digit symbol, else 0.
int shiftedDigit(int key, const QString& text) {
    for (int i = 0; i < 9; ++i)
        if (key == kShiftedDigitKeys[i]) return i + 1;
    if (text.size() == 1)
        for (int i = 0; i < 9; ++i)
            if (text.at(0) == QLatin1Char(kShiftedDigitText[i])) return i + 1;
    return 0;
}

// The character a key stands for: its text, or for keys without text (QTest without text, some
// platforms with modifiers) the Latin-1 key code of digits and letters.
char keyChar(int key, const QString& text) {
    if (text.size() == 1 && text.at(0).unicode() < 128 && text.at(0).isPrint()) return text.at(0).toLatin1();
    if ((key >= Qt::Key_0 && key <= Qt::Key_9) || (key >= Qt::Key_A && key <= Qt::Key_Z)) return static_cast<char>(key);
    return 0;
}

// The digit 0..9 a key stands for (its key code first: with Ctrl the text is a control character),
// or -1.
int digitOf(int key, const QString& text) {
    if (key >= Qt::Key_0 && key <= Qt::Key_9) return key - Qt::Key_0;
    if (text.size() == 1 && text.at(0).isDigit()) return text.at(0).digitValue();
    return -1;
}

KeyCommand enter(int value, std::optional<Layer> layer) { return {Kind::Enter, 0, 0, false, value, layer}; }

KeyCommand of(Kind kind) {
    KeyCommand command;
    command.kind = kind;
    return command;
}

KeyCommand moveBy(int dx, int dy, bool extend) { return {Kind::Move, dx, dy, extend, 0, std::nullopt}; }

KeyCommand modeOf(Layer layer) { return {Kind::SetMode, 0, 0, false, 0, layer}; }

} // namespace

KeyCommand interpretKey(int key, Qt::KeyboardModifiers modifiers, const QString& text, int size, Alphabet alphabet) {
    const bool ctrl = modifiers & (Qt::ControlModifier | Qt::MetaModifier);
    const bool alt = modifiers & Qt::AltModifier;
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool extend = shift || ctrl;
    switch (key) {
    case Qt::Key_Left: return moveBy(-1, 0, extend);
    case Qt::Key_Right: return moveBy(1, 0, extend);
    case Qt::Key_Up: return moveBy(0, -1, extend);
    case Qt::Key_Down: return moveBy(0, 1, extend);
    case Qt::Key_Home: return of(ctrl ? Kind::GridStart : Kind::RowStart);
    case Qt::Key_End: return of(ctrl ? Kind::GridEnd : Kind::RowEnd);
    case Qt::Key_Delete:
    case Qt::Key_Backspace: return of(Kind::Erase);
    case Qt::Key_Space: return of(Kind::NextMode);
    case Qt::Key_Tab: return ctrl ? KeyCommand{} : of(shift ? Kind::PreviousMode : Kind::NextMode);
    case Qt::Key_Backtab: return ctrl ? KeyCommand{} : of(Kind::PreviousMode);
    default: break;
    }
    if (alt) return {}; // Alt+letter: the menus' mnemonics
    if (ctrl) {
        if (key == Qt::Key_A && !shift) return of(Kind::SelectAll);
        // Ctrl + digit: a centre mark; Ctrl+Shift + digit: a colour (digits only: Ctrl + letters are the
        // window's shortcuts).
        int d = shift ? shiftedDigit(key, text) : 0;
        if (d == 0) d = digitOf(key, text);
        if (d < 1) return {};
        if (shift) return d <= kColours ? enter(d, Layer::Colour) : KeyCommand{};
        const auto v = valueOf(static_cast<char>('0' + d), alphabet, size);
        return v ? enter(*v, Layer::Centre) : KeyCommand{};
    }
    if (shift) {
        if (key >= Qt::Key_1 && key <= Qt::Key_9 && key - Qt::Key_0 <= size) {
            const auto v = valueOf(static_cast<char>(key), alphabet, size);
            if (v) return enter(*v, Layer::Corner);
        }
        if (const int d = shiftedDigit(key, text); d != 0) {
            const auto v = valueOf(static_cast<char>('0' + d), alphabet, size);
            if (v) return enter(*v, Layer::Corner);
        }
    }
    const char c = keyChar(key, text);
    if (c == 0) return {};
    if (const auto v = valueOf(c, alphabet, size)) {
        const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        return enter(*v, shift && letter ? std::optional<Layer>(Layer::Corner) : std::nullopt);
    }
    if (isEmptyMark(c, alphabet)) return of(Kind::Erase);
    switch (c) { // the mode keys, where the letter is not a symbol of the grid
    case 'z': case 'Z': return modeOf(Layer::Digit);
    case 'x': case 'X': return modeOf(Layer::Corner);
    case 'c': case 'C': return modeOf(Layer::Centre);
    case 'v': case 'V': return modeOf(Layer::Colour);
    default: break;
    }
    return {};
}

std::optional<TypedDigit> typedDigit(int key, Qt::KeyboardModifiers modifiers, const QString& text) {
    const bool ctrl = modifiers & (Qt::ControlModifier | Qt::MetaModifier);
    const bool shift = modifiers & Qt::ShiftModifier;
    if ((modifiers & Qt::AltModifier) || (ctrl && shift)) return std::nullopt; // Alt: menus; Ctrl+Shift: colours
    int d = -1;
    if (shift && !ctrl) {
        d = shiftedDigit(key, text);
        if (d == 0) d = key == Qt::Key_ParenRight || text == QLatin1String(")") ? 0 : -1;
    }
    if (d < 0 && (!shift || (key >= Qt::Key_0 && key <= Qt::Key_9))) d = digitOf(key, text);
    if (d < 0) return std::nullopt;
    return TypedDigit{d, shift ? std::optional<Layer>(Layer::Corner) : ctrl ? std::optional<Layer>(Layer::Centre) : std::nullopt};
}

} // namespace qudoku::ui
