// The Settings dialog and what each setting does: persisted with QSettings, shown by the dialog and
// read back from it, and put into effect on the real main window (highlights on the painted board,
// the palette, the hint ladder's first rung, when wrong digits are crossed out).

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "analysis/session.h"
#include "board/boardcolors.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintladder.h"
#include "solve/assistant.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/preferences.h"
#include "window/settingsdialog.h"
#include "window/theme.h"

using namespace qudoku;
using namespace qudoku::ui;

Q_DECLARE_METATYPE(qudoku::ui::Preferences)

namespace {

constexpr int kWait = 20000;

Preferences everythingChanged() {
    Preferences p;
    p.language = QStringLiteral("de");
    p.theme = Theme::Dark;
    p.highlighting = {false, false, false};
    p.autoCleanMarks = false;
    p.mistakes = MistakeChecking::Immediate;
    p.hintStart = HintLadder::Rung::Explanation;
    p.centreStyle = CentreStyle::Row;
    p.hideTimer = true;
    return p;
}

// Whether the painted board shows `colour` near a cell's top-left corner (clear of digits and
// marks), at the 8 bits a channel the image holds.
bool cellShows(BoardWidget* board, int cell, const QColor& colour) {
    const QImage image = board->grab().toImage();
    return QColor(image.pixel(board->boardGeometry().cellRect(cell).topLeft() + QPoint(3, 3))).rgb() == colour.rgb();
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void savedSettingsComeBack_data();
    void savedSettingsComeBack();
    void unknownValuesFallBackToDefaults();
    void theDialogShowsAndReturnsSettings_data();
    void theDialogShowsAndReturnsSettings();
    void theDialogIsDrivenByMouseAndKeys();
    void theDialogsMnemonicsAreUnique();
    void changingTheLanguageSaysWhenItShows();
    void settingsMenuOpensTheDialogAndSaves();
    void highlightsFollowTheSettings_data();
    void highlightsFollowTheSettings();
    void themesSetTheirPalette_data();
    void themesSetTheirPalette();
    void theFirstHintShowsTheChosenRung_data();
    void theFirstHintShowsTheChosenRung();
    void mistakeChecking_data();
    void mistakeChecking();
    void autoCleanFollowsTheSetting();
    void immediateCheckingLeavesANewPuzzleAndEscAlone_data();
    void immediateCheckingLeavesANewPuzzleAndEscAlone();

private:
    MainWindow* window_ = nullptr;
};

void TestSettings::init() {
    QSettings().clear();
    window_ = test::openWindow({1100, 760});
}

void TestSettings::cleanup() {
    delete window_;
    window_ = nullptr;
    QApplication::setPalette(QPalette()); // the platform's again
    QSettings().clear();
}

void TestSettings::savedSettingsComeBack_data() {
    QTest::addColumn<Preferences>("preferences");
    QTest::newRow("defaults") << Preferences{};
    QTest::newRow("everything changed") << everythingChanged();
    Preferences light;
    light.theme = Theme::Light;
    light.language = QStringLiteral("zh_CN");
    light.mistakes = MistakeChecking::Off;
    light.hintStart = HintLadder::Rung::Technique;
    light.highlighting.sameValue = false;
    QTest::newRow("light, Chinese, checking off") << light;
    Preferences english;
    english.language = QStringLiteral("en");
    english.highlighting.conflicts = false;
    QTest::newRow("English, no conflict highlight") << english;
    Preferences highContrast;
    highContrast.theme = Theme::HighContrast;
    highContrast.centreStyle = CentreStyle::Row;
    QTest::newRow("high contrast, centre marks in a row") << highContrast;
}

void TestSettings::savedSettingsComeBack() {
    QFETCH(Preferences, preferences);
    QSettings().clear();
    QCOMPARE(Preferences::load(), Preferences{}); // nothing saved: the defaults
    preferences.save();
    QCOMPARE(Preferences::load(), preferences);
    // Enum values are stored by name, readable in the settings file.
    if (preferences.theme == Theme::Dark) QCOMPARE(QSettings().value("ui/theme").toString(), QStringLiteral("dark"));
}

// A settings file edited by hand, or written by a later version: what is not understood is the default.
void TestSettings::unknownValuesFallBackToDefaults() {
    QSettings settings;
    settings.setValue("ui/theme", "purple");
    settings.setValue("options/mistakeChecking", 7);
    settings.setValue("hints/startRung", "mistakes");
    settings.setValue("board/highlightPeers", false);
    settings.sync();
    Preferences expected;
    expected.highlighting.peers = false;
    QCOMPARE(Preferences::load(), expected);
}

void TestSettings::theDialogShowsAndReturnsSettings_data() { savedSettingsComeBack_data(); }

// Opened on a set of settings, the dialog shows them, and OK without a change gives them back.
void TestSettings::theDialogShowsAndReturnsSettings() {
    QFETCH(Preferences, preferences);
    SettingsDialog dialog(preferences, window_);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.preferences(), preferences);
    const auto boxes = dialog.findChildren<QCheckBox*>();
    QCOMPARE(boxes.size(), 5); // peers, same value, conflicts, auto-clean, hide the timer
    QVERIFY(dialog.findChildren<QComboBox*>().size() == 5); // language, theme, centre marks, mistakes, first hint
    dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.preferences(), preferences);
}

