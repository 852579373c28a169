#pragma once
// The main window: the board in the centre, the number pad beside it, menus and a tool bar built
// from GameActions, and a status bar with the mode, size, conflicts, clock, a busy indicator with
// Cancel, and short messages. Files, clipboard and drops are in mainwindow_files.cpp; new games from
// the generator in mainwindow_newgame.cpp; the status bar and the title in mainwindow_status.cpp.
//
// Errors are reported through errorReported() and the status bar; message boxes (window-modal
// QMessageBox::open, except the save-changes question before a game is replaced) are shown only
// when dialogs are enabled, which tests switch off. The public API (openFile, newGame, ...) never asks.

#include <QMainWindow>
#include <QPointer>

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "qudoku/logic/technique.h"
#include "qudoku/puzzle_code.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"
#include "game/autosave.h"
#include "game/puzzlefile.h"
#include "window/preferences.h"
#include "render/grid_picture.h"

class QDockWidget;
class QPrinter;
class QLabel;
class QMenu;
class QProgressBar;
class QSpinBox;
class QToolBar;
class QToolButton;
class QDate;
class QTimer;

namespace qudoku::ui {

class AnalysisSession;
class Assistant;
class AutoPause;
class ScoreKeeper;
class CustomGameDialog;
class PuzzleSupply;
struct GeneratedPuzzle;
class RecentFiles;
class RecentGames;
class BoardFocus;
class PictureReviewDialog;
class BoardLayout;
class ElidedLabel;
class BoardWidget;
class HintLadder;
class HintPanel;
class PathPanel;
class RulesPanel;
class PuzzleCheck;
class PuzzleRating;
class SolutionPath;
class StatisticsDialog;
class Game;
class NumberPad;
struct GameActions;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Game* game() const { return game_; }
    AnalysisSession* session() const { return session_; }
    BoardWidget* board() const { return board_; }
    Assistant* assistant() const { return assistant_; }
    HintLadder* hintLadder() const { return ladder_; }
    HintPanel* hintPanel() const { return hintPanel_; }
    SolutionPath* solutionPath() const { return path_; }
    PathPanel* pathPanel() const { return pathPanel_; }
    QDockWidget* solutionPathDock() const { return pathDock_; }
    QDockWidget* rulesDock() const { return rulesDock_; } // shown for variant puzzles
    RulesPanel* rulesPanel() const { return rulesPanel_; }
    PuzzleRating* puzzleRating() const { return rating_; }
    PuzzleCheck* puzzleCheck() const { return check_; }
    QString ratingText() const; // the puzzle's rating as shown in the status bar
    const GameActions& actions() const { return *actions_; }

    void setDialogsEnabled(bool on);

    // Print and export (mainwindow_print.cpp): the board as the player sees it (givens bold, their
    // digits, pencil marks when Include Pencil Marks is on), and the solution when Include the
    // Solution is on and the puzzle has exactly one. exportTo picks PDF, PNG or SVG by the file's
    // extension; printOn lays the same pages out on a printer (the preview's, or a PDF printer in
    // tests). Both report problems on the status bar and return whether all went well.
    bool exportTo(const QString& path);
    bool printOn(QPrinter& printer);

    // Settings: what is in effect, and putting a set into effect (the dialog's OK does this, then
    // saves it; tests call it directly).
    const Preferences& preferences() const { return preferences_; }
    void applyPreferences(const Preferences& preferences);
    void showSettings();
    QString lastError() const { return lastError_; }
    QString currentMessage() const { return message_; }

    // Games. New puzzles come from the generator on a worker (puzzleSupply()): these return at once,
    // the game is replaced when the puzzle arrives (Cancel stops the making; the board stays).
    void newGame(logic::Grade grade); // for the size on the board
    void newGameFromCode(const PuzzleCode& code);
    // A typed or pasted code; false (and the error reported, with its column) when it is not one.
    bool newGameFromCodeText(const QString& text);
    void newDailyGame(const QDate& date);
    // The code of the puzzle on the board when the generator made it (and its givens are unchanged).
    std::optional<PuzzleCode> puzzleCode() const;
    PuzzleSupply* puzzleSupply() const { return supply_; }
    CustomGameDialog* customGameDialog() const; // Game → New Game → Custom… while open
    void newEmptyGrid(int size);
    void startPlaying();

