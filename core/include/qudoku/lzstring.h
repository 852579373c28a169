#pragma once
// lz-string's compressToBase64 and decompressFromBase64 (pieroxy's JavaScript library, version 1.x),
// written for Qudoku from the algorithm's description: the compression f-puzzles and SudokuPad put
// in their links ("https://f-puzzles.com/?load=N4IgzglgXgpi...").
//
// lz-string works on JavaScript strings, that is on UTF-16 code units; these functions take and give
// UTF-8 and convert at the edges, so a title "Fraπ" compresses to the bytes the JavaScript library
// makes of the same string. The output of decompression is bounded (a link of a few kilobytes can
// describe megabytes: each code may repeat all that came before), and every malformed input is an
// error, never a crash or an unbounded allocation.

#include <cstddef>
#include <string>
#include <string_view>

#include "qudoku/result.h"

namespace qudoku {

// The most decompressFromBase64 gives: 4 MiB of UTF-8. f-puzzles documents are small: the 85 puzzles
// of SudokuVariantSolverJS's puzzles.json decompress to 474 bytes - 9.8 KB (measured with the
// JavaScript library), so the bound is 400 times the largest of them.
inline constexpr std::size_t kMaxLzOutputBytes = std::size_t{4} << 20;

struct LzError {
    enum class Kind {
        BadCharacter, // a character outside the base64 alphabet (position: its 0-based index)
        BadCode,      // a code that names no dictionary entry yet (the data is not lz-string's)
        Truncated,    // the data ended before the end-of-stream code
        TooLarge,     // the output would exceed the limit
        BadText,      // the text is not valid UTF-8 (compress) or the output not valid UTF-16 (decompress)
    };
    Kind kind = Kind::BadCode;
    std::size_t position = 0; // in the input: the character (BadCharacter, BadText) or where decoding stopped
};

// The base64 text lz-string's compressToBase64 makes of `utf8` (padded with '=' to a multiple of 4).
Result<std::string, LzError> lzCompressToBase64(std::string_view utf8);

// The text lz-string's decompressFromBase64 makes of `base64`, as UTF-8, at most `maxBytes` long.
// '=' padding and trailing blanks are accepted; any other character outside the alphabet is an error.
Result<std::string, LzError> lzDecompressFromBase64(std::string_view base64, std::size_t maxBytes = kMaxLzOutputBytes);

} // namespace qudoku
