// How the board is painted (board/boardpainter.h, board/layers/): each layer shows where it should,
// corner marks in the player's order, centre marks fixed or in a row, colours as slices and behind
// candidates, the filters' shapes, the selection's outline, frames that never cover a mark, the
// minimum mark size, and the contrast of every ink on every ground in every theme, measured
// (board/boardcolors.h says how "3:1 for highlights" is read).
//
// Everything is painted with paintBoard into an image, as the widget does, and read back by pixel.

#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "board/marklayout.h"
#include "board/palette.h"
#include "game/game.h"
#include "testsupport.h"
#include "window/theme.h"

using namespace qudoku;
using namespace qudoku::ui;

Q_DECLARE_METATYPE(qudoku::ui::Theme)
Q_DECLARE_METATYPE(qudoku::ui::CentreStyle)
Q_DECLARE_METATYPE(qudoku::ui::Layer)

namespace {

constexpr int kSide = 450; // the board's image, as tst_ui_board's widget

QPalette paletteOf(Theme theme) {
    // System: the platform's palette (offscreen: Fusion's light one), as paletteFor leaves it.
    return theme == Theme::System ? QApplication::palette() : paletteFor(theme);
}

QImage paint(const BoardView& view, const QPalette& palette, int side = kSide) {
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(image.rect(), palette.color(QPalette::Window));
    paintBoard(painter, BoardGeometry(view.game->shape(), image.rect()), BoardColors::fromPalette(palette), view);
    return image;
}

BoardGeometry geometryOf(const Game& game, int side = kSide) {
    return BoardGeometry(game.shape(), QRect(0, 0, side, side));
}

bool near(QRgb pixel, const QColor& colour, int tolerance = 24) {
    return std::abs(qRed(pixel) - colour.red()) + std::abs(qGreen(pixel) - colour.green()) +
               std::abs(qBlue(pixel) - colour.blue()) <=
           tolerance;
}

// The pixels of `rect` that differ between two images, and their bounding box.
QRect changedIn(const QImage& a, const QImage& b, const QRect& rect, int* count = nullptr) {
    QRect box;
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) {
                box |= QRect(x, y, 1, 1);
                ++n;
            }
    if (count) *count = n;
    return box;
}

int countNear(const QImage& image, const QRect& rect, const QColor& colour, int tolerance = 24) {
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            if (near(image.pixel(x, y), colour, tolerance)) ++n;
    return n;
}

struct Named {
    QString name;
    QColor colour;
};

// Every ground a digit or a mark can sit on: each combination of tints a cell can have (with and
// without each of a hint's tints), the player's colours, the disc of the filter's candidates and the
// square behind a mark of the cursor's digit.
std::vector<Named> textGrounds(const BoardColors& c) {
    std::vector<Named> grounds;
    const std::vector<Named> hints{{QString(), QColor()},
                                   {QStringLiteral("hint area"), c.hints.areaTint},
                                   {QStringLiteral("hint cover"), c.hints.coverTint},
                                   {QStringLiteral("hint link"), c.hints.linkTint},
                                   {QStringLiteral("hint cover+area"), mix(c.hints.coverTint, c.hints.areaTint, 0.6)}};
    for (const Named& hint : hints)
        for (int bits = 0; bits < 64; ++bits) {
            CellTint t;
            t.selected = bits & 1;
            t.peer = bits & 2;
            t.sameValue = bits & 4;
            t.conflictHouse = bits & 8;
            t.conflictCell = bits & 16;
            t.filter = bits & 32;
            t.hint = hint.colour;
            QStringList name;
            const char* names[] = {"selected", "peer", "same value", "conflict house", "conflict cell", "filter"};
            for (int i = 0; i < 6; ++i)
                if (bits & (1 << i)) name << QLatin1String(names[i]);
            if (!hint.name.isEmpty()) name << hint.name;
            grounds.push_back({name.isEmpty() ? QStringLiteral("plain") : name.join(QLatin1Char('+')), c.ground(t)});
        }
    for (int colour = 1; colour <= kColours; ++colour)
        grounds.push_back(
            {QStringLiteral("colour %1 (%2)").arg(colour).arg(paletteColourName(colour)), c.colour(colour)});
    grounds.push_back({QStringLiteral("filter's candidate disc"), c.filterTint});
    grounds.push_back({QStringLiteral("mark of the cursor's digit"), c.sameValue});
    return grounds;
}

} // namespace

