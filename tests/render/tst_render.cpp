// render/: what goes on paper and into images. Read back as a user's tools read it: the PDF's text
// with pdftotext (the digits must be text, in reading order), its pages and paper with pdfinfo, PNG
// pixels, the SVG's text elements.

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "pdf_tools.h"
#include "qudoku/symbols.h"
#include "render/booklet.h"
#include "render/picture_export.h"
#include "render/rules_drawing.h"

#include <QPainter>

using namespace qudoku;
using namespace qudoku::render;

Q_DECLARE_METATYPE(qudoku::Grid)
Q_DECLARE_METATYPE(qudoku::Alphabet)

namespace {

// A grid of `shape` with a value in every third cell (a picture need not be a valid puzzle).
Grid sparseGrid(Shape shape, int stride = 3) {
    Grid grid(shape);
    for (int c = 0; c < shape.cellCount(); c += stride) grid.set(c, (c * 7) % shape.size() + 1);
    return grid;
}

// The grid's symbols in reading order, empty cells left out: what pdftotext must give back.
QString symbolsOf(const Grid& grid, Alphabet alphabet) {
    QString s;
    for (int c = 0; c < grid.cellCount(); ++c)
        if (grid.at(c) != 0) s += QLatin1Char(symbolFor(grid.at(c), alphabet));
    return s;
}

BookletPuzzle entry(const Grid& givens, Alphabet alphabet, const QString& heading = {}) {
    return {GridPicture{givens, Grid{}, {}, alphabet}, std::nullopt, heading, {}};
}

} // namespace

class TestRender : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pdfDigitsAreText_data();
    void pdfDigitsAreText();
    void bookletPagesAndPaper_data();
    void bookletPagesAndPaper();
    void solutionsFollowThePuzzles();
    void headingsAreText();
    void pngHasInkExactlyWhereSymbolsAre();
    void pngSolutionGoesBeside();
    void svgKeepsSymbolsAsText();
    void pictureFormatFromTheName_data();
    void pictureFormatFromTheName();
    void unwritablePlaceIsAnError_data();
    void unwritablePlaceIsAnError();
    void aFailedWriteKeepsTheOldFile();
    void variantRulesAreDrawn();
    void killerCagesAreDashedWithTheirSum();
    void linesAreThickAndTranslucent_data();
    void linesAreThickAndTranslucent();
    void linesDifferInGrey();
    void betweenLinesAreThinWithEmptyCircles();
    void brokenConstraintsAreDrawnInConflictInk();
    void arrowsAndLittleKillersAreDrawn();
    void outsideCluesTakeAMargin();
    void rowCluesAreDrawnAtTheirEnds();

private:
    QTemporaryDir dir_;
};

void TestRender::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY2(test::havePdfTools(), "pdftotext and pdfinfo (Debian poppler-utils) are needed; tools/setup.sh installs them");
}

void TestRender::pdfDigitsAreText_data() {
    QTest::addColumn<Grid>("grid");
    QTest::addColumn<Alphabet>("alphabet");
    QTest::newRow("4x4 digits") << sparseGrid(Shape{2, 2}, 2) << Alphabet::Digits;
    QTest::newRow("9x9 digits") << sparseGrid(Shape{3, 3}) << Alphabet::Digits;
    QTest::newRow("12x12 digits and letters") << sparseGrid(Shape{3, 4}) << Alphabet::DigitsLetters;
    QTest::newRow("16x16 letters") << sparseGrid(Shape{4, 4}) << Alphabet::Letters;
    QTest::newRow("25x25 digits and letters") << sparseGrid(Shape{5, 5}) << Alphabet::DigitsLetters;
}

// One puzzle a page: pdftotext gives back every symbol of the grid, row by row, in reading order.
void TestRender::pdfDigitsAreText() {
    QFETCH(Grid, grid);
    QFETCH(Alphabet, alphabet);
    const QString pdf = dir_.filePath(QStringLiteral("grid.pdf"));
    const auto written = writeBookletPdf(pdf, {entry(grid, alphabet)}, BookletOptions{});
    QVERIFY(written);
    QCOMPARE(*written, 1);
    QCOMPARE(test::pdfPages(pdf), 1);
    QCOMPARE(test::symbolsIn(test::pdfText(pdf)), symbolsOf(grid, alphabet));
}

