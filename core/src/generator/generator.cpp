// The generator (what it promises: qudoku/generator.h). One candidate at a time, until one is what
// was asked:
//
// 1. A random full grid. 9×9: the three boxes on the diagonal get random permutations (they share
//    no house, and every such filling can be completed), the fast engine completes them in its own
//    order (3.4 us, against 19 us for a seeded search from an empty grid), and a random shuffle that
//    keeps grids valid (bands, rows within bands, stacks, columns within stacks, digits, a transpose)
//    spreads the completions. Other sizes: a random first row, completed by a seeded search.
// 2. Carving (Carver): the cells in symmetry orbits, the orbits in a random order; an orbit's clues
//    come out when the puzzle stays unique. Uniqueness after taking out orbit O from a unique puzzle
//    with solution S: any other solution differs from S in some cell of O (elsewhere it would solve
//    the puzzle before), so it suffices that no solution holds another value in any cell of O. A cell
//    whose clues-only candidates are just its value (a naked single at the root) needs no search; the
//    others are one exclusion search each (detail::solutionExists). One pass over all orbits leaves a
//    minimal puzzle: a clue that could not come out then cannot later, with fewer clues around it.
//    Measured (dev build, 5000 minimal 9×9 puzzles): exclusion searches instead of counting to two
//    0.86 -> 0.64 us a check; the naked-single shortcut leaves 52 of the 81 checks to the engine;
//    a hidden-single shortcut too (40 left) cost more than the searches it saved (51.6 -> 57.8 us a
//    puzzle), so it is not used.
//    On 16×16 and 25×25, unless minimal is asked, a check that runs past a node limit keeps its clue
//    (sound: a clue too many never breaks uniqueness). Measured on one 25×25 grid carved in full:
//    with a 4096-node limit 263 of 625 checks ran out and took 4.7 s of the 5.0 s, for 282 clues; with
//    64 nodes the carving took 0.15 s for 281 clues. On 16×16 no check of one carving ran past 4096
//    nodes, but without a limit 2 puzzles in 20 took 2 s (median 0.1 s): 4096 it is.
// 3. Grading (grading.h): rated by the logic engine, capped at what the target can use, dropped at
//    the first step that rules it out.
//    From 12×12 up, minimal puzzles are beyond the logic engine (measured: 20 of 20 minimal 16×16 and
//    15 of 30 minimal 12×12 puzzles get stuck; 6×6 ones are 93 % easy, 4×4 all easy), so a target
//    below extreme would never be met by carving all the way. There (unless minimal is asked) the
//    carving is undone in part: the puzzle after k of the carving's removals gets harder as k grows,
//    so a binary search finds the largest k whose puzzle is still within the target (about eight
//    capped ratings), and that puzzle is graded exactly.
// With a pattern, step 2 is replaced by taking the pattern's cells of the full grid and counting its
// solutions to two.

#include "qudoku/generator.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <thread>

#include "generator/grading.h"
#include "generator/shared.h"
#include "generator/variant_generator.h"
#include "qudoku/logic/step.h"
#include "qudoku/solver.h"
#include "solvers/search_context.h"

