#include "text/generator_text.h"
#include "text/tr_contexts.h"

#include <QCoreApplication>
#include <QStringList>

#include "text/step_text.h"

namespace qudoku::text {

namespace {


} // namespace

QString symmetryText(Symmetry symmetry) {
    switch (symmetry) {
    case Symmetry::None: return GeneratorText::tr("no symmetry");
    case Symmetry::Rotate180: return GeneratorText::tr("half turn");
    case Symmetry::Rotate90: return GeneratorText::tr("quarter turns");
    case Symmetry::Mirror: return GeneratorText::tr("mirror (left–right)");
    case Symmetry::Flip: return GeneratorText::tr("flip (up–down)");
    case Symmetry::Diagonal: return GeneratorText::tr("main diagonal");
    case Symmetry::AntiDiagonal: return GeneratorText::tr("anti-diagonal");
    case Symmetry::Dihedral: return GeneratorText::tr("all of them (dihedral)");
    }
    return {};
}

QString puzzleKind(const PuzzleCode& code) {
    const QString size = GeneratorText::tr("%1×%1").arg(code.shape.size());
    QString kind;
    switch (code.target.kind) {
    case DifficultyTarget::Kind::Grade:
        kind = code.minimal ? GeneratorText::tr("a minimal %1 %2 puzzle").arg(gradeName(code.target.grade), size)
                            : GeneratorText::tr("a %1 %2 puzzle").arg(gradeName(code.target.grade), size);
        break;
    case DifficultyTarget::Kind::Technique:
        kind = code.minimal ? GeneratorText::tr("a minimal %1 puzzle for %2").arg(size, techniqueName(code.target.technique))
                            : GeneratorText::tr("a %1 puzzle for %2").arg(size, techniqueName(code.target.technique));
        break;
    case DifficultyTarget::Kind::Any:
    case DifficultyTarget::Kind::Er:
        kind = code.minimal ? GeneratorText::tr("a minimal %1 puzzle").arg(size) : GeneratorText::tr("a %1 puzzle").arg(size);
        break;
    }
    if (!code.variants.empty()) kind = GeneratorText::tr("%1 (%2)").arg(kind, variantSetText(code.variants));
    if (code.symmetry != Symmetry::None) kind = GeneratorText::tr("%1 with symmetry: %2").arg(kind, symmetryText(code.symmetry));
    return kind;
}

QString puzzleLabel(const PuzzleCode& code) {
    const QString size = code.variants.empty()
                             ? GeneratorText::tr("%1×%1").arg(code.shape.size())
                             : GeneratorText::tr("%1×%1 %2").arg(code.shape.size()).arg(variantSetText(code.variants));
    switch (code.target.kind) {
    case DifficultyTarget::Kind::Grade:
        return code.minimal ? GeneratorText::tr("minimal %1 %2").arg(gradeName(code.target.grade), size)
                            : GeneratorText::tr("%1 %2").arg(gradeName(code.target.grade), size);
    case DifficultyTarget::Kind::Technique:
        return code.minimal ? GeneratorText::tr("minimal %1 for %2").arg(size, techniqueName(code.target.technique))
                            : GeneratorText::tr("%1 for %2").arg(size, techniqueName(code.target.technique));
    case DifficultyTarget::Kind::Any:
    case DifficultyTarget::Kind::Er: break;
    }
    return code.minimal ? GeneratorText::tr("minimal %1").arg(size) : size;
}

QString variantKindName(VariantKind kind) {
    switch (kind) {
    case VariantKind::Jigsaw: return GeneratorText::tr("Jigsaw");
    case VariantKind::X: return GeneratorText::tr("X (both diagonals)");
    case VariantKind::Diagonal: return GeneratorText::tr("Diagonal (r1c1 to the far corner)");
    case VariantKind::Windoku: return GeneratorText::tr("Windoku");
    case VariantKind::AntiKnight: return GeneratorText::tr("Anti-knight");
    case VariantKind::AntiKing: return GeneratorText::tr("Anti-king");
    case VariantKind::NonConsecutive: return GeneratorText::tr("Non-consecutive");
    case VariantKind::Killer: return GeneratorText::tr("Killer (cages with sums, no givens)");
    case VariantKind::Thermometer: return GeneratorText::tr("Thermometers (digits rise from the bulb)");
    case VariantKind::Arrow: return GeneratorText::tr("Arrows (the circle is the sum of its arrow)");
    }
    return {};
}

namespace {

QString variantShortName(VariantKind kind) {
    switch (kind) {
    case VariantKind::Jigsaw: return GeneratorText::tr("jigsaw");
    case VariantKind::X: return GeneratorText::tr("X");
    case VariantKind::Diagonal: return GeneratorText::tr("diagonal");
    case VariantKind::Windoku: return GeneratorText::tr("windoku");
    case VariantKind::AntiKnight: return GeneratorText::tr("anti-knight");
    case VariantKind::AntiKing: return GeneratorText::tr("anti-king");
    case VariantKind::NonConsecutive: return GeneratorText::tr("non-consecutive");
    case VariantKind::Killer: return GeneratorText::tr("killer");
    case VariantKind::Thermometer: return GeneratorText::tr("thermometer");
    case VariantKind::Arrow: return GeneratorText::tr("arrow");
    }
    return {};
}

} // namespace

QString variantSetText(VariantSet set) {
    QStringList names;
    for (VariantKind k : set.kinds()) names << variantShortName(k);
    return names.join(GeneratorText::tr(" + "));
}

QString describe(VariantGenerateError error, const GenerateOptions& options) {
    const int n = options.shape.size();
    switch (error) {
    case VariantGenerateError::BadSize:
        if (options.variants.has(VariantKind::Jigsaw)) return GeneratorText::tr("a jigsaw is 4×4 to 16×16");
        if (n > 16) return GeneratorText::tr("variants are made up to 16×16; a %1×%1 puzzle is classic Sudoku").arg(n);
        return GeneratorText::tr("a %1×%1 grid has no boxes; choose Jigsaw for it, or a size of 4, 6, 9, 12 or 16").arg(n);
    case VariantGenerateError::WindokuSize: return GeneratorText::tr("windoku needs square boxes: 4×4, 9×9 or 16×16");
    case VariantGenerateError::XWithDiagonal: return GeneratorText::tr("X has both diagonals already: leave Diagonal out");
    case VariantGenerateError::SymmetryRefused:
        return GeneratorText::tr("%1 does not keep the symmetry “%2”").arg(variantSetText(options.variants), symmetryText(options.symmetry));
    case VariantGenerateError::NoSolution:
        return GeneratorText::tr("these rules have no solution on a %1×%1 grid").arg(n);
    case VariantGenerateError::TooHard:
        return GeneratorText::tr("these rules are too tight to fill a %1×%1 grid in reasonable time").arg(n);
    case VariantGenerateError::KillerClues:
        return GeneratorText::tr("a killer has no givens, only cages: leave out the clue count and the pattern");
    }
    return {};
}

QString describe(const PuzzleCodeError& error) {
    using Kind = PuzzleCodeError::Kind;
    switch (error.kind) {
    case Kind::Empty: return GeneratorText::tr("expected a puzzle code such as 9H-4KZ7QP2M");
    case Kind::BadSize: return GeneratorText::tr("expected the size first (4, 6, 9, 12, 16 or 25)");
    case Kind::BadTarget: return GeneratorText::tr("expected a grade letter after the size (E, M, H, U or X) or a technique in brackets");
    case Kind::UnknownTechnique: return GeneratorText::tr("expected the name of a technique Qudoku knows, between [ and ]");
    case Kind::MissingSeed: return GeneratorText::tr("expected a dash and the puzzle's number after it");
    case Kind::BadSeedDigit: return GeneratorText::tr("expected only digits and letters other than U in the puzzle's number");
    case Kind::SeedTooLarge: return GeneratorText::tr("the puzzle's number is too long");
    case Kind::UnexpectedText: return GeneratorText::tr("expected a dash before the puzzle's number");
    }
    return {};
}

} // namespace qudoku::text
