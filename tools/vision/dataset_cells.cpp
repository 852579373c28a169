#include "dataset_cells.h"

#include "../../vision/src/cellcrop.h"

#include <QFile>
#include <QHash>
#include <QImage>
#include <QTextStream>

#include <opencv2/imgproc.hpp>

#include <cstdio>
#include <stdexcept>

namespace qudoku::vision::training {
namespace {

[[noreturn]] void fail(const QString& message) { throw std::runtime_error(message.toStdString()); }

QStringList readLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) fail(QStringLiteral("cannot open %1").arg(path));
    QStringList lines;
    QTextStream in(&file);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (!line.isEmpty()) lines << line;
    }
    return lines;
}

QString normalisedName(QString path) {
    if (path.startsWith(QLatin1String("./"))) path = path.mid(2);
    return path;
}

} // namespace

bool outlineFitsLabels(const std::vector<LabelledCell>& cells, int photo) {
    int misfits = 0;
    for (const LabelledCell& c : cells)
        if (c.photo == photo && c.digit == 0 && cropCell(c.grey).has_value()) ++misfits;
    return misfits <= kMaxMisfits;
}

cv::Mat normalisePaper(const cv::Mat& grey) {
    cv::Mat paper;
    cv::morphologyEx(grey, paper, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(9, 9)));
    cv::blur(paper, paper, cv::Size(15, 15));
    cv::Mat out(grey.size(), CV_8UC1);
    for (int y = 0; y < grey.rows; ++y)
        for (int x = 0; x < grey.cols; ++x) {
            const int p = std::max<int>(1, paper.at<std::uint8_t>(y, x));
            out.at<std::uint8_t>(y, x) = static_cast<std::uint8_t>(std::min(255, grey.at<std::uint8_t>(y, x) * 255 / p));
        }
    return out;
}

std::vector<LabelledCell> datasetCells(const QString& root, const QString& split, QStringList* photos) {
    QHash<QString, std::array<cv::Point2f, 4>> outlines;
    const QStringList csv = readLines(root + QStringLiteral("/outlines_sorted.csv"));
    for (int i = 1; i < csv.size(); ++i) {
        const QStringList f = csv[i].split(QLatin1Char(','));
        if (f.size() != 9) fail(QStringLiteral("outlines_sorted.csv line %1: 9 fields expected").arg(i + 1));
        std::array<cv::Point2f, 4> corners;
        for (int k = 0; k < 4; ++k) corners[k] = {f[1 + 2 * k].toFloat(), f[2 + 2 * k].toFloat()};
        outlines.insert(normalisedName(f[0]), corners);
    }
    const QStringList images = readLines(root + QStringLiteral("/datasets/") + split + QStringLiteral(".desc"));
    std::vector<LabelledCell> cells;
    const float side = 9.0f * kCellSide;
    const cv::Point2f square[4] = {{0, 0}, {side, 0}, {side, side}, {0, side}};
    int used = 0;
    if (photos) photos->clear();
    for (const QString& listed : images) {
        const QString name = normalisedName(listed);
        // One photo of the splits (image103.jpg) has no outline in the dataset: left out, said once.
        if (!outlines.contains(name)) {
            std::fprintf(stderr, "%s: no outline in outlines_sorted.csv, left out\n", qPrintable(name));
            continue;
        }
        QImage image(root + QLatin1Char('/') + name);
        if (image.isNull()) fail(QStringLiteral("cannot read %1").arg(name));
        image = image.convertToFormat(QImage::Format_Grayscale8);
        const cv::Mat grey(image.height(), image.width(), CV_8UC1, image.bits(), static_cast<std::size_t>(image.bytesPerLine()));
        QString datName = root + QLatin1Char('/') + name;
        datName.replace(QLatin1String(".jpg"), QLatin1String(".dat"));
        const QStringList dat = readLines(datName);
        QStringList digits;
        for (int l = 2; l < dat.size(); ++l) digits << dat[l].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (digits.size() != 81) fail(QStringLiteral("%1: 81 digits expected").arg(datName));
        cv::Mat warped;
        cv::warpPerspective(grey, warped, cv::getPerspectiveTransform(outlines[name].data(), square),
                            cv::Size(int(side), int(side)), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        warped = normalisePaper(warped);
        for (int c = 0; c < 81; ++c) {
            LabelledCell cell;
            cell.grey = warped(cv::Rect((c % 9) * kCellSide, (c / 9) * kCellSide, kCellSide, kCellSide)).clone();
            cell.digit = digits[c].toInt();
            cell.photo = used;
            cells.push_back(std::move(cell));
        }
        ++used;
        if (photos) photos->append(name);
    }
    return cells;
}

} // namespace qudoku::vision::training
