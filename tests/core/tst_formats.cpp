// The exchange formats (ss, sdk, sdm, ...) through the public reader and writer: the samples in
// tests/data/formats read to the puzzles they hold, detection picks the format each sample is in,
// every format writes what it reads back unchanged, and bad inputs are reported at their exact
// line and column. The format table itself: names, extensions and every size a format can spell.

#include <QRegularExpression>
#include <QtTest>

#include <bit>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/reader.h"
#include "qudoku/writer.h"
#include "test_support.h"

using namespace qudoku;
using namespace qudoku::testsupport;

namespace {

const QString kFormatsDir = QStringLiteral(QUDOKU_TEST_DATA "/formats/");

std::string sampleText(const QString& name) {
    std::ifstream in((kFormatsDir + name).toStdString(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

QByteArray qb(const std::string& s) { return QByteArray(s.data(), static_cast<qsizetype>(s.size())); }
std::string str(const QByteArray& b) { return std::string(b.constData(), static_cast<std::size_t>(b.size())); }
QByteArray nameOf(Format f) { return bytes(formatName(f)); }
int F(Format f) { return static_cast<int>(f); }
constexpr int kNone = -1;
std::optional<Format> formatArg(int f) { return f < 0 ? std::nullopt : std::optional<Format>(static_cast<Format>(f)); }

// "A:Ruud|D:A random puzzle" for the notes, so a failure shows them.
QByteArray notesText(const std::vector<PuzzleNote>& notes) {
    QByteArray out;
    for (const PuzzleNote& n : notes) out += (out.isEmpty() ? "" : "|") + QByteArray(1, n.key) + ":" + qb(n.text);
    return out;
}

// A position cell by cell, as a pencil-mark grid's tokens: "47 79 +8 ..." (a given as its digit, a
// value solved on the way after a '+', an empty cell as its marks); empty without pencil marks.
QByteArray tokensOf(const Puzzle& p) {
    if (!p.pencilmarks) return {};
    QByteArrayList tokens;
    for (int cell = 0; cell < p.grid.cellCount(); ++cell) {
        if (p.grid.at(cell) != 0) tokens << QByteArray::number(p.grid.at(cell));
        else if (p.pencilmarks->solved.at(cell) != 0) tokens << "+" + QByteArray::number(p.pencilmarks->solved.at(cell));
        else {
            QByteArray marks;
            for (int v = 1; v <= p.grid.size(); ++v)
                if (p.pencilmarks->marks[static_cast<std::size_t>(cell)] & (1u << (v - 1))) marks += char('0' + v);
            tokens << marks;
        }
    }
    return tokens.join(' ');
}

// The same tokens read straight from a pencil-mark text (digit runs, a '+' kept), not by the library.
QByteArray tokensOfText(const std::string& text, bool keepPlus = true) {
    QByteArrayList tokens;
    const QRegularExpression token(QStringLiteral("\\+?\\d+"));
    for (auto it = token.globalMatch(QString::fromStdString(text)); it.hasNext();) {
        QString t = it.next().captured();
        if (!keepPlus) t.remove(QLatin1Char('+'));
        tokens << t.toLatin1();
    }
    return tokens.join(' ');
}

// Everything a puzzle carries besides its place in the input, for round-trip comparisons.
QByteArray contentOf(const Puzzle& p) {
    return qb(plainLine(p.grid)) + " " + nameOf(p.layout.format) + " alphabet=" +
           QByteArray::number(static_cast<int>(p.layout.alphabet)) + " compact=" +
           QByteArray::number(p.layout.compactRows) + " title=" + qb(p.title) + " notes=" + notesText(p.notes) +
           " position=" + tokensOf(p);
}

// A grid of `shape` with about a third of its cells filled by a fixed pattern (no rules needed: the
// formats spell grids, they do not check them).
Grid patternGrid(Shape shape) {
    Grid g(shape);
    const int n = shape.size();
    for (int cell = 0; cell < g.cellCount(); ++cell)
        if ((cell * 7) % 3 == 0) g.set(cell, 1 + (cell * 5) % n);
    return g;
}

} // namespace

class TestFormats : public QObject {
    Q_OBJECT

private slots:
    void readsSamples_data();
    void readsSamples();
    void detectsFormat_data();
    void detectsFormat();
    void roundTrips_data();
    void roundTrips();
    void freeTextRoundTrips_data();
    void freeTextRoundTrips();
    void everyFormatWritesEverySizeItCan();
    void reportsErrors_data();
    void reportsErrors();
    void tableNamesAndExtensions();
    void pencilmarkGridAfterACaption();
};

void TestFormats::readsSamples_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");      // as given to the reader; kNone: detected
    QTest::addColumn<bool>("byExtension"); // the file's extension is passed as the hint
    QTest::addColumn<int>("layout");      // the format the puzzle is laid out in
    QTest::addColumn<QByteArrayList>("grids");
    QTest::addColumn<QByteArray>("notes");
    QTest::addColumn<QByteArray>("position"); // tokensOf the first puzzle: empty, or its givens and marks

    const QByteArray sudocue = "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";
    const QByteArray pe96 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    QTest::newRow("sdk/sudocue-notes") << "sudocue.sdk" << kNone << false << F(Format::Sdk) << QByteArrayList{sudocue}
                                       << QByteArray("A:Ruud|D:A random puzzle created by SudoCue|C:Just start plugging in "
                                                     "the numbers|B:03-08-2006|S:SudoCue|L:Easy|U:http://www.sudocue.net/")
                                       << QByteArray();
    QTest::newRow("sdk/puzzle-header") << "sadman.sdk" << kNone << false << F(Format::Sdk) << QByteArrayList{pe96}
                                       << QByteArray() << QByteArray();
    QTest::newRow("ss/new-style") << "simple.ss" << kNone << false << F(Format::Ss) << QByteArrayList{pe96} << QByteArray() << QByteArray();
    QTest::newRow("ss/old-style-x") << "old_style.ss" << kNone << false << F(Format::Ss)
                                    << QByteArrayList{".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7."}
                                    << QByteArray() << QByteArray();
    QTest::newRow("ss/framed") << "framed.ss" << kNone << false << F(Format::Ss)
                               << QByteArrayList{"8..4......65....429...8.1.67...65..8.........2..94...55.9.2...747....29......1..4"}
                               << QByteArray() << QByteArray();
    const QByteArrayList sdm{".164.....2....9...4......62.7.23.1..1.......3..3.87.4.96......5...8....7.....682.",
                             ".49..86.5..3..7..........3....4..8...6.815.2...1..9....1..........6..4..8.45..39.",
                             "76.5.........6...8......4.32..4..8...8.....3...5..1..78.9......6...1.........3.41"};
    QTest::newRow("sdm/by-extension") << "collection.sdm" << kNone << true << F(Format::Sdm) << sdm << QByteArray() << QByteArray();
    // Without its extension an .sdm file is a Line file: the same puzzles.
    QTest::newRow("sdm/as-line-text") << "collection.sdm" << kNone << false << F(Format::Line) << sdm << QByteArray() << QByteArray();
    QTest::newRow("sdm/forced") << "collection.sdm" << F(Format::Sdm) << false << F(Format::Sdm) << sdm << QByteArray() << QByteArray();

    // A forum position: givens, "+" values solved on the way and marks, cell by cell as written.
    const std::string forum = sampleText(QStringLiteral("forum_position.txt"));
    QTest::newRow("pencilmarks/forum-plus") << "forum_position.txt" << kNone << false << F(Format::Pencilmarks)
                                            << QByteArrayList{"................12..3.45........6.......73..428..........8...2...7......5.....6.1"}
                                            << QByteArray() << tokensOfText(forum);
    QTest::newRow("pencilmarks/hodoku-markup")
        << "hodoku_markup.txt" << kNone << false << F(Format::Pencilmarks)
        << QByteArrayList{"6.23.5487..4...3...3..4..6.3...2...4.416.82..92.45...825..8..4.4.95.28..1..9.4526"}
        << QByteArray() << tokensOfText(sampleText(QStringLiteral("hodoku_markup.txt")));
    // The same position as 729 characters: the "+" values come back as givens (no mark for them).
    QTest::newRow("candidates729/forum") << "forum_position.729.txt" << kNone << false << F(Format::Candidates729)
                                         << QByteArrayList{"..8.21..6..57.8.12123645..8..41862..9512738642864591....9814.2.817562...542..7681"}
                                         << QByteArray() << tokensOfText(forum, false);
}

// Each sample reads to its puzzles, laid out in its format, with the notes it carries.
void TestFormats::readsSamples() {
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(bool, byExtension);
    QFETCH(int, layout);
    QFETCH(QByteArrayList, grids);
    QFETCH(QByteArray, notes);
    QFETCH(QByteArray, position);
    const std::string text = sampleText(file);
    QVERIFY2(!text.empty(), qPrintable(file));
    const auto hint = byExtension ? formatFromFileName(file.toStdString()) : std::nullopt;
    const auto results = readAll(text, formatArg(format), hint);
    QCOMPARE(results.size(), static_cast<std::size_t>(grids.size()));
    for (qsizetype i = 0; i < grids.size(); ++i) {
        const ReadResult& r = results[static_cast<std::size_t>(i)];
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(QStringLiteral("%1 at %2:%3").arg(kindText(r.error().kind).constData())
                                                      .arg(r.error().line).arg(r.error().column)));
        QCOMPARE(qb(plainLine(r->grid)), grids[i]);
        QCOMPARE(nameOf(r->layout.format), nameOf(static_cast<Format>(layout)));
        QCOMPARE(notesText(r->notes), i == 0 ? notes : QByteArray());
        QCOMPARE(r->pencilmarks.has_value(), formatInfo(r->layout.format).carriesCandidates);
        if (i == 0) QCOMPARE(tokensOf(*r), position);
    }
}

void TestFormats::detectsFormat_data() {
    QTest::addColumn<QString>("file");   // a sample, or empty: `text` below
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("byExtension");
    QTest::addColumn<int>("expected");
    const auto sample = [](const char* name, const char* file, bool byExtension, Format f) {
        QTest::newRow(name) << QString::fromLatin1(file) << QByteArray() << byExtension << F(f);
    };
    const auto text = [](const char* name, const QByteArray& t, Format f) {
        QTest::newRow(name) << QString() << t << false << F(f);
    };
    sample("sudocue.sdk", "sudocue.sdk", false, Format::Sdk);
    sample("sadman.sdk", "sadman.sdk", false, Format::Sdk);
    sample("simple.ss", "simple.ss", false, Format::Ss);
    sample("old_style.ss", "old_style.ss", false, Format::Ss);
    sample("framed.ss", "framed.ss", false, Format::Ss);
    sample("collection.sdm, by its text", "collection.sdm", false, Format::Line);
    sample("collection.sdm, by its extension", "collection.sdm", true, Format::Sdm);
    // An extension is taken only when the text fits its format at all.
    QTest::newRow("an .sdm file holding a grid") << QStringLiteral("grid.sdm")
                                                 << QByteArray("Grid 01\n003020600\n900305001\n") << true << F(Format::Grid);
    QTest::newRow("an .sdk file of plain rows") << QStringLiteral("plain.sdk") << QByteArray("..3.2.6..\n9..3.5..1\n")
                                                << true << F(Format::Sdk);
    text("plain compact rows are a grid", "..3.2.6..\n9..3.5..1\n", Format::Grid);
    text("ss rows after a comment", "# from Simple Sudoku\n..3|.2.|6..\n9..|3.5|..1\n", Format::Ss);
    text("4x4 ss rows", "1.|3.\n.4|.1\n-----\n.1|.3\n4.|1.\n", Format::Ss);
    text("spaced rows with bars stay a grid", ". . 3 | . 2 . | 6 . .\n9 . . | 3 . 5 | . . 1\n", Format::Grid);
    text("an sdk note and rows", "#ARuud\n2..1.5..3\n.54...71.\n", Format::Sdk);
    text("a comment with a blank is no sdk note", "# Ruud\n2..1.5..3\n.54...71.\n", Format::Grid);
    sample("forum_position.txt", "forum_position.txt", false, Format::Pencilmarks);
    sample("hodoku_markup.txt", "hodoku_markup.txt", false, Format::Pencilmarks);
    sample("forum_position.729.txt", "forum_position.729.txt", false, Format::Candidates729);
    text("pencil marks after a solved first row", "| 1 2 3 | 4 5 6 | 7 8 9 |\n| 45 6 7 | 1 2 3 | 89 89 4 |\n",
         Format::Pencilmarks);
    text("a solved row alone is a grid", "1 2 3 | 4 5 6 | 7 8 9\n4 5 6 | 7 8 9 | 1 2 3\n", Format::Grid);
    text("a 4x4 grid of marks on one line", "12 34 3 4 3 4 12 12 24 1 34 3 4 3 12 12\n", Format::Pencilmarks);
    text("a 16x16 spaced grid with numbers is no pencil-mark grid",
         "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n5 6 7 8 1 2 3 4 13 14 15 16 9 10 11 12\n", Format::Grid);
    text("a 728-character candidate string", QByteArray(728, '.') + "\n", Format::Candidates729);
    text("a 64-character 4x4 candidate string", QByteArray("1...").repeated(16) + "\n", Format::Candidates729);
}

// Each sample is detected as its format (the table's best fit), with the extension as a hint where
// the row says so.
void TestFormats::detectsFormat() {
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(bool, byExtension);
    QFETCH(int, expected);
    const std::string content = text.isEmpty() ? sampleText(file) : str(text);
    std::vector<std::string_view> lines;
    std::string_view rest(content);
    while (!rest.empty()) {
        const std::size_t nl = rest.find('\n');
        lines.push_back(rest.substr(0, nl));
        rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    }
    const auto hint = byExtension ? formatFromFileName(file.toStdString()) : std::nullopt;
    const auto got = detectFormat(lines, hint);
    QVERIFY(got);
    QCOMPARE(nameOf(*got), nameOf(static_cast<Format>(expected)));
    // The reader detects the same.
    std::istringstream in(content);
    PuzzleReader reader(in, std::nullopt, hint);
    QVERIFY(reader.next());
    QCOMPARE(nameOf(*reader.format()), nameOf(static_cast<Format>(expected)));
}

void TestFormats::roundTrips_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    for (const char* file : {"sudocue.sdk", "sadman.sdk", "simple.ss", "old_style.ss", "framed.ss"})
        QTest::newRow(file) << QString::fromLatin1(file) << kNone;
    QTest::newRow("collection.sdm") << QStringLiteral("collection.sdm") << F(Format::Sdm);
    for (const char* file : {"forum_position.txt", "hodoku_markup.txt", "forum_position.729.txt"})
        QTest::newRow(file) << QString::fromLatin1(file) << kNone;
}

