#include "hint/hintladder.h"

#include <QStringList>

#include "game/game.h"
#include "hint/logicrequest.h"
#include "hint/stepoverlay.h"
#include "text/step_text.h"

namespace qudoku::ui {

namespace {

HintRung hintRung(HintLadder::Rung rung) {
    switch (rung) {
    case HintLadder::Rung::Technique: return HintRung::Technique;
    case HintLadder::Rung::Explanation: return HintRung::Explanation;
    default: return HintRung::Area;
    }
}

} // namespace

HintLadder::HintLadder(Game* game, QObject* parent) : QObject(parent), game_(game) {
    connect(&runner_, &LogicRunner::finished, this, &HintLadder::onReply);
    connect(game_, &Game::changed, this, &HintLadder::onGameChanged);
    connect(game_, &Game::puzzleReplaced, this, &HintLadder::reset);
}

QString HintLadder::title() const {
    switch (rung_) {
    case Rung::Mistakes: return tr("Fix this first");
    case Rung::Area: return tr("Hint 1 of 3: where to look");
    case Rung::Technique: return tr("Hint 2 of 3: the technique");
    case Rung::Explanation: return tr("Hint 3 of 3: the deduction");
    case Rung::None: break;
    }
    return isBusy() ? tr("Looking for a step…") : tr("Hint");
}

std::optional<logic::Step> HintLadder::step() const {
    if (!reply_ || !reply_->mistakes.empty() || reply_->next.status != logic::LogicStatus::Found) return std::nullopt;
    return reply_->next.step;
}

bool HintLadder::canApply() const { return !isBusy() && isCurrent() && step().has_value(); }

bool HintLadder::isCurrent() const {
    return reply_ && reply_->request.revision == game_->revision() && reply_->request.puzzleId == game_->puzzleId();
}

void HintLadder::onGameChanged() {
    // Game::changed also fires for highlights (Check's crosses) that leave the revision alone.
    if (reply_ && !isCurrent()) reset();
}

void HintLadder::request(Rung target) {
    target_ = target;
    runner_.start(logicRequest(*game_, LogicRequest::Kind::Hint));
    emit busyChanged(true, tr("Looking for a step…"));
    emit changed();
}

void HintLadder::hint() {
    if (isBusy()) return;
    if (!isCurrent()) {
        request(Rung::Area);
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
    emit busyChanged(false, {});
    const bool stale = reply.request.revision != game_->revision() || reply.request.puzzleId != game_->puzzleId();
    if (reply.cancelled) {
        reply_.reset();
        if (stale) emit changed(); // reset() cancelled it for a changed board: nothing to say
        else say(tr("Cancelled."));
        return;
    }
    if (stale) {
        // The board changed while the worker was thinking: think again about the board as it is.
        if (reply.request.puzzleId == game_->puzzleId()) request(target_);
        else emit changed();
        return;
    }
    reply_ = reply;
    if (reply.isMultiple()) {
        say(tr("This puzzle has more than one solution, so a hint cannot be sure of anything."));
        return;
    }
    if (!reply.hasSolution()) {
        say(reply.uniqueness == SolveStatus::InvalidInput
                ? tr("The givens break the rules, so there is no hint to give.")
                : tr("This puzzle has no solution, so there is no hint to give."));
        return;
    }
    show(reply.mistakes.empty() ? target_ : Rung::Mistakes);
}

void HintLadder::say(const QString& text) {
    rung_ = Rung::None;
    text_ = text;
    overlay_ = {};
    emit changed();
}

void HintLadder::show(Rung rung) {
    const Shape shape = game_->shape();
    if (rung == Rung::Mistakes) {
        QStringList lines;
        for (const logic::Mistake& mistake : reply_->mistakes) lines << text::mistakeText(mistake, shape, game_->alphabet());
        rung_ = rung;
        text_ = lines.join(QLatin1Char('\n'));
        overlay_ = mistakesOverlay(reply_->mistakes);
        emit changed();
        return;
    }
    switch (reply_->next.status) {
    case logic::LogicStatus::Found: break;
    case logic::LogicStatus::Solved: say(tr("The puzzle is solved.")); return;
    case logic::LogicStatus::Contradiction:
        say(tr("The digits and pencil marks leave a cell or a value without a place.")); return;
    case logic::LogicStatus::Cancelled: say(tr("Cancelled.")); return;
    case logic::LogicStatus::Stuck:
        say(tr("No step found with the techniques Qudoku knows: this position needs harder ones, or a guess. "
               "Solve can still show the answer."));
        return;
    }
    const logic::Step& step = *reply_->next.step;
    rung_ = rung;
    switch (rung) {
    case Rung::Area: text_ = text::areaHint(step, shape); break;
    case Rung::Technique: text_ = text::techniqueHint(step, shape); break;
    default:
        text_ = text::explanation(step, shape, game_->alphabet()) + QLatin1Char('\n') +
                tr("Step rating: %1.").arg(step.rating, 0, 'f', 1);
        break;
    }
    overlay_ = stepOverlay(step, hintRung(rung), reply_->position());
    emit changed();
}

void HintLadder::apply() {
    const auto current = step();
    if (!current || !isCurrent() || isBusy()) return;
    const logic::CandidateGrid position = reply_->position();
    std::vector<MarkSet> candidates(static_cast<std::size_t>(game_->cellCount()));
    for (int cell = 0; cell < game_->cellCount(); ++cell)
        candidates[static_cast<std::size_t>(cell)] = position.candidates(cell);
    std::vector<std::pair<int, int>> placements, eliminations;
    for (const auto& p : current->placements) placements.emplace_back(p.cell, p.value);
    for (const auto& e : current->eliminations) eliminations.emplace_back(e.cell, e.value);
    game_->applyLogicStep(placements, eliminations, candidates,
                          tr("Hint: %1").arg(text::techniqueName(current->technique)));
    reset();
    emit applied(*current);
}

void HintLadder::nextStep() {
    if (!canApply()) return;
    const Rung rung = rung_ == Rung::None ? Rung::Area : rung_;
    apply();
    request(rung);
}

void HintLadder::reset() {
    runner_.cancel();
    reply_.reset();
    rung_ = Rung::None;
    text_.clear();
    overlay_ = {};
    emit changed();
}

void HintLadder::cancel() { runner_.cancel(); }

} // namespace qudoku::ui
