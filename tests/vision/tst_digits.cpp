// The cell crop and the digit classifier (vision/src/cellcrop.h, digitclassifier.h) on cells this test
// draws: digits in DejaVu Serif, a typeface the classifier was never trained on (tools/vision/
// synthetic_cells.h leaves it out), with grid lines at the edges, on white, highlighted and dim paper,
// blurred and noisy; and empty cells with line remains, specks and uneven light, which must read as
// empty (an empty cell read as a digit is as wrong as a misread digit).

#include "cellcrop.h"
#include "digitclassifier.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTest>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <numeric>

using namespace qudoku::vision;

namespace {

// fonts-dejavu-core (tools/debian-packages.txt).
const char* const kSerifFiles[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                                   "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"};

struct Look {
    int paper = 255;
    int ink = 0;
    double blur = 0;
    double noise = 0;
    bool lines = true;
    bool thickLines = false;
    double height = 0.6; // of the cell
    int inset = 0;       // px the grid lines are inside the cell (a warp a little off)
    int source = kCellSide; // px the cell had in the picture (a 250 px board: 28), warped up to kCellSide
};

// A kCellSide cell: `text` (may be empty) drawn in `font` at look.height of the cell, grid lines at its
// edges, then blurred and noised (seeded: the same cell every run).
cv::Mat drawCell(const QFont& font, const QString& text, const Look& look, int seed) {
    constexpr int kScale = 4;
    QImage image(kCellSide * kScale, kCellSide * kScale, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(look.paper, look.paper, look.paper));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor inkColour(look.ink, look.ink, look.ink);
    if (!text.isEmpty()) {
        QPainterPath path;
        path.addText(0, 0, font, text);
        const QRectF box = path.boundingRect();
        const double s = look.height * kCellSide * kScale / box.height();
        painter.translate(kCellSide * kScale / 2.0, kCellSide * kScale / 2.0);
        painter.scale(s, s);
        painter.translate(-box.center());
        painter.fillPath(path, inkColour);
        painter.resetTransform();
    }
    if (look.lines) {
        const int width = (look.thickLines ? 3 : 1) * kScale;
        const int side = kCellSide * kScale;
        const int in = look.inset * kScale;
        painter.fillRect(0, in, side, width, inkColour);                      // top
        painter.fillRect(0, side - width / 2 - in, side, width, inkColour);   // bottom
        painter.fillRect(in, 0, width, side, inkColour);                      // left
        painter.fillRect(side - width / 2 - in, 0, width, side, inkColour);   // right
    }
    painter.end();
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    const cv::Mat big(grey.height(), grey.width(), CV_8UC1, const_cast<uchar*>(grey.constBits()),
                      static_cast<std::size_t>(grey.bytesPerLine()));
    cv::Mat cell;
    cv::resize(big, cell, cv::Size(look.source, look.source), 0, 0, cv::INTER_AREA);
    if (look.source != kCellSide) cv::resize(cell, cell, cv::Size(kCellSide, kCellSide), 0, 0, cv::INTER_LINEAR);
    if (look.blur > 0) cv::GaussianBlur(cell, cell, cv::Size(0, 0), look.blur);
    if (look.noise > 0) {
        cv::RNG random(static_cast<std::uint64_t>(seed));
        cv::Mat noise(cell.size(), CV_16SC1);
        random.fill(noise, cv::RNG::NORMAL, 0, look.noise);
        cv::Mat sum;
        cell.convertTo(sum, CV_16SC1);
        sum += noise;
        sum.convertTo(cell, CV_8UC1);
    }
    return cell;
}

// What the reader makes of a cell: 0 (empty) or the classifier's digit.
int readCell(const cv::Mat& cell, float* confidence = nullptr) {
    const std::optional<CellCrop> crop = cropCell(cell);
    if (!crop) {
        if (confidence) *confidence = 1;
        return 0;
    }
    const DigitProbabilities p = classifyDigit(*crop);
    const auto best = std::max_element(p.begin(), p.end());
    if (confidence) *confidence = *best;
    return static_cast<int>(best - p.begin());
}

} // namespace

class TestDigits : public QObject {
    Q_OBJECT

