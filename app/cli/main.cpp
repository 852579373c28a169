// qudoku-cli: solves the puzzles of each input in turn and writes the answers to standard output.
// See docs/cli.md or --help for the formats, options and exit codes.

#include <QCoreApplication>
#include <QGuiApplication>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>

#include "batch.h"
#include "booklet.h"
#include "generate.h"
#include "options.h"
#ifdef QUDOKU_HAVE_VISION
#include "read_image.h"
#endif
#include "output.h"
#include "text/translations.h"

namespace {

// Standard error is part of the CLI's contract (one line per problem, file:line first), so Qt's own
// chatter stays out of it: QGuiApplication, needed for --pdf, warns "XDG_RUNTIME_DIR not set" on
// machines without a login session (containers, CI). Qt's critical and fatal messages still show.
void quietQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type == QtCriticalMsg || type == QtFatalMsg) std::fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

int main(int argc, char* argv[]) {
    qInstallMessageHandler(quietQtMessages);
    using namespace qudoku::cli;
    std::ios::sync_with_stdio(false); // std::cin is the stdin reader; C stdio is never read

    // A PDF booklet draws text, which needs Qt's font database and so a QGuiApplication; on the
    // offscreen platform, since a command-line tool must not need a display. Everything else runs on
    // a QCoreApplication, as it always has.
    bool pdf = false;
    for (int i = 1; i < argc; ++i)
        pdf = pdf || std::strcmp(argv[i], "--pdf") == 0 || std::strncmp(argv[i], "--pdf=", 6) == 0;
    if (pdf && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> application =
        pdf ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication& app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("qudoku-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUDOKU_VERSION));
    qudoku::text::installTranslations(app);

    const ParsedOptions parsed = parseOptions(QCoreApplication::arguments());
    if (const ExitCode* stop = std::get_if<ExitCode>(&parsed)) return static_cast<int>(*stop);
    const CliOptions& options = std::get<CliOptions>(parsed);

    StdoutBuffer out;
    if (options.mode == Mode::Generate) return static_cast<int>(generatePuzzles(options, out));
#ifdef QUDOKU_HAVE_VISION
    if (options.mode == Mode::ReadImage) return static_cast<int>(readImages(options, out));
#endif
    Batch batch(options, out);
    const QStringList inputs = options.inputs.isEmpty() ? QStringList{QStringLiteral("-")} : options.inputs;
    for (const QString& input : inputs) batch.runInput(input);
    out.flush();
    if (options.stats) batch.printSummary();
    if (options.mode == Mode::Booklet) {
        const ExitCode written = writeBooklet(options, batch.bookletEntries());
        // The worse of the two: a file that could not be written, then puzzles left out.
        return static_cast<int>(std::max(written, batch.exitCode()));
    }
    return static_cast<int>(batch.exitCode());
}
