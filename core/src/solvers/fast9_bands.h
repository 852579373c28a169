// The 9×9 engine's board: bit layout, lookup tables, the band update that propagates inside a band,
// and the conversions between grid bytes and band words (loadGivens, toCells). Only
// core/src/solvers/fast9.cpp (the search: slow pass, stuck pass, guesses) uses it.
//
// Everything here has internal linkage (an unnamed namespace): fast9.cpp is compiled once per
// instruction set (fast9.cpp, "One engine, compiled per instruction set"), and each copy must get
// its own copy of these functions. With external linkage the linker would keep one of the two
// compiled bodies of each inline function for both copies, and an AVX2 body could then run on a
// processor without AVX2.
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
// A "minicolumn" is one column's 3 cells inside one box (column c of band i: bits c, 9+c, 18+c).
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
//   4. info[i] = kT.rowInfo of the occupancy: the union's minirows, how many, and those alone in their
//      row (d must occupy them), for fast9.cpp's stuck pass (one load and one store; only once a
//      configuration rule is chosen, see fast9.cpp's Mode: easy puzzles never read it).
// A word is updated only when it changed since its last update (B[i] != prev[i]); sweeps over the 27
// words repeat until none changed.

#pragma once

// (fast9.cpp includes these standard headers before its target region, so that their inline functions
// stay baseline code: a header added here must be added there too.)
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