    // At start-up (the app's main): the unfinished game of the last session when there is one, then
    // `file` when one is given; with neither, a ready puzzle of the last grade played (medium the first
    // time), with New Game, Daily Puzzle and Enter a Puzzle named in the welcome.
    void start(const QString& file = {});
    // The unfinished game of the last session, if there is one (autosave): true when one was
    // restored. An autosave that cannot be read is set aside and reported; the window starts afresh.
    bool restoreAutosave();
    // Game → Recent Games: the unfinished game kept at `path` (GameHistory) comes back; the game on
    // the board goes to the history in its turn.
    bool resumeFromHistory(const QString& path);
    RecentGames* recentGames() const { return recentGames_; }
    Autosave* autosave() const { return autosave_; }
    RecentFiles* recentFiles() const { return recent_; }
    ScoreKeeper* scoreKeeper() const { return scores_; }
    // Game → Statistics (window-modal; null when it is not open).
    StatisticsDialog* statisticsDialog() const;

    // Files and clipboard (mainwindow_files.cpp). All return false, report the error and keep the
    // current game when they fail.
    bool openFile(const QString& path);
    // The same, unless the player keeps the game on the board (mayReplaceGame: only asked when it
    // would be lost, the autosave failing).
    bool openFileAsked(const QString& path);
    // A game save (JSON), or, when the name ends in a puzzle format's extension (.ss, .sdk, .sdm), the
    // puzzle exported in that format (the game stays unsaved and keeps its file).
    bool saveTo(const QString& path);
    bool pasteText(const QString& text);
    QString copyText() const; // what Copy puts on the clipboard
    // The puzzle on the board written in `format`: its givens; the candidate formats also write the
    // player's digits (as values solved on the way) and pencil marks. Copy with Pencil Marks puts
    // puzzleText(Format::Pencilmarks) on the clipboard.
    QString puzzleText(Format format) const;
    QString currentFile() const { return currentFile_; }

    // Pictures (mainwindow_picture.cpp; only with canReadPictures()): the picture is decoded (its size
    // checked first), read on the analysis session and shown in the review dialog (window-modal);
    // false, and the error reported, when it cannot be decoded. Accept enters the digits read.
    bool openPicture(const QString& path);
    bool reviewPicture(const QImage& image, const QString& name);
    PictureReviewDialog* pictureReview() const; // while it is open, else null
    // The digits in Enter mode on an empty 9×9 grid, one undoable change, as if typed.
    void enterReadPuzzle(const std::array<int, 81>& digits, const QString& name);

    // The puzzles of the last opened text file; showPuzzle(i) plays puzzle i (0-based).
    int puzzleCount() const { return static_cast<int>(collection_.size()); }
    int puzzleIndex() const { return collectionIndex_; }
    bool showPuzzle(int index);

    // The busy indicator's words: every job in progress, e.g. "Rating the puzzle… 4 s, 23 steps".
    QString busyText() const;

signals:
    void errorReported(const QString& text);
    void messageShown(const QString& text);
    // The solutions of a puzzle just put into play are counted (or the count stopped: Cancelled).
    void puzzleChecked(qudoku::SolveStatus status);

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createToolBar();
    void createStatusBar();
    void fitPanels();
    void fitStatusBar(); // mainwindow_status.cpp
    void fitMinimumSize();
    void fitToScreen();
    void connectActions();
    void connectNewGame(); // mainwindow_newgame.cpp
    void connectPlay();    // mainwindow_play.cpp
    void updatePad();
    void backToLastCorrect();
    void fillCheckpointMenu();
    void setZoom(double zoom);
    void readSettings();
    void connectPrinting();                       // mainwindow_print.cpp
    void exportAs(const QString& suffix);         // asks where, then exportTo
    void print();                                 // the print preview
    std::vector<render::Captioned> printItems();  // the board (and its solution) as print shows them
    void connectMistakeChecking(); // mainwindow_settings.cpp
    void checkAfterMove();
    void writeSettings() const;

