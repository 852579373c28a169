#include "window/gameactions.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QUndoStack>


namespace qudoku::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("GameActions", text); }

QAction* make(QObject* parent, const QString& text, const QKeySequence& key = {}, const char* icon = nullptr) {
    auto* action = new QAction(text, parent);
    if (!key.isEmpty()) action->setShortcut(key);
    if (icon) action->setIcon(QIcon::fromTheme(QLatin1String(icon)));
    return action;
}

} // namespace

GameActions::GameActions(QObject* parent, QUndoStack* undoStack) {
    newGame = make(parent, tr("&New Game…"), QKeySequence::New, "document-new");
    newGame->setToolTip(tr("Start a new game: pick a grade, today's puzzle or a puzzle code"));
    const char* const gradeTexts[] = {QT_TRANSLATE_NOOP("GameActions", "&Easy"), QT_TRANSLATE_NOOP("GameActions", "&Medium"),
                                      QT_TRANSLATE_NOOP("GameActions", "&Hard"), QT_TRANSLATE_NOOP("GameActions", "&Unfair"),
                                      QT_TRANSLATE_NOOP("GameActions", "E&xtreme")};
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                           logic::Grade::Extreme}) {
        QAction* a = make(parent, tr(gradeTexts[static_cast<int>(g)]));
        a->setData(static_cast<int>(g));
        newByGrade.append(a);
    }
    newCustom = make(parent, tr("&Custom…"));
    newCustom->setToolTip(tr("Choose the size, the grade or a technique to practise, the symmetry of the givens, minimal or not"));
    newDaily = make(parent, tr("&Daily Puzzle"), QKeySequence(Qt::CTRL | Qt::Key_D));
    newDaily->setToolTip(tr("Today's puzzle: the same for every player today, easy on Monday, harder through the week"));
    newFromCode = make(parent, tr("Puzzle from C&ode…"));
    newFromCode->setToolTip(tr("Play the puzzle a friend's puzzle code names (you can also paste the code)"));
    copyCode = make(parent, tr("Copy Puzzle C&ode"));
    copyCode->setToolTip(tr("Copy this puzzle's code, which gives a friend the same puzzle"));
    copyCode->setEnabled(false);
    for (int n : {4, 6, 9, 12, 16, 25}) {
        QAction* a = make(parent, tr("%1×%1").arg(n));
        a->setData(n);
        newEmpty.append(a);
    }
    open = make(parent, tr("&Open…"), QKeySequence::Open, "document-open");
    save = make(parent, tr("&Save"), QKeySequence::Save, "document-save");
    saveAs = make(parent, tr("Save &As…"), QKeySequence::SaveAs, "document-save-as");
    quit = make(parent, tr("&Quit"), QKeySequence::Quit, "application-exit");
    nextPuzzle = make(parent, tr("Ne&xt Puzzle in File"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), "go-next");
    previousPuzzle = make(parent, tr("&Previous Puzzle in File"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), "go-previous");

    // Fixed texts (the step's name goes in the tool tip), so the tool bar does not jump around.
    undo = make(parent, tr("&Undo"), QKeySequence::Undo, "edit-undo");
    redo = make(parent, tr("&Redo"), QKeySequence::Redo, "edit-redo");
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
        a->setToolTip(text.isEmpty() ? tr("Undo") : tr("Undo: %1").arg(text));
    });
    QObject::connect(undoStack, &QUndoStack::redoTextChanged, redo, [a = redo](const QString& text) {
        a->setToolTip(text.isEmpty() ? tr("Redo") : tr("Redo: %1").arg(text));
    });
    copy = make(parent, tr("&Copy Grid"), QKeySequence::Copy, "edit-copy");
    copy->setToolTip(tr("Copy the grid as one line of symbols"));
    paste = make(parent, tr("&Paste Puzzle"), QKeySequence::Paste, "edit-paste");
    paste->setToolTip(tr("Play the puzzle on the clipboard (a line, a grid, block or letters format)"));

    startPlaying = make(parent, tr("Start &Playing"), QKeySequence(Qt::CTRL | Qt::Key_Return), "media-playback-start");
    startPlaying->setToolTip(tr("Lock the digits entered so far as the puzzle's givens and start the clock"));
    editGivens = make(parent, tr("&Edit Givens"), QKeySequence(Qt::CTRL | Qt::Key_E), "document-edit");
    editGivens->setToolTip(tr("Go back to entering the givens; your digits stay where they still fit (undoable)"));
    editGivens->setEnabled(false);
    pencilMode = make(parent, tr("Pe&ncil"));
    pencilMode->setCheckable(true);
    pencilMode->setToolTip(tr("Pencil mode: symbols toggle pencil marks (Space or P)"));
    erase = make(parent, tr("&Erase"));
    erase->setToolTip(tr("Erase the selected cell (Delete, Backspace, 0 or .)"));
    fillCandidates = make(parent, tr("&Fill All Candidates"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    clearPencilMarks = make(parent, tr("C&lear All Pencil Marks"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace));
    autoCleanMarks = make(parent, tr("&Remove Marks from Peers When Placing"));
    autoCleanMarks->setCheckable(true);
    autoCleanMarks->setChecked(true);

    hint = make(parent, tr("&Hint"), QKeySequence(Qt::CTRL | Qt::Key_H), "help-hint");
    hint->setToolTip(tr("A hint in steps: where to look, which technique, the full explanation, then apply it"));
    reveal = make(parent, tr("&Reveal a Cell"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    reveal->setToolTip(tr("Fill in the cell that is easiest to deduce"));
    solutionPath = make(parent, tr("Show Solution &Path"), QKeySequence(Qt::CTRL | Qt::Key_P));
    solutionPath->setToolTip(tr("List every step needed from the current position, with ratings"));
    check = make(parent, tr("&Check"), QKeySequence(Qt::CTRL | Qt::Key_K), "tools-check-spelling");
    check->setToolTip(tr("Cross out your digits that differ from the solution"));
    solve = make(parent, tr("&Solve"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return), "system-run");
    solve->setToolTip(tr("Fill every empty cell"));
    cancel = make(parent, tr("Cancel"), QKeySequence(Qt::Key_Escape), "process-stop");
    cancel->setToolTip(tr("Stop everything the computer is working on (Esc)"));
    cancel->setEnabled(false);
    dismiss = make(parent, tr("&Dismiss Hint"), QKeySequence(Qt::Key_Escape));
    dismiss->setToolTip(tr("Take the hint or the previewed step off the board (Esc)"));
    dismiss->setEnabled(false);

    statistics = make(parent, tr("S&tatistics…"), {}, "view-statistics");
    statistics->setToolTip(tr("Games played and solved, best and average times, hints used: by size and grade"));
    pause = make(parent, tr("&Pause"), QKeySequence(Qt::Key_Pause), "media-playback-pause");
    pause->setShortcuts({QKeySequence(Qt::Key_Pause), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    pause->setCheckable(true);
    pause->setEnabled(false);
    pause->setToolTip(tr("Hide the board and stop the clock (Pause or Ctrl+Shift+P)"));
}

QAction* GameActions::gradeAction(logic::Grade grade) const {
    for (QAction* action : newByGrade)
        if (action->data().toInt() == static_cast<int>(grade)) return action;
    return newByGrade.front();
}

} // namespace qudoku::ui
