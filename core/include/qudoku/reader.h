#pragma once
// Reading puzzles from text, one at a time (so a file of a million lines streams in constant memory).
//
// Every problem is a ParseError value with the 1-based line and column where it was found; a bad
// puzzle in a batch is reported and the reader moves on to the next one.
//
// Input limits (docs/cli.md and docs/app.md name them): a reader holds one line at a time, never a
// whole input, so a file of any size streams; what bounds its memory is the longest line. The two
// limits below are the only ones, for every caller (the CLI, the app, --pattern).

#include <cstddef>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/grid.h"
#include "qudoku/puzzle.h"
#include "qudoku/result.h"
#include "qudoku/symbols.h"

namespace qudoku {

// The longest line a reader takes: 1 MiB. The longest line any format has is a 729-character
// candidate string (a 25×25 line puzzle has 625), and a comment after a puzzle is a few words, so a
// real puzzle file never comes near it; a file with no line ends at all (a binary, /dev/zero, a 2 GB
// file of zeros) is refused after 1 MiB instead of being read whole into memory. Reading stops at such
// a line (ParseErrorKind::LineTooLong): with no line end in sight there is nothing to go on from.
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

// The most a caller that reads a text whole may take (the app opening a file or pasting, the CLI's
// --pattern file): 16 MiB. The largest puzzle collections in circulation are about 4 MB (the 49,158
// known 17-clue puzzles, 48,766 forum-hardest ones); 16 MiB holds 200,000 9×9 lines, ten times the
// 20,000 puzzles the app keeps from one file, and reads in a blink. A bigger "puzzle file" is a
// mistake (a video, a disk image), refused before it is read. Streams (the CLI's inputs) have no such
// limit: a file of a million puzzles is read a line at a time.
inline constexpr std::size_t kMaxTextBytes = std::size_t{16} << 20;

enum class ParseErrorKind {
    EmptyInput,        // no puzzle at all in the input
    BadSymbol,         // `got` is not a symbol, an empty mark or a separator here
    RowTooShort,       // a row has `actual` cells, `expected` wanted
    RowTooLong,        // a row has more than `expected` cells (column points at the first extra)
    LineLength,        // a Line-format line has `actual` characters: not 16, 36, 81, 144, 256 or 625
    TooFewRows,        // the input ended (or a blank line came) after `actual` of `expected` rows
    BadCaseCount,      // Block format: the first line is not a whole number of cases
    CaseCountMismatch, // Block format: `expected` cases announced, `actual` found
    UnknownSize,       // Grid format: a first row of `actual` cells is no supported size
    ValueOutOfRange,   // Grid format: a number `got` outside 1..N
    NotAPuzzle,        // no format was given and no line of the sample the format is guessed from
                       // (the first 12 lines of text) is a row or line of a puzzle in any format:
                       // prose, a table, a binary. `tried` holds every format detection tried, `got`
                       // the first of those lines (shortened), `line` its number. It is the reader's
                       // only result: the reader stops there (puzzle 0, it belongs to no puzzle)
    // The candidate formats (pencil-mark grids, 729-character strings):
    WrongCellCount,     // `actual` cells (a grid) or characters (a string), `expected` the nearest count
    BadCandidates,      // a candidate `got` outside 1..`size` (a '0', or a 7 in a 6×6 grid)
    RepeatedDigit,      // the candidates `got` name a digit twice ("133")
    MisplacedCandidate, // 729 string: the digit `got` where only `expected` (or '.') can stand
    NoCandidates,       // 729 string: a cell with no candidate at all
    // The input as a whole:
    LineTooLong, // line `line` has more than `expected` (kMaxLineBytes) bytes; the reader stops there
};

std::string_view parseErrorKindName(ParseErrorKind kind); // "bad-symbol", ...

struct ParseError {
    ParseError() = default;
    explicit ParseError(ParseErrorKind k) : kind(k) {}

    ParseErrorKind kind = ParseErrorKind::EmptyInput;
    int line = 0;      // 1-based; 0 when not tied to a line (EmptyInput)
    int column = 0;    // 1-based byte column; 0 when not tied to a column
    std::string got;   // the offending text, printable: non-printable bytes shown as \xNN
    int expected = 0;  // what was expected (count of cells, rows or cases), when meaningful
    int actual = 0;    // what was found
    int size = 0;      // N of the grid being read, when known
    Alphabet alphabet = Alphabet::Digits; // the symbols that were expected, when size is known
    int puzzle = 0;    // 1-based number of the puzzle in the input, when known
    int cell = 0;      // 1-based cell in reading order the error is about (candidate formats), 0 if none
    std::vector<Format> tried; // NotAPuzzle: the formats detection tried, in its order (allFormats())
};

using ReadResult = Result<Puzzle, ParseError>;

class PuzzleReader {
public:
    // Reads from `in`, which must outlive the reader. Without a format, the first lines decide it (see
    // detectFormat, which is also given the `hint`: the format a file's extension names, see
    // formatFromFileName).
    explicit PuzzleReader(std::istream& in, std::optional<Format> format = std::nullopt,
                          std::optional<Format> hint = std::nullopt);
    ~PuzzleReader();
    PuzzleReader(const PuzzleReader&) = delete;
    PuzzleReader& operator=(const PuzzleReader&) = delete;

    // The next puzzle or the error that stopped it; nullopt once the input is exhausted.
    // An input with no puzzle at all yields one EmptyInput error. A line longer than kMaxLineBytes
    // ends the input there: the puzzles before it come first (a puzzle it cuts short is reported as
    // the text before it reads), then one LineTooLong error (puzzle 0: it belongs to no puzzle).
    std::optional<ReadResult> next();

    // The format in use (detected on the first call to next() when not given).
    std::optional<Format> format() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Guesses the format from the first lines of a text (blank and comment lines are passed over; the
// reader hands in up to 12 others). Each format in the table says how well the lines fit it, and the
// best fit wins (the earlier format in allFormats() on a tie): a lone whole number followed by rows
// of digits is Block; a line of 16/36/81/144/256/625 symbols is Line; rows of letters and '-' is
// Letters; anything else with rows of symbols is Grid. docs/formats.md lists every rule.
// A `hint` (the format a file's extension names) is taken whenever the lines fit it at all: an .sdm
// file's lines are also Line puzzles, an .sdk file's rows also a Grid.
std::optional<Format> detectFormat(const std::vector<std::string_view>& firstLines,
                                   std::optional<Format> hint = std::nullopt);

// Convenience: every puzzle (and error) in `text`.
std::vector<ReadResult> readAll(std::string_view text, std::optional<Format> format = std::nullopt,
                                std::optional<Format> hint = std::nullopt);

// Convenience for paste and tests: the first puzzle in `text`, or the first error.
ReadResult readOne(std::string_view text, std::optional<Format> format = std::nullopt,
                   std::optional<Format> hint = std::nullopt);

} // namespace qudoku