namespace qudoku {

namespace {

using detail::Existence;
using detail::SplitMix64;
using detail::inRange;
using detail::mix64;
using detail::orbitsOf;
using detail::permutation;
using Mask = std::uint32_t;

constexpr std::uint64_t kCheckNodes25 = 64;      // per uniqueness check on 25×25 (unless minimal)
constexpr std::uint64_t kCheckNodes16 = 4096;    // per uniqueness check on 16×16 (unless minimal)
constexpr std::uint64_t kCompletionNodes = 20000; // per try at completing a random first row

// The grid with its bands, the rows in each band, its stacks, the columns in each stack and its
// digits shuffled, and transposed half the time when the boxes are square: all of these keep a grid
// valid.
Grid shuffled(const Grid& grid, SplitMix64& rng) {
    const Shape shape = grid.shape();
    const int n = shape.size(), br = shape.boxRows, bc = shape.boxCols;
    const auto lines = [&rng](int groups, int per) {
        const std::vector<int> order = permutation(groups, rng);
        std::vector<int> out;
        for (int g : order)
            for (int k : permutation(per, rng)) out.push_back(g * per + k);
        return out;
    };
    const std::vector<int> rows = lines(n / br, br), cols = lines(n / bc, bc), digits = permutation(n, rng);
    const bool transpose = br == bc && rng.below(2) == 1;
    Grid out(shape);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int value = digits[static_cast<std::size_t>(grid.at(shape.cellAt(rows[r], cols[c])) - 1)] + 1;
            out.set(transpose ? shape.cellAt(c, r) : shape.cellAt(r, c), value);
        }
    return out;
}

// A random full grid; an empty grid when stopped.
Grid randomSolution(Shape shape, SplitMix64& rng, const std::stop_token& stop) {
    const int n = shape.size();
    while (!stop.stop_requested()) {
        Grid start(shape);
        std::optional<Grid> full;
        if (shape == Shape{3, 3}) {
            for (int b = 0; b < 3; ++b) {
                const std::vector<int> p = permutation(9, rng);
                for (int k = 0; k < 9; ++k) start.set((b * 3 + k / 3) * 9 + b * 3 + k % 3, p[static_cast<std::size_t>(k)] + 1);
            }
            full = detail::firstSolution(start, std::nullopt, 0, stop);
        } else {
            const std::vector<int> p = permutation(n, rng);
            for (int c = 0; c < n; ++c) start.set(c, p[static_cast<std::size_t>(c)] + 1);
            full = detail::firstSolution(start, rng.next(), kCompletionNodes, stop);
        }
        if (full) return shuffled(*full, rng);
    }
    return Grid{};
}

// Takes clues out of a full grid while the puzzle stays unique (see the top of the file).
class Carver {
public:
    // Starts from `puzzle` (clues of `solution`), by default the full grid.
    Carver(const Grid& solution, std::uint64_t nodeLimit, const std::stop_token& stop, const Grid* puzzle = nullptr)
        : shape_(solution.shape()), n_(shape_.size()), solution_(solution), puzzle_(puzzle ? *puzzle : solution),
          nodeLimit_(nodeLimit), stop_(stop), used_(static_cast<std::size_t>(3 * n_), 0) {
        for (int cell = 0; cell < shape_.cellCount(); ++cell)
            if (puzzle_.at(cell) != 0) {
                mark(cell, true);
                ++clues_;
            }
    }

    const Grid& puzzle() const { return puzzle_; }
    int clues() const { return clues_; }
    std::uint64_t checks() const { return checks_; }
    bool stopped() const { return stopped_; }

    // The orbits taken out, in order (their indices as given to tryRemove).
    const std::vector<std::size_t>& removed() const { return removed_; }

    // Takes `orbit` out when the puzzle stays unique; false when it cannot (or the search was stopped).
    bool tryRemove(const std::vector<int>& orbit, std::size_t index = 0) {
        for (int cell : orbit) {
            mark(cell, false);
            puzzle_.set(cell, 0);
        }
        bool unique = true;
        for (int cell : orbit) {
            if (isForced(cell)) continue;
            ++checks_;
            const Existence other = detail::solutionExists(puzzle_, cell, solution_.at(cell), nodeLimit_, stop_);
            if (other == Existence::No) continue;
            if (other == Existence::Unknown && stop_.stop_requested()) stopped_ = true;
            unique = false;
            break;
        }
        if (!unique) {
            for (int cell : orbit) {
                puzzle_.set(cell, solution_.at(cell));
                mark(cell, true);
            }
            return false;
        }
        clues_ -= static_cast<int>(orbit.size());
        removed_.push_back(index);
        return true;
    }

