// Sudoku Explainer's "strong-linked fishes" (SukakuExplainer's StrongLinks producer, commit 7c8c0bf),
// for the se scale: 2 (Explainer's "Scraper, Kite, Turbot"), 3 and 4 strong links on one value v.
// Facts read from StrongLinks.java and StrongLinksHint.java; the code is our own.
//
// The pattern: n strong links on v, each in its own house (one of two places, or two groups, holds
// v), the houses' places for v pairwise disjoint, chained by n-1 weak links: the end of one link
// and the start of the next lie together in one column, row or box (checked in that order; that
// house is the weak link's). If the chain's start is not v, its end is; every cell that sees both
// (all cells of a group end) loses v, except cells of the links' houses and of the weak links'
// houses (Explainer leaves those out). Two strong links are a Skyscraper (parallel lines), a 2-String
// Kite (a row and a column) or a Turbot fish (a box in it); three or four are Explainer's
// "Skyscrapers", "String Kite" or plain "Strong links" by the same reading.
// When the start and the end share a house too, the chain closes into an X-loop: every weak link is
// then also strong, and cells that see both ends of any of the n weak links lose v (here the weak
// links' houses are not left out, the links' houses still are).
//
// Which houses make a strong link (Explainer's configurations, generalised from 3×3 boxes to any):
// - exactly two places: a line always; a box only if they share no row or column (else the line
//   has the link);
// - a box with three or more places, all in the row and column through one "heart" cell of it
//   (an empty rectangle), places on both arms beside the heart: the arm with a single place is one
//   end, the other arm with the heart the other (the heart counts as a cell of its group even when
//   it is not a place of v, which narrows what the group sees to its line). With one place on each
//   arm, the row arm's place is the single end; with two or more on both, the arms without the heart
//   are the ends (sound: what the chain joins to an arm, and what sees an arm at the chain's end,
//   lies in that arm's line and sees the heart too). Hearts are tried in box order and only the
//   first whose cross holds every place counts: with an arm empty there, the box has no link;
// - else, a box with four or more places in just two of its rows (then columns), one row-group each
//   end; four places on a 2×2 rectangle are read both ways (rows, then columns: two links);
// - a line with three or more places in just two of its box segments: a segment with a single place
//   is that end, else the earlier segment is.
// The first end listed is a link's "end0" and matters for the order below.
//
// Rating (StrongLinksHint.getDifficulty): 4.0, 5.4, 5.8 for 2, 3, 4 links; +0.3 when any link is
// grouped (three or more places in its house); otherwise +0.1 when a box is among the links' houses
// and +0.1 when both rows and columns are. Explainer computes the last two from a "suffix": the
// number of grouped links, then the links' house types in chain order (0 box, 1 row, 2 column),
// turned to read the smaller way round and normalised so that one line orientation reads 1: "1"s
// only means parallel lines, a "2" means both orientations, a "0" a box. The same suffix orders ties.
//
// Which instance comes first matters: its rating and eliminations are the step's. Explainer lists
// every instance in its scan order and sorts them stably by rating, then by the number of
// eliminations (more first; an X-loop counts a cell again for each weak link it sees), then by the
// suffix; the engine takes the first. The scan order: link-type multisets in Explainer's bit-
// permutation order (the last type most significant), then the value, then the houses, one per type
// slot (boxes, rows, columns, each in index order, increasing within a type), each house's links in
// order, then the chain orders of those links (QuickPerm's order, keeping the reading whose first
// link comes earlier in the house order), then each link's direction (binary, first link most
// significant). An X-loop is listed once: starting with the first house, entered at its end0.
// Searching chains link by link and comparing each with that key finds the same first instance.

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

constexpr int kMaxLinks = 4;

// Explainer's region types, in its order: link-type multisets and suffixes are written with them.
enum RegionType { kBox = 0, kRow = 1, kColumn = 2 };

