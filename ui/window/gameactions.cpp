#include "window/gameactions.h"

#include <QRegularExpression>

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QIcon>
#include <QUndoStack>

#include "analysis/picturereading.h"


namespace qudoku::ui {

namespace {


// The words a tool button shows: the text without its mnemonic, also where a translation writes the
// mnemonic as a letter in parentheses ("提示(&H)" → "提示"; Qt itself only drops the '&', which left
// "提示(H)" on the tool bar), and without a trailing ellipsis.
QString toolButtonText(const QString& text) {
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[^&]\\)|&(?!&)"));
    QString plain = text;
    plain.remove(mnemonic).replace(QStringLiteral("&&"), QStringLiteral("&"));
    if (plain.endsWith(QChar(0x2026))) plain.chop(1);
    return plain.trimmed();
}

QAction* make(QObject* parent, const QString& text, const QKeySequence& key = {}, const char* icon = nullptr) {
    auto* action = new QAction(text, parent);
    action->setIconText(toolButtonText(text));
    if (!key.isEmpty()) action->setShortcut(key);
    if (icon) action->setIcon(QIcon::fromTheme(QLatin1String(icon)));
    return action;
}

} // namespace

GameActions::GameActions(QObject* parent, QUndoStack* undoStack) {
    newGame = make(parent, GameActions::tr("&New Game…"), QKeySequence::New, "document-new");
    newGame->setToolTip(GameActions::tr("Start a new game: pick a grade, today's puzzle or a puzzle code"));
    const char* const gradeTexts[] = {QT_TRANSLATE_NOOP("GameActions", "&Easy"), QT_TRANSLATE_NOOP("GameActions", "&Medium"),
                                      QT_TRANSLATE_NOOP("GameActions", "&Hard"), QT_TRANSLATE_NOOP("GameActions", "&Very Hard"),
                                      QT_TRANSLATE_NOOP("GameActions", "E&xtreme")};
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                           logic::Grade::Extreme}) {
        QAction* a = make(parent, GameActions::tr(gradeTexts[static_cast<int>(g)]));
        a->setData(static_cast<int>(g));
        newByGrade.append(a);
    }
    newCustom = make(parent, GameActions::tr("&Custom…"));
    newCustom->setToolTip(GameActions::tr("Choose the size, the grade or a technique to practise, the symmetry of the givens, minimal or not"));
    newVariant = make(parent, GameActions::tr("V&ariant…"));
    newVariant->setToolTip(GameActions::tr("A variant puzzle: jigsaw, X, diagonal, windoku, anti-knight, anti-king, non-consecutive"));
    newKiller = make(parent, GameActions::tr("&Killer…"));
    newKiller->setToolTip(GameActions::tr("A killer: cages with their sums and no givens, 4×4 to 16×16, by grade; with X or a jigsaw if you like"));
    newDaily = make(parent, GameActions::tr("&Daily Puzzle"), QKeySequence(Qt::CTRL | Qt::Key_D));
    newDaily->setToolTip(GameActions::tr("Today's puzzle: the same for every player today, easy on Monday, harder through the week"));
    newFromCode = make(parent, GameActions::tr("Puzzle from C&ode…"));
    newFromCode->setToolTip(GameActions::tr("Play the puzzle a friend's puzzle code names (you can also paste the code)"));
    copyCode = make(parent, GameActions::tr("Copy Puzzle C&ode"));
    copyCode->setToolTip(GameActions::tr("Copy this puzzle's code, which gives a friend the same puzzle"));
    copyCode->setEnabled(false);
    enterPuzzle = make(parent, GameActions::tr("&Enter a Puzzle"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    enterPuzzle->setToolTip(GameActions::tr("An empty grid of this size: type a puzzle's givens (from a newspaper, a book), "
                                            "then choose Start Playing"));
    for (int n : {4, 6, 9, 12, 16, 25}) {
        QAction* a = make(parent, GameActions::tr("%1×%1").arg(n));
        a->setData(n);
        newEmpty.append(a);
    }
    open = make(parent, GameActions::tr("&Open…"), QKeySequence::Open, "document-open");
    if (canReadPictures()) {
        openImage = make(parent, GameActions::tr("Open I&mage…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), "image-x-generic");
        openImage->setToolTip(GameActions::tr("Read a puzzle from a photo, a scan or a screenshot (you can also paste a "
                                              "picture or drop one on the window)"));
    }
    save = make(parent, GameActions::tr("&Save"), QKeySequence::Save, "document-save");
    saveAs = make(parent, GameActions::tr("Save &As…"), QKeySequence::SaveAs, "document-save-as");
    print = make(parent, GameActions::tr("Pr&int…"), {}, "document-print");
    print->setToolTip(GameActions::tr("Print the board, with a preview first"));
    exportPdf = make(parent, GameActions::tr("As &PDF…"), {}, "application-pdf");
    exportPng = make(parent, GameActions::tr("As P&NG Image…"), {}, "image-png");
    exportSvg = make(parent, GameActions::tr("As &SVG Image…"), {}, "image-svg+xml");
    includeMarks = make(parent, GameActions::tr("Include Pencil &Marks"));
    includeMarks->setCheckable(true);
    includeMarks->setToolTip(GameActions::tr("Prints and exports show your pencil marks"));
    includeSolution = make(parent, GameActions::tr("Include the S&olution"));
    includeSolution->setCheckable(true);
    includeSolution->setToolTip(GameActions::tr("Prints and exports add the solution: beside the puzzle in an image, "
                                                "on a page of its own in a PDF or on paper"));
    quit = make(parent, GameActions::tr("&Quit"), QKeySequence::Quit, "application-exit");
    nextPuzzle = make(parent, GameActions::tr("Ne&xt Puzzle in File"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), "go-next");
    previousPuzzle = make(parent, GameActions::tr("&Previous Puzzle in File"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), "go-previous");

    // Fixed texts (the step's name goes in the tool tip), so the tool bar does not jump around.
    undo = make(parent, GameActions::tr("&Undo"), QKeySequence::Undo, "edit-undo");
    redo = make(parent, GameActions::tr("&Redo"), QKeySequence::Redo, "edit-redo");
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y))) redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redo->setShortcuts(redoKeys);
    undo->setEnabled(false);
    redo->setEnabled(false);
    QObject::connect(undo, &QAction::triggered, undoStack, &QUndoStack::undo);
    QObject::connect(redo, &QAction::triggered, undoStack, &QUndoStack::redo);
    QObject::connect(undoStack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    QObject::connect(undoStack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    QObject::connect(undoStack, &QUndoStack::undoTextChanged, undo, [a = undo](const QString& text) {
        a->setToolTip(text.isEmpty() ? GameActions::tr("Undo") : GameActions::tr("Undo: %1").arg(text));
    });
    QObject::connect(undoStack, &QUndoStack::redoTextChanged, redo, [a = redo](const QString& text) {
        a->setToolTip(text.isEmpty() ? GameActions::tr("Redo") : GameActions::tr("Redo: %1").arg(text));
    });
    copy = make(parent, GameActions::tr("&Copy Grid"), QKeySequence::Copy, "edit-copy");
    copy->setToolTip(GameActions::tr("Copy the grid as one line of symbols"));
    copyPencilmarks = make(parent, GameActions::tr("Copy with Pencil &Marks"));
    copyPencilmarks->setToolTip(GameActions::tr("Copy the position as a pencil-mark grid, as HoDoKu and the forums "
                                                "write it: givens, your digits as +digit, each empty cell's pencil "
                                                "marks (or, without marks, its candidates)"));
    copyFpuzzlesLink = make(parent, GameActions::tr("Copy as f-pu&zzles Link"));
    copyFpuzzlesLink->setToolTip(GameActions::tr("Copy a link that opens this puzzle, its rules and your digits on f-puzzles.com"));
    copySudokuPadLink = make(parent, GameActions::tr("Copy as Su&dokuPad Link"));
    copySudokuPadLink->setToolTip(GameActions::tr("Copy a link that opens this puzzle and its rules on SudokuPad"));
    paste = make(parent, GameActions::tr("&Paste Puzzle"), QKeySequence::Paste, "edit-paste");
    paste->setToolTip(GameActions::tr("Play the puzzle on the clipboard (a line, a grid, a pencil-mark grid, "
                                      "729 candidates or any format Open reads)"));

    startPlaying = make(parent, GameActions::tr("S&tart Playing"), QKeySequence(Qt::CTRL | Qt::Key_Return), "media-playback-start");
    startPlaying->setToolTip(GameActions::tr("Lock the digits entered so far as the puzzle's givens and start the clock"));
    editGivens = make(parent, GameActions::tr("&Edit Givens"), QKeySequence(Qt::CTRL | Qt::Key_E), "document-edit");
    editGivens->setToolTip(GameActions::tr("Go back to entering the givens; your digits stay where they still fit (undoable)"));
    editGivens->setEnabled(false);
    // Modes: their mnemonics live in Edit → Input Mode; the pad's buttons show iconText.
    auto* modes = new QActionGroup(parent);
    const auto mode = [&](const QString& text, const QString& label, const QString& words, Layer layer) {
        QAction* a = make(parent, text);
        a->setIconText(label); // the pad's button: one short word
        a->setCheckable(true);
        a->setData(static_cast<int>(layer));
        a->setToolTip(words);
        modes->addAction(a);
        return a;
    };
    digitMode = mode(GameActions::tr("&Digits"), GameActions::tr("Digit"), GameActions::tr("Keys enter digits (Z; Space or Tab: the next mode)"), Layer::Digit);
    cornerMode = mode(GameActions::tr("&Corner Marks"), GameActions::tr("Corner"),
                      GameActions::tr("Keys toggle corner marks, in the order typed (X; Shift+digit in any mode)"), Layer::Corner);
    centreMode = mode(GameActions::tr("C&entre Marks"), GameActions::tr("Centre"),
                      GameActions::tr("Keys toggle centre marks, the candidates hints read (C; Ctrl+digit in any mode)"),
                      Layer::Centre);
    colourMode = mode(GameActions::tr("Co&lours"), GameActions::tr("Colour"),
                      GameActions::tr("Keys 1–9 toggle colours on the cells; Alt+click colours one candidate (V; "
                                      "Ctrl+Shift+digit in any mode)"),
                      Layer::Colour);
    digitMode->setChecked(true);
    erase = make(parent, GameActions::tr("&Erase"));
    erase->setToolTip(GameActions::tr("Erase the selected cells' current layer; in digit mode their digits, else "
                                      "their centre marks, else their corner marks, else their colours (Delete, "
                                      "Backspace, 0 or .)"));
    fillCandidates = make(parent, GameActions::tr("&Fill All Candidates"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    clearPencilMarks = make(parent, GameActions::tr("C&lear All Pencil Marks"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace));
    autoCleanMarks = make(parent, GameActions::tr("Remove Marks from Peers When Pl&acing"));
    autoCleanMarks->setCheckable(true);
    autoCleanMarks->setChecked(true);
    settings = make(parent, GameActions::tr("&Settings…"), QKeySequence::Preferences, "preferences-system");
    settings->setMenuRole(QAction::PreferencesRole);

    hint = make(parent, GameActions::tr("&Hint"), QKeySequence(Qt::CTRL | Qt::Key_H), "help-hint");
    hint->setToolTip(GameActions::tr("A hint in steps: where to look, which technique, the full explanation, then apply it"));
    reveal = make(parent, GameActions::tr("&Reveal a Cell"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    reveal->setToolTip(GameActions::tr("Fill in the cell that is easiest to deduce"));
    solutionPath = make(parent, GameActions::tr("Show Solution &Path"), QKeySequence(Qt::CTRL | Qt::Key_P));
    solutionPath->setToolTip(GameActions::tr("List every step needed from the current position, with ratings"));
    check = make(parent, GameActions::tr("&Check"), QKeySequence(Qt::CTRL | Qt::Key_K), "tools-check-spelling");
    check->setToolTip(GameActions::tr("Cross out your digits that differ from the solution"));
    solve = make(parent, GameActions::tr("&Solve"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return), "system-run");
    solve->setToolTip(GameActions::tr("Fill every empty cell"));
    cancel = make(parent, GameActions::tr("Cancel"), QKeySequence(Qt::Key_Escape), "process-stop");
    cancel->setToolTip(GameActions::tr("Stop everything the computer is working on (Esc)"));
    cancel->setEnabled(false);
    dismiss = make(parent, GameActions::tr("&Dismiss Hint"), QKeySequence(Qt::Key_Escape));
    dismiss->setToolTip(GameActions::tr("Take the hint or the previewed step off the board (Esc)"));
    dismiss->setEnabled(false);

    statistics = make(parent, GameActions::tr("Statisti&cs…"), {}, "view-statistics");
    statistics->setToolTip(GameActions::tr("Games played and solved, best and average times, hints used: by size and grade"));
    pause = make(parent, GameActions::tr("P&ause"), QKeySequence(Qt::Key_Pause), "media-playback-pause");
    pause->setShortcuts({QKeySequence(Qt::Key_Pause), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    pause->setCheckable(true);
    pause->setEnabled(false);
    pause->setToolTip(GameActions::tr("Hide the board and stop the clock (Pause or Ctrl+Shift+P)"));
    setCheckpoint = make(parent, GameActions::tr("Set Chec&kpoint"), QKeySequence(Qt::CTRL | Qt::Key_B));
    setCheckpoint->setToolTip(GameActions::tr("Keep the position as it is now, to come back to (Play → Back to Checkpoint)"));
    backToCorrect = make(parent, GameActions::tr("Back to the &Last Correct Position"));
    backToCorrect->setToolTip(GameActions::tr("Undo to just before the first move that put a wrong digit or removed a "
                                              "true candidate (counts as a hint)"));
    restart = make(parent, GameActions::tr("Restart the P&uzzle"));
    restart->setToolTip(GameActions::tr("Take out every digit, mark and colour of yours, as one move you can undo"));

    zoomIn = make(parent, GameActions::tr("Zoom &In"), QKeySequence::ZoomIn, "zoom-in");
    zoomIn->setShortcuts({QKeySequence::keyBindings(QKeySequence::ZoomIn).value(0, QKeySequence(Qt::CTRL | Qt::Key_Plus)),
                          QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    zoomOut = make(parent, GameActions::tr("Zoom &Out"), QKeySequence::ZoomOut, "zoom-out");
    zoomReset = make(parent, GameActions::tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_0), "zoom-original");
    bivalueFilter = make(parent, GameActions::tr("Highlight &Bivalue Cells"));
    bivalueFilter->setCheckable(true);
    bivalueFilter->setToolTip(GameActions::tr("Mark the cells with exactly two candidates (Esc clears the filters)"));
    clearFilters = make(parent, GameActions::tr("&Clear Filters"));
    clearFilters->setToolTip(GameActions::tr("Stop highlighting a digit and bivalue cells (Esc)"));
    hideTimer = make(parent, GameActions::tr("&Hide the Timer"));
    hideTimer->setCheckable(true);
    hideTimer->setToolTip(GameActions::tr("The clock is not shown; it still counts, for the statistics"));
}

QAction* GameActions::gradeAction(logic::Grade grade) const {
    for (QAction* action : newByGrade)
        if (action->data().toInt() == static_cast<int>(grade)) return action;
    return newByGrade.front();
}

} // namespace qudoku::ui
