#pragma once
// Internal: the forcing-chain search behind implications.h, one object per findHints call (and per
// nested search). Its parts live in files of their own:
// - search.cpp: nodes, the implications of one potential, following assumptions (follow), and the
//   ancestor count that rates a chain;
// - single_chains.cpp: Explainer's "Forcing Chains & Cycles" (one branch from one assumption);
// - multiple_chains.cpp: Nishio, cell, region, contradiction and double chains (several branches);
// - rules_inside.cpp: what the basic techniques and nested chains add inside a dynamic search.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <limits>
#include <stop_token>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "logic/chaining/implications.h"
#include "qudoku/logic/geometry.h"

namespace qudoku::logic::detail::chaining {

// Built with QUDOKU_VERIFY_SHORTCUTS (the verify preset: `make test PRESET=verify` runs the whole
// suite this way, optimised; under the sanitizers it would double their run time), the
// search checks each shortcut it takes against the work the shortcut saves: a walk the reachability
// tests skip is walked anyway and must find nothing, a remembered nested search is searched again and
// must give the same findings, a kept walk is walked again and must reach the same potentials, and a
// hint counted only up to its limit is counted in full and must indeed lose. A disagreement aborts.
#ifdef QUDOKU_VERIFY_SHORTCUTS
inline constexpr bool kVerifyShortcuts = true;
#else
inline constexpr bool kVerifyShortcuts = false;
#endif
[[noreturn]] void shortcutFailed(const char* what);

// The most nodes one budget may pay for: a search with the searches nested in it, or all the nested
// rules one step tries (levels 2 to 4). Explainer has no limit and can run for minutes; we stop and
// keep what was found. An empty 9×9 grid (many solutions, nothing to find) took 4 min 40 s in the
// nested search before this limit, and takes 1.6 s with it.
inline constexpr std::size_t kNodeBudget = 20'000'000;


// One derivation of a potential: the potential and the reasons it was derived from. Nodes live in
// the search's arena and are never freed during a search; parents are indices into the arena.
// Why an "on" node holds (Explainer's Potential.Cause), which a chain nested in another search needs
// to name the removals it depends on: the cell's last candidate, or the value's last place in the
// cell's box, row or column (the cell's regionsOf_ index). Off nodes and assumptions have none.
inline constexpr std::int8_t kNoCause = -2;
inline constexpr std::int8_t kCellCause = -1;

struct Node {
    Potential p;
    int parentBegin = 0;
    int parentCount = 0;
    int nested = -1; // a nested chain's index in Search::nested_, or -1
    std::int8_t cause = kNoCause;
};

// Candidate counts the hot loops ask for, without a popcount call (the portable build has no
// popcount instruction, and std::popcount became a library call that cost 7 % of a nested search).
inline bool atMostOne(std::uint32_t m) { return (m & (m - 1)) == 0; }
inline bool exactlyTwo(std::uint32_t m) { return m && !atMostOne(m) && atMostOne(m & (m - 1)); }

inline int potentialId(const Potential& p, int n) { return ((p.cell * n) + p.value - 1) * 2 + (p.on ? 1 : 0); }

// Explainer's LinkedSet<Potential>: each potential at most once (the first node added wins), in
// the order added.
class PotentialSet {
public:
    explicit PotentialSet(int ids) : first_(static_cast<std::size_t>(ids), -1) {}
    int capacity() const { return static_cast<int>(first_.size()); }
    bool contains(int id) const { return first_[id] >= 0; }
    int get(int id) const { return first_[id]; }
    bool add(int id, int node) {
        if (first_[id] >= 0) return false;
        first_[id] = node;
        order_.push_back(node);
        return true;
    }
    const std::vector<int>& nodes() const { return order_; }
    std::size_t bytes() const { return (first_.capacity() + order_.capacity()) * sizeof(int); }
    // Empties the set in time proportional to its size (the search reuses a few sets thousands of times).
    void clear(const std::vector<Node>& arena, int n) {
        for (int node : order_) first_[potentialId(arena[node].p, n)] = -1;
        order_.clear();
    }
    // Keeps only the potentials also in `other` (order kept, nodes kept).
    void retainAll(const PotentialSet& other, const std::vector<Node>& arena, int (*idOf)(const Potential&, int), int n) {
        std::vector<int> kept;
        for (int node : order_) {
            const int id = idOf(arena[node].p, n);
            if (other.contains(id)) kept.push_back(node);
            else first_[id] = -1;
        }
        order_ = std::move(kept);
    }

private:
    std::vector<int> first_;
    std::vector<int> order_;
};

// A PotentialSet whose walk is over, kept for reading: the same nodes in the same order, found by
// potential id through a sorted list instead of a table over every potential. A walk on an open grid
// reaches a few dozen to a few hundred potentials, while the table has one entry for each of them:
// 31,250 on 25×25 (125 kB a set). Region chains keep a walk for nearly every candidate until its
// cell's turn (kept walks below), and with two tables each those kept walks alone reached 3.4 GB
// on a 25×25 with four givens (13,900 walks of 250 kB; issue 30). As lists they take
// 12 bytes per potential (about 1 kB a walk there).
class WalkSet {
public:
    WalkSet() = default;
    WalkSet(const PotentialSet& set, const std::vector<Node>& arena, int n) : order_(set.nodes()) {
        byId_.reserve(order_.size());
        for (int node : order_) byId_.push_back({potentialId(arena[node].p, n), node});
        std::sort(byId_.begin(), byId_.end());
    }
    const std::vector<int>& nodes() const { return order_; }
    bool contains(int id) const { return get(id) >= 0; }
    int get(int id) const {
        const auto it = std::lower_bound(byId_.begin(), byId_.end(), std::pair{id, -1});
        return it != byId_.end() && it->first == id ? it->second : -1;
    }
    std::size_t bytes() const { return order_.capacity() * sizeof(int) + byId_.capacity() * sizeof(byId_[0]); }

private:
    std::vector<int> order_;                  // the nodes, in the order added
    std::vector<std::pair<int, int>> byId_;   // (potential id, node), by id
};

// A first-in first-out queue of node indices that keeps its storage between uses (the search runs
// thousands of short breadth-first walks; a std::deque allocated per walk was a fifth of the time).
class NodeQueue {
public:
    void reset(const std::vector<int>& nodes) {
        items_.assign(nodes.begin(), nodes.end());
        head_ = 0;
    }
    bool empty() const { return head_ == items_.size(); }
    int pop() { return items_[head_++]; }
    void push(int node) { items_.push_back(node); }

private:
    std::vector<int> items_;
    std::size_t head_ = 0;
};

// The grid's layout as the search walks it, shared by a search and the searches nested in it: for
// each cell its box, row and column (Explainer's region order), and each house's cells.
struct Layout {
    std::vector<std::array<int, 3>> regionsOf;
    std::vector<std::vector<int>> houseCells;
    // Each cell's peers in the order an "on" candidate removes the value from them: the box, then the
    // row outside the box, then the column outside the box; with the index (0-2) of that house.
    struct Peer {
        int cell;
        int house;
    };
    std::vector<std::vector<Peer>> peers;
    // The same peers as bits, by house in the same order: cell c's peers in house k (0-2) are the
    // bits of peerWords[(c * 3 + k) * words, + words), and listing them by ascending bit gives `peers`.
    int words = 0;
    std::vector<std::uint64_t> peerWords;
    const std::uint64_t* peerBits(int cell, int k) const {
        return &peerWords[static_cast<std::size_t>((cell * 3 + k) * words)];
    }
    // f(peer) for each peer of `cell` among the bits of `cells` (`words` words), in `peers`'s order.
    template <typename F>
    void forEachPeerIn(int cell, const std::uint64_t* cells, F&& f) const {
        for (int k = 0; k < 3; ++k) {
            const std::uint64_t* inHouse = peerBits(cell, k);
            for (int w = 0; w < words; ++w)
                for (std::uint64_t bits = inHouse[w] & cells[w]; bits; bits &= bits - 1) f(w * 64 + std::countr_zero(bits));
        }
    }
    // Whether two cells share a house (the test behind `peers`, in constant time).
    bool sees(int a, int b) const {
        const std::array<int, 3>& x = regionsOf[static_cast<std::size_t>(a)];
        const std::array<int, 3>& y = regionsOf[static_cast<std::size_t>(b)];
        return a != b && (x[0] == y[0] || x[1] == y[1] || x[2] == y[2]);
    }
};

// A nested chain as the search around it uses it: its complexity, what it removes, and, for every
// "on" candidate among its targets' ancestors (each target's in turn, breadth first), why it holds
// (Node::cause, with a Cell or Region hint's assumptions given their cell or house). From these
// Search::ruleParents names the outer removals the chain depends on, whatever grid the outer search
// started from.
struct NestedFinding {
    int complexity = 0;
    std::vector<CellValue> eliminations;
    std::vector<std::pair<Potential, int>> causes;
    friend bool operator==(const NestedFinding&, const NestedFinding&) = default;
};

// SearchMemo's table: the findings of one nested rule on one working grid, keyed by the grid with the
// rule's code appended (see Search::nestedRuleCode). Cleared when it holds kMemoLimit grids, so that a
// step that meets many grids keeps a bounded memory (about 0.5 kB a grid on 9×9).
inline constexpr std::size_t kMemoLimit = 100'000;

struct SearchMemo::Table {
    struct GridHash {
        std::size_t operator()(const std::vector<DigitMask>& key) const {
            std::uint64_t h = 0x9E3779B97F4A7C15ULL;
            for (DigitMask m : key) h = (h ^ m) * 0x100000001B3ULL;
            return static_cast<std::size_t>(h ^ (h >> 29));
        }
    };
    std::unordered_map<std::vector<DigitMask>, std::vector<NestedFinding>, GridHash> findings;
    std::size_t bytes = 0; // held by `findings` (Search::nestedFindings counts them), for the memory limit
};

class Search {
public:
    // A search of its own on `state`, which keeps only the cheapest hint it finds.
    Search(const CandidateGrid& state, const Rule& rule, std::stop_token stop, WorkBudget& budget, SearchMemo& memo);