// read(write(p)) == p for every puzzle of every sample: the grid, layout, title, notes and pencil
// marks; and the second writing is byte for byte the first.
void TestFormats::roundTrips() {
    QFETCH(QString, file);
    QFETCH(int, format);
    const auto first = readAll(sampleText(file), formatArg(format));
    QVERIFY(!first.empty());
    for (const ReadResult& r : first) {
        QVERIFY(r.ok());
        const std::string written = writePuzzle(*r);
        const ReadResult again = readOne(written, r->layout.format);
        QVERIFY2(again.ok(), written.c_str());
        QCOMPARE(contentOf(*again), contentOf(*r));
        QCOMPARE(qb(writePuzzle(*again)), qb(written));
        // Detected without help, it is the same format again, except where only the extension can
        // tell: .sdm lines, and .sdk rows without notes (a Grid by their text).
        const bool told = r->layout.format == Format::Sdm || (r->layout.format == Format::Sdk && r->notes.empty());
        if (!told) QCOMPARE(nameOf(readOne(written)->layout.format), nameOf(r->layout.format));
    }
}

void TestFormats::freeTextRoundTrips_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("notes");
    const std::string pe96 = "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n"
                             "005010300\n";
    // A line ending in "\r\r\n" (Windows line ends added twice), or a carriage return before trailing
    // blanks, left a '\r' at the end of a title or note; written back before a '\n' it was read as the
    // line end, and the text changed (fuzz_reader). Free text ends before it.
    QTest::newRow("grid title, crcrlf") << qb("Grid 01\r\r\n" + pe96) << F(Format::Grid) << QByteArray("Grid 01") << QByteArray();
    QTest::newRow("grid title, cr and a blank") << qb("Grid 01\r \n" + pe96) << F(Format::Grid) << QByteArray("Grid 01")
                                                << QByteArray();
    QTest::newRow("sdk notes, crcrlf") << qb("#ARuud\r\r\n#B03-08-2006\r\t\r\n" + pe96) << F(Format::Sdk) << QByteArray()
                                       << QByteArray("A:Ruud|B:03-08-2006");
    QTest::newRow("sdk note, only a cr") << qb("#C\r\r\n" + pe96) << F(Format::Sdk) << QByteArray() << QByteArray("C:");
}