class TestPainting : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void themes_data();
    void inksReadOnEveryGround_data() { themes_data(); }
    void inksReadOnEveryGround();
    void cuesStandOutFromTheBoard_data() { themes_data(); }
    void cuesStandOutFromTheBoard();
    void tintsAreSeenAndColoursKeepTheirOrder_data() { themes_data(); }
    void tintsAreSeenAndColoursKeepTheirOrder();
    void theHighContrastThemeIsRecognised_data() { themes_data(); }
    void theHighContrastThemeIsRecognised();
    void thePaintedGroundIsTheMeasuredOne_data() { themes_data(); }
    void thePaintedGroundIsTheMeasuredOne();

    void cornerMarksGoAroundTheEdgeInTheirOrder();
    void centreMarksFixedOrInARow();
    void aCentreRowKeepsClearOfTheCornerMarks();
    void coloursAreSlices();
    void aCandidateColourIsADiscBehindItsMark();
    void theDigitFilterTintsAndShapes();
    void theBivalueFilterFramesItsCells();
    void theSelectionIsTintedAndOutlinedOnce();
    void framesLeaveTheMarksInSight_data();
    void framesLeaveTheMarksInSight();
    void marksKeepTheMinimumSize_data();
    void marksKeepTheMinimumSize();
    void aSmallBoardElidesWhatDoesNotFit();
    void digitsAreCentredAtEverySize_data();
    void digitsAreCentredAtEverySize();

private:
    BoardView view() const;
    Game* game_ = nullptr;
};

void TestPainting::init() {
    game_ = new Game;
    game_->loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
}

void TestPainting::cleanup() {
    delete game_;
    game_ = nullptr;
}

BoardView TestPainting::view() const {
    BoardView v;
    v.game = game_;
    v.selected = 80;
    v.selection = {80};
    return v;
}

void TestPainting::themes_data() {
    QTest::addColumn<Theme>("theme");
    QTest::newRow("system") << Theme::System;
    QTest::newRow("light") << Theme::Light;
    QTest::newRow("dark") << Theme::Dark;
    QTest::newRow("high contrast") << Theme::HighContrast;
}

// WCAG AA: every digit and mark at least 4.5:1 against whatever it sits on, in every theme.
void TestPainting::inksReadOnEveryGround() {
    QFETCH(Theme, theme);
    const BoardColors c = BoardColors::fromPalette(paletteOf(theme));
    const std::vector<Named> inks{{QStringLiteral("given"), c.given},
                                  {QStringLiteral("player"), c.player},
                                  {QStringLiteral("computer"), c.computer},
                                  {QStringLiteral("centre mark"), c.pencil},
                                  {QStringLiteral("corner mark"), c.corner}};
    double worst = 21;
    QString worstPair;
    int failures = 0;
    for (const Named& ground : textGrounds(c))
        for (const Named& ink : inks) {
            const double ratio = contrastRatio(ink.colour, ground.colour);
            if (ratio < worst) {
                worst = ratio;
                worstPair = ink.name + QStringLiteral(" on ") + ground.name;
            }
            if (ratio < 4.5) {
                qWarning("%s on %s: %.2f:1", qPrintable(ink.name), qPrintable(ground.name), ratio);
                ++failures;
            }
        }
    for (const Named& ink : inks)
        qInfo("%s on the plain cell: %.1f:1", qPrintable(ink.name), contrastRatio(ink.colour, c.background));
    qInfo("the least: %.2f:1 (%s)", worst, qPrintable(worstPair));
    QCOMPARE(failures, 0);
}