    // Every clue is needed: without any one of them the puzzle has a second solution.
    bool isMinimal() {
        for (int cell = 0; cell < shape_.cellCount(); ++cell) {
            if (puzzle_.at(cell) == 0) continue;
            puzzle_.set(cell, 0);
            ++checks_;
            const Existence other = detail::solutionExists(puzzle_, cell, solution_.at(cell), 0, stop_);
            puzzle_.set(cell, solution_.at(cell));
            if (other != Existence::Yes) return false;
        }
        return true;
    }

private:
    int rowOf(int cell) const { return shape_.rowOf(cell); }
    int colOf(int cell) const { return n_ + shape_.colOf(cell); }
    int boxOf(int cell) const { return 2 * n_ + shape_.boxOf(cell); }

    void mark(int cell, bool on) {
        const Mask bit = Mask{1} << (solution_.at(cell) - 1);
        for (int h : {rowOf(cell), colOf(cell), boxOf(cell)}) {
            Mask& m = used_[static_cast<std::size_t>(h)];
            m = on ? m | bit : m & ~bit;
        }
    }

    // Its clue-only candidates are just its own value: every solution has it (a naked single at the root).
    bool isForced(int cell) const {
        const Mask seen = used_[static_cast<std::size_t>(rowOf(cell))] | used_[static_cast<std::size_t>(colOf(cell))] |
                          used_[static_cast<std::size_t>(boxOf(cell))];
        return std::popcount(seen) == n_ - 1 && !(seen & (Mask{1} << (solution_.at(cell) - 1)));
    }

    Shape shape_;
    int n_;
    const Grid& solution_;
    Grid puzzle_;
    std::uint64_t nodeLimit_;
    const std::stop_token& stop_;
    std::vector<Mask> used_; // the clue values of each row, column and box
    std::vector<std::size_t> removed_;
    int clues_ = 0;
    std::uint64_t checks_ = 0;
    bool stopped_ = false;
};

// Requests a stop when the budget runs out (a thread only when there is a budget).
class Watchdog {
public:
    Watchdog(std::chrono::milliseconds budget, std::stop_source& source) {
        if (budget <= std::chrono::milliseconds::zero()) return;
        const auto deadline = std::chrono::steady_clock::now() + budget;
        thread_ = std::jthread([&source, deadline](std::stop_token done) {
            std::mutex mutex;
            std::condition_variable_any wake;
            std::unique_lock lock(mutex);
            wake.wait_until(lock, done, deadline, [] { return false; });
            if (!done.stop_requested()) source.request_stop();
        });
    }
private:
    std::jthread thread_; // asked to stop and joined when the generation ends
};

} // namespace