namespace qudoku::detail::fast9 {
namespace {

constexpr std::uint32_t kBandBits = 0x7FFFFFF; // 27 cells
constexpr std::uint32_t kColumn0 = 0x40201;    // column 0 in rows 0, 1 and 2 of a band
// The 6 permutations of 3 (the configurations of a digit in a band: row -> box; in a stack: band -> column).
constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

struct Tables {
    std::uint32_t shrink[512];   // 9-bit row -> 3-bit set of boxes it touches
    std::uint32_t complex[512];  // 9-bit minirow occupancy -> 27-bit union of contained permutations
    std::uint32_t single[512];   // 9-bit row -> the row itself when it has one bit, else 0
    std::uint32_t point[512];    // 9-bit column occupancy -> mask for the same digit's other bands
    std::uint32_t claim[512];    // 9-bit "only this band" columns -> mask for this band (0: contradiction)
    std::uint32_t rowOf[27];     // bit -> its row's 9 bits in the band
    std::uint8_t count[512];     // 9 bits -> how many are set
    // For the stuck pass and the guesses ("alone": a bit alone in its group of 3, bits 0-2, 3-5, 6-8):
    std::uint32_t cells[512];    // 9-bit minirow set (bit r*3+k) -> its 27-bit cells
    std::uint32_t rowInfo[512];  // minirow occupancy -> of its permutation union u (the minirows d may
                                 // still occupy): alone(u) (those d must occupy) | popcount(u) << 9 | u << 13
    std::uint32_t colInfo[512];  // 9-bit columns c of a band word -> c's count in each box (7-bit fields
                                 // at 0, 7, 14) | alone(c) << 21 (the minicolumns d must occupy)
    std::uint8_t perms[512];     // 3×3 occupancy (bit r*3+k) -> set of the kPerms it contains (bit p)
    std::uint32_t permCells[6];  // kPerms[p] -> its 27-bit cells in a band (minirow (r, p(r)) per row r)
    std::uint32_t stackKeep[3][6][3]; // stack k, kPerms[p], band i -> what band i keeps: of stack k's
                                      // columns, only column 3k + p(i)
    std::uint64_t bytes[256];    // 8 bits -> 8 bytes, byte i = bit i (for writing a solution, see toCells)
};

constexpr Tables makeTables() {
    Tables t{};
    for (std::uint32_t x = 0; x < 512; ++x) {
        t.shrink[x] = ((x & 7) ? 1u : 0u) | ((x & 070) ? 2u : 0u) | ((x & 0700) ? 4u : 0u);
        t.single[x] = std::popcount(x) == 1 ? x : 0;
        t.count[x] = static_cast<std::uint8_t>(std::popcount(x));
        if (x < 256)
            for (int i = 0; i < 8; ++i) t.bytes[x] |= static_cast<std::uint64_t>((x >> i) & 1) << (8 * i);

        std::uint32_t minirows = 0;
        for (int pi = 0; pi < 6; ++pi) {
            std::uint32_t m = 0;
            for (int r = 0; r < 3; ++r) m |= 1u << (r * 3 + kPerms[pi][r]);
            if ((x & m) == m) {
                minirows |= m;
                t.perms[x] = static_cast<std::uint8_t>(t.perms[x] | (1u << pi));
            }
        }
        std::uint32_t cells = 0;
        for (int r = 0; r < 3; ++r)
            for (int k = 0; k < 3; ++k)
                if (minirows & (1u << (r * 3 + k))) cells |= 7u << (r * 9 + k * 3);
        t.complex[x] = cells;
        std::uint32_t alone = 0, unionAlone = 0;
        for (int m = 0; m < 9; ++m) {
            if (x >> m & 1) t.cells[x] |= 7u << (m / 3 * 9 + m % 3 * 3);
            if ((x >> m & 1) && std::popcount((x >> (m / 3 * 3)) & 7u) == 1) alone |= 1u << m;
            if ((minirows >> m & 1) && std::popcount((minirows >> (m / 3 * 3)) & 7u) == 1) unionAlone |= 1u << m;
        }
        t.rowInfo[x] = unionAlone | static_cast<std::uint32_t>(std::popcount(minirows)) << 9 | minirows << 13;
        t.colInfo[x] = alone << 21;
        for (int k = 0; k < 3; ++k) t.colInfo[x] |= static_cast<std::uint32_t>(std::popcount((x >> (3 * k)) & 7u)) << (7 * k);

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
    for (int pi = 0; pi < 6; ++pi)
        for (int r = 0; r < 3; ++r) {
            t.permCells[pi] |= 7u << (r * 9 + kPerms[pi][r] * 3);
            for (int k = 0; k < 3; ++k)
                t.stackKeep[k][pi][r] = ~((7u << (3 * k)) * kColumn0) | (1u << (3 * k + kPerms[pi][r])) * kColumn0;
        }
    return t;
}

constexpr Tables kT = makeTables();

// Aligned to a cache line, so that its 16-byte loads split lines at the same places in every run:
// with the 4 bytes its members need, a run's speed depended on where the stack happened to land
// (serg, 10 alternating runs: 511k-525k puzzles/s aligned, 470k-522k not; medians level).
struct alignas(64) State {
    std::uint32_t B[27];        // candidates: digit d, band b at B[d*3+b]
    std::uint32_t prev[27];     // B[i] as its last band update left it; B[i] != prev[i]: update due
    std::uint32_t unsolved[3];  // cells of each band not yet placed
    std::uint32_t info[27];     // kT.rowInfo of B[i]'s minirow occupancy, as its last band update left it
};

// Four 32-bit lanes in one 16-byte vector (SSE2 on x86-64, the baseline; GCC and clang lower the
// vector extension to whatever the target has). Lane b of loadLanes(&s.B[d * 3]) is digit d's word of
// band b; lane 3 is whatever follows in State (always inside it: see the static_assert) and ignored.
using Lanes = std::uint32_t __attribute__((vector_size(16)));
inline Lanes loadLanes(const std::uint32_t* p) {
    Lanes v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
static_assert(offsetof(State, unsolved) + 16 <= sizeof(State) && offsetof(State, B) + 28 * 4 <= sizeof(State));

// Digit d's three words of a 27-word array of State, band b in lane b, lane 3 whatever follows (for
// d = 8 the words are loaded from index 23 and moved down: info[] is State's last member).
inline Lanes digitLanes(const std::uint32_t* words, int d) {
    if (d < 8) return loadLanes(words + 3 * d);
    const Lanes v = loadLanes(words + 23);
    return __builtin_shufflevector(v, v, 1, 2, 3, 0);
}
constexpr Lanes kThreeLanes = {~0u, ~0u, ~0u, 0}; // lanes 0-2 (the bands), lane 3 cleared

// Bit-sliced candidate counts per cell, band b in lane b: the cells with at least one, two and (when
// Thrice) three candidates, counted over the 9 digits at once.
struct CandidateCounts {
    Lanes once{}, twice{}, thrice{};
};
template <bool Thrice>
inline CandidateCounts candidateCounts(const State& s) {
    CandidateCounts c;
#pragma GCC unroll 9
    for (int d = 0; d < 9; ++d) {
        const Lanes x = loadLanes(&s.B[d * 3]);
        if constexpr (Thrice) c.thrice |= c.twice & x;
        c.twice |= c.once & x;
        c.once |= x;
    }
    return c;
}

// std::popcount, inline where the target has no popcount instruction (the portable build: a libgcc
// call there, twice the instructions).
inline int bitCount(std::uint32_t x) {
#if defined(QUDOKU_FAST9_AVX2) // the instruction, whatever the compiler's target macros say
    return __builtin_popcount(x);
#elif defined(__POPCNT__) || !(defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)))
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x55555555u;
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return static_cast<int>((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

// The columns (9 bits) where a band word may hold the digit, and a 9-bit column set as band cells;
// for one word, or for the three bands of a digit in Lanes.
template <class Word>
inline Word columns(Word a) { return (a | a >> 9 | a >> 18) & 511; }
template <class Word>
inline Word spread(Word c) { return c | c << 9 | c << 18; }

// Grid bytes (one per cell, row-major, 0 = empty, 1..9) <-> band words, bit-sliced: a value is 4 bits,
// and "bit k of every cell's value" is a plane of 81 bits (cell c at bit c of lo, c - 64 of hi). Both
// ways are branch-free and independent of how many cells are filled (the cell-by-cell loops they
// replaced cost ~1100 Ir a kaggle puzzle reading the givens and ~600 writing the solution, with a
// mispredicted exit each). On x86 the givens are read by byte compares instead (GivenBands).
#if !defined(QUDOKU_FAST9_AVX2) && !defined(__SSE2__)
struct Planes {
    std::uint64_t lo[4], hi[4];
};

// Planes of 81 cell values. `values` must have 88 readable bytes (the caller pads a copy).
inline Planes toPlanes(const std::uint8_t* values) {
    Planes p{};
#pragma GCC unroll 11
    for (int j = 0; j < 11; ++j) { // 8 cells a time; chunk 10 holds cell 80 and padding
        std::uint64_t x;
        std::memcpy(&x, values + 8 * j, 8);
        for (int k = 0; k < 4; ++k) {
            // byte i's bit k to bit i: the multiply gathers the 8 low bits of the bytes into the top
            // byte, every partial product landing on its own bit (no carries).
            const std::uint64_t bits = (((x >> k) & 0x0101010101010101ull) * 0x0102040810204080ull) >> 56;
            if (j < 8) p.lo[k] |= bits << (8 * j);
            else p.hi[k] |= bits << (8 * (j - 8));
        }
    }
    return p;
}

// The 27-bit band words of an 81-bit mask.
inline void toBands(std::uint64_t lo, std::uint64_t hi, std::uint32_t out[3]) {
    out[0] = static_cast<std::uint32_t>(lo) & kBandBits;
    out[1] = static_cast<std::uint32_t>(lo >> 27) & kBandBits;
    out[2] = static_cast<std::uint32_t>(lo >> 54 | hi << 10) & kBandBits;
}
#endif

// Where the givens are, as band words, band b in lane b (lane 3: 0). `values`: 81 bytes, row-major,
// 0 = empty. On x86 one byte compare per band and digit, its sign bits gathered by movemask: band b
// is bytes 27b..27b+26, read as 32 (AVX2) or two times 16 from offset 27b, the 5 extra bytes masked
// off. (Reading through the bit-planes instead costs ~2.5 times the instructions.)
class GivenBands {
public:
    explicit GivenBands(const std::uint8_t* values) {
        std::memcpy(padded_, values, 81); // cells 81..95 stay 0: never a digit
#if defined(QUDOKU_FAST9_AVX2)
        for (int b = 0; b < 3; ++b) band_[b] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(padded_ + 27 * b));
#elif defined(__SSE2__)
        for (int b = 0; b < 3; ++b)
            for (int h = 0; h < 2; ++h)
                band_[b][h] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(padded_ + 27 * b + 16 * h));
#else
        planes_ = toPlanes(padded_);
#endif
    }

    // The cells holding `value` (0: the empty ones).
    Lanes cellsOf(int value) const {
#if defined(QUDOKU_FAST9_AVX2)
        const __m256i x = _mm256_set1_epi8(static_cast<char>(value));
        Lanes m{};
        for (int b = 0; b < 3; ++b)
            m[b] = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(band_[b], x))) & kBandBits;
        return m;
#elif defined(__SSE2__)
        const __m128i x = _mm_set1_epi8(static_cast<char>(value));
        Lanes m{};
        for (int b = 0; b < 3; ++b) {
            const auto lo = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(band_[b][0], x)));
            const auto hi = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(band_[b][1], x)));
            m[b] = (lo | hi << 16) & kBandBits;
        }
        return m;
#else
        // Elsewhere: where the four bit-planes spell `value`.
        std::uint64_t lo = ~std::uint64_t{0}, hi = ~std::uint64_t{0};
        for (int k = 0; k < 4; ++k) {
            const bool set = value >> k & 1;
            lo &= set ? planes_.lo[k] : ~planes_.lo[k];
            hi &= set ? planes_.hi[k] : ~planes_.hi[k];
        }
        std::uint32_t w[3];
        toBands(lo, hi, w);
        return Lanes{w[0], w[1], w[2], 0};
#endif
    }

