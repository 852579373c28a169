#include "qudoku/puzzle_code.h"

#include <array>
#include <cassert>
#include <optional>

namespace qudoku {

namespace {

constexpr std::string_view kSeedDigits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford: no I L O U

constexpr std::array<std::pair<char, logic::Grade>, 5> kGradeLetters{{
    {'E', logic::Grade::Easy},
    {'M', logic::Grade::Medium},
    {'H', logic::Grade::Hard},
    {'U', logic::Grade::Unfair},
    {'X', logic::Grade::Extreme},
}};

constexpr std::array<std::pair<char, Symmetry>, 7> kSymmetryLetters{{
    {'R', Symmetry::Rotate180},
    {'Q', Symmetry::Rotate90},
    {'L', Symmetry::Mirror},
    {'F', Symmetry::Flip},
    {'D', Symmetry::Diagonal},
    {'B', Symmetry::AntiDiagonal},
    {'S', Symmetry::Dihedral},
}};

char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The value of a seed digit, reading the letters people mistake for 0 and 1 as those.
std::optional<int> seedDigit(char c) {
    c = upper(c);
    if (c == 'O') return 0;
    if (c == 'I' || c == 'L') return 1;
    const auto at = kSeedDigits.find(c);
    if (at == std::string_view::npos) return std::nullopt;
    return static_cast<int>(at);
}

} // namespace

GenerateOptions PuzzleCode::options() const {
    GenerateOptions o;
    o.shape = shape;
    o.target = target;
    o.symmetry = symmetry;
    o.minimal = minimal;
    o.variants = variants;
    o.seed = seed;
    return o;
}

std::string formatPuzzleCode(const PuzzleCode& code) {
    std::string text = std::to_string(code.shape.size());
    switch (code.target.kind) {
    case DifficultyTarget::Kind::Any: text += 'A'; break;
    case DifficultyTarget::Kind::Grade:
        for (const auto& [letter, grade] : kGradeLetters)
            if (grade == code.target.grade) text += letter;
        break;
    case DifficultyTarget::Kind::Technique:
        text += '[';
        text += logic::techniqueInfo(code.target.technique).key;
        text += ']';
        break;
    case DifficultyTarget::Kind::Er: assert(false && "an ER range has no puzzle code"); break;
    }
    for (const auto& [letter, symmetry] : kSymmetryLetters)
        if (symmetry == code.symmetry) text += letter;
    if (code.minimal) text += 'M';
    text += '-';
    if (!code.variants.empty()) {
        for (VariantKind kind : code.variants.kinds()) text += variantKindLetter(kind);
        text += '-';
    }
    std::string seed;
    std::uint64_t rest = code.seed;
    do {
        seed.insert(seed.begin(), kSeedDigits[rest % 32]);
        rest /= 32;
    } while (rest != 0);
    return text + seed;
}

Result<PuzzleCode, PuzzleCodeError> parsePuzzleCode(std::string_view text) {
    using Kind = PuzzleCodeError::Kind;
    std::size_t at = 0;
    std::size_t end = text.size();
    while (at < end && isBlank(text[at])) ++at;
    while (end > at && isBlank(text[end - 1])) --end;
    const auto error = [&](Kind kind, std::size_t where) {
        return fail(PuzzleCodeError{kind, static_cast<int>(where) + 1});
    };
    if (at == end) return error(Kind::Empty, at);

    PuzzleCode code;
    // Size: the digits at the start.
    const std::size_t sizeStart = at;
    int size = 0;
    while (at < end && text[at] >= '0' && text[at] <= '9' && at - sizeStart < 3) size = size * 10 + (text[at++] - '0');
    // A size without boxes is a jigsaw's only (checked once the variants are read).
    const std::optional<Shape> shape = Shape::forSize(size);
    const bool jigsawSize = size >= kMinRulesSize && size <= kMaxRegionsSize;
    if (at == sizeStart || (!shape && !jigsawSize)) return error(Kind::BadSize, sizeStart);
    code.shape = shape ? *shape : Shape{1, size};

    // Target.
    if (at == end) return error(Kind::BadTarget, at);
    const char targetLetter = upper(text[at]);
    if (targetLetter == '[') {
        const std::size_t close = text.find(']', at);
        if (close == std::string_view::npos || close >= end) return error(Kind::UnknownTechnique, at + 1);
        std::string key(text.substr(at + 1, close - at - 1));
        for (char& c : key) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        const std::optional<logic::Technique> technique = logic::techniqueFromKey(key);
        if (!technique) return error(Kind::UnknownTechnique, at + 1);
        code.target = DifficultyTarget::ofTechnique(*technique);
        at = close + 1;
    } else if (targetLetter == 'A') {
        code.target = DifficultyTarget::any();
        ++at;
    } else {
        bool found = false;
        for (const auto& [letter, grade] : kGradeLetters)
            if (letter == targetLetter) {
                code.target = DifficultyTarget::ofGrade(grade);
                found = true;
            }
        if (!found) return error(Kind::BadTarget, at);
        ++at;
    }

    // Symmetry and minimal, each at most once, in that order.
    if (at < end)
        for (const auto& [letter, symmetry] : kSymmetryLetters)
            if (letter == upper(text[at])) {
                code.symmetry = symmetry;
                ++at;
                break;
            }
    if (at < end && upper(text[at]) == 'M') {
        code.minimal = true;
        ++at;
    }
    if (at == end) return error(Kind::MissingSeed, at);
    if (text[at] != '-') return error(Kind::UnexpectedText, at);
    ++at;
    if (at == end) return error(Kind::MissingSeed, at);

    // Variants: the letters before a second dash.
    if (const std::size_t dash = text.find('-', at); dash != std::string_view::npos && dash < end) {
        if (dash == at) return error(Kind::UnexpectedText, at);
        for (; at < dash; ++at) {
            const std::optional<VariantKind> kind = variantKindFromLetter(text[at]);
            if (!kind || code.variants.has(*kind)) return error(Kind::UnexpectedText, at);
            code.variants.add(*kind);
        }
        ++at;
        if (at == end) return error(Kind::MissingSeed, at);
    }
    if (!shape && !code.variants.has(VariantKind::Jigsaw)) return error(Kind::BadSize, sizeStart);

    // Seed.
    std::uint64_t seed = 0;
    for (; at < end; ++at) {
        const std::optional<int> digit = seedDigit(text[at]);
        if (!digit) return error(Kind::BadSeedDigit, at);
        if (seed > (UINT64_MAX - static_cast<std::uint64_t>(*digit)) / 32) return error(Kind::SeedTooLarge, at);
        seed = seed * 32 + static_cast<std::uint64_t>(*digit);
    }
    code.seed = seed;
    return code;
}

PuzzleCode dailyPuzzleCode(int year, int month, int day, int weekday) {
    static constexpr logic::Grade kByWeekday[] = {logic::Grade::Easy, logic::Grade::Easy, logic::Grade::Medium,
                                                  logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Hard,
                                                  logic::Grade::Unfair};
    PuzzleCode code;
    code.shape = Shape{3, 3};
    code.target = DifficultyTarget::ofGrade(kByWeekday[(weekday + 6) % 7]);
    code.symmetry = Symmetry::Rotate180;
    code.seed = static_cast<std::uint64_t>(year) * 10000 + static_cast<std::uint64_t>(month) * 100 +
                static_cast<std::uint64_t>(day);
    return code;
}

} // namespace qudoku
