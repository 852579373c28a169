#pragma once
// The translation contexts of text/'s sentences: StepText::tr("...") and so on. Structs with
// Q_DECLARE_TR_FUNCTIONS rather than free tr() helpers, because lupdate files a qualified call under
// the macro's context, the same one QCoreApplication::translate gets at run time; a free tr() in a
// namespace would be filed under the namespace's name and its translation never found.

#include <QCoreApplication>

namespace qudoku::text {

struct StepText { // the logic engine's steps, ratings and grades
    Q_DECLARE_TR_FUNCTIONS(StepText)
};

struct Diagnostics { // parse errors, conflicts, solver statuses, generator option errors
    Q_DECLARE_TR_FUNCTIONS(Diagnostics)
};

struct GeneratorText { // the generator's progress and results
    Q_DECLARE_TR_FUNCTIONS(GeneratorText)
};

struct RulesText { // the rules of a variant puzzle in words
    Q_DECLARE_TR_FUNCTIONS(RulesText)
};

} // namespace qudoku::text
