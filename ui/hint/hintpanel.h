#pragma once
// The hint panel beside the board (the view of HintLadder): the rung as a title ("Hint 2 of 3: the
// technique") in two lines at most, the buttons Hint (one rung further), Apply and Next step (both at
// every rung while there is a step) and Solution path, and the rung's words below them, scrolling
// when long. Nothing the words or the title say moves the buttons.

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;

namespace qudoku::ui {

class HintLadder;

class HintPanel : public QWidget {
    Q_OBJECT

public:
    // The panels beside the board (this one and the solution path) share these widths, in average
    // characters, so opening one does not move the board; the window lets them shrink to the
    // minimum before the board gives up any room.
    static constexpr int kPreferredChars = 46;
    static constexpr int kMinimumChars = 28;

    explicit HintPanel(HintLadder* ladder, QWidget* parent = nullptr);

    QSize sizeHint() const override;

    QString title() const;
    QString text() const;
    QPushButton* hintButton() const { return hint_; }
    QPushButton* applyButton() const { return apply_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* pathButton() const { return path_; }

signals:
    void pathRequested();

private:
    void refresh();

    HintLadder* ladder_;
    QLabel* title_;
    QLabel* text_;
    QScrollArea* words_; // holds text_
    QPushButton* hint_;
    QPushButton* apply_;
    QPushButton* next_;
    QPushButton* path_;
};

} // namespace qudoku::ui