    std::vector<QFont> serifFaces_;

private slots:
    void initTestCase() {
        for (const char* file : kSerifFiles) {
            const int id = QFontDatabase::addApplicationFont(QString::fromLatin1(file));
            QVERIFY2(id >= 0, qPrintable(QStringLiteral("%1 missing: install fonts-dejavu-core").arg(QLatin1String(file))));
        }
        for (const QString& style : {QStringLiteral("Book"), QStringLiteral("Bold")}) {
            QFont font = QFontDatabase::font(QStringLiteral("DejaVu Serif"), style, 100);
            font.setPixelSize(100);
            font.setStyleStrategy(QFont::NoFontMerging);
            QCOMPARE(QFontInfo(font).family(), QStringLiteral("DejaVu Serif"));
            serifFaces_.push_back(font);
        }
    }

    void unseenFontDigitsAreRead_data() {
        QTest::addColumn<int>("paper");
        QTest::addColumn<int>("ink");
        QTest::addColumn<double>("blur");
        QTest::addColumn<double>("noise");
        QTest::addColumn<bool>("thickLines");
        QTest::addColumn<double>("height");
        QTest::addColumn<int>("inset");
        QTest::addColumn<int>("source");
        QTest::newRow("screenshot") << 255 << 0 << 0.0 << 0.0 << false << 0.6 << 0 << kCellSide;
        QTest::newRow("small digits") << 255 << 0 << 0.0 << 0.0 << false << 0.45 << 0 << kCellSide;
        QTest::newRow("large digits, box lines") << 255 << 0 << 0.0 << 0.0 << true << 0.7 << 0 << kCellSide;
        QTest::newRow("highlighted cell") << 200 << 20 << 0.0 << 0.0 << false << 0.6 << 0 << kCellSide;
        QTest::newRow("dim photo") << 190 << 90 << 0.8 << 4.0 << false << 0.6 << 0 << kCellSide;
        QTest::newRow("low contrast") << 235 << 150 << 0.5 << 2.0 << false << 0.6 << 0 << kCellSide;
        QTest::newRow("blurred") << 245 << 30 << 1.2 << 0.0 << true << 0.6 << 0 << kCellSide;
        QTest::newRow("noisy") << 240 << 40 << 0.0 << 8.0 << false << 0.6 << 0 << kCellSide;
        QTest::newRow("lines 5 px inside") << 250 << 20 << 0.6 << 2.0 << false << 0.55 << 5 << kCellSide;
        QTest::newRow("box lines 4 px inside") << 250 << 20 << 0.6 << 2.0 << true << 0.55 << 4 << kCellSide;
        QTest::newRow("250 px board") << 255 << 0 << 0.0 << 0.0 << false << 0.6 << 0 << 28;
        QTest::newRow("250 px board, dark grey") << 240 << 60 << 0.0 << 0.0 << false << 0.6 << 0 << 28;
        QTest::newRow("200 px photo") << 230 << 50 << 0.6 << 3.0 << false << 0.6 << 0 << 22;
    }

    void unseenFontDigitsAreRead() {
        QFETCH(int, paper);
        QFETCH(int, ink);
        QFETCH(double, blur);
        QFETCH(double, noise);
        QFETCH(bool, thickLines);
        QFETCH(double, height);
        QFETCH(int, inset);
        QFETCH(int, source);
        const Look look{paper, ink, blur, noise, true, thickLines, height, inset, source};
        int seed = 1;
        for (const QFont& font : serifFaces_)
            for (int digit = 1; digit <= 9; ++digit) {
                const cv::Mat cell = drawCell(font, QString::number(digit), look, seed++);
                const std::optional<CellCrop> crop = cropCell(cell);
                QVERIFY2(crop, qPrintable(QStringLiteral("%1 (%2) not found").arg(digit).arg(font.styleName())));
                const DigitProbabilities p = classifyDigit(*crop);
                const int read = static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
                QVERIFY2(read == digit, qPrintable(QStringLiteral("%1 (%2) read as %3 (p %4)")
                                                       .arg(digit).arg(font.styleName()).arg(read).arg(p[read])));
            }
    }

