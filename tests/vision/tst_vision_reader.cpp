// The picture reader (vision/) through its public API, on pictures the test makes: a board drawn by
// render/ (as Qudoku prints and exports it), put on a page or in a window, then turned, tilted,
// blurred, noised and lit unevenly with OpenCV; dark themes, highlighted and dark-selected cells,
// frames and cards around the board; pictures with no grid; the limits; the caller's corners.
#include <QBuffer>
#include <QFile>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QtTest>

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <limits>
#include <stop_token>

#include "qudoku/grid.h"
#include "qudoku/vision/reading.h"
#include "render/grid_picture.h"

using namespace qudoku;
using vision::Corners;
using vision::Point;

namespace {

// Project Euler's first puzzle: 32 givens, one solution.
const char* const kPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

enum class Theme { Light, Dark };

struct Scene {
    int boardSide = 450;         // px
    Theme theme = Theme::Light;
    bool highlights = false;     // a row and a box tinted, as apps show the selection's houses
    bool darkSelected = false;   // one given cell drawn light on dark, as a selected cell
    bool frame = false;          // a card's frame around the board, a margin inside
    bool heading = false;        // a title and text inside the card, above the board
    bool chrome = false;         // a window's title bar and border around everything
    double tiltDegrees = 0;      // perspective: the top edge shortened as by a camera tilted back
    int quarterTurns = 0;        // the picture turned clockwise afterwards
    double blurSigma = 0;
    double noiseSigma = 0;
    bool unevenLight = false;    // a gradient from bright to 45 % across
    bool tiles = false;          // no lines: each cell a rounded tile on the page, gaps between boxes wider
    bool lostCorner = false;     // the outer lines near the bottom-left corner gone (a shadow, a fold)
    bool lostTopRight = false;   // and near the top-right corner: no outline is a quadrilateral
    bool glare = false;          // a glare washing out the top-left corner's lines (and cells)
    bool rules = false;          // a newspaper's column rules: lines through the picture along the
                                 // board's left and top sides, touching it
    bool allCornersLost = false; // the outer lines gone for a cell and a half at every corner
    bool stripBelow = false;     // yesterday's solution printed as a strip of boxes against the board's
                                 // bottom left, reaching out of the picture (v2_train image209's page)
    // Photos' harder cases (issue 32's grid finding):
    double marginCells = 1.8;    // page around the board, in cells (0.2: the grid fills the photo)
    double rotateDegrees = 0;    // turned in the picture's plane (a phone held askew), after the tilt
    double sideTilt = 0;         // perspective the other way: the left edge shortened (degrees)
    bool boxFrame = false;       // a thick box printed around the board a little outside it (newspapers)
    bool tableAround = false;    // the page a light sheet on a dark table, its edge near the board
    bool shadowAcross = false;   // a soft shadow (to 35 % light) over the grid's lower right half
    double fold = 0;             // a newspaper's fold across the picture through the grid's middle: a dark
                                 // crease (light down to 1 - fold at its line), the lower half 15 % darker
    double contrast = 1.0;       // ink's contrast against the page (0.3: a faint print, a dim photo)
    double heavyLines = 0;       // the grid's lines redrawn this thick (px), grey, as newsprint prints them
    double blotches = 0;         // newsprint's blotchy paper: smooth noise of this sigma (grey levels)
    double bend = 0;             // the page bent: rows pushed down by up to this share of the side, a
                                 // sine across the width (a newspaper's fold, a page off the table)
    bool vignette = false;       // the photo's corners dark (to 40 %), a cheap lens
    bool crosswordBeside = false; // a 13×13 crossword with black squares to the board's right
    int extraPage = 0;           // px of page (with text) added on every side: a small grid in a big photo
    int speckCells = 0;          // empty cells (the first ones) given a scatter of ink specks: dust, print
                                 // show-through, the paper's fibres
    double doubledLines = 0;     // every line drawn again as two thin dark lines this many px apart
    double boxLines = 0;         // the box lines (every third) redrawn this thick (px), black
    double digitShift = 0;       // the digits printed off the cells' centres by this share of a cell,
                                 // right and down (lines printed off the digits' raster)
    double digitSize = 0;        // the digits this share of a cell tall (0: render/'s size)
    int lightDigits = 0;         // this many digits (the last ones) printed in lightInk, the rest black
    int lightInk = 170;          // grey level of those digits
    bool cut = false;            // the picture cut at cutLeft cells right of the board's left line
    double cutLeft = 0;          // (negative: left of it; 0: through the outer line's middle)
    double pen = 0;              // a pen lying across the grid, through its centre: a dark blue bar this
    double penAngle = 20;        // share of a cell thick, at this many degrees from the horizontal
    int thumb = 0;               // a thumb holding the page over a corner (1 top left, 2 top right,
                                 // 3 bottom right, 4 bottom left): skin, shaded, its tip over the corner cell
    double foldDown = 0;         // and a second crease down through the middles of the top and bottom
                                 // (a page folded in quarters), its left half 10 % darker
    double hardShadow = 0;       // a sharp-edged shadow (a phone's, a hand's): light falls to this over
    double hardShadowAngle = 10; // the part left of a line from 0.55 of the top side, this many degrees
                                 // from the vertical
    bool glareMiddle = false;    // a glare spot washing out the middle of the grid
    int shake = 0;               // the camera shaken: a diagonal smear this many px long
    int jpeg = 0;                // saved as a JPEG of this quality (1-100) and read back
    std::string puzzle = kPuzzle;
};

// The picture and where the puzzle's corners (top left, top right, bottom right, bottom left) are in it.
struct Made {
    cv::Mat bgr;
    Corners corners;
};

cv::Mat toMat(const QImage& image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    cv::Mat view(rgb.height(), rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constBits()),
                 static_cast<size_t>(rgb.bytesPerLine()));
    cv::Mat bgr;
    cv::cvtColor(view, bgr, cv::COLOR_RGB2BGR);
    return bgr;
}

// Multiplies the picture's light by light(d), d the distance in pixels of each pixel from the line
// through a and b, positive on the left of a → b as the picture is drawn (y down).
template <class Light>
void relight(cv::Mat& bgr, cv::Point2f a, cv::Point2f b, Light light)
{
    const cv::Point2f n(b.y - a.y, a.x - b.x);
    const float len = std::hypot(n.x, n.y);
    cv::Mat f;
    bgr.convertTo(f, CV_32FC3);
    for (int y = 0; y < f.rows; ++y)
        for (int x = 0; x < f.cols; ++x)
            f.at<cv::Vec3f>(y, x) *= light(((float(x) - a.x) * n.x + (float(y) - a.y) * n.y) / len);
    f.convertTo(bgr, CV_8UC3);
}

