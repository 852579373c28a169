#include "analysis/picturereading.h"

#include <QCoreApplication>

#include <algorithm>

#include "qudoku/grid.h"
#include "qudoku/solver.h"
#include "qudoku/vision/reading.h"

namespace qudoku::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("PictureReading", text); }

QString problemText(vision::Problem problem) {
    switch (problem) {
    case vision::Problem::TooSmall: return tr("The picture is smaller than a readable board (about 120 pixels across).");
    case vision::Problem::TooLarge: return tr("The picture is too large to read.");
    case vision::Problem::NotNineByNine: return tr("The grid found is not 9×9; only 9×9 puzzles are read.");
    case vision::Problem::Cancelled: return tr("Reading was cancelled.");
    case vision::Problem::None:
    case vision::Problem::NoGrid: break;
    }
    return tr("No grid was found in the picture. Drag the corners onto the grid's outer corners to read it from there.");
}

} // namespace

PictureReading readPictureNow(const QImage& picture, const std::optional<PictureCorners>& corners, std::stop_token stop) {
    PictureReading out;
    const QImage image = picture.format() == QImage::Format_BGR888 ? picture : picture.convertToFormat(QImage::Format_BGR888);
    const vision::Picture input{image.constBits(), image.width(), image.height(), 3, static_cast<int>(image.bytesPerLine())};
    vision::ReadOptions options;
    if (corners) {
        vision::Corners given;
        for (std::size_t i = 0; i < 4; ++i)
            given[i] = {static_cast<float>((*corners)[i].x()), static_cast<float>((*corners)[i].y())};
        options.corners = given;
    }
    const vision::Reading reading = vision::readPuzzle(input, options, stop);
    if (!reading.found) {
        out.problem = problemText(reading.problem);
        if (corners) out.corners = *corners;
        return out;
    }
    out.found = true;
    for (std::size_t i = 0; i < 4; ++i) out.corners[i] = QPointF(reading.corners[i].x, reading.corners[i].y);
    Grid grid(Shape{3, 3});
    for (std::size_t cell = 0; cell < 81; ++cell) {
        out.digits[cell] = reading.cells[cell].digit;
        out.confidence[cell] = reading.cells[cell].confidence;
        grid.set(static_cast<int>(cell), reading.cells[cell].digit);
    }
    out.suspect = reading.suspect;
    SolveOptions solveOptions;
    solveOptions.limit = 2;
    solveOptions.keep = 0;
    solveOptions.stop = stop;
    out.solutions = static_cast<int>(std::min<std::uint64_t>(solve(grid, solveOptions).count, 2));
    return out;
}

} // namespace qudoku::ui