void TestRender::bookletPagesAndPaper_data() {
    QTest::addColumn<int>("puzzles");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<bool>("solutions");
    QTest::addColumn<bool>("letter");
    QTest::addColumn<int>("pages");
    QTest::newRow("1 a page") << 3 << 1 << false << false << 3;
    QTest::newRow("2 a page, odd count") << 5 << 2 << false << false << 3;
    QTest::newRow("4 a page, solutions") << 10 << 4 << true << false << 3 + 2;
    QTest::newRow("6 a page, solutions, letter") << 13 << 6 << true << true << 3 + 3;
    QTest::newRow("one puzzle, its solution") << 1 << 4 << true << true << 2;
}

void TestRender::bookletPagesAndPaper() {
    QFETCH(int, puzzles);
    QFETCH(int, perPage);
    QFETCH(bool, solutions);
    QFETCH(bool, letter);
    QFETCH(int, pages);
    std::vector<BookletPuzzle> items;
    for (int i = 0; i < puzzles; ++i) {
        BookletPuzzle item = entry(sparseGrid(Shape{3, 3}, 3 + i % 4), Alphabet::Digits, QStringLiteral("No. %1").arg(i + 1));
        item.solution = sparseGrid(Shape{3, 3}, 1);
        item.solutionHeading = QString::number(i + 1);
        items.push_back(item);
    }
    BookletOptions options;
    options.perPage = perPage;
    options.solutions = solutions;
    options.paper = letter ? QPageSize::Letter : QPageSize::A4;
    QCOMPARE(bookletPageCount(puzzles, options), pages);
    const QString pdf = dir_.filePath(QStringLiteral("booklet.pdf"));
    const auto written = writeBookletPdf(pdf, items, options);
    QVERIFY(written);
    QCOMPARE(*written, pages);
    QCOMPARE(test::pdfPages(pdf), pages);
    QCOMPARE(test::pdfPageSize(pdf), letter ? QStringLiteral("612 x 792") : QStringLiteral("595 x 842"));
    // Every heading is on the puzzle pages, in order.
    BookletOptions puzzlesOnly = options;
    puzzlesOnly.solutions = false;
    const QString text = test::pdfText(pdf, 1, bookletPageCount(puzzles, puzzlesOnly));
    qsizetype at = 0;
    for (int i = 1; i <= puzzles; ++i) {
        at = text.indexOf(QStringLiteral("No. %1").arg(i), at);
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("No. %1 missing or out of order").arg(i)));
    }
}

// The solution pages come after every puzzle page, under their title, with the whole solution.
void TestRender::solutionsFollowThePuzzles() {
    Grid solution(Shape{3, 3});
    for (int c = 0; c < 81; ++c) solution.set(c, (c % 9 + c / 9 * 3 + c / 27) % 9 + 1);
    Grid puzzle(Shape{3, 3}); // every third cell of the solution
    for (int c = 0; c < 81; c += 3) puzzle.set(c, solution.at(c));
    BookletPuzzle item = entry(puzzle, Alphabet::Digits, QStringLiteral("Puzzle"));
    item.solution = solution;
    BookletOptions options;
    options.solutions = true;
    options.solutionsPerPage = 1;
    options.solutionsTitle = QStringLiteral("Answers");
    const QString pdf = dir_.filePath(QStringLiteral("solution.pdf"));
    QVERIFY(writeBookletPdf(pdf, {item}, options));
    QCOMPARE(test::pdfPages(pdf), 2);
    QCOMPARE(test::symbolsIn(test::pdfText(pdf, 1, 1), {QStringLiteral("Puzzle")}), symbolsOf(puzzle, Alphabet::Digits));
    const QString answers = test::pdfText(pdf, 2, 2);
    QVERIFY(answers.contains(QStringLiteral("Answers")));
    QCOMPARE(test::symbolsIn(answers, {QStringLiteral("Answers")}), symbolsOf(solution, Alphabet::Digits));
}

// Headings in any script stay text (a Chinese heading comes back as Chinese).
void TestRender::headingsAreText() {
    const QString pdf = dir_.filePath(QStringLiteral("headings.pdf"));
    const QString chinese = QStringLiteral("第 7 题 困难");
    QVERIFY(writeBookletPdf(pdf, {entry(sparseGrid(Shape{3, 3}), Alphabet::Digits, QStringLiteral("7   Hard · ER 4.2")),
                                  entry(sparseGrid(Shape{3, 3}), Alphabet::Digits, chinese)},
                            BookletOptions{2, false, 6, {}, QPageSize::A4}));
    const QString text = test::pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("7   Hard · ER 4.2")) || text.contains(QStringLiteral("7 Hard · ER 4.2")),
             qPrintable(text.left(200)));
    QVERIFY2(text.simplified().remove(QLatin1Char(' ')).contains(QString(chinese).remove(QLatin1Char(' '))),
             qPrintable(text.left(400)));
}

