// qudoku-cli in German and Chinese: under LANGUAGE=de and LANGUAGE=zh_CN its help, usage errors,
// parse errors and step explanations are the translations (looked up here through the same .qm files,
// so a reworded translation does not break the test, a missing one does), while what scripts read
// stays the same in every language: option names, file:line:column locations, rating lines, JSON.
// A language Qudoku lacks (zh_TW) falls back to English.

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "cli_runner.h"
#include "qudoku/reader.h"
#include "text/diagnostics.h"
#include "text/translations.h"

using namespace qudoku;

namespace {

// A translation of `source` in `context`, looked up in Qudoku's own .qm for `language`.
QString translated(const QString& language, const char* context, const char* source) {
    QTranslator translator;
    if (!translator.load(QStringLiteral(":/i18n/qudoku_%1.qm").arg(language))) return {};
    return translator.translate(context, source);
}

// puzzles3_magictour_top1465 line 5 after its opening (see tst_cli_logic): a few steps, all named.
const QByteArray kEasy = ".861..5..2....9.1...4.6.2..57....6.83.9...75.....4.9.29..814..7.3.65..8..61397...\n";
const QByteArray kBadSymbol = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..653x.\n";

} // namespace

class TestCliI18n : public QObject {
    Q_OBJECT
private slots:
    void helpIsTranslated_data();
    void helpIsTranslated();
    void usageErrorsAreTranslated_data();
    void usageErrorsAreTranslated();
    void parseErrorsAreTranslated_data();
    void parseErrorsAreTranslated();
    void explanationsAreTranslatedRatingsAreNot_data();
    void explanationsAreTranslatedRatingsAreNot();
    void machineOutputIsTheSameInEveryLanguage_data();
    void machineOutputIsTheSameInEveryLanguage();
    void anUntranslatedLanguageFallsBackToEnglish();
#ifdef QUDOKU_HAVE_VISION
    void pictureErrorsAreTranslated_data();
    void pictureErrorsAreTranslated();
#endif
};

void TestCliI18n::helpIsTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
}

void TestCliI18n::helpIsTranslated() {
    QFETCH(QString, language);
    const CliRun run = runCli({QStringLiteral("--help")}, {}, kDataDir, language);
    QCOMPARE(run.exitCode, 0);
    const QString help = QString::fromUtf8(run.out);
    for (const char* source : {"Puzzle files, read in turn; '-' or none reads standard input.",
                               "With --pdf: the solutions on the last pages, 6 to a page."}) {
        const QString expected = translated(language, "Cli", source);
        QVERIFY2(!expected.isEmpty() && expected != QLatin1String(source), source);
        // QCommandLineParser wraps long descriptions: compare without the line breaks and indents.
        QVERIFY2(help.simplified().contains(expected.simplified()), qPrintable(expected));
    }
    // Option names are the same in every language.
    for (const char* option : {"--rate", "--explain", "--json", "--pdf", "--per-page", "--max-technique"})
        QVERIFY2(help.contains(QLatin1String(option)), option);
    QVERIFY(!help.contains(QStringLiteral("Puzzle files, read in turn")));
}

void TestCliI18n::usageErrorsAreTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("argument"); // the %1 of the message, or empty
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("zh_CN")}) {
        QTest::addRow("%s per-page", qPrintable(language))
            << language << QStringList{"--pdf", "x.pdf", "--per-page", "3"} << "--per-page must be 1, 2, 4 or 6, got '%1'" << "3";
        QTest::addRow("%s json without rate", qPrintable(language))
            << language << QStringList{"--json"} << "--json needs --rate or --explain" << "";
        QTest::addRow("%s unknown algorithm", qPrintable(language))
            << language << QStringList{"--algorithm", "magic"} << "unknown algorithm '%1' (expected %2)" << "magic";
    }
}

void TestCliI18n::usageErrorsAreTranslated() {
    QFETCH(QString, language);
    QFETCH(QStringList, arguments);
    QFETCH(QString, source);
    QFETCH(QString, argument);
    const CliRun run = runCli(arguments, {}, kDataDir, language);
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err);
    QString expected = translated(language, "Cli", source.toUtf8().constData());
    QVERIFY2(!expected.isEmpty() && expected != source, qPrintable(source));
    if (!argument.isEmpty()) expected = expected.arg(argument, QStringLiteral("%2"));
    // The message up to its second placeholder (a list of names that stays English).
    QVERIFY2(err.contains(expected.section(QStringLiteral("%2"), 0, 0)), qPrintable(err));
    QVERIFY(err.startsWith(QStringLiteral("qudoku-cli: ")));
    const QString tryHelp = translated(language, "Cli", "Try 'qudoku-cli --help' for more information.");
    QVERIFY2(err.contains(tryHelp), qPrintable(err));
}

