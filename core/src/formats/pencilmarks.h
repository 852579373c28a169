#pragma once
// Internal: a whole text read as one pencil-mark grid, for logic::parseCandidateText (the same
// tokens and rules as the pencilmarks format, without the stream's blocks: every digit in the text
// counts, blank lines and letters included as separators).

#include <string_view>

#include "qudoku/reader.h"

namespace qudoku::formats {

ReadResult readPencilmarkText(std::string_view text);

} // namespace qudoku::formats
