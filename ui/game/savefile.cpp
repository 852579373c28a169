#include "game/savefile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

namespace qudoku::ui {

namespace {

struct SaveFile { // the translation context of the save file's error sentences
    Q_DECLARE_TR_FUNCTIONS(SaveFile)
};


const char* alphabetKey(Alphabet a) {
    switch (a) {
    case Alphabet::Digits: return "digits";
    case Alphabet::Letters: return "letters";
    case Alphabet::DigitsLetters: return "digits-letters";
    case Alphabet::Hex: return "hex";
    }
    return "digits";
}

std::optional<Alphabet> alphabetFromKey(const QString& key) {
    for (Alphabet a : {Alphabet::Digits, Alphabet::Letters, Alphabet::DigitsLetters, Alphabet::Hex})
        if (key == QLatin1String(alphabetKey(a))) return a;
    return std::nullopt;
}

// N rows of N values; `pick` chooses the value written for each cell.
template <class Pick>
QJsonArray rows(const GameSnapshot& s, Pick pick) {
    QJsonArray out;
    const int n = s.shape.size();
    for (int r = 0; r < n; ++r) {
        QJsonArray row;
        for (int c = 0; c < n; ++c) row.append(pick(s.cells[s.shape.cellAt(r, c)]));
        out.append(row);
    }
    return out;
}

// Reads N rows of N integers 0..N into `out` (one per cell); returns an error sentence or empty.
QString readRows(const QJsonValue& value, const char* key, int n, std::vector<int>& out) {
    const QString name = QLatin1String(key);
    if (!value.isArray() || value.toArray().size() != n)
        return SaveFile::tr("\"%1\" must be a list of %2 rows").arg(name).arg(n);
    out.assign(static_cast<std::size_t>(n) * n, 0);
    const QJsonArray rowsArray = value.toArray();
    for (int r = 0; r < n; ++r) {
        const QJsonValue row = rowsArray.at(r);
        if (!row.isArray() || row.toArray().size() != n)
            return SaveFile::tr("row %1 of \"%2\" must hold %3 values").arg(r + 1).arg(name).arg(n);
        const QJsonArray cells = row.toArray();
        for (int c = 0; c < n; ++c) {
            const QJsonValue v = cells.at(c);
            const int x = v.toInt(-1);
            if (!v.isDouble() || x < 0 || x > n)
                return SaveFile::tr("row %1, column %2 of \"%3\" must be a number from 0 to %4")
                    .arg(r + 1).arg(c + 1).arg(name).arg(n);
            out[static_cast<std::size_t>(r * n + c)] = x;
        }
    }
    return {};
}

} // namespace

QByteArray saveGameJson(const GameSnapshot& s) { return QJsonDocument(gameToJson(s)).toJson(QJsonDocument::Indented); }

QJsonObject gameToJson(const GameSnapshot& s) {
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("qudoku-save");
    root[QStringLiteral("version")] = kSaveFormatVersion;
    root[QStringLiteral("size")] = s.shape.size();
    root[QStringLiteral("boxRows")] = s.shape.boxRows;
    root[QStringLiteral("boxCols")] = s.shape.boxCols;
    root[QStringLiteral("alphabet")] = QLatin1String(alphabetKey(s.alphabet));
    root[QStringLiteral("mode")] = s.mode == Mode::Play ? QStringLiteral("play") : QStringLiteral("enter");
    root[QStringLiteral("elapsedMs")] = static_cast<double>(s.elapsedMs);
    root[QStringLiteral("givens")] = rows(s, [](const CellState& c) { return c.given ? c.value : 0; });
    root[QStringLiteral("digits")] = rows(s, [](const CellState& c) { return c.given ? 0 : c.value; });
    QJsonArray marks;
    const int n = s.shape.size();
    for (int cell = 0; cell < s.shape.cellCount(); ++cell) {
        if (s.cells[cell].marks == 0) continue;
        QJsonArray values;
        for (int v = 1; v <= n; ++v)
            if (s.cells[cell].marks & markBit(v)) values.append(v);
        marks.append(QJsonObject{{QStringLiteral("row"), s.shape.rowOf(cell) + 1},
                                 {QStringLiteral("col"), s.shape.colOf(cell) + 1},
                                 {QStringLiteral("marks"), values}});
    }
    root[QStringLiteral("pencilMarks")] = marks;
    QJsonArray byComputer;
    for (int cell = 0; cell < s.shape.cellCount(); ++cell)
        if (s.cells[cell].byComputer && s.cells[cell].value != 0 && !s.cells[cell].given)
            byComputer.append(QJsonObject{{QStringLiteral("row"), s.shape.rowOf(cell) + 1},
                                          {QStringLiteral("col"), s.shape.colOf(cell) + 1}});
    if (!byComputer.isEmpty()) root[QStringLiteral("computerDigits")] = byComputer;
    root[QStringLiteral("hintsUsed")] = s.hintsUsed;
    root[QStringLiteral("solvedByComputer")] = s.solvedByComputer;
    return root;
}

Result<GameSnapshot, QString> loadGameJson(const QByteArray& json) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        return fail(SaveFile::tr("the file is not valid JSON (%1 at byte %2)")
                        .arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject()) return fail(SaveFile::tr("the file is not a Qudoku save file (no \"format\": \"qudoku-save\")"));
    return gameFromJson(doc.object());
}

