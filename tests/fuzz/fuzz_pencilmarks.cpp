// fuzz_pencilmarks: the two formats that carry a position's candidates, pencil-mark grids (HoDoKu,
// forum posts) and 729-character candidate strings, and the positions restored from them: the
// candidate state the logic engine and the app's hints start from.
//
// Input: one byte, then the text.
//   bit 0  the format the reader is given: pencilmarks (0) or candidates729 (1)
//
// Asserted: every puzzle read is well formed and round-trips through the writer (read_checks.h); the
// state restored from it as logic::parseCandidateText restores one (givens, marks, then the values
// solved on the way placed) keeps the candidate grid's invariant (candidate_checks.h), its givens
// are the puzzle's and its candidates lie within the marks. logic::parseCandidateText on the same
// text: a state it reads keeps the invariant, and toCandidateText writes it so that it reads back
// equal (except where a cell has fewer than two candidates left: one comes back as a given,
// candidate_text.h; none cannot be written).

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "candidate_checks.h"
#include "fuzz_bytes.h"
#include "fuzz_check.h"
#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/candidate_text.h"
#include "qudoku/reader.h"
#include "read_checks.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;

// The state a puzzle with a position stands for, restored the way parseCandidateText does it.
logic::CandidateGrid restore(const Puzzle& p) {
    logic::CandidateGrid state(p.grid, p.pencilmarks->marks);
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (const int solved = p.pencilmarks->solved.at(cell)) state.place(cell, solved);
    return state;
}

void checkRestored(const Puzzle& p) {
    const logic::CandidateGrid state = restore(p);
    checkCandidateGrid(state);
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        FUZZ_REQUIRE(state.isGiven(cell) == !p.grid.isEmpty(cell), "the givens are the puzzle's");
        if (const int solved = p.pencilmarks->solved.at(cell))
            FUZZ_REQUIRE(state.value(cell) == solved, "a value solved on the way is placed");
        const std::uint32_t marks = p.pencilmarks->marks[static_cast<std::size_t>(cell)];
        if (marks != 0) FUZZ_REQUIRE((state.candidates(cell) & ~marks) == 0, "candidates lie within the marks");
    }
}

bool everyEmptyCellHasTwoCandidates(const logic::CandidateGrid& state) {
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (!state.isSolved(cell) && std::popcount(state.candidates(cell)) < 2) return false;
    return true;
}

void checkCandidateText(std::string_view text) {
    const auto parsed = logic::parseCandidateText(text);
    if (!parsed) {
        FUZZ_REQUIRE(parsed.error().cells >= 0, "an error's cell count is not negative");
        return;
    }
    const logic::CandidateGrid& state = *parsed;
    checkCandidateGrid(state);
    const std::string written = logic::toCandidateText(state);
    const auto again = logic::parseCandidateText(written);
    FUZZ_REQUIRE_SHOWING(again.ok(), "toCandidateText's text reads back", written);
    checkCandidateGrid(*again);
    if (everyEmptyCellHasTwoCandidates(state))
        FUZZ_REQUIRE_SHOWING(*again == state, "toCandidateText's text reads back to the same state", written);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzBytes in(data, size);
    const Format format = (in.byte() & 1u) ? Format::Candidates729 : Format::Pencilmarks;
    const std::string_view text = in.rest();

    const TextLines lines(text);
    std::istringstream stream{std::string(text)};
    PuzzleReader reader(stream, format);
    while (const std::optional<ReadResult> r = reader.next()) {
        if (!r->ok()) {
            checkParseError(r->error(), lines);
            continue;
        }
        const Puzzle& p = **r;
        FUZZ_REQUIRE(p.layout.format == format, "a puzzle is laid out in the format it was read in");
        checkPuzzle(p);
        checkRoundTrip(p);
        checkRestored(p);
    }
    checkCandidateText(text);
    return 0;
}
