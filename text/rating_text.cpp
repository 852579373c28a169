#include "text/rating_text.h"
#include "text/tr_contexts.h"

#include "text/step_text.h"
#include "text/step_words.h"

namespace qudoku::text {

using logic::Technique;

QString ratingText(const logic::Rating& rating) {
    const QString er = QString::number(rating.er, 'f', 1), ep = QString::number(rating.ep, 'f', 1),
                  ed = QString::number(rating.ed, 'f', 1);
    if (!rating.solved)
        return StepText::tr("ER %1 so far, EP %2, ED %3; needs techniques beyond the engine, or guessing").arg(er, ep, ed);
    QString grade;
    switch (rating.grade) {
    case logic::Grade::Easy: grade = StepText::tr("Easy"); break;
    case logic::Grade::Medium: grade = StepText::tr("Medium"); break;
    case logic::Grade::Hard: grade = StepText::tr("Hard"); break;
    case logic::Grade::Unfair: grade = StepText::tr("Unfair"); break;
    case logic::Grade::Extreme: grade = StepText::tr("Extreme"); break;
    }
    return StepText::tr("%1: ER %2, EP %3, ED %4, score %5").arg(grade, er, ep, ed).arg(rating.score);
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
    const bool singlesOnly = !rating.hardest || *rating.hardest <= Technique::NakedSingle;
    const QString needs = singlesOnly ? StepText::tr("singles only") : StepText::tr("needs %1").arg(techniqueName(*rating.hardest));
    switch (rating.grade) {
    case logic::Grade::Easy: return StepText::tr("Easy — %1").arg(needs);
    case logic::Grade::Medium: return StepText::tr("Medium — %1").arg(needs);
    case logic::Grade::Hard: return StepText::tr("Hard — %1").arg(needs);
    case logic::Grade::Unfair: return StepText::tr("Unfair — %1").arg(needs);
    case logic::Grade::Extreme: return StepText::tr("Extreme — %1").arg(needs);
    }
    return needs;
}

} // namespace qudoku::text
