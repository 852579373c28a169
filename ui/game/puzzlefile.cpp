#include "game/puzzlefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringList>

#include <sstream>

#include "qudoku/variant_text.h"
#include "text/diagnostics.h"
#include "text/variant_error_text.h"

namespace qudoku::ui {

QString describeParseError(const ParseError& error) {
    const QString what = text::describe(error);
    if (error.line > 0 && error.column > 0)
        return QCoreApplication::translate("PuzzleFile", "line %1, column %2: %3").arg(error.line).arg(error.column).arg(what);
    if (error.line > 0)
        return QCoreApplication::translate("PuzzleFile", "line %1: %2").arg(error.line).arg(what);
    return what;
}

namespace {

// "16 MiB", "2.0 GiB": sizes as the system's locale writes them.
QString sizeText(qint64 bytes, int decimals) { return QLocale().formattedDataSize(bytes, decimals); }
QString limitText() { return sizeText(static_cast<qint64>(kMaxTextBytes), 0); }

} // namespace

Result<QByteArray, QString> readTextFile(const QString& path) {
    const QFileInfo info(path);
    if (info.isDir()) return fail(QCoreApplication::translate("PuzzleFile", "it is a folder"));
    // QFile would open a pipe (and wait for a writer, the window frozen) or /dev/zero (and read for
    // ever): a puzzle comes from a regular file.
    if (info.exists() && !info.isFile())
        return fail(QCoreApplication::translate("PuzzleFile", "it is not a file but a device or a pipe"));
    if (info.size() > static_cast<qint64>(kMaxTextBytes))
        return fail(QCoreApplication::translate("PuzzleFile", "it is %1, more than the %2 Qudoku reads from a file")
                        .arg(sizeText(info.size(), 1), limitText()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    // One byte more than the limit says whether the file grew past it since (or, in /proc, had no
    // size to tell).
    QByteArray bytes = file.read(static_cast<qint64>(kMaxTextBytes) + 1);
    if (bytes.size() > static_cast<qsizetype>(kMaxTextBytes))
        return fail(
            QCoreApplication::translate("PuzzleFile", "it has more than the %1 Qudoku reads from a file").arg(limitText()));
    if (file.error() != QFileDevice::NoError) return fail(file.errorString());
    return bytes;
}

std::optional<QString> pastedTextTooLarge(qint64 bytes) {
    if (bytes <= static_cast<qint64>(kMaxTextBytes)) return std::nullopt;
    return QCoreApplication::translate("PuzzleFile", "the text is %1, more than the %2 Qudoku reads at once")
        .arg(sizeText(bytes, 1), limitText());
}

QString describeVariantError(const VariantItem& item) {
    const VariantError& e = item.result.error();
    // The reader counts lines within the item; a file of JSON Lines has the item's own line.
    if (e.line == 0 && item.line > 0)
        return QCoreApplication::translate("PuzzleFile", "line %1: %2").arg(item.line).arg(text::variantErrorText(e));
    return text::variantErrorText(e);
}

Result<PuzzleCollection, QString> readPuzzles(const QByteArray& text, const QString& fileName) {
    const std::string plain = text.toStdString();
    if (detectVariantText(plain)) {
        PuzzleCollection out;
        std::optional<VariantItem> first;
        for (VariantItem& item : readVariantText(plain)) {
            if (static_cast<int>(out.puzzles.size()) >= kMaxPuzzlesPerFile) break;
            if (item.result) {
                out.puzzles.emplace_back(std::move(*item.result));
            } else {
                if (!first) first = item;
                ++out.skipped;
            }
        }
        if (first) out.firstError = describeVariantError(*first);
        if (out.puzzles.empty()) return fail(out.firstError);
        return out;
    }
    std::istringstream in(plain);
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
