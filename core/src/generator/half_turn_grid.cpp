#include "generator/half_turn_grid.h"

#include <bit>
#include <vector>

#include "solvers/variant_model.h"

namespace qudoku::detail {

namespace {

using Mask = Wide;

class HalfTurnSearch {
public:
    HalfTurnSearch(const Model& model, SplitMix64& rng, std::uint64_t nodeLimit, const std::stop_token& stop)
        : m_(model), rng_(rng), nodeLimit_(nodeLimit), stop_(stop), n_(model.n), cells_(model.cells) {
        // One state a level: a level places a cell and its image, so at most half the cells (and
        // the centre) deep.
        const std::size_t levels = static_cast<std::size_t>(cells_ / 2 + 2);
        masks_.resize(levels * static_cast<std::size_t>(cells_));
        values_.resize(levels * static_cast<std::size_t>(cells_));
    }

    std::optional<Grid> run(const Grid& givens) {
        for (int c = 0; c < cells_; ++c) masks_[static_cast<std::size_t>(c)] = m_.allowed[static_cast<std::size_t>(c)];
        if (n_ % 2 == 1) masks_[static_cast<std::size_t>(cells_ / 2)] &= bit((n_ + 1) / 2); // the centre: its own image
        for (int c = 0; c < cells_; ++c)
            if (const int d = givens.at(c); d != 0 && !assign(masks_.data(), values_.data(), c, d)) return std::nullopt;
        if (!housesCovered(masks_.data()) || !search(0)) return std::nullopt;
        Grid grid(givens.shape());
        for (int c = 0; c < cells_; ++c) grid.set(c, values_[static_cast<std::size_t>(solvedLevel_ * cells_ + c)]);
        return grid;
    }

private:
    static Mask bit(int digit) { return Mask{1} << (digit - 1); }
    int image(int cell) const { return cells_ - 1 - cell; }
    int turned(int digit) const { return n_ + 1 - digit; }

    // Places `digit` in `cell` at the level whose state is (mk, val): its peers lose the digit, its
    // relations narrow their other cell. False when that leaves a cell no digit or breaks a filled one.
    bool assign(Mask* mk, std::uint8_t* val, int cell, int digit) const {
        if (!(mk[cell] & bit(digit))) return false;
        val[cell] = static_cast<std::uint8_t>(digit);
        mk[cell] = bit(digit);
        for (int i = m_.peerStart[static_cast<std::size_t>(cell)]; i < m_.peerStart[static_cast<std::size_t>(cell) + 1]; ++i) {
            const int p = m_.peers[static_cast<std::size_t>(i)];
            if (val[p] == digit) return false;
            if (val[p] == 0 && !(mk[p] &= ~bit(digit))) return false;
        }
        for (int i = m_.arcStart[static_cast<std::size_t>(cell)]; i < m_.arcStart[static_cast<std::size_t>(cell) + 1]; ++i) {
            const auto [other, table] = m_.arcs[static_cast<std::size_t>(i)];
            const Mask allowed = m_.tables[static_cast<std::size_t>(table)][static_cast<std::size_t>(digit - 1)];
            if (val[other] != 0 ? !(allowed & bit(val[other])) : !(mk[other] &= allowed)) return false;
        }
        return true;
    }

    // Every complete house can still hold every digit somewhere (a cheap look ahead: without it the
    // search runs deep into states a hidden single would refute).
    bool housesCovered(const Mask* mk) const {
        const Mask all = (Mask{1} << n_) - 1;
        for (std::size_t h = 0; h < m_.houseCells.size(); h += static_cast<std::size_t>(n_)) {
            Mask seen = 0;
            for (int k = 0; k < n_; ++k) seen |= mk[m_.houseCells[h + static_cast<std::size_t>(k)]];
            if (seen != all) return false;
        }
        return true;
    }

    bool search(int level) {
        Mask* mk = &masks_[static_cast<std::size_t>(level * cells_)];
        std::uint8_t* val = &values_[static_cast<std::size_t>(level * cells_)];
        int best = -1, fewest = n_ + 1;
        std::uint32_t ties = 0;
        for (int c = 0; c < cells_; ++c) {
            if (val[c] != 0) continue;
            const int k = std::popcount(mk[c]);
            if (k < fewest) fewest = k, best = c, ties = 1;
            else if (k == fewest && rng_.below(++ties) == 0) best = c;
        }
        if (best < 0) {
            solvedLevel_ = level;
            return true;
        }
        int digits[kMaxSize];
        int count = 0;
        for (Mask rest = mk[best]; rest; rest &= rest - 1) digits[count++] = std::countr_zero(rest) + 1;
        for (int i = count - 1; i > 0; --i) std::swap(digits[i], digits[rng_.below(static_cast<std::uint32_t>(i + 1))]);
        Mask* next = mk + cells_;
        std::uint8_t* nextVal = val + cells_;
        for (int i = 0; i < count; ++i) {
            ++nodes_;
            if ((nodeLimit_ != 0 && nodes_ > nodeLimit_) || ((nodes_ & 1023) == 0 && stop_.stop_requested())) {
                out_ = true;
                return false;
            }
            std::copy(mk, mk + cells_, next);
            std::copy(val, val + cells_, nextVal);
            const int d = digits[i];
            const int twin = image(best);
            const bool placed = assign(next, nextVal, best, d) && (twin == best || assign(next, nextVal, twin, turned(d)));
            if (placed && housesCovered(next) && search(level + 1)) return true;
            if (out_) return false;
        }
        return false;
    }

    const Model& m_;
    SplitMix64& rng_;
    std::uint64_t nodeLimit_;
    const std::stop_token& stop_;
    int n_, cells_;
    std::vector<Mask> masks_;
    std::vector<std::uint8_t> values_;
    std::uint64_t nodes_ = 0;
    bool out_ = false;
    int solvedLevel_ = 0;
};

} // namespace

std::optional<Grid> halfTurnGrid(const Rules& rules, const Grid& givens, SplitMix64& rng, std::uint64_t nodeLimit,
                                 const std::stop_token& stop) {
    const Model model = compile(rules);
    if (!model.narrowers.empty()) return std::nullopt;
    return HalfTurnSearch(model, rng, nodeLimit, stop).run(givens);
}

} // namespace qudoku::detail
