#pragma once
// Internal: the f-puzzles reader's first step (fpuzzles.cpp), JSON text to a document, with every way
// the text can fail said as a VariantError with its line and column: larger than kMaxTextBytes
// (TooLarge), nested deeper than kMaxJsonDepth (TooDeep: checked before parsing, so a deep text
// never recurses), bad syntax or a number beyond a double (BadJson). What the document holds is the
// reader's to judge.

#include <string_view>

#include "formats/fpuzzles_json.h"
#include "qudoku/result.h"
#include "qudoku/variant_error.h"

namespace qudoku::fpuzzles {

// `firstLine`: the text's first line in its file (lines and columns are the file's).
Result<Json, VariantError> parseDocument(std::string_view json, int firstLine);

} // namespace qudoku::fpuzzles
