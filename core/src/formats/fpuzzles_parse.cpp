#include "formats/fpuzzles_parse.h"

#include <string>

#include "qudoku/fpuzzles.h"
#include "qudoku/reader.h"

namespace qudoku::fpuzzles {

namespace {

VariantError textError(VariantErrorKind kind, std::string message) {
    VariantError e;
    e.kind = kind;
    e.message = std::move(message);
    return e;
}

// The first bracket nested deeper than kMaxJsonDepth, outside strings; npos when none is.
std::size_t tooDeepAt(std::string_view text) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string_view::npos;
}

// nlohmann's message without its "[json.exception.parse_error.101] parse error at line 1, column 2: "
// prefix (the line and column are the error's own fields, counted in the whole file).
std::string parseMessage(const std::string& what) {
    std::string m = what;
    if (const std::size_t colon = m.find(": "); m.rfind("[json.exception", 0) == 0 && colon != std::string::npos)
        m = m.substr(colon + 2);
    return m;
}

// nlohmann's DOM builder with the error's position kept instead of thrown. Json::parse throws
// parse_error for bad syntax but out_of_range for a number too large for a double ("1e400", found by
// fuzz_fpuzzles), which has no position; both arrive here first, with the position, so every error
// is reported the same way and none escapes.
struct DomWithErrorPosition {
    using Dom = nlohmann::detail::json_sax_dom_parser<Json>;
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    explicit DomWithErrorPosition(Json& doc) : dom(doc, false) {}

    bool null() { return dom.null(); }
    bool boolean(bool v) { return dom.boolean(v); }
    bool number_integer(number_integer_t v) { return dom.number_integer(v); }
    bool number_unsigned(number_unsigned_t v) { return dom.number_unsigned(v); }
    bool number_float(number_float_t v, const string_t& s) { return dom.number_float(v, s); }
    bool string(string_t& v) { return dom.string(v); }
    bool binary(binary_t& v) { return dom.binary(v); }
    bool start_object(std::size_t n) { return dom.start_object(n); }
    bool key(string_t& v) { return dom.key(v); }
    bool end_object() { return dom.end_object(); }
    bool start_array(std::size_t n) { return dom.start_array(n); }
    bool end_array() { return dom.end_array(); }
    bool parse_error(std::size_t at, const std::string& /*token*/, const nlohmann::detail::exception& x) {
        failed = true;
        position = at;
        message = x.what();
        return false;
    }

    Dom dom;
    bool failed = false;
    std::size_t position = 0;
    std::string message;
};

} // namespace

Result<Json, VariantError> parseDocument(std::string_view json, int firstLine) {
    if (json.size() > kMaxTextBytes) {
        VariantError e = textError(VariantErrorKind::TooLarge, "the text is larger than 16 MiB");
        e.line = firstLine;
        return fail(std::move(e));
    }
    if (const std::size_t deep = tooDeepAt(json); deep != std::string_view::npos) {
        VariantError e = textError(VariantErrorKind::TooDeep, "arrays and objects nested more than " + std::to_string(kMaxJsonDepth) + " deep");
        lineColumnAt(json, deep, firstLine, e.line, e.column);
        return fail(std::move(e));
    }
    Json doc;
    DomWithErrorPosition sax(doc);
    if (!Json::sax_parse(json.begin(), json.end(), &sax) || sax.failed) {
        VariantError e = textError(VariantErrorKind::BadJson, parseMessage(sax.message));
        // sax.position is the count of bytes read when parsing stopped, the bad byte's 1-based position.
        lineColumnAt(json, sax.position > 0 ? sax.position - 1 : 0, firstLine, e.line, e.column);
        return fail(std::move(e));
    }
    return doc;
}

} // namespace qudoku::fpuzzles