    void emptyCellsReadEmpty_data() {
        QTest::addColumn<int>("paper");
        QTest::addColumn<double>("noise");
        QTest::addColumn<bool>("lines");
        QTest::addColumn<bool>("thickLines");
        QTest::addColumn<int>("specks");
        QTest::addColumn<bool>("gradient");
        QTest::addColumn<int>("inset");
        QTest::newRow("blank") << 255 << 0.0 << false << false << 0 << false << 0;
        QTest::newRow("grid lines") << 255 << 0.0 << true << false << 0 << false << 0;
        QTest::newRow("box lines") << 255 << 0.0 << true << true << 0 << false << 0;
        QTest::newRow("lines 5 px inside") << 255 << 2.0 << true << false << 0 << false << 5;
        QTest::newRow("box lines 4 px inside") << 255 << 2.0 << true << true << 0 << false << 4;
        QTest::newRow("highlighted with lines") << 205 << 0.0 << true << false << 0 << false << 0;
        QTest::newRow("sensor noise") << 230 << 10.0 << true << false << 0 << false << 0;
        QTest::newRow("specks") << 250 << 2.0 << true << false << 4 << false << 0;
        QTest::newRow("uneven light") << 240 << 3.0 << true << false << 0 << true << 0;
    }

    void emptyCellsReadEmpty() {
        QFETCH(int, paper);
        QFETCH(double, noise);
        QFETCH(bool, lines);
        QFETCH(bool, thickLines);
        QFETCH(int, specks);
        QFETCH(bool, gradient);
        QFETCH(int, inset);
        for (int seed = 1; seed <= 20; ++seed) {
            cv::Mat cell = drawCell(QFont(), QString(), Look{paper, 0, 0.6, noise, lines, thickLines, 0.6, inset}, seed);
            cv::RNG random(static_cast<std::uint64_t>(seed) * 7919);
            for (int s = 0; s < specks; ++s)
                cv::circle(cell, cv::Point(random.uniform(8, 40), random.uniform(8, 40)), random.uniform(0, 2),
                           cv::Scalar(random.uniform(0, 120)), cv::FILLED, cv::LINE_AA);
            if (gradient)
                for (int y = 0; y < kCellSide; ++y)
                    for (int x = 0; x < kCellSide; ++x)
                        cell.at<uchar>(y, x) = cv::saturate_cast<uchar>(cell.at<uchar>(y, x) * (0.7 + 0.3 * x / kCellSide));
            float confidence = 0;
            const int read = readCell(cell, &confidence);
            QVERIFY2(read == 0, qPrintable(QStringLiteral("seed %1: read as %2 (p %3)").arg(seed).arg(read).arg(confidence)));
        }
    }

    // Pencil marks (candidates drawn small in a 3 × 3 layout) are not the cell's digit: a board full of
    // them is read for its big digits only.
    void pencilMarksReadEmpty_data() {
        QTest::addColumn<QString>("marks");
        QTest::addColumn<double>("height"); // of the cell
        QTest::newRow("one mark") << QStringLiteral("5") << 0.22;
        QTest::newRow("a column") << QStringLiteral("258") << 0.22;
        QTest::newRow("a row") << QStringLiteral("456") << 0.22;
        QTest::newRow("all nine") << QStringLiteral("123456789") << 0.22;
        QTest::newRow("all nine, small") << QStringLiteral("123456789") << 0.17;
        QTest::newRow("corners") << QStringLiteral("1379") << 0.22;
    }