// A PNG: white where a cell is empty, dark ink inside a cell with a symbol; pencil marks are ink too.
void TestRender::pngHasInkExactlyWhereSymbolsAre() {
    Grid givens(Shape{3, 3});
    givens.set(0, 5);
    GridPicture picture{givens, Grid(Shape{3, 3}), std::vector<std::uint32_t>(81, 0), Alphabet::Digits};
    picture.entries.set(1, 7);
    picture.marks[2] = 0b101; // 1 and 3
    const QString png = dir_.filePath(QStringLiteral("board.png"));
    const auto written = writePicture(png, PictureFormat::Png, {{picture, QString()}}, 40);
    QVERIFY(written);
    const QImage image(png);
    QVERIFY(!image.isNull());
    const int margin = 20, cell = 40; // cellPixels / 2, and the cell
    QCOMPARE(image.size(), QSize(margin * 2 + 9 * cell, margin * 2 + 9 * cell));
    const auto ink = [&](int c) {
        int dark = 0;
        const QRect r(margin + (c % 9) * cell + 5, margin + (c / 9) * cell + 5, cell - 10, cell - 10);
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) dark += qGray(image.pixel(x, y)) < 128;
        return dark;
    };
    QVERIFY(ink(0) > 20); // a given
    QVERIFY(ink(1) > 20); // the player's digit
    QVERIFY(ink(2) > 5);  // two small marks
    QVERIFY(ink(2) < ink(0));
    QCOMPARE(ink(3), 0);  // empty
    QCOMPARE(ink(80), 0);
}

void TestRender::pngSolutionGoesBeside() {
    const GridPicture puzzle{sparseGrid(Shape{3, 3}), Grid{}, {}, Alphabet::Digits};
    const GridPicture solution{sparseGrid(Shape{3, 3}), sparseGrid(Shape{3, 3}, 1), {}, Alphabet::Digits};
    const QString one = dir_.filePath(QStringLiteral("one.png")), two = dir_.filePath(QStringLiteral("two.png"));
    QVERIFY(writePicture(one, PictureFormat::Png, {{puzzle, QStringLiteral("Puzzle")}}, 30));
    QVERIFY(writePicture(two, PictureFormat::Png, {{puzzle, QStringLiteral("Puzzle")}, {solution, QStringLiteral("Solution")}}, 30));
    const QImage a(one), b(two);
    QCOMPARE(b.height(), a.height());
    QCOMPARE(b.width(), a.width() + 9 * 30 + 16); // another grid and a margin
}

// SVG: lines as paths, symbols as <text> elements a program can read.
void TestRender::svgKeepsSymbolsAsText() {
    const Grid grid = sparseGrid(Shape{4, 4});
    const QString svg = dir_.filePath(QStringLiteral("board.svg"));
    QVERIFY(writePicture(svg, PictureFormat::Svg, {{GridPicture{grid, Grid{}, {}, Alphabet::Letters}, QStringLiteral("Sixteen")}}));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString xml = QString::fromUtf8(file.readAll());
    QVERIFY(xml.startsWith(QStringLiteral("<?xml")));
    QVERIFY(xml.contains(QStringLiteral(">Sixteen<")));
    QString texts;
    const QRegularExpression element(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    for (auto m = element.globalMatch(xml); m.hasNext();) texts += m.next().captured(1).trimmed();
    QCOMPARE(texts.remove(QStringLiteral("Sixteen")), symbolsOf(grid, Alphabet::Letters));
}

void TestRender::pictureFormatFromTheName_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("format"); // -1: none
    QTest::newRow("pdf") << "a.pdf" << int(PictureFormat::Pdf);
    QTest::newRow("PNG upper case") << "/x/B.PNG" << int(PictureFormat::Png);
    QTest::newRow("svg") << "c.d.svg" << int(PictureFormat::Svg);
    QTest::newRow("jpeg") << "e.jpg" << -1;
    QTest::newRow("no extension") << "pdf" << -1;
}

void TestRender::pictureFormatFromTheName() {
    QFETCH(QString, name);
    QFETCH(int, format);
    const auto found = pictureFormatFor(name);
    QCOMPARE(found ? int(*found) : -1, format);
}

void TestRender::unwritablePlaceIsAnError_data() {
    QTest::addColumn<int>("format");
    QTest::newRow("pdf") << int(PictureFormat::Pdf);
    QTest::newRow("png") << int(PictureFormat::Png);
    QTest::newRow("svg") << int(PictureFormat::Svg);
}

