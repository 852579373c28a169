#include "render/picture_file.h"

#include "render/bmp_structure.h"
#include "render/gif_structure.h"
#include "render/jpeg_structure.h"
#include "render/png_structure.h"
#include "render/translate.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>

namespace qudoku::render {

namespace {

DecodedPicture failed(PictureProblem problem, QSize size = {}, QString detail = {}) {
    DecodedPicture d;
    d.problem = problem;
    d.size = size;
    d.detail = std::move(detail);
    return d;
}

bool tooLarge(QSize size, std::int64_t maxPixels) {
    return static_cast<std::int64_t>(size.width()) * size.height() > maxPixels;
}

} // namespace

DecodedPicture decodePicture(QIODevice& device, std::int64_t maxPixels) {
    QImageReader reader(&device);
    // Phones store portrait photos landscape with an EXIF turn: read them as they are seen.
    reader.setAutoTransform(true);
    if (!reader.canRead()) return failed(PictureProblem::NotAnImage);
    // Checked before the size is asked for, since a PNG cut inside its first chunk makes libpng
    // print while reading the size; one cut later is said after the size's check (a huge picture is
    // "too large" whatever else is wrong with it).
    const PngCut cut = pngCutShort(device);
    if (cut && !cut.headerWhole) return failed(PictureProblem::Corrupt, {}, cut.text);
    // A JPEG cut short: before its image data, said as a PNG's is; after some of it, once decoded
    // (jpeg_structure.h: what arrived may be the whole picture).
    const JpegCut jpegCut = jpegCutShort(device);
    if (jpegCut && !jpegCut.headerWhole) return failed(PictureProblem::Corrupt, {}, jpegCut.text);
    // The header's size, before any pixel: refused here, a huge picture costs nothing. (Qt's own
    // allocation limit, 256 MB by default, still guards a format whose header has no size.)
    const QSize size = reader.size();
    if (size.isValid() && tooLarge(size, maxPixels)) return failed(PictureProblem::TooLarge, size);
    // A PNG cut short is said so here, before libpng prints its own error (png_structure.h).
    if (cut) return failed(PictureProblem::Corrupt, size, cut.text);
    if (jpegCut && !jpegCut.afterImageData) return failed(PictureProblem::Corrupt, size, jpegCut.text);
    // A BMP shorter than its rows (bmp_structure.h): Qt would decode it with its top rows blank.
    if (const QString bmpCut = bmpCutShort(device); !bmpCut.isEmpty()) return failed(PictureProblem::Corrupt, size, bmpCut);
    // A GIF whose first image did not all arrive (gif_structure.h): Qt would decode it with rows blank.
    if (const QString gifCut = gifCutShort(device); !gifCut.isEmpty()) return failed(PictureProblem::Corrupt, size, gifCut);
    QImage image;
    if (!reader.read(&image) || image.isNull())
        return failed(PictureProblem::Corrupt, size, jpegCut.text.isEmpty() ? reader.errorString() : jpegCut.text);
    // libjpeg fills what did not arrive with flat blocks: the picture's lower part is missing.
    if (jpegCut.afterImageData)
        if (const int missing = flatRowsAtBottom(image); missing > 0)
            return failed(PictureProblem::Corrupt, size,
                          tr("the file is cut short: it ends at byte %1, and the lowest %2 rows of the picture are "
                             "missing")
                              .arg(jpegCut.endsAt)
                              .arg(missing));
    return preparePicture(image, maxPixels);
}

DecodedPicture preparePicture(const QImage& picture, std::int64_t maxPixels) {
    if (picture.isNull()) return failed(PictureProblem::NotAnImage);
    if (tooLarge(picture.size(), maxPixels)) return failed(PictureProblem::TooLarge, picture.size());
    QImage image = picture;
    if (image.hasAlphaChannel()) {
        // A screenshot or an export with a transparent background: on paper it is white.
        QImage flat(image.size(), QImage::Format_RGB32);
        flat.fill(Qt::white);
        QPainter painter(&flat);
        painter.drawImage(0, 0, image);
        painter.end();
        image = std::move(flat);
    }
    DecodedPicture d;
    d.image = image.convertToFormat(QImage::Format_BGR888);
    d.size = d.image.size();
    if (d.image.isNull()) return failed(PictureProblem::Corrupt, picture.size(), tr("out of memory"));
    return d;
}

DecodedPicture decodePicture(const QByteArray& bytes, std::int64_t maxPixels) {
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return decodePicture(buffer, maxPixels);
}

DecodedPicture decodePictureFile(const QString& path, std::int64_t maxPixels) {
    if (QFileInfo(path).isDir()) return failed(PictureProblem::Unreadable, {}, tr("is a directory"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return failed(PictureProblem::Unreadable, {}, file.errorString());
    return decodePicture(file, maxPixels);
}

QString pictureProblemText(const DecodedPicture& picture, std::int64_t maxPixels) {
    switch (picture.problem) {
    case PictureProblem::None: return {};
    case PictureProblem::Unreadable: return tr("cannot read the file: %1").arg(picture.detail);
    case PictureProblem::NotAnImage:
        return tr("not a picture (expected %1)").arg(QStringLiteral("PNG, JPEG, BMP, GIF…"));
    case PictureProblem::TooLarge:
        return tr("the picture is %1 × %2 pixels, more than the %3 megapixels read")
            .arg(picture.size.width())
            .arg(picture.size.height())
            .arg(maxPixels / 1'000'000);
    case PictureProblem::Corrupt: return tr("the picture is damaged and cannot be decoded: %1").arg(picture.detail);
    }
    return {};
}

bool looksLikePictureFile(const QString& path) {
    if (!QFileInfo(path).isFile()) return false;
    // Detected from the content only (a text file never matches these signatures).
    static const QList<QByteArray> kPictures{"png", "jpeg", "jpg", "bmp", "gif", "webp", "tiff", "tif"};
    return kPictures.contains(QImageReader::imageFormat(path).toLower());
}

QString pictureNameFilters() {
    QStringList patterns;
    for (const QByteArray& format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    return patterns.join(QLatin1Char(' '));
}

} // namespace qudoku::render
