#pragma once
// Board colours, all derived from the widget's palette so the board reads on light and dark
// themes alike: tints are the palette's Base mixed with Highlight (selection, peers, same value)
// or with a red/orange that is darkened on light palettes and lightened on dark ones. The conflict
// tints are mixed to a contrast ratio against the cell background (a clashing house 1.35:1, a
// clashing cell 1.9:1), not by a fixed amount: a fixed mix gave 1.22:1 on white, too faint to see.

#include <QColor>
#include <QPalette>

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

struct BoardColors {
    QColor background;   // cell background
    QColor lines;        // grid lines
    QColor given;        // given digits (drawn bold)
    QColor player;       // player digits
    QColor computer;     // digits the computer filled in (Solve, Reveal): drawn in italics too
    QColor pencil;       // pencil marks
    QColor peer;         // row, column and box of the selected cell
    QColor sameValue;    // cells holding the selected cell's value
    QColor selected;     // the selected cell
    QColor conflictHouse;// a row, column or box where two cells clash
    QColor conflictCell; // a cell that clashes
    QColor conflictMark; // the outline and underline of a clashing cell
    QColor wrong;        // the cross over a digit that Check found wrong
    QColor hint;         // the ring around the last hinted cell
    QColor focusFrame;   // outline of the selected cell when the board has focus
    HintColors hints;

    static BoardColors fromPalette(const QPalette& palette);
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