void TestRender::unwritablePlaceIsAnError() {
    QFETCH(int, format);
    const QString path = dir_.filePath(QStringLiteral("no/such/folder/x.out"));
    const auto written = writePicture(path, static_cast<PictureFormat>(format), {{GridPicture{sparseGrid(Shape{3, 3}), {}, {}, Alphabet::Digits}, {}}});
    QVERIFY(!written);
    QCOMPARE(written.error().path, path);
    QVERIFY(!written.error().reason.isEmpty());
}

// A booklet that cannot be finished leaves the file that was there: it is replaced only when whole.
void TestRender::aFailedWriteKeepsTheOldFile() {
    const QString sub = dir_.filePath(QStringLiteral("kept"));
    QVERIFY(QDir().mkpath(sub));
    const QString pdf = sub + QStringLiteral("/old.pdf");
    QFile old(pdf);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("the author's earlier booklet");
    old.close();
    QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::ExeOwner); // no new files in the folder
    const auto written = writeBookletPdf(pdf, {entry(sparseGrid(Shape{3, 3}), Alphabet::Digits)}, BookletOptions{});
    QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (written) QSKIP("running as root: the folder's permissions do not stop the write");
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the author's earlier booklet"));
}

QTEST_MAIN(TestRender)
#include "tst_render.moc"

