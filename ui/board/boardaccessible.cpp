#include "board/boardaccessible.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QEvent>
#include <QHash>
#include <QPointer>
#include <QWidget>
#include <QWindow>

#include <algorithm>
#include <vector>

#include "board/boardwidget.h"
#include "board/cellwording.h"
#include "game/game.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

// Every selected cell, in ascending order. BoardWidget selects one cell today, the cursor's; when its
// multi-cell selection comes (BoardView::selection), this is the one place that reads it.
std::vector<int> boardSelection(const BoardWidget& board) { return {board.selectedCell()}; }

bool inSelection(const BoardWidget& board, int cell) {
    const std::vector<int> selection = boardSelection(board);
    return std::binary_search(selection.begin(), selection.end(), cell);
}

// A rectangle of the board in screen coordinates, as accessibility reports places.
QRect onScreen(const BoardWidget& board, const QRect& local) {
    if (!board.isVisible() || local.isEmpty()) return {};
    return {board.mapToGlobal(local.topLeft()), local.size()};
}

class BoardTable;

// One cell of the table. It holds the board weakly (the board may go first) and its index; every
// answer is read from the game when asked, so a cell never says anything stale.
class BoardCell : public QAccessibleInterface, public QAccessibleTableCellInterface, public QAccessibleActionInterface {
public:
    BoardCell(BoardWidget* board, int index) : board_(board), index_(index) {}

    int index() const { return index_; }
    const BoardWidget* board() const { return board_; }