    // A search of its own (a nested chain) on another search's working grid.
    Search(const Search& outer, const Rule& rule);

    ~Search();
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    std::vector<Hint> run();

private:
    // For every candidate and each of its houses (box, row, column), the value's one other place
    // there, or -1: the X-links of the unchanged grid, looked up instead of scanned.
    void computeOnlyOtherPlaces();

    struct Implied;

    // The queues of a breadth-first walk from the assumptions in toOn and toOff (the search's own
    // pair, reused by every walk).
    std::pair<NodeQueue&, NodeQueue&> startWalk(const PotentialSet& toOn, const PotentialSet& toOff) {
        pendingOn_.reset(toOn.nodes());
        pendingOff_.reset(toOff.nodes());
        return {pendingOn_, pendingOff_};
    }

    // ---- nodes and memory ----------------------------------------------------------------------
    // Every node made counts against the search's budget, nested searches included, and so does the
    // memory the searches hold (see WorkBudget); a search that runs out stops, says so in the budget
    // (stoppedShort) and reports what it has found (see kNodeBudget). Called after each walk, so the
    // memory held passes the limit by at most one walk's nodes before the search stops.
    bool exhausted() {
        if (stop_.stop_requested()) return true;
        if (budget_->used > kNodeBudget) {
            budget_->stoppedShort = true;
            return true;
        }
        return overMemory();
    }
    // The memory limit alone (checked between the walks of one cell's region chains too, which keep
    // up to 3 × (N - 1) walks each).
    bool overMemory() {
        account();
        if (budget_->held + memo_->bytes <= budget_->memoryLimit) return false;
        budget_->stoppedShort = true;
        return true;
    }
    // Brings the budget's count of the bytes held up to date with this search's own (see heldBytes).
    void account();
    // The bytes this search holds: its nodes and their parents, the walks it keeps and its tables,
    // counted by size (a vector's spare capacity, up to as much again, is not counted).
    std::size_t heldBytes() const;