    // Before the game on the board is replaced by a player's command. Nothing is lost: an unfinished
    // game goes to the history (Game → Recent Games), so nothing is asked, unless the autosave cannot
    // be written (a full disk): then, with dialogs, the player may save it first. False when the
    // player cancels.
    bool mayReplaceGame();
    void resume(const Autosave::Restored& game); // restoreAutosave, resumeFromHistory
    void showMessage(const QString& text);
    void reportError(const QString& text);
    void offerSolveFromGivens();
    void requestPuzzle(const PuzzleCode& code, bool freshSeed, const QString& occasion);
    void onGenerated(const GeneratedPuzzle& puzzle);
    void showCustomGame();
    void showVariantGame();
    void showKillerGame();
    void openGameDialog(const QString& settingsKey, const PuzzleCode& fallback);
    void askForCode();
    void playPuzzle(const Puzzle& puzzle);
    void playVariant(const VariantPuzzle& puzzle);
    void playAny(const AnyPuzzle& puzzle);
    void setCollection(std::vector<AnyPuzzle> puzzles);
    void updateStatus();
    void updateActions();
    void updateTitle();
    QString gameName() const; // the file's name, the source ("Puzzle 9H-…", "Pasted puzzle") or "Untitled"
    void updateBusy();
    QString ratingTip() const;
    void onCompleted(qint64 elapsedMs);
    void showSolutionPath();
    void showStatistics();
    void previewPathStep(int index);
    void updateOverlay();

    void open();
    void openImage(); // Game → Open Image…
    void save();
    void saveAs();
    void copy();
    void copyPencilmarks();
    void copyLink(bool sudokuPad);
    void paste();
    bool exportPuzzle(const QString& path, Format format);

    Game* game_;
    AnalysisSession* session_;
    BoardWidget* board_;
    Assistant* assistant_;
    HintLadder* ladder_;
    SolutionPath* path_;
    PuzzleRating* rating_;
    PuzzleCheck* check_;
    Autosave* autosave_;
    AutoPause* autoPause_;
    ScoreKeeper* scores_;
    PuzzleSupply* supply_;
    RecentFiles* recent_ = nullptr;
    RecentGames* recentGames_ = nullptr;
    BoardFocus* focus_ = nullptr;
    QPointer<PictureReviewDialog> pictureReview_;
    QString keptTitle_; // the game just left for another, kept in Recent Games: the next message says so
    HintPanel* hintPanel_ = nullptr;
    PathPanel* pathPanel_ = nullptr;
    QDockWidget* hintDock_ = nullptr;
    QDockWidget* pathDock_ = nullptr;
    RulesPanel* rulesPanel_ = nullptr;
    QDockWidget* rulesDock_ = nullptr;
    ElidedLabel* ratingLabel_ = nullptr;
    ElidedLabel* messageLabel_ = nullptr;
    int previewStep_ = -1; // the solution-path step shown on the board, or -1
    NumberPad* pad_;
    BoardLayout* boardLayout_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QMenu* checkpointMenu_ = nullptr; // Play → Back to Checkpoint
    QLabel* filtersLabel_ = nullptr;  // the status bar: the filters in effect
    std::unique_ptr<GameActions> actions_;
    Preferences preferences_;
    QTimer* moveCheckTimer_ = nullptr; // immediate mistake checking, once the moves pause
    QMenu* newMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QPointer<StatisticsDialog> statisticsDialog_;
    QPointer<CustomGameDialog> customDialog_;
    QAction* newMenuSection_ = nullptr; // "9×9 puzzles" above the grades

    // The generated puzzle on the board (its code and givens), and the request being made.
    std::optional<PuzzleCode> generatedCode_;
    Grid generatedGivens_;
    QString requestOccasion_; // the date of a daily puzzle ("Sat 28 Nov 2026"), or empty
    quint64 requestRevision_ = 0; // the game's revision when the request was made
    bool requestFirst_ = false;   // the first puzzle at start-up: the player's own typing comes first

    QLabel* modeLabel_ = nullptr;
    QLabel* sizeLabel_ = nullptr;
    QLabel* conflictLabel_ = nullptr;
    QLabel* clockLabel_ = nullptr;
    QLabel* busyLabel_ = nullptr;
    QProgressBar* busyBar_ = nullptr;
    QToolButton* cancelButton_ = nullptr;
    QSpinBox* puzzleSpin_ = nullptr;
    QLabel* puzzleOf_ = nullptr;
    QWidget* puzzlePicker_ = nullptr;
    QTimer* clockTimer_ = nullptr;

    std::vector<AnyPuzzle> collection_;
    int collectionIndex_ = -1;
    QString currentFile_; // the save file that Save writes to
    QString sourceName_;  // the puzzle file or "clipboard" the game came from, for the title
    QString lastError_;
    QString message_;
    bool dialogsEnabled_ = true;
};

} // namespace qudoku::ui
