#pragma once
// Internal: each format's three functions, one file each; table.cpp puts them in the table.
//
//   detect  how well the first lines of a text fit the format (see Fit)
//   reader  a reader for a stream in the format
//   write   the grid as the format spells it, ending with a newline

#include <memory>
#include <string>

#include "formats/table.h"

namespace qudoku::formats {

// The grid cell counts a one-line puzzle can have: 16, 36, 81, 144, 256, 625.
bool isCellCount(std::size_t n);

Fit detectBlock(const Sample& sample); // block.cpp (POJ 2676)
std::unique_ptr<FormatReader> blockReader();
std::string writeBlock(const WriteInput& input);

Fit detectLine(const Sample& sample); // line.cpp (POJ 3074)
std::unique_ptr<FormatReader> lineReader();
std::string writeLine(const WriteInput& input);

Fit detectLetters(const Sample& sample); // letters.cpp (POJ 3076)
std::unique_ptr<FormatReader> lettersReader();
std::string writeLetters(const WriteInput& input);

Fit detectGrid(const Sample& sample); // grid.cpp
std::unique_ptr<FormatReader> gridReader();
std::string writeGrid(const WriteInput& input);

Fit detectSs(const Sample& sample); // ss.cpp (Simple Sudoku)
std::unique_ptr<FormatReader> ssReader();
std::string writeSs(const WriteInput& input);

Fit detectSdk(const Sample& sample); // sdk.cpp (SadMan Sudoku, SudoCue's notes)
std::unique_ptr<FormatReader> sdkReader();
std::string writeSdk(const WriteInput& input);

Fit detectSdm(const Sample& sample); // sdm.cpp (SudoCue collection)
std::unique_ptr<FormatReader> sdmReader();
std::string writeSdm(const WriteInput& input);

Fit detectPencilmarks(const Sample& sample); // pencilmarks.cpp (HoDoKu / forum pencil-mark grids)
std::unique_ptr<FormatReader> pencilmarkReader();
std::string writePencilmarks(const WriteInput& input);

Fit detectCandidates729(const Sample& sample); // candidates729.cpp (729-character candidate strings)
std::unique_ptr<FormatReader> candidates729Reader();
std::string writeCandidates729(const WriteInput& input);

} // namespace qudoku::formats