    // A new node: potential p derived from `parents` (node indices), the first of them its main line.
    int make(Potential p, std::initializer_list<int> parents = {}) {
        ++budget_->used;
        Node node{p, static_cast<int>(parents_.size()), static_cast<int>(parents.size()), -1};
        parents_.insert(parents_.end(), parents.begin(), parents.end());
        arena_.push_back(node);
        return static_cast<int>(arena_.size()) - 1;
    }
    int make(Potential p, const std::vector<int>& parents, int nested = -1) {
        ++budget_->used;
        Node node{p, static_cast<int>(parents_.size()), static_cast<int>(parents.size()), nested};
        parents_.insert(parents_.end(), parents.begin(), parents.end());
        arena_.push_back(node);
        return static_cast<int>(arena_.size()) - 1;
    }
    // An "on" node implied for `implied.cause` (see Node::cause).
    int makeImplied(const Implied& implied, int from) {
        const int node = make(implied.p, {from});
        arena_[node].cause = static_cast<std::int8_t>(implied.cause);
        return node;
    }
    int id(const Potential& p) const { return potentialId(p, n_); }
    int id(int node) const { return id(arena_[node].p); }
    int firstParent(int node) const { return arena_[node].parentCount ? parents_[arena_[node].parentBegin] : -1; }
    PotentialSet newSet() const { return PotentialSet(ids_); }
    // A reused set, emptied (allocated on first use: many searches never need it).
    PotentialSet& emptied(PotentialSet& set) {
        if (set.capacity() != ids_) set = newSet();
        else set.clear(arena_, n_);
        return set;
    }

