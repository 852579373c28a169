// Telling the variant formats of a text apart, and reading every item of it (qudoku/variant_text.h).

#include "qudoku/variant_text.h"

#include <nlohmann/json.hpp>

#include <array>

#include "qudoku/compact_killer.h"
#include "qudoku/jigsaw_text.h"
#include "qudoku/reader.h"
#include "qudoku/solo_id.h"
#include "qudoku/sudocue_killer.h"

namespace qudoku {

namespace {

struct Line {
    std::string_view text; // without its line end
    int number = 0;
};

std::vector<Line> splitLines(std::string_view text) {
    std::vector<Line> lines;
    int number = 1;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view l = text.substr(start, end - start);
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        lines.push_back({l, number++});
        start = end + 1;
    }
    return lines;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool isContent(const Line& l) {
    const std::string_view t = trimmed(l.text);
    return !t.empty() && t.front() != '#';
}

// The first token's length of each content line, for the jigsaw check.
std::size_t firstTokenLength(std::string_view s) {
    s = trimmed(s);
    const std::size_t end = s.find_first_of(" \t");
    return end == std::string_view::npos ? s.size() : end;
}

bool isSquareOfSize(std::size_t length) {
    for (int n = kMinRulesSize; n <= kMaxRegionsSize; ++n)
        if (static_cast<std::size_t>(n * n) == length) return true;
    return false;
}

// Whether the first token of `line` (N×N symbols) names N regions of N cells: N distinct symbols,
// each N times. Two lines of a classic puzzle file (Line format) have the length but not this.
bool isRegionLine(std::string_view line) {
    line = trimmed(line).substr(0, firstTokenLength(line));
    std::array<int, 256> count{};
    int distinct = 0;
    for (const char c : line)
        if (count[static_cast<unsigned char>(c)]++ == 0) ++distinct;
    const auto n = static_cast<std::size_t>(distinct);
    if (n * n != line.size()) return false;
    for (const int k : count)
        if (k != 0 && static_cast<std::size_t>(k) != n) return false;
    return true;
}

VariantItem errorItem(VariantErrorKind kind, int line, std::string message) {
    VariantError e;
    e.kind = kind;
    e.line = line;
    e.message = std::move(message);
    return {line, fail(std::move(e))};
}

} // namespace

std::string_view variantTextKindName(VariantTextKind kind) {
    switch (kind) {
    case VariantTextKind::FpuzzlesJsonLines: return "fpuzzles-jsonl";
    case VariantTextKind::FpuzzlesJson: return "fpuzzles-json";
    case VariantTextKind::Links: return "links";
    case VariantTextKind::SoloIds: return "solo";
    case VariantTextKind::JigsawText: return "jigsaw";
    case VariantTextKind::SudoCueKiller: return "sudocue-killer";
    case VariantTextKind::CompactKiller: return "compact-killer";
    }
    return "";
}

std::vector<VariantTextKind> allVariantTextKinds() {
    return {VariantTextKind::FpuzzlesJsonLines, VariantTextKind::FpuzzlesJson, VariantTextKind::Links, VariantTextKind::SoloIds,
            VariantTextKind::JigsawText, VariantTextKind::SudoCueKiller, VariantTextKind::CompactKiller};
}

std::optional<VariantTextKind> variantTextKindFromName(std::string_view name) {
    for (const VariantTextKind kind : allVariantTextKinds())
        if (variantTextKindName(kind) == name) return kind;
    return std::nullopt;
}

std::optional<VariantTextKind> detectVariantText(std::string_view text) {
    std::vector<Line> content;
    for (const Line& l : splitLines(text.substr(0, std::min(text.size(), kMaxTextBytes)))) {
        if (isContent(l)) content.push_back(l);
        if (content.size() == 2) break;
    }
    if (content.empty()) return std::nullopt;
    const std::string_view first = trimmed(content[0].text);
    if (first.front() == '{') {
        // A line that is a whole JSON value on its own starts JSON Lines; a pretty-printed object's
        // first line ("{") is not one. (accept() parses without building anything, iteratively.)
        return nlohmann::ordered_json::accept(first) ? VariantTextKind::FpuzzlesJsonLines : VariantTextKind::FpuzzlesJson;
    }
    if (isFpuzzlesLink(first)) return VariantTextKind::Links;
    // "3x3::k:..." is SudoCue's before it could be taken for a Solo ID ("3x3:...").
    if (isSudoCueKiller(first)) return VariantTextKind::SudoCueKiller;
    if (isSoloGameId(first)) return VariantTextKind::SoloIds;
    if (isCompactKiller(first)) return VariantTextKind::CompactKiller;
    if (content.size() == 2 && isSquareOfSize(firstTokenLength(first)) && firstTokenLength(content[1].text) == firstTokenLength(first) &&
        isRegionLine(content[1].text))
        return VariantTextKind::JigsawText;
    return std::nullopt;
}

std::vector<VariantItem> readVariantText(std::string_view text, std::optional<VariantTextKind> kind) {
    if (text.size() > kMaxTextBytes) return {errorItem(VariantErrorKind::TooLarge, 0, "the text is larger than 16 MiB")};
    if (!kind) kind = detectVariantText(text);
    if (!kind)
        return {errorItem(VariantErrorKind::NotAPuzzle, 0,
                          "not a variant puzzle: no f-puzzles JSON, link, Solo game ID, jigsaw text or killer text")};
    std::vector<VariantItem> items;
    if (*kind == VariantTextKind::FpuzzlesJson) {
        int line = 1;
        for (const Line& l : splitLines(text))
            if (isContent(l)) {
                line = l.number;
                break;
            }
        items.push_back({line, readFpuzzlesJson(text, 1)});
        return items;
    }
    const std::vector<Line> lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Line& l = lines[i];
        if (!isContent(l)) continue;
        switch (*kind) {
        case VariantTextKind::FpuzzlesJsonLines: items.push_back({l.number, readFpuzzlesJson(l.text, l.number)}); break;
        case VariantTextKind::Links: items.push_back({l.number, readFpuzzlesLink(l.text, l.number)}); break;
        case VariantTextKind::SoloIds: items.push_back({l.number, readSoloGameId(l.text, l.number)}); break;
        case VariantTextKind::SudoCueKiller: items.push_back({l.number, readSudoCueKiller(l.text, l.number)}); break;
        case VariantTextKind::CompactKiller: items.push_back({l.number, readCompactKiller(l.text, l.number)}); break;
        case VariantTextKind::JigsawText: {
            // This line and the next content line.
            std::size_t j = i + 1;
            while (j < lines.size() && !isContent(lines[j])) ++j;
            const std::size_t endLine = j < lines.size() ? j + 1 : lines.size();
            const std::size_t from = static_cast<std::size_t>(l.text.data() - text.data());
            const std::size_t to = endLine < lines.size() ? static_cast<std::size_t>(lines[endLine].text.data() - text.data()) : text.size();
            items.push_back({l.number, readJigsawText(text.substr(from, to - from), l.number)});
            i = j; // the regions line is read
            break;
        }
        case VariantTextKind::FpuzzlesJson: break;
        }
    }
    if (items.empty()) items.push_back(errorItem(VariantErrorKind::NotAPuzzle, 0, "no puzzle: the text is empty"));
    return items;
}

} // namespace qudoku
