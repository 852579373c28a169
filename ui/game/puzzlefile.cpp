#include "game/puzzlefile.h"

#include <QCoreApplication>
#include <QStringList>

#include <sstream>

#include "text/diagnostics.h"

namespace qudoku::ui {

QString describeParseError(const ParseError& error) {
    const QString what = text::describe(error);
    if (error.line > 0 && error.column > 0)
        return QCoreApplication::translate("PuzzleFile", "line %1, column %2: %3").arg(error.line).arg(error.column).arg(what);
    if (error.line > 0)
        return QCoreApplication::translate("PuzzleFile", "line %1: %2").arg(error.line).arg(what);
    return what;
}

Result<PuzzleCollection, QString> readPuzzles(const QByteArray& text, const QString& fileName) {
    std::istringstream in(text.toStdString());
    PuzzleReader reader(in, std::nullopt, formatFromFileName(fileName.toStdString()));
    PuzzleCollection out;
    std::optional<ParseError> first;
    while (static_cast<int>(out.puzzles.size()) < kMaxPuzzlesPerFile) {
        std::optional<ReadResult> next = reader.next();
        if (!next) break;
        if (*next) {
            out.puzzles.push_back(std::move(next->value()));
        } else {
            if (!first) first = next->error();
            ++out.skipped;
        }
    }
    if (first) out.firstError = describeParseError(*first);
    if (out.puzzles.empty()) return fail(first ? out.firstError : describeParseError(ParseError{}));
    return out;
}

QString puzzleFilePatterns() {
    QStringList patterns;
    for (Format f : allFormats())
        if (const std::string_view ext = formatInfo(f).extension; !ext.empty())
            patterns << QStringLiteral("*.") + QString::fromLatin1(ext.data(), static_cast<qsizetype>(ext.size()));
    return patterns.join(QLatin1Char(' '));
}

} // namespace qudoku::ui
