#pragma once
// Puzzles from text (files, clipboard, drops), read by core's PuzzleReader in any format it knows.

#include <QByteArray>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

#include "qudoku/reader.h"
#include "qudoku/result.h"
#include "qudoku/variant_puzzle.h"
#include "qudoku/variant_text.h"

namespace qudoku::ui {

// A file may hold thousands of puzzles; the app keeps at most this many of them.
inline constexpr int kMaxPuzzlesPerFile = 20000;

// One puzzle of a file: a classic one (any text format core reads), or a variant (f-puzzles JSON,
// links, jigsaw text, Solo game IDs: qudoku/variant_text.h).
using AnyPuzzle = std::variant<Puzzle, VariantPuzzle>;

struct PuzzleCollection {
    std::vector<AnyPuzzle> puzzles;
    int skipped = 0;     // puzzles with errors that were left out
    QString firstError;  // the first of those errors, in words, when skipped > 0
};

// "line 4, column 17: expected a digit 1-9, '.' or '0', got 'x'".
QString describeParseError(const ParseError& error);

// The bytes of the file at `path`, for readPuzzles or a saved game, read whole and so only up to
// kMaxTextBytes (qudoku/reader.h: 16 MiB): a bigger file, a folder, a device or a pipe (which could
// block the window for ever, or never end) is refused before it is read, with the reason in words
// ("it is 2.0 GiB, more than the 16 MiB Qudoku reads from a file"). An error from the file system
// comes as QFile words it ("No such file or directory").
Result<QByteArray, QString> readTextFile(const QString& path);

// Why a variant puzzle (an item of readVariantText) could not be read, in words, with its line.
QString describeVariantError(const VariantItem& item);

// Why a text of `bytes` (UTF-8) is not read as a pasted or dropped puzzle, or nullopt when it is
// within kMaxTextBytes.
std::optional<QString> pastedTextTooLarge(qint64 bytes);

// Every readable puzzle in `text`; an error sentence (with line and column) when there is none.
// `fileName`'s extension (.ss, .sdk, .sdm) is the reader's hint for the format. A text of a variant
// format (f-puzzles JSON or JSON Lines, links, a jigsaw text, Solo game IDs) is read as one.
Result<PuzzleCollection, QString> readPuzzles(const QByteArray& text, const QString& fileName = {});

// The file-dialog patterns of every format a file extension names: "*.ss *.sdk *.sdm".
QString puzzleFilePatterns();

} // namespace qudoku::ui