// Non-text contrast: what marks a state by its shape stands 3:1 from the board and from the tint it
// is drawn on (WCAG 1.4.11); 4.5:1 in the high-contrast theme.
void TestPainting::cuesStandOutFromTheBoard() {
    QFETCH(Theme, theme);
    const BoardColors c = BoardColors::fromPalette(paletteOf(theme));
    CellTint selectedClash;
    selectedClash.selected = selectedClash.conflictCell = true;
    struct Cue {
        const char* name;
        QColor colour;
        std::vector<Named> on;
    };
    const Named board{QStringLiteral("board"), c.background};
    const std::vector<Cue> cues{
        {"selection outline",
         c.selectionFrame,
         {board, {QStringLiteral("selection"), c.selected}, {QStringLiteral("peer"), c.peer}}},
        {"cursor frame",
         c.focusFrame,
         {board, {QStringLiteral("selection"), c.selected}, {QStringLiteral("peer"), c.peer}}},
        {"conflict outline and underline",
         c.conflictMark,
         {board,
          {QStringLiteral("conflict cell"), c.conflictCell},
          {QStringLiteral("selected conflict"), c.ground(selectedClash)}}},
        {"Check's cross (on its halo)", c.wrong, {board}},
        {"hinted cell's ring", c.hint, {board}},
        {"filter's notch, ring and frame", c.filterMark, {board, {QStringLiteral("filter"), c.filterTint}}},
    };
    const double required = theme == Theme::HighContrast ? 4.5 : 3.0;
    int failures = 0;
    for (const Cue& cue : cues)
        for (const Named& ground : cue.on) {
            const double ratio = contrastRatio(cue.colour, ground.colour);
            qInfo("%s on %s: %.2f:1", cue.name, qPrintable(ground.name), ratio);
            if (ratio < required) ++failures;
        }
    QCOMPARE(failures, 0);
}

// The tints are there to be seen (and a clashing cell more than its house); the player's colours,
// tinted, keep the palette's order of lightness where two of them share a hue, so blue is still the
// darker blue and black the darker grey.
void TestPainting::tintsAreSeenAndColoursKeepTheirOrder() {
    QFETCH(Theme, theme);
    const BoardColors c = BoardColors::fromPalette(paletteOf(theme));
    const std::vector<Named> tints{{QStringLiteral("peer"), c.peer},
                                   {QStringLiteral("same value"), c.sameValue},
                                   {QStringLiteral("selection"), c.selected},
                                   {QStringLiteral("conflict house"), c.conflictHouse},
                                   {QStringLiteral("filter"), c.filterTint}};
    for (const Named& tint : tints) {
        const double ratio = contrastRatio(tint.colour, c.background);
        qInfo("%s against the board: %.2f:1", qPrintable(tint.name), ratio);
        QVERIFY2(ratio >= 1.1, qPrintable(tint.name));
    }
    QVERIFY(contrastRatio(c.conflictCell, c.background) > contrastRatio(c.conflictHouse, c.background));
    const auto luminanceOrder = [&](int lighter, int darker) {
        const auto l = [](const QColor& x) { return x.redF() * 0.2126 + x.greenF() * 0.7152 + x.blueF() * 0.0722; };
        return l(c.colour(lighter)) > l(c.colour(darker));
    };
    QVERIFY(luminanceOrder(2, 5));                                                                   // sky blue, blue
    if (!(paletteOf(theme).color(QPalette::Base).lightnessF() < 0.5)) QVERIFY(luminanceOrder(8, 9)); // grey, black
    for (int colour = 1; colour <= kColours; ++colour)
        QVERIFY2(c.colour(colour) != c.background, qPrintable(paletteColourName(colour)));
}

void TestPainting::theHighContrastThemeIsRecognised() {
    QFETCH(Theme, theme);
    const BoardColors c = BoardColors::fromPalette(paletteOf(theme));
    QCOMPARE(c.highContrast, theme == Theme::HighContrast);
    if (c.highContrast) {
        QCOMPARE(c.thinLines, c.lines); // every line in full ink
        QVERIFY(c.strokeWidth(48) > BoardColors::fromPalette(paletteFor(Theme::Light)).strokeWidth(48));
    }
}

// What the contrast test measures is what the board shows: a peer, a clashing house, the selection.
void TestPainting::thePaintedGroundIsTheMeasuredOne() {
    QFETCH(Theme, theme);
    const QPalette palette = paletteOf(theme);
    const BoardColors c = BoardColors::fromPalette(palette);
    QVERIFY(game_->placeValue(2, 5)); // r1c3 = 5 clashes with r1c1
    BoardView v = view();
    v.selected = 40;
    v.selection = {40};
    const QImage image = paint(v, palette);
    const BoardGeometry g = geometryOf(*game_);
    const auto at = [&](int cell) { return image.pixel(g.cellRect(cell).topLeft() + QPoint(g.cellSize() / 4, 3)); };
    CellTint peer;
    peer.peer = true;
    QCOMPARE(QColor(at(37)).rgb(), c.ground(peer).rgb());
    CellTint house;
    house.conflictHouse = true;
    QCOMPARE(QColor(at(6)).rgb(), c.ground(house).rgb());
    CellTint selected;
    selected.selected = true;
    QCOMPARE(QColor(image.pixel(g.cellRect(40).center() + QPoint(g.cellSize() / 4, 0))).rgb(),
             c.ground(selected).rgb());
}

