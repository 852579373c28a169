#pragma once
// The solution-path panel: the steps of SolutionPath in a list (number, technique, rating, effect
// in the players' notation; the explanation as tool tip and below the list), the total rating
// above it. Selecting a step (click or arrow keys) asks for its preview on the board. While the
// panel is visible the path follows the board: a change recomputes it (after a short pause), but a
// search the player stopped (Esc) is not started again until the board changes.

#include <QWidget>

class QLabel;
class QTimer;
class QTreeWidget;

namespace qudoku::ui {

class Game;
class SolutionPath;

class PathPanel : public QWidget {
    Q_OBJECT

public:
    PathPanel(SolutionPath* path, Game* game, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QTreeWidget* list() const { return list_; }
    QString summary() const;
    int selectedStep() const; // -1 when none
    void clearSelection();    // without a preview request

signals:
    void previewRequested(int step);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void recomputeIfStale();
    void onCurrentChanged();

    SolutionPath* path_;
    Game* game_;
    QLabel* summary_;
    QTreeWidget* list_;
    QLabel* detail_;
    QTimer* recompute_;
};

} // namespace qudoku::ui
