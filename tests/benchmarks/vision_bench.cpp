// qudoku-vision-bench: the picture reader (vision/) over a split of Baptiste Wicht's sudoku_dataset
// (github wichtounet/sudoku_dataset, CC BY 4.0), or any folder of the same layout:
//     <dataset>/images/imageN.jpg, <dataset>/images/imageN.dat (two header lines, then 81 digits),
//     <dataset>/datasets/<split>.desc (one image path per line, relative to <dataset>).
// Prints grid found %, cells right % (all 81 cells of every found grid: a given misread, missed or
// an empty cell read as a digit is an error), puzzles right %, flagged-when-wrong % (a wrong reading
// is flagged when no grid was found, a cell is suspect or the puzzle read has other than one
// solution), the wrong cells of found grids that are suspect (a reading flagged by a doubt on a right
// cell, beside a wrong cell read surely, is flagged but points the player elsewhere),
// flagged-when-right %, and the time of readPuzzle per photo (median, max; decoding not included;
// one thread). When <dataset>/outlines_sorted.csv is there (the grids' corners marked by
// hand), also how far the corners found are from them: the largest of the four distances, as a share
// of the grid's side (median, share within 2 %). --verbose: one line per photo. docs/benchmarks.md has
// the figures.
// --warp turn=DEG,tilt=F,scale=S: each photo turned DEG degrees, its top edge narrowed to 1 - F of its
// width (a camera tilted back) and scaled by S before it is read, on a canvas of its mean colour; the
// marked corners go through the same map. A stress set made of the training split's real photos, for
// what the test split must not be looked at for (its pictures are for the figures only).
// --save DIR: each picture read, as read (warped), with the outline found drawn, as DIR/NAME.png.
//
//   qudoku-vision-bench /work/data/sudoku_dataset datasets/v2_test.desc
//   (cd /work/data/sudoku_dataset && ls wip/*.jpg) > /tmp/wip.desc
//   qudoku-vision-bench /work/data/sudoku_dataset /tmp/wip.desc
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QTransform>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "made_pictures.h"
#include "qudoku/solver.h"
#include "qudoku/vision/reading.h"

using namespace qudoku;

namespace {

std::string expectedPuzzle(const QString& datPath)
{
    QFile f(datPath);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QTextStream in(&f);
    in.readLine();
    in.readLine();
    std::string out;
    while (!in.atEnd() && out.size() < 81) {
        QString token;
        in >> token;
        if (token.size() == 1 && token[0].isDigit())
            out += token[0] == QLatin1Char('0') ? '.' : static_cast<char>(token[0].toLatin1());
    }
    return out.size() == 81 ? out : std::string{};
}

// outlines_sorted.csv: "./images/imageN.jpg",p1_x,p1_y,...,p4_y (clockwise from the top left).
std::map<QString, std::array<vision::Point, 4>> readOutlines(const QString& path)
{
    std::map<QString, std::array<vision::Point, 4>> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return out;
    QTextStream in(&f);
    in.readLine();
    while (!in.atEnd()) {
        const QStringList fields = in.readLine().split(QLatin1Char(','));
        if (fields.size() != 9)
            continue;
        std::array<vision::Point, 4> c;
        for (int i = 0; i < 4; ++i)
            c[i] = {fields[1 + 2 * i].toFloat(), fields[2 + 2 * i].toFloat()};
        out[QFileInfo(fields[0]).fileName()] = c;
    }
    return out;
}

// The largest distance from a corner found to the marked one, over the grid's side. The corners are
// compared as a set turned to the best match: the dataset marks the picture's top left first, the
// reader the puzzle's.
double cornerError(const vision::Corners& found, const std::array<vision::Point, 4>& marked)
{
    auto dist = [](vision::Point a, vision::Point b) { return static_cast<double>(std::hypot(a.x - b.x, a.y - b.y)); };
    const double side = (dist(marked[0], marked[1]) + dist(marked[1], marked[2]) + dist(marked[2], marked[3]) +
                         dist(marked[3], marked[0])) / 4;
    double best = 1e9;
    for (int shift = 0; shift < 4; ++shift) {
        double worst = 0;
        for (int i = 0; i < 4; ++i)
            worst = std::max(worst, dist(found[(i + shift) % 4], marked[i]));
        best = std::min(best, worst);
    }
    return best / side;
}

struct Warp {
    double turnDegrees = 0, tilt = 0, scale = 1;
    bool any() const { return turnDegrees != 0 || tilt != 0 || scale != 1; }
};

bool parseWarp(const QString& spec, Warp& w)
{
    for (const QString& part : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = part.split(QLatin1Char('='));
        bool ok = kv.size() == 2;
        const double v = ok ? kv[1].toDouble(&ok) : 0;
        if (!ok)
            return false;
        if (kv[0] == QLatin1String("turn"))
            w.turnDegrees = v;
        else if (kv[0] == QLatin1String("tilt") && v >= 0 && v < 0.9)
            w.tilt = v;
        else if (kv[0] == QLatin1String("scale") && v > 0.05 && v <= 4)
            w.scale = v;
        else
            return false;
    }
    return true;
}

int solutionCount(const std::string& puzzle)
{
    Grid g;
    for (int i = 0; i < 81; ++i)
        g.set(i, puzzle[i] == '.' ? 0 : puzzle[i] - '0');
    SolveOptions o;
    o.limit = 2;
    return static_cast<int>(solve(g, o).count);
}

} // namespace