// A player changes every setting with the mouse and the keyboard; the dialog returns what they chose.
void TestSettings::theDialogIsDrivenByMouseAndKeys() {
    SettingsDialog dialog(Preferences{}, window_);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("theme"));
    auto* mistakes = dialog.findChild<QComboBox*>(QStringLiteral("mistakes"));
    auto* hintStart = dialog.findChild<QComboBox*>(QStringLiteral("hintStart"));
    auto* centreStyle = dialog.findChild<QComboBox*>(QStringLiteral("centreStyle"));
    QVERIFY(theme && mistakes && hintStart && centreStyle);
    theme->setFocus();
    QTest::keyClick(theme, Qt::Key_End); // High contrast, the last
    centreStyle->setFocus();
    QTest::keyClick(centreStyle, Qt::Key_Down); // fixed places → a centred row
    mistakes->setFocus();
    QTest::keyClick(mistakes, Qt::Key_Down); // on request → right away
    hintStart->setFocus();
    QTest::keyClick(hintStart, Qt::Key_Down); // where to look → the technique
    for (QCheckBox* box : dialog.findChildren<QCheckBox*>()) QTest::mouseClick(box, Qt::LeftButton);

    Preferences expected;
    expected.theme = Theme::HighContrast;
    expected.mistakes = MistakeChecking::Immediate;
    expected.hintStart = HintLadder::Rung::Technique;
    expected.highlighting = {false, false, false};
    expected.autoCleanMarks = false;
    expected.centreStyle = CentreStyle::Row;
    expected.hideTimer = true;
    QCOMPARE(dialog.preferences(), expected);
    QTest::keyClick(&dialog, Qt::Key_Escape); // Cancel: the window keeps what it had
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

// Alt+letter reaches one control of the dialog: every label and check box with a mnemonic has its own.
void TestSettings::theDialogsMnemonicsAreUnique() {
    SettingsDialog dialog(Preferences{}, window_);
    QStringList texts;
    for (QLabel* label : dialog.findChildren<QLabel*>()) texts << label->text();
    for (QAbstractButton* button : dialog.findChildren<QAbstractButton*>()) texts << button->text();
    QMap<QKeySequence, QString> seen;
    for (const QString& text : texts) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (key.isEmpty()) continue;
        QVERIFY2(!seen.contains(key), qPrintable(seen.value(key) + QStringLiteral(" and ") + text));
        seen.insert(key, text);
    }
    QVERIFY(seen.size() >= 6); // language, theme, centre marks, hide the timer, mistakes, first hint
}

void TestSettings::changingTheLanguageSaysWhenItShows() {
    SettingsDialog dialog(Preferences{}, window_);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("language"));
    QVERIFY(language);
    // System, English, then each translation under its own name.
    QVERIFY(language->findText(QStringLiteral("Deutsch")) >= 0);
    QVERIFY(language->findText(QStringLiteral("简体中文")) >= 0);
    QLabel* note = nullptr;
    for (QLabel* l : dialog.findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("next time"))) note = l;
    QVERIFY(note);
    QVERIFY(!note->isVisible());
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    QVERIFY(note->isVisible());
    QCOMPARE(dialog.preferences().language, QStringLiteral("de"));
    language->setCurrentIndex(0); // back to the system's: nothing to restart for
    QVERIFY(!note->isVisible());
}

