#pragma once
// The review of a puzzle read from a picture (Game → Open Image…, Open or drop of a picture file, Paste
// of a clipboard picture): the picture, the grid's outline with its four corners draggable (a drag
// reads the cells again from the new corners), the digits read drawn over their cells, and the
// doubtful cells marked with a dashed frame and a "?" (not by colour alone). The player fixes a cell
// by clicking it (or moving to it with the arrows) and typing a digit; 0, Delete or Backspace empties
// it. Accept hands the digits over (MainWindow puts them in Enter mode as one undoable change).
//
// The reading runs on the analysis session (Work::ReadPicture) while a busy bar shows; Esc cancels it
// (and, when nothing runs, closes the dialog as Cancel does).

#include <QDialog>
#include <QImage>
#include <QWidget>

#include <array>
#include <optional>
#include <set>

#include "analysis/picturereading.h"

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace qudoku::ui {

class AnalysisSession;

// The picture with the outline, the handles and the digits (the dialog's main widget).
class PictureReviewView : public QWidget {
    Q_OBJECT

public:
    explicit PictureReviewView(const QImage& picture, QWidget* parent = nullptr);

    void setCorners(const PictureCorners& corners);
    const PictureCorners& corners() const { return corners_; }
    // A reading's digits; the cells the player fixed keep the player's digit.
    void setDigits(const std::array<int, 81>& digits, const std::vector<int>& suspect);
    const std::array<int, 81>& digits() const { return digits_; }
    // Cells still doubtful: read with doubt and not fixed by the player since.
    std::vector<int> suspect() const { return {suspect_.begin(), suspect_.end()}; }
    int selectedCell() const { return selected_; }
    void selectCell(int cell);
    void setDigitsShown(bool shown); // no digits while nothing was read

    // Where things are on the widget (tests drive the mouse with these).
    QPointF cornerOnWidget(int corner) const;
    QPointF cellCentreOnWidget(int cell) const;

    QSize sizeHint() const override { return {640, 560}; }

signals:
    void cornersDragged(const qudoku::ui::PictureCorners& corners); // a drag ended: read again
    void digitsEdited();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QTransform pictureToWidget() const;
    QTransform gridToPicture() const; // (0,0)-(9,9) onto the outline
    std::optional<int> cellAt(QPointF widgetPoint) const;
    void setDigit(int cell, int digit);

    QImage picture_;
    PictureCorners corners_{};
    std::array<int, 81> digits_{};
    std::set<int> suspect_;
    std::set<int> fixed_; // typed by the player: a new reading leaves them
    int selected_ = 0;
    int dragged_ = -1; // the corner being dragged
    bool digitsShown_ = false;
};

class PictureReviewDialog : public QDialog {
    Q_OBJECT

public:
    // `picture`: QImage::Format_BGR888 (render::decodePicture's); `name` is shown in the title.
    PictureReviewDialog(const QImage& picture, const QString& name, AnalysisSession* session, QWidget* parent = nullptr);
    ~PictureReviewDialog() override;

    PictureReviewView* view() const { return view_; }
    bool isReading() const { return reading_; }
    // The digits as the player accepted them, row by row.
    std::array<int, 81> digits() const;
    QString statusText() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void read(const std::optional<PictureCorners>& corners);
    void onRead(const PictureReading& reading);
    void setReading(bool on);
    void describe();

    AnalysisSession* session_;
    QImage picture_;
    PictureReviewView* view_;
    QLabel* status_;
    QProgressBar* busy_;
    QDialogButtonBox* buttons_;
    QPushButton* accept_;
    bool reading_ = false;
    bool found_ = false;
    int solutions_ = -1; // of the digits as read; -1 once the player changed one
};

} // namespace qudoku::ui
