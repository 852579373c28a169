// The default 9×9 engine: per-digit bitboards, band-wise propagation, guessing on bivalue cells.
//
// Bit layout. The grid is split into 3 bands of 3 rows. For every digit d (0..8) and band b (0..2)
// one 27-bit word B[d*3+b] holds the cells of band b where d is still possible. Bit = row-in-band*9
// + column, so a band's bit index is also the cell's offset from the band's first cell
// (cell = b*27 + bit, exactly the row-major Grid index):
//
//          box 0        box 1        box 2
//        c0 c1 c2  |  c3 c4 c5  |  c6 c7 c8
//   r0    0  1  2  |   3  4  5  |   6  7  8      a "minirow" is one row's 3 cells inside one box:
//   r1    9 10 11  |  12 13 14  |  15 16 17      minirow (r,k) = bits r*9+3k .. r*9+3k+2
//   r2   18 19 20  |  21 22 23  |  24 25 26
//
// Band update of one word A = B[d*3+b] (the heart of the engine, see bandUpdate):
//   1. Shrink A to its 3×3 minirow occupancy (9 bits, bit r*3+k). Inside a band, d sits once in each
//      row and once in each box, so the minirows that hold it form a permutation matrix. kComplex maps
//      an occupancy to the union of the permutation matrices it contains (0: none, a contradiction).
//      This one table lookup is box/line locked candidates inside the band, both directions, plus
//      hidden singles in the band's rows and boxes.
//   2. Pointing into other bands: where d's columns inside a box of this band reduce to one column,
//      that column is d's in this stack; clear it from d's other two bands (kPoint).
//   3. Rows of A holding a single cell are placed: the cell leaves `unsolved`, every other digit is
//      cleared there. (The same column left the other bands in step 2.)
// A word is updated only when it changed since its last update (B[i] != prev[i]); sweeps over the 27
// words repeat until none changed.
//
// When no word changed, a slower pass looks across digits and bands:
//   - naked singles: per band, bit-sliced counting over the 9 digits gives cells with exactly one
//     candidate (and zero candidates: a contradiction, and exactly two: bivalue cells for guessing);
//   - column claiming: a digit whose column is possible in one band only must be in that column of
//     that band's box in the stack (hidden singles in columns are the special case), and a digit
//     missing from a column is a contradiction (kClaim);
// and the fast loop resumes if anything changed. When nothing does, the engine guesses.
//
// Guessing: a bivalue cell of the band with the most bivalue cells, in that band's row with the most
// (the first such cell); any cell with fewest candidates when there is none (with a seed, a random
// one among the fewest). Crowded bivalue cells propagate further, so the tree is smaller: guesses per
// puzzle 2.6 -> 1.8 (17-clue), 37.6 -> 27.5 (top1465), 281 -> 218 (hardest 11+), and the choice
// costs six popcounts. All candidates but the last are tried on a copy of the state (228
// bytes, on the C++ stack); the last is placed in the current state, which goes on (no copy).
//
// Invariants:
//   - A cell leaves `unsolved[b]` exactly once, when some digit's row in the band is down to that cell;
//     at that moment every other digit is cleared there, so a later word update sees a row with no
//     cell (contradiction) rather than a second digit in the cell.
//   - prev[i] is B[i] as its own update left it; the update is idempotent (the permutation union of
//     a permutation union is itself), so B[i] == prev[i] means nothing new to learn from word i.
//   - Hence, once no word changed and no cell is unsolved, every word has one cell per row in a
//     permutation of boxes, columns are disjoint across bands, and each cell has one digit: a valid
//     solution. (Checked again with an assert when a solution is recorded.)
//
// Nodes: ctx.node(true) once per guess branch taken (each candidate tried in a guessed cell, the last
// one included), so nodes == guesses. Propagation steps are not counted. Stop polling happens in
// ctx.node (every 1024 nodes); a node is at most a few microseconds of propagation.
//
// Measuring: the machine this was tuned on was shared and loaded, so choices were made on callgrind
// counts inside solve() per puzzle (Ir = instructions; "est" = Ir/3 + 15 × mispredicted conditional
// branches from --branch-sim), first 2000 / 1465 / 500 puzzles of 17-clue / magictour / hardest-11+,
// limit 2, and on guesses per puzzle from qudoku-bench.
//
// Kept, with what it bought:
//   - One specialised update per word, change detection by comparing with prev[] (JCZSolve's scheme),
//     plain `&=` for eliminations: 17-clue 27k -> 17k Ir/puzzle. The first version kept a 27-bit
//     dirty mask updated by every elimination (compare + shift + or each time): the bookkeeping cost
//     more than the sweeps it saved.
//   - Column claiming in the slow pass: without it, 17-clue guesses 1.8 -> 5.2 per puzzle and
//     Ir 17k -> 23k; magictour and hardest lose ~8% Ir but guess more (+17%, +14%).
//   - Claiming only when no naked single was found: hardest 525k -> 493k Ir, magictour 94k -> 85k.
//   - Givens folded into the words in one pass (no per-given eliminations): -5% Ir on 17-clue.
// Tried and rejected:
//   - Testing a digit's 3 words with one xor/or before the 3 compares in the sweep: +10% Ir
//     (17-clue 16.2k -> 18.0k, hardest 493k -> 568k).
//   - Per-cell scores for the guess: most bivalue peers in row+box+column (hardest guesses
//     279 -> 206, magictour 37.6 -> 23.4, 17-clue 1.9 -> 1.0), the same counting only peers that
//     share a digit (189 / 20.2 / 0.9), and digit scarcity in row or band (no better than first).
//     Fewer guesses, but scoring every bivalue cell costs more than it saves: est cycles 17-clue
//     -6%, magictour -12%, hardest +9% (peer count) and +24% (shared digits). The kept choice
//     (band, then row, with the most bivalue cells) gets most of the gain from six popcounts: est
//     -8% / -16% / -8% against the first bivalue cell. Variants measured with it (2026-11-23): by box
//     instead of row +2% / +3% / +6%; the best row over all nine +4% / +2% / +4%; the band with the
//     most unsolved cells -4% / -6% / +8%; the last bivalue cell: magictour -5% Ir, hardest +10% Ir.
//   - A branch on "a row was reduced to one cell" before clearing the placed cells from the band's
//     other digits: mispredicted a third of the time; the unconditional ands are cheaper (wall
//     time -9% / -7% / -6%). The same idea for the naked-single placement loop was worse (+4% / +12%
//     / +14% est): it runs over all nine digits of a band every pass.
//   - Counting bivalue cells only when stuck instead of in every naked-single pass: +1..5% Ir (most
//     slow passes that find no single do end in a guess).
// Result (g++ 12 -O3 release, portable, limit 2, shuffled, pinned, best of 8): 17-clue 2.1 us,
// magictour 8.5 us, hardest-11+ 53 us; docs/benchmarks.md has the full table and the commands.

