#include "qudoku/format.h"

namespace qudoku {

std::string_view formatName(Format format) {
    switch (format) {
    case Format::Block: return "block";
    case Format::Line: return "line";
    case Format::Letters: return "letters";
    case Format::Grid: return "grid";
    }
    return "";
}

std::optional<Format> formatFromName(std::string_view name) {
    for (Format f : {Format::Block, Format::Line, Format::Letters, Format::Grid})
        if (formatName(f) == name) return f;
    return std::nullopt;
}

} // namespace qudoku
