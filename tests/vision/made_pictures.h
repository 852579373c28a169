#pragma once
// Pictures of a puzzle made for the picture reader's tests and benchmarks (tests/vision,
// tests/benchmarks/vision_mixes.cpp): a board drawn by render/ (as Qudoku prints and exports it), put
// on a page or in a window, then turned, tilted, blurred, noised, lit unevenly, folded, covered and
// saved as a JPEG with OpenCV and Qt, and where its corners are.
#include <opencv2/core.hpp>

#include <random>
#include <string>

class QImage;
class QTransform;

#include "qudoku/vision/reading.h"

namespace qudoku::test {

// Project Euler's first puzzle: 32 givens, one solution.
inline constexpr const char* kPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

enum class Theme { Light, Dark };

struct Scene {
    int boardSide = 450;         // px
    Theme theme = Theme::Light;
    bool highlights = false;     // a row and a box tinted, as apps show the selection's houses
    bool darkSelected = false;   // one given cell drawn light on dark, as a selected cell
    bool frame = false;          // a card's frame around the board, a margin inside
    bool heading = false;        // a title and text inside the card, above the board
    bool chrome = false;         // a window's title bar and border around everything
    double tiltDegrees = 0;      // perspective: the top edge shortened as by a camera tilted back
    int quarterTurns = 0;        // the picture turned clockwise afterwards
    double blurSigma = 0;
    double noiseSigma = 0;
    bool unevenLight = false;    // a gradient from bright to 45 % across
    bool tiles = false;          // no lines: each cell a rounded tile on the page, gaps between boxes wider
    bool lostCorner = false;     // the outer lines near the bottom-left corner gone (a shadow, a fold)
    bool lostTopRight = false;   // and near the top-right corner: no outline is a quadrilateral
    bool glare = false;          // a glare washing out the top-left corner's lines (and cells)
    bool rules = false;          // a newspaper's column rules: lines through the picture along the
                                 // board's left and top sides, touching it
    bool allCornersLost = false; // the outer lines gone for a cell and a half at every corner
    bool stripBelow = false;     // yesterday's solution printed as a strip of boxes against the board's
                                 // bottom left, reaching out of the picture (v2_train image209's page)
    // Photos' harder cases (issue 32's grid finding):
    double marginCells = 1.8;    // page around the board, in cells (0.2: the grid fills the photo)
    double rotateDegrees = 0;    // turned in the picture's plane (a phone held askew), after the tilt
    double sideTilt = 0;         // perspective the other way: the left edge shortened (degrees)
    bool boxFrame = false;       // a thick box printed around the board a little outside it (newspapers)
    bool tableAround = false;    // the page a light sheet on a dark table, its edge near the board
    bool shadowAcross = false;   // a soft shadow (to 35 % light) over the grid's lower right half
    double fold = 0;             // a newspaper's fold across the picture through the grid's middle: a dark
                                 // crease (light down to 1 - fold at its line), the lower half 15 % darker
    double contrast = 1.0;       // ink's contrast against the page (0.3: a faint print, a dim photo)
    double heavyLines = 0;       // the grid's lines redrawn this thick (px), grey, as newsprint prints them
    double blotches = 0;         // newsprint's blotchy paper: smooth noise of this sigma (grey levels)
    double bend = 0;             // the page bent: rows pushed down by up to this share of the side, a
                                 // sine across the width (a newspaper's fold, a page off the table)
    bool vignette = false;       // the photo's corners dark (to 40 %), a cheap lens
    bool crosswordBeside = false; // a 13×13 crossword with black squares to the board's right
    int extraPage = 0;           // px of page (with text) added on every side: a small grid in a big photo
    int speckCells = 0;          // empty cells (the first ones) given a scatter of ink specks: dust, print
                                 // show-through, the paper's fibres
    double doubledLines = 0;     // every line drawn again as two thin dark lines this many px apart
    double boxLines = 0;         // the box lines (every third) redrawn this thick (px), black
    double digitShift = 0;       // the digits printed off the cells' centres by this share of a cell,
                                 // right and down (lines printed off the digits' raster)
    double digitSize = 0;        // the digits this share of a cell tall (0: render/'s size)
    int lightDigits = 0;         // this many digits (the last ones) printed in lightInk, the rest black
    int lightInk = 170;          // grey level of those digits
    bool cut = false;            // the picture cut at cutLeft cells right of the board's left line
    double cutLeft = 0;          // (negative: left of it; 0: through the outer line's middle)
    double pen = 0;              // a pen lying across the grid, through its centre: a dark blue bar this
    double penAngle = 20;        // share of a cell thick, at this many degrees from the horizontal
    int thumb = 0;               // a thumb holding the page over a corner (1 top left, 2 top right,
                                 // 3 bottom right, 4 bottom left): skin, shaded, its tip over the corner cell
    double foldDown = 0;         // and a second crease down through the middles of the top and bottom
                                 // (a page folded in quarters), its left half 10 % darker
    double hardShadow = 0;       // a sharp-edged shadow (a phone's, a hand's): light falls to this over
    double hardShadowAngle = 10; // the part left of a line from 0.55 of the top side, this many degrees
                                 // from the vertical
    bool glareMiddle = false;    // a glare spot washing out the middle of the grid
    int shake = 0;               // the camera shaken: a diagonal smear this many px long
    int jpeg = 0;                // saved as a JPEG of this quality (1-100) and read back
    std::string puzzle = kPuzzle;
};

// The picture and where the puzzle's corners (top left, top right, bottom right, bottom left) are in it.
struct Made {
    cv::Mat bgr;
    vision::Corners corners;
};


Made makeScene(const Scene& s);

// A mix of many of the conditions at once, drawn from `rng` (tests/benchmarks/vision_mixes.cpp): tilt
// both ways, a turn, blur, noise, uneven light, a vignette, a soft shadow, a faint print, grey heavy
// lines, blotchy paper, a bend, a box, a dark table, column rules, page around, JPEG, specks, shake,
// glares and the digits' size. mixOf(seed, k): the k-th (from 0) of the mixes `seed` draws (the
// same pictures wherever the standard library's distributions and the fonts are the same: Debian 12's
// libstdc++ for both g++ and clang).
Scene randomMix(std::mt19937& rng);
Scene mixOf(unsigned seed, int k);

// A photo as a camera sees it turned `turnDegrees`, tilted back (its top edge narrowed to 1 - `tilt` of
// its width) and scaled by `scale`, on a canvas of the photo's mean colour just large enough; `map`,
// when given, takes the photo's points there (its hand-marked corners, say). For reading real photos
// made harder (tests/vision, qudoku-vision-bench --warp).
QImage photoSeenAs(const QImage& photo, double turnDegrees, double tilt, double scale, QTransform* map = nullptr);

// `image` as an 8-bit BGR picture.
cv::Mat toMat(const QImage& image);

// `m` (8-bit, 1, 3 or 4 channels) as the reader takes it; `m` must outlive it.
vision::Picture pictureOf(const cv::Mat& m);

// The farthest of the four corners read (`r`) from the made picture's own, in pixels.
double worstCorner(const vision::Reading& r, const Made& made);

} // namespace qudoku::test