// One end of a strong link: a cell, or a group of cells in one line of one box.
struct End {
    CellSet cells;  // may include an empty heart (see above)
    CellSet seen;   // the cells that see every cell of the group
    int row = -1, column = -1, box = -1; // the house every cell of the group is in, or -1
};

struct Link {
    int house = 0;
    int type = kBox;
    int index = 0;   // within its type
    int variant = 0; // 1: a box rectangle read by columns
    bool grouped = false;
    CellSet places;  // the house's places for the value
    std::array<End, 2> ends;
};

End makeEnd(const Geometry& g, const CellSet& cells) {
    End end;
    end.cells = cells;
    bool first = true;
    cells.forEach([&](int cell) {
        const int row = g.rowHouse(cell), column = g.columnHouse(cell), box = g.boxHouse(cell);
        if (first) {
            end.seen = g.peers(cell);
            end.row = row, end.column = column, end.box = box;
            first = false;
            return;
        }
        end.seen &= g.peers(cell);
        if (end.row != row) end.row = -1;
        if (end.column != column) end.column = -1;
        if (end.box != box) end.box = -1;
    });
    return end;
}

// The house a weak link between two ends lies in: Explainer's shareRegionOf, column before row
// before box. -1 when the ends share none.
int sharedHouse(const End& a, const End& b) {
    if (a.column >= 0 && a.column == b.column) return a.column;
    if (a.row >= 0 && a.row == b.row) return a.row;
    if (a.box >= 0 && a.box == b.box) return a.box;
    return -1;
}

CellSet firstOf(const CellSet& cells) {
    CellSet one;
    if (!cells.empty()) one.insert(cells.first());
    return one;
}

CellSet withoutFirst(CellSet cells) {
    if (!cells.empty()) cells.erase(cells.first());
    return cells;
}

// A grouped link's two blades and, for an empty rectangle, its heart.
struct Blades {
    CellSet first, second;
    int heart = -1;
};

// A box's grouped configuration: the first heart whose row and column within the box hold every
// place, then (four places or more) the first pair of rows, then of columns, holding them all. Only
// the first configuration that holds the places counts, and it needs places on both blades.
std::optional<Blades> boxBlades(const Geometry& g, int box, const CellSet& places) {
    const CellSet& boxCells = g.houseCells(box);
    std::optional<Blades> found;
    bool decided = false;
    boxCells.forEach([&](int heart) {
        if (decided) return;
        const CellSet& row = g.houseCells(g.rowHouse(heart));
        const CellSet& column = g.houseCells(g.columnHouse(heart));
        if (!places.isSubsetOf((row | column) & boxCells)) return;
        decided = true;
        CellSet arm1 = places & column, arm2 = places & row;
        arm1.erase(heart);
        arm2.erase(heart);
        if (!arm1.empty() && !arm2.empty()) found = Blades{arm1, arm2, heart};
    });
    if (decided || places.count() < 4) return found;
    const Shape shape = g.shape();
    const int first = g.house(box).cells.front();
    for (const bool rows : {true, false}) {
        const int lines = rows ? shape.boxRows : shape.boxCols;
        for (int i = 0; i < lines; ++i) {
            for (int j = i + 1; j < lines; ++j) {
                auto lineCells = [&](int k) {
                    return boxCells & (rows ? g.houseCells(shape.rowOf(first) + k)
                                            : g.houseCells(g.size() + shape.colOf(first) + k));
                };
                const CellSet a = places & lineCells(i), b = places & lineCells(j);
                if ((a | b) != places) continue;
                if (!a.empty() && !b.empty()) return Blades{a, b, -1};
                return std::nullopt;
            }
        }
    }
    return std::nullopt;
}

// A line's grouped configuration: places in exactly two of its box segments.
std::optional<Blades> lineBlades(const Geometry& g, const CellSet& places) {
    std::vector<CellSet> segments;
    for (int box = 2 * g.size(); box < 3 * g.size(); ++box) {
        const CellSet inBox = places & g.houseCells(box); // places lie in the line
        if (!inBox.empty()) segments.push_back(inBox);
    }
    if (segments.size() != 2) return std::nullopt;
    return Blades{segments[0], segments[1], -1};
}

