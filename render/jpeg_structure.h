#pragma once
// A JPEG's marker structure checked around Qt's decoding of it. A JPEG cut short (a download or a
// copy stopped part way) is not refused by Qt 6.4: libjpeg warns "premature end of data segment",
// fills the rest of the picture with flat blocks, and Qt hands back a picture whose lower part is one
// colour. The reader then says "no grid found", or reads the rows that arrived, about a file whose
// real trouble is that it is incomplete; so is said instead, with the place. A JPEG cut inside its
// headers (before any pixel), or inside a later scan's header (a progressive JPEG's), Qt refuses as
// "Unable to read image data"; the segment it ends in is named instead.
//
// So the check has two halves: the walk (jpegCutShort) finds where the file ends, from the markers'
// lengths and the image data's own rule for 0xFF bytes; the decoded picture (flatRowsAtBottom) says
// whether anything is missing, since the walk cannot tell, without decoding the image data, whether
// the file ended after its last block (only the end marker missing) or before it.
//
// Measured with Qt 6.4.2 on v2_train photos (640 × 480, sequential): cut at half the file, the
// lowest 415 rows come back one colour; at three quarters 191; 500 bytes short 15. A progressive
// JPEG cut at half its bytes comes back whole at a lower quality (every later scan refines the whole
// picture) and reads right: no row is flat, and it is decoded as before. So is a file whose
// image data is whole but whose end marker (EOI) is missing (no row flat), and one with bytes after
// its end marker (phones append their own data there).

#include <QString>

class QIODevice;
class QImage;

namespace qudoku::render {

struct JpegCut {
    // For a person (translated, "qudoku::render" context), when the file ends inside a segment:
    // "the file is cut short: it ends at byte 400, inside its DQT segment", or between segments
    // before any image data. Empty when it ends inside a scan's image data (the caller says that,
    // with the rows missing).
    QString text;
    // Some image data arrived before the file ended (it may be the whole picture: decode it and see).
    bool afterImageData = false;
    qint64 endsAt = 0;       // the file's size, when cut
    bool headerWhole = true; // every segment up to the frame header (SOFn: the size) arrived
    explicit operator bool() const { return !text.isEmpty() || afterImageData; }
};

// Nothing cut when the device does not hold a JPEG, is sequential (nothing can be read ahead), or
// reaches its end marker (EOI). Reads the image data in pieces of 1 MiB, never the whole file at
// once. Leaves the device's position where it was.
JpegCut jpegCutShort(QIODevice& device);

// How many of the picture's lowest rows are each of one colour: what libjpeg's fill leaves of a JPEG
// cut inside its image data (0: the last row varies).
int flatRowsAtBottom(const QImage& image);

} // namespace qudoku::render
