// qudoku-cli --read-image [--json] FILE...: the contract of docs/cli.md ("Reading pictures") on
// pictures this test makes: Qudoku's own PNG export (render::writePicture), a board drawn with
// render::paintGrid and saved as JPEG, a picture without a grid, and broken files (truncated, not a
// picture, a PNG whose header claims 100 000 × 100 000 pixels).

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"
#include "render/grid_picture.h"
#include "render/picture_export.h"

namespace {

// Project Euler 96, Grid 01 (one solution), and a puzzle with many (the first's top band only).
const QByteArray kUnique = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const QByteArray kSeveral = kUnique.left(27) + QByteArray(54, '.');

qudoku::Grid gridOf(const QByteArray& line) {
    qudoku::Grid grid;
    for (int i = 0; i < 81; ++i) grid.set(i, line[i] == '.' ? 0 : line[i] - '0');
    return grid;
}

// Qudoku's own export (Game → Export → As PNG), 48 px a cell.
bool exportPng(const QString& path, const QByteArray& puzzle) {
    qudoku::render::Captioned item;
    item.picture.givens = gridOf(puzzle);
    return qudoku::render::writePicture(path, qudoku::render::PictureFormat::Png, {item}).ok();
}

// The board drawn on a page, 300 px wide, `margin` px in, saved in `format` ("JPG", "BMP").
bool drawBoard(const QString& path, const QByteArray& puzzle, int margin, const char* format) {
    const int side = 300;
    QImage image(side + 2 * margin, side + 2 * margin, QImage::Format_RGB32);
    image.fill(QColor(250, 250, 245));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(qudoku::render::sheetFont());
    qudoku::render::GridPicture picture;
    picture.givens = gridOf(puzzle);
    qudoku::render::paintGrid(p, QRectF(margin, margin, side, side), picture);
    p.end();
    return image.save(path, format, 95);
}

// A picture with text and shapes but no grid.
bool drawNoGrid(const QString& path) {
    QImage image(400, 300, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(qudoku::render::sheetFont());
    p.drawText(QRectF(20, 20, 360, 60), QStringLiteral("Today's crossword is on page 12"));
    p.drawEllipse(QRectF(100, 120, 150, 150));
    p.end();
    return image.save(path, "PNG");
}

// PNG's CRC-32 (ISO 3309), bit by bit: a few chunks of a few bytes.
quint32 crc32(const QByteArray& bytes) {
    quint32 crc = 0xffffffffu;
    for (char c : bytes) {
        crc ^= static_cast<quint8>(c);
        for (int k = 0; k < 8; ++k) crc = (crc & 1) ? 0xedb88320u ^ (crc >> 1) : crc >> 1;
    }
    return crc ^ 0xffffffffu;
}

QByteArray chunk(const char* type, const QByteArray& data) {
    QByteArray out;
    const auto be32 = [&out](quint32 v) {
        for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xff);
    };
    be32(static_cast<quint32>(data.size()));
    const QByteArray body = QByteArray(type) + data;
    out += body;
    be32(crc32(body));
    return out;
}

// A valid PNG signature and IHDR that claim `width` × `height` RGB pixels, and almost no data.
QByteArray pngHeader(quint32 width, quint32 height) {
    QByteArray ihdr;
    for (quint32 v : {width, height})
        for (int shift = 24; shift >= 0; shift -= 8) ihdr += static_cast<char>((v >> shift) & 0xff);
    ihdr += QByteArray("\x08\x02\x00\x00\x00", 5); // 8 bits, RGB, deflate, no filter, no interlace
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", ihdr) + chunk("IDAT", QByteArray(16, '\0'));
}

QStringList lines(const QByteArray& text) {
    QStringList out = QString::fromUtf8(text).split(QLatin1Char('\n'));
    if (!out.isEmpty() && out.last().isEmpty()) out.removeLast();
    return out;
}

} // namespace

class TestCliImage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readsPuzzlesInOrder();
    void jsonGivesCornersSuspectsAndSolutions();
    void noGridIsAnEmptyLineAndExitOne();
    void brokenFilesAreClearErrors_data();
    void brokenFilesAreClearErrors();
    void sameOutputOnAnyNumberOfThreads();
    void usageErrors_data();
    void usageErrors();

private:
    QTemporaryDir dir_;
    QString at(const QString& name) const { return dir_.filePath(name); }
};

