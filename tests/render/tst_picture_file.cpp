// render::decodePicture on damaged PNGs: a file cut short anywhere before its end marker, or a
// critical chunk whose bytes no longer match its CRC, is refused as damaged with the place named,
// before Qt's PNG reader runs (libpng would print its own error to standard error: png_structure.h);
// a whole file, one cut inside its end marker, and one whose damage is in an ancillary chunk (which
// libpng skips) are decoded as before. The PNGs are made here with QImage.
// And on JPEGs cut short (jpeg_structure.h): inside a header segment, or inside the image data with
// the picture's lower part missing, refused with the place; a progressive JPEG whose later scans are
// missing (the whole picture at a lower quality), one without its end marker but with all its image
// data, and one with bytes after its end marker are decoded. The JPEGs are made with QImageWriter.
// And on BMPs shorter than their rows (bmp_structure.h), which Qt decoded with the top rows blank, and
// GIFs whose first image did not all arrive (gif_structure.h), which Qt decoded with rows blank; the
// GIFs are written here (Qt has no GIF writer), a GIF whose later frame or trailer is missing decodes.

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QTest>
#include <QtEndian>

#include "render/bmp_structure.h"
#include "render/gif_structure.h"
#include "render/jpeg_structure.h"
#include "render/picture_file.h"
#include "render/png_structure.h"