    void pencilMarksReadEmpty() {
        QFETCH(QString, marks);
        QFETCH(double, height);
        for (const QFont& font : serifFaces_) {
            constexpr int kScale = 4;
            const int side = kCellSide * kScale;
            QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            for (const QChar mark : marks) {
                const int d = mark.digitValue();
                QPainterPath path;
                path.addText(0, 0, font, QString(mark));
                const QRectF box = path.boundingRect();
                const double s = height * side / box.height();
                painter.resetTransform();
                painter.translate(side * (0.2 + 0.3 * ((d - 1) % 3)), side * (0.2 + 0.3 * ((d - 1) / 3)));
                painter.scale(s, s);
                painter.translate(-box.center());
                painter.fillPath(path, Qt::black);
            }
            painter.resetTransform();
            painter.fillRect(0, 0, side, kScale, Qt::black);
            painter.fillRect(0, 0, kScale, side, Qt::black);
            painter.end();
            const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
            const cv::Mat big(grey.height(), grey.width(), CV_8UC1, const_cast<uchar*>(grey.constBits()),
                              static_cast<std::size_t>(grey.bytesPerLine()));
            cv::Mat cell;
            cv::resize(big, cell, cv::Size(kCellSide, kCellSide), 0, 0, cv::INTER_AREA);
            float confidence = 0;
            const int read = readCell(cell, &confidence);
            QVERIFY2(read == 0, qPrintable(QStringLiteral("%1 (%2): read as %3 (p %4)")
                                               .arg(marks, font.styleName()).arg(read).arg(confidence)));
        }
    }

    // The contract's shape: a kFitSide box in a kCropSide square, centred by mass, 0..1.
    void cropIsMnistShaped() {
        const cv::Mat cell = drawCell(serifFaces_.front(), QStringLiteral("7"), Look{}, 1);
        const std::optional<CellCrop> crop = cropCell(cell);
        QVERIFY(crop);
        int x0 = kCropSide, x1 = -1, y0 = kCropSide, y1 = -1;
        double mass = 0, mx = 0, my = 0;
        for (int y = 0; y < kCropSide; ++y)
            for (int x = 0; x < kCropSide; ++x) {
                const float v = (*crop)[static_cast<std::size_t>(y * kCropSide + x)];
                QVERIFY(v >= 0 && v <= 1);
                if (v <= 0) continue;
                x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
                mass += v, mx += v * static_cast<double>(x), my += v * static_cast<double>(y);
            }
        QCOMPARE(std::max(x1 - x0 + 1, y1 - y0 + 1), kFitSide);
        QVERIFY(std::abs(mx / mass - (kCropSide - 1) / 2.0) <= 1.0);
        QVERIFY(std::abs(my / mass - (kCropSide - 1) / 2.0) <= 1.0);
    }

    // The reader hands cells as views into its warped grid (not continuous in memory).
    void cellViewsReadLikeCopies() {
        cv::Mat grid(3 * kCellSide, 3 * kCellSide, CV_8UC1, cv::Scalar(255));
        const cv::Mat cell = drawCell(serifFaces_.front(), QStringLiteral("4"), Look{}, 1);
        cell.copyTo(grid(cv::Rect(kCellSide, kCellSide, kCellSide, kCellSide)));
        const cv::Mat view = grid(cv::Rect(kCellSide, kCellSide, kCellSide, kCellSide));
        QVERIFY(!view.isContinuous());
        const std::optional<CellCrop> fromView = cropCell(view);
        const std::optional<CellCrop> fromCopy = cropCell(cell);
        QVERIFY(fromView && fromCopy);
        QVERIFY(*fromView == *fromCopy);
    }

    void badCellsAreRefused() {
        QVERIFY(!cropCell(cv::Mat()));
        QVERIFY(!cropCell(cv::Mat(kCellSide, kCellSide, CV_8UC3, cv::Scalar(255, 255, 255))));
        QVERIFY(!cropCell(cv::Mat(kCellSide + 1, kCellSide, CV_8UC1, cv::Scalar(255))));
        QVERIFY(!cropCell(cv::Mat(kCellSide, kCellSide, CV_8UC1, cv::Scalar(0)))); // all ink: no contrast
    }

    void probabilitiesSumToOne() {
        CellCrop blank{};
        CellCrop full;
        full.fill(1.0f);
        for (const CellCrop& crop : {blank, full}) {
            const DigitProbabilities p = classifyDigit(crop);
            QVERIFY(std::abs(std::accumulate(p.begin(), p.end(), 0.0f) - 1.0f) < 1e-4f);
            for (float v : p) QVERIFY(v >= 0 && v <= 1);
        }
    }
};

QTEST_MAIN(TestDigits)
#include "tst_digits.moc"
