#pragma once
// Internal: the strong links of one value, shared by the single-digit patterns, colouring and
// chains. A strong link is a house where the value has exactly two places: one of them holds it.

#include <vector>

#include "qudoku/logic/candidate_grid.h"

namespace qudoku::logic::detail {

struct StrongLink {
    int house;
    int a, b; // the two cells, a < b
};

inline std::vector<StrongLink> strongLinks(const CandidateGrid& state, int value) {
    const Geometry& g = state.geometry();
    std::vector<StrongLink> links;
    for (int h = 0; h < g.houseCount(); ++h) {
        const CellSet two = g.houseCells(h) & state.cellsWithCandidate(value);
        if (two.count() != 2) continue;
        const int a = two.first();
        int b = -1;
        two.forEach([&](int c) { if (c != a) b = c; });
        links.push_back({h, a, b});
    }
    return links;
}

// For each cell, the cells it is strongly linked to on `value` (its conjugate partners).
inline std::vector<std::vector<int>> conjugatePartners(const CandidateGrid& state, int value) {
    std::vector<std::vector<int>> partners(state.cellCount());
    for (const StrongLink& link : strongLinks(state, value)) {
        partners[link.a].push_back(link.b);
        partners[link.b].push_back(link.a);
    }
    return partners;
}

} // namespace qudoku::logic::detail