// Snyder notation, SudokuPad's places: the corners first, then the middles of the edges, in the order
// the player adds them, whatever the digits.
void TestPainting::cornerMarksGoAroundTheEdgeInTheirOrder() {
    const int cell = 2; // r1c3, empty
    const QRect rect = geometryOf(*game_).cellRect(cell);
    const QPalette palette = paletteOf(Theme::Light);
    const int third = rect.width() / 6;
    // Where each new mark's ink is, as (column, row) of a 3×3 grid over the cell.
    const std::vector<std::pair<int, int>> expected{{0, 0}, {2, 0}, {0, 2}, {2, 2}, {1, 0}, {1, 2}, {0, 1}, {2, 1}};
    const std::vector<int> order{7, 3, 9, 1, 5, 4, 8, 6};
    QImage before = paint(view(), palette);
    for (std::size_t i = 0; i < order.size(); ++i) {
        QVERIFY(game_->enter({cell}, Layer::Corner, order[i]));
        const QImage after = paint(view(), palette);
        const QRect ink = changedIn(before, after, rect);
        QVERIFY2(!ink.isEmpty(), qPrintable(QString::number(order[i])));
        const QPoint offset = ink.center() - rect.center();
        const auto place = [third](int d) { return d < -third ? 0 : d > third ? 2 : 1; };
        QCOMPARE(std::make_pair(place(offset.x()), place(offset.y())), expected[i]);
        before = after;
    }
    // A cell with a digit shows none of them (they stay, hidden, under it).
    QVERIFY(game_->placeValue(cell, 4));
    const QImage withMarks = paint(view(), palette);
    Game digitOnly;
    digitOnly.loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(digitOnly.placeValue(cell, 4));
    BoardView plain = view();
    plain.game = &digitOnly;
    QCOMPARE(withMarks, paint(plain, palette));
}

// Fixed: a value in its keypad spot (1 top left). In a row: the marks centred, one line while they
// fit, the font smaller when many.
void TestPainting::centreMarksFixedOrInARow() {
    const int cell = 2;
    const QRect rect = geometryOf(*game_).cellRect(cell);
    const QPalette palette = paletteOf(Theme::Light);
    BoardView v = view();
    const QImage blank = paint(v, palette);
    QVERIFY(game_->togglePencilMark(cell, 1));
    const QRect fixedOne = changedIn(blank, paint(v, palette), rect);
    v.centreStyle = CentreStyle::Row;
    const QRect rowOne = changedIn(blank, paint(v, palette), rect);
    QVERIFY(fixedOne.center().x() < rect.center().x() - rect.width() / 4);
    QVERIFY(fixedOne.center().y() < rect.center().y() - rect.height() / 4);
    QVERIFY(std::abs(rowOne.center().x() - rect.center().x()) <= 3);
    QVERIFY(std::abs(rowOne.center().y() - rect.center().y()) <= 3);

    for (int value : {2, 3, 4}) QVERIFY(game_->togglePencilMark(cell, value));
    const QRect rowFour = changedIn(blank, paint(v, palette), rect);
    QVERIFY(rowFour.height() < rect.height() / 3); // one line
    QVERIFY(std::abs(rowFour.center().x() - rect.center().x()) <= 3);
    v.centreStyle = CentreStyle::Fixed;
    const QRect fixedFour = changedIn(blank, paint(v, palette), rect);
    QVERIFY(fixedFour.height() > rect.height() / 3); // 1 2 3 / 4
    QVERIFY(fixedFour.width() > rect.width() * 2 / 3);
}

