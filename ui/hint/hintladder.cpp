#include "hint/hintladder.h"

#include <QStringList>

#include "analysis/session.h"
#include "game/game.h"
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

HintLadder::HintLadder(Game* game, AnalysisSession* session, QObject* parent)
    : QObject(parent), game_(game), session_(session) {
    connect(session_, &AnalysisSession::hintFound, this, &HintLadder::onReply);
    connect(session_, &AnalysisSession::busyChanged, this, [this](Work work) {
        if (work == Work::Hint) emit changed(); // started, ended, or dropped because the givens changed
    });
    connect(game_, &Game::changed, this, &HintLadder::onGameChanged);
    connect(game_, &Game::modeChanged, this, &HintLadder::changed); // canHint() follows the mode
    connect(game_, &Game::puzzleReplaced, this, &HintLadder::reset);
}

bool HintLadder::isBusy() const { return session_->isBusy(Work::Hint); }

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

bool HintLadder::isCurrent() const { return reply_ && reply_->board.revision == game_->revision(); }

void HintLadder::onGameChanged() {
    // Game::changed also fires for highlights (Check's crosses) that leave the revision alone.
    if (reply_ && !isCurrent()) reset();
}

void HintLadder::request(Rung target) {
    target_ = target;
    reply_.reset();
    text_.clear();
    session_->findHint();
    emit changed();
}

void HintLadder::setStartRung(Rung rung) {
    start_ = (rung == Rung::Technique || rung == Rung::Explanation) ? rung : Rung::Area;
}

bool HintLadder::canHint() const { return !isBusy() && game_->mode() == Mode::Play; }

void HintLadder::hint() {
    if (!canHint()) return;
    if (!isCurrent()) {
        request(start_);
        return;
    }
    switch (rung_) {
    case Rung::None: show(reply_->mistakes.empty() ? start_ : Rung::Mistakes); break;
    case Rung::Mistakes: show(reply_->mistakes.empty() ? Rung::Area : Rung::Mistakes); break;
    case Rung::Area: show(Rung::Technique); break;
    case Rung::Technique: show(Rung::Explanation); break;
    case Rung::Explanation: apply(); break;
    }
}

void HintLadder::onReply(const HintReply& reply) {
    if (reply.end != JobEnd::Finished) {
        reply_.reset();
        say(tr("Cancelled."));
        return;
    }
    reply_ = reply;
    const PuzzleFacts& facts = *reply.facts;
    if (!facts.hasSolution()) {
        say(facts.status == SolveStatus::InvalidInput ? tr("The givens break the rules, so there is no hint to give.")
                                                      : tr("This puzzle has no solution, so there is no hint to give."));
        return;
    }
    const bool something = !reply.mistakes.empty() || reply.next.status == logic::LogicStatus::Found;
    show(reply.mistakes.empty() ? target_ : Rung::Mistakes);
    if (something) game_->countHint();
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
        if (reply_->next.stuck != logic::StuckReason::NoTechnique) {
            say(text::stuckText(reply_->next.stuck, reply_->facts->hasSeveral()));
            return;
        }
        say(reply_->facts->hasSeveral()
                ? tr("No step holds in every solution from here: this puzzle has more than one solution, so the "
                     "remaining cells can be filled in more than one way. Solve fills in one of them.")
                : tr("No step found with the techniques Qudoku knows: this position needs harder ones, or a guess. "
                     "Solve can still show the answer."));
        return;
    }
    const logic::Step& step = *reply_->next.step;
    rung_ = rung;
    switch (rung) {
    case Rung::Area: text_ = text::areaHint(step, game_->geometry()); break;
    case Rung::Technique: text_ = text::techniqueHint(step, game_->geometry()); break;
    default:
        text_ = text::explanation(step, game_->geometry(), game_->alphabet()) + QLatin1Char('\n') +
                tr("Step rating: %1.").arg(step.rating, 0, 'f', 1);
        break;
    }
    if (reply_->facts->hasSeveral())
        text_ = tr("This puzzle has more than one solution; this step holds in every one of them.") +
                QLatin1Char('\n') + text_;
    overlay_ = stepOverlay(step, hintRung(rung), reply_->board.position());
    emit changed();
}

void HintLadder::apply() {
    const auto current = step();
    if (!current || !isCurrent() || isBusy()) return;
    const logic::CandidateGrid position = reply_->board.position();
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
    session_->drop(Work::Hint);
    reply_.reset();
    rung_ = Rung::None;
    text_.clear();
    overlay_ = {};
    emit changed();
}

void HintLadder::cancel() { session_->cancel(Work::Hint); }

} // namespace qudoku::ui
