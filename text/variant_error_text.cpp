#include "text/variant_error_text.h"

#include <string_view>

#include "text/tr_contexts.h"

namespace qudoku::text {

namespace {

struct KeyName {
    std::string_view key;
    const char* name;
};

// The f-puzzles keys of the rules the reader refuses (core/src/formats/fpuzzles_json.cpp), named as
// a setter names them.
constexpr KeyName kUnsupported[] = {
    {"cage", QT_TRANSLATE_NOOP("RulesText", "cages with a number whose rule only the puzzle's text states")},
    {"lockout", QT_TRANSLATE_NOOP("RulesText", "lockout lines")},
    {"nabner", QT_TRANSLATE_NOOP("RulesText", "nabner lines")},
    {"doublearrow", QT_TRANSLATE_NOOP("RulesText", "double arrows")},
    {"clone", QT_TRANSLATE_NOOP("RulesText", "clones")},
    {"rowindexer", QT_TRANSLATE_NOOP("RulesText", "row indexers")},
    {"columnindexer", QT_TRANSLATE_NOOP("RulesText", "column indexers")},
    {"boxindexer", QT_TRANSLATE_NOOP("RulesText", "box indexers")},
};

QString where(const VariantError& e) {
    if (e.line > 0 && e.column > 0) return Diagnostics::tr("line %1, column %2").arg(e.line).arg(e.column);
    if (!e.path.empty()) return QString::fromStdString(e.path);
    if (!e.key.empty()) return QString::fromStdString(e.key);
    if (e.line > 0) return Diagnostics::tr("line %1").arg(e.line);
    return {};
}

} // namespace

QString unsupportedRuleName(const std::string& key, const std::string& feature) {
    for (const KeyName& k : kUnsupported)
        if (k.key == key) return RulesText::tr(k.name);
    return QString::fromStdString(feature);
}

QString variantErrorText(const VariantError& e) {
    QString sentence;
    switch (e.kind) {
    case VariantErrorKind::BadJson: sentence = Diagnostics::tr("The puzzle is not valid JSON."); break;
    case VariantErrorKind::TooDeep: sentence = Diagnostics::tr("The puzzle's JSON is nested too deep."); break;
    case VariantErrorKind::TooLarge: sentence = Diagnostics::tr("The puzzle is too large to read."); break;
    case VariantErrorKind::NotAPuzzle: sentence = Diagnostics::tr("This is not an f-puzzles puzzle."); break;
    case VariantErrorKind::BadValue: sentence = Diagnostics::tr("A value of the puzzle is not of the expected kind."); break;
    case VariantErrorKind::BadSize: sentence = Diagnostics::tr("The puzzle's size must be from 4 to 16."); break;
    case VariantErrorKind::BadCell: sentence = Diagnostics::tr("The puzzle names a cell outside its grid."); break;
    case VariantErrorKind::BadGrid: sentence = Diagnostics::tr("The puzzle's grid is not N rows of N cells with digits from 1 to N."); break;
    case VariantErrorKind::BadRegions: sentence = Diagnostics::tr("The puzzle's regions are not N regions of N cells each."); break;
    case VariantErrorKind::BadConstraint: sentence = Diagnostics::tr("A rule of the puzzle does not fit its cells."); break;
    case VariantErrorKind::Unsupported:
        return Diagnostics::tr("This puzzle uses %1, which Qudoku cannot solve yet.").arg(unsupportedRuleName(e.key, e.feature));
    case VariantErrorKind::BadLink: sentence = Diagnostics::tr("This is not an f-puzzles or SudokuPad link."); break;
    }
    const QString at = where(e);
    // The reader's own detail (English: what it expected where), quoted as it came.
    const QString detail = QString::fromStdString(e.message);
    if (at.isEmpty()) return detail.isEmpty() ? sentence : Diagnostics::tr("%1 (%2)").arg(sentence, detail);
    return detail.isEmpty() ? Diagnostics::tr("%1 At %2.").arg(sentence, at)
                            : Diagnostics::tr("%1 At %2: %3").arg(sentence, at, detail);
}

} // namespace qudoku::text