private:
    alignas(32) std::uint8_t padded_[96] = {};
#if defined(QUDOKU_FAST9_AVX2)
    __m256i band_[3];
#elif defined(__SSE2__)
    __m128i band_[3][2];
#else
    Planes planes_;
#endif
};

// The starting state of a grid's givens (`values`: 81 bytes, row-major, 0 = empty): each given's
// digit keeps only the given cell in its row, its column (all three bands) and its box, and no digit
// keeps a given cell that is not its own. Every word is due for an update (prev = all cells) and
// every cell unsolved. The three bands of a digit in the lanes of one vector.
// The sweeps would find the columns and boxes too (pointing, and the band's permutations), but late:
// a given's column reaches the bands before it only in the next sweep, and each such word is then
// updated twice. Same fixpoint, so the same search; figures in fast9.cpp's ledger (2026-11-28).
inline void loadGivens(const std::uint8_t* values, State& s) {
    const GivenBands givens(values);
    const Lanes open = givens.cellsOf(0); // (lane 3 is 0)
#pragma GCC unroll 9
    for (int d = 0; d < 9; ++d) {
        const Lanes own = givens.cellsOf(d + 1);
        // The rows where d is given: "any of the row's 9 bits" gathered at the row's first bit (the
        // first fold takes minirows, the second rows; no bit of another row reaches those), then
        // spread back over the row: times 511, as (r << 9) - r.
        Lanes t = own | own >> 1 | own >> 2;
        t |= t >> 3 | t >> 6;
        const Lanes r = t & kColumn0;
        const Lanes rows = (r << 9) - r;
        // The columns where d is given (in any band: the lanes or'ed together) and its boxes in this
        // band (a column set's boxes as bits 0, 3, 6, times 7 for their columns), as cells of a band.
        const Lanes c = columns(own);
        const std::uint32_t anyBand = c[0] | c[1] | c[2];
        // (Times kColumn0 is spread(): one multiply by a constant, which the baseline copy's SSE2
        // build compiled 2-3% faster on kaggle than spread()'s shifts.)
        const Lanes cols = Lanes{anyBand, anyBand, anyBand, anyBand} * kColumn0;
        const Lanes boxes = ((c | c >> 1 | c >> 2) & 0111) * (7 * kColumn0);
        const Lanes w = (open & ~(rows | cols | boxes)) | own;
        std::memcpy(&s.B[d * 3], &w, 16); // lane 3 lands on the next digit's first word (written next), or prev[0]
    }
    for (int i = 0; i < 27; ++i) s.prev[i] = kBandBits; // (after B: B[27] is prev[0])
    for (int b = 0; b < 3; ++b) s.unsolved[b] = kBandBits;
}

