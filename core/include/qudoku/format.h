#pragma once
// The text formats Qudoku reads and writes.
//
//   Block   (POJ 2676)  first line: number of cases; then N lines of N symbols per case, '0' = empty.
//   Line    (POJ 3074)  one puzzle per line of N*N symbols ('.' or '0' empty); a line "end" ends input.
//   Letters (POJ 3076)  N lines of N letters (A-P for 16×16), '-' = empty; blank lines between cases.
//   Grid                rows of symbols, optionally separated by spaces and '|', with ruler lines
//                       such as "------+-------+------" or "+---+---+" ignored; '.', '0', '_' empty.
//                       A title line (e.g. "Grid 01", as in Project Euler 96) may precede a puzzle.
//
// In every format, lines starting with '#' are comments, and Windows line ends are accepted.

#include <optional>
#include <string_view>

#include "qudoku/symbols.h"

namespace qudoku {

enum class Format { Block, Line, Letters, Grid };

// How a puzzle was spelled, so its answer can be written back the same way.
struct TextLayout {
    Format format = Format::Line;
    Alphabet alphabet = Alphabet::Digits;
    bool compactRows = false; // Grid format: rows written without spaces ("003020600")

    friend bool operator==(const TextLayout&, const TextLayout&) = default;
};

std::string_view formatName(Format format); // "block", "line", "letters", "grid"
std::optional<Format> formatFromName(std::string_view name);

} // namespace qudoku
