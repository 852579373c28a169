#include "booklet.h"
#include "cli_tr.h"

#include "output.h"
#include "render/booklet.h"
#include "text/step_text.h"

namespace qudoku::cli {

namespace {

// "Hard · ER 4.2"; a puzzle logic alone leaves unfinished reads "Extreme · ER 9.3+".
QString ratingHeading(const logic::Rating& rating) {
    const QString er = QString::number(rating.er, 'f', 1) + (rating.solved ? QString() : QStringLiteral("+"));
    QString grade = text::gradeName(rating.grade);
    if (!grade.isEmpty()) grade[0] = grade[0].toUpper(); // a heading's first word
    return Cli::tr("%1 · ER %2").arg(grade, er);
}

} // namespace

ExitCode writeBooklet(const CliOptions& options, const std::vector<Batch::BookletEntry>& entries) {
    const BookletRequest& request = options.booklet;
    if (entries.empty()) {
        printErrorLine(Cli::tr("qudoku-cli: no puzzle with one solution to put in %1; nothing written").arg(request.path));
        return ExitCode::PuzzleFailed;
    }
    std::vector<render::BookletPuzzle> puzzles;
    puzzles.reserve(entries.size());
    int number = 0;
    for (const Batch::BookletEntry& entry : entries) {
        const QString label = QString::number(++number);
        render::GridPicture picture{entry.puzzle.grid, Grid{}, {}, entry.puzzle.layout.alphabet, entry.rules};
        puzzles.push_back({std::move(picture), entry.solution,
                           label + QStringLiteral("   ") + ratingHeading(entry.rating), label});
    }
    render::BookletOptions layout;
    layout.perPage = request.perPage;
    layout.solutions = request.solutions;
    layout.solutionsTitle = Cli::tr("Solutions");
    layout.paper = request.letter ? QPageSize::Letter : QPageSize::A4;
    const auto written = render::writeBookletPdf(request.path, puzzles, layout);
    if (!written) {
        printErrorLine(Cli::tr("qudoku-cli: cannot write %1: %2").arg(written.error().path, written.error().reason));
        return ExitCode::Usage;
    }
    const QString pages = Cli::tr("%n page(s)", "", *written);
    printText(Cli::tr("%1: %n puzzle(s) on %2", "", static_cast<int>(entries.size())).arg(request.path, pages) +
              QLatin1Char('\n'));
    return ExitCode::Success;
}

} // namespace qudoku::cli