// The row never runs into the corner marks, however many of each (every count, a range of sizes).
void TestPainting::aCentreRowKeepsClearOfTheCornerMarks() {
    const MarkSizing sizing;
    for (int side : {32, 40, 48, 64, 90})
        for (int corners = 0; corners <= 9; ++corners)
            for (int centres = 1; centres <= 9; ++centres) {
                const QRectF cell(10, 10, side, side);
                CornerMarks corner;
                for (int v = 1; v <= corners; ++v) corner.add(v);
                const MarkLayout around = layoutCornerMarks(cell, corner, sizing);
                const MarkLayout row =
                    layoutCentreRow(centreRoom(cell, around), (MarkSet{1} << centres) - 1, side * 26 / 100, sizing);
                for (const PlacedMark& c : row.marks) {
                    QVERIFY(cell.contains(c.box));
                    for (const PlacedMark& k : around.marks)
                        QVERIFY2(
                            !c.box.intersects(k.box),
                            qPrintable(
                                QStringLiteral("%1 px, %2 corner, %3 centre").arg(side).arg(corners).arg(centres)));
                }
            }
}

// Several colours in one cell are slices (two: each half of the cell along a diagonal); one colour
// fills it; a digit stays on top.
void TestPainting::coloursAreSlices() {
    const QPalette palette = paletteOf(Theme::Light);
    const BoardColors c = BoardColors::fromPalette(palette);
    const int cell = 0; // a given 5
    const QRect rect = geometryOf(*game_).cellRect(cell);
    QVERIFY(game_->enter({cell}, Layer::Colour, 1));
    QImage image = paint(view(), palette);
    QCOMPARE(QColor(image.pixel(rect.topLeft() + QPoint(3, 3))).rgb(), c.colour(1).rgb());
    QCOMPARE(QColor(image.pixel(rect.bottomRight() - QPoint(3, 3))).rgb(), c.colour(1).rgb());
    QVERIFY(game_->enter({cell}, Layer::Colour, 5));
    image = paint(view(), palette);
    const QRgb topLeft = image.pixel(rect.topLeft() + QPoint(3, 3)),
               bottomRight = image.pixel(rect.bottomRight() - QPoint(3, 3));
    QVERIFY(topLeft != bottomRight);
    for (QRgb pixel : {topLeft, bottomRight})
        QVERIFY(QColor(pixel).rgb() == c.colour(1).rgb() || QColor(pixel).rgb() == c.colour(5).rgb());
    // The given's ink is still there, in its colour.
    QVERIFY(countNear(image, rect, c.given, 30) > 20);
}

void TestPainting::aCandidateColourIsADiscBehindItsMark() {
    const QPalette palette = paletteOf(Theme::Light);
    const BoardColors c = BoardColors::fromPalette(palette);
    const int cell = 2;
    QVERIFY(game_->togglePencilMark(cell, 5));
    QVERIFY(game_->togglePencilMark(cell, 6));
    QVERIFY(game_->colourCandidate(cell, 5, 2));
    const QImage image = paint(view(), palette);
    const BoardGeometry g = geometryOf(*game_);
    const QRect five = g.markRect(cell, 5), six = g.markRect(cell, 6);
    QVERIFY(countNear(image, five, c.colour(2), 6) > five.width()); // the disc, around the 5's ink
    QCOMPARE(countNear(image, six, c.colour(2), 6), 0);             // not on another candidate
    QCOMPARE(countNear(image, g.cellRect(cell).adjusted(0, 0, 0, -g.cellSize() * 2 / 3), c.colour(2), 6),
             0); // nor the cell
}

