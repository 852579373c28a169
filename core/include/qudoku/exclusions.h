#pragma once
// What a placed digit rules out under a set of rules, with no deduction: the same digit in every
// peer (the houses), and every candidate a constraint's weak link joins to it (a knight's move away,
// the other side of a dot, a thermometer's cells further on...). With each cell's restriction (odd,
// even), these are the direct consequences of the rules: what the app's automatic candidates show
// and what its cleaning of pencil marks removes when a digit is placed. For classic rules it is the
// peers alone, as it always was.
//
// Candidates are numbered cell * N + digit - 1 (constraints.h).

#include <cstdint>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/houses.h"
#include "qudoku/rules.h"

namespace qudoku {

class Exclusions {
public:
    // Precondition: checkRules(rules) finds nothing.
    explicit Exclusions(const Rules& rules);

    int size() const { return size_; }
    int cellCount() const { return size_ * size_; }
    const Houses& houses() const { return houses_; }

    // The candidates `digit` in `cell` rules out, ascending, without duplicates (never the cell's own).
    const std::vector<int>& of(int cell, int digit) const {
        return excluded_[static_cast<std::size_t>(cell * size_ + digit - 1)];
    }
    // The digits `cell` may hold whatever the others hold (bit d-1 for digit d).
    std::uint32_t allowed(int cell) const { return allowed_[static_cast<std::size_t>(cell)]; }
    // The digits of `cell` that neither its restriction nor a placed digit of `grid` rules out
    // (its own value ignored). The grid must have this size.
    std::uint32_t candidates(const Grid& grid, int cell) const;

private:
    int size_;
    Houses houses_;
    std::vector<std::vector<int>> excluded_; // per candidate
    std::vector<std::uint32_t> allowed_;     // per cell
};

} // namespace qudoku
