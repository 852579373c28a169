// qudoku-vision-mixes: the picture reader (vision/) on random mixes of the conditions the tests' made
// pictures have one or two at a time (tests/vision/made_pictures.h): tilt both ways, a turn, blur,
// noise, uneven light, a vignette, a soft shadow, a faint print, grey heavy lines, blotchy paper, a
// bend, a box, a dark table, column rules, page around, JPEG, specks, shake, glares and the digits'
// size. Each mix is drawn from a seeded generator, so a seed names the same pictures on every
// machine with the same fonts. Counts the readings: no grid found, silently wrong (a cell read wrong
// and not suspect: the one outcome a reader must never give), wrong and flagged, right but doubted,
// right and clean; and how many found grids have a corner more than 2 % of the side off. Prints the
// silently wrong and not found ones (every one with --verbose), then the counts. docs/vision.md has
// the figures; a rule tuned on one seed is measured once on another. --save DIR writes the pictures
// printed (DIR/mix-SEED-K.png), to look at; --only K reads the K-th picture alone.
//
//   qudoku-vision-mixes --seed 2 --count 400
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QString>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>

#include "made_pictures.h"
#include "qudoku/vision/reading.h"

using namespace qudoku;
using namespace qudoku::test;

namespace {

std::string describe(const Scene& s)
{
    char line[512];
    std::snprintf(line, sizeof line,
                  "side %d tilt %.1f side-tilt %.1f turn %.1f blur %.2f noise %.1f uneven %d vignette %d shadow %d contrast %.2f "
                  "heavy %.1f blotches %.1f bend %.3f box %d table %d rules %d page %d margin %.2f jpeg %d specks %d shake %d "
                  "glare %d middle-glare %d digit %.2f",
                  s.boardSide, s.tiltDegrees, s.sideTilt, s.rotateDegrees, s.blurSigma, s.noiseSigma, s.unevenLight, s.vignette,
                  s.shadowAcross, s.contrast, s.heavyLines, s.blotches, s.bend, s.boxFrame, s.tableAround, s.rules, s.extraPage,
                  s.marginCells, s.jpeg, s.speckCells, s.shake, s.glare, s.glareMiddle, s.digitSize);
    return line;
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // render/ draws the boards with Qt's fonts
    int count = 400;
    unsigned seed = 2;
    bool verbose = false;
    int only = -1;
    QString saveTo;
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        bool ok = true;
        if (a == QLatin1String("--verbose"))
            verbose = true;
        else if (a == QLatin1String("--count") && i + 1 < argc)
            count = QString::fromLocal8Bit(argv[++i]).toInt(&ok);
        else if (a == QLatin1String("--seed") && i + 1 < argc)
            seed = QString::fromLocal8Bit(argv[++i]).toUInt(&ok);
        else if (a == QLatin1String("--only") && i + 1 < argc)
            only = QString::fromLocal8Bit(argv[++i]).toInt(&ok);
        else if (a == QLatin1String("--save") && i + 1 < argc)
            ok = QDir().mkpath(saveTo = QString::fromLocal8Bit(argv[++i]));
        else
            ok = false;
        if (!ok || count < 0) {
            std::fprintf(stderr, "usage: qudoku-vision-mixes [--seed N (2)] [--count N (400)] [--only K] [--verbose] [--save DIR]\n");
            return 2;
        }
    }
    std::mt19937 rng(seed);
    int notFound = 0, silent = 0, flaggedWrong = 0, doubtedRight = 0, clean = 0, cornersOff = 0;
    for (int k = 0; k < count; ++k) {
        const Scene s = randomMix(rng);
        if (only >= 0 && k != only)
            continue;
        const Made made = makeScene(s);
        const vision::Reading r = vision::readPuzzle(pictureOf(made.bgr));
        std::string what;
        bool show = verbose;
        if (!r.found) {
            ++notFound;
            what = std::string("not found: ") + vision::problemName(r.problem);
            show = true;
        } else {
            const std::string read = r.puzzle();
            int wrong = 0;
            std::string unflagged;
            for (size_t i = 0; i < 81; ++i) {
                if (read[i] == s.puzzle[i])
                    continue;
                ++wrong;
                if (std::find(r.suspect.begin(), r.suspect.end(), static_cast<int>(i)) == r.suspect.end()) {
                    char cell[64];
                    std::snprintf(cell, sizeof cell, " [cell %zu: %c for %c, %.2f]", i, read[i], s.puzzle[i], r.cells[i].confidence);
                    unflagged += cell;
                }
            }
            if (!unflagged.empty()) {
                ++silent;
                what = "SILENTLY WRONG" + unflagged;
                show = true;
            } else if (wrong > 0) {
                ++flaggedWrong;
                what = "wrong, flagged: " + std::to_string(wrong) + " cells";
            } else if (!r.suspect.empty()) {
                ++doubtedRight;
                what = "right, " + std::to_string(r.suspect.size()) + " doubted";
            } else {
                ++clean;
                what = "right";
            }
            const double off = worstCorner(r, made) / s.boardSide;
            if (off > 0.02) {
                ++cornersOff;
                char text[64];
                std::snprintf(text, sizeof text, "; a corner %.1f %% of the side off", 100 * off);
                what += text;
            }
        }
        show = show || k == only;
        if (show)
            std::printf("%d: %s | %s\n", k, what.c_str(), describe(s).c_str());
        if (show && !saveTo.isEmpty()) {
            cv::Mat rgb;
            cv::cvtColor(made.bgr, rgb, cv::COLOR_BGR2RGB);
            const QImage image(rgb.data, rgb.cols, rgb.rows, static_cast<qsizetype>(rgb.step), QImage::Format_RGB888);
            if (!image.save(QStringLiteral("%1/mix-%2-%3.png").arg(saveTo).arg(seed).arg(k)))
                std::fprintf(stderr, "could not write into %s\n", qPrintable(saveTo));
        }
    }
    if (only >= 0)
        return 0;
    std::printf("pictures              %d (seed %u)\n", count, seed);
    std::printf("no grid found         %d\n", notFound);
    std::printf("silently wrong        %d\n", silent);
    std::printf("wrong, flagged        %d\n", flaggedWrong);
    std::printf("right, cells doubted  %d\n", doubtedRight);
    std::printf("right, clean          %d\n", clean);
    std::printf("corners over 2 %% off  %d of %d found\n", cornersOff, count - notFound);
    return 0;
}
