#include "formats/input.h"

namespace qudoku::formats {

bool Input::skipToContent(std::string_view& line, int& lineNumber) {
    while (src_.peek(line, lineNumber)) {
        if (!text::isBlank(line) && !text::isComment(line)) return true;
        src_.pop();
    }
    return false;
}

ReadResult Input::puzzle(Puzzle p) {
    p.number = ++puzzleNumber_;
    return p;
}

ReadResult Input::puzzle(Result<Grid, ParseError> grid, TextLayout layout, int line, std::string title) {
    if (!grid) return failPuzzle(grid.error());
    Puzzle p;
    p.grid = std::move(*grid);
    p.layout = layout;
    p.line = line;
    p.title = std::move(title);
    return puzzle(std::move(p));
}

ReadResult Input::failPuzzle(ParseError e) {
    e.puzzle = ++puzzleNumber_;
    return fail(std::move(e));
}

ParseError errorAt(ParseErrorKind kind, int line, int column) {
    ParseError e{kind};
    e.line = line;
    e.column = column;
    return e;
}

} // namespace qudoku::formats