#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <optional>
#include <utility>

#include "search_context.h"

namespace qudoku::detail {

namespace {

constexpr std::uint32_t kBandBits = 0x7FFFFFF; // 27 cells
constexpr std::uint32_t kColumn0 = 0x40201;    // column 0 in rows 0, 1 and 2 of a band

struct Tables {
    std::uint32_t shrink[512];   // 9-bit row -> 3-bit set of boxes it touches
    std::uint32_t complex[512];  // 9-bit minirow occupancy -> 27-bit union of contained permutations
    std::uint32_t single[512];   // 9-bit row -> the row itself when it has one bit, else 0
    std::uint32_t point[512];    // 9-bit column occupancy -> mask for the same digit's other bands
    std::uint32_t claim[512];    // 9-bit "only this band" columns -> mask for this band (0: contradiction)
    std::uint32_t rowOf[27];     // bit -> its row's 9 bits in the band
};

constexpr Tables makeTables() {
    Tables t{};
    for (std::uint32_t x = 0; x < 512; ++x) {
        t.shrink[x] = ((x & 7) ? 1u : 0u) | ((x & 070) ? 2u : 0u) | ((x & 0700) ? 4u : 0u);
        t.single[x] = std::popcount(x) == 1 ? x : 0;

        constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        std::uint32_t minirows = 0;
        for (const auto& p : perms) {
            std::uint32_t m = 0;
            for (int r = 0; r < 3; ++r) m |= 1u << (r * 3 + p[r]);
            if ((x & m) == m) minirows |= m;
        }
        std::uint32_t cells = 0;
        for (int r = 0; r < 3; ++r)
            for (int k = 0; k < 3; ++k)
                if (minirows & (1u << (r * 3 + k))) cells |= 7u << (r * 9 + k * 3);
        t.complex[x] = cells;

        std::uint32_t point = kBandBits, claim = kBandBits;
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t s = (x >> (k * 3)) & 7;
            if (std::popcount(s) == 1) point &= ~(kColumn0 << (k * 3 + std::countr_zero(s)));
            if (std::popcount(s) >= 2) claim = 0; // the box would need d in two columns
            else if (s)
                for (int c = 0; c < 3; ++c)
                    if (!(s & (1u << c))) claim &= ~(kColumn0 << (k * 3 + c));
        }
        t.point[x] = point;
        t.claim[x] = claim;
    }
    for (int bit = 0; bit < 27; ++bit) t.rowOf[bit] = 511u << (bit / 9 * 9);
    return t;
}

inline constexpr Tables kT = makeTables();

struct State {
    std::uint32_t B[27];        // candidates: digit d, band b at B[d*3+b]
    std::uint32_t prev[27];     // B[i] as its last band update left it; B[i] != prev[i]: update due
    std::uint32_t unsolved[3];  // cells of each band not yet placed
};

// Places digit d at `bit` of band b by reducing d's row there to that cell; the band update does the
// rest (box, column, other digits).
inline void assign(State& s, int d, int b, int bit) { s.B[d * 3 + b] &= ~kT.rowOf[bit] | (1u << bit); }

// The band update of word I (digit I/3, band I%3), one specialised copy per word so every index is a
// constant. False on contradiction.
template <int I>
inline bool bandUpdate(State& s) {
    constexpr int b = I % 3, d = I / 3;
    constexpr int o1 = d * 3 + (b + 1) % 3, o2 = d * 3 + (b + 2) % 3;
    std::uint32_t a = s.B[I];
    const std::uint32_t shrink = kT.shrink[a & 511] | kT.shrink[(a >> 9) & 511] << 3 | kT.shrink[a >> 18] << 6;
    a &= kT.complex[shrink];
    if (!a) return false;

    const std::uint32_t keep = kT.point[(a | a >> 9 | a >> 18) & 511];
    s.B[o1] &= keep;
    s.B[o2] &= keep;

    const std::uint32_t placed =
        (kT.single[a & 511] | kT.single[(a >> 9) & 511] << 9 | kT.single[a >> 18] << 18) & s.unsolved[b];
    // Unconditional (a no-op when nothing was placed): as a branch it was mispredicted a third of
    // the time, which cost more than the eight ands.
    s.unsolved[b] &= ~placed;
    [&]<std::size_t... Ds>(std::index_sequence<Ds...>) {
        ((Ds != d ? void(s.B[Ds * 3 + b] &= ~placed) : void()), ...);
    }(std::make_index_sequence<9>{});
    s.B[I] = s.prev[I] = a;
    return true;
}

// One pass over the 27 words, updating those that changed. -1: contradiction, else how many updated.
template <std::size_t... Is>
inline int sweep(State& s, std::index_sequence<Is...>) {
    int updated = 0;
    const bool ok = (... && (s.B[Is] == s.prev[Is] || (++updated, bandUpdate<static_cast<int>(Is)>(s))));
    return ok ? updated : -1;
}

enum class Outcome { Contradiction, Solved, Stuck };

class Fast9 {
public:
    Fast9(const Grid& givens, SearchContext& ctx, Exclusion exclusion)
        : givens_(givens), ctx_(ctx), exclusion_(exclusion) {
        if (ctx.seed()) rng_.emplace(*ctx.seed());
    }