bool sameLine(const Shape& shape, int a, int b) {
    return shape.rowOf(a) == shape.rowOf(b) || shape.colOf(a) == shape.colOf(b);
}

// The strong links of `value`, in Explainer's house order (boxes, rows, columns).
std::vector<Link> strongLinksOf(const CandidateGrid& state, int value) {
    const Geometry& g = state.geometry();
    const Shape shape = g.shape();
    const int n = g.size();
    std::vector<Link> links;
    for (int type : {kBox, kRow, kColumn}) {
        for (int index = 0; index < n; ++index) {
            const int house = type == kBox ? 2 * n + index : type == kRow ? index : n + index;
            CellSet places;
            int count = 0;
            for (int cell : g.house(house).cells)
                if (state.hasCandidate(cell, value)) places.insert(cell), ++count;
            if (count < 2) continue;
            Link link;
            link.house = house, link.type = type, link.index = index, link.places = places;
            auto add = [&](const CellSet& end0, const CellSet& end1, int variant) {
                link.variant = variant;
                link.ends = {makeEnd(g, end0), makeEnd(g, end1)};
                links.push_back(link);
            };
            if (count == 2) {
                const CellSet a = firstOf(places), b = withoutFirst(places);
                if (type == kBox && sameLine(shape, a.first(), b.first())) continue;
                add(a, b, 0);
                continue;
            }
            const std::optional<Blades> blades = type == kBox ? boxBlades(g, house, places) : lineBlades(g, places);
            if (!blades) continue;
            link.grouped = true;
            const CellSet& b1 = blades->first;
            const CellSet& b2 = blades->second;
            CellSet heart;
            if (blades->heart >= 0) heart.insert(blades->heart);
            if (b1.count() == 1 && b2.count() >= 2) {
                add(b1, b2 | heart, 0);
            } else if (b2.count() == 1) {
                add(b2, b1 | heart, 0);
            } else {
                add(b1, b2, 0);
                // Four places on a rectangle of a box: also one column (or row) each end.
                const CellSet c1 = firstOf(b1), d1 = withoutFirst(b1), c2 = firstOf(b2), d2 = withoutFirst(b2);
                if (type == kBox && blades->heart < 0 && count == 4 && b1.count() == 2 &&
                    sameLine(shape, d1.first(), d2.first()) && sameLine(shape, c1.first(), c2.first()))
                    add(c1 | c2, d1 | d2, 1);
            }
        }
    }
    return links;
}

// Explainer's suffix (StrongLinksHint.getSuffix): the grouped-link count, then the house types in
// chain order read the smaller way round and normalised (rLineName).
std::string suffixOf(const std::array<int, kMaxLinks>& types, int links, int grouped) {
    std::string set, reversed;
    for (int i = 0; i < links; ++i) {
        set += char('0' + types[i]);
        reversed += char('0' + types[links - 1 - i]);
    }
    if (set > reversed) set = reversed;
    std::string linesName, swapped;
    bool hasRow = false;
    for (char c : set) {
        hasRow = hasRow || c == '1';
        linesName += c == '2' ? '1' : c;
        swapped += c == '1' ? '2' : c == '2' ? '1' : c;
    }
    std::string name = linesName;
    if (hasRow) {
        const std::string swappedBack(swapped.rbegin(), swapped.rend());
        const std::string least = std::min(swapped, swappedBack);
        name = set > least ? least : set;
    }
    return std::string(1, char('0' + grouped)) + name;
}

// Explainer's rating in tenths from the suffix.
int tenthsOf(int links, int grouped, const std::string& suffix) {
    static constexpr std::array<int, kMaxLinks + 1> kBase{0, 0, 40, 54, 58};
    if (grouped > 0) return kBase[links] + 3;
    const bool box = suffix.find('0', 1) != std::string::npos;
    const bool mixed = suffix.find('2', 1) != std::string::npos;
    return kBase[links] + (box ? 1 : 0) + (mixed ? 1 : 0);
}