namespace detail {

std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::vector<int> permutation(int n, SplitMix64& rng) {
    std::vector<int> p(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
    for (int i = n - 1; i > 0; --i)
        std::swap(p[static_cast<std::size_t>(i)], p[rng.below(static_cast<std::uint32_t>(i + 1))]);
    return p;
}

std::vector<std::vector<int>> orbitsOf(Shape shape, Symmetry symmetry) {
    std::vector<std::vector<int>> orbits;
    std::vector<bool> seen(static_cast<std::size_t>(shape.cellCount()), false);
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        if (seen[static_cast<std::size_t>(cell)]) continue;
        std::vector<int> orbit = symmetryOrbit(shape, symmetry, cell);
        for (int c : orbit) seen[static_cast<std::size_t>(c)] = true;
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

bool inRange(int clues, const std::optional<ClueRange>& range) {
    return !range || (clues >= range->min && clues <= range->max);
}

} // namespace detail

int fewestClues(Shape shape) { return shape == Shape{3, 3} ? 17 : shape.size() - 1; }

std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index) {
    return mix64(seed + (index + 1) * 0x9E3779B97F4A7C15ull);
}

namespace {

// The ratings one kind of step can have: [low, high] in tenths (low == high for most techniques).
struct RatingSpan {
    double low, high;
};

// A puzzle's ER is one of its steps' ratings on the qudoku scale (the generator's): a technique's base,
// up to its spread above (bigger fish, more cells), or a chain's base plus tenths for its length. A
// chain's length (Explainer's complexity) counts distinct candidates, on or off, in each of its
// branches, and a forcing chain has at most one branch per value; so it is at most
// cells × values × 2 × values (9×9: +2.1), and the scale has a top. Nested chains also go two levels
// (+1.0) above their row's base (levels 2 to 4).
std::vector<RatingSpan> ratingSpans(Shape shape) {
    const double longestChainPenalty =
        logic::chainLengthPenalty(shape.cellCount() * shape.size() * 2 * shape.size());
    std::vector<RatingSpan> spans;
    for (const logic::TechniqueInfo& info : logic::allTechniques()) {
        if (!logic::inScale(info.scales, logic::Scales::Qudoku)) continue;
        const double levels = info.id == logic::Technique::NestedForcingChain ? 1.0 : 0.0;
        const double top = info.rating + info.spread;
        spans.push_back({info.rating, info.lengthPenalty ? top + levels + longestChainPenalty : top});
        if (info.id == logic::Technique::HiddenSingle) spans.push_back({1.5, 1.5}); // a row or column single
    }
    return spans;
}

} // namespace

double highestEr(Shape shape) {
    double top = 0.0;
    for (const RatingSpan& span : ratingSpans(shape)) top = std::max(top, span.high);
    return top;
}

std::optional<GenerateError> checkOptions(const GenerateOptions& options) {
    const Shape shape = options.shape;
    // Variants: the grid shape of the size (1 × N without boxes); its range is checkVariantOptions'.
    const bool standard = Shape::forSize(shape.size()) && *Shape::forSize(shape.size()) == shape;
    const bool variantShape = !options.variants.empty() && shape.size() >= kMinRulesSize && shape.size() <= kMaxSize &&
                              Rules{shape.size(), {}, {}, {}}.gridShape() == shape;
    if (!standard && !variantShape) return GenerateError::UnsupportedShape;
    const int cells = shape.cellCount();
    if (options.clues) {
        const ClueRange r = *options.clues;
        if (r.min > r.max || r.min < 0 || r.max > cells) return GenerateError::BadClueRange;
        if (r.max < fewestClues(shape)) return GenerateError::TooFewClues;
    }
    if (!options.pattern.empty()) {
        if (static_cast<int>(options.pattern.size()) != cells) return GenerateError::BadPattern;
        if (!isSymmetric(shape, options.symmetry, options.pattern)) return GenerateError::PatternBreaksSymmetry;
        const int count = static_cast<int>(std::count(options.pattern.begin(), options.pattern.end(), true));
        if (!inRange(count, options.clues)) return GenerateError::PatternOutsideClueRange;
        if (count < fewestClues(shape)) return GenerateError::TooFewClues;
    }
    const DifficultyTarget& t = options.target;
    if (t.kind == DifficultyTarget::Kind::Er) {
        if (!(t.erMin <= t.erMax)) return GenerateError::BadErRange;
        bool reachable = false;
        for (const RatingSpan& span : ratingSpans(shape)) {
            // The first rating of the span at or above erMin (chains go in tenths).
            const double first = span.low < t.erMin ? span.low + std::ceil((t.erMin - span.low) / 0.1 - 1e-6) * 0.1 : span.low;
            reachable = reachable || (first >= t.erMin - 1e-9 && first <= t.erMax + 1e-9 && first <= span.high + 1e-9);
        }
        if (!reachable) return GenerateError::UnreachableEr;
    }
    if (t.kind == DifficultyTarget::Kind::Technique && static_cast<std::size_t>(t.technique) >= logic::allTechniques().size())
        return GenerateError::UnsupportedTechnique;
    if (!t.reachable()) return GenerateError::UnreachableTechnique;
    if (t.kind == DifficultyTarget::Kind::Technique) {
        // A constraint's own step needs that constraint in the rules; the variants the generator
        // makes have six of them (anti-knight, anti-king, non-consecutive, a killer's cages, whose
        // steps are the cage's own and the rule of 45's innies and outies, thermometers and arrows),
        // and classic rules none.
        using logic::Technique;
        const logic::TechniqueInfo& info = logic::techniqueInfo(t.technique);
        const bool killerStep = t.technique == Technique::KillerCage || t.technique == Technique::Innies || t.technique == Technique::Outies;
        const bool constraintFound = (t.technique == Technique::AntiKnight && options.variants.has(VariantKind::AntiKnight)) ||
                                     (t.technique == Technique::AntiKing && options.variants.has(VariantKind::AntiKing)) ||
                                     (t.technique == Technique::NonConsecutive && options.variants.has(VariantKind::NonConsecutive)) ||
                                     (killerStep && options.variants.has(VariantKind::Killer)) ||
                                     (t.technique == Technique::Thermometer && options.variants.has(VariantKind::Thermometer)) ||
                                     (t.technique == Technique::Arrow && options.variants.has(VariantKind::Arrow));
        if (info.applies == logic::Applies::Constraints && !constraintFound) return GenerateError::UnreachableTechnique;
        // And the techniques a variant switches off (technique.h, Applies) are never its hardest step.
        const bool houses = options.variants.has(VariantKind::Jigsaw) || options.variants.has(VariantKind::X) ||
                            options.variants.has(VariantKind::Diagonal) || options.variants.has(VariantKind::Windoku);
        if (!options.variants.empty() && (info.applies == logic::Applies::Classic ||
                                          (info.applies == logic::Applies::ClassicHouses && houses)))
            return GenerateError::UnreachableTechnique;
    }
    return std::nullopt;
}

GenerateResult generate(const GenerateOptions& options) {
    const auto start = std::chrono::steady_clock::now();
    GenerateResult result;
    GenerateStats& stats = result.stats;
    // One token for everything inside: the caller's stop, and the budget's.
    std::stop_source source;
    std::stop_callback forward(options.stop, [&source] { source.request_stop(); });
    const std::stop_token stop = source.get_token();
    const Watchdog watchdog(options.budget, source);
    if (!options.variants.empty()) {
        result = detail::generateVariant(options, stop);
        if (result.status == GenerateStatus::Cancelled && !options.stop.stop_requested()) result.status = GenerateStatus::TimedOut;
        result.stats.elapsed = std::chrono::steady_clock::now() - start;
        return result;
    }
    result.rules = Rules::classic(options.shape.size());

    const Shape shape = options.shape;
    const std::uint64_t nodeLimit = shape.size() >= 25 && !options.minimal ? kCheckNodes25
                                    : shape.size() >= 16 && !options.minimal ? kCheckNodes16
                                                                            : 0;
    const bool descend = shape.size() >= 12 && !options.minimal && options.target.kind != DifficultyTarget::Kind::Any &&
                         !(options.target.kind == DifficultyTarget::Kind::Grade && options.target.grade == logic::Grade::Extreme);
    const std::vector<std::vector<int>> orbits = orbitsOf(shape, options.symmetry);
    const bool needsRating = options.target.kind != DifficultyTarget::Kind::Any || options.rate;
    SplitMix64 rng(mix64(options.seed ^ 0xC2B2AE3D27D4EB4Full));
    std::optional<logic::Rating> closest;
    double closestDistance = std::numeric_limits<double>::infinity();

    const auto finish = [&](GenerateStatus status) {
        result.status = status;
        stats.elapsed = std::chrono::steady_clock::now() - start;
        return result;
    };
    const auto stopped = [&] { return finish(options.stop.stop_requested() ? GenerateStatus::Cancelled : GenerateStatus::TimedOut); };
    const auto reject = [&] {
        ++stats.rejected;
        if (options.progress && (stats.candidates <= 8 || stats.candidates % 64 == 0))
            options.progress({stats.candidates, stats.rejected, closest});
    };

    for (std::uint64_t attempt = 0;; ++attempt) {
        if (stop.stop_requested()) return stopped();
        if (!options.pattern.empty() && attempt >= static_cast<std::uint64_t>(kPatternTries)) return finish(GenerateStatus::NotFound);
        const Grid solution = randomSolution(shape, rng, stop);
        if (stop.stop_requested()) return stopped();
        ++stats.candidates;

        Grid puzzle;
        if (!options.pattern.empty()) {
            puzzle = Grid(shape);
            for (int cell = 0; cell < shape.cellCount(); ++cell)
                if (options.pattern[static_cast<std::size_t>(cell)]) puzzle.set(cell, solution.at(cell));
            SolveOptions count;
            count.limit = 2;
            count.keep = 0;
            count.stop = stop;
            ++stats.uniquenessChecks;
            const SolveResult r = solve(puzzle, count);
            if (r.status == SolveStatus::Cancelled) return stopped();
            if (!r.isUnique()) {
                reject();
                continue;
            }
            if (options.minimal) {
                Carver check(solution, 0, stop, &puzzle);
                const bool minimal = check.isMinimal();
                stats.uniquenessChecks += check.checks();
                if (stop.stop_requested()) return stopped();
                if (!minimal) {
                    reject();
                    continue;
                }
            }
        } else {
            Carver carver(solution, nodeLimit, stop);
            // How low to go: all the way (minimal, or no range), else a count drawn from the range.
            int floor = 0;
            if (options.clues && !options.minimal)
                floor = options.clues->min +
                        static_cast<int>(rng.below(static_cast<std::uint32_t>(options.clues->max - options.clues->min + 1)));
            for (std::size_t i : permutation(static_cast<int>(orbits.size()), rng)) {
                const std::vector<int>& orbit = orbits[i];
                if (carver.clues() - static_cast<int>(orbit.size()) < floor) continue;
                carver.tryRemove(orbit, i);
                if (carver.stopped()) break;
            }
            stats.uniquenessChecks += carver.checks();
            if (stop.stop_requested()) return stopped();
            puzzle = carver.puzzle();
            if (descend) {
                // The puzzle after the first k removals, for the largest k still within the target.
                const std::vector<std::size_t>& removed = carver.removed();
                const auto prefix = [&](std::size_t k) {
                    Grid p = solution;
                    for (std::size_t i = 0; i < k; ++i)
                        for (int cell : orbits[removed[i]]) p.set(cell, 0);
                    return p;
                };
                const auto within = [&](const Grid& p) {
                    return detail::grade(p, options.target, stop, detail::Bound::AtMost).outcome == detail::Graded::Accepted;
                };
                if (!within(puzzle)) {
                    std::size_t low = 0, high = removed.size(); // prefix(low) is within, prefix(high) is not
                    while (high - low > 1 && !stop.stop_requested()) {
                        const std::size_t mid = (low + high) / 2;
                        (within(prefix(mid)) ? low : high) = mid;
                    }
                    puzzle = prefix(low);
                }
                if (stop.stop_requested()) return stopped();
            }
            if (!inRange(puzzle.filledCount(), options.clues)) {
                reject();
                continue;
            }
        }

        if (!needsRating) {
            result.puzzle = std::move(puzzle);
            result.solution = solution;
            return finish(GenerateStatus::Generated);
        }
        const detail::Grading graded = detail::grade(puzzle, options.target, stop);
        if (graded.outcome == detail::Graded::Cancelled) return stopped();
        if (graded.rating) {
            const double distance = detail::distanceTo(options.target, *graded.rating);
            if (distance < closestDistance) {
                closestDistance = distance;
                closest = graded.rating;
            }
        }
        if (graded.outcome == detail::Graded::Accepted) {
            result.puzzle = std::move(puzzle);
            result.solution = solution;
            result.rating = *graded.rating;
            result.rated = true;
            if (options.progress) options.progress({stats.candidates, stats.rejected, closest});
            return finish(GenerateStatus::Generated);
        }
        reject();
    }
}

} // namespace qudoku
