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
