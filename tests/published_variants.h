#pragma once
// The rows of tests/data/fpuzzles/sudokuvariantsolverjs.tsv (SudokuVariantSolverJS's published
// puzzles, CC BY 4.0): shared by the core and CLI suites that check variant puzzles against them.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <vector>

namespace qudoku::test {

struct PublishedRow {
    QString title;
    QString expect;      // "ok", or the f-puzzles key of the rule Qudoku refuses
    QByteArray solution; // the published solution, one line
    QByteArray data;     // lz-string base64 of the f-puzzles JSON
};

inline std::vector<PublishedRow> publishedRows() {
    QFile file(QStringLiteral(QUDOKU_TEST_DATA "/fpuzzles/sudokuvariantsolverjs.tsv"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("tests/data/fpuzzles/sudokuvariantsolverjs.tsv is missing");
    std::vector<PublishedRow> out;
    for (const QByteArray& line : file.readAll().split('\n')) {
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QList<QByteArray> f = line.split('\t');
        if (f.size() < 6) qFatal("a short row in sudokuvariantsolverjs.tsv");
        out.push_back({QString::fromUtf8(f[2]), QString::fromUtf8(f[1]), f[4], f[5]});
    }
    return out;
}

} // namespace qudoku::test