namespace {

using namespace qudoku::render;

constexpr std::int64_t kMaxPixels = 50'000'000;

struct Chunk {
    qsizetype at = 0; // where its length field starts
    QByteArray type;
    qsizetype length = 0;
};

QByteArray pngOf(const QImage& image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

// A 120 × 80 picture with some drawing, a text chunk (tEXt, ancillary) and several IDAT chunks' worth
// of pixels at most: enough structure for every row below.
QByteArray samplePng() {
    QImage image(120, 80, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int i = 0; i < 80; i += 4) painter.drawLine(0, i, 119, 79 - i);
    painter.end();
    image.setText(QStringLiteral("Comment"), QStringLiteral("made by tst_picture_file"));
    return pngOf(image);
}

QList<Chunk> chunksOf(const QByteArray& png) {
    QList<Chunk> chunks;
    qsizetype at = 8;
    while (at + 12 <= png.size()) {
        const qsizetype length = qFromBigEndian<quint32>(png.constData() + at);
        chunks.append({at, png.mid(at + 4, 4), length});
        at += 12 + length;
    }
    return chunks;
}

Chunk firstOf(const QByteArray& png, const char* type) {
    for (const Chunk& c : chunksOf(png))
        if (c.type == type) return c;
    return {};
}

// A 160 × 120 picture with lines over all of it, so no row of it is one colour; its top-left pixel is
// on the first line.
QImage sampleDrawing() {
    QImage image(160, 120, QImage::Format_RGB888);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setPen(QPen(Qt::black, 2));
    for (int i = 0; i < 160; i += 8) painter.drawLine(i, 0, 159 - i, 119);
    painter.end();
    return image;
}

// The drawing as a sequential or a progressive JPEG.
QByteArray sampleJpeg(bool progressive) {
    const QImage image = sampleDrawing();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "jpeg");
    writer.setQuality(90);
    writer.setProgressiveScanWrite(progressive);
    writer.write(image);
    return bytes;
}

// The drawing as a 24-bit BMP (rows of 160 × 3 = 480 bytes, bottom up, from byte 54).
QByteArray sampleBmp() {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    sampleDrawing().save(&buffer, "BMP");
    return bytes;
}

// The drawing as a GIF in 256 greys: a comment extension, then the picture as `frames` images. Qt
// has no GIF writer, so the LZW data is written here the simplest way a decoder must accept: 9-bit
// codes, every pixel a literal code, and a clear code every 100 pixels so the code table never grows
// past 9 bits (after a clear it holds 258 codes and gains one per code after the first).
struct SampleGif {
    QByteArray bytes;
    qsizetype commentAt = 0;    // the extension's introducer
    qsizetype imageAt = 0;      // the first image's introducer
    qsizetype imageDataAt = 0;  // its first sub-block's length byte
    qsizetype imageEnd = 0;     // just after its terminating sub-block
    qsizetype trailerAt = 0;
};

SampleGif sampleGif(int frames) {
    const QImage grey = sampleDrawing().convertToFormat(QImage::Format_Grayscale8);
    SampleGif gif;
    QByteArray& out = gif.bytes;
    auto byte = [&out](int v) { out.append(static_cast<char>(v & 0xff)); };
    auto put16 = [&byte](int v) {
        byte(v);
        byte(v >> 8);
    };
    out.append("GIF89a");
    put16(grey.width());
    put16(grey.height());
    byte(0xf7); // a global table of 256 colours
    byte(0);    // background
    byte(0);    // aspect
    for (int i = 0; i < 256; ++i) out.append(3, static_cast<char>(i));
    gif.commentAt = out.size();
    const QByteArray comment = "made by tst_picture_file";
    byte(0x21);
    byte(0xfe);
    byte(static_cast<int>(comment.size()));
    out.append(comment);
    byte(0);
    for (int frame = 0; frame < frames; ++frame) {
        if (frame == 0) gif.imageAt = out.size();
        byte(0x2c);
        put16(0);
        put16(0);
        put16(grey.width());
        put16(grey.height());
        byte(0); // no local table
        byte(8); // LZW code size
        QByteArray data;
        quint32 bits = 0;
        int count = 0;
        auto code = [&](int c) {
            bits |= static_cast<quint32>(c) << count;
            for (count += 9; count >= 8; count -= 8, bits >>= 8) data.append(static_cast<char>(bits & 0xff));
        };
        int written = 0;
        for (int y = 0; y < grey.height(); ++y)
            for (int x = 0; x < grey.width(); ++x) {
                if (written++ % 100 == 0) code(256); // clear
                code(grey.constScanLine(y)[x]);
            }
        code(257); // end of information
        if (count > 0) data.append(static_cast<char>(bits & 0xff));
        if (frame == 0) gif.imageDataAt = out.size();
        for (qsizetype at = 0; at < data.size(); at += 255) {
            const QByteArray block = data.mid(at, 255);
            byte(static_cast<int>(block.size()));
            out.append(block);
        }
        byte(0);
        if (frame == 0) gif.imageEnd = out.size();
    }
    gif.trailerAt = out.size();
    byte(0x3b);
    return gif;
}

// A JPEG's segments: marker (the byte after 0xFF), where the 0xFF is, its length field's value (0 for
// the markers that stand alone); after each SOS, its image data runs to the next marker.
struct Segment {
    unsigned char marker = 0;
    qsizetype at = 0;
    qsizetype length = 0;
};

QList<Segment> segmentsOf(const QByteArray& jpeg) {
    QList<Segment> segments;
    qsizetype at = 2;
    while (at + 1 < jpeg.size()) {
        const auto marker = static_cast<unsigned char>(jpeg[at + 1]);
        if (marker == 0xd9) {
            segments.append({marker, at, 0});
            break;
        }
        const qsizetype length = (static_cast<unsigned char>(jpeg[at + 2]) << 8) | static_cast<unsigned char>(jpeg[at + 3]);
        segments.append({marker, at, length});
        at += 2 + length;
        if (marker == 0xda) // the image data: to the next 0xFF not followed by 0x00 or a restart
            while (at + 1 < jpeg.size() &&
                   !(static_cast<unsigned char>(jpeg[at]) == 0xff && jpeg[at + 1] != 0 &&
                     (static_cast<unsigned char>(jpeg[at + 1]) < 0xd0 || static_cast<unsigned char>(jpeg[at + 1]) > 0xd7)))
                ++at;
    }
    return segments;
}

QList<Segment> segmentsOf(const QByteArray& jpeg, unsigned char marker) {
    QList<Segment> found;
    for (const Segment& s : segmentsOf(jpeg))
        if (s.marker == marker) found.append(s);
    return found;
}

QByteArray flipped(QByteArray bytes, qsizetype at) {
    bytes[at] = static_cast<char>(bytes[at] ^ 0x10);
    return bytes;
}

} // namespace