void TestCliI18n::parseErrorsAreTranslated_data() { helpIsTranslated_data(); }

// The location stays file:line:column; the words after it are the translation of what core reports.
void TestCliI18n::parseErrorsAreTranslated() {
    QFETCH(QString, language);
    const CliRun run = runCli({}, kBadSymbol, kDataDir, language);
    QCOMPARE(run.exitCode, 1);
    const ReadResult read = readOne(kBadSymbol.toStdString());
    QVERIFY(!read);
    const QList<QTranslator*> before = QCoreApplication::instance()->findChildren<QTranslator*>();
    QVERIFY(text::installTranslations(*QCoreApplication::instance(), language));
    const QString expected = text::describe(read.error());
    for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
        if (!before.contains(t)) delete t;
    QLocale::setDefault(QLocale::c());
    QVERIFY(expected != text::describe(read.error())); // it is translated
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.startsWith(QStringLiteral("<stdin>:1:80: ")), qPrintable(err));
    QVERIFY2(err.contains(expected), qPrintable(err + QStringLiteral(" / ") + expected));
}

void TestCliI18n::explanationsAreTranslatedRatingsAreNot_data() { helpIsTranslated_data(); }

// --explain: each step in the language, the closing rating line as in English.
void TestCliI18n::explanationsAreTranslatedRatingsAreNot() {
    QFETCH(QString, language);
    const CliRun english = runCli({QStringLiteral("--explain")}, kEasy);
    const CliRun local = runCli({QStringLiteral("--explain")}, kEasy, kDataDir, language);
    QCOMPARE(english.exitCode, 0);
    QCOMPARE(local.exitCode, 0);
    const QList<QByteArray> en = english.out.trimmed().split('\n'), other = local.out.trimmed().split('\n');
    QCOMPARE(other.size(), en.size());
    QCOMPARE(other.last(), en.last()); // er=... score=... grade=... solved
    QVERIFY(en.last().startsWith("er="));
    int differing = 0;
    for (qsizetype i = 0; i + 1 < en.size(); ++i) {
        QCOMPARE(other[i].left(other[i].indexOf(' ')), en[i].left(en[i].indexOf(' '))); // "1." numbering
        differing += other[i] != en[i];
    }
    QCOMPARE(differing, en.size() - 1); // every step is in the language
    const QString hiddenSingle = translated(language, "StepText", "Hidden single");
    QVERIFY(!hiddenSingle.isEmpty() && hiddenSingle != QStringLiteral("Hidden single"));
    QVERIFY2(QString::fromUtf8(local.out).contains(hiddenSingle), qPrintable(QString::fromUtf8(local.out).left(300)));
}

void TestCliI18n::machineOutputIsTheSameInEveryLanguage_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("solve") << QStringList{};
    QTest::newRow("rate") << QStringList{"--rate"};
    QTest::newRow("rate json") << QStringList{"--rate", "--json"};
    QTest::newRow("count") << QStringList{"--count"};
}

void TestCliI18n::machineOutputIsTheSameInEveryLanguage() {
    QFETCH(QStringList, arguments);
    const QByteArray input = kEasy + kBadSymbol;
    const CliRun english = runCli(arguments, input);
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("zh_CN")}) {
        const CliRun local = runCli(arguments, input, kDataDir, language);
        QCOMPARE(local.exitCode, english.exitCode);
        if (arguments.contains(QStringLiteral("--json"))) {
            // The "error" field holds the message, in the language; everything else is the same.
            const QList<QByteArray> en = english.out.split('\n'), other = local.out.split('\n');
            QCOMPARE(other.first(), en.first());
            QCOMPARE(other.size(), en.size());
        } else {
            QCOMPARE(local.out, english.out);
        }
    }
}

