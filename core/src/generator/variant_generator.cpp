// The generator under variant rules (what it promises: generator.h; the variants: variant_set.h).
// The classic generator's steps (generator.cpp), on the variant engine:
//
// 1. The rules: from the set and the size; a jigsaw draws a fresh region layout from the seed's stream
//    for each candidate (jigsaw_layout.h; symmetric under the half turn when rotate180 is asked). A
//    16×16 jigsaw makes its layout and grid together instead, the grid first (jigsaw_with_grid.h: a
//    random 16×16 layout seldom admits a grid within kGridNodes).
// 2. A random solution grid: the variant engine, seeded (random ties among the fewest-candidates
//    cells, digits in random order), finds the first solution of the blank grid within kGridNodes
//    nodes; on failure the next seed (a jigsaw: the next layout), kGridTries times before NoGrid. No
//    grid is a transform of another: each is a fresh search, as the rules of most variants are not
//    kept by the classic generator's shuffles (a band swap breaks a diagonal, digit relabelling breaks
//    non-consecutive).
// 3. Thermometers and arrows: drawn on the grid (drawn_shapes.h), then the rules with them carve.
//    A killer's cages are made instead of carving (killer_cages.h).
// 4. Carving, as in generator.cpp: orbits in a random order, an orbit out when no solution holds
//    another value in any of its cells (an exclusion search each, VariantEngine: the rules compiled
//    once per layout, not per check). A cell whose house peers' clues leave it one digit needs no
//    search. Unless minimal, a check past kCheckNodes nodes keeps its clue (sound: a clue too many never
//    breaks uniqueness), so a puzzle is minimal or nearly so; non-consecutive and 16×16 checks can
//    otherwise run for seconds (a 12×12 non-consecutive puzzle took over a minute without a limit).
//    Then the shapes the givens made redundant come off (drawn_shapes.h, pruneShapes).
// 5. Rating: gradeUnderRules (grading.h), the one place the rater is called: the logic engine over
//    the rules, stopped at the first step past the target.
// Every random choice comes from the seed through SplitMix64 (no standard distribution).

#include "generator/variant_generator.h"

#include <bit>
#include <chrono>
#include <functional>
#include <memory>

#include "generator/drawn_shapes.h"
#include "generator/grading.h"
#include "generator/jigsaw_layout.h"
#include "generator/jigsaw_with_grid.h"
#include "generator/killer_cages.h"
#include "generator/shared.h"
#include "qudoku/houses.h"
#include "qudoku/solver.h"
#include "solvers/search_context.h"

namespace qudoku {

namespace {

using detail::Existence;
using detail::SplitMix64;
using detail::VariantEngine;
using Mask = std::uint32_t;

// Per uniqueness check unless minimal (see the top of the file). Measured (dev build, shared machine,
// qudoku-variant-generator-bench, 10 puzzles a row, median ms / mean clues) with 4096, 512 and 128
// nodes: anti-knight 12×12 121/33.8, 34/35.6, 11/36.2; non-consecutive 9×9 104/8.5, 41/9.7, 38/10.1;
// windoku 16×16 1698/68.3, 603/68.7, 346/68.3; X 9×9 level (0.9/19.1). 1024 keeps most of the
// speed for a clue or so more on the tight rules.
constexpr std::uint64_t kCheckNodes = 1024;

// One candidate's rules, their compiled engine and each cell's house peers.
struct Ruled {
    Rules rules;
    std::unique_ptr<VariantEngine> engine;
    std::unique_ptr<Houses> houses;

    explicit Ruled(Rules r) : rules(std::move(r)), engine(std::make_unique<VariantEngine>(rules)), houses(std::make_unique<Houses>(rules)) {}
};

// Takes clues out of a full grid under rules while the puzzle stays unique (see the top of the file).
class VariantCarver {
public:
    VariantCarver(const Grid& solution, Ruled& ruled, std::uint64_t nodeLimit, const std::stop_token& stop, const Grid* puzzle = nullptr)
        : solution_(solution), puzzle_(puzzle ? *puzzle : solution), ruled_(ruled), nodeLimit_(nodeLimit), stop_(stop) {
        clues_ = puzzle_.filledCount();
    }