Made makeScene(const Scene& s)
{
    const int side = s.boardSide;
    const int margin = static_cast<int>(std::lround(s.marginCells * side / 9.0));
    const int headingHeight = s.heading ? side / 6 : 0;
    const int titleBar = s.chrome ? 28 : 0;
    const int besides = s.crosswordBeside ? side * 9 / 10 : 0;
    const int width = side + 2 * margin + besides + 2 * s.extraPage;
    const int height = side + 2 * margin + headingHeight + titleBar + 2 * s.extraPage;
    const QColor page = s.theme == Theme::Dark ? QColor(40, 42, 48) : QColor(246, 244, 238);

    // The board: render/'s, inverted for a dark theme, highlights multiplied in.
    QImage board(side, side, QImage::Format_RGB32);
    {
        const bool ownDigits = s.digitShift != 0 || s.digitSize != 0 || s.lightDigits > 0;
        Grid givens;
        for (int i = 0; i < 81; ++i)
            givens.set(i, s.puzzle[i] == '.' || ownDigits ? 0 : s.puzzle[i] - '0');
        render::GridPicture picture;
        picture.givens = givens;
        QPainter p(&board);
        p.setRenderHint(QPainter::Antialiasing);
        p.setFont(render::sheetFont());
        render::paintGrid(p, QRectF(0, 0, side, side), picture);
        const qreal cell = side / 9.0;
        if (ownDigits) {
            QFont f = render::sheetFont();
            f.setPixelSize(static_cast<int>(cell * (s.digitSize != 0 ? s.digitSize : 0.6)));
            p.setFont(f);
            const int givenCount = static_cast<int>(std::count_if(s.puzzle.begin(), s.puzzle.end(), [](char c) { return c != '.'; }));
            for (int i = 0, seen = 0; i < 81; ++i) {
                if (s.puzzle[i] == '.')
                    continue;
                const bool light = ++seen > givenCount - s.lightDigits;
                p.setPen(light ? QColor(s.lightInk, s.lightInk, s.lightInk) : QColor(20, 20, 20));
                p.drawText(QRectF((i % 9 + s.digitShift) * cell, (i / 9 + s.digitShift) * cell, cell, cell),
                           Qt::AlignCenter, QString(QLatin1Char(s.puzzle[i])));
            }
        }
        if (s.doubledLines > 0) {
            p.setPen(QPen(QColor(30, 30, 30), 1.5));
            for (int k = 0; k <= 9; ++k)
                for (const double o : {-s.doubledLines / 2, s.doubledLines / 2}) {
                    p.drawLine(QPointF(k * cell + o, 0), QPointF(k * cell + o, side));
                    p.drawLine(QPointF(0, k * cell + o), QPointF(side, k * cell + o));
                }
        }
        if (s.boxLines > 0) {
            p.setPen(QPen(QColor(10, 10, 10), s.boxLines));
            for (int k = 0; k <= 9; k += 3) {
                p.drawLine(QPointF(k * cell, 0), QPointF(k * cell, side));
                p.drawLine(QPointF(0, k * cell), QPointF(side, k * cell));
            }
        }
        if (s.tiles) {
            // As some apps draw it: a light tile per cell, 3 px gaps, 7 px between boxes, no lines.
            board.fill(QColor(246, 244, 238));
            QFont f = render::sheetFont();
            f.setPixelSize(static_cast<int>(cell * 0.6));
            f.setBold(true);
            p.setFont(f);
            for (int i = 0; i < 81; ++i) {
                const int r = i / 9, c = i % 9;
                const qreal boxGap = 4.0;
                const QRectF tile(c * cell + 1.5 + (c / 3 - 1) * boxGap * 0.5, r * cell + 1.5 + (r / 3 - 1) * boxGap * 0.5,
                                  cell - 3 - boxGap * 0.5, cell - 3 - boxGap * 0.5);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(222, 226, 236));
                p.drawRoundedRect(tile, cell * 0.15, cell * 0.15);
                if (s.puzzle[i] != '.') {
                    p.setPen(QColor(40, 50, 80));
                    p.drawText(tile, Qt::AlignCenter, QString(QLatin1Char(s.puzzle[i])));
                }
            }
        }
        for (int i = 0, done = 0; i < 81 && done < s.speckCells; ++i) {
            if (s.puzzle[i] != '.')
                continue;
            ++done;
            QRandomGenerator rng(static_cast<quint32>(i + 1));
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(60, 60, 60));
            for (int k = 0; k < 14; ++k) {
                const QPointF at((i % 9 + 0.25 + 0.5 * rng.generateDouble()) * cell,
                                 (i / 9 + 0.2 + 0.6 * rng.generateDouble()) * cell);
                p.drawEllipse(at, cell / 40, cell / 40);
            }
            p.setBrush(Qt::NoBrush);
        }
        if (s.heavyLines > 0) {
            p.setPen(QPen(QColor(70, 70, 70), s.heavyLines));
            for (int k = 0; k <= 9; ++k) {
                p.drawLine(QPointF(k * cell, 0), QPointF(k * cell, side));
                p.drawLine(QPointF(0, k * cell), QPointF(side, k * cell));
            }
        }
        if (s.highlights) {
            p.setCompositionMode(QPainter::CompositionMode_Multiply);
            p.fillRect(QRectF(0, 4 * cell, side, cell), QColor(255, 240, 170));
            p.fillRect(QRectF(6 * cell, 0, 3 * cell, 3 * cell), QColor(200, 225, 255));
        }
        if (s.darkSelected) {
            // Row 0, column 2 holds a 3: drawn white on a deep blue.
            const QRect at(static_cast<int>(2 * cell) + 2, 2, static_cast<int>(cell) - 3, static_cast<int>(cell) - 3);
            QImage selected = board.copy(at);
            selected.invertPixels();
            p.setCompositionMode(QPainter::CompositionMode_SourceOver);
            p.drawImage(at.topLeft(), selected);
            p.setCompositionMode(QPainter::CompositionMode_Multiply);
            p.fillRect(at, QColor(90, 120, 255));
        }
    }
    if (s.theme == Theme::Dark)
        board.invertPixels();

    QImage canvas(width, height, QImage::Format_RGB32);
    canvas.fill(page);
    const int boardX = margin + s.extraPage, boardY = titleBar + margin + headingHeight + s.extraPage;
    {
        QPainter p(&canvas);
        p.setRenderHint(QPainter::Antialiasing);
        const QColor ink = s.theme == Theme::Dark ? QColor(220, 220, 220) : QColor(30, 30, 30);
        if (s.chrome) {
            p.fillRect(QRect(0, 0, width, titleBar), s.theme == Theme::Dark ? QColor(25, 25, 30) : QColor(210, 210, 215));
            p.setPen(ink);
            p.drawText(QRect(10, 0, width / 2, titleBar), Qt::AlignVCenter, QStringLiteral("Sudoku — Daily puzzle"));
            for (int i = 0; i < 3; ++i)
                p.drawEllipse(QPoint(width - 20 - 22 * i, titleBar / 2), 6, 6);
            p.setPen(QPen(ink, 2));
            p.drawRect(QRect(1, 1, width - 3, height - 3));
        }
        if (s.frame) {
            p.setPen(QPen(ink, 3));
            p.drawRoundedRect(QRectF(margin / 3.0, titleBar + margin / 3.0, width - 2 * margin / 3.0,
                                     height - titleBar - 2 * margin / 3.0), 12, 12);
        }
        if (s.heading) {
            QFont f = render::sheetFont();
            f.setPixelSize(std::max(10, headingHeight / 3));
            p.setFont(f);
            p.setPen(ink);
            p.drawText(QRect(boardX, titleBar + margin, side, headingHeight), Qt::AlignLeft | Qt::AlignTop,
                       QStringLiteral("Sudoku 412 — Fill each row, column and box\nwith the digits 1 to 9."));
        } else if (s.marginCells >= 1) {
            // Page text beside the board, as around a newspaper's puzzle.
            QFont f = render::sheetFont();
            f.setPixelSize(std::max(8, margin / 6));
            p.setFont(f);
            p.setPen(ink);
            for (int line = 0; line < 3; ++line)
                p.drawText(QPoint(margin, titleBar + margin / 4 + (line + 1) * (margin / 5)),
                           QStringLiteral("Yesterday's solution, page 12; the weather 8 3 5 2"));
        }
        p.drawImage(boardX, boardY, board);
        if (s.stripBelow) {
            // Two rows of small boxes, their top line the board's bottom line, from left of the board
            // to the picture's bottom edge, with digits in them.
            const int box = side / 14;
            const int left = boardX - box * 2, top = boardY + side;
            p.setPen(QPen(QColor(30, 30, 30), std::max(2, side / 150)));
            QFont f = render::sheetFont();
            f.setPixelSize(box * 2 / 3);
            p.setFont(f);
            for (int row = 0; row * box + top < height; ++row)
                for (int col = 0; col < 9; ++col) {
                    const QRect cell(left + col * box, top + row * box, box, box);
                    p.drawRect(cell);
                    p.drawText(cell, Qt::AlignCenter, QString::number((row * 9 + col) % 9 + 1));
                }
        }
        if (s.crosswordBeside) {
            // A crossword a cell and a half to the right: 13 × 13 squares, some black.
            const qreal sq = side * 0.75 / 13, x0 = boardX + side + side / 6.0, y0 = boardY;
            p.setPen(QPen(QColor(30, 30, 30), 2));
            for (int r = 0; r < 13; ++r)
                for (int c = 0; c < 13; ++c) {
                    const QRectF at(x0 + c * sq, y0 + r * sq, sq, sq);
                    p.setBrush((r * 7 + c * 3) % 5 == 0 ? QBrush(QColor(30, 30, 30)) : QBrush(Qt::NoBrush));
                    p.drawRect(at);
                }
            p.setBrush(Qt::NoBrush);
        }
        if (s.extraPage > 0) {
            QFont f = render::sheetFont();
            f.setPixelSize(14);
            p.setFont(f);
            p.setPen(ink);
            for (int y = 20; y < height; y += 22)
                if (y < boardY - margin || y > boardY + side + margin)
                    p.drawText(QPoint(20, y), QStringLiteral("Council approves the new bridge; 3 4 5 9 7 — the "
                                                             "market rose 2.1 %, weather 8 °C"));
        }
        if (s.boxFrame) {
            // A thick printed box a quarter of a cell outside the board, as newspapers set the puzzle.
            const qreal gap = side / 36.0, thick = std::max(4.0, side / 45.0);
            p.setPen(QPen(QColor(20, 20, 20), thick));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(boardX - gap - thick / 2, boardY - gap - thick / 2, side + 2 * gap + thick,
                              side + 2 * gap + thick));
        }
        if (s.tableAround) {
            // The sheet's edge 0.6 cell outside the board, a dark wooden table beyond it.
            const int edge = side * 6 / 90;
            const QRect sheet(boardX - edge, boardY - edge - headingHeight, side + 2 * edge,
                              side + 2 * edge + headingHeight);
            QPainterPath table;
            table.addRect(QRectF(0, 0, width, height));
            QPainterPath inside;
            inside.addRect(QRectF(sheet));
            p.fillPath(table.subtracted(inside), QColor(70, 52, 40));
        }
        if (s.rules) {
            p.setPen(QPen(QColor(30, 30, 30), std::max(2, side / 150)));
            p.drawLine(QPointF(boardX, 0), QPointF(boardX, height));
            p.drawLine(QPointF(0, boardY), QPointF(width, boardY));
        }
        if (s.allCornersLost) {
            const int run = side * 14 / 90, thick = std::max(6, side / 60);
            for (const QPoint c : {QPoint(boardX, boardY), QPoint(boardX + side, boardY), QPoint(boardX + side, boardY + side),
                                   QPoint(boardX, boardY + side)}) {
                const int dx = c.x() == boardX ? 1 : -1, dy = c.y() == boardY ? 1 : -1;
                p.fillRect(QRect(c.x() - thick / 2, dy > 0 ? c.y() - thick / 2 : c.y() - run, thick, run + thick / 2), page);
                p.fillRect(QRect(dx > 0 ? c.x() - thick / 2 : c.x() - run, c.y() - thick / 2, run + thick / 2, thick), page);
            }
        }
        if (s.lostTopRight) {
            const int run = side * 16 / 90, thick = std::max(6, side / 60);
            p.fillRect(QRect(boardX + side - thick / 2, boardY - thick / 2, thick, run + thick / 2), page);
            p.fillRect(QRect(boardX + side - run, boardY - thick / 2, run + thick / 2, thick), page);
        }
        if (s.glare) {
            QRadialGradient g(QPointF(boardX + side * 0.05, boardY + side * 0.05), side * 0.22);
            g.setColorAt(0, QColor(255, 255, 255, 250));
            g.setColorAt(0.6, QColor(255, 255, 255, 200));
            g.setColorAt(1, QColor(255, 255, 255, 0));
            p.setPen(Qt::NoPen);
            p.setBrush(g);
            p.drawEllipse(QPointF(boardX + side * 0.05, boardY + side * 0.05), side * 0.22, side * 0.22);
            p.setBrush(Qt::NoBrush);
        }
        if (s.pen > 0) {
            // Drawn over everything, a board and a half long.
            const qreal cell = side / 9.0, len = side * 1.6;
            const QPointF c(boardX + side / 2.0, boardY + side / 2.0);
            const qreal a = s.penAngle * M_PI / 180.0;
            const QPointF d(std::cos(a) * len / 2, std::sin(a) * len / 2);
            p.setPen(QPen(QColor(25, 35, 90), s.pen * cell, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(c - d, c + d);
        }
        if (s.thumb > 0) {
            // An ellipse a quarter of the board wide along the corner's diagonal, from outside the
            // picture to a fifth of the board inside the corner.
            const QPointF corner = s.thumb == 1 ? QPointF(boardX, boardY) : s.thumb == 2 ? QPointF(boardX + side, boardY)
                                 : s.thumb == 3 ? QPointF(boardX + side, boardY + side) : QPointF(boardX, boardY + side);
            const QPointF out(corner.x() < boardX + side / 2 ? -1 : 1, corner.y() < boardY + side / 2 ? -1 : 1);
            p.save();
            p.translate(corner + QPointF(out.x() * side * 0.2, out.y() * side * 0.2));
            p.rotate(out.x() * out.y() > 0 ? -45 : 45);
            QRadialGradient g(QPointF(0, 0), side * 0.22);
            g.setColorAt(0, QColor(200, 150, 120));
            g.setColorAt(1, QColor(120, 80, 60));
            p.setPen(Qt::NoPen);
            p.setBrush(g);
            p.drawEllipse(QPointF(0, 0), side * 0.12, side * 0.5);
            p.restore();
            p.setBrush(Qt::NoBrush);
        }
        if (s.lostCorner) {
            // The outer lines erased for 1.6 cells from the bottom-left corner (the cells there are
            // empty in kPuzzle): the outline is cut a cell inside the corner.
            const int run = side * 16 / 90, thick = std::max(6, side / 60);
            p.fillRect(QRect(boardX - thick / 2, boardY + side - run, thick, run + thick / 2), page);
            p.fillRect(QRect(boardX - thick / 2, boardY + side - thick / 2, run + thick / 2, thick), page);
        }
    }
    Made made;
    made.bgr = toMat(canvas);
    std::vector<cv::Point2f> corners = {{float(boardX), float(boardY)}, {float(boardX + side), float(boardY)},
                                        {float(boardX + side), float(boardY + side)}, {float(boardX), float(boardY + side)}};

    // The picture and its grid's corners taken by the perspective from `from` to `to`; the page's
    // colour fills in what comes into view.
    const auto warpTo = [&](const cv::Point2f (&from)[4], const cv::Point2f (&to)[4]) {
        const cv::Mat H = cv::getPerspectiveTransform(from, to);
        cv::Mat warped;
        cv::warpPerspective(made.bgr, warped, H, made.bgr.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT,
                            cv::Scalar(page.blue(), page.green(), page.red()));
        made.bgr = warped;
        cv::perspectiveTransform(corners, corners, H);
    };
    if (s.tiltDegrees != 0) {
        // The top edge shortened by tan(tilt) of the height on each side; the page's colour fills in.
        const float w = float(width), h = float(height);
        const float in = static_cast<float>(std::tan(s.tiltDegrees * M_PI / 180.0)) * h / 2;
        warpTo({{0, 0}, {w, 0}, {w, h}, {0, h}}, {{in, 0}, {w - in, 0}, {w, h}, {0, h}});
    }
    if (s.sideTilt != 0) {
        // The left edge shortened by tan(tilt) of the width on each end.
        const float w = float(made.bgr.cols), h = float(made.bgr.rows);
        const float in = static_cast<float>(std::tan(s.sideTilt * M_PI / 180.0)) * w / 2;
        warpTo({{0, 0}, {w, 0}, {w, h}, {0, h}}, {{0, in}, {w, 0}, {w, h}, {0, h - in}});
    }
    if (s.rotateDegrees != 0) {
        // Turned about the picture's centre, on a canvas grown to hold it all.
        const cv::Point2f centre(float(made.bgr.cols) / 2, float(made.bgr.rows) / 2);
        cv::Mat R = cv::getRotationMatrix2D(centre, s.rotateDegrees, 1.0);
        const cv::Rect2f bounds =
            cv::RotatedRect(centre, cv::Size2f(made.bgr.size()), float(s.rotateDegrees)).boundingRect2f();
        R.at<double>(0, 2) += bounds.width / 2.0 - centre.x;
        R.at<double>(1, 2) += bounds.height / 2.0 - centre.y;
        cv::Mat turnedPicture;
        cv::warpAffine(made.bgr, turnedPicture, R, cv::Size(int(bounds.width), int(bounds.height)), cv::INTER_LINEAR,
                       cv::BORDER_CONSTANT, cv::Scalar(page.blue(), page.green(), page.red()));
        made.bgr = turnedPicture;
        cv::transform(corners, corners, R);
    }
    if (s.bend != 0) {
        // Each column pushed down by bend × side × sin(π x / width): the grid's lines curve.
        cv::Mat mapX(made.bgr.size(), CV_32FC1), mapY(made.bgr.size(), CV_32FC1);
        const float amount = float(s.bend * side), w = float(made.bgr.cols);
        for (int y = 0; y < made.bgr.rows; ++y)
            for (int x = 0; x < made.bgr.cols; ++x) {
                mapX.at<float>(y, x) = float(x);
                mapY.at<float>(y, x) = float(y) - amount * std::sin(float(M_PI) * float(x) / w);
            }
        cv::Mat bent;
        cv::remap(made.bgr, bent, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_CONSTANT,
                  cv::Scalar(page.blue(), page.green(), page.red()));
        made.bgr = bent;
        for (auto& c : corners)
            c.y += amount * std::sin(float(M_PI) * c.x / w);
    }
    if (s.cut) {
        // The picture cut at cutLeft cells right of the board's left line (never left of 0).
        const float cell = float(side) / 9.0f;
        const float left = std::min(corners[0].x, corners[3].x);
        const int x0 = std::max(0, static_cast<int>(std::lround(left + s.cutLeft * cell)));
        if (x0 > 0) {
            made.bgr = made.bgr(cv::Rect(x0, 0, made.bgr.cols - x0, made.bgr.rows)).clone();
            for (auto& c : corners)
                c.x -= float(x0);
        }
    }
    if (s.contrast < 1.0) {
        // Everything nearer the page's colour: ink at `contrast` of its depth.
        cv::Mat f;
        made.bgr.convertTo(f, CV_32FC3);
        f = f * s.contrast + cv::Scalar(page.blue(), page.green(), page.red()) * (1.0 - s.contrast);
        f.convertTo(made.bgr, CV_8UC3);
    }
    if (s.vignette) {
        cv::Mat f;
        made.bgr.convertTo(f, CV_32FC3);
        const float cx = float(f.cols) / 2, cy = float(f.rows) / 2, r2 = cx * cx + cy * cy;
        for (int y = 0; y < f.rows; ++y)
            for (int x = 0; x < f.cols; ++x) {
                const float d2 = ((float(x) - cx) * (float(x) - cx) + (float(y) - cy) * (float(y) - cy)) / r2;
                f.at<cv::Vec3f>(y, x) *= 1.0f - 0.6f * d2;
            }
        f.convertTo(made.bgr, CV_8UC3);
    }
    if (s.shadowAcross) {
        // A soft shadow's edge along the board's anti-diagonal: beyond it (d > 0, the lower right),
        // light falls to 35 %.
        const float soft = float(side) / 30.0f;
        relight(made.bgr, corners[1], corners[3],
                [&](float d) { return 0.35f + 0.65f * std::clamp(0.5f - d / (2 * soft), 0.0f, 1.0f); });
    }
    if (s.fold > 0) {
        // The crease along the line through the middles of the grid's left and right sides, across
        // the whole picture: light falls to 1 - fold on it (a Gaussian of a fortieth of the side),
        // and the lower half (d < 0 from left to right) is 15 % darker.
        const float spread = float(side) / 40.0f;
        relight(made.bgr, (corners[0] + corners[3]) * 0.5f, (corners[1] + corners[2]) * 0.5f, [&](float d) {
            return (1.0f - float(s.fold) * std::exp(-(d * d) / (spread * spread))) * (d < 0 ? 0.85f : 1.0f);
        });
    }
    if (s.foldDown > 0) {
        const float spread = float(side) / 40.0f;
        relight(made.bgr, (corners[0] + corners[1]) * 0.5f, (corners[3] + corners[2]) * 0.5f, [&](float d) {
            return (1.0f - float(s.foldDown) * std::exp(-(d * d) / (spread * spread))) * (d < 0 ? 0.9f : 1.0f);
        });
    }
    if (s.hardShadow > 0) {
        const cv::Point2f a = corners[0] + (corners[1] - corners[0]) * 0.55f;
        const float t = float(std::tan(s.hardShadowAngle * M_PI / 180.0));
        const cv::Point2f b = a + cv::Point2f(t * float(side), float(side));
        relight(made.bgr, a, b, [&](float d) { return d < 0 ? float(s.hardShadow) : 1.0f; });
    }
    if (s.glareMiddle) {
        // Towards white, to 92 % at the spot's middle, a Gaussian a sixth of the side wide.
        cv::Mat f;
        made.bgr.convertTo(f, CV_32FC3);
        const cv::Point2f c = (corners[0] + corners[2]) * 0.5f + cv::Point2f(float(side) * 0.1f, -float(side) * 0.05f);
        const float r = float(side) * 0.18f;
        for (int y = 0; y < f.rows; ++y)
            for (int x = 0; x < f.cols; ++x) {
                const float d2 = ((float(x) - c.x) * (float(x) - c.x) + (float(y) - c.y) * (float(y) - c.y)) / (r * r);
                const float g = 0.92f * std::exp(-d2);
                f.at<cv::Vec3f>(y, x) = f.at<cv::Vec3f>(y, x) * (1 - g) + cv::Vec3f(255, 255, 255) * g;
            }
        f.convertTo(made.bgr, CV_8UC3);
    }
    if (s.shake > 0) {
        cv::Mat k = cv::Mat::zeros(s.shake, s.shake, CV_32F);
        for (int i = 0; i < s.shake; ++i)
            k.at<float>(i, i) = 1.0f / float(s.shake);
        cv::filter2D(made.bgr, made.bgr, -1, k);
    }
    for (int t = 0; t < s.quarterTurns; ++t) {
        const float h = float(made.bgr.rows);
        cv::rotate(made.bgr, made.bgr, cv::ROTATE_90_CLOCKWISE);
        for (auto& c : corners)
            c = {h - c.y, c.x};
    }
    if (s.unevenLight) {
        cv::Mat light(made.bgr.size(), CV_32FC3);
        for (int y = 0; y < light.rows; ++y)
            for (int x = 0; x < light.cols; ++x) {
                const float f = 1.0f - 0.55f * float(x + y) / float(light.cols + light.rows);
                light.at<cv::Vec3f>(y, x) = {f, f, f};
            }
        cv::Mat f;
        made.bgr.convertTo(f, CV_32FC3);
        cv::multiply(f, light, f);
        f.convertTo(made.bgr, CV_8UC3);
    }
    if (s.blotches > 0) {
        // Noise drawn at an eighth of the size and enlarged: blotches a few pixels across.
        cv::Mat small(made.bgr.rows / 8 + 1, made.bgr.cols / 8 + 1, CV_32FC1), big;
        cv::RNG rng(33);
        rng.fill(small, cv::RNG::NORMAL, 0, s.blotches);
        cv::resize(small, big, made.bgr.size(), 0, 0, cv::INTER_CUBIC);
        cv::Mat f, big3;
        cv::merge(std::vector<cv::Mat>{big, big, big}, big3);
        made.bgr.convertTo(f, CV_32FC3);
        f += big3;
        f.convertTo(made.bgr, CV_8UC3);
    }
    if (s.blurSigma > 0)
        cv::GaussianBlur(made.bgr, made.bgr, cv::Size(0, 0), s.blurSigma);
    if (s.noiseSigma > 0) {
        cv::Mat noise(made.bgr.size(), CV_16SC3);
        cv::RNG rng(32); // fixed: the same picture every run
        rng.fill(noise, cv::RNG::NORMAL, 0, s.noiseSigma);
        cv::Mat m;
        made.bgr.convertTo(m, CV_16SC3);
        m += noise;
        m.convertTo(made.bgr, CV_8UC3);
    }
    if (s.jpeg > 0) {
        cv::Mat rgb;
        cv::cvtColor(made.bgr, rgb, cv::COLOR_BGR2RGB);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QImage(rgb.data, rgb.cols, rgb.rows, int(rgb.step), QImage::Format_RGB888).save(&buffer, "JPG", s.jpeg);
        made.bgr = toMat(QImage::fromData(bytes, "JPG"));
    }
    for (int i = 0; i < 4; ++i)
        made.corners[i] = {corners[i].x, corners[i].y};
    return made;
}

