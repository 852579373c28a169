#pragma once
// Writing to the standard streams without per-line overhead, so a million answers stay fast.

#include <QString>

#include <string>
#include <string_view>

namespace qudoku::cli {

// Standard output through one buffer, handed to fwrite when it fills and on flush().
class StdoutBuffer {
public:
    StdoutBuffer() = default;
    StdoutBuffer(const StdoutBuffer&) = delete;
    StdoutBuffer& operator=(const StdoutBuffer&) = delete;
    ~StdoutBuffer() { flush(); }

    void append(std::string_view text);
    void flush();

private:
    std::string buffer_;
};

// Writes one line (a newline is added) to standard error at once, so errors show up while a long
// batch is still running.
void printErrorLine(std::string_view line);
void printErrorLine(const QString& line);

// Writes text as is to standard output, unbuffered by us (help and version text).
void printText(const QString& text);

} // namespace qudoku::cli
