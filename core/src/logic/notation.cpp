#include "qudoku/logic/notation.h"

#include <cctype>

namespace qudoku::logic {

std::string cellName(Shape shape, int cell) {
    return "r" + std::to_string(shape.rowOf(cell) + 1) + "c" + std::to_string(shape.colOf(cell) + 1);
}

std::string valueName(Shape shape, int value, Alphabet alphabet) {
    if (alphabetFits(alphabet, shape.size())) return symbolName(value, alphabet);
    return std::to_string(value);
}

std::string placementText(Shape shape, CellValue p, Alphabet alphabet) {
    return cellName(shape, p.cell) + "=" + valueName(shape, p.value, alphabet);
}

std::string eliminationText(Shape shape, CellValue e, Alphabet alphabet) {
    return cellName(shape, e.cell) + "<>" + valueName(shape, e.value, alphabet);
}

std::string effectText(Shape shape, const Step& step, Alphabet alphabet) {
    std::string text;
    auto add = [&](const std::string& item) {
        if (!text.empty()) text += ", ";
        text += item;
    };
    for (const CellValue& p : step.placements) add(placementText(shape, p, alphabet));
    for (const CellValue& e : step.eliminations) add(eliminationText(shape, e, alphabet));
    return text;
}

std::optional<std::vector<CellValue>> parseCellValues(Shape shape, std::string_view text) {
    std::vector<CellValue> items;
    std::size_t i = 0;
    auto skipSeparators = [&] {
        while (i < text.size() && (text[i] == ',' || std::isspace(static_cast<unsigned char>(text[i])))) ++i;
    };
    auto number = [&]() -> std::optional<int> {
        const std::size_t start = i;
        int value = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && i - start < 3)
            value = value * 10 + (text[i++] - '0');
        if (i == start) return std::nullopt;
        return value;
    };
    auto expect = [&](std::string_view word) {
        if (text.substr(i, word.size()) != word) return false;
        i += word.size();
        return true;
    };
    const int n = shape.size();
    for (skipSeparators(); i < text.size(); skipSeparators()) {
        if (!expect("r")) return std::nullopt;
        const auto row = number();
        if (!row || !expect("c")) return std::nullopt;
        const auto col = number();
        if (!col || !(expect("=") || expect("<>"))) return std::nullopt;
        const auto value = number();
        if (!value || *row < 1 || *row > n || *col < 1 || *col > n || *value < 1 || *value > n) return std::nullopt;
        items.push_back({shape.cellAt(*row - 1, *col - 1), *value});
    }
    return items;
}

} // namespace qudoku::logic
