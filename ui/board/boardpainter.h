#pragma once
// Draws the board like a printed puzzle: thin cell lines, thick box lines, bold givens, player
// digits in another colour, and the player's notation, SudokuPad's four layers: corner marks, centre
// marks (in fixed spots or a centred row: board/marklayout.h), colours (slices in a cell, a disc
// behind a candidate). Then the highlights, each with a cue beside its tint (board/boardcolors.h):
// peers, same value, the selection (tinted, one outline around it) and the cursor, conflicts (outline
// and underline), Check's crosses, the hinted cell, the filters ("highlight digit N": a notch on the
// cells holding N, a ring around the candidates N; bivalue cells: a dashed frame).
//
// paintBoard paints the layers of board/layers/layers.h in order from one BoardView; the widget fills
// the view and keeps no drawing state of its own. With a hint overlay, the tints of its area and
// houses go under the digits, the peer and same-value highlights are left out, and the overlay's
// candidates replace the centre marks where it has some; paintHintOverlay (board/hintpainter.h) then
// draws the pattern on top.

#include <QPainter>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"
#include "board/hintoverlay.h"
#include "game/cellstate.h"

#include <vector>

namespace qudoku::ui {

class Game;

// Which highlights the board shows (Settings); the hint overlay and Check's crosses always show.
struct Highlighting {
    bool peers = true;     // row, column and box of the selected cell
    bool sameValue = true; // the other cells holding the selected cell's digit
    bool conflicts = true; // clashing digits (outlined, underlined) and the house they clash in
    friend bool operator==(const Highlighting&, const Highlighting&) = default;
};

// How centre marks are drawn: each value in its fixed spot (HoDoKu, a phone keypad's order), or the
// marks in a centred row, small when there are many (SudokuPad).
enum class CentreStyle { Fixed, Row };

// Everything the painter draws besides the game: what the player has selected and how they type.
struct BoardView {
    const Game* game = nullptr;
    int selected = -1;                  // the cursor (the cell arrows move)
    std::vector<int> selection;         // every selected cell, the cursor's among them when it is selected
    bool focused = false;
    Layer mode = Layer::Digit;          // where digit keys go: the cursor's frame says it
    int stickyDigit = 0;                // digit-first input: the digit a click enters (0: none)
    int filterDigit = 0;                // "highlight digit N": cells holding N and candidates N (0: none)
    bool filterBivalue = false;         // cells with exactly two candidates
    CentreStyle centreStyle = CentreStyle::Fixed;
    // No mark is drawn smaller (logical pixels); a cell too small for its marks at this size shows the
    // ones that fit and an ellipsis (board/marklayout.h).
    int minMarkPixels = 8;
    const HintOverlay* overlay = nullptr; // a hint or path preview, drawn over the frames; or nullptr
    Highlighting highlighting;
};

void paintBoard(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors, const BoardView& view);

// The centre mark drawn under `pos` in `cell`, as paintBoard places it with `font` (a centred row, the
// room corner marks leave, the minimum size); failing that, the value whose fixed spot holds `pos`
// (BoardGeometry::markAt), so a click can add a mark that is not drawn yet; 0 when neither.
int centreMarkAt(const BoardGeometry& geometry, const BoardColors& colors, const BoardView& view, const QFont& font,
                 int cell, QPoint pos);

// The grid with nothing in its cells: what a paused game shows, so the position stays hidden.
void paintBlankBoard(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors);

// A card across the middle of the board: a large title and a line of detail on the cell colour,
// framed in `accent`. The paused board and the completion banner use it.
void paintCard(QPainter& painter, const BoardGeometry& geometry, const BoardColors& colors, const QString& title,
               const QString& detail, const QColor& accent);

} // namespace qudoku::ui
