// qudoku-cli: solves the puzzles of each input in turn and writes the answers to standard output.
// See docs/cli.md or --help for the formats, options and exit codes.

#include <QCoreApplication>

#include <iostream>

#include "batch.h"
#include "generate.h"
#include "options.h"
#include "output.h"
#include "text/translations.h"

int main(int argc, char* argv[]) {
    using namespace qudoku::cli;
    std::ios::sync_with_stdio(false); // std::cin is the stdin reader; C stdio is never read

    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("qudoku-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUDOKU_VERSION));
    qudoku::text::installTranslations(app);

    const ParsedOptions parsed = parseOptions(QCoreApplication::arguments());
    if (const ExitCode* stop = std::get_if<ExitCode>(&parsed)) return static_cast<int>(*stop);
    const CliOptions& options = std::get<CliOptions>(parsed);

    StdoutBuffer out;
    if (options.mode == Mode::Generate) return static_cast<int>(generatePuzzles(options, out));
    Batch batch(options, out);
    const QStringList inputs = options.inputs.isEmpty() ? QStringList{QStringLiteral("-")} : options.inputs;
    for (const QString& input : inputs) batch.runInput(input);
    out.flush();
    if (options.stats) batch.printSummary();
    return static_cast<int>(batch.exitCode());
}
