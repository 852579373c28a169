#include "output.h"

#include <cstdio>

namespace qudoku::cli {

namespace {

constexpr std::size_t kFlushThreshold = 64 * 1024;

void writeAll(std::FILE* stream, std::string_view text) { std::fwrite(text.data(), 1, text.size(), stream); }

} // namespace

void StdoutBuffer::append(std::string_view text) {
    buffer_ += text;
    if (buffer_.size() >= kFlushThreshold) flush();
}

void StdoutBuffer::flush() {
    writeAll(stdout, buffer_);
    std::fflush(stdout);
    buffer_.clear();
}

void printErrorLine(std::string_view line) {
    std::string withNewline;
    withNewline.reserve(line.size() + 1);
    withNewline.append(line).push_back('\n');
    writeAll(stderr, withNewline);
}

void printErrorLine(const QString& line) { printErrorLine(line.toStdString()); }

void printText(const QString& text) {
    writeAll(stdout, text.toStdString());
    std::fflush(stdout);
}

} // namespace qudoku::cli
