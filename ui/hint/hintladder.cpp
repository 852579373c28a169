#include "hint/hintladder.h"

#include "board/boardwidget.h"
#include "game/game.h"
#include "text/step_text.h"

namespace qudoku::ui {

namespace {

// The cells of the step's main houses (Base role, else all of them), or of its pattern.
std::vector<int> areaOf(const logic::Step& step, Shape shape) {
    const logic::Geometry& geometry = logic::Geometry::of(shape);
    logic::CellSet cells;
    for (const auto& h : step.houses)
        if (h.role == logic::Role::Base) cells |= geometry.houseCells(h.house);
    if (cells.empty())
        for (const auto& h : step.houses) cells |= geometry.houseCells(h.house);
    if (cells.empty()) {
        for (const auto& m : step.marks) cells.insert(m.at.cell);
        for (const auto& p : step.placements) cells.insert(p.cell);
    }
    std::vector<int> list;
    cells.forEach([&](int cell) { list.push_back(cell); });
    return list;
}

HintOverlay fullOverlay(const logic::Step& step, Shape shape) {
    HintOverlay overlay;
    overlay.areaCells = areaOf(step, shape);
    overlay.marks = step.marks;
    overlay.eliminations = step.eliminations;
    overlay.placements = step.placements;
    overlay.links = step.links;
    return overlay;
}

} // namespace

HintLadder::HintLadder(Game* game, BoardWidget* board, QObject* parent)
    : QObject(parent), game_(game), board_(board) {
    connect(&runner_, &LogicRunner::finished, this, &HintLadder::onReply);
    // Any change to the board (a digit, a mark, undo, a new puzzle) makes the hint stale.
    connect(game_, &Game::changed, this, [this] {
        if (reply_ && !isCurrent()) reset();
    });
    connect(game_, &Game::puzzleReplaced, this, &HintLadder::reset);
    connect(&rater_, &LogicRunner::finished, this, [this](const LogicReply& reply) {
        if (reply.cancelled || reply.request.puzzleId != game_->puzzleId()) return;
        if (reply.uniqueness != SolveStatus::SolvedUnique) return; // the solve check reports that
        emit puzzleRated(text::ratingText(reply.rating));
    });
}

void HintLadder::ratePuzzle() {
    LogicRequest request = makeRequest();
    request.kind = LogicRequest::Kind::Rate;
    rater_.start(std::move(request));
}

std::optional<logic::Step> HintLadder::step() const {
    if (!reply_ || reply_->next.status != logic::LogicStatus::Found) return std::nullopt;
    return reply_->next.step;
}

bool HintLadder::isCurrent() const {
    return reply_ && reply_->request.revision == game_->revision() && reply_->request.puzzleId == game_->puzzleId();
}

LogicRequest HintLadder::makeRequest() const {
    LogicRequest request;
    request.givens = game_->givens();
    request.current = game_->grid();
    request.marks.resize(game_->cellCount());
    for (int cell = 0; cell < game_->cellCount(); ++cell)
        if (game_->value(cell) == 0) request.marks[cell] = game_->pencilMarks(cell);
    request.revision = game_->revision();
    request.puzzleId = game_->puzzleId();
    return request;
}

void HintLadder::request(After after) {
    after_ = after;
    runner_.start(makeRequest());
    emit busyChanged(true);
}

void HintLadder::hint() {
    if (runner_.isRunning()) return;
    if (!isCurrent()) {
        request(After::ShowRung);
        return;
    }
    switch (rung_) {
    case Rung::None:
    case Rung::Mistakes: show(reply_->mistakes.empty() ? Rung::Area : Rung::Mistakes); break;
    case Rung::Area: show(Rung::Technique); break;
    case Rung::Technique: show(Rung::Explanation); break;
    case Rung::Explanation: apply(); break;
    }
}

void HintLadder::onReply(const LogicReply& reply) {
    emit busyChanged(false);
    if (reply.cancelled || reply.request.revision != game_->revision()) return;
    reply_ = reply;
    const After after = std::exchange(after_, After::Nothing);
    if (after == After::ShowPath) {
        showPath();
        return;
    }
    if (after != After::ShowRung) return;
    if (reply.uniqueness != SolveStatus::SolvedUnique) {
        rung_ = Rung::None;
        text_ = reply.uniqueness == SolveStatus::SolvedMultiple
                    ? tr("This puzzle has more than one solution, so no hint can be sure.")
                    : tr("This puzzle has no solution, so there is no hint to give.");
        board_->setHintOverlay({});
        emit changed();
        return;
    }
    show(reply.mistakes.empty() ? Rung::Area : Rung::Mistakes);
}

void HintLadder::show(Rung rung) {
    const Shape shape = game_->shape();
    HintOverlay overlay;
    rung_ = rung;
    if (rung == Rung::Mistakes) {
        QStringList lines;
        for (const logic::Mistake& mistake : reply_->mistakes) {
            lines << text::mistakeText(mistake, shape);
            overlay.mistakeCells.push_back(mistake.cell);
        }
        text_ = lines.join(QLatin1Char('\n'));
    } else if (reply_->next.status != logic::LogicStatus::Found) {
        rung_ = Rung::None;
        switch (reply_->next.status) {
        case logic::LogicStatus::Solved: text_ = tr("The puzzle is solved."); break;
        case logic::LogicStatus::Contradiction: text_ = tr("The board contradicts itself: some cell has no candidate left."); break;
        default:
            text_ = tr("No step found with the techniques Qudoku knows: this position needs harder techniques, or "
                       "a guess. Solve can still show the answer.");
        }
    } else {
        const logic::Step& step = *reply_->next.step;
        if (rung == Rung::Explanation) {
            overlay = fullOverlay(step, shape);
            text_ = text::explanation(step, shape);
        } else {
            overlay.areaCells = areaOf(step, shape);
            text_ = rung == Rung::Area ? text::areaHint(step, shape) : text::techniqueHint(step, shape);
        }
    }
    board_->setHintOverlay(std::move(overlay));
    emit changed();
}

void HintLadder::apply() {
    const auto current = step();
    if (!current || !isCurrent()) return;
    const logic::CandidateGrid position(reply_->request.current, reply_->request.marks);
    std::vector<MarkSet> candidates(game_->cellCount());
    for (int cell = 0; cell < game_->cellCount(); ++cell) candidates[cell] = position.candidates(cell);
    std::vector<std::pair<int, int>> placements, eliminations;
    for (const auto& p : current->placements) placements.emplace_back(p.cell, p.value);
    for (const auto& e : current->eliminations) eliminations.emplace_back(e.cell, e.value);
    game_->applyLogicStep(placements, eliminations, candidates,
                          tr("Hint: %1").arg(text::techniqueName(current->technique)));
    reset();
}

void HintLadder::nextStep() {
    apply();
    request(After::ShowRung);
}

void HintLadder::showPath() {
    if (!isCurrent()) {
        if (!runner_.isRunning()) request(After::ShowPath);
        return;
    }
    const Shape shape = game_->shape();
    QStringList lines;
    int number = 0;
    for (const logic::Step& step : reply_->path.steps)
        lines << tr("%1. %2 (%3)").arg(++number).arg(text::explanation(step, shape)).arg(step.rating, 0, 'f', 1);
    QString total = text::ratingText(reply_->rating);
    if (reply_->path.end == logic::LogicStatus::Stuck)
        total += QLatin1Char('\n') + tr("After these steps the engine finds no more: the rest needs harder techniques.");
    emit pathReady(lines, total);
}

void HintLadder::previewPathStep(int index) {
    if (!isCurrent() || index < 0 || index >= static_cast<int>(reply_->path.steps.size())) return;
    HintOverlay overlay = fullOverlay(reply_->path.steps[index], game_->shape());
    for (int i = 0; i < index; ++i)
        for (const auto& p : reply_->path.steps[i].placements) overlay.ghosts.push_back(p);
    rung_ = Rung::Explanation;
    text_ = text::explanation(reply_->path.steps[index], game_->shape());
    board_->setHintOverlay(std::move(overlay));
    emit changed();
}

void HintLadder::reset() {
    runner_.cancel();
    after_ = After::Nothing;
    reply_.reset();
    rung_ = Rung::None;
    text_.clear();
    board_->setHintOverlay({});
    emit changed();
}

} // namespace qudoku::ui
