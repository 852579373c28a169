// fuzz_image: a picture file as the CLI's --read-image and the app's Open Image take it: its bytes
// decoded by Qt's image readers through render::decodePicture (the size checked from the header first,
// then decoded, transparency flattened, converted to BGR), then read by vision::readPuzzle. Qt Gui
// only: no application object, no display. Debian's Qt and its image plugins (libpng, libjpeg, the GIF
// and BMP readers) are not instrumented, so coverage guides the fuzzer through our code and the
// reader's; a crash or a sanitizer report inside a decoder is still a finding (and a reason to refuse
// that format before decoding).
//
// A PNG's critical chunks carry a CRC that render::pngCutShort checks before any decoder runs, and a
// mutation almost never keeps it: so a PNG input is decoded twice, as it is (our check) and with every
// chunk's CRC mended (the decoders behind it), the reader reading the second.
//
// Input: the file's bytes. The pixel limit is 1/50th of the apps' (1 megapixel instead of
// vision::kMaxPixels): the same code path, at a size where one input takes milliseconds.
//
// Asserted: decoding either fails with a problem (and no picture) or gives a BGR888 picture within the
// limit, whose size is the one the header gave; a picture over the limit by its header is refused
// before decoding. A reading says why when it finds nothing; a reading found has 81 cells of 0-9 with
// confidences in [0, 1], its puzzle in the line format, corners that are finite numbers, a quarter
// turn count 0-3, and suspect cells that are distinct, in order, and on the grid.

#include <QByteArray>
#include <QImage>
#include <QtEndian>

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "qudoku/vision/reading.h"
#include "render/picture_file.h"
#include "render/png_structure.h"

namespace {

using namespace qudoku;
using namespace qudoku::fuzz;

constexpr std::int64_t kFuzzMaxPixels = vision::kMaxPixels / 50;

void checkReading(const vision::Reading& r) {
    if (!r.found) {
        FUZZ_REQUIRE(r.problem != vision::Problem::None && r.problem != vision::Problem::Cancelled,
                     "a picture without a reading says why (and nothing cancelled it)");
        return;
    }
    FUZZ_REQUIRE(r.problem == vision::Problem::None, "a reading found has no problem");
    FUZZ_REQUIRE(r.quarterTurns >= 0 && r.quarterTurns <= 3, "quarter turns are 0-3");
    for (const vision::Point& p : r.corners) FUZZ_REQUIRE(std::isfinite(p.x) && std::isfinite(p.y), "corners are finite");
    const std::string puzzle = r.puzzle();
    FUZZ_REQUIRE(puzzle.size() == 81, "the puzzle has 81 cells");
    for (std::size_t i = 0; i < 81; ++i) {
        const vision::CellReading& cell = r.cells[i];
        FUZZ_REQUIRE(cell.digit >= 0 && cell.digit <= 9, "a cell holds 0-9");
        FUZZ_REQUIRE(cell.confidence >= 0 && cell.confidence <= 1, "confidence is a probability");
        FUZZ_REQUIRE(puzzle[i] == (cell.digit == 0 ? '.' : static_cast<char>('0' + cell.digit)), "the line spells the cells");
    }
    int last = -1;
    for (int cell : r.suspect) {
        FUZZ_REQUIRE(cell > last && cell <= 80, "suspect cells are distinct, in order, on the grid");
        last = cell;
    }
}

// The bytes with each whole chunk's CRC recomputed, when they start as a PNG; else unchanged.
QByteArray withPngCrcsMended(QByteArray bytes) {
    static const QByteArray kSignature("\x89PNG\r\n\x1a\n", 8);
    if (!bytes.startsWith(kSignature)) return bytes;
    qsizetype at = kSignature.size();
    while (at + 12 <= bytes.size()) {
        const std::uint64_t length = qFromBigEndian<quint32>(bytes.constData() + at);
        if (length > static_cast<std::uint64_t>(bytes.size() - at - 12)) break;
        const qsizetype crcAt = at + 8 + static_cast<qsizetype>(length);
        const std::uint32_t crc = render::pngChunkCrc(bytes.mid(at + 4, static_cast<qsizetype>(length) + 4));
        qToBigEndian<quint32>(crc, bytes.data() + crcAt);
        at = crcAt + 4;
    }
    return bytes;
}

void checkDecoded(const render::DecodedPicture& picture, bool read) {
    if (!picture) {
        FUZZ_REQUIRE(picture.image.isNull(), "a refused picture has no pixels");
        if (picture.problem == render::PictureProblem::TooLarge)
            FUZZ_REQUIRE(static_cast<std::int64_t>(picture.size.width()) * picture.size.height() > kFuzzMaxPixels,
                         "only a picture over the limit is refused as too large");
        return;
    }
    const QImage& image = picture.image;
    FUZZ_REQUIRE(image.format() == QImage::Format_BGR888, "a decoded picture is BGR, 3 bytes a pixel");
    FUZZ_REQUIRE(static_cast<std::int64_t>(image.width()) * image.height() <= kFuzzMaxPixels, "a decoded picture is within the limit");
    FUZZ_REQUIRE(picture.size == image.size(), "the size told is the picture's");
    if (!read) return;
    const vision::Picture input{image.constBits(), image.width(), image.height(), 3, static_cast<int>(image.bytesPerLine())};
    checkReading(vision::readPuzzle(input));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const QByteArray mended = withPngCrcsMended(bytes);
    if (mended == bytes) {
        checkDecoded(render::decodePicture(bytes, kFuzzMaxPixels), true);
    } else {
        checkDecoded(render::decodePicture(bytes, kFuzzMaxPixels), false);
        checkDecoded(render::decodePicture(mended, kFuzzMaxPixels), true);
    }
    return 0;
}
