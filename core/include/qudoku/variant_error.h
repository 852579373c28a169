#pragma once
// Why a variant puzzle (f-puzzles JSON or link, jigsaw text, Solo game ID) could not be read: one
// typed error with where it was found and what it concerns. `message` is English for logs and the
// CLI; the app words the error from `kind`, `key` and `feature` (text/).

#include <string>

namespace qudoku {

enum class VariantErrorKind {
    BadJson,      // not JSON: `message` says what was expected at line:column
    TooDeep,      // JSON nested deeper than kMaxJsonDepth (line:column of the bracket)
    TooLarge,     // a text, or a link's decompressed text, beyond its bound
    NotAPuzzle,   // JSON that is not an f-puzzles object (no "size" or "grid"), or text of no variant format
    BadValue,     // a key's value of the wrong type or form (`key` names it, `path` says where)
    BadSize,      // "size" not a whole number from 4 to 16 (or a text's length fits no size)
    BadCell,      // a cell name that is not "RnCm", or a cell outside the grid (`path`)
    BadGrid,      // "grid" not N rows of N cells, or a digit outside 1..N
    BadRegions,   // regions that are not N regions of N cells each
    BadConstraint,// a constraint's cells or values that do not fit it (not adjacent, not a 2×2 block, ...)
    Unsupported,  // a rule Qudoku cannot solve yet: `key` is its f-puzzles key, `feature` its name
    BadLink,      // not an f-puzzles or SudokuPad link, or its data is not lz-string base64
};

struct VariantError {
    VariantErrorKind kind = VariantErrorKind::BadJson;
    int line = 0;        // 1-based line in the text read; 0 when not known
    int column = 0;      // 1-based byte column; 0 when not known (errors found after parsing)
    std::string key;     // the top-level key concerned ("killercage"), or ""
    std::string path;    // where in the document ("difference[2].cells[1]"), or ""
    std::string feature; // Unsupported: what the rule is called ("killer cages")
    std::string message; // English, complete: "this puzzle uses killer cages, which Qudoku cannot solve yet"
};

} // namespace qudoku
