// SudoCue collection (.sdm): one puzzle per line, 81 symbols, '0' for an empty cell. It reads as a
// Line file does (the same reader, so '.' is empty too and the same sizes work); it has a name of
// its own so an .sdm file's answers and exports are written back with '0'.

#include "formats/formats.h"
#include "formats/line.h"
#include "formats/rows.h"

namespace qudoku::formats {

// An .sdm file is a Line file by its text: possible, never chosen without its extension.
Fit detectSdm(const Sample& sample) { return fitsLine(sample) ? Fit::Possible : Fit::No; }

std::unique_ptr<FormatReader> sdmReader() { return lineReader(Format::Sdm); }

std::string writeSdm(const WriteInput& input) {
    std::string out;
    for (int cell = 0; cell < input.grid.cellCount(); ++cell) out += cellSymbol(input.grid, cell, input.layout.alphabet, '0');
    return out + '\n';
}

} // namespace qudoku::formats
