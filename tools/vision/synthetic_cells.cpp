#include "synthetic_cells.h"

#include "../../vision/src/cellcrop.h"

#include <QFontDatabase>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace qudoku::vision::training {
namespace {

constexpr int kScale = 4; // glyphs are drawn at 4 × the cell's size, then warped down

// `path` drawn as ink (0..1) into a kCellSide × kCellSide map through a random small perspective:
// its box's height becomes `height` cell pixels, its centre goes to `centre`.
cv::Mat drawInk(const QPainterPath& path, double height, cv::Point2d centre, double rotation, Random& random,
                double extraStroke) {
    const int big = kCellSide * kScale;
    QImage image(big, big, QImage::Format_Grayscale8);
    image.fill(0);
    const QRectF box = path.boundingRect();
    const double s = height * kScale / std::max(1.0, box.height());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(centre.x * kScale, centre.y * kScale);
    painter.rotate(rotation);
    painter.scale(s, s);
    painter.translate(-box.center());
    painter.setBrush(Qt::white);
    if (extraStroke > 0) painter.setPen(QPen(Qt::white, extraStroke * kScale / s));
    else painter.setPen(Qt::NoPen);
    painter.drawPath(path);
    painter.end();

    cv::Mat inkBig(big, big, CV_8UC1, image.bits(), static_cast<std::size_t>(image.bytesPerLine()));
    // Slight perspective: the corners of the big square moved by up to 4% of the cell, then down to
    // kCellSide.
    const float j = static_cast<float>(kCellSide * 0.04);
    auto jig = [&](float v) { return v + static_cast<float>(uniform(random, -j, j)); };
    const float n = static_cast<float>(kCellSide);
    const cv::Point2f from[4] = {{0, 0}, {float(big), 0}, {float(big), float(big)}, {0, float(big)}};
    const cv::Point2f to[4] = {{jig(0), jig(0)}, {jig(n), jig(0)}, {jig(n), jig(n)}, {jig(0), jig(n)}};
    cv::Mat blurred;
    cv::GaussianBlur(inkBig, blurred, cv::Size(0, 0), kScale * 0.4);
    cv::Mat ink;
    cv::warpPerspective(blurred, ink, cv::getPerspectiveTransform(from, to), cv::Size(kCellSide, kCellSide),
                        cv::INTER_LINEAR);
    ink.convertTo(ink, CV_32FC1, 1.0 / 255);
    return ink;
}

QPainterPath glyphPath(const QFont& font, const QString& text, bool slant) {
    QPainterPath path;
    path.addText(0, 0, font, text);
    if (slant) path = QTransform().shear(-0.2, 0).map(path);
    return path;
}

} // namespace

QStringList trainingFamilies() {
    return {QStringLiteral("DejaVu Sans"),     QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Nimbus Sans"),
            QStringLiteral("Nimbus Sans Narrow"), QStringLiteral("Nimbus Roman"),  QStringLiteral("Nimbus Mono PS"),
            QStringLiteral("URW Gothic"),      QStringLiteral("URW Bookman"),      QStringLiteral("C059"),
            QStringLiteral("P052"),            QStringLiteral("Liberation Sans"),  QStringLiteral("Liberation Serif"),
            QStringLiteral("Liberation Mono"), QStringLiteral("FreeSans"),         QStringLiteral("FreeSerif"),
            QStringLiteral("FreeMono"),        QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Serif CJK SC")};
}

QString installedFamily(const QString& family) {
    // Fonts installed twice (URW's OTF and Type 1 files) are listed with their foundry: "C059 [urw]",
    // "C059 [UKWN]". One of them, always the same: the OTF ("[urw]") when there.
    QStringList matches;
    for (const QString& name : QFontDatabase::families())
        if (name == family || name.startsWith(family + QStringLiteral(" ["))) matches << name;
    matches.sort();
    for (const QString& name : matches)
        if (name.endsWith(QStringLiteral("[urw]"))) return name;
    return matches.isEmpty() ? QString() : matches.first();
}

std::vector<QFont> trainingFonts() {
    std::vector<QFont> fonts;
    for (const QString& wanted : trainingFamilies()) {
        const QString family = installedFamily(wanted);
        if (family.isEmpty()) continue;
        QStringList styles = QFontDatabase::styles(family);
        styles.sort();
        styles.removeDuplicates();
        for (const QString& style : styles) {
            QFont font = QFontDatabase::font(family, style, 100);
            font.setPixelSize(100);
            font.setStyleStrategy(QFont::NoFontMerging);
            fonts.push_back(font);
        }
    }
    return fonts;
}

cv::Mat digitCell(const QFont& font, int digit, Random& random) {
    const QPainterPath path = glyphPath(font, QString::number(digit), chance(random, 0.1));
    // Digits fill 40–72% of a cell's height in the papers, apps and web pages looked at.
    const double height = uniform(random, 0.40, 0.72) * kCellSide;
    const cv::Point2d centre(kCellSide / 2.0 + uniform(random, -3, 3), kCellSide / 2.0 + uniform(random, -3, 3));
    const double stroke = chance(random, 0.2) ? uniform(random, 0.3, 1.5) : 0;
    cv::Mat ink = drawInk(path, height, centre, uniform(random, -5, 5), random, stroke);
    changeStroke(ink, random);
    addGridLines(ink, random);
    if (chance(random, 0.2)) addSpecks(ink, random, 1 + static_cast<int>(uniform(random, 0, 3)));
    cv::min(ink, 1.0, ink);
    return toGreyCell(ink, random);
}

cv::Mat junkCell(const QFont& font, Random& random) {
    cv::Mat ink(kCellSide, kCellSide, CV_32FC1, cv::Scalar(0));
    const double kind = uniform(random, 0, 1);
    if (kind < 0.3) {
        // Pencil marks: small digits in a 3 × 3 layout.
        for (int d = 1; d <= 9; ++d) {
            if (!chance(random, 0.45)) continue;
            const cv::Point2d centre(kCellSide * (0.2 + 0.3 * ((d - 1) % 3)), kCellSide * (0.2 + 0.3 * ((d - 1) / 3)));
            ink += drawInk(glyphPath(font, QString::number(d), false), uniform(random, 7, 11), centre, 0, random, 0);
        }
    } else if (kind < 0.35) {
        // A letter or a sign (a heading's remains, a cage sum's corner): never a digit. Letters that
        // look like digits in some fonts (I l O o S s B Z z g q b G) are left out.
        static const QString letters = QStringLiteral("ACEFHKMNPRTUVWXYacdefhkmnprtuvwxy#*+?%&@");
        const QString letter = letters.mid(static_cast<int>(uniform(random, 0, static_cast<double>(letters.size()) - 0.001)), 1);
        const cv::Point2d centre(kCellSide / 2.0 + uniform(random, -3, 3), kCellSide / 2.0 + uniform(random, -3, 3));
        ink += drawInk(glyphPath(font, letter, false), uniform(random, 0.4, 0.75) * kCellSide, centre, 0, random, 0);
    } else if (kind < 0.7) {
        addSpecks(ink, random, 1 + static_cast<int>(uniform(random, 0, 6)));
    }
    addGridLines(ink, random);
    if (chance(random, 0.5)) addGridLines(ink, random);
    cv::min(ink, 1.0, ink);
    return toGreyCell(ink, random);
}

} // namespace qudoku::vision::training
