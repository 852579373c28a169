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

} // namespace

KeyCommand interpretKey(int key, Qt::KeyboardModifiers modifiers, const QString& text, int size, Alphabet alphabet) {
    const bool ctrl = modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    const bool shift = modifiers & Qt::ShiftModifier;
    switch (key) {
    case Qt::Key_Left: return {Kind::Move, -1, 0, 0};
    case Qt::Key_Right: return {Kind::Move, 1, 0, 0};
    case Qt::Key_Up: return {Kind::Move, 0, -1, 0};
    case Qt::Key_Down: return {Kind::Move, 0, 1, 0};
    case Qt::Key_Home: return {ctrl ? Kind::GridStart : Kind::RowStart};
    case Qt::Key_End: return {ctrl ? Kind::GridEnd : Kind::RowEnd};
    case Qt::Key_Delete:
    case Qt::Key_Backspace: return {Kind::Erase};
    case Qt::Key_Space: return {Kind::TogglePencilMode};
    default: break;
    }
    if (ctrl) return {}; // shortcuts belong to the window

    if (shift) {
        if (key >= Qt::Key_1 && key <= Qt::Key_9 && key - Qt::Key_0 <= size) {
            const auto v = valueOf(static_cast<char>(key), alphabet, size);
            if (v) return {Kind::ToggleMark, 0, 0, *v};
        }
        if (const int d = shiftedDigit(key, text); d != 0) {
            const auto v = valueOf(static_cast<char>('0' + d), alphabet, size);
            if (v) return {Kind::ToggleMark, 0, 0, *v};
        }
    }
    const char c = keyChar(key, text);
    if (c == 0) return {};
    if (const auto v = valueOf(c, alphabet, size)) {
        const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        return {shift && letter ? Kind::ToggleMark : Kind::Place, 0, 0, *v};
    }
    if (isEmptyMark(c, alphabet)) return {Kind::Erase};
    if (c == 'p' || c == 'P') return {Kind::TogglePencilMode};
    return {};
}

} // namespace qudoku::ui
