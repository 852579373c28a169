#include "json.h"

#include <charconv>

#include <cstdio>

namespace qudoku::cli {

std::string oneDecimal(double value) {
    // std::to_chars ignores the C locale, which QCoreApplication sets from the environment on Unix:
    // printf's "%.1f" would write "7,1" under LC_NUMERIC=de_DE.
    char number[32];
    const auto end = std::to_chars(number, number + sizeof number, value, std::chars_format::fixed, 1).ptr;
    return std::string(number, end);
}

std::string jsonString(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            // Other control characters as \u00XX; bytes of 0x80 and up are UTF-8 and pass as they are.
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

JsonObject& JsonObject::member(std::string_view key, std::string_view json) {
    if (body_.size() > 1) body_ += ',';
    body_ += jsonString(key);
    body_ += ':';
    body_ += json;
    return *this;
}

JsonObject& JsonObject::add(std::string_view key, std::string_view value) { return member(key, jsonString(value)); }

JsonObject& JsonObject::add(std::string_view key, int value) { return member(key, std::to_string(value)); }

JsonObject& JsonObject::add(std::string_view key, bool value) { return member(key, value ? "true" : "false"); }

JsonObject& JsonObject::addRating(std::string_view key, double value) { return member(key, oneDecimal(value)); }

JsonObject& JsonObject::addNull(std::string_view key) { return member(key, "null"); }

JsonObject& JsonObject::addRaw(std::string_view key, std::string_view json) { return member(key, json); }

JsonArray& JsonArray::addRaw(std::string_view json) {
    if (body_.size() > 1) body_ += ',';
    body_ += json;
    return *this;
}

} // namespace qudoku::cli