namespace {

constexpr int kCell = 60; // px: a 9×9 grid of 540 px

// r1c1 = 0 .. r9c9 = 80.
constexpr int at(int row, int col) { return (row - 1) * 9 + (col - 1); }

// A jigsaw whose first two regions trade r1c3 and r1c4 (so r1c3's left and bottom edges part regions
// where the boxes' would not), with one of each drawn constraint away from each other.
Rules drawnRules() {
    Rules rules;
    rules.regions.resize(81);
    for (int c = 0; c < 81; ++c) rules.regions[static_cast<std::size_t>(c)] = ((c / 9) / 3) * 3 + (c % 9) / 3;
    rules.regions[at(1, 3)] = 1;
    rules.regions[at(1, 4)] = 0;
    rules.extraHouses.push_back({ExtraHouseKind::DiagonalDown, {}});
    rules.constraints.push_back({ConstraintKind::Ratio, {{at(5, 1), at(5, 2)}}, {}});
    rules.constraints.push_back({ConstraintKind::Difference, {{at(7, 1), at(7, 2)}}, {}});
    rules.constraints.push_back({ConstraintKind::Thermometer, {{at(9, 1), at(9, 2), at(9, 3)}}, {}});
    rules.constraints.push_back({ConstraintKind::Odd, {{at(3, 8)}}, {}});
    rules.constraints.push_back({ConstraintKind::Even, {{at(5, 8)}}, {}});
    rules.constraints.push_back({ConstraintKind::XV, {{at(7, 8), at(7, 9)}}, {10}});
    rules.constraints.push_back({ConstraintKind::Quadruple, {{at(2, 5), at(2, 6), at(3, 5), at(3, 6)}}, {1, 2}});
    return rules;
}

QImage drawn(const Rules& rules, std::vector<bool> broken = {}) {
    QImage image(9 * kCell, 9 * kCell, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(sheetFont());
    const auto cellRect = [](int cell) { return QRectF(cell % 9 * kCell, cell / 9 * kCell, kCell, kCell); };
    const RulesDrawing drawing{&rules, cellRect, paperRulesInk(), std::move(broken)};
    paintRulesUnder(p, drawing);
    paintRulesOver(p, drawing);
    return image;
}

int greyAt(const QImage& image, QPointF point) { return qGray(image.pixel(point.toPoint())); }

} // namespace

// Each constraint where players expect it (f-puzzles' and SudokuPad's look), read back from the pixels.
void TestRender::variantRulesAreDrawn() {
    const QImage image = drawn(drawnRules());
    const auto centre = [](int cell) { return QPointF(cell % 9 * kCell + kCell / 2.0, cell / 9 * kCell + kCell / 2.0); };
    // Black dot: dark at the edge's middle; white dot: white inside, a dark ring.
    QVERIFY(greyAt(image, (centre(at(5, 1)) + centre(at(5, 2))) / 2) < 40);
    const QPointF white = (centre(at(7, 1)) + centre(at(7, 2))) / 2;
    QVERIFY(greyAt(image, white) > 240);
    int ring = 255;
    for (int dy = 0; dy <= kCell / 6; ++dy) ring = std::min(ring, greyAt(image, white + QPointF(0, dy)));
    QVERIFY(ring < 60);
    // Thermometer: a grey bulb in r9c1, the tube through r9c2 and r9c3's centres, nothing beyond.
    QVERIFY(std::abs(greyAt(image, centre(at(9, 1))) - 200) < 20);
    QVERIFY(std::abs(greyAt(image, centre(at(9, 3))) - 200) < 20);
    QVERIFY(greyAt(image, centre(at(9, 4))) > 240);
    // Odd: a circle (grey in the middle, white in the cell's corner); even: a square (grey near its corner).
    QVERIFY(std::abs(greyAt(image, centre(at(3, 8))) - 200) < 20);
    QVERIFY(greyAt(image, centre(at(3, 8)) + QPointF(kCell * 0.3, kCell * 0.3)) > 240);
    QVERIFY(std::abs(greyAt(image, centre(at(5, 8)) + QPointF(kCell * 0.3, kCell * 0.3)) - 200) < 20);
    // X on the edge between r7c8 and r7c9: ink within a fifth of a cell of the edge's middle.
    const QPointF x = (centre(at(7, 8)) + centre(at(7, 9))) / 2;
    int darkest = 255;
    for (int dy = -kCell / 5; dy <= kCell / 5; ++dy)
        for (int dx = -kCell / 5; dx <= kCell / 5; ++dx) darkest = std::min(darkest, greyAt(image, x + QPointF(dx, dy)));
    QVERIFY(darkest < 60);
    // The quadruple's circle on the corner r2c5/r2c6/r3c5/r3c6 share, its digits inside.
    const QPointF corner(5 * kCell, 2 * kCell);
    int inside = 255;
    for (int dy = -kCell / 5; dy <= kCell / 5; ++dy)
        for (int dx = -kCell / 5; dx <= kCell / 5; ++dx) inside = std::min(inside, greyAt(image, corner + QPointF(dx, dy)));
    QVERIFY(inside < 100);
    QVERIFY(greyAt(image, corner + QPointF(kCell * 0.25, kCell * 0.1)) < 100 ||
            greyAt(image, corner + QPointF(kCell * 0.27, 0)) < 100); // the ring
    // The diagonal: dark on the middle of r5c5's top-left to bottom-right line.
    QVERIFY(greyAt(image, centre(at(5, 5))) < 100);
}

// A killer cage (r2c2, r2c3, r3c2: an L) as SudokuPad draws one: a dashed line just inside its outer
// edges only, and its sum in the top-left corner of its first cell.
void TestRender::killerCagesAreDashedWithTheirSum() {
    Rules rules;
    rules.constraints.push_back({ConstraintKind::KillerCage, {{at(2, 3), at(2, 2), at(3, 2)}}, {12}});
    const QImage image = drawn(rules);
    const qreal inset = kCell * 0.08;
    // Dark and light pixels along a line: a dashed line has both; no line, only light.
    const auto along = [&](QPointF from, QPointF to, int& dark, int& light) {
        dark = light = 0;
        for (int i = 0; i <= 40; ++i) {
            const QPointF p = from + (to - from) * (i / 40.0);
            (greyAt(image, p) < 128 ? dark : light)++;
        }
    };
    int dark = 0, light = 0;
    // The cage's top edge, past the sum's corner: r2c3's top, inset.
    along(QPointF(2 * kCell + inset, kCell + inset), QPointF(3 * kCell - inset, kCell + inset), dark, light);
    QVERIFY2(dark >= 8 && light >= 8, qPrintable(QStringLiteral("%1 dark, %2 light").arg(dark).arg(light)));
    // r3c2's left edge, inset: dashed too.
    along(QPointF(kCell + inset, 2 * kCell + inset), QPointF(kCell + inset, 3 * kCell - inset), dark, light);
    QVERIFY(dark >= 8 && light >= 8);
    // The edge r2c2 and r2c3 share is inside the cage: nothing on either side of it.
    along(QPointF(2 * kCell - inset, kCell + kCell * 0.35), QPointF(2 * kCell - inset, 2 * kCell - kCell * 0.35), dark, light);
    QCOMPARE(dark, 0);
    along(QPointF(2 * kCell + inset, kCell + kCell * 0.35), QPointF(2 * kCell + inset, 2 * kCell - kCell * 0.35), dark, light);
    QCOMPARE(dark, 0);
    // Another cell: nothing.
    along(QPointF(5 * kCell + inset, 5 * kCell + inset), QPointF(6 * kCell - inset, 5 * kCell + inset), dark, light);
    QCOMPARE(dark, 0);
    // The sum "12" in r2c2's top-left corner: ink there, within the band the marks keep clear of.
    int ink = 0;
    const qreal band = cageSumBand(kCell);
    for (int y = kCell; y < kCell + band; ++y)
        for (int x = kCell; x < kCell + kCell / 2; ++x) ink += qGray(image.pixel(x, y)) < 100;
    QVERIFY(ink > 10);
    QCOMPARE(cageSumCells(rules), std::vector<int>{at(2, 2)});
}

// The lines (issue 34): a thick stroke through the cells' centres in the kind's colour, translucent
// (the white under it lightens it), the same over a diagonal step, nothing beside it.
void TestRender::linesAreThickAndTranslucent_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QColor>("colour");
    const RulesInk ink = paperRulesInk();
    QTest::newRow("renban") << int(ConstraintKind::Renban) << ink.renban;
    QTest::newRow("whispers") << int(ConstraintKind::Whispers) << ink.whispers;
    QTest::newRow("palindrome") << int(ConstraintKind::Palindrome) << ink.palindrome;
    QTest::newRow("region-sum") << int(ConstraintKind::RegionSumLine) << ink.regionSumLine;
    QTest::newRow("entropic") << int(ConstraintKind::EntropicLine) << ink.entropicLine;
    QTest::newRow("modular") << int(ConstraintKind::ModularLine) << ink.modularLine;
    QTest::newRow("zipper") << int(ConstraintKind::ZipperLine) << ink.zipperLine;
}

