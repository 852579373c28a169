#include "game/game.h"

#include <algorithm>
#include <bit>

#include "game/movecommand.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

MarkSet allValues(int size) { return size >= 32 ? ~MarkSet{0} : (MarkSet{1} << size) - 1; }

} // namespace

Game::Game(QObject* parent) : QObject(parent) { reset(Shape{}, Alphabet::Digits, Mode::Enter); }

Game::~Game() {
    // A model says nothing while it is destroyed: the undo stack announces its own clearing
    // (cleanChanged, canUndoChanged, ...) from its destructor, and those signals would reach
    // receivers that may be half destroyed themselves (a main window closing).
    undoStack_.blockSignals(true);
}

MarkSet Game::candidates(int cell) const {
    MarkSet used = 0;
    for (int peer : houses_.peersOf(cell))
        if (cells_[peer].value != 0) used |= markBit(cells_[peer].value);
    return allValues(size()) & ~used;
}

Grid Game::grid() const {
    Grid g(shape());
    for (int c = 0; c < cellCount(); ++c) g.set(c, cells_[c].value);
    return g;
}

Grid Game::givens() const {
    Grid g(shape());
    for (int c = 0; c < cellCount(); ++c)
        if (cells_[c].given) g.set(c, cells_[c].value);
    return g;
}

bool Game::hasPlayerDigits() const {
    return std::any_of(cells_.begin(), cells_.end(),
                       [](const CellState& s) { return s.value != 0 && !s.given; });
}

GameSnapshot Game::snapshot() const {
    return {shape(), alphabet_, mode_, cells_, clock_.elapsedMs(), hintsUsed_, solvedByComputer_};
}

void Game::reset(Shape shape, Alphabet alphabet, Mode mode) {
    if (!cells_.empty()) emit aboutToReplacePuzzle();
    undoStack_.clear();
    if (!(houses_.shape() == shape) || cells_.empty()) houses_ = Houses(shape);
    alphabet_ = alphabet;
    mode_ = mode;
    cells_.assign(shape.cellCount(), CellState{});
    wrongCells_.clear();
    hintCell_ = -1;
    solved_ = false;
    clockStarted_ = false;
    pauseReasons_ &= ~static_cast<unsigned>(PauseReason::Player); // a new game starts unpaused
    hintsUsed_ = 0;
    solvedByComputer_ = false;
    clock_.setRunning(false);
    clock_.reset();
}

