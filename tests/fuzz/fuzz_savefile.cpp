// fuzz_savefile: the app's save-file reader (ui/game/savefile.cpp: a .qudoku file, and the autosave,
// are JSON objects read by loadGameJson) on any bytes. Qt Core only: no application object, no display.
// Qt's JSON parser itself is not instrumented (Debian's Qt), so coverage guides the fuzzer through
// savefile.cpp's checks; the dictionary (fuzz_savefile.dict) and the seed corpus give it the keys.
//
// Input: the file's bytes.
//
// Asserted: a snapshot that loads is one the game can restore (a supported shape, one cell state per
// cell, values 0..N, givens filled, marks within 1..N, an alphabet that spells N, a clock and a hint
// count that are not negative, the computer's digits only where the player's are); saving it and
// loading that gives the same snapshot. UBSan is fatal in the fuzz build, so a number the reader
// converts without checking its range is a finding too.

#include <QByteArray>

#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "game/savefile.h"
#include "qudoku/symbols.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;
using namespace qudoku::ui;

void checkSnapshot(const GameSnapshot& s) {
    const int n = s.shape.size();
    const auto shape = Shape::forSize(n);
    FUZZ_REQUIRE(shape && *shape == s.shape, "a loaded game has a supported shape");
    FUZZ_REQUIRE(static_cast<int>(s.cells.size()) == s.shape.cellCount(), "one cell state a cell");
    FUZZ_REQUIRE(alphabetFits(s.alphabet, n), "the alphabet spells every value");
    FUZZ_REQUIRE(s.elapsedMs >= 0, "the clock is not negative");
    FUZZ_REQUIRE(s.hintsUsed >= 0, "the hint count is not negative");
    const MarkSet allMarks = n >= 32 ? ~MarkSet{0} : (MarkSet{1} << n) - 1;
    for (const CellState& cell : s.cells) {
        FUZZ_REQUIRE(cell.value >= 0 && cell.value <= n, "a cell holds a value of the grid or nothing");
        FUZZ_REQUIRE(!cell.given || cell.value != 0, "a given holds a value");
        FUZZ_REQUIRE((cell.marks & ~allMarks) == 0, "pencil marks are values of the grid");
        FUZZ_REQUIRE(!cell.byComputer || (cell.value != 0 && !cell.given), "only a player's digit is the computer's");
    }
}

bool same(const GameSnapshot& a, const GameSnapshot& b) {
    return a.shape == b.shape && a.alphabet == b.alphabet && a.mode == b.mode && a.cells == b.cells &&
           a.elapsedMs == b.elapsedMs && a.hintsUsed == b.hintsUsed && a.solvedByComputer == b.solvedByComputer;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    (void)looksLikeSaveFile(json);
    const auto loaded = loadGameJson(json);
    if (!loaded) {
        FUZZ_REQUIRE(!loaded.error().isEmpty(), "a rejected file is rejected with a reason");
        return 0;
    }
    checkSnapshot(*loaded);
    const QByteArray saved = saveGameJson(*loaded);
    const auto again = loadGameJson(saved);
    FUZZ_REQUIRE_SHOWING(again.ok(), "a saved game loads", saved.toStdString());
    FUZZ_REQUIRE_SHOWING(same(*again, *loaded), "a saved game loads as it was", saved.toStdString());
    return 0;
}