// Edit → Settings… opens the dialog; OK puts the choice into effect and saves it.
void TestSettings::settingsMenuOpensTheDialogAndSaves() {
    window_->setDialogsEnabled(true);
    bool seen = false;
    QTimer::singleShot(0, this, [&seen] {
        auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        seen = true;
        dialog->findChild<QComboBox*>(QStringLiteral("theme"))->setCurrentIndex(2); // Dark
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    QAction* settings = window_->actions().settings;
    QVERIFY(settings->isEnabled());
    QCOMPARE(settings->shortcut(), QKeySequence(QKeySequence::Preferences));
    settings->trigger();
    QVERIFY(seen);
    QCOMPARE(window_->preferences().theme, Theme::Dark);
    QCOMPARE(Preferences::load().theme, Theme::Dark);
    QCOMPARE(QApplication::palette().color(QPalette::Window), darkPalette().color(QPalette::Window));
}

void TestSettings::highlightsFollowTheSettings_data() {
    QTest::addColumn<bool>("peers");
    QTest::addColumn<bool>("sameValue");
    QTest::addColumn<bool>("conflicts");
    QTest::newRow("all") << true << true << true;
    QTest::newRow("no peers") << false << true << true;
    QTest::newRow("no same value") << true << false << true;
    QTest::newRow("no conflicts") << true << true << false;
    QTest::newRow("none") << false << false << false;
}

// What the painted board shows: a peer of the selected cell, a cell with the same digit and a cell
// of a clashing house take their tint only when that highlight is on.
void TestSettings::highlightsFollowTheSettings() {
    QFETCH(bool, peers);
    QFETCH(bool, sameValue);
    QFETCH(bool, conflicts);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Preferences p;
    p.highlighting = {peers, sameValue, conflicts};
    window_->applyPreferences(p);
    BoardWidget* board = window_->board();
    QCOMPARE(board->highlighting(), p.highlighting);
    const BoardColors colors = BoardColors::fromPalette(board->palette());

    // Selected r5c4 (a given 8): r5c2 (empty) is a peer; r4c1 holds 8 too and is no peer.
    board->setSelectedCell(39);
    QCOMPARE(cellShows(board, 37, colors.peer), peers);
    QCOMPARE(window_->game()->value(27), 8);
    QCOMPARE(cellShows(board, 27, colors.sameValue), sameValue);

    // r1c3 = 5 clashes with r1c1: r1c7 (empty, in that row) is tinted as a clashing house.
    QVERIFY(window_->game()->placeValue(2, 5));
    board->setSelectedCell(80);
    QCOMPARE(cellShows(board, 6, colors.conflictHouse), conflicts);
    QVERIFY(!window_->game()->conflicts().empty()); // the rules still know, whatever is shown
}

void TestSettings::themesSetTheirPalette_data() {
    QTest::addColumn<int>("theme");
    QTest::newRow("dark") << int(Theme::Dark);
    QTest::newRow("light") << int(Theme::Light);
    QTest::newRow("system") << int(Theme::System);
    QTest::newRow("high contrast") << int(Theme::HighContrast);
}

// Dark and Light are palettes of our own; System goes back to the platform's, even after another.
// The board's colours follow: dark cells under Dark.
void TestSettings::themesSetTheirPalette() {
    QFETCH(int, theme);
    const QPalette platform = QApplication::palette();
    Preferences p;
    p.theme = Theme::Dark;
    window_->applyPreferences(p); // a theme set before
    p.theme = static_cast<Theme>(theme);
    window_->applyPreferences(p);
    const QPalette expected = p.theme == Theme::Dark           ? darkPalette()
                              : p.theme == Theme::Light        ? lightPalette()
                              : p.theme == Theme::HighContrast ? highContrastPalette()
                                                               : platform;
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::Text, QPalette::Highlight})
        QCOMPARE(QApplication::palette().color(role), expected.color(role));
    QCoreApplication::processEvents(); // the palette change reaches the widgets
    const BoardColors colors = BoardColors::fromPalette(window_->board()->palette());
    const bool darkCells = colors.background.lightnessF() < 0.5;
    QCOMPARE(darkCells, p.theme == Theme::Dark);
    QCOMPARE(colors.highContrast, p.theme == Theme::HighContrast); // full-ink lines, thicker frames
    BoardWidget* board = window_->board();
    board->setSelectedCell(80);
    QVERIFY(cellShows(board, 1, colors.background)); // r1c2: empty, no peer of r9c9
}

void TestSettings::theFirstHintShowsTheChosenRung_data() {
    QTest::addColumn<int>("rung");
    QTest::newRow("where to look") << int(HintLadder::Rung::Area);
    QTest::newRow("the technique") << int(HintLadder::Rung::Technique);
    QTest::newRow("the whole deduction") << int(HintLadder::Rung::Explanation);
}

// The first press of Hint lands on the chosen rung; the next press climbs from there.
void TestSettings::theFirstHintShowsTheChosenRung() {
    QFETCH(int, rung);
    Preferences p;
    p.hintStart = static_cast<HintLadder::Rung>(rung);
    window_->applyPreferences(p);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPointingNext)));
    HintLadder* ladder = window_->hintLadder();
    window_->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!ladder->isBusy() && ladder->rung() != HintLadder::Rung::None, kWait);
    QCOMPARE(int(ladder->rung()), rung);
    QVERIFY(ladder->step());
    if (p.hintStart != HintLadder::Rung::Explanation) {
        window_->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!ladder->isBusy(), kWait);
        QCOMPARE(int(ladder->rung()), rung + 1);
    }
}