// A title's and a note's text read without the line end's leftovers, and come back from the writer.
void TestFormats::freeTextRoundTrips() {
    QFETCH(QByteArray, text);
    QFETCH(int, format);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, notes);
    const ReadResult first = readOne(str(text), formatArg(format));
    QVERIFY(first.ok());
    QCOMPARE(qb(first->title), title);
    QCOMPARE(notesText(first->notes), notes);
    const std::string written = writePuzzle(*first);
    const ReadResult again = readOne(written, first->layout.format);
    QVERIFY2(again.ok(), written.c_str());
    QCOMPARE(contentOf(*again), contentOf(*first));
}

// Every format writes a grid of every size it can spell so that reading it as that format gives the
// grid back (the candidate formats: its givens, and candidates for the other cells).
void TestFormats::everyFormatWritesEverySizeItCan() {
    for (Format f : allFormats()) {
        for (int n : {4, 6, 9, 12, 16, 25}) {
            if (n > formatInfo(f).maxSize) continue;
            const Shape shape = *Shape::forSize(n);
            const Grid g = patternGrid(shape);
            const TextLayout layout{f, defaultAlphabet(n), false};
            std::string written = writeGrid(g, layout);
            if (f == Format::Block) written = "1\n" + written; // Block answers leave out the case count
            const ReadResult back = readOne(written, f);
            const QByteArray what = nameOf(f) + " " + QByteArray::number(n) + "x" + QByteArray::number(n);
            QVERIFY2(back.ok(), what.constData());
            if (!formatInfo(f).carriesCandidates) {
                QCOMPARE(qb(plainLine(back->grid)), qb(plainLine(g)));
                continue;
            }
            // Written without marks, every empty cell gets the candidates the rules leave it; one
            // left alone reads back as a given (the formats cannot tell a naked single from one).
            QVERIFY2(keepsGivens(g, back->grid), what.constData());
            QVERIFY(back->pencilmarks);
            for (int cell = 0; cell < g.cellCount(); ++cell)
                if (g.isEmpty(cell) && back->grid.isEmpty(cell))
                    QVERIFY2(std::popcount(back->pencilmarks->marks[static_cast<std::size_t>(cell)]) >= 2, what.constData());
        }
    }
}

