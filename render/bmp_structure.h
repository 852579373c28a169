#pragma once
// A BMP's size checked against its header before Qt decodes it. Qt 6.4's BMP reader decodes a file cut
// short without a word: the rows that did not arrive stay blank, and as a BMP's rows are stored from the
// bottom up, the top of the picture is what is lost (v2_train image13 saved as BMP and cut in half
// read "no grid found (the grid is not 9×9)"). An uncompressed BMP's pixels have a known length (the
// rows, each padded to 4 bytes, from where the header says they start), so a file shorter than that
// is refused with the place. Run-length coded BMPs (whose length is not known before decoding) are left
// to the decoder.

#include <QString>

class QIODevice;

namespace qudoku::render {

// For a person (translated, "qudoku::render" context): "the file is cut short: it ends at byte 460854,
// but its pixels run to byte 921654"; empty when the device does not hold an uncompressed BMP, is
// sequential, or is long enough. Leaves the device's position where it was.
QString bmpCutShort(QIODevice& device);

} // namespace qudoku::render
