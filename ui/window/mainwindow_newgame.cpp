// The main window's new games from the generator: a grade for the size on the board, the Custom
// dialog, the puzzle of a date, puzzle codes (typed, pasted, copied). The puzzles come from the
// PuzzleSupply's workers; these functions ask, onGenerated plays what arrives.

#include <QClipboard>
#include <QDate>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QLocale>
#include <QSettings>

#include <utility>

#include "analysis/session.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "text/generator_text.h"
#include "board/boardwidget.h"
#include "window/codedialog.h"
#include "window/customgamedialog.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"

namespace qudoku::ui {

void MainWindow::connectNewGame() {
    const GameActions& a = *actions_;
    connect(a.newGame, &QAction::triggered, this, [this] {
        // Shortcut or menu entry: the grade menu under the board's top-left corner, the last grade
        // highlighted (Ctrl+N, Return: another game like the last).
        const auto last = logic::gradeFromKey(QSettings().value(QStringLiteral("game/grade")).toString().toStdString());
        newMenu_->popup(board_->mapToGlobal(board_->boardGeometry().boardRect().topLeft()));
        newMenu_->setActiveAction(actions_->gradeAction(last.value_or(logic::Grade::Easy)));
    });
    for (QAction* g : a.newByGrade)
        connect(g, &QAction::triggered, this, [this, g] {
            if (mayReplaceGame()) newGame(static_cast<logic::Grade>(g->data().toInt()));
        });
    connect(a.newCustom, &QAction::triggered, this, &MainWindow::showCustomGame);
    connect(a.newVariant, &QAction::triggered, this, &MainWindow::showVariantGame);
    connect(a.newKiller, &QAction::triggered, this, &MainWindow::showKillerGame);
    connect(a.newDaily, &QAction::triggered, this, [this] {
        if (mayReplaceGame()) newDailyGame(QDate::currentDate());
    });
    connect(a.newFromCode, &QAction::triggered, this, &MainWindow::askForCode);
    connect(a.copyCode, &QAction::triggered, this, [this] {
        if (const auto code = puzzleCode()) {
            const QString text = QString::fromStdString(formatPuzzleCode(*code));
            QGuiApplication::clipboard()->setText(text);
            showMessage(tr("Copied the puzzle code %1: whoever pastes it gets this puzzle.").arg(text));
        }
    });
    connect(supply_, &PuzzleSupply::puzzleReady, this, &MainWindow::onGenerated);
    connect(supply_, &PuzzleSupply::failed, this, [this](const PuzzleCode& code, GenerateStatus status) {
        if (status == GenerateStatus::Cancelled) showMessage(tr("Stopped making %1.").arg(text::puzzleKind(code)));
        else reportError(tr("Qudoku could not make %1 (tried for as long as it may).").arg(text::puzzleKind(code)));
    });
    connect(supply_, &PuzzleSupply::busyChanged, this, &MainWindow::updateBusy);
}

void MainWindow::newGame(logic::Grade grade) {
    PuzzleCode code;
    code.shape = game_->shape();
    code.target = DifficultyTarget::ofGrade(grade);
    QSettings().setValue(QStringLiteral("game/grade"), QString::fromLatin1(logic::gradeKey(grade).data()));
    requestPuzzle(code, true, {});
}

void MainWindow::newGameFromCode(const PuzzleCode& code) { requestPuzzle(code, false, {}); }

bool MainWindow::newGameFromCodeText(const QString& text) {
    const auto code = parsePuzzleCode(text.toStdString());
    if (!code) {
        reportError(tr("“%1” is not a puzzle code: column %2: %3.")
                        .arg(text.trimmed(), QString::number(code.error().column), text::describe(code.error())));
        return false;
    }
    newGameFromCode(*code);
    return true;
}

// The date's puzzle: the same code for every player on that date (see core's dailyPuzzleCode).
void MainWindow::newDailyGame(const QDate& date) {
    const PuzzleCode code = dailyPuzzleCode(date.year(), date.month(), date.day(), date.dayOfWeek());
    requestPuzzle(code, false, QLocale().toString(date, QStringLiteral("ddd d MMM yyyy")));
}

void MainWindow::requestPuzzle(const PuzzleCode& code, bool freshSeed, const QString& occasion) {
    requestOccasion_ = occasion;
    requestFirst_ = false; // start() says so after asking for the first puzzle
    requestRevision_ = game_->revision();
    supply_->request(code, freshSeed);
    updateBusy();
}

// A requested puzzle is here: it replaces the game (the game before goes to Recent Games). The first
// puzzle of a start-up only comes if the player has not started typing a puzzle of their own.
void MainWindow::onGenerated(const GeneratedPuzzle& puzzle) {
    const bool first = std::exchange(requestFirst_, false);
    if (game_->revision() != requestRevision_ && (first || !mayReplaceGame())) return;
    const QString code = QString::fromStdString(formatPuzzleCode(puzzle.code));
    setCollection({});
    currentFile_.clear();
    sourceName_ = tr("Puzzle %1").arg(code);
    if (puzzle.rules.isClassic()) {
        game_->loadPuzzle(puzzle.puzzle, defaultAlphabet(puzzle.puzzle.size()));
    } else {
        VariantPuzzle variant = VariantPuzzle::blank(puzzle.rules);
        variant.givens = puzzle.puzzle;
        variant.title = tr("Puzzle %1").arg(code).toStdString();
        game_->loadVariant(variant, defaultAlphabet(puzzle.rules));
    }
    generatedCode_ = puzzle.code;
    generatedGivens_ = puzzle.puzzle;
    const QString label = text::puzzleLabel(puzzle.code);
    const QString welcome =
        first ? tr("Welcome to Qudoku: %1, code %2. New Game: Ctrl+N · Daily Puzzle: Ctrl+D · Enter a Puzzle: Ctrl+Shift+N")
                    .arg(label, code)
        : requestOccasion_.isEmpty() ? tr("New game: %1, code %2. Good luck!").arg(label, code)
                                     : tr("Puzzle of %1: %2, code %3. Good luck!").arg(requestOccasion_, label, code);
    showMessage(welcome);
    updateTitle();
    updateActions();
    check_->begin(welcome); // said again once the solutions are counted (one, as the generator proved)
}

std::optional<PuzzleCode> MainWindow::puzzleCode() const {
    if (!generatedCode_ || !(game_->givens() == generatedGivens_)) return std::nullopt;
    return generatedCode_;
}

CustomGameDialog* MainWindow::customGameDialog() const { return customDialog_; }

// Window-modal; the last choice comes back next time (settings "game/custom", a code without its seed).
void MainWindow::showCustomGame() {
    PuzzleCode last;
    last.shape = game_->shape();
    openGameDialog(QStringLiteral("game/custom"), last);
}

// The same dialog, with the last variant chosen (settings "game/variant"); the first time, X 9×9.
void MainWindow::showVariantGame() {
    PuzzleCode last;
    last.shape = Shape{3, 3};
    last.target = DifficultyTarget{};
    last.variants = VariantSet{VariantKind::X};
    openGameDialog(QStringLiteral("game/variant"), last);
}

// The same dialog, with the last killer chosen (settings "game/killer"); the first time, a medium 9×9.
void MainWindow::showKillerGame() {
    PuzzleCode last;
    last.shape = Shape{3, 3};
    last.target = DifficultyTarget::ofGrade(logic::Grade::Medium);
    last.variants = VariantSet{VariantKind::Killer};
    openGameDialog(QStringLiteral("game/killer"), last);
}

void MainWindow::openGameDialog(const QString& settingsKey, const PuzzleCode& fallback) {
    if (!customDialog_) {
        customDialog_ = new CustomGameDialog(this);
        customDialog_->setAttribute(Qt::WA_DeleteOnClose);
        connect(customDialog_, &QDialog::accepted, this, [this] {
            const PuzzleCode code = customDialog_->code();
            // The classic choice, the variant's and the killer's are remembered apart.
            const QString key = code.variants.has(VariantKind::Killer) ? QStringLiteral("game/killer")
                                : code.variants.empty()                 ? QStringLiteral("game/custom")
                                                                        : QStringLiteral("game/variant");
            QSettings().setValue(key, QString::fromStdString(formatPuzzleCode(code)));
            if (mayReplaceGame()) requestPuzzle(code, true, {});
        });
    }
    PuzzleCode last = fallback;
    if (const auto saved = parsePuzzleCode(QSettings().value(settingsKey).toString().toStdString())) last = *saved;
    customDialog_->setCode(last);
    customDialog_->open();
}

void MainWindow::askForCode() {
    auto* dialog = new PuzzleCodeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PuzzleCodeDialog::codeChosen, this, [this](const PuzzleCode& code) {
        if (mayReplaceGame()) newGameFromCode(code);
    });
    dialog->open();
}

} // namespace qudoku::ui
