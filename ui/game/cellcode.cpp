#include "game/cellcode.h"

#include <QCoreApplication>

namespace qudoku::ui {

namespace {

struct SaveFile { // the translation context of the save file's error sentences (savefile.cpp)
    Q_DECLARE_TR_FUNCTIONS(SaveFile)
};

char valueChar(int value) { return static_cast<char>(value < 10 ? '0' + value : 'a' + value - 10); }

// 1..25 for '1'-'9', 'a'-'p'; 0 for anything else.
int valueOfChar(QChar c) {
    const char16_t u = c.unicode();
    if (u >= u'1' && u <= u'9') return u - u'0';
    if (u >= u'a' && u <= u'p') return u - u'a' + 10;
    return 0;
}

// The layers in the order they are written; a layer's tag comes once, after those before it.
constexpr char16_t kTags[] = {u'G', u'D', u'S', u'C', u'K', u'P', u'Q'};

int tagRank(QChar c) {
    for (int i = 0; i < static_cast<int>(std::size(kTags)); ++i)
        if (c.unicode() == kTags[i]) return i;
    return -1;
}

void appendNumber(QByteArray& out, int n) {
    char digits[12];
    int len = 0;
    do {
        digits[len++] = static_cast<char>('0' + n % 10);
        n /= 10;
    } while (n > 0);
    while (len > 0) out += digits[--len];
}

// A positive decimal number at `at` (advanced past it), or 0.
int readNumber(QStringView text, qsizetype& at) {
    int n = 0;
    const qsizetype start = at;
    while (at < text.size() && text[at].unicode() >= u'0' && text[at].unicode() <= u'9' && at - start < 3)
        n = n * 10 + (text[at++].unicode() - u'0');
    return n;
}

} // namespace

void appendCellCode(QByteArray& out, const CellState& s) {
    if (s.value != 0) {
        out += s.given ? 'G' : s.byComputer ? 'S' : 'D';
        out += valueChar(s.value);
    }
    if (s.marks != 0) {
        out += 'C';
        for (int v = 1; v <= 25; ++v)
            if (s.marks & markBit(v)) out += valueChar(v);
    }
    if (!s.corner.empty()) {
        out += 'K';
        for (int i = 0; i < s.corner.size(); ++i) out += valueChar(s.corner.at(i));
    }
    if (s.colours != 0) {
        out += 'P';
        for (int c = 1; c <= kColours; ++c)
            if (s.colours & colourBit(c)) out += static_cast<char>('0' + c);
    }
    if (s.hasCandidateColours()) {
        out += 'Q';
        for (int v = 1; v <= 25; ++v)
            if (const int c = s.candidateColours[static_cast<std::size_t>(v - 1)]; c != 0) {
                out += valueChar(v);
                out += static_cast<char>('0' + c);
            }
    }
}

QByteArray cellCode(const CellState& state) {
    QByteArray out;
    appendCellCode(out, state);
    return out;
}

std::optional<CellState> parseCellCode(QStringView code, int size, QString* why) {
    CellState s;
    int lastRank = -1;
    qsizetype at = 0;
    const auto refuse = [why](const QString& reason) {
        if (why) *why = reason;
        return std::nullopt;
    };
    while (at < code.size()) {
        const QChar tag = code[at];
        const int rank = tagRank(tag);
        if (rank <= lastRank)
            return refuse(SaveFile::tr("\"%1\" is not expected at character %2").arg(tag).arg(at + 1));
        lastRank = rank;
        ++at;
        const qsizetype start = at;
        // The values (or colours) that follow the tag, up to the next capital letter.
        while (at < code.size() && tagRank(code[at]) < 0) ++at;
        const QStringView run = code.sliced(start, at - start);
        if (run.isEmpty()) return refuse(SaveFile::tr("\"%1\" has no value after it").arg(tag));
        const auto value = [&](qsizetype i) -> int {
            const int v = valueOfChar(run[i]);
            return v >= 1 && v <= size ? v : 0;
        };
        const auto badValue = [&](qsizetype i) {
            return refuse(SaveFile::tr("\"%1\" is not a value from 1 to %2").arg(run[i]).arg(size));
        };
        switch (tag.unicode()) {
        case u'G':
        case u'D':
        case u'S':
            if (run.size() != 1) return refuse(SaveFile::tr("\"%1\" takes one value").arg(tag));
            if (!value(0)) return badValue(0);
            s.value = value(0);
            s.given = tag == u'G';
            s.byComputer = tag == u'S';
            break;
        case u'C':
        case u'K':
            for (qsizetype i = 0; i < run.size(); ++i) {
                const int v = value(i);
                if (!v) return badValue(i);
                const bool repeated = tag == u'C' ? (s.marks & markBit(v)) != 0 : s.corner.contains(v);
                if (repeated) return refuse(SaveFile::tr("value %1 is repeated after \"%2\"").arg(run[i]).arg(tag));
                if (tag == u'C') s.marks |= markBit(v);
                else s.corner.add(v);
            }
            break;
        case u'P':
            for (qsizetype i = 0; i < run.size(); ++i) {
                const int c = run[i].unicode() - u'0';
                if (c < 1 || c > kColours)
                    return refuse(SaveFile::tr("\"%1\" is not a colour from 1 to %2").arg(run[i]).arg(kColours));
                if (s.colours & colourBit(c)) return refuse(SaveFile::tr("colour %1 is repeated").arg(c));
                s.colours |= colourBit(c);
            }
            break;
        case u'Q':
            if (run.size() % 2 != 0) return refuse(SaveFile::tr("\"Q\" takes pairs of a value and a colour"));
            for (qsizetype i = 0; i < run.size(); i += 2) {
                const int v = value(i);
                if (!v) return badValue(i);
                const int c = run[i + 1].unicode() - u'0';
                if (c < 1 || c > kColours)
                    return refuse(SaveFile::tr("\"%1\" is not a colour from 1 to %2").arg(run[i + 1]).arg(kColours));
                auto& slot = s.candidateColours[static_cast<std::size_t>(v - 1)];
                if (slot != 0) return refuse(SaveFile::tr("value %1 is repeated after \"%2\"").arg(run[i]).arg(tag));
                slot = static_cast<std::uint8_t>(c);
            }
            break;
        }
    }
    return s;
}

void appendChangeCode(QByteArray& out, const CellChange& change, Shape shape) {
    out += 'r';
    appendNumber(out, shape.rowOf(change.cell) + 1);
    out += 'c';
    appendNumber(out, shape.colOf(change.cell) + 1);
    out += ':';
    appendCellCode(out, change.before);
    out += '>';
    appendCellCode(out, change.after);
}

std::optional<CellChange> parseChangeCode(QStringView code, Shape shape, QString* why) {
    const int n = shape.size();
    qsizetype at = 0;
    int row = 0, col = 0;
    if (at < code.size() && code[at] == u'r') row = readNumber(code, ++at);
    if (at < code.size() && code[at] == u'c') col = readNumber(code, ++at);
    if (row < 1 || row > n || col < 1 || col > n || at >= code.size() || code[at] != u':') {
        if (why) *why = SaveFile::tr("it does not start with the cell, \"r1c1:\" to \"r%1c%1:\"").arg(n);
        return std::nullopt;
    }
    ++at;
    const qsizetype arrow = code.indexOf(u'>', at);
    if (arrow < 0) {
        if (why) *why = SaveFile::tr("it has no \">\" between the state before and the state after");
        return std::nullopt;
    }
    QString reason;
    const auto before = parseCellCode(code.sliced(at, arrow - at), n, &reason);
    if (!before) {
        if (why) *why = SaveFile::tr("the state before: %1").arg(reason);
        return std::nullopt;
    }
    const auto after = parseCellCode(code.sliced(arrow + 1), n, &reason);
    if (!after) {
        if (why) *why = SaveFile::tr("the state after: %1").arg(reason);
        return std::nullopt;
    }
    return CellChange{shape.cellAt(row - 1, col - 1), *before, *after};
}

} // namespace qudoku::ui
