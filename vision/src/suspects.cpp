#include "suspects.h"

namespace qudoku::vision {

std::vector<int> suspectCells(const std::array<CellReading, 81>& cells, float suspectBelow)
{
    std::array<bool, 81> suspect{};
    for (int i = 0; i < 81; ++i)
        suspect[i] = cells[i].confidence < suspectBelow;
    auto sameHouse = [](int a, int b) {
        const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
        return ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3);
    };
    for (int a = 0; a < 81; ++a)
        for (int b = a + 1; b < 81; ++b)
            if (cells[a].digit != 0 && cells[a].digit == cells[b].digit && sameHouse(a, b))
                suspect[a] = suspect[b] = true;
    std::vector<int> out;
    for (int i = 0; i < 81; ++i)
        if (suspect[i])
            out.push_back(i);
    return out;
}

} // namespace qudoku::vision
