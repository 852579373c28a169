#pragma once
// A PNG's chunk structure checked before Qt decodes it. A PNG cut short (a download stopped part way,
// the commonest damage) makes libpng print "libpng error: ..." straight to standard error: Qt 6.4 sets
// libpng's warning function but not its error function, so no Qt message handler can stop it, and the
// CLI's standard error (one line per problem, the file first) gets a line nobody asked for. Walking
// the chunks finds the cut first, from their lengths alone, and says where it is; so does a critical
// chunk whose bytes no longer match its CRC (a flipped bit: libpng's "IDAT: invalid distances set").
//
// Every chunk up to the end marker (IEND) must be whole: measured with Qt 6.4.2, a PNG whose pixels
// (IDAT) all arrived but which ends before IEND is not decoded either ("Unable to read image data",
// after libpng's "Read Error"); one ending inside IEND is.

#include <QByteArray>
#include <QString>

#include <cstdint>

class QIODevice;

namespace qudoku::render {

// What is wrong with a PNG that does not hold all of its image data.
struct PngCut {
    QString text;         // for a person (translated, "qudoku::render" context), e.g. "the file is cut
                          // short: it ends at byte 300, inside its IDAT chunk"; empty: nothing cut
    bool headerWhole = true; // whether every chunk before the pixels (IHDR, the size, and the rest up
                          // to the first IDAT) arrived whole: if not, even asking Qt for the
                          // picture's size makes libpng print
    explicit operator bool() const { return !text.isEmpty(); }
};

// Nothing cut when the device does not hold a PNG, is sequential (nothing can be read ahead), or
// reaches its IEND chunk. Leaves the device's position where it was.
PngCut pngCutShort(QIODevice& device);

// The CRC-32 a PNG chunk carries, of its type and data (`typeAndData`): for writing or mending one
// (the image fuzzer mends them, so its mutations reach the decoders behind this check).
std::uint32_t pngChunkCrc(const QByteArray& typeAndData);

} // namespace qudoku::render
