#include "text/rating_text.h"
#include "text/tr_contexts.h"

#include "text/step_text.h"
#include "text/step_words.h"

namespace qudoku::text {

namespace {

// The grade at the start of a line or after a colon: "Easy", ..., "Very hard" (Grade::Unfair: HoDoKu's
// name tells a player nothing; its key in files, codes and the CLI stays "unfair").
QString gradeTitle(logic::Grade grade) {
    switch (grade) {
    case logic::Grade::Easy: return StepText::tr("Easy");
    case logic::Grade::Medium: return StepText::tr("Medium");
    case logic::Grade::Hard: return StepText::tr("Hard");
    case logic::Grade::Unfair: return StepText::tr("Very hard");
    case logic::Grade::Extreme: return StepText::tr("Extreme");
    }
    return {};
}

// The hardest technique as the grade names it. Innies and outies rate alike (2.9) and the engine
// tries innies first, so a killer made to practise outies has an innies step as its first hardest
// one: "needs Innies" under "Medium killer for Outies" read as a contradiction. They are named as
// the one rule they are.
QString hardestName(logic::Technique t) {
    if (t == logic::Technique::Innies || t == logic::Technique::Outies)
        return StepText::tr("the rule of 45 (innies or outies)");
    return techniqueName(t);
}

// What the grade rests on, after the dash: the technique that makes it, or a long solve and the
// hardest technique on its way. Only the easy techniques are singles.
QString gradeReason(const logic::Rating& rating) {
    const bool singlesOnly = !rating.highestGraded || logic::techniqueInfo(*rating.highestGraded).grade == logic::Grade::Easy;
    if (rating.basis == logic::GradeBasis::LongSolve) {
        // "steps", always plural: on 9×9 a long solve has at least five (its score passes a bound of
        // 800 or more, and no technique below the extreme ones scores more than 400).
        if (singlesOnly) return StepText::tr("a long solve: %1 steps, singles only").arg(rating.steps);
        return StepText::tr("a long solve: %1 steps, none harder than %2").arg(rating.steps).arg(hardestName(*rating.highestGraded));
    }
    return singlesOnly ? StepText::tr("singles only") : StepText::tr("needs %1").arg(hardestName(*rating.highestGraded));
}

} // namespace

QString ratingText(const logic::Rating& rating) {
    const QString er = QString::number(rating.er, 'f', 1), ep = QString::number(rating.ep, 'f', 1),
                  ed = QString::number(rating.ed, 'f', 1);
    if (!rating.solved)
        return StepText::tr("ER %1 so far, EP %2, ED %3; needs techniques beyond the engine, or guessing").arg(er, ep, ed);
    return StepText::tr("%1: ER %2, EP %3, ED %4, score %5").arg(gradeTitle(rating.grade), er, ep, ed).arg(rating.score);
}

QString ratingDetail(const logic::Rating& rating) {
    return ratingText(rating) + QLatin1Char('\n') +
           StepText::tr("ER: the hardest step (Sudoku Explainer's scale)\n"
              "EP: the hardest step before the first digit is placed\n"
              "ED: the first step\n"
              "Score: HoDoKu-style points for every step");
}

QString plainRating(const logic::Rating& rating) {
    if (!rating.solved) return StepText::tr("Extreme — beyond the techniques Qudoku knows");
    const QString reason = gradeReason(rating);
    switch (rating.grade) {
    case logic::Grade::Easy: return StepText::tr("Easy — %1").arg(reason);
    case logic::Grade::Medium: return StepText::tr("Medium — %1").arg(reason);
    case logic::Grade::Hard: return StepText::tr("Hard — %1").arg(reason);
    case logic::Grade::Unfair: return StepText::tr("Very hard — %1").arg(reason);
    case logic::Grade::Extreme: return StepText::tr("Extreme — %1").arg(reason);
    }
    return reason;
}

} // namespace qudoku::text
