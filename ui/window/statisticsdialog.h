#pragma once
// Game → Statistics: the player's record by size and grade (game/statistics.h) in a table: games
// played and solved, the best and the average solving time, the hints used; with Reset (asked
// first) and Close.

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace qudoku::ui {

class StatisticsDialog : public QDialog {
    Q_OBJECT

public:
    explicit StatisticsDialog(QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QPushButton* resetButton() const { return reset_; }
    // Reset asks first; tests answer for the player.
    void setAskBeforeReset(bool ask) { ask_ = ask; }

private:
    void fill();
    void resetAll();

    QLabel* empty_;
    QTableWidget* table_;
    QPushButton* reset_;
    bool ask_ = true;
};

} // namespace qudoku::ui