vision::Picture pictureOf(const cv::Mat& m)
{
    return {m.data, m.cols, m.rows, m.channels(), static_cast<int>(m.step)};
}

// A committed photo (tests/data/vision, from sudoku_dataset's training split: LICENSE there), its
// puzzle (the .dat's 81 digits after two header lines) and its grid's corners (outlines.csv: clockwise
// from the picture's top left).
struct Photo {
    QImage image;
    QString puzzle;
    Corners corners{};
};

Photo loadPhoto(const QString& name)
{
    const QString dir = QStringLiteral(QUDOKU_TEST_DATA "/vision/");
    Photo photo;
    photo.image = QImage(dir + name + QStringLiteral(".jpg"));
    QFile dat(dir + name + QStringLiteral(".dat"));
    if (dat.open(QIODevice::ReadOnly | QIODevice::Text)) {
        const QStringList lines = QString::fromLatin1(dat.readAll()).split(QLatin1Char('\n'));
        for (const QString& line : lines.mid(2))
            for (const QString& token : line.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                photo.puzzle += token == QLatin1String("0") ? QStringLiteral(".") : token;
    }
    QFile outlines(dir + QStringLiteral("outlines.csv"));
    if (outlines.open(QIODevice::ReadOnly | QIODevice::Text))
        for (const QString& line : QString::fromLatin1(outlines.readAll()).split(QLatin1Char('\n'))) {
            const QStringList f = line.split(QLatin1Char(','));
            if (f.size() == 9 && f[0].endsWith(QLatin1Char('/') + name + QStringLiteral(".jpg")))
                for (int i = 0; i < 4; ++i)
                    photo.corners[i] = {f[1 + 2 * i].toFloat(), f[2 + 2 * i].toFloat()};
        }
    return photo;
}

// The picture turned clockwise by `turns` quarters, and where a point of the original goes.
QImage turned(const QImage& image, int turns)
{
    return image.transformed(QTransform().rotate(90.0 * turns));
}

Point turnedPoint(Point p, QSize original, int turns)
{
    for (int t = 0; t < turns; ++t) {
        p = {static_cast<float>(original.height()) - p.y, p.x};
        original.transpose();
    }
    return p;
}

vision::Reading readImage(const QImage& image)
{
    const QImage bgra = image.convertToFormat(QImage::Format_ARGB32); // B, G, R, A in memory
    return vision::readPuzzle({bgra.constBits(), bgra.width(), bgra.height(), 4, static_cast<int>(bgra.bytesPerLine())});
}

double cornerDistance(Point a, Point b)
{
    return std::hypot(double(a.x - b.x), double(a.y - b.y));
}

// The farthest of the four corners read from the made picture's own.
double worstCorner(const vision::Reading& r, const Made& made)
{
    double worst = 0;
    for (int i = 0; i < 4; ++i)
        worst = std::max(worst, cornerDistance(r.corners[i], made.corners[i]));
    return worst;
}

} // namespace