// QuickPerm's order (Explainer's permutation loop) as ranks: kPermRank[n][code], where code writes
// the permutation in base n.
constexpr auto kPermRank = [] {
    std::array<std::array<int, 256>, kMaxLinks + 1> rank{};
    for (int n = 2; n <= kMaxLinks; ++n) {
        std::array<int, kMaxLinks> q{};
        std::array<int, kMaxLinks + 1> r{};
        for (int s = 0; s < n; ++s) q[s] = r[s] = s;
        r[n] = n;
        int next = 0;
        auto record = [&] {
            int code = 0;
            for (int i = 0; i < n; ++i) code = code * n + q[i];
            rank[n][code] = next++;
        };
        record();
        int s = 1;
        while (s < n) {
            --r[s];
            const int t = s % 2 * r[s];
            std::swap(q[t], q[s]);
            record();
            s = 1;
            while (r[s] == 0) {
                r[s] = s;
                ++s;
            }
        }
    }
    return rank;
}();

// Everything Explainer sorts its instances by, in that order (smaller first).
struct Key {
    int tenths = 0;
    int eliminations = 0; // more first
    std::string suffix;
    int typeSet = 0;
    int value = 0;
    std::array<int, 2 * kMaxLinks> houses{}; // (index, variant) per house in house order
    int order = 0;                            // QuickPerm rank of the chain order
    int directions = 0;
    bool operator<(const Key& o) const {
        if (tenths != o.tenths) return tenths < o.tenths;
        if (eliminations != o.eliminations) return eliminations > o.eliminations;
        if (suffix != o.suffix) return suffix < o.suffix;
        if (typeSet != o.typeSet) return typeSet < o.typeSet;
        if (value != o.value) return value < o.value;
        if (houses != o.houses) return houses < o.houses;
        if (order != o.order) return order < o.order;
        return directions < o.directions;
    }
};

struct Found {
    Key key;
    int links = 0;
    std::array<Link, kMaxLinks> chain;
    std::array<int, kMaxLinks> enter{}; // which end each link is entered at
    std::array<int, kMaxLinks> weakHouses{};
    int ringHouse = -1;
    CellSet eliminations;
};

class Search {
public:
    Search(const CandidateGrid& state, int links) : state_(state), g_(state.geometry()), n_(links) {}

    void run(int value) {
        value_ = value;
        links_ = strongLinksOf(state_, value);
        const int count = static_cast<int>(links_.size());
        if (count < n_) return;
        // Which links have disjoint places, and from each end the ends a weak link reaches: built
        // once per value, so the search below only walks real neighbours.
        disjoint_.assign(static_cast<std::size_t>(count * count), 0);
        for (int i = 0; i < count; ++i)
            for (int j = i + 1; j < count; ++j) {
                bool apart = true;
                links_[i].places.forEach([&](int cell) { apart = apart && !links_[j].places.contains(cell); });
                disjoint_[i * count + j] = disjoint_[j * count + i] = apart;
            }
        next_.clear();
        firstNext_.assign(static_cast<std::size_t>(2 * count + 1), 0);
        for (int i = 0; i < count; ++i)
            for (int out = 0; out < 2; ++out) {
                firstNext_[2 * i + out] = static_cast<int>(next_.size());
                for (int j = 0; j < count; ++j)
                    for (int in = 0; in < 2; ++in) {
                        if (!disjoint_[i * count + j]) continue;
                        const int weak = sharedHouse(links_[i].ends[out], links_[j].ends[in]);
                        if (weak >= 0) next_.push_back({j, in, weak});
                    }
            }
        firstNext_[2 * count] = static_cast<int>(next_.size());
        for (int i = 0; i < count; ++i) {
            for (int enter = 0; enter < 2; ++enter) {
                chain_[0] = i, enter_[0] = enter;
                extend(1);
            }
        }
    }

