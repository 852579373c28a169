#pragma once
// A GIF's blocks walked before Qt decodes it. Qt 6.4's GIF reader decodes a file cut short without a
// word: the rows that did not arrive are left blank (v2_train image13 as a GIF cut in half read "no
// grid found (the grid is not 9×9)"). A GIF is a header and a screen descriptor with an optional
// colour table, then blocks up to a trailer byte: extensions and images, each ending in a run of
// sub-blocks that give their own lengths. So where a file ends early is known without decoding it.
// Qt reads the first image only: a file cut before that image has all arrived is refused with the
// place; one whose first image is whole (a later frame or only the trailer missing) decodes as before.
// A block that is no GIF block is left to the decoder.

#include <QString>

class QIODevice;

namespace qudoku::render {

// For a person (translated, "qudoku::render" context): "the file is cut short: it ends at byte 3012,
// before its picture is whole"; empty when the device does not hold a GIF, is sequential, or holds its
// first image whole. Leaves the device's position where it was.
QString gifCutShort(QIODevice& device);

} // namespace qudoku::render