Q_DECLARE_METATYPE(Scene)
using CornerMoves = std::array<Point, 4>; // per corner, in cells
Q_DECLARE_METATYPE(CornerMoves)

class TestVisionReader : public QObject {
    Q_OBJECT
private slots:
    void readsMadePictures_data();
    void readsMadePictures();
    void knownWeaknesses();
    void hardPicturesAreNeverSilentlyWrong_data();
    void hardPicturesAreNeverSilentlyWrong();
    void noGrid_data();
    void noGrid();
    void refusesPicturesOutsideTheLimits();
    void invalidPictureIsATypedError();
    void cancelledBeforeWork();
    void digitTwiceInAHouseIsSuspect();
    void callersCornersAreRead();
    void cornersPlacedOffLeaveNoSilentMiss_data();
    void cornersPlacedOffLeaveNoSilentMiss();
    void greyAndBgraPicturesReadAlike();
    void readsCommittedPhotos_data();
    void readsCommittedPhotos();
    void mirroredPhotoIsNeverASureReading();
};
void TestVisionReader::readsMadePictures_data()
{
    QTest::addColumn<Scene>("scene");
    auto row = [](const char* name, Scene s) { QTest::newRow(name) << s; };
    row("plain export 450 px", {});
    row("small board 250 px", {.boardSide = 250});
    row("large board 1200 px", {.boardSide = 1200});
    row("turned 90", {.quarterTurns = 1});
    row("turned 180", {.quarterTurns = 2});
    row("turned 270", {.quarterTurns = 3});
    row("tilted 20 degrees", {.tiltDegrees = 20});
    row("tilted, blurred, noised", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 8});
    row("uneven light", {.noiseSigma = 4, .unevenLight = true});
    row("dark theme", {.theme = Theme::Dark});
    row("dark theme with highlights", {.theme = Theme::Dark, .highlights = true});
    row("highlighted row and box", {.highlights = true});
    row("dark-selected cell", {.highlights = true, .darkSelected = true});
    row("card frame around the board", {.frame = true});
    row("card with a heading inside the frame", {.frame = true, .heading = true});
    row("window chrome", {.chrome = true});
    row("window chrome, dark, small", {.boardSide = 260, .theme = Theme::Dark, .chrome = true});
    row("bottom-left corner's lines lost", {.lostCorner = true});
    // Outlines that are no quadrilateral: two or all four corners' lines lost, column rules through
    // the page touching the board (found from the cells' and the lines' inner contours).
    row("two corners' lines lost", {.lostCorner = true, .lostTopRight = true});
    row("two corners' lines lost, tilted, blurred", {.tiltDegrees = 10, .blurSigma = 1.0, .lostCorner = true, .lostTopRight = true});
    row("column rules touching the board", {.rules = true});
    row("column rules touching the board, tilted", {.tiltDegrees = 10, .rules = true});
    row("every corner's lines lost", {.allCornersLost = true});
    row("every corner's lines lost, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.0, .allCornersLost = true});
    row("column rules and a corner's lines lost", {.lostCorner = true, .rules = true});
    row("a strip of boxes against the bottom left", {.stripBelow = true});
    row("a strip against the bottom left, a shadow", {.unevenLight = true, .stripBelow = true});
    row("rounded tiles, no lines", {.tiles = true});
    row("rounded tiles, dark theme, tilted", {.theme = Theme::Dark, .tiltDegrees = 8, .tiles = true});
    // Photos' harder cases: strong perspective, askew, the grid filling the picture or cut by its
    // edge, a box or the sheet's edge around it, shadows, faint print, blur, heavy newsprint lines.
    row("tilted 25 degrees", {.tiltDegrees = 25});
    row("tilted 30 degrees", {.tiltDegrees = 30});
    row("tilted 20 degrees both ways", {.tiltDegrees = 20, .sideTilt = 12});
    row("tilted 25 and 15 degrees, askew 10", {.tiltDegrees = 25, .rotateDegrees = 10, .sideTilt = 15});
    row("askew 10 degrees", {.rotateDegrees = 10});
    row("askew 25 degrees", {.rotateDegrees = 25});
    row("askew 15 degrees and tilted", {.tiltDegrees = 12, .rotateDegrees = -15});
    row("a thick box around the board", {.boxFrame = true});
    row("a thick box, tilted, blurred", {.tiltDegrees = 15, .blurSigma = 1.5, .boxFrame = true});
    row("a thick box, blurred, noised", {.blurSigma = 2.0, .noiseSigma = 8, .boxFrame = true});
    row("a thick box, the board filling the picture", {.marginCells = 0.6, .boxFrame = true});
    row("the sheet's edge on a dark table", {.tableAround = true});
    row("on a table, tilted, askew, dim", {.tiltDegrees = 15, .rotateDegrees = 8, .tableAround = true, .contrast = 0.6});
    row("a shadow across the grid", {.shadowAcross = true});
    row("a newspaper's fold across", {.fold = 0.6});
    row("a fold across, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .fold = 0.6});
    row("a dark fold across, askew", {.noiseSigma = 4, .rotateDegrees = 8, .fold = 0.75});
    row("card with a heading, tilted, a shadow across",
        {.frame = true, .heading = true, .tiltDegrees = 15, .shadowAcross = true});
    row("faint print", {.noiseSigma = 3, .contrast = 0.3});
    row("faint print, blurred, tilted", {.tiltDegrees = 10, .blurSigma = 1.3, .noiseSigma = 4, .contrast = 0.4});
    row("blurred, sigma 2.2", {.blurSigma = 2.2});
    row("blurred, noised", {.blurSigma = 1.8, .noiseSigma = 10});
    row("tilted 20 degrees, blurred, noised", {.tiltDegrees = 20, .blurSigma = 1.6, .noiseSigma = 10});
    row("small board tilted, blurred, noised", {.boardSide = 260, .tiltDegrees = 15, .blurSigma = 1.2, .noiseSigma = 5});
    row("small board blurred, noised", {.boardSide = 250, .blurSigma = 1.5, .noiseSigma = 10});
    row("large board, blurred, faint", {.boardSide = 900, .blurSigma = 3, .noiseSigma = 8, .contrast = 0.5});
    row("heavy grey lines, blurred", {.blurSigma = 2, .noiseSigma = 6, .heavyLines = 6});
    row("heavy grey lines, tilted, blotchy paper",
        {.tiltDegrees = 12, .blurSigma = 1.5, .noiseSigma = 6, .heavyLines = 5, .blotches = 8});
    row("a page bent a little", {.bend = 0.02});
    row("a page bent, tilted", {.tiltDegrees = 10, .bend = 0.04});
    // A page bent so its middle sags 4.5 % (5.4 % with 0.10) of the grid's side, or bulges: found
    // as a bent outline (the straight check fails), the cells warped along it; tilted and blurred,
    // the straight check passes with the cells 0.4 cell off, and the bent outline is kept because
    // its inner lines lie where they belong (grid_search.cpp, kBendGain).
    // What a moved window (reader.cpp, honestEmpties) may take for a cut digit in an empty cell:
    // doubled or thick lines, digits printed off the lines' raster or large enough to near the
    // lines, blotchy paper. Read whole and without a doubt.
    row("doubled lines", {.doubledLines = 4});
    row("doubled lines, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .doubledLines = 4});
    row("thick box lines", {.boxLines = 7});
    row("thick box lines, blurred, noised", {.blurSigma = 1.5, .noiseSigma = 6, .boxLines = 8});
    row("digits off the lines' raster", {.digitShift = 0.12});
    row("digits off the raster, tilted, blurred", {.tiltDegrees = 10, .blurSigma = 1.2, .noiseSigma = 5, .digitShift = 0.12});
    row("large digits near the lines", {.digitSize = 0.85});
    row("large digits off the raster", {.digitShift = 0.08, .digitSize = 0.8});
    row("large digits, thick box lines, blotchy paper",
        {.blurSigma = 1.2, .noiseSigma = 5, .blotches = 10, .boxLines = 6, .digitSize = 0.8});
    row("doubled lines far apart, blurred", {.blurSigma = 1.0, .doubledLines = 7});
    row("very thick box lines, blurred", {.blurSigma = 1.5, .boxLines = 11});
    row("doubled lines and thick box lines, blurred", {.blurSigma = 1.8, .noiseSigma = 5, .doubledLines = 5, .boxLines = 8});
    row("a page bent, its middle sagging", {.bend = 0.08});
    row("a page bent more", {.bend = 0.10});
    row("a page bent the other way", {.bend = -0.08});
    row("a page bent, tilted, blurred", {.tiltDegrees = 15, .blurSigma = 1.2, .noiseSigma = 5, .bend = 0.08});
    row("a page bent, turned", {.quarterTurns = 1, .bend = 0.08});
    // Perspective beyond 30°: the far side down to 0.3 of the near one (kMinFarSide).
    row("tilted 35 degrees", {.tiltDegrees = 35});
    row("tilted 40 degrees", {.tiltDegrees = 40});
    row("tilted 40 degrees, turned", {.tiltDegrees = 40, .quarterTurns = 2});
    row("tilted 35 degrees sideways", {.sideTilt = 35});
    row("tilted 30 and 20 degrees", {.tiltDegrees = 30, .sideTilt = 20});
    row("a dark-cornered lens", {.noiseSigma = 5, .vignette = true});
    row("a crossword beside the board", {.crosswordBeside = true});
    row("a crossword beside, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .crosswordBeside = true});
    row("a crossword beside, the two filling the picture", {.marginCells = 0.4, .crosswordBeside = true});
    row("a small board in a large page", {.boardSide = 300, .extraPage = 500});
    row("a small board in a large page, tilted, blurred",
        {.boardSide = 300, .tiltDegrees = 10, .blurSigma = 1.0, .noiseSigma = 5, .extraPage = 500});
    row("a small board in a large page, dark-cornered lens",
        {.boardSide = 260, .noiseSigma = 5, .vignette = true, .extraPage = 400});
    row("a small faint board in a large page, tilted, dark corners",
        {.boardSide = 260, .tiltDegrees = 15, .noiseSigma = 5, .contrast = 0.5, .vignette = true, .extraPage = 300});
    row("askew 40 degrees", {.rotateDegrees = 40});
    row("tilted 25 degrees, askew 30, blurred", {.tiltDegrees = 25, .blurSigma = 1.2, .rotateDegrees = 30});
    row("a box and a table, tilted, a shadow",
        {.tiltDegrees = 15, .boxFrame = true, .tableAround = true, .shadowAcross = true});
    row("filling the picture, cut, tilted, askew",
        {.tiltDegrees = 12, .marginCells = 0.3, .rotateDegrees = 6, .cut = true, .cutLeft = 0.05});
    row("very faint print", {.noiseSigma = 4, .contrast = 0.2});
    row("heavy grey lines, faint", {.blurSigma = 1.5, .noiseSigma = 6, .contrast = 0.5, .heavyLines = 8});
    row("bottom-left corner's lines lost, a shadow", {.lostCorner = true, .shadowAcross = true});
    row("the grid fills the picture", {.marginCells = 0.25});
    row("the grid fills the picture, tilted", {.tiltDegrees = 10, .marginCells = 0.3});
    row("the grid touching the left edge", {.cut = true, .cutLeft = -0.05});
    row("the left outer line half cut", {.cut = true, .cutLeft = 0.0});
    row("the left outer line cut away", {.cut = true, .cutLeft = 0.12});
    row("the left outer line cut away, tilted", {.tiltDegrees = 10, .cut = true, .cutLeft = 0.12});
    row("the grid fills the picture, its left line half cut", {.marginCells = 0.3, .cut = true, .cutLeft = 0.0});
    row("a small board saved as a poor JPEG", {.boardSide = 260, .noiseSigma = 3, .jpeg = 20});
    row("a small board, blurred, a very poor JPEG", {.boardSide = 260, .blurSigma = 1.0, .noiseSigma = 3, .jpeg = 10});
    row("tilted, a poor JPEG", {.boardSide = 300, .tiltDegrees = 15, .noiseSigma = 3, .jpeg = 15});
    row("a little shaken", {.noiseSigma = 3, .shake = 5});
    row("a sharp shadow over half the board", {.noiseSigma = 3, .hardShadow = 0.4});
    row("tilted, askew, dim, vignetted, a JPEG", {.boardSide = 350, .tiltDegrees = 15, .blurSigma = 1.0, .noiseSigma = 5,
                                                  .unevenLight = true, .rotateDegrees = 6, .vignette = true, .jpeg = 30});
    row("photo-like: tilt, turn, blur, light", {.frame = true, .tiltDegrees = 10, .quarterTurns = 1,
                                                .blurSigma = 1.0, .noiseSigma = 5, .unevenLight = true});
}

void TestVisionReader::readsMadePictures()
{
    QFETCH(Scene, scene);
    const Made made = makeScene(scene);
    const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr));
    QVERIFY2(r.found, vision::problemName(r.problem));
    // The corners: the board's outer line, within 2 % of its side.
    const double tolerance = 0.02 * scene.boardSide;
    QVERIFY2(worstCorner(r, made) <= tolerance,
             qPrintable(QStringLiteral("a corner %1 px off, limit %2").arg(worstCorner(r, made)).arg(tolerance)));
    QCOMPARE(r.quarterTurns, (4 - scene.quarterTurns) % 4);
    QCOMPARE(QString::fromStdString(r.puzzle()), QString::fromLatin1(kPuzzle));
    QVERIFY2(r.suspect.empty(), qPrintable(QStringLiteral("%1 suspect cells").arg(r.suspect.size())));
}

void TestVisionReader::knownWeaknesses()
{
    // What the reader does not do yet, each marked so that a fix shows (an unexpected pass fails).
    // Perspective beyond 40° (the far side under 0.3 of the near one: not taken for a grid), or 40°
    // with blur or a small board (found, but the far rows are a few pixels tall: the 9 × 9 check
    // fails).
    for (const Scene& scene : {Scene{.tiltDegrees = 45}, Scene{.tiltDegrees = 40, .blurSigma = 1.2, .noiseSigma = 6},
                               Scene{.boardSide = 300, .tiltDegrees = 40}}) {
        const Made made = makeScene(scene);
        const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr));
        QEXPECT_FAIL("", "perspective beyond 40 degrees, or 40 degrees blurred or small: no grid found", Continue);
        QVERIFY(r.found);
    }
    // Found and flagged as a whole (doubtful cells, no solution), but some cells read wrong are not
    // doubted themselves: a sharp shadow's edge through digits of a tilted board (the paper's light,
    // divided out as the classifier's training was, is blurred across the edge and hides them); a
    // very strong shake (an 11 px smear on 50 px cells: a digit's parts lie farther apart than
    // cropCell's wider gap for a broken glyph, so it reads as a sure empty cell).
    for (const Scene& scene : {Scene{.tiltDegrees = 12, .blurSigma = 1.0, .noiseSigma = 4, .hardShadow = 0.25, .hardShadowAngle = -20},
                               Scene{.noiseSigma = 3, .shake = 11}}) {
        const Made made = makeScene(scene);
        const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr));
        QVERIFY(r.found);
        QVERIFY(!r.suspect.empty());
        const std::string read = r.puzzle();
        bool everyWrongCellDoubted = true;
        for (int i = 0; i < 81; ++i)
            everyWrongCellDoubted &= read[static_cast<size_t>(i)] == scene.puzzle[static_cast<size_t>(i)] ||
                                     std::find(r.suspect.begin(), r.suspect.end(), i) != r.suspect.end();
        QEXPECT_FAIL("", "a sharp shadow's edge through digits, or a strong shake: some wrong cells not doubted", Continue);
        QVERIFY(everyWrongCellDoubted);
    }
    // A bent page, tilted and blurred; and a corner's lines lost in a tilted, blurred photo (the
    // corner mended as a parallelogram's, which perspective makes wrong): found and read right, the
    // corners 2–2.2 % of the side off.
    for (const Scene& scene : {Scene{.tiltDegrees = 20, .blurSigma = 1.2, .bend = 0.06},
                               Scene{.tiltDegrees = 12, .blurSigma = 1.5, .lostCorner = true}}) {
        const Made made = makeScene(scene);
        const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr));
        QVERIFY(r.found);
        QCOMPARE(QString::fromStdString(r.puzzle()), QString::fromLatin1(kPuzzle));
        QEXPECT_FAIL("", "corners a little over 2 % of the side off", Continue);
        QVERIFY(worstCorner(r, made) <= 0.02 * scene.boardSide);
    }
}