// Solved words (each cell in exactly one digit's word) -> 81 cell values into `out` (88 bytes
// writable; what follows cell 80 gets 0). Plane k of band b is the union of the words of digits whose
// value has bit k; each plane then spreads into bytes: in the AVX2 copy 27 cells (a band) at a time,
// elsewhere 8 at a time by table. `B`: State::B (its last digit is read as a vector of 4 words).
inline void toCells(const std::uint32_t B[27], std::uint8_t* out) {
#if defined(QUDOKU_FAST9_AVX2)
    Lanes plane[4] = {};
#pragma GCC unroll 9
    for (int d = 0; d < 9; ++d) {
        const Lanes w = digitLanes(B, d);
        for (int k = 0; k < 4; ++k)
            if ((d + 1) >> k & 1) plane[k] |= w;
    }
    // Byte i of a band's 32 gets byte i/8 of the plane word (vpshufb, within each 128-bit half: the
    // word is in every dword), then tests its bit i%8.
    const __m256i byteOfBit = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, //
                                               2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bitOfByte = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ull));
    for (int b = 0; b < 3; ++b) {
        __m256i cells = _mm256_setzero_si256();
        for (int k = 0; k < 4; ++k) {
            const __m256i v = _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(plane[k][b])), byteOfBit);
            const __m256i set = _mm256_cmpeq_epi8(_mm256_and_si256(v, bitOfByte), bitOfByte);
            cells = _mm256_or_si256(cells, _mm256_and_si256(set, _mm256_set1_epi8(static_cast<char>(1 << k))));
        }
        // Bytes 27..31 are 0 (bits 27..31 of a word are); the next band's store overwrites them.
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 27 * b), cells);
    }
