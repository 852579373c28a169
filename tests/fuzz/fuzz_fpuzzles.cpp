// fuzz_fpuzzles: the variant readers (qudoku/fpuzzles.h, jigsaw_text.h, solo_id.h, variant_text.h)
// and lz-string's decompression on any text.
//
// Input: one byte that says what reads the text, then the text.
//   0  readFpuzzlesJson          3  readSoloGameId
//   1  readFpuzzlesLink          4  readVariantText (the kind detected)
//   2  readJigsawText            5  lzDecompressFromBase64, then readFpuzzlesJson of its output
//   (the byte modulo 6)
//
// Asserted: every error points into the text (a line 0 < line <= lines + first line, a column
// within the line or 0); every puzzle is well formed (givens, entered digits and marks within the
// size, regions N of N); writing it as f-puzzles JSON and reading that back gives the same puzzle,
// and so does its link; a puzzle's jigsaw text reads back to the same givens and regions; and
// decompression never gives more than its bound.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_bytes.h"
#include "fuzz_check.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/jigsaw_text.h"
#include "qudoku/lzstring.h"
#include "qudoku/solo_id.h"
#include "qudoku/variant_text.h"

namespace {

using namespace qudoku;

// Regions renumbered in the order they first appear: the same partition gives the same vector.
std::vector<int> canonical(const Rules& rules) {
    std::vector<int> out;
    std::vector<int> number(static_cast<std::size_t>(rules.size), -1);
    int next = 0;
    for (int cell = 0; cell < rules.cellCount(); ++cell) {
        int& g = number[static_cast<std::size_t>(rules.regionOf(cell))];
        if (g < 0) g = next++;
        out.push_back(g);
    }
    return out;
}

int lineCount(std::string_view text) {
    int n = 1;
    for (char c : text) n += c == '\n';
    return n;
}

void checkError(const VariantError& e, std::string_view text) {
    FUZZ_REQUIRE_SHOWING(!e.message.empty(), "an error says what is wrong", text);
    FUZZ_REQUIRE_SHOWING(e.line >= 0 && e.line <= lineCount(text) + 1, "an error's line is in the text", text);
    FUZZ_REQUIRE_SHOWING(e.column >= 0 && static_cast<std::size_t>(e.column) <= text.size() + 1, "an error's column is in the text", text);
    FUZZ_REQUIRE_SHOWING(e.kind != VariantErrorKind::Unsupported || !e.feature.empty(), "a refusal names the rule", text);
}

void checkPuzzle(const VariantPuzzle& p, std::string_view text) {
    const int n = p.rules.size;
    FUZZ_REQUIRE_SHOWING(n >= kMinRulesSize && n <= kMaxRegionsSize, "the size is 4 to 16", text);
    FUZZ_REQUIRE_SHOWING(p.givens.cellCount() == n * n && p.entered.cellCount() == n * n, "the grids have N×N cells", text);
    FUZZ_REQUIRE_SHOWING(p.givenMarks.size() == static_cast<std::size_t>(n * n), "a mark set per cell", text);
    for (int cell = 0; cell < n * n; ++cell) {
        FUZZ_REQUIRE_SHOWING(p.givens.at(cell) <= n && p.entered.at(cell) <= n, "digits within the size", text);
        FUZZ_REQUIRE_SHOWING(p.givenMarks[static_cast<std::size_t>(cell)] >> n == 0, "marks within the size", text);
    }
    if (!p.rules.regions.empty()) {
        FUZZ_REQUIRE_SHOWING(p.rules.regions.size() == static_cast<std::size_t>(n * n), "a region per cell", text);
        std::vector<int> count(static_cast<std::size_t>(n), 0);
        for (int g : p.rules.regions) {
            FUZZ_REQUIRE_SHOWING(g >= 0 && g < n, "regions numbered 0..N-1", text);
            ++count[static_cast<std::size_t>(g)];
        }
        for (int c : count) FUZZ_REQUIRE_SHOWING(c == n, "N regions of N cells", text);
    }
    for (const ExtraHouse& h : p.rules.extraHouses)
        for (int cell : h.cells) FUZZ_REQUIRE_SHOWING(cell >= 0 && cell < n * n, "extra houses inside the grid", text);
    for (const Constraint& c : p.rules.constraints)
        for (const auto& group : c.cells)
            for (int cell : group) FUZZ_REQUIRE_SHOWING(cell >= 0 && cell < n * n, "constraints inside the grid", text);

    const std::string json = writeFpuzzlesJson(p);
    const VariantResult back = readFpuzzlesJson(json);
    FUZZ_REQUIRE_SHOWING(back.ok(), "written f-puzzles JSON reads back", json);
    FUZZ_REQUIRE_SHOWING(back->givens == p.givens && back->givenMarks == p.givenMarks && back->entered == p.entered,
                         "the grid reads back the same", json);
    FUZZ_REQUIRE_SHOWING(back->rules.size == p.rules.size && back->rules.regions == p.rules.regions, "the regions read back the same", json);
    FUZZ_REQUIRE_SHOWING(back->rules.constraints.size() == p.rules.constraints.size() &&
                             back->rules.extraHouses.size() == p.rules.extraHouses.size(),
                         "every rule reads back", json);
    FUZZ_REQUIRE_SHOWING(writeFpuzzlesJson(*back) == json, "writing is stable", json);
    const VariantResult fromLink = readFpuzzlesLink(fpuzzlesLink(p));
    FUZZ_REQUIRE_SHOWING(fromLink.ok() && writeFpuzzlesJson(*fromLink) == json, "the link reads back the same", json);
    const VariantResult jigsaw = readJigsawText(writeJigsawText(p));
    FUZZ_REQUIRE_SHOWING(jigsaw.ok() && jigsaw->givens == p.givens && canonical(jigsaw->rules) == canonical(p.rules),
                         "the jigsaw text reads back the same", writeJigsawText(p));
}

void check(const VariantResult& r, std::string_view text) {
    if (r.ok()) checkPuzzle(*r, text);
    else checkError(r.error(), text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    qudoku::fuzz::FuzzBytes in(data, size);
    const int how = in.byte() % 6;
    const std::string_view text = in.rest();
    switch (how) {
    case 0: check(readFpuzzlesJson(text), text); break;
    case 1: check(readFpuzzlesLink(text), text); break;
    case 2: check(readJigsawText(text), text); break;
    case 3: check(readSoloGameId(text), text); break;
    case 4:
        for (const VariantItem& item : readVariantText(text)) {
            FUZZ_REQUIRE_SHOWING(item.line >= 0 && item.line <= lineCount(text), "an item's line is in the text", text);
            check(item.result, text);
        }
        break;
    default: {
        constexpr std::size_t kBound = 1 << 16;
        const auto json = lzDecompressFromBase64(text, kBound);
        if (json.ok()) {
            FUZZ_REQUIRE_SHOWING(json->size() <= kBound, "decompression keeps its bound", text);
            const auto again = lzCompressToBase64(*json);
            FUZZ_REQUIRE_SHOWING(again.ok(), "what decompresses compresses", text);
            const auto back = lzDecompressFromBase64(*again, kBound);
            FUZZ_REQUIRE_SHOWING(back.ok() && *back == *json, "compression round-trips", text);
            const VariantResult r = readFpuzzlesJson(*json);
            if (r.ok()) checkPuzzle(*r, *json);
        } else {
            FUZZ_REQUIRE_SHOWING(json.error().position <= text.size(), "an lz error points into the text", text);
        }
        break;
    }
    }
    return 0;
}