class TestPictureFile : public QObject {
    Q_OBJECT

private slots:
    void damagedPicturesAreRefusedWithThePlace_data();
    void damagedPicturesAreRefusedWithThePlace();
    void readablePngsStillDecode_data();
    void readablePngsStillDecode();
    void aHugeHeaderIsTooLargeFirst();
    void theDevicePositionIsKept();
    void theCrcIsPngs();
    void jpegsCutShortAreRefusedWithThePlace_data();
    void jpegsCutShortAreRefusedWithThePlace();
    void readableJpegsStillDecode_data();
    void readableJpegsStillDecode();
    void jpegWalkKeepsThePosition();
    void wholeBmpsStillDecode();
    void gifsWithTheirFirstImageWholeStillDecode_data();
    void gifsWithTheirFirstImageWholeStillDecode();
    void bmpAndGifWalksKeepThePosition();
};

void TestPictureFile::damagedPicturesAreRefusedWithThePlace_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("detail");
    const QByteArray png = samplePng();
    const Chunk idat = firstOf(png, "IDAT");
    const Chunk end = firstOf(png, "IEND");
    QVERIFY(idat.length > 0 && end.at > idat.at);
    const auto cut = [&](qsizetype size) { return png.left(size); };
    QTest::newRow("only the signature") << cut(8) << "the file is cut short: it ends at byte 8, before its end (IEND chunk)";
    QTest::newRow("inside the header chunk") << cut(20) << "the file is cut short: it ends at byte 20, inside its IHDR chunk";
    QTest::newRow("inside the pixels") << cut(idat.at + 8 + idat.length / 2)
                                       << QStringLiteral("the file is cut short: it ends at byte %1, inside its IDAT chunk")
                                              .arg(idat.at + 8 + idat.length / 2);
    QTest::newRow("every pixel, but not the end marker")
        << cut(end.at) << QStringLiteral("the file is cut short: it ends at byte %1, before its end (IEND chunk)").arg(end.at);
    QTest::newRow("a bit flipped in the pixels")
        << flipped(png, idat.at + 8 + idat.length / 3)
        << QStringLiteral("the IDAT chunk at byte %1 is damaged: its bytes do not match its checksum (CRC)").arg(idat.at);
    QTest::newRow("a bit flipped in the header") << flipped(png, 8 + 8 + 2)
                                                 << "the IHDR chunk at byte 8 is damaged: its bytes do not match its checksum (CRC)";
    QByteArray badType = png;
    badType.replace(idat.at + 4, 4, "ID\x01T");
    QTest::newRow("a chunk type that is not letters")
        << badType << QStringLiteral("the bytes at %1 should begin a PNG chunk, but its type (0x49440154) is not four letters").arg(idat.at + 4);
    QByteArray longChunk = png;
    longChunk.replace(idat.at, 4, QByteArray("\xff\xff\xff\xf0", 4));
    QTest::newRow("a length over 2^31 - 1")
        << longChunk << QStringLiteral("the IDAT chunk at byte %1 claims 4294967280 bytes, more than a PNG chunk may hold").arg(idat.at);
    // A BMP shorter than its rows (bmp_structure.h).
    const QByteArray bmp = sampleBmp();
    QCOMPARE(bmp.size(), 54 + 480 * 120);
    QTest::newRow("BMP: half the rows") << bmp.left(54 + 480 * 60)
                                   << QStringLiteral("the file is cut short: it ends at byte %1, but its pixels run to byte %2")
                                          .arg(54 + 480 * 60)
                                          .arg(bmp.size());
    QTest::newRow("BMP: one byte short") << bmp.left(bmp.size() - 1)
                                    << QStringLiteral("the file is cut short: it ends at byte %1, but its pixels run to byte %2")
                                           .arg(bmp.size() - 1)
                                           .arg(bmp.size());
    QTest::newRow("BMP: inside its header") << bmp.left(30) << QStringLiteral("the file is cut short: it ends at byte 30, inside its header");
    // A GIF whose first image did not all arrive (gif_structure.h).
    const SampleGif gif = sampleGif(1);
    const struct {
        const char* name;
        qsizetype at;
        const char* where;
    } gifCuts[] = {{"GIF: inside its screen descriptor", 10, "inside its header"},
                   {"GIF: inside its colour table", 13 + 300, "inside its header"},
                   {"GIF: inside its comment", gif.commentAt + 5, "before its picture is whole"},
                   {"GIF: before its image", gif.imageAt, "before its picture is whole"},
                   {"GIF: inside its image's descriptor", gif.imageAt + 4, "before its picture is whole"},
                   {"GIF: half the image data", (gif.imageDataAt + gif.imageEnd) / 2, "before its picture is whole"},
                   {"GIF: all but the image's last byte", gif.imageEnd - 1, "before its picture is whole"}};
    for (const auto& gifCut : gifCuts)
        QTest::newRow(gifCut.name) << gif.bytes.left(gifCut.at)
                                   << QStringLiteral("the file is cut short: it ends at byte %1, %2")
                                          .arg(gifCut.at)
                                          .arg(QLatin1String(gifCut.where));
}

