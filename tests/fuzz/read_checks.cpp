#include "read_checks.h"

#include <bit>
#include <string>

#include "fuzz_check.h"
#include "qudoku/format.h"
#include "qudoku/logic/candidate_grid.h"
#include "qudoku/writer.h"

namespace qudoku::fuzz {

void checkPuzzle(const Puzzle& p) {
    const int n = p.grid.size();
    const auto shape = Shape::forSize(n);
    FUZZ_REQUIRE(shape && *shape == p.grid.shape(), "a puzzle has a supported shape");
    for (int cell = 0; cell < p.grid.cellCount(); ++cell)
        FUZZ_REQUIRE(p.grid.at(cell) >= 0 && p.grid.at(cell) <= n, "a given is a value of the grid");
    FUZZ_REQUIRE(alphabetFits(p.layout.alphabet, n), "the layout's alphabet spells every value");
    const FormatInfo& info = formatInfo(p.layout.format);
    FUZZ_REQUIRE(n <= info.maxSize, "the format can spell the grid it read");
    FUZZ_REQUIRE(p.number >= 1 && p.line >= 1, "a puzzle has a number and a line");
    FUZZ_REQUIRE(p.title.empty() || p.layout.format == Format::Grid, "only a Grid has a title");
    FUZZ_REQUIRE(p.notes.empty() || p.layout.format == Format::Sdk, "only an sdk puzzle has notes");
    FUZZ_REQUIRE(p.pencilmarks.has_value() == info.carriesCandidates, "a position comes from a candidate format");
    if (!p.pencilmarks) return;

    const Pencilmarks& pm = *p.pencilmarks;
    FUZZ_REQUIRE(pm.solved.shape() == p.grid.shape(), "solved values on the puzzle's grid");
    FUZZ_REQUIRE(static_cast<int>(pm.marks.size()) == p.grid.cellCount(), "one mask a cell");
    for (int cell = 0; cell < p.grid.cellCount(); ++cell) {
        const std::uint32_t marks = pm.marks[static_cast<std::size_t>(cell)];
        const int solved = pm.solved.at(cell);
        if (!p.grid.isEmpty(cell)) {
            FUZZ_REQUIRE(solved == 0 && marks == 0, "a given has no solved value and no marks");
        } else if (solved != 0) {
            FUZZ_REQUIRE(solved <= n && marks == 0, "a solved value is a value, without marks");
        } else {
            FUZZ_REQUIRE((marks & ~logic::allDigits(n)) == 0, "marks are values of the grid");
            FUZZ_REQUIRE(std::popcount(marks) >= 2, "an empty cell has two or more marks (one is a given)");
        }
    }
}

void checkRoundTrip(const Puzzle& p) {
    const Format format = p.layout.format;
    const std::string written = writePuzzle(p);
    const std::string text = format == Format::Block ? "1\n" + written : written;
    const ReadResult again = readOne(text, format);
    FUZZ_REQUIRE_SHOWING(again.ok(), "a written puzzle reads back", text);

    Puzzle expected = p;
    if (format == Format::Candidates729) { // no mark for a value solved on the way: it is a given
        for (int cell = 0; cell < p.grid.cellCount(); ++cell) {
            if (const int solved = expected.pencilmarks->solved.at(cell)) {
                expected.grid.set(cell, solved);
                expected.pencilmarks->solved.set(cell, 0);
            }
        }
    }
    const Puzzle& q = *again;
    FUZZ_REQUIRE_SHOWING(q.grid == expected.grid, "the givens come back", text);
    FUZZ_REQUIRE_SHOWING(q.layout == expected.layout, "the layout comes back", text);
    FUZZ_REQUIRE_SHOWING(q.title == expected.title, "the title comes back", text);
    FUZZ_REQUIRE_SHOWING(q.notes == expected.notes, "the notes come back", text);
    FUZZ_REQUIRE_SHOWING(q.pencilmarks == expected.pencilmarks, "the position comes back", text);
    FUZZ_REQUIRE_SHOWING(writePuzzle(q) == written, "writing it again gives the same text", text);
}

TextLines::TextLines(std::string_view text) {
    while (!text.empty()) {
        const std::size_t nl = text.find('\n');
        lengths_.push_back(nl == std::string_view::npos ? text.size() : nl);
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    }
}

void checkParseError(const ParseError& e, const TextLines& lines) {
    FUZZ_REQUIRE(e.line >= 0 && e.line <= lines.count(), "an error is on a line of the text");
    FUZZ_REQUIRE(e.column >= 0, "an error's column is not negative");
    if (e.line > 0 && e.column > 0)
        FUZZ_REQUIRE(e.column <= static_cast<int>(lines.length(e.line)) + 1,
                     "an error's column is on its line or just past its end");
    for (char c : e.got)
        FUZZ_REQUIRE(c >= 0x20 && c < 0x7f, "what an error quotes is printable");
    FUZZ_REQUIRE(e.puzzle >= 0 && e.cell >= 0, "an error's puzzle and cell are not negative");
    if (e.kind == ParseErrorKind::NotAPuzzle) {
        FUZZ_REQUIRE(e.tried == allFormats(), "a text that is not a puzzle was tried in every format");
        FUZZ_REQUIRE(e.line >= 1 && e.column == 0 && e.puzzle == 0, "not a puzzle: on its first line, of no puzzle");
    } else {
        FUZZ_REQUIRE(e.tried.empty(), "only a text that is not a puzzle names the formats tried");
    }
}

} // namespace qudoku::fuzz