void TestVisionReader::hardPicturesAreNeverSilentlyWrong_data()
{
    // Pictures the reader finds the grid in but may not read whole or without doubts: a sharp
    // shadow's edge across cells (dividing out the paper's light leaves a dark band along it, which a
    // moved window may take for a stroke), faint print in that shadow, blotchy newsprint, specks,
    // much blur on a small board. Found, and every cell read wrong is suspect.
    QTest::addColumn<Scene>("scene");
    auto row = [](const char* name, Scene s) { QTest::newRow(name) << s; };
    row("faint print in a shadow", {.noiseSigma = 4, .shadowAcross = true, .contrast = 0.4});
    // Specks scattered in 20 empty cells: blurred, one was read as a sure 4 (0.93) before the digits'
    // ink was compared with their own kind's (reader.cpp, inkChecks).
    row("specks in empty cells", {.speckCells = 20});
    row("specks in empty cells, blurred", {.blurSigma = 1.2, .noiseSigma = 4, .speckCells = 20});
    row("a small board, tilted, much blurred and noised",
        {.boardSide = 250, .tiltDegrees = 15, .blurSigma = 2.0, .noiseSigma = 10});
    // A shadow's edge or a blotch doubted in one empty cell each (a moved window's glyph: the reader
    // does not tell a light or line-joined one from a cut digit, reader.cpp honestEmpties).
    row("a shadow across, noised, tilted", {.tiltDegrees = 10, .noiseSigma = 6, .shadowAcross = true});
    row("blotchy paper, blurred", {.blurSigma = 1.5, .noiseSigma = 6, .blotches = 12});
    row("blotchy paper, small, faint",
        {.boardSide = 300, .blurSigma = 1.2, .noiseSigma = 6, .contrast = 0.6, .blotches = 12});
    // Blotchier paper: read right, three blotches doubted (old reader: ten, and the reading wrong).
    row("heavily blotched paper", {.blurSigma = 1.0, .noiseSigma = 4, .blotches = 16});
    // A blotch read as a 6 (0.21): the reader before the strokes' depth was weighed (reader.cpp,
    // kMinDepthShare) read it as a sure 6 and the moved windows did not doubt it.
    row("blotchy faint paper, a small board",
        {.boardSide = 350, .blurSigma = 1.0, .noiseSigma = 6, .contrast = 0.5, .blotches = 14});
    // Digits printed 0.18 cell off their cells' centres (0.12 reads whole): cropCell takes them for
    // off-centre junk; the moved windows see them, so every cell so read is doubted.
    row("digits far off the lines' raster", {.blurSigma = 1.0, .digitShift = 0.18});
    // A fold's crease to 25-10 % light: the light divided out (grid_search.cpp, pass 5) leaves it
    // as thin lines from the grid's sides to the picture's edges, joined to the grid's outline, so
    // the grid is found from its cells (outlineOfCells); where the crease runs through a row of
    // digits it can hide one, so the cells a dark band crosses are doubted (reader.cpp,
    // cellsCrossedByBands): found, and never silently wrong.
    row("a darker fold, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .fold = 0.8});
    row("a darker fold, upright", {.blurSigma = 1.0, .noiseSigma = 4, .fold = 0.8});
    row("a darker fold, askew, small", {.boardSide = 300, .noiseSigma = 4, .rotateDegrees = 8, .fold = 0.8});
    row("a very dark fold, askew, large", {.boardSide = 700, .blurSigma = 1.0, .noiseSigma = 4, .rotateDegrees = -8, .fold = 0.9});
    row("a very dark fold, askew, blurred, noised", {.boardSide = 350, .blurSigma = 1.5, .noiseSigma = 8, .rotateDegrees = 3, .fold = 0.85});
    row("a dark fold, sharp, tilted", {.boardSide = 350, .tiltDegrees = 8, .noiseSigma = 2, .rotateDegrees = -5, .fold = 0.75});
    // A glare washing out the top-left corner: read whole, the glared cells' readings doubted.
    // Six digits printed light grey (190 of 255; 215 blurred; 205 on a small board) among black
    // ones: their strokes under 0.3 as dark as the others' (reader.cpp, kMinDepthShare): read right,
    // and doubted.
    row("six digits printed light grey", {.lightDigits = 6, .lightInk = 190});
    row("six digits printed lighter grey", {.lightDigits = 6, .lightInk = 215});
    row("six digits printed lighter grey, blurred", {.blurSigma = 1.2, .noiseSigma = 5, .lightDigits = 6, .lightInk = 215});
    row("six digits printed light grey, a small board", {.boardSide = 300, .blurSigma = 1.0, .noiseSigma = 5, .lightDigits = 6, .lightInk = 205});
    row("a glare over a corner", {.glare = true});
    row("a glare over a corner, tilted, noised", {.tiltDegrees = 12, .noiseSigma = 4, .glare = true});
    row("a glare and a corner's lines lost", {.lostCorner = true, .glare = true});
    // Something opaque on the page: a pen across the grid, a thumb holding the page. What it covers
    // is hidden, the lines too, so its cells are doubted (covered_cells.cpp, cellsUnderAnObject).
    // Before, each pen row read a hidden digit as a sure empty cell, or a pen's edge as a sure
    // digit, unflagged; the thumbs here cover empty cells (read empty, now doubted).
    row("a pen across, 35 degrees", {.pen = 0.4, .penAngle = 35});
    row("a pen across, 60 degrees", {.pen = 0.5, .penAngle = 60});
    row("a pen along a row", {.pen = 0.5, .penAngle = 0});
    row("a pen down a column", {.pen = 0.7, .penAngle = 90});
    row("a pen across, -25 degrees", {.pen = 0.5, .penAngle = -25});
    row("a pen across, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .pen = 0.5, .penAngle = 35});
    row("a thick pen across, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .pen = 0.7, .penAngle = 60});
    row("a pen across a small board, askew", {.boardSide = 300, .blurSigma = 1.0, .noiseSigma = 5, .rotateDegrees = 5, .pen = 0.4, .penAngle = 60});
    row("a pen along a row of a small board, askew", {.boardSide = 300, .blurSigma = 1.0, .noiseSigma = 5, .rotateDegrees = 5, .pen = 0.5, .penAngle = 0});
    row("a thumb over the top left", {.thumb = 1});
    row("a thumb over the bottom right", {.thumb = 3});
    row("a thumb over a small board's corner", {.boardSide = 300, .blurSigma = 1.0, .noiseSigma = 5, .thumb = 2});
    row("a thumb over a corner, askew", {.blurSigma = 1.0, .noiseSigma = 5, .rotateDegrees = -6, .thumb = 1});
    // Joined to the grid's outline, so that no outline is a quadrilateral, and crossing too many
    // cells for the grid from its cells: found from the outline's straight sides (outline_sides.h;
    // before, no grid found, or a corner mended as a parallelogram's, wrong under perspective), the
    // cells under the object doubted. A very dark fold on a small blurred board is found so too, and
    // its crease's cells doubted as for a grid found from its cells.
    row("a thick pen across both sides", {.pen = 0.7, .penAngle = 35});
    row("a thick pen across both sides, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .pen = 0.7, .penAngle = 35});
    row("a thumb over a tilted board's corner", {.tiltDegrees = 15, .noiseSigma = 3, .thumb = 3});
    row("a thumb over a tilted, blurred board's corner", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .thumb = 4});
    row("a thumb over a corner, tilted 20 degrees, askew", {.tiltDegrees = 20, .noiseSigma = 3, .rotateDegrees = 7, .thumb = 1});
    row("a thumb over a small tilted board's corner", {.boardSide = 300, .tiltDegrees = 10, .blurSigma = 1.0, .noiseSigma = 5, .thumb = 2});
    // A page folded in quarters: two creases crossing in the grid.
    row("folded in quarters", {.noiseSigma = 3, .fold = 0.5, .foldDown = 0.5});
    row("folded in quarters, dark creases", {.noiseSigma = 3, .fold = 0.75, .foldDown = 0.75});
    row("folded in quarters, tilted, blurred", {.tiltDegrees = 12, .blurSigma = 1.2, .noiseSigma = 5, .fold = 0.6, .foldDown = 0.6});
    row("folded in quarters, askew, small", {.boardSide = 300, .noiseSigma = 4, .rotateDegrees = 6, .fold = 0.7, .foldDown = 0.7});
    row("folded in quarters, a pen across", {.noiseSigma = 3, .fold = 0.6, .pen = 0.5, .penAngle = 20, .foldDown = 0.6});
    row("a glare in the middle", {.noiseSigma = 3, .glareMiddle = true});
    // A strong shake: a 9 px smear on 50 px cells breaks a digit into parts farther apart than a
    // glyph's own gaps, which cropCell refuses as too small; joined across gaps twice as wide they are
    // a digit's size, so the empty reading is doubted (cellcrop.h, GlyphFacts::broken). Before, up to
    // 7 digits of such a picture read as sure empty cells.
    row("shaken", {.noiseSigma = 3, .shake = 9});
    row("shaken, tilted, askew", {.tiltDegrees = 12, .noiseSigma = 4, .rotateDegrees = 4, .shake = 9});
    row("a small board shaken", {.boardSide = 300, .noiseSigma = 3, .shake = 6});
    row("a large board shaken, tilted", {.boardSide = 600, .tiltDegrees = 12, .noiseSigma = 4, .rotateDegrees = 4, .shake = 12});
    // A sharp shadow's edge across the grid (a phone's shadow), deep: passes 0-4 find no grid (its
    // step joins the outline, or the check's profiles take it for lines); pass 5 divides the light
    // out and is checked on that picture (grid_search.cpp, evenLevels). Before, "no grid found".
    row("a sharp deep shadow over half the board", {.noiseSigma = 3, .hardShadow = 0.15});
    row("a sharp shadow, 25 % light", {.noiseSigma = 3, .hardShadow = 0.25});
    row("a sharp shadow on a dim table, tilted", {.tiltDegrees = 20, .noiseSigma = 4, .tableAround = true, .contrast = 0.6, .hardShadow = 0.4});
    row("a very dark fold across a small board, blurred",
        {.boardSide = 300, .blurSigma = 1.5, .noiseSigma = 8, .rotateDegrees = 5, .fold = 0.85});
    // A corner's lines lost (a glare, a dark vignette and a shadow) and mended as a parallelogram's
    // fourth corner, which a picture turned and in perspective makes wrong (2.6-4.1 % of the side
    // off before): the mended outline is put on the grid's lines (outline_repairs.h,
    // squaredToItsLines).
    // A glare that washes out the lines washes out the digits with them: the cells whose sides' lines
    // mostly do not show, where the rest of the same lines does, are doubted (covered_cells.h,
    // cellsWashedOut). Before, a glare over the top left with blur or a faint print read a washed-out
    // 9 as a sure empty cell (5 of the 25 silently wrong readings among 400 random mixes of these
    // pictures' conditions). A glare in the middle of a tilted board now doubts the 2 cells it washes
    // out (it was read whole without a doubt before).
    row("a glare in the middle, tilted", {.tiltDegrees = 12, .blurSigma = 1.0, .noiseSigma = 4, .glareMiddle = true});
    row("a glare over a corner, blurred, a shadow across",
        {.boardSide = 635, .tiltDegrees = 14.5, .blurSigma = 1.79, .noiseSigma = 7.7, .glare = true, .marginCells = 2.06,
         .rotateDegrees = 9.5, .shadowAcross = true, .digitSize = 0.47});
    row("a glare over a corner, a faint print, blotchy",
        {.boardSide = 479, .tiltDegrees = 15, .blurSigma = 0.32, .noiseSigma = 7.8, .glare = true, .marginCells = 2.12,
         .rotateDegrees = -5.6, .sideTilt = 4.2, .contrast = 0.49, .heavyLines = 2.6, .blotches = 11.1, .extraPage = 292,
         .digitSize = 0.53});
    row("a glare over a corner, askew, blurred",
        {.boardSide = 557, .blurSigma = 1.94, .noiseSigma = 5.1, .glare = true, .marginCells = 0.5, .rotateDegrees = -10.4,
         .sideTilt = 2.6, .vignette = true, .jpeg = 69});
}

void TestVisionReader::hardPicturesAreNeverSilentlyWrong()
{
    QFETCH(Scene, scene);
    const Made made = makeScene(scene);
    const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr));
    QVERIFY2(r.found, vision::problemName(r.problem));
    QVERIFY(worstCorner(r, made) <= 0.02 * scene.boardSide);
    const std::string read = r.puzzle();
    for (int i = 0; i < 81; ++i)
        if (read[i] != scene.puzzle[i])
            QVERIFY2(std::find(r.suspect.begin(), r.suspect.end(), i) != r.suspect.end(),
                     qPrintable(QStringLiteral("cell %1 read %2, drawn %3, not suspect")
                                    .arg(i).arg(QLatin1Char(read[i])).arg(QLatin1Char(scene.puzzle[i]))));
}

void TestVisionReader::noGrid_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("blank page") << 0;
    QTest::newRow("page of text") << 1;
    QTest::newRow("noise") << 2;
    QTest::newRow("an empty frame") << 3;
    QTest::newRow("a 6x6 grid") << 4;
}