    const std::optional<Found>& best() const { return best_; }

private:
    struct Hop {
        int link, enter, weak; // the next link, the end it is entered at, the weak link's house
    };

    const End& entry(int w) const { return links_[chain_[w]].ends[enter_[w]]; }
    const End& exit(int w) const { return links_[chain_[w]].ends[1 - enter_[w]]; }

    void extend(int length) {
        if (length == n_) {
            evaluate();
            return;
        }
        const int count = static_cast<int>(links_.size());
        const int from = 2 * chain_[length - 1] + 1 - enter_[length - 1];
        for (int k = firstNext_[from]; k < firstNext_[from + 1]; ++k) {
            const Hop& hop = next_[k];
            bool apart = true; // from every link before the previous one, which next_ already checked
            for (int w = 0; w + 1 < length && apart; ++w) apart = disjoint_[chain_[w] * count + hop.link] != 0;
            if (!apart) continue;
            chain_[length] = hop.link, enter_[length] = hop.enter, weak_[length - 1] = hop.weak;
            extend(length + 1);
        }
    }

    void evaluate() {
        // House order: the links' order in links_, which is sorted by type, index and variant. q[w]
        // is the place of the chain's w-th link in it, sorted[d] the link at place d.
        std::array<int, kMaxLinks> q{}, sorted{};
        for (int w = 0; w < n_; ++w) {
            for (int x = 0; x < n_; ++x) q[w] += chain_[x] < chain_[w] ? 1 : 0;
            sorted[q[w]] = chain_[w];
        }
        // Explainer reads each path one way round: first link before last in the house order.
        if (q[0] > q[n_ - 1]) return;
        const int ring = sharedHouse(entry(0), exit(n_ - 1));
        if (ring >= 0 && (q[0] != 0 || enter_[0] != 0)) return;

        std::array<int, kMaxLinks> types{};
        int grouped = 0;
        for (int w = 0; w < n_; ++w) {
            types[w] = links_[chain_[w]].type;
            grouped += links_[chain_[w]].grouped ? 1 : 0;
        }
        Key key;
        key.suffix = suffixOf(types, n_, grouped);
        key.tenths = tenthsOf(n_, grouped, key.suffix);
        if (best_ && key.tenths > best_->key.tenths) return;

        CellSet linkHouses;
        for (int w = 0; w < n_; ++w) linkHouses |= g_.houseCells(links_[chain_[w]].house);
        const CellSet& places = state_.cellsWithCandidate(value_);
        CellSet eliminations;
        if (ring < 0) {
            CellSet weakHouses;
            for (int w = 0; w + 1 < n_; ++w) weakHouses |= g_.houseCells(weak_[w]);
            eliminations = entry(0).seen & exit(n_ - 1).seen & places;
            eliminations -= linkHouses;
            eliminations -= weakHouses;
            key.eliminations = eliminations.count();
        } else {
            // Every weak link of the loop, the closing one first; a cell counts once per weak link.
            auto add = [&](const End& a, const End& b) {
                const CellSet seen = (a.seen & b.seen & places) - linkHouses;
                key.eliminations += seen.count();
                eliminations |= seen;
            };
            add(entry(0), exit(n_ - 1));
            for (int w = 0; w + 1 < n_; ++w) add(exit(w), entry(w + 1));
        }
        if (eliminations.empty()) return;

        for (int d = 0; d < n_; ++d) {
            const Link& link = links_[sorted[d]];
            key.typeSet |= 1 << (n_ * link.type + d);
            key.houses[2 * d] = link.index;
            key.houses[2 * d + 1] = link.variant;
        }
        key.value = value_;
        int code = 0;
        for (int w = 0; w < n_; ++w) {
            code = code * n_ + q[w];
            key.directions = key.directions * 2 + enter_[w];
        }
        key.order = kPermRank[n_][code];
        if (best_ && !(key < best_->key)) return;

        Found found;
        found.key = std::move(key);
        found.links = n_;
        for (int w = 0; w < n_; ++w) {
            found.chain[w] = links_[chain_[w]];
            found.enter[w] = enter_[w];
        }
        for (int w = 0; w + 1 < n_; ++w) found.weakHouses[w] = weak_[w];
        found.ringHouse = ring;
        found.eliminations = eliminations;
        best_ = std::move(found);
    }