void TestRender::linesAreThickAndTranslucent() {
    QFETCH(int, kind);
    QFETCH(QColor, colour);
    Rules rules;
    rules.constraints.push_back({static_cast<ConstraintKind>(kind), {{at(2, 2), at(2, 3), at(3, 4)}}, {}});
    const QImage image = drawn(rules);
    // Between r2c2's and r2c3's centres, and a tenth of a cell off the middle (the stroke is wider):
    // the colour over white at three quarters, each channel within 3.
    const auto expected = [&](int channel) { return qRound(255 - 0.75 * (255 - channel)); };
    for (qreal off : {0.0, 0.1}) {
        const QColor got = image.pixelColor((QPointF(2 * kCell, 1.5 * kCell + off * kCell)).toPoint());
        QVERIFY2(std::abs(got.red() - expected(colour.red())) <= 3 && std::abs(got.green() - expected(colour.green())) <= 3 &&
                     std::abs(got.blue() - expected(colour.blue())) <= 3,
                 qPrintable(got.name() + QStringLiteral(" for ") + colour.name()));
    }
    // The diagonal step r2c3 → r3c4: on its middle too.
    QVERIFY(greyAt(image, QPointF(3 * kCell, 2 * kCell)) < 250);
    // Beside the line (r2c2's centre, 0.3 of a cell down) and in another cell: white.
    QCOMPARE(greyAt(image, QPointF(1.5 * kCell, 1.8 * kCell)), 255);
    QCOMPARE(greyAt(image, QPointF(6.5 * kCell, 6.5 * kCell)), 255);
}

// In print each line kind has a grey level of its own (at least 10 of 255 apart), and none is as dark
// as the digits' black.
void TestRender::linesDifferInGrey() {
    std::vector<int> greys;
    for (ConstraintKind kind : {ConstraintKind::Renban, ConstraintKind::Whispers, ConstraintKind::Palindrome,
                                ConstraintKind::RegionSumLine, ConstraintKind::EntropicLine, ConstraintKind::ModularLine,
                                ConstraintKind::ZipperLine}) {
        Rules rules;
        rules.constraints.push_back({kind, {{at(5, 2), at(5, 3)}}, {}});
        greys.push_back(greyAt(drawn(rules), QPointF(2 * kCell, 4.5 * kCell)));
    }
    std::sort(greys.begin(), greys.end());
    for (std::size_t i = 1; i < greys.size(); ++i) QVERIFY2(greys[i] - greys[i - 1] >= 10, qPrintable(QString::number(greys[i])));
    QVERIFY(greys.front() > 100);
}

