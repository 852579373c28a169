#pragma once
// Why a variant puzzle could not be read (qudoku/variant_error.h), as the app says it: one translated
// sentence from the error's kind, where it is (line and column, or the key and the place in the
// document) and, for a rule Qudoku cannot solve yet, the rule's name. The details a JSON parser or a
// reader gives in English (what was expected where) are quoted after the sentence.

#include <QString>

#include "qudoku/variant_error.h"

namespace qudoku::text {

QString variantErrorText(const VariantError& error);

// The name of a rule Qudoku cannot solve yet, by its f-puzzles key ("killercage" → "killer cages"),
// or `feature` as the reader named it when the key is not one of those.
QString unsupportedRuleName(const std::string& key, const std::string& feature);

} // namespace qudoku::text
