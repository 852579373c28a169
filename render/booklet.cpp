#include "render/booklet.h"

#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>

namespace qudoku::render {

namespace {

struct Slots {
    int columns;
    int rows;
};

Slots slotsFor(int perPage) {
    switch (perPage) {
    case 2: return {1, 2};
    case 4: return {2, 2};
    case 6: return {2, 3};
    default: return {1, 1};
    }
}

int pagesFor(int items, int perPage) { return items == 0 ? 0 : (items + perPage - 1) / perPage; }

} // namespace

bool isPerPageSupported(int perPage) { return perPage == 1 || perPage == 2 || perPage == 4 || perPage == 6; }

int bookletPageCount(int puzzles, const BookletOptions& options) {
    return pagesFor(puzzles, options.perPage) + (options.solutions ? pagesFor(puzzles, options.solutionsPerPage) : 0);
}

int paintBooklet(QPagedPaintDevice& device, const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options,
                 const std::function<bool(int, int)>& progress) {
    const int count = static_cast<int>(puzzles.size());
    const int total = bookletPageCount(count, options);
    if (total == 0) return 0;
    QPainter p;
    if (!p.begin(&device)) return 0;
    const QFont font = sheetFont();
    p.setFont(font);
    p.setRenderHint(QPainter::Antialiasing);

    // The printable area in device units (the device's margins already taken off).
    const QRectF page(0, 0, device.width(), device.height());
    const qreal mm = device.logicalDpiY() / 25.4;
    const qreal footer = 8 * mm;
    const qreal titleHeight = 12 * mm;
    int pageNumber = 0;

    const auto paintPage = [&](int first, int perPage, bool solutions) {
        if (pageNumber > 0) device.newPage();
        ++pageNumber;
        QRectF body = page.adjusted(0, 0, 0, -footer);
        if (solutions && first == 0 && !options.solutionsTitle.isEmpty()) {
            QFont title = font;
            title.setPixelSize(std::max(1, static_cast<int>(titleHeight * 0.5)));
            title.setBold(true);
            p.setFont(title);
            p.setPen(Qt::black);
            p.drawText(QRectF(body.x(), body.y(), body.width(), titleHeight), Qt::AlignLeft | Qt::AlignTop,
                       options.solutionsTitle);
            p.setFont(font);
            body.setTop(body.top() + titleHeight);
        }
        const Slots s = slotsFor(perPage);
        const qreal gap = 8 * mm;
        const qreal w = (body.width() - gap * (s.columns - 1)) / s.columns;
        const qreal h = (body.height() - gap * (s.rows - 1)) / s.rows;
        const qreal headingHeight = std::clamp(h * 0.06, 6 * mm, 10 * mm);
        for (int i = 0; i < perPage && first + i < count; ++i) {
            const BookletPuzzle& item = puzzles[static_cast<std::size_t>(first + i)];
            const QRectF area(body.x() + (i % s.columns) * (w + gap), body.y() + (i / s.columns) * (h + gap), w, h);
            if (solutions) {
                if (!item.solution) continue; // no solution to show: its slot stays empty
                paintCaptioned(p, area, {solutionPicture(item.puzzle, *item.solution), item.solutionHeading},
                               headingHeight);
            } else {
                paintCaptioned(p, area, {item.puzzle, item.heading}, headingHeight);
            }
        }
        QFont small = font;
        small.setPixelSize(std::max(1, static_cast<int>(4 * mm)));
        p.setFont(small);
        p.setPen(Qt::black);
        p.drawText(QRectF(page.x(), page.bottom() - footer * 0.7, page.width(), footer * 0.7), Qt::AlignCenter,
                   QStringLiteral("%1 / %2").arg(pageNumber).arg(total));
        p.setFont(font);
        return !progress || progress(pageNumber, total);
    };

    bool going = true;
    for (int first = 0; going && first < count; first += options.perPage) going = paintPage(first, options.perPage, false);
    if (options.solutions)
        for (int first = 0; going && first < count; first += options.solutionsPerPage)
            going = paintPage(first, options.solutionsPerPage, true);
    p.end();
    return pageNumber;
}

std::vector<BookletPuzzle> onePerPage(const std::vector<Captioned>& items) {
    std::vector<BookletPuzzle> pages;
    for (const Captioned& item : items) pages.push_back({item.picture, std::nullopt, item.heading, {}});
    return pages;
}

Result<int, WriteError> writeBookletPdf(const QString& path, const std::vector<BookletPuzzle>& puzzles,
                                        const BookletOptions& options) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(WriteError{path, file.errorString()});
    int pages = 0;
    {
        QPdfWriter pdf(&file);
        pdf.setCreator(QStringLiteral("Qudoku"));
        pdf.setTitle(QStringLiteral("Sudoku"));
        pdf.setResolution(600);
        pdf.setPageLayout(QPageLayout(QPageSize(options.paper), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                      QPageLayout::Millimeter));
        pages = paintBooklet(pdf, puzzles, options);
    }
    if (!file.commit()) return fail(WriteError{path, file.errorString()});
    return pages;
}

} // namespace qudoku::render