// A between line: a thin grey stroke, an empty circle on each end cell (white inside, a ring).
void TestRender::betweenLinesAreThinWithEmptyCircles() {
    Rules rules;
    rules.constraints.push_back({ConstraintKind::BetweenLine, {{at(4, 2), at(4, 3), at(4, 4), at(4, 5)}}, {}});
    const QImage image = drawn(rules);
    const int y = static_cast<int>(3.5 * kCell);
    // The stroke between the middle cells: grey; a fifth of a cell above it: white.
    QVERIFY(std::abs(greyAt(image, QPointF(3 * kCell, y)) - 128) < 30);
    QCOMPARE(greyAt(image, QPointF(3 * kCell, y - 0.2 * kCell)), 255);
    for (int end : {at(4, 2), at(4, 5)}) {
        const QPointF c = QPointF(end % 9 * kCell, end / 9 * kCell) + QPointF(kCell / 2.0, kCell / 2.0);
        QCOMPARE(greyAt(image, c), 255); // empty inside, the line stopping at the ring
        int ring = 255;
        for (qreal dy = -0.05; dy <= 0.05; dy += 0.01) ring = std::min(ring, greyAt(image, c + QPointF(0, (-0.39 + dy) * kCell)));
        QVERIFY(ring < 180);
    }
}

// A jigsaw's region borders are thick in the printed grid; constraints the digits break are drawn in
// the conflict ink.
void TestRender::brokenConstraintsAreDrawnInConflictInk() {
    const Rules rules = drawnRules();
    std::vector<bool> broken(rules.constraints.size(), false);
    broken[0] = true; // the black dot
    const QImage image = drawn(rules, broken);
    const QColor dot = image.pixelColor(QPoint(kCell, 4 * kCell + kCell / 2));
    QCOMPARE(dot, paperRulesInk().conflict);

    GridPicture picture{Grid(Shape{3, 3}), Grid{}, {}, Alphabet::Digits, rules};
    QImage grid(9 * kCell, 9 * kCell, QImage::Format_RGB32);
    grid.fill(Qt::white);
    {
        QPainter p(&grid);
        p.setFont(sheetFont());
        paintGrid(p, QRectF(0, 0, 9 * kCell, 9 * kCell), picture);
    }
    // Dark pixels across an edge, at a quarter of its length: thick between regions, thin inside one.
    const auto thickness = [&](QPoint from, QPoint step) {
        int dark = 0;
        for (int i = -8; i <= 8; ++i)
            if (qGray(grid.pixel(from + step * i)) < 128) ++dark;
        return dark;
    };
    // r1c3 belongs to the second region now: its left and bottom edges part regions, r2c2|r2c3 does not.
    const int jigsawEdge = thickness(QPoint(2 * kCell, kCell / 4), QPoint(1, 0));         // r1c2 | r1c3
    const int insideRegion = thickness(QPoint(2 * kCell, kCell + kCell / 4), QPoint(1, 0)); // r2c2 | r2c3
    const int underR1c3 = thickness(QPoint(2 * kCell + kCell / 4, kCell), QPoint(0, 1));  // r1c3 over r2c3
    QVERIFY2(jigsawEdge > insideRegion, qPrintable(QStringLiteral("%1 vs %2").arg(jigsawEdge).arg(insideRegion)));
    QVERIFY2(underR1c3 > insideRegion, qPrintable(QStringLiteral("%1 vs %2").arg(underR1c3).arg(insideRegion)));
}

