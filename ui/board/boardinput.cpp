#include "board/boardinput.h"

#include <algorithm>

#include "game/game.h"

namespace qudoku::ui {

BoardInput::BoardInput(Game* game, QObject* parent) : QObject(parent), game_(game), selection_(game->shape()) {
    connect(game_, &Game::puzzleReplaced, this, &BoardInput::onPuzzleReplaced);
}

void BoardInput::setMode(Layer mode) {
    if (mode == mode_) return;
    mode_ = mode;
    emit modeChanged(mode_);
    emit changed();
}

void BoardInput::cycleMode(int step) {
    constexpr int kModes = 4;
    setMode(static_cast<Layer>((static_cast<int>(mode_) + step % kModes + kModes) % kModes));
}

void BoardInput::setSelection(const BoardSelection& selection) {
    if (selection == selection_) return;
    const int cursor = selection_.cursor();
    selection_ = selection;
    if (selection_.cursor() != cursor) emit cursorChanged(selection_.cursor());
    emit changed();
}

void BoardInput::select(int cell) {
    BoardSelection s = selection_;
    s.select(cell);
    setSelection(s);
}

void BoardInput::selectCells(const std::vector<int>& cells, int cursor) {
    BoardSelection s = selection_;
    s.selectCells(cells, cursor);
    setSelection(s);
}

void BoardInput::selectAll() {
    BoardSelection s = selection_;
    s.selectAll();
    setSelection(s);
}

void BoardInput::selectSameDigit(int cell) {
    if (cell < 0 || cell >= game_->cellCount() || game_->value(cell) == 0) return;
    std::vector<int> same;
    for (int c = 0; c < game_->cellCount(); ++c)
        if (game_->value(c) == game_->value(cell)) same.push_back(c);
    selectCells(same, cell);
}

void BoardInput::setStickyDigit(int value) {
    value = std::clamp(value, 0, game_->size());
    if (value == sticky_) return;
    sticky_ = value;
    emit stickyDigitChanged(sticky_);
    emit changed();
}

void BoardInput::setFilterDigit(int value) {
    value = std::clamp(value, 0, game_->size());
    if (value == filterDigit_) return;
    filterDigit_ = value;
    emit filtersChanged();
    emit changed();
}

void BoardInput::setBivalueFilter(bool on) {
    if (on == bivalue_) return;
    bivalue_ = on;
    emit filtersChanged();
    emit changed();
}

void BoardInput::enter(int value, std::optional<Layer> layer) {
    const Layer target = layer.value_or(mode_);
    if (game_->isPaused()) return;
    if (selection_.isEmpty()) {
        // Nothing selected: a digit key highlights its digit (the filter), unless a digit is sticky, in
        // every mode (there is nothing else it could do; in corner mode it did nothing, and a player who
        // pressed 5 there saw no answer at all). Shift/Ctrl + digit name a layer: those want cells.
        if (!layer && sticky_ == 0 && value <= game_->size()) setFilterDigit(filterDigit_ == value ? 0 : value);
        return;
    }
    if (target == Layer::Colour && value > kColours) return;
    game_->enter(selection_.cells(), target, value);
}

void BoardInput::padDigit(int value, bool alt) {
    if (alt) {
        setFilterDigit(filterDigit_ == value ? 0 : value);
        return;
    }
    if (selection_.isEmpty()) {
        setStickyDigit(sticky_ == value ? 0 : value);
        return;
    }
    enter(value);
}

void BoardInput::erase() {
    if (game_->isPaused() || selection_.isEmpty()) return;
    game_->clear(selection_.cells(), mode_ == Layer::Digit ? std::nullopt : std::optional<Layer>(mode_));
}

bool BoardInput::escape() {
    if (sticky_ != 0) {
        setStickyDigit(0);
        return true;
    }
    if (hasFilters()) {
        filterDigit_ = 0;
        bivalue_ = false;
        emit filtersChanged();
        emit changed();
        return true;
    }
    if (!selection_.isEmpty()) {
        BoardSelection s = selection_;
        s.clear();
        setSelection(s);
        return true;
    }
    return false;
}

void BoardInput::moveCursor(int dx, int dy, bool extend) {
    BoardSelection s = selection_;
    if (s.isEmpty()) { // after Esc the first arrow selects the cursor's cell again, where it was
        s.select(s.cursor());
        setSelection(s);
        return;
    }
    const Shape shape = game_->shape();
    const int n = shape.size();
    const int row = std::clamp(shape.rowOf(s.cursor()) + dy, 0, n - 1);
    const int col = std::clamp(shape.colOf(s.cursor()) + dx, 0, n - 1);
    const int cell = shape.cellAt(row, col);
    if (extend) s.add(cell);
    else s.select(cell);
    setSelection(s);
}

bool BoardInput::key(const KeyCommand& command, std::optional<TypedDigit> typed) {
    using Kind = KeyCommand::Kind;
    if (typed && pendingNumber_ && completeNumber(*typed)) return true;
    if (command.kind == Kind::None && !typed) return false; // Shift or Ctrl held for the next key: still pending
    pendingNumber_.reset();
    const Shape shape = game_->shape();
    const int row = shape.rowOf(cursor());
    if (command.kind == Kind::Enter && typed && typed->digit == 1 && game_->alphabet() == Alphabet::Numbers &&
        game_->size() >= 10 && !selection_.isEmpty() && !game_->isPaused()) {
        PendingNumber pending{selection_.cells(), command.layer.value_or(mode_), game_->undoStack()->index(), 0, {}};
        enter(command.value, command.layer);
        pending.undoAfter = game_->undoStack()->index();
        pending.typed.start();
        if (pending.layer != Layer::Colour) pendingNumber_ = std::move(pending);
        return true;
    }
    switch (command.kind) {
    case Kind::None: return false;
    case Kind::Move: moveCursor(command.dx, command.dy, command.extend); break;
    case Kind::RowStart: select(shape.cellAt(row, 0)); break;
    case Kind::RowEnd: select(shape.cellAt(row, shape.size() - 1)); break;
    case Kind::GridStart: select(0); break;
    case Kind::GridEnd: select(game_->cellCount() - 1); break;
    case Kind::Enter: enter(command.value, command.layer); break;
    case Kind::Erase: erase(); break;
    case Kind::NextMode: cycleMode(1); break;
    case Kind::PreviousMode: cycleMode(-1); break;
    case Kind::SetMode: setMode(command.layer.value_or(Layer::Digit)); break;
    case Kind::SelectAll: selectAll(); break;
    }
    return true;
}

bool BoardInput::completeNumber(const TypedDigit& typed) {
    const PendingNumber& p = *pendingNumber_;
    const int number = 10 + typed.digit;
    // Any digit key naming the same layer (as a command of its own, '0' is Erase and Shift+0 nothing).
    if (number > game_->size() || typed.layer.value_or(mode_) != p.layer ||
        p.typed.elapsed() > numberKeyWindow_.count() || selection_.cells() != p.cells ||
        game_->undoStack()->index() != p.undoAfter || p.undoAfter - p.undoBefore > 1)
        return false;
    const Layer layer = p.layer;
    const bool madeMove = p.undoAfter == p.undoBefore + 1;
    pendingNumber_.reset();
    if (madeMove) game_->undoStack()->undo(); // the 1 comes out: the number is one move
    enter(number, layer);
    return true;
}

void BoardInput::press(int cell, int markValue, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
    pendingNumber_.reset();
    if (cell < 0 || cell >= game_->cellCount()) return;
    if (button == Qt::RightButton) {
        const int value = sticky_ != 0 ? sticky_ : markValue;
        if (value != 0 && !game_->isPaused()) game_->enter({cell}, Layer::Centre, value);
        return;
    }
    if (button != Qt::LeftButton) return;
    if ((modifiers & Qt::AltModifier) && mode_ == Layer::Colour) {
        // HoDoKu's colouring: the colour on one candidate (the sticky colour, else the first).
        if (markValue != 0 && !game_->isPaused()) game_->colourCandidate(cell, markValue, sticky_ != 0 ? sticky_ : 1);
        return;
    }
    BoardSelection s = selection_;
    if (modifiers & Qt::ControlModifier) {
        s.toggle(cell);
    } else if (modifiers & Qt::ShiftModifier) {
        s.selectRectangle(cell);
    } else {
        s.select(cell);
        dragging_ = true;
    }
    setSelection(s);
    if (game_->isPaused() || (modifiers & (Qt::ControlModifier | Qt::ShiftModifier))) return;
    if (sticky_ != 0) { // digit first: the sticky digit in this cell (a digit already there comes out)
        if (mode_ == Layer::Digit && game_->value(cell) == sticky_) game_->clear({cell}, Layer::Digit);
        else game_->enter({cell}, mode_, sticky_);
        return;
    }
    // Centre mode: a click on a mark's spot of an empty cell toggles that mark (HoDoKu's way).
    if (mode_ == Layer::Centre && markValue != 0 && game_->value(cell) == 0) game_->enter({cell}, Layer::Centre, markValue);
}

void BoardInput::drag(int cell) {
    if (!dragging_ || cell < 0 || cell >= game_->cellCount() || selection_.contains(cell)) return;
    BoardSelection s = selection_;
    s.add(cell);
    setSelection(s);
    if (sticky_ != 0 && !game_->isPaused()) game_->enter({cell}, mode_, sticky_);
}

void BoardInput::release() { dragging_ = false; }

void BoardInput::doubleClick(int cell) { selectSameDigit(cell); }

void BoardInput::onPuzzleReplaced() {
    selection_.reset(game_->shape());
    sticky_ = 0;
    filterDigit_ = 0;
    bivalue_ = false;
    dragging_ = false;
    emit cursorChanged(selection_.cursor());
    emit filtersChanged();
    emit stickyDigitChanged(0);
    emit changed();
}

} // namespace qudoku::ui
