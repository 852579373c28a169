#pragma once
// Internal: the f-puzzles JSON reader (qudoku/fpuzzles.h), shared by the files that read its key
// families: fpuzzles.cpp (the document, the grid, issue 33's rules, the dots, the drawings),
// fpuzzles_sums.cpp (arrows, little killers, sandwich, X-sum and skyscraper clues) and
// fpuzzles_lines.cpp (renban, whispers, palindrome, between, region-sum, entropic, modular and zipper
// lines). Every error names its JSON path (`renban[0].lines[1]`).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/fpuzzles_json.h"
#include "formats/variant_support.h"
#include "qudoku/result.h"
#include "qudoku/rules.h"
#include "qudoku/variant_error.h"
#include "qudoku/variant_puzzle.h"

namespace qudoku::fpuzzles {

VariantError makeError(VariantErrorKind kind, std::string key, std::string path, std::string message);
std::string typeName(const Json& v);

// A whole number from a JSON number or a numeric string ("2", as f-puzzles writes dot values).
std::optional<int> wholeNumber(const Json& v);
// Whether a key's value says the rule is there: true, a non-empty list, object or text, a number.
bool inUse(const Json& v);
// The families' keys: the sums (fpuzzles_sums.cpp), the line kinds (fpuzzles_lines.cpp; nullopt for
// every other key).
bool isSumKey(std::string_view key);
std::optional<ConstraintKind> lineKind(std::string_view key);

// Reads one document into a VariantPuzzle; the first error found stops it.
class Reader {
public:
    Reader(const Json& doc, int line) : doc_(doc), line_(line) {}
    Result<VariantPuzzle, VariantError> read();

private:
    std::optional<VariantError> readGrid();
    std::optional<VariantError> readKey(const std::string& name, const Json& value);
    std::optional<VariantError> readRule(const std::string& name, const Json& value);
    std::optional<VariantError> readDrawing(const std::string& name, const Json& value);
    std::optional<VariantError> finishRules();
    // One entry of a family's key (item: an object, path: "arrow[0]"): fpuzzles_sums.cpp reads the
    // sums outside the grid and the arrows, fpuzzles_lines.cpp the lines (issue 34).
    std::optional<VariantError> readSum(const std::string& name, const Json& item, const std::string& path);
    std::optional<VariantError> readLine(ConstraintKind kind, const std::string& name, const Json& item, const std::string& path);

    // Cell helpers: a cell name in the grid (rules) or on the board's ring around it (drawings).
    std::optional<VariantError> gridCell(const Json& v, const std::string& key, const std::string& path, int& cell) const;
    std::optional<VariantError> boardCell(const Json& v, const std::string& key, const std::string& path, BoardCell& cell) const;
    std::optional<VariantError> cellList(const Json& v, const std::string& key, const std::string& path,
                                         std::vector<int>& cells) const;
    std::optional<VariantError> items(const Json& v, const std::string& key) const;
    VariantError error(VariantErrorKind kind, const std::string& key, const std::string& path, std::string message) const {
        VariantError e = makeError(kind, key, path, std::move(message));
        e.line = line_;
        return e;
    }

    const Json& doc_;
    int line_;
    int n_ = 0;
    VariantPuzzle puzzle_;
    bool nonconsecutive_ = false;
    bool negativeDifference_ = false;
};

} // namespace qudoku::fpuzzles
