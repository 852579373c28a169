#include "game/cellstate.h"

#include <algorithm>

namespace qudoku::ui {

bool CornerMarks::contains(int value) const {
    return std::find(digits.begin(), digits.begin() + count, static_cast<std::uint8_t>(value)) != digits.begin() + count;
}

void CornerMarks::add(int value) {
    if (contains(value) || count >= digits.size()) return;
    digits[count++] = static_cast<std::uint8_t>(value);
}

void CornerMarks::remove(int value) {
    const auto end = digits.begin() + count;
    const auto at = std::find(digits.begin(), end, static_cast<std::uint8_t>(value));
    if (at == end) return;
    std::copy(at + 1, end, at);
    digits[--count] = 0;
}

MarkSet CornerMarks::set() const {
    MarkSet out = 0;
    for (int i = 0; i < count; ++i) out |= markBit(at(i));
    return out;
}

CellState CellState::givenOf(int value) {
    CellState s;
    s.value = value;
    s.given = value != 0;
    return s;
}

CellState CellState::digitOf(int value) {
    CellState s;
    s.value = value;
    return s;
}

CellState CellState::marked(MarkSet marks) {
    CellState s;
    s.marks = marks;
    return s;
}

bool CellState::hasCandidateColours() const {
    return std::any_of(candidateColours.begin(), candidateColours.end(), [](std::uint8_t c) { return c != 0; });
}

bool CellState::isBlankForPlayer() const {
    return (value == 0 || given) && marks == 0 && corner.empty() && colours == 0 && !hasCandidateColours();
}

} // namespace qudoku::ui
