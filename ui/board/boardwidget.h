#pragma once
// The Sudoku board: a custom-painted widget in the style of Qt's Tetrix example. It paints the Game
// and what the player has selected (board/boardpainter.h, layer by layer, from a BoardView) and hands
// its keys, clicks and drags to its BoardInput (board/boardinput.h: the mode, the selection, the
// sticky digit, the filters), which turns them into Game moves. Everything the painter highlights is
// also available as data (conflictCells(), peerCells(), ...) for tests.

#include <QWidget>

#include <vector>

#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "board/hintoverlay.h"

namespace qudoku::ui {

class BoardInput;
class Game;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(Game* game, QWidget* parent = nullptr);

    Game* game() const { return game_; }
    BoardInput* input() const { return input_; }
    // The cursor (the cell the arrows move, among the selected ones); selecting it selects it alone.
    int selectedCell() const;
    void setSelectedCell(int cell);
    std::vector<int> selectedCells() const;
    Layer mode() const;
    void setMode(Layer mode);
    // Pencil mode: the centre marks' layer (what the Pencil mode was before there were four).
    bool pencilMode() const { return mode() == Layer::Centre; }
    void setPencilMode(bool on) { setMode(on ? Layer::Centre : Layer::Digit); }
    // How centre marks are drawn (Settings).
    void setCentreStyle(CentreStyle style);

    // What is highlighted, as data.
    std::vector<int> conflictCells() const;          // cells sharing a value with a house mate
    std::vector<int> conflictHouseCells() const;     // every cell of a house where a clash is
    std::vector<int> peerCells() const;              // row, column and box of the selection
    std::vector<int> sameValueCells() const;         // cells holding the selected cell's value

    BoardGeometry boardGeometry() const;
    // The geometry this board would have in `contents` (the window's layout sizes the board with
    // it: with clues outside the grid, its outerRect is the grid and their margin).
    BoardGeometry boardGeometryIn(const QRect& contents) const;

    // Which highlights are painted (Settings; all by default). The data above stays what the rules
    // say whatever is shown.
    const Highlighting& highlighting() const { return highlighting_; }
    void setHighlighting(const Highlighting& highlighting);

    // What a hint or a solution-path preview shows on the board (empty: nothing), as data; the
    // painter draws exactly this. A new puzzle clears it.
    const HintOverlay& hintOverlay() const { return overlay_; }
    void setHintOverlay(HintOverlay overlay);
    void clearHintOverlay();

    // What the number pad does: `value` into the selected cells in the current layer (or sticky, or
    // the filter with Alt: BoardInput::padDigit); erase the selected cells' current layer. Nothing
    // while the game is paused.
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
    void selectionChanged(int cell); // the cursor moved
    void modeChanged(qudoku::ui::Layer mode);
    void pencilModeChanged(bool on);
    void hintOverlayChanged();
    void resumeRequested(); // a click on the paused board

protected:
    bool event(QEvent* event) override; // Tab and Shift+Tab cycle the modes (Ctrl+Tab leaves)
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void onPuzzleReplaced();
    BoardView view() const;

    Game* game_;
    BoardInput* input_;
    Highlighting highlighting_;
    CentreStyle centreStyle_ = CentreStyle::Fixed;
    HintOverlay overlay_;
    QString bannerTitle_;
    QString bannerDetail_;
    quint64 bannerRevision_ = 0; // Game::revision() when the banner went up
};

} // namespace qudoku::ui
