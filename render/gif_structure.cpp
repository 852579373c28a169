#include "render/gif_structure.h"
#include "render/translate.h"

#include <QIODevice>
#include <QScopeGuard>

namespace qudoku::render {

namespace {

// GIF87a and GIF89a: the header (6 bytes: "GIF87a" or "GIF89a"), the logical screen descriptor (7: width
// and height 16 bits little-endian, a packed byte, the background colour, the aspect ratio). Bit 7 of the
// packed byte: a global colour table follows, of 3 × 2^(size + 1) bytes, size its low 3 bits. Then blocks,
// each introduced by a byte:
// - 0x21, an extension: its label (1 byte), then sub-blocks;
// - 0x2C, an image: its descriptor (9 bytes: left, top, width, height, a packed byte laid out as the
//   screen's for a local colour table), the table, the LZW code size (1 byte), then sub-blocks;
// - 0x3B, the trailer: the end.
// Sub-blocks: a length byte and that many bytes, until a length of 0.
constexpr qint64 kHeader = 6, kScreen = 7, kImageDescriptor = 9;
constexpr char kExtension = 0x21, kImage = 0x2C, kTrailer = 0x3B;

qint64 colourTableBytes(unsigned char packed) {
    return (packed & 0x80) ? 3 * (qint64{2} << (packed & 0x07)) : 0;
}

// Skips the sub-blocks from `at`, leaving `at` after their terminator; false when the file ends first.
bool skipSubBlocks(QIODevice& device, qint64& at, qint64 size) {
    for (;;) {
        char length = 0;
        if (at >= size || !device.seek(at) || !device.getChar(&length)) return false;
        at += 1 + static_cast<unsigned char>(length);
        if (length == 0) return true;
        if (at > size) return false;
    }
}

} // namespace

QString gifCutShort(QIODevice& device) {
    if (device.isSequential() || !device.isReadable()) return {};
    const auto restorePosition = qScopeGuard([&device, position = device.pos()] { device.seek(position); });
    if (!device.seek(0)) return {};
    const QByteArray head = device.read(kHeader + kScreen);
    if (!head.startsWith("GIF87a") && !head.startsWith("GIF89a")) return {};
    const qint64 size = device.size();
    const QString inHeader = tr("the file is cut short: it ends at byte %1, inside its header").arg(size);
    const QString beforeWhole = tr("the file is cut short: it ends at byte %1, before its picture is whole").arg(size);
    if (head.size() < kHeader + kScreen) return inHeader;
    qint64 at = kHeader + kScreen + colourTableBytes(static_cast<unsigned char>(head[kHeader + 4]));
    if (at > size) return inHeader;
    for (;;) {
        char introducer = 0;
        if (at >= size || !device.seek(at) || !device.getChar(&introducer)) return beforeWhole;
        ++at;
        if (introducer == kTrailer) return {}; // no image at all: the decoder's to say
        if (introducer == kExtension) {
            ++at; // the label
            if (!skipSubBlocks(device, at, size)) return beforeWhole;
            continue;
        }
        if (introducer != kImage) return {};
        const QByteArray descriptor = device.read(kImageDescriptor);
        if (descriptor.size() < kImageDescriptor) return beforeWhole;
        at += kImageDescriptor + colourTableBytes(static_cast<unsigned char>(descriptor[8])) + 1; // + the code size
        return skipSubBlocks(device, at, size) ? QString() : beforeWhole;
    }
}

} // namespace qudoku::render
