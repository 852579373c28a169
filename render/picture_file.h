#pragma once
// Decoding a picture (a photo, a scan, a screenshot) for the puzzle reader, with limits: the size is
// read from the file's header (QImageReader::size()) and a picture over `maxPixels` is refused before
// any pixel is decoded, so a 100 000 × 100 000 PNG of a few bytes costs nothing. Qt's decoders (PNG,
// JPEG, BMP, GIF, and whatever image plugins are installed) do the work; tests/fuzz/fuzz_image.cpp
// fuzzes this function.
//
//   DecodedPicture d = decodePictureFile(path, vision::kMaxPixels);
//   if (!d) fail(pictureProblemText(d));        // "not an image (expected PNG, JPEG, BMP, GIF, ...)"
//   d.image: Format_BGR888 (3 bytes a pixel, B, G, R), upright (EXIF orientation applied), on white

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <cstdint>

class QIODevice;

namespace qudoku::render {

enum class PictureProblem {
    None,
    Unreadable, // the file could not be opened (detail: the system's reason)
    NotAnImage, // no decoder knows its format
    TooLarge,   // header size over the limit (size: what the header says)
    Corrupt,    // the decoder failed part way (detail: its reason)
};

struct DecodedPicture {
    PictureProblem problem = PictureProblem::None;
    QImage image;  // when problem == None: QImage::Format_BGR888, transparency flattened onto white
    QSize size;    // the size the header gave (also for TooLarge)
    QString detail;
    explicit operator bool() const { return problem == PictureProblem::None; }
};

DecodedPicture decodePicture(QIODevice& device, std::int64_t maxPixels);
DecodedPicture decodePicture(const QByteArray& bytes, std::int64_t maxPixels);
DecodedPicture decodePictureFile(const QString& path, std::int64_t maxPixels);
// A picture already in memory (the clipboard's): the same limit, format and flattening.
DecodedPicture preparePicture(const QImage& image, std::int64_t maxPixels);

// What went wrong, for a person, translated ("qudoku::render" context): what the file is and what was
// expected, e.g. "the picture is 100000 × 100000 pixels, more than the 50 megapixels read".
QString pictureProblemText(const DecodedPicture& picture, std::int64_t maxPixels);

// Whether the file's first bytes are those of a picture (PNG, JPEG, BMP, GIF, WebP, TIFF), whatever its
// name: Open and drop send those to the picture reader, everything else to the puzzle readers.
bool looksLikePictureFile(const QString& path);

// The file formats Qt can decode here, for file dialogs: "*.png *.jpg ...".
QString pictureNameFilters();

} // namespace qudoku::render