void TestSettings::mistakeChecking_data() {
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("checkShown");
    QTest::addColumn<bool>("crossedAfterMove");
    QTest::newRow("off") << int(MistakeChecking::Off) << false << false;
    QTest::newRow("on request") << int(MistakeChecking::OnRequest) << true << false;
    QTest::newRow("immediate") << int(MistakeChecking::Immediate) << true << true;
}

// Off hides Check; on request crosses wrong digits out only when Check is pressed; immediate crosses
// them out after the move, with no press.
void TestSettings::mistakeChecking() {
    QFETCH(int, mode);
    QFETCH(bool, checkShown);
    QFETCH(bool, crossedAfterMove);
    Preferences p;
    p.mistakes = static_cast<MistakeChecking>(mode);
    window_->applyPreferences(p);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    window_->actions().startPlaying->trigger();
    Game* game = window_->game();
    QCOMPARE(window_->actions().check->isVisible(), checkShown);

    BoardWidget* board = window_->board();
    board->setFocus();
    board->setSelectedCell(2);
    QTest::keyClick(board, Qt::Key_1); // r1c3 is 4 in the solution; 1 breaks no rule
    QCOMPARE(game->value(2), 1);
    QVERIFY(game->conflicts().empty());
    if (crossedAfterMove) {
        QTRY_COMPARE_WITH_TIMEOUT(game->wrongCells(), std::vector<int>{2}, kWait);
        QVERIFY(window_->currentMessage().contains(QStringLiteral("differ"))); // said, as it is wrong
        // A right digit elsewhere: checked again, nothing new to say about it.
        board->setSelectedCell(3);
        QTest::keyClick(board, Qt::Key_6);
        QTest::qWait(600);
        QTRY_VERIFY_WITH_TIMEOUT(!window_->assistant()->isBusy(), kWait);
        QCOMPARE(game->wrongCells(), std::vector<int>{2});
        return;
    }
    QTest::qWait(600); // longer than immediate checking waits after a move
    QVERIFY(game->wrongCells().empty());
    if (!checkShown) return;
    window_->actions().check->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(game->wrongCells(), std::vector<int>{2}, kWait);
}

// The setting and the Edit menu's toggle are one: either changes both, and the game follows.
void TestSettings::autoCleanFollowsTheSetting() {
    Preferences p;
    p.autoCleanMarks = false;
    window_->applyPreferences(p);
    QVERIFY(!window_->actions().autoCleanMarks->isChecked());
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    QVERIFY(game->togglePencilMark(3, 4)); // r1c4 may be 4
    QVERIFY(game->placeValue(2, 4));       // r1c3 = 4, a peer
    QVERIFY(game->pencilMarks(3) & markBit(4));
    window_->actions().autoCleanMarks->setChecked(true);
    QVERIFY(window_->preferences().autoCleanMarks);
    QVERIFY(game->autoCleanMarks());
    QVERIFY(game->placeValue(2, 0)); // erase r1c3, then place 4 again: now r1c4 loses its mark
    QVERIFY(game->placeValue(2, 4));
    QVERIFY(!(game->pencilMarks(3) & markBit(4)));
}

void TestSettings::immediateCheckingLeavesANewPuzzleAndEscAlone_data() {
    QTest::addColumn<bool>("move");
    QTest::newRow("a new puzzle") << false;
    QTest::newRow("a move, then Esc") << true;
}

// Immediate checking checks the player's digits after a move; a new puzzle has none (its undo stack is
// cleared, which also moves the stack's index), and after Esc the check that the last move armed
// does not start. Either would ask for the solutions, lifting the 10 s budget of the automatic count:
// here a count of minutes. (Found by tst_ui_monkey.)
void TestSettings::immediateCheckingLeavesANewPuzzleAndEscAlone() {
    QFETCH(bool, move);
    Preferences p;
    p.mistakes = MistakeChecking::Immediate;
    window_->applyPreferences(p);
    AnalysisSession* session = window_->session();
    BoardWidget* board = window_->board();
    board->setFocus();
    QTest::keyClick(board, Qt::Key_5); // a given typed, so the new puzzle's empty undo stack is a change
    QVERIFY(window_->game()->undoStack()->canUndo());
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    QVERIFY(session->isBusy(Work::Check));
    if (move) {
        board->setSelectedCell(24); // r1c25: empty, and A breaks no rule there
        QTest::keyClick(board, 'A');
        QVERIFY(window_->game()->hasPlayerDigits());
        QTest::keyClick(board, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), 1000);
    }
    QTest::qWait(700); // longer than immediate checking waits after a move
    QVERIFY2(!session->isBusy(Work::Solve), qPrintable(window_->busyText()));
    if (!move) QVERIFY(session->isBusy(Work::Check)); // still the automatic count, with its budget
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), 1000);
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
