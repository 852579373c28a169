#include "cell_text.h"

#include "line_source.h"

namespace qudoku::text {

namespace {

char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

} // namespace

Alphabet chooseAlphabet(const std::vector<CellChar>& cells, int size) {
    bool digits = false, zero = false, otherEmpty = false, letters = false;
    char maxLetter = 0;
    for (const CellChar& cc : cells) {
        if (cc.value >= 0) {
            digits = true;
            continue;
        }
        const char c = upper(cc.c);
        if (c >= '1' && c <= '9') digits = true;
        else if (c == '0') zero = true;
        else if (c == '.' || c == '-' || c == '_') otherEmpty = true;
        else if (c >= 'A' && c <= 'Z') {
            letters = true;
            if (c > maxLetter) maxLetter = c;
        }
    }
    if (size <= 9) return (letters && !digits) ? Alphabet::Letters : Alphabet::Digits;
    if (!digits) return Alphabet::Letters;
    // Digits are present, so the symbols are 1-9 then letters, or (16×16 only) hex 0-F. Hex is chosen
    // only when it is unambiguous: '0' is used while other marks stand for empty cells and no letter
    // beyond 'F' appears. Otherwise '0' means empty, as in the contest formats.
    if (size == 16 && zero && otherEmpty && (!letters || maxLetter <= 'F')) return Alphabet::Hex;
    return Alphabet::DigitsLetters;
}

bool couldBeSymbol(char c, int size) {
    if (isEmptyMark(c, Alphabet::Digits)) return true;
    for (Alphabet a : {Alphabet::Digits, Alphabet::Letters, Alphabet::DigitsLetters, Alphabet::Hex})
        if (alphabetFits(a, size) && valueOf(c, a, size)) return true;
    return false;
}

std::optional<ParseError> firstImpossibleSymbol(const std::vector<CellChar>& cells, int size) {
    for (const CellChar& cc : cells) {
        if (cc.value >= 0 || couldBeSymbol(cc.c, size)) continue;
        ParseError e{ParseErrorKind::BadSymbol};
        e.line = cc.line;
        e.column = cc.column;
        e.got = printable(std::string_view(&cc.c, 1));
        e.size = size;
        e.alphabet = defaultAlphabet(size);
        return e;
    }
    return std::nullopt;
}

Result<Grid, ParseError> toGrid(const std::vector<CellChar>& cells, Shape shape, Alphabet alphabet) {
    Grid grid(shape);
    for (int i = 0; i < shape.cellCount(); ++i) {
        const CellChar& cc = cells[i];
        if (cc.value >= 0) {
            grid.set(i, cc.value);
            continue;
        }
        if (isEmptyMark(cc.c, alphabet)) continue;
        if (const auto v = valueOf(cc.c, alphabet, shape.size())) {
            grid.set(i, *v);
            continue;
        }
        ParseError e{ParseErrorKind::BadSymbol};
        e.line = cc.line;
        e.column = cc.column;
        e.got = printable(std::string_view(&cc.c, 1));
        e.size = shape.size();
        e.alphabet = alphabet;
        return fail(e);
    }
    return grid;
}

} // namespace qudoku::text