void TestCliI18n::anUntranslatedLanguageFallsBackToEnglish() {
    const CliRun english = runCli({QStringLiteral("--help")});
    const CliRun taiwan = runCli({QStringLiteral("--help")}, {}, kDataDir, QStringLiteral("zh_TW"));
    QCOMPARE(taiwan.exitCode, 0);
    QCOMPARE(taiwan.out, english.out);
    const CliRun error = runCli({QStringLiteral("--json")}, {}, kDataDir, QStringLiteral("zh_TW"));
    QVERIFY(error.err.contains("--json needs --rate or --explain"));
}

#ifdef QUDOKU_HAVE_VISION
void TestCliI18n::pictureErrorsAreTranslated_data() { helpIsTranslated_data(); }

// --read-image's errors about the file (render/'s strings, in lupdate's context "qudoku::render"): a
// missing file, a PNG cut short, a JPEG cut short and a GIF cut short, each one line in the language,
// its English nowhere.
void TestCliI18n::pictureErrorsAreTranslated() {
    QFETCH(QString, language);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile cut(dir.filePath(QStringLiteral("cut.png")));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(QByteArray("\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0", 18)); // cut inside the header chunk
    cut.close();
    QFile cutJpeg(dir.filePath(QStringLiteral("cut.jpg")));
    QVERIFY(cutJpeg.open(QIODevice::WriteOnly));
    cutJpeg.write(QByteArray("\xff\xd8\xff\xdb\x00\x43\x00\x10\x0b", 9)); // cut inside its quantisation table
    cutJpeg.close();
    QFile cutGif(dir.filePath(QStringLiteral("cut.gif")));
    QVERIFY(cutGif.open(QIODevice::WriteOnly));
    cutGif.write(QByteArray("GIF89a\x10\x00\x10\x00\x00\x00\x00\x2c\x00\x00", 16)); // cut inside its image's descriptor
    cutGif.close();
    const CliRun run = runCli({QStringLiteral("--read-image"), QStringLiteral("cut.png"), QStringLiteral("missing.png"),
                               QStringLiteral("cut.jpg"), QStringLiteral("cut.gif")},
                              {}, dir.path(), language);
    QCOMPARE(run.exitCode, 2);
    const QStringList errors = QString::fromUtf8(run.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(errors.size(), 4);
    const auto words = [&](const char* source) {
        const QString t = translated(language, "qudoku::render", source);
        return t.section(QStringLiteral("%1"), 0, 0); // up to the first placeholder
    };
    for (const char* source : {"the picture is damaged and cannot be decoded: %1",
                               "the file is cut short: it ends at byte %1, inside its %2 chunk"}) {
        QVERIFY2(!words(source).isEmpty() && words(source) != QString::fromLatin1(source).section(QStringLiteral("%1"), 0, 0), source);
        QVERIFY2(errors[0].contains(words(source)), qPrintable(errors[0]));
    }
    QVERIFY2(errors[0].startsWith(QStringLiteral("cut.png: ")), qPrintable(errors[0]));
    QVERIFY2(errors[1].startsWith(QStringLiteral("missing.png: ") + words("cannot read the file: %1")), qPrintable(errors[1]));
    // The JPEG's segment, between the placeholders: "..., inside its %2 segment" in the language.
    const char* segment = "the file is cut short: it ends at byte %1, inside its %2 segment";
    const QString between = translated(language, "qudoku::render", segment).section(QStringLiteral("%1"), 1).section(QStringLiteral("%2"), 0, 0);
    QVERIFY2(!between.isEmpty() && !QString::fromLatin1(segment).contains(between), qPrintable(between));
    QVERIFY2(errors[2].startsWith(QStringLiteral("cut.jpg: ")) && errors[2].contains(words(segment) + QStringLiteral("9") + between),
             qPrintable(errors[2]));
    // The GIF's: the whole sentence in the language, the place filled in.
    const QString gifCut = translated(language, "qudoku::render", "the file is cut short: it ends at byte %1, before its picture is whole");
    QVERIFY2(gifCut != QLatin1String("the file is cut short: it ends at byte %1, before its picture is whole"), qPrintable(gifCut));
    QVERIFY2(errors[3].startsWith(QStringLiteral("cut.gif: ")) && errors[3].endsWith(gifCut.arg(16)), qPrintable(errors[3]));
    QVERIFY(!run.err.contains("cannot"));
    QVERIFY(!run.err.contains("damaged"));
}
#endif

QTEST_MAIN(TestCliI18n)
#include "tst_cli_i18n.moc"
