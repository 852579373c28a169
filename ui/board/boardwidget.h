#pragma once
// The Sudoku board: a custom-painted widget in the style of Qt's Tetrix example. It draws the Game
// (givens, player digits, pencil marks, highlights) from state in paintEvent, keeps a selected
// cell and a pencil mode, and turns keys and clicks into Game moves. Everything the painter
// highlights is also available as data (conflictCells(), peerCells(), ...) for tests.

#include <QWidget>

#include <vector>

#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "board/hintoverlay.h"

namespace qudoku::ui {

class Game;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(Game* game, QWidget* parent = nullptr);

    Game* game() const { return game_; }
    int selectedCell() const { return selected_; }
    void setSelectedCell(int cell);
    bool pencilMode() const { return pencilMode_; }
    void setPencilMode(bool on);

    // What is highlighted, as data.
    std::vector<int> conflictCells() const;          // cells sharing a value with a house mate
    std::vector<int> conflictHouseCells() const;     // every cell of a house where a clash is
    std::vector<int> peerCells() const;              // row, column and box of the selection
    std::vector<int> sameValueCells() const;         // cells holding the selected cell's value

    BoardGeometry boardGeometry() const;

    // Which highlights are painted (Settings; all by default). The data above stays what the rules
    // say whatever is shown.
    const Highlighting& highlighting() const { return highlighting_; }
    void setHighlighting(const Highlighting& highlighting);

    // What a hint or a solution-path preview shows on the board (empty: nothing), as data; the
    // painter draws exactly this. A new puzzle clears it.
    const HintOverlay& hintOverlay() const { return overlay_; }
    void setHintOverlay(HintOverlay overlay);
    void clearHintOverlay();

    // What the number pad and the keys do to the selected cell: place `value` (or toggle its
    // mark in pencil mode), erase it. Nothing while the game is paused.
    void enterValue(int value);
    void eraseSelected();

    // A card over the board (the completion: "Solved in 12:34"), until the board changes or a new
    // puzzle comes. While the game is paused the board shows its blank grid and a "Paused" card
    // instead, and a click on it asks to resume.
    void setBanner(const QString& title, const QString& detail);
    void clearBanner();
    QString bannerTitle() const { return bannerTitle_; }
    QString bannerDetail() const { return bannerDetail_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void selectionChanged(int cell);
    void pencilModeChanged(bool on);
    void hintOverlayChanged();
    void resumeRequested(); // a click on the paused board

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void moveSelection(int dx, int dy);
    void onPuzzleReplaced();

    Game* game_;
    int selected_ = 0;
    Highlighting highlighting_;
    bool pencilMode_ = false;
    HintOverlay overlay_;
    QString bannerTitle_;
    QString bannerDetail_;
    quint64 bannerRevision_ = 0; // Game::revision() when the banner went up
};

} // namespace qudoku::ui
