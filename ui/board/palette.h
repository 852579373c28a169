#pragma once
// The colours a player paints cells and candidates with (Layer::Colour, 1..kColours): Okabe and Ito's
// palette, told apart with the common colour-vision deficiencies, then grey and black. These are the
// colours' identities (their names for screen readers and tool tips, their pure values); how a cell
// shows them under its digits (tints that keep the digits readable, slices for several) is the
// painter's.

#include <QColor>
#include <QString>

namespace qudoku::ui {

// Colour 1..kColours as painted at full strength.
QColor paletteColour(int colour);
// "orange", "sky blue", ... (translated; lower case, for running text: "colour orange").
QString paletteColourName(int colour);

} // namespace qudoku::ui
