#include "generator/drawn_shapes.h"

#include <algorithm>
#include <utility>

#include "generator/shared.h"

namespace qudoku::detail {

namespace {

// The share of the cells the shapes of one kind cover before drawing stops (both kinds: half each).
// With 0.45 (qudoku-cli --generate 10 --seed 1, dev build, 9×9; the pruning has run): thermometers
// 7 to 10 kept, 6 to 11 givens (median 9); arrows 10 to 12 kept, 5 to 8 givens; both kinds 4 to 6
// thermometers and 5 or 6 arrows, 4 to 9 givens. Published thermo sudokus have 6 to 12 thermometers
// and up to about 10 givens. Other shares were not measured.
constexpr double kThermometerShare = 0.45;
constexpr double kArrowShare = 0.45;
// Walks that fail in a row before a kind stops drawing (a full-ish grid leaves no room).
constexpr int kFailuresInARow = 60;

// The cells taken and the diagonal steps drawn, so shapes neither share a cell nor cross.
class Canvas {
public:
    Canvas(const Grid& solution) : solution_(solution), n_(solution.size()),
                                   taken_(static_cast<std::size_t>(n_ * n_), false),
                                   diagonals_(static_cast<std::size_t>(n_ * n_), 0) {}

    int size() const { return n_; }
    int digit(int cell) const { return solution_.at(cell); }
    bool taken(int cell) const { return taken_[static_cast<std::size_t>(cell)]; }
    int takenCount() const { return takenCount_; }

    // The cells a king's move from `cell` that a walk may step to: free, not in `path`, and not
    // crossing a diagonal step already drawn (or drawn earlier in `path`).
    std::vector<int> steps(int cell, const std::vector<int>& path) const {
        std::vector<int> out;
        const int r = cell / n_, c = cell % n_;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                const int rr = r + dr, cc = c + dc;
                if ((dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= n_ || cc >= n_) continue;
                const int to = rr * n_ + cc;
                if (taken(to) || std::find(path.begin(), path.end(), to) != path.end()) continue;
                if (dr != 0 && dc != 0 && crosses(cell, to, path)) continue;
                out.push_back(to);
            }
        return out;
    }

    void take(const std::vector<int>& path) {
        for (std::size_t i = 0; i < path.size(); ++i) {
            taken_[static_cast<std::size_t>(path[i])] = true;
            ++takenCount_;
            if (i > 0) markDiagonal(path[i - 1], path[i], diagonals_);
        }
    }

private:
    // A diagonal step is one of the two diagonals of a 2×2 square: bit 1 the falling one (top left to
    // bottom right), bit 2 the rising one, kept at the square's top-left cell.
    std::pair<int, unsigned> diagonalOf(int a, int b) const {
        const int ra = a / n_, ca = a % n_, rb = b / n_, cb = b % n_;
        const int top = std::min(ra, rb), left = std::min(ca, cb);
        const bool falling = (ra < rb) == (ca < cb);
        return {top * n_ + left, falling ? 1u : 2u};
    }
    void markDiagonal(int a, int b, std::vector<unsigned char>& marks) const {
        const int ra = a / n_, rb = b / n_, ca = a % n_, cb = b % n_;
        if (ra == rb || ca == cb) return;
        const auto [square, bit] = diagonalOf(a, b);
        marks[static_cast<std::size_t>(square)] = static_cast<unsigned char>(marks[static_cast<std::size_t>(square)] | bit);
    }
    bool crosses(int a, int b, const std::vector<int>& path) const {
        const auto [square, bit] = diagonalOf(a, b);
        const unsigned other = bit ^ 3u;
        if (diagonals_[static_cast<std::size_t>(square)] & other) return true;
        for (std::size_t i = 1; i < path.size(); ++i) {
            const int ra = path[i - 1] / n_, rb = path[i] / n_, ca = path[i - 1] % n_, cb = path[i] % n_;
            if (ra == rb || ca == cb) continue;
            const auto [s, bt] = diagonalOf(path[i - 1], path[i]);
            if (s == square && bt == other) return true;
        }
        return false;
    }

