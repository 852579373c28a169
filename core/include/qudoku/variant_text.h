#pragma once
// The variant formats of a whole text, told apart (for the CLI and for the app's open and paste):
//
//   FpuzzlesJsonLines  one f-puzzles JSON object per line (what `--generate --variant` writes)
//   FpuzzlesJson       one JSON object, possibly pretty-printed over many lines
//   Links              lines holding f-puzzles or SudokuPad links (or SudokuPad "fpuzzles" ids)
//   SoloIds            lines holding Solo game IDs ("9j:...", "3x3x:...", "3x3k:...")
//   SudoCueKiller      lines of SudoCue's killer format ("3x3::k:6150:...", qudoku/sudocue_killer.h)
//   CompactKiller      lines of the forums' compact killer format (81 sums and arrows, qudoku/compact_killer.h)
//   JigsawText         pairs of lines: givens, then regions (qudoku/jigsaw_text.h); detected when the
//                      second line names N regions of N cells (N symbols, each N times), so that a
//                      file of classic one-line puzzles is not taken for one
//
// In the line-based kinds, blank lines and lines starting with '#' are passed over, and every item
// is read on its own: a bad line is an error with its line number and the next one is read.

#include <optional>
#include <string_view>
#include <vector>

#include "qudoku/fpuzzles.h"

namespace qudoku {

enum class VariantTextKind { FpuzzlesJsonLines, FpuzzlesJson, Links, SoloIds, JigsawText, SudoCueKiller, CompactKiller };

// "fpuzzles-jsonl", "fpuzzles-json", "links", "solo", "jigsaw", "sudocue-killer", "compact-killer"
std::string_view variantTextKindName(VariantTextKind kind);
// Every kind, in the enum's order, and the kind of a name (nullopt for none).
std::vector<VariantTextKind> allVariantTextKinds();
std::optional<VariantTextKind> variantTextKindFromName(std::string_view name);

// Which kind `text` is, from its first content line (and the second, for a jigsaw text); nullopt
// when it is none of them (then it may be a classic puzzle text: qudoku/reader.h).
std::optional<VariantTextKind> detectVariantText(std::string_view text);

struct VariantItem {
    int line = 0; // where the item starts in the text
    VariantResult result;
};

// Every item of `text` in the given kind (detected when not given; a text of no kind is one
// NotAPuzzle error). At most kMaxTextBytes are read: a longer text is one TooLarge error.
std::vector<VariantItem> readVariantText(std::string_view text, std::optional<VariantTextKind> kind = std::nullopt);

} // namespace qudoku
