#pragma once
// One paint's worth of what each cell shows, worked out once from the BoardView and its Game (no
// widget state): which tints it has and what it is filled with, its colours, where its marks go and
// which cues frame it. The layers (board/layers/layers.h) each read this and draw their part, so
// they agree on every place (a candidate's disc and its digit, a filter's ring and its mark).
//
// What a hint overlay changes (board/hintoverlay.h): its tints replace the highlights, its candidates
// replace the centre marks where it has some, and the marks are drawn in their fixed spots over the
// whole cell at any size, where the hint painter puts its discs and arrows; the player's colours and
// corner marks are left out while it shows, like the peer highlights, so every colour on the board is
// the hint's.

#include <vector>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "board/glyphcache.h"
#include "board/marklayout.h"

namespace qudoku::ui {

struct CellScene {
    QColor ground;         // the fill under everything: the background or a highlight's tint
    ColourSet colours = 0; // the player's colours on the cell, drawn as slices over the ground
    MarkLayout corner;     // the corner marks' places (none in a cell with a digit)
    MarkLayout centre;     // the centre marks' places (none in a cell with a digit)
    bool selected = false;
    bool conflict = false;    // its digit clashes: outline and underline
    bool wrong = false;       // Check found its digit wrong: a cross
    bool hinted = false;      // the last hint filled it: a dashed ring
    bool holdsFilter = false; // holds the filter's digit: a notch in its corner
    bool bivalue = false;     // two candidates, under the bivalue filter: a dashed frame
};

struct BoardScene {
    const Game* game = nullptr;
    const BoardView* view = nullptr;
    const BoardGeometry* geometry = nullptr;
    const BoardColors* colors = nullptr;
    const HintOverlay* overlay = nullptr; // nullptr when none (or empty)
    int stroke = 2;                       // the width of frames and outlines
    int cursorValue = 0;                  // the cursor's digit: its marks are picked out (0: none)
    std::vector<CellScene> cells;
};

BoardScene makeScene(const BoardView& view, const BoardGeometry& geometry, const BoardColors& colors,
                     const MarkSizing& sizing);

} // namespace qudoku::ui