// An arrow (circle r5c5, through r5c6 to r5c7) and a little killer (11 from above r1c3, down-left):
// the arrow's grey line and circle, its head at the tip, nothing beyond; the sum in the place
// outside the grid, drawn in a picture with a cell of margin.
void TestRender::arrowsAndLittleKillersAreDrawn() {
    Rules rules;
    rules.constraints.push_back({ConstraintKind::Arrow, {{at(5, 5)}, {at(5, 5), at(5, 6), at(5, 7)}}, {}});
    rules.constraints.push_back({ConstraintKind::LittleKiller, {{at(1, 2), at(2, 1)}}, {11, int(LittleKillerDirection::DownLeft)}});
    QCOMPARE(outsideMargin(rules), 1);
    QImage image(11 * kCell, 11 * kCell, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(sheetFont());
    const auto cellRect = [](int cell) { return QRectF((cell % 9 + 1) * kCell, (cell / 9 + 1) * kCell, kCell, kCell); };
    const RulesDrawing drawing{&rules, cellRect, paperRulesInk(), {}};
    paintRulesUnder(p, drawing);
    paintRulesOver(p, drawing);
    p.end();
    const auto centreOf = [&](int cell) { return cellRect(cell).center(); };
    // The circle: white inside, a grey ring at 0.38 of a cell from the centre (left of it, away
    // from the line).
    QVERIFY(greyAt(image, centreOf(at(5, 5))) > 240);
    int ring = 255;
    for (int dx = kCell * 30 / 100; dx <= kCell * 45 / 100; ++dx) ring = std::min(ring, greyAt(image, centreOf(at(5, 5)) - QPointF(dx, 0)));
    QVERIFY2(ring < 200 && ring > 60, qPrintable(QString::number(ring)));
    // The line through r5c6's centre, grey; the head's strokes just behind the tip at r5c7.
    QVERIFY(greyAt(image, centreOf(at(5, 6))) < 200);
    int head = 255;
    for (int dy = 2; dy <= kCell / 5; ++dy) head = std::min(head, greyAt(image, centreOf(at(5, 7)) + QPointF(-kCell * 0.12, dy)));
    QVERIFY(head < 200);
    QVERIFY(greyAt(image, centreOf(at(5, 8))) > 240);
    // The little killer's sum above r1c3 (outside the grid), ink there; none above r1c6.
    const auto inkIn = [&](QRectF r) {
        int dark = 0;
        for (int y = int(r.top()); y < int(r.bottom()); ++y)
            for (int x = int(r.left()); x < int(r.right()); ++x) dark += qGray(image.pixel(x, y)) < 128;
        return dark;
    };
    QVERIFY(inkIn(QRectF(3 * kCell, 0, kCell, kCell)) > 20);
    QCOMPARE(inkIn(QRectF(6 * kCell, 0, kCell, kCell)), 0);
}

// Sandwich, X-sum and skyscraper clues: their number in the place at their row's or column's end.
void TestRender::rowCluesAreDrawnAtTheirEnds() {
    Rules rules;
    std::vector<int> row3, column7;
    for (int k = 9; k >= 1; --k) row3.push_back(at(3, k)); // from the right
    for (int k = 9; k >= 1; --k) column7.push_back(at(k, 7)); // from below
    rules.constraints.push_back({ConstraintKind::Sandwich, {row3}, {12}});
    rules.constraints.push_back({ConstraintKind::Skyscraper, {column7}, {4}});
    QCOMPARE(outsideMargin(rules), 1);
    QImage image(11 * kCell, 11 * kCell, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(sheetFont());
    const auto cellRect = [](int cell) { return QRectF((cell % 9 + 1) * kCell, (cell / 9 + 1) * kCell, kCell, kCell); };
    const RulesDrawing drawing{&rules, cellRect, paperRulesInk(), {}};
    paintRulesUnder(p, drawing);
    paintRulesOver(p, drawing);
    p.end();
    const auto inkIn = [&](QRectF r) {
        int dark = 0;
        for (int y = int(r.top()); y < int(r.bottom()); ++y)
            for (int x = int(r.left()); x < int(r.right()); ++x) dark += qGray(image.pixel(x, y)) < 128;
        return dark;
    };
    QVERIFY(inkIn(QRectF(10 * kCell, 3 * kCell, kCell, kCell)) > 20); // right of r3c9
    QVERIFY(inkIn(QRectF(7 * kCell, 10 * kCell, kCell, kCell)) > 20); // below r9c7
    QCOMPARE(inkIn(QRectF(0, 3 * kCell, kCell, kCell)), 0);           // not left of r3c1
    QCOMPARE(inkIn(QRectF(7 * kCell, 0, kCell, kCell)), 0);           // not above r1c7
}

// A picture of rules with outside clues keeps a cell of margin inside its square for them; without
// them the grid fills the square as it always did.
void TestRender::outsideCluesTakeAMargin() {
    const auto framedAt = [](const Rules& rules) {
        QImage image(11 * kCell, 11 * kCell, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setFont(sheetFont());
        paintGrid(p, QRectF(0, 0, 11 * kCell, 11 * kCell), GridPicture{Grid(Shape{3, 3}), Grid(Shape{3, 3}), {}, Alphabet::Digits, rules});
        p.end();
        // The first dark pixel along the middle row from the left.
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, image.height() / 2 + kCell / 4)) < 100) return x;
        return -1;
    };
    Rules classic;
    classic.constraints.push_back({ConstraintKind::Odd, {{at(1, 1)}}, {}});
    QVERIFY(framedAt(classic) <= 2); // the frame at the square's edge
    Rules little;
    little.constraints.push_back({ConstraintKind::LittleKiller, {{at(1, 2), at(2, 1)}}, {11, int(LittleKillerDirection::DownLeft)}});
    const int x = framedAt(little);
    QVERIFY2(std::abs(x - kCell) <= 3, qPrintable(QString::number(x))); // one cell in: 11 cells across, the grid 9
}
