// render::decodePicture on damaged PNGs: a file cut short anywhere before its end marker, or a
// critical chunk whose bytes no longer match its CRC, is refused as damaged with the place named,
// before Qt's PNG reader runs (libpng would print its own error to standard error: png_structure.h);
// a whole file, one cut inside its end marker, and one whose damage is in an ancillary chunk (which
// libpng skips) are decoded as before. The PNGs are made here with QImage.

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QtEndian>

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

QByteArray flipped(QByteArray bytes, qsizetype at) {
    bytes[at] = static_cast<char>(bytes[at] ^ 0x10);
    return bytes;
}

} // namespace

class TestPictureFile : public QObject {
    Q_OBJECT

private slots:
    void damagedPngsAreRefusedWithThePlace_data();
    void damagedPngsAreRefusedWithThePlace();
    void readablePngsStillDecode_data();
    void readablePngsStillDecode();
    void aHugeHeaderIsTooLargeFirst();
    void theDevicePositionIsKept();
    void theCrcIsPngs();
};

void TestPictureFile::damagedPngsAreRefusedWithThePlace_data() {
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
}

void TestPictureFile::damagedPngsAreRefusedWithThePlace() {
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

QTEST_GUILESS_MAIN(TestPictureFile)
#include "tst_picture_file.moc"
