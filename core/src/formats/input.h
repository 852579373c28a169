#pragma once
// Internal: the text a PuzzleReader reads, as every format's reader sees it: lines with lookahead,
// the puzzles numbered on through errors, and whether the input held anything at all.

#include <istream>
#include <string>
#include <string_view>

#include "qudoku/reader.h"
#include "text/line_source.h"

namespace qudoku::formats {

class Input {
public:
    explicit Input(std::istream& in) : src_(in) {}

    bool peek(std::string_view& line, int& lineNumber, std::size_t ahead = 0) { return src_.peek(line, lineNumber, ahead); }
    void pop() { src_.pop(); }
    int lastLineNumber() const { return src_.lastLineNumber(); }
    // The number of a line longer than kMaxLineBytes that ended the input, or 0.
    int tooLongLine() const { return src_.tooLongLine(); }
    // Skips blank and comment lines; false at end of input. `line` is the next content line.
    bool skipToContent(std::string_view& line, int& lineNumber);

    // Results, numbered: a puzzle, or the error that stopped one (numbered too, so the puzzles after
    // it keep their places).
    ReadResult puzzle(Puzzle p);
    ReadResult puzzle(Result<Grid, ParseError> grid, TextLayout layout, int line, std::string title = {});
    ReadResult failPuzzle(ParseError e);

    // The input held something (a Block case count) even if no puzzle follows: no EmptyInput error.
    void markContent() { sawContent_ = true; }
    bool sawContent() const { return sawContent_; }

private:
    text::LineSource src_;
    int puzzleNumber_ = 0;
    bool sawContent_ = false;
};

// A ParseError of `kind` at a line and column.
ParseError errorAt(ParseErrorKind kind, int line, int column);

} // namespace qudoku::formats