void TestFormats::reportsErrors_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("format"); // kNone: detected
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("got");
    QTest::addColumn<int>("expected");
    QTest::addColumn<int>("actual");
    using PK = ParseErrorKind;
    const auto row = [](const char* name, const QByteArray& text, int format, PK kind, int line, int column,
                        const QByteArray& got, int expected, int actual) {
        QTest::newRow(name) << text << format << kindText(kind) << line << column << got << expected << actual;
    };
    const QByteArray ss = "..3|.2.|6..\n9..|3.5|..1\n..1|8.6|4..\n-----------\n..8|1.2|9..\n7..|...|..8\n"
                          "..6|7.8|2..\n-----------\n..2|6.9|5..\n8..|2.3|..9\n..5|.1.|3..\n";
    row("ss/bad-symbol", QByteArray(ss).replace(26, 1, "?"), kNone, PK::BadSymbol, 3, 3, "?", 0, 0);
    row("ss/short-row", QByteArray(ss).replace("7..|...|..8", "7..|...|.8"), kNone, PK::RowTooShort, 6, 11, "", 9, 8);
    row("ss/long-row", QByteArray(ss).replace("7..|...|..8", "7..|...|..81"), kNone, PK::RowTooLong, 6, 12, "", 9, 10);
    row("ss/too-few-rows", ss.left(ss.indexOf("..2|6.9")), kNone, PK::TooFewRows, 8, 0, "", 9, 6);
    const QByteArray sdk = "#ARuud\n[Puzzle]\n2..1.5..3\n.54...71.\n.1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n"
                           ".2.7.1.6.\n.81...24.\n7..4.2..1\n";
    row("sdk/bad-symbol", QByteArray(sdk).replace(".54...71.", ".54..x71."), kNone, PK::BadSymbol, 4, 6, "x", 0, 0);
    row("sdk/short-row", QByteArray(sdk).replace("6.28.73.4", "6.28.73."), kNone, PK::RowTooShort, 6, 9, "", 9, 8);
    row("sdk/notes-without-rows", "#ARuud\n#DA puzzle\n", F(Format::Sdk), PK::TooFewRows, 2, 0, "", 0, 0);
    row("sdm/line-length", "01640000020000900040000006207023010010000000300308704096000000500080000700000682\n",
        F(Format::Sdm), PK::LineLength, 1, 81, "", 81, 80);
    // Pencil-mark grids: the sample with one thing broken.
    const QByteArray forum = qb(sampleText(QStringLiteral("forum_position.txt")));
    row("pencilmarks/zero-candidate", QByteArray(forum).replace("| 47 79", "| 47 70"), kNone, PK::BadCandidates, 2, 7,
        "0", 0, 0);
    row("pencilmarks/repeated-digit", QByteArray(forum).replace("| 47 79", "| 47 799"), kNone, PK::RepeatedDigit, 2, 6,
        "799", 0, 0);
    row("pencilmarks/a-cell-missing", QByteArray(forum).replace("+8  1  |", "+8     |"), kNone, PK::WrongCellCount, 12,
        31, "", 81, 80);
    row("pencilmarks/a-cell-too-many", QByteArray(forum).replace("+8  1  |", "+8  1 4|"), kNone, PK::WrongCellCount, 12,
        35, "", 81, 82);
    row("pencilmarks/7-in-a-6x6-grid", "17" + QByteArray(" 1").repeated(35) + "\n", F(Format::Pencilmarks),
        PK::BadCandidates, 1, 2, "7", 0, 0);
    // Candidate strings: the sample's line with one character changed.
    const QByteArray line729 = qb(sampleText(QStringLiteral("forum_position.729.txt"))).trimmed();
    row("candidates729/one-short", line729.left(728) + "\n", kNone, PK::WrongCellCount, 1, 729, "", 729, 728);
    row("candidates729/misplaced", QByteArray(line729).replace(3, 1, "5") + "\n", kNone, PK::MisplacedCandidate, 1, 4,
        "5", 4, 0);
    row("candidates729/no-candidates", QByteArray(line729).replace(9, 9, ".........") + "\n", kNone, PK::NoCandidates, 1,
        10, "", 0, 0);
    row("candidates729/bad-symbol", QByteArray(line729).replace(100, 1, "x") + "\n", kNone, PK::BadSymbol, 1, 101, "x",
        0, 0);
    row("sdm/bad-symbol", "0164000002000090004000000620702301001000000030030870409600000050008000070000068x0\n",
        F(Format::Sdm), PK::BadSymbol, 1, 80, "x", 0, 0);
}