void TestPictureFile::damagedPicturesAreRefusedWithThePlace() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, detail);
    const DecodedPicture picture = decodePicture(bytes, kMaxPixels);
    QCOMPARE(picture.problem, PictureProblem::Corrupt);
    QVERIFY(picture.image.isNull());
    QCOMPARE(picture.detail, detail);
    QCOMPARE(pictureProblemText(picture, kMaxPixels), QStringLiteral("the picture is damaged and cannot be decoded: ") + detail);
}

void TestPictureFile::readablePngsStillDecode_data() {
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray png = samplePng();
    const Chunk text = firstOf(png, "tEXt");
    QVERIFY2(text.length > 0, "QImage::setText writes a tEXt chunk");
    QTest::newRow("whole") << png;
    QTest::newRow("cut inside the end marker's CRC") << png.left(png.size() - 1);
    QTest::newRow("a bit flipped in the text chunk (ancillary, skipped)") << flipped(png, text.at + 8 + 2);
}

void TestPictureFile::readablePngsStillDecode() {
    QFETCH(QByteArray, bytes);
    const DecodedPicture picture = decodePicture(bytes, kMaxPixels);
    QCOMPARE(picture.problem, PictureProblem::None);
    QCOMPARE(picture.image.size(), QSize(120, 80));
    QCOMPARE(picture.size, QSize(120, 80));
    // The drawing survived: the top-left pixel is on the first line.
    QVERIFY(qGray(picture.image.pixel(0, 0)) < 128);
}

// A header-only PNG claiming 100 000 × 100 000 pixels with 16 bytes of data: too large, said from the
// header, not "cut short".
void TestPictureFile::aHugeHeaderIsTooLargeFirst() {
    const QByteArray png = samplePng();
    const Chunk idat = firstOf(png, "IDAT");
    QByteArray huge = png.left(idat.at + 8 + 16);
    qToBigEndian<quint32>(100000, huge.data() + 16); // width
    qToBigEndian<quint32>(100000, huge.data() + 20); // height
    qToBigEndian<quint32>(pngChunkCrc(huge.mid(12, 17)), huge.data() + 29);
    const DecodedPicture picture = decodePicture(huge, kMaxPixels);
    QCOMPARE(picture.problem, PictureProblem::TooLarge);
    QCOMPARE(picture.size, QSize(100000, 100000));
}

void TestPictureFile::theDevicePositionIsKept() {
    QByteArray bytes = samplePng().left(100);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QVERIFY(buffer.seek(5));
    QVERIFY(pngCutShort(buffer));
    QCOMPARE(buffer.pos(), 5);
    // Not a PNG: nothing to say.
    QByteArray text("just text, no picture");
    QBuffer other(&text);
    QVERIFY(other.open(QIODevice::ReadOnly));
    QVERIFY(!pngCutShort(other));
}

// The check value of CRC-32 (ISO 3309, as PNG uses it) over "123456789", and the IEND chunk's CRC
// every PNG ends with.
void TestPictureFile::theCrcIsPngs() {
    QCOMPARE(pngChunkCrc("123456789"), 0xcbf43926u);
    QCOMPARE(pngChunkCrc("IEND"), 0xae426082u);
}

