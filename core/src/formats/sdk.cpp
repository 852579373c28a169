// SadMan Software Sudoku (.sdk), with SudoCue's notes: nine rows of nine symbols, '.' for an empty
// cell, after optional "#X" lines that describe the puzzle ("#ARuud": A author, D description,
// C comment, B date published, S source, L level, U source URL) and an optional "[Puzzle]" header.
// Other sections ("[State]", ...) are skipped up to the next "[Puzzle]". The notes are kept on the
// puzzle (Puzzle::notes) and written back before the rows.

#include "formats/formats.h"
#include "formats/input.h"
#include "formats/rows.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

bool isSectionHeader(std::string_view t) { return t.size() > 2 && t.front() == '[' && t.back() == ']'; }

bool isPuzzleHeader(std::string_view t) {
    constexpr std::string_view kHeader = "[puzzle]";
    if (t.size() != kHeader.size()) return false;
    for (std::size_t i = 0; i < t.size(); ++i)
        if ((text::isLetter(t[i]) ? static_cast<char>(t[i] | 0x20) : t[i]) != kHeader[i]) return false;
    return true;
}

// "#ARuud": a '#' right before a capital letter. "# a comment" is a comment, as in every format.
bool isNote(std::string_view t) { return t.size() >= 2 && t[0] == '#' && t[1] >= 'A' && t[1] <= 'Z'; }

// A row of symbols with no blanks or bars, as long as a grid is wide.
bool isCompactRow(std::string_view t) {
    const auto shape = Shape::forSize(static_cast<int>(t.size()));
    if (!shape) return false;
    for (char c : t)
        if (!text::couldBeSymbol(c, shape->size())) return false;
    return true;
}

class SdkReader final : public FormatReader {
public:
    std::optional<ReadResult> next(Input& input) override;

private:
    std::unique_ptr<FormatReader> rows_ = rowsReader(RowsPolicy{Format::Sdk});
    bool inOtherSection_ = false; // skipping a section that is not [Puzzle]
};

std::optional<ReadResult> SdkReader::next(Input& input) {
    std::vector<PuzzleNote> notes;
    std::string_view line;
    int lineNo = 0;
    while (input.peek(line, lineNo)) {
        std::size_t off = 0;
        const std::string_view t = text::trimmed(line, off);
        if (isSectionHeader(t)) {
            inOtherSection_ = !isPuzzleHeader(t);
        } else if (t.empty() || inOtherSection_) {
            // blank, or inside a section that is not the puzzle
        } else if (isNote(t)) {
            notes.push_back({t[1], std::string(text::freeText(t).substr(2))});
        } else if (!text::isComment(t)) {
            break; // the first row
        }
        input.pop();
    }
    std::optional<ReadResult> r = rows_->next(input);
    if (!r) {
        if (notes.empty()) return std::nullopt;
        return input.failPuzzle(errorAt(ParseErrorKind::TooFewRows, input.lastLineNumber(), 0));
    }
    if (r->ok()) r->value().notes = std::move(notes);
    return r;
}

} // namespace

// A "[Puzzle]" header, or SudoCue notes before the first row, is sure; plain compact rows are only
// possible (they are a Grid as much), for a file whose extension says .sdk.
Fit detectSdk(const Sample& sample) {
    bool marked = false;
    for (std::string_view line : sample.lines) {
        std::size_t off = 0;
        const std::string_view t = text::trimmed(line, off);
        if (isPuzzleHeader(t) || isNote(t)) {
            marked = true;
            continue;
        }
        if (text::isComment(t)) continue;
        if (!isCompactRow(t)) return Fit::No;
        return marked ? Fit::Sure : Fit::Possible;
    }
    return Fit::No;
}

std::unique_ptr<FormatReader> sdkReader() { return std::make_unique<SdkReader>(); }

std::string writeSdk(const WriteInput& input) {
    std::string out;
    if (input.notes)
        for (const PuzzleNote& note : *input.notes) out += '#' + std::string(1, note.key) + note.text + '\n';
    return out + plainRows(input.grid, input.layout.alphabet, '.');
}

} // namespace qudoku::formats
