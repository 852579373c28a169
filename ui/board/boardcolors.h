#pragma once
// Board colours, all derived from the widget's palette so the board reads on light and dark
// themes alike: tints are the palette's Base mixed with Highlight (selection, peers, same value)
// or with a red/orange that is darkened on light palettes and lightened on dark ones.

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
    QColor defining, fin, pivot, pincer, colourA, colourB, link, target;
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

} // namespace qudoku::ui