void TestPictureFile::jpegsCutShortAreRefusedWithThePlace_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("detail"); // the whole detail, or its start when it ends with "…"
    const QByteArray jpeg = sampleJpeg(false);
    const QList<Segment> tables = segmentsOf(jpeg, 0xdb), huffman = segmentsOf(jpeg, 0xc4), scans = segmentsOf(jpeg, 0xda);
    QVERIFY(!tables.isEmpty() && !huffman.isEmpty() && scans.size() == 1);
    const qsizetype inTables = tables.first().at + 10;
    QTest::newRow("inside a quantisation table (DQT)")
        << jpeg.left(inTables) << QStringLiteral("the file is cut short: it ends at byte %1, inside its DQT segment").arg(inTables);
    const qsizetype afterTables = huffman.last().at + 2 + huffman.last().length;
    QTest::newRow("every table, no scan") << jpeg.left(afterTables)
                                          << QStringLiteral("the file is cut short: it ends at byte %1, before its image data").arg(afterTables);
    const qsizetype scanData = scans.first().at + 2 + scans.first().length;
    const qsizetype half = scanData + (jpeg.size() - 2 - scanData) / 2;
    QTest::newRow("half the image data")
        << jpeg.left(half)
        << QStringLiteral("the file is cut short: it ends at byte %1, and the lowest …").arg(half);
    // A progressive JPEG's first scan holds every block's average colour: cut there, the lower part
    // is missing too.
    const QByteArray progressive = sampleJpeg(true);
    const QList<Segment> progressiveScans = segmentsOf(progressive, 0xda);
    QVERIFY2(progressiveScans.size() > 2, "QImageWriter writes a progressive JPEG in several scans");
    const qsizetype firstScanData = progressiveScans[0].at + 2 + progressiveScans[0].length;
    const qsizetype inFirstScan = firstScanData + (progressiveScans[1].at - firstScanData) / 3;
    QTest::newRow("progressive, inside its first scan")
        << progressive.left(inFirstScan)
        << QStringLiteral("the file is cut short: it ends at byte %1, and the lowest …").arg(inFirstScan);
    // Inside a later scan's header: libjpeg stops there (Qt: "Unable to read image data").
    const qsizetype inLastHeader = progressiveScans.last().at + 5;
    QTest::newRow("progressive, inside its last scan's header")
        << progressive.left(inLastHeader)
        << QStringLiteral("the file is cut short: it ends at byte %1, inside its SOS segment").arg(inLastHeader);
}

void TestPictureFile::jpegsCutShortAreRefusedWithThePlace() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, detail);
    const DecodedPicture picture = decodePicture(bytes, kMaxPixels);
    QCOMPARE(picture.problem, PictureProblem::Corrupt);
    QVERIFY(picture.image.isNull());
    if (detail.endsWith(QChar(0x2026))) {
        QVERIFY2(picture.detail.startsWith(detail.chopped(1)), qPrintable(picture.detail));
        // "... the lowest N rows of the picture are missing", N within the picture.
        static const QRegularExpression rows(QStringLiteral("the lowest (\\d+) rows of the picture are missing$"));
        const QRegularExpressionMatch m = rows.match(picture.detail);
        QVERIFY2(m.hasMatch(), qPrintable(picture.detail));
        QVERIFY(m.captured(1).toInt() > 0 && m.captured(1).toInt() < 120);
    } else {
        QCOMPARE(picture.detail, detail);
    }
}

void TestPictureFile::readableJpegsStillDecode_data() {
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray jpeg = sampleJpeg(false), progressive = sampleJpeg(true);
    QTest::newRow("sequential, whole") << jpeg;
    QTest::newRow("progressive, whole") << progressive;
    // Every byte of image data there, only the end marker (0xFF 0xD9) missing: libjpeg needs no more.
    QTest::newRow("no end marker") << jpeg.left(jpeg.size() - 2);
    QTest::newRow("bytes after the end marker") << jpeg + QByteArray("phone maker's own data", 22);
    // Cut before its last scan, or inside its image data: every block is there, less finely.
    const QList<Segment> scans = segmentsOf(progressive, 0xda);
    QVERIFY(scans.size() > 2);
    QTest::newRow("progressive, its last scan missing") << progressive.left(scans.last().at);
    QTest::newRow("progressive, cut inside its last scan")
        << progressive.left(scans.last().at + 2 + scans.last().length + 20);
}