void TestVisionReader::noGrid()
{
    QFETCH(int, kind);
    QImage canvas(640, 480, QImage::Format_RGB32);
    canvas.fill(QColor(245, 245, 240));
    QPainter p(&canvas);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::black);
    QFont f = render::sheetFont();
    f.setPixelSize(18);
    p.setFont(f);
    if (kind == 1)
        for (int line = 0; line < 20; ++line)
            p.drawText(20, 30 + line * 22, QStringLiteral("1 2 3 4 5 6 7 8 9 — a column of text, and more text: 9 8 7"));
    if (kind == 3) {
        p.setPen(QPen(Qt::black, 4));
        p.drawRect(100, 40, 400, 400);
    }
    if (kind == 4) {
        p.setPen(QPen(Qt::black, 2));
        for (int i = 0; i <= 6; ++i) {
            p.drawLine(100 + i * 66, 40, 100 + i * 66, 436);
            p.drawLine(100, 40 + i * 66, 496, 40 + i * 66);
        }
    }
    p.end();
    cv::Mat m = toMat(canvas);
    if (kind == 2) {
        cv::RNG rng(7);
        rng.fill(m, cv::RNG::UNIFORM, 0, 256);
    }
    const vision::Reading r = vision::readPuzzle(pictureOf(m));
    QVERIFY(!r.found);
    if (kind == 4)
        QCOMPARE(r.problem, vision::Problem::NotNineByNine);
    else
        QCOMPARE(r.problem, vision::Problem::NoGrid);
}

