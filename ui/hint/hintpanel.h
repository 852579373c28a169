#pragma once
// The hint panel beside the board: the current rung's words, Apply / Next step / Solution path
// buttons, and the solution path as a list (clicking a step previews it on the board).

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace qudoku::ui {

class HintLadder;

class HintPanel : public QWidget {
    Q_OBJECT

public:
    explicit HintPanel(HintLadder* ladder, QWidget* parent = nullptr);

    QString text() const;
    QListWidget* pathList() const { return path_; }
    QPushButton* applyButton() const { return apply_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* pathButton() const { return showPath_; }

private:
    void refresh();

    HintLadder* ladder_;
    QLabel* text_;
    QPushButton* hint_;
    QPushButton* apply_;
    QPushButton* next_;
    QPushButton* showPath_;
    QListWidget* path_;
    QLabel* total_;
};

} // namespace qudoku::ui
