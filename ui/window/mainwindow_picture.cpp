// MainWindow: puzzles read from pictures (Game → Open Image…, Open and drop of a picture file, Paste of
// a clipboard picture). The picture is decoded here with its size checked first
// (render/picture_file.h), read on the analysis session and reviewed in PictureReviewDialog; Accept
// puts the digits in Enter mode as one undoable change, as if typed, and Start Playing checks them.
// Only offered in a build with QUDOKU_VISION (canReadPictures()).

#include <QFileDialog>
#include <QFileInfo>

#include "analysis/picturereading.h"
#include "analysis/session.h"
#include "game/game.h"
#include "qudoku/symbols.h"
#include "render/picture_file.h"
#include "window/autopause.h"
#include "window/lastfolder.h"
#include "window/mainwindow.h"
#include "window/picturereview.h"
#ifdef QUDOKU_HAVE_VISION
#include "qudoku/vision/reading.h"
#endif

namespace qudoku::ui {

namespace {

#ifdef QUDOKU_HAVE_VISION
constexpr std::int64_t kMaxPicturePixels = vision::kMaxPixels;
#else
constexpr std::int64_t kMaxPicturePixels = 50'000'000;
#endif

} // namespace

void MainWindow::openImage() {
    const AutoPause::Hold paused(autoPause_);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Image"), lastFolder(),
                                                      tr("Pictures (%1);;All files (*)").arg(render::pictureNameFilters()));
    if (!path.isEmpty()) openPicture(path);
}

bool MainWindow::openPicture(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    const render::DecodedPicture picture = render::decodePictureFile(path, kMaxPicturePixels);
    if (!picture) {
        reportError(tr("Cannot open %1: %2").arg(name, render::pictureProblemText(picture, kMaxPicturePixels)));
        return false;
    }
    rememberFolderOf(path);
    return reviewPicture(picture.image, name);
}

bool MainWindow::reviewPicture(const QImage& image, const QString& name) {
    if (!canReadPictures()) return false;
    const render::DecodedPicture picture = render::preparePicture(image, kMaxPicturePixels);
    if (!picture) {
        reportError(tr("Cannot read the picture: %1").arg(render::pictureProblemText(picture, kMaxPicturePixels)));
        return false;
    }
    if (pictureReview_) pictureReview_->reject(); // one review at a time
    auto* dialog = new PictureReviewDialog(picture.image, name, session_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    pictureReview_ = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog, name] {
        if (mayReplaceGame()) enterReadPuzzle(dialog->digits(), name);
    });
    dialog->open(); // window-modal
    return true;
}

PictureReviewDialog* MainWindow::pictureReview() const { return pictureReview_; }

void MainWindow::enterReadPuzzle(const std::array<int, 81>& digits, const QString& name) {
    setCollection({});
    currentFile_.clear();
    sourceName_ = tr("Puzzle from %1").arg(name);
    game_->newEmpty(Shape{3, 3}, defaultAlphabet(9));
    // As if typed, but one undoable change: Undo takes the whole reading back.
    game_->placeValues(std::vector<int>(digits.begin(), digits.end()), tr("Digits read from %1").arg(name));
    updateTitle();
    showMessage(tr("The puzzle read from %1 is ready to check: fix any digit, then choose Start Playing.").arg(name));
}

} // namespace qudoku::ui
