#include "text/diagnostics.h"
#include "text/step_words.h"
#include "text/tr_contexts.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdlib>

// Every sentence is listed here as data, marked with QT_TRANSLATE_NOOP so lupdate finds it, and
// translated when used; %1, %2... are filled in by the function that uses it.
namespace qudoku::text {

namespace {

// Parse errors: the "what was expected" part, one sentence per ParseErrorKind (two where the
// numbers call for different wording).
constexpr const char* kEmptyInput = QT_TRANSLATE_NOOP("Diagnostics", "expected a puzzle, found none");
constexpr const char* kBadSymbol = QT_TRANSLATE_NOOP("Diagnostics", "expected %1, got '%2'");
constexpr const char* kRowLength = QT_TRANSLATE_NOOP("Diagnostics", "expected %1 symbols in this row, got %2");
constexpr const char* kLineLengthNear =
    QT_TRANSLATE_NOOP("Diagnostics", "expected %1 symbols (a %2×%2 puzzle), got %3");
constexpr const char* kLineLengthFar =
    QT_TRANSLATE_NOOP("Diagnostics", "expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got %1");
constexpr const char* kTooFewRows = QT_TRANSLATE_NOOP("Diagnostics", "expected %1 rows, got %2");
constexpr const char* kNoRowsAfterTitle =
    QT_TRANSLATE_NOOP("Diagnostics", "expected the rows of a puzzle after its title, found none");
constexpr const char* kBadCaseCount =
    QT_TRANSLATE_NOOP("Diagnostics", "expected the number of cases on the first line, got '%1'");
constexpr const char* kFewerCases =
    QT_TRANSLATE_NOOP("Diagnostics", "case count: expected %1 (from the first line), got %2");
constexpr const char* kMoreCases =
    QT_TRANSLATE_NOOP("Diagnostics", "case count: expected %1 (from the first line), got more");
constexpr const char* kUnknownSize =
    QT_TRANSLATE_NOOP("Diagnostics", "expected a row of 4, 6, 9, 12, 16 or 25 symbols, got %1");
constexpr const char* kValueOutOfRange = QT_TRANSLATE_NOOP("Diagnostics", "expected a number 1-%1, got '%2'");
// A text none of whose first lines is a row or line of a puzzle: %1 the formats tried (kTriedFormats,
// joined), %2 how the text starts.
constexpr const char* kNotAPuzzle =
    QT_TRANSLATE_NOOP("Diagnostics", "does not look like a Sudoku puzzle (tried %1); it starts with '%2'");
// Each format as the shape of text it reads, short, for kNotAPuzzle's list.
struct FormatWording {
    Format format;
    const char* shape;
};
constexpr FormatWording kTriedFormats[] = {
    {Format::Block, QT_TRANSLATE_NOOP("Diagnostics", "a case count and rows")},
    {Format::Line, QT_TRANSLATE_NOOP("Diagnostics", "one puzzle a line")},
    {Format::Letters, QT_TRANSLATE_NOOP("Diagnostics", "rows of letters")},
    {Format::Grid, QT_TRANSLATE_NOOP("Diagnostics", "a grid of rows")},
    {Format::Ss, QT_TRANSLATE_NOOP("Diagnostics", "Simple Sudoku")},
    {Format::Sdk, QT_TRANSLATE_NOOP("Diagnostics", "SadMan Sudoku")},
    {Format::Sdm, QT_TRANSLATE_NOOP("Diagnostics", "SudoCue")},
    {Format::Pencilmarks, QT_TRANSLATE_NOOP("Diagnostics", "pencil marks")},
    {Format::Candidates729, QT_TRANSLATE_NOOP("Diagnostics", "candidate strings")},
};
// The candidate formats: a pencil-mark grid counts cells, a candidate string characters.
constexpr const char* kWrongCellCount =
    QT_TRANSLATE_NOOP("Diagnostics", "expected %1 cells (a %2×%2 grid of candidates), got %3");
constexpr const char* kWrongCharacterCount =
    QT_TRANSLATE_NOOP("Diagnostics", "expected %1 characters (%2 for each cell of a %2×%2 grid), got %3");
constexpr const char* kBadCandidates = QT_TRANSLATE_NOOP("Diagnostics", "expected candidates %1, got '%2'");
constexpr const char* kRepeatedDigit = QT_TRANSLATE_NOOP("Diagnostics", "expected each candidate once, got '%1'");
constexpr const char* kMisplacedCandidate =
    QT_TRANSLATE_NOOP("Diagnostics", "expected '%1' or '.' (candidate %1 of %2), got '%3'");
constexpr const char* kNoCandidates = QT_TRANSLATE_NOOP("Diagnostics", "expected at least one candidate for %1, got none");
// The input as a whole: %1 is kMaxLineBytes in bytes, %2 the same in MiB.
constexpr const char* kLineTooLong = QT_TRANSLATE_NOOP(
    "Diagnostics", "expected a line of at most %1 bytes (%2 MiB), got a longer one; the rest is not read");

// The accepted characters of each alphabet, as the %1 of kBadSymbol; %1 here is symbolRange().
struct AlphabetWording {
    Alphabet alphabet;
    const char* symbols;
};
constexpr AlphabetWording kAlphabetWordings[] = {
    {Alphabet::Digits, QT_TRANSLATE_NOOP("Diagnostics", "a digit %1, '.' or '0'")},
    {Alphabet::Letters, QT_TRANSLATE_NOOP("Diagnostics", "a letter %1 or '-'")},
    {Alphabet::DigitsLetters, QT_TRANSLATE_NOOP("Diagnostics", "a symbol %1, '.' or '0'")},
    {Alphabet::Hex, QT_TRANSLATE_NOOP("Diagnostics", "a symbol %1 or '.'")},
    {Alphabet::Numbers, QT_TRANSLATE_NOOP("Diagnostics", "a symbol %1, '.' or '0'")},
};

// Conflicts: "%1 twice in %2 (%3, %4)" = what, where, first cell, second cell.
constexpr const char* kConflict = QT_TRANSLATE_NOOP("Diagnostics", "%1 twice in %2 (%3, %4)");
constexpr const char* kDigit = QT_TRANSLATE_NOOP("Diagnostics", "digit %1");
constexpr const char* kSymbol = QT_TRANSLATE_NOOP("Diagnostics", "symbol %1");
constexpr const char* kCellName = QT_TRANSLATE_NOOP("Diagnostics", "r%1c%2");
constexpr const char* kHouseNames[] = {
    QT_TRANSLATE_NOOP("Diagnostics", "row %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "column %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "box %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "region %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "diagonal %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "window %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "disjoint group %1"),
    QT_TRANSLATE_NOOP("Diagnostics", "extra region %1"),
};
static_assert(static_cast<int>(HouseKind::ExtraRegion) == 7, "kHouseNames is indexed by HouseKind");

// A broken constraint: "%1 broken (%2)" = the constraint, its cells.
constexpr const char* kBrokenConstraint = QT_TRANSLATE_NOOP("Diagnostics", "%1 broken (%2)");
constexpr const char* kConstraintNames[] = {
    QT_TRANSLATE_NOOP("Diagnostics", "anti-knight"),
    QT_TRANSLATE_NOOP("Diagnostics", "anti-king"),
    QT_TRANSLATE_NOOP("Diagnostics", "non-consecutive"),
    QT_TRANSLATE_NOOP("Diagnostics", "white dot"),
    QT_TRANSLATE_NOOP("Diagnostics", "black dot"),
    QT_TRANSLATE_NOOP("Diagnostics", "XV mark"),
    QT_TRANSLATE_NOOP("Diagnostics", "negative white dots"),
    QT_TRANSLATE_NOOP("Diagnostics", "negative black dots"),
    QT_TRANSLATE_NOOP("Diagnostics", "negative XV"),
    QT_TRANSLATE_NOOP("Diagnostics", "odd cell"),
    QT_TRANSLATE_NOOP("Diagnostics", "even cell"),
    QT_TRANSLATE_NOOP("Diagnostics", "minimum cell"),
    QT_TRANSLATE_NOOP("Diagnostics", "maximum cell"),
    QT_TRANSLATE_NOOP("Diagnostics", "thermometer"),
    QT_TRANSLATE_NOOP("Diagnostics", "quadruple"),
    QT_TRANSLATE_NOOP("Diagnostics", "killer cage"),
    // issue 34, sums outside the grid and arrows
    QT_TRANSLATE_NOOP("Diagnostics", "arrow"),
    QT_TRANSLATE_NOOP("Diagnostics", "little killer"),
    QT_TRANSLATE_NOOP("Diagnostics", "sandwich"),
    QT_TRANSLATE_NOOP("Diagnostics", "X-sum"),
    QT_TRANSLATE_NOOP("Diagnostics", "skyscraper"),
    // The lines (issue 34).
    QT_TRANSLATE_NOOP("Diagnostics", "renban line"),
    QT_TRANSLATE_NOOP("Diagnostics", "German whispers line"),
    QT_TRANSLATE_NOOP("Diagnostics", "palindrome line"),
    QT_TRANSLATE_NOOP("Diagnostics", "between line"),
    QT_TRANSLATE_NOOP("Diagnostics", "region-sum line"),
    QT_TRANSLATE_NOOP("Diagnostics", "entropic line"),
    QT_TRANSLATE_NOOP("Diagnostics", "modular line"),
    QT_TRANSLATE_NOOP("Diagnostics", "zipper line"),
};
static_assert(static_cast<int>(ConstraintKind::ZipperLine) == 28, "kConstraintNames is indexed by ConstraintKind");

constexpr const char* kStatusTexts[] = {
    QT_TRANSLATE_NOOP("Diagnostics", "unique solution"),
    QT_TRANSLATE_NOOP("Diagnostics", "several solutions"),
    QT_TRANSLATE_NOOP("Diagnostics", "no solution"),
    QT_TRANSLATE_NOOP("Diagnostics", "conflicting givens"),
    QT_TRANSLATE_NOOP("Diagnostics", "cancelled"),
    QT_TRANSLATE_NOOP("Diagnostics", "stopped at the solution limit"),
};
static_assert(static_cast<int>(SolveStatus::LimitReached) == 5, "kStatusTexts is indexed by SolveStatus");

QString translated(const char* source) { return QCoreApplication::translate("Diagnostics", source); }

QString expectedSymbols(Alphabet alphabet, int size) {
    const std::string_view range = symbolRange(alphabet, size);
    for (const AlphabetWording& w : kAlphabetWordings)
        if (w.alphabet == alphabet)
            return translated(w.symbols).arg(QString::fromUtf8(range.data(), static_cast<qsizetype>(range.size())));
    return {};
}

// "1-9": the digits a grid of `size` uses.
QString expectedRange(int size) {
    const std::string_view range = symbolRange(Alphabet::Digits, size);
    return QString::fromUtf8(range.data(), static_cast<qsizetype>(range.size()));
}

QString describeCellCount(const ParseError& e) {
    // Grids of candidates are counted in cells (16, 36, 81), candidate strings in characters (N³).
    for (int n : {4, 6, 9})
        if (e.expected == n * n * n) return translated(kWrongCharacterCount).arg(e.expected).arg(n).arg(e.actual);
    const int n = Shape::forCellCount(e.expected).value_or(Shape{}).size();
    return translated(kWrongCellCount).arg(e.expected).arg(n).arg(e.actual);
}

// The cell a candidate error is about, named as players name it; the grid is N×N for `size`.
QString errorCell(const ParseError& e) {
    return cellName(Shape::forSize(e.size).value_or(Shape{}), e.cell - 1);
}

QString describeNotAPuzzle(const ParseError& e) {
    QStringList tried;
    for (Format f : e.tried)
        for (const FormatWording& w : kTriedFormats)
            if (w.format == f) tried << translated(w.shape);
    return translated(kNotAPuzzle).arg(words::joinList(tried), QString::fromStdString(e.got));
}

QString describeLineLength(const ParseError& e) {
    // A count near a valid one is most likely a slip in that size; one far from all of them (junk, a
    // spaced grid pasted as one line) gets the whole list.
    if (e.expected > 0 && std::abs(e.actual - e.expected) <= e.expected / 8) {
        const int n = Shape::forCellCount(e.expected).value_or(Shape{}).size();
        return translated(kLineLengthNear).arg(e.expected).arg(n).arg(e.actual);
    }
    return translated(kLineLengthFar).arg(e.actual);
}

} // namespace

QString cellName(Shape shape, int cell) {
    return translated(kCellName).arg(shape.rowOf(cell) + 1).arg(shape.colOf(cell) + 1);
}

QString symbolText(int value, Alphabet alphabet) { return QString::fromStdString(symbolName(value, alphabet)); }

QString cellsName(Shape shape, const std::vector<int>& cells) {
    if (cells.size() > 3) return QCoreApplication::translate("Diagnostics", "%n cell(s)", "", static_cast<int>(cells.size()));
    QStringList names;
    for (int cell : cells) names << cellName(shape, cell);
    return words::joinList(names);
}

QString describe(const ParseError& e) {
    const QString got = QString::fromStdString(e.got);
    switch (e.kind) {
    case ParseErrorKind::EmptyInput: return translated(kEmptyInput);
    case ParseErrorKind::BadSymbol: return translated(kBadSymbol).arg(expectedSymbols(e.alphabet, e.size), got);
    case ParseErrorKind::RowTooShort:
    case ParseErrorKind::RowTooLong: return translated(kRowLength).arg(e.expected).arg(e.actual);
    case ParseErrorKind::LineLength: return describeLineLength(e);
    case ParseErrorKind::TooFewRows:
        if (e.expected == 0) return translated(kNoRowsAfterTitle);
        return translated(kTooFewRows).arg(e.expected).arg(e.actual);
    case ParseErrorKind::BadCaseCount: return translated(kBadCaseCount).arg(got);
    case ParseErrorKind::CaseCountMismatch:
        if (e.actual > e.expected) return translated(kMoreCases).arg(e.expected);
        return translated(kFewerCases).arg(e.expected).arg(e.actual);
    case ParseErrorKind::UnknownSize: return translated(kUnknownSize).arg(e.actual);
    case ParseErrorKind::ValueOutOfRange: return translated(kValueOutOfRange).arg(e.size).arg(got);
    case ParseErrorKind::NotAPuzzle: return describeNotAPuzzle(e);
    case ParseErrorKind::WrongCellCount: return describeCellCount(e);
    case ParseErrorKind::BadCandidates:
        return translated(kBadCandidates).arg(expectedRange(e.size), got);
    case ParseErrorKind::RepeatedDigit: return translated(kRepeatedDigit).arg(got);
    case ParseErrorKind::MisplacedCandidate: return translated(kMisplacedCandidate).arg(e.expected).arg(errorCell(e), got);
    case ParseErrorKind::NoCandidates: return translated(kNoCandidates).arg(errorCell(e));
    case ParseErrorKind::LineTooLong: return translated(kLineTooLong).arg(e.expected).arg(e.expected >> 20);
    }
    return {};
}

QString describe(const Conflict& conflict, Shape shape, Alphabet alphabet) {
    if (conflict.isConstraint()) {
        QStringList cells;
        for (int c : conflict.cells) cells << cellName(shape, c);
        return translated(kBrokenConstraint)
            .arg(translated(kConstraintNames[static_cast<int>(conflict.constraintKind)]), cells.join(QStringLiteral(", ")));
    }
    const QString symbol(symbolText(conflict.value, alphabet));
    const QString what = translated(alphabet == Alphabet::Digits || alphabet == Alphabet::Numbers ? kDigit : kSymbol).arg(symbol);
    const QString where = translated(kHouseNames[static_cast<int>(conflict.kind)]).arg(conflict.houseIndex + 1);
    return translated(kConflict).arg(what, where, cellName(shape, conflict.first), cellName(shape, conflict.second));
}

QString statusText(SolveStatus status) { return translated(kStatusTexts[static_cast<int>(status)]); }

QString describe(GenerateError error, const GenerateOptions& options) {
    const int n = options.shape.size();
    switch (error) {
    case GenerateError::UnsupportedShape: return Diagnostics::tr("grids are 4×4, 6×6, 9×9, 12×12, 16×16 or 25×25");
    case GenerateError::BadClueRange:
        return Diagnostics::tr("the clue range must run from a low to a high number of clues, within the %1 cells of a %2×%2 grid")
            .arg(options.shape.cellCount())
            .arg(n);
    case GenerateError::TooFewClues:
        return Diagnostics::tr("a %1×%1 puzzle with one solution needs at least %2 clues").arg(n).arg(fewestClues(options.shape));
    case GenerateError::BadPattern:
        return Diagnostics::tr("the pattern has %1 cells, a %2×%2 grid has %3")
            .arg(options.pattern.size())
            .arg(n)
            .arg(options.shape.cellCount());
    case GenerateError::PatternBreaksSymmetry: {
        // The first clue cell whose image is empty, so the author sees where to look.
        const auto clue = [&](int cell) { return options.pattern[static_cast<std::size_t>(cell)]; };
        for (int cell = 0; cell < options.shape.cellCount(); ++cell) {
            if (!clue(cell)) continue;
            for (const int image : symmetryOrbit(options.shape, options.symmetry, cell))
                if (!clue(image))
                    return Diagnostics::tr("the pattern's clue cells are not symmetric under %1: %2 is a clue, %3 is not")
                        .arg(QString::fromLatin1(symmetryName(options.symmetry).data()),
                             cellName(options.shape, cell), cellName(options.shape, image));
        }
        return Diagnostics::tr("the pattern's clue cells are not symmetric under %1").arg(QString::fromLatin1(symmetryName(options.symmetry).data()));
    }
    case GenerateError::PatternOutsideClueRange:
        return Diagnostics::tr("the pattern has %1 clues, outside the clue range %2-%3")
            .arg(std::count(options.pattern.begin(), options.pattern.end(), true))
            .arg(options.clues ? options.clues->min : 0)
            .arg(options.clues ? options.clues->max : 0);
    case GenerateError::BadErRange: return Diagnostics::tr("the ER range must run from a low to a high rating");
    case GenerateError::UnreachableEr:
        return Diagnostics::tr("no step the logic engine rates falls between ER %1 and %2 (%3×%3 ratings run from 1.0 to %4)")
            .arg(options.target.erMin, 0, 'f', 1)
            .arg(options.target.erMax, 0, 'f', 1)
            .arg(n)
            .arg(highestEr(options.shape), 0, 'f', 1);
    case GenerateError::UnsupportedTechnique: return Diagnostics::tr("the logic engine does not know that technique");
    case GenerateError::UnreachableTechnique: {
        const logic::TechniqueInfo& info = logic::techniqueInfo(options.target.technique);
        const QString key = QString::fromLatin1(info.key.data(), static_cast<int>(info.key.size()));
        if (info.scales == logic::Scales::None)
            return Diagnostics::tr("%1 is on no rating scale, so no rated puzzle ends on it (%2)")
                .arg(key, info.id == logic::Technique::ProofBySearch
                              ? Diagnostics::tr("it is the hints' last resort: a digit proved by the solver")
                              : Diagnostics::tr("Sudoku Explainer's rating leaves it off"));
        if (!logic::inScale(info.scales, logic::Scales::Qudoku))
            return Diagnostics::tr("%1 is a step of Sudoku Explainer's rating scale only; puzzles are rated on the qudoku scale, "
                                   "where no puzzle ends on it")
                .arg(key);
        if (info.applies == logic::Applies::Constraints)
            return Diagnostics::tr("%1 is the step of a rule these puzzles do not have").arg(key);
        return Diagnostics::tr("%1 is switched off under these rules (it needs classic boxes and no extra houses)").arg(key);
    }
    }
    return {};
}

} // namespace qudoku::text
