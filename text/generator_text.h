#pragma once
// The generator's data in words, for the app (context "GeneratorText"): symmetries, what a puzzle
// code asks for, and why a typed code was not read.

#include <QString>

#include "qudoku/generator.h"
#include "qudoku/puzzle_code.h"

namespace qudoku::text {

// "no symmetry", "half turn", "quarter turns", "mirror (left–right)", ...
QString symmetryText(Symmetry symmetry);

// What a code makes, as a noun phrase: "a hard 9×9 puzzle", "a 9×9 puzzle for X-Wing",
// "a minimal medium 16×16 puzzle with half-turn symmetry".
QString puzzleKind(const PuzzleCode& code);

// The same, short, for a status line: "hard 9×9", "9×9 for X-Wing", "minimal medium 16×16" (the
// symmetry, which the board shows, left out).
QString puzzleLabel(const PuzzleCode& code);

// A variant the generator makes, as the New Game dialog lists it: "Jigsaw", "X (both diagonals)".
QString variantKindName(VariantKind kind);
// A set of them for a sentence: "jigsaw + X"; "" for classic rules.
QString variantSetText(VariantSet set);
// Why the generator cannot make variants of these options (generator.h), e.g. "windoku needs
// square boxes: 4×4, 9×9 or 16×16".
QString describe(VariantGenerateError error, const GenerateOptions& options);

// What was expected where a typed code went wrong, e.g. "expected a size (4, 6, 9, 12, 16 or 25)";
// the caller adds the column.
QString describe(const PuzzleCodeError& error);

} // namespace qudoku::text
