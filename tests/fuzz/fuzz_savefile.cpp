// fuzz_savefile: the app's save-file reader (ui/game/savefile.cpp: a .qudoku file is a JSON object read
// by loadGameJson) and the autosave's (ui/game/autosavefile.cpp: the game on its first line, records of
// what changed after it) on any bytes. Qt Core and Gui only (the game model's undo stack): no
// application object, no display. Qt's JSON parser itself is not instrumented (Debian's Qt), so
// coverage guides the fuzzer through the readers' checks; the dictionary (savefile.dict) and the seed
// corpus give it the keys, the cell codes and the records.
//
// Input: the file's bytes.
//
// Asserted, for each reader, of a game that loads: it is one the game can restore (a supported shape,
// one cell state per cell, values 0..N, givens filled, marks and corner marks within 1..N, colours
// within the palette, an alphabet that spells N, a clock and a hint count that are not negative, the
// computer's digits only where the player's are, a history index within the history, every move's
// cells on the grid); Game::restore takes it and gives it back unchanged, its undo history included;
// Undo walks back to the start and Redo on to the end, each step landing where the file's moves say;
// saving it and loading that gives the same game (loadGameJson, and the autosave's first line).
// UBSan is fatal in the fuzz build, so a number the readers convert without checking its range is a
// finding too.

#include <QByteArray>
#include <QUndoStack>

#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "game/autosavefile.h"
#include "game/game.h"
#include "game/savefile.h"
#include "qudoku/symbols.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;
using namespace qudoku::ui;

void checkCell(const CellState& cell, int n) {
    const MarkSet allMarks = n >= 32 ? ~MarkSet{0} : (MarkSet{1} << n) - 1;
    FUZZ_REQUIRE(cell.value >= 0 && cell.value <= n, "a cell holds a value of the grid or nothing");
    FUZZ_REQUIRE(!cell.given || cell.value != 0, "a given holds a value");
    FUZZ_REQUIRE((cell.marks & ~allMarks) == 0, "pencil marks are values of the grid");
    FUZZ_REQUIRE((cell.corner.set() & ~allMarks) == 0 && cell.corner.size() <= n, "corner marks are values of the grid");
    FUZZ_REQUIRE(cell.colours < (1u << kColours), "colours are the palette's");
    for (int v = 0; v < 25; ++v) {
        const int colour = cell.candidateColours[static_cast<std::size_t>(v)];
        FUZZ_REQUIRE(colour >= 0 && colour <= kColours && (colour == 0 || v < n), "candidate colours are the palette's, on values of the grid");
    }
    FUZZ_REQUIRE(!cell.byComputer || (cell.value != 0 && !cell.given), "only a player's digit is the computer's");
}

void checkSnapshot(const GameSnapshot& s) {
    const int n = s.shape.size();
    const auto shape = Shape::forSize(n);
    FUZZ_REQUIRE(shape && *shape == s.shape, "a loaded game has a supported shape");
    FUZZ_REQUIRE(static_cast<int>(s.cells.size()) == s.shape.cellCount(), "one cell state a cell");
    FUZZ_REQUIRE(alphabetFits(s.alphabet, n), "the alphabet spells every value");
    FUZZ_REQUIRE(s.elapsedMs >= 0, "the clock is not negative");
    FUZZ_REQUIRE(s.hintsUsed >= 0, "the hint count is not negative");
    for (const CellState& cell : s.cells) checkCell(cell, n);
    FUZZ_REQUIRE(s.historyIndex >= 0 && s.historyIndex <= static_cast<int>(s.history.size()), "the history index is within the history");
    for (const Move& move : s.history) {
        FUZZ_REQUIRE(!move.isEmpty(), "a move changes something");
        for (const CellChange& change : move.changes) {
            FUZZ_REQUIRE(change.cell >= 0 && change.cell < s.shape.cellCount(), "a move's cells are on the grid");
            checkCell(change.before, n);
            checkCell(change.after, n);
        }
    }
    for (const Checkpoint& checkpoint : s.checkpoints) {
        FUZZ_REQUIRE(checkpoint.elapsedMs >= 0 && checkpoint.moves >= 0, "a checkpoint's clock and move count are not negative");
        FUZZ_REQUIRE(checkpoint.cells.size() == s.cells.size(), "a checkpoint holds the whole board");
        for (const CellState& cell : checkpoint.cells) checkCell(cell, n);
    }
    FUZZ_REQUIRE(historyError(s).isEmpty(), "a loaded history leads to its position");
}

