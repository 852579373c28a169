#pragma once
// Writing JSON by hand, for --json's one object a line (JSON Lines): keys in a fixed order, ratings
// with exactly one decimal (7.1, never 7.1000000000000005), strings escaped per RFC 8259.

#include <string>
#include <string_view>

namespace qudoku::cli {

// "7.1": a rating with one decimal and a '.', whatever the locale (the plain fields use it too).
std::string oneDecimal(double value);

// `text` (UTF-8) as a JSON string literal, quotes included: ", \ and control characters escaped.
std::string jsonString(std::string_view text);

// One object or array under construction; add members in order, then take text().
//   JsonObject o; o.add("index", 3).addRating("er", 7.1).add("grade", "hard"); o.text()
//     -> {"index":3,"er":7.1,"grade":"hard"}
class JsonObject {
public:
    JsonObject& add(std::string_view key, std::string_view value); // a string
    JsonObject& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
    JsonObject& add(std::string_view key, int value);
    JsonObject& add(std::string_view key, bool value);
    JsonObject& addRating(std::string_view key, double value); // a number with one decimal
    JsonObject& addNull(std::string_view key);
    JsonObject& addRaw(std::string_view key, std::string_view json); // an object or array already written

    std::string text() const { return body_ + '}'; }

private:
    JsonObject& member(std::string_view key, std::string_view json);
    std::string body_ = "{";
};

// "[a,b,c]" from JSON texts.
class JsonArray {
public:
    JsonArray& addRaw(std::string_view json);
    std::string text() const { return body_ + ']'; }

private:
    std::string body_ = "[";
};

} // namespace qudoku::cli
