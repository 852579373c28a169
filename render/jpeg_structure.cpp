#include "render/jpeg_structure.h"
#include "render/translate.h"

#include <QIODevice>
#include <QImage>
#include <QScopeGuard>
#include <QtEndian>

#include <cstring>

namespace qudoku::render {

namespace {

// Markers (ITU-T T.81, table B.1): 0xFF then one of these. SOI, EOI, RST0-7 and TEM stand alone;
// every other marker begins a segment whose next two bytes (big-endian) are its length, themselves
// included. After an SOS segment comes a scan's entropy-coded image data, where a 0xFF byte is
// followed by 0x00 (a stuffed 0xFF of data) or by RST0-7; any other byte there is the next marker.
constexpr unsigned char kSoi = 0xd8, kEoi = 0xd9, kSos = 0xda, kTem = 0x01;
bool isRestart(unsigned char m) { return m >= 0xd0 && m <= 0xd7; }
// Start of frame (the size, the kind of coding): 0xC0-0xCF less DHT (0xC4), JPG (0xC8) and DAC (0xCC).
bool isFrameHeader(unsigned char m) { return m >= 0xc0 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc; }

QString segmentName(unsigned char m) {
    if (isFrameHeader(m)) return QStringLiteral("SOF%1").arg(m - 0xc0);
    if (m >= 0xe0 && m <= 0xef) return QStringLiteral("APP%1").arg(m - 0xe0);
    switch (m) {
    case 0xc4: return QStringLiteral("DHT");
    case 0xdb: return QStringLiteral("DQT");
    case 0xdd: return QStringLiteral("DRI");
    case kSos: return QStringLiteral("SOS");
    case 0xfe: return QStringLiteral("COM");
    default: return QStringLiteral("0x%1").arg(m, 2, 16, QLatin1Char('0')).toUpper();
    }
}

// Reads the device forwards in pieces, a byte at a time for the walk below.
class Bytes {
public:
    explicit Bytes(QIODevice& device) : device_(device) {}
    bool seek(qint64 at) {
        if (!device_.seek(at)) return false;
        piece_.clear();
        pieceAt_ = at;
        next_ = 0;
        return true;
    }
    qint64 pos() const { return pieceAt_ + next_; }
    // The next byte, or -1 at the end.
    int next() {
        if (next_ >= piece_.size() && !refill()) return -1;
        return static_cast<unsigned char>(piece_[next_++]);
    }
    // Moves to the next 0xFF byte (consumed); false at the end. memchr over each piece: the image
    // data is most of the file.
    bool skipToFF() {
        while (true) {
            if (next_ >= piece_.size() && !refill()) return false;
            const char* from = piece_.constData() + next_;
            const void* hit = std::memchr(from, 0xff, static_cast<std::size_t>(piece_.size() - next_));
            if (hit) {
                next_ = static_cast<qsizetype>(static_cast<const char*>(hit) - piece_.constData()) + 1;
                return true;
            }
            next_ = piece_.size();
        }
    }

private:
    bool refill() {
        pieceAt_ += piece_.size();
        piece_ = device_.read(kPiece);
        next_ = 0;
        return !piece_.isEmpty();
    }
    static constexpr qint64 kPiece = 1 << 20;
    QIODevice& device_;
    QByteArray piece_;
    qint64 pieceAt_ = 0;
    qsizetype next_ = 0;
};

} // namespace

JpegCut jpegCutShort(QIODevice& device) {
    if (device.isSequential() || !device.isReadable()) return {};
    const auto restorePosition = qScopeGuard([&device, position = device.pos()] { device.seek(position); });
    const qint64 size = device.size();
    Bytes bytes(device);
    if (!bytes.seek(0) || bytes.next() != 0xff || bytes.next() != kSoi) return {};
    bool frameMet = false; // the frame header (the size) read whole
    bool scanMet = false;  // an SOS segment read whole: image data follows
    JpegCut cut;
    cut.endsAt = size;
    auto ended = [&](QString text) {
        cut.text = std::move(text);
        cut.afterImageData = scanMet;
        cut.headerWhole = frameMet;
        return cut;
    };
    bool inScan = false; // after an SOS segment: its image data, up to the next marker
    while (true) {
        // The next marker: a 0xFF (bytes before it that are not one are skipped, as libjpeg does
        // with a warning), any fill 0xFFs, then the marker's own byte.
        int m = bytes.skipToFF() ? bytes.next() : -1;
        while (m == 0xff) m = bytes.next();
        if (m < 0) {
            if (inScan) return ended({});
            if (scanMet) return ended(tr("the file is cut short: it ends at byte %1, before its end marker (EOI)").arg(size));
            return ended(tr("the file is cut short: it ends at byte %1, before its image data").arg(size));
        }
        const auto marker = static_cast<unsigned char>(m);
        if (inScan && (marker == 0x00 || isRestart(marker))) continue; // data, or a restart within it
        inScan = false;
        if (marker == kEoi) return {};
        if (marker == kSoi || marker == kTem || isRestart(marker) || marker == 0x00) continue;
        const int high = bytes.next(), low = bytes.next();
        const auto inside = [&] {
            return ended(tr("the file is cut short: it ends at byte %1, inside its %2 segment").arg(size).arg(segmentName(marker)));
        };
        if (high < 0 || low < 0) return inside();
        const qint64 length = (high << 8) | low;
        if (length < 2) return {}; // not a segment's length: left to the decoder to refuse
        const qint64 end = bytes.pos() + length - 2;
        if (end > size) return inside();
        if (!bytes.seek(end)) return {};
        frameMet = frameMet || isFrameHeader(marker);
        inScan = marker == kSos;
        scanMet = scanMet || inScan;
    }
}

int flatRowsAtBottom(const QImage& image) {
    if (image.isNull()) return 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int flat = 0;
    for (int y = rgb.height() - 1; y >= 0; --y) {
        const auto* row = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 1; x < rgb.width(); ++x)
            if (row[x] != row[0]) return flat;
        ++flat;
    }
    return flat;
}

} // namespace qudoku::render
