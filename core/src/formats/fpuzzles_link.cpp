// f-puzzles and SudokuPad links (qudoku/fpuzzles.h): the JSON, lz-string compressed to base64,
// after "?load=" (f-puzzles) or after the puzzle-id prefix "fpuzzles" (SudokuPad).


#include "formats/fpuzzles_json.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/lzstring.h"

namespace qudoku {

namespace {

constexpr std::string_view kFpuzzlesPrefix = "https://f-puzzles.com/?load=";
constexpr std::string_view kSudokuPadPrefix = "https://sudokupad.app/fpuzzles";

std::string_view trim(std::string_view s, std::size_t& offset) {
    offset = 0;
    while (offset < s.size() && (s[offset] == ' ' || s[offset] == '\t')) ++offset;
    std::size_t end = s.size();
    while (end > offset && (s[end - 1] == ' ' || s[end - 1] == '\t' || s[end - 1] == '\r' || s[end - 1] == '\n')) --end;
    return s.substr(offset, end - offset);
}

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// The address without "http(s)://" and "www.", or the text itself when it has no scheme.
std::string_view withoutScheme(std::string_view s) {
    for (const std::string_view scheme : {"https://", "http://"})
        if (startsWith(s, scheme)) {
            s.remove_prefix(scheme.size());
            if (startsWith(s, "www.")) s.remove_prefix(4);
            return s;
        }
    return s;
}

// Where the lz-string data of a link starts in `text` (npos when `text` is no link this reads).
std::size_t dataStart(std::string_view text) {
    const std::string_view rest = withoutScheme(text);
    const std::size_t schemeLength = text.size() - rest.size();
    if (startsWith(rest, "f-puzzles.com/")) {
        for (const std::string_view param : {"?load=", "&load="})
            if (const std::size_t at = rest.find(param); at != std::string_view::npos) return schemeLength + at + param.size();
        return std::string_view::npos;
    }
    for (const std::string_view host : {"sudokupad.app/", "app.crackingthecryptic.com/", "beta.sudokupad.app/"}) {
        if (!startsWith(rest, host)) continue;
        // /fpuzzles<data>, /sudoku/fpuzzles<data>, ?puzzleid=fpuzzles<data>, ?load=fpuzzles<data>
        for (const std::string_view lead : {"/fpuzzles", "=fpuzzles"})
            if (const std::size_t at = rest.find(lead); at != std::string_view::npos) return schemeLength + at + lead.size();
        return std::string_view::npos;
    }
    if (startsWith(text, "fpuzzles") && text.size() > 8) return 8; // a SudokuPad puzzle id
    return std::string_view::npos;
}

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The data up to the end of its parameter, percent escapes decoded and a blank taken as the '+'
// a query parameter's decoding turned into one.
std::string linkData(std::string_view data) {
    const std::size_t end = data.find_first_of("&#?");
    data = data.substr(0, end);
    std::string out;
    out.reserve(data.size());
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (data[i] == '%' && i + 2 < data.size() && hexValue(data[i + 1]) >= 0 && hexValue(data[i + 2]) >= 0) {
            out.push_back(static_cast<char>(hexValue(data[i + 1]) * 16 + hexValue(data[i + 2])));
            i += 2;
        } else {
            out.push_back(data[i] == ' ' ? '+' : data[i]);
        }
    }
    return out;
}

VariantError linkError(std::string message, int line, int column) {
    VariantError e;
    e.kind = VariantErrorKind::BadLink;
    e.line = line;
    e.column = column;
    e.message = std::move(message);
    return e;
}

} // namespace

bool isFpuzzlesLink(std::string_view text) {
    std::size_t offset = 0;
    return dataStart(trim(text, offset)) != std::string_view::npos;
}

VariantResult readFpuzzlesLink(std::string_view link, int line) {
    std::size_t offset = 0;
    const std::string_view text = trim(link, offset);
    const std::size_t start = dataStart(text);
    if (start == std::string_view::npos)
        return fail(linkError("not an f-puzzles link (https://f-puzzles.com/?load=...) or SudokuPad f-puzzles link "
                              "(https://sudokupad.app/fpuzzles...)",
                              line, static_cast<int>(offset) + 1));
    const int column = static_cast<int>(offset + start) + 1;
    const std::string data = linkData(text.substr(start));
    if (data.empty()) return fail(linkError("the link has no puzzle data after its prefix", line, column));
    Result<std::string, LzError> json = lzDecompressFromBase64(data);
    if (!json) {
        const LzError& lz = json.error();
        const int at = column + static_cast<int>(lz.position);
        switch (lz.kind) {
        case LzError::Kind::BadCharacter:
            return fail(linkError("the link's data has a character that is not base64 ('" + std::string(1, data[lz.position]) + "')", line, at));
        case LzError::Kind::TooLarge: {
            VariantError e = linkError("the link's data decompresses to more than 4 MiB", line, column);
            e.kind = VariantErrorKind::TooLarge;
            return fail(std::move(e));
        }
        case LzError::Kind::Truncated: return fail(linkError("the link's data ends too early (is the link complete?)", line, column));
        case LzError::Kind::BadCode:
        case LzError::Kind::BadText: return fail(linkError("the link's data is not lz-string compressed text", line, column));
        }
    }
    // The JSON's own errors (a line:column inside the decompressed text) mean little to a reader
    // of the link: they keep their message, at the link's place.
    VariantResult puzzle = readFpuzzlesJson(*json, line);
    if (!puzzle) {
        VariantError e = puzzle.error();
        if (e.kind == VariantErrorKind::BadJson || e.kind == VariantErrorKind::TooDeep) {
            e.message = "the link's data is not f-puzzles JSON: " + e.message;
            e.line = line;
            e.column = column;
        }
        return fail(std::move(e));
    }
    return puzzle;
}

std::string fpuzzlesLink(const VariantPuzzle& puzzle) {
    // writeFpuzzlesJson writes valid UTF-8 (nlohmann replaces any invalid byte), so compression
    // cannot fail.
    Result<std::string, LzError> data = lzCompressToBase64(writeFpuzzlesJson(puzzle));
    return std::string(kFpuzzlesPrefix) + (data ? *data : std::string());
}

std::string sudokuPadLink(const VariantPuzzle& puzzle) {
    Result<std::string, LzError> data = lzCompressToBase64(writeFpuzzlesJson(puzzle));
    return std::string(kSudokuPadPrefix) + (data ? *data : std::string());
}

} // namespace qudoku
