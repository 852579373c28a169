// The English plural forms: tr("%n conflict(s)", "", n) reads "1 conflict" and "2 conflicts" in the
// real window, and every %n string in text/, ui/ and app/ (found by running lupdate over the sources, as a
// translator would) has its forms in resources/translations/qudoku_en.ts.

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSet>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

#include "game/game.h"
#include "testsupport.h"
#include "text/translations.h"
#include "analysis/session.h"
#include "window/elidedlabel.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

struct PluralMessage {
    QString context, source, comment;
    QStringList forms;
};

// The numerus messages of a .ts file.
QList<PluralMessage> pluralsIn(const QString& path) {
    QList<PluralMessage> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString context;
    PluralMessage message;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message") && numerus) out << message;
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) context = xml.readElementText();
        else if (name == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            message = {context, {}, {}, {}};
        } else if (name == QLatin1String("source")) message.source = xml.readElementText();
        else if (name == QLatin1String("comment")) message.comment = xml.readElementText();
        else if (name == QLatin1String("numerusform")) message.forms << xml.readElementText();
    }
    return out;
}

struct Message {
    QString context, source, comment;
    bool finished = true;    // no type="unfinished" / "vanished" / "obsolete"
    QStringList translation; // the translation, or its numerus forms
};

// Every message of a .ts file.
QList<Message> messagesIn(const QString& path) {
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message")) out << message;
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) context = xml.readElementText();
        else if (name == QLatin1String("message")) message = {context, {}, {}, true, {}};
        else if (name == QLatin1String("source")) message.source = xml.readElementText();
        else if (name == QLatin1String("comment")) message.comment = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            message.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            if (xml.attributes().value(QLatin1String("numerus")).isEmpty()) {
                // plain text, or <numerusform> children
                QString text;
                while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters()) text += xml.text();
                    if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        message.translation << xml.readElementText();
                }
                if (message.translation.isEmpty()) message.translation << text;
            }
        }
    }
    return out;
}

// The placeholders of a text (%1-%99, %L1, %n, %TOKENS%), sorted: a translation has the same ones.
QStringList placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%(L?[0-9]+|n|[A-Z_]+%)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) found << it.next().captured();
    found.sort();
    return found;
}

QString key(const QString& context, const QString& source, const QString& comment) {
    return context + QLatin1Char('|') + source + QLatin1Char('|') + comment;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void pluralsReadAsEnglish_data();
    void pluralsReadAsEnglish();
    void theStatusBarCountsConflictsInEnglish();
    void everyPluralStringHasItsEnglishForms();
    void everyStringIsTranslated_data();
    void everyStringIsTranslated();
    void theWindowSpeaksTheLanguage_data();
    void theWindowSpeaksTheLanguage();
    void noTwoEntriesOfAMenuShareAMnemonic_data();
    void noTwoEntriesOfAMenuShareAMnemonic();
    void everyLanguageFitsTheDefaultWindow_data();
    void everyLanguageFitsTheDefaultWindow();
};

void TestTranslations::pluralsReadAsEnglish_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one") << 1 << "1 cell clashes";
    QTest::newRow("two") << 2 << "2 cells clash";
    QTest::newRow("eleven") << 11 << "11 cells clash";
}

void TestTranslations::pluralsReadAsEnglish() {
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(QCoreApplication::translate("qudoku::ui::MainWindow", "%n cell(s) clash", "", n), expected);
}

void TestTranslations::theStatusBarCountsConflictsInEnglish() {
    MainWindow window;
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window.game()->placeValue(2, 5)); // r1c3 = 5: clashes with r1c1 in its row and its box
    const auto label = [&window](const QString& text) {
        for (QLabel* l : window.statusBar()->findChildren<QLabel*>())
            if (l->text() == text) return true;
        return false;
    };
    QVERIFY(label(QStringLiteral("2 cells clash"))); // cells, not (house, digit) pairs: not "2 conflicts"
    QVERIFY(window.game()->placeValue(2, 0));
    // r5c3 = 8: the 8s at r5c4 (its row), r3c3 (its column) and r4c1 (its box). One wrong digit that meets
    // three 8s: four cells clash (it read "3 conflicts", one per house).
    QVERIFY(window.game()->placeValue(38, 8));
    QCOMPARE(window.game()->conflicts().size(), std::size_t{3});
    QVERIFY(label(QStringLiteral("4 cells clash")));
}