    void run() {
        State s;
        // Givens: each given's digit keeps only the given cell in its row of the band, and no digit
        // keeps a given cell that is not its own; the first sweep does the rest (box, column).
        // Only the given cells are visited: a test per cell mispredicts on the random positions of
        // 17-30 givens and cost ~4 % of a 17-clue solve. filled[] marks them, 8 cells at a time (SWAR:
        // a byte's high bit is set when it is non-zero, values being < 128; the multiply gathers the 8
        // high bits into the top byte, every partial product landing on its own bit).
        const std::uint8_t* values = givens_.data();
        std::uint64_t filled[2] = {0, values[80] ? std::uint64_t{1} << 16 : 0}; // bit i: cell 64*k + i
        for (int k = 0; k < 10; ++k) {
            std::uint64_t x;
            std::memcpy(&x, values + 8 * k, 8);
            constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7Full, high = 0x8080808080808080ull;
            const std::uint64_t nonZero = (((x & low7) + low7) | x) & high;
            filled[k / 8] |= ((nonZero >> 7) * 0x0102040810204080ull >> 56) << (8 * (k % 8));
        }
        std::uint32_t given[3] = {0, 0, 0}, own[27] = {};
        for (int k = 0; k < 2; ++k)
            for (std::uint64_t t = filled[k]; t; t &= t - 1) {
                const int cell = 64 * k + std::countr_zero(t);
                const int b = (cell >= 27) + (cell >= 54);
                const std::uint32_t bit = 1u << (cell - 27 * b);
                given[b] |= bit;
                own[(values[cell] - 1) * 3 + b] |= bit;
            }
        for (int i = 0; i < 27; ++i) {
            const std::uint32_t o = own[i];
            const std::uint32_t rows = ((o & 511) ? 511u : 0u) | ((o & (511u << 9)) ? 511u << 9 : 0u) | ((o >> 18) ? 511u << 18 : 0u);
            s.B[i] = (kBandBits & ~given[i % 3] & ~rows) | o;
            s.prev[i] = kBandBits;
        }
        for (int b = 0; b < 3; ++b) s.unsolved[b] = kBandBits;
        if (exclusion_.cell >= 0) { // a candidate kept out from the start (solutionExists)
            const int b = exclusion_.cell / 27;
            s.B[(exclusion_.value - 1) * 3 + b] &= ~(1u << (exclusion_.cell - 27 * b));
        }
        search(s);
    }

private:
    // Propagates to a fixpoint. On Stuck, fills guessBand_/guessBit_/guessDigits_.
    Outcome propagate(State& s) {
        for (;;) {
            for (int n; (n = sweep(s, std::make_index_sequence<27>{})) != 0;)
                if (n < 0) return Outcome::Contradiction;
            if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) return Outcome::Solved;

            // Naked singles, per band; remember bivalue cells for the guess.
            std::uint32_t pairs[3];
            bool changed = false;
            for (int b = 0; b < 3; ++b) {
                pairs[b] = 0;
                if (!s.unsolved[b]) continue;
                std::uint32_t once = 0, twice = 0, thrice = 0;
                for (int j = b; j < 27; j += 3) {
                    const std::uint32_t x = s.B[j];
                    thrice |= twice & x;
                    twice |= once & x;
                    once |= x;
                }
                if (once != kBandBits) return Outcome::Contradiction;
                const std::uint32_t singles = once & ~twice & s.unsolved[b];
                pairs[b] = twice & ~thrice & s.unsolved[b];
                if (!singles) continue;
                changed = true;
                for (int j = b; j < 27; j += 3)
                    for (std::uint32_t t = s.B[j] & singles; t; t &= t - 1) {
                        const int bit = std::countr_zero(t);
                        s.B[j] &= ~kT.rowOf[bit] | (1u << bit);
                    }
            }
            if (changed) continue;
            // Column claiming and hidden singles in columns (only when no naked single was found:
            // the sweep after placing singles is cheaper than this pass).
            for (int d = 0; d < 9; ++d) {
                std::uint32_t* w = &s.B[d * 3];
                const std::uint32_t c0 = (w[0] | w[0] >> 9 | w[0] >> 18) & 511;
                const std::uint32_t c1 = (w[1] | w[1] >> 9 | w[1] >> 18) & 511;
                const std::uint32_t c2 = (w[2] | w[2] >> 9 | w[2] >> 18) & 511;
                if ((c0 | c1 | c2) != 511) return Outcome::Contradiction;
                const std::uint32_t n0 = w[0] & kT.claim[c0 & ~(c1 | c2)];
                const std::uint32_t n1 = w[1] & kT.claim[c1 & ~(c0 | c2)];
                const std::uint32_t n2 = w[2] & kT.claim[c2 & ~(c0 | c1)];
                changed |= (n0 != w[0]) | (n1 != w[1]) | (n2 != w[2]);
                w[0] = n0;
                w[1] = n1;
                w[2] = n2;
            }
            if (changed) continue;
            chooseGuess(s, pairs);
            return Outcome::Stuck;
        }
    }

