#pragma once
// Internal: what the f-puzzles reader, writer and links share: the table of top-level keys, cell
// names, where a byte of a text is (line:column), and the per-key writer the reader also uses to
// remember how each key it read is spelled (DocumentKey::sourceData). nlohmann::json stays in here
// and in the .cpp files: no public header includes it.

#include <nlohmann/json.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "qudoku/variant_error.h"
#include "qudoku/variant_puzzle.h"

namespace qudoku::fpuzzles {

using Json = nlohmann::ordered_json;

// What a top-level key is to Qudoku.
enum class KeyRole {
    Grid,        // "size", "grid"
    Text,        // "title", "author", "ruleset"
    Rule,        // a rule Qudoku solves (rules.h)
    Drawing,     // drawn only ("line", "text", "rectangle", "circle", "cage" without a sum)
    Unsupported, // a rule Qudoku cannot solve yet: refused when in use
};

struct KeyInfo {
    std::string_view name;
    KeyRole role;
    std::string_view feature; // Unsupported: what the rule is called, for the error ("killer cages")
};

// The key's row, or nullptr for a key Qudoku does not know (kept as it is).
const KeyInfo* findKey(std::string_view name);
// The keys the writer spells from the data, in the order it adds them to a new document.
std::span<const std::string_view> writtenKeys();

// "R3C5" -> {2, 4}; the letters in either case. nullopt when not of that form.
std::optional<BoardCell> parseCellName(std::string_view name);
std::string cellName(int row, int col); // 0-based -> "R1C1"

// f-puzzles' default region of a cell: boxes of h × w cells, h the largest divisor of the size
// not above its square root (rows, for a prime size).
int defaultRegion(int size, int row, int col);

// The line and column (1-based) of byte `offset` of `text`, the first line being `firstLine`.
void lineColumnAt(std::string_view text, std::size_t offset, int firstLine, int& line, int& column);

// The value the writer gives top-level key `name` for `puzzle`, or nullopt when it has none for it
// (a rule the puzzle does not have). Only for keys with a role other than Unsupported.
std::optional<Json> writeKey(std::string_view name, const VariantPuzzle& puzzle);

// The compact JSON text of a value (the one spelling the reader and writer compare).
std::string dumpCompact(const Json& value);

} // namespace qudoku::fpuzzles