// "Highlight digit N": the cells holding N tinted and notched, every candidate N on a disc with a
// ring, so the filter is not colour alone.
void TestPainting::theDigitFilterTintsAndShapes() {
    const QPalette palette = paletteOf(Theme::Light);
    const BoardColors c = BoardColors::fromPalette(palette);
    const BoardGeometry g = geometryOf(*game_);
    QVERIFY(game_->togglePencilMark(2, 5));
    QVERIFY(game_->togglePencilMark(2, 7));
    BoardView v = view();
    const QImage off = paint(v, palette);
    v.filterDigit = 5;
    const QImage on = paint(v, palette);
    const QRect holder = g.cellRect(0);                                                    // a given 5
    QCOMPARE(QColor(on.pixel(holder.topLeft() + QPoint(2, 2))).rgb(), c.filterMark.rgb()); // the notch
    QCOMPARE(QColor(on.pixel(holder.bottomRight() - QPoint(4, 4))).rgb(), c.filterTint.rgb());
    QVERIFY(!near(off.pixel(holder.topLeft() + QPoint(2, 2)), c.filterMark));
    const QRect candidate = g.markRect(2, 5);
    qInfo("ring %d px, disc %d px", countNear(on, candidate, c.filterMark, 30),
          countNear(on, candidate, c.filterTint, 6));
    QVERIFY(countNear(on, candidate, c.filterMark, 30) > candidate.width()); // the ring
    QVERIFY(countNear(on, candidate, c.filterTint, 6) > candidate.width());  // the disc
    QCOMPARE(countNear(off, candidate, c.filterMark, 30), 0);
    QCOMPARE(countNear(on, g.markRect(2, 7), c.filterMark, 30), 0);
    // A cell without centre marks where the rules allow N shows it, ringed (the candidates the hints
    // read there); one where they do not, nothing.
    int allowed = -1, barred = -1;
    for (int cell = 0; cell < game_->cellCount(); ++cell) {
        if (game_->value(cell) != 0 || game_->pencilMarks(cell) != 0) continue;
        (game_->candidates(cell) & markBit(5) ? allowed : barred) = cell;
    }
    QVERIFY(allowed >= 0 && barred >= 0);
    QVERIFY(countNear(on, g.markRect(allowed, 5), c.filterMark, 30) > 0);
    QCOMPARE(countNear(on, g.markRect(barred, 5), c.filterMark, 30), 0);
    QCOMPARE(countNear(off, g.markRect(allowed, 5), c.filterMark, 30), 0);
}

// Cells with exactly two candidates: tinted, in a dashed frame on their border.
void TestPainting::theBivalueFilterFramesItsCells() {
    const QPalette palette = paletteOf(Theme::Light);
    const BoardColors c = BoardColors::fromPalette(palette);
    const BoardGeometry g = geometryOf(*game_);
    QVERIFY(game_->togglePencilMark(2, 5));
    QVERIFY(game_->togglePencilMark(2, 7));
    QVERIFY(game_->togglePencilMark(3, 5)); // one candidate: not bivalue
    BoardView v = view();
    v.filterBivalue = true;
    const QImage image = paint(v, palette);
    const QRect two = g.cellRect(2), one = g.cellRect(3);
    const QRect topEdge(two.left(), two.top() - 1, two.width(), 3);
    const int dashes = countNear(image, topEdge, c.filterMark, 30);
    QVERIFY(dashes > two.width() / 3);     // a frame
    QVERIFY(dashes < two.width() * 3 - 6); // dashed
    QCOMPARE(QColor(image.pixel(two.center() + QPoint(0, two.height() / 3))).rgb(), c.filterTint.rgb());
    QCOMPARE(countNear(image, QRect(one.left() + 4, one.top() - 1, one.width() - 8, 3), c.filterMark, 30), 0);
}

// Every selected cell tinted, one outline around the selection (not between its cells).
void TestPainting::theSelectionIsTintedAndOutlinedOnce() {
    const QPalette palette = paletteOf(Theme::Light);
    const BoardColors c = BoardColors::fromPalette(palette);
    const BoardGeometry g = geometryOf(*game_);
    BoardView v = view();
    v.selection = {2, 3, 11, 12}; // r1c3, r1c4, r2c3, r2c4: empty
    v.selected = 12;
    const QImage image = paint(v, palette);
    for (int cell : v.selection)
        QCOMPARE(QColor(image.pixel(g.cellRect(cell).center() + QPoint(g.cellSize() / 4, g.cellSize() / 4))).rgb(),
                 c.selected.rgb());
    const QRect a = g.cellRect(2), b = g.cellRect(3), below = g.cellRect(11);
    QCOMPARE(QColor(image.pixel(a.center().x(), a.top())).rgb(), c.selectionFrame.rgb()); // outer edge
    QCOMPARE(QColor(image.pixel(a.left(), a.center().y())).rgb(), c.selectionFrame.rgb());
    QVERIFY(QColor(image.pixel(a.right(), a.center().y())).rgb() != c.selectionFrame.rgb()); // inner edge
    QVERIFY(QColor(image.pixel(b.left(), b.center().y())).rgb() != c.selectionFrame.rgb());
    QVERIFY(QColor(image.pixel(a.center().x(), below.top())).rgb() != c.selectionFrame.rgb());
    QCOMPARE(QColor(image.pixel(below.center().x(), below.bottom())).rgb(), c.selectionFrame.rgb());
    // An unselected peer keeps no tint of the selection, and peers are not shown for several cells.
    QCOMPARE(QColor(image.pixel(g.cellRect(5).center() + QPoint(g.cellSize() / 4, g.cellSize() / 4))).rgb(),
             c.background.rgb());
}

