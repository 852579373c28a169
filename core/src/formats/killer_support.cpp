// What the two killer texts share (formats/killer_support.h).

#include "formats/killer_support.h"

namespace qudoku::formats {

VariantError textError(VariantErrorKind kind, int line, std::size_t offset, std::string message) {
    VariantError e;
    e.kind = kind;
    e.line = line;
    e.column = static_cast<int>(offset) + 1;
    e.message = std::move(message);
    return e;
}

std::string_view trimmedText(std::string_view text, std::size_t& start) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    start = 0;
    while (start < text.size() && blank(text[start])) ++start;
    std::size_t end = text.size();
    while (end > start && blank(text[end - 1])) --end;
    return text.substr(start, end - start);
}

std::string killerCellName(int cell) { return cellName(cell, kKillerTextSize); }

std::string printableChar(char c) {
    if (c >= 0x20 && c < 0x7f) return std::string(1, c);
    constexpr char kHex[] = "0123456789ABCDEF";
    const auto u = static_cast<unsigned char>(c);
    return std::string("\\x") + kHex[u >> 4] + kHex[u & 15];
}

namespace {

VariantError writeError(std::string_view format, const std::string& why) {
    VariantError e;
    e.kind = VariantErrorKind::BadConstraint;
    e.message = std::string(format) + " cannot write this puzzle: " + why;
    return e;
}

bool isDiagonalPair(const std::vector<ExtraHouse>& houses) {
    if (houses.size() != 2) return false;
    const bool down = houses[0].kind == ExtraHouseKind::DiagonalDown || houses[1].kind == ExtraHouseKind::DiagonalDown;
    const bool up = houses[0].kind == ExtraHouseKind::DiagonalUp || houses[1].kind == ExtraHouseKind::DiagonalUp;
    return down && up;
}

} // namespace

Result<KillerLayout, VariantError> killerLayout(const VariantPuzzle& puzzle, std::string_view format, bool allowDiagonals) {
    const Rules& rules = puzzle.rules;
    const int n = kKillerTextSize;
    if (rules.size != n)
        return fail(writeError(format, "it spells 9×9 puzzles only, not " + std::to_string(rules.size) + "×" + std::to_string(rules.size)));
    if (!rules.hasBoxes()) return fail(writeError(format, "it has no place for regions other than the 3×3 boxes"));
    KillerLayout layout;
    if (!rules.extraHouses.empty()) {
        if (!allowDiagonals || !isDiagonalPair(rules.extraHouses))
            return fail(writeError(format, allowDiagonals ? "of the extra houses it spells only the two diagonals together"
                                                          : "it has no place for extra houses (diagonals, windows, ...)"));
        layout.diagonals = true;
    }
    for (int cell = 0; cell < n * n; ++cell)
        if (puzzle.givens.at(cell) != 0)
            return fail(writeError(format, "it has no place for givens (" + killerCellName(cell) + " is one)"));
    layout.cageOf.assign(static_cast<std::size_t>(n * n), -1);
    for (const Constraint& c : rules.constraints) {
        if (c.kind != ConstraintKind::KillerCage)
            return fail(writeError(format, "it spells killer cages only, not " + std::string(constraintKindName(c.kind))));
        const int index = static_cast<int>(layout.cages.size());
        for (const int cell : c.cells.empty() ? std::vector<int>{} : c.cells.front()) {
            if (cell < 0 || cell >= n * n) return fail(writeError(format, "a cage has a cell outside the grid"));
            int& owner = layout.cageOf[static_cast<std::size_t>(cell)];
            if (owner >= 0) return fail(writeError(format, "its cages do not overlap, and " + killerCellName(cell) + " is in two"));
            owner = index;
        }
        layout.cages.push_back(&c);
    }
    return layout;
}

} // namespace qudoku::formats
