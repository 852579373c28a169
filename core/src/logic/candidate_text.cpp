#include "qudoku/logic/candidate_text.h"

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

namespace qudoku::logic {

namespace {

struct Token {
    DigitMask digits = 0;
    int count = 0;
    bool plus = false; // right after a '+': solved on the way when it is one digit
};

} // namespace

Result<CandidateGrid, CandidateTextError> parseCandidateText(std::string_view text) {
    std::vector<Token> tokens;
    bool inToken = false;
    char previous = 0;
    for (char c : text) {
        const char before = std::exchange(previous, c);
        if (c < '0' || c > '9') {
            inToken = false;
            continue;
        }
        if (!inToken) tokens.push_back({0, 0, before == '+'});
        inToken = true;
        Token& token = tokens.back();
        const int value = c - '0';
        if (value == 0 || value > 9) return fail(CandidateTextError{CandidateTextErrorKind::ValueOutOfRange,
                                                                    static_cast<int>(tokens.size())});
        if (token.digits & digitBit(value))
            return fail(CandidateTextError{CandidateTextErrorKind::RepeatedDigit, static_cast<int>(tokens.size())});
        token.digits |= digitBit(value);
        ++token.count;
    }
    const auto shape = Shape::forCellCount(static_cast<int>(tokens.size()));
    if (!shape || shape->size() > 9)
        return fail(CandidateTextError{CandidateTextErrorKind::WrongCellCount, static_cast<int>(tokens.size())});

    Grid givens(*shape);
    std::vector<DigitMask> marks(tokens.size(), 0);
    std::vector<int> solved; // "+7": placed after the givens, so not one of them
    for (int cell = 0; cell < static_cast<int>(tokens.size()); ++cell) {
        const Token& token = tokens[cell];
        if (token.digits & ~allDigits(shape->size()))
            return fail(CandidateTextError{CandidateTextErrorKind::ValueOutOfRange, cell + 1});
        if (token.count != 1) marks[cell] = token.digits;
        else if (token.plus) solved.push_back(cell);
        else givens.set(cell, std::countr_zero(token.digits) + 1);
    }
    // Narrowing by the marks before placing the solved values gives the same candidates as placing
    // them first: each either removes a candidate or leaves it.
    CandidateGrid state(givens, marks);
    for (int cell : solved) state.place(cell, std::countr_zero(tokens[cell].digits) + 1);
    return state;
}

std::string toCandidateText(const CandidateGrid& state) {
    const Shape shape = state.shape();
    const int n = shape.size();
    auto cellText = [&](int cell) {
        std::string s;
        if (state.isSolved(cell))
            return std::string(state.isGiven(cell) ? "" : "+") + static_cast<char>('0' + state.value(cell));
        for (int v = 1; v <= n; ++v)
            if (state.hasCandidate(cell, v)) s += static_cast<char>('0' + v);
        return s;
    };
    // Every column is as wide as its widest cell, so the grid reads as a table.
    std::vector<std::size_t> width(n, 1);
    for (int cell = 0; cell < state.cellCount(); ++cell)
        width[shape.colOf(cell)] = std::max(width[shape.colOf(cell)], cellText(cell).size());

    std::string ruler;
    for (int c = 0; c < n; ++c) {
        if (c % shape.boxCols == 0) ruler += c == 0 ? "+" : "-+";
        ruler += std::string(width[c] + 1, '-');
    }
    ruler += "-+\n";

    std::string out;
    for (int r = 0; r < n; ++r) {
        if (r % shape.boxRows == 0) out += ruler;
        for (int c = 0; c < n; ++c) {
            if (c % shape.boxCols == 0) out += c == 0 ? "|" : " |";
            std::string text = cellText(shape.cellAt(r, c));
            text.resize(width[c], ' ');
            out += ' ';
            out += text;
        }
        out += " |\n";
    }
    out += ruler;
    return out;
}

} // namespace qudoku::logic
