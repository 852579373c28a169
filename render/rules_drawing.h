#pragma once
// A puzzle's rules drawn as players know them from f-puzzles and SudokuPad, for paper, images and the
// board alike (the board passes its own inks and cell places):
//
//   under the digits   extra regions and windoku windows tinted, the diagonals as thin lines,
//                      thermometers (a bulb and a tube through the cells' centres), odd cells' circles
//                      and even cells' squares (grey), minimum and maximum cells' chevrons on each
//                      side (pointing at the smaller digit, as an inequality sign does), killer
//                      cages (a dashed line just inside their outer edges, the sum in the corner of
//                      the first cell, knocked out of the line), arrows (a grey line from the
//                      circle with a head at its tip; the circle, or a pill round a circle of
//                      several cells, over the line's start), the lines (issue 34: thick
//                      translucent strokes through the cells' centres in their conventional colours,
//                      renban purple, whispers green, palindrome grey, region-sum blue, entropic
//                      orange, modular teal, zipper lavender; a between line thin and grey with an
//                      empty circle at each end)
//   over the lines     Kropki dots on the edge between their cells (white: a difference, black: a
//                      ratio; the number inside when it is not 1 or 2), X and V on the edge, the
//                      quadruples' circles on the corner with their digits; outside the grid, in
//                      the margin of one cell (outsideMargin), little killers' sums with a small
//                      arrow pointing along their diagonal, and the sandwich, X-sum and
//                      skyscraper clues at their row's or column's end (plain numbers)
//
// Region borders (jigsaw) are the grid painter's: thick where two cells' regions differ
// (Rules::regionOf). A constraint the digits break is drawn in the conflict ink.

#include <QColor>
#include <QRectF>

#include <functional>
#include <vector>

#include "qudoku/rules.h"
#include "qudoku/shape.h"

class QPainter;

namespace qudoku::render {

struct RulesInk {
    QColor line{0, 0, 0};            // dots' outlines, X/V, chevrons, quadruple circles, diagonals
    QColor background{255, 255, 255}; // a white dot's fill, the knock-out behind X/V and quadruples
    QColor shade{200, 200, 200};     // thermometers, odd circles, even squares
    QColor tint{232, 232, 232};      // extra regions and windoku windows
    QColor conflict{200, 30, 30};    // a constraint broken by the digits
    QColor text{0, 0, 0};            // the digits of a quadruple, a dot's number
    // The lines (issue 34), drawn translucent (kLineAlpha in rules_drawing.cpp). The hues are the
    // conventional ones; their lightness is chosen so that their grey levels differ in print: on
    // white, as drawn, modular 113, renban 140, palindrome 154, entropic 170, whispers 184,
    // region-sum 197, zipper 212 of 255 (qGray; the video luma differs by 13 or more as well). A
    // between line is grey at 128, with white circles.
    QColor renban{0x97, 0x24, 0xCB};
    QColor whispers{0x6B, 0xD5, 0x6B};
    QColor palindrome{0x79, 0x79, 0x79};
    QColor betweenLine{0x80, 0x80, 0x80};
    QColor regionSumLine{0x78, 0xC2, 0xFF};
    QColor entropicLine{0xE5, 0x7A, 0x0F};
    QColor modularLine{0x00, 0x66, 0x5F};
    QColor zipperLine{0xD1, 0xB0, 0xF3};
};

// Black, greys and white for paper and images, the lines in their colours (see above).
RulesInk paperRulesInk();

struct RulesDrawing {
    const Rules* rules = nullptr;
    // Each cell's square, in the painter's units. Clues outside the grid are drawn in the squares
    // one cell beyond the edge, the grid's outer cells' squares moved out by their side: the
    // picture (or board) leaves that margin when outsideMargin(rules) says so.
    std::function<QRectF(int cell)> cellRect;
    RulesInk ink;
    std::vector<bool> broken;                 // per rules->constraints index; empty: none broken
};

void paintRulesUnder(QPainter& painter, const RulesDrawing& drawing);

// How many cells of margin the rules need around the grid for their clues outside it (little
// killers, sandwich, X-sum and skyscraper clues): 1, or 0 when they have none (a classic board
// keeps its look).
int outsideMargin(const Rules& rules);

// Killer cages' sums: the cells whose top-left corner holds one (each cage's first cell in reading
// order, when the cage has a sum), and how far down from a cell's top edge that corner's box reaches
// in a cell of side `cell`. Pencil marks in those cells keep below it (the board's scene).
std::vector<int> cageSumCells(const Rules& rules);
qreal cageSumBand(qreal cell);
void paintRulesOver(QPainter& painter, const RulesDrawing& drawing);
// Killer cages' sums: last, over the rules and whatever a board frames (a paper picture draws them
// after paintRulesOver).
void paintCageSums(QPainter& painter, const RulesDrawing& drawing);

} // namespace qudoku::render