    const Grid& puzzle() const { return puzzle_; }
    int clues() const { return clues_; }
    std::uint64_t checks() const { return checks_; }
    bool stopped() const { return stop_.stop_requested(); }

    bool tryRemove(const std::vector<int>& orbit) {
        for (int cell : orbit) puzzle_.set(cell, 0);
        bool unique = true;
        for (int cell : orbit) {
            if (isForced(cell)) continue;
            ++checks_;
            if (ruled_.engine->solutionExists(puzzle_, cell, solution_.at(cell), nodeLimit_, stop_) != Existence::No) {
                unique = false;
                break;
            }
        }
        if (!unique) {
            for (int cell : orbit) puzzle_.set(cell, solution_.at(cell));
            return false;
        }
        clues_ -= static_cast<int>(orbit.size());
        return true;
    }

    // Puts back an orbit tryRemove took out.
    void putBack(const std::vector<int>& orbit) {
        for (int cell : orbit) puzzle_.set(cell, solution_.at(cell));
        clues_ += static_cast<int>(orbit.size());
    }

    // No clue (no orbit of `orbits` made of clues) can come out without a second solution.
    bool isMinimal(const std::vector<std::vector<int>>& orbits) {
        for (const std::vector<int>& orbit : orbits) {
            if (puzzle_.at(orbit.front()) == 0) continue;
            for (int cell : orbit) puzzle_.set(cell, 0);
            bool another = false;
            for (int cell : orbit) {
                ++checks_;
                const Existence e = ruled_.engine->solutionExists(puzzle_, cell, solution_.at(cell), 0, stop_);
                if (e == Existence::Unknown) return false; // stopped
                if (e == Existence::Yes) {
                    another = true;
                    break;
                }
            }
            for (int cell : orbit) puzzle_.set(cell, solution_.at(cell));
            if (!another) return false;
        }
        return true;
    }

private:
    // The clues among its house peers leave it only its own value (a naked single at the root).
    bool isForced(int cell) const {
        Mask seen = 0;
        for (int peer : ruled_.houses->peersOf(cell))
            if (const int v = puzzle_.at(peer)) seen |= Mask{1} << (v - 1);
        const int n = solution_.size();
        return std::popcount(seen) == n - 1 && !(seen & (Mask{1} << (solution_.at(cell) - 1)));
    }

