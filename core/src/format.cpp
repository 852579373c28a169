#include "qudoku/format.h"

#include "formats/table.h"

namespace qudoku {

namespace {

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool equalIgnoringCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

} // namespace

std::vector<Format> allFormats() {
    std::vector<Format> out;
    for (const formats::FormatRow& r : formats::rows()) out.push_back(r.info.format);
    return out;
}

const FormatInfo& formatInfo(Format format) { return formats::row(format).info; }

std::string_view formatName(Format format) { return formatInfo(format).name; }

std::optional<Format> formatFromName(std::string_view name) {
    for (const formats::FormatRow& r : formats::rows())
        if (r.info.name == name) return r.info.format;
    return std::nullopt;
}

std::optional<Format> formatFromFileName(std::string_view fileName) {
    if (const std::size_t slash = fileName.find_last_of("/\\"); slash != std::string_view::npos)
        fileName.remove_prefix(slash + 1); // a path: its last part names the file
    const std::size_t dot = fileName.rfind('.');
    if (dot == std::string_view::npos) return std::nullopt;
    const std::string_view extension = fileName.substr(dot + 1);
    for (const formats::FormatRow& r : formats::rows())
        if (!r.info.extension.empty() && equalIgnoringCase(r.info.extension, extension)) return r.info.format;
    return std::nullopt;
}

} // namespace qudoku
