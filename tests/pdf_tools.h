#pragma once
// Reading a PDF back in tests through poppler's command-line tools (Debian poppler-utils, in
// tools/debian-packages.txt): its text as pdftotext extracts it, its page count and page size as
// pdfinfo reports them. That the digits come back as text is the point: a PDF whose grid is a
// picture would fail these.

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace qudoku::test {

// The output of `program arguments...`, or a null string when it is missing or fails.
inline QString runTool(const QString& program, const QStringList& arguments) {
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty()) return {};
    QProcess process;
    process.start(path, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

inline bool havePdfTools() {
    return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() &&
           !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty();
}

// The text of pages first..last (1-based; 0, 0: all), laid out as on the page (pdftotext -layout).
inline QString pdfText(const QString& pdf, int first = 0, int last = 0) {
    QStringList args{QStringLiteral("-layout")};
    if (first > 0) args << QStringLiteral("-f") << QString::number(first);
    if (last > 0) args << QStringLiteral("-l") << QString::number(last);
    return runTool(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-"));
}

// The symbols in a page's text, in reading order: every character but white space, without the
// page number line ("1 / 3", which pdftotext may print as "1/3") and without the strings in `drop`
// (headings).
inline QString symbolsIn(const QString& text, const QStringList& drop = {}) {
    static const QRegularExpression pageNumber(QStringLiteral("^\\s*\\d+\\s*/\\s*\\d+\\s*$"));
    static const QRegularExpression space(QStringLiteral("\\s"));
    QString symbols;
    for (QString line : text.split(QLatin1Char('\n'))) {
        if (pageNumber.match(line).hasMatch()) continue;
        for (const QString& d : drop) line.remove(d);
        symbols += line.remove(space);
    }
    return symbols;
}

// "Pages:" and "Page size:" of pdfinfo: -1 / empty when unreadable.
inline int pdfPages(const QString& pdf) {
    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// e.g. "595 x 842" (A4) or "612 x 792" (Letter), in points.
inline QString pdfPageSize(const QString& pdf) {
    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    const auto match = QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+ x [\\d.]+)")).match(info);
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace qudoku::test