// Each bad input is reported with the kind, line, column and values that make the message.
void TestFormats::reportsErrors() {
    QFETCH(QByteArray, text);
    QFETCH(int, format);
    QFETCH(QByteArray, kind);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, got);
    QFETCH(int, expected);
    QFETCH(int, actual);
    const ReadResult r = readOne(str(text), formatArg(format));
    QVERIFY(!r.ok());
    const ParseError& e = r.error();
    QCOMPARE(kindText(e.kind), kind);
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    QCOMPARE(qb(e.got), got);
    if (kind != kindText(ParseErrorKind::BadSymbol)) {
        QCOMPARE(e.expected, expected);
        QCOMPARE(e.actual, actual);
    }
}

// Names and extensions lead back to their format; every format is listed once.
void TestFormats::tableNamesAndExtensions() {
    const std::vector<Format> all = allFormats();
    QVERIFY(all.size() >= 7);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const FormatInfo& info = formatInfo(all[i]);
        QVERIFY(info.format == all[i]);
        QVERIFY(formatFromName(info.name) == all[i]);
        QCOMPARE(bytes(formatName(all[i])), bytes(info.name));
        if (!info.extension.empty()) {
            QVERIFY(formatFromFileName("puzzle." + std::string(info.extension)) == all[i]);
            QVERIFY(!info.program.empty());
        }
        for (std::size_t j = 0; j < i; ++j) QVERIFY(all[j] != all[i]);
    }
    QVERIFY(formatFromFileName("Puzzle.SDK") == Format::Sdk);
    QVERIFY(formatFromFileName("dir.ss/puzzle.txt") == std::nullopt);
    QVERIFY(formatFromFileName("dir.ss/puzzle") == std::nullopt);
    QVERIFY(formatFromFileName("../formats/x.sdm") == Format::Sdm);
    QVERIFY(formatFromFileName("C:\\puzzles\\x.ss") == Format::Ss);
    QVERIFY(formatFromFileName("noextension") == std::nullopt);
    QCOMPARE(nameOf(Format::Ss), QByteArray("ss"));
    QCOMPARE(nameOf(Format::Sdk), QByteArray("sdk"));
    QCOMPARE(nameOf(Format::Sdm), QByteArray("sdm"));
}

// A grid pasted from a forum post with the sentence before it reads as the grid: the caption is
// passed over, by detection and by the reader.
void TestFormats::pencilmarkGridAfterACaption() {
    const std::string grid = sampleText(QStringLiteral("forum_position.txt"));
    const ReadResult r = readOne("Position after step 3 (r7c2<>6 next):\n\n" + grid);
    QVERIFY(r.ok());
    QCOMPARE(nameOf(r->layout.format), QByteArray("pencilmarks"));
    QCOMPARE(r->line, 4); // its first row (the ruler above it is decoration)
    QCOMPARE(tokensOf(*r), tokensOfText(grid));
}

QTEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
