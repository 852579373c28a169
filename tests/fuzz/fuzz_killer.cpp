// fuzz_killer: the killer texts (qudoku/sudocue_killer.h, compact_killer.h), Solo's killer game IDs
// (solo_id.h) and telling them apart (variant_text.h), on any text.
//
// Input: one byte that says what reads the text, then the text.
//   0  readSudoCueKiller     2  readSoloGameId
//   1  readCompactKiller     3  readVariantText (the kind detected)
//   (the byte modulo 4)
//
// Asserted: every error says what is wrong and points into the text (0 < line <= lines, a column
// within the line or 0); every puzzle read has rules checkRules takes, cages inside the grid and no
// givens (the killer texts have none); and each writer that takes the puzzle writes a text that is
// detected as its own kind, reads back to the same cages and houses, and is written again byte for byte.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz_bytes.h"
#include "fuzz_check.h"
#include "qudoku/compact_killer.h"
#include "qudoku/solo_id.h"
#include "qudoku/sudocue_killer.h"
#include "qudoku/variant_text.h"

namespace {

using namespace qudoku;

int lineCount(std::string_view text) {
    int n = 1;
    for (char c : text) n += c == '\n';
    return n;
}

// The cages as a comparable value: (sorted cells, sum or 0), sorted.
std::vector<std::pair<std::vector<int>, int>> cagesOf(const Rules& rules) {
    std::vector<std::pair<std::vector<int>, int>> out;
    for (const Constraint& c : rules.constraints) {
        if (c.kind != ConstraintKind::KillerCage) continue;
        std::vector<int> cells = c.cells.front();
        std::sort(cells.begin(), cells.end());
        out.emplace_back(cells, c.values.empty() ? 0 : c.values.front());
    }
    std::sort(out.begin(), out.end());
    return out;
}

void checkError(const VariantError& e, std::string_view text) {
    FUZZ_REQUIRE_SHOWING(!e.message.empty(), "an error says what is wrong", text);
    FUZZ_REQUIRE_SHOWING(e.line >= 0 && e.line <= lineCount(text) + 1, "an error's line is in the text", text);
    FUZZ_REQUIRE_SHOWING(e.column >= 0 && static_cast<std::size_t>(e.column) <= text.size() + 1, "an error's column is in the text", text);
}

void checkWriter(const VariantPuzzle& p, const Result<std::string, VariantError>& written, VariantTextKind kind, std::string_view text) {
    if (!written.ok()) {
        FUZZ_REQUIRE_SHOWING(!written.error().message.empty(), "a writer's refusal says why", text);
        return;
    }
    const std::string& w = *written;
    FUZZ_REQUIRE_SHOWING(detectVariantText(w) == kind, "a written killer text is told apart as its kind", w);
    const VariantResult back = kind == VariantTextKind::CompactKiller ? readCompactKiller(w) : readSudoCueKiller(w);
    FUZZ_REQUIRE_SHOWING(back.ok(), "a written killer text reads back", w);
    FUZZ_REQUIRE_SHOWING(cagesOf(back->rules) == cagesOf(p.rules), "the cages read back the same", w);
    FUZZ_REQUIRE_SHOWING(back->rules.extraHouses.size() == p.rules.extraHouses.size(), "the houses read back the same", w);
    const auto again = kind == VariantTextKind::CompactKiller ? writeCompactKiller(*back) : writeSudoCueKiller(*back);
    FUZZ_REQUIRE_SHOWING(again.ok() && *again == w, "writing is stable", w);
}

void checkPuzzle(const VariantPuzzle& p, std::string_view text, bool killerText) {
    const int n = p.rules.size;
    FUZZ_REQUIRE_SHOWING(n >= kMinRulesSize && n <= kMaxRegionsSize, "the size is 4 to 16", text);
    FUZZ_REQUIRE_SHOWING(!checkRules(p.rules), "the rules read are rules that can be played", text);
    FUZZ_REQUIRE_SHOWING(p.givens.cellCount() == n * n, "the grid has N×N cells", text);
    if (killerText) {
        FUZZ_REQUIRE_SHOWING(n == 9, "a killer text is 9×9", text);
        for (int cell = 0; cell < n * n; ++cell) FUZZ_REQUIRE_SHOWING(p.givens.at(cell) == 0, "a killer text has no givens", text);
    }
    checkWriter(p, writeCompactKiller(p), VariantTextKind::CompactKiller, text);
    checkWriter(p, writeSudoCueKiller(p), VariantTextKind::SudoCueKiller, text);
}

void check(const VariantResult& r, std::string_view text, bool killerText) {
    if (r.ok()) checkPuzzle(*r, text, killerText);
    else checkError(r.error(), text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    qudoku::fuzz::FuzzBytes in(data, size);
    const int how = in.byte() % 4;
    const std::string_view text = in.rest();
    switch (how) {
    case 0: check(readSudoCueKiller(text), text, true); break;
    case 1: check(readCompactKiller(text), text, true); break;
    case 2: check(readSoloGameId(text), text, false); break;
    default:
        for (const VariantItem& item : readVariantText(text)) {
            FUZZ_REQUIRE_SHOWING(item.line >= 0 && item.line <= lineCount(text), "an item's line is in the text", text);
            check(item.result, text, false);
        }
        break;
    }
    return 0;
}
