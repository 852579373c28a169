// qudoku-paint-bench: how long a full repaint of the board takes (issue 31: under 2 ms for a 9×9 and
// 8 ms for a 25×25 with every layer in every cell, release build, offscreen). Not a test: it prints.
//
//   qudoku-paint-bench [--sizes 9,25] [--pixels 800] [--rounds 300] [--centre fixed|row]
//                      [--theme system|light|dark|high-contrast] [--png DIR]
//
// The board: a puzzle with givens, the player's digits, a computer's digit, a clash and a digit Check
// found wrong; every empty cell has corner marks (four) and centre marks (every candidate the rules
// allow); every cell has two colours and, where empty, two coloured candidates; a block of cells is
// selected with the cursor in it and the board focused; the "highlight digit" and bivalue filters are
// on. A repaint is what BoardWidget::paintEvent does: a QPainter on the (offscreen) image, the board's
// colours from the palette, paintBoard. Min / median / max over --rounds repaints after 20 not timed.
//
// (--centre, not --style: QApplication takes -style and --style for itself.)
//
// --png DIR writes the board in every theme and both centre-mark styles (and a zoomed-out 25×25 at
// the minimum mark size) to DIR, for looking at; nothing is timed then.

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "board/boardcolors.h"
#include "board/boardpainter.h"
#include "game/game.h"
#include "qudoku/reader.h"
#include "window/theme.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr const char* kPuzzle9 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

struct Options {
    std::vector<int> sizes{9, 25};
    int pixels = 800;
    int rounds = 300;
    CentreStyle style = CentreStyle::Fixed;
    Theme theme = Theme::Light;
    QString png;
};

// The 25×25 grid: A–J given in two rows, as tests/ui/testsupport.h's sparseSeveral25 (many solutions,
// so every empty cell keeps many candidates).
std::string puzzle25() {
    constexpr int n = 25;
    std::string cells(n * n, '-');
    for (int v = 0; v < 10; ++v) {
        cells[static_cast<std::size_t>(20 * n + 5 + v)] = char('A' + v);
        cells[static_cast<std::size_t>(21 * n + 15 + v)] = char('A' + v);
    }
    return cells;
}

// Every layer in every cell (see the header).
void fillEveryLayer(Game& game) {
    const int n = game.size(), cells = game.cellCount();
    std::vector<int> empty;
    for (int c = 0; c < cells; ++c)
        if (game.value(c) == 0) empty.push_back(c);
    // Player digits (right or wrong, some clash), one by the computer, one marked wrong by Check.
    for (std::size_t i = 0; i < empty.size(); i += 7) game.placeValue(empty[i], static_cast<int>(i % n) + 1);
    game.applyHint(empty[3], 1 + 3 % n);
    empty.erase(std::remove_if(empty.begin(), empty.end(), [&](int c) { return game.value(c) != 0; }), empty.end());
    game.fillCandidates();
    std::vector<int> all(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) all[static_cast<std::size_t>(c)] = c;
    for (int v : {1, n, 2, n - 1}) game.enter(empty, Layer::Corner, v);
    for (int c = 0; c < cells; ++c) {
        game.enter({c}, Layer::Colour, 1 + c % kColours);
        game.enter({c}, Layer::Colour, 1 + (c + 4) % kColours);
    }
    for (int c : empty) {
        int coloured = 0;
        for (int v = 1; v <= n && coloured < 2; ++v)
            if (game.hasPencilMark(c, v)) game.colourCandidate(c, v, 1 + (c + coloured++) % kColours);
    }
    game.setWrongCells({empty.front() - 1 >= 0 && game.value(empty.front() - 1) != 0 ? empty.front() - 1 : 0});
}

// A game as a player has it midway: a few digits, corner marks where a digit goes in two cells of a
// box, centre marks in some cells, a chain coloured in two colours, a coloured candidate pair, three
// cells selected, "highlight digit 7" on (for the pictures).
void playLikeAPlayer(Game& game) {
    game.placeValue(2, 4);
    game.placeValue(3, 6);
    game.placeValue(30, 7);
    game.enter({10, 11}, Layer::Corner, 2);
    game.enter({10, 20}, Layer::Corner, 7);
    game.enter({19, 20}, Layer::Corner, 1);
    for (int cell : {5, 6, 7, 8, 23, 24, 25, 26})
        for (int v = 1; v <= 9; ++v)
            if (game.candidates(cell) & markBit(v)) game.togglePencilMark(cell, v);
    game.enter({6, 24, 42}, Layer::Colour, 1);
    game.enter({8, 26, 44}, Layer::Colour, 2);
    game.enter({42}, Layer::Colour, 5);
    game.colourCandidate(7, 1, 3);
    game.colourCandidate(25, 1, 6);
}

BoardView viewOf(const Game& game, const Options& options) {
    BoardView view;
    view.game = &game;
    const Shape shape = game.shape();
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c) view.selection.push_back(shape.cellAt(r, c));
    view.selected = shape.cellAt(2, 2);
    view.focused = true;
    view.filterDigit = 5;
    view.filterBivalue = true;
    view.centreStyle = options.style;
    return view;
}

// One repaint as BoardWidget::paintEvent does it (without a hint overlay or a banner).
void repaint(QImage& image, const QPalette& palette, const BoardView& view) {
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(image.rect(), palette.color(QPalette::Window));
    const BoardColors colors = BoardColors::fromPalette(palette);
    const BoardGeometry geometry(view.game->shape(), image.rect());
    paintBoard(painter, geometry, colors, view);
}

