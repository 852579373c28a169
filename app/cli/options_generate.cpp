#include "options_generate.h"
#include "cli_tr.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <random>

#include "output.h"
#include "report.h"
#include "qudoku/reader.h"
#include "text/diagnostics.h"

namespace qudoku::cli {

namespace {

// "3.0-4.5" or "4" -> {3.0, 4.5} / {4, 4}.
std::optional<std::pair<double, double>> numberRange(const QString& text) {
    const QStringList parts = text.split(QLatin1Char('-'));
    if (parts.size() > 2) return std::nullopt;
    bool ok1 = false, ok2 = false;
    const double low = parts[0].toDouble(&ok1);
    const double high = parts.size() == 2 ? parts[1].toDouble(&ok2) : (ok2 = ok1, low);
    if (!ok1 || !ok2) return std::nullopt;
    return std::pair(low, high);
}

// The clue cells of the first grid in `path` (a filled cell, or an 'x' / 'X' / '*', is a clue cell).
std::optional<std::vector<bool>> readPattern(const QString& path, Shape& shape, QString& error) {
    // Read whole, so only up to kMaxTextBytes: a pattern is one grid, a few hundred bytes. A pipe
    // (--pattern <(...)) is read too, as far as that.
    const QFileInfo info(path);
    QFile file(path);
    if (info.isDir()) {
        error = Cli::tr("cannot read the pattern %1: %2").arg(path, Cli::tr("is a directory"));
        return std::nullopt;
    }
    if (info.isFile() && static_cast<std::uint64_t>(info.size()) > kMaxTextBytes) {
        error = Cli::tr("cannot read the pattern %1: it has %2 bytes, more than the %3 bytes (%4 MiB) a pattern may have")
                    .arg(path)
                    .arg(info.size())
                    .arg(kMaxTextBytes)
                    .arg(kMaxTextBytes >> 20);
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error = Cli::tr("cannot read the pattern %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QByteArray text = file.read(static_cast<qint64>(kMaxTextBytes) + 1);
    if (static_cast<std::uint64_t>(text.size()) > kMaxTextBytes) {
        error = Cli::tr("cannot read the pattern %1: it has more than the %2 bytes (%3 MiB) a pattern may have")
                    .arg(path)
                    .arg(kMaxTextBytes)
                    .arg(kMaxTextBytes >> 20);
        return std::nullopt;
    }
    for (char& c : text)
        if (c == 'x' || c == 'X' || c == '*') c = '1';
    const ReadResult read = readOne(text.toStdString());
    if (!read) {
        error = parseErrorLine(path.toStdString(), read.error()) + Cli::tr(" (a pattern marks its clue cells with x or any symbol)");
        return std::nullopt;
    }
    shape = read->grid.shape();
    std::vector<bool> cells(static_cast<std::size_t>(shape.cellCount()));
    for (int c = 0; c < shape.cellCount(); ++c) cells[static_cast<std::size_t>(c)] = read->grid.at(c) != 0;
    return cells;
}


QString variantNames() {
    QStringList names;
    for (VariantKind kind : kAllVariantKinds) names << fromView(variantKindName(kind));
    return names.join(QStringLiteral(", "));
}

// Why --variant cannot be generated with these options (checkVariantOptions), in words.
QString describe(VariantGenerateError error, const GenerateOptions& g) {
    const int n = g.shape.size();
    switch (error) {
    case VariantGenerateError::BadSize:
        return g.variants.has(VariantKind::Jigsaw)
                   ? Cli::tr("a jigsaw is 4×4 to 16×16, not %1×%1").arg(n)
                   : Cli::tr("--variant %1 needs a size with boxes, 4, 6, 9, 12 or 16 (any of 4 to 16 with jigsaw), not %2")
                         .arg(fromView(variantSetName(g.variants)))
                         .arg(n);
    case VariantGenerateError::WindokuSize:
        return Cli::tr("windoku needs square boxes: 4×4, 9×9 or 16×16, not %1×%1").arg(n);
    case VariantGenerateError::XWithDiagonal: return Cli::tr("x has both diagonals already: drop diagonal");
    case VariantGenerateError::SymmetryRefused:
        return Cli::tr("--variant %1 does not keep the symmetry %2 (docs/cli.md lists the symmetries each variant keeps)")
            .arg(fromView(variantSetName(g.variants)), fromView(symmetryName(g.symmetry)));
    case VariantGenerateError::NoSolution:
        return Cli::tr("the rules of --variant %1 on a %2×%2 grid have no solution").arg(fromView(variantSetName(g.variants))).arg(n);
    case VariantGenerateError::TooHard:
        return Cli::tr("the solver found no %2×%2 grid for --variant %1 in reasonable time; these rules are too tight to "
                       "generate")
            .arg(fromView(variantSetName(g.variants)))
            .arg(n);
    case VariantGenerateError::KillerClues:
        return Cli::tr("--variant killer makes puzzles with no givens, only cages: --clues and --pattern do not apply");
    }
    return {};
}

// --generate and its options into `options`; the exit code to stop with on a usage error.
} // namespace

std::optional<ExitCode> parseGenerate(const QCommandLineParser& parser, const GenerateFlags& f, CliOptions& options) {
    if (!parser.isSet(f.generate)) {
        for (const QCommandLineOption* o : {&f.size, &f.grade, &f.er, &f.technique, &f.symmetry, &f.minimal, &f.clues, &f.pattern, &f.seed, &f.variant})
            if (parser.isSet(*o)) return usageError(Cli::tr("--%1 needs --generate").arg(o->names().constLast()));
        return std::nullopt;
    }
    // --rate with --generate: each puzzle's rating fields after it. Without --rate (and without a
    // target that needs the rating) the puzzles are not rated: rating is ~100× the work of making a
    // minimal 9×9 puzzle (414 rated puzzles a second, against 19,000 made).
    const bool rated = options.mode == Mode::Rate;
    if (options.mode != Mode::Solve && !rated)
        return usageError(Cli::tr("--generate does not go with --count, --unique, --explain or --pdf"));
    options.mode = Mode::Generate;
    bool ok = false;
    options.generateCount = parser.value(f.generate).toULongLong(&ok);
    if (!ok || options.generateCount == 0)
        return usageError(Cli::tr("--generate needs a number of puzzles of at least 1, got '%1'").arg(parser.value(f.generate)));
    GenerateOptions& g = options.generate;
    g.rate = rated;
    if (parser.isSet(f.variant)) {
        std::string bad;
        const auto set = variantSetFromNames(parser.value(f.variant).toStdString(), &bad);
        if (!set && variantKindFromName(bad))
            return usageError(Cli::tr("--variant names %1 twice").arg(QString::fromStdString(bad)));
        if (!set)
            return usageError(Cli::tr("unknown variant '%1' (expected one or more of %2, separated by commas)")
                                  .arg(QString::fromStdString(bad), variantNames()));
        g.variants = *set;
    }
    if (parser.isSet(f.size)) {
        // A jigsaw may be of any size from 4 to 16 (the grid's shape is then 1 × N: Rules::gridShape).
        const int n = parser.value(f.size).toInt(&ok);
        const bool jigsawSize = g.variants.has(VariantKind::Jigsaw) && n >= kMinRulesSize && n <= kMaxRegionsSize;
        const auto shape = Shape::forSize(n);
        if (!ok || (!shape && !jigsawSize)) {
            if (g.variants.has(VariantKind::Jigsaw))
                return usageError(Cli::tr("--size must be 4 to 16 for a jigsaw, got '%1'").arg(parser.value(f.size)));
            return usageError(Cli::tr("--size must be 4, 6, 9, 12, 16 or 25, got '%1'").arg(parser.value(f.size)));
        }
        g.shape = shape ? *shape : Shape{1, n};
    }
    const int targets = int(parser.isSet(f.grade)) + int(parser.isSet(f.er)) + int(parser.isSet(f.technique));
    if (targets > 1) return usageError(Cli::tr("--grade, --er and --technique exclude each other"));
    if (parser.isSet(f.grade)) {
        // "very-hard" is what players are shown (text::gradeName); "unfair" the key --rate prints.
        const std::string gradeText = parser.value(f.grade).toStdString();
        const auto gradeValue = gradeText == "very-hard" ? logic::Grade::Unfair : logic::gradeFromKey(gradeText);
        if (!gradeValue)
            return usageError(Cli::tr("unknown grade '%1' (expected easy, medium, hard, very-hard or extreme)").arg(parser.value(f.grade)));
        g.target = DifficultyTarget::ofGrade(*gradeValue);
    }
    if (parser.isSet(f.er)) {
        const auto range = numberRange(parser.value(f.er));
        if (!range) return usageError(Cli::tr("--er needs a rating or a range such as 3.0-4.5, got '%1'").arg(parser.value(f.er)));
        g.target = DifficultyTarget::ofEr(range->first, range->second);
    }
    if (parser.isSet(f.technique)) {
        const QString key = parser.value(f.technique);
        const auto t = logic::techniqueFromKey(key.toStdString());
        if (!t) return usageError(Cli::tr("unknown technique '%1' (expected one of: %2)").arg(key, techniqueKeys().join(QStringLiteral(", "))));
        g.target = DifficultyTarget::ofTechnique(*t);
    }
    if (parser.isSet(f.symmetry)) {
        const auto s = symmetryFromName(parser.value(f.symmetry).toStdString());
        if (!s)
            return usageError(Cli::tr("unknown symmetry '%1' (expected none, rotate180, rotate90, mirror, flip, "
                                             "diagonal, anti-diagonal or dihedral)").arg(parser.value(f.symmetry)));
        g.symmetry = *s;
    }
    g.minimal = parser.isSet(f.minimal);
    if (parser.isSet(f.clues)) {
        const auto range = numberRange(parser.value(f.clues));
        if (!range || range->first != static_cast<int>(range->first) || range->second != static_cast<int>(range->second))
            return usageError(Cli::tr("--clues needs a number or a range such as 26-30, got '%1'").arg(parser.value(f.clues)));
        g.clues = ClueRange{static_cast<int>(range->first), static_cast<int>(range->second)};
    }
    if (parser.isSet(f.pattern)) {
        QString error;
        Shape shape;
        const auto cells = readPattern(parser.value(f.pattern), shape, error);
        if (!cells) return usageError(error);
        if (parser.isSet(f.size) && !(shape == g.shape))
            return usageError(Cli::tr("the pattern is %1×%1, --size says %2").arg(shape.size()).arg(g.shape.size()));
        g.shape = shape;
        g.pattern = *cells;
    }
    if (parser.isSet(f.seed)) {
        g.seed = parser.value(f.seed).toULongLong(&ok, 0);
        if (!ok) return usageError(Cli::tr("--seed needs a whole number, got '%1'").arg(parser.value(f.seed)));
    } else {
        g.seed = std::random_device{}() * 0x100000000ull + std::random_device{}();
    }
    if (const auto error = checkOptions(g)) return usageError(text::describe(*error, g));
    if (const auto error = checkVariantOptions(g)) return usageError(describe(*error, g));
    return std::nullopt;
}
} // namespace qudoku::cli
