#include "made_pictures.h"

#include <QBuffer>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QTransform>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

#include "qudoku/grid.h"
#include "render/grid_picture.h"

namespace qudoku::test {
namespace {

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

} // namespace

QImage photoSeenAs(const QImage& photo, double turnDegrees, double tilt, double scale, QTransform* map)
{
    const double width = photo.width(), height = photo.height();
    const double inset = tilt * width / 2;
    QTransform tilted;
    QTransform::quadToQuad(QPolygonF({{0, 0}, {width, 0}, {width, height}, {0, height}}),
                           QPolygonF({{inset, 0}, {width - inset, 0}, {width, height}, {0, height}}), tilted);
    QTransform m = tilted * QTransform().translate(-width / 2, -height / 2) * QTransform().rotate(turnDegrees) *
                   QTransform().scale(scale, scale);
    const QRectF bounds = m.mapRect(QRectF(0, 0, width, height));
    m *= QTransform().translate(-bounds.left(), -bounds.top());
    QImage out(bounds.size().toSize(), QImage::Format_ARGB32);
    out.fill(photo.scaled(1, 1, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).pixelColor(0, 0));
    QPainter painter(&out);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.setTransform(m);
    painter.drawImage(0, 0, photo);
    painter.end();
    if (map)
        *map = m;
    return out;
}

cv::Mat toMat(const QImage& image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    cv::Mat view(rgb.height(), rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constBits()),
                 static_cast<size_t>(rgb.bytesPerLine()));
    cv::Mat bgr;
    cv::cvtColor(view, bgr, cv::COLOR_RGB2BGR);
    return bgr;
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

Scene randomMix(std::mt19937& rng)
{
    auto u = [&](double a, double b) { return std::uniform_real_distribution<double>(a, b)(rng); };
    auto chance = [&](double p) { return u(0, 1) < p; };
    Scene s;
    s.boardSide = static_cast<int>(u(250, 700));
    s.tiltDegrees = u(0, 25);
    s.sideTilt = chance(0.5) ? u(0, 15) : 0;
    s.rotateDegrees = u(-12, 12);
    s.blurSigma = u(0, 2.0);
    s.noiseSigma = u(0, 8);
    s.unevenLight = chance(0.3);
    s.vignette = chance(0.3);
    s.shadowAcross = chance(0.2);
    s.contrast = chance(0.5) ? u(0.4, 1.0) : 1.0;
    s.heavyLines = chance(0.2) ? u(2, 4) : 0;
    s.blotches = chance(0.3) ? u(4, 12) : 0;
    s.bend = chance(0.3) ? u(0, 0.04) : 0;
    s.boxFrame = chance(0.2);
    s.tableAround = chance(0.2);
    s.rules = chance(0.15);
    s.extraPage = chance(0.3) ? static_cast<int>(u(100, 400)) : 0;
    s.marginCells = u(0.3, 2.5);
    s.jpeg = chance(0.5) ? static_cast<int>(u(25, 90)) : 0;
    s.speckCells = chance(0.15) ? 5 : 0;
    s.shake = chance(0.15) ? static_cast<int>(u(2, 5)) : 0;
    s.glare = chance(0.1);
    s.glareMiddle = chance(0.1);
    s.digitSize = chance(0.3) ? u(0.45, 0.75) : 0;
    return s;
}

Scene mixOf(unsigned seed, int k)
{
    std::mt19937 rng(seed);
    Scene s;
    for (int i = 0; i <= k; ++i)
        s = randomMix(rng);
    return s;
}

vision::Picture pictureOf(const cv::Mat& m)
{
    return {m.data, m.cols, m.rows, m.channels(), static_cast<int>(m.step)};
}

double worstCorner(const vision::Reading& r, const Made& made)
{
    double worst = 0;
    for (int i = 0; i < 4; ++i)
        worst = std::max(worst, std::hypot(double(r.corners[i].x - made.corners[i].x), double(r.corners[i].y - made.corners[i].y)));
    return worst;
}

} // namespace qudoku::test
