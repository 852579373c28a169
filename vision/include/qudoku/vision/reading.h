#pragma once
// Reading a 9×9 puzzle from a picture (a photo of a printed page, a scan, a screenshot): where the grid
// is, and the digit in each cell with how sure the reader is. Qt-free, like qudoku_core; OpenCV's core
// and imgproc do the geometry (vision/src/), our own small classifier reads the digits
// (vision/src/digitclassifier.h, weights trained offline by tools/vision/).
//
// Decoding a file is the caller's (the CLI and the app decode with Qt's image readers): the reader takes
// a picture already in memory, 8-bit grey or 8-bit BGR/BGRA, row by row.
//
//   GreyImage image = ...;                       // or a BGR(A) one: see Picture
//   Reading r = readPuzzle(picture, {}, stop);
//   if (!r.found) say(r.problem);
//   else { r.puzzle; r.suspect; r.corners; }    // suspect cells are for the player to check
//
// Honest by design: a cell the classifier is not sure of, or a reading that does not make a valid
// puzzle (a digit twice in a house), goes to `suspect`; the caller still checks the solution count.
// A doubtful digit that is the only reading of its cell making a proper puzzle is not listed when every
// doubt is so settled (vision/src/settled_doubts.h); its confidence stays the classifier's.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

namespace qudoku::vision {

// A picture in memory: `width` × `height` pixels of `channels` bytes (1: grey; 3: B, G, R; 4: B, G, R,
// A), `stride` bytes from one row to the next. Not owned: it must outlive the call.
struct Picture {
    const std::uint8_t* data = nullptr;
    int width = 0;
    int height = 0;
    int channels = 1;
    int stride = 0;
};

struct Point {
    float x = 0;
    float y = 0;
    friend bool operator==(const Point&, const Point&) = default;
};

// The grid's outer corners in the picture's pixels, in the puzzle's reading order: top left, top right,
// bottom right, bottom left of the puzzle as it is read (so for a picture turned 90°, the puzzle's top
// left is not the picture's).
using Corners = std::array<Point, 4>;

struct CellReading {
    int digit = 0;          // 1–9, or 0: empty
    float confidence = 0;   // 0–1: the classifier's probability of `digit` (of "empty" for an empty cell)
};

// Why a picture gave no grid.
enum class Problem {
    None,
    TooSmall,        // the picture is smaller than a readable board (about 120 px across)
    TooLarge,        // over kMaxPixels: refused before any work
    NoGrid,          // no square with a 9×9 pattern of lines found
    NotNineByNine,   // a grid was found, but its lines are not 9×9 (a 6×6, a 16×16)
    Cancelled,
};

struct Reading {
    bool found = false;
    Problem problem = Problem::None;
    Corners corners{};                    // valid when found
    int quarterTurns = 0;                 // 0–3: how far the picture was turned to read the puzzle upright
    std::array<CellReading, 81> cells{};  // row by row
    std::vector<int> suspect;             // cell indices 0–80 the player should check, in order
    // The puzzle in the line format: 81 characters, '1'–'9' or '.'.
    std::string puzzle() const;
};

struct ReadOptions {
    // A cell whose reading is less sure than this is suspect.
    float suspectBelow = 0.90f;
    // Where the grid is, when the caller knows better (the player dragged a corner): the search is
    // skipped and the cells are read from here.
    std::optional<Corners> corners;
};

// The largest picture read (width × height): about 40 megapixels, a phone's full-size photo is 12–50.
// Larger ones are refused (Problem::TooLarge) before any memory is taken for them.
inline constexpr std::int64_t kMaxPixels = 50'000'000;

// Reads the puzzle in `picture`. Checks `stop` between stages (a few milliseconds apart at most).
Reading readPuzzle(const Picture& picture, const ReadOptions& options = {}, std::stop_token stop = {});

// Words for a problem, in English, for logs and tests (the apps word it through text/).
const char* problemName(Problem problem);

} // namespace qudoku::vision