    const Grid& solution_;
    Grid puzzle_;
    Ruled& ruled_;
    std::uint64_t nodeLimit_;
    const std::stop_token& stop_;
    int clues_ = 0;
    std::uint64_t checks_ = 0;
};

} // namespace

std::optional<VariantGenerateError> checkVariantOptions(const GenerateOptions& options) {
    if (options.variants.empty()) return std::nullopt;
    const int n = options.shape.size();
    if (const auto problem = checkVariantSet(options.variants, n, options.symmetry)) {
        switch (*problem) {
        case VariantSetProblem::BadSize: return VariantGenerateError::BadSize;
        case VariantSetProblem::WindokuSize: return VariantGenerateError::WindokuSize;
        case VariantSetProblem::XWithDiagonal: return VariantGenerateError::XWithDiagonal;
        case VariantSetProblem::SymmetryRefused: return VariantGenerateError::SymmetryRefused;
        }
    }
    if (!(Rules{n, {}, {}, {}}.gridShape() == options.shape)) return VariantGenerateError::BadSize;
    if (options.variants.has(VariantKind::Killer) && (options.clues || !options.pattern.empty()))
        return VariantGenerateError::KillerClues;
    if (options.variants.has(VariantKind::Jigsaw)) return std::nullopt; // the layout decides (generate: NoGrid)
    const Rules rules = variantRules(options.variants, n);
    VariantEngine engine(rules);
    const Existence e = engine.solutionExists(Grid(options.shape), -1, 0, kProbeNodes, options.stop);
    if (e == Existence::No) return VariantGenerateError::NoSolution;
    if (e == Existence::Unknown) return VariantGenerateError::TooHard;
    return std::nullopt;
}

namespace detail {

GenerateResult generateVariant(const GenerateOptions& options, std::stop_token stop) {
    GenerateResult result;
    GenerateStats& stats = result.stats;
    const Shape shape = options.shape;
    const int n = shape.size();
    const bool jigsaw = options.variants.has(VariantKind::Jigsaw);
    const bool halfTurn = jigsaw && options.symmetry == Symmetry::Rotate180;
    const std::uint64_t nodeLimit = options.minimal ? 0 : kCheckNodes;
    const std::vector<std::vector<int>> orbits = orbitsOf(shape, options.symmetry);
    const bool needsRating = options.target.kind != DifficultyTarget::Kind::Any || options.rate;
    SplitMix64 rng(mix64(options.seed ^ 0x165667B19E3779F9ull));
    std::unique_ptr<Ruled> ruled;
    if (!jigsaw) ruled = std::make_unique<Ruled>(variantRules(options.variants, n));
    const bool withGrid = jigsaw && jigsawWithGridSize(n);
    const bool killer = options.variants.has(VariantKind::Killer);
    const ShapeKinds shapeKinds{options.variants.has(VariantKind::Thermometer), options.variants.has(VariantKind::Arrow)};
    const bool shaped = shapeKinds.thermometers || shapeKinds.arrows;

    const auto stopped = [&] {
        result.status = GenerateStatus::Cancelled;
        return result;
    };
    const auto reject = [&] {
        ++stats.rejected;
        if (options.progress && (stats.candidates <= 8 || stats.candidates % 64 == 0))
            options.progress({stats.candidates, stats.rejected, std::nullopt});
    };

    for (std::uint64_t attempt = 0;; ++attempt) {
        if (stop.stop_requested()) return stopped();
        if (!options.pattern.empty() && attempt >= static_cast<std::uint64_t>(kPatternTries)) {
            result.status = GenerateStatus::NotFound;
            return result;
        }
        Rules rulesMade; // the puzzle's rules when they are made for this grid (killer, shapes)
        // 1-2. The rules (a fresh layout) and a random solution grid; a 16×16 jigsaw's layout and
        // grid made together (jigsaw_with_grid.h).
        std::optional<Grid> solution;
        const auto gridStart = std::chrono::steady_clock::now();
        for (int tries = 0; !solution; ++tries) {
            if (tries == kGridTries) {
                result.status = GenerateStatus::NoGrid;
                return result;
            }
            ++stats.gridSearches;
            if (withGrid) {
                std::optional<JigsawWithGrid> made = jigsawWithGrid(options.variants, n, halfTurn, rng, stop);
                if (made) {
                    ruled = std::make_unique<Ruled>(variantRules(options.variants, n, std::move(made->regions)));
                    solution = std::move(made->solution);
                }
            } else {
                if (jigsaw) ruled = std::make_unique<Ruled>(variantRules(options.variants, n, randomJigsawLayout(n, halfTurn, rng)));
                solution = ruled->engine->firstSolution(Grid(shape), rng.next(), kGridNodes, stop);
            }
            if (stop.stop_requested()) return stopped();
        }
        stats.gridTime += std::chrono::steady_clock::now() - gridStart;
        ++stats.candidates;

        // 3. The shapes drawn on the grid (drawn_shapes.h): the rules the carver works under.
        std::unique_ptr<Ruled> withShapes;
        const std::size_t firstShape = ruled->rules.constraints.size();
        if (shaped) {
            Rules r = ruled->rules;
            for (Constraint& c : drawShapes(*solution, shapeKinds, rng)) r.constraints.push_back(std::move(c));
            withShapes = std::make_unique<Ruled>(std::move(r));
        }
        Ruled& carving = shaped ? *withShapes : *ruled;

        // 4. The puzzle: a killer's cages (killer_cages.h), or clues carved out.
        Grid puzzle;
        if (killer) {
            KillerCageOptions cageOptions;
            cageOptions.maxCage = largestCage(n);
            cageOptions.nodeLimit = options.minimal ? 0 : kKillerCheckNodes;
            if (!options.minimal) cageOptions.target = options.target;
            const std::optional<KillerCages> cages = makeKillerCages(*solution, carving.rules, cageOptions, rng, stop);
            if (!cages) return stopped();
            stats.uniquenessChecks += cages->checks;
            rulesMade = killerRules(carving.rules, cages->cages, *solution);
            puzzle = Grid(shape);
        } else if (!options.pattern.empty()) {
            puzzle = Grid(shape);
            for (int cell = 0; cell < shape.cellCount(); ++cell)
                if (options.pattern[static_cast<std::size_t>(cell)]) puzzle.set(cell, solution->at(cell));
            SolveOptions count;
            count.limit = 2;
            count.keep = 0;
            count.stop = stop;
            ++stats.uniquenessChecks;
            const SolveResult r = solve(puzzle, carving.rules, count);
            if (r.status == SolveStatus::Cancelled) return stopped();
            if (!r.isUnique()) {
                reject();
                continue;
            }
            if (options.minimal) {
                VariantCarver check(*solution, carving, 0, stop, &puzzle);
                const bool minimal = check.isMinimal(orbits);
                stats.uniquenessChecks += check.checks();
                if (stop.stop_requested()) return stopped();
                if (!minimal) {
                    reject();
                    continue;
                }
            }
        } else {
            VariantCarver carver(*solution, carving, nodeLimit, stop);
            int floor = 0;
            if (options.clues && !options.minimal)
                floor = options.clues->min +
                        static_cast<int>(rng.below(static_cast<std::uint32_t>(options.clues->max - options.clues->min + 1)));
            // With a target, a clue stays when the puzzle without it would be harder than the target:
            // carved to the end, variant puzzles are nearly all extreme (anti-knight 9×9: 10 of 10 at
            // ER 9.2-10.5, forcing chains), so an easy one is only found by keeping what keeps it
            // easy. The check is capped at the target's hardest technique (grading.h, AtMost), so it
            // never runs the chains a harder puzzle would need.
            const bool keepWithin = options.target.kind != DifficultyTarget::Kind::Any && !options.minimal;
            for (std::size_t i : permutation(static_cast<int>(orbits.size()), rng)) {
                const std::vector<int>& orbit = orbits[i];
                if (carver.clues() - static_cast<int>(orbit.size()) < floor) continue;
                if (carver.tryRemove(orbit) && keepWithin) {
                    const std::optional<Grading> within =
                        gradeUnderRules(carver.puzzle(), carving.rules, options.target, stop, Bound::AtMost);
                    if (within && within->outcome == Graded::Rejected) carver.putBack(orbit);
                }
                if (carver.stopped()) break;
            }
            stats.uniquenessChecks += carver.checks();
            if (stop.stop_requested()) return stopped();
            puzzle = carver.puzzle();
            if (!inRange(puzzle.filledCount(), options.clues)) {
                reject();
                continue;
            }
        }

        // The shapes the givens made redundant come off (not around a killer's cages, which were
        // merged with every shape in place).
        if (shaped && !killer) {
            std::function<bool(const Rules&)> within;
            if (options.target.kind != DifficultyTarget::Kind::Any && !options.minimal)
                within = [&](const Rules& r) {
                    const std::optional<Grading> g = gradeUnderRules(puzzle, r, options.target, stop, Bound::AtMost);
                    return !(g && g->outcome == Graded::Rejected);
                };
            PrunedShapes pruned = pruneShapes(puzzle, *solution, carving.rules, firstShape, nodeLimit, rng, stop, within);
            stats.uniquenessChecks += pruned.checks;
            if (pruned.stopped) return stopped();
            rulesMade = std::move(pruned.rules);
        }

        // 5. The rating, when asked for and when the rules can be rated (grading.h).
        const Rules& rules = killer || shaped ? rulesMade : ruled->rules;
        if (needsRating) {
            const std::optional<Grading> graded = gradeUnderRules(puzzle, rules, options.target, stop);
            if (graded && graded->outcome == Graded::Cancelled) return stopped();
            if (graded && graded->outcome == Graded::Rejected) {
                reject();
                continue;
            }
            if (graded && graded->rating) {
                result.rating = *graded->rating;
                result.rated = true;
            }
        }
        result.puzzle = std::move(puzzle);
        result.solution = std::move(*solution);
        result.rules = rules;
        result.status = GenerateStatus::Generated;
        if (options.progress) options.progress({stats.candidates, stats.rejected, std::nullopt});
        return result;
    }
}

} // namespace detail

} // namespace qudoku
