#pragma once
// What every result of the puzzle reader must satisfy, whatever the text (fuzz_reader and
// fuzz_pencilmarks): a puzzle is well formed and survives the writer, an error points into the text.

#include <cstddef>
#include <string_view>
#include <vector>

#include "qudoku/puzzle.h"
#include "qudoku/reader.h"

namespace qudoku::fuzz {

// The grid's shape is a supported one and its values in 0..N; the layout's alphabet spells N and its
// format has room for N; a position (the candidate formats, and only they) is consistent with the
// givens: marks only in empty cells that were not solved on the way, two or more of them, within 1..N.
void checkPuzzle(const Puzzle& puzzle);

// writer.h's promise: readOne(writePuzzle(p), p.layout.format) gives p back (grid, layout, title,
// notes, pencil marks; Block after a case-count line; a 729 string's solved values as givens), and
// writing that again gives the same text.
void checkRoundTrip(const Puzzle& puzzle);

// The lines of a text as std::getline splits it, measured once per input (an input can hold hundreds
// of errors, each checked against its line).
class TextLines {
public:
    explicit TextLines(std::string_view text);
    int count() const { return static_cast<int>(lengths_.size()); }
    std::size_t length(int line) const { return lengths_[static_cast<std::size_t>(line - 1)]; } // 1-based

private:
    std::vector<std::size_t> lengths_;
};

// An error names a line of the text (or none: 0) and a column on it or just past its end; what it
// quotes is printable.
void checkParseError(const ParseError& error, const TextLines& lines);

} // namespace qudoku::fuzz