    const Grid& solution_;
    int n_;
    std::vector<bool> taken_;
    std::vector<unsigned char> diagonals_;
    int takenCount_ = 0;
};

// An index into `k` choices, biased to the front: the smaller of two draws.
std::size_t frontBiased(std::size_t k, SplitMix64& rng) {
    const auto a = rng.below(static_cast<std::uint32_t>(k)), b = rng.below(static_cast<std::uint32_t>(k));
    return std::min(a, b);
}

int longestThermometer(int n) { return std::min(n, n / 2 + 2); } // 4×4 4, 6×6 5, 9×9 6, 16×16 10

// A walk up the digits from a random free bulb, `length` cells long if it can be (3 at least), each
// step to a rising digit; smaller rises first, so the walk does not run out of digits.
std::vector<int> thermometerWalk(const Canvas& canvas, SplitMix64& rng) {
    const int n = canvas.size();
    const int length = 3 + static_cast<int>(rng.below(static_cast<std::uint32_t>(longestThermometer(n) - 2)));
    const int bulb = static_cast<int>(rng.below(static_cast<std::uint32_t>(n * n)));
    if (canvas.taken(bulb) || canvas.digit(bulb) > n - 2) return {};
    std::vector<int> path{bulb};
    while (static_cast<int>(path.size()) < length) {
        const int at = path.back();
        const int left = length - static_cast<int>(path.size()); // cells still to add, this one included
        std::vector<int> next;
        for (int to : canvas.steps(at, path))
            if (canvas.digit(to) > canvas.digit(at) && canvas.digit(to) <= n - left + 1) next.push_back(to);
        if (next.empty()) break;
        std::sort(next.begin(), next.end(), [&](int x, int y) { return canvas.digit(x) < canvas.digit(y); });
        path.push_back(next[frontBiased(next.size(), rng)]);
    }
    if (path.size() < 3) return {};
    return path;
}

// A circle at a random free cell and an arrow from it of `length` cells (2 to 4) whose digits add up
// to the circle's, found by a depth-first search over the walks in a random order; shorter lengths
// are tried when the asked one has no walk.
std::vector<int> arrowWalk(const Canvas& canvas, SplitMix64& rng) {
    const int n = canvas.size();
    const int circle = static_cast<int>(rng.below(static_cast<std::uint32_t>(n * n)));
    const int total = canvas.digit(circle);
    if (canvas.taken(circle) || total < 3) return {};
    const int longest = 2 + static_cast<int>(rng.below(3));
    std::vector<int> path{circle};
    // Depth-first: extend `path` by cells adding up to `rest` in exactly `cells` more cells.
    const auto extend = [&](const auto& self, int rest, int cells) -> bool {
        if (cells == 0) return rest == 0;
        std::vector<int> next = canvas.steps(path.back(), path);
        for (std::size_t i = next.size(); i > 1; --i) std::swap(next[i - 1], next[rng.below(static_cast<std::uint32_t>(i))]);
        for (int to : next) {
            const int d = canvas.digit(to);
            if (d > rest - (cells - 1)) continue; // the cells after it hold 1 at least
            path.push_back(to);
            if (self(self, rest - d, cells - 1)) return true;
            path.pop_back();
        }
        return false;
    };
    for (int length = longest; length >= 2; --length)
        if (extend(extend, total, length)) return path;
    return {};
}

template <class Walk, class Make>
void drawKind(Canvas& canvas, double share, SplitMix64& rng, std::vector<Constraint>& out, Walk walk, Make make) {
    const int n = canvas.size();
    const int until = canvas.takenCount() + static_cast<int>(share * n * n);
    for (int failures = 0; canvas.takenCount() < until && failures < kFailuresInARow;) {
        std::vector<int> path = walk(canvas, rng);
        if (path.empty()) {
            ++failures;
            continue;
        }
        failures = 0;
        canvas.take(path);
        out.push_back(make(std::move(path)));
    }
}

} // namespace

std::vector<Constraint> drawShapes(const Grid& solution, ShapeKinds kinds, SplitMix64& rng) {
    Canvas canvas(solution);
    std::vector<Constraint> out;
    const double part = kinds.thermometers && kinds.arrows ? 0.5 : 1.0;
    if (kinds.thermometers)
        drawKind(canvas, kThermometerShare * part, rng, out, thermometerWalk,
                 [](std::vector<int> path) { return Constraint{ConstraintKind::Thermometer, {std::move(path)}, {}}; });
    if (kinds.arrows)
        drawKind(canvas, kArrowShare * part, rng, out, arrowWalk, [](std::vector<int> path) {
            const int circle = path.front();
            return Constraint{ConstraintKind::Arrow, {{circle}, std::move(path)}, {}};
        });
    return out;
}

PrunedShapes pruneShapes(const Grid& puzzle, const Grid& solution, Rules rules, std::size_t firstShape,
                         std::uint64_t nodeLimit, SplitMix64& rng, std::stop_token stop,
                         const std::function<bool(const Rules&)>& keep) {
    PrunedShapes out;
    const std::size_t shapes = rules.constraints.size() - firstShape;
    std::vector<bool> gone(shapes, false);
    const auto without = [&](std::size_t skip) {
        Rules r = rules;
        r.constraints.resize(firstShape);
        for (std::size_t i = 0; i < shapes; ++i)
            if (!gone[i] && i != skip) r.constraints.push_back(rules.constraints[firstShape + i]);
        return r;
    };
    for (std::size_t i : permutation(static_cast<int>(shapes), rng)) {
        const Rules candidate = without(i);
        VariantEngine engine(candidate);
        std::vector<int> cells; // the shape's empty cells, once each (an arrow's circle is in both its groups)
        for (const std::vector<int>& group : rules.constraints[firstShape + i].cells)
            for (int cell : group)
                if (puzzle.at(cell) == 0) cells.push_back(cell);
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
        bool unique = true;
        for (int cell : cells) {
            ++out.checks;
            if (engine.solutionExists(puzzle, cell, solution.at(cell), nodeLimit, stop) != Existence::No) {
                unique = false;
                break;
            }
        }
        if (stop.stop_requested()) {
            out.stopped = true;
            break;
        }
        if (unique && (!keep || keep(candidate))) gone[i] = true;
    }
    out.rules = without(shapes);
    return out;
}

} // namespace qudoku::detail