void TestPainting::framesLeaveTheMarksInSight_data() {
    QTest::addColumn<Theme>("theme");
    QTest::addColumn<CentreStyle>("style");
    QTest::addColumn<Layer>("mode");
    QTest::addColumn<int>("side");
    for (int side : {320, 450, 640, 900})
        for (Theme theme : {Theme::Light, Theme::HighContrast})
            for (CentreStyle style : {CentreStyle::Fixed, CentreStyle::Row})
                for (Layer mode : {Layer::Digit, Layer::Corner, Layer::Centre, Layer::Colour})
                    QTest::addRow("%d px, %s, %s, mode %d", side, theme == Theme::Light ? "light" : "high contrast",
                                  style == CentreStyle::Fixed ? "fixed" : "row", int(mode))
                        << theme << style << mode << side;
}

// The frames on a cell's border (the selection's outline, the cursor's frame in every mode, the
// bivalue filter's) change no pixel of a mark's ink: corner marks at the edge, centre marks in the
// outer spots.
void TestPainting::framesLeaveTheMarksInSight() {
    QFETCH(Theme, theme);
    QFETCH(CentreStyle, style);
    QFETCH(Layer, mode);
    QFETCH(int, side);
    const QPalette palette = paletteOf(theme);
    const int cell = 2;
    const QRect rect = geometryOf(*game_, side).cellRect(cell);
    BoardView v = view();
    v.centreStyle = style;
    const QImage blank = paint(v, palette, side);
    for (int value : {1, 3, 7, 9}) QVERIFY(game_->togglePencilMark(cell, value));
    for (int value : {2, 4, 6, 8, 5, 1, 3, 9}) QVERIFY(game_->enter({cell}, Layer::Corner, value));
    const QImage marks = paint(v, palette, side);
    v.selected = cell;
    v.selection = {cell};
    v.focused = true;
    v.mode = mode;
    const QImage framed = paint(v, palette, side);
    QVERIFY(framed != marks); // the frames are drawn
    const BoardColors c = BoardColors::fromPalette(palette);
    int covered = 0, ink = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            if (blank.pixel(x, y) == marks.pixel(x, y)) continue; // no mark's ink here
            ++ink;
            // The selection's tint changes the ground around the ink, so compare by colour: the frames
            // are drawn in solid colours that no ink has.
            for (const QColor& frame : {c.selectionFrame, c.focusFrame})
                if (near(framed.pixel(x, y), frame, 8)) ++covered;
        }
    QVERIFY(ink > 100);
    QCOMPARE(covered, 0);
}

void TestPainting::marksKeepTheMinimumSize_data() {
    QTest::addColumn<int>("minimum");
    QTest::newRow("8 px") << 8;
    QTest::newRow("11 px") << 11;
}

