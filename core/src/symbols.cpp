#include "qudoku/symbols.h"

namespace qudoku {

Alphabet defaultAlphabet(int size) {
    if (size <= 9) return Alphabet::Digits;
    if (size == 16 || size == 25) return Alphabet::Letters;
    return Alphabet::DigitsLetters;
}

bool alphabetFits(Alphabet alphabet, int size) {
    switch (alphabet) {
    case Alphabet::Digits: return size <= 9;
    case Alphabet::Letters: return size <= 26;
    case Alphabet::DigitsLetters:
    case Alphabet::Numbers: return size <= 9 + 26;
    case Alphabet::Hex: return size == 16;
    }
    return false;
}

char symbolFor(int value, Alphabet alphabet) {
    switch (alphabet) {
    case Alphabet::Digits: return static_cast<char>('0' + value);
    case Alphabet::Letters: return static_cast<char>('A' + value - 1);
    case Alphabet::DigitsLetters:
    case Alphabet::Numbers:
        return value <= 9 ? static_cast<char>('0' + value) : static_cast<char>('A' + value - 10);
    case Alphabet::Hex: return "0123456789ABCDEF"[value - 1];
    }
    return '?';
}

std::string symbolName(int value, Alphabet alphabet) {
    if (alphabet == Alphabet::Numbers) return std::to_string(value);
    return std::string(1, symbolFor(value, alphabet));
}

std::optional<int> valueOf(char c, Alphabet alphabet, int size) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    int v = 0;
    switch (alphabet) {
    case Alphabet::Digits:
        if (c >= '1' && c <= '9') v = c - '0';
        break;
    case Alphabet::Letters:
        if (c >= 'A' && c <= 'Z') v = c - 'A' + 1;
        break;
    case Alphabet::DigitsLetters:
    case Alphabet::Numbers:
        if (c >= '1' && c <= '9') v = c - '0';
        else if (c >= 'A' && c <= 'Z') v = c - 'A' + 10;
        break;
    case Alphabet::Hex:
        if (c >= '0' && c <= '9') v = c - '0' + 1;
        else if (c >= 'A' && c <= 'F') v = c - 'A' + 11;
        break;
    }
    if (v < 1 || v > size) return std::nullopt;
    return v;
}

bool isEmptyMark(char c, Alphabet alphabet) {
    return c == '.' || c == '-' || c == '_' || (c == '0' && alphabet != Alphabet::Hex);
}

std::string_view symbolRange(Alphabet alphabet, int size) {
    // Spelled out per size so the text is static data, not built at run time.
    switch (alphabet) {
    case Alphabet::Digits:
        switch (size) {
        case 4: return "1-4";
        case 6: return "1-6";
        default: return "1-9";
        }
    case Alphabet::Letters:
        switch (size) {
        case 4: return "A-D";
        case 6: return "A-F";
        case 9: return "A-I";
        case 12: return "A-L";
        case 16: return "A-P";
        default: return "A-Y";
        }
    case Alphabet::DigitsLetters:
    case Alphabet::Numbers:
        switch (size) {
        case 12: return "1-9, A-C";
        case 16: return "1-9, A-G";
        case 25: return "1-9, A-P";
        default: return "1-9";
        }
    case Alphabet::Hex: return "0-9, A-F";
    }
    return "";
}

} // namespace qudoku
