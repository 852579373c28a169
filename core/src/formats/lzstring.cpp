// lz-string's compressToBase64 / decompressFromBase64, from the algorithm (see qudoku/lzstring.h).
//
// The stream: LZW over UTF-16 code units with a dictionary that starts with three reserved codes
// (0: a new 8-bit character follows, 1: a new 16-bit character follows, 2: end of stream) and grows
// by one entry per code; the code width starts at 2 bits and grows by one whenever the dictionary
// outgrows it. Each code is written least significant bit first; the bits are packed into 6-bit
// base64 characters most significant bit first, and the last character is padded with zeros.
// The one subtlety is when the width grows: the compressor widens one code later than the
// decompressor, because it counts the entry a new character will make before it writes it.

#include "qudoku/lzstring.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace qudoku {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int base64Value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

// UTF-8 to UTF-16 code units; nullopt (with the byte where it went wrong) on malformed UTF-8.
std::optional<std::u16string> toUtf16(std::string_view s, std::size_t& badAt) {
    std::u16string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        const auto b = static_cast<unsigned char>(s[i]);
        std::uint32_t cp = 0;
        int more = 0;
        if (b < 0x80) cp = b;
        else if ((b & 0xE0) == 0xC0) cp = b & 0x1Fu, more = 1;
        else if ((b & 0xF0) == 0xE0) cp = b & 0x0Fu, more = 2;
        else if ((b & 0xF8) == 0xF0) cp = b & 0x07u, more = 3;
        else {
            badAt = i;
            return std::nullopt;
        }
        if (i + static_cast<std::size_t>(more) >= s.size() && more > 0) {
            badAt = i;
            return std::nullopt;
        }
        for (int k = 1; k <= more; ++k) {
            const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            if ((c & 0xC0) != 0x80) {
                badAt = i;
                return std::nullopt;
            }
            cp = (cp << 6) | (c & 0x3Fu);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        const bool overlong = (more == 1 && cp < 0x80) || (more == 2 && cp < 0x800) || (more == 3 && cp < 0x10000);
        if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
            badAt = i;
            return std::nullopt;
        }
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(cp));
        }
        i += static_cast<std::size_t>(more) + 1;
    }
    return out;
}

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

// UTF-16 code units to UTF-8; nullopt on a lone surrogate (JavaScript strings may hold one, UTF-8
// cannot).
std::optional<std::string> toUtf8(const std::u16string& s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const std::uint32_t u = s[i];
        if (u >= 0xD800 && u <= 0xDBFF) {
            if (i + 1 >= s.size() || s[i + 1] < 0xDC00 || s[i + 1] > 0xDFFF) return std::nullopt;
            const std::uint32_t lo = s[++i];
            appendUtf8(out, 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00));
        } else if (u >= 0xDC00 && u <= 0xDFFF) {
            return std::nullopt;
        } else {
            appendUtf8(out, u);
        }
    }
    return out;
}

// Writes codes of a given width, least significant bit first, into 6-bit characters.
class BitWriter {
public:
    void write(std::uint32_t value, int bits) {
        for (int i = 0; i < bits; ++i) {
            bit(value & 1u);
            value >>= 1;
        }
    }
    // Pads the last character with zeros. lz-string always writes one more character here, even
    // when the bits end on a character boundary.
    std::string finish() {
        while (true) {
            current_ <<= 1;
            if (position_ == 5) {
                out_.push_back(kAlphabet[current_]);
                break;
            }
            ++position_;
        }
        while (out_.size() % 4 != 0) out_.push_back('=');
        return std::move(out_);
    }

private:
    void bit(std::uint32_t b) {
        current_ = (current_ << 1) | b;
        if (position_ == 5) {
            out_.push_back(kAlphabet[current_]);
            current_ = 0;
            position_ = 0;
        } else {
            ++position_;
        }
    }
    std::string out_;
    std::uint32_t current_ = 0;
    int position_ = 0;
};

// Reads codes from 6-bit characters; reading past the last character fails.
class BitReader {
public:
    explicit BitReader(const std::vector<std::uint8_t>& values) : values_(values) {}
    std::optional<std::uint32_t> read(int bits) {
        std::uint32_t value = 0;
        for (int i = 0; i < bits; ++i) {
            if (index_ >= values_.size()) return std::nullopt;
            if (values_[index_] & mask_) value |= 1u << i;
            mask_ >>= 1;
            if (mask_ == 0) {
                mask_ = 32;
                ++index_;
            }
        }
        return value;
    }
    std::size_t index() const { return index_; }

private:
    const std::vector<std::uint8_t>& values_;
    std::size_t index_ = 0;
    std::uint32_t mask_ = 32;
};

} // namespace