    const CandidateGrid& state_;
    const Geometry& g_;
    const int n_;
    int value_ = 0;
    std::vector<Link> links_;
    std::vector<char> disjoint_;  // [i * links + j]
    std::vector<Hop> next_;       // the hops from each end, end by end
    std::vector<int> firstNext_;  // [2 * link + exit end]: where that end's hops start in next_
    std::array<int, kMaxLinks> chain_{}, enter_{}, weak_{};
    std::optional<Found> best_;
};

std::vector<int> cellsOf(const CellSet& set) {
    std::vector<int> cells;
    set.forEach([&](int cell) { cells.push_back(cell); });
    return cells;
}

Step stepFrom(const CandidateGrid& state, Technique technique, const Found& found) {
    const int v = found.key.value;
    const CellSet& places = state.cellsWithCandidate(v);
    Step step = makeStep(technique);
    step.values = digitBit(v);
    step.rating = found.key.tenths / 10.0;
    auto node = [&](const End& end) { return ChainNode{cellsOf(end.cells & places), v}; };
    for (int w = 0; w < found.links; ++w) {
        const Link& link = found.chain[w];
        const End& in = link.ends[found.enter[w]];
        const End& out = link.ends[1 - found.enter[w]];
        step.houses.push_back({link.house, Role::Base});
        // If the chain's start is false, every link's entry (ColourA) is false and its exit (ColourB)
        // true: the chain's two colours. A box's place outside both ends (the crossing of an empty
        // rectangle's arms) is Defining.
        auto mark = [&](const CellSet& cells, Role role) {
            cells.forEach([&](int cell) { step.marks.push_back({{cell, v}, role}); });
        };
        mark(in.cells & places, Role::ColourA);
        mark(out.cells & places, Role::ColourB);
        mark(link.places - in.cells - out.cells, Role::Defining);
        step.links.push_back({node(in), node(out), LinkKind::Strong});
        if (w + 1 < found.links)
            step.links.push_back({node(out), node(found.chain[w + 1].ends[found.enter[w + 1]]), LinkKind::Weak});
    }
    for (int w = 0; w + 1 < found.links; ++w) step.houses.push_back({found.weakHouses[w], Role::Cover});
    if (found.ringHouse >= 0) {
        const Link& last = found.chain[found.links - 1];
        step.houses.push_back({found.ringHouse, Role::Cover});
        const End& end = last.ends[1 - found.enter[found.links - 1]];
        step.links.push_back({node(end), node(found.chain[0].ends[found.enter[0]]), LinkKind::Weak});
    }
    found.eliminations.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
    return step;
}

std::optional<Step> findStrongLinks(const CandidateGrid& state, Technique technique, int links,
                                    const FindContext& ctx) {
    Search search(state, links);
    for (int v = 1; v <= state.size(); ++v) {
        if (ctx.stop.stop_requested()) return std::nullopt;
        search.run(v);
    }
    if (!search.best()) return std::nullopt;
    return stepFrom(state, technique, *search.best());
}

} // namespace

std::optional<Step> findStrongLinks2(const CandidateGrid& state, const FindContext& ctx) {
    return findStrongLinks(state, Technique::StrongLinks2, 2, ctx);
}

std::optional<Step> findStrongLinks3(const CandidateGrid& state, const FindContext& ctx) {
    return findStrongLinks(state, Technique::StrongLinks3, 3, ctx);
}

std::optional<Step> findStrongLinks4(const CandidateGrid& state, const FindContext& ctx) {
    return findStrongLinks(state, Technique::StrongLinks4, 4, ctx);
}

} // namespace qudoku::logic::detail