Result<GameSnapshot, QString> gameFromJson(const QJsonObject& root) {
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("qudoku-save"))
        return fail(SaveFile::tr("the file is not a Qudoku save file (no \"format\": \"qudoku-save\")"));
    const int version = root.value(QStringLiteral("version")).toInt(0);
    if (version < 1 || version > kSaveFormatVersion)
        return fail(SaveFile::tr("save file version %1 is not supported (this Qudoku reads version %2)")
                        .arg(version).arg(kSaveFormatVersion));

    GameSnapshot s;
    const int n = root.value(QStringLiteral("size")).toInt(0);
    const auto shape = Shape::forSize(n);
    if (!shape) return fail(SaveFile::tr("\"size\" %1 is not a supported grid size (4, 6, 9, 12, 16 or 25)").arg(n));
    s.shape = *shape;
    if (root.contains(QStringLiteral("boxRows")) &&
        (root.value(QStringLiteral("boxRows")).toInt() != shape->boxRows ||
         root.value(QStringLiteral("boxCols")).toInt() != shape->boxCols))
        return fail(SaveFile::tr("\"boxRows\" and \"boxCols\" do not match size %1").arg(n));

    const auto alphabet = alphabetFromKey(root.value(QStringLiteral("alphabet")).toString());
    if (!alphabet || !alphabetFits(*alphabet, n))
        return fail(SaveFile::tr("\"alphabet\" must be one of digits, letters, digits-letters, hex and fit size %1").arg(n));
    s.alphabet = *alphabet;

    const QString mode = root.value(QStringLiteral("mode")).toString();
    if (mode != QLatin1String("play") && mode != QLatin1String("enter"))
        return fail(SaveFile::tr("\"mode\" must be \"play\" or \"enter\""));
    s.mode = mode == QLatin1String("play") ? Mode::Play : Mode::Enter;

    const double elapsed = root.value(QStringLiteral("elapsedMs")).toDouble(-1);
    // Below 2^63 (the double nearest qint64's maximum): a larger number has no qint64 to become, and
    // converting it was undefined behaviour (found by fuzz_savefile with "elapsedMs": 3.6e22).
    constexpr double kTooLong = static_cast<double>(std::numeric_limits<qint64>::max());
    if (!(elapsed >= 0 && elapsed < kTooLong))
        return fail(SaveFile::tr("\"elapsedMs\" must be a number of milliseconds"));
    s.elapsedMs = static_cast<qint64>(elapsed);

    std::vector<int> givens, digits;
    if (QString e = readRows(root.value(QStringLiteral("givens")), "givens", n, givens); !e.isEmpty())
        return fail(e);
    if (QString e = readRows(root.value(QStringLiteral("digits")), "digits", n, digits); !e.isEmpty())
        return fail(e);
    s.cells.assign(s.shape.cellCount(), CellState{});
    for (int c = 0; c < s.shape.cellCount(); ++c) {
        if (givens[c] != 0 && digits[c] != 0)
            return fail(SaveFile::tr("row %1, column %2 holds both a given and a digit")
                            .arg(s.shape.rowOf(c) + 1).arg(s.shape.colOf(c) + 1));
        s.cells[c].value = givens[c] != 0 ? givens[c] : digits[c];
        s.cells[c].given = givens[c] != 0;
    }

    const QJsonValue marksValue = root.value(QStringLiteral("pencilMarks"));
    if (!marksValue.isUndefined() && !marksValue.isArray())
        return fail(SaveFile::tr("\"pencilMarks\" must be a list"));
    for (const QJsonValue& entry : marksValue.toArray()) {
        const QJsonObject o = entry.toObject();
        const int row = o.value(QStringLiteral("row")).toInt(0), col = o.value(QStringLiteral("col")).toInt(0);
        if (row < 1 || row > n || col < 1 || col > n || !o.value(QStringLiteral("marks")).isArray())
            return fail(SaveFile::tr("each pencil mark entry needs \"row\" and \"col\" from 1 to %1 and a list \"marks\"").arg(n));
        for (const QJsonValue& m : o.value(QStringLiteral("marks")).toArray()) {
            const int v = m.toInt(0);
            if (v < 1 || v > n) return fail(SaveFile::tr("pencil mark %1 at row %2, column %3 is not from 1 to %4")
                                                .arg(m.toVariant().toString()).arg(row).arg(col).arg(n));
            s.cells[s.shape.cellAt(row - 1, col - 1)].marks |= markBit(v);
        }
    }

    // Optional: the player's digits that the computer filled in (Solve, Reveal a cell).
    const QJsonValue computerValue = root.value(QStringLiteral("computerDigits"));
    if (!computerValue.isUndefined() && !computerValue.isArray())
        return fail(SaveFile::tr("\"computerDigits\" must be a list"));
    for (const QJsonValue& entry : computerValue.toArray()) {
        const QJsonObject o = entry.toObject();
        const int row = o.value(QStringLiteral("row")).toInt(0), col = o.value(QStringLiteral("col")).toInt(0);
        if (row < 1 || row > n || col < 1 || col > n)
            return fail(SaveFile::tr("each \"computerDigits\" entry needs \"row\" and \"col\" from 1 to %1").arg(n));
        CellState& cell = s.cells[s.shape.cellAt(row - 1, col - 1)];
        if (cell.value == 0 || cell.given)
            return fail(SaveFile::tr("\"computerDigits\" names row %1, column %2, which holds no digit of the player's")
                            .arg(row).arg(col));
        cell.byComputer = true;
    }

    // Optional (files from before they existed have neither): what the statistics count.
    const QJsonValue hints = root.value(QStringLiteral("hintsUsed"));
    if (!hints.isUndefined() && (!hints.isDouble() || hints.toDouble() < 0 || hints.toDouble() != hints.toInt()))
        return fail(SaveFile::tr("\"hintsUsed\" must be a whole number from 0"));
    s.hintsUsed = hints.toInt(0);
    const QJsonValue byComputer = root.value(QStringLiteral("solvedByComputer"));
    if (!byComputer.isUndefined() && !byComputer.isBool())
        return fail(SaveFile::tr("\"solvedByComputer\" must be true or false"));
    s.solvedByComputer = byComputer.toBool(false);
    return s;
}

bool looksLikeSaveFile(const QByteArray& data) { return data.trimmed().startsWith('{'); }

} // namespace qudoku::ui
