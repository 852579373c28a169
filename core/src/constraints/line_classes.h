#pragma once
// Internal: entropic and modular lines (issue 34): any 3 consecutive cells of the line hold digits of three
// different classes: low, middle and high digits (entropic), or remainders mod 3 (modular).
//
// Pairwise, as the peer (SudokuVariantSolverJS) links them: two cells whose places on the line
// differ mod 3 hold digits of different classes, on a line of 2 cells too. And, sound on a line of 3
// or more: two cells whose places are equal mod 3 hold digits of the same class (cells i, i+1, i+2
// and i+1, i+2, i+3 each take the three classes, so i and i+3 share the one i+1 and i+2 leave);
// that adds no solution and no loss, only earlier eliminations.
//
// The classes of other sizes (rules.h): entropic as the peer (floor(N/3) low and high digits when
// 2·floor(N/3) + ceil(N/3) = N, else ceil(N/3), the middle the rest); modular d mod 3.

#include "unit.h"

namespace qudoku::constraints {

// The entropic class of d (0 low, 1 middle, 2 high) under the peer's split for size n.
inline int entropicClass(int d, int n) {
    const int floor3 = n / 3, ceil3 = (n + 2) / 3;
    const int lowHigh = 2 * floor3 + ceil3 == n ? floor3 : ceil3;
    const int middle = n - 2 * lowHigh;
    if (d <= lowHigh) return 0;
    if (d <= lowHigh + middle) return 1;
    return 2;
}

// The pairs of a line whose every 3 consecutive cells take the 3 classes (classOf(d, n): 0, 1, 2).
template <class ClassOf>
void classPairs(const Rules& rules, const Constraint& c, Pairs& out, ClassOf classOf) {
    const std::vector<int>& line = c.cells[0];
    const int n = rules.size;
    for (std::size_t i = 0; i < line.size(); ++i)
        for (std::size_t j = i + 1; j < line.size(); ++j) {
            if ((j - i) % 3 != 0)
                out.relations.push_back(relation(line[i], line[j], n, [&](int x, int y) { return classOf(x, n) != classOf(y, n); }));
            else if (line.size() >= 3)
                out.relations.push_back(relation(line[i], line[j], n, [&](int x, int y) { return classOf(x, n) == classOf(y, n); }));
        }
}

} // namespace qudoku::constraints