// lupdate, run over the sources as a translator would, finds every tr() with %n; each must have its
// English forms, filled in, without the "(s)" spelling.
void TestTranslations::everyPluralStringHasItsEnglishForms() {
    QTemporaryDir dir;
    const QString scanned = dir.filePath(QStringLiteral("scanned.ts"));
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(QUDOKU_SOURCE_DIR));
    lupdate.start(QStringLiteral(QUDOKU_LUPDATE), {QStringLiteral("-pluralonly"), QStringLiteral("-silent"),
                                                   QStringLiteral("-locations"), QStringLiteral("none"),
                                                   QStringLiteral("text"), QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("-ts"), scanned});
    QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
    QCOMPARE(lupdate.exitCode(), 0);
    const QList<PluralMessage> wanted = pluralsIn(scanned);
    QVERIFY(wanted.size() >= 10);
    QHash<QString, PluralMessage> have;
    for (const PluralMessage& m : pluralsIn(QStringLiteral(QUDOKU_SOURCE_DIR "/resources/translations/qudoku_en.ts")))
        have.insert(m.context + QLatin1Char('|') + m.source + QLatin1Char('|') + m.comment, m);
    for (const PluralMessage& m : wanted) {
        const QString key = m.context + QLatin1Char('|') + m.source + QLatin1Char('|') + m.comment;
        const QByteArray where = (m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"')).toUtf8();
        QVERIFY2(have.contains(key), "no English forms in resources/translations/qudoku_en.ts for " + where +
                                         " (cmake --build --preset dev --target update_plurals, then fill them in)");
        const PluralMessage& forms = have.value(key);
        QCOMPARE(forms.forms.size(), 2);
        for (const QString& form : forms.forms) {
            QVERIFY2(!form.isEmpty(), "an empty English form for " + where);
            QVERIFY2(!form.contains(QStringLiteral("(s)")), "an English form still spelled with (s) for " + where);
            QVERIFY2(form.contains(QStringLiteral("%n")), "an English form without %n for " + where);
        }
    }
}

void TestTranslations::everyStringIsTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("German") << QStringLiteral("de") << 2;
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << 1;
}

// lupdate, run over the sources as a translator would, lists every user-visible string of the app and
// the CLI; each has a finished translation in the language's .ts file, with the same placeholders.
void TestTranslations::everyStringIsTranslated() {
    QFETCH(QString, language);
    QFETCH(int, pluralForms);
    QTemporaryDir dir;
    const QString scanned = dir.filePath(QStringLiteral("scanned.ts"));
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(QUDOKU_SOURCE_DIR));
    lupdate.start(QStringLiteral(QUDOKU_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-target-language"),
                   language, QStringLiteral("text"), QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("-ts"), scanned});
    QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
    QCOMPARE(lupdate.exitCode(), 0);
    const QList<Message> wanted = messagesIn(scanned);
    QVERIFY(wanted.size() >= 500);
    const QString file = QStringLiteral(QUDOKU_SOURCE_DIR "/resources/translations/qudoku_%1.ts").arg(language);
    QHash<QString, Message> have;
    for (const Message& m : messagesIn(file)) have.insert(key(m.context, m.source, m.comment), m);
    int missing = 0;
    for (const Message& m : wanted) {
        const QByteArray where = (m.context + QStringLiteral(": \"") + m.source.left(80) + QLatin1Char('"')).toUtf8();
        const Message t = have.value(key(m.context, m.source, m.comment));
        const bool numerus = m.source.contains(QStringLiteral("%n"));
        const bool complete = have.contains(key(m.context, m.source, m.comment)) && t.finished && !t.translation.isEmpty() &&
                              std::all_of(t.translation.cbegin(), t.translation.cend(), [](const QString& x) { return !x.isEmpty(); });
        if (!complete) {
            // Every missing one is listed before the test fails, so one run shows the translator's work.
            qWarning("no finished %s translation for %s", qPrintable(language), where.constData());
            ++missing;
            continue;
        }
        if (numerus && t.translation.size() > 1) QCOMPARE(t.translation.size(), pluralForms);
        for (const QString& form : t.translation)
            QVERIFY2(placeholders(form) == placeholders(m.source), "placeholders differ in the translation of " + where);
    }
    QVERIFY2(missing == 0, qPrintable(QStringLiteral("%1 strings have no finished translation in %2 "
                                                     "(cmake --build --preset dev --target update_translations, then translate them)")
                                          .arg(missing)
                                          .arg(file)));
}

void TestTranslations::theWindowSpeaksTheLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("hint");       // the Hint action's text
    QTest::addColumn<QString>("conflicts2"); // the status bar with two cells that clash
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Hinweis") << QStringLiteral("2 Zellen im Konflikt");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << QStringLiteral("提示") << QStringLiteral("2 格冲突");
}

// The real window after installTranslations(app, language): menus, actions and the plural-aware
// status bar in that language; English again afterwards.
void TestTranslations::theWindowSpeaksTheLanguage() {
    QFETCH(QString, language);
    QFETCH(QString, hint);
    QFETCH(QString, conflicts2);
    const QList<QTranslator*> before = QCoreApplication::instance()->findChildren<QTranslator*>();
    QVERIFY(text::installTranslations(*QCoreApplication::instance(), language));
    const auto cleanup = qScopeGuard([&before] {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
            if (!before.contains(t)) delete t; // a deleted translator removes itself
        QLocale::setDefault(QLocale::c());
    });
    QCOMPARE(text::resolveLanguage(language), language);
    MainWindow window;
    window.setDialogsEnabled(false);
    window.show();
    bool found = false;
    for (QAction* a : window.findChildren<QAction*>())
        found = found || QString(a->text()).remove(QLatin1Char('&')).startsWith(hint);
    QVERIFY2(found, qPrintable(QStringLiteral("no action reads %1").arg(hint)));
    QVERIFY(window.pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window.game()->placeValue(2, 5)); // two conflicts, as above
    bool status = false;
    for (QLabel* l : window.statusBar()->findChildren<QLabel*>()) status = status || l->text() == conflicts2;
    QVERIFY2(status, qPrintable(QStringLiteral("the status bar does not read %1").arg(conflicts2)));
}