    bool has(int cell, int value) const { return (grid_[cell] >> (value - 1)) & 1U; }
    static bool has(const std::vector<DigitMask>& grid, int cell, int value) { return (grid[cell] >> (value - 1)) & 1U; }

    // ---- implications ----------------------------------------------------------------------------
    // A potential implied by another, before it becomes a node: most implied potentials are already
    // known to the search, and making nodes only for the new ones keeps the arena small.
    struct Implied {
        Potential p;
        int cause = -1; // -1: the cell's last candidate; 0, 1, 2: the last place in its box, row, column
    };

    // What `from` (an "on" potential) makes off: the cell's other candidates (with Y-links), then
    // the value's other places in the box, the row outside the box, the column outside the box.
    void onToOff(const Potential& p, bool yLinks, std::vector<Implied>& out) const;

    // What `from` (an "off" potential) makes on: the other candidate of a bivalue cell (Y), then the
    // only other place of the value in the box, the row, the column (X); each potential once, from
    // its first reason (Explainer's LinkedHashSet).
    void offToOn(const Potential& p, bool yLinks, bool xLinks, std::vector<Implied>& out) const;

    // The node of an implied potential, with `from` as its first parent. In a dynamic search (offs
    // given) an "on" potential also gets as parents the removals since the search began that made
    // it single in its cell or house ("hidden" parents); call this before `from` itself is removed.
    int materialize(int from, const Implied& implied, const PotentialSet* offs);

    void pushHidden(std::vector<int>& parents, const Potential& removed, const PotentialSet& offs) const;

    // ---- ancestors -----------------------------------------------------------------------------
    // Visits each potential among the targets and their ancestors once (the first node met for it),
    // breadth first, as Explainer walks parents.
    // A visit that returns bool stops the walk by returning true.
    template <typename Visit>
    void forEachAncestor(const std::vector<int>& targets, Visit&& visit) {
        ++stampValue_;
        std::vector<int> todo = targets, next;
        while (!todo.empty()) {
            next.clear();
            for (int node : todo) {
                const int pid = id(node);
                if (stamp_[pid] == stampValue_) continue;
                stamp_[pid] = stampValue_;
                if constexpr (std::is_same_v<decltype(visit(node)), bool>) {
                    if (visit(node)) return;
                } else {
                    visit(node);
                }
                for (int i = 0; i < arena_[node].parentCount; ++i) next.push_back(parents_[arena_[node].parentBegin + i]);
            }
            std::swap(todo, next);
        }
    }

    // Explainer's getAncestorCount: distinct potentials met walking the parents breadth first; the
    // nested chains met are added to nestedSeen. Stops counting past `limit`.
    int ancestorCount(int target, std::vector<int>& nestedSeen, int limit);

    // The complexity of a hint with these chain targets: each target's ancestors (counted per
    // target, as Explainer sums them), plus the complexity of every nested chain met, once each.
    // Beyond `limit` it returns some count above it.
    int complexityOf(const std::vector<int>& targets, int limit = std::numeric_limits<int>::max());

    // Explainer's order of hints: rating, complexity, then sort key (then the order found).
    static bool comesBefore(const Hint& a, const Hint& b);

    // Rates a hint found (its kind's base plus the length penalty of its complexity) and keeps it:
    // every hint in a nested search; else only the cheapest so far, whose complexity is then the
    // most a new one may have, so counting stops there (branches are drawn for the one kept only).
    void keep(Hint&& hint, double base);
    // The most complexity a new hint of this base and sort key may have to come before the one kept
    // (-1: none), remembered until the kept one changes.
    int complexityLimit(double base, int sortKey);
    struct Limit {
        double base;
        int sortKey;
        int complexity;
    };
    std::vector<Limit> limits_;

