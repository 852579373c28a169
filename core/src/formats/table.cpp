// The one table of text formats: every place that asks about a format (detection, reading,
// writing, names, extensions, --help, file dialogs) reads its row here.

#include "formats/table.h"

#include <algorithm>
#include <cassert>

#include "formats/formats.h"

namespace qudoku::formats {

namespace {

//  format           name       ext  program  between  per line  max
constexpr FormatRow kRows[] = {
    {{Format::Block, "block", "", "", "", false, kMaxSize}, detectBlock, blockReader, writeBlock},
    {{Format::Line, "line", "", "", "", true, kMaxSize}, detectLine, lineReader, writeLine},
    {{Format::Letters, "letters", "", "", "\n", false, kMaxSize}, detectLetters, lettersReader, writeLetters},
    {{Format::Grid, "grid", "", "", "\n", false, kMaxSize}, detectGrid, gridReader, writeGrid},
};

} // namespace

std::span<const FormatRow> rows() { return kRows; }

const FormatRow& row(Format format) {
    const auto it = std::find_if(std::begin(kRows), std::end(kRows), [&](const FormatRow& r) { return r.info.format == format; });
    assert(it != std::end(kRows));
    return *it;
}

} // namespace qudoku::formats