namespace {

// Installs `language` for the scope of the returned guard (English again afterwards).
auto useLanguage(const QString& language) {
    const QList<QTranslator*> before = QCoreApplication::instance()->findChildren<QTranslator*>();
    if (language != QLatin1String("en")) text::installTranslations(*QCoreApplication::instance(), language);
    return qScopeGuard([before] {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
            if (!before.contains(t)) delete t;
        QLocale::setDefault(QLocale::c());
    });
}

// Every menu of the window, submenus too, by their titles.
void collectMenus(QMenu* menu, QList<QMenu*>& out) {
    if (!menu || out.contains(menu)) return;
    out << menu;
    for (QAction* action : menu->actions()) collectMenus(action->menu(), out);
}

} // namespace

void TestTranslations::noTwoEntriesOfAMenuShareAMnemonic_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "zh_CN"}) QTest::newRow(language) << QString::fromLatin1(language);
}

// Within one menu, Alt+letter means one entry, in every language: E was both Easy and New Empty Grid
// in New Game, and Start Playing, Show Solution Path and Pause all took P in the Play menu.
void TestTranslations::noTwoEntriesOfAMenuShareAMnemonic() {
    QFETCH(QString, language);
    const auto guard = useLanguage(language);
    MainWindow window;
    window.setDialogsEnabled(false);
    QList<QMenu*> menus;
    for (QAction* top : window.menuBar()->actions()) collectMenus(top->menu(), menus);
    collectMenus(window.actions().newGame->menu(), menus); // New Game's grade menu
    QVERIFY(menus.size() >= 8);
    int clashes = 0;
    for (QMenu* menu : menus) {
        emit menu->aboutToShow(); // menus filled when they open (Recent Games)
        QMap<QKeySequence, QString> seen;
        for (QAction* action : menu->actions()) {
            if (action->isSeparator() || !action->isVisible()) continue;
            const QKeySequence key = QKeySequence::mnemonic(action->text());
            if (key.isEmpty()) continue;
            if (seen.contains(key)) { // every clash is listed before the test fails: one run shows the work
                qWarning("%s, menu %s: %s and %s both take %s", qPrintable(language), qPrintable(menu->title()),
                         qPrintable(seen.value(key)), qPrintable(action->text()), qPrintable(key.toString()));
                ++clashes;
            }
            seen.insert(key, action->text());
        }
    }
    QCOMPARE(clashes, 0);
}

void TestTranslations::everyLanguageFitsTheDefaultWindow_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "zh_CN"}) QTest::newRow(language) << QString::fromLatin1(language);
}

// At the default size (960×720), in every language: the status bar's message, rating, mode and clock
// do not run into each other ("Willkommen zurück: Ihr unvollendetes Spiel wurde wiederherge…" ran into
// the rating), a message too long for its room ends in "…" with the whole in its tool tip, and every
// button of the hint panel and the pad shows its whole text ("Nächster Schritt" was clipped).
void TestTranslations::everyLanguageFitsTheDefaultWindow() {
    QFETCH(QString, language);
    const auto guard = useLanguage(language);
    MainWindow window;
    window.setDialogsEnabled(false);
    window.resize(960, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.ratingText().isEmpty() && !window.session()->isBusy(), 20000);
    QVERIFY(window.game()->placeValue(2, 5)); // a clash: the count shows too
    window.restoreAutosave();                 // the longest message: "Welcome back ..."
    QTest::qWait(50);
    QList<QWidget*> shown;
    for (QWidget* w : window.statusBar()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (w->isVisible() && w->width() > 0) shown << w;
    QVERIFY(shown.size() >= 4);
    for (QWidget* a : shown)
        for (QWidget* b : shown)
            if (a != b)
                QVERIFY2(!a->geometry().intersects(b->geometry()),
                         qPrintable(QStringLiteral("%1 runs into %2").arg(a->objectName(), b->objectName())));
    for (auto* label : window.statusBar()->findChildren<QLabel*>()) {
        if (!label->isVisible()) continue;
        const bool cut = label->fontMetrics().horizontalAdvance(label->text()) > label->contentsRect().width();
        if (auto* elided = qobject_cast<ElidedLabel*>(label)) QCOMPARE(elided->isElided(), cut);
        else QVERIFY2(!cut, qPrintable(QStringLiteral("'%1' is cut").arg(label->text())));
    }
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty() || qobject_cast<QToolBar*>(button->parentWidget())) continue;
        const QString plain = QString(button->text()).remove(QLatin1Char('&'));
        const int needed = button->fontMetrics().horizontalAdvance(plain);
        QVERIFY2(button->width() >= needed + 4,
                 qPrintable(QStringLiteral("'%1' needs %2 px, has %3").arg(plain).arg(needed).arg(button->width())));
    }
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