int main(int argc, char** argv)
{
    bool verbose = false;
    Warp warp;
    QString saveTo;
    std::vector<QString> args;
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QLatin1String("--verbose"))
            verbose = true;
        else if (a == QLatin1String("--warp") && i + 1 < argc) {
            if (!parseWarp(QString::fromLocal8Bit(argv[++i]), warp)) {
                std::fprintf(stderr, "--warp: expected turn=DEG,tilt=0..0.9,scale=0.05..4\n");
                return 2;
            }
        } else if (a == QLatin1String("--save") && i + 1 < argc) {
            saveTo = QString::fromLocal8Bit(argv[++i]);
            if (!QDir().mkpath(saveTo)) {
                std::fprintf(stderr, "--save: cannot make %s\n", qPrintable(saveTo));
                return 2;
            }
        } else
            args.push_back(a);
    }
    if (args.size() != 2) {
        std::fprintf(stderr, "usage: qudoku-vision-bench [--verbose] [--warp turn=DEG,tilt=F,scale=S] [--save DIR] DATASET_DIR SPLIT.desc\n"
                             "  e.g. qudoku-vision-bench /work/data/sudoku_dataset datasets/v2_test.desc\n");
        return 2;
    }
    const QString root = args[0];
    // The split's list: relative to the dataset, or anywhere (e.g. a list of wip/*.jpg made for the run).
    QFile desc(QFileInfo(args[1]).isAbsolute() ? args[1] : root + QLatin1Char('/') + args[1]);
    if (!desc.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(desc.fileName()));
        return 2;
    }
    std::vector<QString> images;
    QTextStream in(&desc);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (!line.isEmpty())
            images.push_back(root + QLatin1Char('/') + line);
    }

    const auto outlines = readOutlines(root + QLatin1String("/outlines_sorted.csv"));
    std::vector<double> cornerErrors;
    int photos = 0, found = 0, cellsRight = 0, cellsRead = 0, puzzlesRight = 0;
    int wrong = 0, wrongFlagged = 0, right = 0, rightFlagged = 0;
    int wrongCells = 0, wrongCellsDoubted = 0, wrongFound = 0, wrongFoundAllDoubted = 0;
    std::vector<double> ms;
    for (const QString& path : images) {
        const std::string expected = expectedPuzzle(QString(path).replace(QLatin1String(".jpg"), QLatin1String(".dat")));
        QImage image(path);
        if (expected.empty() || image.isNull()) {
            std::fprintf(stderr, "skipped (unreadable image or .dat): %s\n", qPrintable(path));
            continue;
        }
        image = image.convertToFormat(QImage::Format_ARGB32); // B, G, R, A in memory (little endian)
        QTransform map;
        if (warp.any())
            image = test::photoSeenAs(image, warp.turnDegrees, warp.tilt, warp.scale, &map);
        vision::Picture picture{image.constBits(), image.width(), image.height(), 4,
                                static_cast<int>(image.bytesPerLine())};
        const auto t0 = std::chrono::steady_clock::now();
        const vision::Reading r = vision::readPuzzle(picture);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        ++photos;
        if (!saveTo.isEmpty()) {
            QImage shown = image.copy();
            if (r.found) {
                QPainter p(&shown);
                p.setPen(QPen(Qt::red, 2));
                QPolygonF outline;
                for (const vision::Point& c : r.corners)
                    outline << QPointF(c.x, c.y);
                p.drawPolygon(outline);
            }
            shown.save(saveTo + QLatin1Char('/') + QFileInfo(path).completeBaseName() + QLatin1String(".png"));
        }
        bool isRight = false, flagged = !r.found;
        double corner = -1;
        if (const auto o = outlines.find(QFileInfo(path).fileName()); r.found && o != outlines.end()) {
            std::array<vision::Point, 4> marked = o->second;
            for (vision::Point& c : marked) {
                const QPointF m = map.map(QPointF(c.x, c.y));
                c = {static_cast<float>(m.x()), static_cast<float>(m.y())};
            }
            corner = cornerError(r.corners, marked);
            cornerErrors.push_back(corner);
        }
        int cellErrors = 81;
        if (r.found) {
            ++found;
            const std::string read = r.puzzle();
            cellErrors = 0;
            int doubted = 0; // of the cells read wrong
            for (int i = 0; i < 81; ++i) {
                if (read[i] == expected[i])
                    continue;
                ++cellErrors;
                doubted += std::find(r.suspect.begin(), r.suspect.end(), i) != r.suspect.end() ? 1 : 0;
            }
            cellsRead += 81;
            cellsRight += 81 - cellErrors;
            isRight = cellErrors == 0;
            flagged = !r.suspect.empty() || solutionCount(read) != 1;
            wrongCells += cellErrors;
            wrongCellsDoubted += doubted;
            if (cellErrors > 0) {
                ++wrongFound;
                wrongFoundAllDoubted += doubted == cellErrors ? 1 : 0;
            }
        }
        if (isRight) {
            ++puzzlesRight;
            ++right;
            rightFlagged += flagged ? 1 : 0;
        } else {
            ++wrong;
            wrongFlagged += flagged ? 1 : 0;
        }
        if (verbose)
            std::printf("%s: %s, corners off %.1f %%, turned %d, %d cell errors, %zu suspect, %s, %.1f ms\n",
                        qPrintable(path), r.found ? "found" : vision::problemName(r.problem), 100 * corner,
                        r.quarterTurns, r.found ? cellErrors : -1, r.suspect.size(),
                        flagged ? "flagged" : "not flagged", ms.back());
        if (verbose && r.found && cellErrors > 0 && cellErrors < 81) {
            const std::string read = r.puzzle();
            std::printf("    misread (cell: read/expected, confidence):");
            for (int i = 0; i < 81; ++i)
                if (read[i] != expected[i])
                    std::printf(" %d: %c/%c %.2f", i, read[i], expected[i], static_cast<double>(r.cells[i].confidence));
            std::printf("\n");
        }
        if (verbose && !r.suspect.empty()) {
            std::printf("    suspect (cell: read, confidence):");
            for (int i : r.suspect)
                std::printf(" %d: %d %.2f", i, r.cells[i].digit, static_cast<double>(r.cells[i].confidence));
            std::printf("\n");
        }
    }
    if (photos == 0) {
        std::fprintf(stderr, "no photos read\n");
        return 1;
    }
    std::sort(ms.begin(), ms.end());
    auto pct = [](int a, int b) { return b ? 100.0 * a / b : 0.0; };
    std::printf("photos                %d\n", photos);
    std::printf("grid found            %.1f %% (%d)\n", pct(found, photos), found);
    std::printf("cells right           %.2f %% of %d cells on found grids\n", pct(cellsRight, cellsRead), cellsRead);
    std::printf("puzzles right         %.1f %% (%d)\n", pct(puzzlesRight, photos), puzzlesRight);
    std::printf("flagged when wrong    %.1f %% (%d of %d)\n", pct(wrongFlagged, wrong), wrongFlagged, wrong);
    std::printf("wrong cells doubted   %d of %d on found grids (every one in %d of %d wrong readings)\n",
                wrongCellsDoubted, wrongCells, wrongFoundAllDoubted, wrongFound);
    std::printf("flagged when right    %.1f %% (%d of %d)\n", pct(rightFlagged, right), rightFlagged, right);
    if (!cornerErrors.empty()) {
        std::sort(cornerErrors.begin(), cornerErrors.end());
        const auto within = std::count_if(cornerErrors.begin(), cornerErrors.end(), [](double e) { return e <= 0.02; });
        std::printf("corners off           median %.2f %% of the side, %.1f %% of found grids within 2 %%\n",
                    100 * cornerErrors[cornerErrors.size() / 2], 100.0 * static_cast<double>(within) / static_cast<double>(cornerErrors.size()));
    }
    std::printf("ms per photo          median %.1f, max %.1f\n", ms[ms.size() / 2], ms.back());
    return 0;
}