    bool isValid() const override { return board_ && index_ < board_->game()->cellCount(); }
    QObject* object() const override { return nullptr; } // not the board's: that would make it the board's interface
    QWindow* window() const override { return board_ ? board_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(board_.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Cell; }

    QString text(QAccessible::Text t) const override {
        if (!isValid()) return {};
        const Game& game = *board_->game();
        switch (t) {
        case QAccessible::Name: return cellAccessibleName(game, index_);
        case QAccessible::Value: {
            const int v = game.value(index_);
            return v == 0 || game.isPaused() ? QString() : text::symbolText(v, game.alphabet());
        }
        default: return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}

    QRect rect() const override { return isValid() ? onScreen(*board_, board_->boardGeometry().cellRect(index_)) : QRect(); }

    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        const Game& game = *board_->game();
        s.focusable = true;
        s.selectable = true;
        s.focused = board_->hasFocus() && board_->selectedCell() == index_;
        s.selected = inSelection(*board_, index_);
        s.readOnly = !game.canEdit(index_);
        s.invisible = !board_->isVisible();
        return s;
    }

    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::TableCellInterface) return static_cast<QAccessibleTableCellInterface*>(this);
        if (t == QAccessible::ActionInterface) return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return isValid() && inSelection(*board_, index_); }
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override;
    int columnIndex() const override { return isValid() ? board_->game()->shape().colOf(index_) : -1; }
    int rowIndex() const override { return isValid() ? board_->game()->shape().rowOf(index_) : -1; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleActionInterface: SetFocus puts the cursor here (what a click on the cell does).
    QStringList actionNames() const override { return {setFocusAction()}; }
    void doAction(const QString& action) override {
        if (action != setFocusAction() || !isValid()) return;
        board_->setSelectedCell(index_);
        board_->setFocus(Qt::OtherFocusReason);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<BoardWidget> board_;
    int index_;
};

// A row's or a column's header: "Row 3", "Column 5".
class BoardHeader : public QAccessibleInterface {
public:
    BoardHeader(BoardWidget* board, Qt::Orientation orientation, int index)
        : board_(board), orientation_(orientation), index_(index) {}

    bool isValid() const override { return board_ && index_ < board_->game()->size(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return board_ ? board_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(board_.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override {
        return orientation_ == Qt::Vertical ? QAccessible::RowHeader : QAccessible::ColumnHeader;
    }
    QString text(QAccessible::Text t) const override {
        if (t != QAccessible::Name || !isValid()) return {};
        return orientation_ == Qt::Vertical ? rowHeaderName(index_) : columnHeaderName(index_);
    }
    void setText(QAccessible::Text, const QString&) override {}
    // The row's (or column's) band of cells.
    QRect rect() const override {
        if (!isValid()) return {};
        const Shape shape = board_->game()->shape();
        const BoardGeometry geometry = board_->boardGeometry();
        const int n = shape.size();
        const int first = orientation_ == Qt::Vertical ? shape.cellAt(index_, 0) : shape.cellAt(0, index_);
        const int last = orientation_ == Qt::Vertical ? shape.cellAt(index_, n - 1) : shape.cellAt(n - 1, index_);
        return onScreen(*board_, geometry.cellRect(first).united(geometry.cellRect(last)));
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        s.invalid = !isValid();
        s.readOnly = true;
        return s;
    }

private:
    QPointer<BoardWidget> board_;
    Qt::Orientation orientation_;
    int index_;
};

// The board itself.
class BoardTable : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardTable(BoardWidget* board) : QAccessibleWidget(board, QAccessible::Table) {}
    ~BoardTable() override { clearCells(); }

    BoardWidget* board() const { return static_cast<BoardWidget*>(widget()); }

    // The interface of cell `index` (row-major), made and registered when first asked for.
    QAccessibleInterface* cellInterface(int index) const {
        if (index < 0 || index >= board()->game()->cellCount()) return nullptr;
        return cached(cells_, index, [&] { return new BoardCell(board(), index); });
    }
    QAccessibleInterface* headerInterface(Qt::Orientation orientation, int index) const {
        if (index < 0 || index >= board()->game()->size()) return nullptr;
        QHash<int, QAccessible::Id>& ids = orientation == Qt::Vertical ? rowHeaders_ : columnHeaders_;
        return cached(ids, index, [&] { return new BoardHeader(board(), orientation, index); });
    }

    // Deletes every cell and header interface: their grid is gone (a new puzzle, maybe of another size).
    void clearCells() {
        for (QHash<int, QAccessible::Id>* ids : {&cells_, &rowHeaders_, &columnHeaders_}) {
            const QList<QAccessible::Id> doomed = ids->values();
            ids->clear();
            for (QAccessible::Id id : doomed) QAccessible::deleteAccessibleInterface(id);
        }
    }

    // QAccessibleInterface: the children are the cells, row-major.
    int childCount() const override { return board()->game()->cellCount(); }
    QAccessibleInterface* child(int index) const override { return cellInterface(index); }
    int indexOfChild(const QAccessibleInterface* child) const override {
        const auto* cell = dynamic_cast<const BoardCell*>(child);
        return cell && cell->board() == board() && cell->isValid() ? cell->index() : -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        return cellInterface(board()->boardGeometry().cellAt(board()->mapFromGlobal(QPoint(x, y))));
    }
    QAccessibleInterface* focusChild() const override {
        return board()->hasFocus() ? cellInterface(board()->selectedCell()) : nullptr;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
        return QAccessibleWidget::interface_cast(t);
    }

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override {
        const int n = board()->game()->size();
        if (row < 0 || column < 0 || row >= n || column >= n) return nullptr;
        return cellInterface(board()->game()->shape().cellAt(row, column));
    }
    int selectedCellCount() const override { return static_cast<int>(boardSelection(*board()).size()); }
    QList<QAccessibleInterface*> selectedCells() const override {
        QList<QAccessibleInterface*> cells;
        for (int cell : boardSelection(*board()))
            if (QAccessibleInterface* iface = cellInterface(cell)) cells << iface;
        return cells;
    }
    QString columnDescription(int column) const override { return columnHeaderName(column); }
    QString rowDescription(int row) const override { return rowHeaderName(row); }
    int selectedColumnCount() const override { return static_cast<int>(selectedColumns().size()); }
    int selectedRowCount() const override { return static_cast<int>(selectedRows().size()); }
    int columnCount() const override { return board()->game()->size(); }
    int rowCount() const override { return board()->game()->size(); }
    // A row (column) is selected when all its cells are.
    QList<int> selectedColumns() const override { return wholeLines(Qt::Horizontal); }
    QList<int> selectedRows() const override { return wholeLines(Qt::Vertical); }
    bool isColumnSelected(int column) const override { return selectedColumns().contains(column); }
    bool isRowSelected(int row) const override { return selectedRows().contains(row); }
    // Selecting from the screen reader is by cell (a cell's SetFocus action), not by row or column.
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent* event) override {
        if (event->modelChangeType() == QAccessibleTableModelChangeEvent::ModelReset) clearCells();
    }

private:
    template <typename Make>
    static QAccessibleInterface* cached(QHash<int, QAccessible::Id>& ids, int key, Make make) {
        if (const auto it = ids.constFind(key); it != ids.constEnd())
            if (QAccessibleInterface* iface = QAccessible::accessibleInterface(it.value())) return iface;
        QAccessibleInterface* iface = make();
        ids.insert(key, QAccessible::registerAccessibleInterface(iface)); // the cache owns it from now on
        return iface;
    }

    QList<int> wholeLines(Qt::Orientation orientation) const {
        const Shape shape = board()->game()->shape();
        const int n = shape.size();
        std::vector<int> count(static_cast<std::size_t>(n), 0);
        for (int cell : boardSelection(*board()))
            ++count[static_cast<std::size_t>(orientation == Qt::Vertical ? shape.rowOf(cell) : shape.colOf(cell))];
        QList<int> lines;
        for (int i = 0; i < n; ++i)
            if (count[static_cast<std::size_t>(i)] == n) lines << i;
        return lines;
    }

    mutable QHash<int, QAccessible::Id> cells_;
    mutable QHash<int, QAccessible::Id> rowHeaders_;
    mutable QHash<int, QAccessible::Id> columnHeaders_;
};

QList<QAccessibleInterface*> BoardCell::columnHeaderCells() const {
    auto* table = isValid() ? dynamic_cast<BoardTable*>(parent()) : nullptr;
    QAccessibleInterface* header = table ? table->headerInterface(Qt::Horizontal, columnIndex()) : nullptr;
    return header ? QList<QAccessibleInterface*>{header} : QList<QAccessibleInterface*>{};
}

QList<QAccessibleInterface*> BoardCell::rowHeaderCells() const {
    auto* table = isValid() ? dynamic_cast<BoardTable*>(parent()) : nullptr;
    QAccessibleInterface* header = table ? table->headerInterface(Qt::Vertical, rowIndex()) : nullptr;
    return header ? QList<QAccessibleInterface*>{header} : QList<QAccessibleInterface*>{};
}

BoardTable* tableOf(BoardWidget* board) { return dynamic_cast<BoardTable*>(QAccessible::queryAccessibleInterface(board)); }

QAccessibleInterface* boardFactory(const QString& className, QObject* object) {
    if (object && object->isWidgetType() && className == QLatin1String(BoardWidget::staticMetaObject.className()))
        return new BoardTable(static_cast<BoardWidget*>(object));
    return nullptr;
}

// Tells the accessibility bridge what changes on the board (the table in boardaccessible.h). A child of
// the board: it goes with it. What it compares a cell by: everything its name says.
class BoardNotifier : public QObject {
public:
    explicit BoardNotifier(BoardWidget* board) : QObject(board), board_(board) {
        Game* game = board->game();
        connect(game, &Game::aboutToReplacePuzzle, this, [this] { pendingReset_ = true; });
        connect(game, &Game::puzzleReplaced, this, &BoardNotifier::reset);
        connect(game, &Game::changed, this, &BoardNotifier::cellsChanged);
        connect(game, &Game::pausedChanged, this, &BoardNotifier::cellsChanged);
        connect(board, &BoardWidget::selectionChanged, this, [this] { selectionChanged(); });
        board->installEventFilter(this);
        keys_ = keysNow();
        selection_ = boardSelection(*board_);
        cursor_ = board_->selectedCell();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        // Qt says the table has the focus once the focus change is done, after this event: the cursor's
        // cell follows it, so a screen reader says the board, then the cell.
        if (watched == board_ && event->type() == QEvent::FocusIn)
            QMetaObject::invokeMethod(this, [this] { if (board_->hasFocus()) send(board_->selectedCell(), QAccessible::Focus); }, Qt::QueuedConnection);
        return false;
    }

private:
    struct CellKey {
        CellState state;
        bool conflict = false;
        bool wrong = false;
        friend bool operator==(const CellKey&, const CellKey&) = default;
    };

    std::vector<CellKey> keysNow() const {
        const Game& game = *board_->game();
        std::vector<CellKey> keys(static_cast<std::size_t>(game.cellCount()));
        for (int c = 0; c < game.cellCount(); ++c) keys[static_cast<std::size_t>(c)].state = game.cell(c);
        for (int c : game.conflictCells()) keys[static_cast<std::size_t>(c)].conflict = true;
        for (int c : game.wrongCells()) keys[static_cast<std::size_t>(c)].wrong = true;
        return keys;
    }

    // Between aboutToReplacePuzzle and puzzleReplaced the grid is half replaced: nothing is compared.
    bool settled() const { return !pendingReset_ && keys_.size() == static_cast<std::size_t>(board_->game()->cellCount()); }

    void reset() {
        pendingReset_ = false;
        keys_ = keysNow();
        paused_ = board_->game()->isPaused();
        selection_ = boardSelection(*board_);
        cursor_ = board_->selectedCell();
        if (BoardTable* table = tableOf(board_)) {
            table->clearCells(); // always, and before the event: a bridge that reads the table meets the new grid
            if (QAccessible::isActive()) {
                QAccessibleTableModelChangeEvent event(board_, QAccessibleTableModelChangeEvent::ModelReset);
                QAccessible::updateAccessibility(&event);
            }
        }
        if (board_->hasFocus()) send(cursor_, QAccessible::Focus);
    }

    void cellsChanged() {
        if (!settled()) return;
        std::vector<CellKey> keys = keysNow();
        const bool paused = board_->game()->isPaused();
        const bool all = paused != paused_; // a pause hides every cell's contents, a resume shows them
        for (std::size_t c = 0; c < keys.size(); ++c)
            if (all || !(keys[c] == keys_[c])) send(static_cast<int>(c), QAccessible::NameChanged);
        keys_ = std::move(keys);
        paused_ = paused;
    }

    void selectionChanged() {
        if (!settled()) return; // reset() announces the new grid's cursor
        const std::vector<int> selection = boardSelection(*board_);
        std::vector<int> left, joined;
        std::set_difference(selection_.begin(), selection_.end(), selection.begin(), selection.end(), std::back_inserter(left));
        std::set_difference(selection.begin(), selection.end(), selection_.begin(), selection_.end(), std::back_inserter(joined));
        selection_ = selection;
        for (int cell : left) send(cell, QAccessible::SelectionRemove);
        for (int cell : joined) send(cell, QAccessible::SelectionAdd);
        const int cursor = board_->selectedCell();
        if (cursor == cursor_) return;
        cursor_ = cursor;
        if (board_->hasFocus()) send(cursor_, QAccessible::Focus);
    }

    // Only while a bridge listens (a screen reader is on): Qt drops the events otherwise, and asking
    // for them would make an interface for every cell a move touches.
    void send(int cell, QAccessible::Event type) {
        if (!QAccessible::isActive()) return;
        BoardTable* table = tableOf(board_);
        QAccessibleInterface* iface = table ? table->cellInterface(cell) : nullptr;
        if (!iface) return;
        QAccessibleEvent event(iface, type);
        QAccessible::updateAccessibility(&event);
    }

    BoardWidget* board_;
    std::vector<CellKey> keys_;
    bool paused_ = false;
    std::vector<int> selection_;
    int cursor_ = 0;
    bool pendingReset_ = false;
};

} // namespace

void attachBoardAccessibility(BoardWidget* board) {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
    new BoardNotifier(board);
}

} // namespace qudoku::ui
