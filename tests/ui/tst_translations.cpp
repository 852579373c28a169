// The English plural forms: tr("%n conflict(s)", "", n) reads "1 conflict" and "2 conflicts" in the
// real window, and every %n string in text/, ui/ and app/ (found by running lupdate over the sources, as a
// translator would) has its forms in resources/translations/qudoku_en.ts.

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSet>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "game/game.h"
#include "testsupport.h"
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

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void pluralsReadAsEnglish_data();
    void pluralsReadAsEnglish();
    void theStatusBarCountsConflictsInEnglish();
    void everyPluralStringHasItsEnglishForms();
};

void TestTranslations::pluralsReadAsEnglish_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one") << 1 << "1 conflict";
    QTest::newRow("two") << 2 << "2 conflicts";
    QTest::newRow("eleven") << 11 << "11 conflicts";
}

void TestTranslations::pluralsReadAsEnglish() {
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(QCoreApplication::translate("qudoku::ui::MainWindow", "%n conflict(s)", "", n), expected);
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
    QVERIFY(label(QStringLiteral("2 conflicts")));
    QVERIFY(window.game()->placeValue(2, 0));
    QVERIFY(window.game()->placeValue(2, 9)); // r1c3 = 9: clashes with the 9 at r3c2 in its box only
    QVERIFY(label(QStringLiteral("1 conflict")));
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

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