bool sameMoves(const std::vector<Move>& a, const std::vector<Move>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].text != b[i].text || a[i].changes.size() != b[i].changes.size() || a[i].mode.has_value() != b[i].mode.has_value())
            return false;
        if (a[i].mode && (a[i].mode->before != b[i].mode->before || a[i].mode->after != b[i].mode->after)) return false;
        for (std::size_t k = 0; k < a[i].changes.size(); ++k)
            if (a[i].changes[k].cell != b[i].changes[k].cell || !(a[i].changes[k].before == b[i].changes[k].before) ||
                !(a[i].changes[k].after == b[i].changes[k].after))
                return false;
    }
    return true;
}

bool same(const GameSnapshot& a, const GameSnapshot& b) {
    return a.shape == b.shape && a.alphabet == b.alphabet && a.mode == b.mode && a.cells == b.cells &&
           a.elapsedMs == b.elapsedMs && a.hintsUsed == b.hintsUsed && a.solvedByComputer == b.solvedByComputer &&
           a.historyIndex == b.historyIndex && sameMoves(a.history, b.history) && a.checkpoints == b.checkpoints;
}

// Game::restore takes the snapshot as it is, and its undo stack walks the file's moves both ways.
void checkRestores(const GameSnapshot& s) {
    Game game;
    game.restore(s);
    GameSnapshot back = game.snapshot();
    back.elapsedMs = s.elapsedMs; // a restored game's clock has started: it may have run a little
    FUZZ_REQUIRE(same(back, s), "a restored game is the game loaded");
    GameSnapshot expected = s;
    QUndoStack* stack = game.undoStack();
    while (stack->canUndo()) {
        stack->undo();
        stepHistory(expected, stack->index());
        FUZZ_REQUIRE(game.snapshot().cells == expected.cells && game.mode() == expected.mode, "Undo lands where the file's moves say");
    }
    while (stack->canRedo()) {
        stack->redo();
        stepHistory(expected, stack->index());
        FUZZ_REQUIRE(game.snapshot().cells == expected.cells && game.mode() == expected.mode, "Redo lands where the file's moves say");
    }
}

void checkLoaded(const GameSnapshot& loaded) {
    checkSnapshot(loaded);
    checkRestores(loaded);
    const QByteArray saved = saveGameJson(loaded);
    const auto again = loadGameJson(saved);
    FUZZ_REQUIRE_SHOWING(again.ok(), "a saved game loads", saved.toStdString());
    FUZZ_REQUIRE_SHOWING(same(*again, loaded), "a saved game loads as it was", saved.toStdString());
    const QByteArray line = autosaveFirstLine(loaded, {});
    const auto read = parseAutosave(line);
    FUZZ_REQUIRE_SHOWING(read.ok() && same(read->snapshot, loaded), "an autosave's first line reads as the game", line.toStdString());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    (void)looksLikeSaveFile(json);
    const auto loaded = loadGameJson(json);
    if (loaded) checkLoaded(*loaded);
    else FUZZ_REQUIRE(!loaded.error().isEmpty(), "a rejected file is rejected with a reason");
    const auto autosave = parseAutosave(json);
    if (autosave) checkLoaded(autosave->snapshot);
    else FUZZ_REQUIRE(!autosave.error().isEmpty(), "a rejected autosave is rejected with a reason");
    return 0;
}
