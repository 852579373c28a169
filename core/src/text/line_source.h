#pragma once
// Internal: lines of an input stream with one-line lookahead, Windows line ends stripped. A line is
// read in pieces and never held beyond kMaxLineBytes (reader.h): a longer one ends the input.

#include <deque>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace qudoku::text {

class LineSource {
public:
    explicit LineSource(std::istream& in) : in_(in) {}

    // The line `ahead` lines after the next one (0 = the next), without consuming it; false when the
    // input ends before it. The view stays valid until the next pop().
    bool peek(std::string_view& line, int& lineNumber, std::size_t ahead = 0);
    void pop() { if (!pending_.empty()) pending_.pop_front(); }
    // Number of the last line read from the stream (for "end of input" positions).
    int lastLineNumber() const { return lineNumber_; }
    // The number of the line longer than kMaxLineBytes at which the input ended, or 0. Lines before
    // it are still peeked and popped as usual; it is never handed out.
    int tooLongLine() const { return tooLongLine_; }

private:
    enum class Read { Line, End, TooLong };
    // The next line of the stream into `line`, without its line end. End: the input is over (or
    // could not be read: in_.bad() then).
    Read readLine(std::string& line);

    std::istream& in_;
    std::deque<std::string> pending_; // lines read but not consumed; line numbers follow on
    bool eof_ = false;
    int lineNumber_ = 0;
    int tooLongLine_ = 0;
};

inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
inline bool isSpace(char c) { return c == ' ' || c == '\t'; }
// Whether `s` is not empty and every character satisfies `pred`.
bool allOf(std::string_view s, bool (*pred)(char));

bool isBlank(std::string_view line);
bool isComment(std::string_view line); // first non-space character is '#'
std::string_view trimRight(std::string_view s);
std::size_t firstNonSpace(std::string_view s);
// The line without leading and trailing blanks; `offset` receives the index of its first character.
std::string_view trimmed(std::string_view line, std::size_t& offset);
// Free text on a line (a Grid title, an .sdk note): without surrounding blanks, and without carriage
// returns at its end. A file whose lines end in "\r\r\n" (converted to Windows line ends twice) leaves
// one there after the line end is taken off; kept, it was written back before a '\n' and read again
// as the line end, so the text changed on every round trip (found by fuzz_reader).
std::string_view freeText(std::string_view line);
// The characters of `s` up to its first blank.
std::string_view firstToken(std::string_view s);

// A piece of a row between blanks and '|', with its 1-based column.
struct RowToken {
    std::string_view text;
    int column;
};
// The pieces of a row as blanks and '|' separate them ("5 3 . | . 7 ." -> "5", "3", ".", ".", ...).
std::vector<RowToken> rowTokens(std::string_view line);
// Shows `s` (at most `max` bytes) with non-printable bytes as \xNN, for error messages.
std::string printable(std::string_view s, std::size_t max = 20);

} // namespace qudoku::text
