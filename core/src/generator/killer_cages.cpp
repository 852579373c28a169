#include "generator/killer_cages.h"

#include <algorithm>
#include <set>
#include <utility>

#include "generator/grading.h"
#include "generator/shared.h"

namespace qudoku::detail {

namespace {

using Mask = std::uint32_t;

struct Cage {
    std::vector<int> cells; // ascending
    Mask digits = 0;        // the solution's digits in it
    bool alive = true;
};

class Merger {
public:
    Merger(const Grid& solution, const Rules& base, const KillerCageOptions& options, SplitMix64& rng, std::stop_token stop)
        : solution_(solution), base_(base), options_(options), rng_(rng), stop_(std::move(stop)), n_(base.size),
          cageOf_(static_cast<std::size_t>(n_ * n_)), version_(static_cast<std::size_t>(n_ * n_), 0) {
        for (int cell = 0; cell < n_ * n_; ++cell) {
            cages_.push_back({{cell}, Mask{1} << (solution.at(cell) - 1), true});
            cageOf_[static_cast<std::size_t>(cell)] = cell;
        }
    }

    // Passes until one merges nothing; false when stopped.
    bool run() {
        for (bool merged = true; merged;) {
            merged = false;
            for (int a : passOrder()) {
                if (stop_.stop_requested()) return false;
                if (!cages_[static_cast<std::size_t>(a)].alive) continue;
                for (int b : neighboursToTry(a)) {
                    if (tryMerge(a, b)) {
                        merged = true;
                        break;
                    }
                    if (stop_.stop_requested()) return false;
                }
            }
        }
        return true;
    }

    KillerCages result() const {
        KillerCages out;
        for (const Cage& c : cages_)
            if (c.alive) out.cages.push_back(c.cells);
        std::sort(out.cages.begin(), out.cages.end()); // reading order of their first cells
        out.checks = checks_;
        return out;
    }

private:
    // The live cages, smallest first, random among equals.
    std::vector<int> passOrder() {
        std::vector<int> order;
        for (int i : permutation(static_cast<int>(cages_.size()), rng_))
            if (cages_[static_cast<std::size_t>(i)].alive) order.push_back(i);
        std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return sizeOf(x) < sizeOf(y); });
        return order;
    }

    // The cages next to `a` it may merge with (no digit in common, within the size, not tried and
    // refused before in this shape), smallest first, random among equals.
    std::vector<int> neighboursToTry(int a) {
        const Cage& cage = cages_[static_cast<std::size_t>(a)];
        const int limit = options_.maxCage + (cage.cells.size() == 1 ? 1 : 0);
        std::vector<int> out;
        for (int cell : cage.cells) {
            const int r = cell / n_, c = cell % n_;
            const int around[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (const auto& [rr, cc] : around) {
                if (rr < 0 || rr >= n_ || cc < 0 || cc >= n_) continue;
                const int b = cageOf_[static_cast<std::size_t>(rr * n_ + cc)];
                if (b == a || std::find(out.begin(), out.end(), b) != out.end()) continue;
                const Cage& other = cages_[static_cast<std::size_t>(b)];
                if (other.digits & cage.digits) continue;
                if (static_cast<int>(cage.cells.size() + other.cells.size()) > limit) continue;
                if (refused_.count(key(a, b))) continue;
                out.push_back(b);
            }
        }
        std::vector<int> shuffled;
        for (int i : permutation(static_cast<int>(out.size()), rng_)) shuffled.push_back(out[static_cast<std::size_t>(i)]);
        std::stable_sort(shuffled.begin(), shuffled.end(), [&](int x, int y) { return sizeOf(x) < sizeOf(y); });
        return shuffled;
    }

    bool tryMerge(int a, int b) {
        std::vector<std::vector<int>> cages;
        std::vector<int> merged = cages_[static_cast<std::size_t>(a)].cells;
        merged.insert(merged.end(), cages_[static_cast<std::size_t>(b)].cells.begin(), cages_[static_cast<std::size_t>(b)].cells.end());
        std::sort(merged.begin(), merged.end());
        for (std::size_t i = 0; i < cages_.size(); ++i)
            if (cages_[i].alive && static_cast<int>(i) != a && static_cast<int>(i) != b) cages.push_back(cages_[i].cells);
        cages.push_back(merged);
        const Rules rules = killerRules(base_, cages, solution_);
        if (!unique(rules, merged) || !withinTarget(rules)) {
            refused_.insert(key(a, b));
            return false;
        }
        Cage& into = cages_[static_cast<std::size_t>(a)];
        Cage& from = cages_[static_cast<std::size_t>(b)];
        into.cells = std::move(merged);
        into.digits |= from.digits;
        for (int cell : from.cells) cageOf_[static_cast<std::size_t>(cell)] = a;
        from.alive = false;
        from.cells.clear();
        ++version_[static_cast<std::size_t>(a)];
        return true;
    }

    // No solution of `rules` holds another digit than the solution's in one of `cells`.
    bool unique(const Rules& rules, const std::vector<int>& cells) {
        VariantEngine engine(rules);
        const Grid empty(rules.gridShape());
        for (int cell : cells) {
            ++checks_;
            if (engine.solutionExists(empty, cell, solution_.at(cell), options_.nodeLimit, stop_) != Existence::No) return false;
        }
        return true;
    }

    bool withinTarget(const Rules& rules) {
        if (options_.target.kind == DifficultyTarget::Kind::Any) return true;
        const std::optional<Grading> g = gradeUnderRules(Grid(rules.gridShape()), rules, options_.target, stop_, Bound::AtMost);
        return !g || g->outcome != Graded::Rejected;
    }

    int sizeOf(int cage) const { return static_cast<int>(cages_[static_cast<std::size_t>(cage)].cells.size()); }

    // A refused merge is keyed by both cages as they were (a cage that has grown since is another cage).
    std::pair<std::uint64_t, std::uint64_t> key(int a, int b) {
        const auto one = [&](int c) { return static_cast<std::uint64_t>(c) << 32 | version_[static_cast<std::size_t>(c)]; };
        const std::uint64_t x = one(a), y = one(b);
        return x < y ? std::pair{x, y} : std::pair{y, x};
    }

    const Grid& solution_;
    const Rules& base_;
    const KillerCageOptions& options_;
    SplitMix64& rng_;
    std::stop_token stop_;
    int n_;
    std::vector<Cage> cages_;
    std::vector<int> cageOf_;
    std::vector<std::uint32_t> version_; // per cage id: how many times it has grown
    std::set<std::pair<std::uint64_t, std::uint64_t>> refused_;
    std::uint64_t checks_ = 0;
};

} // namespace

int largestCage(int size) {
    switch (size) {
    case 4: return 3;
    case 6: return 4;
    case 9: return 6;
    case 12: return 7;
    default: return size / 2; // 16×16: 8; jigsaw sizes between
    }
}

Rules killerRules(const Rules& base, const std::vector<std::vector<int>>& cages, const Grid& solution) {
    Rules rules = base;
    for (const std::vector<int>& cells : cages) {
        int sum = 0;
        for (int cell : cells) sum += solution.at(cell);
        rules.constraints.push_back({ConstraintKind::KillerCage, {cells}, {sum}});
    }
    return rules;
}

std::optional<KillerCages> makeKillerCages(const Grid& solution, const Rules& base, const KillerCageOptions& options,
                                           SplitMix64& rng, std::stop_token stop) {
    Merger merger(solution, base, options, rng, std::move(stop));
    if (!merger.run()) return std::nullopt;
    return merger.result();
}

} // namespace qudoku::detail