    Branch lineTo(int node) const;

    bool isAncestorOnFirstLine(int child, const Potential& p) const;

    // ---- single chains and cycles (Explainer's "Forcing Chains & Cycles") ----------------------
    void loops(bool yLinks, bool xLinks);

    void unary(const Potential& source, bool yLinks, bool xLinks);

    // ---- tests before walking (reach.cpp) ---------------------------------------------------------
    template <typename Visit>
    bool reach(int start, bool yLinks, bool xLinks, Visit&& visit);
    // Whether unary(source, ...) can find a cycle or a forcing chain; with roots, exactly (the cycle
    // test's rule against ancestors followed too), without, a superset (see reach.cpp).
    bool mayFindFrom(const Potential& source, bool yLinks, bool xLinks, bool roots);
    bool mayFindWithBoth(const Potential& source); // mayFindFrom(source, true, true), once per source
    bool mayFindWithBothLinks(const Potential& source);
    bool onsLinkTo(int start, const int* targets, int count);
    // Whether a static multiple-chain search can find anything from the cell (its chains, and the
    // region chains it starts).
    bool mayFindMultiple(int cell);
    void buildLinks();
    void listOnLinks();
    struct Links {
        std::vector<int> begin, middle, end; // per potential: its Y links [begin, middle), others [middle, end)
        std::vector<int> to;                 // the potentials linked to
        bool onsListed = false;              // the "on"s' links are listed too (listOnLinks)
        // per "on": its links [liveBegin, liveEnd) of `live`, to the "off"s that link on themselves
        std::vector<int> liveBegin, liveEnd, live;
        std::vector<std::uint64_t> liveCells; // per value, the cells whose "off" of it links on (Layout::words each)
        std::vector<std::uint64_t> places;    // per value, the cells where it is a candidate
    } links_;

    void cyclesFrom(PotentialSet& toOn, PotentialSet& toOff, bool yLinks, bool xLinks, std::vector<int>& cycles,
                    const Potential& source);

    void forcingChainsFrom(PotentialSet& toOn, PotentialSet& toOff, bool yLinks, std::vector<int>& chains,
                           const Potential& source);

    void addCycleHint(int dstOn, bool yLinks, bool xLinks);

    void addConclusion(Hint& hint, const Potential& target);

    void addForcingChainHint(int target, bool yLinks, bool xLinks);

    // ---- multiple and dynamic chains -------------------------------------------------------------
    // Explainer's getRuleParents for a hint of this (nested) search: the candidates removed from the
    // outer search's working grid (present in `outerStart`, gone from `outerNow`) that the hint
    // depends on: for every "on" potential among its targets' ancestors, the removals in its cell
    // (last candidate) or house (last place) that made it follow. Each once, in the order met
    // walking the ancestors breadth first.
    std::vector<Potential> ruleParents(const NestedFinding& finding, const std::vector<DigitMask>& outerStart,
                                       const std::vector<DigitMask>& outerNow) const;

    // A hint of this (nested) search as the search around it uses it.
    NestedFinding findingOf(const Hint& hint);

    // The findings of a nested rule on the working grid: from the memo, or searched and remembered.
    const std::vector<NestedFinding>& nestedFindings(const Rule& nestedRule);

    // Follows every implication of the assumptions in toOn/toOff. Returns the two nodes of the first
    // contradiction (a potential both on and off), or nullopt. The working grid is restored after.
    std::optional<std::pair<int, int>> follow(PotentialSet& toOn, PotentialSet& toOff);

    void multipleChains();

    void chainsFromCell(int cell, int cardinality);

    // What follow() reaches from one "on" assumption. Region chains follow the places of a value in
    // a house before each place's own cell has its turn, and a place may be in three such houses, so
    // a walk is kept until its cell's turn: meeting it again reuses the same nodes, which is what
    // following it again would build (the working grid is the same for every walk of a search).
    struct OnWalk {
        WalkSet on, off;
        std::optional<std::pair<int, int>> absurd;
        std::size_t bytes() const { return sizeof(OnWalk) + on.bytes() + off.bytes(); }
    };
    OnWalk walk(const Potential& on);
    const OnWalk& walkFrom(const Potential& on); // kept for the cell's turn
    OnWalk takeWalk(const Potential& on);        // the cell's turn: the kept walk, or a new one
    std::unordered_map<int, OnWalk> onWalks_;    // by candidate (cell * n + value - 1)
    std::size_t keptBytes_ = 0;                  // the walks in onWalks_ (OnWalk::bytes), for heldBytes()
    PotentialSet walkOn_{0}, walkOff_{0};        // walk()'s sets while it walks, reused
    PotentialSet offWalkOn_{0}, offWalkOff_{0};  // binary()'s walk from "off", reused