    void chooseGuess(const State& s, const std::uint32_t pairs[3]) {
        if (!rng_) {
            int best = -1, bestScore = -1;
            for (int b = 0; b < 3; ++b)
                if (pairs[b] && std::popcount(pairs[b]) > bestScore) { bestScore = std::popcount(pairs[b]); best = b; }
            if (best >= 0) {
                const std::uint32_t p = pairs[best];
                const std::uint32_t r0 = p & 511, r1 = p & (511u << 9), r2 = p & (511u << 18);
                const int c0 = std::popcount(r0), c1 = std::popcount(r1), c2 = std::popcount(r2);
                const std::uint32_t row = c0 >= c1 && c0 >= c2 ? r0 : c1 >= c2 ? r1 : r2;
                setGuess(s, best, std::countr_zero(row));
                return;
            }
        }
        // No bivalue cell (or seeded): the cell with fewest candidates, random among ties when seeded.
        int best = 99, ties = 0;
        for (int b = 0; b < 3; ++b)
            for (std::uint32_t u = s.unsolved[b]; u; u &= u - 1) {
                const int bit = std::countr_zero(u);
                int n = 0;
                for (int j = b; j < 27; j += 3) n += static_cast<int>((s.B[j] >> bit) & 1);
                if (n < best) {
                    best = n;
                    ties = 1;
                    setGuess(s, b, bit);
                } else if (n == best && rng_ && rng_->below(static_cast<std::uint32_t>(++ties)) == 0) {
                    setGuess(s, b, bit);
                }
            }
    }