void Game::newEmpty(Shape shape, Alphabet alphabet) {
    reset(shape, alphabet, Mode::Enter);
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::loadPuzzle(const Grid& givens, Alphabet alphabet) { loadGivens(givens, alphabet, Mode::Play); }

void Game::loadPosition(const Grid& givens, const Grid& playerDigits, const std::vector<MarkSet>& marks,
                        Alphabet alphabet) {
    reset(givens.shape(), alphabet, Mode::Play);
    for (int c = 0; c < cellCount(); ++c) {
        const std::size_t i = static_cast<std::size_t>(c);
        if (givens.at(c) != 0) cells_[c] = CellState{givens.at(c), true, 0};
        else if (playerDigits.at(c) != 0) cells_[c] = CellState{playerDigits.at(c), false, 0};
        else if (i < marks.size()) cells_[c].marks = marks[i] & allValues(size());
    }
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::loadForEditing(const Grid& givens, Alphabet alphabet) { loadGivens(givens, alphabet, Mode::Enter); }

void Game::loadGivens(const Grid& givens, Alphabet alphabet, Mode mode) {
    reset(givens.shape(), alphabet, mode);
    for (int c = 0; c < cellCount(); ++c)
        if (givens.at(c) != 0) cells_[c] = CellState{givens.at(c), true, 0};
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::restore(const GameSnapshot& s) {
    reset(s.shape, s.alphabet, s.mode);
    cells_ = s.cells;
    cells_.resize(s.shape.cellCount());
    clock_.reset(s.elapsedMs);
    hintsUsed_ = s.hintsUsed;
    solvedByComputer_ = s.solvedByComputer;
    clockStarted_ = s.mode == Mode::Play;
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

std::vector<CellChange> Game::dropClashingDigits() const {
    std::vector<CellChange> out;
    for (int c = 0; c < cellCount(); ++c) {
        const CellState& state = cells_[c];
        if (state.value == 0 || state.given) continue;
        for (int peer : houses_.peersOf(c)) {
            if (cells_[peer].given && cells_[peer].value == state.value) {
                CellState after = state;
                after.value = 0;
                out.push_back({c, state, after});
                break;
            }
        }
    }
    return out;
}

bool Game::startPlaying() {
    if (mode_ == Mode::Play) return false;
    // Every digit typed in Enter mode is already a given; only the clock waits for the check.
    clockStarted_ = false;
    return push({tr("Start playing"), dropClashingDigits(), ModeChange{Mode::Enter, Mode::Play}});
}

bool Game::editGivens() {
    if (mode_ == Mode::Enter) return false;
    return push({tr("Edit givens"), dropClashingDigits(), ModeChange{Mode::Play, Mode::Enter}});
}

void Game::startClock() {
    clockStarted_ = true;
    updateClock();
}

bool Game::isPaused() const { return paused_; }

void Game::setPaused(PauseReason reason, bool on) {
    const unsigned bit = static_cast<unsigned>(reason);
    pauseReasons_ = on ? pauseReasons_ | bit : pauseReasons_ & ~bit;
    updateClock();
}

void Game::countHint() { ++hintsUsed_; }

bool Game::push(Move move) {
    // Drop no-op changes so an undo step always does something visible.
    std::erase_if(move.changes, [](const CellChange& c) { return c.before == c.after; });
    if (move.isEmpty()) return false;
    undoStack_.push(new MoveCommand(this, std::move(move)));
    return true;
}

bool Game::placeValue(int cell, int value) {
    if (cell < 0 || cell >= cellCount() || value < 0 || value > size() || !canEdit(cell)) return false;
    if (cells_[cell].value == value) return false;
    Move move;
    CellState after = cells_[cell];
    after.value = value;
    after.given = mode_ == Mode::Enter && value != 0;
    after.byComputer = false;
    move.changes.push_back({cell, cells_[cell], after});
    if (value != 0 && autoCleanMarks_) {
        for (int peer : houses_.peersOf(cell)) {
            CellState p = cells_[peer];
            if (p.marks & markBit(value)) {
                p.marks &= ~markBit(value);
                move.changes.push_back({peer, cells_[peer], p});
            }
        }
    }
    const QString where = text::cellName(shape(), cell);
    move.text = value == 0 ? tr("Erase %1").arg(where)
                           : tr("%1 in %2").arg(QChar::fromLatin1(symbolFor(value, alphabet_))).arg(where);
    return push(std::move(move));
}

bool Game::erase(int cell) {
    if (cell < 0 || cell >= cellCount() || !canEdit(cell)) return false;
    if (cells_[cell].value != 0) return placeValue(cell, 0);
    if (cells_[cell].marks == 0) return false;
    CellState after = cells_[cell];
    after.marks = 0;
    return push({tr("Erase the pencil marks of %1").arg(text::cellName(shape(), cell)), {{cell, cells_[cell], after}}, {}});
}

bool Game::togglePencilMark(int cell, int value) {
    if (cell < 0 || cell >= cellCount() || value < 1 || value > size() || !canEdit(cell)) return false;
    if (cells_[cell].value != 0) return false; // marks are hidden under a value
    CellState after = cells_[cell];
    after.marks ^= markBit(value);
    Move move{tr("Pencil mark %1 in %2").arg(QChar::fromLatin1(symbolFor(value, alphabet_))).arg(text::cellName(shape(), cell)),
              {{cell, cells_[cell], after}}, {}};
    return push(std::move(move));
}

bool Game::fillCandidates() {
    Move move{tr("Fill all candidates"), {}, {}};
    for (int c = 0; c < cellCount(); ++c) {
        if (cells_[c].value != 0) continue;
        CellState after = cells_[c];
        after.marks = candidates(c);
        move.changes.push_back({c, cells_[c], after});
    }
    return push(std::move(move));
}

bool Game::clearPencilMarks() {
    Move move{tr("Clear all pencil marks"), {}, {}};
    for (int c = 0; c < cellCount(); ++c) {
        CellState after = cells_[c];
        after.marks = 0;
        move.changes.push_back({c, cells_[c], after});
    }
    return push(std::move(move));
}

bool Game::applySolution(const Grid& solution, const QString& text) {
    if (!(solution.shape() == shape())) return false;
    Move move{text, {}, {}};
    for (int c = 0; c < cellCount(); ++c) {
        if (!canEdit(c) || cells_[c].given || cells_[c].value == solution.at(c)) continue;
        CellState after = cells_[c];
        after.value = solution.at(c);
        after.byComputer = true;
        move.changes.push_back({c, cells_[c], after});
    }
    if (move.isEmpty()) return false;
    solvedByComputer_ = true; // before the move lands: completing it is not the player's win
    return push(std::move(move));
}

bool Game::applyHint(int cell, int value) {
    if (cell < 0 || cell >= cellCount() || !canEdit(cell) || cells_[cell].value != 0) return false;
    CellState after = cells_[cell];
    after.value = value;
    after.byComputer = true;
    if (!push({tr("Hint in %1").arg(text::cellName(shape(), cell)), {{cell, cells_[cell], after}}, {}})) return false;
    hintCell_ = cell;
    emit changed();
    return true;
}

bool Game::applyLogicStep(const std::vector<std::pair<int, int>>& placements,
                          const std::vector<std::pair<int, int>>& eliminations, const std::vector<MarkSet>& candidates,
                          const QString& text) {
    std::vector<CellState> after(cells_);
    for (const auto& [cell, value] : eliminations) {
        if (!canEdit(cell) || after[cell].value != 0) continue;
        if (after[cell].marks == 0 && cell < static_cast<int>(candidates.size())) after[cell].marks = candidates[cell];
        after[cell].marks &= ~markBit(value);
    }
    for (const auto& [cell, value] : placements) {
        if (!canEdit(cell) || after[cell].value != 0) continue;
        after[cell].value = value;
        if (autoCleanMarks_)
            for (int peer : houses_.peersOf(cell)) after[peer].marks &= ~markBit(value);
    }
    Move move{text, {}, {}};
    for (int cell = 0; cell < cellCount(); ++cell)
        if (!(after[cell] == cells_[cell])) move.changes.push_back({cell, cells_[cell], after[cell]});
    return push(std::move(move));
}

void Game::setWrongCells(std::vector<int> cells) {
    wrongCells_ = std::move(cells);
    emit changed();
}

void Game::applyMove(const Move& move, Direction direction) {
    const bool forward = direction == Direction::Forward;
    for (const CellChange& change : move.changes) {
        cells_[change.cell] = forward ? change.after : change.before;
        std::erase(wrongCells_, change.cell);
    }
    hintCell_ = -1;
    const Mode before = mode_;
    if (move.mode) mode_ = forward ? move.mode->after : move.mode->before;
    refresh();
    if (mode_ != before) emit modeChanged(mode_);
}

void Game::refresh() {
    ++revision_;
    const bool wasSolved = solved_;
    const Grid g = grid();
    conflicts_ = findConflicts(g, houses_);
    conflictCells_ = conflictingCells(conflicts_);
    solved_ = mode_ == Mode::Play && g.isComplete() && conflicts_.empty();
    updateClock();
    emit changed();
    if (solved_ && !wasSolved) emit completed(clock_.elapsedMs());
}

void Game::updateClock() {
    const bool counts = mode_ == Mode::Play && clockStarted_ && !solved_;
    const bool paused = counts && (pauseReasons_ & ~static_cast<unsigned>(PauseReason::Menu)) != 0;
    const bool wasRunning = clock_.isRunning();
    clock_.setRunning(counts && pauseReasons_ == 0);
    if (paused != paused_) {
        paused_ = paused;
        emit pausedChanged(paused_);
    }
    if (clock_.isRunning() != wasRunning) emit clockChanged();
}

} // namespace qudoku::ui
