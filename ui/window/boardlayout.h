#pragma once
// The centre of the window: the board and, right beside it, the number pad (with the puzzle picker
// below it). The board gets the space first: it is the largest square the height allows once the pad
// beside it has the room it needs, and the pad's buttons grow and shrink with the board's cells (a
// 9×9 board of 60 px cells gets 51 px buttons, a tiny board 24 px ones, a large one 64 px at most),
// so the pad stays next to the board at every size instead of leaving a gap the width of a column of
// cells (seen at 1580×950: 140 px). What is left of the width goes to either side of the pair,
// equally; the window gives it to the hint panel first (MainWindow::fitPanels asks spareWidth()).
//
// Zoom (Ctrl++ / Ctrl+- / Ctrl+0) scales the board from that fitted size: smaller, centred; larger,
// beyond the window, whose central scroll area then scrolls (the layout's widget sits in it, and the
// zoomed minimum size makes it scroll). Digits and marks grow with the cells.

#include <QLayout>

namespace qudoku::ui {

class BoardWidget;
class NumberPad;

class BoardLayout : public QLayout {
    Q_OBJECT

public:
    static constexpr int kGap = 10;         // between the board and the pad
    static constexpr int kMinButton = 24;   // the pad's buttons, px
    static constexpr int kMaxButton = 64;

    // `side` holds the pad and `below` it (the puzzle picker, may be hidden); the board and `side`
    // become children of the layout's widget.
    BoardLayout(BoardWidget* board, NumberPad* pad, QWidget* below, QWidget* side, QWidget* parent);
    ~BoardLayout() override;

    // The board's side, the pad's button side and the width both take in `rect`.
    struct Fit {
        int board = 0;
        int button = 0;
        int width = 0;
    };
    Fit fit(const QRect& rect) const;
    // 1.0: the board fits the window; kZoomSteps apart between kMinZoom and kMaxZoom.
    static constexpr double kMinZoom = 0.5;
    static constexpr double kMaxZoom = 3.0;
    double zoom() const { return zoom_; }
    void setZoom(double zoom);
    // The least size at zoom 1 (the window keeps at least this much for it).
    QSize unzoomedMinimumSize() const;
    // The width the pair leaves unused when the board is as tall as the area (> 0: the height limits
    // the board; < 0: the width does, and this much more would let it grow to the full height).
    int spareWidth() const;

    void addItem(QLayoutItem* item) override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    int count() const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }

private:
    int buttonFor(int boardSide) const;
    int widthFor(int boardSide) const;
    // The visible area the board is fitted to: the scroll area's viewport when the widget is in one.
    QRect visibleArea() const;
    int zoomedSide(const QRect& rect) const;

    BoardWidget* board_;
    NumberPad* pad_;
    QWidget* below_;
    double zoom_ = 1.0;
    QList<QLayoutItem*> items_; // the board, then the side
};

} // namespace qudoku::ui