void TestVisionReader::refusesPicturesOutsideTheLimits()
{
    // Over kMaxPixels: refused before the data is looked at (this buffer is far too small for the
    // size claimed; reading it would be caught by the sanitizers).
    const std::uint8_t tiny[16] = {};
    const vision::Picture huge{tiny, 10'000, 6'000, 1, 10'000};
    QCOMPARE(vision::readPuzzle(huge).problem, vision::Problem::TooLarge);
    const vision::Picture wide{tiny, 100'000'000, 1, 1, 100'000'000};
    QCOMPARE(vision::readPuzzle(wide).problem, vision::Problem::TooLarge);
    cv::Mat small(100, 400, CV_8UC1, cv::Scalar(255));
    QCOMPARE(vision::readPuzzle(pictureOf(small)).problem, vision::Problem::TooSmall);
}

void TestVisionReader::invalidPictureIsATypedError()
{
    cv::Mat m(200, 200, CV_8UC1, cv::Scalar(255));
    vision::Picture twoChannels = pictureOf(m);
    twoChannels.channels = 2;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, vision::readPuzzle(twoChannels));
    vision::Picture shortStride = pictureOf(m);
    shortStride.stride = 100;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, vision::readPuzzle(shortStride));
    vision::Picture noData = pictureOf(m);
    noData.data = nullptr;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, vision::readPuzzle(noData));
}

void TestVisionReader::cancelledBeforeWork()
{
    const Made made = makeScene({});
    std::stop_source stop;
    stop.request_stop();
    const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr), {}, stop.get_token());
    QVERIFY(!r.found);
    QCOMPARE(r.problem, vision::Problem::Cancelled);
}

void TestVisionReader::digitTwiceInAHouseIsSuspect()
{
    // Cell 1 (row 0) gets a 3, which row 0 already has at cell 2: both are suspect, read as drawn.
    Scene scene;
    scene.puzzle[1] = '3';
    const vision::Reading r = vision::readPuzzle(pictureOf(makeScene(scene).bgr));
    QVERIFY(r.found);
    QCOMPARE(QString::fromStdString(r.puzzle()), QString::fromStdString(scene.puzzle));
    QVERIFY(std::find(r.suspect.begin(), r.suspect.end(), 1) != r.suspect.end());
    QVERIFY(std::find(r.suspect.begin(), r.suspect.end(), 2) != r.suspect.end());
    QCOMPARE(r.suspect.size(), std::size_t{2});
}

