#pragma once
// Internal: a Rules value compiled for the variant engine's search (variant.cpp): each cell's allowed
// digits, its peers, the pairwise relations as tables (arcs), the complete houses, the locked-candidate
// pairs of houses and the constraints that narrow beyond pairs. Built once per rules (compile) and
// read by the search at every node, whatever its mask width.

#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "constraints/unit.h"
#include "qudoku/rules.h"

namespace qudoku::detail {

using Wide = constraints::Mask;

// The rules compiled for the search, independent of the mask width.
struct Model {
    const Rules* rules = nullptr;
    int n = 0;
    int cells = 0;
    std::vector<Wide> allowed;                       // per cell: the digits its restrictions leave
    std::vector<int> peerStart, peers;               // per cell: peers[peerStart[c] .. peerStart[c+1])
    std::vector<int> arcStart;                       // per cell: arcs[arcStart[c] .. arcStart[c+1])
    std::vector<std::pair<int, int>> arcs;           // (other cell, table)
    std::vector<std::array<Wide, kMaxSize>> tables;  // allowed[d-1] per table
    std::vector<int> houseCells;                     // complete houses, N cells each
    // Locked candidates: for two complete houses A and B sharing 2 or more cells, a digit that A
    // holds only in the shared cells leaves B's other cells. Per ordered pair: A's other cells, the
    // shared cells, B's other cells, as offsets into lockedCells.
    struct Locked {
        int aOnly, shared, bOnly, end;
        int a, b; // the two houses, as indices of houseCells' houses
    };
    std::vector<Locked> locked;
    std::vector<int> lockedCells;
    bool lockedPays = false; // see variant_propagation.cpp's ledger
    bool killerSums = false; // a killer cage with a sum, N <= 16 (the search's killer ways: variant.cpp)
    struct Narrower {
        const constraints::Unit* unit;
        const Constraint* constraint;
        std::vector<int> cells;
        int weight = 1; // an implied sum's (implied_sums.h), in the search's cell priorities
    };
    std::vector<Narrower> narrowers;
    // The sums the cages imply (implied_sums.h), narrowed after the rules' own narrowers; owned here
    // (the narrowers point at them).
    std::vector<std::unique_ptr<const Constraint>> implied;
};

Model compile(const Rules& rules);

} // namespace qudoku::detail
