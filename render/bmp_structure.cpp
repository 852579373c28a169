#include "render/bmp_structure.h"
#include "render/translate.h"

#include <QIODevice>
#include <QScopeGuard>
#include <QtEndian>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace qudoku::render {

namespace {

// The file header (14 bytes): "BM", the file's size, 4 reserved bytes, where the pixels start. Then the
// bitmap header, whose first 4 bytes are its own size: 12 (OS/2's BITMAPCOREHEADER: width, height,
// planes, bits per pixel, 16 bits each) or 40 and more (BITMAPINFOHEADER and its successors: width and
// height 32 bits signed, a negative height for rows stored top down; planes and bits per pixel 16;
// the compression 32). All little-endian.
constexpr qint64 kFileHeader = 14;
constexpr std::uint32_t kCoreHeader = 12, kInfoHeader = 40;
// Compressions whose pixels are plain rows: none (BI_RGB), and the masks of BI_BITFIELDS and
// BI_ALPHABITFIELDS, which only say which bits of each pixel are which colour.
constexpr std::uint32_t kRgb = 0, kBitFields = 3, kAlphaBitFields = 6;

} // namespace

QString bmpCutShort(QIODevice& device) {
    if (device.isSequential() || !device.isReadable()) return {};
    const auto restorePosition = qScopeGuard([&device, position = device.pos()] { device.seek(position); });
    if (!device.seek(0)) return {};
    const QByteArray head = device.read(kFileHeader + kInfoHeader);
    if (head.size() < kFileHeader + 4 || !head.startsWith("BM")) return {};
    const auto* p = head.constData();
    const qint64 pixelsAt = qFromLittleEndian<quint32>(p + 10);
    const std::uint32_t headerSize = qFromLittleEndian<quint32>(p + 14);
    if ((headerSize == kCoreHeader || headerSize >= kInfoHeader) &&
        head.size() < kFileHeader + std::min<qint64>(headerSize, kInfoHeader))
        return tr("the file is cut short: it ends at byte %1, inside its header").arg(head.size());
    qint64 width = 0, height = 0, bitsPerPixel = 0;
    if (headerSize == kCoreHeader) {
        width = qFromLittleEndian<quint16>(p + 18);
        height = qFromLittleEndian<quint16>(p + 20);
        bitsPerPixel = qFromLittleEndian<quint16>(p + 24);
    } else if (headerSize >= kInfoHeader && head.size() >= kFileHeader + kInfoHeader) {
        width = qFromLittleEndian<qint32>(p + 18);
        height = std::abs(qint64{qFromLittleEndian<qint32>(p + 22)});
        bitsPerPixel = qFromLittleEndian<quint16>(p + 28);
        const std::uint32_t compression = qFromLittleEndian<quint32>(p + 30);
        if (compression != kRgb && compression != kBitFields && compression != kAlphaBitFields) return {};
    } else {
        return {}; // a header Qt's reader does not know either
    }
    // Nonsense sizes are the decoder's to refuse, and huge ones the caller's limit's (the header's size
    // is asked for first). Within 2^24 × 2^24 pixels of 64 bits the product below stays under 2^52.
    constexpr qint64 kMaxSide = qint64{1} << 24;
    if (width <= 0 || height <= 0 || width > kMaxSide || height > kMaxSide || bitsPerPixel <= 0 || bitsPerPixel > 64)
        return {};
    const qint64 rowBytes = (width * bitsPerPixel + 31) / 32 * 4;
    const qint64 end = pixelsAt + rowBytes * height;
    const qint64 size = device.size();
    if (size >= end) return {};
    return tr("the file is cut short: it ends at byte %1, but its pixels run to byte %2").arg(size).arg(end);
}

} // namespace qudoku::render