    void binary(const Potential& on, const Potential& off, const OnWalk& onWalk, bool doDouble, bool doContradiction);

    void addBinaryHint(std::pair<int, int> ends, const Potential& source, const Potential& target, bool absurd);

    void regionChains(int cell, int value, const OnWalk& own);

    // A hint for every potential all outcomes reach (a cell's candidates, or a value's places in a house).
    void addReductionHints(Kind kind, int house, const std::vector<const WalkSet*>& outcomes);
    void addReductionHint(Kind kind, int house, const Potential& target, const std::vector<const WalkSet*>& outcomes);

    // ---- level 1+: what other techniques remove from the working grid ----------------------------
    // The first of Explainer's rules (locked candidates, hidden pairs, naked pairs, X-Wings; at
    // levels 2 and 3 forcing chains, at level 3 also multiple forcing chains; at level 4 dynamic
    // forcing chains of level nestingLimit) that removes anything from the working grid which it
    // could not remove from the search's start grid; each removal becomes an off node whose parents
    // are the removals that enabled it.
    std::vector<int> advancedRemovals(const PotentialSet& offs);
    void xWingRemovals(const PotentialSet& offs, std::vector<int>& result);
    void nestedChainRemovals(const PotentialSet& offs, std::vector<int>& result);

    const Geometry& g_;
    int n_;
    int cells_;
    Rule rule_;
    std::stop_token stop_;
    WorkBudget* budget_;           // shared with the searches nested in this one
    std::size_t accounted_ = 0;    // what account() last added to budget_->held for this search
    SearchMemo::Table* memo_;      // shared by the searches of one step
    int ids_ = 0;
    std::vector<DigitMask> grid_;  // the working grid (0 for solved cells)
    std::vector<DigitMask> saved_; // the grid when the current dynamic search began
    std::shared_ptr<const Layout> layout_;
    const std::vector<std::array<int, 3>>& regionsOf_;
    const std::vector<std::vector<int>>& houseCells_;
    // Scratch storage kept between the walks of follow(), cyclesFrom(), forcingChainsFrom() and
    // unary(), none of which runs inside another on the same search.
    NodeQueue pendingOn_, pendingOff_;
    std::vector<Implied> implied_;
    std::vector<int> cycles_, chains_;
    std::vector<int> placed_; // per value, the cells of the step's grid that hold it
    std::vector<Node> arena_;
    std::vector<int> parents_;
    std::vector<int> nested_; // complexity of each nested chain used
    std::vector<int> stamp_;
    int stampValue_ = 0;
    std::vector<Hint> hints_;
    std::vector<int> scratchParents_;
    std::vector<std::uint32_t> xWingLines_;  // xWingRemovals(): each line's places of each value
    std::vector<NestedFinding> scratchFindings_; // a nested search's findings not worth remembering
    PotentialSet unaryOn_{0}, unaryOff_{0}; // reused by every single-chain search
    std::vector<int> onlyOtherPlace_;        // see computeOnlyOtherPlaces()
    std::vector<unsigned> reachStamp_;       // mayFindFrom(): potentials met in the current search
    unsigned reachEpoch_ = 0;
    std::vector<int> reachQueue_;
    std::vector<int> reachRoot_;             // mayFindFrom(): the source's consequence a potential's line starts with
    std::vector<signed char> mayWithBoth_;   // mayFindWithBoth(): -1 not known yet, else 0 or 1
    std::vector<std::vector<int>> reachLists_; // mayFindMultiple(): what each "on" reaches
    std::vector<int> shareCount_;
    bool gridChanged_ = false;               // a dynamic search has removed candidates from grid_
    bool cheapestOnly_ = false;
    std::size_t offers_ = 0;                 // hints offered to keep(), for kVerifyShortcuts              // a search of its own (not nested): see keep()
};

} // namespace qudoku::logic::detail::chaining