bool loadBoard(Game& game, int size) {
    const std::string text = size == 9 ? std::string(kPuzzle9) : puzzle25();
    const auto read = readOne(text);
    if (!read) return false;
    game.loadPuzzle(read->grid, size == 9 ? Alphabet::Digits : Alphabet::Letters);
    fillEveryLayer(game);
    return true;
}

const char* themeName(Theme theme) {
    switch (theme) {
    case Theme::System: return "system";
    case Theme::Light: return "light";
    case Theme::Dark: return "dark";
    case Theme::HighContrast: return "high-contrast";
    }
    return "?";
}

int writePictures(const Options& options) {
    QDir().mkpath(options.png);
    for (int size : options.sizes) {
        Game game;
        if (!loadBoard(game, size)) return 1;
        for (Theme theme : {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast})
            for (CentreStyle style : {CentreStyle::Fixed, CentreStyle::Row}) {
                Options o = options;
                o.style = style;
                const BoardView view = viewOf(game, o);
                QImage image(options.pixels, options.pixels, QImage::Format_ARGB32_Premultiplied);
                repaint(image, paletteFor(theme), view);
                const QString name =
                    QStringLiteral("%1/board-%2-%3-%4.png")
                        .arg(options.png)
                        .arg(size)
                        .arg(QLatin1String(themeName(theme)))
                        .arg(style == CentreStyle::Row ? QStringLiteral("row") : QStringLiteral("fixed"));
                if (!image.save(name)) {
                    std::fprintf(stderr, "cannot write %s\n", qPrintable(name));
                    return 1;
                }
                std::printf("%s\n", qPrintable(name));
            }
        if (size == 9) {
            Game play;
            const auto read = readOne(std::string(kPuzzle9));
            play.loadPuzzle(read->grid, Alphabet::Digits);
            playLikeAPlayer(play);
            for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast}) {
                BoardView view;
                view.game = &play;
                view.selection = {5, 6, 7};
                view.selected = 7;
                view.focused = true;
                view.filterDigit = 7;
                view.centreStyle = options.style;
                QImage image(options.pixels, options.pixels, QImage::Format_ARGB32_Premultiplied);
                repaint(image, paletteFor(theme), view);
                const QString name =
                    QStringLiteral("%1/play-%2.png").arg(options.png).arg(QLatin1String(themeName(theme)));
                if (!image.save(name)) return 1;
                std::printf("%s\n", qPrintable(name));
            }
        }
        // Zoomed out: cells too small for every mark at the minimum size.
        QImage small(size == 9 ? 300 : 560, size == 9 ? 300 : 560, QImage::Format_ARGB32_Premultiplied);
        repaint(small, paletteFor(Theme::Light), viewOf(game, options));
        const QString name = QStringLiteral("%1/board-%2-small.png").arg(options.png).arg(size);
        if (!small.save(name)) return 1;
        std::printf("%s\n", qPrintable(name));
    }
    return 0;
}

bool parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : std::string(); };
        if (arg == "--sizes") {
            o.sizes.clear();
            const std::string list = next();
            for (std::size_t from = 0; from <= list.size();) {
                const std::size_t comma = std::min(list.find(',', from), list.size());
                const int size = std::atoi(list.substr(from, comma - from).c_str());
                if (size != 9 && size != 25) return false;
                o.sizes.push_back(size);
                from = comma + 1;
            }
        } else if (arg == "--pixels") {
            o.pixels = std::atoi(next().c_str());
            if (o.pixels < 100 || o.pixels > 4000) return false;
        } else if (arg == "--rounds") {
            o.rounds = std::atoi(next().c_str());
            if (o.rounds < 1) return false;
        } else if (arg == "--centre") {
            const std::string s = next();
            if (s != "fixed" && s != "row") return false;
            o.style = s == "row" ? CentreStyle::Row : CentreStyle::Fixed;
        } else if (arg == "--theme") {
            const std::string s = next();
            const Theme themes[] = {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast};
            const auto it =
                std::find_if(std::begin(themes), std::end(themes), [&](Theme t) { return s == themeName(t); });
            if (it == std::end(themes)) return false;
            o.theme = *it;
        } else if (arg == "--png") {
            o.png = QString::fromStdString(next());
            if (o.png.isEmpty()) return false;
        } else {
            return false;
        }
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Options options;
    if (!parse(argc, argv, options)) {
        std::fprintf(stderr,
                     "usage: qudoku-paint-bench [--sizes 9,25] [--pixels 800] [--rounds 300] [--centre fixed|row]\n"
                     "                          [--theme system|light|dark|high-contrast] [--png DIR]\n");
        return 2;
    }
    if (!options.png.isEmpty()) return writePictures(options);
    std::printf("%d×%d px, %s, centre marks %s, %d repaints after 20 not timed (ms: min / median / max)\n",
                options.pixels, options.pixels, themeName(options.theme),
                options.style == CentreStyle::Row ? "in a row" : "fixed", options.rounds);
    for (int size : options.sizes) {
        Game game;
        if (!loadBoard(game, size)) return 1;
        const BoardView view = viewOf(game, options);
        const QPalette palette = paletteFor(options.theme);
        QImage image(options.pixels, options.pixels, QImage::Format_ARGB32_Premultiplied);
        for (int i = 0; i < 20; ++i) repaint(image, palette, view);
        std::vector<double> ms;
        for (int i = 0; i < options.rounds; ++i) {
            QElapsedTimer timer;
            timer.start();
            repaint(image, palette, view);
            ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        std::printf("%2d×%-2d  %.3f / %.3f / %.3f\n", size, size, ms.front(), ms[ms.size() / 2], ms.back());
    }
    return 0;
}
