// The one table of text formats: every place that asks about a format (detection, reading,
// writing, names, extensions, --help, file dialogs) reads its row here.

#include "formats/table.h"

#include <algorithm>
#include <cassert>

#include "formats/formats.h"
#include "text/line_source.h"

namespace qudoku::formats {

namespace {

// Columns: {format, name, extension, program, answer separator, one puzzle per line, largest size,
// carries candidates},
// then detect, reader, write.
constexpr FormatRow kRows[] = {
    {{Format::Block, "block", "", "", "", false, kMaxSize, false}, detectBlock, blockReader, writeBlock},
    {{Format::Line, "line", "", "", "", true, kMaxSize, false}, detectLine, lineReader, writeLine},
    {{Format::Letters, "letters", "", "", "\n", false, kMaxSize, false}, detectLetters, lettersReader, writeLetters},
    {{Format::Grid, "grid", "", "", "\n", false, kMaxSize, false}, detectGrid, gridReader, writeGrid},
    {{Format::Ss, "ss", "ss", "Simple Sudoku", "\n", false, kMaxSize, false}, detectSs, ssReader, writeSs},
    {{Format::Sdk, "sdk", "sdk", "SadMan Sudoku", "\n", false, kMaxSize, false}, detectSdk, sdkReader, writeSdk},
    {{Format::Sdm, "sdm", "sdm", "SudoCue", "", true, kMaxSize, false}, detectSdm, sdmReader, writeSdm},
    {{Format::Pencilmarks, "pencilmarks", "", "", "\n", false, 9, true}, detectPencilmarks, pencilmarkReader, writePencilmarks},
    {{Format::Candidates729, "candidates729", "", "", "", true, 9, true}, detectCandidates729, candidates729Reader,
     writeCandidates729},
};

} // namespace

std::string_view Sample::first() const {
    std::size_t off = 0;
    return content.empty() ? std::string_view() : text::trimmed(content[0], off);
}

bool Sample::nextSameLength() const {
    std::size_t off = 0;
    return content.size() > 1 && text::trimmed(content[1], off).size() == first().size();
}

std::span<const FormatRow> rows() { return kRows; }

const FormatRow& row(Format format) {
    const auto it = std::find_if(std::begin(kRows), std::end(kRows), [&](const FormatRow& r) { return r.info.format == format; });
    assert(it != std::end(kRows));
    return *it;
}

} // namespace qudoku::formats
