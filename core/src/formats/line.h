#pragma once
// Internal: the one-puzzle-a-line reader, shared by Line and the formats that are Line files under
// another name (sdm).

#include <memory>

#include "formats/table.h"

namespace qudoku::formats {

// Whether the first lines are puzzles of one line each (detectLine's rule).
bool fitsLine(const Sample& sample);
// A Line reader whose puzzles are laid out as `format`.
std::unique_ptr<FormatReader> lineReader(Format format);

} // namespace qudoku::formats