Result<std::string, LzError> lzCompressToBase64(std::string_view utf8) {
    std::size_t badAt = 0;
    const std::optional<std::u16string> text = toUtf16(utf8, badAt);
    if (!text) return fail(LzError{LzError::Kind::BadText, badAt});

    // The dictionary as a trie: every entry but a single character is an earlier entry plus one
    // character, so an entry is found by (its prefix's code, its last character). lz-string keys
    // its dictionary by the whole string; a string key made compression quadratic in the length of
    // a repeat (8 MiB of one letter: 12 s; with the trie 0.3 s).
    std::unordered_map<char16_t, std::uint32_t> single;
    std::unordered_map<std::uint64_t, std::uint32_t> child;
    std::unordered_map<std::uint32_t, char16_t> toCreate; // characters whose literal is not written yet, by code
    std::uint32_t dictSize = 3;
    std::uint32_t enlargeIn = 2;
    int numBits = 2;
    BitWriter out;
    const auto shrinkRoom = [&] {
        if (--enlargeIn == 0) {
            enlargeIn = 1u << numBits;
            ++numBits;
        }
    };
    // Writes the code of w: a new character's literal the first time, its dictionary entry after.
    const auto emit = [&](std::uint32_t w) {
        if (const auto it = toCreate.find(w); it != toCreate.end()) {
            const char16_t c = it->second;
            if (c < 256) {
                out.write(0, numBits);
                out.write(c, 8);
            } else {
                out.write(1, numBits);
                out.write(c, 16);
            }
            shrinkRoom();
            toCreate.erase(it);
        } else {
            out.write(w, numBits);
        }
        shrinkRoom();
    };

    constexpr std::uint32_t kNone = 0; // no entry (codes 0..2 are reserved, never an entry)
    std::uint32_t w = kNone;
    for (const char16_t c : *text) {
        auto s1 = single.find(c);
        if (s1 == single.end()) {
            s1 = single.emplace(c, dictSize).first;
            toCreate.emplace(dictSize, c);
            ++dictSize;
        }
        if (w == kNone) {
            w = s1->second;
            continue;
        }
        const std::uint64_t key = (std::uint64_t{w} << 16) | c;
        if (const auto next = child.find(key); next != child.end()) {
            w = next->second;
        } else {
            emit(w);
            child.emplace(key, dictSize++);
            w = s1->second;
        }
    }
    if (w != kNone) emit(w);
    out.write(2, numBits);
    return out.finish();
}

Result<std::string, LzError> lzDecompressFromBase64(std::string_view base64, std::size_t maxBytes) {
    // The characters' values; '=' only as padding at the end, trailing blanks ignored.
    std::size_t end = base64.size();
    while (end > 0 && (base64[end - 1] == ' ' || base64[end - 1] == '\n' || base64[end - 1] == '\r' || base64[end - 1] == '\t'))
        --end;
    while (end > 0 && base64[end - 1] == '=') --end;
    std::vector<std::uint8_t> values;
    values.reserve(end);
    for (std::size_t i = 0; i < end; ++i) {
        const int v = base64Value(base64[i]);
        if (v < 0) return fail(LzError{LzError::Kind::BadCharacter, i});
        values.push_back(static_cast<std::uint8_t>(v));
    }
    if (values.empty()) return fail(LzError{LzError::Kind::Truncated, 0});

    BitReader in(values);
    const auto truncated = [&] { return fail(LzError{LzError::Kind::Truncated, in.index()}); };
    // Entries 0..2 are the reserved codes; their strings are never used.
    std::vector<std::u16string> dictionary(3);
    std::uint32_t enlargeIn = 4;
    int numBits = 3;
    std::u16string result;

    const auto literal = [&](std::uint32_t kind) -> std::optional<char16_t> {
        const std::optional<std::uint32_t> c = in.read(kind == 0 ? 8 : 16);
        if (!c) return std::nullopt;
        return static_cast<char16_t>(*c);
    };

    std::optional<std::uint32_t> first = in.read(2);
    if (!first) return truncated();
    if (*first == 2) return std::string(); // the empty string
    if (*first == 3) return fail(LzError{LzError::Kind::BadCode, in.index()});
    std::optional<char16_t> c0 = literal(*first);
    if (!c0) return truncated();
    dictionary.emplace_back(1, *c0);
    std::u16string w(1, *c0);
    result = w;

    while (true) {
        std::optional<std::uint32_t> code = in.read(numBits);
        if (!code) return truncated();
        if (*code == 2) break;
        if (*code < 2) {
            const std::optional<char16_t> c = literal(*code);
            if (!c) return truncated();
            dictionary.emplace_back(1, *c);
            *code = static_cast<std::uint32_t>(dictionary.size() - 1);
            if (--enlargeIn == 0) {
                enlargeIn = 1u << numBits;
                ++numBits;
            }
        }
        std::u16string entry;
        if (*code < dictionary.size() && *code > 2) {
            entry = dictionary[*code];
        } else if (*code == dictionary.size()) {
            entry = w + w[0];
        } else {
            return fail(LzError{LzError::Kind::BadCode, in.index()});
        }
        // Each code adds at most the output so far plus one unit, and each entry is a copy of an
        // earlier piece of output: checking the output bounds the dictionary too (at most twice it).
        if (result.size() + entry.size() > maxBytes) return fail(LzError{LzError::Kind::TooLarge, in.index()});
        result += entry;
        dictionary.push_back(w + entry[0]);
        if (--enlargeIn == 0) {
            enlargeIn = 1u << numBits;
            ++numBits;
        }
        w = std::move(entry);
        // A code never needs more than 32 bits: the dictionary would need 4 billion entries first,
        // and the output bound stops it long before.
    }
    std::optional<std::string> utf8 = toUtf8(result);
    if (!utf8) return fail(LzError{LzError::Kind::BadText, in.index()});
    if (utf8->size() > maxBytes) return fail(LzError{LzError::Kind::TooLarge, in.index()});
    return std::move(*utf8);
}

} // namespace qudoku