void TestCliImage::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(exportPng(at("export.png"), kUnique));
    QVERIFY(exportPng(at("several.png"), kSeveral));
    QVERIFY(drawBoard(at("page.jpg"), kUnique, 40, "JPG"));
    QVERIFY(drawBoard(at("page.bmp"), kUnique, 10, "BMP"));
    QVERIFY(drawNoGrid(at("nogrid.png")));
    QFile exported(at("export.png"));
    QVERIFY(exported.open(QIODevice::ReadOnly));
    QVERIFY(writeFile(at("truncated.png"), exported.read(300)));
    exported.seek(0);
    QByteArray flipped = exported.readAll();
    flipped[200] = static_cast<char>(flipped[200] ^ 0x10); // inside the first IDAT chunk's pixels
    QVERIFY(writeFile(at("flipped.png"), flipped));
    QFile jpeg(at("page.jpg"));
    QVERIFY(jpeg.open(QIODevice::ReadOnly));
    QVERIFY(writeFile(at("truncated.jpg"), jpeg.read(jpeg.size() / 2))); // the lower part of the picture missing
    QFile bmp(at("page.bmp"));
    QVERIFY(bmp.open(QIODevice::ReadOnly));
    QVERIFY(writeFile(at("truncated.bmp"), bmp.read(bmp.size() / 2))); // the upper part (rows go bottom up)
    // A GIF's header and screen (16 × 16, no colour table), then its image cut inside its descriptor
    // (Qt has no GIF writer; render/gif_structure.h).
    QVERIFY(writeFile(at("truncated.gif"), QByteArray("GIF89a\x10\x00\x10\x00\x00\x00\x00\x2c\x00\x00\x00\x00", 18)));
    QVERIFY(writeFile(at("notes.png"), "Remember: buy milk\n"));
    QVERIFY(writeFile(at("huge.png"), pngHeader(100000, 100000)));
}

void TestCliImage::readsPuzzlesInOrder() {
    const CliRun run = runCli({"--read-image", "export.png", "page.jpg", "page.bmp", "several.png"}, {}, dir_.path());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(lines(run.out), (QStringList{kUnique, kUnique, kUnique, kSeveral}));
}

void TestCliImage::jsonGivesCornersSuspectsAndSolutions() {
    const CliRun run = runCli({"--read-image", "--json", "export.png", "several.png", "page.jpg"}, {}, dir_.path());
    QCOMPARE(run.exitCode, 0);
    const QStringList objects = lines(run.out);
    QCOMPARE(objects.size(), 3);
    const QStringList files{"export.png", "several.png", "page.jpg"};
    const QList<int> solutions{1, 2, 1};
    for (int i = 0; i < 3; ++i) {
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(objects[i].toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.keys(), (QStringList{"corners", "file", "found", "puzzle", "solutions", "suspect"}));
        QCOMPARE(o["file"].toString(), files[i]);
        QCOMPARE(o["found"].toBool(), true);
        QCOMPARE(o["solutions"].toInt(), solutions[i]);
        QCOMPARE(o["suspect"].toArray().size(), 0); // clean renders: nothing doubtful
        const QJsonArray corners = o["corners"].toArray();
        QCOMPARE(corners.size(), 4);
        for (const QJsonValue& corner : corners) QCOMPARE(corner.toArray().size(), 2);
    }
    // The page's board is 300 px from (40, 40): the corners found are on its outline (a line's width).
    const QJsonArray corners = QJsonDocument::fromJson(objects[2].toUtf8()).object()["corners"].toArray();
    const QList<QPointF> expected{{40, 40}, {340, 40}, {340, 340}, {40, 340}};
    for (int i = 0; i < 4; ++i) {
        const QPointF found(corners[i].toArray()[0].toDouble(), corners[i].toArray()[1].toDouble());
        QVERIFY2(QLineF(found, expected[i]).length() < 6, qPrintable(QStringLiteral("corner %1 at %2,%3").arg(i).arg(found.x()).arg(found.y())));
    }
}

void TestCliImage::noGridIsAnEmptyLineAndExitOne() {
    const CliRun run = runCli({"--read-image", "nogrid.png", "export.png"}, {}, dir_.path());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("\n" + kUnique + "\n"));
    QCOMPARE(run.err, QByteArray("nogrid.png: no grid found\n"));
    const CliRun json = runCli({"--read-image", "--json", "nogrid.png"}, {}, dir_.path());
    QCOMPARE(json.exitCode, 1);
    QCOMPARE(json.out, QByteArray(R"({"file":"nogrid.png","found":false,"problem":"no-grid"})" "\n"));
}