    void setGuess(const State& s, int b, int bit) {
        guessBand_ = b;
        guessBit_ = bit;
        guessDigits_ = 0;
        for (int d = 0; d < 9; ++d) guessDigits_ |= ((s.B[d * 3 + b] >> bit) & 1) << d;
    }

    // Returns false when the whole search must stop (limit reached or cancelled).
    bool search(State& s) {
        for (;;) {
            switch (propagate(s)) {
            case Outcome::Contradiction: return true;
            case Outcome::Solved: return record(s);
            case Outcome::Stuck: break;
            }
            const int b = guessBand_, bit = guessBit_;
            std::uint32_t digits = guessDigits_;
            while (std::popcount(digits) > 1) {
                int d = std::countr_zero(digits);
                if (rng_) {
                    std::uint32_t m = digits;
                    for (std::uint32_t k = rng_->below(static_cast<std::uint32_t>(std::popcount(digits))); k; --k) m &= m - 1;
                    d = std::countr_zero(m);
                }
                digits &= ~(1u << d);
                State copy = s;
                assign(copy, d, b, bit);
                if (!ctx_.node(true) || !search(copy)) return false;
            }
            assign(s, std::countr_zero(digits), b, bit);
            if (!ctx_.node(true)) return false;
        }
    }

    bool record(const State& s) {
#ifndef NDEBUG
        for (int b = 0; b < 3; ++b) {
            std::uint32_t all = 0;
            int n = 0;
            for (int j = b; j < 27; j += 3) {
                all |= s.B[j];
                n += std::popcount(s.B[j]);
            }
            assert(all == kBandBits && n == 27);
        }
#endif
        // Every cell is in exactly one digit's word, so the words spell the whole grid (givens too).
        return ctx_.solutionMadeBy([&] {
            Grid grid(givens_.shape());
            for (int d = 0; d < 9; ++d)
                for (int b = 0; b < 3; ++b)
                    for (std::uint32_t w = s.B[d * 3 + b]; w; w &= w - 1) grid.set(b * 27 + std::countr_zero(w), d + 1);
            return grid;
        });
    }

    const Grid& givens_;
    SearchContext& ctx_;
    Exclusion exclusion_;
    std::optional<SplitMix64> rng_;
    int guessBand_ = 0, guessBit_ = 0;
    std::uint32_t guessDigits_ = 0;
};

} // namespace

void searchFast9(const Grid& grid, SearchContext& ctx, Exclusion exclusion) { Fast9(grid, ctx, exclusion).run(); }

} // namespace qudoku::detail