#else
    std::uint64_t lo[4], hi[4];
#pragma GCC unroll 4
    for (int k = 0; k < 4; ++k) {
        std::uint32_t band[3] = {0, 0, 0};
#pragma GCC unroll 9
        for (int d = 0; d < 9; ++d)
            if ((d + 1) >> k & 1)
                for (int b = 0; b < 3; ++b) band[b] |= B[d * 3 + b];
        lo[k] = band[0] | static_cast<std::uint64_t>(band[1]) << 27 | static_cast<std::uint64_t>(band[2]) << 54;
        hi[k] = band[2] >> 10;
    }
#pragma GCC unroll 11
    for (int j = 0; j < 11; ++j) {
        std::uint64_t x = 0;
        for (int k = 0; k < 4; ++k) {
            const std::uint64_t bits = j < 8 ? lo[k] >> (8 * j) : hi[k] >> (8 * (j - 8));
            x |= kT.bytes[bits & 255] << k;
        }
        std::memcpy(out + 8 * j, &x, 8);
    }
#endif
}

// A band word's minirow occupancy (9 bits, bit r*3+k: row r has a cell in box k). BMI2's pext
// gathers every third bit of "any of the three" in one instruction; without it, three lookups.
inline std::uint32_t minirows(std::uint32_t a) {
#if defined(QUDOKU_FAST9_AVX2)
    return _pext_u32(a | a >> 1 | a >> 2, 0111111111u);
#else
    return kT.shrink[a & 511] | kT.shrink[(a >> 9) & 511] << 3 | kT.shrink[a >> 18] << 6;
#endif
}


// The band update of word I (digit I/3, band I%3), one specialised copy per word so every index is a
// constant. False on contradiction.
template <int I, bool Info>
inline bool bandUpdate(State& s) {
    constexpr int b = I % 3, d = I / 3;
    constexpr int o1 = d * 3 + (b + 1) % 3, o2 = d * 3 + (b + 2) % 3;
    std::uint32_t a = s.B[I];
    const std::uint32_t shrink = minirows(a);
    a &= kT.complex[shrink];
    if (!a) return false;

    const std::uint32_t keep = kT.point[columns(a)];
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
    if constexpr (Info) s.info[I] = kT.rowInfo[shrink];
    return true;
}

// One pass over the 27 words, updating those that changed. -1: contradiction, else how many updated.
template <bool Info, std::size_t... Is>
inline int sweep(State& s, std::index_sequence<Is...>) {
    int updated = 0;
    const bool ok = (... && (s.B[Is] == s.prev[Is] || (++updated, bandUpdate<static_cast<int>(Is), Info>(s))));
    return ok ? updated : -1;
}

// info[i] for every word, from scratch (when the stuck pass first needs it; see Mode).
inline void fillInfo(State& s) {
    for (int i = 0; i < 27; ++i) {
        const std::uint32_t a = s.B[i];
        s.info[i] = kT.rowInfo[minirows(a)];
    }
}

} // namespace
} // namespace qudoku::detail::fast9