// No layout draws a mark smaller than the minimum, at any cell size; what does not fit is elided
// (an ellipsis last), what fits is all shown.
void TestPainting::marksKeepTheMinimumSize() {
    QFETCH(int, minimum);
    MarkSizing sizing;
    sizing.minPixels = minimum;
    const Shape nine{3, 3}, twentyFive{5, 5};
    for (int side = 12; side <= 90; side += 3) {
        const QRect cell(0, 0, side, side);
        for (int count = 1; count <= 25; ++count) {
            const MarkSet all = (MarkSet{1} << count) - 1;
            CornerMarks corner;
            for (int v = 1; v <= count; ++v) corner.add(v);
            std::vector<MarkLayout> layouts{layoutCentreRow(QRectF(cell), all, side / 4, sizing),
                                            layoutCornerMarks(QRectF(cell), corner, sizing)};
            if (count <= 9) layouts.push_back(layoutCentreFixed(cell, all, nine, sizing));
            layouts.push_back(layoutCentreFixed(cell, all, twentyFive, sizing));
            for (const MarkLayout& layout : layouts) {
                QVERIFY(layout.pixelSize >= minimum);
                const int shown = static_cast<int>(layout.marks.size());
                if (layout.elided()) {
                    QCOMPARE(layout.marks.back().value, 0);
                    QVERIFY(shown <= count);
                } else {
                    QCOMPARE(shown, count);
                }
                for (const PlacedMark& m : layout.marks)
                    QVERIFY(QRectF(cell).adjusted(-0.01, -0.01, 0.01, 0.01).contains(m.box));
            }
        }
    }
    // Room enough: nothing elided, the fixed spots kept (9×9 at 48 px cells: 12 px marks, 1 top left).
    const MarkLayout fixed = layoutCentreFixed(QRect(0, 0, 48, 48), 0x1ff, nine, sizing);
    QVERIFY(!fixed.elided());
    QCOMPARE(fixed.pixelSize, 12);
    QCOMPARE(fixed.boxOf(1), QRectF(0, 0, 16, 16));
}

// A 25×25 board zoomed out: every candidate in every cell does not fit at the minimum size, so the
// cells show what fits and an ellipsis (painted: three dots); a bigger board shows more of them.
void TestPainting::aSmallBoardElidesWhatDoesNotFit() {
    const std::string text = test::sparseSeveral25();
    auto read = readOne(text);
    QVERIFY(static_cast<bool>(read));
    game_->loadPuzzle(read->grid, Alphabet::Letters);
    QVERIFY(game_->fillCandidates());
    BoardView v = view();
    v.selected = 0;
    v.selection = {};
    const QPalette palette = paletteOf(Theme::Light);
    const QImage small = paint(v, palette, 560);
    const BoardGeometry g = geometryOf(*game_, 560);
    // r1c1 has every candidate but the ten given in rows 21-22's boxes: 15 or more.
    const QRect cell = g.cellRect(0);
    MarkSizing sizing;
    const MarkLayout layout = layoutCentreFixed(cell, game_->pencilMarks(0), game_->shape(), sizing);
    QVERIFY(layout.elided());
    QVERIFY(layout.pixelSize >= sizing.minPixels);
    // The dots of the ellipsis are painted where the layout put it.
    const QRectF dots = layout.marks.back().box;
    QVERIFY(countNear(small, dots.toAlignedRect(), BoardColors::fromPalette(palette).pencil, 40) > 0);
    const MarkLayout large = layoutCentreFixed(BoardGeometry(game_->shape(), QRect(0, 0, 1400, 1400)).cellRect(0),
                                               game_->pencilMarks(0), game_->shape(), sizing);
    QVERIFY(!large.elided());
}

void TestPainting::digitsAreCentredAtEverySize_data() {
    QTest::addColumn<int>("side");
    QTest::newRow("450 px: Qt's glyph cache") << 450;
    QTest::newRow("1400 px: digits over 64 px, drawn from sprites") << 1400;
}

// A given and a player's digit have their ink in the middle of the cell and in their colour, whether
// Qt draws them from its glyph cache or the board from its own images of the large ones.
void TestPainting::digitsAreCentredAtEverySize() {
    QFETCH(int, side);
    const QPalette palette = paletteOf(Theme::Light);
    const BoardColors c = BoardColors::fromPalette(palette);
    QVERIFY(game_->placeValue(2, 4));
    const QImage image = paint(view(), palette, side);
    const BoardGeometry g = geometryOf(*game_, side);
    for (const auto& [cell, ink] : {std::pair{0, c.given}, std::pair{2, c.player}}) {
        const QRect rect = g.cellRect(cell);
        QRect box;
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x)
                if (near(image.pixel(x, y), ink, 40)) box |= QRect(x, y, 1, 1);
        QVERIFY(!box.isEmpty());
        QVERIFY2(std::abs(box.center().x() - rect.center().x()) <= rect.width() / 25 + 1, qPrintable(QString::number(cell)));
        QVERIFY2(std::abs(box.center().y() - rect.center().y()) <= rect.height() / 25 + 1, qPrintable(QString::number(cell)));
        QVERIFY(box.height() > rect.height() * 4 / 10); // the digit's size, not a speck
    }
}

QTEST_MAIN(TestPainting)
#include "tst_painting.moc"