void TestPictureFile::readableJpegsStillDecode() {
    QFETCH(QByteArray, bytes);
    const DecodedPicture picture = decodePicture(bytes, kMaxPixels);
    QVERIFY2(picture.problem == PictureProblem::None, qPrintable(picture.detail));
    QCOMPARE(picture.image.size(), QSize(160, 120));
    QCOMPARE(flatRowsAtBottom(picture.image), 0);
}

void TestPictureFile::jpegWalkKeepsThePosition() {
    QByteArray bytes = sampleJpeg(false).left(300);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QVERIFY(buffer.seek(7));
    QVERIFY(jpegCutShort(buffer));
    QCOMPARE(buffer.pos(), 7);
    QByteArray png = samplePng();
    QBuffer other(&png);
    QVERIFY(other.open(QIODevice::ReadOnly));
    QVERIFY(!jpegCutShort(other)); // not a JPEG: nothing to say
    QImage flatBottom(10, 6, QImage::Format_RGB32);
    flatBottom.fill(Qt::gray);
    flatBottom.setPixel(3, 2, qRgb(0, 0, 0));
    QCOMPARE(flatRowsAtBottom(flatBottom), 3);
}

void TestPictureFile::wholeBmpsStillDecode() {
    const QByteArray bmp = sampleBmp();
    for (const QByteArray& bytes : {bmp, bmp + QByteArray(100, 'x')}) {
        const DecodedPicture picture = decodePicture(bytes, kMaxPixels);
        QCOMPARE(picture.problem, PictureProblem::None);
        QCOMPARE(picture.image.size(), QSize(160, 120));
        QVERIFY(qGray(picture.image.pixel(0, 0)) < 128); // the first line's start: the top row arrived
    }
}

void TestPictureFile::gifsWithTheirFirstImageWholeStillDecode_data() {
    QTest::addColumn<QByteArray>("bytes");
    const SampleGif gif = sampleGif(1);
    const SampleGif twoFrames = sampleGif(2);
    QTest::newRow("whole") << gif.bytes;
    QTest::newRow("no trailer") << gif.bytes.left(gif.trailerAt);
    QTest::newRow("bytes after the trailer") << gif.bytes + QByteArray(100, 'x');
    QTest::newRow("a second frame cut in half") << twoFrames.bytes.left((twoFrames.imageEnd + twoFrames.trailerAt) / 2);
    QTest::newRow("two frames, whole") << twoFrames.bytes;
}

void TestPictureFile::gifsWithTheirFirstImageWholeStillDecode() {
    QFETCH(QByteArray, bytes);
    const DecodedPicture picture = decodePicture(bytes, kMaxPixels);
    QCOMPARE(picture.problem, PictureProblem::None);
    QCOMPARE(picture.image.size(), QSize(160, 120));
    // The drawing, every pixel of it (a GIF is lossless).
    const QImage drawn = sampleDrawing().convertToFormat(QImage::Format_Grayscale8);
    for (int y = 0; y < 120; ++y)
        for (int x = 0; x < 160; ++x)
            QCOMPARE(qGray(picture.image.pixel(x, y)), qGray(drawn.pixel(x, y)));
}

void TestPictureFile::bmpAndGifWalksKeepThePosition() {
    // The caller's position is where the walk found it, whatever the walk found (here a cut).
    const auto keeps = [](QString (*walk)(QIODevice&), const QByteArray& bytes) {
        QBuffer buffer;
        buffer.setData(bytes.left(1000));
        return buffer.open(QIODevice::ReadOnly) && buffer.seek(3) && !walk(buffer).isEmpty() && buffer.pos() == 3;
    };
    QVERIFY(keeps(bmpCutShort, sampleBmp()));
    QVERIFY(keeps(gifCutShort, sampleGif(1).bytes));
}

QTEST_GUILESS_MAIN(TestPictureFile)
#include "tst_picture_file.moc"
