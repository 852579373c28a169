#include "line_source.h"

#include <algorithm>
#include <cstdio>

#include "qudoku/reader.h"

namespace qudoku::text {

LineSource::Read LineSource::readLine(std::string& line) {
    // istream::getline into a fixed piece, as often as the line needs: std::getline would take a line
    // of any length (a 2 GB file without a line end, /dev/zero) whole into memory.
    char piece[4096];
    bool extracted = false;
    for (;;) {
        in_.getline(piece, sizeof piece);
        const auto n = static_cast<std::size_t>(in_.gcount());
        if (in_.bad()) return Read::End;
        if (in_.fail() && !in_.eof()) {
            // The piece filled up before the line ended: keep it, read on.
            line.append(piece, n);
            extracted = true;
            if (line.size() > kMaxLineBytes + 1) return Read::TooLong; // + 1: room for a '\r'
            in_.clear(in_.rdstate() & ~std::ios::failbit);
            continue;
        }
        if (in_.eof()) { // the last line, without a '\n', or nothing more at all
            if (!extracted && n == 0) return Read::End;
            line.append(piece, n);
            break;
        }
        line.append(piece, n - 1); // gcount() counts the '\n', which is not stored
        break;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line.size() > kMaxLineBytes ? Read::TooLong : Read::Line;
}

bool LineSource::peek(std::string_view& line, int& lineNumber, std::size_t ahead) {
    while (pending_.size() <= ahead) {
        if (eof_) return false;
        std::string next;
        const Read read = readLine(next);
        if (read != Read::Line) {
            eof_ = true;
            if (read == Read::TooLong) tooLongLine_ = lineNumber_ + 1;
            return false;
        }
        ++lineNumber_;
        pending_.push_back(std::move(next));
    }
    line = pending_[ahead];
    lineNumber = lineNumber_ - static_cast<int>(pending_.size() - 1 - ahead);
    return true;
}

bool allOf(std::string_view s, bool (*pred)(char)) { return !s.empty() && std::all_of(s.begin(), s.end(), pred); }

bool isBlank(std::string_view line) { return firstNonSpace(line) == line.size(); }

bool isComment(std::string_view line) {
    const std::size_t i = firstNonSpace(line);
    return i < line.size() && line[i] == '#';
}

std::string_view trimRight(std::string_view s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::size_t firstNonSpace(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    return i;
}

std::string_view trimmed(std::string_view line, std::size_t& offset) {
    offset = firstNonSpace(line);
    return trimRight(line.substr(offset));
}

std::string_view freeText(std::string_view line) {
    std::size_t off = 0;
    std::string_view t = trimmed(line, off);
    while (!t.empty() && (t.back() == '\r' || isSpace(t.back()))) t.remove_suffix(1);
    return t;
}

std::string_view firstToken(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && !isSpace(s[i])) ++i;
    return s.substr(0, i);
}

std::vector<RowToken> rowTokens(std::string_view line) {
    std::vector<RowToken> tokens;
    for (std::size_t i = 0; i < line.size();) {
        if (isSpace(line[i]) || line[i] == '|') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < line.size() && !isSpace(line[j]) && line[j] != '|') ++j;
        tokens.push_back({line.substr(i, j - i), static_cast<int>(i) + 1});
        i = j;
    }
    return tokens;
}

std::string printable(std::string_view s, std::size_t max) {
    std::string out;
    for (std::size_t i = 0; i < s.size() && i < max; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        }
    }
    if (s.size() > max) out += "...";
    return out;
}

} // namespace qudoku::text
