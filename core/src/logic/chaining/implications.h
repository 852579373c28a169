#pragma once
// Internal: Sudoku Explainer's forcing-chain engine, rebuilt on our candidate grid. It assumes a
// candidate true ("on") or false ("off"), follows every implication that assumption forces, and
// reports the deductions (a candidate that is false, or true) together with the tree of reasons
// behind each. The finders in techniques/forcing_chains.cpp turn those reports into Steps.
//
// Why Explainer's rules and not a simpler closure: the ratings puzzle authors publish are
// Explainer's, and a chain's rating depends on its length, which depends on exactly which reason is
// recorded first for each implied candidate. So the order of the search is part of the contract:
// - a potential is (cell, value, on/off); each one is recorded once per search, with the parents of
//   its FIRST derivation (Explainer's LinkedSet keeps the first element added);
// - "on" implies "off" for the cell's other candidates (Y-links; not in X-only searches and Nishio),
//   then the value's other places in the box, the row outside the box, the column outside the box;
// - "off" implies "on" for the last candidate of a bivalue cell (Y), then the last place of the value
//   in the box, the row, the column (X);
// - pending "on" potentials are always followed before pending "off" ones;
// - a dynamic search removes each "off" candidate from its working grid once followed, so later
//   singles see the removals; the removals that made a single are recorded as its extra ("hidden")
//   parents, and so count towards the chain's length;
// - at level 1 and above, when nothing else follows, a dynamic search also applies locked
//   candidates, hidden and naked pairs and X-Wings to the working grid ("+"), and from level 2 on
//   forcing chains themselves (nested chains), whose own length is added; a nested chain depends on
//   the removals in the cells and houses where its "on" candidates became singles.
// A chain's complexity is the number of distinct potentials among the ancestors of its conclusion(s)
// (Explainer's getAncestorCount), and its rating is its kind's base plus chainLengthPenalty(complexity - 2).
//
// Reentrant: every search owns its state; nothing is shared between calls.

#include <cstddef>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/step.h"

namespace qudoku::logic::detail::chaining {

// Which of Explainer's chaining rules a search follows (its Chaining(isMultiple, isDynamic,
// isNishio, level) producers).
struct Rule {
    bool multiple = false; // cell and region forcing chains (several branches)
    bool dynamic = false;  // the working grid follows the assumptions
    bool nishio = false;   // only X-links from an assumption, contradictions only
    int level = 0;         // 0; 1: "+" (basic techniques inside); 2, 3: nested (multiple) forcing
                           // chains; 4: nested dynamic forcing chains
    int nestingLimit = 0;  // level 4: the level of the dynamic chains nested inside

    // The base rating of the rule's multiple-branch hints (Explainer's Chaining.getDifficulty()).
    double baseRating() const;
};

enum class Kind {
    Cycle,         // a bidirectional cycle (nice loop): static, from an "on" back to itself
    ForcingChain,  // a single chain from an assumption to its own negation
    Contradiction, // an assumption leads to a candidate both on and off
    Double,        // both states of a candidate lead to the same conclusion
    Cell,          // every candidate of a cell leads to the same conclusion
    Region,        // every place of a value in a house leads to the same conclusion
};

// One candidate assumed true or false.
struct Potential {
    int cell = 0;
    int value = 0;
    bool on = false;
    friend bool operator==(const Potential&, const Potential&) = default;
};

// A branch as drawn: the main line of reasons from the assumption (first) to the conclusion (last).
struct Branch {
    std::vector<Potential> line;
};

struct Hint {
    Kind kind = Kind::ForcingChain;
    bool xLinks = true, yLinks = true;   // the single-chain kinds: which links they use
    Potential source;                    // the assumption (for Cell: any candidate of the cell)
    int house = -1;                      // Region: the house; Cell: -1
    int conclusionValue = 0;             // what the hint proves: a candidate on (placement) or off
    Potential conclusion;
    std::vector<CellValue> eliminations; // what it removes (a placement removes the cell's others)
    std::vector<Branch> branches;
    int complexity = 0;
    int sortKey = 0;                     // Explainer's tie-breaker between equal ratings
    double rating = 0.0;
    int nestedLevel = 0;                 // the rule's level
    std::vector<int> targets;            // internal: the chain ends' nodes in the search that found it
};

// The work a search may do (nodes made, nested searches included; see kNodeBudget in search.h) and
// the memory it may hold at once. One budget may be shared by several searches, as the nested rules
// of one step are. A search that runs out of either stops, keeps what it found and says so here.
struct WorkBudget {
    std::size_t used = 0;        // nodes made
    std::size_t memoryLimit = 0; // bytes the searches and their memo may hold at once (LogicOptions::memoryLimit)
    std::size_t held = 0;        // bytes they hold now (Search::heldBytes, counted after each walk)
    std::size_t peakHeld = 0;    // the most they held, the memo's included
    bool stoppedShort = false;   // a search ran out of nodes or memory and stopped before its end
};

// What the searches of one step have found nested on each working grid (see NestedMemo in search.h):
// a nested search depends only on the grid it runs on, and the dynamic searches of one step meet the
// same working grids again and again (two of every three on the forum's hardest puzzles). Share one
// memo among the producers of one step, never between steps (X-Wings inside level-4 nesting depend
// on the step's placed values). Not thread-safe: one memo per thread.
class SearchMemo {
public:
    SearchMemo();
    ~SearchMemo();
    SearchMemo(const SearchMemo&) = delete;
    SearchMemo& operator=(const SearchMemo&) = delete;
    struct Table;
    Table& table() { return *table_; }

private:
    std::unique_ptr<Table> table_;
};

// The cheapest hint the rule finds in `state` (by rating, then complexity, then sort key, then the
// order found: Explainer's sort), or none. None when stopped. A search that runs out of `budget`
// returns the cheapest it found until then.
std::optional<Hint> findCheapestHint(const CandidateGrid& state, const Rule& rule, std::stop_token stop,
                                     WorkBudget& budget, SearchMemo& memo);

} // namespace qudoku::logic::detail::chaining