void TestVisionReader::callersCornersAreRead()
{
    // A board turned 90°: the caller's corners, in the puzzle's order, are read as given (no search, no
    // turn tried), and the reading says which way the picture was turned.
    const Made made = makeScene({.quarterTurns = 1});
    vision::ReadOptions options;
    options.corners = made.corners;
    const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr), options);
    QVERIFY(r.found);
    QCOMPARE(QString::fromStdString(r.puzzle()), QString::fromLatin1(kPuzzle));
    QCOMPARE(r.corners, made.corners);
    QCOMPARE(r.quarterTurns, 3);

    // Corners a whole row too low: the cells read are the ones the corners say, not the grid found.
    Corners shifted = made.corners;
    // Turned 90° clockwise, the puzzle's rows run right to left in the picture: one row is -side/9 in x.
    for (auto& c : shifted)
        c.x -= static_cast<float>(450 / 9.0);
    options.corners = shifted;
    const vision::Reading moved = vision::readPuzzle(pictureOf(made.bgr), options);
    QVERIFY(moved.found);
    QCOMPARE(QString::fromStdString(moved.puzzle()).left(72), QString::fromLatin1(kPuzzle).mid(9));

    // Corners that make no grid (all in one place, crossed, not numbers): no grid, no exception.
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (const Corners& bad : {Corners{}, Corners{{{10, 10}, {300, 300}, {300, 10}, {10, 300}}},
                               Corners{{{nan, 0}, {100, 0}, {100, 100}, {0, 100}}},
                               Corners{{{0, 0}, {5, 0}, {5, 5}, {0, 5}}}}) {
        options.corners = bad;
        const vision::Reading none = vision::readPuzzle(pictureOf(made.bgr), options);
        QVERIFY(!none.found);
        QCOMPARE(none.problem, vision::Problem::NoGrid);
    }
}

void TestVisionReader::cornersPlacedOffLeaveNoSilentMiss_data()
{
    // The caller's corners moved by a fraction of a cell (x, y per corner, in cells): a corner placed a
    // little off, as a hand drags it or a search places it, cuts the digits of the cells along its
    // sides. A cut digit may be read or doubted, never read as a sure empty cell (nor as a sure other
    // digit): the player would not look at it.
    QTest::addColumn<CornerMoves>("moves");
    QTest::addColumn<Scene>("scene");
    using M = CornerMoves;
    const std::pair<const char*, M> moves[] = {
        {"top right 0.3 cell in", M{{{0, 0}, {-0.3f, 0.3f}, {0, 0}, {0, 0}}}},
        {"right side 0.3 cell in", M{{{0, 0}, {-0.3f, 0}, {-0.3f, 0}, {0, 0}}}},
        {"right side 0.3 cell out", M{{{0, 0}, {0.3f, 0}, {0.3f, 0}, {0, 0}}}},
        {"bottom left 0.35 cell out", M{{{0, 0}, {0, 0}, {0, 0}, {-0.35f, 0.35f}}}},
        {"all corners 0.25 cell in", M{{{0.25f, 0.25f}, {-0.25f, 0.25f}, {-0.25f, -0.25f}, {0.25f, -0.25f}}}}};
    // The print plain, then with heavy blurred grey lines (a cut digit touching a line that cropCell
    // does not take away: their glyph may span a moved window) and blotchy, faint, blurred.
    const std::pair<const char*, Scene> prints[] = {
        {"", Scene{}},
        {", heavy lines", Scene{.blurSigma = 1.5, .noiseSigma = 5, .heavyLines = 7}},
        {", blotchy, faint", Scene{.blurSigma = 1.2, .noiseSigma = 6, .contrast = 0.5, .blotches = 10}}};
    for (const auto& [printName, print] : prints)
        for (const auto& [name, m] : moves)
            QTest::newRow(qPrintable(QString::fromLatin1(name) + QString::fromLatin1(printName))) << m << print;
}

void TestVisionReader::cornersPlacedOffLeaveNoSilentMiss()
{
    QFETCH(CornerMoves, moves);
    QFETCH(Scene, scene);
    // A puzzle with digits in the corner and edge cells, so that cut digits are there to be missed.
    scene.puzzle = "4.3.2.6.79..3.5..12.18.64.35.81.29..7.......8..67.82.53.26.95..8..2.3..96.5.1.3.2";
    const Made made = makeScene(scene);
    const float cell = static_cast<float>(scene.boardSide) / 9.0f;
    Corners corners = made.corners;
    for (int i = 0; i < 4; ++i) {
        corners[i].x += moves[i].x * cell;
        corners[i].y += moves[i].y * cell;
    }
    vision::ReadOptions options;
    options.corners = corners;
    const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr), options);
    QVERIFY(r.found);
    const std::string read = r.puzzle();
    for (int i = 0; i < 81; ++i) {
        if (read[i] == scene.puzzle[i])
            continue;
        const bool suspect = std::find(r.suspect.begin(), r.suspect.end(), i) != r.suspect.end();
        QVERIFY2(suspect, qPrintable(QStringLiteral("cell %1 read as %2 (confidence %3), drawn %4, not suspect")
                                         .arg(i).arg(QLatin1Char(read[i])).arg(r.cells[i].confidence)
                                         .arg(QLatin1Char(scene.puzzle[i]))));
    }
}

void TestVisionReader::greyAndBgraPicturesReadAlike()
{
    const Made made = makeScene({.tiltDegrees = 8});
    cv::Mat grey, bgra;
    cv::cvtColor(made.bgr, grey, cv::COLOR_BGR2GRAY);
    cv::cvtColor(made.bgr, bgra, cv::COLOR_BGR2BGRA);
    // A stride longer than a row, as QImage pads rows.
    cv::Mat padded(grey.rows, grey.cols + 13, CV_8UC1, cv::Scalar(0));
    grey.copyTo(padded(cv::Rect(0, 0, grey.cols, grey.rows)));
    vision::Picture greyPicture{padded.data, grey.cols, grey.rows, 1, static_cast<int>(padded.step)};
    const vision::Reading a = vision::readPuzzle(greyPicture);
    const vision::Reading b = vision::readPuzzle(pictureOf(bgra));
    QVERIFY(a.found);
    QVERIFY(b.found);
    QCOMPARE(QString::fromStdString(a.puzzle()), QString::fromLatin1(kPuzzle));
    QCOMPARE(QString::fromStdString(b.puzzle()), QString::fromLatin1(kPuzzle));
}


void TestVisionReader::readsCommittedPhotos_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("turns");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<bool>("sure"); // read without a doubt: no suspect cell
    // image13: a clean 640×480 print; image30: blurred, page text above; image1077: a 960×1280 phone
    // photo of a newspaper page; image209: a dim photo, another grid against this one. The first two as
    // they are and turned. "sure": read with no suspect cell.
    QTest::newRow("image13") << QStringLiteral("image13") << 0 << true << true;
    QTest::newRow("image13 turned 90") << QStringLiteral("image13") << 1 << true << true;
    // Turned 180°, the warp samples the photo differently and one 3 reads as a doubtful 5 (suspect).
    QTest::newRow("image13 turned 180") << QStringLiteral("image13") << 2 << false << false;
    QTest::newRow("image30 (blurred)") << QStringLiteral("image30") << 0 << false << false;
    QTest::newRow("image30 turned 270") << QStringLiteral("image30") << 3 << false << false;
    QTest::newRow("image1077 (phone)") << QStringLiteral("image1077") << 0 << true << true;
    // image209: yesterday's solution printed against the grid's bottom left, so the grid's own outline
    // is no quadrilateral; found from the band of box rows whose outline is one.
    QTest::newRow("image209 (outline merged)") << QStringLiteral("image209") << 0 << true << true;
    // image200, image43: 1600×1200 phone photos of newsprint, thick grey lines; an empty cell of each
    // was doubted for a moved window's line remains (a glyph with 0.15 and 0.11 of a digit's ink).
    QTest::newRow("image200 (no doubt from line remains)") << QStringLiteral("image200") << 0 << true << true;
    QTest::newRow("image43 (no doubt from line remains)") << QStringLiteral("image43") << 0 << true << true;
}

void TestVisionReader::readsCommittedPhotos()
{
    QFETCH(QString, name);
    QFETCH(int, turns);
    QFETCH(bool, exact);
    QFETCH(bool, sure);
    const Photo photo = loadPhoto(name);
    QVERIFY(!photo.image.isNull());
    QCOMPARE(photo.puzzle.size(), 81);
    const vision::Reading r = readImage(turned(photo.image, turns));
    QVERIFY2(r.found, vision::problemName(r.problem));
    QCOMPARE(r.quarterTurns, (4 - turns) % 4);
    // The corners within 2.5 % of the grid's side of the ones marked by hand (which mark the lines'
    // middle or their outer edge, photo by photo).
    const double side = cornerDistance(photo.corners[0], photo.corners[1]);
    for (int i = 0; i < 4; ++i) {
        const Point expected = turnedPoint(photo.corners[i], photo.image.size(), turns);
        QVERIFY2(cornerDistance(r.corners[i], expected) <= 0.025 * side,
                 qPrintable(QStringLiteral("corner %1 at (%2, %3), marked (%4, %5)")
                                .arg(i).arg(r.corners[i].x).arg(r.corners[i].y).arg(expected.x).arg(expected.y)));
    }
    // Every cell read wrong is among the suspects (never a silent wrong digit); the clean ones are
    // read whole.
    const QString read = QString::fromStdString(r.puzzle());
    for (int i = 0; i < 81; ++i)
        if (read[i] != photo.puzzle[i])
            QVERIFY2(std::find(r.suspect.begin(), r.suspect.end(), i) != r.suspect.end(),
                     qPrintable(QStringLiteral("cell %1 read %2, is %3, not suspect").arg(i).arg(read[i]).arg(photo.puzzle[i])));
    if (exact)
        QCOMPARE(read, photo.puzzle);
    if (sure)
        QVERIFY2(r.suspect.empty(), qPrintable(QStringLiteral("%1 suspect cells, the first %2")
                                                   .arg(r.suspect.size())
                                                   .arg(r.suspect.empty() ? -1 : r.suspect.front())));
}

void TestVisionReader::mirroredPhotoIsNeverASureReading()
{
    // A mirrored picture (a selfie camera, a scan the wrong way) has mirrored digits: no turn reads it.
    // Either no grid, or doubts: never a puzzle read without a suspect cell.
    const Photo photo = loadPhoto(QStringLiteral("image13"));
    const vision::Reading r = readImage(photo.image.mirrored(true, false));
    QVERIFY(!r.found || !r.suspect.empty());
}

QTEST_MAIN(TestVisionReader)
#include "tst_vision_reader.moc"
