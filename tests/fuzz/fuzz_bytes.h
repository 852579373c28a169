#pragma once
// A fuzz input taken apart from the front: bytes and numbers for the options a target varies, then
// the rest as text or cells. Past the end every read gives zero, so any input, even an empty one,
// decodes to something (libFuzzer's inputs are all lengths).

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace qudoku::fuzz {

class FuzzBytes {
public:
    FuzzBytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : std::uint8_t{0}; }
    // Little-endian, from the next `count` bytes (at most 8).
    std::uint64_t number(int count) {
        std::uint64_t n = 0;
        for (int i = 0; i < count; ++i) n |= std::uint64_t{byte()} << (8 * i);
        return n;
    }
    // A byte's value in 0..n-1 (n > 0).
    int below(int n) { return byte() % n; }

    std::size_t remaining() const { return size_ - pos_; }
    // What is left, as text; the input is used up.
    std::string_view rest() {
        const std::string_view out(reinterpret_cast<const char*>(data_ + pos_), size_ - pos_);
        pos_ = size_;
        return out;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

} // namespace qudoku::fuzz
