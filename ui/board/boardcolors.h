#pragma once
// Board colours, all derived from the widget's palette so the board reads on light and dark
// themes alike: tints are the palette's Base mixed with Highlight (selection, peers, same value)
// or with a red/orange that is darkened on light palettes and lightened on dark ones.

#include <QColor>
#include <QPalette>

namespace qudoku::ui {

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

    static BoardColors fromPalette(const QPalette& palette);
};

// `a` moved towards `b` by `t` (0..1).
QColor mix(const QColor& a, const QColor& b, double t);

} // namespace qudoku::ui
