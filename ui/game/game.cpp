#include "game/game.h"

#include <algorithm>
#include <bit>

#include "game/movecommand.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

MarkSet allValues(int size) { return size >= 32 ? ~MarkSet{0} : (MarkSet{1} << size) - 1; }

} // namespace

Game::Game(QObject* parent) : QObject(parent) { reset(Rules::classic(9), Alphabet::Digits, Mode::Enter); }

Game::~Game() {
    // A model says nothing while it is destroyed: the undo stack announces its own clearing
    // (cleanChanged, canUndoChanged, ...) from its destructor, and those signals would reach
    // receivers that may be half destroyed themselves (a main window closing).
    undoStack_.blockSignals(true);
}

MarkSet Game::candidates(int cell) const {
    MarkSet out = static_cast<MarkSet>(exclusions_->allowed(cell)) & allValues(size());
    const int n = size();
    for (int v = 1; v <= n; ++v) {
        if (!(out & markBit(v))) continue;
        for (int other : exclusions_->of(cell, v))
            if (cells_[other / n].value == other % n + 1) {
                out &= ~markBit(v);
                break;
            }
    }
    return out;
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
    GameSnapshot s{shape(), rules_, document_, alphabet_, mode_, cells_, clock_.elapsedMs(), hintsUsed_, solvedByComputer_, {}, 0, checkpoints_};
    s.history.reserve(static_cast<std::size_t>(undoStack_.count()));
    for (int i = 0; i < undoStack_.count(); ++i)
        s.history.push_back(static_cast<const MoveCommand*>(undoStack_.command(i))->move());
    s.historyIndex = undoStack_.index();
    return s;
}

void Game::reset(const Rules& rules, Alphabet alphabet, Mode mode) {
    if (!cells_.empty()) emit aboutToReplacePuzzle();
    undoStack_.clear();
    if (!exclusions_ || !(rules_ == rules)) {
        rules_ = rules;
        exclusions_ = std::make_shared<const Exclusions>(rules_);
        geometry_ = rules_.isClassic() ? nullptr : std::make_shared<const logic::Geometry>(rules_);
    }
    document_.reset();
    alphabet_ = alphabet;
    mode_ = mode;
    cells_.assign(rules_.gridShape().cellCount(), CellState{});
    wrongCells_.clear();
    hintCell_ = -1;
    solved_ = false;
    clockStarted_ = false;
    pauseReasons_ &= ~static_cast<unsigned>(PauseReason::Player); // a new game starts unpaused
    hintsUsed_ = 0;
    solvedByComputer_ = false;
    clock_.setRunning(false);
    clock_.reset();
    if (!checkpoints_.empty()) {
        checkpoints_.clear();
        emit checkpointsChanged();
    }
}

