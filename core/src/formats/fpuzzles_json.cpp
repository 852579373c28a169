// The f-puzzles key table and the helpers the reader, the writer and the links share.

#include "formats/fpuzzles_json.h"

#include <algorithm>
#include <charconv>
#include <iterator>

namespace qudoku::fpuzzles {

namespace {

// Every key Qudoku reads, and every f-puzzles key of a rule it does not solve yet (from f-puzzles'
// constraint list as dclamage's SudokuVariantSolverJS reads it, src/solver/Constraint/
// FPuzzlesInterfaces.ts and ConstraintLoader.ts). A key in neither list carries no rule Qudoku
// knows of: it is kept and written back ("solution", "successMessage", "disabledlogic", ...).
constexpr KeyInfo kKeys[] = {
    {"size", KeyRole::Grid, ""},
    {"grid", KeyRole::Grid, ""},
    {"title", KeyRole::Text, ""},
    {"author", KeyRole::Text, ""},
    {"ruleset", KeyRole::Text, ""},
    {"diagonal+", KeyRole::Rule, ""},
    {"diagonal-", KeyRole::Rule, ""},
    {"antiknight", KeyRole::Rule, ""},
    {"antiking", KeyRole::Rule, ""},
    {"disjointgroups", KeyRole::Rule, ""},
    {"nonconsecutive", KeyRole::Rule, ""},
    {"negative", KeyRole::Rule, ""},
    {"extraregion", KeyRole::Rule, ""},
    {"odd", KeyRole::Rule, ""},
    {"even", KeyRole::Rule, ""},
    {"minimum", KeyRole::Rule, ""},
    {"maximum", KeyRole::Rule, ""},
    {"thermometer", KeyRole::Rule, ""},
    {"difference", KeyRole::Rule, ""},
    {"ratio", KeyRole::Rule, ""},
    {"xv", KeyRole::Rule, ""},
    {"sum", KeyRole::Rule, ""}, // sum dots: XV with any sum
    {"quadruple", KeyRole::Rule, ""},
    {"line", KeyRole::Drawing, ""},
    {"rectangle", KeyRole::Drawing, ""},
    {"circle", KeyRole::Drawing, ""},
    {"text", KeyRole::Drawing, ""},
    {"cage", KeyRole::Drawing, ""}, // cosmetic; with a number its rule is the text's: refused by the reader
    {"killercage", KeyRole::Rule, ""},
    {"arrow", KeyRole::Rule, ""},
    {"littlekillersum", KeyRole::Rule, ""},
    {"sandwichsum", KeyRole::Rule, ""},
    {"xsum", KeyRole::Rule, ""},
    {"skyscraper", KeyRole::Rule, ""},
    // The lines (issue 34).
    {"renban", KeyRole::Rule, ""},
    {"whispers", KeyRole::Rule, ""},
    {"palindrome", KeyRole::Rule, ""},
    {"betweenline", KeyRole::Rule, ""},
    {"regionsumline", KeyRole::Rule, ""},
    {"entropicline", KeyRole::Rule, ""},
    {"modularline", KeyRole::Rule, ""},
    {"zipperline", KeyRole::Rule, ""},
    {"lockout", KeyRole::Unsupported, "lockout lines"},
    {"nabner", KeyRole::Unsupported, "nabner lines"},
    {"doublearrow", KeyRole::Unsupported, "double arrows"},
    {"clone", KeyRole::Unsupported, "clones"},
    {"rowindexer", KeyRole::Unsupported, "row indexers"},
    {"columnindexer", KeyRole::Unsupported, "column indexers"},
    {"boxindexer", KeyRole::Unsupported, "box indexers"},
};

constexpr std::string_view kWritten[] = {
    "size", "title", "author", "ruleset", "grid", "diagonal+", "diagonal-", "antiknight", "antiking",
    "disjointgroups", "nonconsecutive", "negative", "extraregion", "odd", "even", "minimum", "maximum",
    "thermometer", "difference", "ratio", "xv", "sum", "quadruple", "killercage", "arrow", "littlekillersum", "sandwichsum", "xsum", "skyscraper",
    "renban", "whispers", "palindrome", "betweenline", "regionsumline", "entropicline", "modularline", "zipperline", "line", "rectangle", "circle", "text",
    "cage",
};

bool parseNumber(std::string_view s, int& out) {
    if (s.empty() || s.size() > 3) return false;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

} // namespace

const KeyInfo* findKey(std::string_view name) {
    const auto it = std::find_if(std::begin(kKeys), std::end(kKeys), [&](const KeyInfo& k) { return k.name == name; });
    return it == std::end(kKeys) ? nullptr : &*it;
}

std::span<const std::string_view> writtenKeys() { return kWritten; }

std::optional<BoardCell> parseCellName(std::string_view name) {
    if (name.size() < 4 || (name[0] != 'R' && name[0] != 'r')) return std::nullopt;
    const std::size_t c = name.find_first_of("Cc", 1);
    if (c == std::string_view::npos) return std::nullopt;
    int row = 0;
    int col = 0;
    if (!parseNumber(name.substr(1, c - 1), row) || !parseNumber(name.substr(c + 1), col)) return std::nullopt;
    return BoardCell{row - 1, col - 1};
}

std::string cellName(int row, int col) { return "R" + std::to_string(row + 1) + "C" + std::to_string(col + 1); }

int defaultRegion(int size, int row, int col) {
    int h = 1;
    for (int k = 1; k * k <= size; ++k)
        if (size % k == 0) h = k;
    const int w = size / h;
    return (row / h) * h + col / w;
}

void lineColumnAt(std::string_view text, std::size_t offset, int firstLine, int& line, int& column) {
    offset = std::min(offset, text.size());
    line = firstLine;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    column = static_cast<int>(offset - lineStart) + 1;
}

std::string dumpCompact(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace); }

} // namespace qudoku::fpuzzles