void TestCliImage::brokenFilesAreClearErrors_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << "truncated.png" << "damaged"
                               << "truncated.png: the picture is damaged and cannot be decoded: the file is cut short: it ends at byte 300";
    QTest::newRow("a bit flipped") << "flipped.png" << "damaged"
                                   << "flipped.png: the picture is damaged and cannot be decoded: the IDAT chunk at byte";
    QTest::newRow("a JPEG cut short") << "truncated.jpg" << "damaged"
                                      << "truncated.jpg: the picture is damaged and cannot be decoded: the file is cut short: it ends "
                                         "at byte ";
    QTest::newRow("a BMP cut short") << "truncated.bmp" << "damaged"
                                     << "truncated.bmp: the picture is damaged and cannot be decoded: the file is cut short: it ends "
                                        "at byte ";
    QTest::newRow("a GIF cut short") << "truncated.gif" << "damaged"
                                     << "truncated.gif: the picture is damaged and cannot be decoded: the file is cut short: it ends "
                                        "at byte 18, before its picture is whole";
    QTest::newRow("text") << "notes.png" << "not-a-picture" << "notes.png: not a picture (expected PNG, JPEG, BMP, GIF…)";
    // Refused from the header: decoding it would fail as damaged (there are 16 bytes of data).
    QTest::newRow("huge header") << "huge.png" << "too-large"
                                 << "huge.png: the picture is 100000 × 100000 pixels, more than the 50 megapixels read";
    QTest::newRow("missing") << "missing.png" << "unreadable" << "missing.png: cannot read the file: ";
    QTest::newRow("directory") << "." << "unreadable" << ".: cannot read the file: is a directory";
}

void TestCliImage::brokenFilesAreClearErrors() {
    QFETCH(QString, file);
    QFETCH(QString, problem);
    QFETCH(QString, message);
    const CliRun run = runCli({"--read-image", file, "export.png"}, {}, dir_.path());
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray("\n" + kUnique + "\n")); // the next file is still read
    // One line, ours: nothing from the decoders (libpng prints its errors itself; png_structure.h).
    const QStringList errors = lines(run.err);
    QVERIFY2(errors.size() == 1 && errors.first().startsWith(message), run.err.constData());
    const CliRun json = runCli({"--read-image", "--json", file}, {}, dir_.path());
    QCOMPARE(json.exitCode, 2);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o["found"].toBool(true), false);
    QCOMPARE(o["problem"].toString(), problem);
    QVERIFY(message.endsWith(QLatin1String(": ")) || message.endsWith(o["error"].toString()) ||
            message.contains(o["error"].toString().left(20)));
}

void TestCliImage::sameOutputOnAnyNumberOfThreads() {
    const QStringList files{"export.png", "nogrid.png", "huge.png", "page.jpg", "notes.png", "several.png", "page.bmp"};
    const CliRun one = runCli(QStringList{"--read-image", "--json", "-j", "1"} + files, {}, dir_.path());
    QCOMPARE(one.exitCode, 2);
    QCOMPARE(lines(one.out).size(), files.size());
    for (const char* jobs : {"2", "4"}) {
        const CliRun many = runCli(QStringList{"--read-image", "--json", "-j", jobs} + files, {}, dir_.path());
        QCOMPARE(many.exitCode, one.exitCode);
        QCOMPARE(many.out, one.out);
        QCOMPARE(many.err, one.err);
    }
}

void TestCliImage::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << QStringList{"--read-image"} << "--read-image needs picture files";
    QTest::newRow("stdin") << QStringList{"--read-image", "-"} << "--read-image needs picture files";
    QTest::newRow("count") << QStringList{"--read-image", "--count", "export.png"} << "--count does not go with --read-image";
    QTest::newRow("rate") << QStringList{"--read-image", "--rate", "export.png"} << "--rate does not go with --read-image";
}

void TestCliImage::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments, {}, dir_.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
    QCOMPARE(run.out, QByteArray());
}

QTEST_MAIN(TestCliImage)
#include "tst_cli_image.moc"
