#include "render/picture_export.h"

#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>

#include "render/booklet.h"

namespace qudoku::render {

namespace {

// An image's layout, in pixels: a margin, then for each item a heading line over its square grid,
// items a margin apart.
struct ImageLayout {
    int grid;    // a grid's side
    int heading; // the heading line's height
    int margin;
    QSize size;
};

ImageLayout layoutFor(const std::vector<Captioned>& items, int cellPixels) {
    const int n = items.empty() ? 9 : items.front().picture.givens.size();
    ImageLayout l{};
    l.grid = n * cellPixels;
    l.heading = std::max(24, cellPixels * 2 / 3);
    l.margin = std::max(16, cellPixels / 2);
    const bool headings = std::any_of(items.begin(), items.end(), [](const Captioned& c) { return !c.heading.isEmpty(); });
    if (!headings) l.heading = 0;
    const int count = std::max<int>(1, static_cast<int>(items.size()));
    l.size = QSize(l.margin + count * (l.grid + l.margin), l.margin * 2 + l.heading + l.grid);
    return l;
}

void paintItems(QPainter& p, const ImageLayout& l, const std::vector<Captioned>& items) {
    p.setFont(sheetFont());
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(QRect(QPoint(0, 0), l.size), Qt::white);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const QRectF area(l.margin + static_cast<int>(i) * (l.grid + l.margin), l.margin, l.grid, l.heading + l.grid);
        paintCaptioned(p, area, items[i], l.heading);
    }
}

} // namespace

std::optional<PictureFormat> pictureFormatFor(const QString& path) {
    const QString lower = path.toLower();
    if (lower.endsWith(QLatin1String(".png"))) return PictureFormat::Png;
    if (lower.endsWith(QLatin1String(".svg"))) return PictureFormat::Svg;
    if (lower.endsWith(QLatin1String(".pdf"))) return PictureFormat::Pdf;
    return std::nullopt;
}

Result<int, WriteError> writePicture(const QString& path, PictureFormat format, const std::vector<Captioned>& items,
                                     int cellPixels) {
    if (format == PictureFormat::Pdf) return writeBookletPdf(path, onePerPage(items), BookletOptions{});
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(WriteError{path, file.errorString()});
    const ImageLayout layout = layoutFor(items, std::max(8, cellPixels));
    if (format == PictureFormat::Png) {
        QImage image(layout.size, QImage::Format_RGB32);
        QPainter p(&image);
        paintItems(p, layout, items);
        p.end();
        if (!image.save(&file, "PNG")) return fail(WriteError{path, file.errorString()});
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(layout.size);
        svg.setViewBox(QRect(QPoint(0, 0), layout.size));
        svg.setResolution(96);
        svg.setTitle(QStringLiteral("Sudoku"));
        QPainter p(&svg);
        paintItems(p, layout, items);
        p.end();
    }
    if (!file.commit()) return fail(WriteError{path, file.errorString()});
    return static_cast<int>(items.size());
}

} // namespace qudoku::render
