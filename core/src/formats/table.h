#pragma once
// Internal: the one table of text formats (table.cpp). A row is a format's public facts (FormatInfo)
// and its three functions: detect (how well the first lines of a text fit it), reader (a reader for
// a stream in it) and write. detectFormat, PuzzleReader and writeGrid dispatch through this table
// and nothing else; each format's functions live in a file of their own (block.cpp, line.cpp, ...)
// and are declared in formats.h.

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/reader.h"

namespace qudoku::formats {

// How well a text's first lines fit a format. Detection takes the best fit, the earlier row on a
// tie. Possible is never chosen from the text alone: it lets a file's extension pick a format
// whose text looks like another's (an .sdm file of lines is a Line file by its text).
enum class Fit { No, Possible, Fallback, Likely, Sure };

// The first lines of a text, for detection.
struct Sample {
    std::vector<std::string_view> lines;   // the first non-blank lines, comment lines included
    std::vector<std::string_view> content; // the same without the comment lines

    // The first content line without its surrounding blanks ("" when there is none).
    std::string_view first() const;
    // Whether a second content line follows, as long as the first (both trimmed): rows of a grid.
    bool nextSameLength() const;
};

class Input;

// Reads one format from an Input, one puzzle a call, keeping what it needs between puzzles.
class FormatReader {
public:
    virtual ~FormatReader() = default;
    // The next puzzle or the error that stopped it; nullopt once the input is exhausted.
    virtual std::optional<ReadResult> next(Input& input) = 0;
};

// What a writer writes: the grid (the givens) in a layout, and what the format has room for of the
// rest of a puzzle: a title line (Grid), notes (sdk), a position's pencil marks (the candidate
// formats; without them, each empty cell has every candidate the rules leave it).
struct WriteInput {
    const Grid& grid;
    const TextLayout& layout;
    const Pencilmarks* pencilmarks = nullptr;
    std::string_view title = {};
    const std::vector<PuzzleNote>* notes = nullptr;
};

struct FormatRow {
    FormatInfo info;
    Fit (*detect)(const Sample& sample);
    std::unique_ptr<FormatReader> (*reader)();
    std::string (*write)(const WriteInput& input);
};

std::span<const FormatRow> rows();
const FormatRow& row(Format format);

} // namespace qudoku::formats
