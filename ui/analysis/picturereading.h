#pragma once
// The analysis session's picture job (Work::ReadPicture): the puzzle in a picture, read by the vision
// library (vision/include/qudoku/vision/reading.h) on the session's pool, with the solutions of what
// was read counted (0, 1, or 2 for several). Built only with QUDOKU_VISION: without it the app offers no
// picture command and nothing calls readPictureNow().

#include <QImage>
#include <QPointF>
#include <QString>

#include <array>
#include <optional>
#include <stop_token>
#include <vector>

#include "analysis/latestjob.h"

namespace qudoku::ui {

// The grid's outer corners in the picture's pixels: the puzzle's top left, top right, bottom right,
// bottom left.
using PictureCorners = std::array<QPointF, 4>;

struct PictureReading {
    bool found = false;
    QString problem;                 // why nothing was found, for the player (translated)
    PictureCorners corners{};
    std::array<int, 81> digits{};    // row by row, 0: empty
    std::array<float, 81> confidence{};
    std::vector<int> suspect;        // cells to check, in order
    int solutions = 0;               // of the digits read: 0, 1, or 2 for several
    JobEnd end = JobEnd::Finished;
};

// Whether this build can read pictures (QUDOKU_VISION, which defines QUDOKU_HAVE_VISION for qudoku_ui
// and its users).
constexpr bool canReadPictures() {
#ifdef QUDOKU_HAVE_VISION
    return true;
#else
    return false;
#endif
}

// Runs on the calling thread (the session calls it on its pool). `picture` must be
// QImage::Format_BGR888 (render::decodePicture's); `corners`, when given, are the player's: the
// search is skipped and the cells are read from there.
PictureReading readPictureNow(const QImage& picture, const std::optional<PictureCorners>& corners, std::stop_token stop);

} // namespace qudoku::ui
