// fuzz_reader: the puzzle reader (qudoku/reader.h) on any text, in every format, and the writer on
// whatever it reads.
//
// Input: one byte that says how to read, then the text.
//   bits 0-3  the format: k < 9 is allFormats()[k] (given to the reader); 9..15 detect it
//   bits 4-6  a file name whose extension is the detection hint (formatFromFileName; most name none)
//   bit 7     readOne (the app's paste) instead of a PuzzleReader to the end (files, the CLI)
//
// Asserted (read_checks.h): every puzzle is well formed and round-trips through writePuzzle; every
// error points into the text; the reader settles on one format (the one given) and numbers its
// puzzles in order; a text found not to be a puzzle (only without a given format) is that one error
// and nothing else; and it ends: no more results than the text has lines, plus one.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_bytes.h"
#include "fuzz_check.h"
#include "qudoku/format.h"
#include "qudoku/reader.h"
#include "read_checks.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;

// File names as the app and the CLI pass them; formatFromFileName makes the hint.
constexpr std::string_view kFileNames[] = {"", "puzzle.txt", "puzzle.ss", "PUZZLE.SDK", "a/b/collection.sdm",
                                           "dir.sdm/puzzle.txt", "x.Ss", "puzzle.sdk"};

void checkResult(const ReadResult& r, const TextLines& lines) {
    if (r.ok()) {
        checkPuzzle(*r);
        checkRoundTrip(*r);
    } else {
        checkParseError(r.error(), lines);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzBytes in(data, size);
    const std::uint8_t how = in.byte();
    const std::string_view text = in.rest();
    const std::vector<Format> formats = allFormats();
    const std::size_t formatChoice = how & 15u;
    const std::optional<Format> format =
        formatChoice < formats.size() ? std::optional<Format>(formats[formatChoice]) : std::nullopt;
    const std::optional<Format> hint = formatFromFileName(kFileNames[(how >> 4) & 7u]);
    const TextLines lines(text);

    if (how & 0x80u) {
        checkResult(readOne(text, format, hint), lines);
        return 0;
    }
    std::istringstream stream{std::string(text)};
    PuzzleReader reader(stream, format, hint);
    int results = 0;
    int lastNumber = 0;
    while (const std::optional<ReadResult> r = reader.next()) {
        ++results;
        FUZZ_REQUIRE(results <= lines.count() + 1, "the reader ends (a result takes a line)");
        FUZZ_REQUIRE(reader.format().has_value(), "the reader has settled on a format");
        FUZZ_REQUIRE(!format || reader.format() == format, "the reader reads the format it is given");
        if (!r->ok() && r->error().kind == ParseErrorKind::NotAPuzzle) {
            FUZZ_REQUIRE(!format, "only a guessed format finds that a text is not a puzzle");
            FUZZ_REQUIRE(results == 1, "a text that is not a puzzle says nothing else first");
            checkResult(*r, lines);
            FUZZ_REQUIRE(!reader.next(), "nor after");
            break;
        }
        if (r->ok()) {
            FUZZ_REQUIRE((*r)->layout.format == *reader.format(), "a puzzle is laid out in the reader's format");
            FUZZ_REQUIRE((*r)->number > lastNumber, "puzzles are numbered in order");
            lastNumber = (*r)->number;
        }
        checkResult(*r, lines);
    }
    return 0;
}