void Game::newEmpty(Shape shape, Alphabet alphabet) {
    reset(Rules::classic(shape.size()), alphabet, Mode::Enter);
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::loadPuzzle(const Grid& givens, Alphabet alphabet) { loadGivens(givens, alphabet, Mode::Play); }

void Game::loadPosition(const Grid& givens, const Grid& playerDigits, const std::vector<MarkSet>& marks,
                        Alphabet alphabet) {
    reset(Rules::classic(givens.shape().size()), alphabet, Mode::Play);
    for (int c = 0; c < cellCount(); ++c) {
        const std::size_t i = static_cast<std::size_t>(c);
        if (givens.at(c) != 0) cells_[c] = CellState::givenOf(givens.at(c));
        else if (playerDigits.at(c) != 0) cells_[c] = CellState::digitOf(playerDigits.at(c));
        else if (i < marks.size()) cells_[c].marks = marks[i] & allValues(size());
    }
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::loadForEditing(const Grid& givens, Alphabet alphabet) { loadGivens(givens, alphabet, Mode::Enter); }

void Game::loadVariant(const VariantPuzzle& puzzle, Alphabet alphabet, Mode mode) {
    reset(puzzle.rules, alphabet, mode);
    document_ = std::make_shared<const VariantPuzzle>(puzzle);
    const int n = size();
    for (int c = 0; c < cellCount(); ++c) {
        const std::size_t i = static_cast<std::size_t>(c);
        if (puzzle.givens.cellCount() == cellCount() && puzzle.givens.at(c) != 0) cells_[c] = CellState::givenOf(puzzle.givens.at(c));
        else if (puzzle.entered.cellCount() == cellCount() && puzzle.entered.at(c) != 0) cells_[c] = CellState::digitOf(puzzle.entered.at(c));
        else if (i < puzzle.givenMarks.size()) cells_[c].marks = static_cast<MarkSet>(puzzle.givenMarks[i]) & allValues(n);
    }
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::loadGivens(const Grid& givens, Alphabet alphabet, Mode mode) {
    reset(Rules::classic(givens.shape().size()), alphabet, mode);
    for (int c = 0; c < cellCount(); ++c)
        if (givens.at(c) != 0) cells_[c] = CellState::givenOf(givens.at(c));
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::restore(const GameSnapshot& s) {
    reset(s.rules.size == s.shape.size() && !checkRules(s.rules) ? s.rules : Rules::classic(s.shape.size()), s.alphabet, s.mode);
    document_ = s.document;
    cells_ = s.cells;
    cells_.resize(static_cast<std::size_t>(cellCount()));
    clock_.reset(s.elapsedMs);
    hintsUsed_ = s.hintsUsed;
    solvedByComputer_ = s.solvedByComputer;
    clockStarted_ = s.mode == Mode::Play;
    // The undo history comes back as it was: its moves are pushed without being applied (the cells
    // are already the position at historyIndex), then the stack steps back to that index, again
    // without applying anything.
    replaying_ = true;
    for (const Move& move : s.history) undoStack_.push(new MoveCommand(this, move));
    undoStack_.setIndex(std::clamp(s.historyIndex, 0, undoStack_.count()));
    replaying_ = false;
    checkpoints_ = s.checkpoints;
    emit checkpointsChanged();
    refresh();
    emit puzzleReplaced();
    emit modeChanged(mode_);
}

void Game::cleanMarks(std::vector<CellState>& cells, int cell, int value, bool corners) const {
    const int n = size();
    for (int other : exclusions_->of(cell, value)) {
        CellState& state = cells[static_cast<std::size_t>(other / n)];
        const int digit = other % n + 1;
        state.marks &= ~markBit(digit);
        if (corners) state.corner.remove(digit);
    }
}

std::vector<CellChange> Game::dropClashingDigits() const {
    std::vector<CellChange> out;
    for (int c = 0; c < cellCount(); ++c) {
        const CellState& state = cells_[c];
        if (state.value == 0 || state.given) continue;
        const int n = size();
        for (int other : exclusions_->of(c, state.value)) {
            if (cells_[other / n].given && cells_[other / n].value == other % n + 1) {
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
        std::vector<CellState> cleaned(cells_);
        cleanMarks(cleaned, cell, value, false);
        for (int c = 0; c < cellCount(); ++c)
            if (c != cell && !(cleaned[c] == cells_[c])) move.changes.push_back({c, cells_[c], cleaned[c]});
    }
    const QString where = text::cellName(shape(), cell);
    move.text = value == 0 ? tr("Erase %1").arg(where)
                           : tr("%1 in %2").arg(text::symbolText(value, alphabet_)).arg(where);
    return push(std::move(move));
}

bool Game::placeValues(const std::vector<int>& digits, const QString& text) {
    if (static_cast<int>(digits.size()) != cellCount()) return false;
    Move move{text, {}, {}};
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int value = digits[static_cast<std::size_t>(cell)];
        if (value < 1 || value > size() || !canEdit(cell) || cells_[cell].value == value) continue;
        CellState after = cells_[cell];
        after.value = value;
        after.given = mode_ == Mode::Enter;
        after.byComputer = false;
        move.changes.push_back({cell, cells_[cell], after});
    }
    return push(std::move(move));
}

bool Game::togglePencilMark(int cell, int value) {
    if (cell < 0 || cell >= cellCount() || value < 1 || value > size() || !canEdit(cell)) return false;
    if (cells_[cell].value != 0) return false; // marks are hidden under a value
    CellState after = cells_[cell];
    after.marks ^= markBit(value);
    Move move{tr("Pencil mark %1 in %2").arg(text::symbolText(value, alphabet_)).arg(text::cellName(shape(), cell)),
              {{cell, cells_[cell], after}}, {}};
    return push(std::move(move));
}

bool Game::enter(const std::vector<int>& cells, Layer layer, int value) {
    const int n = size();
    const QString what = text::cellsName(shape(), cells);
    if (layer == Layer::Digit) {
        if (value < 1 || value > n) return false;
        std::vector<CellState> after(cells_);
        for (int cell : cells) {
            if (cell < 0 || cell >= cellCount() || !canEdit(cell)) continue;
            CellState& state = after[cell];
            state.value = value;
            state.given = mode_ == Mode::Enter;
            state.byComputer = false;
            if (autoCleanMarks_) cleanMarks(after, cell, value, true);
        }
        return push(moveTo(after, tr("%1 in %2").arg(text::symbolText(value, alphabet_)).arg(what)));
    }
    if (layer == Layer::Colour) {
        if (value < 1 || value > kColours) return false;
        std::vector<int> valid;
        for (int cell : cells)
            if (cell >= 0 && cell < cellCount()) valid.push_back(cell);
        const bool all = !valid.empty() && std::all_of(valid.begin(), valid.end(), [&](int c) {
            return (cells_[c].colours & colourBit(value)) != 0;
        });
        std::vector<CellState> after(cells_);
        for (int cell : valid) {
            if (all) after[cell].colours &= static_cast<ColourSet>(~colourBit(value));
            else after[cell].colours |= colourBit(value);
        }
        return push(moveTo(after, all ? tr("Colour %1 off %2").arg(value).arg(what) : tr("Colour %1 on %2").arg(value).arg(what)));
    }
    // Corner and centre marks: in empty cells the player may edit.
    if (value < 1 || value > n) return false;
    std::vector<int> open;
    for (int cell : cells)
        if (cell >= 0 && cell < cellCount() && canEdit(cell) && cells_[cell].value == 0) open.push_back(cell);
    const bool centre = layer == Layer::Centre;
    const auto has = [&](int c) { return centre ? (cells_[c].marks & markBit(value)) != 0 : cells_[c].corner.contains(value); };
    const bool all = !open.empty() && std::all_of(open.begin(), open.end(), has);
    std::vector<CellState> after(cells_);
    for (int cell : open) {
        CellState& state = after[cell];
        if (centre) state.marks = all ? state.marks & ~markBit(value) : state.marks | markBit(value);
        else if (all) state.corner.remove(value);
        else state.corner.add(value);
    }
    const QString symbol(text::symbolText(value, alphabet_));
    const QString text = centre ? tr("Pencil mark %1 in %2").arg(symbol).arg(what) : tr("Corner mark %1 in %2").arg(symbol).arg(what);
    return push(moveTo(after, text));
}

bool Game::colourCandidate(int cell, int value, int colour) {
    if (cell < 0 || cell >= cellCount() || value < 1 || value > size() || colour < 0 || colour > kColours) return false;
    std::vector<CellState> after(cells_);
    auto& slot = after[cell].candidateColours[static_cast<std::size_t>(value - 1)];
    slot = slot == colour ? 0 : static_cast<std::uint8_t>(colour);
    return push(moveTo(after, tr("Colour of candidate %1 in %2")
                                  .arg(text::symbolText(value, alphabet_))
                                  .arg(text::cellName(shape(), cell))));
}

bool Game::clear(const std::vector<int>& cells, std::optional<Layer> layer) {
    std::vector<int> valid;
    for (int cell : cells)
        if (cell >= 0 && cell < cellCount()) valid.push_back(cell);
    const auto any = [&](auto pred) { return std::any_of(valid.begin(), valid.end(), pred); };
    const auto erasableDigit = [&](int c) { return cells_[c].value != 0 && canEdit(c); };
    const auto markable = [&](int c) { return cells_[c].value == 0 && canEdit(c); };
    if (!layer) { // SudokuPad's order
        if (any(erasableDigit)) layer = Layer::Digit;
        else if (any([&](int c) { return markable(c) && cells_[c].marks != 0; })) layer = Layer::Centre;
        else if (any([&](int c) { return markable(c) && !cells_[c].corner.empty(); })) layer = Layer::Corner;
        else layer = Layer::Colour;
    }
    std::vector<CellState> after(cells_);
    for (int cell : valid) {
        CellState& state = after[cell];
        switch (*layer) {
        case Layer::Digit:
            if (erasableDigit(cell)) {
                state.value = 0;
                state.given = false;
                state.byComputer = false;
            }
            break;
        case Layer::Centre:
            if (markable(cell)) state.marks = 0;
            break;
        case Layer::Corner:
            if (markable(cell)) state.corner = {};
            break;
        case Layer::Colour:
            state.colours = 0;
            state.candidateColours = {};
            break;
        }
    }
    const QString what = text::cellsName(shape(), valid);
    QString text;
    switch (*layer) {
    case Layer::Digit: text = tr("Erase %1").arg(what); break;
    case Layer::Centre: text = tr("Erase the pencil marks of %1").arg(what); break;
    case Layer::Corner: text = tr("Erase the corner marks of %1").arg(what); break;
    case Layer::Colour: text = tr("Erase the colours of %1").arg(what); break;
    }
    return push(moveTo(after, text));
}

bool Game::restart() {
    std::vector<CellState> after(cells_.size());
    for (std::size_t c = 0; c < cells_.size(); ++c)
        if (cells_[c].given) after[c] = CellState::givenOf(cells_[c].value);
    return push(moveTo(after, tr("Restart")));
}

void Game::setCheckpoint() {
    checkpoints_.push_back({clock_.elapsedMs(), undoStack_.index(), cells_});
    emit checkpointsChanged();
}

bool Game::backToCheckpoint(int index) {
    if (index < 0 || index >= static_cast<int>(checkpoints_.size())) return false;
    return push(moveTo(checkpoints_[static_cast<std::size_t>(index)].cells, tr("Back to checkpoint %1").arg(index + 1)));
}

int Game::firstBreakingMove(const Grid& solution) const {
    if (!(solution.shape() == shape())) return -1;
    for (int i = 0; i < undoStack_.index(); ++i) { // the moves made, not those undone
        const Move& move = static_cast<const MoveCommand*>(undoStack_.command(i))->move();
        for (const CellChange& change : move.changes) {
            if (change.after.given) continue;
            const int truth = solution.at(change.cell);
            const bool wrongDigit = change.after.value != 0 && change.after.value != truth && change.after.value != change.before.value;
            const bool lostTruth = change.after.value == 0 && change.after.marks != 0 && !(change.after.marks & markBit(truth)) &&
                                   (change.before.marks == 0 || (change.before.marks & markBit(truth)));
            if (wrongDigit || lostTruth) return i;
        }
    }
    return -1;
}

Move Game::moveTo(const std::vector<CellState>& target, const QString& text) const {
    Move move{text, {}, {}};
    for (int cell = 0; cell < cellCount() && cell < static_cast<int>(target.size()); ++cell)
        if (!(target[static_cast<std::size_t>(cell)] == cells_[cell]))
            move.changes.push_back({cell, cells_[cell], target[static_cast<std::size_t>(cell)]});
    return move;
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
        if (autoCleanMarks_) cleanMarks(after, cell, value, false);
    }
    return push(moveTo(after, text));
}

void Game::setWrongCells(std::vector<int> cells) {
    wrongCells_ = std::move(cells);
    emit changed();
}

void Game::applyMove(const Move& move, Direction direction) {
    if (replaying_) return;
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
    conflicts_ = findConflicts(g, rules_);
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
