#pragma once
// Board colours, all derived from the widget's palette so the board reads on light, dark and
// high-contrast themes alike, with the contrast measured (WCAG 2's ratio), not guessed:
//
//   inks      the digits and marks: at least 9:1 against the cell background (12:1 on a high-contrast
//             palette), so that every tint under them can be about 2:1 deep and they still stand 4.5:1
//             (WCAG AA for text) on it. Today's player blue (7.9:1) left room only for pastel colours
//             (1.5:1), where sky blue and blue, grey and black, looked the same.
//   grounds   what a cell is filled with: the background, or a highlight's tint (peers, same value, the
//             selection, conflicts, a filter, a hint's houses); each kept light enough that every ink
//             stays 4.5:1 on it (moved back towards the background when a palette would break that).
//   colours   the player's colours (board/palette.h) as tints: as deep as the palette colour allows up
//             to 50% (55% on high contrast) with every ink still 4.5:1 on it; the same cap for all keeps
//             their order of lightness (blue stays darker than sky blue, black than grey).
//   cues      what marks a state by its shape, not by a tint: the selection's outline, the cursor's
//             frame, a conflict's outline and underline, Check's cross, the hinted cell's ring, the
//             filters' notch, ring and dashed frame: at least 3:1 against the board and against the tint
//             they sit on (WCAG 1.4.11, non-text contrast); 4.5:1 on a high-contrast palette.
//
// How "highlights and selection at least 3:1 against the board" is read: a highlight is seen by its
// cue, which is 3:1. The tints are not asked to be 3:1: a tint 3:1 off white is mid-grey, and the
// player's digits on it would be 2.4:1 at best; so the tints stay light (1.1:1 to 1.9:1, enough to be
// seen) and say again what a cue or the digits already say. Peers and same value have no cue of
// their own: where the cursor is and the digits themselves say it. tests/ui/tst_painting.cpp measures
// all of it on every theme.
//
// A palette whose text and highlight both stand far from its base (text 15:1, highlight 7:1: ours, or
// a desktop's high-contrast theme) is a high-contrast one: the board then draws every line in full ink
// and its frames thicker (`highContrast`), its tints 1.4 times as deep and its cues 4.5:1.

#include <QColor>
#include <QPalette>

#include <array>

#include "game/cellstate.h"
#include "qudoku/logic/step.h"

namespace qudoku::ui {

// The colours of a hint overlay. Saturated hues kept apart for the common colour-vision
// deficiencies (blue / orange / purple / teal), green only for what is true (placements, the "on"
// side of a chain), red only for what is removed; shape backs every colour up (discs, frames,
// strike-through, solid vs dashed arrows).
struct HintColors {
    QColor areaTint;   // the cells to look at (the step's main houses)
    QColor coverTint;  // a cover house (where a fish or locked candidates eliminate)
    QColor linkTint;   // a house holding a strong link (kites, skyscrapers, W-Wings)
    QColor defining, fin, pivot, pincer, colourA, colourB, colourC, colourD, link, target;
    QColor eliminated; // candidates removed
    QColor placed;     // values placed
    QColor strongLink, weakLink;
    QColor discText;   // digits on the coloured discs
    QColor halo;       // under arrows, so they stay visible over digits

    QColor role(logic::Role role) const; // a candidate's or cell's colour
    QColor houseFrame(logic::Role role) const; // the outline of a house with that role
};

// Which tints a cell has; one cell can have several (BoardColors::ground picks what shows).
struct CellTint {
    bool selected = false;      // in the selection
    bool peer = false;          // row, column or box of the cursor
    bool sameValue = false;     // holds the cursor's digit
    bool conflictHouse = false; // in a house where two digits clash
    bool conflictCell = false;  // holds a clashing digit
    bool filter = false;        // holds the filter's digit, or is bivalue under that filter
    QColor hint;                // a hint's tint of its houses and area (invalid: none)
};

struct BoardColors {
    QColor background;   // cell background
    QColor lines;        // the frame and the box lines
    QColor thinLines;    // the lines between the cells of a box
    // Inks.
    QColor given;        // given digits (drawn bold)
    QColor player;       // player digits
    QColor computer;     // digits the computer filled in (Solve, Reveal): drawn in italics too
    QColor pencil;       // centre marks
    QColor corner;       // corner marks
    // Grounds.
    QColor peer;         // row, column and box of the cursor
    QColor sameValue;    // cells holding the cursor's value (and a mark of that value)
    QColor selected;     // every selected cell
    QColor conflictHouse;// a row, column or box where two cells clash
    QColor conflictCell; // a cell that clashes
    QColor filterTint;   // a filter's cells (holding its digit, bivalue) and its candidates' discs
    // Cues.
    QColor selectionFrame; // the outline around the selected cells
    QColor focusFrame;   // the cursor's frame when the board has the focus
    QColor conflictMark; // the outline and underline of a clashing cell
    QColor wrong;        // the cross over a digit that Check found wrong (on a halo of the background)
    QColor hint;         // the ring around the last hinted cell
    QColor filterMark;   // a filter's notch, rings and dashed frames
    // The player's colours 1..kColours as painted on cells and candidates (index colour - 1).
    std::array<QColor, kColours> colours;
    bool highContrast = false; // full-ink lines, thicker frames
    HintColors hints;

    static BoardColors fromPalette(const QPalette& palette);

    // What a cell with these tints is filled with: the selection first (mixed with a hint's tint and a
    // clash), then a hint's tint, a clashing cell, a filter, the same value, a peer (mixed with a clashing house), a
    // clashing house, else the background.
    QColor ground(const CellTint& tint) const;
    // Colour 1..kColours as painted (invalid for others).
    QColor colour(int colour) const;
    // The width of frames, outlines and underlines on cells of `cellSize` pixels.
    int strokeWidth(int cellSize) const;

private:
    static BoardColors derive(const QPalette& palette); // fromPalette without its memory
};

// `a` moved towards `b` by `t` (0..1).
QColor mix(const QColor& a, const QColor& b, double t);

// WCAG 2 contrast ratio of two colours (1 to 21): (L1 + 0.05) / (L2 + 0.05) of their relative
// luminances, the lighter first.
double contrastRatio(const QColor& a, const QColor& b);
// `base` moved towards `accent` just far enough to stand `ratio` apart from `base` (all the way when
// even `accent` does not). Tints that must be seen on any palette are made this way.
QColor tintWithContrast(const QColor& base, const QColor& accent, double ratio);

} // namespace qudoku::ui
